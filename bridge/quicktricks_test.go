package bridge

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// randomDeal deals n cards to each seat from a random subset of the pack.
func randomDeal(rng *rand.Rand, n int) Deal {
	var pack []cards.Card
	for m := layout.All; m != 0; m &= m - 1 {
		pack = append(pack, m.Lowest())
	}
	rng.Shuffle(len(pack), func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	var d Deal
	for i := 0; i < 4*n; i++ {
		d[i%4] |= cards.Bit(pack[i])
	}
	return d
}

// TestQuickTricksAgree checks that the quick-trick bounds change no answer: full tables of random
// 4-7 card deals, with and without them (the bounds would show up as wrong tricks where they
// overestimate what the side on lead can cash).
func TestQuickTricksAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < 400; i++ {
		d := randomDeal(rng, 4+i%4)
		plain := NewSolver(solver.Options{TableMB: 1})
		plain.SetQuickTricks(false)
		quick := NewSolver(solver.Options{TableMB: 1})
		want, err := plain.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		got, err := quick.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("deal %d %v: with quick tricks %v, without %v", i, d, got, want)
		}
	}
}
