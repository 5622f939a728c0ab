// alloc_test.go pins that the searches allocate nothing over 2^S with |S| <= 64, and benchmarks them.

package andor

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// benchDAG returns an alternating random DAG over 2^S with 10 worlds.
func benchDAG(depth, b int) (*Graph[lattice.Set64], lattice.Powerset64) {
	rng := rand.New(rand.NewPCG(21, 22))
	shape, leaves := Random(RandomSpec{Depth: depth, Branching: b, Vars: 10, Alternating: true}, rng)
	g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
	return g, lattice.NewPowerset64(10)
}

func TestSearchAllocatesNothing(t *testing.T) {
	g, p := benchDAG(9, 4)
	s := NewSearcher[lattice.Set64](p, g, nil)
	for _, a := range Algos {
		allocs := testing.AllocsPerRun(20, func() { s.Search(a) })
		if allocs != 0 {
			t.Errorf("Search(%v) over 2^S: %v allocs/op; want 0", a, allocs)
		}
	}
}

func benchmarkSearch(b *testing.B, a Algo) {
	g, p := benchDAG(11, 4)
	s := NewSearcher[lattice.Set64](p, g, nil)
	b.ReportAllocs()
	var st Stats
	for b.Loop() {
		_, st = s.Search(a)
	}
	b.ReportMetric(float64(st.Visits), "visits/op")
}

func BenchmarkSearchAB(b *testing.B)  { benchmarkSearch(b, AB) }
func BenchmarkSearchABC(b *testing.B) { benchmarkSearch(b, ABC) }
func BenchmarkSearchMMC(b *testing.B) { benchmarkSearch(b, MMC) }
func BenchmarkSearchABD(b *testing.B) { benchmarkSearch(b, ABD) }
