// plainab_test.go holds the first row of the Skat ablation (docs/PERFORMANCE.md): a plain
// full-window fail-soft alpha-beta search without any of the solver's techniques (no table, no
// MTD(f), no payoff similarity, no static analysis, no cutoff memory), its moves ordered by one
// fixed rule. It is written on solver.Position so that it shares nothing with the search it is
// compared with but the rules.

package skat

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/cardsolve/cardsolve/solver"
)

// plainAB returns the declarer's card points from q (declarer at seat 0) under best play, given
// that only values in (alpha, beta) matter: a fail-soft alpha-beta. nodes counts its calls.
func plainAB(r *solver.Rules, q *solver.Position, alpha, beta int, nodes *uint64) int {
	*nodes++
	legal := q.Legal(r)
	if legal == 0 {
		return 0
	}
	isMax := q.ToMove(r) == 0
	best := 1 << 30
	if isMax {
		best = -1
	}
	// One fixed rule: the cards with most points first, then the higher cards.
	order := legal.Cards()
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && (r.Layout.Points[order[j]] > r.Layout.Points[order[j-1]] ||
			r.Layout.Points[order[j]] == r.Layout.Points[order[j-1]] && order[j] > order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for _, c := range order {
		next := *q
		w, pts := next.Play(r, c)
		gain := 0
		if w == 0 {
			gain = pts
		}
		v := gain + plainAB(r, &next, alpha-gain, beta-gain, nodes)
		if isMax {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// plainPoints is Points by plainAB.
func plainPoints(p *Position, nodes *uint64) int {
	q, _ := toSolver(p)
	r := PointRules(p.Game)
	return plainAB(&r, &q, -1, livePoints(p)+1, nodes) + p.Game.Layout().SetPoints(p.Skat)
}

func TestPlainAlphaBeta(t *testing.T) {
	ps := readRef(t, "four_cards.jsonl")
	var nodes uint64
	for i, p := range ps[:200] {
		if got := plainPoints(p, &nodes); got != p.Value {
			t.Fatalf("four_cards.jsonl:%d: plain alpha-beta %d; want %d", i+1, got, p.Value)
		}
	}
}

// BenchmarkFullGamePlainAlphaBeta is the first ablation row: the value of the full_game deals by
// plainAB (the first SKAT_BENCH_DEALS of them, or 10: seconds a deal).
func BenchmarkFullGamePlainAlphaBeta(b *testing.B) {
	ps := readRef(b, "full_game.jsonl")
	n := 10
	if v, err := strconv.Atoi(os.Getenv("SKAT_BENCH_DEALS")); err == nil && v > 0 && v < len(ps) {
		n = v
	}
	ps = ps[:n]
	var times []time.Duration
	var nodes []uint64
	for b.Loop() {
		times, nodes = times[:0], nodes[:0]
		for _, p := range ps {
			var k uint64
			start := time.Now()
			if v := plainPoints(p, &k); v != p.Value {
				b.Fatalf("plain alpha-beta on %s: %d; want %d", p, v, p.Value)
			}
			times = append(times, time.Since(start))
			nodes = append(nodes, k)
		}
	}
	reportDeals(b, times, nodes)
}
