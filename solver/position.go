// position.go holds Position, an open-hand position that may start in the middle of a trick.

package solver

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
)

// Position is a position with all hands known. Seats are numbered 0..Rules.Seats-1 and play in that
// order. Leader is the seat that led the current trick (or leads the next one when Played is 0);
// Trick[0:Played] are the cards played to the current trick, the leader's first.
type Position struct {
	Hands  [MaxSeats]cards.Set
	Leader int
	Trick  [MaxSeats]cards.Card
	Played int
}

// ToMove returns the seat to play next.
func (p *Position) ToMove(r *Rules) int { return (p.Leader + p.Played) % r.Seats }

// Check reports whether p is a consistent position under r: cards of the layout, held once, hand
// sizes that fit the trick so far, and played cards that followed suit when the player still holds
// the led class.
func (p *Position) Check(r *Rules) error {
	l := r.Layout
	if p.Leader < 0 || p.Leader >= r.Seats {
		return fmt.Errorf("leader %d is not a seat (0..%d)", p.Leader, r.Seats-1)
	}
	if p.Played < 0 || p.Played >= r.Seats {
		return fmt.Errorf("%d cards in the current trick, want 0..%d", p.Played, r.Seats-1)
	}
	var seen cards.Set
	for s := 0; s < MaxSeats; s++ {
		h := p.Hands[s]
		if s >= r.Seats {
			if h != 0 {
				return fmt.Errorf("seat %d has cards but the game has %d seats", s, r.Seats)
			}
			continue
		}
		if h&^l.All != 0 {
			return fmt.Errorf("seat %d holds a card outside the layout", s)
		}
		if d := h & seen; d != 0 {
			return fmt.Errorf("card %s is held twice", l.String(d.Highest()))
		}
		seen |= h
	}
	for i := 0; i < p.Played; i++ {
		c := p.Trick[i]
		if c >= 64 || !l.All.Has(c) {
			return fmt.Errorf("trick card %d is not a card of %s", i+1, l.Name)
		}
		if seen.Has(c) {
			return fmt.Errorf("card %s is both played and held", l.String(c))
		}
		seen |= cards.Bit(c)
	}
	n := p.Hands[p.Leader].Count()
	if p.Played > 0 {
		n++
	}
	if n == 0 {
		return fmt.Errorf("no cards left to play")
	}
	for i := 0; i < r.Seats; i++ {
		s := (p.Leader + i) % r.Seats
		want := n
		if i < p.Played {
			want = n - 1
		}
		if got := p.Hands[s].Count(); got != want {
			return fmt.Errorf("seat %d holds %d cards, want %d with %d played to the trick", s, got, want, p.Played)
		}
	}
	if p.Played > 0 {
		led := l.Classes[l.ClassOf[p.Trick[0]]]
		for i := 1; i < p.Played; i++ {
			s := (p.Leader + i) % r.Seats
			if !led.Has(p.Trick[i]) && p.Hands[s]&led != 0 {
				return fmt.Errorf("seat %d played %s but still holds %s of the led class", s,
					l.String(p.Trick[i]), l.String((p.Hands[s] & led).Highest()))
			}
		}
	}
	return nil
}

// Legal returns the cards the seat to move may play.
func (p *Position) Legal(r *Rules) cards.Set {
	h := p.Hands[p.ToMove(r)]
	if p.Played == 0 {
		return h
	}
	l := r.Layout
	if f := h & l.Classes[l.ClassOf[p.Trick[0]]]; f != 0 {
		return f
	}
	return h
}

// Play plays card c for the seat to move and, when the trick is complete, starts the next one with
// its winner to lead. It returns the winner's seat and the trick's value when a trick was completed,
// else -1 and 0. It does not check legality.
func (p *Position) Play(r *Rules, c cards.Card) (winner, value int) {
	s := p.ToMove(r)
	p.Hands[s] &^= cards.Bit(c)
	p.Trick[p.Played] = c
	p.Played++
	if p.Played < r.Seats {
		return -1, 0
	}
	i, _ := trickWinner(r.Layout, &p.Trick, r.Seats)
	winner = (p.Leader + i) % r.Seats
	value = r.TrickValue
	for j := 0; j < r.Seats; j++ {
		value += r.Layout.Points[p.Trick[j]]
	}
	p.Leader, p.Played = winner, 0
	return winner, value
}

// trickWinner returns the index in t of the winning card of a complete trick of n cards, and
// whether it won by rank (it beat another card of its own class).
func trickWinner(l *cards.Layout, t *[MaxSeats]cards.Card, n int) (int, bool) {
	var trumps cards.Set
	ledClass := l.Classes[l.ClassOf[t[0]]]
	if l.Trump >= 0 {
		trumps = l.Classes[l.Trump]
	}
	var set cards.Set
	for i := 0; i < n; i++ {
		set |= cards.Bit(t[i])
	}
	win := set & trumps
	if win == 0 {
		win = set & ledClass
	}
	w := win.Highest()
	for i := 0; i < n; i++ {
		if t[i] == w {
			return i, win&(win-1) != 0
		}
	}
	return 0, false
}
