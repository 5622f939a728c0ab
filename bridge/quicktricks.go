// quicktricks.go holds the bridge static bounds called at trick boundaries: quick tricks the side on
// lead can cash at once (also after crossing to the partner), and the tricks the opponents surely
// take (top and long trumps, tops against the leader, a trick when the leader's side cannot take
// them all).

package bridge

import (
	"math/bits"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// bounds is the static-analysis hook of one strain with the tricks of one side counted.
type bounds struct {
	trump int       // suit index of trumps, or -1 in notrump
	tm    cards.Set // the trump suit's cards; none in notrump
	side  int       // 0: North-South count, 1: East-West
	memo  *[1 << memoBits]memoEntry
	v     view // the view of the boundary asked last (see hook)
	// w is the position after a trick that entryTricks, afterLostLead or trumpsAndCash builds for
	// quickTricks: bd's, as v is, since a local view whose address is taken is cleared at every
	// call. (None of them runs inside another, and quickTricks builds none.)
	w view
	// rounds is quickTricks' upper bound on the rounds it may count, one lane a suit, as it last
	// stood (the hook and trumpsAndCash read it: see there), and sides the lanes of the side suits
	// (all in notrump).
	rounds, sides uint64
	memoLim       int // the tricks from which down the memo is asked, trumps left or not (see hook)
	// own and ext are quickTricks' cashing lines of the suits, own and extended (cashSuit): bd's,
	// so that they are not cleared at every call (each call sets those it reads).
	own, ext [4]cashLine
	// The pad makes bounds 192 bytes, whole cache lines (a size class of Go's allocator), so
	// that no other object shares a line with the fields the hook writes at every call (v, w,
	// rounds, own, ext): another worker's solver may sit next to this one (see solver's table).
	// TestCacheLines checks the size.
	_ [24]byte
}

// memoBits is the log2 of the number of answers the hook remembers (256 kB). A boundary
// comes back after more calls than a thousand slots held: with four times as many, more of the
// last tricks' calls are answered from it (callgrind: TableList10 -0.13 %, FutList10 -0.18 %
// instructions against 1 << 10; 1 << 14 saves a little more for four times the memory).
const memoBits = 12

// memoEntry is an answer of the hook (see bound): the boundary asked (the hands in seat order, whose
// union is the live cards at a trick boundary, and key: 1 | leader<<1 | target<<3, zero in an empty
// entry) and the answer. It is padded to a cache line, which the memo's lines start on (the memo is
// a large allocation): at 46 bytes half the entries straddled two lines, and a lookup, which
// mostly misses the first-level cache, read both (cachegrind TableList10: -3 % first-level data
// misses in all; one instruction less a lookup, the slot's offset being a shift).
type memoEntry struct {
	h      [4]cards.Set
	rel    cards.Set
	key    uint32
	lo, hi int8
	_      [18]byte
}

// newBounds returns the hook of a strain with the tricks of side counted.
func newBounds(strain Strain, side int) *bounds {
	bd := &bounds{memo: new([1 << memoBits]memoEntry)}
	bd.set(strain, side)
	return bd
}

// set makes bd the hook of a strain with the tricks of side counted, its remembered answers
// forgotten (they are another strain's or side's), without a new memo.
func (bd *bounds) set(strain Strain, side int) {
	clear(bd.memo[:])
	bd.trump, bd.tm, bd.side, bd.sides, bd.memoLim = -1, 0, side, ^uint64(0), boundsFirstTricks
	if strain != NoTrump {
		bd.memoLim = boundsFirstTrumps
		bd.trump, bd.tm, bd.sides = int(strain), suitMask(int(strain)), ^(uint64(0xffff) << (strain * 16 & 63))
	}
}

// suitMask returns the 13 bits of suit s.
func suitMask(s int) cards.Set { return cards.BridgeSuit(cards.Suit(s)) }

// laneMask returns the 13 bits of the suit whose lane holds bit i (a card or a flag of the lane).
func laneMask(i int) cards.Set { return cards.Set(0x7ffc) << (i &^ 15 & 63) }

// topBit returns the highest card of x as a set (empty when x is).
func topBit(x cards.Set) cards.Set {
	if x == 0 {
		return 0
	}
	return cards.Set(1) << ((bits.Len64(uint64(x)) - 1) & 63)
}

// view is a trick boundary as the bounds read it: the hands from the leader round (h[0] the leader,
// h[1] his left-hand opponent, h[2] his partner, h[3] his right-hand opponent) and the live cards,
// which the bounds share and the positions they build after a trick update. (Which side tops a
// suit the bounds read from the hands, suit by suit: sideTops.)
type view struct {
	h    [4]cards.Set
	live cards.Set
}

// quickTricks returns a lower bound on the tricks the leader's side takes by cashing winners from
// the leader's hand suit after suit, and the cards that bound relies on, when that bound reaches
// need; below need it may return any count below need (the callers only ask whether need is
// reached), and it gives up as soon as need is out of reach.
//
// In each suit the leader cashes his cards that are above every opponent's card, highest first
// (cashSuit). The partner follows with his lowest card; when that card beats the leader's, the
// partner wins the trick and the lead, so such a suit can only be cashed last; so can a suit in
// which the leader, out of winners, crosses to the partner's winners and the partner cashes on. In
// a trump contract a suit is safe only while every opponent who holds trumps still follows to it;
// trumps themselves are counted the same way (an opponent out of trumps cannot ruff).
//
// It stops as soon as need tricks are counted, so that the cards it relies on stay few: the bound
// then answers more positions through the transposition table.
func (bd *bounds) quickTricks(v *view, need int) (int, cards.Set) {
	// (Until the first bound below the hands are read from v, and again after it: the values
	// held across its early exit, which most calls take, were stored on the stack first.)
	//
	// Rounds are won only in suits the side tops (the others give cashSuit nothing) and the
	// leader holds: the suits to cash.
	// (need is not tested: below 1, which only entryTricks asks when it needs one trick, rarely,
	// the loops count no round and return 0 and no cards, as the test did. Without it the calls
	// cost less: callgrind TableList10 -0.08 %, FutList10 -0.12 % instructions.)
	cash := sideTops(v.h[0]|v.h[2], v.h[1]|v.h[3]) & suitFlags(v.h[0])
	if cash == 0 {
		return 0, 0
	}
	// First a cheap upper bound: the side's longer holding in each of those suits. In a plain suit,
	// only the rounds before an opponent with trumps can ruff are safe: safe holds those rounds in
	// each suit's lane, and a second bound takes them in. (Lengths are counted lane by lane: no
	// popcount, whose fallback call would make the compiler keep this function's values on the
	// stack.)
	// (flagLanes(cash) is written out on cp's line: alone there, laneCounts left a no-op, its
	// inline mark, that ran at every call.)
	cp, lanes := laneCounts(v.h[2]), cash<<1-cash>>15
	rounds := laneMax(laneCounts(v.h[0]), cp) & lanes
	// (bd.rounds is stored on laneSum's line: alone there, the inlined call left a no-op, its
	// inline mark, that ran at every call.)
	left := 0 // the rounds of the suits not cashed yet
	bd.rounds, left = rounds, laneSum(rounds)
	if left < need {
		return 0, 0
	}
	lead, lho, part, rho := v.h[0], v.h[1], v.h[2], v.h[3]
	safe := uint64(0x000d000d000d000d)
	if tm := bd.tm; (lho|rho)&tm != 0 {
		// (A length is at most 13: the first needs no minimum.)
		if lho&tm == 0 {
			safe = laneCounts(rho)
		} else if safe = laneCounts(lho); rho&tm != 0 {
			safe = laneMin(safe, laneCounts(rho))
		}
		sh := bd.trump * 16 & 63
		safe = safe&^(0xffff<<sh) | 13<<sh
		// (Stored first and read back, which costs nothing: the store absorbs laneMin's inline
		// mark.)
		bd.rounds = laneMin(rounds, safe)
		rounds = bd.rounds
		if left = laneSum(rounds); left < need {
			return 0, 0
		}
	}
	keep := 0
	var rel cards.Set
	own, ext := &bd.own, &bd.ext
	more := 0 // the most a suit cashed last (below) can add: its rounds not counted in keep
	// (The loop returns once keep reaches need.)
	for f := cash; f != 0; f &= f - 1 {
		i := bits.TrailingZeros64(f)
		// (laneMask(i) written out: alone on its line, the inlined call left a no-op, its inline
		// mark, that ran at every suit.)
		m, s := cards.Set(0x7ffc)<<(i&^15&63), i>>4&3
		var o, e cashLine
		if k := min(int(safe>>(i&^15&63)&0x1f), need-keep); part&m == 0 {
			o = cashAlone(lead&m, lho&m, rho&m, k)
			e = o
		} else {
			o, e = cashSuit(lead&m, part&m, lho&m, rho&m, k)
		}
		own[s], ext[s] = o, e
		left -= int(rounds >> (i &^ 15 & 63) & 0x1f)
		if o.lost() {
			more = max(more, e.n())
		} else {
			more = max(more, e.n()-o.n())
			if o.n() > 0 {
				keep += o.n()
				rel |= o.rel(v.live, m)
				if keep >= need {
					return keep, rel
				}
			}
		}
		// Each suit adds at most its rounds, to keep or to more: give up when need is out of
		// reach.
		if keep+more+left < need {
			return 0, 0
		}
	}
	// One suit can be cashed last with the lead ending in the partner's hand: a suit the partner
	// overtakes in, or the rounds the partner leads after the leader's own. The partner's line
	// needs his cards of the suit kept while the others are cashed: he holds at least as many
	// other cards as those rounds. (The loop above has returned when keep and more cannot reach
	// need.)
	best, bestRel := 0, cards.Set(0)
	partN := laneSum(cp)
	for f := cash; f != 0; f &= f - 1 {
		i := bits.TrailingZeros64(f)
		m, s := cards.Set(0x7ffc)<<(i&^15&63), i>>4&3 // laneMask(i), as above
		o, e := own[s], ext[s]
		add, r := 0, cards.Set(0)
		if o.lost() {
			add, r = o.n(), o.rel(v.live, m)
		}
		if e.n() > o.n() && partN-int(cp>>(i&^15&63)&0x1f) >= keep {
			extra := e.n()
			if !o.lost() {
				extra -= o.n() // the leader's own rounds are counted already
			}
			if extra > add {
				add, r = extra, e.rel(v.live, m)
			}
		}
		if add > best {
			best, bestRel = add, r
		}
	}
	if best > 0 {
		// Rounds led by the partner may make the leader discard; every round still takes one of
		// his cards.
		return min(keep+best, laneSum(laneCounts(lead))), rel | bestRel
	}
	return keep, rel
}

// cashLine is the outcome of cashing one suit, packed in a word (two words pass and store more
// cheaply than six):
//
//	bits 0-3   the rounds won
//	bit  4     the lead ended with the partner (lost)
//	bits 8-13  the lowest card that won a round while somebody else still held the suit; 63 (above
//	           every card) when none did
type cashLine uint32

// line packs a cashing line, with low the lowest card as a bit (noLow when there is none).
func line(n int, lost bool, low cards.Set) cashLine {
	c := cashLine(n) | cashLine(bits.TrailingZeros64(uint64(low)))<<8
	if lost {
		c |= 16
	}
	return c
}

// noLow stands for no card in a line's lowest card as a bit: a bit above every card, so that the
// first winning card is lower.
const noLow = cards.Set(1) << 63

// n returns the rounds won.
func (c cashLine) n() int { return int(c & 15) }

// lost reports whether the lead ended with the partner.
func (c cashLine) lost() bool { return c&16 != 0 }

// rel returns the cards a cashing line relies on: the owners of the suit's live cards down to the
// lowest that won a round while somebody else still held the suit (later rounds win whatever their
// ranks); none when there is no such card (63: no card of m is above it).
func (c cashLine) rel(live, m cards.Set) cards.Set {
	return m & live &^ (cards.Set(1)<<(c>>8&63) - 1)
}

// cashSuit plays out one suit from the leader's hand for as long as the side surely wins its
// rounds, at most k of them. The hand on lead plays its highest card when no opponent's card of
// the suit is higher; the other hand follows with its lowest, and wins the round (and the lead)
// when that card is higher. The opponents play their lowest cards: whatever they play instead,
// their highest remaining card is no higher, so every round counted is won in every case. own is
// the line while the leader leads (it stops after the round in which the partner overtakes: the old
// quick-trick count); ext goes on with the partner on lead, and when the leader has no winner left
// but the partner has, the leader first crosses with his lowest card to the partner's lowest
// winner.
//
// Cards are handled as single bits, whose order as numbers is the order of rank.
func cashSuit(ls, ps, lo, ro cards.Set, k int) (own, ext cashLine) {
	// The leader's own line, until the partner leads (cashOn goes on from there).
	low := noLow
	n := 0
	for ; n < k && ls != 0; n++ {
		// A hand holds a card above every opponent's card of the suit exactly when its cards,
		// read as a number, exceed theirs (the hands are disjoint).
		opp := lo | ro
		others := ps|opp != 0
		if ls < opp {
			if ps > opp {
				// Out of winners, the leader crosses with his lowest card to the partner's
				// lowest winner (above the floor: the opponents' top card and below).
				// (ls on line's line absorbs its inline mark.)
				own, ls = line(n, false, low), ls&(ls-1)
				w := ps &^ (cards.Set(1)<<(bits.Len64(uint64(opp))&63) - 1)
				win := w & -w
				if others && win < low {
					low = win
				}
				return own, cashOn(ps^win, ls, lo&(lo-1), ro&(ro-1), n+1, k, low, false)
			}
			break
		}
		c := cards.Set(1) << ((bits.Len64(uint64(ls)) - 1) & 63)
		ls ^= c
		win := c
		if ps != 0 {
			pc := ps & -ps
			ps ^= pc
			if pc > c {
				// The partner overtakes: the leader's own line ends with this round.
				if others && pc < low {
					low = pc
				}
				own = line(n+1, true, low)
				return own, cashOn(ps, ls, lo&(lo-1), ro&(ro-1), n+1, k, low, true)
			}
		}
		lo &= lo - 1 // each opponent plays his lowest card
		ro &= ro - 1
		if others && win < low {
			low = win
		}
	}
	// (The line is built on the return's line, once for both results: alone on its own line,
	// the inlined call left a no-op, its inline mark, that ran at every such return.)
	return line(n, false, low), line(n, false, low)
}

// cashAlone is cashSuit for a suit the partner does not hold: the leader cashes his cards while
// the highest is above every opponent's card, at most k of them, and the lead stays with him. (Its
// fewer arguments and tests cost less than cashSuit's in the many calls of such suits: callgrind
// TableList10 -0.1 %, FutList10 -0.14 % instructions. Inlined into quickTricks, whose values it
// would keep from registers, it cost more than a call.)
//
//go:noinline
func cashAlone(ls, lo, ro cards.Set, k int) cashLine {
	low := noLow
	n := 0
	// (ls exceeds the opponents' cards read as a number exactly when its top card is above theirs;
	// the cards go down, so that low is the last one played while an opponent still held the suit.)
	for ; n < k && ls > lo|ro; n++ {
		c := cards.Set(1) << ((bits.Len64(uint64(ls)) - 1) & 63)
		ls ^= c
		if lo|ro != 0 {
			low = c
		}
		lo &= lo - 1
		ro &= ro - 1
	}
	return cashLine(n) | cashLine(bits.TrailingZeros64(uint64(low)))<<8 // line(n, false, low)
}

// cashOn goes on with a cashing line (cashSuit) once the partner has led a round: n rounds won so
// far with low, the partner's hand on lead (lost) or the leader's, and whether the leader can still
// cross to the partner (the leader is on lead and has not crossed).
func cashOn(lead, follow, lo, ro cards.Set, n, k int, low cards.Set, cross bool) cashLine {
	// lead and follow are the side's hands in the order they play to the round: swapped whenever
	// the lead changes hands (lost flips), so that no round asks who is on lead.
	lost := true
	for ; n < k && lead != 0; n++ {
		opp := lo | ro // (a hand beats it when its cards, as a number, exceed it: see cashSuit)
		others := follow|opp != 0
		var win cards.Set
		if lead > opp {
			c := cards.Set(1) << ((bits.Len64(uint64(lead)) - 1) & 63)
			lead ^= c
			win = c
			if follow != 0 {
				pc := follow & -follow
				follow ^= pc
				if pc > c {
					win = pc
					lost = !lost
					lead, follow = follow, lead
				}
			}
		} else if !lost && cross && follow > opp {
			// (follow is the partner's hand: the leader is on lead.)
			lead &= lead - 1
			w := follow &^ (cards.Set(1)<<(bits.Len64(uint64(opp))&63) - 1)
			win = w & -w
			follow ^= win
			lost, cross = true, false
			lead, follow = follow, lead
		} else {
			break
		}
		lo &= lo - 1
		ro &= ro - 1
		if others && win < low {
			low = win
		}
	}
	return line(n, lost, low)
}

// sureTrumps returns the trump tricks the pair of hands x and x+2 (of the view) surely takes when
// they reach need, and the cards that bound relies on; fewer than need otherwise. The pair's
// longer trump holding is at least need. Of the top trumps, those held by the pair in an unbroken
// run each win the trick they are played to unless the other hand of the pair plays a higher one
// to the same trick, and the hand holding more trumps plays its own on different tricks, so the
// pair takes at least min(run, longer trump holding) tricks.
func (bd *bounds) sureTrumps(v *view, x, need int) (int, cards.Set) {
	tm := bd.tm & v.live
	pair := v.h[x] | v.h[(x+2)&3]
	// The run: the pair's trumps above every opponent's.
	run := tm &^ (cards.Set(1)<<(bits.Len64(uint64(tm&^pair))&63) - 1)
	if run == 0 { // (most calls: an opponent holds the top trump)
		if need == 1 {
			return bd.trumpBehind(v, pair)
		}
		return 0, 0
	}
	k := run.Count()
	if k >= need {
		for ; k > need; k-- {
			run &= run - 1 // the need highest
		}
		return need, run
	}
	return k, run
}

// entryTricks returns a lower bound on the tricks the leader's side takes by leading a small card
// to a suit in which the partner holds the top card, then cashing the partner's quick tricks, and the
// cards that bound relies on; 0 when no such entry helps. entries holds those suits (the suits the
// leader holds whose top card is the partner's) in flag form, which the caller has at hand.
func (bd *bounds) entryTricks(v *view, need int, entries uint64) (int, cards.Set) {
	lead, lho, part, rho := v.h[0], v.h[1], v.h[2], v.h[3]
	// First a cheap upper bound (most calls fail): after the entry trick the partner cashes only
	// suits the side still tops and he still holds (the trick takes no card of the other suits),
	// each round takes a card of the side's, and the entry suit, held by both hands, loses a card
	// of each to the trick, which counts one. So the bound is below the side's cards of the suits
	// it tops that the partner holds. (A popcount: the side's longer holding of each suit, a
	// tighter bound, cost more than it saved. In the caller the test made the hook's own code
	// dearer where it rarely fails: thomas2.)
	capped := false
	side := lead | part
	if c := side & cards.Set(flagLanes(sideTops(side, lho|rho)&suitFlags(part))); c.Count() <= need {
		if !invariants {
			return 0, 0
		}
		capped = true // (checked below against the entries tried)
	}
	tm := bd.tm
	best, bestRel := 0, cards.Set(0)
	after := &bd.w // the position after the entry trick (below), filled in field by field
	for f := entries; f != 0; f &= f - 1 {
		m := laneMask(bits.TrailingZeros64(f))
		ls, ps := lead&m, part&m
		// An opponent out of the suit must not be able to ruff the entry.
		if m&tm == 0 && (lho&m == 0 && lho&tm != 0 || rho&m == 0 && rho&tm != 0) {
			continue
		}
		top := topBit(ps)
		// The position after the entry trick: the leader's lowest card of the suit, the partner's
		// top, and each opponent's lowest (keeping their higher cards is the worst case for the
		// partner's cashing); an opponent out of the suit keeps all his cards. The partner leads.
		gone := ls&-ls | top
		if os := lho & m; os != 0 {
			gone |= os & -os
		}
		if os := rho & m; os != 0 {
			gone |= os & -os
		}
		after.h[0], after.h[1], after.h[2], after.h[3] = part&^gone, rho&^gone, lead&^gone, lho&^gone
		after.live = v.live &^ gone
		n, r := bd.quickTricks(after, need-1)
		if n+1 > best {
			best, bestRel = n+1, r|top
			if best >= need {
				break
			}
		}
	}
	if invariants && capped && best >= need {
		panic("bridge: entryTricks reaches the side's cards of the suits it tops")
	}
	return best, bestRel
}

// settled returns the hook's answer when one side surely takes n of the tricks left: a lower bound
// when that side is the one counted, else an upper bound. It also fills in the answer of e, the
// remembered boundary (none when nil; see bound).
func settled(e *memoEntry, n, tricks int, rel cards.Set, counted bool) (int, int, cards.Set) {
	lo, hi := n, tricks
	if !counted {
		lo, hi = 0, tricks-n
	}
	if e != nil {
		e.lo, e.hi, e.rel = int8(lo), int8(hi), rel
	}
	return lo, hi, rel
}

// bound returns the hook's answer at boundary b (see hook), for the tests: lo <= the counted side's
// tricks <= hi, and the cards that relies on.
func (bd *bounds) bound(b *solver.Boundary) (lo, hi int, rel cards.Set) { return bd.hook()(b) }

// hook returns the bridge bounds as a solver.BoundsFunc: the side on lead makes its trump tricks
// or cashes quick tricks; the other side makes its trump tricks or beats the leader's leads. In
// the last tricks (boundsFirstTricks), where the bounds are asked before the table (with trumps
// left, after it at four and five tricks: boundsFirstTrumps), the search asks the same boundary
// with the same target again and again (a seventh of those calls in list10 tables, most within a
// thousand calls), so their answers are remembered in a small table, one entry a slot. Only
// there: at four and five tricks with trumps left, where the table is probed first and answers the
// boundaries that come back, a lookup found the answer in 27 of 72 000 calls (TableList10, hook26) after a
// miss of the first-level cache; bd.memoLim is the tricks from which down the memo is asked
// whatever the trumps (the test costs FutList10 as much as it saves there, TableList10 -0.12 %
// instructions and -1.8 % first-level data misses). (The bounds are the body of the closure, and
// the table is looked up there rather than in a function around them, so that a call of the hook
// is a single call: a method value, or a closure calling a method, would add one; settled fills in
// the answer. hook is kept out of line: inlined into its caller, the closure's own small calls,
// such as Count and settled, were no longer inlined, +2 % instructions.)
//
//go:noinline
func (bd *bounds) hook() solver.BoundsFunc {
	return func(b *solver.Boundary) (lo, hi int, rel cards.Set) {
		tricks := b.Tricks
		if invariants && tricks != b.Hands[b.Leader&3].Count() {
			panic("bridge: the boundary's tricks differ from the leader's cards")
		}
		var e *memoEntry // the boundary remembered, nil above the last tricks
		if tricks <= bd.memoLim || tricks <= boundsFirstTricks && b.Live&bd.tm == 0 {
			key := uint32(1 | b.Leader<<1 | b.Target<<3)
			x := (uint64(b.Hands[0]) ^ bits.RotateLeft64(uint64(b.Hands[1]), 21) ^ bits.RotateLeft64(uint64(b.Hands[2]), 42) ^ uint64(key)) * 0x9e3779b97f4a7c15
			e = &bd.memo[x>>(64-memoBits)]
			if e.key == key && e.h == b.Hands {
				return int(e.lo), int(e.hi), e.rel
			}
			e.h, e.key = b.Hands, key
		}
		// (The view is filled in field by field: a call to build it, or a composite literal, costs
		// more than the bounds often do. It is bd's rather than the closure's own: a local view,
		// whose address the bounds take, was cleared at every call before being filled in.)
		v := &bd.v
		l := b.Leader
		v.h[0], v.h[1], v.h[2], v.h[3] = b.Hands[l&3], b.Hands[(l+1)&3], b.Hands[(l+2)&3], b.Hands[(l+3)&3]
		v.live = b.Live
		leaderCounts := l&1 == bd.side
		// Tricks the side on lead needs to settle the test, and those the other side needs.
		need, needOpp := b.Target, tricks-b.Target+1
		if !leaderCounts {
			need, needOpp = needOpp, need
		}
		// Each side's bounds go from those that rely on the fewest cards (trump length: hand lengths
		// only; the top trumps) to the quick tricks, so that a settled test is stored with the smallest
		// rel and answers the most positions from the table. A test settled for one side cannot be for
		// the other (need + needOpp exceeds the tricks left), so the sides' bounds may take turns, each
		// side's in its own order: both trump lengths first, then the other side's bounds, whose
		// calls are fewer, then the quick tricks and entries. The trump bounds are tried only when
		// trumps are left, and each only when the side's longer trump holding reaches the tricks
		// needed.
		trumps := v.live&bd.tm != 0
		var longA, longB int // each side's longer trump holding
		if trumps {
			t0, t1, t2, t3 := (v.h[0] & bd.tm).Count(), (v.h[1] & bd.tm).Count(), (v.h[2] & bd.tm).Count(), (v.h[3] & bd.tm).Count()
			if lt := trumpLength(t0, t2, t1, t3); lt >= need && need > 0 {
				return settled(e, lt, tricks, 0, leaderCounts)
			}
			if lt := trumpLength(t1, t3, t0, t2); lt >= needOpp && needOpp > 0 {
				return settled(e, lt, tricks, 0, !leaderCounts)
			}
			longA, longB = max(t0, t2), max(t1, t3)
		}
		if needOpp > 0 {
			if trumps {
				if longB >= needOpp {
					if st, srel := bd.sureTrumps(v, 1, needOpp); st >= needOpp {
						return settled(e, st, tricks, srel, !leaderCounts)
					}
					if mt, mrel := bd.trumpMatch(v, 1, needOpp); mt >= needOpp {
						return settled(e, mt, tricks, mrel, !leaderCounts)
					}
				}
			} else {
				// (With no trumps left a trump strain is played as notrump: the opponents' tops
				// win the lead as they do there. Whether they top every suit the leader holds is
				// asked here, without a call: most calls end there.)
				if lf := suitFlags(v.h[0]); sideTops(v.h[1]|v.h[3], v.h[0]|v.h[2])&lf == lf {
					if nt, nrel := topsAgainstLeader(v, lf); nt >= needOpp {
						return settled(e, nt, tricks, nrel, !leaderCounts)
					} else if nt > 0 && needOpp > 1 {
						if n, r := bd.afterLostLead(v, needOpp); n >= needOpp {
							return settled(e, n, tricks, r, !leaderCounts)
						}
					}
					// The leader's side then tops no suit the leader holds: it has no suit to
					// cash and no entry to the partner, and no trumps are left: nothing
					// below settles. (notAllTricks is not needed: topsAgainstLeader settles
					// whenever needOpp is 1.)
					if invariants && sideTops(v.h[0]|v.h[2], v.h[1]|v.h[3])&lf != 0 {
						panic("bridge: the leader's side tops a suit the opponents top")
					}
					return settled(e, 0, tricks, 0, true)
				}
				if needOpp == 1 {
					if ok, rel := notAllTricks(v); ok {
						return settled(e, 1, tricks, rel, !leaderCounts)
					}
				}
			}
		}
		if need > 0 {
			if trumps && longA >= need {
				if st, srel := bd.sureTrumps(v, 0, need); st >= need {
					return settled(e, st, tricks, srel, leaderCounts)
				}
				// (The matched trumps hold whoever leads: the side on lead has them too.)
				if mt, mrel := bd.trumpMatch(v, 0, need); mt >= need {
					return settled(e, mt, tricks, mrel, leaderCounts)
				}
			}
			if qt, qrel := bd.quickTricks(v, need); qt >= need {
				return settled(e, qt, tricks, qrel, leaderCounts)
			}
			// Trumps kept while the side suits are cashed (trumpsAndCash), only where the table
			// comes first (above boundsFirstTrumps tricks, trumps being left): in the last tricks,
			// where the bounds come before the table, this proof, which names the cashed cards and
			// the top trumps, settles tests the table answers with fewer cards, and the proofs
			// above grow (thomas2 D +3.5 % nodes).
			//
			// The trumps it keeps are at most the side's longer trump holding, and the rounds it
			// cashes are among those quickTricks' upper bound has just counted in the side suits
			// (the same suits, the same safe rounds): half its calls cannot reach need. (Where
			// quickTricks found no suit to cash, bd.rounds is left from an earlier call, but then
			// trumpsAndCash finds none either and settles nothing, called or not: the trumps it
			// keeps are fewer than need here, or the bounds above would have settled the test.)
			if trumps && tricks > boundsFirstTrumps && need > 1 {
				if longA+laneSum(bd.rounds&bd.sides) >= need {
					if n, r := bd.trumpsAndCash(v, need); n >= need {
						return settled(e, n, tricks, r, leaderCounts)
					}
				} else if invariants {
					if n, _ := bd.trumpsAndCash(v, need); n >= need {
						panic("bridge: trumpsAndCash reaches need past its upper bound")
					}
				}
			}
			// (The entries are looked for only when the partner tops a suit the leader holds: most
			// calls would find none, after the cost of a call.)
			if f := sideTops(v.h[2], v.h[0]|v.h[1]|v.h[3]) & suitFlags(v.h[0]); f != 0 {
				if et, erel := bd.entryTricks(v, need, f); et >= need {
					return settled(e, et, tricks, erel, leaderCounts)
				}
			}
		}
		return settled(e, 0, tricks, 0, true)
	}
}

// trumpBehind returns 1 and the two top trumps when the pair holding side (whose top trump run is
// empty) surely takes a trick with its second-highest trump: the hand holding it sits right after
// the opponent holding the top trump, so it plays after him in every trick it does not lead, and
// holds another trump to play when the top trump comes. Until then, whenever the top trump's
// holder plays low on a trump or ruffs low, the second trump wins. When that hand is on lead now it
// also needs a third card, so that it need not lead its second trump. Otherwise 0.
func (bd *bounds) trumpBehind(v *view, side cards.Set) (int, cards.Set) {
	tm := bd.tm & v.live
	t1 := topBit(tm)
	t2 := topBit(tm &^ t1)
	if t2 == 0 || side&t2 == 0 {
		return 0, 0
	}
	for h := 0; h < 4; h++ {
		if v.h[h]&t2 == 0 {
			continue
		}
		if v.h[(h+3)&3]&t1 == 0 || (v.h[h]&tm).Count() < 2 {
			return 0, 0
		}
		if h == 0 && v.h[h].Count() < 3 {
			return 0, 0
		}
		return 1, t1 | t2
	}
	return 0, 0
}

// trumpMatch returns the trump tricks the side of hand x (of the view) surely takes with the trumps
// of one of its hands, at least need of them, and the cards that bound relies on; 0 when neither
// hand reaches need. Every trump of the hand is played to a trick of its own, and a trick it is
// played to is lost only to a higher trump of an opponent, each opponent's trump taking one such
// trick: the hand loses at most as many tricks as its trumps can be matched with higher opponents'
// trumps. This covers KQ or KQJ against the ace and the like (bridge-solver's slow trump tricks),
// whoever leads. The owners of the trumps are read from the top down only as far as needed: below
// that card the worst case matches every opponent's trump left with a trump of the hand.
func (bd *bounds) trumpMatch(v *view, x, need int) (int, cards.Set) {
	tm := bd.tm & v.live
	opp := (v.h[(x+1)&3] | v.h[(x+3)&3]) & tm
	// (Most calls settle nothing: the cheap test unmatched comes first, and the scan that names
	// the cards is a function of its own, called only when it settles.)
	if h := v.h[x&3] & tm; unmatched(h, opp, need) {
		if n, rel := matchScan(h, opp, tm, need); n >= need {
			return n, rel
		}
	}
	if h := v.h[(x+2)&3] & tm; unmatched(h, opp, need) {
		if n, rel := matchScan(h, opp, tm, need); n >= need {
			return n, rel
		}
	}
	return 0, 0
}

// matchScan is trumpMatch's scan for the trumps h of a hand against the opponents' trumps opp,
// with tm the live trumps: need and the trumps down to the card at which need trumps of h are
// surely left over after the matching, 0 when none is.
func matchScan(h, opp, tm cards.Set, need int) (int, cards.Set) {
	n, nOpp := h.Count(), opp.Count()
	// Scan the trumps from the top: free is the opponents' trumps seen and not yet matched,
	// matched the hand's trumps seen that are. (The partner's trumps change nothing: they are
	// skipped.)
	free, matched, seenH, seenO := 0, 0, 0, 0
	for t := h | opp; t != 0; {
		c := topBit(t)
		t ^= c
		if h&c != 0 {
			seenH++
			if free > 0 {
				free--
				matched++
			}
		} else {
			seenO++
			free++
		}
		if n-matched-min(n-seenH, free+nOpp-seenO) >= need {
			return need, tm &^ (c - 1)
		}
	}
	return 0, 0
}

// unmatched reports whether at least need trumps of h are left over when the trumps of h are
// matched, each with a higher trump of opp, as many as can be: trumpMatch's scan of the hand then
// settles (the count it checks never falls as the scan goes down, and ends as the trumps left
// over). The most trumps of h left over are, over the trumps c of h, those of h down to c less
// those of opp above c (Hall's theorem: h's trumps down to c can only be matched with opp's above
// c), so need are left over exactly when for some k the (k+need-1)-th highest trump of h is above
// the k-th highest of opp (or opp has fewer than k): a walk down the two holdings side by side.
// (trumpMatch fails far more often than it settles; the walk costs less than its scan.)
func unmatched(h, opp cards.Set, need int) bool {
	for i := 1; i < need && h != 0; i++ {
		h &^= topBit(h)
	}
	// (h's top trump is above opp's exactly when h, read as a number, exceeds opp: they are
	// disjoint. Below that, opp is not empty.)
	for h != 0 {
		if h > opp {
			return true
		}
		h ^= cards.Set(1) << ((bits.Len64(uint64(h)) - 1) & 63)
		opp ^= cards.Set(1) << ((bits.Len64(uint64(opp)) - 1) & 63)
	}
	return false
}

// trumpLength returns the trump tricks a pair surely takes by length, with x and y the trumps of its
// hands and o1, o2 those of the opponents: each trump of its longer trump holding wins the trick
// it is played to unless an opponent plays a higher trump to the same trick, and each opponent's
// trump can do that once, so the pair takes at least the longer holding minus the opponents'
// trumps. It relies on hand lengths only, which the table key holds, so it names no cards.
func trumpLength(x, y, o1, o2 int) int {
	return max(x, y) - o1 - o2
}

// topsAgainstLeader returns the tricks the leader's opponents surely take in notrump (or with no
// trumps left) when in every suit the leader holds an opponent has the top card, and those top
// cards: the opponents win the lead whatever is led; when one opponent holds all those tops he then
// cashes them one after another (each is the top of its suit), otherwise they are sure of that one
// trick. The caller sees that no trump is left and that the opponents top each suit of lf, the
// suits the leader holds in flag form (a test most calls fail, made there without a call).
func topsAgainstLeader(v *view, lf uint64) (int, cards.Set) {
	tops := suitTops(v.live) & cards.Set(flagLanes(lf)) // their tops, the opponents'
	if tops&^v.h[1] == 0 || tops&^v.h[3] == 0 {
		return tops.Count(), tops
	}
	return 1, tops
}

// notAllTricks reports whether the side on lead surely loses a trick when no trumps are left (or in
// notrump), and the cards that relies on. The side on lead can win every trick only by leading every
// trick, each in a suit whose top card it holds: a suit topped by an opponent is won by the top card
// when led (its holder follows with it), and an opponent keeps his top cards while he holds a card to
// discard. Tricks led in a suit are at most the side's longer holding of it, so when those lengths,
// summed over the suits the side tops, are fewer than the tricks left, the opponents win one. The
// bound relies on the opponents' top cards (their owners; a suit held by one hand alone needs none,
// the lengths say who holds it) and on hand lengths. The caller sees that no trump is left.
func notAllTricks(v *view) (bool, cards.Set) {
	lead, part, opp := v.h[0], v.h[2], v.h[1]|v.h[3]
	cl := laneCounts(lead)
	if laneSum(laneMax(cl, laneCounts(part))&flagLanes(sideTops(lead|part, opp))) >= laneSum(cl) {
		return false, 0
	}
	var rel cards.Set
	for f := sideTops(opp, lead|part); f != 0; f &= f - 1 {
		m := laneMask(bits.TrailingZeros64(f))
		if s := v.live & m; s != v.h[1]&m && s != v.h[3]&m {
			rel |= topBit(s)
		}
	}
	return true, rel
}

// afterLostLead returns the tricks the leader's opponents surely take in notrump (or with no trumps
// left: the caller sees that none is) when they hold the top card of every suit the leader holds:
// whatever he leads, the opponent holding that suit's top wins the trick with it and then cashes
// his quick tricks. For each suit the leader may lead, the position after the trick is built as the
// worst case for that cashing: the leader's side plays its lowest cards of the suit (keeping the
// higher ones), and a hand of his side out of the suit keeps all its cards; the winner's partner
// follows low or discards his lowest card of his longest suit. The bound is the least over the
// suits of one plus those quick tricks; it relies on the tops and on what each quick-trick count
// relies on.
//
// (Most calls fail on the first suit tried, which costs less than a cheap upper bound on all of
// them did: the opponents' longer holdings of the suits they top ruled out 2 % of the calls.)
func (bd *bounds) afterLostLead(v *view, need int) (int, cards.Set) {
	best := 14
	var rel cards.Set
	after := &bd.w // the position after the trick (below), filled in field by field
	for f := suitFlags(v.h[0]); f != 0 && best >= need; f &= f - 1 {
		m := laneMask(bits.TrailingZeros64(f))
		ls := v.h[0] & m
		top := topBit(v.live & m)
		h := 1 // the opponent holding top, who wins the trick and leads next
		if v.h[1]&top == 0 {
			h = 3
		}
		gone := ls&-ls | top
		if ps := v.h[2] & m; ps != 0 {
			gone |= ps & -ps
		}
		hp := v.h[(h+2)&3]
		if x := hp & m; x != 0 {
			gone |= x & -x
		} else {
			cp := laneCounts(hp)
			long, n := 0, cp&0x1f
			for t := 1; t < 4; t++ {
				if c := cp >> (16 * t) & 0x1f; c > n {
					long, n = t, c
				}
			}
			x := hp & suitMask(long)
			gone |= x & -x
		}
		after.h[0], after.h[1], after.h[2], after.h[3] = v.h[h]&^gone, v.h[(h+1)&3]&^gone, v.h[(h+2)&3]&^gone, v.h[(h+3)&3]&^gone
		after.live = v.live &^ gone
		n, r := bd.quickTricks(after, need-1)
		best = min(best, n+1)
		rel |= r | top
	}
	if best == 14 {
		return 0, 0
	}
	return best, rel
}

// trumpsAndCash returns a lower bound on the tricks the leader's side takes with the trumps of one
// of its hands and the side suits cashed before them (quickTricks without the trump suit), and the
// cards that bound relies on, when it reaches need; less than need otherwise. A hand of the side
// keeps trumps that surely win later: all of its trumps, of which at most as many as the opponents
// hold lose to an opponent's trump (trump length), or those above every opponent's trump (top
// trumps), each played to a trick of its own. While the side suits are cashed the opponents follow
// suit (quickTricks counts only such rounds), so their trumps are all left, and the hand keeps its
// counted trumps when it holds at least one other card for every round cashed: it follows suit, or
// plays one of those. The tricks won by the trumps are then others than the rounds cashed. (A hand
// that has to ruff its partner's winner, or the leader cashing his trumps, would spend counted
// trumps on counted tricks: hence the other cards and the trump suit left out of the cashing.)
// It is called right after quickTricks with the same view and need, whose rounds it reads.
func (bd *bounds) trumpsAndCash(v *view, need int) (int, cards.Set) {
	// (The hands and trumps are read from v and bd where they are used: values held across the
	// popcounts, whose fallback is a call, were stored on the stack in every call, and most calls
	// leave before the cashing.)
	tm := bd.tm & v.live
	// Most calls find no side suit to cash: quickTricks' upper bound counts no round in a side
	// suit (the leader holds none whose top card the side holds, or an opponent ruffs it at once),
	// and then the cashing below counts none either. (The test reads what the hook's quickTricks
	// left rather than the hands: about ten instructions fewer a call. Where quickTricks found no
	// suit at all, bd.rounds is left from an earlier call; the calls that go on then count no
	// round below and settle nothing, the hook's tricks needing a round: see hook.)
	if bd.rounds&bd.sides == 0 {
		return 0, 0
	}
	lead, part := v.h[0], v.h[2]
	t0, t2, opp := (lead & tm).Count(), (part & tm).Count(), ((v.h[1] | v.h[3]) & tm).Count()
	// Trump length, which names no cards: the hand with more trumps, when it holds enough other
	// cards.
	best, rel := 0, cards.Set(0)
	if t0 >= t2 {
		if k := t0 - opp; k > 0 && lead.Count()-t0 >= need-k {
			best = k
		}
	} else if k := t2 - opp; k > 0 && part.Count()-t2 >= need-k {
		best = k
	}
	// Top trumps: the side's trumps above every opponent's, of the hand holding more of them; it
	// keeps them when it holds need cards (need-k others). They rely on the owners of the trumps
	// down to the hand's lowest of them.
	run := tm &^ (cards.Set(1)<<(bits.Len64(uint64(tm&^(lead|part)))&63) - 1)
	h := lead
	r0, r2 := (run & lead).Count(), (run & part).Count()
	k := r0
	if r2 > r0 {
		h, k = part, r2
	}
	if k > best && h.Count() >= need {
		r := run & h
		best, rel = k, tm&^(r&-r-1)
	}
	if best == 0 {
		return 0, 0
	}
	// The rounds cashed are at most those quickTricks' upper bound has counted in the side suits at
	// the hook's call just before this one (see hook: the same suits, the same safe rounds; where it
	// found no suit to cash, none is found below either): most calls that get here cannot reach
	// need with the trumps kept.
	skip := best+laneSum(bd.rounds&bd.sides) < need
	if skip && !invariants {
		return 0, 0
	}
	// The side suits are cashed as if the side held no trumps. (The view is filled in field by
	// field: see hook.)
	w := &bd.w
	tm = bd.tm & v.live
	w.h[0], w.h[1], w.h[2], w.h[3] = v.h[0]&^tm, v.h[1], v.h[2]&^tm, v.h[3]
	w.live = v.live
	q, qrel := bd.quickTricks(w, need-best)
	if invariants && skip && best+q >= need {
		panic("bridge: trumpsAndCash's cashing reaches need past quickTricks' rounds")
	}
	return best + q, rel | qrel
}
