// tt.go implements the transposition table: bounds on the future score at trick boundaries,
// keyed by hand lengths and matched by the ownership of the cards that mattered.

package solver

import (
	"cmp"
	"math/bits"
	"slices"
	"unsafe"

	"github.com/cardsolve/cardsolve/cards"
)

// key packs the hand lengths per (seat, class), 4 bits each, and the seat to lead. With 16 nibbles of
// lengths (bridge) the last one is implied by the others — every hand holds as many cards as the
// first — so the leader takes its place.
type key uint64

// entry is one table entry. It holds for every position with the same key whose highest live cards
// of each class (as many as nrel says) have the same owners: the cards below them in their class are
// "low" (lowest-winning-rank partition search, thesis 4.3). In games with card points every card
// with points is among the recorded ones, and a position whose cards have other values than the
// entry's (by relative rank) is payoff-similar to it (thesis 7.2-7.3): its value lies at most the
// sum of the card values lower than the entry's below, and at most the sum of those higher above
// (Solver.distances), so the entry's lower bound widens by the one and its upper bound by the other.
//
//	field    bits  meaning
//	owners  2×64  owner seat (2 bits) of each relevant card, laid out as in Solver.patterns
//	nrel     20    number of relevant (high) cards per class, 4 bits each: the owners bits
//	               that count are relMask(nrel)
//	lo, hi   2×8   bounds on the score still to be taken from here by the counting side
//	vsum      8    the card points of the live cards (the valuation's total): the sums of the
//	               decreases and increases to another valuation differ by the totals' difference;
//	               in a table without valuations relSize(nrel), by which its lists are sorted
//	               (sortedPlace reads a byte instead of summing nibbles)
//	best      8    best move: class·16 + index of the card among the class's live cards, from the top
//
// and in arrays of their own, parallel to the entries:
//
//	sig      2×16  the owners and mask bits of the top two cards of each class (table.sigs)
//	tricks    8    tricks left, for replacement (compact): the same for every entry of a key's
//	               list (the key fixes the hand lengths), so that a sorted list's entries move
//	               without theirs (insertSorted, storeDominated)
//	valued   64    in games with card points, the live cards of the entry's position (absolute):
//	               their values by relative rank are the entry's valuation (payoff similarity)
//
// A probe reads the signatures of its key's list, four to a word, and only the entries whose
// signature agrees with the position's (a few of hundreds on the four-void deals).
type entry struct {
	owners pattern
	nrel   uint32
	// lo and hi (int8), vsum and best in one word, a byte each from the low end (packEntry): a
	// probe reads them with one load. (Go has no indexed load of a sign-extended byte, so that
	// each byte field of an arena entry cost two LEAs and a load.)
	meta uint32
}

// packEntry makes an entry's meta word of its bounds lo and hi, its vsum and its best move.
func packEntry(lo, hi int8, vsum, best uint8) uint32 {
	return uint32(uint8(lo)) | uint32(uint8(hi))<<8 | uint32(vsum)<<16 | uint32(best)<<24
}

func (e *entry) lo() int8    { return int8(e.meta) }
func (e *entry) hi() int8    { return int8(e.meta >> 8) }
func (e *entry) vsum() uint8 { return uint8(e.meta >> 16) }
func (e *entry) best() uint8 { return uint8(e.meta >> 24) }

// entrySize is the bytes of one table place: an entry, its signature and its tricks; games with
// card points add the valuation word (vals), which games without points leave out (every
// valuation is empty there).
const entrySize = 24 + 4 + 1

// sigClasses is the number of classes a signature covers: the first four (all of bridge's).
const sigClasses = 4

// sigLanes puts a 16-bit signature into each of the four lanes of a word.
const sigLanes = 0x0001_0001_0001_0001

// The table keeps, for every key, all its entries together in one list, so that a probe reads only
// the entries of its own key: positions with equal hand lengths differ mostly in which cards were
// played, and one key may need thousands of entries. Keys sit in an open-addressing index; lists
// live in one arena and move to a chunk twice as large when they fill. When the arena or the index
// is full, the table starts afresh (callers clear it between unrelated searches anyway).
//
// A slot holds what probes and stores read, in 16 bytes, four to a cache line (with the rest in
// one slot of 32 bytes, the index took twice the lines). The rest, which only buckets and the full
// lists of a table with valuations need, is the slot's slotAux.
type slot struct {
	key  key    // 0 marks an empty slot (a key is never 0: its top nibble is the leader plus 1)
	head uint32 // first entry of the list in the arena
	n    uint16 // entries in use
	cap  uint16 // room in the list (room), and splitCap once the list is split
}

// slotAux is the rest of a slot (table.auxs, by the slot's place in the index). A key's own list
// has sub 0 (its key has no bucketKey), and next counts only where a list of a table with
// valuations has room for maxList entries: the fields are set there only, and a new key's slot
// leaves its aux as it finds it.
type slotAux struct {
	next uint32 // the entry a full list overwrites next
	sub  uint32 // a bucket's number (Solver.bucket; key has bucketKey)
}

// splitCap marks a split list in slot.cap (lists hold fewer than 1<<15 entries: maxList, and a
// bucket's room the power of two above the entries of a list that split).
const splitCap = 1 << 15

// room returns the room in sl's list.
func (sl *slot) room() uint32 { return uint32(sl.cap &^ splitCap) }

// isSplit reports whether sl's list is split.
func (sl *slot) isSplit() bool { return sl.cap&splitCap != 0 }

// end returns the place after the last entry of sl's list.
func (sl *slot) end() uint32 { return sl.head + uint32(sl.n) }

// aux returns the rest of slot sl, one of the index's.
func (t *table) aux(sl *slot) *slotAux {
	return &t.auxs[(uintptr(unsafe.Pointer(sl))-uintptr(unsafe.Pointer(&t.slots[0])))/unsafe.Sizeof(slot{})]
}

// A sorted list (a table without valuations) that grows past splitAt entries is split: the
// entries that fix the owners of the top live card of every class move to lists of their own, one
// per owners of those cards (buckets: each in a slot of its own under the same key, its number
// saying the level and the owners), and the list keeps the others. A bucket that grows past
// splitAt splits in turn by the top two cards of every class, and so on down to maxLevel cards.
// A probe then reads the key's list and, level by level, the bucket of the position's top cards
// instead of one long list: on the four-void deals a key's list holds thousands of entries (up to
// maxList on thomas2, where scanning them took three quarters of the time), and nine in ten of
// them fix the top cards. The signatures of a bucket's entries are those of the two cards below
// the level's (levelSig), as the level's own are the same for all of them. Ordinary deals' lists
// stay below splitAt (the default of Options.SplitAt).
const (
	splitAt  = 256
	maxLevel = 3
	// bucketKey marks the keys of buckets' slots, so that find never meets them: a key's top bit
	// is 0 (its top nibble is the leader plus 1, at most 4).
	bucketKey key = 1 << 63
)

const (
	// slotSize is the bytes a slot is counted as in a table's size: a slot, its aux and its order
	// take 28. (32 when a slot held everything: the table's division of its memory, by which
	// it fills, stays as it was.)
	slotSize   = 32
	firstIndex = 1 << 12 // slots in use in a new index (128 KB)
	// firstChunk is the entries of a new list. A list that fills moves to a chunk twice as large,
	// its signatures and tricks with it; an ordinary deal's probe reads a list of 14 entries on
	// average, and starting at 4 moved most lists twice (TableList10: 0.3 % of the instructions,
	// and cache misses writing to the fresh chunks). The larger first chunks cost arena room only
	// where a key keeps few entries. (Tables that split lists from 8 entries or fewer, in tests,
	// start at 4, so that their lists fill and split where they did: see firstRoom.)
	firstChunk = 16
	maxList    = 1 << 13 // longest list; beyond it entries are overwritten in turn (sorted lists: the last)
)

// table is a transposition table of about a fixed size.
type table struct {
	// slots is the key index at its largest; the first mask+1 slots are in use. The index starts
	// small and doubles when three quarters of it are in use (grow), so that a search with few keys
	// probes a few hundred kilobytes of it instead of a sixteenth of the table's memory; whether the
	// table is full is still judged by the whole index, so the size in use changes no result.
	slots  []slot
	auxs   []slotAux // parallel to slots
	order  []uint32  // scratch for compact: live slots by list position
	mask   uint64
	shift  uint64 // 64 less the bits of mask (slotOf)
	keys   int    // slots in use
	arena  []entry
	tricks []uint8     // parallel to arena
	vals   []cards.Set // parallel to arena, in games with card points only
	// sigs holds the signature of every place, four places to a group: group w has the owner
	// bits of places 4w to 4w+3 in the 16-bit lanes of own, their mask bits in mask. A place's
	// signature is the part of its match on the top two live cards of each class (see
	// Solver.signature): an entry whose signature disagrees with the position's cannot match,
	// and one word compare rules out four places. Four-void bridge deals have lists of hundreds
	// of entries (a thousand on thomas2) of which a probe matches fewer than one; of 133 entries
	// per probe in notrump on hard_deals/deal.4, 6 pass the signature.
	sigs []sigGroup
	// splits is split's scratch: the entries that move, with their buckets
	splits []uint64
	used   int // arena entries handed out
	// noDominance keeps the entries a more general one makes useless (ablation, see storeDominated)
	noDominance bool
	splitAt     uint32 // the length from which a sorted list is split (splitAt, Options.SplitAt)
	stores      uint64
	fulls       uint64 // times the table filled up and started afresh
	splitCount  uint64 // lists split
	hits        uint64
	probes      uint64
	// The pad makes the table 320 bytes, a size class of Go's allocator that is a whole number of
	// cache lines, so that a table starts on a line and no other object shares a line with the
	// fields the probes and stores write (probes, hits, stores). Two workers' solvers, made one
	// after the other, can get neighbouring places of one size class: at 272 bytes (size class
	// 288) one worker's counters shared a line with the other's slice headers, and half the
	// two-thread runs of the list100 tables took 4.0 s instead of 3.5 s (user time +13 %).
	// TestCacheLines checks the size.
	_ [48]byte
}

// sigGroup holds the signatures of four places (table.sigs), together so that a probe reads both
// words with one bounds check.
type sigGroup struct {
	own, mask uint64
}

// newTable returns a table using about mb megabytes: at most a sixteenth for the key index, the
// rest for entries. (Keys are few next to entries: a full 64 MB bridge table held 20-30 thousand keys for
// 860 thousand entries; a quarter of the memory for the index left 97 % of its slots empty.)
func newTable(mb int, valued bool) *table {
	bytes := uint64(max(mb, 1)) << 20
	n := uint64(1)
	for n*2*slotSize <= bytes/16 {
		n *= 2
	}
	size := uint64(entrySize)
	if valued {
		size += 8
	}
	t := &table{slots: make([]slot, n), auxs: make([]slotAux, n), order: make([]uint32, n),
		arena: make([]entry, (bytes-n*(slotSize+4))/size), splitAt: splitAt}
	t.use(min(n, firstIndex))
	t.tricks = make([]uint8, len(t.arena))
	t.sigs = make([]sigGroup, (len(t.arena)+3)/4)
	if valued {
		t.vals = make([]cards.Set, len(t.arena))
	}
	return t
}

// setSig sets the signature of place i: the owner and mask bits of its top cards (Solver.signature).
func (t *table) setSig(i uint32, own, mask uint64) {
	g, sh := &t.sigs[i>>2], 16*(i&3)
	g.own = g.own&^(0xffff<<sh) | own<<sh
	g.mask = g.mask&^(0xffff<<sh) | mask<<sh
}

// moveSig copies the signature of place from to place to.
func (t *table) moveSig(to, from uint32) {
	g, sh := &t.sigs[from>>2], 16*(from&3)
	t.setSig(to, g.own>>sh&0xffff, g.mask>>sh&0xffff)
}

// zeroLanes returns the top bit of every 16-bit lane of x that is zero (no carry crosses lanes).
func zeroLanes(x uint64) uint64 {
	const low = 0x7fff_7fff_7fff_7fff
	return ^((x&low + low) | x | low)
}

// valued returns the valuation of the entry at place i (empty in a table without valuations).
func (t *table) valued(i uint32) cards.Set {
	if t.vals == nil {
		return 0
	}
	return t.vals[i]
}

// clear empties the table: it zeroes the slots of the index in use (grow zeroes those it takes
// into use). An empty slot is one whose key is 0, so that find tests a slot with one load; an epoch
// number per slot, which made clearing free, cost find a second load and compare at every probe
// (TableList10 0.2 % of the instructions; zeroing the index gives back a tenth of that there, half
// on FutList10, whose searches are short).
func (t *table) clear() {
	if t.keys > 0 {
		clear(t.slots[:t.mask+1])
	}
	t.keys, t.used = 0, 0
}

// use makes the first n slots of the index, a power of two, the index in use.
func (t *table) use(n uint64) {
	t.mask, t.shift = n-1, uint64(64-bits.Len64(n-1))
}

// grow doubles the index in use and puts every key in use in its slot there. Slots move: a *slot
// from find or add is good only until the next key is added.
func (t *table) grow() {
	old, oldAux := slices.Clone(t.slots[:t.mask+1]), slices.Clone(t.auxs[:t.mask+1])
	n := 2 * (t.mask + 1)
	clear(t.slots[:n])
	t.use(n)
	for i := range old {
		if old[i].key == 0 {
			continue
		}
		sub := uint32(0)
		if old[i].key&bucketKey != 0 {
			sub = oldAux[i].sub
		}
		j := t.slotOf(old[i].key, sub)
		for t.slots[j&t.mask].key != 0 {
			j++
		}
		t.slots[j&t.mask], t.auxs[j&t.mask] = old[i], oldAux[i]
	}
}

// slotOf returns the slot a key's search starts at (before the mask): the top bits of the key
// times 2^64/φ (Fibonacci hashing). (Where a key's slot is changes no result: a full index is
// counted, not found, and compact orders the lists by place. The searches are as short as with
// the full mix of the key before: 1.02 slots a search on TableList10 and Skat's full games.)
func (t *table) slotOf(k key, sub uint32) uint64 {
	// (A bucket's number moves its key's slot; sub is 0 for a key's own list.)
	return uint64(k^key(uint64(sub)*0xbf58_476d_1ce4_e5b9)) * 0x9e37_79b9_7f4a_7c15 >> (t.shift & 63) // (one slot: the mask takes 0)
}

// find returns the slot of k's list, or nil when k has none.
func (t *table) find(k key) *slot {
	for i := t.slotOf(k, 0); ; i++ {
		sl := &t.slots[i&t.mask]
		if sl.key == k {
			return sl
		}
		if sl.key == 0 {
			return nil
		}
	}
}

// seek returns the slot of k's list and nil, or when k has none nil and the free slot that ends
// its search, where add would make it (addAt).
func (t *table) seek(k key) (*slot, *slot) {
	for i := t.slotOf(k, 0); ; i++ {
		sl := &t.slots[i&t.mask]
		if sl.key == k {
			return sl, nil
		}
		if sl.key == 0 {
			return nil, sl
		}
	}
}

// findSub returns the slot of bucket sub of k's split list, or nil when it has none.
func (t *table) findSub(k key, sub uint32) *slot {
	k |= bucketKey
	for i := t.slotOf(k, sub); ; i++ {
		sl := &t.slots[i&t.mask]
		if sl.key == k && t.aux(sl).sub == sub {
			return sl
		}
		if sl.key == 0 {
			return nil
		}
	}
}

// list returns the entries of a slot.
func (t *table) list(sl *slot) []entry {
	return t.arena[sl.head:sl.end()]
}

// add returns room (an index into arena) for a new entry of key k (of its bucket sub, when not
// 0), making the slot or growing its list as needed, and the slot; -1 when the table is full (the
// caller then clears it and tries again). sl is the slot when the caller has found it, else nil.
func (t *table) add(k key, sub uint32, sl *slot) (int, *slot) {
	if sub != 0 {
		k |= bucketKey
	}
	for i := t.slotOf(k, sub); sl == nil; i++ {
		x := &t.slots[i&t.mask]
		if x.key == k && (sub == 0 || t.aux(x).sub == sub) {
			sl = x
		} else if x.key == 0 {
			if uint64(t.keys+1)*4 > uint64(len(t.slots))*3 || t.used+int(t.firstRoom()) > len(t.arena) {
				return -1, nil
			}
			if uint64(t.keys+1)*4 > (t.mask+1)*3 {
				t.grow()
				i = t.slotOf(k, sub) - 1 // look again in the grown index (the loop adds one)
				continue
			}
			t.keys++
			c := t.firstRoom()
			*x = slot{key: k, head: uint32(t.used), cap: uint16(c)}
			if sub != 0 {
				t.aux(x).sub = sub
			}
			t.used += int(c)
			sl = x
		}
	}
	if uint32(sl.n) == sl.room() {
		if sl.room() >= maxList && t.vals == nil {
			// A sorted list drops its last (most specific) entry; store inserts the new one
			// in order.
			return int(sl.end() - 1), sl
		}
		if sl.room() >= maxList {
			a := t.aux(sl)
			i := sl.head + a.next
			a.next = (a.next + 1) % sl.room()
			return int(i), sl
		}
		c := max(sl.room()*2, t.firstRoom())
		if t.used+int(c) > len(t.arena) {
			return -1, nil
		}
		copy(t.arena[t.used:], t.list(sl))
		copy(t.tricks[t.used:], t.tricks[sl.head:sl.end()])
		if t.vals != nil {
			copy(t.vals[t.used:], t.vals[sl.head:sl.end()])
		}
		t.copySigs(uint32(t.used), sl.head, uint32(sl.n))
		sl.head, sl.cap = uint32(t.used), sl.cap&splitCap|uint16(c)
		t.used += int(c)
		if c >= maxList {
			t.aux(sl).next = 0
		}
	}
	sl.n++
	return int(sl.end() - 1), sl
}

// addAt is add for k's own list sl, or when k has none (sl is nil) for a new one in free, the free
// slot that ended k's search just before (seek): the search is not done again. Where the index
// must grow or the table is full, add does it all.
func (t *table) addAt(k key, sl, free *slot) (int, *slot) {
	c := t.firstRoom()
	if sl != nil || uint64(t.keys+1)*4 > (t.mask+1)*3 || t.used+int(c) > len(t.arena) {
		return t.add(k, 0, sl)
	}
	// (As add makes it: the index need not grow, so it is not full either, as len(t.slots) is
	// at least t.mask+1.)
	t.keys++
	*free = slot{key: k, head: uint32(t.used), n: 1, cap: uint16(c)}
	t.used += int(c)
	return int(free.head), free
}

// probeResult is what a probe learned: the tightest bounds of all matching entries, the relevant
// card counts of the entries that gave them, and a best-move hint.
type probeResult struct {
	lo, hi       int
	loRel, hiRel uint32 // nrel of the entries giving lo and hi
	best         uint8  // noHint when none
	split        bool   // the key's list is split: probeBuckets goes on where it left the test open
	// The places (their low 16 bits) of the first maxSame entries probeSorted found matching,
	// in list order, how many it found, and the table's fulls then. A store follows the probe
	// at the same position only where the probe's scan ran to the list's end (no entry settled
	// the test), and nothing adds to the key's list in between (the subtree's positions hold
	// fewer cards): the entries as general as the store's are among these (storeDominated).
	nm    uint16
	match [maxSame]uint16
	fulls uint32
}

// tableValues is what the table records of a position's card values (games with card points;
// zero in others): its valuation and their total, without the sure cards, and the sure points
// of the counting side, by which the table's bounds lie below the position's (Solver.sureCards).
type tableValues struct {
	valued cards.Set
	vsum   int
	off    int
}

// probe looks up the position with the given key and the live-card owner pattern of p (patterns)
// at the solver's current position, its card values as tv says (the bounds in r are the position's
// own).
// The table holds values less tv.off: a target at or below it is met, and the probe then looks
// for a lower bound above it (target 1), which the caller's fail-soft result can use.
func (t *table) probe(s *Solver, p *ply, k key, target int, r *probeResult, tv *tableValues) {
	if t.vals == nil { // (tv is zero)
		if target >= 0 {
			if t.probeSorted(s, p, k, target, r); r.split && r.lo < target && r.hi >= target {
				t.probeBuckets(s, p, k, target, r)
			}
			return
		}
		// (Lead probes at a target less the trick's gain, in games whose tricks are worth
		// more than 1.) Every entry settles a target below 0 (lo ≥ 0): the first matching one
		// ends the probe, as at target 0, but gives only its upper bound, and a hit only
		// with one.
		if t.probeSorted(s, p, k, 0, r); r.split && r.lo < 0 && r.hi >= 0 {
			t.probeBuckets(s, p, k, 0, r)
		}
		// (Here a store follows a probe that the first match settled: probeSorted then left
		// fulls out.)
		r.fulls = uint32(t.fulls)
		if r.lo > -1 {
			if r.lo, r.loRel = -1, 0; r.hi == 127 {
				t.hits--
			}
		}
		return
	}
	if tv.off == 0 {
		t.probeList(s, p, k, target, r, tv.valued, tv.vsum)
		return
	}
	t.probeList(s, p, k, max(target-tv.off, 1), r, tv.valued, tv.vsum)
	if r.lo > -1 {
		r.lo += tv.off
	}
	if r.hi < 127 {
		r.hi += tv.off
	}
}

// probeSorted is probe in a table without valuations (games without card points: tv is zero, and
// every entry has the position's valuation). The list is sorted most general first
// (insertSorted): the first entry that settles the zero-window test at target ends the probe, the
// one relying on the fewest cards, whose result generalises furthest. (probeList's scan without
// the valuations: fewer values live in the loop, fewer of them kept on the stack.) target is at
// least 0, and r as probe starts it: every entry then settles the test or narrows the bounds
// around target, so that a bound replaces any looser one. When k's list is split (splitAt) it sets
// r.split: where the test is still open, the caller then calls probeBuckets.
func (t *table) probeSorted(s *Solver, p *ply, k key, target int, r *probeResult) {
	// (What the scan reads of p, taken first, while p is in its argument register: p is not kept
	// through the scan, and the pattern is read from the frame.)
	if invariants && t != s.tt {
		panic("solver: probeSorted on another table than the solver's")
	}
	pat, ps := p.pat, p.patSig*sigLanes
	t.probes++
	sl := t.find(k)
	if sl == nil {
		return
	}
	// The entries in list order, those whose signature agrees with the position's only.
	// (The groups are read from the signatures up to the list's last group: the loop's bound is
	// their slice's length, and the reads need no bounds checks.)
	head, end := sl.head, sl.head+uint32(sl.n)
	r.split = sl.cap&splitCap != 0
	sigs, arena := t.sigs[:(end+3)>>2], t.arena[:end]
	for w := int(head >> 2); w < len(sigs); w++ {
		g := &sigs[w]
		for z := zeroLanes(ps&g.mask ^ g.own); z != 0; z &= z - 1 {
			j := w<<2 + bits.TrailingZeros64(z)>>4
			if j < int(head) || j >= len(arena) {
				continue
			}
			e := &arena[j]
			if mask := s.relMask(e.nrel); pat[0]&mask[0] != e.owners[0] || pat[1]&mask[1] != e.owners[1] {
				continue
			}
			if r.take(e, target) {
				s.tt.hits++ // (t is s.tt: counted through s, t is not kept through the scan)
				return
			}
			// (Recorded after take: where an entry settles the test, no store follows.)
			n := r.nm
			r.match[n&(maxSame-1)], r.nm = uint16(j), n+1 // (invalid beyond maxSame)
		}
	}
	// (fulls only here: where an entry settles the test no store follows, and store reads no
	// match.)
	r.fulls = uint32(s.tt.fulls)
	if r.nm != 0 { // (a hit: an entry matched, and r starts with no match)
		s.tt.hits++
	}
}

// take narrows r by e, a matching entry of a sorted list, and reports whether the zero-window
// test at target is settled. (Before each entry r.lo < target ≤ r.hi: the scan stops when either
// side settles.) The hint is the latest entry's, the most specific.
func (r *probeResult) take(e *entry, target int) bool {
	m := e.meta
	lo, hi := int(int8(m)), int(int8(m>>8))
	if lo > r.lo {
		r.lo, r.loRel = lo, e.nrel
	}
	if hi < r.hi {
		r.hi, r.hiRel = hi, e.nrel
	}
	if b := uint8(m >> 24); b != noHint {
		r.best = b
	}
	return lo >= target || hi < target
}

// probeBuckets goes on where probeSorted found a split list that left the test open: it scans the
// list's buckets level by level down the position's top cards, as long as the bucket is split and
// the test open. (probeSorted's scan, with each level's signature, and called by
// probeSorted's callers: the probes of lists that are not split, all of them on ordinary deals,
// then carry neither its state nor a call.)
func (t *table) probeBuckets(s *Solver, p *ply, k key, target int, r *probeResult) {
	hit := r.lo > -1 || r.hi < 127 // (probeSorted counted it)
	// Each level's signature, and where every class of the signature has maxLevel+2 cards
	// (bridge's) its bucket, are parts of the owners of each class's top maxLevel+2 places, read
	// once.
	g := &s.topAt
	t0, t1 := p.pat[g.word[0]&1]>>(g.shift[0]&63)&g.bits[0], p.pat[g.word[1]&1]>>(g.shift[1]&63)&g.bits[1]
	t2, t3 := p.pat[g.word[2]&1]>>(g.shift[2]&63)&g.bits[2], p.pat[g.word[3]&1]>>(g.shift[3]&63)&g.bits[3]
	side := t0&0x155 | t1&0x155<<16 | t2&0x155<<32 | t3&0x155<<48 // (sideBits)
levels:
	for level := 1; level <= maxLevel; level++ {
		var sub uint32
		if sh := uint(2*(maxLevel+2-level)) & 63; s.deep {
			sub = uint32(level)<<24 | uint32(t0>>sh|t1>>sh<<6|t2>>sh<<12|t3>>sh<<18)
		} else {
			sub = s.bucket(&p.pat, level)
		}
		ps := sideSig(side, level)
		if invariants {
			s.checkLevel(&p.pat, level, sub, ps)
		}
		sl := t.findSub(k, sub)
		if sl == nil {
			break
		}
		if t.scan(s, &p.pat, sl.head, sl.end(), ps, target, r) {
			break levels
		}
		if !sl.isSplit() {
			break
		}
	}
	if !hit && (r.lo > -1 || r.hi < 127) {
		t.hits++
	}
}

// scan is probeSorted's scan of the places head to end-1 for probeBuckets, with signature ps: it
// reports whether an entry settled the test. (A function of its own: in probeBuckets' loop, whose
// values of all levels stay live, the scan's own were kept on the stack. probeSorted keeps its
// copy inline: calling scan there cost TableList10 0.48 % more instructions, on ordinary deals'
// every probe.)
func (t *table) scan(s *Solver, pat *pattern, head, end uint32, ps uint64, target int, r *probeResult) bool {
	ps *= sigLanes
	sigs, arena := t.sigs[:(end+3)>>2], t.arena[:end]
	for w := int(head >> 2); w < len(sigs); w++ {
		g := &sigs[w]
		for z := zeroLanes(ps&g.mask ^ g.own); z != 0; z &= z - 1 {
			j := w<<2 + bits.TrailingZeros64(z)>>4
			if j < int(head) || j >= len(arena) {
				continue
			}
			e := &arena[j]
			if mask := s.relMask(e.nrel); pat[0]&mask[0] != e.owners[0] || pat[1]&mask[1] != e.owners[1] {
				continue
			}
			if r.take(e, target) {
				return true
			}
		}
	}
	return false
}

// probeList is probe in the table's own values, in a table with valuations (probeSorted is the
// other). In games with card points it stops at the first entry that settles the zero-window test
// at target.
func (t *table) probeList(s *Solver, p *ply, k key, target int, r *probeResult, valued cards.Set, vsum int) {
	t.probes++
	p.nSame, p.sameFulls = 0, t.fulls
	sl := t.find(k)
	if sl == nil {
		return
	}
	// The entries in list order, those whose signature agrees with the position's only.
	head, end := sl.head, sl.end()
	pat := &p.pat
	ps := p.patSig * sigLanes
	vals := t.vals[:end] // (t.vals is set: the valuations of the list's places)
scan:
	for w := head >> 2; w<<2 < end; w++ {
		g := &t.sigs[w]
		for z := zeroLanes(ps&g.mask ^ g.own); z != 0; z &= z - 1 {
			j := w<<2 + uint32(bits.TrailingZeros64(z))>>4
			if j < head || j >= end {
				continue
			}
			i := j - head
			e := &t.arena[j]
			if mask := s.relMask(e.nrel); pat[0]&mask[0] != e.owners[0] || pat[1]&mask[1] != e.owners[1] {
				continue
			}
			lo, hi := int(e.lo()), int(e.hi())
			// Equal valuations have equal point totals: an entry of another total is of another
			// valuation without reading it.
			if e.vsum() == uint8(vsum) && vals[j] == valued {
				if p.nSame >= 0 && int(p.nSame) < maxSame {
					p.same[p.nSame] = i
					p.nSame++
				} else {
					p.nSame = -1
				}
			} else {
				if s.noSimilarity {
					continue
				}
				// Only an entry that settles the test is worth its distance: one whose bounds
				// do not already exclude target cannot after widening, and the distance need
				// not be known beyond the margin the entry has.
				margin := lo - target
				if hi < target {
					margin = target - 1 - hi
				}
				if margin < 0 {
					continue
				}
				// Only the card values lower here than in the entry's position can lower the
				// value, and only those higher can raise it (similarity.go): a lower bound
				// widens by the sum of the decreases, an upper bound by the sum of the
				// increases. The sum needed is at least the difference of the point totals (a
				// cheap test that rejects most entries before the sums are computed).
				up := lo < target
				if ds := int(e.vsum()) - vsum; up && -ds > margin || !up && ds > margin {
					continue
				}
				down, rise, ok := s.distances(valued, vals[j], margin, up)
				if s.l1Similarity && ok {
					// The thesis's symmetric band (ablation): both bounds widen by the L1
					// distance.
					down, rise, _ = s.distances(valued, vals[j], 1<<30, up)
					down += rise
					rise, ok = down, down <= margin
				}
				if !ok {
					continue
				}
				lo, hi = max(lo-down, 0), hi+rise // no position is worth less than 0
				s.similar++
			}
			if lo >= target {
				if r.lo < target || relSize(e.nrel) < relSize(r.loRel) {
					r.lo, r.loRel = lo, e.nrel
				}
			} else if lo > r.lo {
				r.lo, r.loRel = lo, e.nrel
			}
			if hi < target {
				if r.hi >= target || relSize(e.nrel) < relSize(r.hiRel) {
					r.hi, r.hiRel = hi, e.nrel
				}
			} else if hi < r.hi {
				r.hi, r.hiRel = hi, e.nrel
			}
			if b := e.best(); b != noHint {
				r.best = b // the latest (without points: the most specific) entry's
			}
			// With card points a key's list is long (entries of many valuations) and the scan
			// is the probe's cost: the first entry that settles the test ends it rather than the
			// one relying on the fewest cards (on Skat full games the node counts stay within
			// 0.2 %).
			if s.pointed != 0 && (r.lo >= target || r.hi < target) {
				break scan
			}
		}
	}
	if r.lo > -1 || r.hi < 127 {
		t.hits++
	}
}

// identical returns the entry of key k with the valuation, nrel and owners of a new one, nil when
// there is none. When p's probe saw the whole list with no clear or compact since (the subtree
// between cannot add to this key: its positions hold fewer cards), only the entries it found
// matching with this valuation can be that entry, and only they are compared.
func (t *table) identical(p *ply, k key, valued cards.Set, nrel uint32, owners pattern) *entry {
	if invariants {
		t.checkSame(p, k, valued, nrel, owners)
	}
	if p.nSame >= 0 && p.sameFulls == t.fulls {
		if p.nSame == 0 {
			return nil
		}
		list := t.list(t.find(k))
		for _, i := range p.same[:p.nSame] {
			if e := &list[i]; e.nrel == nrel && e.owners == owners {
				return e
			}
		}
		return nil
	}
	sl := t.find(k)
	if sl == nil {
		return nil
	}
	list := t.list(sl)
	for i := range list {
		if e := &list[i]; t.valued(sl.head+uint32(i)) == valued && e.nrel == nrel && e.owners == owners {
			return e
		}
	}
	return nil
}

// tighten narrows e to the bounds lo and hi and makes best its move.
func (e *entry) tighten(lo, hi int, best uint8) {
	elo, ehi := max(e.lo(), int8(lo)), min(e.hi(), int8(hi))
	e.meta = packEntry(elo, ehi, e.vsum(), best)
}

// maxSame is the most entries a probe lists for store (ply.same).
const maxSame = 4

// relSize returns the number of relevant cards an nrel word names.
func relSize(nrel uint32) int {
	// nibble sums in bytes, then the bytes summed in the top byte of a product (20 bits of nrel:
	// at most 5·15, no byte overflows)
	b := nrel&0x0f0f0f0f + nrel>>4&0x0f0f0f0f
	return int(b * 0x01010101 >> 24)
}

// store records a bound for the position of p's pattern (patterns): lo ≤ score ≤ hi, valid for
// every position whose top nrel[k] live cards of each class have the same owners, its card values
// as tv says (the bounds are stored less tv.off). An entry with the same valuation, nrel and owners
// is updated instead (identical). In a table without valuations storeSorted does the same (tv is
// zero there).
func (t *table) store(s *Solver, p *ply, k key, tv *tableValues, nrel uint32, lo, hi int, best uint8, tricks int) {
	if t.vals == nil {
		t.storeSorted(s, p, k, nrel, lo, hi, best, tricks)
		return
	}
	t.stores++
	valued, vsum := tv.valued, tv.vsum
	lo = max(lo-tv.off, 0)
	if hi < 127 {
		hi -= tv.off
	}
	mask := s.relMask(nrel)
	owners := pattern{p.pat[0] & mask[0], p.pat[1] & mask[1]}
	if e := t.identical(p, k, valued, nrel, owners); e != nil {
		e.tighten(lo, hi, best)
		return
	}
	i, _ := t.add(k, 0, nil)
	if i < 0 {
		i, _ = t.refill(k)
	}
	t.arena[i] = entry{owners: owners, nrel: nrel, meta: packEntry(int8(lo), int8(hi), uint8(vsum), best)}
	t.tricks[i] = uint8(tricks)
	sm := s.relSig(nrel)
	t.setSig(uint32(i), p.patSig&sm, sm)
	t.vals[i] = valued
	if invariants {
		t.checkList(s, k)
	}
}

// storeSorted is store in a table without valuations (games without card points: the table's
// values are the position's, and every entry has the position's valuation): the new entry goes
// into the list in order (insertSorted) unless storeDominated finds it useless, and an identical
// entry takes its bounds in there. (A function of its own, as probeSorted, so that the values
// the valuations need are neither passed nor kept.)
func (t *table) storeSorted(s *Solver, p *ply, k key, nrel uint32, lo, hi int, best uint8, tricks int) {
	sl, free := t.seek(k)
	if sl != nil && sl.cap&splitCap != 0 {
		t.storeSplit(s, p, k, sl, nrel, lo, hi, best, tricks)
		return
	}
	t.stores++
	mask := s.relMask(nrel)
	// (The new entry is made field by field on the frame, and the rare paths below read the
	// arguments from it: they are not kept through storeDominated's call.)
	var ne entry
	ne.owners = pattern{p.pat[0] & mask[0], p.pat[1] & mask[1]}
	ne.nrel, ne.meta = nrel, packEntry(int8(max(lo, 0)), int8(hi), uint8(relSize(nrel)), best)
	sm := s.relSig(nrel)
	so := p.patSig & sm
	var at uint32 // the new entry's place in the list, from its head
	if sl != nil {
		// (The entries as general as the new one are among those p's probe found matching,
		// when it found at most maxSame and the table has not been refilled since.)
		known := &p.lr
		if known.nm > maxSame || known.fulls != uint32(t.fulls) {
			known = nil
		}
		var done bool
		if done, at = t.storeDominated(s, sl, &ne, mask, so, sm, known); done {
			return
		}
	}
	var i int
	if sl != nil && sl.n < sl.cap { // (a list that is not split)
		i = int(sl.head + uint32(sl.n)) // (add, when the list has room)
		sl.n++
	} else if sl != nil && uint32(sl.cap) >= t.splitAt && t.split(s, p, k, sl, 0) {
		t.stores-- // (the list just split)
		t.storeSplit(s, p, k, t.find(k), ne.nrel, int(ne.lo()), int(ne.hi()), ne.best(), tricks)
		return
	} else if i, sl = t.addAt(k, sl, free); i < 0 {
		i, sl = t.refill(k)
		at = t.sortedPlace(sl.head, uint32(i), int(ne.vsum())) - sl.head
	}
	// (A full list hands out its last place, whose entry goes.)
	t.tricks[i] = uint8(tricks) // (the list's last place: the entries move without theirs)
	i = t.insertSorted(i, int(min(sl.head+at, uint32(i))))
	t.arena[i] = ne
	t.setSig(uint32(i), so, sm)
	if invariants {
		t.checkList(s, k)
	}
}

// storeSplit is storeSorted for k's list sl when it is split (splitAt): the entry goes down the
// buckets of the position's top cards, level by level, to a list that is not split, one it
// cannot go below (it does not fix the next level's cards) or a bucket not yet made, which it
// makes. Each split list on the way may make the new entry useless (only an entry at least as
// general as the new one can concern it: one that the new one makes useless names more cards,
// and lies below). (storeSorted's insertion copied: the stores into lists that are not split, all
// of them on ordinary deals, then carry neither its state nor its code.)
func (t *table) storeSplit(s *Solver, p *ply, k key, sl *slot, nrel uint32, lo, hi int, best uint8, tricks int) {
	t.stores++
	mask := s.relMask(nrel)
	ne := entry{owners: pattern{p.pat[0] & mask[0], p.pat[1] & mask[1]}, nrel: nrel,
		meta: packEntry(int8(max(lo, 0)), int8(hi), uint8(relSize(nrel)), best)}
	sm := s.relSig(nrel)
	so := p.patSig & sm
	level, sub := 0, uint32(0) // the list's (sub: 0 for k's own)
	for sl != nil && sl.isSplit() && s.fixes(nrel, &p.patN, level+1) {
		if done, _ := t.storeDominated(s, sl, &ne, mask, so, sm, nil); done {
			return
		}
		level++
		sub = s.bucket(&p.pat, level)
		so, sm = s.levelSig(&ne.owners, level), s.levelSig(&mask, level)
		sl = t.findSub(k, sub)
	}
	var at uint32 // the new entry's place in the list, from its head
	if sl != nil {
		var done bool
		if done, at = t.storeDominated(s, sl, &ne, mask, so, sm, nil); done {
			return
		}
	}
	var i int
	if sl != nil && uint32(sl.n) < sl.room() {
		i = int(sl.end())
		sl.n++
	} else if sl != nil && !sl.isSplit() && level < maxLevel && sl.room() >= t.splitAt && t.split(s, p, k, sl, level) {
		t.stores--
		t.storeSorted(s, p, k, nrel, lo, hi, best, tricks) // (once more, into the lists made)
		return
	} else if i, sl = t.add(k, sub, sl); i < 0 {
		// The table is full: as refill, but the store starts again, as the lists may be gone.
		t.fulls++
		if !t.compact() {
			t.clear()
		}
		t.stores--
		t.storeSorted(s, p, k, nrel, lo, hi, best, tricks)
		return
	}
	t.tricks[i] = uint8(tricks)
	i = t.insertSorted(i, int(min(sl.head+at, uint32(i))))
	t.arena[i] = ne
	t.setSig(uint32(i), so, sm)
	if invariants {
		t.checkList(s, k)
		t.checkSlot(s, k, sl, &p.patN)
	}
}

// fixes reports whether an entry relying on nrel's cards, of a position with n live cards per class,
// fixes the owners of the top level live cards of every class (all of a class's with fewer): such
// an entry goes to a bucket of that level when the list above is split. (The buckets read the
// classes of the signature only.)
func (s *Solver) fixes(nrel uint32, n *[cards.MaxClasses]uint8, level int) bool {
	for k := 0; k < min(s.nc, sigClasses); k++ {
		if int(nrel>>(4*k)&15) < min(level, int(n[k])) {
			return false
		}
	}
	return true
}

// bucket returns the number of the bucket at level (1 to maxLevel) for the owners of pattern pat:
// the level above bit 24, then the owner pairs of the top level cards of each class of the
// signature, 6 bits a class (bucketAt). A class's part of a pattern holds its live cards from the
// top of its place down and zeros below them, so that the pairs of the top level places are its
// top level live cards' owners, with zeros for the cards it lacks, whatever its live cards.
func (s *Solver) bucket(pat *pattern, level int) uint32 {
	g := &s.bucketAt[level-1]
	return uint32(level)<<24 | uint32(pat[g.word[0]&1]>>(g.shift[0]&63)&g.bits[0]) |
		uint32(pat[g.word[1]&1]>>(g.shift[1]&63)&g.bits[1])<<6 |
		uint32(pat[g.word[2]&1]>>(g.shift[2]&63)&g.bits[2])<<12 |
		uint32(pat[g.word[3]&1]>>(g.shift[3]&63)&g.bits[3])<<18
}

// levelSig is the signature of the lists at a level of split lists: signature for a key's own
// list (level 0), the side signature for its buckets (sideSig).
func (s *Solver) levelSig(p *pattern, level int) uint64 {
	if level == 0 {
		return s.signature(p)
	}
	return sideSig(s.sideBits(p), level)
}

// sideBits returns the owners' low bits of each signature class's top maxLevel+2 places (topAt)
// of a pattern, in the 16-bit lane of the class at its even bits, the top place at 8 (the odd
// bits 0). (A class with fewer places gives zeros.)
func (s *Solver) sideBits(p *pattern) uint64 {
	g := &s.topAt
	return p[g.word[0]&1]>>(g.shift[0]&63)&g.bits[0]&0x155 | (p[g.word[1]&1]>>(g.shift[1]&63)&g.bits[1]&0x155)<<16 |
		(p[g.word[2]&1]>>(g.shift[2]&63)&g.bits[2]&0x155)<<32 | (p[g.word[3]&1]>>(g.shift[3]&63)&g.bits[3]&0x155)<<48
}

// sideSig is the signature of the buckets of split lists at level (1 to maxLevel), from the bits
// sideBits gave: the low owner bit of each of the four places of every signature class below the
// level's top ones (as far as the top maxLevel+2 places go; zeros below), at bits 6, 4, 2 and 0
// (the top place highest), class 1's one bit up from class 0's, classes 2 and 3 eight bits up. In
// bridge the owner's low bit is the side (partners' seats differ in the high bit).
//
// A bucket's entries fix the level's top cards with the position's owners and many more: the
// probes that reach them fail the full match mostly on a class's third to fifth card, which the
// full owners of the two places below the level's (what buckets kept before) do not cover, and
// nearly always against the other side's holding. Counted over the lists of split keys (their
// own and their buckets), the full owners of two places let 4.4 entries a probe through on
// thomas2 (diamonds), the sides of four places 1.15 (0.7 match); on hard_deals 1 and 4, 0.38
// against 0.34. On the lists that are not split (all of those on ordinary deals) the sides let
// 44 % more through: they keep signature, and so does a split key's own list, whose probes
// probeSorted makes (a second kind there cost the probes of ordinary lists a test). As for
// signature, any choice of bits is exact: the owner bits of a place lie within its mask bits, so
// an entry whose bits disagree with the position's cannot match.
func sideSig(b uint64, level int) uint64 {
	z := b << (uint(2*level) & 63) >> 2 & 0x0055_0055_0055_0055 // (no lane's bits reach the next's 0x55)
	z |= z >> 15
	return z&0xff | z>>24&0xff00
}

// split splits sl, a list at level (0: k's own), at a store that finds it full with splitAt
// entries or more (see splitAt): the entries that fix the top level+1 cards move to their
// buckets, made here with room to grow, and the others stay, in order. It reports false, changing
// nothing, when there are none to move or the table lacks room for them (the list then grows as
// before). n, the live cards per class, is the same for every position of the key.
func (t *table) split(s *Solver, p *ply, k key, sl *slot, level int) bool {
	// The entries to move, by bucket and place (so in list order within a bucket).
	moved := t.splits[:0]
	for j := sl.head; j < sl.end(); j++ {
		if e := &t.arena[j]; s.fixes(e.nrel, &p.patN, level+1) {
			moved = append(moved, uint64(s.bucket(&e.owners, level+1))<<32|uint64(j))
		}
	}
	t.splits = moved
	if len(moved) == 0 {
		return false
	}
	slices.Sort(moved)
	n, need := 0, 0
	for i := 0; i < len(moved); {
		j := i + 1
		for j < len(moved) && moved[j]>>32 == moved[i]>>32 {
			j++
		}
		n++
		need += t.listRoom(j - i)
		i = j
	}
	if uint64(t.keys+n)*4 > uint64(len(t.slots))*3 || t.used+need > len(t.arena) {
		return false
	}
	// The buckets' slots, each with its list's room (growing the index as add does), and their
	// entries with the bucket level's signatures.
	for i := 0; i < len(moved); {
		j := i + 1
		for j < len(moved) && moved[j]>>32 == moved[i]>>32 {
			j++
		}
		if uint64(t.keys+1)*4 > (t.mask+1)*3 {
			t.grow()
		}
		sub := uint32(moved[i] >> 32)
		x := t.slotOf(k|bucketKey, sub)
		for t.slots[x&t.mask].key != 0 {
			x++
		}
		room := t.listRoom(j - i)
		t.slots[x&t.mask] = slot{key: k | bucketKey, head: uint32(t.used), n: uint16(j - i), cap: uint16(room)}
		t.auxs[x&t.mask].sub = sub
		t.keys++
		for _, m := range moved[i:j] {
			from, e := uint32(m), &t.arena[uint32(m)]
			mask := s.relMask(e.nrel)
			t.arena[t.used], t.tricks[t.used] = *e, t.tricks[from]
			t.setSig(uint32(t.used), s.levelSig(&e.owners, level+1), s.levelSig(&mask, level+1))
			t.used++
		}
		t.used += room - (j - i)
		i = j
	}
	// The entries that stay, packed in order.
	sl = t.find(k) // (grow moves the slots)
	if level > 0 {
		sl = t.findSub(k, s.bucket(&p.pat, level))
	}
	w := sl.head
	for j := sl.head; j < sl.end(); j++ {
		if s.fixes(t.arena[j].nrel, &p.patN, level+1) {
			continue
		}
		if w != j {
			t.arena[w], t.tricks[w] = t.arena[j], t.tricks[j]
			t.moveSig(w, j)
		}
		w++
	}
	sl.n = uint16(w - sl.head)
	sl.cap |= splitCap
	t.splitCount++
	if invariants {
		t.checkSlot(s, k, sl, &p.patN)
		for _, m := range moved {
			t.checkSlot(s, k, t.findSub(k, uint32(m>>32)), &p.patN)
		}
	}
	return true
}

// listRoom returns the room a new bucket's list of n entries gets: the next power of two above n.
func (t *table) listRoom(n int) int {
	return max(1<<bits.Len(uint(n)), int(t.firstRoom()))
}

// firstRoom returns the room of a new list: firstChunk entries, but 4 where lists split from 8
// entries or fewer (a list splits when it fills with room for splitAt entries or more: from 4,
// lists fill at 4, 8, 16 and so on, from 16 at 16 and on, the same for every splitAt above 8).
func (t *table) firstRoom() uint32 {
	if t.splitAt <= 8 {
		return 4
	}
	return firstChunk
}

// refill adds k after add found the table full: it compacts the table (compact) or, when that
// keeps nothing, clears it, and adds again.
func (t *table) refill(k key) (int, *slot) {
	t.fulls++
	i, sl := -1, (*slot)(nil)
	if t.compact() {
		i, sl = t.add(k, 0, nil)
	}
	if i < 0 {
		t.clear()
		i, sl = t.add(k, 0, nil)
	}
	return i, sl
}

// covers reports whether every card of mask is one of m's.
func (m pattern) covers(mask pattern) bool {
	return mask[0]&^m[0] == 0 && mask[1]&^m[1] == 0
}

// storeDominated handles a new entry of a key whose list exists, in games without valuations:
// entries the new one makes useless (they name more cards, with the same owners on the new one's,
// and bounds no tighter) leave the list; when an entry at least as general as the new one already
// has bounds at least as tight (or names the same cards, and takes the new bounds in), nothing is
// added and it reports true; else it returns the new entry's place in the list (insertSorted),
// from its head. Lists stay short, and a full table holds more that matters. ne is the new entry,
// made whole by the caller (on its frame: the arguments fit the registers), mask its relevant
// cards' mask (relMask), so and sm its signature in the list; known, when not nil, is the probe
// of the position that found the list as it is (probeResult.match).
func (t *table) storeDominated(s *Solver, sl *slot, ne *entry, mask pattern, so, sm uint64, known *probeResult) (bool, uint32) {
	// The list is sorted by the number of relevant cards (insertSorted): an entry at least as
	// general as the new one names at most as many, so it lies before at, the first entry that
	// names more, and one that the new entry makes useless names more (one naming as many, and
	// as general, names the same cards: the first case), so it lies from at on. Each part is
	// compared for its own relation only, a group of four places at a time, and only the entries
	// whose signature allows that relation (see sigs; owner bits lie within their mask bits: e's
	// owners and the new one's differ on e's mask where (es^no)&ems, and on the new one's where
	// (es^no)&nm).
	head, end := sl.head, sl.head+uint32(sl.n)
	at := t.sortedPlace(head, end, int(ne.vsum()))
	no, nm := so*sigLanes, sm*sigLanes
	// Step 1. The entries at least as general as the new one: those the probe found matching,
	// when known lists them (they match the position: their owners agree with the new entry's
	// on their cards, which are among its), else all whose signature allows it.
	if known != nil {
		for _, d := range known.match[:known.nm] {
			j := head + uint32(d-uint16(head)) // (lists hold fewer than 1<<16 entries)
			if j >= at {
				break
			}
			e := &t.arena[j]
			same := e.nrel == ne.nrel
			if !same && (e.lo() < ne.lo() || e.hi() > ne.hi() || t.noDominance) {
				continue
			}
			if em := s.relMask(e.nrel); em[0]&^mask[0] != 0 || em[1]&^mask[1] != 0 {
				continue
			}
			if invariants && (ne.owners[0]&s.relMask(e.nrel)[0] != e.owners[0] || ne.owners[1]&s.relMask(e.nrel)[1] != e.owners[1]) {
				panic("solver: a probe's match does not match the store's position")
			}
			if same {
				e.meta = packEntry(max(e.lo(), ne.lo()), min(e.hi(), ne.hi()), e.vsum(), ne.best())
			}
			return true, 0
		}
		if invariants {
			t.checkGeneral(s, head, at, ne, mask)
		}
	} else {
		// (By groups: the first group's places below head are left out, once.)
		below := lanesBelow[head&3]
	general:
		for w := head >> 2; w<<2 < at; w++ {
			g := t.sigs[w]
			for z := zeroLanes(g.mask&(^nm|g.own^no)) &^ below; z != 0; z &= z - 1 {
				j := w<<2 + uint32(bits.TrailingZeros64(z))>>4
				if j >= at {
					break general
				}
				// (An entry that names other cards matters only where its bounds are as tight:
				// tested first, before its mask is built.)
				e := &t.arena[j]
				same := e.nrel == ne.nrel
				if !same && (e.lo() < ne.lo() || e.hi() > ne.hi() || t.noDominance) {
					continue
				}
				em := s.relMask(e.nrel)
				if em[0]&^mask[0] != 0 || em[1]&^mask[1] != 0 || ne.owners[0]&em[0] != e.owners[0] || ne.owners[1]&em[1] != e.owners[1] {
					continue
				}
				if same {
					e.meta = packEntry(max(e.lo(), ne.lo()), min(e.hi(), ne.hi()), e.vsum(), ne.best())
				}
				return true, 0
			}
			below = 0
		}
	}
	if t.noDominance {
		return false, at - head
	}
	// Step 2. The entries the new one makes useless: the entries after one move down, so that
	// the list stays sorted, and the scan goes on from its place.
	below := lanesBelow[at&3] // (the places of i's group below i)
scan:
	for i := at; i < end; {
		g := i >> 2
		es, ems := t.sigs[g].own, t.sigs[g].mask
		z := zeroLanes(nm & (^ems | es ^ no))
		for z &^= below; z != 0; z &= z - 1 {
			j := g<<2 + uint32(bits.TrailingZeros64(z))>>4
			if j >= end {
				break scan
			}
			e := &t.arena[j]
			if ne.lo() >= e.lo() && ne.hi() <= e.hi() && e.owners[0]&mask[0] == ne.owners[0] &&
				e.owners[1]&mask[1] == ne.owners[1] && s.relMask(e.nrel).covers(mask) {
				end--
				copy(t.arena[j:end], t.arena[j+1:end+1]) // (tricks: the same for the whole list)
				t.shiftSigsDown(j, end)
				// (The slot is brought up to date here, rarely, and sl is not kept through
				// the scans. A sorted list has no next: a full one drops its last entry.)
				sl.n--
				i, below = j, lanesBelow[j&3]
				continue scan
			}
		}
		i, below = (g+1)<<2, 0
	}
	return false, at - head
}

// compact makes room when the arena is full: it keeps the entries with the most tricks left (the
// costliest to find again), at most half the arena, and packs every key's list to the front. It
// reports false when nothing would be kept.
func (t *table) compact() bool {
	var hist [16]int
	n := 0
	for i := range t.slots[:t.mask+1] {
		sl := &t.slots[i]
		if sl.key == 0 {
			continue
		}
		t.order[n] = uint32(i)
		n++
		for _, tr := range t.tricks[sl.head:sl.end()] {
			hist[min(tr, 15)]++
		}
	}
	live := 0
	for _, h := range hist {
		live += h
	}
	keep, least := 0, 16 // entries with at least least tricks left stay
	if live*5 <= len(t.arena)*3 {
		// Much of the arena is lists left behind by lists that grew: packing frees it, and
		// nothing need be dropped.
		keep, least = live, 0
	} else {
		for least > 1 && keep+hist[least-1] <= len(t.arena)/2 {
			least--
			keep += hist[least]
		}
	}
	if keep == 0 {
		return false
	}
	order := t.order[:n]
	slices.SortFunc(order, func(a, b uint32) int { return cmp.Compare(t.slots[a].head, t.slots[b].head) })
	w := uint32(0)
	for _, i := range order {
		sl := &t.slots[i]
		start := w
		for j := sl.head; j < sl.end(); j++ { // w never passes j: lists move only forward
			if int(t.tricks[j]) >= least {
				t.arena[w], t.tricks[w] = t.arena[j], t.tricks[j]
				if t.vals != nil {
					t.vals[w] = t.vals[j]
				}
				t.moveSig(w, j)
				w++
			}
		}
		sl.head, sl.n, sl.cap = start, uint16(w-start), sl.cap&splitCap|uint16(w-start)
		if w-start >= maxList {
			t.auxs[i].next = 0
		}
	}
	t.used = int(w)
	return true
}

// sigLayout says where the top two live cards of each of the first sigClasses classes sit in a
// pattern: the word, the shift that brings them down, and their bits there (two pairs; one for a
// class of one card; none for a class the game lacks).
type sigLayout struct {
	word  [sigClasses]uint8
	shift [sigClasses]uint8
	bits  [sigClasses]uint64
	// per class (every class, the nibble empty beyond sigClasses): where patterns finds a class's
	// nibble of the signature, its part of the pattern rotated left by rot[k], and the nibble's
	// bits (bits[k] at 4k)
	rot [cards.MaxClasses]uint8
	nib [cards.MaxClasses]uint64
}

// signature returns the owner bits of the top two live cards of each of the first sigClasses
// classes of a pattern, 4 bits a class (sigs). The search does not call it: patterns keeps the
// signature of the position's pattern (ply.patSig) and relSig reads that of a mask from a table
// made with it.
func (s *Solver) signature(p *pattern) uint64 {
	g := &s.sig
	return p[g.word[0]&1]>>(g.shift[0]&63)&g.bits[0] |
		(p[g.word[1]&1]>>(g.shift[1]&63)&g.bits[1])<<4 |
		(p[g.word[2]&1]>>(g.shift[2]&63)&g.bits[2])<<8 |
		(p[g.word[3]&1]>>(g.shift[3]&63)&g.bits[3])<<12
}

// relSig returns the signature of relMask(nrel), by byte of nrel (two classes) as relMask.
func (s *Solver) relSig(nrel uint32) uint64 {
	return uint64(s.relSigs[0][nrel&255]) | uint64(s.relSigs[1][nrel>>8&255])
}

// sortedPlace returns the first place from from to to whose entry relies on more than rel cards
// (to when none does): the place of a new entry relying on rel cards in a sorted list (insertSorted).
// (An entry of a sorted list holds its number of relevant cards in vsum.)
func (t *table) sortedPlace(from, to uint32, rel int) uint32 {
	list := t.arena[:to]
	for from < to {
		mid := (from + to) >> 1
		if int(list[mid].vsum()) <= rel {
			from = mid + 1
		} else {
			to = mid
		}
	}
	return from
}

// insertSorted makes room at place at of a list for a new entry, the list's last place i (which
// add has just handed out) included, and returns at: the list stays sorted by the number of
// relevant cards, most general first (sortedPlace), so that the first entry that settles a probe
// is the one relying on the fewest cards.
func (t *table) insertSorted(i, at int) int {
	if at < i {
		a := t.arena[at : i+1] // (tricks: the same for the whole list)
		if len(a) <= 4 {
			// (A few entries move one by one: cheaper than memmove's call and dispatch.)
			for k := len(a) - 1; k > 0; k-- {
				a[k] = a[k-1]
			}
		} else {
			copy(a[1:], a)
		}
		t.shiftSigs(uint32(at), uint32(i))
	}
	return at
}

// shiftSigs moves the signatures of places lo to hi-1 one place up: all lanes of the groups from
// lo's to hi's move up, the owner and the mask word of a group together, but the lanes of the first
// group up to lo and those of the last group above hi, which keep their values. (The last group is
// done after the loop, which has not written it: no value need be held across the loop; the first
// before it, so that the loop's groups move whole.)
func (t *table) shiftSigs(lo, hi uint32) {
	// (The groups are read from t.sigs itself: slicing them first cost more than the few bounds
	// checks of a short move.)
	first, last := lo>>2, hi>>2
	keep := lanesUpTo[lo&3]
	var co, cm uint64 // the previous group's top lanes, which move into this one's lowest
	if first < last {
		g := &t.sigs[first]
		o, k := g.own, g.mask
		g.own, g.mask = o&keep|o<<16&^keep, k&keep|k<<16&^keep
		co, cm, keep = o>>48, k>>48, 0
		for i := first + 1; i < last; i++ {
			g := &t.sigs[i]
			o, k := g.own, g.mask
			g.own, g.mask = o<<16|co, k<<16|cm
			co, cm = o>>48, k>>48
		}
	}
	keep |= lanesAbove[hi&3]
	g := &t.sigs[last]
	g.own, g.mask = g.own&keep|(g.own<<16|co)&^keep, g.mask&keep|(g.mask<<16|cm)&^keep
}

// shiftSigsDown moves the signatures of places lo+1 to hi one place down (the signature of place
// hi stays), as shiftSigs.
func (t *table) shiftSigsDown(lo, hi uint32) {
	sg := t.sigs[lo>>2 : hi>>2+1]
	first, last := sg[0], sg[len(sg)-1]
	for i := 0; i+1 < len(sg); i++ {
		g, h := &sg[i], &sg[i+1]
		g.own, g.mask = g.own>>16|h.own<<48, g.mask>>16|h.mask<<48
	}
	g := &sg[len(sg)-1]
	g.own, g.mask = g.own>>16, g.mask>>16
	g, m := &sg[0], lanesBelow[lo&3]
	g.own, g.mask = g.own&^m|first.own&m, g.mask&^m|first.mask&m
	g, m = &sg[len(sg)-1], lanesBelow[hi&3]
	g.own, g.mask = g.own&m|last.own&^m, g.mask&m|last.mask&^m
}

// copySigs copies the signatures of the n places from place from on to the places from to on,
// ranges apart: whole groups when both start a group (lists begin at a group but after compact),
// else place by place.
func (t *table) copySigs(to, from, n uint32) {
	if (to|from)&3 == 0 {
		copy(t.sigs[to>>2:to>>2+(n+3)>>2], t.sigs[from>>2:])
		return
	}
	for j := uint32(0); j < n; j++ {
		t.moveSig(to+j, from+j)
	}
}

// Lanes of a group's word: below, at most or above lane i.
var (
	lanesBelow = [4]uint64{0, 0xffff, 0xffff_ffff, 0xffff_ffff_ffff}
	lanesUpTo  = [4]uint64{0xffff, 0xffff_ffff, 0xffff_ffff_ffff, ^uint64(0)}
	lanesAbove = [4]uint64{0xffff_ffff_ffff_0000, 0xffff_ffff_0000_0000, 0xffff_0000_0000_0000, 0}
)
