// postmortem_test.go checks the post-mortem on the hand-made ISS records of testdata/iss.

package skat

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"
)

// nullRank orders null values from the declarer's view: 0 (no trick) is best, then later tricks.
func nullRank(v int) int {
	if v == 0 {
		return 100
	}
	return v
}

func TestPostMortemSample(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "iss", "sample.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := NewSolver(SolveOptions{TableMB: 4})
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	games, mistakes := 0, 0
	for line := 1; sc.Scan(); line++ {
		r, err := ParseISS(sc.Text())
		if err != nil {
			t.Fatalf("sample.sgf:%d: %v", line, err)
		}
		steps, err := s.PostMortem(r)
		if r.Declarer == NoSeat {
			if err == nil {
				t.Fatalf("sample.sgf:%d: PostMortem of a passed game gave no error", line)
			}
			continue
		}
		if err != nil {
			t.Fatalf("sample.sgf:%d: %v", line, err)
		}
		games++
		g := r.Contract.Game
		for i, st := range steps {
			if i > 0 && st.Before != steps[i-1].After {
				t.Fatalf("sample.sgf:%d card %d: Before %d, previous After %d", line, i+1, st.Before, steps[i-1].After)
			}
			better := st.After > st.Before // for the declarer
			worse := st.After < st.Before
			if g == Null {
				better, worse = nullRank(st.After) > nullRank(st.Before), nullRank(st.After) < nullRank(st.Before)
			}
			if st.Seat == r.Declarer && better || st.Seat != r.Declarer && worse {
				t.Fatalf("sample.sgf:%d card %d (%v): open-hand value went from %d to %d in favour of the mover's opponents' error", line, i+1, st.Seat, st.Before, st.After)
			}
			if (st.Loss > 0) != (better || worse) && g != Null {
				t.Fatalf("sample.sgf:%d card %d: Loss %d for %d -> %d", line, i+1, st.Loss, st.Before, st.After)
			}
			if st.Loss > 0 {
				mistakes++
			}
		}
		last := steps[len(steps)-1]
		if o, ok := r.Outcome(); ok && r.Ended == MovePlay && len(r.Play) == NumSeats*HandSize && g != Null {
			if last.After != o.DeclarerPoints {
				t.Fatalf("sample.sgf:%d: final value %d; the record's outcome has %d points", line, last.After, o.DeclarerPoints)
			}
		}
		if g == Null {
			o, _ := r.Outcome()
			if (o.DeclarerTricks > 0) != (last.After > 0) {
				t.Fatalf("sample.sgf:%d: null ends with value %d; the declarer took %d tricks", line, last.After, o.DeclarerTricks)
			}
		}
	}
	if games < 9 {
		t.Fatalf("%d games analysed; want 9", games)
	}
	if mistakes == 0 {
		t.Fatalf("no mistakes found in games played by a simple policy")
	}
	t.Logf("%d games, %d cards changed the open-hand value", games, mistakes)
}
