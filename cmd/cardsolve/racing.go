// racing.go holds the racing command: best-defence values of random racing instances.

package main

import (
	"encoding/json"
	"fmt"

	"github.com/cardsolve/cardsolve/pimc/andor"
	"github.com/cardsolve/cardsolve/pimc/lattice"
	"github.com/cardsolve/cardsolve/racing"
	"github.com/urfave/cli/v2"
)

func init() {
	commands = append(commands, &cli.Command{
		Name:  "racing",
		Usage: "best-defence values of random racing instances with the lattice searches",
		Description: "MIN and MAX hold --hand cards of 1..--deck; MIN leads; the higher card wins the trick; MAX\n" +
			"wins by reaching --goal tricks first. Each instance is MAX's hand and MIN's lead, drawn from\n" +
			"--seed. The worlds are MIN's possible hands; the value is the worlds MAX wins (set) or the\n" +
			"maximal sets of worlds one uniform strategy wins (antichain).",
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "hand", Value: 5, Usage: "cards per player (h)"},
			&cli.IntFlag{Name: "deck", Value: 20, Usage: "deck size: ranks 1..d"},
			&cli.IntFlag{Name: "goal", Value: 5, Usage: "tricks to win (g)"},
			&cli.BoolFlag{Name: "bounds", Usage: "initialise nodes with admissible bounds (worlds MAX already knows are impossible count as won)"},
			&cli.BoolFlag{Name: "slices", Usage: "with --lattice set, keep sets of worlds as word slices even when they fit in one word (ablation)"},
		}, searchFlags()...),
		Action: racingAction,
	})
}

// racingLine is one JSON output line.
type racingLine struct {
	Instance int     `json:"instance"`
	Algo     string  `json:"algo"`
	Seed     uint64  `json:"seed"`
	Lattice  string  `json:"lattice"`
	MaxHand  []int   `json:"max_hand"`
	MinLead  int     `json:"min_lead"`
	Worlds   int     `json:"worlds"`
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

func racingAction(c *cli.Context) error {
	o, err := parseSearchFlags(c)
	if err != nil {
		return err
	}
	p := racing.Params{Hand: c.Int("hand"), Deck: c.Int("deck"), Goal: c.Int("goal")}
	if err := p.Validate(); err != nil {
		return usageErr("racing: %v", err)
	}
	if n, ok := racing.WorldCount(p); !ok {
		return usageErr("racing: %d worlds (hand %d, deck %d): at most %d supported", n, p.Hand, p.Deck, racing.MaxWorlds)
	}
	w := c.App.Writer
	enc := json.NewEncoder(w)
	if !o.json {
		fmt.Fprintf(w, "racing hand %d deck %d goal %d, lattice %s, seed %d, %d instances\n", p.Hand, p.Deck, p.Goal, o.lattice, o.seed, o.instances)
	}
	var sum searchSummary
	for i := range o.instances {
		in := racing.Draw(p, o.seed, i)
		g, err := racing.Build(in, 0)
		if err != nil {
			return usageErr("racing: instance %d: %v", i, err)
		}
		results, err := racingSearch(g, o, c.Bool("bounds"), c.Bool("slices"))
		if err != nil {
			return inputErr(fmt.Errorf("racing: instance %d: %w", i, err))
		}
		hand := racing.Ranks(in.Max)
		if !o.json {
			fmt.Fprintf(w, "instance %d: MAX %v, MIN leads %d, %d worlds, %d nodes\n", i, hand, racing.Rank(in.Lead), len(g.Worlds), g.Len())
		}
		for _, r := range results {
			sum.add(r)
			if !o.json {
				fmt.Fprintf(w, "  %-4s %-44s explored %9d  visits %10d  %10.3f ms\n", r.algo, textValue(r, o.lattice, len(g.Worlds)), r.stats.Explored, r.stats.Visits, millis(r.stats.Time))
				continue
			}
			line := racingLine{
				Instance: i, Algo: r.algo.String(), Seed: o.seed, Lattice: o.lattice, MaxHand: hand,
				MinLead: racing.Rank(in.Lead), Worlds: len(g.Worlds), Nodes: g.Len(),
				Value: jsonValue(r, o.lattice, func(k int) []int { return racing.Ranks(g.Worlds[k]) }),
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

// racingSearch runs the chosen searches on g in the chosen lattice: for 2^S one word per value when
// the worlds fit in 64 bits and slices is not set, word slices otherwise.
func racingSearch(g *racing.Game, o searchOptions, useBounds, slices bool) ([]searchResult, error) {
	n := len(g.Worlds)
	switch {
	case o.lattice == latticeAntichain:
		a := lattice.NewAntichain(n)
		dag, b := racing.Graph(g, func(x lattice.Bits) lattice.Family { return a.Principal(x) })
		return runSearches(a, dag, boundsIf(b, useBounds), o, antichainSets(a))
	case n <= 64 && !slices:
		dag, b := racing.Graph(g, func(x lattice.Bits) lattice.Set64 { return lattice.Set64(x[0]) })
		return runSearches[lattice.Set64](lattice.NewPowerset64(n), dag, boundsIf(b, useBounds), o, set64Sets)
	default:
		dag, b := racing.Graph(g, func(x lattice.Bits) lattice.Bits { return x })
		return runSearches[lattice.Bits](lattice.NewPowerset(n), dag, boundsIf(b, useBounds), o, bitsSets)
	}
}

// boundsIf returns b when use is set, else no bounds.
func boundsIf[V any](b andor.Bounder[V], use bool) andor.Bounder[V] {
	if use {
		return b
	}
	return nil
}
