//go:build slow

// slow_test.go holds the heavier agreement checks, run with `go test -tags slow`.

package andor

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// TestSearchAgreesLarge compares every search with Evaluate on larger random DAGs, both lattices.
func TestSearchAgreesLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	for i := range 120 {
		spec := RandomSpec{Depth: 6 + rng.IntN(4), Branching: 2 + rng.IntN(6), Vars: 1 + rng.IntN(12), Alternating: rng.IntN(2) == 0}
		shape, leaves := Random(spec, rng)
		name := fmt.Sprintf("dag %d %+v", i, spec)
		p := lattice.NewPowerset64(spec.Vars)
		g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
		checkAgree[lattice.Set64](t, name+" 2^S", p, g, rng, func() lattice.Set64 { return lattice.Set64(rng.Uint64()) & p.Top() }, false)
		a := lattice.NewAntichain(spec.Vars)
		ga := NewGraph(shape, func(n int32) lattice.Family { return a.Principal(lattice.Bits{leaves[n]}) })
		genA := func() lattice.Family {
			return a.Of(lattice.Bits{rng.Uint64() & uint64(p.Top())}, lattice.Bits{rng.Uint64() & uint64(p.Top())})
		}
		checkAgree[lattice.Family](t, name+" 2^(2^S)", a, ga, rng, genA, false)
		// The same DAG over word slices: Powerset must agree with Powerset64.
		pb := lattice.NewPowerset(spec.Vars)
		gb := NewGraph(shape, func(n int32) lattice.Bits { return lattice.Bits{leaves[n]} })
		want := Evaluate[lattice.Set64](p, g)[0]
		for _, algo := range Algos {
			if got, _ := NewSearcher[lattice.Bits](pb, gb, nil).Search(algo); got[0] != uint64(want) {
				t.Fatalf("%s: Search(%v) over Bits = %b; want %b", name, algo, got[0], want)
			}
		}
	}
}
