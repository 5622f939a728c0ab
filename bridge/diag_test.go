//go:build diag

package bridge

import (
	"testing"

	"github.com/cardsolve/cardsolve/solver"
)

// TestDiagCounts checks the shape counters of a diag build (go test -tags diag): every trick start
// past the trivial bounds is settled by the table or the static bounds or searched, and the
// counters agree with the search's own.
func TestDiagCounts(t *testing.T) {
	d, err := ParseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []Strain{NoTrump, Spades} {
		s := NewSolver(solver.Options{TableMB: 16})
		if _, err := s.StrainTable(d, st); err != nil {
			t.Fatal(err)
		}
		g, x := s.Diag(), s.Stats()
		if g == nil {
			t.Fatal("Diag() = nil in a diag build")
		}
		var reached, visits, kids, cuts uint64
		for i := range g.Reached {
			if got := g.TableCut[i] + g.BoundCut[i] + g.Searched[i]; got != g.Reached[i] {
				t.Errorf("%v trick %d: table %d + bounds %d + searched %d = %d; reached %d", st, i+1, g.TableCut[i], g.BoundCut[i], g.Searched[i], got, g.Reached[i])
			}
			if g.Searched[i] > 0 && g.Covered[i] == 0 && i < 6 {
				t.Errorf("%v trick %d: %d searched trick starts cover no cards", st, i+1, g.Searched[i])
			}
			reached += g.Reached[i]
		}
		for i := range g.Visits {
			visits += g.Visits[i]
			kids += g.Kids[i]
			cuts += g.Cuts[i]
		}
		if reached == 0 || reached > x.Leads {
			t.Errorf("%v: %d trick starts reached; the search counted %d", st, reached, x.Leads)
		}
		if cuts != x.Cutoffs {
			t.Errorf("%v: %d cuts by ply; the search counted %d", st, cuts, x.Cutoffs)
		}
		if visits > x.Nodes || kids < visits-cuts {
			t.Errorf("%v: %d visits, %d moves tried, %d nodes", st, visits, kids, x.Nodes)
		}
		s.ResetDiag()
		if g := s.Diag(); g.Reached[0] != 0 || g.Visits[0] != 0 {
			t.Errorf("%v: ResetDiag left %d, %d", st, g.Reached[0], g.Visits[0])
		}
	}
}
