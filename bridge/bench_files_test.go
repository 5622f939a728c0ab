// bench_files_test.go holds the per-deal benchmarks of the reference files (DDS' thomas1, thomas2
// and largest, bridge-solver's hard and long deals) and the whole-list benchmarks of list100, the
// measurements issue 3 asks for (see docs/PERFORMANCE.md).

package bridge

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/solver"
)

// benchFileMB is the table size of the benchmarks of this file: benchMB, or the value of BENCH_MB.
func benchFileMB(b *testing.B) int {
	v := os.Getenv("BENCH_MB")
	if v == "" {
		return benchMB
	}
	mb, err := strconv.Atoi(v)
	if err != nil || mb <= 0 {
		b.Fatalf("BENCH_MB=%q: want a positive number of megabytes", v)
	}
	return mb
}

// peakRSSMB returns the peak resident memory of the process in megabytes (VmHWM of
// /proc/self/status), or false where that file does not exist.
func peakRSSMB() (float64, bool) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				return 0, false
			}
			return float64(kb) / 1024, true
		}
	}
	return 0, false
}

// benchDeal solves the full table of one deal per iteration with a fresh one-thread solver, checks
// it against want (where names the reference), and reports ms/table and nodes/table as benchTables
// does, the times the table filled (tt-full), and the memory after the solves: heap-MB is the heap obtained from the system
// (runtime.MemStats.HeapSys), rss-peak-MB the peak resident memory of the whole process so far (run
// one deal per process, -bench with its full name, for a figure of that deal alone).
func benchDeal(b *testing.B, d Deal, want Table, where string) {
	mb := benchFileMB(b)
	runtime.GC()
	var nodes, fulls uint64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := NewSolver(solver.Options{TableMB: mb})
		got, err := s.Table(d)
		if err != nil {
			b.Fatalf("%s: %v", where, err)
		}
		if got != want {
			b.Fatalf("%s: Table(%v) = %v; want %v", where, d, got, want)
		}
		nodes += s.Stats().Nodes
		fulls += s.Stats().TTFull
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/table")
	b.ReportMetric(float64(fulls)/float64(b.N), "tt-full")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/table")
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapSys)/(1<<20), "heap-MB")
	if rss, ok := peakRSSMB(); ok {
		b.ReportMetric(rss, "rss-peak-MB")
	}
}

// BenchmarkDDSFile solves the table of every deal of DDS' slow files and checks it against the
// deal's TABLE line, one sub-benchmark per deal: BenchmarkDDSFile/thomas1.txt/deal1, numbered in
// file order; a deal that repeats an earlier one (largest.txt's 8, 13, 14, 15 and 18) is left out.
// thomas1 and thomas2 take minutes at the current speed; use -benchtime 1x and a long -timeout.
func BenchmarkDDSFile(b *testing.B) {
	for _, file := range []string{"thomas1.txt", "thomas2.txt", "largest.txt"} {
		path := filepath.Join("../testdata/dds", file)
		cases := readDDSList(b, path)
		b.Run(file, func(b *testing.B) {
			seen := map[Deal]bool{}
			for i, c := range cases {
				if !c.hasTbl {
					b.Fatalf("%s:%d: deal %d has no TABLE line", path, c.line, i+1)
				}
				if seen[c.deal] {
					continue // largest.txt repeats deals with another FUT strain or leader
				}
				seen[c.deal] = true
				b.Run(fmt.Sprintf("deal%d", i+1), func(b *testing.B) {
					benchDeal(b, c.deal, c.table, fmt.Sprintf("%s:%d", path, c.line))
				})
			}
		})
	}
}

// BenchmarkHardDeals solves the table of every deal of bridge-solver's hard and long deals and
// checks it against RESULTS, one sub-benchmark per deal: BenchmarkHardDeals/hard_deals/deal.1,
// BenchmarkHardDeals/long_deals/deal.01. The long deals take minutes each at the current speed.
func BenchmarkHardDeals(b *testing.B) {
	for _, dir := range []string{"hard_deals", "long_deals"} {
		deals := readBSDeals(b, filepath.Join("../testdata/bridge-solver", dir))
		b.Run(dir, func(b *testing.B) {
			for _, d := range deals {
				b.Run(d.name, func(b *testing.B) {
					benchDeal(b, d.deal, d.table, fmt.Sprintf("%s (RESULTS:%d)", d.path, d.line))
				})
			}
		})
	}
}

// BenchmarkTableList100 solves the tables of all 100 list100 deals with one fresh solver per
// iteration, one thread, and checks them against the TABLE lines (over 20 minutes at the current
// speed: -benchtime 1x, a long -timeout). It reports ms/table and nodes/table as benchTables does.
func BenchmarkTableList100(b *testing.B) {
	const path = "../testdata/dds/list100.txt"
	cases := readDDSList(b, path)
	mb := benchFileMB(b)
	var nodes uint64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := NewSolver(solver.Options{TableMB: mb})
		for _, c := range cases {
			got, err := s.Table(c.deal)
			if err != nil {
				b.Fatalf("%s:%d: %v", path, c.line, err)
			}
			if got != c.table {
				b.Fatalf("%s:%d: Table(%s) = %v; want %v", path, c.line, c.dealStr, got, c.table)
			}
		}
		nodes += s.Stats().Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(cases)), "nodes/table")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(cases)), "ms/table")
}

// BenchmarkFutList100 computes the value of every card of the first leader of all 100 list100
// deals (DDS' FUT lines), as BenchmarkFutList10 does for list10: one solver, its table cleared
// before each deal, so that every deal searches as with a fresh solver (the same nodes) without
// paying for a new table's memory, as the command line's workers and DDS' driver do not either.
// (With a fresh 64 MB solver per deal the allocation and the first touches of its memory took a
// quarter of the time: 4.30-4.49 s against 3.19-3.20 s for the same nodes, docs/PERFORMANCE.md.)
func BenchmarkFutList100(b *testing.B) {
	cases := readDDSList(b, "../testdata/dds/list100.txt")
	mb := benchFileMB(b)
	var nodes, leads uint64
	s := NewSolver(solver.Options{TableMB: mb})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, c := range cases {
			s.ClearTable()
			s.ResetStats()
			if _, err := s.CardValues(Position{Deal: c.deal, Strain: c.strain, Leader: c.leader}); err != nil {
				b.Fatal(err)
			}
			nodes += s.Stats().Nodes
			leads += s.Stats().Leads
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(cases)), "nodes/deal")
	// DDS reports the nodes at a trick's start (its trickNodes); this is the same count.
	b.ReportMetric(float64(leads)/float64(b.N*len(cases)), "leads/deal")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(cases)), "ms/deal")
}
