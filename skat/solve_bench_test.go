// solve_bench_test.go holds the benchmarks of docs/SKAT.md: full-game card points and all-moves
// values on testdata/skat/full_game.jsonl with the search techniques switched on one by one, and
// null all-moves on seeded random deals. Each deal starts from empty tables; the metrics are the
// median time per deal, the mean and median nodes per deal and the rate in deals per second.

package skat

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/cardsolve/cardsolve/cards"
)

// benchDeals returns the full-game deals, the first SKAT_BENCH_DEALS of them when that variable
// is set (plain alpha-beta takes minutes on all 150).
func benchDeals(b *testing.B) []*Position {
	ps := readRef(b, "full_game.jsonl")
	if n, err := strconv.Atoi(os.Getenv("SKAT_BENCH_DEALS")); err == nil && n > 0 && n < len(ps) {
		ps = ps[:n]
	}
	return ps
}

// nullDeals returns n seeded random null deals (ten cards a seat, random declarer and leader).
func nullDeals(n int) []*Position {
	rng := rand.New(rand.NewPCG(2026, 11))
	out := make([]*Position, n)
	for i := range out {
		l := Null.Layout()
		deck := l.All.Cards()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		p := &Position{Game: Null, Declarer: Seat(rng.IntN(3)), Leader: Seat(rng.IntN(3))}
		for k := 0; k < NumSeats*HandSize; k++ {
			p.Hands[k/HandSize] |= cards.Bit(deck[k])
		}
		out[i] = p
	}
	return out
}

// warm makes every table of s, so that allocating them is not timed.
func warm(b *testing.B, s *Solver) {
	for g := Diamonds; g <= Grand; g++ {
		if _, err := s.pointSolver(g); err != nil {
			b.Fatal(err)
		}
	}
	for k := 0; k < HandSize; k++ {
		if _, err := s.nullSolver(k); err != nil {
			b.Fatal(err)
		}
	}
}

// runDeals solves every deal with fn from empty tables and reports the metrics.
func runDeals(b *testing.B, ps []*Position, o SolveOptions, fn func(*Solver, *Position) error) {
	s := NewSolver(o)
	warm(b, s)
	var times []time.Duration
	var nodes []uint64
	var cuts, first, probes uint64
	for b.Loop() {
		times, nodes = times[:0], nodes[:0]
		cuts, first, probes = 0, 0, 0 // per-deal metrics of the last run, as for nodes
		for _, p := range ps {
			b.StopTimer()
			s.ClearTables()
			s.ResetStats()
			b.StartTimer()
			start := time.Now()
			if err := fn(s, p); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
			st := s.Stats()
			nodes = append(nodes, st.Nodes)
			cuts += st.Cutoffs
			probes += st.TTProbes
			first += st.FirstCut
		}
	}
	reportDeals(b, times, nodes)
	b.ReportMetric(float64(probes)/float64(len(nodes)), "probes/deal")
	b.ReportMetric(100*float64(first)/float64(max(cuts, 1)), "first-cut%")
}

// reportDeals reports the per-deal metrics of times and nodes (one of each per deal): median time,
// mean and median nodes, deals per second.
func reportDeals(b *testing.B, times []time.Duration, nodes []uint64) {
	var total time.Duration
	var sum uint64
	for i := range times {
		total += times[i]
		sum += nodes[i]
	}
	slices.Sort(times)
	slices.Sort(nodes)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms/deal-median")
	b.ReportMetric(float64(sum)/float64(len(nodes)), "nodes/deal")
	b.ReportMetric(float64(nodes[len(nodes)/2]), "nodes/deal-median")
	b.ReportMetric(float64(len(times))/total.Seconds(), "deals/s")
	b.ReportMetric(0, "ns/op")
}

// ablation lists the solver configurations of the ablation table, each adding one technique.
var ablation = []struct {
	name string
	opts SolveOptions
}{
	{"plain", SolveOptions{NoTable: true, NoBounds: true}},
	{"table", SolveOptions{NoBounds: true, NoSimilarity: true}},
	{"similarity", SolveOptions{NoBounds: true}},
	{"bounds", SolveOptions{}},
	{"no-sure-cards", SolveOptions{NoSureCards: true}},  // bounds without sureCards (not a row of its own)
	{"l1-similarity", SolveOptions{L1Similarity: true}}, // bounds with the thesis's symmetric widening
}

func BenchmarkFullGameValue(b *testing.B) {
	ps := benchDeals(b)
	for _, a := range ablation {
		b.Run(a.name, func(b *testing.B) {
			runDeals(b, ps, a.opts, func(s *Solver, p *Position) error {
				v, err := s.Points(p)
				if err == nil && v != p.Value {
					b.Fatalf("Points(%s) = %d; want %d", p, v, p.Value)
				}
				return err
			})
		})
	}
}

func BenchmarkFullGameAllMoves(b *testing.B) {
	ps := benchDeals(b)
	for _, a := range ablation {
		b.Run(a.name, func(b *testing.B) {
			runDeals(b, ps, a.opts, func(s *Solver, p *Position) error {
				_, err := s.MovePoints(p)
				return err
			})
		})
	}
}

func BenchmarkNullAllMoves(b *testing.B) {
	ps := nullDeals(200)
	for _, a := range ablation[1:2] { // plain alpha-beta: minutes (docs/SKAT.md); null has no static analysis
		b.Run(a.name, func(b *testing.B) {
			runDeals(b, ps, a.opts, func(s *Solver, p *Position) error {
				_, err := s.NullMoves(p)
				return err
			})
		})
	}
}

func BenchmarkNullValue(b *testing.B) {
	ps := nullDeals(200)
	runDeals(b, ps, SolveOptions{}, func(s *Solver, p *Position) error {
		_, err := s.Null(p)
		return err
	})
}
