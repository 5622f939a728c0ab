// issresult.go computes the outcome, matadors and value of an ISS record from its moves.

package skat

import "github.com/cardsolve/cardsolve/cards"

// Matadors returns the declarer's matadors, counted over his ten dealt cards and the dealt skat
// (ISkO 5.2.1). It is 0 in null and when all passed.
func (r *Record) Matadors() int {
	if r.Declarer == NoSeat {
		return 0
	}
	return Matadors(r.Deal.Hands[r.Declarer]|r.Deal.Skat, r.Contract.Game)
}

// Outcome replays the card play and returns the declarer's card points (the skat included) and
// the tricks of each side. When the game ended by resignation the remaining cards go to the
// other side as whole tricks: a declarer who resigns gives them to the defenders, defenders who
// both resign give them to the declarer (in null they keep them: the declarer has won). ok is
// false when there is no declarer or the play stopped early otherwise (timeout, a player
// leaving, a record cut short); the counts then cover the completed tricks and the skat. A null
// game is decided as soon as the declarer takes a trick.
func (r *Record) Outcome() (o Outcome, ok bool) {
	if r.Declarer == NoSeat {
		return o, false
	}
	l := r.Contract.Game.Layout()
	d := r.Declarer
	o.DeclarerPoints = l.SetPoints(r.Skat)
	leader := FH
	done := 0 // cards in completed tricks
	for ; done+NumSeats <= len(r.Play); done += NumSeats {
		trick := r.Play[done : done+NumSeats]
		winner := (leader + Seat(TrickWinner(l, trick))) % NumSeats
		pts := 0
		for _, c := range trick {
			pts += l.Points[c]
		}
		if winner == d {
			o.DeclarerPoints += pts
			o.DeclarerTricks++
		} else {
			o.DefenderTricks++
		}
		leader = winner
	}
	tricksLeft := HandSize - o.DeclarerTricks - o.DefenderTricks
	if tricksLeft == 0 {
		return o, true
	}
	if r.Ended != MoveResign {
		return o, r.Contract.Game == Null && o.DeclarerTricks > 0
	}
	declarerResigned := false
	for _, m := range r.Moves {
		if m.Kind == MoveResign && m.Seat == d {
			declarerResigned = true
		}
	}
	toDeclarer := !declarerResigned
	if r.Contract.Game == Null {
		toDeclarer = declarerResigned
	}
	if toDeclarer {
		var played cards.Set
		for _, c := range r.Play[:done] {
			played |= cards.Bit(c)
		}
		o.DeclarerPoints += l.SetPoints(l.All &^ played &^ r.Skat)
		o.DeclarerTricks += tricksLeft
	} else {
		o.DefenderTricks += tricksLeft
	}
	return o, true
}

// Value returns the game value, whether the declarer won and whether he overbid, from the
// record's contract, matadors, outcome and highest bid (see the package function Value). ok is
// false when Outcome cannot decide the game.
func (r *Record) Value() (value int, won, overbid, ok bool) {
	o, ok := r.Outcome()
	if !ok {
		return 0, false, false, false
	}
	value, won, overbid = Value(r.Contract, r.Matadors(), o, r.Bid)
	return value, won, overbid, true
}
