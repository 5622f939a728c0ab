//go:build slow

// dds_slow_test.go holds the long verification: every table of bridge-solver's random1000 (go test
// -tags slow).

package bridge

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

// TestRandom1000 checks the tables of bridge-solver's 1000 random deals, in parallel chunks.
func TestRandom1000(t *testing.T) {
	f, err := os.Open("../testdata/bridge-solver/random1000.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type deal struct {
		line  int
		name  string
		pbn   string
		deal  Deal
		table Table
	}
	var deals []deal
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		var rec struct {
			Name  string           `json:"name"`
			PBN   string           `json:"pbn"`
			Table map[string][]int `json:"table"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("random1000.jsonl:%d: %v", ln, err)
		}
		d, err := ParseDeal(rec.PBN)
		if err != nil {
			t.Fatalf("random1000.jsonl:%d: %v", ln, err)
		}
		var want Table
		keys := map[string]Strain{"N": NoTrump, "S": Spades, "H": Hearts, "D": Diamonds, "C": Clubs}
		for k, st := range keys {
			if len(rec.Table[k]) != 4 {
				t.Fatalf("random1000.jsonl:%d: strain %s has %d entries, want 4", ln, k, len(rec.Table[k]))
			}
			for seat := 0; seat < 4; seat++ {
				want[seat][st] = rec.Table[k][seat]
			}
		}
		deals = append(deals, deal{ln, rec.Name, rec.PBN, d, want})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	const n = 40 // small chunks keep both cores busy to the end and show progress
	for k := 0; k < n; k++ {
		lo, hi := k*len(deals)/n, (k+1)*len(deals)/n
		t.Run(fmt.Sprintf("deals%d-%d", lo+1, hi), func(t *testing.T) {
			t.Parallel()
			b := NewSolver(testOptions)
			for _, d := range deals[lo:hi] {
				got, err := b.Table(d.deal)
				if err != nil {
					t.Fatalf("random1000.jsonl:%d: %v", d.line, err)
				}
				if got != d.table {
					t.Errorf("random1000.jsonl:%d (%s): Table(%s) = %v; want %v", d.line, d.name, d.pbn, got, d.table)
				}
			}
		})
	}
}
