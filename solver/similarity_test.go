// similarity_test.go checks payoff similarity: with it, the table must give the same values as a
// search without any table on positions large enough for entries of other valuations to be used.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func TestSimilarityAgreesWithPlainSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	used := false
	for i := 0; i < 150; i++ {
		r := Rules{Layout: testSkatLayout, Seats: 3}
		decl := rng.IntN(3)
		r.Max[decl], r.Counts[decl] = true, true
		p := randomPosition(rng, &r, 5+rng.IntN(3))
		plain, err := New(r, Options{NoTable: true})
		if err != nil {
			t.Fatal(err)
		}
		want, err := plain.Value(&p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := New(r, Options{TableMB: 1})
		got, _ := s.Value(&p)
		if got != want {
			t.Fatalf("position %d: Value(%+v) = %d with payoff similarity; want %d", i, p, got, want)
		}
		vals, _ := s.CardValues(&p)
		pv, _ := plain.CardValues(&p)
		for j := range vals {
			if vals[j] != pv[j] {
				t.Fatalf("position %d: CardValues(%+v)[%d] = %+v; want %+v", i, p, j, vals[j], pv[j])
			}
		}
		used = used || s.similar > 0
	}
	if !used {
		t.Errorf("no probe used an entry of another valuation; the test does not exercise payoff similarity")
	}
}

// TestRaisedValueMonotone checks what the table's one-sided widening (Solver.distances) rests on:
// raising one card's points by d raises the counting side's value by at least 0 and at most d.
func TestRaisedValueMonotone(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 3))
	changed := 0
	for i := 0; i < 300; i++ {
		r := Rules{Layout: testSkatLayout, Seats: 3}
		decl := rng.IntN(3)
		r.Max[decl], r.Counts[decl] = true, true
		p := randomPosition(rng, &r, 2+rng.IntN(3))
		live := p.Hands[0] | p.Hands[1] | p.Hands[2]
		for j := 0; j < p.Played; j++ {
			live |= cards.Bit(p.Trick[j])
		}
		cs := live.Cards()
		c := cs[rng.IntN(len(cs))]
		d := 1 + rng.IntN(11)
		raised := *testSkatLayout
		raised.Points[c] += d
		r2 := r
		r2.Layout = &raised
		v, v2 := minimax(&r, p), minimax(&r2, p)
		if v2 < v || v2 > v+d {
			t.Fatalf("position %d (%+v): %v worth %d more: value %d -> %d, want within [%d, %d]", i, p, c, d, v, v2, v, v+d)
		}
		if v2 != v {
			changed++
		}
	}
	if changed < 50 {
		t.Errorf("only %d of 300 raised cards changed the value; the test says little", changed)
	}
}
