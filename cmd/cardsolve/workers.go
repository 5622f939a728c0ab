// workers.go runs independent problems in parallel, one worker state (a solver) per goroutine, and
// hands the results back in input order.

package main

import (
	"context"
	"sync"

	"golang.org/x/sync/errgroup"
)

// solveOrdered solves problems 0..n-1 on at most threads goroutines. newWorker makes the state of
// one goroutine (a solver, with its own transposition table) and is called once per goroutine;
// solve computes problem i with it. emit receives every result with its error, in the order
// 0..n-1, on the calling goroutine, as soon as that result and all before it are done: a problem's
// error is data for emit, not a reason to stop. An error returned by emit stops the run (problems
// already being solved finish first) and is returned. threads below 1 count as 1.
//
// No problem is handed out more than aheadLimit(threads) places past the first result not yet
// emitted: one slow problem holds back at most that many finished results (their memory), and a
// failed emit leaves at most that many problems solved beyond it, whatever the scheduling.
func solveOrdered[W, R any](n, threads int, newWorker func() W, solve func(w W, i int) (R, error), emit func(i int, r R, err error) error) error {
	type result struct {
		i   int
		r   R
		err error
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	g, ctx := errgroup.WithContext(ctx)
	jobs := make(chan int)
	results := make(chan result)
	window := make(chan struct{}, aheadLimit(threads)) // one token per problem handed out, not yet emitted
	g.Go(func() error {
		defer close(jobs)
		for i := range n {
			select {
			case window <- struct{}{}:
			case <-ctx.Done():
				return nil
			}
			if ctx.Err() != nil { // select picks at random among ready cases
				return nil
			}
			select {
			case jobs <- i:
			case <-ctx.Done():
				return nil
			}
		}
		return nil
	})
	var workers sync.WaitGroup
	for range max(1, min(threads, n)) {
		workers.Add(1)
		g.Go(func() error {
			defer workers.Done()
			w := newWorker()
			for i := range jobs {
				if ctx.Err() != nil {
					return nil
				}
				r, err := solve(w, i)
				select {
				case results <- result{i, r, err}:
				case <-ctx.Done():
					return nil
				}
			}
			return nil
		})
	}
	go func() {
		workers.Wait()
		close(results)
	}()

	// Results arrive in any order; hold each until all before it have been emitted.
	pending := map[int]result{}
	next := 0
	var emitErr error
	for res := range results {
		if emitErr != nil {
			continue // drain until the workers have stopped
		}
		pending[res.i] = res
		for {
			x, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-window
			if err := emit(x.i, x.r, x.err); err != nil {
				emitErr = err
				cancel()
				break
			}
		}
	}
	if err := g.Wait(); err != nil && emitErr == nil {
		return err
	}
	return emitErr
}

// aheadLimit is how far past the first result not yet emitted solveOrdered hands out problems.
func aheadLimit(threads int) int {
	return 64 * max(1, threads)
}
