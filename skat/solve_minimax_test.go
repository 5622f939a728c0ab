// solve_minimax_test.go cross-checks the card-point solver, the null solver (fate and
// time-to-live) and the static bounds against a plain minimax written here on Position, on
// thousands of small random positions of all six game types.

package skat

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// mmKey identifies a trick-boundary position for the minimax memo.
type mmKey struct {
	hands  [NumSeats]cards.Set
	leader Seat
}

// minimaxer is a plain minimax over Position with a memo at trick boundaries.
type minimaxer struct {
	game     GameType
	declarer Seat
	memo     map[mmKey]int
}

func newMinimaxer(g GameType, d Seat) *minimaxer {
	return &minimaxer{game: g, declarer: d, memo: map[mmKey]int{}}
}

// step plays c for the seat to move in p (hands and trick as slices of the position) and
// returns the completed trick's winner (NoSeat when the trick goes on) and the trick's cards.
func step(l *cards.Layout, hands *[NumSeats]cards.Set, leader *Seat, trick *[]cards.Card, c cards.Card) (Seat, []cards.Card) {
	mover := (*leader + Seat(len(*trick))) % NumSeats
	hands[mover] &^= cards.Bit(c)
	*trick = append(*trick, c)
	if len(*trick) < NumSeats {
		return NoSeat, nil
	}
	done := *trick
	w := (*leader + Seat(TrickWinner(l, done))) % NumSeats
	*leader = w
	*trick = nil
	return w, done
}

// points returns the declarer's card points from the position on (the current trick included).
func (m *minimaxer) points(hands [NumSeats]cards.Set, leader Seat, trick []cards.Card) int {
	l := m.game.Layout()
	if len(trick) == 0 {
		if hands[leader] == 0 {
			return 0
		}
		if v, ok := m.memo[mmKey{hands, leader}]; ok {
			return v
		}
	}
	mover := (leader + Seat(len(trick))) % NumSeats
	legal := Legal(l, hands[mover], trick)
	best := -1
	for x := legal; x != 0; x &= x - 1 {
		h, ld, tr := hands, leader, append([]cards.Card(nil), trick...)
		w, done := step(l, &h, &ld, &tr, x.Lowest())
		v := m.points(h, ld, tr)
		if w == m.declarer {
			for _, c := range done {
				v += l.Points[c]
			}
		}
		if best < 0 || mover == m.declarer && v > best || mover != m.declarer && v < best {
			best = v
		}
	}
	if len(trick) == 0 {
		m.memo[mmKey{hands, leader}] = best
	}
	return best
}

// noTrick is the value of a null line in which the declarer takes no trick.
const noTrick = 100

// firstTrick returns the number (1 = the current trick) of the first trick the declarer takes
// when the defenders hurry it and he delays it, noTrick when he takes none.
func (m *minimaxer) firstTrick(hands [NumSeats]cards.Set, leader Seat, trick []cards.Card) int {
	l := m.game.Layout()
	if len(trick) == 0 {
		if hands[leader] == 0 {
			return noTrick
		}
		if v, ok := m.memo[mmKey{hands, leader}]; ok {
			return v
		}
	}
	mover := (leader + Seat(len(trick))) % NumSeats
	legal := Legal(l, hands[mover], trick)
	best := -1
	for x := legal; x != 0; x &= x - 1 {
		h, ld, tr := hands, leader, append([]cards.Card(nil), trick...)
		w, _ := step(l, &h, &ld, &tr, x.Lowest())
		var v int
		switch {
		case w == m.declarer:
			v = 1
		case w == NoSeat:
			v = m.firstTrick(h, ld, tr)
		default:
			v = m.firstTrick(h, ld, tr)
			if v != noTrick {
				v++
			}
		}
		if best < 0 || mover == m.declarer && v > best || mover != m.declarer && v < best {
			best = v
		}
	}
	if len(trick) == 0 {
		m.memo[mmKey{hands, leader}] = best
	}
	return best
}

// ttl turns a firstTrick value into a time-to-live.
func ttl(v int) int {
	if v == noTrick {
		return 0
	}
	return v
}

// randomPosition deals n cards a seat (and, for point games, sometimes a skat), picks a random
// declarer and leader and plays 0 to 2 random legal cards.
func randomPosition(rng *rand.Rand, g GameType, n int) *Position {
	l := g.Layout()
	deck := l.All.Cards()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	p := &Position{Game: g, Declarer: Seat(rng.IntN(3)), Leader: Seat(rng.IntN(3))}
	k := 0
	for s := range p.Hands {
		for i := 0; i < n; i++ {
			p.Hands[s] |= cards.Bit(deck[k])
			k++
		}
	}
	if g != Null && rng.IntN(2) == 0 {
		p.Skat = cards.Bit(deck[k]) | cards.Bit(deck[k+1])
	}
	for played := rng.IntN(3); len(p.Trick) < played; {
		legal := Legal(l, p.Hands[p.ToMove()], p.Trick).Cards()
		c := legal[rng.IntN(len(legal))]
		p.Hands[p.ToMove()] &^= cards.Bit(c)
		p.Trick = append(p.Trick, c)
	}
	return p
}

func TestMinimaxCrossCheck(t *testing.T) {
	const count = 2400
	rng := rand.New(rand.NewPCG(7, 11))
	solvers := []*Solver{NewSolver(SolveOptions{TableMB: 1}), NewSolver(SolveOptions{TableMB: 1, NoBounds: true})}
	var nullLost, nullWon int
	for i := 0; i < count; i++ {
		g := GameType(i % NumGameTypes)
		p := randomPosition(rng, g, 1+rng.IntN(5))
		l := g.Layout()
		m := newMinimaxer(g, p.Declarer)
		s := solvers[(i/NumGameTypes)%2] // every game with and without static analysis
		if g == Null {
			want := ttl(m.firstTrick(p.Hands, p.Leader, p.Trick))
			got, err := s.Null(p)
			if err != nil {
				t.Fatalf("%d: Null(%s): %v", i, p, err)
			}
			if got.TimeToLive != want || got.Lost != (want > 0) {
				t.Fatalf("%d: Null(%s) = %+v; want time-to-live %d", i, p, got, want)
			}
			if got.Lost {
				nullLost++
			} else {
				nullWon++
			}
			moves, err := s.NullMoves(p)
			if err != nil {
				t.Fatal(err)
			}
			checkMoves(t, i, p, moves, func(h [NumSeats]cards.Set, ld Seat, tr []cards.Card, w Seat) int {
				switch {
				case w == p.Declarer:
					return 1
				case w == NoSeat:
					return ttl(m.firstTrick(h, ld, tr))
				}
				v := ttl(m.firstTrick(h, ld, tr))
				if v > 0 {
					v++
				}
				return v
			})
			continue
		}
		skat := l.SetPoints(p.Skat)
		want := m.points(p.Hands, p.Leader, p.Trick) + skat
		got, err := s.Points(p)
		if err != nil {
			t.Fatalf("%d: Points(%s): %v", i, p, err)
		}
		if got != want {
			t.Fatalf("%d: Points(%s) = %d; want %d", i, p, got, want)
		}
		moves, err := s.MovePoints(p)
		if err != nil {
			t.Fatal(err)
		}
		checkMoves(t, i, p, moves, func(h [NumSeats]cards.Set, ld Seat, tr []cards.Card, _ Seat) int {
			return m.points(h, ld, tr) + skat
		})
	}
	if nullLost == 0 || nullWon == 0 {
		t.Fatalf("null positions: %d lost, %d won; want both kinds", nullLost, nullWon)
	}
}

// checkMoves compares the solver's move values with want, the minimax value of the position
// after each legal card (w is the winner of the trick that card completed, NoSeat if none). For
// point games the completed trick's points are added here when the declarer wins it.
func checkMoves(t *testing.T, i int, p *Position, moves []MoveValue, want func([NumSeats]cards.Set, Seat, []cards.Card, Seat) int) {
	t.Helper()
	l := p.Game.Layout()
	legal := Legal(l, p.Hands[p.ToMove()], p.Trick)
	if len(moves) != legal.Count() {
		t.Fatalf("%d: %d move values for %d legal cards in %s", i, len(moves), legal.Count(), p)
	}
	for _, mv := range moves {
		if !legal.Has(mv.Card) {
			t.Fatalf("%d: move value for %s, not a legal card in %s", i, l.String(mv.Card), p)
		}
		h, ld, tr := p.Hands, p.Leader, append([]cards.Card(nil), p.Trick...)
		w, done := step(l, &h, &ld, &tr, mv.Card)
		v := want(h, ld, tr, w)
		if p.Game != Null && w == p.Declarer {
			for _, c := range done {
				v += l.Points[c]
			}
		}
		if mv.Value != v {
			t.Fatalf("%d: move %s in %s = %d; want %d", i, l.String(mv.Card), p, mv.Value, v)
		}
	}
}

// boundaryOf returns the solver's view of a trick-boundary position (declarer at seat 0).
func boundaryOf(p *Position) solver.Boundary {
	q, _ := toSolver(p)
	b := solver.Boundary{Hands: q.Hands, Leader: q.Leader}
	for _, h := range q.Hands {
		b.Live |= h
	}
	return b
}

// TestBoundsSound checks lo ≤ value ≤ hi on random trick-boundary positions of the point games,
// and again on variants that keep what rel says the bounds rely on: the hand lengths per class,
// the owners of each class's live cards down to the lowest rel card, and the live point cards;
// the cards below are dealt again among the seats and may be other cards of no value.
func TestBoundsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var cuts, tight int
	for i := 0; i < 3000; i++ {
		g := GameType(i % 5)
		l := g.Layout()
		p := randomPosition(rng, g, 1+rng.IntN(5))
		p.Trick, p.Skat = nil, 0
		for s := range p.Hands { // equal hand sizes at a boundary
			for p.Hands[s].Count() > p.Hands[p.Leader].Count() {
				p.Hands[s] &^= cards.Bit(p.Hands[s].Lowest())
			}
		}
		for p.Hands[p.Leader].Count() > p.Hands[(p.Leader+1)%3].Count() {
			p.Hands[p.Leader] &^= cards.Bit(p.Hands[p.Leader].Lowest())
		}
		b := NewBounds(g)
		x := boundaryOf(p)
		lo, hi, rel := b.Bound(&x)
		want := newMinimaxer(g, p.Declarer).points(p.Hands, p.Leader, nil)
		if lo > want || hi < want {
			t.Fatalf("%d: Bound(%s) = [%d, %d]; value %d", i, p, lo, hi, want)
		}
		if lo > 0 || hi < l.SetPoints(x.Live) {
			cuts++
		}
		if lo == hi {
			tight++
		}
		for v := 0; v < 3; v++ {
			q := variant(rng, p, rel|x.Live&b.pointed)
			want := newMinimaxer(g, q.Declarer).points(q.Hands, q.Leader, nil)
			if lo > want || hi < want {
				t.Fatalf("%d: Bound(%s) = [%d, %d] with rel %s; variant %s has value %d", i, p, lo, hi,
					l.FormatSet(rel), q, want)
			}
		}
	}
	if cuts < 300 {
		t.Fatalf("only %d of 3000 bounds better than trivial", cuts)
	}
	t.Logf("%d non-trivial bounds, %d exact", cuts, tight)
}

// variant returns a copy of p in which, per class, the live cards below the lowest card of rel
// are replaced by random cards of no value below it, dealt to the same seats in random order.
func variant(rng *rand.Rand, p *Position, rel cards.Set) *Position {
	l := p.Game.Layout()
	q := *p
	var live cards.Set
	for _, h := range p.Hands {
		live |= h
	}
	for k := 0; k < l.NumClasses; k++ {
		cl := l.Classes[k]
		free := cl // the cards below the lowest rel card of the class
		if r := rel & cl; r != 0 {
			free = cl.Below(r.Lowest())
		}
		low := live & free
		var owners []Seat
		for c := low.Highest(); low != 0; c = low.Highest() {
			low &^= cards.Bit(c)
			for s := range p.Hands {
				if p.Hands[s].Has(c) {
					owners = append(owners, Seat(s))
					q.Hands[s] &^= cards.Bit(c)
				}
			}
		}
		var zero []cards.Card
		for _, c := range free.Cards() {
			if l.Points[c] == 0 {
				zero = append(zero, c)
			}
		}
		if len(zero) < len(owners) {
			panic("variant: point cards below rel")
		}
		rng.Shuffle(len(zero), func(i, j int) { zero[i], zero[j] = zero[j], zero[i] })
		rng.Shuffle(len(owners), func(i, j int) { owners[i], owners[j] = owners[j], owners[i] })
		for i, s := range owners {
			q.Hands[s] |= cards.Bit(zero[i])
		}
	}
	return &q
}

// TestLayoutsZeroBelowPoints pins the property the bounds' rel relies on: in every class of the
// point-game layouts, all cards without points lie below all cards with points.
func TestLayoutsZeroBelowPoints(t *testing.T) {
	for g := Diamonds; g <= Grand; g++ {
		l := g.Layout()
		for k := 0; k < l.NumClasses; k++ {
			seenPoints := false
			for _, c := range l.Classes[k].Cards() {
				if l.Points[c] > 0 {
					seenPoints = true
				} else if seenPoints {
					t.Fatalf("%v: %s has no points but lies above a point card", g, l.String(c))
				}
			}
		}
	}
}
