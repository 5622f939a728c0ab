// quicktricks.go holds the bridge static bounds called at trick boundaries: quick tricks the side on
// lead can cash at once, and the trick the opponents surely take with the top trump.

package bridge

import (
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
// In each suit the leader cashes his cards that are above every opponent's card, highest first. The
// partner follows with his lowest card; when that card beats the leader's, the partner wins the
// trick and the lead, so such a suit can only be cashed last. In a trump contract a suit is safe only
// while every opponent who holds trumps still follows to it; trumps themselves are counted the same
// way (an opponent out of trumps cannot ruff).
//
// It stops as soon as need tricks are counted, so that the cards it relies on stay few: the bound
// then answers more positions through the transposition table.
func (bd *bounds) quickTricks(b *solver.Boundary, need int) (int, cards.Set) {
	l := b.Leader
	lead, part := b.Hands[l], b.Hands[(l+2)&3]
	lho, rho := b.Hands[(l+1)&3], b.Hands[(l+3)&3]
	opp := lho | rho
	var oppTrumps [2]bool
	if bd.trump >= 0 {
		tm := suitMask(bd.trump)
		oppTrumps = [2]bool{lho&tm != 0, rho&tm != 0}
	}
	keep, lastBest := 0, 0
	var rel, lastRel cards.Set
	for s := 0; s < 4; s++ {
		m := suitMask(s)
		ls := lead & m
		if ls == 0 {
			continue
		}
		os := opp & m
		var winners cards.Set
		if os == 0 {
			winners = ls
		} else {
			winners = ls.Above(os.Highest())
		}
		// Once the opponents are out of the suit, the leader's small cards win as well.
		maxOpp := max((lho & m).Count(), (rho & m).Count())
		if winners.Count() >= maxOpp {
			winners = ls
		}
		if winners == 0 {
			continue
		}
		// Rounds before an opponent with trumps can ruff.
		rounds := 13
		if bd.trump >= 0 && s != bd.trump {
			if oppTrumps[0] {
				rounds = min(rounds, (lho & m).Count())
			}
			if oppTrumps[1] {
				rounds = min(rounds, (rho & m).Count())
			}
		}
		ps := part & m
		others := max(maxOpp, ps.Count()) // rounds in which somebody else follows
		n, lost := 0, false
		var ranked cards.Set
		for w := winners; w != 0 && n < rounds && keep+n < need; n++ {
			c := w.Highest()
			w &^= cards.Bit(c)
			if n < others {
				ranked = cards.Bit(c)
			}
			if ps != 0 {
				pc := ps.Lowest()
				ps &^= cards.Bit(pc)
				if pc > c {
					lost = true // the partner must overtake: his trick, his lead
					n++
					break
				}
			}
		}
		if n == 0 {
			continue
		}
		// The bound relies on the owners of the suit's cards down to the last one cashed while
		// somebody else still followed: later rounds win whatever their ranks.
		var r cards.Set
		if ranked != 0 {
			r = m & (b.Live &^ (ranked - 1))
		}
		if lost {
			if n > lastBest {
				lastBest, lastRel = n, r
			}
			continue
		}
		keep += n
		rel |= r
		if keep >= need {
			return keep, rel
		}
	}
	if lastBest > 0 {
		return keep + lastBest, rel | lastRel
	}
	return keep, rel
}

// bound implements solver.BoundsFunc for bridge.
func (bd *bounds) bound(b *solver.Boundary) (lo, hi int, rel cards.Set) {
	tricks := b.Hands[b.Leader].Count()
	leaderCounts := b.Leader&1 == bd.side
	need := b.Target // tricks the leader's side needs for lo ≥ target
	if !leaderCounts {
		need = tricks - b.Target + 1 // for hi < target
	}
	if need <= 0 {
		return 0, tricks, 0
	}
	qt, qrel := bd.quickTricks(b, need)
	if qt < need {
		qt, qrel = 0, 0 // no cut: report nothing rather than a bound that costs generality
	}
	lo, hi = 0, tricks
	if leaderCounts {
		lo = qt
	} else {
		hi = tricks - qt
	}
	rel = qrel
	// The top trump wins a trick whenever it is played; its holder's side takes at least one trick.
	if bd.trump >= 0 {
		tm := suitMask(bd.trump) & b.Live
		if tm != 0 {
			top := tm.Highest()
			holderCounts := false
			for s := 0; s < 4; s++ {
				if b.Hands[s].Has(top) {
					holderCounts = s&1 == bd.side
				}
			}
			if holderCounts && lo < 1 {
				lo, rel = 1, rel|cards.Bit(top)
			} else if !holderCounts && hi > tricks-1 {
				hi, rel = tricks-1, rel|cards.Bit(top)
			}
		}
	}
	return lo, hi, rel
}
