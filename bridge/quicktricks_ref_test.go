// quicktricks_ref_test.go holds the bridge static bounds as they stood before their instruction
// count was cut (commit 95f453f), kept as the reference that TestBoundsMatchReference compares the
// hook with: every call must return the same (lo, hi, rel).

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
	trump int // suit index of trumps, or -1 in notrump
	side  int // 0: North-South count, 1: East-West
}

// refSuitMask returns the 13 bits of suit s.
func refSuitMask(s int) cards.Set { return cards.BridgeSuit(cards.Suit(s)) }

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
func (bd *refBounds) quickTricks(b *solver.Boundary, need int) (int, cards.Set) {
	l := b.Leader
	lead, part := b.Hands[l], b.Hands[(l+2)&3]
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	var oppTrumps [2]bool
	if bd.trump >= 0 {
		tm := refSuitMask(bd.trump)
		oppTrumps = [2]bool{lho&tm != 0, rho&tm != 0}
	}
	// Rounds are won only in suits the side tops (the others give refCashSuit nothing) and the
	// leader holds: the suits to cash; in a plain suit, only the rounds before an opponent with
	// trumps can ruff. First a cheap upper bound: those rounds, at most the side's longer holding.
	cash := refSuitFlags(refSuitTops(b.Live)&(lead|part)) & refSuitFlags(lead)
	var safe [4]int
	ub := 0
	for f := cash; f != 0; f &= f - 1 {
		s := bits.TrailingZeros64(f) / 16
		m := refSuitMask(s)
		safe[s] = 13
		if s != bd.trump {
			if oppTrumps[0] {
				safe[s] = (lho & m).Count()
			}
			if oppTrumps[1] {
				safe[s] = min(safe[s], (rho & m).Count())
			}
		}
		ub += min(safe[s], max((lead&m).Count(), (part&m).Count()))
	}
	if ub < need {
		return 0, 0
	}
	keep := 0
	var rel cards.Set
	var own, ext [4]refCashLine
	last := false // a suit can be cashed last (below)
	for f := cash; f != 0 && keep < need; f &= f - 1 {
		s := bits.TrailingZeros64(f) / 16
		m := refSuitMask(s)
		own[s], ext[s] = refCashSuit(lead&m, part&m, lho&m, rho&m, safe[s], need-keep)
		last = last || own[s].lost || ext[s].n > own[s].n
		if o := own[s]; o.n > 0 && !o.lost {
			keep += int(o.n)
			rel |= o.rel(b.Live, m)
			if keep >= need {
				return keep, rel
			}
		}
	}
	// One suit can be cashed last with the lead ending in the partner's hand: a suit the partner
	// overtakes in, or the rounds the partner leads after the leader's own. The partner's line
	// needs his cards of the suit kept while the others are cashed: he holds at least as many
	// other cards as those rounds.
	if !last {
		return keep, rel
	}
	best, bestRel := 0, cards.Set(0)
	for f := cash; f != 0; f &= f - 1 {
		s := bits.TrailingZeros64(f) / 16
		m := refSuitMask(s)
		o, e := own[s], ext[s]
		add, r := 0, cards.Set(0)
		if o.lost {
			add, r = int(o.n), o.rel(b.Live, m)
		}
		if e.n > o.n && (part&^m).Count() >= keep {
			extra := int(e.n)
			if !o.lost {
				extra -= int(o.n) // the leader's own rounds are counted already
			}
			if extra > add {
				add, r = extra, e.rel(b.Live, m)
			}
		}
		if add > best {
			best, bestRel = add, r
		}
	}
	if best > 0 {
		// Rounds led by the partner may make the leader discard; every round still takes one of
		// his cards.
		return min(keep+best, lead.Count()), rel | bestRel
	}
	return keep, rel
}

// refCashLine is the outcome of cashing one suit: the rounds won, whether the lead ended with the
// partner, and the lowest card that won a round while somebody else still held the suit (NoCard
// when none did).
type refCashLine struct {
	n    int8
	lost bool
	low  cards.Card
}

// rel returns the cards a cashing line relies on: the owners of the suit's live cards down to the
// lowest that won a round while somebody else still held the suit (later rounds win whatever their
// ranks).
func (c refCashLine) rel(live, m cards.Set) cards.Set {
	if c.n == 0 || c.low == cards.NoCard {
		return 0
	}
	return m & (live &^ (cards.Bit(c.low) - 1))
}

// refCashSuit plays out one suit from the leader's hand for as long as the side surely wins its
// rounds, at most rounds and limit of them. The hand on lead plays its highest card when no
// opponent's card of the suit is higher; the other hand follows with its lowest, and wins the
// round (and the lead) when that card is higher. The opponents play their lowest cards: whatever
// they play instead, their highest remaining card is no higher, so every round counted is won in
// every case. own is the line while the leader leads (it stops after the round in which the
// partner overtakes: the old quick-trick count); ext goes on with the partner on lead, and when
// the leader has no winner left but the partner has, the leader first crosses with his lowest card
// to the partner's lowest winner.
func refCashSuit(ls, ps, lo, ro cards.Set, rounds, limit int) (own, ext refCashLine) {
	ext.low = cards.NoCard
	crossed, partnerLed := false, false
	for int(ext.n) < rounds && int(ext.n) < limit {
		// floor: the cards of the suit above every opponent's card are those not below it.
		var floor cards.Set
		if opp := lo | ro; opp != 0 {
			floor = cards.Bit(opp.Highest())<<1 - 1
		}
		lead, follow := &ls, &ps
		if ext.lost {
			lead, follow = &ps, &ls
		}
		if *lead == 0 {
			break
		}
		others := *follow != 0 || floor != 0
		var win cards.Card
		if c := lead.Highest(); cards.Bit(c)&^floor != 0 {
			*lead &^= cards.Bit(c)
			win = c
			if *follow != 0 {
				pc := follow.Lowest()
				*follow &^= cards.Bit(pc)
				if pc > c {
					win = pc
					ext.lost = !ext.lost
				}
			}
		} else if w := ps &^ floor; !ext.lost && !crossed && w != 0 {
			if !partnerLed {
				own = ext
				partnerLed = true
			}
			*lead &^= cards.Bit(lead.Lowest())
			win = w.Lowest()
			ps &^= cards.Bit(win)
			ext.lost, crossed = true, true
		} else {
			break
		}
		lo &= lo - 1 // each opponent plays his lowest card
		ro &= ro - 1
		ext.n++
		if others && (ext.low == cards.NoCard || win < ext.low) {
			ext.low = win
		}
		if ext.lost && !partnerLed {
			own = ext // the partner overtook: the leader's own line ends here
			partnerLed = true
		}
	}
	if !partnerLed {
		own = ext
	}
	return own, ext
}

// sureTrumps returns the trump tricks the pair of hands x and y surely takes, at most need, and the
// cards that bound relies on: of the top trumps, those held by the pair in an unbroken run. Each of
// them wins the trick it is played to unless the other hand of the pair plays a higher one to the
// same trick, and the hand holding more trumps plays its own on different tricks, so the pair takes
// at least min(run, longer trump holding) tricks.
func (bd *refBounds) sureTrumps(b *solver.Boundary, x, y cards.Set, need int) (int, cards.Set) {
	if bd.trump < 0 || need <= 0 {
		return 0, 0
	}
	tm := refSuitMask(bd.trump) & b.Live
	n := min(max((x&tm).Count(), (y&tm).Count()), need)
	var rel cards.Set
	for k := 0; k < n; k++ {
		c := tm.Highest()
		if !(x | y).Has(c) {
			if k == 0 && need == 1 { // (trumpBehind counts one trick)
				return bd.trumpBehind(b, x|y)
			}
			return k, rel
		}
		tm &^= cards.Bit(c)
		rel |= cards.Bit(c)
	}
	return n, rel
}

// entryTricks returns a lower bound on the tricks the leader's side takes by leading a small card
// to a suit in which the partner holds the top card, then cashing the partner's quick tricks, and the
// cards that bound relies on; 0 when no such entry helps.
func (bd *refBounds) entryTricks(b *solver.Boundary, need int) (int, cards.Set) {
	l, p := b.Leader, (b.Leader+2)&3
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	var tm cards.Set
	if bd.trump >= 0 {
		tm = refSuitMask(bd.trump)
	}
	best, bestRel := 0, cards.Set(0)
	// The suits the leader holds whose top card is the partner's.
	for f := refSuitFlags(refSuitTops(b.Live)&b.Hands[p]) & refSuitFlags(b.Hands[l]); f != 0; f &= f - 1 {
		e := bits.TrailingZeros64(f) / 16
		m := refSuitMask(e)
		ls, ps := b.Hands[l]&m, b.Hands[p]&m
		// An opponent out of the suit must not be able to ruff the entry.
		if e != bd.trump && (lho&m == 0 && lho&tm != 0 || rho&m == 0 && rho&tm != 0) {
			continue
		}
		top := ps.Highest()
		// The position after the entry trick: the leader's lowest card of the suit, the partner's
		// top, and each opponent's lowest (keeping their higher cards is the worst case for the
		// partner's cashing); an opponent out of the suit keeps all his cards.
		after := *b
		gone := cards.Bit(ls.Lowest()) | cards.Bit(top)
		for _, o := range [2]int{(l + 1) & 3, (l + 3) & 3} {
			if os := b.Hands[o] & m; os != 0 {
				gone |= cards.Bit(os.Lowest())
			}
		}
		for i := range after.Hands {
			after.Hands[i] &^= gone
		}
		after.Live &^= gone
		after.Leader = p
		n, r := bd.quickTricks(&after, need-1)
		if n+1 > best {
			best, bestRel = n+1, r|cards.Bit(top)
			if best >= need {
				break
			}
		}
	}
	return best, bestRel
}

// bound implements solver.BoundsFunc for bridge: the side on lead makes its trump tricks or cashes
// quick tricks; the other side makes its trump tricks or beats the leader's leads.
func (bd *refBounds) bound(b *solver.Boundary) (lo, hi int, rel cards.Set) {
	tricks := b.Hands[b.Leader].Count()
	leaderCounts := b.Leader&1 == bd.side
	l := b.Leader
	// Tricks the side on lead needs to settle the test, and those the other side needs.
	need, needOpp := b.Target, tricks-b.Target+1
	if !leaderCounts {
		need, needOpp = needOpp, need
	}
	settle := func(n int, r cards.Set, leaderSide bool) (int, int, cards.Set) {
		if leaderSide == leaderCounts {
			return n, tricks, r
		}
		return 0, tricks - n, r
	}
	// Each side's bounds go from those that rely on the fewest cards (trump length: hand lengths
	// only; the top trumps) to the quick tricks, so that a settled test is stored with the smallest
	// rel and answers the most positions from the table. (A test settled for one side cannot be for
	// the other: need + needOpp exceeds the tricks left.) The trump bounds are tried only when
	// trumps are left, and each only when the trump counts let it reach the tricks needed.
	var tc [4]int // trumps per seat, from the leader round
	trumps := !bd.noTrumps(b)
	if trumps {
		tm := refSuitMask(bd.trump)
		for i := range tc {
			tc[i] = (b.Hands[(l+i)&3] & tm).Count()
		}
	}
	if need > 0 {
		if trumps {
			if lt := refTrumpLength(&tc, 0); lt >= need {
				return settle(lt, 0, true)
			}
			if max(tc[0], tc[2]) > 0 {
				if st, srel := bd.sureTrumps(b, b.Hands[l], b.Hands[(l+2)&3], need); st >= need {
					return settle(st, srel, true)
				}
			}
		}
		if qt, qrel := bd.quickTricks(b, need); qt >= need {
			return settle(qt, qrel, true)
		}
		if et, erel := bd.entryTricks(b, need); et >= need {
			return settle(et, erel, true)
		}
	}
	if needOpp > 0 {
		if trumps {
			if lt := refTrumpLength(&tc, 1); lt >= needOpp {
				return settle(lt, 0, false)
			}
			if max(tc[1], tc[3]) > 0 {
				if st, srel := bd.sureTrumps(b, b.Hands[(l+1)&3], b.Hands[(l+3)&3], needOpp); st >= needOpp {
					return settle(st, srel, false)
				}
			}
		}
		if trumps && max(tc[1], tc[3]) >= needOpp {
			if mt, mrel := bd.trumpMatch(b, (l+1)&3, needOpp); mt >= needOpp {
				return settle(mt, mrel, false)
			}
		}
		if nt, nrel := bd.topsAgainstLeader(b); nt >= needOpp {
			return settle(nt, nrel, false)
		} else if nt > 0 && needOpp > 1 {
			if n, r := bd.afterLostLead(b, needOpp); n >= needOpp {
				return settle(n, r, false)
			}
		}
		if needOpp == 1 {
			if ok, rel := bd.notAllTricks(b); ok {
				return settle(1, rel, false)
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
func (bd *refBounds) trumpBehind(b *solver.Boundary, side cards.Set) (int, cards.Set) {
	tm := refSuitMask(bd.trump) & b.Live
	t1 := tm.Highest()
	t2 := (tm &^ cards.Bit(t1)).Highest()
	if t2 == cards.NoCard || !side.Has(t2) {
		return 0, 0
	}
	for h := 0; h < 4; h++ {
		if !b.Hands[h].Has(t2) {
			continue
		}
		if !b.Hands[(h+3)&3].Has(t1) || (b.Hands[h]&tm).Count() < 2 {
			return 0, 0
		}
		if h == b.Leader && b.Hands[h].Count() < 3 {
			return 0, 0
		}
		return 1, cards.Bit(t1) | cards.Bit(t2)
	}
	return 0, 0
}

// trumpMatch returns the trump tricks the side of seat x surely takes with the trumps of one of its
// hands, at least need of them, and the cards that bound relies on; 0 when neither hand reaches
// need. Every trump of the hand is played to a trick of its own, and a trick it is played to is
// lost only to a higher trump of an opponent, each opponent's trump taking one such trick: the hand
// loses at most as many tricks as its trumps can be matched with higher opponents' trumps. This
// covers KQ or KQJ against the ace and the like (bridge-solver's slow trump tricks), whoever leads.
// The owners of the trumps are read from the top down only as far as needed: below that card the
// worst case matches every opponent's trump left with a trump of the hand.
func (bd *refBounds) trumpMatch(b *solver.Boundary, x, need int) (int, cards.Set) {
	tm := refSuitMask(bd.trump) & b.Live
	opp := (b.Hands[(x+1)&3] | b.Hands[(x+3)&3]) & tm
	nOpp := opp.Count()
	for _, h := range [2]cards.Set{b.Hands[x] & tm, b.Hands[(x+2)&3] & tm} {
		n := h.Count()
		if n < need {
			continue
		}
		// Scan the trumps from the top: free is the opponents' trumps seen and not yet
		// matched, matched the hand's trumps seen that are.
		free, matched, seenH, seenO := 0, 0, 0, 0
		for t := tm; t != 0; {
			c := t.Highest()
			t &^= cards.Bit(c)
			switch {
			case h.Has(c):
				seenH++
				if free > 0 {
					free--
					matched++
				}
			case opp.Has(c):
				seenO++
				free++
			default:
				continue // the partner's: it changes nothing
			}
			if n-matched-min(n-seenH, free+nOpp-seenO) >= need {
				return need, tm &^ (cards.Bit(c) - 1)
			}
		}
	}
	return 0, 0
}

// refTrumpLength returns the trump tricks the pair of seat x surely takes by length, with tc the
// trumps of each seat (x and tc counted from the same seat): each trump of its longer trump
// holding wins the trick it is played to unless an opponent plays a higher trump to the same
// trick, and each opponent's trump can do that once, so the pair takes at least the longer holding
// minus the opponents' trumps. It relies on hand lengths only, which the table key holds, so it
// names no cards.
func refTrumpLength(tc *[4]int, x int) int {
	return max(tc[x], tc[(x+2)&3]) - tc[(x+1)&3] - tc[(x+3)&3]
}

// topsAgainstLeader returns the tricks the leader's opponents surely take in notrump when in every
// suit the leader holds an opponent has the top card, and those top cards: the opponents win the
// lead whatever is led; when one opponent holds all those tops he then cashes them one after
// another (each is the top of its suit), otherwise they are sure of that one trick.
func (bd *refBounds) topsAgainstLeader(b *solver.Boundary) (int, cards.Set) {
	if bd.trump >= 0 {
		return 0, 0
	}
	l := b.Leader
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	var tops cards.Set
	n := 0
	for s := 0; s < 4; s++ {
		m := refSuitMask(s)
		if b.Hands[l]&m == 0 {
			continue
		}
		top := (b.Live & m).Highest()
		if !(lho | rho).Has(top) {
			return 0, 0
		}
		tops |= cards.Bit(top)
		n++
	}
	if n == 0 {
		return 0, 0
	}
	if lho&tops == tops || rho&tops == tops {
		return n, tops
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
// the lengths say who holds it) and on hand lengths.
func (bd *refBounds) notAllTricks(b *solver.Boundary) (bool, cards.Set) {
	if !bd.noTrumps(b) {
		return false, 0
	}
	l := b.Leader
	lead, part := b.Hands[l], b.Hands[(l+2)&3]
	sum := 0
	var rel cards.Set
	for s := 0; s < 4; s++ {
		m := refSuitMask(s)
		top := (b.Live & m).Highest()
		if top == cards.NoCard {
			continue
		}
		if (lead | part).Has(top) {
			sum += max((lead & m).Count(), (part & m).Count())
			continue
		}
		if b.Live&m != b.Hands[(l+1)&3]&m && b.Live&m != b.Hands[(l+3)&3]&m {
			rel |= cards.Bit(top)
		}
	}
	return sum < lead.Count(), rel
}

// afterLostLead returns the tricks the leader's opponents surely take in notrump when they hold the
// top card of every suit the leader holds: whatever he leads, the opponent holding that suit's top
// wins the trick with it and then cashes his quick tricks. For each suit the leader may lead, the
// position after the trick is built as the worst case for that cashing: the leader's side plays
// its lowest cards of the suit (keeping the higher ones), and a hand of his side out of the suit
// keeps all its cards; the winner's partner follows low or discards his lowest card of his longest
// suit. The bound is the least over the suits of one plus those quick tricks; it relies on the tops
// and on what each quick-trick count relies on.
func (bd *refBounds) afterLostLead(b *solver.Boundary, need int) (int, cards.Set) {
	l := b.Leader
	if 1+refCashableBy(b, (l+1)&3) < need {
		return 0, 0 // the trick won, then only suits the opponents top (see refCashableBy)
	}
	best := 14
	var rel cards.Set
	for s := 0; s < 4 && best >= need; s++ {
		m := refSuitMask(s)
		ls := b.Hands[l] & m
		if ls == 0 {
			continue
		}
		top := (b.Live & m).Highest()
		h := (l + 1) & 3
		if !b.Hands[h].Has(top) {
			h = (l + 3) & 3
		}
		after := *b
		gone := cards.Bit(ls.Lowest()) | cards.Bit(top)
		if ps := b.Hands[(l+2)&3] & m; ps != 0 {
			gone |= cards.Bit(ps.Lowest())
		}
		hp := b.Hands[(h+2)&3]
		if x := hp & m; x != 0 {
			gone |= cards.Bit(x.Lowest())
		} else {
			long := 0
			for t := 1; t < 4; t++ {
				if (hp & refSuitMask(t)).Count() > (hp & refSuitMask(long)).Count() {
					long = t
				}
			}
			gone |= cards.Bit((hp & refSuitMask(long)).Lowest())
		}
		for i := range after.Hands {
			after.Hands[i] &^= gone
		}
		after.Live &^= gone
		after.Leader = h
		n, r := bd.quickTricks(&after, need-1)
		best = min(best, n+1)
		rel |= r | cards.Bit(top)
	}
	if best == 14 {
		return 0, 0
	}
	return best, rel
}

// refCashableBy returns a cheap upper bound on the quick tricks of the side of seat x: they win
// rounds only in suits whose top card the side holds (removing opponents' low cards never changes
// a suit's top), and at most the side's longer holding of each.
func refCashableBy(b *solver.Boundary, x int) int {
	l, p := b.Hands[x], b.Hands[(x+2)&3]
	n := 0
	for t := refSuitTops(b.Live) & (l | p); t != 0; t &= t - 1 {
		m := refSuitMask(int(t.Lowest()) / 16)
		n += max((l & m).Count(), (p & m).Count())
	}
	return n
}

// noTrumps reports whether no trump is left: notrump, or every trump has been played. Hand
// lengths, which the table key holds, say so.
func (bd *refBounds) noTrumps(b *solver.Boundary) bool {
	return bd.trump < 0 || b.Live&refSuitMask(bd.trump) == 0
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

// refOf returns the reference bounds of the same strain and side as bd.
func refOf(bd *bounds) *refBounds { return &refBounds{trump: bd.trump, side: bd.side} }

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
// target, and on every call the search makes while solving list10 deals (the card values of the
// first three, the table of the first).
func TestBoundsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 17))
	for i := 0; i < 200000; i++ {
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
		bd := newBounds(Strain(rng.IntN(5)), rng.IntN(2))
		b := boundaryOf(d, Seat(rng.IntN(4)), 1+rng.IntN(n))
		if !sameBound(t, fmt.Sprintf("position %d", i), bd, &b) {
			return
		}
	}
	cases := readDDSList(t, "../testdata/dds/list10.txt")
	calls := 0
	for k, c := range cases[:3] {
		s := NewSolver(solver.Options{TableMB: 16})
		s.SetQuickTricks(false)
		s.opts.BoundsFirstTricks = boundsFirstTricks
		failed := false
		s.opts.Bounds = func(x *solver.Boundary) (int, int, cards.Set) {
			bd := newBounds(s.strain, s.side)
			calls++
			if !failed && !sameBound(t, fmt.Sprintf("list10 deal %d", k), bd, x) {
				failed = true
			}
			return refOf(bd).bound(x)
		}
		if _, err := s.CardValues(Position{Deal: c.deal, Strain: c.strain, Leader: c.leader}); err != nil {
			t.Fatal(err)
		}
		if k == 0 { // every strain
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
