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
	trump int // suit index of trumps, or -1 in notrump
	side  int // 0: North-South count, 1: East-West
}

// suitMask returns the 13 bits of suit s.
func suitMask(s int) cards.Set { return cards.BridgeSuit(cards.Suit(s)) }

// quickTricks returns a lower bound on the tricks the leader's side takes by cashing winners from
// the leader's hand suit after suit, and the cards that bound relies on.
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
func (bd *bounds) quickTricks(b *solver.Boundary, need int) (int, cards.Set) {
	l := b.Leader
	lead, part := b.Hands[l&3], b.Hands[(l+2)&3]
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	// Rounds are won only in suits the side tops (the others give cashSuit nothing) and the
	// leader holds: the suits to cash.
	cash := suitFlags(suitTops(b.Live)&(lead|part)) & suitFlags(lead)
	if cash == 0 {
		return 0, 0
	}
	// In a plain suit, only the rounds before an opponent with trumps can ruff are safe. First a
	// cheap upper bound: those rounds, at most the side's longer holding.
	var tm cards.Set
	if bd.trump >= 0 {
		tm = suitMask(bd.trump)
	}
	ruffL, ruffR := lho&tm != 0, rho&tm != 0
	var safe [4]int
	ub := 0
	for f := cash; f != 0; f &= f - 1 {
		sh := bits.TrailingZeros64(f) &^ 15 // 16 × the suit
		m := cards.Set(0x7ffc) << (sh & 63)
		n := 13
		if m&tm == 0 {
			if ruffL {
				n = (lho & m).Count()
			}
			if ruffR {
				n = min(n, (rho & m).Count())
			}
		}
		safe[sh>>4&3] = n
		ub += min(n, max((lead&m).Count(), (part&m).Count()))
	}
	if ub < need {
		return 0, 0
	}
	keep := 0
	var rel cards.Set
	var own, ext [4]cashLine
	last := false // a suit can be cashed last (below)
	for f := cash; f != 0 && keep < need; f &= f - 1 {
		sh := bits.TrailingZeros64(f) &^ 15
		m := cards.Set(0x7ffc) << (sh & 63)
		s := sh >> 4 & 3
		o, e := cashSuit(lead&m, part&m, lho&m, rho&m, min(safe[s], need-keep))
		own[s], ext[s] = o, e
		last = last || o.lost || e.n > o.n
		if o.n > 0 && !o.lost {
			keep += o.n
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
		sh := bits.TrailingZeros64(f) &^ 15
		m := cards.Set(0x7ffc) << (sh & 63)
		s := sh >> 4 & 3
		o, e := own[s], ext[s]
		add, r := 0, cards.Set(0)
		if o.lost {
			add, r = o.n, o.rel(b.Live, m)
		}
		if e.n > o.n && (part&^m).Count() >= keep {
			extra := e.n
			if !o.lost {
				extra -= o.n // the leader's own rounds are counted already
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

// cashLine is the outcome of cashing one suit: the rounds won, whether the lead ended with the
// partner, and the lowest card that won a round while somebody else still held the suit, as a bit
// (noLow when none did).
type cashLine struct {
	n    int
	lost bool
	low  cards.Set
}

// noLow is cashLine.low when no card won a round against other cards: a bit above every card, so
// that the first winning card is lower, and rel names no card.
const noLow = cards.Set(1) << 63

// rel returns the cards a cashing line relies on: the owners of the suit's live cards down to the
// lowest that won a round while somebody else still held the suit (later rounds win whatever their
// ranks).
func (c cashLine) rel(live, m cards.Set) cards.Set {
	return m & live &^ (c.low - 1)
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
		// floor: the cards of the suit above every opponent's card are those not below it.
		opp := lo | ro
		floor := cards.Set(1)<<(bits.Len64(uint64(opp))&63) - 1
		others := ps|opp != 0
		if ls&^floor == 0 {
			if w := ps &^ floor; w != 0 {
				// Out of winners, the leader crosses with his lowest card to the partner's
				// lowest winner.
				own = cashLine{n, false, low}
				ls &= ls - 1
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
				own = cashLine{n + 1, true, low}
				return own, cashOn(ps, ls, lo&(lo-1), ro&(ro-1), n+1, k, low, true)
			}
		}
		lo &= lo - 1 // each opponent plays his lowest card
		ro &= ro - 1
		if others && win < low {
			low = win
		}
	}
	own = cashLine{n, false, low}
	return own, own
}

// cashOn goes on with a cashing line (cashSuit) once the partner has led a round: n rounds won so
// far with low, the partner's hand on lead (lost) or the leader's, and whether the leader can still
// cross to the partner (the leader is on lead and has not crossed).
func cashOn(lead, follow, lo, ro cards.Set, n, k int, low cards.Set, cross bool) cashLine {
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
	return cashLine{n, lost, low}
}

// sureTrumps returns the trump tricks the pair of hands x and y surely takes, at most need, and the
// cards that bound relies on: of the top trumps, those held by the pair in an unbroken run. Each of
// them wins the trick it is played to unless the other hand of the pair plays a higher one to the
// same trick, and the hand holding more trumps plays its own on different tricks, so the pair takes
// at least min(run, longer trump holding) tricks.
func (bd *bounds) sureTrumps(b *solver.Boundary, x, y cards.Set, need int) (int, cards.Set) {
	if bd.trump < 0 || need <= 0 {
		return 0, 0
	}
	tm := suitMask(bd.trump) & b.Live
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
func (bd *bounds) entryTricks(b *solver.Boundary, need int) (int, cards.Set) {
	l, p := b.Leader, (b.Leader+2)&3
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	var tm cards.Set
	if bd.trump >= 0 {
		tm = suitMask(bd.trump)
	}
	best, bestRel := 0, cards.Set(0)
	// The suits the leader holds whose top card is the partner's.
	for f := suitFlags(suitTops(b.Live)&b.Hands[p]) & suitFlags(b.Hands[l]); f != 0; f &= f - 1 {
		e := bits.TrailingZeros64(f) / 16
		m := suitMask(e)
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
func (bd *bounds) bound(b *solver.Boundary) (lo, hi int, rel cards.Set) {
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
		tm := suitMask(bd.trump)
		for i := range tc {
			tc[i] = (b.Hands[(l+i)&3] & tm).Count()
		}
	}
	if need > 0 {
		if trumps {
			if lt := trumpLength(&tc, 0); lt >= need {
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
			if lt := trumpLength(&tc, 1); lt >= needOpp {
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
func (bd *bounds) trumpBehind(b *solver.Boundary, side cards.Set) (int, cards.Set) {
	tm := suitMask(bd.trump) & b.Live
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
func (bd *bounds) trumpMatch(b *solver.Boundary, x, need int) (int, cards.Set) {
	tm := suitMask(bd.trump) & b.Live
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

// trumpLength returns the trump tricks the pair of seat x surely takes by length, with tc the
// trumps of each seat (x and tc counted from the same seat): each trump of its longer trump
// holding wins the trick it is played to unless an opponent plays a higher trump to the same
// trick, and each opponent's trump can do that once, so the pair takes at least the longer holding
// minus the opponents' trumps. It relies on hand lengths only, which the table key holds, so it
// names no cards.
func trumpLength(tc *[4]int, x int) int {
	return max(tc[x], tc[(x+2)&3]) - tc[(x+1)&3] - tc[(x+3)&3]
}

// topsAgainstLeader returns the tricks the leader's opponents surely take in notrump when in every
// suit the leader holds an opponent has the top card, and those top cards: the opponents win the
// lead whatever is led; when one opponent holds all those tops he then cashes them one after
// another (each is the top of its suit), otherwise they are sure of that one trick.
func (bd *bounds) topsAgainstLeader(b *solver.Boundary) (int, cards.Set) {
	if bd.trump >= 0 {
		return 0, 0
	}
	l := b.Leader
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	var tops cards.Set
	n := 0
	for s := 0; s < 4; s++ {
		m := suitMask(s)
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
func (bd *bounds) notAllTricks(b *solver.Boundary) (bool, cards.Set) {
	if !bd.noTrumps(b) {
		return false, 0
	}
	l := b.Leader
	lead, part := b.Hands[l], b.Hands[(l+2)&3]
	sum := 0
	var rel cards.Set
	for s := 0; s < 4; s++ {
		m := suitMask(s)
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
func (bd *bounds) afterLostLead(b *solver.Boundary, need int) (int, cards.Set) {
	l := b.Leader
	if 1+cashableBy(b, (l+1)&3) < need {
		return 0, 0 // the trick won, then only suits the opponents top (see cashableBy)
	}
	best := 14
	var rel cards.Set
	for s := 0; s < 4 && best >= need; s++ {
		m := suitMask(s)
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
				if (hp & suitMask(t)).Count() > (hp & suitMask(long)).Count() {
					long = t
				}
			}
			gone |= cards.Bit((hp & suitMask(long)).Lowest())
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

// cashableBy returns a cheap upper bound on the quick tricks of the side of seat x: they win
// rounds only in suits whose top card the side holds (removing opponents' low cards never changes
// a suit's top), and at most the side's longer holding of each.
func cashableBy(b *solver.Boundary, x int) int {
	l, p := b.Hands[x], b.Hands[(x+2)&3]
	n := 0
	for t := suitTops(b.Live) & (l | p); t != 0; t &= t - 1 {
		m := suitMask(int(t.Lowest()) / 16)
		n += max((l & m).Count(), (p & m).Count())
	}
	return n
}

// noTrumps reports whether no trump is left: notrump, or every trump has been played. Hand
// lengths, which the table key holds, say so.
func (bd *bounds) noTrumps(b *solver.Boundary) bool {
	return bd.trump < 0 || b.Live&suitMask(bd.trump) == 0
}
