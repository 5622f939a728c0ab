// paper_test.go checks the searches against line-by-line transcriptions of the paper's pseudo-code
// (Algorithms 1 and 2 of Li et al., ABC and MMC as section 6 describes them): same values, the
// same counts of explored nodes and visits as the paper defines them, the same cuts and cache.

package andor

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// paper evaluates a DAG as the paper's pseudo-code reads, with maps for the caches and the set of
// nodes visited. Initialisation is h = Bottom at OR nodes and Top at AND nodes, the leaf value at
// leaves.
type paper[V any] struct {
	lat    lattice.Lattice[V]
	g      DAG[V]
	refine bool // ABD: fold the known bounds of the children a cut skipped into the node's pair

	seen   map[int32]bool // "nodes of the DAG visited at least once"
	visits int64          // "the total number of recursive calls"
	cuts   int64          // breaks at line 11 (Algorithm 1) or 21 (Algorithm 2)
	exact  map[int32]V    // ABC and MMC: cached exact values
	lo, hi map[int32]V    // ABD: the cache of pairs
}

func newPaper[V any](lat lattice.Lattice[V], g DAG[V]) *paper[V] {
	return &paper[V]{lat: lat, g: g, seen: map[int32]bool{}, exact: map[int32]V{}, lo: map[int32]V{}, hi: map[int32]V{}}
}

func (p *paper[V]) call(n int32) {
	p.visits++
	p.seen[n] = true
}

// alphaBeta is Algorithm 1; with cache it is ABC, which stores the value only when no break
// happened in the subtree. It returns the value and whether no break happened.
func (p *paper[V]) alphaBeta(n int32, alpha, beta V, cache bool) (V, bool) {
	p.call(n)
	or := p.g.Kind(n) == Or
	if p.g.Kind(n) == Leaf {
		return p.g.Leaf(n), true
	}
	if v, ok := p.exact[n]; cache && ok {
		return v, true
	}
	v := p.lat.Top() // lines 2-3: I = h(n, alpha, beta), v <- I
	if or {
		v = p.lat.Bottom()
	}
	noCut := true
	for _, c := range p.g.Children(n) { // line 5
		if or { // lines 6-9
			alpha = p.lat.Join(alpha, v)
		} else {
			beta = p.lat.Meet(beta, v)
		}
		if p.lat.Leq(beta, alpha) { // lines 10-11
			p.cuts++
			noCut = false
			break
		}
		vc, nc := p.alphaBeta(c, alpha, beta, cache) // line 12
		noCut = noCut && nc
		if or { // lines 13-16
			v = p.lat.Join(v, vc)
		} else {
			v = p.lat.Meet(v, vc)
		}
	}
	if cache && noCut {
		p.exact[n] = v
	}
	return v, noCut // line 17
}

// minimax is MMC: every child, every value cached.
func (p *paper[V]) minimax(n int32) V {
	p.call(n)
	if p.g.Kind(n) == Leaf {
		return p.g.Leaf(n)
	}
	if v, ok := p.exact[n]; ok {
		return v
	}
	or := p.g.Kind(n) == Or
	v := p.lat.Top()
	if or {
		v = p.lat.Bottom()
	}
	for _, c := range p.g.Children(n) {
		if or {
			v = p.lat.Join(v, p.minimax(c))
		} else {
			v = p.lat.Meet(v, p.minimax(c))
		}
	}
	p.exact[n] = v
	return v
}

// known returns the cache entry of n, else its initialisation (lines 2-5 of Algorithm 2).
func (p *paper[V]) known(n int32) (V, V) {
	if lo, ok := p.lo[n]; ok {
		return lo, p.hi[n]
	}
	if p.g.Kind(n) == Leaf {
		return p.g.Leaf(n), p.g.Leaf(n)
	}
	return p.lat.Bottom(), p.lat.Top()
}

// duo is Algorithm 2, alpha-beta duo.
func (p *paper[V]) duo(n int32, alpha, beta V) (V, V) {
	p.call(n)
	clo, chi := p.known(n)     // lines 2-5
	if p.lat.Equal(clo, chi) { // lines 6-7
		return clo, chi
	}
	alpha = p.lat.Join(alpha, clo) // lines 8-9
	beta = p.lat.Meet(beta, chi)
	or := p.g.Kind(n) == Or
	vlo, vhi := p.lat.Top(), p.lat.Top() // lines 10-13
	if or {
		vlo, vhi = p.lat.Bottom(), p.lat.Bottom()
	}
	kids := p.g.Children(n)
	for i, c := range kids { // line 15
		if p.lat.Leq(beta, alpha) { // lines 16-21
			p.cuts++
			switch {
			case p.refine:
				for _, k := range kids[i:] {
					klo, khi := p.known(k)
					if or {
						vlo, vhi = p.lat.Join(vlo, klo), p.lat.Join(vhi, khi)
					} else {
						vlo, vhi = p.lat.Meet(vlo, klo), p.lat.Meet(vhi, khi)
					}
				}
			case or:
				vhi = chi
			default:
				vlo = clo
			}
			break
		}
		lo, hi := p.duo(c, alpha, beta) // line 22
		if or {                         // lines 23-30
			vlo, vhi = p.lat.Join(vlo, lo), p.lat.Join(vhi, hi)
			alpha = p.lat.Join(alpha, lo)
		} else {
			vlo, vhi = p.lat.Meet(vlo, lo), p.lat.Meet(vhi, hi)
			beta = p.lat.Meet(beta, hi)
		}
	}
	vlo = p.lat.Join(vlo, clo) // lines 31-34
	vhi = p.lat.Meet(vhi, chi)
	p.lo[n], p.hi[n] = vlo, vhi
	return vlo, vhi
}

// run evaluates the root with algorithm a from the window (Bottom, Top) and an empty cache.
func (p *paper[V]) run(a Algo) (V, Stats) {
	p.seen, p.visits, p.cuts = map[int32]bool{}, 0, 0
	clear(p.exact)
	clear(p.lo)
	clear(p.hi)
	root, bot, top := p.g.Root(), p.lat.Bottom(), p.lat.Top()
	var v V
	switch a {
	case AB:
		v, _ = p.alphaBeta(root, bot, top, false)
	case ABC:
		v, _ = p.alphaBeta(root, bot, top, true)
	case MMC:
		v = p.minimax(root)
	case ABD:
		v, _ = p.duo(root, bot, top)
	}
	settled := int64(len(p.exact))
	for n, lo := range p.lo {
		if p.lat.Equal(lo, p.hi[n]) {
			settled++
		}
	}
	return v, Stats{Explored: int64(len(p.seen)), Visits: p.visits, Cuts: p.cuts, Settled: settled}
}

// checkPaper compares every search of a Searcher without bounds with the transcriptions.
func checkPaper[V any](t *testing.T, name string, lat lattice.Lattice[V], g DAG[V]) {
	t.Helper()
	s := NewSearcher(lat, g, nil)
	p := newPaper(lat, g)
	for _, refine := range []bool{true, false} {
		s.NoRefine, p.refine = !refine, refine
		for _, a := range Algos {
			got, st := s.Search(a)
			want, wst := p.run(a)
			if !lat.Equal(got, want) {
				t.Fatalf("%s (refine %v): Search(%v) = %v; the paper's pseudo-code gives %v", name, refine, a, got, want)
			}
			if st.Explored != wst.Explored || st.Visits != wst.Visits || st.Cuts != wst.Cuts || st.Settled != wst.Settled {
				t.Fatalf("%s (refine %v): Search(%v) explored %d, visits %d, cuts %d, settled %d; the paper's pseudo-code: %d, %d, %d, %d",
					name, refine, a, st.Explored, st.Visits, st.Cuts, st.Settled, wst.Explored, wst.Visits, wst.Cuts, wst.Settled)
			}
		}
	}
}

// TestSearchMatchesPaper runs random DAGs, alternating and not, in both lattices through the
// Searcher and the transcriptions.
func TestSearchMatchesPaper(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for i := range 120 {
		spec := RandomSpec{Depth: 3 + rng.IntN(5), Branching: 2 + rng.IntN(5), Vars: 1 + rng.IntN(8), Alternating: rng.IntN(2) == 0}
		shape, leaves := Random(spec, rng)
		name := fmt.Sprintf("dag %d %+v", i, spec)
		p := lattice.NewPowerset64(spec.Vars)
		checkPaper[lattice.Set64](t, name+" 2^S", p, NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) }))
		a := lattice.NewAntichain(spec.Vars)
		checkPaper(t, name+" 2^(2^S)", a, NewGraph(shape, func(n int32) lattice.Family { return a.Principal(lattice.Bits{leaves[n]}) }))
	}
}
