package bridge

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/solver"
)

// TestTableFull checks that a table too small for the search (which then compacts itself, keeping
// the entries with the most tricks left, or starts afresh) gives the same tables as a large one.
func TestTableFull(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var fulls uint64
	for i := 0; i < 12; i++ {
		d := randomDeal(rng, 8+i%3)
		small := NewSolver(solver.Options{TableMB: 1})
		large := NewSolver(solver.Options{TableMB: 64})
		want, err := large.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		got, err := small.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("deal %d %v: with a 1 MB table %v, with 64 MB %v", i, d, got, want)
		}
		fulls += small.Stats().TTFull
	}
	if fulls == 0 {
		t.Fatal("the 1 MB table never filled up: the test does not exercise compaction")
	}
	t.Logf("the 1 MB table filled up %d times", fulls)
}
