// bench.go holds the bench command: a fixed list of problems searched with a fixed table size on one
// thread, printing the node count (the bench signature) and the time.

package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/cardsolve/cardsolve/bridge"
	"github.com/cardsolve/cardsolve/solver"
	"github.com/urfave/cli/v2"
)

// benchTableMB is the fixed transposition table size of bench: the signature depends on it.
const benchTableMB = 16

// benchItem is one problem of the bench. run solves it with a fresh solver whose table takes
// tableMB megabytes and returns the solver's node count. Other games append their own items to
// benchItems from an init function in their own file.
type benchItem struct {
	name string
	run  func(tableMB int) (nodes uint64, err error)
}

// benchItems is the bench list, in the order it is run.
var benchItems []benchItem

// bridgeBenchPosition is a bridge end position of the bench.
type bridgeBenchPosition struct {
	name   string
	deal   string
	strain bridge.Strain
	leader bridge.Seat
}

// bridgeBench holds the first six deals of testdata/dds/list10.txt with their trump and leader,
// each hand cut down to its highest cards (by rank, clubs first among equal ranks): to 8 cards for
// a full double-dummy table (20 searches sharing one table) and to 7 cards for the values of every
// card of the leader. The list is fixed: changing it changes the bench signature.
var bridgeBench = []struct {
	table, cards bridgeBenchPosition
}{
	{
		bridgeBenchPosition{"list10-1/8", "N:QJ.K.J8.T98 8.J97.AT7.Q K.T8.KQ9.A7 AT9.AQ4..KJ", bridge.Spades, bridge.North},
		bridgeBenchPosition{"list10-1/7", "N:QJ.K.J.T98 8.J9.AT7.Q K.T8.KQ9.A AT9.AQ..KJ", bridge.Spades, bridge.North},
	},
	{
		bridgeBenchPosition{"list10-2/8", "N:AK9.KQ.A9.K QJT.T.6.QJ8 .J975.K75.9 8.A.QJT.AT7", bridge.NoTrump, bridge.East},
		bridgeBenchPosition{"list10-2/7", "N:AK.KQ.A9.K QJT.T..QJ8 .J97.K75.9 8.A.QJT.AT", bridge.NoTrump, bridge.East},
	},
	{
		bridgeBenchPosition{"list10-3/8", "N:7.QJT.AQ.T7 QT..KJ9.AQ8 5.A95.76.K6 AKJ9.K.T.J9", bridge.Spades, bridge.South},
		bridgeBenchPosition{"list10-3/7", "N:.QJT.AQ.T7 QT..KJ9.AQ .A95.76.K6 AKJ.K.T.J9", bridge.Spades, bridge.South},
	},
	{
		bridgeBenchPosition{"list10-4/8", "N:J8.8.AK7.T8 K75.T65.J.J AT.KQ9.Q9.Q Q9.AJ.T.AK9", bridge.NoTrump, bridge.South},
		bridgeBenchPosition{"list10-4/7", "N:J8.8.AK.T8 K7.T65.J.J AT.KQ.Q9.Q Q.AJ.T.AK9", bridge.NoTrump, bridge.South},
	},
	{
		bridgeBenchPosition{"list10-5/8", "N:AK87.9.76.J QJ.K.KJ.KQT T.QT8.AT9.8 9.AJ76.Q.A7", bridge.NoTrump, bridge.South},
		bridgeBenchPosition{"list10-5/7", "N:AK87.9.7.J QJ.K.KJ.KQ T.QT.AT9.8 9.AJ7.Q.A7", bridge.NoTrump, bridge.South},
	},
	{
		bridgeBenchPosition{"list10-6/8", "N:QJT96..AJ.A .KQJ97.7.76 7.T.Q9865.T AK.A.KT.KQJ", bridge.Spades, bridge.East},
		bridgeBenchPosition{"list10-6/7", "N:QJT9..AJ.A .KQJ97.7.7 7.T.Q986.T AK.A.K.KQJ", bridge.Spades, bridge.East},
	},
}

// bridgeBenchFull holds two whole deals of testdata/dds/list10.txt (its deals 6 and 7, the
// quickest), with DDS' trump and leader: the full double-dummy table and the values of the
// leader's cards, so that the searches near the root (lead probing from ten tricks left) count.
var bridgeBenchFull = []bridgeBenchPosition{
	{"list10-6", "W:AK8.A83.KT.KQJ98 QJT96543.4.AJ.A5 .KQJ976.742.7642 72.T52.Q98653.T3", bridge.Spades, bridge.East},
	{"list10-7", "N:KT.6.AKQ64.A7654 Q53.KT9874.T2.Q2 AJ876.A2.953.KJT 942.QJ53.J87.983", bridge.Spades, bridge.West},
}

func init() {
	for _, b := range bridgeBenchFull {
		bridgeBench = append(bridgeBench, struct{ table, cards bridgeBenchPosition }{b, b})
	}
	for _, b := range bridgeBench {
		t, cv := b.table, b.cards
		benchItems = append(benchItems,
			benchItem{name: "bridge " + t.name + " table", run: func(mb int) (uint64, error) {
				d, err := bridge.ParseDeal(t.deal)
				if err != nil {
					return 0, err
				}
				s := bridge.NewSolver(solver.Options{TableMB: mb})
				_, err = s.Table(d)
				return s.Stats().Nodes, err
			}},
			benchItem{name: fmt.Sprintf("bridge %s %v by %v cards", cv.name, cv.strain, cv.leader), run: func(mb int) (uint64, error) {
				d, err := bridge.ParseDeal(cv.deal)
				if err != nil {
					return 0, err
				}
				s := bridge.NewSolver(solver.Options{TableMB: mb})
				_, err = s.CardValues(bridge.Position{Deal: d, Strain: cv.strain, Leader: cv.leader})
				return s.Stats().Nodes, err
			}},
		)
	}
	commands = append(commands, &cli.Command{
		Name:  "bench",
		Usage: "search a fixed list of positions on one thread and print the node count (the bench signature)",
		Description: "Each problem gets a fresh solver with a --tt-mb table. The last lines are the signature,\n" +
			"`Nodes searched: N`, which only a change of search behaviour may change, then the time\n" +
			"and the speed.",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "tt-mb", Value: benchTableMB, Usage: "transposition table size in megabytes (the signature holds for the default)"},
		},
		Action: benchAction,
	})
}

func benchAction(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageErr("bench takes no arguments, got %q", c.Args().First())
	}
	mb := c.Int("tt-mb")
	if mb < 1 || mb > maxTableMB {
		return usageErr("--tt-mb %d: want 1..%d", mb, maxTableMB)
	}
	w := c.App.Writer
	var total uint64
	var elapsed time.Duration
	for _, it := range benchItems {
		start := time.Now()
		nodes, err := it.run(mb)
		d := time.Since(start)
		if err != nil {
			return inputErr(fmt.Errorf("bench %s: %v", it.name, err))
		}
		total += nodes
		elapsed += d
		fmt.Fprintf(w, "%-40s %12d nodes %10.1f ms\n", it.name, nodes, millis(d))
	}
	fmt.Fprintf(w, "\nNodes searched: %d\n", total)
	fmt.Fprintf(w, "Time: %.3f s\n", elapsed.Seconds())
	nps := 0.0
	if elapsed > 0 {
		nps = float64(total) / elapsed.Seconds()
	}
	fmt.Fprintf(w, "Nodes/second: %.0f\n", nps)
	fmt.Fprintf(w, "Build: %s\n", buildLabel())
	return nil
}

// buildLabel names the build behind bench's times: the Go version, the target and, on amd64, the
// instruction-set level the binary was compiled for (GOAMD64: v3 allows single instructions for
// bit counts and variable shifts, about 5 % faster; docs/PERFORMANCE.md).
func buildLabel() string {
	label := runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, st := range info.Settings {
			if st.Key == "GOAMD64" {
				label += " GOAMD64=" + st.Value
			}
		}
	}
	return label
}
