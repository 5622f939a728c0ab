// Command treestats prints the shape of the double-dummy search of one deal, strain by strain:
// the table, the search counters, and, when built with -tags diag, per trick the trick starts
// reached and what settled them (table, static bounds) or whether they were searched, with the
// cards the searched ones' entries cover, and per ply the nodes that tried moves, the moves tried
// per node and the share of nodes cut. It is the tool behind the tree comparison with
// bridge-solver in docs/PERFORMANCE.md:
//
//	go run -tags diag ./tools/treestats -s N "S:Q853.AJ962.KT74. AJ962.KT74..Q853 KT74..Q853.AJ962 .Q853.AJ962.KT74"
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/cardsolve/cardsolve/bridge"
	"github.com/cardsolve/cardsolve/solver"
)

func main() {
	mb := flag.Int("mb", 384, "transposition table size in megabytes")
	strains := flag.String("s", "SHDCN", "strains to solve, of S, H, D, C, N")
	plies := flag.Bool("plies", false, "also print the per-ply counters")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: treestats [-mb N] [-s SHDCN] [-plies] PBN-DEAL")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	d, err := bridge.ParseDeal(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "treestats:", err)
		os.Exit(1)
	}
	s := bridge.NewSolver(solver.Options{TableMB: *mb})
	for _, c := range *strains {
		st := bridge.Strain(strings.IndexRune("SHDCN", c))
		if st < 0 {
			fmt.Fprintf(os.Stderr, "treestats: bad strain %q (want S, H, D, C or N)\n", c)
			os.Exit(2)
		}
		before := s.Stats()
		s.ResetDiag()
		t := time.Now()
		col, err := s.StrainTable(d, st)
		if err != nil {
			fmt.Fprintln(os.Stderr, "treestats:", err)
			os.Exit(1)
		}
		x := s.Stats()
		fmt.Printf("%v: declarer N E S W %v; nodes %d, trick starts %d, %.2f s\n", st, col, x.Nodes-before.Nodes, x.Leads-before.Leads, time.Since(t).Seconds())
		g := s.Diag()
		if g == nil {
			fmt.Println("  (build with -tags diag for the per-trick counters)")
			continue
		}
		var visits, moves uint64
		for i := range g.Visits {
			visits, moves = visits+g.Visits[i], moves+g.Kids[i]
		}
		fmt.Printf("  visits %d (nodes that tried moves), moves tried %d\n", visits, moves)
		fmt.Println("  trick   reached     table    bounds  searched  covered/searched")
		for i := range g.Reached {
			if g.Reached[i] == 0 {
				continue
			}
			fmt.Printf("  %5d %9d %9d %9d %9d  %.2f\n", i+1, g.Reached[i], g.TableCut[i], g.BoundCut[i], g.Searched[i], float64(g.Covered[i])/float64(max(g.Searched[i], 1)))
		}
		if *plies {
			fmt.Println("  ply    visits  moves/visit  cut share")
			for i := range g.Visits {
				if g.Visits[i] == 0 {
					continue
				}
				fmt.Printf("  %3d %9d  %.2f  %.2f\n", i, g.Visits[i], float64(g.Kids[i])/float64(g.Visits[i]), float64(g.Cuts[i])/float64(g.Visits[i]))
			}
		}
	}
}
