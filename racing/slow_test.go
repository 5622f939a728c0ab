//go:build slow

// slow_test.go holds the heavier racing checks, run with `go test -tags slow`.

package racing

import (
	"fmt"
	"testing"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// TestGameAgainstOpenHandLarge checks the 2^S value against open-hand play in every world on
// instances with hundreds of worlds (word-slice values), every search, with and without bounds.
func TestGameAgainstOpenHandLarge(t *testing.T) {
	for i, p := range []Params{{5, 14, 3}, {5, 16, 4}, {6, 16, 4}, {5, 18, 5}, {6, 14, 3}, {6, 18, 4}} {
		for k := range 3 {
			in := Draw(p, 99, i*10+k)
			name := fmt.Sprintf("%+v instance %d", p, i*10+k)
			g, err := Build(in, 0)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			pow := lattice.NewPowerset(len(g.Worlds))
			want := pow.New()
			lead := Rank(in.Lead)
			for j, w := range g.Worlds {
				if openHand(rankMask(uint64(in.Max)), rankMask(uint64(w))&^(1<<uint(lead)), p.Goal, 0, 0, true, lead) {
					want.Add(j)
				}
			}
			gs, bs := Graph(g, func(b lattice.Bits) lattice.Bits { return b })
			checkAll[lattice.Bits](t, name, pow, gs, bs, want)
		}
	}
}
