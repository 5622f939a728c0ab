// workers_test.go checks solveOrdered: results in input order whatever the order of completion,
// per-problem errors handed on, and a failing emit stopping the run.

package main

import (
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"
)

func TestSolveOrdered(t *testing.T) {
	for _, threads := range []int{0, 1, 2, 7, 100} {
		var workers atomic.Int32
		var got []int
		var gotErr []int
		err := solveOrdered(40, threads,
			func() *int { workers.Add(1); return new(int) },
			func(w *int, i int) (int, error) {
				*w++ // the worker state is private to one goroutine (checked by -race)
				time.Sleep(time.Duration((i*7)%5) * 100 * time.Microsecond)
				if i%9 == 4 {
					return 0, fmt.Errorf("problem %d", i)
				}
				return i * i, nil
			},
			func(i, r int, err error) error {
				if err != nil {
					gotErr = append(gotErr, i)
				} else if r != i*i {
					return fmt.Errorf("result %d for problem %d", r, i)
				}
				got = append(got, i)
				return nil
			})
		if err != nil {
			t.Fatalf("threads %d: %v", threads, err)
		}
		for i, x := range got {
			if x != i {
				t.Fatalf("threads %d: emitted %v; want 0..39 in order", threads, got)
			}
		}
		if len(got) != 40 || fmt.Sprint(gotErr) != "[4 13 22 31]" {
			t.Errorf("threads %d: %d results, errors for %v; want 40 and [4 13 22 31]", threads, len(got), gotErr)
		}
		if n := int(workers.Load()); n != max(1, min(threads, 40)) {
			t.Errorf("threads %d: %d workers made", threads, n)
		}
	}
}

func TestSolveOrderedStops(t *testing.T) {
	stop := errors.New("stop")
	var solved atomic.Int32
	emitted := 0
	err := solveOrdered(1000, 2, func() struct{} { return struct{}{} },
		func(_ struct{}, i int) (int, error) {
			solved.Add(1)
			if i == 3 { // the other worker runs ahead meanwhile: the CI failure of 2e655cb
				time.Sleep(20 * time.Millisecond)
			}
			return i, nil
		},
		func(i, _ int, _ error) error {
			emitted++
			if i == 3 {
				return stop
			}
			return nil
		})
	if err != stop || emitted != 4 {
		t.Errorf("err %v after %d results; want %v after 4", err, emitted, stop)
	}
	if n, limit := int(solved.Load()), 4+aheadLimit(2); n > limit {
		t.Errorf("%d problems solved after emit failed; want at most %d", n, limit)
	}
	if err := solveOrdered(0, 4, func() int { return 0 }, func(int, int) (int, error) { return 0, nil },
		func(int, int, error) error { return errors.New("called") }); err != nil {
		t.Errorf("no problems: %v", err)
	}
}
