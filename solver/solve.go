// solve.go holds the convenient API: the value of a position by MTD(f) over zero-window searches,
// a zero-window test, and the value of every legal card.

package solver

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
)

// maxLeft returns the most the counting side can still score from the internal state.
func (s *Solver) maxLeft() int {
	tricks := int(s.tricks) - s.stopAt
	if tricks <= 0 {
		return 0
	}
	return tricks*s.trickValue + s.pointsLeft
}

// value finds the exact score still to come from the internal state, known to lie in [lo, hi]:
// MTD(f) over fail-soft zero-window tests, each of which moves lo or hi to the bound it proves. In
// trick games the next test is next to the bound just found; with card points (up to 120, where
// stepping might take dozens of tests), after the first guess and its neighbour the tests bisect
// what is left of the interval.
func (s *Solver) value(lo, hi, guess int) int {
	for tests := 0; lo < hi; tests++ {
		t := guess
		switch {
		case s.pointed == 0 && t <= lo:
			t = lo + 1 // a guess at or below the proven bound: is the value above it?
		case s.pointed == 0 && t > hi:
			t = hi
		case t <= lo || t > hi:
			t = (lo + hi + 1) / 2
		}
		if v, _ := s.search(t); v >= t {
			lo = min(v, hi)
			guess = lo + 1
		} else {
			hi = max(v, lo)
			guess = hi
		}
		if s.pointed != 0 && tests >= 1 {
			guess = (lo + hi + 1) / 2
		}
	}
	return lo
}

// Value returns the score the counting seats take from p to the end of the game under best play by
// both sides. The table is kept between calls, so related positions solve faster in sequence.
func (s *Solver) Value(p *Position) (int, error) {
	if err := p.Check(&s.rules); err != nil {
		return 0, err
	}
	s.load(p)
	hi := s.maxLeft()
	return s.value(0, hi, (hi+1)/2), nil
}

// ValueFrom is Value with the first zero-window test at guess (MTD(f)'s first guess), for callers
// that know a likely value, such as the same deal with another leader.
func (s *Solver) ValueFrom(p *Position, guess int) (int, error) {
	if err := p.Check(&s.rules); err != nil {
		return 0, err
	}
	s.load(p)
	return s.value(0, s.maxLeft(), guess), nil
}

// AtLeast reports whether the counting seats can take at least target from p (one zero-window
// search).
func (s *Solver) AtLeast(p *Position, target int) (bool, error) {
	if err := p.Check(&s.rules); err != nil {
		return false, err
	}
	s.load(p)
	v, _ := s.search(target)
	return v >= target, nil
}

// Bound runs one fail-soft zero-window test at target from p: a result v ≥ target proves that the
// counting seats take at least v, a result v < target that they take at most v. MTD(f) drivers use
// it to move their bounds further than a yes or no would.
func (s *Solver) Bound(p *Position, target int) (int, error) {
	if err := p.Check(&s.rules); err != nil {
		return 0, err
	}
	s.load(p)
	v, _ := s.search(target)
	return v, nil
}

// CardValue is the value of one legal card: the score the counting seats take from the position to
// the end when that card is played and everyone plays best afterwards.
type CardValue struct {
	Card  cards.Card
	Value int
}

// CardValues returns the value of every legal card of the seat to move, power-equivalent cards listed
// each with the same value, in decreasing card order.
func (s *Solver) CardValues(p *Position) ([]CardValue, error) {
	if err := p.Check(&s.rules); err != nil {
		return nil, err
	}
	s.load(p)
	legal := p.Legal(&s.rules)
	if s.partnership && s.played == 0 {
		s.setTops(&s.ply[0].tops)
	}
	s.genMoves(&s.ply[0], noHint, cards.NoCard, cards.NoCard)
	moves := make([]move, s.ply[0].n)
	copy(moves, s.ply[0].moves[:s.ply[0].n])
	out := make([]CardValue, 0, legal.Count())
	guess := -1
	for _, m := range moves {
		gain, _ := s.make(m.card)
		hi := s.maxLeft()
		if guess < 0 {
			guess = (hi + 1) / 2
		}
		v := gain + s.value(0, hi, guess-gain)
		guess = v // cards of one position mostly share a value
		s.unmake(m.card)
		for x := m.seq; x != 0; x &= x - 1 {
			out = append(out, CardValue{x.Lowest(), v})
		}
	}
	if len(out) != legal.Count() {
		return nil, fmt.Errorf("solver: internal error: %d card values for %d legal cards", len(out), legal.Count())
	}
	sortCardValues(out)
	return out, nil
}

func sortCardValues(v []CardValue) {
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && v[j].Card > v[j-1].Card; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
}
