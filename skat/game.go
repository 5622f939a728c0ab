// game.go holds GameType, the six Skat games, with their names, base values and trump suits.

package skat

import (
	"fmt"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
)

// GameType is the kind of game the declarer plays: one of the four suit games, grand or null.
type GameType int

// The game types, suit games in rising base value.
const (
	Diamonds GameType = iota
	Hearts
	Spades
	Clubs
	Grand
	Null
	NumGameTypes = 6
)

var gameNames = [NumGameTypes]string{"diamonds", "hearts", "spades", "clubs", "grand", "null"}

// String returns the lower-case name: "diamonds", "hearts", "spades", "clubs", "grand" or
// "null"; any other value gives "?".
func (g GameType) String() string {
	if g < 0 || g >= NumGameTypes {
		return "?"
	}
	return gameNames[g]
}

// ParseGameType reads a game name in any case ("clubs", "Grand", "NULL").
func ParseGameType(s string) (GameType, error) {
	for g, name := range gameNames {
		if strings.EqualFold(s, name) {
			return GameType(g), nil
		}
	}
	return 0, fmt.Errorf("bad game %q (want diamonds, hearts, spades, clubs, grand or null)", s)
}

// IsSuit reports whether g is one of the four suit games.
func (g GameType) IsSuit() bool { return g >= Diamonds && g <= Clubs }

// TrumpSuit returns the trump suit of a suit game; ok is false for grand and null.
func (g GameType) TrumpSuit() (s cards.Suit, ok bool) {
	switch g {
	case Diamonds:
		return cards.Diamonds, true
	case Hearts:
		return cards.Hearts, true
	case Spades:
		return cards.Spades, true
	case Clubs:
		return cards.Clubs, true
	}
	return 0, false
}

// BaseValue returns the base value of a suit game or grand (ISkO 5.1): diamonds 9, hearts 10,
// spades 11, clubs 12, grand 24. Null games have fixed values instead (see NullValue); for them
// and for invalid game types the result is 0.
func (g GameType) BaseValue() int {
	switch g {
	case Diamonds:
		return 9
	case Hearts:
		return 10
	case Spades:
		return 11
	case Clubs:
		return 12
	case Grand:
		return 24
	}
	return 0
}
