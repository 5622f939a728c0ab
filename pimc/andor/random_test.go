// random_test.go checks the shape of random DAGs and the ordering of the searches' counters on them.

package andor

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

func TestRandomShape(t *testing.T) {
	tests := []struct {
		spec  RandomSpec
		sizes []int
	}{
		{RandomSpec{Depth: 1, Branching: 2, Vars: 3}, []int{1}},
		{RandomSpec{Depth: 4, Branching: 2, Vars: 3}, []int{1, 3, 9, 27}},
		{RandomSpec{Depth: 6, Branching: 5, Vars: 10, Alternating: true}, []int{1, 3, 9, 27, 81, 81}},
		{RandomSpec{Depth: 8, Branching: 4, Vars: 64}, []int{1, 3, 9, 27, 81, 243, 729, 243}},
	}
	for _, tc := range tests {
		rng := rand.New(rand.NewPCG(1, 2))
		s, leaves := Random(tc.spec, rng)
		first := 0
		for i, size := range tc.sizes {
			for n := first; n < first+size; n++ {
				kids := s.Children(int32(n))
				k := s.Kind(int32(n))
				if i == len(tc.sizes)-1 {
					if k != Leaf || len(kids) != 0 {
						t.Fatalf("%+v: node %d of last layer is %v with %d children; want a leaf", tc.spec, n, k, len(kids))
					}
					if tc.spec.Vars < 64 && leaves[n]>>uint(tc.spec.Vars) != 0 {
						t.Fatalf("%+v: leaf %d = %b has worlds beyond %d", tc.spec, n, leaves[n], tc.spec.Vars)
					}
					continue
				}
				if tc.spec.Alternating && k != []Kind{Or, And}[i%2] {
					t.Fatalf("%+v: node %d of layer %d is %v", tc.spec, n, i, k)
				}
				if want := min(tc.spec.Branching, tc.sizes[i+1]); len(kids) != want {
					t.Fatalf("%+v: node %d has %d children; want %d", tc.spec, n, len(kids), want)
				}
				sorted := slices.Sorted(slices.Values(kids))
				if len(slices.Compact(sorted)) != len(kids) {
					t.Fatalf("%+v: node %d has repeated children %v", tc.spec, n, kids)
				}
				for _, c := range kids {
					if int(c) < first+size || int(c) >= first+size+tc.sizes[i+1] {
						t.Fatalf("%+v: child %d of node %d is not in layer %d", tc.spec, c, n, i+1)
					}
				}
			}
			first += size
		}
		if s.Len() != first {
			t.Errorf("%+v: %d nodes; want %d", tc.spec, s.Len(), first)
		}
		layers, sum := tc.spec.Layers(), 0
		for i, size := range tc.sizes {
			if layers[i] != sum {
				t.Errorf("%+v: Layers()[%d] = %d; want %d", tc.spec, i, layers[i], sum)
			}
			sum += size
		}
		if layers[len(tc.sizes)] != sum {
			t.Errorf("%+v: Layers() ends at %d; want %d", tc.spec, layers[len(tc.sizes)], sum)
		}
		// Same seed, same DAG.
		s2, leaves2 := Random(tc.spec, rand.New(rand.NewPCG(1, 2)))
		if !slices.Equal(s.Edges, s2.Edges) || !slices.Equal(s.Kinds, s2.Kinds) || !slices.Equal(leaves, leaves2) {
			t.Errorf("%+v: two builds from the same seed differ", tc.spec)
		}
	}
}

func TestRandomSpecValidate(t *testing.T) {
	tests := []struct {
		spec RandomSpec
		ok   bool
	}{
		{RandomSpec{Depth: 15, Branching: 4, Vars: 10}, true},
		{RandomSpec{Depth: 0, Branching: 4, Vars: 10}, false},
		{RandomSpec{Depth: 5, Branching: 0, Vars: 10}, false},
		{RandomSpec{Depth: 5, Branching: 2, Vars: 65}, false},
		{RandomSpec{Depth: 5, Branching: 2, Vars: -1}, false},
		{RandomSpec{Depth: 40, Branching: 2, Vars: 5}, false},
	}
	for _, tc := range tests {
		if err := tc.spec.Validate(); (err == nil) != tc.ok {
			t.Errorf("Validate(%+v) = %v; want ok %v", tc.spec, err, tc.ok)
		}
	}
}

// TestCounterOrder pins the counter orders docs/LATTICE.md reports for alternating random DAGs
// (d = 13 here, 5 DAGs per b, to stay fast; the figure uses d = 15). Explored: ABD <= ABC = AB <
// MMC. Visits: ABD < ABC <= AB and ABD < MMC at every b, but ABC < MMC only up to b = 6: almost
// every node's value is the empty set, almost every AND node is cut as soon as its meet reaches
// it, and the paper's ABC caches nothing that was cut, so it revisits nearly as often as AB. With
// ExactCuts (caching an AND node cut at Bottom from exact children) ABC visits fewer than MMC at
// every b.
func TestCounterOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for _, b := range []int{4, 6, 8} {
		spec := RandomSpec{Depth: 13, Branching: b, Vars: 10, Alternating: true}
		var explored, visits, settled [4]int64
		var exactCuts int64 // visits of ABC with ExactCuts
		for range 5 {
			shape, leaves := Random(spec, rng)
			g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
			s := NewSearcher[lattice.Set64](lattice.NewPowerset64(spec.Vars), g, nil)
			for _, a := range Algos {
				_, st := s.Search(a)
				explored[a] += st.Explored
				visits[a] += st.Visits
				settled[a] += st.Settled
			}
			s.ExactCuts = true
			_, st := s.Search(ABC)
			exactCuts += st.Visits
		}
		t.Logf("b=%d: explored %v, visits %v, settled %v (ab, abc, mmc, abd); ABC with ExactCuts visits %d", b, explored, visits, settled, exactCuts)
		if !(explored[ABD] <= explored[ABC] && explored[ABC] == explored[AB] && explored[ABC] < explored[MMC]) {
			t.Errorf("b=%d: explored ABD %d, ABC %d, AB %d, MMC %d; want ABD <= ABC = AB < MMC", b, explored[ABD], explored[ABC], explored[AB], explored[MMC])
		}
		if !(visits[ABD] < visits[ABC] && visits[ABC] <= visits[AB] && visits[ABD] < visits[MMC] && exactCuts < visits[MMC]) {
			t.Errorf("b=%d: visits ABD %d, ABC %d, AB %d, MMC %d, ABC with ExactCuts %d; want ABD < ABC <= AB, ABD < MMC, ExactCuts < MMC",
				b, visits[ABD], visits[ABC], visits[AB], visits[MMC], exactCuts)
		}
		if abcFewer := visits[ABC] < visits[MMC]; abcFewer != (b <= 6) {
			t.Errorf("b=%d: visits ABC %d, MMC %d; docs/LATTICE.md reports ABC fewer exactly when b <= 6", b, visits[ABC], visits[MMC])
		}
		if b == 8 && 20*settled[ABC] > settled[ABD] {
			t.Errorf("b=8: ABC settled %d nodes, ABD %d; docs/LATTICE.md reports ABC settling under 5 %% of what ABD settles", settled[ABC], settled[ABD])
		}
	}
}

// TestRandomLeaves checks that a leaf holds each world with probability 1/2, independently: over
// the 2187 leaves of a depth-12 DAG with 64 worlds, the share of (leaf, world) pairs in and the
// share of pairs of worlds 0 and 1 both in stay within 4 standard deviations of 1/2 and 1/4.
func TestRandomLeaves(t *testing.T) {
	spec := RandomSpec{Depth: 12, Branching: 3, Vars: 64}
	s, leaves := Random(spec, rand.New(rand.NewPCG(3, 4)))
	in, both, n := 0, 0, 0
	for i := range s.Len() {
		if s.Kind(int32(i)) == Leaf {
			in += bits.OnesCount64(leaves[i])
			both += int(leaves[i] & (leaves[i] >> 1) & 1)
			n++
		}
	}
	if n != 2187 {
		t.Fatalf("%d leaves; want 2187", n)
	}
	share, pairs := float64(in)/float64(64*n), float64(both)/float64(n)
	if math.Abs(share-0.5) > 4*math.Sqrt(0.25/float64(64*n)) || math.Abs(pairs-0.25) > 4*math.Sqrt(0.1875/float64(n)) {
		t.Errorf("worlds in %.4f of (leaf, world) pairs, worlds 0 and 1 both in %.4f of leaves; want 1/2 and 1/4", share, pairs)
	}
}

// TestReachable checks Reachable on a DAG with an unreachable node, and that MMC, which explores
// every reachable node, explores as many as Reachable counts on random DAGs.
func TestReachable(t *testing.T) {
	g := tiny([]Kind{Or, Leaf, And, Leaf}, [][]int32{{1, 3}, nil, {1, 3}, nil}, make([]lattice.Set64, 4))
	if got, want := Reachable[lattice.Set64](g), []bool{true, true, false, true}; !slices.Equal(got, want) {
		t.Errorf("Reachable = %v; want %v", got, want)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, b := range []int{1, 2, 4} {
		shape, leaves := Random(RandomSpec{Depth: 8, Branching: b, Vars: 5}, rng)
		g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
		reached := 0
		for _, r := range Reachable[lattice.Set64](g) {
			if r {
				reached++
			}
		}
		if _, st := NewSearcher[lattice.Set64](lattice.NewPowerset64(5), g, nil).Search(MMC); st.Explored != int64(reached) {
			t.Errorf("b=%d: MMC explored %d nodes; Reachable counts %d", b, st.Explored, reached)
		}
	}
}
