// lattice.go holds the Lattice interface every value type of the AND-OR searches implements.

package lattice

// Lattice is a bounded distributive lattice over values of type V.
//
// Values are immutable: an implementation never modifies its arguments, and callers must not
// modify a value after handing it over. Equal must agree with Leq (a == b iff a <= b and b <= a).
type Lattice[V any] interface {
	// Bottom returns the least element.
	Bottom() V
	// Top returns the greatest element.
	Top() V
	// Join returns the least upper bound of a and b.
	Join(a, b V) V
	// Meet returns the greatest lower bound of a and b.
	Meet(a, b V) V
	// Leq reports whether a <= b in the lattice order.
	Leq(a, b V) bool
	// Equal reports whether a and b are the same element.
	Equal(a, b V) bool
}
