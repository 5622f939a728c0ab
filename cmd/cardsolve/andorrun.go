// andorrun.go holds what the racing and lattice-dag commands share: flag parsing for the lattice
// and algorithms, running the searches on one DAG, and the text searchSummary.

package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/cardsolve/cardsolve/pimc/andor"
	"github.com/cardsolve/cardsolve/pimc/lattice"
	"github.com/urfave/cli/v2"
)

// Lattice flag values.
const (
	latticeSet       = "set"       // 2^S: worlds won by some world-dependent strategy
	latticeAntichain = "antichain" // 2^(2^S): sets of worlds won by one uniform strategy
)

// searchFlags returns the flags shared by the lattice search commands.
func searchFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "instances", Value: 1, Usage: "number of instances"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the instance generator (PCG)"},
		&cli.StringFlag{Name: "lattice", Value: latticeSet, Usage: "value lattice: set (2^S) or antichain (2^(2^S))"},
		&cli.StringFlag{Name: "algo", Value: "all", Usage: "search: ab, abc, mmc, abd or all"},
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text or json (one line per instance and algorithm)"},
		&cli.Int64Flag{Name: "max-visits", Usage: "abort a search after this many visits (0: no limit)"},
		&cli.BoolFlag{Name: "no-refine", Usage: "abd without refining bounds from the children a cut skipped (plain Algorithm 2)"},
	}
}

// searchOptions are the parsed shared flags.
type searchOptions struct {
	instances int
	seed      uint64
	lattice   string
	algos     []andor.Algo
	json      bool
	limit     int64
	noRefine  bool
}

// parseSearchFlags validates the shared flags; errors are usage errors.
func parseSearchFlags(c *cli.Context) (searchOptions, error) {
	o := searchOptions{instances: c.Int("instances"), seed: c.Uint64("seed"), lattice: c.String("lattice"), limit: c.Int64("max-visits"), noRefine: c.Bool("no-refine")}
	if c.NArg() > 0 {
		return o, usageErr("%s takes no arguments, got %q", c.Command.Name, c.Args().First())
	}
	if o.instances < 1 || o.instances > 1_000_000 {
		return o, usageErr("--instances %d: want 1..1000000", o.instances)
	}
	if o.lattice != latticeSet && o.lattice != latticeAntichain {
		return o, usageErr("--lattice %q: want set or antichain", o.lattice)
	}
	if o.limit < 0 {
		return o, usageErr("--max-visits %d: want 0 or more", o.limit)
	}
	switch f := c.String("format"); f {
	case "text":
	case "json":
		o.json = true
	default:
		return o, usageErr("--format %q: want text or json", f)
	}
	if a := c.String("algo"); a == "all" {
		o.algos = andor.Algos
	} else {
		algo, err := andor.ParseAlgo(a)
		if err != nil {
			return o, usageErr("--algo: %v", err)
		}
		o.algos = []andor.Algo{algo}
	}
	return o, nil
}

// searchResult is the outcome of one search on one instance.
type searchResult struct {
	algo  andor.Algo
	sets  [][]int // the value as sets of world indices: one set for 2^S, the maximal sets for 2^(2^S)
	best  int     // most worlds in one set
	stats andor.Stats
}

// runSearches runs each algorithm on g and converts the values with sets. It reports an error when
// two completed searches disagree, which would be a bug in a search. The garbage of one search is
// collected before the next starts, so that it is not charged to the next one's time.
func runSearches[V any](lat lattice.Lattice[V], g andor.DAG[V], b andor.Bounder[V], o searchOptions, sets func(V) [][]int) ([]searchResult, error) {
	s := andor.NewSearcher(lat, g, b)
	s.Limit = o.limit
	s.NoRefine = o.noRefine
	out := make([]searchResult, 0, len(o.algos))
	var first *V
	for _, a := range o.algos {
		runtime.GC()
		v, st := s.Search(a)
		r := searchResult{algo: a, stats: st}
		if !st.Aborted {
			if first == nil {
				first = &v
			} else if !lat.Equal(*first, v) {
				return nil, fmt.Errorf("searches disagree: %v found a different value", a)
			}
			r.sets = sets(v)
			for _, x := range r.sets {
				r.best = max(r.best, len(x))
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// Set converters for runSearches.

func set64Sets(v lattice.Set64) [][]int { return [][]int{v.Elems()} }
func bitsSets(v lattice.Bits) [][]int   { return [][]int{v.Elems()} }

// antichainSets returns the converter of Families of a.
func antichainSets(a lattice.Antichain) func(lattice.Family) [][]int {
	return func(f lattice.Family) [][]int { return a.Sets(f) }
}

// jsonValue maps a result's sets of world indices through world: a list of worlds for 2^S, a list
// of lists for 2^(2^S), nil when the search was aborted.
func jsonValue[W any](r searchResult, lat string, world func(int) W) any {
	if r.stats.Aborted {
		return nil
	}
	conv := func(x []int) []W {
		out := make([]W, len(x))
		for i, e := range x {
			out[i] = world(e)
		}
		return out
	}
	if lat == latticeSet {
		return conv(r.sets[0])
	}
	out := make([][]W, len(r.sets))
	for i, x := range r.sets {
		out[i] = conv(x)
	}
	return out
}

// millis returns d in milliseconds.
func millis(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// textValue describes a value in words.
func textValue(r searchResult, lat string, worlds int) string {
	switch {
	case r.stats.Aborted:
		return "aborted at the visit limit"
	case lat == latticeSet:
		return fmt.Sprintf("wins %d of %d worlds", r.best, worlds)
	}
	if len(r.sets) == 1 {
		return fmt.Sprintf("1 maximal set, %d of %d worlds", r.best, worlds)
	}
	return fmt.Sprintf("%d maximal sets, largest %d of %d worlds", len(r.sets), r.best, worlds)
}

// searchSummary accumulates the counters of each algorithm over instances.
type searchSummary struct {
	algos           []andor.Algo
	n               [4]int
	aborted         [4]int
	explored, visit [4]float64
	time            [4]time.Duration
}

// add counts one result.
func (s *searchSummary) add(r searchResult) {
	if !slices.Contains(s.algos, r.algo) {
		s.algos = append(s.algos, r.algo)
	}
	s.n[r.algo]++
	if r.stats.Aborted {
		s.aborted[r.algo]++
	}
	s.explored[r.algo] += float64(r.stats.Explored)
	s.visit[r.algo] += float64(r.stats.Visits)
	s.time[r.algo] += r.stats.Time
}

// print writes the mean counters per algorithm.
func (s *searchSummary) print(w io.Writer) {
	fmt.Fprintf(w, "%-5s %14s %14s %12s\n", "mean", "explored", "visits", "ms")
	for _, a := range s.algos {
		n := float64(s.n[a])
		line := fmt.Sprintf("%-5s %14.1f %14.1f %12.3f", a, s.explored[a]/n, s.visit[a]/n, millis(s.time[a])/n)
		if s.aborted[a] > 0 {
			line += fmt.Sprintf("  (%d of %d aborted at the visit limit: lower bounds)", s.aborted[a], s.n[a])
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
}
