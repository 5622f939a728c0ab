// tt.go implements the transposition table: bounds on the future score at trick boundaries,
// keyed by hand lengths and matched by the ownership of the cards that mattered.

package solver

import "github.com/cardsolve/cardsolve/cards"

// entry is one table entry. It holds for every position with the same hand lengths per class and
// leader whose highest cards of each class (as many as nrel says) have the same owners: all cards
// below them in their class are "low" (lowest-winning-rank partition search, thesis 4.3).
//
//	field    bits  meaning
//	lengths  64    cards per (seat, class), 4 bits each, nibble seat·classes+class
//	valued   64    the live cards that carry points (absolute): entries hold only for the same
//	               valuation (zero in games without card points)
//	owners   5×32  owner seat (2 bits) of each relevant card per class, highest card in the top pair
//	nrel     20    number of relevant (high) cards per class, 4 bits each
//	leader    8    seat to lead, plus 1 (0 marks an empty slot)
//	lo, hi   2×8   bounds on the score still to be taken from here by the counting side
//	best      8    best move: class·16 + index of the card among the class's live cards, from the top
//	tricks    8    tricks left, for replacement
type entry struct {
	lengths uint64
	valued  cards.Set
	owners  [cards.MaxClasses]uint32
	nrel    uint32
	leader  uint8
	lo, hi  int8
	best    uint8
	tricks  uint8
	gen     uint8
}

const bucketSize = 8

type bucket [bucketSize]entry

// table is a fixed-size transposition table of 2^k buckets.
type table struct {
	buckets []bucket
	mask    uint64
	gen     uint8
	stores  uint64
	hits    uint64
	probes  uint64
}

const entrySize = 48

// newTable returns a table using about mb megabytes (at least one bucket; rounded down to a power
// of two buckets).
func newTable(mb int) *table {
	n := uint64(1)
	want := uint64(mb) << 20 / (bucketSize * entrySize)
	for n*2 <= want {
		n *= 2
	}
	return &table{buckets: make([]bucket, n), mask: n - 1}
}

// clear empties the table.
func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
}

func (t *table) index(lengths uint64, valued cards.Set, leader int) uint64 {
	h := (lengths ^ uint64(valued)*0xc4ceb9fe1a85ec53 ^ uint64(leader+1)*0x9e3779b97f4a7c15) * 0xff51afd7ed558ccd
	h ^= h >> 29
	return h & t.mask
}

// probeResult is what a probe learned: the tightest bounds of all matching entries, the relevant
// card counts of the entries that gave them, and a best-move hint.
type probeResult struct {
	lo, hi       int
	loRel, hiRel uint32 // nrel of the entries giving lo and hi
	best         uint8  // 0xff when none
}

// probe looks up the position with the given key and live-card owner patterns (pat[k] holds the
// owners of the live[k] live cards of class k, highest first).
func (t *table) probe(lengths uint64, valued cards.Set, leader int, pat *[cards.MaxClasses]uint32, live *[cards.MaxClasses]uint8, nc int, r *probeResult) {
	t.probes++
	b := &t.buckets[t.index(lengths, valued, leader)]
	lead := uint8(leader + 1)
	for i := range b {
		e := &b[i]
		if e.lengths != lengths || e.leader != lead || e.valued != valued {
			continue
		}
		if !matches(e, pat, live, nc) {
			continue
		}
		if int(e.lo) > r.lo {
			r.lo, r.loRel = int(e.lo), e.nrel
		}
		if int(e.hi) < r.hi {
			r.hi, r.hiRel = int(e.hi), e.nrel
		}
		if r.best == 0xff {
			r.best = e.best
		}
	}
	if r.lo > -1 || r.hi < 127 {
		t.hits++
	}
}

func matches(e *entry, pat *[cards.MaxClasses]uint32, live *[cards.MaxClasses]uint8, nc int) bool {
	for k := 0; k < nc; k++ {
		n := uint8(e.nrel>>(4*k)) & 15
		if pat[k]>>(2*(live[k]-n)) != e.owners[k] {
			return false
		}
	}
	return true
}

// store records a bound for the position: lo ≤ score ≤ hi, valid for every position whose top
// nrel[k] live cards of each class have the same owners.
func (t *table) store(lengths uint64, valued cards.Set, leader int, pat *[cards.MaxClasses]uint32, live *[cards.MaxClasses]uint8, nc int,
	nrel uint32, lo, hi int, best uint8, tricks int) {
	t.stores++
	b := &t.buckets[t.index(lengths, valued, leader)]
	lead := uint8(leader + 1)
	var owners [cards.MaxClasses]uint32
	for k := 0; k < nc; k++ {
		n := uint8(nrel>>(4*k)) & 15
		owners[k] = pat[k] >> (2 * (live[k] - n))
	}
	victim := -1
	for i := range b {
		e := &b[i]
		if e.leader == 0 {
			if victim < 0 || b[victim].leader != 0 {
				victim = i
			}
			continue
		}
		if e.lengths == lengths && e.leader == lead && e.valued == valued && e.nrel == nrel && e.owners == owners {
			if int8(lo) > e.lo {
				e.lo = int8(lo)
			}
			if int8(hi) < e.hi {
				e.hi = int8(hi)
			}
			e.best = best
			e.gen = t.gen
			return
		}
		if victim < 0 {
			victim = i
			continue
		}
		v := &b[victim]
		if v.leader != 0 && (e.gen != t.gen && v.gen == t.gen || e.gen == v.gen && e.tricks < v.tricks) {
			victim = i
		}
	}
	b[victim] = entry{lengths: lengths, valued: valued, owners: owners, nrel: nrel, leader: lead,
		lo: int8(lo), hi: int8(hi), best: best, tricks: uint8(tricks), gen: t.gen}
}
