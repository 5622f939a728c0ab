// position_test.go tests the checks and moves of Position.

package solver

import (
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func TestPositionCheck(t *testing.T) {
	l := cards.Bridge(cards.NoTrump)
	r := Rules{Layout: l, Seats: 4, TrickValue: 1}
	c := func(s string) cards.Card {
		x, err := l.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	h := func(s string) cards.Set {
		x, err := l.ParseHand(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	good := Position{Hands: [4]cards.Set{h("A..."), h("K..."), h("Q..."), h("J...")}}
	tests := []struct {
		name string
		p    Position
		want string // substring of the error; "" for none
	}{
		{"good", good, ""},
		{"held twice", Position{Hands: [4]cards.Set{h("A..."), h("A..."), h("Q..."), h("J...")}}, "held twice"},
		{"sizes", Position{Hands: [4]cards.Set{h("AK..."), h("Q..."), h("J..."), h("T...")}}, "seat 1 holds 1 cards, want 2"},
		{"mid-trick", Position{Hands: [4]cards.Set{0, h("K..."), h("Q..."), h("J...")}, Trick: [4]cards.Card{c("SA")}, Played: 1}, ""},
		{"played and held", Position{Hands: [4]cards.Set{h("A..."), h("K..."), h("Q..."), h("J...")}, Trick: [4]cards.Card{c("SA")}, Played: 1}, "both played and held"},
		{"discard", Position{Hands: [4]cards.Set{h("...2"), h("..3."), h("Q...4"), h("J...5")}, Trick: [4]cards.Card{c("SA"), c("H2")}, Played: 2}, ""},
		{"renege", Position{Hands: [4]cards.Set{h("...2"), h("K..."), h("Q...4"), h("J...5")}, Trick: [4]cards.Card{c("SA"), c("H2")}, Played: 2}, "seat 1 played H2 but still holds SK"},
		{"bad leader", Position{Hands: good.Hands, Leader: 4}, "leader"},
		{"empty", Position{}, "no cards"},
	}
	for _, tt := range tests {
		err := tt.p.Check(&r)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("Check(%s) = %v; want nil", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("Check(%s) = %v; want an error with %q", tt.name, err, tt.want)
		}
	}
}

func TestPlayWinner(t *testing.T) {
	l := cards.Bridge(int(cards.Hearts))
	r := Rules{Layout: l, Seats: 4, TrickValue: 1}
	h := func(s string) cards.Set {
		x, err := l.ParseHand(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	// Hearts are trumps: West ruffs North's spade ace.
	p := Position{Hands: [4]cards.Set{h("A..."), h("K..."), h("Q..."), h(".2..")}}
	for _, s := range []string{"SA", "SK", "SQ"} {
		card, _ := l.ParseCard(s)
		if w, _ := p.Play(&r, card); w != -1 {
			t.Fatalf("Play(%s) completed a trick", s)
		}
	}
	card, _ := l.ParseCard("H2")
	w, v := p.Play(&r, card)
	if w != 3 || v != 1 || p.Leader != 3 || p.Played != 0 {
		t.Errorf("Play(H2) = %d, %d (leader %d, played %d); want 3, 1 (leader 3, played 0)", w, v, p.Leader, p.Played)
	}
}
