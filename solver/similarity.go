// similarity.go holds payoff similarity (thesis 7.2-7.3): the L1 distance between the card values
// of two positions with the same canonical form, by which their values can differ at most.

package solver

import "github.com/cardsolve/cardsolve/cards"

// valuation returns what a table entry records of the current position's card values: in games
// with card points the live cards themselves (their values by relative rank follow from the
// layout), zero in games without.
func (s *Solver) valuation() cards.Set {
	if s.pointed == 0 {
		return 0
	}
	return s.live
}

// distance returns the L1 distance between the card values of the current position and those of a
// position whose live cards were other (same number per class): the cards are paired by relative
// rank within their class, highest with highest. Changing one card's value by δ changes the
// position's value by at most |δ| (thesis, Theorem 7.3.1), so the two values differ by at most the
// sum.
//
// It stops once the sum exceeds limit, returning a value above limit.
func (s *Solver) distance(other cards.Set, limit int) int {
	d := 0
	for k := 0; k < s.nc; k++ {
		a, b := s.live&s.classes[k], other&s.classes[k]
		if a == b {
			continue
		}
		for (a|b)&s.pointed != 0 { // pairs of cards without points add nothing
			ca, cb := a.Highest(), b.Highest()
			a &^= cards.Bit(ca)
			b &^= cards.Bit(cb)
			if v := s.points[ca] - s.points[cb]; v > 0 {
				d += v
			} else {
				d -= v
			}
			if d > limit {
				return d
			}
		}
	}
	return d
}
