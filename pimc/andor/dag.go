// dag.go holds the DAG interface the searches read, and Shape and Graph, an explicit DAG in arrays.

package andor

// Kind is the kind of a node.
type Kind uint8

// Node kinds.
const (
	Leaf Kind = iota // no children; its value is given
	And              // value is the meet of the children
	Or               // value is the join of the children
)

// String returns "leaf", "and" or "or".
func (k Kind) String() string {
	switch k {
	case Leaf:
		return "leaf"
	case And:
		return "and"
	case Or:
		return "or"
	}
	return "kind?"
}

// DAG is a rooted AND-OR DAG with values in V. Nodes are numbered 0..Len()-1; every node is reachable
// from Root; an AND or OR node has at least one child.
type DAG[V any] interface {
	// Root returns the root node.
	Root() int32
	// Len returns the number of nodes.
	Len() int
	// Kind returns the kind of node n.
	Kind(n int32) Kind
	// Children returns the children of n in search order, nil for a leaf. The slice belongs to the
	// DAG: callers do not modify it, and implementations should not allocate it per call.
	Children(n int32) []int32
	// Leaf returns the value of leaf n.
	Leaf(n int32) V
}

// Bounder is an admissible initialisation: Bounds(n) returns lo <= v(n) <= hi, with lo = hi = v(n)
// at leaves. The searches start AND nodes from hi and OR nodes from lo (Definitions 3 and 4 of
// Li et al.), and treat an internal node whose bounds are equal as solved.
type Bounder[V any] interface {
	Bounds(n int32) (lo, hi V)
}

// SliceBounds is a Bounder backed by per-node slices.
type SliceBounds[V any] struct {
	Lo, Hi []V
}

// Bounds returns Lo[n], Hi[n].
func (b SliceBounds[V]) Bounds(n int32) (V, V) { return b.Lo[n], b.Hi[n] }

// Shape is the structure of an explicit DAG: kinds and children in compressed rows.
type Shape struct {
	RootNode int32
	Kinds    []Kind
	Start    []int32 // children of n are Edges[Start[n]:Start[n+1]]; len(Start) == len(Kinds)+1
	Edges    []int32
}

// Root returns RootNode.
func (s *Shape) Root() int32 { return s.RootNode }

// Len returns the number of nodes.
func (s *Shape) Len() int { return len(s.Kinds) }

// Kind returns the kind of n.
func (s *Shape) Kind(n int32) Kind { return s.Kinds[n] }

// Children returns the children of n as a view into Edges.
func (s *Shape) Children(n int32) []int32 { return s.Edges[s.Start[n]:s.Start[n+1]] }

// Graph is an explicit DAG with values in V: a Shape plus a value per leaf.
type Graph[V any] struct {
	*Shape
	Values []V // Values[n] is the value of leaf n; unused for internal nodes
}

// NewGraph returns the Graph over s whose leaf n has value leaf(n). leaf is called once per leaf.
func NewGraph[V any](s *Shape, leaf func(n int32) V) *Graph[V] {
	g := &Graph[V]{Shape: s, Values: make([]V, s.Len())}
	for n, k := range s.Kinds {
		if k == Leaf {
			g.Values[n] = leaf(int32(n))
		}
	}
	return g
}

// Leaf returns Values[n].
func (g *Graph[V]) Leaf(n int32) V { return g.Values[n] }
