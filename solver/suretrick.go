// suretrick.go holds a cheap bound for games that count tricks only (bridge, null): when one side
// surely wins the trick in progress, a test that needs every remaining trick from the other side,
// or just one trick from this side, is settled without a search. DDS applies the same idea after
// the opening lead of a trick ("quick tricks after the lead") and at the trick's start (the
// opponents of the leader hold the top card of every suit he can lead).

package solver

import (
	"fmt"
	"math/bits"

	"github.com/cardsolve/cardsolve/cards"
)

// sureTrick settles the zero-window test at target from the current position when the trick in
// progress surely goes to one side and that decides the test. It returns the bound and the cards
// whose owners the argument relies on (the hand lengths per class are part of the table key).
func (s *Solver) sureTrick(target int) (v int, rel cards.Set, ok bool) {
	most := s.maxLeft()
	tv := s.trickValue
	if target > tv && target <= most-tv {
		return 0, 0, false // neither bound can settle it
	}
	var x int // a seat of the side that surely wins
	if s.played == 0 {
		x, rel, ok = s.leaderLoses()
	} else {
		x, rel, ok = s.sureWinner()
	}
	if !ok {
		return 0, 0, false
	}
	switch {
	case s.counts[x] && s.max[x] && target <= tv:
		return tv, rel, true
	case !s.counts[x] && !s.max[x] && target > most-tv:
		return most - tv, rel, true
	}
	return 0, 0, false
}

// sureWinner finds, in a trick already led, a seat still to play that surely wins it for its side:
// one holding the highest live card of the led class when no trump has beaten the lead and no
// opponent still to play can ruff, or one void in the led class holding the highest live trump.
func (s *Solver) sureWinner() (int, cards.Set, bool) {
	lc := s.classSet[s.trick[0]]
	inTrick := s.trickSet()
	rest := s.seats - s.played // seats still to play, from toMove on
	owner := func(c cards.Card) int {
		for i, x := 0, s.toMove; i < rest; i, x = i+1, s.next[x] {
			if s.hands[x].Has(c) {
				return x
			}
		}
		return -1
	}
	if top := (s.live & lc).Highest(); !inTrick.Has(top) && (lc&s.trumps != 0 || inTrick&s.trumps == 0) {
		if x := owner(top); x >= 0 {
			safe := true
			for i, o := 0, s.toMove; i < rest; i, o = i+1, s.next[o] {
				if s.max[o] != s.max[x] && s.hands[o]&lc == 0 && s.hands[o]&s.trumps != 0 {
					safe = false // he can ruff
				}
			}
			if safe {
				return x, cards.Bit(top), true
			}
		}
	}
	if s.trumps != 0 && lc&s.trumps == 0 {
		if top := (s.live & s.trumps).Highest(); !inTrick.Has(top) {
			if x := owner(top); x >= 0 && s.hands[x]&lc == 0 {
				return x, cards.Bit(top), true
			}
		}
	}
	return 0, 0, false
}

// leaderLoses reports, at a trick boundary, that the leader's opponents surely win the next trick
// whatever he leads: in every class he holds the highest live card is an opponent's, and when the
// class is not trumps none of the leader's partners can ruff it. It returns one of those opponents.
func (s *Solver) leaderLoses() (int, cards.Set, bool) {
	l := s.leader
	var rel cards.Set
	opp := -1
	for k := 0; k < s.nc; k++ {
		lc := s.classes[k]
		if s.hands[l]&lc == 0 {
			continue
		}
		top := (s.live & lc).Highest() // held by someone: the leader holds the class
		x := s.owner(top)
		if s.max[x] == s.max[l] {
			return 0, 0, false
		}
		if lc&s.trumps == 0 {
			for o := 0; o < s.seats; o++ {
				if o != l && s.max[o] == s.max[l] && s.hands[o]&lc == 0 && s.hands[o]&s.trumps != 0 {
					return 0, 0, false
				}
			}
		}
		opp = x
		rel |= cards.Bit(top)
	}
	return opp, rel, opp >= 0
}

// sureFollow is sureTrick at a follower's node of a partnership game (tryFollow's), once its gate
// has passed (the target is at most a trick, or above the tricks left less one: sureTrick's own
// first test, so it is not made again): sureWinner for four seats in two partnerships, whose
// opponents sit at odd distances, and the bound read from the gate's table. (The tricks left less
// stopAt are at least one in a trick in progress, so maxLeft less a trick is sureHi's entry.)
func (s *Solver) sureFollow(target int) (int, cards.Set, bool) {
	// Without live trumps the test is made only at the trick's second card: the third and fourth
	// are asked the test the second was (the trick's target), and its sure winner, the holder of
	// the led suit's top card, is then the same seat, or none when that card is in the trick.
	// (Only a search started after the second card loses a test.) Measured: the same nodes,
	// FutList10 -0.57 % instructions (sureFollow's own -27 %), TableList10 -0.06 % in the
	// solver's functions (sureFollow's -2.4 %: its trumps stay live longer).
	// With live trumps the third seat is skipped too: the test finds a winner there that it did
	// not find at the second seat only when the second seat, now played, was the one who could
	// ruff, which is rare (of the calls with live trumps on list10's tables 1.2 % succeed there,
	// 6.7 % at the second seat, 2.9 % at the fourth; on FutList10 0.3 %, 23.7 % and 2.5 %).
	// Measured against testing it: TableList10 -0.17 % and FutList10 -0.15 % instructions in
	// the solver's functions, nodes +0.06 % and +0.02 %, NodeSuite +0.18 %, thomas2 unchanged,
	// hard + long +0.03 %; skipping the fourth seat too cost NodeSuite +1.1 %.
	// (tryFollow tests the third seat before the call.)
	if invariants && s.played == 2 {
		panic("sureFollow: asked at the third seat")
	}
	if s.played == 3 && s.live&s.trumps == 0 {
		return 0, 0, false
	}
	lc := s.classSet[s.trick[0]]
	in, tm := s.inTrick, s.trumps
	h := &s.hands
	me, rest := s.toMove, MaxSeats-s.played // the seats still to play: me and rest-1 after him
	x, rel := -1, cards.Set(0)
	// The led class's top card, when no trump beats it and no opponent of its holder still to
	// play can ruff. (The class holds the card led: its top is a card. A live card not in the
	// trick is in a hand: its seat is ownerOf's.)
	if c := hi(s.live&lc) & 63; in&cards.Bit(cards.Card(c)) == 0 && (lc&tm != 0 || in&tm == 0) {
		o := int(s.ownerOf[c])
		if (o-me)&(MaxSeats-1) < rest {
			x, rel = o, cards.Bit(cards.Card(c))
			// (His opponents sit one and three seats after him.)
			if p := (o + 1) & (MaxSeats - 1); (p-me)&(MaxSeats-1) < rest && h[p]&lc == 0 && h[p]&tm != 0 {
				x = -1 // he can ruff
			}
			if p := (o + 3) & (MaxSeats - 1); (p-me)&(MaxSeats-1) < rest && h[p]&lc == 0 && h[p]&tm != 0 {
				x = -1
			}
		}
	}
	// Else the top trump, held by a player still to play who is void in the led class.
	if x < 0 && tm != 0 && lc&tm == 0 {
		if live := s.live & tm; live != 0 {
			if c := hi(live) & 63; in&cards.Bit(cards.Card(c)) == 0 {
				if o := int(s.ownerOf[c]); (o-me)&(MaxSeats-1) < rest && h[o&(MaxSeats-1)]&lc == 0 {
					x, rel = o, cards.Bit(cards.Card(c))
				}
			}
		}
	}
	v, ok := 0, false
	if x >= 0 {
		v, ok = s.sureBound(x, target)
	}
	if invariants {
		if wv, wrel, wok := s.sureTrick(target); wok != ok || ok && (wv != v || wrel != rel) {
			panic("sureFollow differs from sureTrick")
		}
	}
	if !ok {
		return 0, 0, false
	}
	return v, rel, true
}

// sureLead is sureTrick at a trick's start in a partnership game (tryLead's), once its gate has
// passed (see sureFollow): leaderLoses read from the lanes of bridge's layout (Solver.lanes), all
// classes at once. (Other layouts ask sureTrick.)
func (s *Solver) sureLead(target int) (int, cards.Set, bool) {
	if !s.lanes {
		return s.sureTrick(target)
	}
	l := s.leader
	h, lho, pd, rho := s.hands[l&3], s.hands[(l+1)&3], s.hands[(l+2)&3], s.hands[(l+3)&3]
	// The classes the leader holds, in flag form (the top bit of their lanes): in each, an
	// opponent holds the top card (his cards of the class, read as a number, exceed the side's:
	// a lane of the side's with the top bit set less the opponents' keeps that bit exactly when
	// they do not), and the partner is not void in it with a trump to ruff (a class not trumps).
	lf := lanesOf(h)
	const flags = 0x8000_8000_8000_8000
	if flags&^((uint64(h|pd)|flags)-uint64(lho|rho))&lf != lf {
		return 0, 0, false
	}
	if pd&s.trumps != 0 && lf&^lanesOf(pd)&^lanesOf(s.trumps) != 0 {
		return 0, 0, false
	}
	// The top cards of those classes, and the opponent holding the top card of the last of them
	// (leaderLoses' seat).
	var rel cards.Set
	top := 0
	for f := lf; f != 0; f &= f - 1 {
		top = hi(s.live & (cards.Set(0x7fff) << (bits.TrailingZeros64(f) &^ 15 & 63)))
		rel |= cards.Bit(cards.Card(top) & 63)
	}
	x := (l + 3) & 3
	if lho.Has(cards.Card(top) & 63) {
		x = (l + 1) & 3
	}
	v, ok := s.sureBound(x, target)
	if invariants {
		if wv, wrel, wok := s.sureTrick(target); wok != ok || ok && (wv != v || wrel != rel) {
			panic(fmt.Sprintf("sureLead differs from sureTrick: %v %x %v, want %v %x %v; hands %x live %x trumps %x leader %d", v, rel, ok, wv, wrel, wok, s.hands, s.live, s.trumps, s.leader))
		}
	}
	if !ok {
		return 0, 0, false
	}
	return v, rel, true
}

// sureBound is the bound sureFollow and sureLead give when seat x's side surely wins the trick,
// if it settles the test at target: the trick's value when x's side counts and maximises, the
// most the counting side can still take (sureHi, read from the gate's table) when x's side is the
// other one.
func (s *Solver) sureBound(x, target int) (int, bool) {
	switch x &= MaxSeats - 1; {
	case s.counts[x] && s.max[x] && target <= s.trickValue:
		return s.trickValue, true
	case !s.counts[x] && !s.max[x] && target > s.sureHi[uint8(s.tricks)]:
		return s.sureHi[uint8(s.tricks)], true
	}
	return 0, false
}
