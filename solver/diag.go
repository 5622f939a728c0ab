// diag.go holds the search's shape counters for diagnosis (built with -tags diag): how many trick
// starts each trick reaches and what settles them, and how many moves each ply tries. Comparing
// them with another solver's per-depth statistics shows at which depth two searches part (see
// docs/PERFORMANCE.md, "The tree against bridge-solver's"). Normal builds compile the counting out.

package solver

// maxTricks bounds the trick index of the trick-start counters.
const maxTricks = maxPly/2 + 1

// Diag holds the shape counters. Tricks are counted from the root position (trick 0 is the root's),
// plies from the root too.
type Diag struct {
	// Per trick: trick starts reached (past the trivial bounds), settled by the table, settled by
	// the static bounds or the sure-trick test, searched and stored (with a table: then the first
	// three add up to Reached), and the cards the stored entries cover (the top cards of each
	// class whose owners they record), summed.
	Reached, TableCut, BoundCut, Searched, Covered [maxTricks]uint64
	// Per ply: nodes reaching the move loop, children searched, and cutoffs.
	Visits, Kids, Cuts [maxPly + 1]uint64
}

// Diag returns the shape counters accumulated since the solver was made or ResetDiag was called;
// nil unless the program was built with -tags diag.
func (s *Solver) Diag() *Diag {
	if !diag {
		return nil
	}
	d := s.diag
	return &d
}

// ResetDiag clears the shape counters.
func (s *Solver) ResetDiag() { s.diag = Diag{} }

// diagTrick is the trick index of the current position counted from the root.
func (s *Solver) diagTrick() int { return min(s.depth/s.seats, maxTricks-1) }

// diagCovered counts the cards a table entry with relevant counts nrel covers.
func diagCovered(nrel uint32) uint64 {
	var n uint64
	for ; nrel != 0; nrel >>= 4 {
		n += uint64(nrel & 15)
	}
	return n
}
