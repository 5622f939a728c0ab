// solve.go configures the open-hand solver for bridge: positions, tricks, card values and the
// double-dummy table of a deal.

package bridge

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// Solver solves bridge positions double dummy. It keeps one transposition table across calls and is
// not safe for concurrent use; run one per goroutine.
type Solver struct {
	s      *solver.Solver
	strain Strain
	side   int // side whose tricks count: 0 North-South, 1 East-West
	opts   solver.Options
	bd     *bounds // static bounds of the current strain and side; nil when switched off

	quickTricks bool
}

// NewSolver returns a solver whose transposition table takes about tableMB megabytes (0: default).
func NewSolver(o solver.Options) *Solver {
	return &Solver{strain: -1, opts: o, quickTricks: true}
}

// SetQuickTricks switches the quick-trick and top-trump bounds on or off (default on; off for
// ablation, see docs/PERFORMANCE.md). It takes effect for solvers that have not solved anything yet.
func (b *Solver) SetQuickTricks(on bool) { b.quickTricks = on }

// boundsFirstTricks is the number of tricks left from which down the bounds are asked before the
// table (docs/PERFORMANCE.md, ninth session), and boundsFirstTrumps the same while trumps are left.
const (
	boundsFirstTricks = 5
	boundsFirstTrumps = 3
)

// rules returns the solver rules for a strain with the tricks of one side counted.
func rules(strain Strain, side int) solver.Rules {
	r := solver.Rules{Layout: strain.Layout(), Seats: NumSeats, TrickValue: 1}
	for s := Seat(0); s < NumSeats; s++ {
		r.Max[s] = int(s&1) == side
		r.Counts[s] = r.Max[s]
	}
	return r
}

// use switches the solver to a strain, counting the tricks of a side; the table is kept when neither
// changes.
func (b *Solver) use(strain Strain, side int) error {
	if b.s == nil {
		o := b.opts
		if b.quickTricks {
			// (The hook's closure holds the hook, which use overwrites in place when the strain or
			// side changes.)
			b.bd = newBounds(strain, side)
			o.Bounds = b.bd.hook()
			// The table is probed before the bounds are called, but in the last five tricks: there
			// the bounds settle most tests, with fewer cards than the table's entries rely on, and
			// the proofs above them come out smaller (list100 tables -2.1 % nodes, thomas1
			// notrump -14 % trick starts and -18 % time, thomas2 -20 % nodes and -30 % time). Called first at every
			// trick boundary they save a little more (-2.8 %) but cost more than they save on
			// ordinary deals (callgrind TableList10 +5.6 % instructions; from five tricks +1.5 %).
			//
			// While trumps are left, from three tricks only: at four and five tricks the table
			// answers many of those tests without the hook's call, and the hook asked after it
			// tries trumpsAndCash there too (callgrind TableList10 -1.6 % instructions, FutList10
			// -0.15 %, NodeSuite +0.13 % nodes; thomas2's trump strains +1.3 % nodes and +0.25 %
			// instructions). Without trumps five stays: from four, thomas2 notrump took +4 % nodes.
			// (From four tricks with trumps: TableList10 -1.2 %, thomas2 trump strains +0.4 % nodes.)
			o.BoundsFirstTricks, o.BoundsFirstTrumps = boundsFirstTricks, boundsFirstTrumps
		}
		s, err := solver.New(rules(strain, side), o)
		if err != nil {
			return err
		}
		b.s, b.strain, b.side = s, strain, side
		return nil
	}
	if strain == b.strain && side == b.side {
		return nil
	}
	b.strain, b.side = strain, side
	if b.bd != nil {
		b.bd.set(strain, side)
	}
	return b.s.SetRules(rules(strain, side), false)
}

// Position is a bridge position: the cards still held, the strain, the seat that led the current
// trick and the cards already played to it, the leader's first.
type Position struct {
	Deal   Deal
	Strain Strain
	Leader Seat
	Trick  []cards.Card // at most 3 cards, bits of the bridge layout (cards.BridgeCard)
}

// toSolver checks p and converts it. Cards of the trick that are still in the hand of the seat that
// played them are taken out of that hand first, so a deal may be given before or after the trick.
func (p *Position) toSolver() (solver.Position, error) {
	var sp solver.Position
	if p.Strain < 0 || p.Strain >= NumStrains {
		return sp, fmt.Errorf("bad strain %d", p.Strain)
	}
	if p.Leader < 0 || p.Leader >= NumSeats {
		return sp, fmt.Errorf("bad leader %d", p.Leader)
	}
	if len(p.Trick) > 3 {
		return sp, fmt.Errorf("%d cards in the current trick, at most 3", len(p.Trick))
	}
	sp.Hands = p.Deal
	sp.Leader = int(p.Leader)
	for i, c := range p.Trick {
		seat := (p.Leader + Seat(i)) & 3
		if c >= 64 || !layout.All.Has(c) {
			return sp, fmt.Errorf("trick card %d is not a bridge card", i+1)
		}
		sp.Hands[seat] &^= cards.Bit(c)
		for o := Seat(0); o < NumSeats; o++ {
			if o != seat && sp.Hands[o].Has(c) {
				return sp, fmt.Errorf("%s is played by %v but held by %v", layout.String(c), seat, o)
			}
		}
		sp.Trick[i] = c
	}
	sp.Played = len(p.Trick)
	r := rules(p.Strain, 0)
	if err := sp.Check(&r); err != nil {
		return sp, fmt.Errorf("%v", seatNames(err, p))
	}
	return sp, nil
}

// seatNames rewrites solver seat numbers in an error into bridge seat letters.
func seatNames(err error, _ *Position) string {
	msg := err.Error()
	out := make([]byte, 0, len(msg))
	for i := 0; i < len(msg); i++ {
		if i+6 < len(msg) && msg[i:i+5] == "seat " && msg[i+5] >= '0' && msg[i+5] <= '3' && (i+6 == len(msg) || msg[i+6] < '0' || msg[i+6] > '9') {
			out = append(out, Seat(msg[i+5]-'0').String()...)
			i += 5
			continue
		}
		out = append(out, msg[i])
	}
	return string(out)
}

// ToMove returns the seat to play next.
func (p *Position) ToMove() Seat { return (p.Leader + Seat(len(p.Trick))) & 3 }

// Tricks returns the number of tricks, from the current trick (if any) to the end, that the side of
// the seat to move takes with best play by all four seats.
func (b *Solver) Tricks(p Position) (int, error) {
	sp, err := p.toSolver()
	if err != nil {
		return 0, err
	}
	if err := b.use(p.Strain, int(p.ToMove()&1)); err != nil {
		return 0, err
	}
	return b.s.Value(&sp)
}

// CardValue is the value of one legal card: the tricks the side of the seat to move takes from the
// current trick to the end when that card is played.
type CardValue struct {
	Card   cards.Card
	Tricks int
}

// CardValues returns the value of every legal card of the seat to move, highest card first in each
// suit, suits in the order spades, hearts, diamonds, clubs... as the solver orders bits.
func (b *Solver) CardValues(p Position) ([]CardValue, error) {
	sp, err := p.toSolver()
	if err != nil {
		return nil, err
	}
	if err := b.use(p.Strain, int(p.ToMove()&1)); err != nil {
		return nil, err
	}
	v, err := b.s.CardValues(&sp)
	if err != nil {
		return nil, err
	}
	out := make([]CardValue, len(v))
	for i, cv := range v {
		out[i] = CardValue{cv.Card, cv.Value}
	}
	return out, nil
}

// Table computes the double-dummy table of a deal: for every strain and declarer, the tricks the
// declarer takes when the seat at the declarer's left leads.
func (b *Solver) Table(d Deal) (Table, error) {
	var t Table
	for strain := Strain(0); strain < NumStrains; strain++ {
		col, err := b.StrainTable(d, strain)
		if err != nil {
			return t, err
		}
		for declarer := Seat(0); declarer < NumSeats; declarer++ {
			t[declarer][strain] = col[declarer]
		}
	}
	return t, nil
}

// StrainTable computes one strain of the double-dummy table: for every declarer, the tricks the
// declarer takes when the seat at the declarer's left leads. It starts from an empty transposition
// table, which the four solves share (tricks are counted for North-South throughout, and each
// leader's first guess comes from North's or the partner's value), so its answers and node counts
// do not depend on what the solver did before: strains of one deal may go to different solvers.
func (b *Solver) StrainTable(d Deal, strain Strain) ([NumSeats]int, error) {
	var col [NumSeats]int
	if err := d.Check(); err != nil {
		return col, err
	}
	if strain < 0 || strain >= NumStrains {
		return col, fmt.Errorf("bad strain %d", strain)
	}
	if err := b.use(strain, 0); err != nil {
		return col, err
	}
	b.s.ClearTable()
	n := d[North].Count()
	half := (n + 1) / 2
	if 2*points(d[North]|d[South]) < points(d[North]|d[South]|d[East]|d[West]) {
		half-- // see points
	}
	var ns [NumSeats]int
	for leader := Seat(0); leader < NumSeats; leader++ {
		// The first guess: half the tricks for North (one less when North-South hold fewer
		// than half the high-card points); East's value is mostly North's (or one less);
		// South's and West's are mostly their partner's (on list100 93 and 95 % of the
		// strains; East against North 63 %). The guess from the partner saves tests where the
		// sides' values differ: 13 % of the notrump trick starts of thomas1.
		guess := half
		switch leader {
		case East:
			guess = ns[North]
		case South, West:
			guess = ns[leader.Partner()]
		}
		sp := solver.Position{Hands: d, Leader: int(leader)}
		v, err := b.s.ValueFrom(&sp, guess)
		if err != nil {
			return col, err
		}
		ns[leader] = v
		declarer := (leader + 3) & 3
		if declarer&1 == 0 {
			col[declarer] = v
		} else {
			col[declarer] = n - v
		}
	}
	return col, nil
}

// points returns the high-card points of a set of cards (ace 4, king 3, queen 2, jack 1). They
// only choose North's first guess between the two targets next to half the tricks (a guess read
// off the points did worse, docs/PERFORMANCE.md). Where North-South hold fewer than half the
// points North's value is mostly below half, and a first test one lower saves the test above the
// value; the cheap tests that succeed below it also leave lower bounds that East's first test uses
// (list100 tables -1.0 % nodes, the list10 tables -1.7 %, hard and long deals -0.5 %). One lower
// on every deal saved a little more on list100 but cost thomas2, where the points are even and
// North's value is 7, +25 % in spades.
func points(h cards.Set) int {
	const lanes = cards.Set(0x0001000100010001) // one bit a suit; a card's bit is its rank
	return (h & (lanes << 11)).Count() + 2*(h&(lanes<<12)).Count() + 3*(h&(lanes<<13)).Count() + 4*(h&(lanes<<14)).Count()
}

// ClearTable empties the transposition table (and the cutoff memory), so that the next solve
// searches as a fresh solver's would: the same answers and node counts, without allocating a new
// table. Answers never depend on the table; node counts do.
func (b *Solver) ClearTable() {
	if b.s != nil {
		b.s.ClearTable()
	}
}

// ResetStats zeroes the search counters.
func (b *Solver) ResetStats() {
	if b.s != nil {
		b.s.ResetStats()
	}
}

// Diag returns the search's shape counters (solver.Diag): nil unless built with -tags diag, or
// before the first solve.
func (b *Solver) Diag() *solver.Diag {
	if b.s == nil {
		return nil
	}
	return b.s.Diag()
}

// ResetDiag clears the shape counters.
func (b *Solver) ResetDiag() {
	if b.s != nil {
		b.s.ResetDiag()
	}
}

// Stats returns the search counters of the underlying solver.
func (b *Solver) Stats() solver.Stats {
	if b.s == nil {
		return solver.Stats{}
	}
	return b.s.Stats()
}
