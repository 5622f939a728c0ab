// order4_test.go checks the partnership move generator against the generic one.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// TestPartnershipMoves checks on random bridge positions (1-8 cards a hand, every strain, random
// leader and partial trick) that genPartnership makes the same moves as the generic generator: the
// same runs of power-equivalent cards with the same representative card. Only the order differs.
func TestPartnershipMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 3000; i++ {
		r := bridgeRules(rng)
		p := randomPosition(rng, &r, 1+rng.IntN(8))
		s, err := New(r, Options{TableMB: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !s.partnership {
			t.Fatalf("bridge rules %+v: not a partnership game", r)
		}
		s.load(&p)
		if s.played == 0 {
			s.setTops(&s.ply[0].tops)
		}
		moves := func() map[cards.Card]cards.Set {
			out := map[cards.Card]cards.Set{}
			pl := &s.ply[0]
			for j := 0; j < pl.n; j++ {
				out[pl.moves[j].card] = pl.moves[j].seq
			}
			return out
		}
		s.genMoves(&s.ply[0], noHint, cards.NoCard, cards.NoCard)
		got := moves()
		s.partnership = false
		s.genMoves(&s.ply[0], noHint, cards.NoCard, cards.NoCard)
		want := moves()
		if len(got) != len(want) {
			t.Fatalf("position %d %+v: %d partnership moves, %d generic", i, p, len(got), len(want))
		}
		for c, seq := range want {
			if got[c] != seq {
				t.Fatalf("position %d %+v: move %s has run %x, want %x", i, p, r.Layout.String(c), got[c], seq)
			}
		}
	}
}

// TestMinimaxBridgeSimpleOrder is TestMinimaxBridge with the generic move ordering (the ablation
// switch SimpleOrder), which bridge no longer uses by default.
func TestMinimaxBridgeSimpleOrder(t *testing.T) {
	crossCheck(t, "bridge, generic ordering", bridgeRules, 150, Options{TableMB: 1, SimpleOrder: true})
}

// TestDiscardWeights checks the layout discard relies on: each notrump discard weight is followed
// by its Kx and bare-top weights.
func TestDiscardWeights(t *testing.T) {
	for _, w := range [][3]int{
		{pw2NTDiscPd, pw2NTDiscPdKx, pw2NTDiscPdAce},
		{pw2NTDisc, pw2NTDiscKx, pw2NTDiscAce},
		{pw3NTDisc, pw3NTDiscKx, pw3NTDiscAce},
		{pw4NTDisc, pw4NTDiscKx, pw4NTDiscAce},
	} {
		if w[1] != w[0]+1 || w[2] != w[0]+2 {
			t.Errorf("weights %v are not adjacent", w)
		}
	}
}
