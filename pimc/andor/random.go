// random.go holds the random diamond-shaped AND-OR DAGs of the experiments of Li et al. (section 6).

package andor

import (
	"fmt"
	"math/rand/v2"
)

// RandomSpec describes a family of random DAGs.
//
// Layer i of Depth layers (i = 0..Depth-1) has 3^min(i, floor(3*Depth/2)-i) nodes, which gives a
// diamond shape; layer 0 is the root and the last layer holds the leaves. Every internal node gets
// Branching distinct children drawn uniformly from the next layer (all of it, in random order, when
// the layer is smaller than Branching). Internal nodes are AND or OR with probability 1/2, or when
// Alternating, OR on even layers and AND on odd ones (the root is then OR). Each leaf gets a uniform
// random subset of the Vars worlds.
type RandomSpec struct {
	Depth, Branching, Vars int
	Alternating            bool
}

// MaxRandomNodes bounds the size of a random DAG.
const MaxRandomNodes = 1 << 24

// Validate reports whether the spec can be built: Depth >= 1, Branching >= 1, 0 <= Vars <= 64,
// and at most MaxRandomNodes nodes.
func (r RandomSpec) Validate() error {
	switch {
	case r.Depth < 1:
		return fmt.Errorf("depth %d: want at least 1", r.Depth)
	case r.Branching < 1:
		return fmt.Errorf("branching %d: want at least 1", r.Branching)
	case r.Vars < 0 || r.Vars > 64:
		return fmt.Errorf("vars %d: want 0..64", r.Vars)
	}
	total := 0
	for i := range r.Depth {
		total += r.layerSize(i)
		if total > MaxRandomNodes {
			return fmt.Errorf("depth %d: more than %d nodes", r.Depth, MaxRandomNodes)
		}
	}
	return nil
}

// layerSize returns the number of nodes of layer i (capped above MaxRandomNodes).
func (r RandomSpec) layerSize(i int) int {
	e := min(i, 3*r.Depth/2-i)
	n := 1
	for range e {
		n *= 3
		if n > MaxRandomNodes {
			return MaxRandomNodes + 1
		}
	}
	return n
}

// Layers returns the first node of each layer of the spec's DAGs, then their number of nodes:
// layer i holds the nodes Layers()[i] .. Layers()[i+1]-1. The spec must be valid.
func (r RandomSpec) Layers() []int {
	first := make([]int, r.Depth+1)
	for i := range r.Depth {
		first[i+1] = first[i] + r.layerSize(i)
	}
	return first
}

// Random builds one DAG of the spec from rng. It returns the shape and each leaf's set of worlds
// as a bit mask over 0..Vars-1 (zero for internal nodes). The spec must be valid.
func Random(r RandomSpec, rng *rand.Rand) (*Shape, []uint64) {
	first := r.Layers()
	sizes := make([]int, r.Depth)
	for i := range sizes {
		sizes[i] = first[i+1] - first[i]
	}
	nodes := first[r.Depth]
	s := &Shape{Kinds: make([]Kind, nodes), Start: make([]int32, nodes+1)}
	leaves := make([]uint64, nodes)
	var mask uint64 = 1<<uint(r.Vars) - 1
	if r.Vars == 64 {
		mask = ^uint64(0)
	}
	for i := range r.Depth {
		for j := range sizes[i] {
			n := first[i] + j
			s.Start[n] = int32(len(s.Edges))
			if i == r.Depth-1 {
				s.Kinds[n] = Leaf
				leaves[n] = rng.Uint64() & mask
				continue
			}
			switch {
			case r.Alternating && i%2 == 0:
				s.Kinds[n] = Or
			case r.Alternating:
				s.Kinds[n] = And
			case rng.IntN(2) == 0:
				s.Kinds[n] = Or
			default:
				s.Kinds[n] = And
			}
			s.Edges = appendChildren(s.Edges, first[i+1], sizes[i+1], r.Branching, rng)
		}
	}
	s.Start[nodes] = int32(len(s.Edges))
	return s, leaves
}

// appendChildren appends b distinct random nodes of the layer [first, first+size), or the whole
// layer shuffled when size <= b.
func appendChildren(edges []int32, first, size, b int, rng *rand.Rand) []int32 {
	start := len(edges)
	if size <= b {
		for k := range size {
			edges = append(edges, int32(first+k))
		}
		kids := edges[start:]
		rng.Shuffle(len(kids), func(x, y int) { kids[x], kids[y] = kids[y], kids[x] })
		return edges
	}
	for len(edges)-start < b {
		c := int32(first + rng.IntN(size))
		dup := false
		for _, e := range edges[start:] {
			if e == c {
				dup = true
				break
			}
		}
		if !dup {
			edges = append(edges, c)
		}
	}
	return edges
}
