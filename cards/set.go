// set.go holds Set, a set of cards as a 64-bit mask, and its bit operations.

package cards

import "math/bits"

// Card is the bit index of a card within a Layout (0..63). What it means depends on the layout.
type Card uint8

// NoCard marks an absent card in fixed arrays.
const NoCard Card = 255

// Set is a set of cards: bit c is set when Card c is in the set.
type Set uint64

// Bit returns the set holding only c.
func Bit(c Card) Set { return Set(1) << c }

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return s&(Set(1)<<c) != 0 }

// Count returns the number of cards in s.
func (s Set) Count() int { return bits.OnesCount64(uint64(s)) }

// Lowest returns the lowest card of s; the result is 64 when s is empty.
func (s Set) Lowest() Card { return Card(bits.TrailingZeros64(uint64(s))) }

// Highest returns the highest card of s; the result is NoCard when s is empty.
func (s Set) Highest() Card {
	if s == 0 {
		return NoCard
	}
	return Card(63 - bits.LeadingZeros64(uint64(s)))
}

// Above returns the cards of s strictly above c.
func (s Set) Above(c Card) Set { return s &^ (Set(2)<<c - 1) }

// Below returns the cards of s strictly below c.
func (s Set) Below(c Card) Set { return s & (Set(1)<<c - 1) }

// Cards returns the cards of s in increasing bit order. It allocates; use bit loops on hot paths.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Count())
	for m := s; m != 0; m &= m - 1 {
		out = append(out, m.Lowest())
	}
	return out
}
