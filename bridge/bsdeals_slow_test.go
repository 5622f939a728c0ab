//go:build slow

// bsdeals_slow_test.go checks the tables of bridge-solver's fixed, hard and long deals against
// their RESULTS files (go test -tags slow; the quick fixed deals also run in the normal suite).

package bridge

import "testing"

// checkBSDeals solves the table of every deal of a bridge-solver folder and compares it with
// RESULTS, the deals split into n parallel chunks.
func checkBSDeals(t *testing.T, dir string, n int) {
	deals := readBSDeals(t, dir)
	if len(deals) == 0 {
		t.Fatalf("%s: no deals", dir)
	}
	checkBSTables(t, deals, n)
}

// TestBSFixedDeals checks all 25 fixed deals (about two CPU-minutes at the current speed).
func TestBSFixedDeals(t *testing.T) {
	checkBSDeals(t, "../testdata/bridge-solver/fixed_deals", 4)
}

// TestBSHardDeals checks the 19 hard deals.
func TestBSHardDeals(t *testing.T) {
	checkBSDeals(t, "../testdata/bridge-solver/hard_deals", 4)
}

// TestBSLongDeals checks the 14 long deals.
func TestBSLongDeals(t *testing.T) {
	checkBSDeals(t, "../testdata/bridge-solver/long_deals", 4)
}
