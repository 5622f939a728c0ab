// orderpoints.go orders the moves of games with card points (Skat's suit and grand games: three
// seats, the declarer at seat 0 against two defenders): cash winners and draw trumps when leading,
// lead into a partner's ruff or towards his top card, not into an opponent's ruff; when following,
// win cheaply what the opponents may still take, give points (schmieren) to a partner's sure trick,
// and throw cheap cards to the opponents'. The weights are one table (ppw), tuned on node counts of
// all-moves searches (tunepoints_test.go, build tag tune; docs/SKAT.md).

package solver

import "github.com/cardsolve/cardsolve/cards"

// Weights of the card-point ordering, indexed by the ppw* constants below. A var, not a constant
// table, so that tests can tune them. Each move's score is its kind's base weight, its points
// times the kind's points weight, its rank within its class (the weakest card counted 0) up or
// down, and the weights of the features that apply.
var ppw = [ppwCount]int32{
	ppwLeadRuff: -2000, ppwLeadRuffPts: 1, ppwLeadWin: 1000, ppwLeadWinPts: 4, ppwLeadDrawTrump: 16,
	ppwLeadPdRuff: 700, ppwLeadPdTop: 500, ppwLeadLosePts: -8, ppwLeadLoseTrump: 48,
	ppwPdWinsPts: 8, ppwPdWinsTrump: 8, ppwUnsafe: 1000, ppwUnsafePts: -8, ppwBeatPdTakes: -20,
	ppwBeatPdTakesPts: 8, ppwSafe: 2000, ppwSafePts: 3, ppwPdTakesPts: 40, ppwLosePts: -8,
	ppwLoseTrump: -64, ppwLoseVoid: 16,
}

// Indices of ppw. Lead*: the leader's card; Pts: a weight per card point. Followers: PdWins, a
// partner's card takes the trick whatever the opponents still to play do; Unsafe, the card beats
// the card now winning but an opponent still to play can beat it; BeatPdTakes, it beats it and
// only partners are still to play, one of whom could take the trick; Safe, it takes the trick;
// PdTakes, it does not beat the card now winning, which an opponent played, and a partner still
// to play can beat it; Lose, anything else.
const (
	ppwLeadRuff      = iota // a plain card of a class an opponent is void in and can ruff
	ppwLeadRuffPts          // its points
	ppwLeadWin              // the highest live card of its class
	ppwLeadWinPts           // its points
	ppwLeadDrawTrump        // any trump the declarer leads while a defender holds a trump
	ppwLeadPdRuff           // a plain card of a class the partner can ruff (and no opponent)
	ppwLeadPdTop            // towards the partner's top card of the class
	ppwLeadLosePts          // a lead of none of the kinds above: its points
	ppwLeadLoseTrump        // a trump among them
	ppwPdWinsPts
	ppwPdWinsTrump // a trump to a plain lead on the partner's sure trick
	ppwUnsafe
	ppwUnsafePts
	ppwBeatPdTakes
	ppwBeatPdTakesPts
	ppwSafe
	ppwSafePts
	ppwPdTakesPts
	ppwLosePts
	ppwLoseTrump // a trump that does not take the trick
	ppwLoseVoid  // a discard that leaves the mover void in its class
	ppwCount
)

// pointCtx is what the card-point ordering of one follower's node needs, computed once per node.
type pointCtx struct {
	winCard     cards.Card
	winTrump    bool // the card now winning is a trump
	partnerWins bool // a partner's card wins and no opponent still to play can beat it
	partnerTake bool // only partners are still to play and one of them can beat winCard
	follows     bool // the mover holds a card of the led class
	led         cards.Set
	// the opponents still to play: the highest card of the led class any of them holds (oppLed)
	// and the highest trump of those void in it (oppRuff), when there are such cards
	oppLed, oppRuff    cards.Card
	hasLed, hasOppRuff bool
}

// setPointCtx fills x for the seat to move, a follower.
func (s *Solver) setPointCtx(x *pointCtx) {
	set := s.trickSet()
	x.led = s.classSet[s.trick[0]&63]
	win := set & s.trumps
	x.winTrump = win != 0
	if win == 0 {
		win = set & x.led
	}
	x.winCard = win.Highest() & 63 // (a card of the trick: see genPoints for the masks)
	seat := s.leader
	for i := 0; s.trick[i] != x.winCard; i++ {
		seat = s.next[seat]
	}
	me := s.max[s.toMove]
	x.hasLed, x.hasOppRuff = false, false
	allPartners, can := true, false
	for i := s.next[s.toMove]; i != s.leader; i = s.next[i] {
		h := s.hands[i]
		f := h & x.led
		if s.max[i] != me {
			allPartners = false
			if f != 0 {
				if c := f.Highest(); !x.hasLed || c > x.oppLed {
					x.oppLed, x.hasLed = c, true
				}
			} else if t := h & s.trumps; t != 0 {
				if c := t.Highest(); !x.hasOppRuff || c > x.oppRuff {
					x.oppRuff, x.hasOppRuff = c, true
				}
			}
			continue
		}
		if f != 0 {
			if x.led.Has(x.winCard) && f.Highest() > x.winCard {
				can = true
			}
		} else if t := h & s.trumps; t != 0 && (!x.winTrump || t.Highest() > x.winCard) {
			can = true
		}
	}
	x.partnerTake = allPartners && can
	x.follows = s.hands[s.toMove]&x.led != 0
	x.partnerWins = s.max[seat] == me && s.safePoint(x, x.winCard, x.winTrump)
}

// followScore scores a follower's card c (rank: its place in its class from the weakest, pts: its
// points).
func (s *Solver) followScore(x *pointCtx, c cards.Card, rank, pts int32) int32 {
	c &= 63 // (see genPoints)
	trump := s.trumps.Has(c)
	var beats bool
	if trump {
		beats = !x.winTrump || c > x.winCard
	} else {
		beats = x.led.Has(c) && c > x.winCard && !x.winTrump
	}
	ruff := trump && !x.led.Has(c)
	switch {
	case x.partnerWins:
		v := -rank + ppw[ppwPdWinsPts]*pts
		if ruff {
			v += ppw[ppwPdWinsTrump]
		}
		return v
	case beats && !s.safePoint(x, c, trump):
		return ppw[ppwUnsafe] - rank + ppw[ppwUnsafePts]*pts
	case beats && x.partnerTake:
		return ppw[ppwBeatPdTakes] - rank + ppw[ppwBeatPdTakesPts]*pts
	case beats:
		return ppw[ppwSafe] - rank + ppw[ppwSafePts]*pts
	case x.partnerTake:
		return -rank + ppw[ppwPdTakesPts]*pts
	}
	v := -rank + ppw[ppwLosePts]*pts
	if ruff {
		v += ppw[ppwLoseTrump]
	}
	if !x.follows && (s.hands[s.toMove]&s.classSet[c&63]).Count() == 1 {
		v += ppw[ppwLoseVoid]
	}
	return v
}

// safePoint reports whether c, which beats the card now winning, cannot be beaten by an opponent
// still to play (safeWin from the node's context).
func (s *Solver) safePoint(x *pointCtx, c cards.Card, trump bool) bool {
	if x.hasLed && x.led.Has(c) && x.oppLed > c {
		return false
	}
	return !x.hasOppRuff || trump && x.oppRuff < c
}

// pointLead is what the card-point ordering of a lead needs of one class, computed once per class.
type pointLead struct {
	oppRuff bool  // plain class, an opponent is void in it and holds a trump
	pdRuff  bool  // plain class, a partner is void in it and holds a trump
	pdTop   bool  // a partner holds the class's highest live card
	draw    bool  // the declarer leads a trump and a defender holds one
	lose    int32 // the sum of the weights that apply to a lead of the default kind, bar points
}

// setPointLead fills y for class k of the leader.
func (s *Solver) setPointLead(y *pointLead, k int) {
	*y = pointLead{}
	cl := s.classes[k]
	me := s.max[s.toMove]
	trump := cl&s.trumps != 0
	y.draw = trump && me && s.trumps&^s.hands[s.toMove]&s.live != 0
	if s.trumps != 0 && !trump {
		for i := 0; i < s.seats; i++ {
			if i != s.toMove && s.hands[i]&cl == 0 && s.hands[i]&s.trumps != 0 {
				if s.max[i] != me {
					y.oppRuff = true
				} else {
					y.pdRuff = true
				}
			}
		}
	}
	top := (s.live & cl).Highest()
	topSeat := s.owner(top)
	y.pdTop = topSeat != s.toMove && s.max[topSeat] == me
	if trump {
		y.lose = ppw[ppwLeadLoseTrump]
		if y.draw {
			y.lose += ppw[ppwLeadDrawTrump]
		}
	}
}

// leadPointScore scores a lead of c (others: the live cards of its class the other seats hold).
func (s *Solver) leadPointScore(y *pointLead, c cards.Card, rank, pts int32, others cards.Set) int32 {
	switch {
	case y.oppRuff:
		return ppw[ppwLeadRuff] - rank + ppw[ppwLeadRuffPts]*pts
	case others.Above(c) == 0:
		v := ppw[ppwLeadWin] + rank + ppw[ppwLeadWinPts]*pts
		if y.draw {
			v += ppw[ppwLeadDrawTrump]
		}
		return v
	case y.pdRuff:
		return ppw[ppwLeadPdRuff] - rank
	case y.pdTop:
		return ppw[ppwLeadPdTop] - rank
	default:
		return y.lose - rank + ppw[ppwLeadLosePts]*pts
	}
}

// genPoints fills p with the legal moves of the seat to move in a game with card points: one
// representative per run of power-equivalent cards of equal point value (as genMoves), each
// scored by the card-point ordering.
func (s *Solver) genPoints(p *ply, hint uint8, killer, killer2 cards.Card) {
	h := s.hands[s.toMove]
	legal := h
	var x pointCtx
	winCard := cards.NoCard
	var dead cards.Set // cards of the current trick that cannot win it: they separate no equivalents
	if s.played > 0 {
		if f := h & s.classSet[s.trick[0]&63]; f != 0 {
			legal = f
		}
		s.setPointCtx(&x)
		winCard = x.winCard
		dead = s.trickSet() &^ cards.Bit(winCard)
	}
	hintSet, killerSet, killer2Set := cards.Bit(s.decodeBest(hint)), cards.Bit(killer), cards.Bit(killer2)

	p.n = 0
	sq := uint8(0)
	for k := 0; k < s.nc; k++ {
		x0 := legal & s.classes[k]
		if x0 == 0 {
			continue
		}
		var y pointLead
		if s.played == 0 {
			s.setPointLead(&y, k)
		}
		others := s.live & s.classes[k] &^ h &^ dead
		base := s.classes[k].Lowest()
		for x0 != 0 {
			// (Cards of sets known not empty are masked: a card is below 64, and c&63
			// spares the shifts and the indexes the handling of larger values, NoCard's.)
			top := x0.Highest() & 63
			seq := x0
			if o := others.Below(top); o != 0 {
				seq = x0.Above(o.Highest() & 63)
			}
			x0 &^= seq
			sq++
			full := seq
			for seq != 0 {
				// Cards of different point values are never equivalent: split the run where the
				// value changes.
				c := seq.Highest() & 63
				run := seq
				if diff := seq &^ s.samePoints[c]; diff != 0 {
					run = seq.Above(diff.Highest() & 63)
				}
				seq &^= run
				m := &p.moves[p.n]
				p.n++
				m.card, m.seq, m.run, m.sq = c, run, uint8(p.n-1), sq
				m.split = run != full && !s.noNear
				// The highest card stands for the run when it may take the trick, the lowest when
				// it cannot: that choice leaves the fewest ranks relevant (thesis 4.4).
				if !s.mayWin(c, winCard, others) {
					m.card = run.Lowest()
				}
				switch first := firstScore(run, hintSet, killerSet, killer2Set); {
				case first != 0:
					m.score = first
				case s.played == 0:
					m.score = s.leadPointScore(&y, c, int32(c-base), int32(s.points[c]), others)
				default:
					m.score = s.followScore(&x, c, int32(c-base), int32(s.points[c]))
				}
			}
		}
	}
}
