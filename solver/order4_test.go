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

// TestAddRuns checks addRuns against a plain top-down split of y into runs on random classes,
// among them classes that end at bit 63 (where the carry out of the top run is lost).
func TestAddRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var p ply
	for i := 0; i < 20000; i++ {
		size := 1 + rng.IntN(20)
		base := rng.IntN(64 - size + 1)
		if i%4 == 0 {
			base = 64 - size
		}
		cl := (cards.Set(1)<<size - 1) << base
		if size == 64 {
			cl = ^cards.Set(0)
		}
		y := cl & cards.Set(rng.Uint64())
		open := cl & (y | cards.Set(rng.Uint64()&rng.Uint64()))
		others := cl &^ open
		var lim cards.Set
		switch rng.IntN(4) {
		case 0:
			lim = others // a leader's
		case 1:
			lim = ^cards.Set(0)
		case 3:
			if others != 0 {
				lim = cards.Bit(others.Highest())
			}
		}
		n0 := rng.IntN(4)
		n := p.addRuns(n0, y, open, lim)
		// The runs highest first: each takes the cards of y above the highest card of others
		// below its top card.
		j := n0
		for m := y; m != 0; j++ {
			top := m.Highest()
			seq := m
			if o := others.Below(top); o != 0 {
				seq = m.Above(o.Highest())
			}
			m &^= seq
			c := top
			if cards.Bit(top) <= lim {
				c = seq.Lowest()
			}
			if j >= n || p.moves[j].seq != seq || p.moves[j].card != c || int(p.moves[j].run) != j || int(p.moves[j].sq) != j+1 {
				t.Fatalf("addRuns(%d, %x, %x, %x): move %d is %+v, want run %x card %d", n0, y, open, lim, j, p.moves[j], seq, c)
			}
		}
		if n != j {
			t.Fatalf("addRuns(%d, %x, %x, %x) = %d; want %d", n0, y, open, lim, n, j)
		}
	}
}
