// face.go holds physical cards: suits, ranks and their letters.

package cards

import "fmt"

// Suit is a physical suit. The numbering follows DDS (spades 0 … clubs 3); games order suits as
// they need through their Layout.
type Suit uint8

// The four suits.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
	NumSuits = 4
)

const suitLetters = "SHDC"

// String returns the suit letter: S, H, D or C.
func (s Suit) String() string {
	if s >= NumSuits {
		return "?"
	}
	return suitLetters[s : s+1]
}

// ParseSuit reads a suit letter, upper or lower case.
func ParseSuit(b byte) (Suit, error) {
	switch b {
	case 'S', 's':
		return Spades, nil
	case 'H', 'h':
		return Hearts, nil
	case 'D', 'd':
		return Diamonds, nil
	case 'C', 'c':
		return Clubs, nil
	}
	return 0, fmt.Errorf("bad suit %q (want one of S H D C)", b)
}

// Rank is a physical rank: 2..10 as numbers, Jack 11, Queen 12, King 13, Ace 14.
type Rank uint8

// Named ranks.
const (
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

const rankLetters = "??23456789TJQKA"

// String returns the rank letter: 2..9, T, J, Q, K or A.
func (r Rank) String() string {
	if r < 2 || r > Ace {
		return "?"
	}
	return rankLetters[r : r+1]
}

// ParseRank reads a rank letter, upper or lower case; "1" stands for the start of "10".
func ParseRank(b byte) (Rank, error) {
	switch {
	case b >= '2' && b <= '9':
		return Rank(b - '0'), nil
	}
	switch b {
	case 'T', 't':
		return Ten, nil
	case 'J', 'j':
		return Jack, nil
	case 'Q', 'q':
		return Queen, nil
	case 'K', 'k':
		return King, nil
	case 'A', 'a':
		return Ace, nil
	}
	return 0, fmt.Errorf("bad rank %q (want one of A K Q J T 9 … 2)", b)
}

// Face is a physical card: a suit and a rank.
type Face struct {
	Suit Suit
	Rank Rank
}

// String returns the card in suit-rank notation, for example "SA" or "H7".
func (f Face) String() string { return f.Suit.String() + f.Rank.String() }

// ParseFace reads a card in suit-rank notation ("SA", "h7", "D10"); rank-suit ("AS") is accepted too.
func ParseFace(s string) (Face, error) {
	if len(s) == 3 && s[1] == '1' && s[2] == '0' {
		s = s[:1] + "T"
	} else if len(s) == 3 && s[0] == '1' && s[1] == '0' {
		s = "T" + s[2:]
	}
	if len(s) != 2 {
		return Face{}, fmt.Errorf("bad card %q (want suit and rank, like SA or H7)", s)
	}
	if su, err := ParseSuit(s[0]); err == nil {
		r, err := ParseRank(s[1])
		if err != nil {
			return Face{}, fmt.Errorf("bad card %q: %v", s, err)
		}
		return Face{su, r}, nil
	}
	if r, err := ParseRank(s[0]); err == nil {
		if su, err := ParseSuit(s[1]); err == nil {
			return Face{su, r}, nil
		}
	}
	return Face{}, fmt.Errorf("bad card %q (want suit and rank, like SA or H7)", s)
}
