// eval.go holds the reference evaluations: bottom-up values of every node, and plain recursive minimax;
// and which nodes the root reaches.

package andor

import "github.com/cardsolve/cardsolve/pimc/lattice"

// Evaluate returns the value of every node reachable from the root (unreachable nodes get the zero
// V), computed bottom-up with neither pruning nor search: the reference the searches are tested
// against. It walks the DAG iteratively, so depth is not limited by the goroutine stack.
func Evaluate[V any](lat lattice.Lattice[V], g DAG[V]) []V {
	vals := make([]V, g.Len())
	state := make([]uint8, g.Len()) // 0 new, 1 on stack, 2 done
	stack := []int32{g.Root()}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		switch state[n] {
		case 0:
			state[n] = 1
			for _, c := range g.Children(n) {
				if state[c] == 0 {
					stack = append(stack, c)
				}
			}
		case 1:
			stack = stack[:len(stack)-1]
			vals[n] = combine(lat, g, n, vals)
			state[n] = 2
		default:
			stack = stack[:len(stack)-1]
		}
	}
	return vals
}

// combine returns the value of n from the values of its children.
func combine[V any](lat lattice.Lattice[V], g DAG[V], n int32, vals []V) V {
	switch g.Kind(n) {
	case And:
		v := lat.Top()
		for _, c := range g.Children(n) {
			v = lat.Meet(v, vals[c])
		}
		return v
	case Or:
		v := lat.Bottom()
		for _, c := range g.Children(n) {
			v = lat.Join(v, vals[c])
		}
		return v
	}
	return g.Leaf(n)
}

// Minimax returns the value of n by plain recursion, without pruning or cache: exponential on DAGs
// with many transpositions, for small tests only.
func Minimax[V any](lat lattice.Lattice[V], g DAG[V], n int32) V {
	switch g.Kind(n) {
	case And:
		v := lat.Top()
		for _, c := range g.Children(n) {
			v = lat.Meet(v, Minimax(lat, g, c))
		}
		return v
	case Or:
		v := lat.Bottom()
		for _, c := range g.Children(n) {
			v = lat.Join(v, Minimax(lat, g, c))
		}
		return v
	}
	return g.Leaf(n)
}

// Reachable reports for every node whether the root reaches it (the root included).
func Reachable[V any](g DAG[V]) []bool {
	seen := make([]bool, g.Len())
	seen[g.Root()] = true
	stack := []int32{g.Root()}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, c := range g.Children(n) {
			if !seen[c] {
				seen[c] = true
				stack = append(stack, c)
			}
		}
	}
	return seen
}
