// elems.go holds the convenience views of lattice values as element lists, for output and tests.

package lattice

import (
	"math/bits"
	"slices"
)

// Elems returns the elements of s in increasing order. It allocates.
func (s Set64) Elems() []int {
	out := make([]int, 0, s.Count())
	for m := uint64(s); m != 0; m &= m - 1 {
		out = append(out, trailing(m))
	}
	return out
}

// Elems returns the elements of s in increasing order. It allocates.
func (s Bits) Elems() []int {
	out := make([]int, 0, s.Count())
	for wi, w := range s {
		for m := w; m != 0; m &= m - 1 {
			out = append(out, wi*64+trailing(m))
		}
	}
	return out
}

// Sets returns the maximal sets of f, each as its elements in increasing order, the sets in
// lexicographic order of those lists. It allocates.
func (a Antichain) Sets(f Family) [][]int {
	out := make([][]int, 0, a.Len(f))
	for i := range a.Len(f) {
		out = append(out, a.Set(f, i).Elems())
	}
	slices.SortFunc(out, slices.Compare[[]int])
	return out
}

// trailing returns the index of the lowest set bit of m != 0.
func trailing(m uint64) int { return bits.TrailingZeros64(m) }
