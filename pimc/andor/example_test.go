// example_test.go shows a search over a hand-built DAG.

package andor_test

import (
	"fmt"

	"github.com/cardsolve/cardsolve/pimc/andor"
	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// An OR node over two AND nodes sharing a leaf, with worlds {0, 1, 2, 3} as bits.
func ExampleSearcher() {
	shape := &andor.Shape{
		Kinds: []andor.Kind{andor.Or, andor.And, andor.And, andor.Leaf, andor.Leaf, andor.Leaf},
		Start: []int32{0, 2, 4, 6, 6, 6, 6},
		Edges: []int32{1, 2, 3, 4, 3, 5},
	}
	leaves := []lattice.Set64{3: 0b1100, 4: 0b1010, 5: 0b0111}
	g := andor.NewGraph(shape, func(n int32) lattice.Set64 { return leaves[n] })
	s := andor.NewSearcher[lattice.Set64](lattice.NewPowerset64(4), g, nil)
	for _, a := range andor.Algos {
		v, st := s.Search(a)
		fmt.Printf("%s: worlds %v, %d nodes explored\n", a, v.Elems(), st.Explored)
	}
	// Output:
	// ab: worlds [2 3], 6 nodes explored
	// abc: worlds [2 3], 6 nodes explored
	// mmc: worlds [2 3], 6 nodes explored
	// abd: worlds [2 3], 6 nodes explored
}
