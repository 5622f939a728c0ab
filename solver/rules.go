// rules.go holds Rules, the data that makes the generic search play one particular game.

package solver

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
)

// MaxSeats is the largest number of seats at the table.
const MaxSeats = 4

// Rules describe a trick-taking game to the solver. The score of a position is the total value of
// the tricks won by the seats marked in Counts, where a trick is worth TrickValue plus the point
// values (Layout.Points) of its cards. Seats marked in Max try to make that score large, the others
// small.
type Rules struct {
	Layout     *cards.Layout
	Seats      int            // 2..4, playing in increasing seat order
	Max        [MaxSeats]bool // seats that maximise the score
	Counts     [MaxSeats]bool // seats whose won tricks are scored
	TrickValue int            // score per trick won (1 in bridge, 0 in Skat)
	// StopAt ends the game early: when every hand holds StopAt cards at a trick boundary, nothing
	// more is scored. Zero plays to the end. It gives horizons such as Skat null's time-to-live
	// ("can the defenders force a declarer trick within the first k tricks?").
	StopAt int
}

// Check reports whether the rules are usable.
func (r *Rules) Check() error {
	if r.Layout == nil {
		return fmt.Errorf("solver: rules without a layout")
	}
	if r.Seats < 2 || r.Seats > MaxSeats {
		return fmt.Errorf("solver: %d seats, want 2 to %d", r.Seats, MaxSeats)
	}
	if r.Seats*r.Layout.NumClasses > 16 {
		return fmt.Errorf("solver: %d seats × %d classes do not fit the table key", r.Seats, r.Layout.NumClasses)
	}
	for k := 0; k < r.Layout.NumClasses; k++ {
		if r.Layout.Classes[k].Count() > 15 {
			return fmt.Errorf("solver: class %d has %d cards, at most 15 fit", k, r.Layout.Classes[k].Count())
		}
	}
	for c := 0; c < 64; c++ {
		if p := r.Layout.Points[c]; p < 0 || p > 60 {
			return fmt.Errorf("solver: card %s has point value %d, want 0..60", r.Layout.String(cards.Card(c)), p)
		}
	}
	if r.StopAt < 0 {
		return fmt.Errorf("solver: StopAt %d is negative", r.StopAt)
	}
	if r.TrickValue < 0 {
		return fmt.Errorf("solver: trick value %d is negative", r.TrickValue)
	}
	// Table entries keep bounds in a signed byte, 127 meaning "no upper bound".
	if most := r.TrickValue*(r.Layout.All.Count()/r.Seats) + r.Layout.SetPoints(r.Layout.All); most > 126 {
		return fmt.Errorf("solver: scores up to %d do not fit the table (at most 126)", most)
	}
	return nil
}
