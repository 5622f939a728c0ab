// solve.go holds the convenient API of the open-hand Skat solver: card points of suit and grand
// positions, the declarer's fate and time-to-live in null, and the value of every legal card.

package skat

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// SolveOptions configure a Solver.
type SolveOptions struct {
	// TableMB is the transposition table size of each card-point game type in megabytes
	// (default 16; a solver keeps one table per game type it has seen).
	TableMB int
	// NullTableMB is the table size of each null horizon in megabytes (default 1).
	NullTableMB int
	NoTable     bool // switch the transposition table off (ablation, tests)
	NoPartition bool // switch lowest-winning-rank partition search off (ablation)
	// NoSimilarity switches payoff similarity off: table entries then answer only positions with
	// the same card values (ablation).
	NoSimilarity bool
	NoBounds     bool // switch the static analysis of bounds.go off (ablation, tests)
	// NoSureCards keeps the points of the sure top trumps in the table's values (ablation; see
	// solver.Options.NoSureCards).
	NoSureCards bool
	// L1Similarity widens table bounds by the thesis's symmetric L1 distance (ablation; see
	// solver.Options.L1Similarity).
	L1Similarity bool
}

// Solver solves open-hand Skat positions. It keeps one search (with its table) per game type,
// so positions of the same game solved in sequence share what was learned. The seats are
// rotated so that the declarer is always the solver's seat 0: tables do not depend on who
// declares. A Solver is not safe for concurrent use; run one per goroutine.
type Solver struct {
	opts   SolveOptions
	points [Grand + 1]*pointSearch
	null   [HandSize + 1]*solver.Solver // index: solver.Rules.StopAt
}

// pointSearch is the card-point search of one game type with its static analysis.
type pointSearch struct {
	s      *solver.Solver
	bounds *Bounds
}

// NewSolver returns a solver with empty tables.
func NewSolver(o SolveOptions) *Solver {
	if o.TableMB <= 0 {
		o.TableMB = 16
	}
	if o.NullTableMB <= 0 {
		o.NullTableMB = 1
	}
	return &Solver{opts: o}
}

// PointRules returns the solver rules of a suit or grand game with the declarer at seat 0: three
// seats, the declarer maximising and counting, tricks worth their card points only.
func PointRules(g GameType) solver.Rules {
	r := solver.Rules{Layout: g.Layout(), Seats: NumSeats}
	r.Max[0], r.Counts[0] = true, true
	return r
}

// nullTrickLayout is the null layout without card points: null is decided by tricks alone, and
// without points the search's table entries need not match on them.
var nullTrickLayout *cards.Layout

// init runs after layout.go's (files initialise in name order), so the null layout exists.
func init() {
	l := *Null.Layout()
	l.Points = [64]int{}
	l.Name = "null tricks"
	nullTrickLayout = &l
}

// NullRules returns the solver rules of null with the declarer at seat 0: the declarer's tricks
// count one each, the defenders maximise them, and play stops when every hand holds stopAt
// cards (0 plays to the end).
func NullRules(stopAt int) solver.Rules {
	r := solver.Rules{Layout: nullTrickLayout, Seats: NumSeats, TrickValue: 1, StopAt: stopAt}
	r.Max[1], r.Max[2] = true, true
	r.Counts[0] = true
	return r
}

// toSolver converts p to a solver position with the declarer at seat 0 and reports the number
// of tricks left, the current one included.
func toSolver(p *Position) (solver.Position, int) {
	var q solver.Position
	for s := Seat(0); s < NumSeats; s++ {
		q.Hands[rotate(s, p.Declarer)] = p.Hands[s]
	}
	q.Leader = rotate(p.Leader, p.Declarer)
	q.Played = len(p.Trick)
	copy(q.Trick[:], p.Trick)
	return q, p.Hands[p.ToMove()].Count()
}

// rotate returns the solver seat of s when the declarer sits at seat 0.
func rotate(s, declarer Seat) int { return int((s - declarer + NumSeats) % NumSeats) }

// check validates p for the solver: a consistent position of the right kind of game.
func check(p *Position, null bool) error {
	if p == nil {
		return fmt.Errorf("skat: no position")
	}
	if err := p.Check(); err != nil {
		return err
	}
	if null != (p.Game == Null) {
		if null {
			return fmt.Errorf("skat: %v is not a null game", p.Game)
		}
		return fmt.Errorf("skat: null positions have no card-point value; solve them with Null")
	}
	return nil
}

// pointSolver returns the card-point search of game g, made on first use.
func (s *Solver) pointSolver(g GameType) (*pointSearch, error) {
	if ps := s.points[g]; ps != nil {
		return ps, nil
	}
	ps := &pointSearch{}
	o := solver.Options{TableMB: s.opts.TableMB, NoTable: s.opts.NoTable, NoPartition: s.opts.NoPartition, NoSimilarity: s.opts.NoSimilarity, NoSureCards: s.opts.NoSureCards, L1Similarity: s.opts.L1Similarity}
	if !s.opts.NoBounds {
		ps.bounds = NewBounds(g)
		o.Bounds = ps.bounds.Func()
		// The declarer's bound settles most tests where he leads, and costs less than a probe.
		o.BoundsFirst[0] = true
	}
	sv, err := solver.New(PointRules(g), o)
	if err != nil {
		return nil, err
	}
	ps.s = sv
	s.points[g] = ps
	return ps, nil
}

// Points returns the declarer's card points from p under best play by all three seats: the
// points of the tricks still to come (the cards already in the current trick included) plus the
// skat's points when p holds the skat. Points already taken in finished tricks are not part of
// p; add them. Null positions are an error (see Null).
func (s *Solver) Points(p *Position) (int, error) {
	if err := check(p, false); err != nil {
		return 0, err
	}
	ps, err := s.pointSolver(p.Game)
	if err != nil {
		return 0, err
	}
	q, _ := toSolver(p)
	v, err := mtdDown(ps.s, &q, 0, livePoints(p))
	if err != nil {
		return 0, err
	}
	return v + p.Game.Layout().SetPoints(p.Skat), nil
}

// livePoints returns the card points still in play in p: the hands and the current trick.
func livePoints(p *Position) int {
	l := p.Game.Layout()
	n := l.SetPoints(p.Hands[FH] | p.Hands[MH] | p.Hands[RH])
	for _, c := range p.Trick {
		n += l.Points[c]
	}
	return n
}

// mtdDown finds the value of q, known to lie in [lo, hi], by zero-window tests from the top: each
// test is at the least upper bound proven so far, t = hi, and either fails, proving a new upper
// bound (fail-soft: often more than t-1 far from the value), or succeeds, and then the value is
// t. This is MTD(f) started from +∞ (Plaat et al.: the order of SSS*). It takes more tests than
// bisection (45 against 6 from a full deal) but fewer nodes: a test that fails near the value
// costs a few thousand nodes, one that succeeds there tens of thousands, and the descent has one
// success where bisection has three or four. On the 150 full_game deals the value's mean nodes
// fall from 225 k to 159 k.
func mtdDown(sv *solver.Solver, q *solver.Position, lo, hi int) (int, error) {
	for lo < hi {
		v, err := sv.Bound(q, hi)
		if err != nil {
			return 0, fmt.Errorf("skat: %v", err)
		}
		if v >= hi {
			return hi, nil
		}
		hi = max(v, lo)
	}
	return lo, nil
}

// MoveValue is the value of one legal card of the seat to move: the declarer's card points (as
// Points counts them) when that card is played and everyone plays best afterwards, or in null
// the time-to-live after it (0: the declarer takes no trick).
type MoveValue struct {
	Card  cards.Card // in the layout of the position's game
	Value int
}

// MovePoints returns the value of every legal card of the seat to move, as Points counts it,
// strongest class and card first. Power-equivalent cards get the same value.
//
// It does not solve the position first: the position's value is the best card's, so a search of
// it would only repeat the work of the cards' own. The declarer's cards are solved together, by
// one descent from the top over all of them (declarerMoves); a defender's in order, each from
// the best value of those before it (cardPoints).
func (s *Solver) MovePoints(p *Position) ([]MoveValue, error) {
	if err := check(p, false); err != nil {
		return nil, err
	}
	ps, err := s.pointSolver(p.Game)
	if err != nil {
		return nil, err
	}
	q, _ := toSolver(p)
	hi := livePoints(p)
	r := PointRules(p.Game)
	l := r.Layout
	skat := l.SetPoints(p.Skat)
	live := p.Hands[FH] | p.Hands[MH] | p.Hands[RH]
	for _, c := range p.Trick {
		live |= cards.Bit(c)
	}
	if q.ToMove(&r) == 0 {
		st, err := declarerMoves(ps.s, &q, &r, live, hi)
		if err != nil {
			return nil, err
		}
		out := make([]MoveValue, len(st))
		for i := range st {
			out[i] = MoveValue{Card: st[i].card, Value: st[i].gain + st[i].lo + skat}
		}
		return out, nil
	}
	best := -1 // the best value for the seat to move of the cards so far (-1: none yet)
	legal := q.Legal(&r)
	out := make([]MoveValue, 0, legal.Count())
	prev := cards.NoCard
	for c := legal.Highest(); legal != 0; c = legal.Highest() {
		legal &^= cards.Bit(c)
		// Next to the previous card in power (same class, no live card between them): playing
		// it is playing the previous card with the two cards' points swapped, so its value
		// differs by at most the difference of their points (payoff similarity, thesis 7.3),
		// and with the same points it is the same.
		d := nearDiff(l, live, prev, c)
		if d == 0 {
			out = append(out, MoveValue{Card: c, Value: out[len(out)-1].Value})
			prev = c
			continue
		}
		prev = c
		next := q
		winner, pts := next.Play(&r, c)
		gain := 0
		if winner == 0 {
			gain = pts
		}
		v := gain
		if winner < 0 || next.Hands[next.Leader] != 0 {
			left := hi // the card moved to the trick, still in play
			if winner >= 0 {
				left = hi - pts
			}
			lo, up := 0, left // the window of the points to come
			if d > 0 {
				pv := out[len(out)-1].Value - skat - gain
				lo, up = max(pv-d, 0), min(pv+d, left)
			}
			g := -1
			if best >= 0 {
				g = max(best-gain, 0)
			}
			w, err := cardPoints(ps.s, &next, lo, up, g)
			if err != nil {
				return nil, err
			}
			v += w
		}
		if best < 0 || v < best {
			best = v
		}
		out = append(out, MoveValue{Card: c, Value: v + skat})
	}
	return out, nil
}

// nearDiff returns the difference of the points of a and b when they are next to each other in
// power (same class, no other live card between them), -1 when they are not (or a is NoCard).
// Playing one is then playing the other with the two cards' points swapped, so their values
// differ by at most that difference (payoff similarity, thesis 7.3), and with the same points
// they are the same.
func nearDiff(l *cards.Layout, live cards.Set, a, b cards.Card) int {
	if a == cards.NoCard || b == cards.NoCard || l.ClassOf[a] != l.ClassOf[b] {
		return -1
	}
	if a < b {
		a, b = b, a
	}
	if live&l.Classes[l.ClassOf[a]]&^cards.Bit(a)&^cards.Bit(b)&(cards.Bit(a)-1)&^(cards.Bit(b)*2-1) != 0 {
		return -1
	}
	return max(l.Points[a]-l.Points[b], l.Points[b]-l.Points[a])
}

// cardState is one legal card of the declarer in declarerMoves: the position after it, the
// points its own trick gives him when it completes one, and bounds on the points still to come.
type cardState struct {
	card   cards.Card
	next   solver.Position
	gain   int
	lo, hi int
	near   int  // nearDiff with the next card in order, -1 when not next to it
	solved bool // lo == hi is the value
}

// declarerMoves solves every legal card of the declarer, to move in q (hi: the points still in
// play), by one descent from the top over all of them: each zero-window test is at the highest
// upper bound (with the card's own trick) of the cards not yet solved, on the first card in
// order that has it; it fails, and the card's bound falls to the fail-soft result, or succeeds,
// and then the bound is the card's value. This is MTD(f) from +∞ at the root (the order of SSS*):
// the first card solved is the best, and no test succeeds below a card's value (such tests cost
// most: a success proof must answer every defence). On the full_game deals where the declarer
// is to move it searches 10 % fewer nodes than solving the cards one after another from the best
// so far (cardPoints; ten_cards 3 % fewer, eight and nine_cards within 1 %). For a defender to
// move the same descent searched 4 % more nodes than cardPoints, which serves them still.
//
// A card next to another in power (nearDiff d) has a value within d of the other's: every bound
// of one, widened by d, bounds the other, and with d = 0 they share one search.
func declarerMoves(sv *solver.Solver, q *solver.Position, r *solver.Rules, live cards.Set, hi int) ([]cardState, error) {
	l := r.Layout
	legal := q.Legal(r)
	st := make([]cardState, 0, legal.Count())
	for c := legal.Highest(); legal != 0; c = legal.Highest() {
		legal &^= cards.Bit(c)
		x := cardState{card: c, next: *q, near: -1}
		winner, pts := x.next.Play(r, c)
		if winner == 0 {
			x.gain = pts
		}
		x.hi = hi // the card moved to the trick, still in play
		if winner >= 0 {
			x.hi = hi - pts
		}
		if winner >= 0 && x.next.Hands[x.next.Leader] == 0 {
			x.hi, x.solved = 0, true // the last trick
		}
		if n := len(st); n > 0 {
			st[n-1].near = nearDiff(l, live, st[n-1].card, c)
		}
		st = append(st, x)
	}
	for {
		b := -1
		for i := range st {
			if x := &st[i]; !x.solved && (b < 0 || x.gain+x.hi > st[b].gain+st[b].hi) {
				b = i
			}
		}
		if b < 0 {
			return st, nil
		}
		x := &st[b]
		if x.lo < x.hi {
			t := x.hi
			v, err := sv.Bound(&x.next, t)
			if err != nil {
				return nil, fmt.Errorf("skat: %v", err)
			}
			if v >= t {
				x.lo = t
			} else {
				x.hi = max(v, x.lo)
			}
		}
		x.solved = x.lo >= x.hi
		spreadNear(st, b)
	}
}

// spreadNear carries the bounds of st[i] over to its neighbours in power, and theirs on in turn
// while they change.
func spreadNear(st []cardState, i int) {
	for _, dir := range [2]int{-1, 1} {
		for j := i; ; j += dir {
			k := j + dir
			if k < 0 || k >= len(st) {
				break
			}
			d := st[min(j, k)].near
			if d < 0 {
				break
			}
			x, y := &st[j], &st[k]
			lo := max(y.lo, x.gain+x.lo-d-y.gain)
			hi := min(y.hi, x.gain+x.hi+d-y.gain)
			if lo == y.lo && hi == y.hi {
				break
			}
			y.lo, y.hi = lo, hi
			y.solved = y.lo >= y.hi
		}
	}
}

// cardPoints finds the declarer's points from q, the position after a card, known to lie in
// [lo, hi]; best is the best value of the cards before, less what the card's own trick gave the
// declarer (at least 0; -1 for the first card). The first card is solved from the top (mtdDown). For the others a first
// test asks whether the card beats best: many cards share the best value and most come close to
// it. When it fails, the value is at most best and found from the top, the cheap side; when it
// succeeds, by leaps up until a test fails, and then from the top below that.
func cardPoints(sv *solver.Solver, q *solver.Position, lo, hi, best int) (int, error) {
	if best < lo || best >= hi {
		return mtdDown(sv, q, lo, hi)
	}
	t := best + 1
	v, err := sv.Bound(q, t)
	if err != nil {
		return 0, fmt.Errorf("skat: %v", err)
	}
	if v < t {
		return mtdDown(sv, q, lo, max(v, lo))
	}
	// Above best: leap up (4, 8, 16, ... points) until a test fails, then from the top below it;
	// a leap that lands above the value costs little, one below it a search that succeeds.
	lo = min(v, hi)
	for d := 4; lo < hi; d *= 2 {
		t := min(lo+d, hi)
		v, err := sv.Bound(q, t)
		if err != nil {
			return 0, fmt.Errorf("skat: %v", err)
		}
		if v < t {
			return mtdDown(sv, q, lo, max(v, lo))
		}
		lo = min(v, hi)
	}
	return lo, nil
}

// NullResult is the open-hand outcome of a null position.
type NullResult struct {
	// Lost is true when the defenders can force the declarer to take a trick.
	Lost bool
	// TimeToLive is the earliest trick, counted from the current one (1), by whose end the
	// defenders can force the declarer to have taken a trick; 0 when he takes none (Lost false).
	// With Lost it lies between 1 and the number of tricks left.
	TimeToLive int
}

// nullSolver returns the null search that stops when every hand holds stopAt cards.
func (s *Solver) nullSolver(stopAt int) (*solver.Solver, error) {
	if sv := s.null[stopAt]; sv != nil {
		return sv, nil
	}
	sv, err := solver.New(NullRules(stopAt), solver.Options{TableMB: s.opts.NullTableMB, NoTable: s.opts.NoTable, NoPartition: s.opts.NoPartition})
	if err != nil {
		return nil, err
	}
	s.null[stopAt] = sv
	return sv, nil
}

// forced reports whether the defenders can force the declarer to take a trick within the next
// k tricks of q, which has left tricks to go.
func (s *Solver) forced(q *solver.Position, left, k int) (bool, error) {
	sv, err := s.nullSolver(left - k)
	if err != nil {
		return false, err
	}
	ok, err := sv.AtLeast(q, 1)
	if err != nil {
		return false, fmt.Errorf("skat: %v", err)
	}
	return ok, nil
}

// timeToLive finds the earliest horizon within which the declarer can be forced to take a
// trick, 0 when there is none: a full-length test first, then bisection (forcing within k
// tricks implies forcing within k+1).
func (s *Solver) timeToLive(q *solver.Position, left int) (int, error) {
	ok, err := s.forced(q, left, left)
	if err != nil || !ok {
		return 0, err
	}
	lo, hi := 0, left // not forced within lo tricks, forced within hi
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		ok, err := s.forced(q, left, mid)
		if err != nil {
			return 0, err
		}
		if ok {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi, nil
}

// Null solves a null position: whether the defenders can force the declarer to take a trick,
// and how soon.
func (s *Solver) Null(p *Position) (NullResult, error) {
	if err := check(p, true); err != nil {
		return NullResult{}, err
	}
	q, left := toSolver(p)
	ttl, err := s.timeToLive(&q, left)
	if err != nil {
		return NullResult{}, err
	}
	return NullResult{Lost: ttl > 0, TimeToLive: ttl}, nil
}

// NullMoves returns, for every legal card of the seat to move, the time-to-live after playing it
// (counted from the current trick as in NullResult; 0 when the declarer then takes no trick),
// strongest class and card first.
func (s *Solver) NullMoves(p *Position) ([]MoveValue, error) {
	if err := check(p, true); err != nil {
		return nil, err
	}
	q, left := toSolver(p)
	r := NullRules(0)
	legal := q.Legal(&r)
	out := make([]MoveValue, 0, legal.Count())
	for c := legal.Highest(); legal != 0; c = legal.Highest() {
		legal &^= cards.Bit(c)
		next := q
		winner, _ := next.Play(&r, c)
		v := 0
		switch {
		case winner == 0:
			v = 1 // the declarer takes the current trick
		case winner > 0 && next.Hands[next.Leader].Count() == 0:
			v = 0 // the defenders took the last trick
		default:
			rest := left
			if winner >= 0 {
				rest-- // the current trick is over
			}
			ttl, err := s.timeToLive(&next, rest)
			if err != nil {
				return nil, err
			}
			if ttl > 0 && winner >= 0 {
				ttl++
			}
			v = ttl
		}
		out = append(out, MoveValue{Card: c, Value: v})
	}
	return out, nil
}

// Stats returns the search counters summed over the solver's searches.
func (s *Solver) Stats() solver.Stats {
	var st solver.Stats
	add := func(x solver.Stats) {
		st.Nodes += x.Nodes
		st.TTProbes += x.TTProbes
		st.TTHits += x.TTHits
		st.TTStores += x.TTStores
		st.Cutoffs += x.Cutoffs
		st.FirstCut += x.FirstCut
	}
	for _, ps := range s.points {
		if ps != nil {
			add(ps.s.Stats())
		}
	}
	for _, sv := range s.null {
		if sv != nil {
			add(sv.Stats())
		}
	}
	return st
}

// ResetStats zeroes the counters of every search.
func (s *Solver) ResetStats() {
	for _, ps := range s.points {
		if ps != nil {
			ps.s.ResetStats()
		}
	}
	for _, sv := range s.null {
		if sv != nil {
			sv.ResetStats()
		}
	}
}

// ClearTables empties every table, so that the next search starts from nothing (for timing).
func (s *Solver) ClearTables() {
	for _, ps := range s.points {
		if ps != nil {
			ps.s.ClearTable()
		}
	}
	for _, sv := range s.null {
		if sv != nil {
			sv.ClearTable()
		}
	}
}
