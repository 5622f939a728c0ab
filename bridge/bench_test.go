// bench_test.go holds the bridge benchmarks: full tables of DDS deals and the ablation of the
// search techniques on cut-down deals (see docs/PERFORMANCE.md).

package bridge

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// cut keeps the n highest cards of every hand of d.
func cut(d Deal, n int) Deal {
	var q Deal
	for s := range d {
		h := d[s]
		for i := 0; i < n && h != 0; i++ {
			c := h.Highest()
			q[s] |= cards.Bit(c)
			h &^= cards.Bit(c)
		}
	}
	return q
}

// benchTables solves the tables of deals once per iteration with a fresh solver made by mk, and
// reports the search nodes per table.
func benchTables(b *testing.B, deals []Deal, mk func() *Solver) {
	var nodes, cuts, first, probes, hits, fulls uint64
	for i := 0; i < b.N; i++ {
		s := mk()
		for _, d := range deals {
			if _, err := s.Table(d); err != nil {
				b.Fatal(err)
			}
		}
		st := s.Stats()
		nodes += st.Nodes
		cuts += st.Cutoffs
		first += st.FirstCut
		probes += st.TTProbes
		hits += st.TTHits
		fulls += st.TTFull
	}
	b.ReportMetric(float64(fulls)/float64(b.N), "tt-full")
	firstCut := 100 * float64(first) / float64(max(cuts, 1))
	b.ReportMetric(100*float64(hits)/float64(max(probes, 1)), "tt-hit%")
	b.ReportMetric(float64(nodes)/float64(b.N*len(deals)), "nodes/table")
	b.ReportMetric(firstCut, "first-cut%")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(deals)), "ms/table")
}

// BenchmarkAblation compares the techniques on the first six list10 deals cut to 8 cards a hand.
func BenchmarkAblation(b *testing.B) {
	cases := readDDSList(b, "../testdata/dds/list10.txt")
	var deals []Deal
	for _, c := range cases[:6] {
		deals = append(deals, cut(c.deal, 8))
	}
	variants := []struct {
		name string
		mk   func() *Solver
	}{
		{"default", func() *Solver { return NewSolver(solver.Options{TableMB: 16}) }},
		{"no-quick-tricks", func() *Solver {
			s := NewSolver(solver.Options{TableMB: 16})
			s.SetQuickTricks(false)
			return s
		}},
		{"no-skipping", func() *Solver { return NewSolver(solver.Options{TableMB: 16, NoSkip: true}) }},
		{"no-cutoff-memory", func() *Solver { return NewSolver(solver.Options{TableMB: 16, NoKillers: true}) }},
		{"no-sure-trick", func() *Solver { return NewSolver(solver.Options{TableMB: 16, NoSureTrick: true}) }},
		{"generic-ordering", func() *Solver { return NewSolver(solver.Options{TableMB: 16, SimpleOrder: true}) }},
		{"no-dominance", func() *Solver { return NewSolver(solver.Options{TableMB: 16, NoDominance: true}) }},
		{"no-partition", func() *Solver { return NewSolver(solver.Options{TableMB: 16, NoPartition: true}) }},
		{"no-table", func() *Solver { return NewSolver(solver.Options{TableMB: 16, NoTable: true}) }},
	}
	for _, v := range variants {
		b.Run(v.name, func(b *testing.B) { benchTables(b, deals, v.mk) })
	}
}

// BenchmarkAblationFull compares the techniques on full deals: the first four list10 deals (or
// BENCH_DEALS), 64 MB table. Without the table or partition search full deals take too long.
func BenchmarkAblationFull(b *testing.B) {
	cases := readDDSList(b, "../testdata/dds/list10.txt")
	k := 4
	if v, err := strconv.Atoi(os.Getenv("BENCH_DEALS")); err == nil && v > 0 && v <= len(cases) {
		k = v
	}
	var deals []Deal
	for _, c := range cases[:k] {
		deals = append(deals, c.deal)
	}
	for _, v := range fullVariants(benchMB) {
		b.Run(v.name, func(b *testing.B) { benchTables(b, deals, v.mk) })
	}
}

// fullVariants returns the solvers of the full-deal ablations: the default and each technique
// switched off in turn, with a table of mb megabytes.
func fullVariants(mb int) []ablationVariant {
	with := func(f func(*solver.Options)) func() *Solver {
		return func() *Solver {
			o := solver.Options{TableMB: mb}
			f(&o)
			return NewSolver(o)
		}
	}
	return []ablationVariant{
		{"default", with(func(*solver.Options) {})},
		{"no-quick-tricks", func() *Solver {
			s := NewSolver(solver.Options{TableMB: mb})
			s.SetQuickTricks(false)
			return s
		}},
		{"no-skipping", with(func(o *solver.Options) { o.NoSkip = true })},
		{"no-cutoff-memory", with(func(o *solver.Options) { o.NoKillers = true })},
		{"no-sure-trick", with(func(o *solver.Options) { o.NoSureTrick = true })},
		{"generic-ordering", with(func(o *solver.Options) { o.SimpleOrder = true })},
		{"no-lead-probe", with(func(o *solver.Options) { o.NoLeadProbe = true })},
		{"no-dominance", with(func(o *solver.Options) { o.NoDominance = true })},
		{"no-void-memory", with(func(o *solver.Options) { o.NoVoidMemory = true })},
		{"no-split-lists", with(func(o *solver.Options) { o.SplitAt = -1 })},
		{"no-endplay-rules", with(func(o *solver.Options) { o.NoEndplay = true })},
	}
}

type ablationVariant struct {
	name string
	mk   func() *Solver
}

// BenchmarkAblationFourVoid compares the techniques on one strain of thomas1, DDS' four-void deal
// (or of the testdata/dds file BENCH_FILE names, such as thomas2.txt; notrump, or the strain
// BENCH_STRAIN names: S, H, D, C or N), with a table of BENCH_MB megabytes (384 by default): the
// four leaders' values, checked against the deal's TABLE line. It reports nodes and trick starts
// (leads) of the strain. A strain takes seconds to a minute, and up to ten times that with a
// technique off: run one variant at a time, -benchtime 1x.
func BenchmarkAblationFourVoid(b *testing.B) {
	path := "../testdata/dds/thomas1.txt"
	if f := os.Getenv("BENCH_FILE"); f != "" {
		path = filepath.Join("../testdata/dds", f)
	}
	c := readDDSList(b, path)[0]
	strain := NoTrump
	if v := os.Getenv("BENCH_STRAIN"); v != "" {
		var err error
		if strain, err = ParseStrain(v); err != nil {
			b.Fatalf("BENCH_STRAIN=%q: %v", v, err)
		}
	}
	mb := 384
	if os.Getenv("BENCH_MB") != "" {
		mb = benchFileMB(b)
	}
	for _, v := range fullVariants(mb) {
		b.Run(v.name, func(b *testing.B) {
			var st solver.Stats
			for i := 0; i < b.N; i++ {
				s := v.mk()
				col, err := s.StrainTable(c.deal, strain)
				if err != nil {
					b.Fatal(err)
				}
				for d := Seat(0); d < NumSeats; d++ {
					if col[d] != c.table[d][strain] {
						b.Fatalf("%s:%d: %v by %v: %d tricks; want %d", path, c.line, strain, d, col[d], c.table[d][strain])
					}
				}
				x := s.Stats()
				st.Nodes += x.Nodes
				st.Leads += x.Leads
				st.TTFull += x.TTFull
			}
			n := float64(b.N)
			b.ReportMetric(float64(st.Nodes)/n, "nodes")
			b.ReportMetric(float64(st.Leads)/n, "leads")
			b.ReportMetric(float64(st.TTFull)/n, "tt-full")
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/n, "ms/strain")
		})
	}
}

// BenchmarkTableList10 solves the full tables of the first k deals of list10, one thread (k = 2, or
// the value of BENCH_DEALS).
func BenchmarkTableList10(b *testing.B) {
	cases := readDDSList(b, "../testdata/dds/list10.txt")
	k := 2
	if v, err := strconv.Atoi(os.Getenv("BENCH_DEALS")); err == nil && v > 0 && v <= len(cases) {
		k = v
	}
	{
		var deals []Deal
		for _, c := range cases[:k] {
			deals = append(deals, c.deal)
		}
		b.Run(fmt.Sprintf("deals=%d", k), func(b *testing.B) {
			benchTables(b, deals, func() *Solver { return NewSolver(solver.Options{TableMB: benchMB}) })
		})
	}
}

// benchMB is the table size of BenchmarkTableList10.
var benchMB = 64

// BenchmarkTableList10NoQuickTricks is BenchmarkTableList10 with the quick-trick bounds off.
func BenchmarkTableList10NoQuickTricks(b *testing.B) {
	cases := readDDSList(b, "../testdata/dds/list10.txt")
	deals := []Deal{cases[0].deal, cases[1].deal}
	benchTables(b, deals, func() *Solver {
		s := NewSolver(solver.Options{TableMB: benchMB})
		s.SetQuickTricks(false)
		return s
	})
}

// BenchmarkFutList10 computes the value of every card of the first leader of all ten list10 deals
// (DDS' FUT lines), one solver cleared before each deal (see BenchmarkFutList100).
func BenchmarkFutList10(b *testing.B) {
	cases := readDDSList(b, "../testdata/dds/list10.txt")
	var nodes uint64
	s := NewSolver(solver.Options{TableMB: benchMB})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, c := range cases {
			s.ClearTable() // as a fresh solver, without a new table's memory (FutList100)
			s.ResetStats()
			if _, err := s.CardValues(Position{Deal: c.deal, Strain: c.strain, Leader: c.leader}); err != nil {
				b.Fatal(err)
			}
			nodes += s.Stats().Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(cases)), "nodes/deal")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(cases)), "ms/deal")
}

// BenchmarkNodeSuite is the node-count yardstick of search changes: the full tables of the ten
// list10 deals, the card values of list100 deals 11-40 (DDS' FUT lines) and the full tables of
// list100 deals 41-50, each deal with a fresh 64 MB solver. Node counts do not depend on the
// machine, so two builds compare exactly even on a busy machine (times do not).
func BenchmarkNodeSuite(b *testing.B) {
	list10 := readDDSList(b, "../testdata/dds/list10.txt")
	list100 := readDDSList(b, "../testdata/dds/list100.txt")
	var tab10, fut, tab100 uint64
	for i := 0; i < b.N; i++ {
		for _, c := range list10 {
			s := NewSolver(solver.Options{TableMB: benchMB})
			if _, err := s.Table(c.deal); err != nil {
				b.Fatal(err)
			}
			tab10 += s.Stats().Nodes
		}
		for _, c := range list100[10:40] {
			s := NewSolver(solver.Options{TableMB: benchMB})
			if _, err := s.CardValues(Position{Deal: c.deal, Strain: c.strain, Leader: c.leader}); err != nil {
				b.Fatal(err)
			}
			fut += s.Stats().Nodes
		}
		for _, c := range list100[40:50] {
			s := NewSolver(solver.Options{TableMB: benchMB})
			if _, err := s.Table(c.deal); err != nil {
				b.Fatal(err)
			}
			tab100 += s.Stats().Nodes
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(tab10)/n, "list10-table-nodes")
	b.ReportMetric(float64(fut)/n, "list100[11:40]-fut-nodes")
	b.ReportMetric(float64(tab100)/n, "list100[41:50]-table-nodes")
}
