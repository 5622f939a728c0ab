// postmortem.go holds the post-mortem of a recorded game: the open-hand value before every card
// played and the cards that changed it (the mistakes, seen with all cards open).

package skat

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
)

// Step is one card of a post-mortem. In suit and grand games Before and After are the
// declarer's final card points under best play from then on (points of finished tricks and the
// skat included). In null they are the number of the trick (1..10, counted from the start of the
// game) by which the defenders can force the declarer to take a trick, 0 when he takes none.
// Loss is what the card cost its side: card points the declarer gave away (his card) or handed
// to him (a defender's card); in null 1 when the card turned a won game into a lost one or the
// other way round. A card that kept the value has Loss 0.
type Step struct {
	Trick  int  // 1..10
	Seat   Seat // who played it
	Card   cards.Card
	Before int
	After  int
	Loss   int
}

// PostMortem replays the card play of r and solves the position before every card. It needs a
// declarer and at least one card played; games that ended early are analysed up to their last
// card.
func (s *Solver) PostMortem(r *Record) ([]Step, error) {
	if r.Declarer == NoSeat {
		return nil, fmt.Errorf("postmortem: the game was passed in; there is no card play")
	}
	if len(r.Play) == 0 {
		return nil, fmt.Errorf("postmortem: no card was played")
	}
	g := r.Contract.Game
	l := g.Layout()
	d := r.Declarer
	p := &Position{Game: g, Declarer: d, Leader: FH, Hands: r.Deal.Hands}
	p.Hands[d] = (r.Deal.Hands[d] | r.Deal.Skat) &^ r.Skat
	if g != Null {
		p.Skat = r.Skat
	}
	if n := p.Hands[d].Count(); n != HandSize {
		return nil, fmt.Errorf("postmortem: the declarer holds %d cards after the skat, want %d", n, HandSize)
	}
	taken := 0     // declarer's points in finished tricks
	done := 0      // finished tricks
	declFirst := 0 // the trick in which the declarer took his first trick (null)
	value := func() (int, error) {
		if g == Null {
			res, err := s.Null(p)
			if err != nil || !res.Lost {
				return 0, err
			}
			return done + res.TimeToLive, nil
		}
		v, err := s.Points(p)
		return v + taken, err
	}
	steps := make([]Step, 0, len(r.Play))
	before, err := value()
	if err != nil {
		return nil, err
	}
	for i, c := range r.Play {
		mover := p.ToMove()
		if !Legal(l, p.Hands[mover], p.Trick).Has(c) {
			return nil, fmt.Errorf("postmortem: card %d (%s) is not a legal card of %v", i+1, l.String(c), mover)
		}
		st := Step{Trick: done + 1, Seat: mover, Card: c, Before: before}
		p.Hands[mover] &^= cards.Bit(c)
		p.Trick = append(p.Trick, c)
		if len(p.Trick) == NumSeats {
			w := (p.Leader + Seat(TrickWinner(l, p.Trick))) % NumSeats
			done++
			if w == d {
				taken += l.SetPoints(cards.Bit(p.Trick[0]) | cards.Bit(p.Trick[1]) | cards.Bit(p.Trick[2]))
				if declFirst == 0 {
					declFirst = done
				}
			}
			p.Leader, p.Trick = w, nil
		}
		switch {
		case g == Null && declFirst > 0:
			st.After = declFirst // the game is decided
		case p.Hands[p.ToMove()] == 0: // the last card
			st.After = 0
			if g != Null {
				st.After = taken + l.SetPoints(p.Skat)
			}
		default:
			if st.After, err = value(); err != nil {
				return nil, err
			}
		}
		st.Loss = loss(g, mover == d, st.Before, st.After)
		steps = append(steps, st)
		before = st.After
		if g == Null && declFirst > 0 {
			break // a null game ends with the declarer's first trick
		}
	}
	return steps, nil
}

// loss returns what a card cost its side (see Step).
func loss(g GameType, declarer bool, before, after int) int {
	if g == Null {
		if (before == 0) != (after == 0) {
			return 1
		}
		return 0
	}
	if declarer {
		return max(0, before-after)
	}
	return max(0, after-before)
}
