// similarity.go holds payoff similarity (thesis 7.2-7.3): how far the card values of two positions
// with the same canonical form lie apart, which bounds how far their values can, and the trumps
// whose points surely go to one side.

package solver

import "github.com/cardsolve/cardsolve/cards"

// valuation returns what a table entry records of the current position's card values: in games
// with card points the live cards that decide them (their values by relative rank follow from the
// layout), zero in games without. When every class has its pointless cards below its pointed ones
// (Skat: 9 8 7 under the rest), the live pointed cards alone decide the values, since the key fixes
// how many cards each class has left: positions that differ only in which pointless cards were
// played then share a valuation.
func (s *Solver) valuation() cards.Set {
	return s.live & s.valMask
}

// setValMask chooses what valuation records (see valuation).
func (s *Solver) setValMask() {
	s.valMask = 0
	if s.pointed == 0 {
		return
	}
	s.valMask = s.pointed
	for k := 0; k < s.nc; k++ {
		cl := s.classes[k]
		if low := cl &^ s.pointed; low != 0 && cl&s.pointed != 0 && low.Highest() > (cl&s.pointed).Lowest() {
			s.valMask = ^cards.Set(0)
			return
		}
	}
}

// tableValues sets what the table records of the current position's card values (see
// tableValues), the sure cards left out.
func (s *Solver) tableValues(tv *tableValues) {
	var sure cards.Set
	var n int
	tv.off = 0
	if s.sureOn {
		sure, n, tv.off = s.sureCards()
	}
	tv.valued, tv.vsum = s.valuation()&^sure, s.pointsLeft-n
}

// sureCards returns the live pointed trumps whose points surely go to a known side: the highest
// live trump and the trumps below it held by the same side without a break (each is beaten, if
// at all, only by a higher one of the same side), their points, and the points of them the
// counting side surely takes. A position's value is then those points plus the value of the same
// position with the cards worth nothing, and the table stores the latter (the thesis's aside to
// 7.3): positions that differ only in the values of such cards share entries exactly.
func (s *Solver) sureCards() (cards.Set, int, int) {
	tc := s.live & s.trumps
	if tc == 0 {
		return 0, 0, 0
	}
	var mine cards.Set // trumps of the counting side
	for i := 0; i < s.seats; i++ {
		if s.counts[i&(MaxSeats-1)] {
			mine |= s.hands[i&(MaxSeats-1)]
		}
	}
	mine &= tc
	top := cards.Bit(tc.Highest() & 63) // (masks as in distance)
	other := tc &^ mine
	if top&mine == 0 {
		other = mine
	}
	run := tc
	if other != 0 {
		run = tc &^ (cards.Bit(other.Highest()&63)*2 - 1)
	}
	run &= s.pointed
	n := 0
	for m := run; m != 0; m &= m - 1 {
		n += s.points[m.Lowest()&63]
	}
	if top&mine != 0 {
		return run, n, n
	}
	return run, n, 0
}

// distances returns the sums by which the card values of the current position fall below and rise
// above those of a position with the same key whose valuation was other, the cards paired as in
// distance. The declarer's points are his cards' values summed, so raising one card's value by δ
// raises every outcome by 0 or δ, and the position's value by between 0 and δ (Theorem 7.3.1's
// argument, one-sided): the value differs from the other position's by at least -down and at most
// rise, a band of down + rise (the L1 distance) that need not be centred.
//
// It reports ok false, without finishing, once the side the caller needs (rise when up, else
// down) exceeds limit.
func (s *Solver) distances(mine, other cards.Set, limit int, up bool) (down, rise int, ok bool) {
	for k := 0; k < s.nc; k++ {
		a, b := mine&s.classes[k], other&s.classes[k]
		if a == b {
			continue
		}
		for (a|b)&s.pointed != 0 { // pairs of cards without points add nothing
			// (c&63: a card is below 64, and the mask spares the shift and the index their
			// handling of larger values)
			v := 0
			if a != 0 {
				c := a.Highest() & 63
				a &^= cards.Bit(c)
				v = s.points[c]
			}
			if b != 0 {
				c := b.Highest() & 63
				b &^= cards.Bit(c)
				v -= s.points[c]
			}
			if v > 0 {
				if rise += v; up && rise > limit {
					return down, rise, false
				}
			} else if down -= v; !up && down > limit {
				return down, rise, false
			}
		}
	}
	return down, rise, true
}
