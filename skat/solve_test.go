// solve_test.go checks the card-point solver against the outside reference values of
// testdata/skat (the small files; the large ones are in solve_slow_test.go).

package skat

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cardsolve/cardsolve/cards"
)

// refDir is the folder of the reference positions, at the repository root.
var refDir = filepath.Join("..", "testdata", "skat")

// readRef reads the positions of one reference file.
func readRef(t testing.TB, name string) []*Position {
	t.Helper()
	f, err := os.Open(filepath.Join(refDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*Position
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		p, err := ParsePositionJSON(sc.Bytes())
		if err != nil {
			t.Fatalf("%s:%d: %v", name, line, err)
		}
		if !p.HasValue {
			t.Fatalf("%s:%d: no reference value", name, line)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkRef solves every position of a reference file with and without static analysis and
// compares with the reference value; every tenth position also gets its all-moves values
// checked against Points of the position after each card.
func checkRef(t *testing.T, name string) {
	ps := readRef(t, name)
	start := time.Now()
	for _, o := range []SolveOptions{{}, {NoBounds: true}} {
		s := NewSolver(o)
		for i, p := range ps {
			got, err := s.Points(p)
			if err != nil {
				t.Fatalf("%s:%d: %v", name, i+1, err)
			}
			if got != p.Value {
				t.Fatalf("%s:%d (%+v): Points(%s) = %d; want %d", name, i+1, o, p, got, p.Value)
			}
			if i%10 == 0 && o == (SolveOptions{}) {
				checkMovesByPoints(t, s, i, p)
			}
		}
	}
	t.Logf("%s: %d positions twice in %v", name, len(ps), time.Since(start))
}

// checkMovesByPoints compares MovePoints(p) with Points of the position after each legal card
// (a separate search per card, by the value's own driver), plus the points of the trick the card
// completes when the declarer takes it.
func checkMovesByPoints(t *testing.T, s *Solver, i int, p *Position) {
	t.Helper()
	moves, err := s.MovePoints(p)
	if err != nil {
		t.Fatalf("%d: MovePoints(%s): %v", i, p, err)
	}
	l := p.Game.Layout()
	checkMoves(t, i, p, moves, func(h [NumSeats]cards.Set, ld Seat, tr []cards.Card, _ Seat) int {
		q := &Position{Game: p.Game, Declarer: p.Declarer, Leader: ld, Hands: h, Trick: tr, Skat: p.Skat}
		if h[FH]|h[MH]|h[RH] == 0 {
			return l.SetPoints(p.Skat)
		}
		v, err := s.Points(q)
		if err != nil {
			t.Fatalf("%d: Points(%s): %v", i, q, err)
		}
		return v
	})
}

func TestPointsOneToSeven(t *testing.T) {
	for _, name := range []string{"one_cards.jsonl", "two_cards.jsonl", "three_cards.jsonl", "four_cards.jsonl",
		"five_cards.jsonl", "six_cards.jsonl", "seven_cards.jsonl"} {
		t.Run(name, func(t *testing.T) { checkRef(t, name) })
	}
}
