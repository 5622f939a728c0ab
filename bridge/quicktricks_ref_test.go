// quicktricks_ref_test.go holds the bridge static bounds as they stood before branch bounds14 cut
// their instruction count (main 82f9ecc), kept as the reference that TestBoundsMatchReference
// compares the hook with: every call must return the same (lo, hi, rel).

package bridge

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// refBounds is the static-analysis hook of one strain with the tricks of one side counted.
type refBounds struct {
	trump int       // suit index of trumps, or -1 in notrump
	tm    cards.Set // the trump suit's cards; none in notrump
	side  int       // 0: North-South count, 1: East-West
}

// refNewBounds returns the hook of a strain with the tricks of side counted.
func refNewBounds(strain Strain, side int) *refBounds {
	if strain == NoTrump {
		return &refBounds{trump: -1, side: side}
	}
	return &refBounds{trump: int(strain), tm: refSuitMask(int(strain)), side: side}
}

// refSuitMask returns the 13 bits of suit s.
func refSuitMask(s int) cards.Set { return cards.BridgeSuit(cards.Suit(s)) }

// refLaneMask returns the 13 bits of the suit whose lane holds bit i (a card or a flag of the lane).
func refLaneMask(i int) cards.Set { return cards.Set(0x7ffc) << (i &^ 15 & 63) }

// refTopBit returns the highest card of x as a set (empty when x is).
func refTopBit(x cards.Set) cards.Set {
	if x == 0 {
		return 0
	}
	return cards.Set(1) << ((bits.Len64(uint64(x)) - 1) & 63)
}

// refView is a trick boundary as the refBounds read it: the hands from the leader round (h[0] the leader,
// h[1] his left-hand opponent, h[2] his partner, h[3] his right-hand opponent), the live cards and
// their top card in each suit, which the refBounds share and the positions they build after a trick
// update.
type refView struct {
	h    [4]cards.Set
	live cards.Set
	tops cards.Set // refSuitTops(live)
}

// quickTricks returns a lower bound on the tricks the leader's side takes by cashing winners from
// the leader's hand suit after suit, and the cards that bound relies on.
//
// In each suit the leader cashes his cards that are above every opponent's card, highest first
// (refCashSuit). The partner follows with his lowest card; when that card beats the leader's, the
// partner wins the trick and the lead, so such a suit can only be cashed last; so can a suit in
// which the leader, out of winners, crosses to the partner's winners and the partner cashes on. In
// a trump contract a suit is safe only while every opponent who holds trumps still follows to it;
// trumps themselves are counted the same way (an opponent out of trumps cannot ruff).
//
// It stops as soon as need tricks are counted, so that the cards it relies on stay few: the bound
// then answers more positions through the transposition table.
func (bd *refBounds) quickTricks(v *refView, need int) (int, cards.Set) {
	lead, lho, part, rho := v.h[0], v.h[1], v.h[2], v.h[3]
	// Rounds are won only in suits the side tops (the others give refCashSuit nothing) and the
	// leader holds: the suits to cash.
	cash := refSuitFlags(v.tops&(lead|part)) & refSuitFlags(lead)
	if cash == 0 || need <= 0 {
		return 0, 0
	}
	// First a cheap upper bound: the side's longer holding in each of those suits. In a plain suit,
	// only the rounds before an opponent with trumps can ruff are safe: safe holds those rounds in
	// each suit's lane, and a second bound takes them in. (Lengths are counted lane by lane: no
	// popcount, whose fallback call would make the compiler keep this function's values on the
	// stack.)
	cl, cp := refLaneCounts(lead), refLaneCounts(part)
	rounds := refLaneMax(cl, cp) & refFlagLanes(cash)
	if refLaneSum(rounds) < need {
		return 0, 0
	}
	safe := uint64(0x000d000d000d000d)
	if tm := bd.tm; (lho|rho)&tm != 0 {
		if lho&tm != 0 {
			safe = refLaneMin(safe, refLaneCounts(lho))
		}
		if rho&tm != 0 {
			safe = refLaneMin(safe, refLaneCounts(rho))
		}
		sh := bd.trump * 16 & 63
		safe = safe&^(0xffff<<sh) | 13<<sh
		if refLaneSum(refLaneMin(rounds, safe)) < need {
			return 0, 0
		}
	}
	keep := 0
	var rel cards.Set
	var own, ext [4]refCashLine
	last := false // a suit can be cashed last (below)
	// (The loop returns once keep reaches need.)
	for f := cash; f != 0; f &= f - 1 {
		i := bits.TrailingZeros64(f)
		m := refLaneMask(i)
		s := i >> 4 & 3
		o, e := refCashSuit(lead&m, part&m, lho&m, rho&m, min(int(safe>>(i&^15&63)&0x1f), need-keep))
		own[s], ext[s] = o, e
		last = last || o.lost() || e.n() > o.n()
		if o.n() > 0 && !o.lost() {
			keep += o.n()
			rel |= o.rel(v.live, m)
			if keep >= need {
				return keep, rel
			}
		}
	}
	// One suit can be cashed last with the lead ending in the partner's hand: a suit the partner
	// overtakes in, or the rounds the partner leads after the leader's own. The partner's refLine
	// needs his cards of the suit kept while the others are cashed: he holds at least as many
	// other cards as those rounds.
	if !last {
		return keep, rel
	}
	best, bestRel := 0, cards.Set(0)
	partN := refLaneSum(cp)
	for f := cash; f != 0; f &= f - 1 {
		i := bits.TrailingZeros64(f)
		m := refLaneMask(i)
		s := i >> 4 & 3
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
		return min(keep+best, refLaneSum(cl)), rel | bestRel
	}
	return keep, rel
}

// refCashLine is the outcome of cashing one suit, packed in a word (two words pass and store more
// cheaply than six):
//
//	bits 0-3   the rounds won
//	bit  4     the lead ended with the partner (lost)
//	bits 8-13  the lowest card that won a round while somebody else still held the suit; 63 (above
//	           every card) when none did
type refCashLine uint32

// refLine packs a cashing refLine, with low the lowest card as a bit (refNoLow when there is none).
func refLine(n int, lost bool, low cards.Set) refCashLine {
	c := refCashLine(n) | refCashLine(bits.TrailingZeros64(uint64(low)))<<8
	if lost {
		c |= 16
	}
	return c
}

// refNoLow stands for no card in a refLine's lowest card as a bit: a bit above every card, so that the
// first winning card is lower.
const refNoLow = cards.Set(1) << 63

// n returns the rounds won.
func (c refCashLine) n() int { return int(c & 15) }

// lost reports whether the lead ended with the partner.
func (c refCashLine) lost() bool { return c&16 != 0 }

// rel returns the cards a cashing refLine relies on: the owners of the suit's live cards down to the
// lowest that won a round while somebody else still held the suit (later rounds win whatever their
// ranks); none when there is no such card (63: no card of m is above it).
func (c refCashLine) rel(live, m cards.Set) cards.Set {
	return m & live &^ (cards.Set(1)<<(c>>8&63) - 1)
}

// refCashSuit plays out one suit from the leader's hand for as long as the side surely wins its
// rounds, at most k of them. The hand on lead plays its highest card when no opponent's card of
// the suit is higher; the other hand follows with its lowest, and wins the round (and the lead)
// when that card is higher. The opponents play their lowest cards: whatever they play instead,
// their highest remaining card is no higher, so every round counted is won in every case. own is
// the refLine while the leader leads (it stops after the round in which the partner overtakes: the old
// quick-trick count); ext goes on with the partner on lead, and when the leader has no winner left
// but the partner has, the leader first crosses with his lowest card to the partner's lowest
// winner.
//
// Cards are handled as single bits, whose order as numbers is the order of rank.
func refCashSuit(ls, ps, lo, ro cards.Set, k int) (own, ext refCashLine) {
	// The leader's own refLine, until the partner leads (refCashOn goes on from there).
	low := refNoLow
	n := 0
	for ; n < k && ls != 0; n++ {
		// floor: the cards of the suit above every opponent's card are those not below it.
		opp := lo | ro
		floor := cards.Set(1)<<(bits.Len64(uint64(opp))&63) - 1
		others := ps|opp != 0
		if ls&^floor == 0 {
			if w := ps &^ floor; w != 0 {
				// Out of winners, the leader crosses with his lowest card to the partner's
				// lowest winner.
				own = refLine(n, false, low)
				ls &= ls - 1
				win := w & -w
				if others && win < low {
					low = win
				}
				return own, refCashOn(ps^win, ls, lo&(lo-1), ro&(ro-1), n+1, k, low, false)
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
				// The partner overtakes: the leader's own refLine ends with this round.
				if others && pc < low {
					low = pc
				}
				own = refLine(n+1, true, low)
				return own, refCashOn(ps, ls, lo&(lo-1), ro&(ro-1), n+1, k, low, true)
			}
		}
		lo &= lo - 1 // each opponent plays his lowest card
		ro &= ro - 1
		if others && win < low {
			low = win
		}
	}
	own = refLine(n, false, low)
	return own, own
}

// refCashOn goes on with a cashing refLine (refCashSuit) once the partner has led a round: n rounds won so
// far with low, the partner's hand on lead (lost) or the leader's, and whether the leader can still
// cross to the partner (the leader is on lead and has not crossed).
func refCashOn(lead, follow, lo, ro cards.Set, n, k int, low cards.Set, cross bool) refCashLine {
	// lead and follow are the side's hands in the order they play to the round: swapped whenever
	// the lead changes hands (lost flips), so that no round asks who is on lead.
	lost := true
	for ; n < k && lead != 0; n++ {
		opp := lo | ro
		floor := cards.Set(1)<<(bits.Len64(uint64(opp))&63) - 1
		others := follow|opp != 0
		var win cards.Set
		if lead&^floor != 0 {
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
		} else if w := follow &^ floor; !lost && cross && w != 0 {
			// (follow is the partner's hand: the leader is on lead.)
			lead &= lead - 1
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
	return refLine(n, lost, low)
}

// sureTrumps returns the trump tricks the pair of hands x and x+2 (of the refView) surely takes when
// they reach need, and the cards that bound relies on; fewer than need otherwise. The pair's
// longer trump holding is at least need. Of the top trumps, those held by the pair in an unbroken
// run each win the trick they are played to unless the other hand of the pair plays a higher one
// to the same trick, and the hand holding more trumps plays its own on different tricks, so the
// pair takes at least min(run, longer trump holding) tricks.
func (bd *refBounds) sureTrumps(v *refView, x, need int) (int, cards.Set) {
	tm := bd.tm & v.live
	pair := v.h[x] | v.h[(x+2)&3]
	// The run: the pair's trumps above every opponent's.
	run := tm &^ (cards.Set(1)<<(bits.Len64(uint64(tm&^pair))&63) - 1)
	k := run.Count()
	if k >= need {
		for ; k > need; k-- {
			run &= run - 1 // the need highest
		}
		return need, run
	}
	if k == 0 && need == 1 { // (trumpBehind counts one trick)
		return bd.trumpBehind(v, pair)
	}
	return k, run
}

// entryTricks returns a lower bound on the tricks the leader's side takes by leading a small card
// to a suit in which the partner holds the top card, then cashing the partner's quick tricks, and the
// cards that bound relies on; 0 when no such entry helps.
func (bd *refBounds) entryTricks(v *refView, need int) (int, cards.Set) {
	lead, lho, part, rho := v.h[0], v.h[1], v.h[2], v.h[3]
	tm := bd.tm
	best, bestRel := 0, cards.Set(0)
	// The suits the leader holds whose top card is the partner's.
	for f := refSuitFlags(v.tops&part) & refSuitFlags(lead); f != 0; f &= f - 1 {
		m := refLaneMask(bits.TrailingZeros64(f))
		ls, ps := lead&m, part&m
		// An opponent out of the suit must not be able to ruff the entry.
		if m&tm == 0 && (lho&m == 0 && lho&tm != 0 || rho&m == 0 && rho&tm != 0) {
			continue
		}
		top := refTopBit(ps)
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
		after := refView{
			h:    [4]cards.Set{part &^ gone, rho &^ gone, lead &^ gone, lho &^ gone},
			live: v.live &^ gone,
		}
		after.tops = v.tops&^m | refTopBit(after.live&m)
		n, r := bd.quickTricks(&after, need-1)
		if n+1 > best {
			best, bestRel = n+1, r|top
			if best >= need {
				break
			}
		}
	}
	return best, bestRel
}

// refSettled returns the hook's answer when one side surely takes n of the tricks left: a lower bound
// when that side is the one counted, else an upper bound.
func refSettled(n, tricks int, rel cards.Set, counted bool) (int, int, cards.Set) {
	if counted {
		return n, tricks, rel
	}
	return 0, tricks - n, rel
}

// bound implements solver.BoundsFunc for bridge: the side on lead makes its trump tricks or cashes
// quick tricks; the other side makes its trump tricks or beats the leader's leads.
func (bd *refBounds) bound(b *solver.Boundary) (lo, hi int, rel cards.Set) {
	// (The refView is filled in field by field: a call to build it, or a composite literal, costs
	// more than the refBounds often do.)
	var v refView
	l := b.Leader
	v.h[0], v.h[1], v.h[2], v.h[3] = b.Hands[l&3], b.Hands[(l+1)&3], b.Hands[(l+2)&3], b.Hands[(l+3)&3]
	v.live, v.tops = b.Live, refSuitTops(b.Live)
	tricks := v.h[0].Count()
	leaderCounts := l&1 == bd.side
	// Tricks the side on lead needs to settle the test, and those the other side needs.
	need, needOpp := b.Target, tricks-b.Target+1
	if !leaderCounts {
		need, needOpp = needOpp, need
	}
	// Each side's refBounds go from those that rely on the fewest cards (trump length: hand lengths
	// only; the top trumps) to the quick tricks, so that a refSettled test is stored with the smallest
	// rel and answers the most positions from the table. (A test refSettled for one side cannot be for
	// the other: need + needOpp exceeds the tricks left.) The trump refBounds are tried only when
	// trumps are left, and each only when the trump counts let it reach the tricks needed.
	trumps := v.live&bd.tm != 0
	var t0, t1, t2, t3 int // trumps per seat, from the leader round
	if trumps {
		t0, t1, t2, t3 = (v.h[0] & bd.tm).Count(), (v.h[1] & bd.tm).Count(), (v.h[2] & bd.tm).Count(), (v.h[3] & bd.tm).Count()
	}
	if need > 0 {
		if trumps {
			if lt := refTrumpLength(t0, t2, t1, t3); lt >= need {
				return refSettled(lt, tricks, 0, leaderCounts)
			}
			if max(t0, t2) >= need {
				if st, srel := bd.sureTrumps(&v, 0, need); st >= need {
					return refSettled(st, tricks, srel, leaderCounts)
				}
			}
		}
		if qt, qrel := bd.quickTricks(&v, need); qt >= need {
			return refSettled(qt, tricks, qrel, leaderCounts)
		}
		if et, erel := bd.entryTricks(&v, need); et >= need {
			return refSettled(et, tricks, erel, leaderCounts)
		}
	}
	if needOpp > 0 {
		if trumps {
			if lt := refTrumpLength(t1, t3, t0, t2); lt >= needOpp {
				return refSettled(lt, tricks, 0, !leaderCounts)
			}
			if max(t1, t3) >= needOpp {
				if st, srel := bd.sureTrumps(&v, 1, needOpp); st >= needOpp {
					return refSettled(st, tricks, srel, !leaderCounts)
				}
				if mt, mrel := bd.trumpMatch(&v, 1, needOpp); mt >= needOpp {
					return refSettled(mt, tricks, mrel, !leaderCounts)
				}
			}
		} else {
			if nt, nrel := bd.topsAgainstLeader(&v); nt >= needOpp {
				return refSettled(nt, tricks, nrel, !leaderCounts)
			} else if nt > 0 && needOpp > 1 {
				if n, r := bd.afterLostLead(&v, needOpp); n >= needOpp {
					return refSettled(n, tricks, r, !leaderCounts)
				}
			}
			if needOpp == 1 {
				if ok, rel := refNotAllTricks(&v); ok {
					return refSettled(1, tricks, rel, !leaderCounts)
				}
			}
		}
	}
	return 0, tricks, 0
}

// trumpBehind returns 1 and the two top trumps when the pair holding side (whose top trump run is
// empty) surely takes a trick with its second-highest trump: the hand holding it sits right after
// the opponent holding the top trump, so it plays after him in every trick it does not lead, and
// holds another trump to play when the top trump comes. Until then, whenever the top trump's
// holder plays low on a trump or ruffs low, the second trump wins. When that hand is on lead now it
// also needs a third card, so that it need not lead its second trump. Otherwise 0.
func (bd *refBounds) trumpBehind(v *refView, side cards.Set) (int, cards.Set) {
	tm := bd.tm & v.live
	t1 := refTopBit(tm)
	t2 := refTopBit(tm &^ t1)
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

// trumpMatch returns the trump tricks the side of hand x (of the refView) surely takes with the trumps
// of one of its hands, at least need of them, and the cards that bound relies on; 0 when neither
// hand reaches need. Every trump of the hand is played to a trick of its own, and a trick it is
// played to is lost only to a higher trump of an opponent, each opponent's trump taking one such
// trick: the hand loses at most as many tricks as its trumps can be matched with higher opponents'
// trumps. This covers KQ or KQJ against the ace and the like (bridge-solver's slow trump tricks),
// whoever leads. The owners of the trumps are read from the top down only as far as needed: below
// that card the worst case matches every opponent's trump left with a trump of the hand.
func (bd *refBounds) trumpMatch(v *refView, x, need int) (int, cards.Set) {
	tm := bd.tm & v.live
	opp := (v.h[(x+1)&3] | v.h[(x+3)&3]) & tm
	nOpp := opp.Count()
	for _, h := range [2]cards.Set{v.h[x&3] & tm, v.h[(x+2)&3] & tm} {
		n := h.Count()
		if n < need {
			continue
		}
		// Scan the trumps from the top: free is the opponents' trumps seen and not yet
		// matched, matched the hand's trumps seen that are.
		// (The partner's trumps change nothing: they are skipped.)
		free, matched, seenH, seenO := 0, 0, 0, 0
		for t := h | opp; t != 0; {
			c := refTopBit(t)
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
	}
	return 0, 0
}

// refTrumpLength returns the trump tricks a pair surely takes by length, with x and y the trumps of its
// hands and o1, o2 those of the opponents: each trump of its longer trump holding wins the trick
// it is played to unless an opponent plays a higher trump to the same trick, and each opponent's
// trump can do that once, so the pair takes at least the longer holding minus the opponents'
// trumps. It relies on hand lengths only, which the table key holds, so it names no cards.
func refTrumpLength(x, y, o1, o2 int) int {
	return max(x, y) - o1 - o2
}

// topsAgainstLeader returns the tricks the leader's opponents surely take in notrump when in every
// suit the leader holds an opponent has the top card, and those top cards: the opponents win the
// lead whatever is led; when one opponent holds all those tops he then cashes them one after
// another (each is the top of its suit), otherwise they are sure of that one trick.
func (bd *refBounds) topsAgainstLeader(v *refView) (int, cards.Set) {
	if bd.trump >= 0 {
		return 0, 0
	}
	lho, rho := v.h[1], v.h[3]
	f := refSuitFlags(v.h[0])
	tops := v.tops & cards.Set((f>>15)*0xffff) // the tops of the suits the leader holds
	if tops&^(lho|rho) != 0 || tops == 0 {
		return 0, 0
	}
	if lho&tops == tops || rho&tops == tops {
		return tops.Count(), tops
	}
	return 1, tops
}

// refNotAllTricks reports whether the side on lead surely loses a trick when no trumps are left (or in
// notrump), and the cards that relies on. The side on lead can win every trick only by leading every
// trick, each in a suit whose top card it holds: a suit topped by an opponent is won by the top card
// when led (its holder follows with it), and an opponent keeps his top cards while he holds a card to
// discard. Tricks led in a suit are at most the side's longer holding of it, so when those lengths,
// summed over the suits the side tops, are fewer than the tricks left, the opponents win one. The
// bound relies on the opponents' top cards (their owners; a suit held by one hand alone needs none,
// the lengths say who holds it) and on hand lengths. The caller sees that no trump is left.
func refNotAllTricks(v *refView) (bool, cards.Set) {
	lead, part := v.h[0], v.h[2]
	sum := 0
	for t := v.tops & (lead | part); t != 0; t &= t - 1 {
		m := refLaneMask(bits.TrailingZeros64(uint64(t)))
		sum += max((lead & m).Count(), (part & m).Count())
	}
	if sum >= lead.Count() {
		return false, 0
	}
	var rel cards.Set
	for t := v.tops &^ (lead | part); t != 0; t &= t - 1 {
		m := refLaneMask(bits.TrailingZeros64(uint64(t)))
		if s := v.live & m; s != v.h[1]&m && s != v.h[3]&m {
			rel |= t & -t
		}
	}
	return true, rel
}

// afterLostLead returns the tricks the leader's opponents surely take in notrump when they hold the
// top card of every suit the leader holds: whatever he leads, the opponent holding that suit's top
// wins the trick with it and then cashes his quick tricks. For each suit the leader may lead, the
// position after the trick is built as the worst case for that cashing: the leader's side plays
// its lowest cards of the suit (keeping the higher ones), and a hand of his side out of the suit
// keeps all its cards; the winner's partner follows low or discards his lowest card of his longest
// suit. The bound is the least over the suits of one plus those quick tricks; it relies on the tops
// and on what each quick-trick count relies on.
func (bd *refBounds) afterLostLead(v *refView, need int) (int, cards.Set) {
	c1, c3 := refLaneCounts(v.h[1]), refLaneCounts(v.h[3]) // the opponents' suit lengths
	if 1+refCashableBy(v, c1, c3) < need {
		return 0, 0 // the trick won, then only suits the opponents top (see refCashableBy)
	}
	best := 14
	var rel cards.Set
	for f := refSuitFlags(v.h[0]); f != 0 && best >= need; f &= f - 1 {
		m := refLaneMask(bits.TrailingZeros64(f))
		ls := v.h[0] & m
		top := v.tops & m
		h, cp := 1, c3 // the opponent holding top, who wins the trick and leads next, and his partner's lengths
		if v.h[1]&top == 0 {
			h, cp = 3, c1
		}
		gone := ls&-ls | top
		if ps := v.h[2] & m; ps != 0 {
			gone |= ps & -ps
		}
		hp := v.h[(h+2)&3]
		if x := hp & m; x != 0 {
			gone |= x & -x
		} else {
			long, n := 0, cp&0x1f
			for t := 1; t < 4; t++ {
				if c := cp >> (16 * t) & 0x1f; c > n {
					long, n = t, c
				}
			}
			x := hp & refSuitMask(long)
			gone |= x & -x
		}
		after := refView{
			h:    [4]cards.Set{v.h[h] &^ gone, v.h[(h+1)&3] &^ gone, v.h[(h+2)&3] &^ gone, v.h[(h+3)&3] &^ gone},
			live: v.live &^ gone,
		}
		after.tops = refSuitTops(after.live)
		n, r := bd.quickTricks(&after, need-1)
		best = min(best, n+1)
		rel |= r | top
	}
	if best == 14 {
		return 0, 0
	}
	return best, rel
}

// refCashableBy returns a cheap upper bound on the quick tricks of the leader's opponents, with c1 and
// c3 their suit lengths (refLaneCounts): they win rounds only in suits whose top card they hold
// (removing the other side's low cards never changes a suit's top), and at most their longer
// holding of each.
func refCashableBy(v *refView, c1, c3 uint64) int {
	return refLaneSum(refLaneMax(c1, c3) & refFlagLanes(refSuitFlags(v.tops&(v.h[1]|v.h[3]))))
}

// refLaneFlags has bit 15 of every lane: a suit set in flag form.
const refLaneFlags = 0x8000800080008000

// refSuitTops returns the highest card of each suit of x.
func refSuitTops(x cards.Set) cards.Set {
	// Smear each lane's cards down to bit 2, moving only bits that stay in their lane.
	y := uint64(x)
	y |= (y & 0x7ff87ff87ff87ff8) >> 1
	y |= (y & 0x7ff07ff07ff07ff0) >> 2
	y |= (y & 0x7fc07fc07fc07fc0) >> 4
	y |= (y & 0x7c007c007c007c00) >> 8
	return cards.Set(y &^ (y >> 1))
}

// refSuitFlags returns the suits x holds cards of, in flag form (bit 15 of their lanes): adding
// 0x7fff to a lane holding a card (at least 4) sets its bit 15 and carries nothing out.
func refSuitFlags(x cards.Set) uint64 {
	return (uint64(x) + 0x7fff7fff7fff7fff) & refLaneFlags
}

// refLaneCounts returns the number of cards x holds in each suit, in the low bits of the suit's lane
// (a popcount that stops at the lanes).
func refLaneCounts(x cards.Set) uint64 {
	y := uint64(x)
	y -= y >> 1 & 0x5555555555555555
	y = y&0x3333333333333333 + y>>2&0x3333333333333333
	y = (y + y>>4) & 0x0f0f0f0f0f0f0f0f // per byte
	return (y + y>>8) & 0x001f001f001f001f
}

// refLaneGE returns the lanes (all 16 bits) in which a is at least b, for lane values below 0x8000:
// a lane of a with bit 15 set minus that lane of b keeps bit 15 exactly then, and borrows nothing
// from the next lane.
func refLaneGE(a, b uint64) uint64 {
	return refFlagLanes(((a | refLaneFlags) - b) & refLaneFlags)
}

// refLaneMax returns the larger value of a and b in each lane (values below 0x8000).
func refLaneMax(a, b uint64) uint64 { return b ^ (a^b)&refLaneGE(a, b) }

// refLaneMin returns the smaller value of a and b in each lane (values below 0x8000).
func refLaneMin(a, b uint64) uint64 { return a ^ (a^b)&refLaneGE(a, b) }

// refLaneSum returns the sum of the four lanes of x (a sum below 0x10000).
func refLaneSum(x uint64) int { return int(x * 0x0001000100010001 >> 48) }

// refFlagLanes returns the lanes (all 16 bits) of the suits in flag form f (bit 15 of their lanes).
func refFlagLanes(f uint64) uint64 { return f >> 15 * 0xffff }

// refOf returns the reference bounds of the same strain and side as bd.
func refOf(bd *bounds) *refBounds {
	if bd.trump < 0 {
		return refNewBounds(NoTrump, bd.side)
	}
	return refNewBounds(Strain(bd.trump), bd.side)
}

// sameBound reports a call on which the hook and the reference differ.
func sameBound(t *testing.T, what string, bd *bounds, b *solver.Boundary) bool {
	t.Helper()
	lo, hi, rel := bd.bound(b)
	wlo, whi, wrel := refOf(bd).bound(b)
	if lo != wlo || hi != whi || rel != wrel {
		t.Errorf("%s: bound(%v, leader %d, target %d, trump %d, side %d) = (%d, %d, %#x); want (%d, %d, %#x)",
			what, b.Hands, b.Leader, b.Target, bd.trump, bd.side, lo, hi, uint64(rel), wlo, whi, uint64(wrel))
		return false
	}
	return true
}

// TestBoundsMatchReference checks that the hook returns what the reference returns: on random
// positions of every size (whole pack and dense, two to four suits), every strain, leader, side and
// target, and on every call the search makes while solving list10 deals (the card values of all
// ten, the tables of the first two).
func TestBoundsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 17))
	var hooks [5][2]*bounds // kept across positions, so that their memos answer too
	for strain := range hooks {
		for side := range hooks[strain] {
			hooks[strain][side] = newBounds(Strain(strain), side)
		}
	}
	n := 400000
	if testing.Short() {
		n = 20000
	}
	for i := 0; i < n; i++ {
		n := 1 + i%13
		var d Deal
		switch i % 3 {
		case 0:
			d = randomDeal(rng, n)
		case 1:
			d = denseDeal(rng, min(n, 8), 15)
		default:
			// Two to four suits of eight cards, so that voids (and trumps on one side only) are
			// common.
			n = min(n, 8)
			suits := 0
			for bits.OnesCount(uint(suits)) < 2 || 8*bits.OnesCount(uint(suits)) < 4*n {
				suits = rng.IntN(16)
			}
			d = denseDeal(rng, n, suits)
		}
		bd := hooks[rng.IntN(5)][rng.IntN(2)]
		b := boundaryOf(d, Seat(rng.IntN(4)), rng.IntN(n+2))
		if !sameBound(t, fmt.Sprintf("position %d", i), bd, &b) {
			return
		}
	}
	cases := readDDSList(t, "../testdata/dds/list10.txt")
	calls := 0
	for k, c := range cases {
		if testing.Short() && k > 0 {
			break
		}
		s := NewSolver(solver.Options{TableMB: 64})
		s.SetQuickTricks(false)
		s.opts.BoundsFirstTricks = boundsFirstTricks
		failed := false
		var bd *bounds // kept while the strain and side are, so that its memo answers
		s.opts.Bounds = func(x *solver.Boundary) (int, int, cards.Set) {
			if bd == nil || bd.trump != int(s.strain) && (s.strain != NoTrump || bd.trump >= 0) || bd.side != s.side {
				bd = newBounds(s.strain, s.side)
			}
			calls++
			if !failed && !sameBound(t, fmt.Sprintf("list10 deal %d", k), bd, x) {
				failed = true
			}
			return refOf(bd).bound(x)
		}
		if _, err := s.CardValues(Position{Deal: c.deal, Strain: c.strain, Leader: c.leader}); err != nil {
			t.Fatal(err)
		}
		if k < 2 { // every strain
			if _, err := s.Table(c.deal); err != nil {
				t.Fatal(err)
			}
		}
		if failed {
			return
		}
	}
	t.Logf("%d search calls agree", calls)
}
