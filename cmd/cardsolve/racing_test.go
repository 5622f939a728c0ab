// racing_test.go checks the racing and lattice-dag commands end to end through run.

package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// runCaptured runs the command line args and returns its exit code and standard output.
func runCaptured(t *testing.T, args ...string) (int, string) {
	t.Helper()
	f, err := os.Create(filepath.Join(t.TempDir(), "stdout"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	old, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = f, f
	code := run(append([]string{"cardsolve"}, args...))
	os.Stdout, os.Stderr = old, oldErr
	out, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	return code, string(out)
}

// decodeJSONLines decodes one JSON object per line into T.
func decodeJSONLines[T any](t *testing.T, out string) []T {
	t.Helper()
	var lines []T
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var x T
		if err := json.Unmarshal(sc.Bytes(), &x); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		lines = append(lines, x)
	}
	return lines
}

// racingOut mirrors racingLine with the value decoded for both lattices.
type racingOut struct {
	Instance int             `json:"instance"`
	Algo     string          `json:"algo"`
	Seed     uint64          `json:"seed"`
	MaxHand  []int           `json:"max_hand"`
	MinLead  int             `json:"min_lead"`
	Worlds   int             `json:"worlds"`
	Value    json.RawMessage `json:"value"`
	Best     int             `json:"best"`
	Explored int64           `json:"explored"`
	Visits   int64           `json:"visits"`
}

func TestRacingJSON(t *testing.T) {
	args := []string{"racing", "--hand", "4", "--deck", "11", "--goal", "3", "--instances", "6", "--seed", "9", "--format", "json"}
	code, out := runCaptured(t, args...)
	if code != 0 {
		t.Fatalf("racing: exit %d: %s", code, out)
	}
	sets := decodeJSONLines[racingOut](t, out)
	if len(sets) != 6*4 {
		t.Fatalf("racing: %d lines; want 24", len(sets))
	}
	code, out = runCaptured(t, append(args, "--lattice", "antichain", "--bounds")...)
	if code != 0 {
		t.Fatalf("racing --lattice antichain: exit %d: %s", code, out)
	}
	chains := decodeJSONLines[racingOut](t, out)
	if len(chains) != 24 {
		t.Fatalf("racing --lattice antichain: %d lines; want 24", len(chains))
	}
	for i, l := range sets {
		first := sets[i-i%4]
		if l.Instance != i/4 || l.Algo != []string{"ab", "abc", "mmc", "abd"}[i%4] || l.Seed != 9 {
			t.Fatalf("line %d: instance %d algo %s seed %d; want %d %s 9", i, l.Instance, l.Algo, l.Seed, i/4, []string{"ab", "abc", "mmc", "abd"}[i%4])
		}
		if string(l.Value) != string(first.Value) {
			t.Fatalf("instance %d: %s value %s; %s found %s", l.Instance, l.Algo, l.Value, first.Algo, first.Value)
		}
		if l.Worlds != 20 || len(l.MaxHand) != 4 || slices.Contains(l.MaxHand, l.MinLead) { // C(6, 3) worlds
			t.Fatalf("instance %d: %d worlds, hand %v, lead %d", l.Instance, l.Worlds, l.MaxHand, l.MinLead)
		}
		var won [][]int
		if err := json.Unmarshal(l.Value, &won); err != nil {
			t.Fatalf("instance %d: set value %s: %v", l.Instance, l.Value, err)
		}
		if len(won) != l.Best || !slices.IsSortedFunc(won, slices.Compare[[]int]) {
			t.Fatalf("instance %d: value %v: want %d sorted worlds", l.Instance, won, l.Best)
		}
		// The antichain value: maximal sets of worlds, each inside the set value.
		var maxsets [][][]int
		if err := json.Unmarshal(chains[i].Value, &maxsets); err != nil {
			t.Fatalf("instance %d: antichain value %s: %v", l.Instance, chains[i].Value, err)
		}
		for _, m := range maxsets {
			for _, w := range m {
				if !slices.ContainsFunc(won, func(x []int) bool { return slices.Equal(x, w) }) {
					t.Fatalf("instance %d: uniform strategy wins world %v that no strategy wins (%v)", l.Instance, w, won)
				}
				if !slices.Contains(w, l.MinLead) || len(w) != 4 {
					t.Fatalf("instance %d: world %v is not a MIN hand holding %d", l.Instance, w, l.MinLead)
				}
			}
		}
		if chains[i].Best > l.Best {
			t.Fatalf("instance %d: uniform best %d > world-wise %d", l.Instance, chains[i].Best, l.Best)
		}
	}
	// Same seed, same instances and values.
	_, again := runCaptured(t, args...)
	for i, l := range decodeJSONLines[racingOut](t, again) {
		if !reflect.DeepEqual(l.MaxHand, sets[i].MaxHand) || string(l.Value) != string(sets[i].Value) || l.Visits != sets[i].Visits {
			t.Fatalf("second run, line %d differs: %+v vs %+v", i, l, sets[i])
		}
	}
}

func TestLatticeDAGJSON(t *testing.T) {
	for _, lat := range []string{"set", "antichain"} {
		code, out := runCaptured(t, "lattice-dag", "--depth", "7", "--branching", "3", "--vars", "6", "--instances", "3", "--seed", "4", "--lattice", lat, "--format", "json")
		if code != 0 {
			t.Fatalf("lattice-dag --lattice %s: exit %d: %s", lat, code, out)
		}
		lines := decodeJSONLines[racingOut](t, out)
		if len(lines) != 12 {
			t.Fatalf("lattice-dag --lattice %s: %d lines; want 12", lat, len(lines))
		}
		for i, l := range lines {
			if string(l.Value) != string(lines[i-i%4].Value) {
				t.Fatalf("lattice-dag --lattice %s: instance %d: %s value %s; ab found %s", lat, l.Instance, l.Algo, l.Value, lines[i-i%4].Value)
			}
			var worlds []int
			if lat == "set" {
				json.Unmarshal(l.Value, &worlds)
			} else {
				var sets [][]int
				json.Unmarshal(l.Value, &sets)
				worlds = slices.Concat(sets...)
			}
			for _, w := range worlds {
				if w < 1 || w > 6 {
					t.Fatalf("lattice-dag: world %d outside 1..6 in %s", w, l.Value)
				}
			}
		}
	}
}

func TestRacingText(t *testing.T) {
	code, out := runCaptured(t, "racing", "--hand", "3", "--deck", "8", "--goal", "2", "--instances", "2", "--seed", "3")
	if code != 0 {
		t.Fatalf("racing: exit %d: %s", code, out)
	}
	for _, want := range []string{"seed 3", "instance 1:", "abd", "mean", "explored"} {
		if !strings.Contains(out, want) {
			t.Errorf("racing text output lacks %q:\n%s", want, out)
		}
	}
}

func TestSearchCommandsBadFlags(t *testing.T) {
	tests := [][]string{
		{"racing", "--hand", "0"},
		{"racing", "--hand", "6", "--deck", "11"},
		{"racing", "--deck", "65", "--hand", "5"},
		{"racing", "--goal", "0"},
		{"racing", "--hand", "12", "--deck", "40"}, // too many worlds
		{"racing", "--lattice", "chain"},
		{"racing", "--algo", "minimax"},
		{"racing", "--format", "xml"},
		{"racing", "--instances", "0"},
		{"racing", "--max-visits", "-1"},
		{"racing", "extra"},
		{"racing", "--hand", "x"},
		{"lattice-dag", "--vars", "65"},
		{"lattice-dag", "--depth", "0"},
		{"lattice-dag", "--branching", "0"},
		{"lattice-dag", "--depth", "40"},
		{"lattice-dag", "--seed", "-3"},
	}
	for _, args := range tests {
		if code, out := runCaptured(t, args...); code != exitUsage {
			t.Errorf("run(%v) = %d; want %d (output %q)", args, code, exitUsage, out)
		}
	}
}

func TestSearchVisitLimit(t *testing.T) {
	code, out := runCaptured(t, "racing", "--hand", "4", "--deck", "10", "--goal", "3", "--algo", "ab", "--max-visits", "5", "--format", "json")
	if code != 0 || !strings.Contains(out, `"aborted":true`) || !strings.Contains(out, `"value":null`) {
		t.Errorf("racing --max-visits 5: exit %d, output %s; want an aborted search", code, out)
	}
}
