// bench_test.go checks the bench command: the node count is deterministic and not zero.

package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var benchSignature = regexp.MustCompile(`(?m)^Nodes searched: (\d+)$`)

// benchNodes runs bench and returns its output and signature.
func benchNodes(t *testing.T, args ...string) (string, uint64) {
	t.Helper()
	code, out, errOut := runSplit(t, append([]string{"bench"}, args...)...)
	if code != exitOK {
		t.Fatalf("bench: exit %d: %s", code, errOut)
	}
	m := benchSignature.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("bench output has no signature line:\n%s", out)
	}
	n, err := strconv.ParseUint(m[1], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return out, n
}

func TestBenchDeterministic(t *testing.T) {
	out1, n1 := benchNodes(t)
	out2, n2 := benchNodes(t)
	if n1 == 0 || n1 != n2 {
		t.Fatalf("bench signature %d then %d; want the same non-zero count", n1, n2)
	}
	// Per item too: the node column of every line.
	nodes := func(out string) []string {
		var col []string
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Fields(l); len(f) > 4 && f[len(f)-3] == "nodes" {
				col = append(col, f[len(f)-4])
			}
		}
		return col
	}
	c1, c2 := nodes(out1), nodes(out2)
	if len(c1) != len(benchItems) || strings.Join(c1, " ") != strings.Join(c2, " ") {
		t.Errorf("per-item nodes %v then %v; want %d equal counts", c1, c2, len(benchItems))
	}
	for _, want := range []string{"Time: ", "Nodes/second: ", "bridge list10-1/8 table"} {
		if !strings.Contains(out1, want) {
			t.Errorf("bench output lacks %q", want)
		}
	}
}

func TestBenchFlags(t *testing.T) {
	for _, args := range [][]string{{"bench", "x"}, {"bench", "--tt-mb", "0"}, {"bench", "--threads", "2"}} {
		if code, _, _ := runSplit(t, args...); code != exitUsage {
			t.Errorf("run(%q) = %d; want %d", args, code, exitUsage)
		}
	}
}
