//go:build tune

// tune_test.go tunes the weights of the partnership move ordering (order4.go) by coordinate
// descent on the search nodes of bridge tables: go test -tags tune -run TestTunePartnership
// -timeout 0 ./solver. TUNE_DEALS (default 16) random1000 deals are solved; the log shows every
// accepted change. It is a tool, not a test: it never fails.

package solver_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/bridge"
	"github.com/cardsolve/cardsolve/solver"
)

// weightNames reads the names of a weight table's indices from file, in order: the constants
// from the one set to iota up to prefix+"Count".
func weightNames(t *testing.T, file, prefix string) []string {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	a := regexp.MustCompile(prefix + `\w+ *= iota`).FindStringIndex(s)
	b := strings.Index(s, prefix+"Count\n")
	if a == nil || b < a[0] {
		t.Fatalf("%s: no %s index list", file, prefix)
	}
	return regexp.MustCompile(prefix+`\w+`).FindAllString(s[a[0]:b], -1)
}

func TestTunePartnership(t *testing.T) {
	n := 16
	if v, err := strconv.Atoi(os.Getenv("TUNE_DEALS")); err == nil {
		n = v
	}
	first := 0
	if v, err := strconv.Atoi(os.Getenv("TUNE_FIRST")); err == nil {
		first = v
	}
	f, err := os.Open("../testdata/bridge-solver/random1000.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var deals []bridge.Deal
	sc := bufio.NewScanner(f)
	for i := 0; sc.Scan() && len(deals) < n; i++ {
		if i < first {
			continue
		}
		var rec struct{ PBN string }
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		d, err := bridge.ParseDeal(rec.PBN)
		if err != nil {
			t.Fatal(err)
		}
		deals = append(deals, d)
	}
	names := weightNames(t, "order4.go", "pw")
	w := solver.PartnershipWeights
	if len(names) != len(w) {
		t.Fatalf("%d names for %d weights", len(names), len(w))
	}
	eval := func() uint64 {
		var total uint64
		for _, d := range deals {
			s := bridge.NewSolver(solver.Options{TableMB: 64})
			if _, err := s.Table(d); err != nil {
				t.Fatal(err)
			}
			total += s.Stats().Nodes
		}
		return total
	}
	divisor := func(name string) bool {
		return strings.Contains(name, "Disc") && !strings.Contains(name, "Kx") && !strings.Contains(name, "Ace") &&
			!strings.Contains(name, "DiscPd") && !strings.Contains(name, "DiscOther") || strings.Contains(name, "Pitch") && !strings.Contains(name, "Kx") ||
			name == "pw2NTDiscPd"
	}
	best := eval()
	t.Logf("start: %d nodes", best)
	step := make([]int32, len(w))
	for i := range w {
		step[i] = max(2, abs(w[i])/4)
	}
	passes := 3
	if v, err := strconv.Atoi(os.Getenv("TUNE_PASSES")); err == nil {
		passes = v
	}
	for pass := 0; pass < passes; pass++ {
		for i := range w {
			improved := false
			for _, dir := range []int32{1, -1} {
				for {
					old := w[i]
					w[i] += dir * step[i]
					if divisor(names[i]) && w[i] < 8 {
						w[i] = old
						break
					}
					e := eval()
					if e*1000 < best*998 {
						t.Logf("pass %d: %s %d -> %d: %d nodes (%.2f%%)", pass, names[i], old, w[i], e, 100*(float64(e)/float64(best)-1))
						best = e
						improved = true
						continue
					}
					w[i] = old
					break
				}
				if improved {
					break
				}
			}
			if !improved {
				step[i] = max(1, step[i]/2)
			}
		}
		var b strings.Builder
		for i, v := range w {
			fmt.Fprintf(&b, "%s: %d, ", names[i], v)
		}
		t.Logf("after pass %d: %d nodes\n%s", pass, best, b.String())
	}
}

func abs(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
