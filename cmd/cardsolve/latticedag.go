// latticedag.go holds the lattice-dag command: the lattice searches on random AND-OR DAGs.

package main

import (
	"encoding/json"
	"fmt"
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
			"--alternating); each leaf is a random subset of the --vars worlds 1..V.",
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "depth", Value: 10, Usage: "number of layers (d)"},
			&cli.IntFlag{Name: "branching", Value: 4, Usage: "children per internal node (b)"},
			&cli.IntFlag{Name: "vars", Value: 10, Usage: "number of worlds (v), at most 64"},
			&cli.BoolFlag{Name: "alternating", Usage: "OR nodes on even layers, AND nodes on odd ones"},
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
				Best:  r.best, Explored: r.stats.Explored, Visits: r.stats.Visits, Ms: millis(r.stats.Time), Aborted: r.stats.Aborted,
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
