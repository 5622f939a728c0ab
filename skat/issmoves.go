// issmoves.go reads and checks the MV property of an ISS record: deal, bidding, declaration, play.

package skat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
)

// issPhase is the stage of the game an ISS move belongs to.
type issPhase int

const (
	phaseBidding issPhase = iota
	phaseDeclare          // bidding over: the declarer picks up or names a hand game
	phaseSkat             // the declarer picked up: the world shows the skat
	phaseDiscard          // the declarer saw the skat: he discards and names the game
	phasePlay
	phaseOver
)

// replay follows an ISS record move by move and checks each move against the rules.
type replay struct {
	r     *Record
	faces [32]cards.Face // the deal in ISS order
	hands [NumSeats]cards.Set
	phase issPhase

	// bidding
	bidder, listener Seat
	round            int  // 1: MH bids to FH, 2: RH bids to the survivor, 3: FH alone
	pending          bool // a bid waits for the listener's answer
	pickedUp         bool

	// play, in the layout of the contract
	trick    []cards.Card
	leader   Seat
	tricks   int
	resigned [NumSeats]bool
}

// parseMoves reads MV into r.Deal, r.Moves and the derived fields of r.
func (r *Record) parseMoves(mv string) error {
	toks := strings.Fields(mv)
	if len(toks)%2 != 0 {
		return fmt.Errorf("iss: MV has %d words; want pairs of actor and action", len(toks))
	}
	if len(toks) < 2 || toks[0] != "w" {
		return fmt.Errorf("iss: MV must start with the deal, \"w\" and 32 cards")
	}
	p := &replay{r: r, bidder: MH, listener: FH, round: 1}
	if err := p.deal(toks[1]); err != nil {
		return err
	}
	r.Declarer = NoSeat
	r.Ended = MovePlay
	for i := 2; i < len(toks); i += 2 {
		m, err := p.move(toks[i], toks[i+1])
		if err != nil {
			return fmt.Errorf("iss: move %d %q: %v", i/2+1, toks[i]+" "+toks[i+1], err)
		}
		r.Moves = append(r.Moves, m)
	}
	if p.phase == phaseBidding {
		return fmt.Errorf("iss: the bidding is not finished")
	}
	if r.Declarer == NoSeat {
		return nil
	}
	if p.phase < phasePlay && r.Ended == MovePlay {
		return fmt.Errorf("iss: the record stops before the declaration")
	}
	return nil
}

// deal reads the 32 dealt cards.
func (p *replay) deal(s string) error {
	names := strings.Split(s, ".")
	if len(names) != 32 {
		return fmt.Errorf("iss: the deal has %d cards, want 32 (FH, MH, RH ten each, then the skat)", len(names))
	}
	l := Diamonds.Layout()
	var seen cards.Set
	d := Deal{Game: Diamonds}
	for i, name := range names {
		if name == "??" {
			return fmt.Errorf("iss: deal card %d is hidden (??); only complete records can be read", i+1)
		}
		f, err := ParseCard(name)
		if err != nil {
			return fmt.Errorf("iss: deal card %d: %v", i+1, err)
		}
		c, _ := l.Card(f)
		if seen.Has(c) {
			return fmt.Errorf("iss: deal card %d: %v is dealt twice", i+1, f)
		}
		seen |= cards.Bit(c)
		p.faces[i] = f
		if i < 30 {
			d.Hands[i/HandSize] |= cards.Bit(c)
		} else {
			d.Skat |= cards.Bit(c)
		}
	}
	p.r.Deal = d
	p.r.Dealt = p.faces
	p.hands = d.Hands
	return nil
}

// parseFaces reads dot-separated card names.
func parseFaces(parts []string) ([]cards.Face, error) {
	out := make([]cards.Face, 0, len(parts))
	for _, name := range parts {
		f, err := ParseCard(name)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// move reads and checks one move.
func (p *replay) move(actor, action string) (Move, error) {
	if p.phase == phaseOver {
		return Move{}, fmt.Errorf("the game is already over")
	}
	if actor == "w" {
		return p.worldMove(action)
	}
	seat, err := ParseSeat(actor)
	if err != nil || len(actor) != 1 {
		return Move{}, fmt.Errorf("bad actor %q (want w, 0, 1 or 2)", actor)
	}
	m := Move{Seat: seat}
	switch p.phase {
	case phaseBidding:
		return p.bid(m, action)
	case phaseDeclare, phaseDiscard:
		return p.declare(m, action)
	case phaseSkat:
		return m, fmt.Errorf("the world must show the skat first")
	}
	return p.play(m, action)
}

// worldMove handles the server's moves after the deal: the skat, a timeout, a player leaving.
func (p *replay) worldMove(action string) (Move, error) {
	m := Move{Seat: NoSeat}
	if word, n, ok := strings.Cut(action, "."); ok && (word == "TI" || word == "LE") {
		s, err := ParseSeat(n)
		if err != nil || len(n) != 1 {
			return m, fmt.Errorf("bad seat %q after %s", n, word)
		}
		m.Seat, m.Kind = s, MoveTimeout
		p.r.Ended = MoveTimeout
		if p.phase == phaseBidding { // nobody became declarer
			p.r.Declarer = NoSeat
		}
		if word == "LE" {
			m.Kind, p.r.Ended = MoveLeave, MoveLeave
		}
		p.phase = phaseOver
		return m, nil
	}
	if p.phase != phaseSkat {
		return m, fmt.Errorf("unexpected world move (the skat is shown only after the declarer picks it up)")
	}
	fs, err := parseFaces(strings.Split(action, "."))
	if err != nil {
		return m, err
	}
	if len(fs) != SkatSize || fs[0] != p.faces[30] && fs[0] != p.faces[31] || fs[1] != p.faces[30] && fs[1] != p.faces[31] || fs[0] == fs[1] {
		return m, fmt.Errorf("the world shows %s but the skat dealt is %v.%v", action, p.faces[30], p.faces[31])
	}
	m.Kind, m.Cards = MoveSkat, fs
	p.phase = phaseDiscard
	return m, nil
}

// bid handles a bid, hold or pass. Round 1: MH bids to FH; round 2: RH bids to the survivor;
// round 3: when nobody has bid, FH may bid alone or pass the game in.
func (p *replay) bid(m Move, action string) (Move, error) {
	r := p.r
	switch {
	case action == "y":
		m.Kind = MoveHold
		if m.Seat != p.listener || !p.pending {
			return m, fmt.Errorf("%v holds, but no bid waits for its answer", m.Seat)
		}
		p.pending = false
		r.Declarer = m.Seat
		return m, nil
	case action == "p":
		m.Kind = MovePass
		switch {
		case p.round == 3 && m.Seat == FH:
			p.phase = phaseOver // passed in
			r.Declarer = NoSeat
			return m, nil
		case m.Seat == p.bidder && !p.pending:
			p.endRound(p.listener)
		case m.Seat == p.listener && p.pending:
			p.pending = false
			p.endRound(p.bidder)
		default:
			return m, fmt.Errorf("%v may not pass now (%v bids to %v)", m.Seat, p.bidder, p.listener)
		}
		return m, nil
	}
	n, err := strconv.Atoi(action)
	if err != nil {
		return m, fmt.Errorf("want a bid, y or p")
	}
	m.Kind, m.Bid = MoveBid, n
	switch {
	case m.Seat != p.bidder || p.pending:
		return m, fmt.Errorf("%v may not bid now (%v bids to %v)", m.Seat, p.bidder, p.listener)
	case n < 18 || !IsGameValue(n):
		return m, fmt.Errorf("%d is not a game value of 18 or more", n)
	case n <= r.Bid:
		return m, fmt.Errorf("bid %d does not exceed the bid of %d", n, r.Bid)
	}
	r.Bid = n
	if p.round == 3 {
		r.Declarer = FH
		p.phase = phaseDeclare
		return m, nil
	}
	p.pending = true
	r.Declarer = m.Seat
	return m, nil
}

// endRound closes a bidding round won by the seat survivor.
func (p *replay) endRound(survivor Seat) {
	if p.round == 1 {
		p.round, p.bidder, p.listener = 2, RH, survivor
		return
	}
	if p.r.Bid == 0 { // both MH and RH passed without a bid: FH may still bid
		p.round, p.bidder, p.listener = 3, FH, NoSeat
		return
	}
	p.r.Declarer = survivor
	p.phase = phaseDeclare
}

// declare handles the pick-up and the declaration.
func (p *replay) declare(m Move, action string) (Move, error) {
	r := p.r
	if m.Seat != r.Declarer {
		return m, fmt.Errorf("%v moves, but %v is the declarer", m.Seat, r.Declarer)
	}
	if action == "s" {
		if p.phase != phaseDeclare {
			return m, fmt.Errorf("the skat is already picked up")
		}
		m.Kind = MovePickUp
		p.pickedUp = true
		p.phase = phaseSkat
		return m, nil
	}
	parts := strings.Split(action, ".")
	c, err := ParseISSContract(parts[0])
	if err != nil {
		return m, err
	}
	if c.Hand == p.pickedUp {
		if p.pickedUp {
			return m, fmt.Errorf("%s is a hand game, but the declarer picked up the skat", parts[0])
		}
		return m, fmt.Errorf("%s without picking up the skat must be a hand game (H)", parts[0])
	}
	fs, err := parseFaces(parts[1:])
	if err != nil {
		return m, err
	}
	m.Kind, m.Contract, m.Cards = MoveDeclare, c, fs
	// Work in the layout of the contract from here on.
	g := c.Game
	from := Diamonds.Layout()
	l := g.Layout()
	r.Contract = c
	r.Deal = r.Deal.In(g)
	for i := range p.hands {
		p.hands[i] = Convert(p.hands[i], from, l)
	}
	own := p.hands[m.Seat]
	r.Skat = r.Deal.Skat
	if p.pickedUp {
		own |= r.Deal.Skat
		if len(fs) != SkatSize && len(fs) != SkatSize+HandSize {
			return m, fmt.Errorf("want two discards (and the ten cards shown in ouvert), got %d cards", len(fs))
		}
		var discard cards.Set
		for _, f := range fs[:SkatSize] {
			cd, _ := l.Card(f)
			if !own.Has(cd) || discard.Has(cd) {
				return m, fmt.Errorf("discard %v is not among the declarer's twelve cards", f)
			}
			discard |= cards.Bit(cd)
		}
		own &^= discard
		r.Skat = discard
		fs = fs[SkatSize:]
	}
	if len(fs) != 0 && len(fs) != HandSize {
		return m, fmt.Errorf("want the ten cards of the declarer's hand shown, got %d", len(fs))
	}
	if len(fs) != 0 && !c.Ouvert {
		return m, fmt.Errorf("cards are shown with %s, which is not ouvert", parts[0])
	}
	var shown cards.Set
	for _, f := range fs {
		cd, _ := l.Card(f)
		if !own.Has(cd) || shown.Has(cd) {
			return m, fmt.Errorf("shown card %v is not in the declarer's hand", f)
		}
		shown |= cards.Bit(cd)
	}
	p.hands[m.Seat] = own
	p.phase = phasePlay
	p.leader = FH
	return m, nil
}

// play handles a card, a show of cards or a resignation.
func (p *replay) play(m Move, action string) (Move, error) {
	r := p.r
	word, rest, _ := strings.Cut(action, ".")
	if word == "SC" || word == "RE" {
		m.Kind = MoveShow
		if word == "RE" {
			m.Kind = MoveResign
		}
		if rest != "" {
			fs, err := parseFaces(strings.Split(rest, "."))
			if err != nil {
				return m, err
			}
			m.Cards = fs
		}
		if m.Kind == MoveResign {
			p.resigned[m.Seat] = true
			d := r.Declarer
			if p.resigned[d] || p.resigned[d.Next()] && p.resigned[d.Next().Next()] {
				p.phase = phaseOver
				r.Ended = MoveResign
			}
		}
		return m, nil
	}
	f, err := ParseCard(action)
	if err != nil {
		return m, err
	}
	m.Kind, m.Card = MovePlay, f
	l := r.Contract.Game.Layout()
	c, _ := l.Card(f)
	turn := (p.leader + Seat(len(p.trick))) % NumSeats
	switch {
	case m.Seat != turn:
		return m, fmt.Errorf("%v plays, but it is %v's turn", m.Seat, turn)
	case !p.hands[m.Seat].Has(c):
		return m, fmt.Errorf("%v does not hold %v", m.Seat, f)
	case !Legal(l, p.hands[m.Seat], p.trick).Has(c):
		return m, fmt.Errorf("%v plays %v to the lead of %s but holds %s; it must follow suit",
			m.Seat, f, l.String(p.trick[0]), l.FormatSet(Legal(l, p.hands[m.Seat], p.trick)))
	}
	p.hands[m.Seat] &^= cards.Bit(c)
	p.trick = append(p.trick, c)
	r.Play = append(r.Play, c)
	if len(p.trick) == NumSeats {
		p.leader = (p.leader + Seat(TrickWinner(l, p.trick))) % NumSeats
		p.trick = p.trick[:0]
		p.tricks++
		if p.tricks == HandSize {
			p.phase = phaseOver
		}
	}
	return m, nil
}
