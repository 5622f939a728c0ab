// bounds.go holds the static analysis of suit and grand positions (Furtak's thesis 5.2): playing
// from the top with deferred discards and non-monotonic card values, for the declarer and for the
// defenders, as a solver.BoundsFunc.

package skat

import (
	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// Bounds is the static analysis of one suit or grand game with the declarer at solver seat 0
// (as Solver arranges it). At a trick boundary the side to lead plays from the top: its leader
// leads only cards that must win the trick (trumps first, then the plain classes), the others
// follow. The side's points in those tricks are a lower bound on what it takes (thesis 5.2,
// "Playing from the top"); for the defenders it gives the declarer's upper bound.
//
// Soundness. A lead is made only when it wins against every play of the opponents: its card
// outranks every card an opponent may still hold in the class (opponents are assumed to keep
// their highest card, which is the worst case for the leader), and every opponent void in a
// plain class holds no trump. Opponents who cannot follow discard; the discards are deferred
// (thesis 5.2): each opponent gives k cards to the k tricks, at least min(tricks led in a class,
// his cards of it) of them from each class, and the cheapest such choice is counted. Choosing by
// value rather than by rank handles the jacks, high in rank but worth 2 (thesis, "Non-Monotonic
// Card Values"; the relaxation lets a defender keep his blocking card and give its points away,
// so it is never above the true minimum). When the defenders lead, they play as a team and may
// pass the lead between them (defendFromTop); the declarer plays alone (declarerLine).
//
// A Bounds remembers its latest results (see boundEntry) and is not safe for concurrent use:
// give each solver its own.
type Bounds struct {
	nc      int
	trump   int
	classes [cards.MaxClasses]cards.Set
	points  [64]int
	pointed cards.Set
	nv      int                  // distinct point values, 0 included
	values  [maxValues]int       // the values in increasing order
	byValue [maxValues]cards.Set // the cards of each value
	pts8    [4][256]uint16       // the points of each byte of a card set (setPoints)
	// topTrumps[t][k] is mostValuableK of k of the trumps t (the trump class's cards shifted
	// down by trumpBase), which trumpTricks asks twice at every boundary
	topTrumps [1 << maxTrumps][maxTrumps + 1]uint8
	trumpBase uint8
	order     [cards.MaxClasses]int // the classes as the lines try them: the trumps first
	cache     [1 << cacheBits]boundEntry
}

// boundEntry is what Bound found for one boundary. A search visits a boundary again with other
// targets when its table entry does not settle them (each zero-window test of a full game
// revisits much of the last one's tree, and where the declarer leads Bound is asked before the
// table): on the first 20 full_game deals, all moves, 30 % of Bound's calls find their
// position in a cache of 16 K entries, 26 % in one of 4 K. Only the defenders' line depends on
// the target: it is made only when the declarer's trumps do not settle it, and the entry keeps
// both answers once made.
type boundEntry struct {
	hands  [NumSeats]uint32 // the key: the hands (a layout of 32 cards) and the leader + 1, 0 when empty
	leader uint8
	full   bool  // the defenders' line was made: hi2 and rel2 are known
	lo, hi int16 // Bound's answer, for a defenders' lead when the declarer's trumps settle the test
	hi2    int16 // for a defenders' lead when they do not
	rel    uint32
	rel2   uint32
}

// cacheBits is the log2 of the number of boundEntry slots (28 bytes each).
const cacheBits = 12

// maxTrumps is the most cards a trump class may have for Bounds (Skat's suit games have 11).
const maxTrumps = 11

// maxValues is the most distinct card point values a layout may have for Bounds.
const maxValues = 16

// NewBounds returns the static analysis of game g, a suit game or grand, for PointRules(g) (the
// bounds count points to the end of the game: they do not hold under a StopAt horizon). For null
// it returns nil (null has no card points to bound).
func NewBounds(g GameType) *Bounds {
	if g == Null || g < 0 || g >= NumGameTypes {
		return nil
	}
	l := g.Layout()
	b := &Bounds{nc: l.NumClasses, trump: l.Trump, classes: l.Classes, points: l.Points}
	for c := 0; c < 64; c++ {
		if l.Points[c] != 0 {
			b.pointed |= cards.Bit(cards.Card(c))
		}
	}
	if l.All>>32 != 0 {
		panic("skat: NewBounds: a layout beyond 32 bits")
	}
	for j := range b.pts8 {
		for v := range b.pts8[j] {
			for c := 0; c < 8; c++ {
				if v>>c&1 != 0 {
					b.pts8[j][v] += uint16(l.Points[8*j+c])
				}
			}
		}
	}
	n := 0
	if b.trump >= 0 {
		b.order[n], n = b.trump, n+1
	}
	for k := 0; k < b.nc; k++ {
		if k != b.trump {
			b.order[n], n = k, n+1
		}
	}
	if b.trump >= 0 {
		tc := l.Classes[b.trump]
		if tc.Count() > maxTrumps || tc.Highest()-tc.Lowest() >= maxTrumps {
			panic("skat: NewBounds: a trump class of more than 11 cards")
		}
		b.trumpBase = uint8(tc.Lowest())
	}
	for v := 0; v <= 60; v++ {
		var set cards.Set
		for c := 0; c < 64; c++ {
			if l.All.Has(cards.Card(c)) && l.Points[c] == v {
				set |= cards.Bit(cards.Card(c))
			}
		}
		if set == 0 {
			continue
		}
		if b.nv == maxValues {
			panic("skat: NewBounds: more distinct card point values than cheapest counts")
		}
		b.values[b.nv], b.byValue[b.nv] = v, set
		b.nv++
	}
	if b.trump >= 0 {
		// The most valuable k of t are its most valuable card and the most valuable k-1 of
		// the others, which have a lower index.
		for t := 1; t < len(b.topTrumps); t++ {
			h := cards.Set(t) << b.trumpBase & b.classes[b.trump]
			if h == 0 {
				continue
			}
			c := b.mostValuable(h)
			rest := &b.topTrumps[uint64((h&^cards.Bit(c))>>b.trumpBase)]
			for k := 1; k <= maxTrumps; k++ {
				b.topTrumps[t][k] = uint8(b.points[c]) + rest[k-1]
			}
		}
	}
	return b
}

// Func returns the analysis as a solver hook; nil for a nil Bounds.
func (b *Bounds) Func() solver.BoundsFunc {
	if b == nil {
		return nil
	}
	return b.Bound
}

// plan is the state of the defenders' line (defendFromTop).
type plan struct {
	hands  [NumSeats]cards.Set          // the defenders' cards as they are played
	cnt    [cards.MaxClasses]int        // the declarer's cards of each class, as the line counts them
	top    [cards.MaxClasses]cards.Card // the declarer's highest card of each class at the start
	forced [cards.MaxClasses]int        // cards the declarer must give from each class
	tricks int
	points int       // the defenders' cards in the won tricks
	rel    cards.Set // the cards the line examined (see Bound)
}

// Bound is the solver.BoundsFunc: lo ≤ the declarer's points from x on ≤ hi. rel holds every live
// card with card points (the cheapest-discard sums depend on who holds them; in Skat every card
// below the lowest point card of its class is worth 0) and, per class, the lowest card a leader
// led or tried to lead, or a defender would have taken the lead with (the trick counts depend on
// the owners of the cards above it), and the declarer's lowest trump (trumpTricks). Whoever
// leads, both sides' trumps bound the other side: the declarer's give lo, the defenders' hi.
func (b *Bounds) Bound(x *solver.Boundary) (lo, hi int, rel cards.Set) {
	h0, h1, h2 := uint32(x.Hands[0]), uint32(x.Hands[1]), uint32(x.Hands[2])
	if x.Live != cards.Set(h0|h1|h2) || x.Leader >= NumSeats {
		return b.bound(x)
	}
	i := (uint64(h0)*0x9e3779b97f4a7c15 ^ uint64(h1)*0xc2b2ae3d27d4eb4f ^ uint64(h2)*0x165667b19e3779f9 ^ uint64(x.Leader)) >> (64 - cacheBits)
	e := &b.cache[i]
	if e.hands != [NumSeats]uint32{h0, h1, h2} || e.leader != uint8(x.Leader+1) {
		total := b.setPoints(x.Live)
		declM, defM, mrel := b.trumpTricks(x)
		*e = boundEntry{hands: [NumSeats]uint32{h0, h1, h2}, leader: uint8(x.Leader + 1), lo: int16(declM), hi: int16(total - defM)}
		rel := mrel | x.Live&b.pointed
		if x.Leader == 0 {
			line, lrel := b.declarerLine(x)
			e.lo = int16(max(line, declM))
			rel |= lrel
		}
		e.rel = uint32(rel)
	}
	if x.Leader == 0 || int(e.lo) >= x.Target {
		// Settled by the declarer's trumps: the defenders' line could only lower hi.
		return int(e.lo), int(e.hi), cards.Set(e.rel)
	}
	if !e.full {
		var p plan
		e.hi2 = min(int16(b.setPoints(x.Live)-b.defendFromTop(&p, x)), e.hi)
		e.rel2 = uint32(p.rel) | e.rel
		e.full = true
	}
	return int(e.lo), int(e.hi2), cards.Set(e.rel2)
}

// bound is Bound without the cache.
func (b *Bounds) bound(x *solver.Boundary) (lo, hi int, rel cards.Set) {
	total := b.setPoints(x.Live)
	declM, defM, mrel := b.trumpTricks(x)
	if x.Leader == 0 {
		line, lrel := b.declarerLine(x)
		return max(line, declM), total - defM, lrel | mrel | x.Live&b.pointed
	}
	if declM >= x.Target {
		// Settled by the declarer's trumps: the defenders' line could only lower hi.
		return declM, total - defM, mrel | x.Live&b.pointed
	}
	var p plan
	return declM, total - max(b.defendFromTop(&p, x), defM), p.rel | mrel | x.Live&b.pointed
}

// trumpTricks returns the points each side is sure of through its trumps, whoever leads. A
// trump wins the trick it is played in unless the other side plays a higher trump to it, and each
// trick holds one card of the declarer: so each defender's trump can beat at most one of the
// declarer's trumps, and each of the declarer's trumps at most one trick holding defenders' trumps.
// The most tricks the other side can take from a side's trumps so is a greedy matching from the
// top (each trump of the other side against a lower one of the side's not yet matched); trumps
// above every trump of the other side (masters) are never taken. The declarer's trumps so give
// him their number less the taken ones, the taken ones being his most valuable non-masters, and
// each defender's cheapest cards to those tricks. The defenders' trumps lie in at least as many
// tricks as the one holding more of them has, and each one's masters in as many as he has; each
// trick the declarer takes from them may hold two of their trumps (their most valuable non-masters
// are counted out), and the declarer gives his cheapest cards to the rest. rel is the declarer's
// lowest trump: the matching compares the trumps above it, and below it lie only defenders' trumps,
// whose number each defender holds the hand lengths fix.
func (b *Bounds) trumpTricks(x *solver.Boundary) (decl, def int, rel cards.Set) {
	if b.trump < 0 {
		return 0, 0, 0
	}
	tr := b.classes[b.trump]
	dt := x.Hands[0] & tr
	ot := (x.Hands[1] | x.Hands[2]) & tr
	if dt == 0 && ot == 0 {
		decl, rel = b.noTrumpMasters(x)
		return decl, 0, rel
	}
	// taken[0]: the declarer's trumps beaten; taken[1]: the defenders' tricks the declarer beats.
	var taken, free [2]int
	m := dt | ot
	if dt == 0 || ot == 0 {
		m = 0 // nothing to match
	}
	for m != 0 {
		c := m.Highest() & 63 // (see take)
		m &^= cards.Bit(c)
		if ot.Has(c) {
			free[1]++
			if free[0] > 0 {
				free[0]--
				taken[1]++
			}
		} else {
			free[0]++
			if free[1] > 0 {
				free[1]--
				taken[0]++
			}
		}
	}
	if dt != 0 {
		k := dt.Count() - taken[0]
		low := dt
		if ot != 0 {
			low = dt.Below(ot.Highest() & 63)
		}
		won := dt
		if ot == 0 {
			// The defenders hold no trump: the declarer's plain masters win too (declarerMasters).
			var m cards.Set
			m, rel = b.declarerMasters(x)
			won |= m
			k += m.Count()
		}
		decl = b.setPoints(won) - b.mostValuableTrumps(low, taken[0]) + b.cheapestK(x.Hands[1], k) + b.cheapestK(x.Hands[2], k)
		rel |= cards.Bit(dt.Lowest() & 63)
	}
	if ot != 0 {
		low := ot
		if dt != 0 {
			low = ot.Below(dt.Highest() & 63)
		}
		master := ot &^ low
		k := max((ot&x.Hands[1]).Count(), (ot&x.Hands[2]).Count()) - taken[1]
		k = max(k, (master & x.Hands[1]).Count(), (master & x.Hands[2]).Count())
		def = b.setPoints(ot) - b.mostValuableTrumps(low, 2*taken[1]) + b.cheapestK(x.Hands[0], k)
	}
	return decl, def, rel
}

// declarerMasters returns the declarer's plain masters, his cards above every defender's card of
// their class, when he holds a trump and the defenders none; rel is the defenders' highest card of
// each class he has cards of. Each master wins its trick: the declarer plays a master to a trick of
// its own class (no one can beat it there), and while the defenders keep the lead he follows with
// his other cards, or ruffs when void, which wins and gives him the lead (so he never discards a
// master while he holds a trump); once he leads, every trump and master he leads wins.
func (b *Bounds) declarerMasters(x *solver.Boundary) (m, rel cards.Set) {
	for k := 0; k < b.nc; k++ {
		if k == b.trump {
			continue
		}
		own := x.Hands[0] & b.classes[k]
		if own == 0 {
			continue
		}
		if opp := (x.Hands[1] | x.Hands[2]) & b.classes[k]; opp != 0 {
			top := opp.Highest() & 63
			rel |= cards.Bit(top)
			own = own.Above(top)
		}
		m |= own
	}
	return m, rel
}

// noTrumpMasters returns the declarer's points sure from his plain masters when no one holds a
// trump, and the cards that count rests on. Once he wins a trick he leads, and every master he
// leads wins; while the defenders lead, he wins at once when they lead a class he holds a master
// of, and otherwise plays his other cards, so that he discards a master only when he holds none
// but masters and is void in the class led. The defenders keep the lead only by leading classes
// he holds no master of, each such trick taking one of their cards of those classes: so at most
// (their cards of those classes - his other cards) masters are discarded, his most valuable.
func (b *Bounds) noTrumpMasters(x *solver.Boundary) (int, cards.Set) {
	m, rel := b.declarerMasters(x)
	if m == 0 {
		return 0, 0
	}
	var none cards.Set // the classes he holds no master of
	for k := 0; k < b.nc; k++ {
		if m&b.classes[k] == 0 {
			none |= b.classes[k]
		}
	}
	lost := max(0, ((x.Hands[1]|x.Hands[2])&none).Count()-(x.Hands[0]&^m).Count())
	k := m.Count() - lost
	if k <= 0 {
		return 0, 0
	}
	return b.setPoints(m) - b.mostValuableK(m, lost) + b.cheapestK(x.Hands[1], k) + b.cheapestK(x.Hands[2], k), rel
}

// mostValuableK returns the most points k cards of h can hold.
func (b *Bounds) mostValuableK(h cards.Set, k int) int {
	sum := 0
	for i := b.nv - 1; i >= 0 && k > 0; i-- {
		n := min((h & b.byValue[i]).Count(), k)
		sum += n * b.values[i]
		k -= n
	}
	return sum
}

// mostValuableTrumps is mostValuableK for a set of trumps h, read from topTrumps.
func (b *Bounds) mostValuableTrumps(h cards.Set, k int) int {
	return int(b.topTrumps[uint64(h>>b.trumpBase)&(1<<maxTrumps-1)][min(uint(k), maxTrumps)])
}

// setPoints returns the card points of s.
func (b *Bounds) setPoints(s cards.Set) int {
	return int(b.pts8[0][uint8(s)]) + int(b.pts8[1][uint8(s>>8)]) + int(b.pts8[2][uint8(s>>16)]) + int(b.pts8[3][uint8(s>>24)])
}

// cheapestK returns the fewest points k cards of h can hold.
func (b *Bounds) cheapestK(h cards.Set, k int) int {
	sum := 0
	for i := 0; i < b.nv && k > 0; i++ {
		n := min((h & b.byValue[i]).Count(), k)
		sum += n * b.values[i]
		k -= n
	}
	return sum
}

// declarerLine plays the declarer's line from the top when he is to lead (thesis 5.2) and
// returns the points he is sure of and the cards it examined (see Bound's rel). Class by class,
// trumps first (they draw the defenders' trumps), he leads his cards from the highest while each
// must win: a defender who still holds the class keeps his highest card of it (the worst case for
// the declarer), and one void in a plain class may ruff while he holds a trump. The j-th card of
// the run so wins against a defender holding n cards of the class when j ≤ n and it lies above
// his highest (true for the first c cards, c his cards above it), or when j > n and he cannot
// ruff; the run is the fewest over the two defenders of c when c < n, else n when he can ruff,
// else all the declarer's cards of the class. The defenders follow while they can (cards forced
// from the class) and discard otherwise; their cheapest such contribution is counted as cheapest
// counts it, the forced cards class by class as the line goes and the discards at the end. The
// examined cards are the run and the first card that was not sure.
func (b *Bounds) declarerLine(x *solver.Boundary) (int, cards.Set) {
	h1, h2 := x.Hands[1], x.Hands[2]
	var t1, t2 int // the defenders' trumps, less those the trump run draws
	if b.trump >= 0 {
		tc := b.classes[b.trump]
		t1, t2 = (h1 & tc).Count(), (h2 & tc).Count()
	}
	var rel cards.Set
	tricks, points := 0, 0
	// per defender: the fewest points of his forced cards, their number, and the cards left
	// for his discards
	give1, give2, n1, n2, rest1, rest2 := 0, 0, 0, 0, h1, h2
	for _, k := range b.order[:b.nc] {
		cl := b.classes[k]
		own := x.Hands[0] & cl
		if own == 0 {
			continue
		}
		n := own.Count()
		ho1, ho2 := h1&cl, h2&cl
		no1, no2 := ho1.Count(), ho2.Count()
		plain := k != b.trump
		run := min(runLimit(own, ho1, no1, n, plain && t1 > 0), runLimit(own, ho2, no2, n, plain && t2 > 0))
		m := own // the examined cards: the top min(run+1, n)
		for j := min(run+1, n); j < n; j++ {
			m &= m - 1
		}
		rel |= m
		if run < n {
			m &= m - 1 // the card that was not sure is the lowest examined
		}
		points += b.setPoints(m)
		tricks += run
		if f := min(run, no1); f > 0 {
			give1 += b.takeCheapest(ho1, f, &rest1)
			n1 += f
			if !plain {
				t1 -= f
			}
		}
		if f := min(run, no2); f > 0 {
			give2 += b.takeCheapest(ho2, f, &rest2)
			n2 += f
			if !plain {
				t2 -= f
			}
		}
	}
	if tricks == 0 {
		return 0, rel
	}
	return points + give1 + b.cheapestK(rest1, tricks-n1) + give2 + b.cheapestK(rest2, tricks-n2), rel
}

// runLimit returns how many of the declarer's n cards own of a class, led from the top, surely
// win against a defender holding the cards ho (no of them) of the class, who may ruff when void
// if ruff (declarerLine).
func runLimit(own, ho cards.Set, no, n int, ruff bool) int {
	if no > 0 {
		if c := own.Above(ho.Highest() & 63).Count(); c < no {
			return c
		}
		if ruff {
			return no
		}
		return n
	}
	if ruff {
		return 0
	}
	return n
}

// blocks reports whether the declarer may beat c, led in class k: he keeps his highest card of
// the class while he holds the class, and when void he may ruff if he holds a trump.
func (b *Bounds) blocks(p *plan, c cards.Card, k int) bool {
	if p.cnt[k] > 0 {
		return p.top[k] > c
	}
	return k != b.trump && b.trump >= 0 && p.cnt[b.trump] > 0
}

// mostValuable returns the card of s with the most points, the highest bit among equals.
func (b *Bounds) mostValuable(s cards.Set) cards.Card {
	best := s.Highest()
	for m := s; m != 0; m &= m - 1 {
		if c := m.Lowest() & 63; b.points[c] > b.points[best] || b.points[c] == b.points[best] && c > best {
			best = c
		}
	}
	return best
}

// cheapest returns the fewest points an opponent can give to a line's tricks from hand h: at
// least forced[k] cards of each class k, tricks cards in all. The cards are counted by
// point value (Skat has six), cheapest first: per class the forced ones, then the cheapest of
// the rest. (A class's values are looked at only until its forced cards are found: most lines
// force one or two cards, and the class's cheapest value mostly has them.)
func (b *Bounds) cheapest(forced *[cards.MaxClasses]int, tricks int, h cards.Set) int {
	sum, left := 0, tricks
	rest := h // the cards not given as forced ones
	for k := 0; k < b.nc; k++ {
		if f := forced[k]; f > 0 {
			left -= f
			sum += b.takeCheapest(h&b.classes[k], f, &rest)
		}
	}
	return sum + b.cheapestK(rest, left)
}

// takeCheapest returns the fewest points f of the cards hk (of one class) can hold, and takes
// such f cards out of rest.
func (b *Bounds) takeCheapest(hk cards.Set, f int, rest *cards.Set) int {
	sum := 0
	for i := 0; i < b.nv && f > 0; i++ {
		v := hk & b.byValue[i]
		n := v.Count()
		for ; n > f; n-- {
			v &= v - 1 // f of them, all worth the same: the highest ones
		}
		*rest &^= v
		sum += n * b.values[i]
		f -= n
	}
	return sum
}

// defendFromTop plays the defenders' line when one of them is to lead and returns the points they
// are sure of. Unlike the declarer, the defenders are two: a trick is theirs when the declarer
// cannot beat the better of their two cards, and the lead may pass between them (thesis 5.2: a
// control-keeping oracle that lets the defenders transfer control saved 20-25 % of the nodes
// where the thesis' defender bounds, like the declarer's line, saved almost none). Each trick, the
// seat on lead tries, trumps first and then the plain classes, its highest card: when the
// declarer cannot beat it, it is led and the partner plays his most valuable card that does not
// beat it, or, when every legal card does, his most valuable one and takes the lead. When no lead
// is sure, the leader passes the lead: he leads his most valuable card below a card of the
// partner's that the declarer cannot beat, or a card of a plain class the partner can ruff while
// the declarer must follow or has no trump. The line stops when neither works. (Stopping it as
// soon as it settles the test keeps rel smaller but makes the fail-soft bound weaker: 2 % more
// nodes on 40 full_game deals.)
//
// rel (see Bound): every card examined is a leader's highest card of its class or the partner's
// highest card he would take the lead with; each decision compares it with the cards above it
// (the declarer's highest card of the class, the partner's cards) or rests on hand lengths,
// and the cards given away are chosen by points (all point cards are in rel) or by class.
//
// Soundness, beyond declarerLine's: the declarer discards only on leads of a plain class he is
// void in while holding no trump (he can then never ruff), or on trump leads when void in trumps;
// so while he holds a trump his class counts are exact, and a count that overstates his cards
// only makes a follow (never a win) assumed. The defenders' own cards are known exactly.
func (b *Bounds) defendFromTop(p *plan, x *solver.Boundary) int {
	p.hands = [NumSeats]cards.Set{x.Hands[0], x.Hands[1], x.Hands[2]}
	for k := 0; k < b.nc; k++ { // the declarer's cards as a line counts them
		h := x.Hands[0] & b.classes[k]
		p.cnt[k] = h.Count()
		p.top[k] = h.Highest()
	}
	var trumps cards.Set
	if b.trump >= 0 {
		trumps = b.classes[b.trump]
	}
	leader := x.Leader
	for p.hands[leader] != 0 {
		partner := 3 - leader
		won := -1 // the defender who took the trick, -1 when none was played
		// Step 1. A sure lead: the leader's highest card of a class, trumps first.
		for i := -1; i < b.nc && won < 0; i++ {
			k := i
			if i < 0 {
				if k = b.trump; k < 0 {
					continue
				}
			} else if k == b.trump {
				continue
			}
			own := p.hands[leader] & b.classes[k]
			if own == 0 {
				continue
			}
			c := own.Highest() & 63
			p.rel |= cards.Bit(c)
			if b.blocks(p, c, k) {
				continue
			}
			b.take(p, leader, c)
			won = leader
			// The partner: his most valuable legal card that does not beat c, else his most
			// valuable one, and then the lead is his.
			legal := p.hands[partner] & b.classes[k]
			beats := legal.Above(c)
			if legal == 0 {
				legal = p.hands[partner]
				beats = 0
				if k != b.trump {
					beats = legal & trumps
				}
			}
			d := cards.NoCard
			if low := legal &^ beats; low != 0 {
				d = b.mostValuable(low)
			} else {
				d = b.mostValuable(legal)
				won = partner
			}
			b.take(p, partner, d)
			b.declarerPlays(p, k)
		}
		// Step 2. Pass the lead to the partner.
		for k := 0; k < b.nc && won < 0; k++ {
			own := p.hands[leader] & b.classes[k]
			if own == 0 {
				continue
			}
			if pk := p.hands[partner] & b.classes[k]; pk != 0 {
				y := pk.Highest() & 63
				p.rel |= cards.Bit(y)
				below := own.Below(y)
				if below == 0 || b.blocks(p, y, k) {
					continue
				}
				b.take(p, leader, b.mostValuable(below))
				b.take(p, partner, y)
			} else {
				pt := p.hands[partner] & trumps
				if k == b.trump || pt == 0 || p.cnt[b.trump] > 0 && p.cnt[k] == 0 {
					continue
				}
				b.take(p, leader, b.mostValuable(own))
				b.take(p, partner, pt.Lowest())
			}
			won = partner
			b.declarerPlays(p, k)
		}
		if won < 0 {
			break
		}
		leader = won
	}
	if p.tricks == 0 {
		return 0
	}
	return p.points + b.cheapest(&p.forced, p.tricks, x.Hands[0])
}

// take plays the defenders' card c from seat s to a trick of theirs. (A card is below 64: here and
// where the lines take a card of a set they know is not empty, c&63 spares the shifts and the
// indexes the handling of larger values, NoCard's.)
func (b *Bounds) take(p *plan, s int, c cards.Card) {
	p.hands[s] &^= cards.Bit(c & 63)
	p.points += b.points[c&63]
}

// declarerPlays completes a defenders' trick led in class k: the declarer follows while the plan
// counts him holding the class (a follow from the class, counted at the end among the forced
// cards), else discards (a deferred discard); and the trick is counted.
func (b *Bounds) declarerPlays(p *plan, k int) {
	if p.cnt[k] > 0 {
		p.cnt[k]--
		p.forced[k]++
	}
	p.tricks++
}
