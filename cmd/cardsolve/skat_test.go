// skat_test.go checks the skat command end to end through run: batch solving against the
// reference values, single positions, usage errors and the ISS post-mortem.

package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// skatOut mirrors skatLine for decoding.
type skatOut struct {
	Game     string         `json:"game"`
	Declarer string         `json:"declarer"`
	Leader   string         `json:"leader"`
	Hands    []string       `json:"hands"`
	Value    *int           `json:"value"`
	Forced   *bool          `json:"declarer_forced_to_take_trick"`
	TTL      *int           `json:"time_to_live"`
	Moves    map[string]int `json:"moves"`
}

// refLines returns the first n lines of a reference file of testdata/skat.
func refLines(t *testing.T, name string, n int) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", "skat", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for len(out) < n && sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

func TestSkatSolveBatch(t *testing.T) {
	lines := refLines(t, "four_cards.jsonl", 30)
	var refs []int
	for _, l := range lines {
		var x struct{ Value int }
		if err := json.Unmarshal([]byte(l), &x); err != nil {
			t.Fatal(err)
		}
		refs = append(refs, x.Value)
	}
	// A bad line (line 11) and a null position (line 22) among them, and a blank line at the end.
	in := append(append(append([]string{}, lines[:10]...), `{"game":"clubs","declarer":"XX"}`), lines[10:20]...)
	in = append(in, `{"game":"null","declarer":"MH","leader":"FH","hands":["A.7.8.","K.8.9.","Q.9.T."],"skat":""}`)
	in = append(in, lines[20:]...)
	name := filepath.Join(t.TempDir(), "in.jsonl")
	if err := os.WriteFile(name, []byte(strings.Join(in, "\n")+"\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out := runCaptured(t, "skat", "solve", "--input", name, "--threads", "2", "--all-moves")
	if code != exitInput {
		t.Fatalf("exit code %d; want %d for the bad line\n%s", code, exitInput, out)
	}
	var objs []string
	var errLines []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(l, "{") {
			objs = append(objs, l)
		} else {
			errLines = append(errLines, l)
		}
	}
	if len(errLines) != 1 || !strings.Contains(errLines[0], "in.jsonl:11:") || !strings.Contains(errLines[0], "declarer") {
		t.Fatalf("errors %q; want one naming in.jsonl:11 and the declarer", errLines)
	}
	got := decodeJSONLines[skatOut](t, strings.Join(objs, "\n"))
	if len(got) != 31 {
		t.Fatalf("%d output lines; want 31", len(got))
	}
	k := 0
	for i, o := range got {
		if i == 20 {
			if o.Game != "null" || o.Forced == nil || *o.Forced || o.TTL == nil || *o.TTL != 0 || len(o.Moves) != 3 {
				t.Fatalf("null line: %+v; want not forced, time-to-live 0, three moves", o)
			}
			continue
		}
		if o.Value == nil || *o.Value != refs[k] {
			t.Fatalf("output line %d: value %v; want %d (input order kept)", i+1, o.Value, refs[k])
		}
		// The value is the best move's value for the side to move.
		best := -1
		declToMove := o.Declarer == o.Leader
		for _, v := range o.Moves {
			if best < 0 || declToMove && v > best || !declToMove && v < best {
				best = v
			}
		}
		if best != *o.Value {
			t.Fatalf("output line %d: moves %v, best %d; value %d", i+1, o.Moves, best, *o.Value)
		}
		k++
	}
}

func TestSkatSolveSingle(t *testing.T) {
	args := []string{"skat", "solve", "--game", "grand", "--declarer", "FH", "--leader", "MH", "--skat", "..9.K"}
	deal := "QT.AQ97.QT.Q9 J9.KJT.AJ8.AT AK87.8.K7.J87"
	code, out := runCaptured(t, append(args, "--format", "json", deal)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	got := decodeJSONLines[skatOut](t, out)
	// full_game.jsonl line 1 with the other leader: check against the reference where it applies.
	if len(got) != 1 || got[0].Value == nil {
		t.Fatalf("output %q", out)
	}
	code, out = runCaptured(t, "skat", "solve", "--game", "grand", "--declarer", "FH", "--leader", "FH", "--skat", "..9.K", "--all-moves", deal)
	if code != exitOK || !strings.Contains(out, "value: 19 card points") || !strings.Contains(out, "moves of FH") {
		t.Fatalf("exit %d, text output %q; want value 19 (full_game.jsonl line 1) and the moves", code, out)
	}
	code, out = runCaptured(t, "skat", "solve", "--game", "null", "--declarer", "MH", "--leader", "FH", "--trick", "S6", "A.8.. K.7.9. Q.9.T.")
	if code != exitInput || !strings.Contains(out, "S6") {
		t.Fatalf("bad trick card: exit %d, %q; want exit %d naming S6", code, out, exitInput)
	}
	code, out = runCaptured(t, "skat", "solve", "--game", "null", "--declarer", "MH", "--leader", "FH", "--trick", "C7", "A.8.. K.7.9. Q.9.T.")
	if code != exitOK || !strings.Contains(out, "declarer forced to take a trick: yes, by trick 1") {
		t.Fatalf("null after C7 led: exit %d, %q; want forced in trick 1 (MH must win clubs)", code, out)
	}
	for _, bad := range [][]string{
		{"skat", "solve", deal},
		{"skat", "solve", "--game", "grund", "--declarer", "FH", "--leader", "FH", deal},
		{"skat", "solve", "--input", "x.jsonl", "--game", "grand"},
		{"skat", "solve", "--game", "grand", "--declarer", "FH", "--leader", "FH", "--format", "xml", deal},
	} {
		if code, out := runCaptured(t, bad...); code != exitUsage {
			t.Fatalf("%q: exit %d (%s); want %d", bad, code, out, exitUsage)
		}
	}
}

func TestSkatISS(t *testing.T) {
	code, out := runCaptured(t, "skat", "iss", "--format", "json", filepath.Join("..", "..", "skat", "testdata", "iss", "sample.sgf"))
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	type game struct {
		Line     int
		Contract string
		Cards    []struct {
			Trick         int
			Seat, Card    string
			Before, After int
			Loss          int
		}
	}
	games := decodeJSONLines[game](t, out)
	if len(games) != 9 {
		t.Fatalf("%d games; want 9 (one of the ten was passed in)", len(games))
	}
	for _, g := range games {
		if len(g.Cards) == 0 {
			t.Fatalf("line %d: no cards", g.Line)
		}
		for i := 1; i < len(g.Cards); i++ {
			if g.Cards[i].Before != g.Cards[i-1].After {
				t.Fatalf("line %d card %d: before %d after %d", g.Line, i+1, g.Cards[i].Before, g.Cards[i-1].After)
			}
		}
	}
	code, out = runCaptured(t, "skat", "iss", filepath.Join("..", "..", "skat", "testdata", "iss", "sample.sgf"))
	if code != exitOK || !strings.Contains(out, "mistake") || !strings.Contains(out, "passed in") {
		t.Fatalf("text: exit %d, %q", code, out)
	}
}
