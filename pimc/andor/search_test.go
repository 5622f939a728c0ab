// search_test.go checks that every search returns the value of the reference evaluation.

package andor

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// tiny builds a Graph over Set64 from child lists and leaf values; kinds[n] gives the kind.
func tiny(kinds []Kind, kids [][]int32, leaves []lattice.Set64) *Graph[lattice.Set64] {
	s := &Shape{Kinds: kinds, Start: make([]int32, len(kinds)+1)}
	for n := range kinds {
		s.Start[n] = int32(len(s.Edges))
		s.Edges = append(s.Edges, kids[n]...)
	}
	s.Start[len(kinds)] = int32(len(s.Edges))
	return NewGraph(s, func(n int32) lattice.Set64 { return leaves[n] })
}

func TestSearchSmallDAGs(t *testing.T) {
	lat := lattice.NewPowerset64(4)
	tests := []struct {
		name   string
		kinds  []Kind
		kids   [][]int32
		leaves []lattice.Set64
		want   lattice.Set64
	}{
		{"leaf", []Kind{Leaf}, [][]int32{nil}, []lattice.Set64{0b1010}, 0b1010},
		{"or of two", []Kind{Or, Leaf, Leaf}, [][]int32{{1, 2}, nil, nil}, []lattice.Set64{0, 0b0011, 0b0110}, 0b0111},
		{"and of two", []Kind{And, Leaf, Leaf}, [][]int32{{1, 2}, nil, nil}, []lattice.Set64{0, 0b0011, 0b0110}, 0b0010},
		// OR(AND(1100, 1010), AND(1100, 0111)) with the first leaf shared: 1000 | 0100.
		{"shared leaf", []Kind{Or, And, And, Leaf, Leaf, Leaf}, [][]int32{{1, 2}, {3, 4}, {3, 5}, nil, nil, nil},
			[]lattice.Set64{0, 0, 0, 0b1100, 0b1010, 0b0111}, 0b1100},
		// AND(OR(0001, AND(0011, 0110)), 1110): the deep meet must not be pushed past the OR.
		{"deep", []Kind{And, Or, Leaf, Leaf, And, Leaf, Leaf}, [][]int32{{1, 2}, {3, 4}, nil, nil, {5, 6}, nil, nil},
			[]lattice.Set64{0, 0, 0b1110, 0b0001, 0, 0b0011, 0b0110}, 0b0010},
	}
	for _, tc := range tests {
		g := tiny(tc.kinds, tc.kids, tc.leaves)
		s := NewSearcher[lattice.Set64](lat, g, nil)
		for _, a := range Algos {
			if got, _ := s.Search(a); got != tc.want {
				t.Errorf("%s: Search(%v) = %04b; want %04b", tc.name, a, got, tc.want)
			}
		}
	}
}

// randomBounds returns admissible bounds around the true values: lo = v ∧ x, hi = v ∨ y for random
// x, y, exact at leaves and, now and then, exact at internal nodes too.
func randomBounds[V any](lat lattice.Lattice[V], g DAG[V], vals []V, rng *rand.Rand, gen func() V) SliceBounds[V] {
	b := SliceBounds[V]{Lo: make([]V, g.Len()), Hi: make([]V, g.Len())}
	for n := range g.Len() {
		v := vals[n]
		switch {
		case g.Kind(int32(n)) == Leaf:
			v = g.Leaf(int32(n))
			b.Lo[n], b.Hi[n] = v, v
		case rng.IntN(8) == 0:
			b.Lo[n], b.Hi[n] = v, v
		default:
			b.Lo[n], b.Hi[n] = lat.Meet(v, gen()), lat.Join(v, gen())
		}
	}
	return b
}

// checkAgree runs every search, with and without bounds, and compares with Evaluate (and Minimax
// when small is set).
func checkAgree[V any](t *testing.T, name string, lat lattice.Lattice[V], g DAG[V], rng *rand.Rand, gen func() V, small bool) {
	t.Helper()
	vals := Evaluate(lat, g)
	want := vals[g.Root()]
	if small {
		if got := Minimax(lat, g, g.Root()); !lat.Equal(got, want) {
			t.Fatalf("%s: Minimax = %v; Evaluate = %v", name, got, want)
		}
	}
	bounds := randomBounds(lat, g, vals, rng, gen)
	for _, bd := range []Bounder[V]{nil, bounds} {
		s := NewSearcher(lat, g, bd)
		// The ablations: plain Algorithm 2 for ABD, and ABC caching final values despite a cut.
		for _, ablate := range []bool{false, true} {
			s.NoRefine, s.ExactCuts = ablate, ablate
			var explored [4]int64
			for _, a := range Algos {
				got, st := s.Search(a)
				if !lat.Equal(got, want) {
					t.Fatalf("%s (bounds %v, ablations %v): Search(%v) = %v; want %v", name, bd != nil, ablate, a, got, want)
				}
				if st.Explored > int64(g.Len()) || st.Visits < st.Explored || st.Explored < 1 {
					t.Fatalf("%s: Search(%v) counters %+v out of range for %d nodes", name, a, st, g.Len())
				}
				explored[a] = st.Explored
			}
			// In a distributive lattice the cut tests of alpha-beta depend on a returned value
			// only through beta∧(alpha∨f), which Proposition 1 fixes, and ABC reuses only values
			// of subtrees AB has explored in full: the two explore the same nodes.
			if !ablate && explored[AB] != explored[ABC] {
				t.Fatalf("%s (bounds %v): AB explored %d nodes, ABC %d; want the same", name, bd != nil, explored[AB], explored[ABC])
			}
		}
	}
}

// TestSearchAgreesRandom runs hundreds of random DAGs through both lattices.
func TestSearchAgreesRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 300 {
		spec := RandomSpec{Depth: 2 + rng.IntN(6), Branching: 1 + rng.IntN(5), Vars: 1 + rng.IntN(8), Alternating: rng.IntN(2) == 0}
		shape, leaves := Random(spec, rng)
		name := fmt.Sprintf("dag %d %+v", i, spec)
		p := lattice.NewPowerset64(spec.Vars)
		g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
		checkAgree[lattice.Set64](t, name+" 2^S", p, g, rng, func() lattice.Set64 { return lattice.Set64(rng.Uint64()) & p.Top() }, spec.Depth <= 6)
		a := lattice.NewAntichain(spec.Vars)
		ga := NewGraph(shape, func(n int32) lattice.Family { return a.Principal(lattice.Bits{leaves[n]}) })
		genA := func() lattice.Family {
			return a.Of(lattice.Bits{rng.Uint64() & uint64(p.Top())}, lattice.Bits{rng.Uint64() & uint64(p.Top())})
		}
		checkAgree[lattice.Family](t, name+" 2^(2^S)", a, ga, rng, genA, spec.Depth <= 5)
	}
}

// TestWindowPropositions checks Proposition 1 for AB and Propositions 2 and 3 for ABD on random
// nodes and windows, with the ABD cache kept warm across calls.
func TestWindowPropositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for range 60 {
		spec := RandomSpec{Depth: 3 + rng.IntN(4), Branching: 2 + rng.IntN(3), Vars: 3 + rng.IntN(4)}
		shape, leaves := Random(spec, rng)
		p := lattice.NewPowerset64(spec.Vars)
		g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
		// Random DAGs number their nodes layer by layer, so children come after parents.
		vals := make([]lattice.Set64, g.Len())
		for n := g.Len() - 1; n >= 0; n-- {
			vals[n] = combine[lattice.Set64](p, g, int32(n), vals)
		}
		s := NewSearcher[lattice.Set64](p, g, nil)
		s.newEpoch()
		for range 200 {
			n := int32(rng.IntN(g.Len()))
			alpha, beta := lattice.Set64(rng.Uint64())&p.Top(), lattice.Set64(rng.Uint64())&p.Top()
			v := vals[n]
			f, _ := s.ab(n, alpha, beta, false)
			if got, want := beta&(alpha|f), beta&(alpha|v); got != want {
				t.Fatalf("AB(%d, %b, %b) = %b: β∧(α∨f) = %b; want %b", n, alpha, beta, f, got, want)
			}
			lo, hi := s.abd(n, alpha, beta)
			if lo&^v != 0 || v&^hi != 0 {
				t.Fatalf("ABD(%d, %b, %b) = (%b, %b) does not bracket %b", n, alpha, beta, lo, hi, v)
			}
			if beta&(alpha|lo) != beta&(alpha|hi) {
				t.Fatalf("ABD(%d, %b, %b) = (%b, %b): β∧(α∨lo) != β∧(α∨hi)", n, alpha, beta, lo, hi)
			}
		}
	}
}

func TestSearchLimit(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	shape, leaves := Random(RandomSpec{Depth: 8, Branching: 3, Vars: 6}, rng)
	p := lattice.NewPowerset64(6)
	g := NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
	s := NewSearcher[lattice.Set64](p, g, nil)
	s.Limit = 10
	for _, a := range Algos {
		if _, st := s.Search(a); !st.Aborted || st.Visits > 11 {
			t.Errorf("Search(%v) with Limit 10: %+v; want aborted after at most 11 visits", a, st)
		}
	}
	s.Limit = 0
	want := Evaluate[lattice.Set64](p, g)[0]
	for _, a := range Algos {
		if got, st := s.Search(a); st.Aborted || got != want {
			t.Errorf("Search(%v) after an aborted run = %b (%+v); want %b", a, got, st, want)
		}
	}
}

func TestParseAlgo(t *testing.T) {
	for _, a := range Algos {
		if got, err := ParseAlgo(a.String()); err != nil || got != a {
			t.Errorf("ParseAlgo(%q) = %v, %v; want %v", a.String(), got, err, a)
		}
	}
	if _, err := ParseAlgo("alphabeta"); err == nil {
		t.Errorf("ParseAlgo(%q) succeeded; want an error", "alphabeta")
	}
}
