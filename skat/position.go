// position.go holds Position, a Skat position in the middle of play, and its JSON-line reader.

package skat

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
)

// Position is a Skat position at a point of play: the game, who declares, who led the current
// trick, the cards each seat still holds, the skat when it is known, and the cards already
// played to the current trick. Every card set is in the layout of Game.
type Position struct {
	Game     GameType
	Declarer Seat
	Leader   Seat                // the seat that leads (or led) the current trick
	Hands    [NumSeats]cards.Set // remaining cards, indexed by Seat
	Skat     cards.Set           // empty, or the two skat cards (they count for the declarer)
	Trick    []cards.Card        // cards played to the current trick, Leader's first; 0, 1 or 2
	Value    int                 // the reference value of the line, when HasValue
	HasValue bool
}

// positionJSON is the wire form of the reference data: hands and skat suit-dotted, trick cards
// by name.
type positionJSON struct {
	Game     string   `json:"game"`
	Declarer string   `json:"declarer"`
	Leader   string   `json:"leader"`
	Hands    []string `json:"hands"`
	Skat     string   `json:"skat"`
	Trick    []string `json:"trick,omitempty"`
	Value    *int     `json:"value,omitempty"`
}

// ParsePositionJSON reads one JSON line of the reference data:
//
//	{"game":"clubs","declarer":"FH","leader":"MH","hands":["J9.KJT.AJ8.AT",…],"skat":"..9.K","value":19}
//
// with an optional "trick": ["CJ","SA"] for the cards already played to the current trick, the
// leader's first, and an optional "value". It validates the position with Check.
func ParsePositionJSON(line []byte) (*Position, error) {
	var w positionJSON
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return nil, fmt.Errorf("position: %v", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("position: text after the JSON object")
	}
	p := &Position{}
	var err error
	if p.Game, err = ParseGameType(w.Game); err != nil {
		return nil, fmt.Errorf("position: game: %v", err)
	}
	if p.Declarer, err = ParseSeat(w.Declarer); err != nil {
		return nil, fmt.Errorf("position: declarer: %v", err)
	}
	if p.Leader, err = ParseSeat(w.Leader); err != nil {
		return nil, fmt.Errorf("position: leader: %v", err)
	}
	if len(w.Hands) != NumSeats {
		return nil, fmt.Errorf("position: %d hands, want 3 (FH, MH, RH)", len(w.Hands))
	}
	for i, h := range w.Hands {
		if p.Hands[i], err = ParseHand(h, p.Game); err != nil {
			return nil, fmt.Errorf("position: hand of %v: %v", Seat(i), err)
		}
	}
	if w.Skat != "" {
		if p.Skat, err = ParseHand(w.Skat, p.Game); err != nil {
			return nil, fmt.Errorf("position: skat: %v", err)
		}
	}
	l := p.Game.Layout()
	for i, name := range w.Trick {
		c, err := l.ParseCard(name)
		if err != nil {
			return nil, fmt.Errorf("position: trick card %d: %v", i+1, err)
		}
		p.Trick = append(p.Trick, c)
	}
	if w.Value != nil {
		p.Value, p.HasValue = *w.Value, true
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	return p, nil
}

// ToMove returns the seat whose turn it is: the leader, or the seat after the last trick card.
func (p *Position) ToMove() Seat { return (p.Leader + Seat(len(p.Trick))) % NumSeats }

// Check validates the position and names the card and the rule broken: no card twice (across
// hands, skat and trick), a skat of 0 or 2 cards, at most two cards in the current trick, the
// seats that played to it holding one card fewer than the others, at most ten cards a hand, at
// least one card left to play, and followers that did not follow suit having no card of the led
// class left.
func (p *Position) Check() error {
	if p.Game < 0 || p.Game >= NumGameTypes {
		return fmt.Errorf("position: bad game type %d", p.Game)
	}
	if p.Declarer < 0 || p.Declarer >= NumSeats || p.Leader < 0 || p.Leader >= NumSeats {
		return fmt.Errorf("position: bad declarer or leader seat")
	}
	l := p.Game.Layout()
	where := map[cards.Card]string{}
	claim := func(c cards.Card, place string) error {
		if c >= 64 || l.ClassOf[c] < 0 {
			return fmt.Errorf("position: %s holds a card that is not part of %s", place, l.Name)
		}
		if prev, ok := where[c]; ok {
			return fmt.Errorf("position: card %s is both in %s and in %s; every card exists once", l.String(c), prev, place)
		}
		where[c] = place
		return nil
	}
	for i, h := range p.Hands {
		for m := h; m != 0; m &= m - 1 {
			if err := claim(m.Lowest(), "the hand of "+Seat(i).String()); err != nil {
				return err
			}
		}
	}
	for m := p.Skat; m != 0; m &= m - 1 {
		if err := claim(m.Lowest(), "the skat"); err != nil {
			return err
		}
	}
	for i, c := range p.Trick {
		if err := claim(c, fmt.Sprintf("the current trick (card %d)", i+1)); err != nil {
			return err
		}
	}
	if k := p.Skat.Count(); k != 0 && k != SkatSize {
		return fmt.Errorf("position: the skat holds %d cards (%s), want 0 or 2", k, l.FormatSet(p.Skat))
	}
	if len(p.Trick) >= NumSeats {
		return fmt.Errorf("position: the current trick holds %d cards; a complete trick must be gathered (at most 2)", len(p.Trick))
	}
	// Step 1. Hand sizes: seats that played to the trick hold one card fewer.
	n := p.Hands[p.ToMove()].Count()
	if n == 0 {
		return fmt.Errorf("position: %v is to move but holds no card; nothing is left to play", p.ToMove())
	}
	if n > HandSize {
		return fmt.Errorf("position: %v holds %d cards, at most %d allowed", p.ToMove(), n, HandSize)
	}
	for i := 0; i < NumSeats; i++ {
		s := (p.Leader + Seat(i)) % NumSeats
		want := n
		if i < len(p.Trick) {
			want = n - 1
		}
		if got := p.Hands[s].Count(); got != want {
			what := "has not played to the current trick"
			if i < len(p.Trick) {
				what = "has played to the current trick"
			}
			return fmt.Errorf("position: %v holds %d cards, want %d: it %s and %v (to move) holds %d",
				s, got, want, what, p.ToMove(), n)
		}
	}
	// Step 2. Followers who did not follow suit must be void in the led class.
	if len(p.Trick) > 0 {
		led := l.Classes[l.ClassOf[p.Trick[0]]]
		for i := 1; i < len(p.Trick); i++ {
			s := (p.Leader + Seat(i)) % NumSeats
			if !led.Has(p.Trick[i]) && p.Hands[s]&led != 0 {
				return fmt.Errorf("position: %v played %s to the lead of %s while holding %s; it must follow suit",
					s, l.String(p.Trick[i]), l.String(p.Trick[0]), l.String((p.Hands[s] & led).Highest()))
			}
		}
	}
	return nil
}

// String writes the position as a JSON line that ParsePositionJSON reads back.
func (p *Position) String() string {
	w := positionJSON{
		Game:     p.Game.String(),
		Declarer: p.Declarer.String(),
		Leader:   p.Leader.String(),
	}
	for _, h := range p.Hands {
		w.Hands = append(w.Hands, FormatHand(h, p.Game))
	}
	if p.Skat != 0 {
		w.Skat = FormatHand(p.Skat, p.Game)
	}
	l := p.Game.Layout()
	for _, c := range p.Trick {
		w.Trick = append(w.Trick, l.String(c))
	}
	if p.HasValue {
		v := p.Value
		w.Value = &v
	}
	b, err := json.Marshal(w)
	if err != nil { // cannot happen: the wire form holds strings and an int only
		return strings.TrimSpace(err.Error())
	}
	return string(b)
}
