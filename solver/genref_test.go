// genref_test.go holds the partnership move generation as of bf79543, the oracle of TestGenPartnershipRef.

package solver

import (
	"math/rand/v2"
	"testing"

	"math/bits"

	"github.com/cardsolve/cardsolve/cards"
)

// trickTopsRef describes the live cards of each class at the start of a trick (the cards of the
// current trick still count): who holds the highest, second and third card, and the top two
// cards themselves. The followers' orderings read it from the leader's ply.
type trickTopsRef struct {
	holder [cards.MaxClasses][3]int8       // seats, -1 where the class has fewer cards
	card   [cards.MaxClasses][2]cards.Card // the highest and second live card, NoCard where none
}

// setTopsRef fills t for the current position, whose trick has not started yet or has just started.
func (s *Solver) setTopsRef(t *trickTopsRef) {
	if s.played == 0 {
		s.leadTopsRef(t)
		return
	}
	for k := 0; k < s.nc; k++ {
		cl := s.live & s.classes[k]
		t.holder[k] = [3]int8{-1, -1, -1}
		t.card[k] = [2]cards.Card{cards.NoCard, cards.NoCard}
		for i := 0; i < 3 && cl != 0; i++ {
			c := cl.Highest()
			cl &^= cards.Bit(c)
			t.holder[k][i] = int8(s.liveOwnerRef(c))
			if i < 2 {
				t.card[k][i] = c
			}
		}
	}
}

// leadTopsRef is setTopsRef at a trick's start, where every live card is in a hand: its owner is read
// from two bit planes (seats 1 and 3, seats 2 and 3) instead of searched for. (Cards are below
// 64: the masks spare the shifts their handling of larger counts.)
func (s *Solver) leadTopsRef(t *trickTopsRef) {
	lo, hi := uint64(s.hands[1]|s.hands[3]), uint64(s.hands[2]|s.hands[3])
	for k := 0; k < s.nc; k++ {
		cl := s.live & s.classes[k]
		h := [3]int8{-1, -1, -1}
		top := [2]cards.Card{cards.NoCard, cards.NoCard}
		for i := 0; i < 3 && cl != 0; i++ {
			c := cl.Highest() & 63
			cl &^= cards.Bit(c)
			h[i] = int8(lo>>c&1 | hi>>c&1<<1)
			if i < 2 {
				top[i] = c
			}
		}
		t.holder[k], t.card[k] = h, top
	}
}

// liveOwnerRef returns the seat that holds live card c or played it to the current trick.
func (s *Solver) liveOwnerRef(c cards.Card) int {
	for i := 0; i < s.seats; i++ {
		if s.hands[i].Has(c) {
			return i
		}
	}
	seat := s.leader
	for i := 0; i < s.played; i++ {
		if s.trick[i] == c {
			return seat
		}
		seat = s.next[seat]
	}
	return -1
}

// pctxRef is what the partnership ordering of one node needs: the trick's tops, the trump class
// while trumps are left (-1 otherwise), and each seat's cards per class.
type pctxRef struct {
	s     *Solver
	tops  *trickTopsRef
	trump int
	led   int // the class led, for followers
	// for followers: the rank of the card led, and the rank, class and place in the trick (0 for
	// the leader's) of the card winning the trick so far
	r0, wr  int32
	wk, whi int8
}

// (The helpers below mask seats and cards, which are below MaxSeats and 64: the masks spare the
// bounds checks.)

// hold returns the cards of class k in seat's hand.
func (x *pctxRef) hold(seat, k int) cards.Set { return x.s.hands[seat&(MaxSeats-1)] & x.s.classes[k] }

// n returns the number of cards of class k in seat's hand.
func (x *pctxRef) n(seat, k int) int { return x.hold(seat, k).Count() }

// rank returns the rank of c on DDS's scale: 2 for the lowest card of its class.
func (x *pctxRef) rank(c cards.Card) int32 { return x.s.rank2[c&63] }

// rankOf returns the rank of the highest card of set m, 0 when m is empty.
func (x *pctxRef) top(m cards.Set) int32 {
	if m == 0 {
		return 0
	}
	return x.rank(m.Highest())
}

// bottom returns the rank of the lowest card of set m, 0 when m is empty.
func (x *pctxRef) bottom(m cards.Set) int32 {
	if m == 0 {
		return 0
	}
	return x.rank(m.Lowest())
}

// relRank returns 1 for the highest live card of c's class, 2 for the next, and so on.
func (x *pctxRef) relRank(c cards.Card) int32 {
	return int32((x.s.live & x.s.classSet[c&63]).Above(c&63).Count()) + 1
}

// genPartnershipRef fills p with the legal moves of the seat to move in a partnership game, one per
// run of power-equivalent cards (its highest card when that may take the trick, else its lowest),
// scored by the rules of this file. killer counts for leads and discards (see discardKey), hint
// for leads only.
func (s *Solver) genPartnershipRef(p *ply, killer, hint cards.Card) {
	var x pctxRef
	h := s.hands[s.toMove]
	follows := false
	if s.played == 0 {
		// A leader: every card is legal and the trick holds none.
		p.n = s.leadRunsRef(p, h)
	} else {
		x.led = int(s.classOf[s.trick[0]&63])
		legal := h & s.classes[x.led]
		follows = legal != 0
		if !follows {
			legal = h
		}
		if legal&(legal-1) == 0 {
			// A single legal card (23 % of the followers' nodes on list10): the move the
			// generation below would make, without the trick's analysis or scores.
			p.n = 1
			p.moves[0] = move{card: legal.Lowest(), seq: legal, run: 0, sq: 1}
			return
		}
		// The card winning the trick: the highest trump played, else the highest card of the
		// class led. (Cards are below 64: the masks spare the bounds checks.)
		t0 := s.trick[0] & 63
		win := s.inTrick & s.trumps
		if win == 0 {
			win = s.inTrick & s.classSet[t0]
		}
		w := win.Highest() & 63
		x.r0, x.wr, x.wk = s.rank2[t0], s.rank2[w], s.classOf[w]
		if w != t0 {
			// The trick's cards are distinct: w is the second card unless the third.
			x.whi = 1
			if s.played > 2 && w == s.trick[2]&63 {
				x.whi = 2
			}
		}
		// Cards that separate no runs: the mover's, the trick's but the winning card, the gone.
		open := h | s.inTrick&^cards.Bit(w) | ^s.live
		if follows {
			// Only the class led is legal. Its cards may take the trick when above the
			// winning card, which is of the class unless a trump won.
			lim := ^cards.Set(0)
			if int(x.wk) == x.led {
				lim = cards.Bit(w)
			}
			p.n = p.addRunsRef(0, legal, s.classes[x.led]&open, lim)
		} else {
			p.n = s.voidRunsRef(p, h, open, w)
		}
	}
	if p.n == 1 {
		return // one run: nothing to order
	}
	x.s = s
	x.trump = -1
	if s.live&s.trumps != 0 {
		x.trump = s.trumpClass
	}
	switch {
	case s.played == 0:
		x.tops = s.tricksTopsRef()
		x.leads(p, killer, hint)
	case follows && s.played == 1:
		x.second(p)
	case follows && s.played == 2:
		x.third(p)
	case follows:
		x.fourth(p)
	default:
		x.tops = s.tricksTopsRef() // (the followers of the class led do without the tops)
		x.voids(p, killer)
	}
}

// leadRunsRef writes the runs of h, the leader's hand, into p.moves (see genPartnershipRef) and returns
// their number. A lead may take the trick when no other seat holds a card of its class above it:
// addRunsRef' lim is the other seats' cards of the class.
func (s *Solver) leadRunsRef(p *ply, h cards.Set) int {
	n := 0
	open := h | ^s.live // cards that separate no runs: the leader's and the gone
	for k := 0; k < s.nc; k++ {
		cl := s.classes[k]
		if y := h & cl; y != 0 {
			t := cl & open // the class but the other seats' cards (genMoves' others)
			n = p.addRunsRef(n, y, t, cl&^t)
		}
	}
	return n
}

// voidRunsRef writes the runs of h, the hand of a follower void in the class led, into p.moves (see
// genPartnershipRef) and returns their number. open holds the cards that separate no runs: h, the
// cards of the trick but w, the card winning it, and the cards gone. Only a trump may take the
// trick: any trump while no trump wins it, else a trump above w (addRunsRef' lim).
func (s *Solver) voidRunsRef(p *ply, h, open cards.Set, w cards.Card) int {
	tlim := cards.Set(0)
	if s.trumps.Has(w) {
		tlim = cards.Bit(w & 63)
	}
	n := 0
	for k := 0; k < s.nc; k++ {
		cl := s.classes[k]
		if y := h & cl; y != 0 {
			lim := ^cards.Set(0)
			if k == s.trumpClass {
				lim = tlim
			}
			n = p.addRunsRef(n, y, cl&open, lim)
		}
	}
	return n
}

// addRunsRef writes the runs of y, cards of one class, after the first n moves of p and returns the
// new number of moves. The runs are the blocks of consecutive bits of t (the class but the other
// seats' live cards) that hold cards of y; a run's card is its highest when it may take the trick,
// else its lowest (genMoves' mayWin). A card may take the trick when its bit is above lim; a run
// holds no card of the other seats between its cards, so its lowest card answers for all of it.
func (p *ply) addRunsRef(n int, y, t, lim cards.Set) int {
	// Adding y to t carries out of each block holding a run into the bit just above it (a card
	// of another seat, or the bit above the class; lost above bit 63, where the carry says so):
	// one separator above every run. The runs are taken lowest first, each with the cards of y
	// below the lowest separator left, and written from the last place back, so that they stand
	// highest first as genMoves makes them.
	sum, carry := bits.Add64(uint64(t), uint64(y), 0)
	sep := cards.Set(sum) &^ t
	// (Counted one by one, not by Count: a class has few runs, and without the call that Count
	// makes on processors without POPCNT addRunsRef needs no stack frame.)
	n += int(carry)
	for m := sep; m != 0; m &= m - 1 {
		n++
	}
	// (The scores are left to genPartnershipRef's rules, which score every move where there are two
	// or more.)
	moves := &p.moves
	for i := n - 1; y != 0; i-- {
		seq := y & (sep&-sep - 1) // all of y when no separator is left
		y ^= seq
		sep &= sep - 1
		c := seq.Lowest()
		if seq&-seq > lim {
			c = seq.Highest() & 63
		}
		m := &moves[i&(maxMoves-1)]
		m.card, m.run, m.sq, m.split, m.seq = c, uint8(i), uint8(i+1), false, seq
	}
	return n
}

// tricksTopsRef returns the tops of the current trick, recorded at its lead (or at the root when
// the search started inside the trick).
func (s *Solver) tricksTopsRef() *trickTopsRef { return refTops }

// refTops is the tops of the current trick that the test computed at its start.
var refTops *trickTopsRef

// leads scores the leads of p, class by class (leadRunsRef makes the moves of a class one after
// another).
func (x *pctxRef) leads(p *ply, killer, hint cards.Card) {
	s := x.s
	var ln leadNodeRef
	me := s.leader
	ln.hand = [4]cards.Set{s.hands[me&3], s.hands[(me+1)&3], s.hands[(me+2)&3], s.hands[(me+3)&3]}
	if x.trump >= 0 {
		tc := s.classes[x.trump]
		ln.trumps = [4]cards.Set{ln.hand[0] & tc, ln.hand[1] & tc, ln.hand[2] & tc, ln.hand[3] & tc}
	}
	ln.rel = &relSeatsRef[me&3]
	ln.killer, ln.hint = cards.Bit(killer), cards.Bit(hint) // empty for NoCard
	ln.tricks = int32(ln.hand[0].Count())
	if x.trump < 0 {
		ln.voidEachRef = s.voidEachRef(&ln.hand)
	}
	for i := 0; i < p.n; {
		i = x.leadClass(&ln, p, i)
	}
}

// relSeatsRef[me][h&7] is seat h relative to seat me, relNone for the holder -1 of trickTopsRef (7
// after the mask).
var relSeatsRef = [4][8]uint8{
	{relMe, relLHO, relPd, relRHO, relNone, relNone, relNone, relNone},
	{relRHO, relMe, relLHO, relPd, relNone, relNone, relNone, relNone},
	{relPd, relRHO, relMe, relLHO, relNone, relNone, relNone, relNone},
	{relLHO, relPd, relRHO, relMe, relNone, relNone, relNone, relNone},
}

// leadNodeRef is what the scores of the leads of one node share: the hands and trumps of the seats
// from the leader on, the seats relative to the leader, the killer and the hint as sets, the
// leader's tricks.
type leadNodeRef struct {
	hand, trumps [4]cards.Set // by seat relative to the leader (rel*); trumps empty without
	rel          *[8]uint8    // relSeatsRef of the leader
	killer, hint cards.Set
	tricks       int32
	voidEachRef  bool // without trumps: each class the leader holds has a seat void in it
}

// voidEachRef reports whether each class that the first of the hands holds has a hand void in it.
func (s *Solver) voidEachRef(hand *[4]cards.Set) bool {
	for k := 0; k < s.nc; k++ {
		cl := s.classes[k]
		if hand[0]&cl != 0 && hand[1]&cl != 0 && hand[2]&cl != 0 && hand[3]&cl != 0 {
			return false
		}
	}
	return true
}

// leadClass scores the leads of p from move i on that are of the class of move i, and returns the
// index of the first move of another class (p.n when none is left).
//
// Step 1 computes what the scores of the class share, step 2 scores each lead. (One function, so
// that the shared part stays in locals. The numbers of cards are read from the sets where only
// 0, 1 or more matters: each count costs a call on processors without POPCNT, around which the
// compiler would spill every value it holds. The seats are relative to the leader, so that the
// tests compare with constants.)
func (x *pctxRef) leadClass(ln *leadNodeRef, p *ply, i int) int {
	// Step 1. The class: its holders of the top three cards, its cards in each hand.
	s := x.s
	k := int(s.classOf[p.moves[i&(maxMoves-1)].card&63])
	cl := s.classes[k]
	h := &x.tops.holder[k]
	r0, r1, r2 := int(ln.rel[h[0]&7]), int(ln.rel[h[1]&7]), int(ln.rel[h[2]&7])
	hL, hR, hP := ln.hand[relLHO]&cl, ln.hand[relRHO]&cl, ln.hand[relPd]&cl
	live, top := s.live&cl, x.tops.card[k]
	// (The top card's holder holds a card of the class: one card is no more than one.)
	ruffSingle := r0 == relLHO && hL&(hL-1) == 0 || r0 == relRHO && hR&(hR-1) == 0
	pdAbove := hP > hL|hR
	pd23 := r1 == relPd && r2 == relPd
	mix23 := hP&(hP-1) != 0 && (r1 == relMe && r2 == relPd || r1 == relPd && r2 == relMe)
	// The opponents' choices: their cards of the class, a whole hand and one more when void.
	width := int32((hL | hR).Count())
	if hL == 0 {
		width += ln.tricks
	}
	if hR == 0 {
		width += ln.tricks
	}
	if t := x.trump; t >= 0 {
		// Step 1 with trumps: the width, the class's bonuses (base), whether the lead of its top
		// card or of another wins the trick for the leader's side.
		base := -pw[pwWidthT] * width / 8
		side := k != t
		tL, tR, tP := ln.trumps[relLHO], ln.trumps[relRHO], ln.trumps[relPd]
		if side && (hL == 0 && tL != 0 || hR == 0 && tR != 0) {
			base += pw[pwOppRuff]
		}
		if side && hP == 0 && tP != 0 && hR != 0 {
			base += pw[pwPdRuff]
		}
		if r0 == relRHO || r1 == relRHO {
			if hR&(hR-1) != 0 {
				base += pw[pwRhoTenT] // (he holds a top card: not one is two or more)
			}
		} else if r0 == relLHO && r1 == relPd && hP&(hP-1) != 0 {
			base += pw[pwLhoFinT] // (he holds the second card: not one is two or more)
		}
		// (The leader holds a card of the class: one is no more than one.)
		if hM := ln.hand[relMe] & cl; side && hP&(hP-1) != 0 && r0 == relPd && hM&(hM-1) == 0 && ln.trumps[relMe] != 0 {
			base += pw[pwSingleRuff]
		}
		// (An opponent follows when he holds the class or no trump.)
		followL, followR := hL != 0 || tL == 0, hR != 0 || tR == 0
		var winTop, winOther bool
		switch {
		case !side:
			winTop = true
		case hP != 0 || tP == 0:
			winTop = followL && followR
		default:
			winTop = (hL != 0 || tP > tL) && (hR != 0 || tP > tR)
		}
		switch {
		case pdAbove:
			winOther = !side || followL && followR
		case side && hP == 0 && tP != 0:
			lv, rv := hL == 0 && tL != 0, hR == 0 && tR != 0
			switch {
			case lv && rv:
				winOther = tP > tL|tR
			case lv:
				winOther = tP > tL
			case rv:
				winOther = tP > tR
			default:
				winOther = true
			}
		}
		lose := base
		if pd23 {
			lose += pw[pwLosePd23T]
		} else if mix23 {
			lose += pw[pwLoseMix23T]
		}
		// Step 2 with trumps.
		for ; i < p.n; i++ {
			m := &p.moves[i&(maxMoves-1)]
			if m.seq&cl == 0 {
				break
			}
			c := m.seq.Highest() & 63
			rr := int32(live.Above(c).Count()) + 1 // relRank
			seq := m.seq&(m.seq-1) != 0
			isTop, isSecond := c == top[0], c == top[1]
			win := winOther
			if isTop {
				win = winTop
			}
			if win {
				w := base
				switch {
				case ruffSingle:
					w += pw[pwWinRuffSingle] + rr
				case r0 == relMe:
					switch {
					case r1 == relPd:
						w += pw[pwWinTopPdSec] + rr
					case isTop:
						w += pw[pwWinTopTop]
					default:
						w += pw[pwWinTopOther] + rr
					}
				case r0 == relPd:
					if r1 == relMe {
						w += pw[pwWinPdTopSec] + rr
					} else {
						w += pw[pwWinPdTop] + rr
					}
				case seq && isSecond:
					w += pw[pwWinSeqSec]
				case seq:
					w += pw[pwWinSeq] + rr
				default:
					w += pw[pwWinOther] + rr
				}
				if m.seq&ln.killer != 0 {
					w += pw[pwWinKillerT]
				} else if m.seq&ln.hint != 0 {
					w += pw[pwWinHintT]
				}
				m.score = w
				continue
			}
			w := lose
			// Highest card first where the leader holds the class's top card, and from a class
			// where some seat is void when the leader's cards there are no sequence, as without
			// trumps (below); else lowest first.
			switch {
			case ruffSingle:
				w += pw[pwLoseRuffSingle] + rr
			case r0 == relMe:
				switch {
				case r1 == relPd:
					w += pw[pwLoseTopPdSec] - rr
				case isTop:
					w += pw[pwLoseTopTop]
				default:
					w += pw[pwLoseTopOther] - rr
				}
			case r0 == relPd:
				w += pw[pwLosePdTop] + rr
			case seq && isSecond:
				w += pw[pwLoseSeqSec]
			case !seq && (hL == 0 || hR == 0 || hP == 0):
				w += pw[pwLoseOther] + x.rank(c)
			default:
				w += pw[pwLoseOther] - x.rank(c)
			}
			if m.seq&ln.killer != 0 {
				w += pw[pwLoseKillerT]
			}
			m.score = w
		}
		return i
	}
	// Step 1 without trumps (notrump, or none left): the parts of the scores every winning and
	// every losing lead of the class shares: the width, the class's bonuses and those of its
	// holders. Every lead wins when the partner holds the top card, the top card's lead always.
	// The width's void term steers the lead away from a class an opponent may discard on; when
	// every class the leader holds has a void (four-void deals), it only steers towards the class
	// the partner is void in, and is left out (thomas1 and hard_deals/deal.4 at notrump: 2.0x
	// fewer nodes with the highest-first rule of the losing leads below, 1.6x without it;
	// ordinary deals unchanged).
	if ln.voidEachRef {
		width = int32((hL | hR).Count())
	}
	base := -pw[pwWidthNT] * width / 8
	if hP == 0 {
		base += pw[pwPdVoidNT]
	}
	// A winning lead: the second card's holder, an opponent who may hold it guarded (he holds a
	// card: one is no more than one).
	oneL, oneR := hL&(hL-1) == 0, hR&(hR-1) == 0
	win := base
	if r1 == relRHO {
		if !oneR {
			win += pw[pwNTWinRhoSec]
		}
	} else if r1 == relLHO {
		if !oneL {
			win += pw[pwNTWinLhoSec]
		} else {
			win += pw[pwNTWinLhoSecSingle]
		}
	}
	if (r1 != relLHO || oneL) && (r1 != relRHO || oneR) {
		win += pw[pwNTWinClear]
	} else {
		win += pw[pwNTWinBlocked]
	}
	// A losing lead.
	lose := base
	if r0 == relRHO || r1 == relRHO {
		if !oneR {
			lose += pw[pwNTLoseRhoTop] // (he holds a top card: not one is two or more)
		}
	} else if r0 == relLHO && r1 == relPd && hP&(hP-1) != 0 {
		lose += pw[pwNTLoseLhoFin] // (he holds the second card: not one is two or more)
	}
	if pd23 {
		lose += pw[pwNTLosePd23]
	} else if mix23 {
		lose += pw[pwNTLoseMix23]
	}
	// Step 2 without trumps.
	for ; i < p.n; i++ {
		m := &p.moves[i&(maxMoves-1)]
		if m.seq&cl == 0 {
			break
		}
		c := m.seq.Highest() & 63
		rr := int32(live.Above(c).Count()) + 1 // relRank
		killer, hint := m.seq&ln.killer != 0, m.seq&ln.hint != 0
		if pdAbove || c == top[0] {
			w := win + rr
			if killer {
				w += pw[pwNTWinKiller]
			} else if hint {
				w += pw[pwNTWinHint]
			}
			m.score = w
			continue
		}
		w := lose
		// A losing lead goes highest card first from a class whose top card the leader holds,
		// and from a class where some seat is void when the leader's cards there are no
		// sequence (list100 FUT -6 % nodes, thomas1 and hard_deals/deal.4 at notrump 2.3x fewer;
		// with trumps, above, their trump strains 6 % and thomas2's clubs 25 % fewer); else
		// lowest first.
		switch {
		case ruffSingle:
			w += pw[pwNTLoseSingle] + rr
		case r0 == relMe:
			w += pw[pwNTLoseTop] - rr
		case m.seq&(m.seq-1) == 0 && (hL == 0 || hR == 0 || hP == 0):
			w += pw[pwNTLoseNoSeq] - rr
		case m.seq&(m.seq-1) == 0:
			w += pw[pwNTLoseNoSeq] + rr
		case c == top[1]:
			w += pw[pwNTLoseSeqSec]
		default:
			w += pw[pwNTLoseSeq] - rr
		}
		if killer {
			w += pw[pwNTLoseKiller]
		} else if hint {
			w += pw[pwNTLoseHint]
		}
		m.score = w
	}
	return i
}

// second scores the moves of the second hand, which follows suit. (secondBest, in probe.go, repeats
// these scores: TestFollowCard keeps the two the same.)
func (x *pctxRef) second(p *ply) {
	led := x.led
	s := x.s
	l := s.leader
	third, fourth := (l+2)&3, (l+3)&3
	lead := x.r0
	max3, max4 := x.top(x.hold(third, led)), x.top(x.hold(fourth, led))
	min3, min4 := x.bottom(x.hold(third, led)), x.bottom(x.hold(fourth, led))
	t := x.trump
	if t < 0 {
		if max4 > lead && max4 > max3 {
			// The partner beats both opponents: play low.
			for i := 0; i < p.n; i++ {
				p.moves[i].score = -x.rank(p.moves[i].seq.Highest())
			}
			return
		}
		for i := 0; i < p.n; i++ {
			m := &p.moves[i]
			c := m.seq.Highest()
			rank, rr := x.rank(c), x.relRank(c)
			switch {
			case rank > lead && rank > max3:
				m.score = pw[pw2NTBeatBoth] - rank
			case min3 > rank || min4 > rank:
				m.score = pw[pw2NTUseless] + rr
			case rank < lead:
				m.score = pw[pw2NTBeaten] + rr
			case m.seq&(m.seq-1) != 0:
				m.score = pw[pw2NTSeq] + rr
			default:
				m.score = pw[pw2NTOther] - rank
			}
		}
		return
	}
	for i := 0; i < p.n; i++ {
		m := &p.moves[i]
		c := m.seq.Highest()
		rank, rr := x.rank(c), x.relRank(c)
		win := false // our side may win the trick
		if led == t {
			win = max4 > lead && max4 > max3 || rank > lead && rank > max3
		} else {
			switch {
			case rank > lead && rank > max3:
				win = max3 != 0 || x.n(third, t) == 0 || max4 == 0 && x.n(fourth, t) != 0 && x.hold(fourth, t) > x.hold(third, t)
			case max4 > lead && max4 > max3:
				win = max3 != 0 || x.n(third, t) == 0
			case lead > max4 && lead > max3 && lead > rank:
				win = max4 == 0 && x.n(fourth, t) != 0 && (max3 != 0 || x.n(third, t) == 0 || x.hold(fourth, t) > x.hold(third, t))
			default:
				win = max4 == 0 && x.n(fourth, t) != 0
			}
		}
		switch {
		case win && min3 > rank:
			m.score = pw[pw2PdWins] + rr
		case win && max4 > lead && x.hold(l, led) > x.hold(fourth, led):
			m.score = pw[pw2Over] + rr
		case win && rank > lead:
			switch {
			case rank < max4:
				m.score = pw[pw2UnderPd] - rank
			case rank > max3:
				m.score = pw[pw2Above3rd] - rank
			case m.seq&(m.seq-1) != 0:
				m.score = pw[pw2SeqHigh] - rank
			default:
				m.score = pw[pw2High] - rank
			}
		case win && max4 > 0:
			m.score = pw[pw2PdCovers] - rank
		case win:
			m.score = pw[pw2WinLow] - rank
		case rank < min3 || rank < min4:
			m.score = pw[pw2Useless] + rr
		case rank < lead:
			m.score = pw[pw2Beaten] + rr
		case m.seq&(m.seq-1) != 0:
			m.score = pw[pw2Seq] - rank
		default:
			m.score = pw[pw2Other] - rank
		}
	}
}

// voids scores the moves of a follower who holds no card of the class led. (voidRunsRef makes the
// moves of a class one after another: what their scores share is computed once for the class.)
// Every class's cards but the trumps score what the class shares less their rank: voidCard, in
// probe.go, relies on it.
func (x *pctxRef) voids(p *ply, killer cards.Card) {
	s := x.s
	l := s.leader
	v := voidClassRef{k: -1, me: s.toMove, third: (l + 2) & 3, fourth: (l + 3) & 3}
	v.max4 = x.top(x.hold(v.fourth, x.led))
	base := -1 // without trumps every card is a discard: the weights of discard
	if x.trump < 0 {
		switch s.played {
		case 1:
			base = pw2NTDisc
			if x.hold(v.fourth, x.led) > x.hold(v.third, x.led)|cards.Bit(s.trick[0]&63) {
				base = pw2NTDiscPd // the partner wins the trick
			}
		case 2:
			base = pw3NTDisc
		default:
			base = pw4NTDisc
		}
	}
	ks := cards.Bit(killer) // empty for NoCard
	for i := 0; i < p.n; i++ {
		m := &p.moves[i]
		c := m.seq.Highest() & 63
		if k := int(s.classOf[c]); k != v.k {
			y := x.hold(v.me, k)
			v.k, v.cnt = k, int32(y.Count())
			v.kx = v.cnt == 2 && int(x.tops.holder[k][1]) == v.me
			v.ace = v.cnt == 1 && int(x.tops.holder[k][0]) == v.me
			if base >= 0 {
				v.disc = v.discard(base)
			}
		}
		switch {
		case base >= 0:
			m.score = v.disc - x.rank(c)
		case s.played == 1:
			m.score = x.secondVoid(&v, c)
		case s.played == 2:
			m.score = x.thirdVoid(&v, c)
		default:
			m.score = x.fourthVoid(&v, c)
		}
		if m.seq&ks != 0 {
			m.score += killerDiscard
		}
	}
}

// voidClassRef is what the scores of a void follower's cards share: the seats and the fourth hand's
// top rank in the class led, and for the class of the cards, the mover's number of cards in it and
// whether he holds Kx there (exactly two cards, one of them the second highest) or the bare top
// card.
type voidClassRef struct {
	me, third, fourth int
	max4              int32

	k       int
	cnt     int32
	kx, ace bool
	disc    int32 // without trumps: the class's part of the discard scores
}

// discard returns the class's part of the score of a discard without trumps, from which the
// card's rank is taken (lower cards first): the longer the class the better (weight base divides),
// plus weight base+1 when the mover holds Kx there or base+2 when he holds the bare top card. base
// is one of pw2NTDiscPd, pw2NTDisc, pw3NTDisc and pw4NTDisc, each followed by its Kx and Ace
// weights (TestDiscardWeights).
func (v *voidClassRef) discard(base int) int32 {
	w := v.cnt * 64 / pw[base]
	if v.kx {
		w += pw[base+1]
	} else if v.ace {
		w += pw[base+2]
	}
	return w
}

// secondVoid scores card c, the highest of its run, of the second hand when it cannot follow suit
// while trumps are left.
func (x *pctxRef) secondVoid(v *voidClassRef, c cards.Card) int32 {
	led := x.led
	s := x.s
	third, fourth := v.third, v.fourth
	k, cnt := v.k, v.cnt
	rank := x.rank(c)
	leadBit := cards.Bit(s.trick[0] & 63)
	pdWins := x.hold(fourth, led) > x.hold(third, led)|leadBit
	t := x.trump
	switch {
	case led == t:
		if pdWins {
			return cnt*64/pw[pw2PitchPdT] - rank
		}
		w := cnt * 64 / pw[pw2PitchT]
		if v.kx {
			w += pw[pw2PitchKx]
		}
		return w - rank
	case k != t:
		disc := func() int32 {
			w := pw[pw2DiscOther] + cnt*64/pw[pw2PitchT]
			if v.kx {
				w += pw[pw2PitchKx]
			}
			return w
		}
		var w int32
		switch {
		case x.n(third, led) != 0:
			if pdWins || x.n(fourth, led) == 0 && x.n(fourth, t) != 0 {
				w = pw[pw2DiscPd] + cnt*64/pw[pw2PitchPdT]
			} else {
				w = disc()
			}
		case x.n(fourth, led) == 0 && x.hold(fourth, t) > x.hold(third, t):
			w = pw[pw2DiscPd] + cnt*64/pw[pw2PitchPdT]
		case x.n(third, t) == 0 && x.hold(fourth, led) > leadBit:
			w = pw[pw2DiscPd] + cnt*64/pw[pw2PitchPdT]
		default:
			w = disc()
		}
		return w - rank
	case x.n(third, led) != 0,
		x.n(fourth, led) == 0 && x.n(fourth, t) != 0 && x.hold(fourth, t) > x.hold(third, t),
		cards.Bit(c) > x.hold(third, t):
		return pw[pw2Ruff] - rank + cnt*64/pw[pw2PitchPdT]
	default:
		w := cnt * 64 / pw[pw2PitchT]
		if v.kx {
			w += pw[pw2PitchKx]
		}
		return pw[pw2RuffLow] - rank + w
	}
}

// forceTop returns the index of the move that forces out the fourth hand's top card most
// cheaply (or beats the second hand's card when that is winning), -1 when there is none.
func (x *pctxRef) forceTop(p *ply, cards4 cards.Set, second int32, secondWins bool) int {
	if cards4&(cards4-1) == 0 {
		return -1
	}
	target := int32(-1)
	if sec := x.top(cards4 &^ cards.Bit(cards4.Highest())); sec > second {
		target = sec
	} else if secondWins {
		target = second
	}
	if target < 0 {
		return -1
	}
	best, br := -1, int32(99)
	for i := 0; i < p.n; i++ {
		if r := x.rank(p.moves[i].seq.Highest()); r > target && r < br {
			best, br = i, r
		}
	}
	return best
}

// third scores the moves of the third hand, which follows suit. (As second: thirdBest.)
func (x *pctxRef) third(p *ply) {
	led := x.led
	s := x.s
	fourth := (s.leader + 3) & 3
	r0, wr, wk, whi := x.r0, x.wr, x.wk, x.whi
	cards4 := x.hold(fourth, led)
	max4, min4 := x.top(cards4), x.bottom(cards4)
	max3 := x.rank(p.moves[0].seq.Highest()) // the runs of the class led stand highest first
	low := func() {
		for i := 0; i < p.n; i++ {
			p.moves[i].score = -x.rank(p.moves[i].seq.Highest())
		}
	}
	winAbove := func(bar int32, w int32) {
		for i := 0; i < p.n; i++ {
			rank := x.rank(p.moves[i].seq.Highest())
			if rank > bar && rank > max4 {
				p.moves[i].score = w - rank
			} else {
				p.moves[i].score = -rank
			}
		}
	}
	force := func() {
		if i := x.forceTop(p, cards4, wr, whi == 1); i >= 0 {
			p.moves[i].score += pw[pw3ForceAce]
		}
	}
	t := x.trump
	if t < 0 {
		if whi == 0 && r0 > max4 || max3 < min4 || max3 < wr {
			low()
			return
		}
		winAbove(wr, pw[pw3Force])
		if max4 > max3 && max4 > wr {
			force()
		}
		return
	}
	switch {
	case led == t:
		switch {
		case whi == 0 && r0 > max4, max3 < min4 || max3 < wr:
			low()
		case max3 > max4:
			winAbove(wr, pw[pw3Win])
		default:
			low()
			force()
		}
	case int(wk) == t:
		low() // the second hand ruffed
	case whi == 0:
		switch {
		case max4 == 0 || r0 > max4 || max3 < min4 || max3 < wr:
			low()
		case max3 > max4:
			winAbove(0, pw[pw3Win])
		default:
			winAbove(wr, pw[pw3Force])
			force()
		}
	default:
		switch {
		case max4 == 0:
			for i := 0; i < p.n; i++ {
				rank := x.rank(p.moves[i].seq.Highest())
				if rank > wr {
					p.moves[i].score = pw[pw3BeatSecond] - rank
				} else {
					p.moves[i].score = -rank
				}
			}
		case max3 < min4 || max3 < wr:
			low()
		case max3 > max4:
			winAbove(wr, pw[pw3Win])
		default:
			winAbove(wr, pw[pw3Force])
			force()
		}
	}
}

// thirdVoid scores card c, the highest of its run, of the third hand when it cannot follow suit
// while trumps are left.
func (x *pctxRef) thirdVoid(v *voidClassRef, c cards.Card) int32 {
	led := x.led
	l := x.s.leader
	fourth := v.fourth
	k, cnt := v.k, v.cnt
	rank := x.rank(c)
	t := x.trump
	r0, wr, wk, whi := x.r0, x.wr, x.wk, x.whi
	max4 := v.max4
	ruffAdd := cnt * 64 / 50
	switch {
	case led == t || k != t:
		return cnt*64/pw[pw3DiscT] - rank
	case whi == 0 && r0 > max4 && (max4 != 0 || x.n(fourth, t) == 0):
		return pw[pw3NoOverruff] - rank
	case int(wk) == t && rank < wr:
		return pw[pw3UnderRuff] + x.relRank(c) + cnt*64/pw[pw3DiscT]
	case whi == 0:
		switch {
		case max4 != 0 && int(x.tops.holder[led][1]) == l:
			return pw[pw3RuffPdK] - rank + ruffAdd
		case max4 != 0, cards.Bit(c) > x.hold(fourth, t):
			return pw[pw3RuffPd] - rank + ruffAdd
		default:
			return pw[pw3RuffForce] - rank + ruffAdd
		}
	case max4 != 0:
		return pw[pw3RuffLow] - rank + ruffAdd
	case cards.Bit(c) > x.hold(fourth, t):
		return pw[pw3RuffHigh] - rank + ruffAdd
	default:
		return pw[pw3RuffForce2] - rank + ruffAdd
	}
}

// fourth scores the moves of the fourth hand, which follows suit: win as cheaply as possible
// unless the partner wins already or an opponent ruffed. (As second: fourthBest.)
func (x *pctxRef) fourth(p *ply) {
	led := x.led
	wr, wk, whi := x.wr, x.wk, x.whi
	lowOnly := whi == 1 || led != x.trump && x.trump >= 0 && int(wk) == x.trump
	for i := 0; i < p.n; i++ {
		rank := x.rank(p.moves[i].seq.Highest())
		if !lowOnly && rank > wr {
			p.moves[i].score = pw[pw4Win] - rank
		} else {
			p.moves[i].score = -rank
		}
	}
}

// fourthVoid scores card c, the highest of its run, of the fourth hand when it cannot follow suit
// while trumps are left.
func (x *pctxRef) fourthVoid(v *voidClassRef, c cards.Card) int32 {
	led := x.led
	k, cnt := v.k, v.cnt
	rank := x.rank(c)
	t := x.trump
	wr, wk, whi := x.wr, x.wk, x.whi
	val := cnt * 64 / pw[pw4DiscT]
	if v.kx {
		val += pw[pw4DiscKx]
	}
	switch {
	case led == t:
		return val - rank
	case whi == 1:
		if k == t {
			return pw[pw4NoRuff] - rank + val
		}
		return pw[pw4DiscPd] - rank + val
	case int(wk) == t:
		if k == t {
			if rank > wr {
				return pw[pw4Overruff] + x.relRank(c)
			}
			return pw[pw4Underruff] + x.relRank(c)
		}
		return pw[pw4Disc] - rank + val
	case k == t:
		return pw[pw4Ruff] + x.relRank(c)
	default:
		return pw[pw4Disc] - rank + val
	}
}

// TestGenPartnershipRef checks on random bridge positions (1-13 cards a hand, every strain, random
// leader and partial trick, played on to the end) that genPartnership makes the moves and scores
// of the reference copy above, with random killers and hints; every other position with small
// random weights, whose ties check that the order is kept too.
func TestGenPartnershipRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	saved := pw
	defer func() { pw = saved }()
	solvers := map[Rules]*Solver{}
	var want ply
	var tops trickTopsRef
	refTops = &tops
	checked := 0
	for i := 0; i < 60000; i++ {
		r := bridgeRules(rng)
		p := randomPosition(rng, &r, 1+rng.IntN(13))
		s := solvers[r]
		if s == nil {
			var err error
			if s, err = New(r, Options{TableMB: 1}); err != nil {
				t.Fatal(err)
			}
			solvers[r] = s
		}
		pw = saved
		if i%2 == 1 {
			for j := range pw {
				pw[j] = int32(rng.IntN(11)) - 5
			}
			for _, j := range []int{pw2PitchPdT, pw2PitchT, pw3DiscT, pw4DiscT, pw2NTDiscPd, pw2NTDisc, pw3NTDisc, pw4NTDisc} {
				pw[j] = 1 + int32(rng.IntN(40))
			}
		}
		s.load(&p)
		s.setTopsRef(&tops)
		for s.hands[s.toMove] != 0 {
			if s.played == 0 {
				s.setTops(&s.ply[s.depth].tops)
				s.setTopsRef(&tops)
			}
			h := s.hands[s.toMove].Cards()
			pick1 := func() cards.Card {
				switch rng.IntN(3) {
				case 0:
					return cards.NoCard
				case 1:
					return h[rng.IntN(len(h))]
				}
				return cards.Card(rng.IntN(64))
			}
			killer, hint := pick1(), pick1()
			if hint != cards.NoCard && !r.Layout.All.Has(hint) {
				hint = cards.NoCard
			}
			if killer != cards.NoCard && !r.Layout.All.Has(killer) {
				killer = cards.NoCard
			}
			q := &s.ply[s.depth]
			s.genPartnershipRef(&want, killer, hint)
			s.genPartnership(q, killer, hint)
			if q.n != want.n {
				t.Fatalf("position %d %+v, trick %v: %d moves, want %d", i, p, s.trick[:s.played], q.n, want.n)
			}
			for j := 0; j < q.n; j++ {
				g, w := q.moves[j], want.moves[j]
				if q.n == 1 {
					g.score, w.score = 0, 0
				}
				if g != w {
					t.Fatalf("position %d %+v, trick %v, killer %d hint %d: move %d is %+v, want %+v", i, p, s.trick[:s.played], killer, hint, j, g, w)
				}
			}
			if q.n > 1 {
				checked++
			}
			c := q.moves[rng.IntN(q.n)].card
			s.make(c)
		}
	}
	t.Log(checked, "nodes with two moves or more")
}
