package bridge

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/solver"
)

// TestReuseAcrossDeals checks that a solver kept from one deal to the next answers as a fresh one,
// where the next deal moves cards between two seats (as a bot's sampled deals do: the hidden
// cards dealt again between the two hands it cannot see). Every pair of seats is tried; the pair
// South-West once slipped past the check that empties the solver's cache of pattern parts (an
// operator-precedence slip), and the stale parts gave wrong table keys.
func TestReuseAcrossDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 16))
	kept := NewSolver(solver.Options{TableMB: 1})
	for i := 0; i < 240; i++ {
		d := randomDeal(rng, 4+i%4)
		a, b := i%4, (i/4+1+i%4)%4 // two distinct seats
		if a == b {
			b = (a + 1) % 4
		}
		for r := 0; r < 3; r++ {
			// Deal the two seats' cards again at random, each keeping its number of cards.
			pool := d[a] | d[b]
			n := d[a].Count()
			var cs []int
			for m := pool; m != 0; m &= m - 1 {
				cs = append(cs, int(m.Lowest()))
			}
			rng.Shuffle(len(cs), func(x, y int) { cs[x], cs[y] = cs[y], cs[x] })
			d[a], d[b] = 0, 0
			for j, c := range cs {
				if j < n {
					d[a] |= 1 << c
				} else {
					d[b] |= 1 << c
				}
			}
			got, err := kept.Table(d)
			if err != nil {
				t.Fatal(err)
			}
			want, err := NewSolver(solver.Options{TableMB: 1}).Table(d)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("deal %d.%d %v (seats %d and %d dealt again): kept solver %v, fresh %v", i, r, d, a, b, got, want)
			}
		}
	}
}
