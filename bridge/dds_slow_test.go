//go:build slow

// dds_slow_test.go holds the long verification against DDS' and bridge-solver's answers: every
// table and card value of list100 and every table of random1000 (go test -tags slow).

package bridge

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

func TestDDSTablesList100(t *testing.T) { checkTables(t, "../testdata/dds/list100.txt", 0) }
func TestDDSFutList100(t *testing.T)    { checkFuts(t, "../testdata/dds/list100.txt", 0) }

// TestRandom1000 checks the tables of bridge-solver's 1000 random deals.
func TestRandom1000(t *testing.T) {
	f, err := os.Open("../testdata/bridge-solver/random1000.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b := NewSolver(testOptions)
	sc := bufio.NewScanner(f)
	ln := 0
	for sc.Scan() {
		ln++
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
			for seat := 0; seat < 4; seat++ {
				want[seat][st] = rec.Table[k][seat]
			}
		}
		got, err := b.Table(d)
		if err != nil {
			t.Fatalf("random1000.jsonl:%d: %v", ln, err)
		}
		if got != want {
			t.Errorf("random1000.jsonl:%d (%s): Table(%s) = %v; want %v", ln, rec.Name, rec.PBN, got, want)
		}
	}
}
