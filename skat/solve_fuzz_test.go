// solve_fuzz_test.go fuzzes the solver's entry points with whatever the position reader accepts:
// no panic, values in range, all-moves consistent with the value.

package skat

import "testing"

func FuzzSolve(f *testing.F) {
	f.Add([]byte(`{"game":"grand","declarer":"FH","leader":"MH","hands":["..J9.T","K..A.Q",".9.7.K"],"skat":"","value":23}`))
	f.Add([]byte(`{"game":"clubs","declarer":"RH","leader":"FH","hands":["J.T.","A.9.","..7.K"],"skat":"..9.A","trick":["CJ"]}`))
	f.Add([]byte(`{"game":"null","declarer":"MH","leader":"FH","hands":["A.7.8.","K.8.9.","Q.9.T."]}`))
	f.Add([]byte(`{"game":"null","declarer":"FH","leader":"RH","hands":["A.7.","K.8.9.","Q.9.T."],"skat":"","trick":["CJ","C8"]}`))
	s := NewSolver(SolveOptions{TableMB: 1})
	f.Fuzz(func(t *testing.T, line []byte) {
		p, err := ParsePositionJSON(line)
		if err != nil || p.Hands[p.ToMove()].Count() > 5 {
			return
		}
		if p.Game == Null {
			r, err := s.Null(p)
			if err != nil {
				t.Fatalf("Null(%s): %v", p, err)
			}
			moves, err := s.NullMoves(p)
			if err != nil {
				t.Fatalf("NullMoves(%s): %v", p, err)
			}
			best := -1
			for _, m := range moves {
				if best < 0 || p.ToMove() == p.Declarer && (m.Value == 0 || best != 0 && m.Value > best) ||
					p.ToMove() != p.Declarer && m.Value != 0 && (best == 0 || m.Value < best) {
					best = m.Value
				}
			}
			if best != r.TimeToLive {
				t.Fatalf("Null(%s) = %+v; best move %d (%v)", p, r, best, moves)
			}
			return
		}
		v, err := s.Points(p)
		if err != nil {
			t.Fatalf("Points(%s): %v", p, err)
		}
		if v < 0 || v > 120 {
			t.Fatalf("Points(%s) = %d; want 0..120", p, v)
		}
		moves, err := s.MovePoints(p)
		if err != nil {
			t.Fatalf("MovePoints(%s): %v", p, err)
		}
		best := -1
		for _, m := range moves {
			if best < 0 || p.ToMove() == p.Declarer && m.Value > best || p.ToMove() != p.Declarer && m.Value < best {
				best = m.Value
			}
		}
		if best != v {
			t.Fatalf("Points(%s) = %d; best move %d (%v)", p, v, best, moves)
		}
	})
}
