// hooks.go holds the hook types through which games plug static bounds into the search; they are
// called at trick boundaries only.

package solver

import "github.com/cardsolve/cardsolve/cards"

// Boundary is what a hook sees of a position at a trick boundary: the hands, the seat to lead, the
// cards still in play, the zero-window target (the score the maximising side still needs) and the
// tricks left (the cards of each hand, which the search keeps: the hook need not count them).
type Boundary struct {
	Hands  [MaxSeats]cards.Set
	Leader int
	Live   cards.Set
	Target int
	Tricks int
}

// BoundsFunc is a static-analysis hook. It returns lo ≤ score ≤ hi for the score the counting seats
// take from the boundary on (lo = 0 and hi = the remaining total when it knows nothing), and rel,
// the cards whose ownership those bounds rely on: the bounds must hold for every position with the
// same hand lengths per class whose live cards of each class, from the highest down to the lowest
// card of rel in that class, have the same owners (and, in games with card points, the same live
// point-carrying cards). It must not allocate; it is called once per trick-boundary node.
type BoundsFunc func(b *Boundary) (lo, hi int, rel cards.Set)
