// latticedag.go holds the lattice-dag command: the lattice searches on random AND-OR DAGs.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/cardsolve/cardsolve/pimc/andor"
	"github.com/cardsolve/cardsolve/pimc/lattice"
	"github.com/urfave/cli/v2"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:  "lattice-dag",
		Usage: "the lattice searches on random diamond-shaped AND-OR DAGs",
		Description: "Layer i of --depth layers has 3^min(i, 3d/2-i) nodes; each internal node gets --branching\n" +
			"random children in the next layer and is AND or OR at random (or by layer with\n" +
			"--alternating); each leaf is a random subset of the --vars worlds 1..V. --diagnose prints\n" +
			"the distribution of the node values and the cuts and cache entries of each search instead.",
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "depth", Value: 10, Usage: "number of layers (d)"},
			&cli.IntFlag{Name: "branching", Value: 4, Usage: "children per internal node (b)"},
			&cli.IntFlag{Name: "vars", Value: 10, Usage: "number of worlds (v), at most 64"},
			&cli.BoolFlag{Name: "alternating", Usage: "OR nodes on even layers, AND nodes on odd ones"},
			&cli.BoolFlag{Name: "diagnose", Usage: "with --lattice set, text only: root values, the share of worlds in node values by layer, and cuts and settled nodes per search (abc+ is ABC caching AND nodes cut at the empty set)"},
		}, searchFlags()...),
		Action: latticeDAGAction,
	})
}

// latticeDAGLine is one JSON output line.
type latticeDAGLine struct {
	Instance int     `json:"instance"`
	Algo     string  `json:"algo"`
	Seed     uint64  `json:"seed"`
	Lattice  string  `json:"lattice"`
	Nodes    int     `json:"nodes"`
	Value    any     `json:"value"`
	Best     int     `json:"best"`
	Explored int64   `json:"explored"`
	Visits   int64   `json:"visits"`
	Cuts     int64   `json:"cuts"`
	Settled  int64   `json:"settled"`
	Ms       float64 `json:"ms"`
	Aborted  bool    `json:"aborted,omitempty"`
}

func latticeDAGAction(c *cli.Context) error {
	o, err := parseSearchFlags(c)
	if err != nil {
		return err
	}
	spec := andor.RandomSpec{Depth: c.Int("depth"), Branching: c.Int("branching"), Vars: c.Int("vars"), Alternating: c.Bool("alternating")}
	if err := spec.Validate(); err != nil {
		return usageErr("lattice-dag: %v", err)
	}
	w := c.App.Writer
	if c.Bool("diagnose") {
		if o.lattice != latticeSet || o.json {
			return usageErr("lattice-dag: --diagnose needs --lattice set and --format text")
		}
		diagnoseDAGs(w, spec, o)
		return nil
	}
	enc := json.NewEncoder(w)
	if !o.json {
		fmt.Fprintf(w, "lattice-dag depth %d branching %d vars %d alternating %v, lattice %s, seed %d, %d instances\n",
			spec.Depth, spec.Branching, spec.Vars, spec.Alternating, o.lattice, o.seed, o.instances)
	}
	var sum searchSummary
	for i := range o.instances {
		shape, leaves := andor.Random(spec, rand.New(rand.NewPCG(o.seed, uint64(i))))
		var results []searchResult
		if o.lattice == latticeSet {
			g := andor.NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
			results, err = runSearches[lattice.Set64](lattice.NewPowerset64(spec.Vars), g, nil, o, set64Sets)
		} else {
			a := lattice.NewAntichain(spec.Vars)
			g := andor.NewGraph(shape, func(n int32) lattice.Family { return a.Principal(lattice.Bits{leaves[n]}) })
			results, err = runSearches(a, g, nil, o, antichainSets(a))
		}
		if err != nil {
			return inputErr(fmt.Errorf("lattice-dag: instance %d: %w", i, err))
		}
		if !o.json {
			fmt.Fprintf(w, "instance %d: %d nodes\n", i, shape.Len())
		}
		for _, r := range results {
			sum.add(r)
			if !o.json {
				fmt.Fprintf(w, "  %-4s %-44s explored %9d  visits %10d  %10.3f ms\n", r.algo, textValue(r, o.lattice, spec.Vars), r.stats.Explored, r.stats.Visits, millis(r.stats.Time))
				continue
			}
			line := latticeDAGLine{
				Instance: i, Algo: r.algo.String(), Seed: o.seed, Lattice: o.lattice, Nodes: shape.Len(),
				Value: jsonValue(r, o.lattice, func(k int) int { return k + 1 }),
				Best:  r.best, Explored: r.stats.Explored, Visits: r.stats.Visits,
				Cuts: r.stats.Cuts, Settled: r.stats.Settled, Ms: millis(r.stats.Time), Aborted: r.stats.Aborted,
			}
			if err := enc.Encode(line); err != nil {
				return err
			}
		}
	}
	if !o.json {
		sum.print(w)
	}
	return nil
}

// diagnoseDAGs prints what drives the counters on random DAGs over 2^S: each root value's number
// of worlds, per layer the mean share of worlds in the values of the nodes the root reaches and
// the share of those nodes whose value is empty or full, and per search the mean explored,
// visits, cuts and settled nodes (abc+ is ABC with ExactCuts). --algo, --max-visits and
// --no-refine are ignored: every search runs to the end, ABD with its refinement.
func diagnoseDAGs(w io.Writer, spec andor.RandomSpec, o searchOptions) {
	fmt.Fprintf(w, "lattice-dag depth %d branching %d vars %d alternating %v, lattice set, seed %d, %d instances: diagnosis\n",
		spec.Depth, spec.Branching, spec.Vars, spec.Alternating, o.seed, o.instances)
	layers := spec.Layers()
	share := make([]float64, spec.Depth)
	empty := make([]float64, spec.Depth)
	full := make([]float64, spec.Depth)
	reached := make([]float64, spec.Depth)
	names := []string{"ab", "abc", "abc+", "mmc", "abd"}
	var sums [5]andor.Stats
	roots := make([]int, 0, o.instances)
	p := lattice.NewPowerset64(spec.Vars)
	for i := range o.instances {
		shape, leaves := andor.Random(spec, rand.New(rand.NewPCG(o.seed, uint64(i))))
		g := andor.NewGraph(shape, func(n int32) lattice.Set64 { return lattice.Set64(leaves[n]) })
		vals := andor.Evaluate[lattice.Set64](p, g)
		roots = append(roots, vals[g.Root()].Count())
		reach := andor.Reachable[lattice.Set64](g)
		for l := range spec.Depth {
			for n := layers[l]; n < layers[l+1]; n++ {
				if !reach[n] {
					continue
				}
				reached[l]++
				share[l] += float64(vals[n].Count()) / float64(max(spec.Vars, 1))
				switch vals[n] {
				case p.Bottom():
					empty[l]++
				case p.Top():
					full[l]++
				}
			}
		}
		s := andor.NewSearcher[lattice.Set64](p, g, nil)
		for k, a := range []andor.Algo{andor.AB, andor.ABC, andor.ABC, andor.MMC, andor.ABD} {
			s.ExactCuts = names[k] == "abc+"
			_, st := s.Search(a)
			sums[k].Explored += st.Explored
			sums[k].Visits += st.Visits
			sums[k].Cuts += st.Cuts
			sums[k].Settled += st.Settled
			sums[k].Time += st.Time
		}
	}
	fmt.Fprintf(w, "worlds in the root value: %v\n", roots)
	fmt.Fprintf(w, "%-5s %10s %8s %8s %8s\n", "layer", "reached", "share", "empty", "full")
	for l := range spec.Depth {
		r := max(reached[l], 1)
		fmt.Fprintf(w, "%-5d %10.0f %8.4f %8.4f %8.4f\n", l, reached[l]/float64(o.instances), share[l]/r, empty[l]/r, full[l]/r)
	}
	fmt.Fprintf(w, "%-5s %12s %12s %12s %12s %10s\n", "mean", "explored", "visits", "cuts", "settled", "ms")
	n := float64(o.instances)
	for k, st := range sums {
		fmt.Fprintf(w, "%-5s %12.1f %12.1f %12.1f %12.1f %10.3f\n", names[k], float64(st.Explored)/n, float64(st.Visits)/n,
			float64(st.Cuts)/n, float64(st.Settled)/n, millis(st.Time)/n)
	}
}
