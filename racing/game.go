// game.go holds the racing parameters, instances and their seeded drawing.

package racing

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardsolve/cardsolve/cards"
)

// Params are the sizes of a racing game.
type Params struct {
	Hand int // h: cards per player
	Deck int // d: the deck is the ranks 1..d
	Goal int // g: tricks needed to win
}

// MaxDeck is the largest deck: a hand is a 64-bit cards.Set.
const MaxDeck = 64

// Validate reports whether p describes a game: h >= 1, 2h <= d <= MaxDeck, g >= 1.
func (p Params) Validate() error {
	switch {
	case p.Hand < 1:
		return fmt.Errorf("hand %d: want at least 1 card", p.Hand)
	case p.Deck < 2*p.Hand:
		return fmt.Errorf("deck %d: want at least twice the hand (%d)", p.Deck, 2*p.Hand)
	case p.Deck > MaxDeck:
		return fmt.Errorf("deck %d: want at most %d", p.Deck, MaxDeck)
	case p.Goal < 1:
		return fmt.Errorf("goal %d: want at least 1 trick", p.Goal)
	}
	return nil
}

// Card returns the card of rank r (1..64): bit r-1.
func Card(r int) cards.Card { return cards.Card(r - 1) }

// Rank returns the rank of card c.
func Rank(c cards.Card) int { return int(c) + 1 }

// Ranks returns the ranks of s in increasing order.
func Ranks(s cards.Set) []int {
	out := make([]int, 0, s.Count())
	for m := s; m != 0; m &= m - 1 {
		out = append(out, Rank(m.Lowest()))
	}
	return out
}

// Instance is one racing deal as MAX sees it at her first move: her hand and MIN's lead.
type Instance struct {
	Params
	Max  cards.Set  // MAX's hand
	Lead cards.Card // the card MIN led to the first trick
}

// Deck returns the set of all cards of the deck.
func (in Instance) Deck() cards.Set {
	if in.Params.Deck == 64 {
		return ^cards.Set(0)
	}
	return cards.Set(1)<<uint(in.Params.Deck) - 1
}

// Draw returns instance i of the series seeded by seed: MAX's h cards and MIN's lead drawn
// uniformly without replacement from 1..d, with a PCG generator seeded by (seed, i), so that an
// instance does not depend on how many are drawn. p must be valid.
func Draw(p Params, seed uint64, i int) Instance {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	perm := rng.Perm(p.Deck)
	in := Instance{Params: p}
	for _, r := range perm[:p.Hand] {
		in.Max |= cards.Bit(Card(r + 1))
	}
	in.Lead = Card(perm[p.Hand] + 1)
	return in
}

// Validate reports whether in is a legal instance of its parameters.
func (in Instance) Validate() error {
	if err := in.Params.Validate(); err != nil {
		return err
	}
	switch {
	case in.Max&^in.Deck() != 0 || in.Max.Count() != in.Hand:
		return fmt.Errorf("MAX's hand %v: want %d cards of 1..%d", Ranks(in.Max), in.Hand, in.Params.Deck)
	case int(in.Lead) >= in.Params.Deck || in.Max.Has(in.Lead):
		return fmt.Errorf("MIN's lead %d: want a card of 1..%d not in MAX's hand", Rank(in.Lead), in.Params.Deck)
	}
	return nil
}
