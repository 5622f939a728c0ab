// search.go holds the Searcher, its per-node buffers and counters, and the choice of algorithm.

package andor

import (
	"fmt"
	"time"

	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// Algo names one of the searches.
type Algo uint8

// The searches, in the order of the paper's experiments.
const (
	AB  Algo = iota // alpha-beta without cache (Algorithm 1)
	ABC             // alpha-beta caching values computed without a cut below
	MMC             // minimax with cache, no pruning
	ABD             // alpha-beta duo (Algorithm 2) with refinement
)

// Algos lists every Algo.
var Algos = []Algo{AB, ABC, MMC, ABD}

// String returns the lower-case name: "ab", "abc", "mmc" or "abd".
func (a Algo) String() string {
	switch a {
	case AB:
		return "ab"
	case ABC:
		return "abc"
	case MMC:
		return "mmc"
	case ABD:
		return "abd"
	}
	return fmt.Sprintf("algo(%d)", uint8(a))
}

// ParseAlgo returns the Algo named s ("ab", "abc", "mmc", "abd") or an error.
func ParseAlgo(s string) (Algo, error) {
	for _, a := range Algos {
		if a.String() == s {
			return a, nil
		}
	}
	return 0, fmt.Errorf("unknown algorithm %q (want ab, abc, mmc or abd)", s)
}

// Stats are the counters of one search. Explored and Visits are the paper's two node counts.
type Stats struct {
	Explored int64         // nodes visited at least once
	Visits   int64         // calls of the recursive function, cache hits and leaves included
	Cuts     int64         // loops over children left early because alpha >= beta
	Settled  int64         // cache entries holding an exact value at the end (ABD: lower = upper)
	Time     time.Duration // wall time of the search
	Aborted  bool          // the visit limit was reached; the value is meaningless
}

// Searcher runs the searches over one DAG and lattice. It keeps one cache slot and one mark per
// node, reused from search to search by epochs, so that a search allocates nothing beyond what the
// lattice operations allocate. A Searcher is not safe for concurrent use.
type Searcher[V any] struct {
	// Limit, when positive, aborts a search after that many visits (Stats.Aborted is then set).
	Limit int64
	// NoRefine turns off ABD's refinement of bounds after a cut (plain Algorithm 2), for ablations.
	NoRefine bool
	// ExactCuts lets ABC cache a node whose loop was cut when its value can no longer change: an
	// AND node whose value is already Bottom, or an OR node at Top, reached from exact children
	// only. The paper's ABC caches only without a cut; this is an ablation.
	ExactCuts bool

	lat      lattice.Lattice[V]
	dag      DAG[V]
	bounds   Bounder[V]
	bot, top V

	epoch  uint32
	seen   []uint32 // seen[n] == epoch: n was visited in this search
	cached []uint32 // cached[n] == epoch: lo[n], hi[n] hold n's cache entry
	lo, hi []V      // ABD: bounds; ABC and MMC: the exact value in lo

	stats   Stats
	stopped bool
}

// NewSearcher returns a Searcher over g with values in lat. bounds may be nil: internal nodes then
// start from Bottom and Top.
func NewSearcher[V any](lat lattice.Lattice[V], g DAG[V], bounds Bounder[V]) *Searcher[V] {
	n := g.Len()
	return &Searcher[V]{
		lat: lat, dag: g, bounds: bounds, bot: lat.Bottom(), top: lat.Top(),
		seen: make([]uint32, n), cached: make([]uint32, n), lo: make([]V, n), hi: make([]V, n),
	}
}

// Search runs algorithm a from the root with the window (Bottom, Top) and an empty cache, and
// returns the root value and the counters. Unless Stats.Aborted, the value is v(root) for every a.
func (s *Searcher[V]) Search(a Algo) (V, Stats) {
	s.newEpoch()
	s.stats = Stats{}
	s.stopped = false
	start := time.Now()
	root := s.dag.Root()
	var v V
	switch a {
	case AB:
		v, _ = s.ab(root, s.bot, s.top, false)
	case ABC:
		v, _ = s.ab(root, s.bot, s.top, true)
	case MMC:
		v = s.mmc(root)
	case ABD:
		v, _ = s.abd(root, s.bot, s.top)
	default:
		panic("andor: unknown algorithm " + a.String())
	}
	s.stats.Time = time.Since(start)
	s.stats.Aborted = s.stopped
	s.stats.Settled = s.settled(a)
	return v, s.stats
}

// settled counts the cache entries of the last search that hold an exact value: every entry of
// ABC and MMC, the pairs with equal bounds of ABD. A settled ABD entry is never written again, so
// this is also the number of nodes the search settled. It runs after the search's clock stops.
func (s *Searcher[V]) settled(a Algo) int64 {
	var k int64
	for n, e := range s.cached {
		if e == s.epoch && (a != ABD || s.lat.Equal(s.lo[n], s.hi[n])) {
			k++
		}
	}
	return k
}

// newEpoch invalidates every mark and cache entry in O(1), clearing the arrays when the counter wraps.
func (s *Searcher[V]) newEpoch() {
	s.epoch++
	if s.epoch == 0 {
		clear(s.seen)
		clear(s.cached)
		s.epoch = 1
	}
}

// visit counts a call on n and reports whether the search must unwind (visit limit reached).
func (s *Searcher[V]) visit(n int32) bool {
	s.stats.Visits++
	if s.seen[n] != s.epoch {
		s.seen[n] = s.epoch
		s.stats.Explored++
	}
	if s.Limit > 0 && s.stats.Visits > s.Limit {
		s.stopped = true
	}
	return s.stopped
}

// init returns the admissible initial bounds of internal node n.
func (s *Searcher[V]) init(n int32) (V, V) {
	if s.bounds == nil {
		return s.bot, s.top
	}
	return s.bounds.Bounds(n)
}

// known returns the best bounds on v(n) known without a call: the leaf value, the cache entry
// (exact for ABC and MMC, a pair for ABD), or the initialisation.
func (s *Searcher[V]) known(n int32) (V, V) {
	if s.dag.Kind(n) == Leaf {
		v := s.dag.Leaf(n)
		return v, v
	}
	if s.cached[n] == s.epoch {
		return s.lo[n], s.hi[n]
	}
	return s.init(n)
}
