// example_test.go shows the antichain lattice on a few sets of worlds.

package lattice_test

import (
	"fmt"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// Two uniform strategies win worlds {0, 1} and {1, 2}; against a reply that leaves only {1, 2, 3}
// to win, the meet keeps what each strategy still wins: {1} is inside {1, 2}, so one maximal set.
func ExampleAntichain() {
	a := lattice.NewAntichain(4)
	choice := a.Join(a.Principal(lattice.Bits{0b0011}), a.Principal(lattice.Bits{0b0110}))
	reply := a.Principal(lattice.Bits{0b1110})
	fmt.Println(a.Sets(choice), a.Sets(a.Meet(choice, reply)), a.Largest(choice))
	// Output: [[0 1] [1 2]] [[1 2]] 2
}
