//go:build tune

// tunepoints_test.go tunes the weights of the card-point move ordering (orderpoints.go) by
// coordinate descent on the nodes of Skat all-moves searches: go test -tags tune -run
// TestTunePoints -timeout 0 ./solver. The training deals are full_game.jsonl deals TUNE_FIRST
// (default 0) to TUNE_FIRST+TUNE_DEALS (default 50); TUNE_PASSES passes (default 2); TUNE_ONLY, a
// regexp, tunes only the weights whose names match; TUNE_SET=name=value,... starts from other
// weights; a change must save TUNE_GAIN per mille of the training nodes (default 2). Each weight
// tries strides of 1, 4 and 16 steps either way. The log shows every accepted change with
// the nodes of the deals held out (the rest of the file), which judge it, and the weights after
// each pass. It is a tool, not a test: it never fails. TestPointNodes prints the nodes of both.

package solver_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/skat"
	"github.com/cardsolve/cardsolve/solver"
)

// skatDeals reads the positions of a reference file of testdata/skat.
func skatDeals(t *testing.T, name string) []*skat.Position {
	f, err := os.Open(filepath.Join("..", "testdata", "skat", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*skat.Position
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p, err := skat.ParsePositionJSON(sc.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// allMovesNodes returns the nodes of MovePoints of every deal, each from empty tables.
func allMovesNodes(t *testing.T, s *skat.Solver, ps []*skat.Position) uint64 {
	var total uint64
	for _, p := range ps {
		s.ClearTables()
		s.ResetStats()
		if _, err := s.MovePoints(p); err != nil {
			t.Fatal(err)
		}
		total += s.Stats().Nodes
	}
	return total
}

// mean is n/deals, 0 for no deals.
func mean(n uint64, deals int) uint64 {
	if deals == 0 {
		return 0
	}
	return n / uint64(deals)
}

// setWeights sets the weights TUNE_SET names (name=value pairs separated by commas).
func setWeights(t *testing.T, names []string) {
	for _, kv := range strings.Split(os.Getenv("TUNE_SET"), ",") {
		if kv == "" {
			continue
		}
		name, val, _ := strings.Cut(kv, "=")
		v, err := strconv.Atoi(val)
		i := slices.Index(names, name)
		if err != nil || i < 0 {
			t.Fatalf("TUNE_SET: %q", kv)
		}
		solver.PointWeights[i] = int32(v)
	}
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// TestPointNodes prints the all-moves nodes of the training and held-out deals with the weights
// as they are, but for those TUNE_SET names.
func TestPointNodes(t *testing.T) {
	all := skatDeals(t, "full_game.jsonl")
	first, n := envInt("TUNE_FIRST", 0), envInt("TUNE_DEALS", 50)
	train := all[first : first+n]
	held := append(append([]*skat.Position{}, all[:first]...), all[first+n:]...)
	setWeights(t, weightNames(t, "orderpoints.go", "ppw"))
	s := skat.NewSolver(skat.SolveOptions{})
	tr, he := allMovesNodes(t, s, train), allMovesNodes(t, s, held)
	t.Logf("train %d deals: %d nodes (mean %d); held out %d deals: %d nodes (mean %d); all: mean %d",
		len(train), tr, mean(tr, len(train)), len(held), he, mean(he, len(held)), mean(tr+he, len(all)))
}

func TestTunePoints(t *testing.T) {
	all := skatDeals(t, "full_game.jsonl")
	first, n := envInt("TUNE_FIRST", 0), envInt("TUNE_DEALS", 50)
	train := all[first : first+n]
	held := append(append([]*skat.Position{}, all[:first]...), all[first+n:]...)
	names := weightNames(t, "orderpoints.go", "ppw")
	w := solver.PointWeights
	if len(names) != len(w) {
		t.Fatalf("%d names for %d weights", len(names), len(w))
	}
	setWeights(t, names)
	s := skat.NewSolver(skat.SolveOptions{})
	eval := func() uint64 { return allMovesNodes(t, s, train) }
	best := eval()
	t.Logf("start: train %d nodes, held out %d", best, allMovesNodes(t, s, held))
	step := make([]int32, len(w))
	for i := range w {
		switch {
		case strings.HasSuffix(names[i], "Pts") || strings.HasSuffix(names[i], "Trick"):
			step[i] = 2
		default:
			step[i] = max(16, abs(w[i])/4)
		}
	}
	only := regexp.MustCompile(os.Getenv("TUNE_ONLY")) // tune only the weights whose names match
	passes := envInt("TUNE_PASSES", 2)
	gain := uint64(envInt("TUNE_GAIN", 2)) // per mille of the training nodes a change must save
	for pass := 0; pass < passes; pass++ {
		for i := range w {
			if !only.MatchString(names[i]) {
				continue
			}
			// The best of the strides step, 4 and 16 steps either way, then on in its direction
			// while it pays.
			old, bestD, bestE := w[i], int32(0), best
			for _, d := range []int32{1, -1, 4, -4, 16, -16} {
				w[i] = old + d*step[i]
				if e := eval(); e < bestE {
					bestD, bestE = d*step[i], e
				}
			}
			w[i] = old
			if bestE*1000 >= best*(1000-gain) {
				step[i] = max(1, step[i]/2)
				continue
			}
			for bestE*1000 < best*(1000-gain) {
				prev := w[i]
				w[i] += bestD
				best = bestE
				t.Logf("pass %d: %s %d -> %d: %d nodes, held out %d", pass, names[i], prev, w[i], best, allMovesNodes(t, s, held))
				w[i] += bestD
				bestE = eval()
				w[i] -= bestD
			}
		}
		var b strings.Builder
		for i, v := range w {
			fmt.Fprintf(&b, "%s: %d, ", names[i], v)
		}
		t.Logf("after pass %d: train %d nodes, held out %d\n%s", pass, best, allMovesNodes(t, s, held), b.String())
	}
}
