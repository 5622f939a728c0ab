// trick_test.go checks following suit and trick winners in each game type.

package skat

import (
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func cardsOf(t *testing.T, g GameType, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, name := range strings.Fields(s) {
		c, err := g.Layout().ParseCard(name)
		if err != nil {
			t.Fatalf("ParseCard(%q): %v", name, err)
		}
		out = append(out, c)
	}
	return out
}

func TestTrickWinner(t *testing.T) {
	tests := []struct {
		g     GameType
		trick string
		want  int
	}{
		{Clubs, "SA ST S7", 0},  // the led suit, no trump
		{Clubs, "SA ST C7", 2},  // the lowest trump beats the ace
		{Clubs, "SA DJ C7", 1},  // a jack is trump in a suit game
		{Clubs, "C7 DJ CJ", 2},  // CJ beats DJ
		{Clubs, "HJ CA SJ", 2},  // SJ beats HJ and the trump ace
		{Clubs, "S7 HA DA", 0},  // off-suit cards never win
		{Grand, "CA CT CJ", 2},  // jacks are the grand trumps
		{Grand, "DJ HJ SA", 1},  // HJ beats DJ
		{Grand, "HA HT H7", 0},  // ace before ten
		{Null, "HT HJ H9", 1},   // null: jack above ten
		{Null, "H7 CA SA", 0},   // no trump in null
		{Null, "DK DA DQ", 1},   // ace highest
		{Hearts, "SJ HJ HA", 0}, // SJ over HJ in any suit game
		{Diamonds, "DA DT DK", 0},
	}
	for _, tc := range tests {
		tr := cardsOf(t, tc.g, tc.trick)
		if got := TrickWinner(tc.g.Layout(), tr); got != tc.want {
			t.Errorf("TrickWinner(%v, %s) = %d; want %d", tc.g, tc.trick, got, tc.want)
		}
	}
}

func TestLegal(t *testing.T) {
	tests := []struct {
		g     GameType
		hand  string // clubs.spades.hearts.diamonds
		trick string
		want  string
	}{
		{Clubs, "J.A.K.7", "", "J.A.K.7"}, // leading: anything
		{Clubs, "J.A.K.7", "CA", "J..."},  // trump led: CJ follows
		{Clubs, "J.A.K.7", "SJ", "J..."},  // a jack leads trumps, not spades
		{Clubs, ".J.K.7", "S7", ".J.K.7"}, // spades led, SJ is no spade: free choice
		{Clubs, ".AJ.K.7", "S7", ".A.."},  // the spade ace must follow
		{Grand, "A.J..", "C7", "A..."},    // grand: CA follows clubs, SJ is trump
		{Grand, "A.J..", "HJ", ".J.."},    // jack led: jack follows
		{Null, "J.J..", "CA", "J..."},     // null: the jack is a club
		{Null, ".J.7.", "D8", ".J.7."},    // void: free choice
		{Hearts, "7..J.", "HA", "..J."},   // HJ is trump in hearts
	}
	for _, tc := range tests {
		h, err := ParseHand(tc.hand, tc.g)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := ParseHand(tc.want, tc.g)
		got := Legal(tc.g.Layout(), h, cardsOf(t, tc.g, tc.trick))
		if got != want {
			t.Errorf("Legal(%v, %s, %q) = %s; want %s", tc.g, tc.hand, tc.trick, FormatHand(got, tc.g), tc.want)
		}
	}
}
