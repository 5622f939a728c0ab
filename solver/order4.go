// order4.go orders the moves of four-seat partnership games without card points (bridge): for the
// leader and for each follower, the plays a strong player looks at first. The features are those of
// DDS's move generator (Haglund and Hein, "DDS", Moves.cpp): lead where the opponents have few
// choices, not into a ruff or a tenace, towards the partner's honours or his ruff; second hand low
// unless it wins cheaply; third hand high enough to win or to force out the top card; fourth hand
// wins as cheaply as it can; ruff low, overruff, do not ruff the partner's winner; discard from long
// suits, not from a guarded king or a bare ace. The weights are cardsolve's own (pw, tuned on node
// counts; docs/PERFORMANCE.md).

package solver

import (
	"math"
	"math/bits"

	"github.com/cardsolve/cardsolve/cards"
)

// trickTops describes the live cards of each class at the start of a trick (the cards of the
// current trick still count): who holds the highest, second and third card. The followers'
// orderings read it from the leader's ply.
type trickTops struct {
	holder [cards.MaxClasses][3]int8 // seats, -1 where the class has fewer cards
}

// partnerClasses is the number of classes of partnership games (Solver.partnership): the loops
// over them run to a constant, without the bounds checks of a count read from the solver.
const partnerClasses = 4

// setTops fills t for the current position, whose trick has not started yet or has just started.
func (s *Solver) setTops(t *trickTops) {
	if s.played == 0 {
		s.leadTops(t)
		return
	}
	for k := range partnerClasses {
		cl := s.live & s.classes[k]
		t.holder[k] = [3]int8{-1, -1, -1}
		for i := 0; i < 3 && cl != 0; i++ {
			c := cl.Highest()
			cl &^= cards.Bit(c)
			t.holder[k][i] = int8(s.liveOwner(c))
		}
	}
}

// leadTops is setTops at a trick's start, where every live card is in a hand: its owner is read
// from two bit planes (seats 1 and 3, seats 2 and 3) instead of searched for. (Cards are below
// 64: the masks spare the shifts their handling of larger counts.)
func (s *Solver) leadTops(t *trickTops) {
	l1, l2 := uint64(s.hands[1]|s.hands[3]), uint64(s.hands[2]|s.hands[3])
	for k := range partnerClasses {
		cl := s.live & s.classes[k]
		h := [3]int8{-1, -1, -1}
		for i := 0; i < 3 && cl != 0; i++ {
			c := hi(cl)
			cl &^= cards.Bit(cards.Card(c))
			h[i] = int8(l1>>c&1 | l2>>c&1<<1)
		}
		t.holder[k] = h
	}
}

// patternTops is leadTops read from the table pattern that patterns computed at the boundary of
// ply p: each class's part lists the owners of its live cards from the highest down.
func (s *Solver) patternTops(p *ply) {
	// (The four classes written out: constant offsets, no loop.) The twelve owners, a byte
	// each, go to the holders as two words, a (classes 0, 1 and two bytes of 2) and b (the
	// rest), which the compiler stores with one instruction each: twelve byte stores were
	// eight. (b's bytes are written first: after a's, they stayed four stores.) (The owners are
	// read on the line that combines them: where a line holds only the inlined calls, the
	// compiler marks each with a no-op instruction.)
	a := uint64(s.patternTop(p, 0)) | uint64(s.patternTop(p, 1))<<24 | uint64(s.patternTop(p, 2))<<48
	b := s.patternTop(p, 2)>>16 | s.patternTop(p, 3)<<8
	h := &p.tops.holder
	h[2][2], h[3][0], h[3][1], h[3][2] = int8(b), int8(b>>8), int8(b>>16), int8(b>>24)
	h[0][0], h[0][1], h[0][2], h[1][0] = int8(a), int8(a>>8), int8(a>>16), int8(a>>24)
	h[1][1], h[1][2], h[2][0], h[2][1] = int8(a>>32), int8(a>>40), int8(a>>48), int8(a>>56)
	if invariants {
		t := &p.tops
		var u trickTops
		s.leadTops(&u)
		if u != *t {
			panic("patternTops differs from leadTops")
		}
	}
}

// patternTop returns the owners of class k's top three cards for patternTops: a byte each from
// the highest, -1 (all bits set) where the class has fewer cards.
func (s *Solver) patternTop(p *ply, k int) uint32 {
	// The highest card's owner in bits 62-63, the classes above it in its word shifted out.
	// (patTop is 1 to 32: the mask spares the handling of shifts by 64 and more.) The three
	// owners, a byte each, with -1 (all bits set) where the class has fewer cards: two table
	// reads instead of tests.
	pc := p.pat[s.patWord[k]&1] << ((64 - 2*uint(s.patTop[k])) & 63)
	return topBytes[pc>>58] | topsMissing[p.patN[k]]
}

// topBytes spreads the owners of a class's top three cards, two bits each from the highest down
// as the table pattern holds them, into a byte each (patternTops).
var topBytes = func() (b [64]uint32) {
	for i := range b {
		b[i] = uint32(i>>4) | uint32(i>>2&3)<<8 | uint32(i&3)<<16
	}
	return
}()

// topsMissing[n] sets the bytes of patternTops' owners that a class of n live cards lacks (a
// byte's range: no test of n).
var topsMissing = [256]uint32{0xffffff, 0xffff00, 0xff0000}

// liveOwner returns the seat that holds live card c or played it to the current trick.
func (s *Solver) liveOwner(c cards.Card) int {
	for i := 0; i < s.seats; i++ {
		if s.hands[i].Has(c) {
			return i
		}
	}
	seat := s.leader
	for i := 0; i < s.played; i++ {
		if s.trick[i] == c {
			return seat
		}
		seat = s.next[seat]
	}
	return -1
}

// Weights of the partnership ordering, indexed by the pw* constants below. A var, not a constant
// table, so that tests can tune them.
var pw = [pwCount]int32{
	pwWidthT: 79, pwWidthNT: 54, pwPdVoidNT: -9,
	pwOppRuff: -12, pwLoseRuff4: -20, pwLoseTopRuff4: -60, pwWinTopTrump: -30, pwLoseLowTrump: 30, pwPdRuff: 5, pwRhoTenT: -12, pwLhoFinT: 27, pwSingleRuff: 19,
	pwWinRuffSingle: 35, pwWinTopPdSec: 24, pwWinTopTop: 38, pwWinTopOther: -3, pwWinPdTopSec: 42,
	pwWinPdTop: 28, pwWinSeqSec: 40, pwWinSeq: 22, pwWinOther: 11, pwWinKillerT: 55, pwWinHintT: 18,
	pwLosePd23T: 20, pwLoseMix23T: 13, pwLoseRuffSingle: 0, pwLoseTopPdSec: 33, pwLoseTopTop: 38,
	pwLoseTopOther: -14, pwLosePdTop: 34, pwLoseSeqSec: 35, pwLoseOther: 17, pwLoseKillerT: 22,
	pwNTWinRhoSec: -1, pwNTWinLhoSec: 22, pwNTWinLhoSecSingle: 16, pwNTWinClear: 34, pwNTWinBlocked: 14,
	pwNTWinKiller: 126, pwNTWinHint: 32,
	pwNTLoseRhoTop: -10, pwNTLoseLhoFin: 31, pwNTLosePd23: 35, pwNTLoseMix23: 25, pwNTLoseSingle: 28,
	pwNTLoseTop: -17, pwNTLoseNoSeq: 12, pwNTLoseSeqSec: 48, pwNTLoseSeq: 29, pwNTLoseKiller: 47,
	pwNTLoseHint: 19,
	pw2PdWins:    40, pw2Over: 41, pw2UnderPd: 40, pw2Above3rd: 73, pw2SeqHigh: 62, pw2High: 49,
	pw2PdCovers: 47, pw2WinLow: 40, pw2Useless: -9, pw2Beaten: -16, pw2Seq: 22, pw2Other: 10,
	pw2NTBeatBoth: 81, pw2NTUseless: -3, pw2NTBeaten: -11, pw2NTSeq: 10, pw2NTOther: 13,
	pw2PitchPdT: 44, pw2PitchT: 36, pw2PitchKx: -4, pw2DiscPd: 60, pw2DiscOther: -2, pw2Ruff: 24,
	pw2RuffLow: 15, pw2NTDiscPd: 23, pw2NTDiscPdKx: -2, pw2NTDiscPdAce: -3, pw2NTDisc: 12,
	pw2NTDiscKx: -6, pw2NTDiscAce: -8,
	pw3Win: 58, pw3Force: 60, pw3ForceAce: 20, pw3BeatSecond: 20,
	pw3DiscT: 40, pw3NoOverruff: -50, pw3UnderRuff: -32, pw3RuffPdK: 36, pw3RuffPd: 48,
	pw3RuffForce: -12, pw3RuffLow: 72, pw3RuffHigh: 48, pw3RuffForce2: 36,
	pw3NTDisc: 16, pw3NTDiscKx: -4, pw3NTDiscAce: -4,
	pw4Win: 30, pw4DiscT: 24, pw4DiscKx: -2, pw4NoRuff: 2, pw4DiscPd: 25, pw4Overruff: 33,
	pw4Underruff: -13, pw4Disc: 14, pw4Ruff: 33, pw4NTDisc: 8, pw4NTDiscKx: -6, pw4NTDiscAce: -8,
}

// Indices of pw. Names: L lead, 2/3/4 the follower's place in the trick; T trump games, NT
// notrump or no trump left; Win/Lose whether the lead takes the trick for the leader's side.
const (
	pwWidthT = iota
	pwWidthNT
	pwPdVoidNT
	pwOppRuff
	pwLoseRuff4
	pwPdRuff
	pwRhoTenT
	pwLhoFinT
	pwSingleRuff
	pwWinRuffSingle
	pwWinTopPdSec
	pwWinTopTop
	pwWinTopOther
	pwWinPdTopSec
	pwWinPdTop
	pwWinSeqSec
	pwWinSeq
	pwWinOther
	pwWinKillerT
	pwWinHintT
	pwLosePd23T
	pwLoseMix23T
	pwLoseRuffSingle
	pwLoseTopPdSec
	pwLoseTopTop
	pwLoseTopOther
	pwLosePdTop
	pwLoseSeqSec
	pwLoseOther
	pwLoseKillerT
	pwNTWinRhoSec
	pwNTWinLhoSec
	pwNTWinLhoSecSingle
	pwNTWinClear
	pwNTWinBlocked
	pwNTWinKiller
	pwNTWinHint
	pwNTLoseRhoTop
	pwNTLoseLhoFin
	pwNTLosePd23
	pwNTLoseMix23
	pwNTLoseSingle
	pwNTLoseTop
	pwNTLoseNoSeq
	pwNTLoseSeqSec
	pwNTLoseSeq
	pwNTLoseKiller
	pwNTLoseHint
	pw2PdWins
	pw2Over
	pw2UnderPd
	pw2Above3rd
	pw2SeqHigh
	pw2High
	pw2PdCovers
	pw2WinLow
	pw2Useless
	pw2Beaten
	pw2Seq
	pw2Other
	pw2NTBeatBoth
	pw2NTUseless
	pw2NTBeaten
	pw2NTSeq
	pw2NTOther
	pw2PitchPdT
	pw2PitchT
	pw2PitchKx
	pw2DiscPd
	pw2DiscOther
	pw2Ruff
	pw2RuffLow
	pw2NTDiscPd
	pw2NTDiscPdKx
	pw2NTDiscPdAce
	pw2NTDisc
	pw2NTDiscKx
	pw2NTDiscAce
	pw3Win
	pw3Force
	pw3ForceAce
	pw3BeatSecond
	pw3DiscT
	pw3NoOverruff
	pw3UnderRuff
	pw3RuffPdK
	pw3RuffPd
	pw3RuffForce
	pw3RuffLow
	pw3RuffHigh
	pw3RuffForce2
	pw3NTDisc
	pw3NTDiscKx
	pw3NTDiscAce
	pw4Win
	pw4DiscT
	pw4DiscKx
	pw4NoRuff
	pw4DiscPd
	pw4Overruff
	pw4Underruff
	pw4Disc
	pw4Ruff
	pw4NTDisc
	pw4NTDiscKx
	pw4NTDiscAce
	pwLoseTopRuff4 // (added last: the indexes above keep their numbers)
	pwWinTopTrump
	pwLoseLowTrump
	pwCount
)

// pctx is what the partnership ordering of one node needs: the trick's tops, the trump class
// while trumps are left (-1 otherwise), and each seat's cards per class.
type pctx struct {
	s     *Solver
	tops  *trickTops
	trump int
	led   int // the class led, for followers
	// for followers: the rank of the card led, and the rank, class and place in the trick (0 for
	// the leader's) of the card winning the trick so far
	r0, wr  int32
	wk, whi int8
}

// (The helpers below mask seats and cards, which are below MaxSeats and 64: the masks spare the
// bounds checks.)

// hold returns the cards of class k in seat's hand.
func (x *pctx) hold(seat, k int) cards.Set { return x.s.hands[seat&(MaxSeats-1)] & x.s.classes[k] }

// hold is pctx's hold for the scorers that keep the Solver in a local (second, secondDisc): the
// local is tested for nil once, where x.s, read again after each store to the moves, was tested
// at every call.
func (s *Solver) hold(seat, k int) cards.Set { return s.hands[seat&(MaxSeats-1)] & s.classes[k] }

// rank returns the rank of c on DDS's scale: 2 for the lowest card of its class.
func (x *pctx) rank(c cards.Card) int32 { return x.s.rank2[c&63] }

// rankHi returns the rank of the highest card of m, which is not empty.
func (x *pctx) rankHi(m cards.Set) int32 { return x.s.rank2[hi(m)] }

// top returns the rank of the highest card of set m, 0 when m is empty.
func (x *pctx) top(m cards.Set) int32 {
	if m == 0 {
		return 0
	}
	return x.s.rank2[hi(m)] // (rankHi written out: its mark was the line's only instruction)
}

// bottom returns the rank of the lowest card of set m, 0 when m is empty.
func (x *pctx) bottom(m cards.Set) int32 {
	if m == 0 {
		return 0
	}
	return x.s.rank2[lo(m)&63]
}

// hi returns the highest card of m, which is not empty: Highest without its test of the empty
// set, one bit scan. (The 1 or'ed in tells the compiler so; and that the result is below 64.)
func hi(m cards.Set) int { return 63 - bits.LeadingZeros64(uint64(m)|1) }

// lo returns the lowest card of m, which is not empty: Lowest without its test of the empty set.
func lo(m cards.Set) int { return bits.TrailingZeros64(uint64(m) | 1<<63) }

// relRank returns 1 for the highest live card of c's class, 2 for the next, and so on.
func (x *pctx) relRank(c cards.Card) int32 {
	return int32((x.s.live & x.s.classSet[c]).Above(c&63).Count()) + 1
}

// genPartnership fills p with the legal moves of the seat to move in a partnership game, one per
// run of power-equivalent cards (its highest card when that may take the trick, else its lowest),
// scored by the rules of this file. killer counts for leads and discards (see discardKey), hint
// for leads only.
func (s *Solver) genPartnership(p *ply, killer, hint cards.Card) {
	h := s.hands[s.toMove&(MaxSeats-1)] // (the mask spares the bounds check)
	if s.played == 0 {
		s.genLead(p, h, killer, hint)
		return
	}
	legal := h & s.classSet[s.trick[0]]
	if legal == 0 {
		legal = h
	}
	if legal&(legal-1) == 0 {
		// A single legal card: the move the generation below would make, without the trick's
		// analysis or scores. (tryFollow plays such a card without the moves.)
		p.n = 1
		p.moves[0] = move{card: cards.Card(lo(legal)), seq: legal, run: 0, sq: 1}
		return
	}
	w, sep := s.trickWin(), cards.Set(0)
	if led := s.classSet[s.trick[0]]; legal&led != 0 {
		sep = runSeps(legal, led&(h|s.inTrick&^cards.Bit(w)|^s.live))
	}
	s.genFollow(p, h, legal, sep, w, killer)
}

// genLead is genPartnership for the leader, who holds h: every card is legal and the trick holds
// none. leads makes the moves and scores them class by class. (Where it makes only one, the scores
// are not needed, but that is 2 % of the leads on list10.)
func (s *Solver) genLead(p *ply, h cards.Set, killer, hint cards.Card) {
	var x pctx
	x.s = s
	x.trump = -1
	if s.live&s.trumps != 0 {
		x.trump = s.trumpClass
	}
	x.tops = s.tricksTops()
	x.leads(p, h, killer, hint)
}

// trickWin returns the card winning the current trick, which holds a card: the highest trump
// played, else the highest card of the class led. (Cards are below 64: the masks spare the bounds
// checks.)
func (s *Solver) trickWin() cards.Card {
	win := s.inTrick & s.trumps
	if win == 0 {
		win = s.inTrick & s.classSet[s.trick[0]]
	}
	return cards.Card(hi(win)) & 63 // (win holds the card led or a trump)
}

// genFollow is genPartnership for a follower who holds h, of which legal, two cards or more, are
// legal (the cards of the class led, or h when he has none), with w winning the trick (trickWin).
// Where legal is of the class led, sep holds the separators of its runs (runSeps of legal and the
// class's open cards, below). (The callers have them: tryFollow's test of a single run needs them.)
// Its own loops, the runs of the class led, leave a move's run, sq and split as they were: only
// tryMoves and nearBound read them, never in a partnership game, where tryFollow and
// genPartnership's callers read a move's card, cards and score alone.
func (s *Solver) genFollow(p *ply, h, legal, sep cards.Set, w, killer cards.Card) {
	// (Partnership games have four classes, and cards are below 64: the masks spare the bounds
	// checks and the handling of shifts by 64 or more.)
	w &= 63
	t0 := s.trick[0] & 63
	// (The fourth hand's test reads the class led from classSet by the card byte: no class index.)
	if cl := s.classSet[s.trick[0]]; legal&cl != 0 && s.played > 2 {
		// The fourth hand follows suit: its rule needs none of the trick's analysis below. Its
		// cards may take the trick when above the winning card, which is of the class unless a
		// trump won; the partner wins when the winning card is the second.
		lim := ^cards.Set(0)
		if cl.Has(w) {
			lim = 1 << w // (cards.Bit written out: its inline mark was the line's only instruction)
		}
		if invariants && sep != runSeps(legal, cl&(h|s.inTrick&^cards.Bit(w)|^s.live)) {
			panic("genFollow: the runs' separators differ from the class's")
		}
		// The fourth hand's rule (fourthBest, in probe.go, repeats it): win as cheaply as
		// possible unless the partner wins already or an opponent ruffed (lim is then above
		// every card). Each run is scored as it is taken, where the second and third hands'
		// rules look at all the runs. (The winning card separates runs: a run is all above it
		// or all below. Written out here rather than in a function of its own: a call less at
		// a fourth of the followers' move generations, TableList10 0.1 % fewer instructions.)
		win := pw[pw4Win]
		if w == s.trick[1]&63 {
			win = 0
		}
		r2 := &s.rank2
		ms := &p.moves // (p tested for nil here, once, not at every run)
		n := 0
		for ; legal != 0; n++ {
			var run cards.Set
			run, legal, sep = nextRun(legal, sep)
			// (putRun written out, so that the run's highest card is found once.)
			h, low := hi(run), run&-run // (low on hi's line takes the place of its inline mark)
			c, score := cards.Card(h), -r2[h]
			if low > lim {
				score += win
			} else {
				c = cards.Card(lo(run))
			}
			m := &ms[n&(maxMoves-1)]
			m.card, m.seq, m.score = c, run, score
		}
		p.n = n
		return
	}
	led := int(s.classOf[t0]) & 3
	var x pctx
	x.s = s
	x.trump = -1
	if s.live&s.trumps != 0 {
		x.trump = s.trumpClass
	}
	x.led = led
	x.r0, x.wr, x.wk = s.rank2[t0], s.rank2[w], s.classOf[w]
	if w != t0 {
		// The trick's cards are distinct: w is the second card unless the third.
		x.whi = 1
		if s.played > 2 && w == s.trick[2]&63 {
			x.whi = 2
		}
	}
	if legal&s.classes[led] == 0 {
		// A void follower: voids makes the moves and scores them class by class (the scores
		// not needed where it makes only one: 3 % of them on list10). (open: the cards that
		// separate no runs: the mover's, the trick's but the winning card, the gone.)
		x.tops = s.tricksTops() // (the followers of the class led do without the tops)
		if x.trump < 0 {
			x.voidsNT(p, h, h|s.inTrick&^cards.Bit(w)|^s.live, killer)
			return
		}
		x.voids(p, h, h|s.inTrick&^cards.Bit(w)|^s.live, w, killer)
		return
	}
	// Only the class led is legal (the second or third hand). Its cards may take the trick when
	// above the winning card, which is of the class unless a trump won.
	lim := ^cards.Set(0)
	if int(x.wk) == led {
		lim = 1 << w // (cards.Bit written out: its inline mark was the line's only instruction)
	}
	if invariants && sep != runSeps(legal, s.classes[led]&(h|s.inTrick&^cards.Bit(w)|^s.live)) {
		panic("genFollow: the runs' separators differ from the class's")
	}
	// (putRun written out, so that each run also gets the score of a card that does not try to
	// win, less its rank, from which second and third start: its highest card, found once, gives
	// the rank and the card of a run that may win.)
	r2 := &s.rank2
	ms := &p.moves // (p tested for nil here, once, not at every run)
	n := 0
	for ; legal != 0; n++ {
		var run cards.Set
		run, legal, sep = nextRun(legal, sep)
		h, low := hi(run), run&-run // (low on hi's line takes the place of its inline mark)
		c := cards.Card(h)
		if low <= lim {
			c = cards.Card(lo(run))
		}
		m := &ms[n&(maxMoves-1)]
		m.card, m.seq, m.score = c, run, -r2[h]
	}
	p.n = n
	// (tryFollow plays a single run without the moves; genPartnership's callers, which may have
	// one here, read no score of a single move: scored all the same.)
	if s.played == 1 {
		x.second(p)
	} else {
		x.third(p)
	}
}

// addRuns writes the runs of y, cards of one class, after the first n moves of p, highest first,
// and returns the new number of moves. The runs are the blocks of consecutive bits of t (the
// class but the other seats' live cards) that hold cards of y; a run's card is its highest when it
// may take the trick, else its lowest (genMoves' mayWin). A card may take the trick when its bit
// is above lim; a run holds no card of the other seats between its cards, so its lowest card
// answers for all of it. (leads, voids and genPartnership write this loop out, so as to score
// each run as it is taken; TestAddRuns checks it.)
func (p *ply) addRuns(n int, y, t, lim cards.Set) int {
	for sep := runSeps(y, t); y != 0; n++ {
		var run cards.Set
		run, y, sep = nextRun(y, sep)
		p.putRun(n, run, lim)
	}
	return n
}

// runSeps returns the separators of the runs of y in t (see addRuns) for nextRun. Adding y to t
// carries out of each block holding a run into the bit just above it (a card of another seat, or
// the bit above the class; lost above bit 63, where the carry says so): one separator above every
// run. The top run's own is dropped.
func runSeps(y, t cards.Set) cards.Set {
	sum, carry := bits.Add64(uint64(t), uint64(y), 0)
	sep := cards.Set(sum) &^ t
	return sep &^ (cards.Set(carry^1) << hi(sep))
}

// nextRun splits the top run off y, given the separators of the runs left (runSeps): the cards of
// y above the highest separator, or all of y when none is left. It returns the run and what is
// left of y and of the separators.
func nextRun(y, sep cards.Set) (run, yLeft, sepLeft cards.Set) {
	run = y
	if sep != 0 {
		// (hi written out: inlined on a line of its own, it left the compiler's no-op mark of
		// the call in every run's loop.)
		b := 63 - bits.LeadingZeros64(uint64(sep)|1)
		run = y &^ (cards.Set(2)<<b - 1)
		sep ^= cards.Set(1) << b
	}
	return run, y ^ run, sep
}

// putRun writes run as move n of p and returns the move, whose score is left to the rules: its
// card is its highest when it may take the trick (its bits above lim), else its lowest.
func (p *ply) putRun(n int, run, lim cards.Set) *move {
	c := cards.Card(lo(run))
	if run&-run > lim {
		c = cards.Card(hi(run))
	}
	m := &p.moves[n&(maxMoves-1)]
	m.card, m.run, m.sq, m.split, m.seq = c, uint8(n), uint8(n+1), false, run
	return m
}

// putRunHi is putRun given the run's highest card c, which the leads' loops read anyway: the
// lowest card is found only where the run does not win. (It takes a ply's moves, which the
// callers read from the ply once: a method of the ply tested it for nil at every run.)
func putRunHi(ms *[maxMoves]move, n int, run, lim cards.Set, c cards.Card) *move {
	if run&-run <= lim {
		c = cards.Card(lo(run))
	}
	m := &ms[n&(maxMoves-1)]
	m.card, m.run, m.sq, m.split, m.seq = c, uint8(n), uint8(n+1), false, run
	return m
}

// killerDiscard is the bonus of the discard that last settled a node in the same situation: above
// every score of the rules, so it is tried first (a weight of 30 orders the same on list10 and
// list100, so it is the memory that decides wherever it has a card).
const killerDiscard = 1000

// lowDiscard is the bonus of each class's lowest run among the discards of a follower while no
// trump is left: every class's lowest card is tried, longest class first, before a second card of
// any class. Of a class's cards the lowest is the least likely to win a trick later; a higher one
// may be a later winner or guard one, so it rarely refutes where every class's lowest fails.
// Scored by length and rank alone, the second card of a long class came before the lowest of a
// shorter one (bridge-solver orders its discards this way too).
// (thomas2 notrump, a deal of four voids where most followers discard: -4.7 % nodes.) Below
// killerDiscard, so the memory's card still comes first.
const lowDiscard = 200

// lowDiscardT is lowDiscard while trumps are left, where the discards share their place with the
// ruffs: only a nudge, which puts the lowest card of a class before a discard elsewhere that
// scored up to two more. (1 to 4 all lower NodeSuite slightly, 6 and 10 raise it, and a bonus
// above the ruffs more than doubles list10's nodes. 2: thomas2 -0.25 %, NodeSuite -0.07 %, hard
// deals -0.42 %.)
const lowDiscardT = 2

// discarding reports whether the seat to move, a follower, holds no card of the class led while no
// trump is left: it chooses a discard.
func (s *Solver) discarding() bool {
	// (Cards are below 64 and seats below MaxSeats: the masks spare the bounds checks.)
	return s.played > 0 && s.live&s.trumps == 0 && s.hands[s.toMove&(MaxSeats-1)]&s.classSet[s.trick[0]] == 0
}

// discardKey is the cutoff memory's key of a discard (bridge-solver's for a void follower in
// notrump), w winning the trick: the mover's hand, the seat winning the trick so far and the
// target. The leaders' key (killerKey) names the winning card instead and no target; for discards
// that lost: on the four-void hard_deals/deal.4 at notrump the winning card without the target
// searched 8 % more nodes than no memory, the card with the target 2 % fewer, the seat with the
// target 6 % fewer (the seat without it: no gain). With trumps left the memory lost for every
// void follower (ruffs and discards, or discards only; with and without the target; first or a
// bonus of 20 to 40): 11 to 117 % more nodes on the clubs table of deal.4; it pays only in the
// first six tricks, with ruffKey (voidsFromMemory).
func (s *Solver) discardKey(w cards.Card, target int) uint64 {
	// The trick's winner: the seat of w, the trick's winning card (trickWin). (Seats are below
	// MaxSeats, four in partnership games: the masks spare the bounds checks and the division.)
	// (The trick's cards are cards, below 64, as w is: compared without the masks, which left no
	// room in the inlining budget for the hand's.)
	at := 0
	if w != s.trick[0] {
		// The trick's cards are distinct: w is the second card unless the third.
		at = 1
		if s.played > 2 && w == s.trick[2] {
			at = 2
		}
	}
	seat := (s.leader + at) & (MaxSeats - 1)
	x := uint64(seat) | uint64(s.toMove)<<4 | uint64(target)<<8 | 1<<16
	// Multiplied, so that the mix does not cancel against the hand's bits in the XOR.
	return uint64(s.hands[s.toMove&(MaxSeats-1)]) ^ x*0x9e3779b97f4a7c15
}

// ruffKey is the cutoff memory's key of a void follower while trumps are left (voidsFromMemory),
// w winning the trick: the mover's hand, the winning card itself, the seat to move and the
// target. With trumps the card matters where the seat does not: a trump must beat it to take the
// trick, and whether a ruff is worth its trump depends on how high the trump must be. (With the
// seat instead, as discardKey has it: NodeSuite 1.5 % more nodes, thomas1's spades, hearts and
// diamonds 12 % more, thomas2's clubs 8 % fewer.)
//
// The second hand's key also holds what the two seats after it can do in the trick: their cards
// of the class led and whether each holds a trump. Whether its ruff or discard works depends on
// them: whether the partner, last to play, takes the trick by following or by ruffing, and
// whether the third hand follows, overtakes or overruffs; the third and fourth hands see the
// cards before them, so their own key needs no more. Keyed like the others, the second hand's
// memory cost thomas1's trump strains 15-17 %. With these cards (against no second-hand memory):
// thomas2's trump strains 130.2 M -> 118.4 M nodes (-9.1 %), thomas1's -0.4 %, NodeSuite -1.1 %,
// bridge-solver's hard_deals -2.0 % and long_deals +0.7 % (its deal.10 +9.8 %); with the cards of
// the class led alone, thomas2 -10 % but long_deals +2.1 % (deal.10 +23 %).
func (s *Solver) ruffKey(w cards.Card, target int) uint64 {
	x := uint64(w) | uint64(s.toMove)<<8 | uint64(target)<<12 | 2<<16
	if s.played == 1 {
		led := s.classSet[s.trick[0]]
		h3, h4 := s.hands[(s.leader+2)&(MaxSeats-1)], s.hands[(s.leader+3)&(MaxSeats-1)]
		x ^= uint64(h3&led)*0xbf58476d1ce4e5b9 ^ uint64(h4&led)*0x94d049bb133111eb
		if h3&s.trumps != 0 {
			x ^= 1 << 20
		}
		if h4&s.trumps != 0 {
			x ^= 1 << 21
		}
	}
	// Multiplied, so that the mix does not cancel against the hand's bits in the XOR; the tag 2
	// keeps it apart from discardKey's (1) in the shared slots.
	return uint64(s.hands[s.toMove&(MaxSeats-1)]) ^ x*0x9e3779b97f4a7c15
}

// tricksTops returns the tops of the current trick, recorded at its lead (or at the root when
// the search started inside the trick).
func (s *Solver) tricksTops() *trickTops {
	if d := s.depth - s.played; uint(d) < uint(len(s.ply)) { // (one test: d is not negative)
		return &s.ply[d].tops
	}
	return &s.rootTops
}

// leads writes the moves of h, the leader's hand, into p (see genPartnership) and scores them,
// class by class, each run as it is taken (addRuns' steps). A lead may take the trick when no
// other seat holds a card of its class above it: addRuns' lim is the other seats' cards of the
// class.
//
// Step 1 computes what the scores of the node share, step 2 what those of a class share, step 3
// scores each lead. (One function, so that the shared parts stay in locals. The numbers of cards
// are read from the sets where only 0, 1 or more matters: each count is a test of the processor's
// POPCNT besides the count. The seats are relative to the leader, so that the tests compare with
// constants.)
func (x *pctx) leads(p *ply, h cards.Set, killer, hint cards.Card) {
	// (Two functions, one with trumps and one without: each runs' loop then gets the registers
	// of a function of its own, where the one function spilled more.)
	if x.trump >= 0 {
		x.leadsT(p, h, killer, hint)
	} else {
		x.leadsNT(p, h, killer, hint)
	}
}

// leadsT is leads with trumps left.
func (x *pctx) leadsT(p *ply, h cards.Set, killer, hint cards.Card) {
	// Step 1. The node (leadNode).
	s := x.s
	var ln leadNode
	me := s.leader
	ln.hand = [4]cards.Set{s.hands[me&3], s.hands[(me+1)&3], s.hands[(me+2)&3], s.hands[(me+3)&3]}
	tc := s.classes[x.trump]
	ln.trumps = [4]cards.Set{ln.hand[0] & tc, ln.hand[1] & tc, ln.hand[2] & tc, ln.hand[3] & tc}
	ln.rel = relSeats[me&3]
	// (Every hand holds as many cards at a trick's start: the tricks left.)
	ln.tricks = s.tricks
	var lc leadClass
	lc.killer, lc.hint = cards.Bit(killer), cards.Bit(hint) // empty for NoCard
	ms := &p.moves                                          // p tested for nil once, not at every run
	n := 0
	ln.h, ln.open = h, h|^s.live // open: cards that separate no runs, the leader's and the gone
	for k := range partnerClasses {
		cl := s.classes[k]
		y := ln.h & cl
		if y == 0 {
			continue
		}
		t := cl & ln.open // the class but the other seats' cards (genMoves' others)
		// (lim made on runSeps' line, and below the run's card on putRunHi's and the count's:
		// an inlined call alone on its line leaves the compiler's no-op mark of it.)
		sep, lim := runSeps(y, t), cl&^t
		lc.lim = lim
		// Step 2. The class: its holders of the top three cards, its cards in each hand.
		th := &x.tops.holder[k]
		r0, r1, r2 := int(ln.rel[th[0]&7]), int(ln.rel[th[1]&7]), int(ln.rel[th[2]&7])
		hL, hR, hP := ln.hand[relLHO]&cl, ln.hand[relRHO]&cl, ln.hand[relPd]&cl
		lc.live = s.live & cl
		// (The top card's holder holds a card of the class: one card is no more than one.)
		lc.ruffSingle = r0 == relLHO && hL&(hL-1) == 0 || r0 == relRHO && hR&(hR-1) == 0
		pdAbove := hP > hL|hR
		// (Whether the partner holds the second and third cards (pd23), or one of them and the
		// leader the other with the partner guarded (mix23), is tested where the losing leads'
		// part is made.)
		// The opponents' choices: their cards of the class, a whole hand and one more when void.
		opp := int32((hL | hR).Count()) // their cards of the class
		width := opp
		if hL == 0 {
			width += ln.tricks
		}
		if hR == 0 {
			width += ln.tricks
		}
		// Step 2 with trumps: the width, the class's bonuses (base), whether the lead of its top
		// card or of another wins the trick for the leader's side.
		lc.base = -pw[pwWidthT] * width / 8
		side := k != x.trump
		tL, tR, tP := ln.trumps[relLHO], ln.trumps[relRHO], ln.trumps[relPd]
		// (The trump class needs no test of side here, nor in the leads' wins below: there a
		// seat's trumps are its cards of the class, so no seat is void in it and holds trumps,
		// and every seat follows to it.)
		if hL == 0 && tL != 0 || hR == 0 && tR != 0 {
			lc.base += pw[pwOppRuff]
			// The second hand holds the class's top card and the fourth hand, void in it, the
			// opponents' only trumps: the lead hands the opponents the trick at their choice,
			// by the top card or by the ruff, and they keep the other. A leader with a trump
			// may still want it, to shorten the fourth hand's trumps (a tap: long_deals/deal.04's
			// clubs take 20-25 % more nodes when it goes later); a leader without one gains
			// nothing from it, and tries it after his other leads (thomas2's trump strains -16 %).
			if hR == 0 && tR != 0 && tL == 0 && r0 == relLHO && ln.trumps[relMe] == 0 {
				lc.base += pw[pwLoseRuff4]
			}
			// The leader holds the class's top card, the fourth hand ruffs it and keeps a trump
			// (he holds two or more), and the partner holds no trump: the ruff takes the trick
			// and the leader's winner, and the leader's side cannot overruff. Such a lead still
			// pays as a tap where the ruff costs the opponents their trump control, and the
			// lead goes later only where it is not one: where the partner holds trumps too (the
			// leader's side then holds trumps in two hands against the ruffer's one:
			// long_deals/deal.04's clubs took 33 % more nodes without this condition), where
			// the ruff would take the fourth hand's last trump (deal.04's East forcing out
			// North's last club to run his spades: 13 %), and late in the play, with fewer than
			// ten tricks left, when a few forcing leads shorten the ruffer below the leader
			// (long_deals/deal.06's diamonds 9 % more, deal.11's spades 3 %, hard_deals/deal.12's
			// diamonds 12 %). From seven tricks on the lead still goes later where no forcing
			// game is in view: the fourth hand holds more trumps than the leader (after the
			// ruff he still holds as many), his partner holds none (the opponents' trumps are
			// all in his hand), and the leader's partner holds no card of the class either (he
			// can neither ruff nor lead it again to go on forcing). thomas2's trump strains:
			// 24 % fewer nodes than without the rule (6.5 % of that from the card condition);
			// NodeSuite and the hard deals unchanged.
			if hR == 0 && tR&(tR-1) != 0 && r0 == relMe && tP == 0 && (ln.tricks >= 10 ||
				ln.tricks >= 7 && hP == 0 && tL == 0 && tR.Count() > ln.trumps[relMe].Count()) {
				lc.base += pw[pwLoseTopRuff4]
			}
		}
		if hP == 0 && tP != 0 && hR != 0 {
			lc.base += pw[pwPdRuff]
		}
		if r0 == relRHO || r1 == relRHO {
			if hR&(hR-1) != 0 {
				lc.base += pw[pwRhoTenT] // (he holds a top card: not one is two or more)
			}
		} else if r0 == relLHO && r1 == relPd && hP&(hP-1) != 0 {
			lc.base += pw[pwLhoFinT] // (he holds the second card: not one is two or more)
		}
		// (The leader holds a card of the class: one is no more than one. The partner's top
		// card tested first, and the leader's cards only then: it fails at most classes.)
		if r0 == relPd && side && hP&(hP-1) != 0 {
			if hM := ln.hand[relMe] & cl; hM&(hM-1) == 0 && ln.trumps[relMe] != 0 {
				lc.base += pw[pwSingleRuff]
			}
		}
		// (An opponent follows when he holds the class or no trump.)
		followL, followR := hL != 0 || tL == 0, hR != 0 || tR == 0
		// (Written to lc as they are found: fewer values held in registers.)
		lc.winOther = false
		switch {
		case hP != 0 || tP == 0:
			lc.winTop = followL && followR
		default:
			lc.winTop = (hL != 0 || tP > tL) && (hR != 0 || tP > tR)
		}
		switch {
		case pdAbove:
			lc.winOther = followL && followR
		case hP == 0 && tP != 0:
			lv, rv := hL == 0 && tL != 0, hR == 0 && tR != 0
			switch {
			case lv && rv:
				lc.winOther = tP > tL|tR
			case lv:
				lc.winOther = tP > tL
			case rv:
				lc.winOther = tP > tR
			default:
				lc.winOther = true
			}
		}
		lose := lc.base
		if r1 == relPd && r2 == relPd { // pd23
			lose += pw[pwLosePd23T]
		} else if (r1 == relMe && r2 == relPd || r1 == relPd && r2 == relMe) && hP&(hP-1) != 0 { // mix23
			lose += pw[pwLoseMix23T]
		}
		// Whether a seat is void in the class (the runs' loop needs no more of the hands).
		lc.void = hL == 0 || hR == 0 || hP == 0
		// The leader's top trump goes a little later early in the play (ten tricks or more
		// left) when an opponent holds the next trump: cashing it makes that trump the master
		// and draws one round of trumps at most, while the top trump stays a trick whenever
		// it is played (nobody can ruff it); so the leads that make the opponents ruff, or put
		// them on lead, come first. In thomas2 the top trump cashed first was the failing first
		// lead at most of the lead nodes that a later lead cut (diamonds 2.2 M of 3.4 M nodes
		// wasted so, hearts 1.6 M of 2.2 M): its trump strains 5.6 % fewer nodes, NodeSuite
		// 0.4 %, the hard and long deals 0.27 %. (A shift of 20 to 40 takes thomas2 4.3 to
		// 7.2 % lower; 45 or more puts the top trump below the leads that lose early, +18 %.
		// From nine tricks: thomas2 -6.5 %, the hard deals -0.19 %.) (Tested in the runs' loop,
		// where the class's top card wins, one run in five on list10: made for each class, as
		// a field of leadClass, it cost more.)
		// The leader holds the top trump, his partner none, and the trumps left are the
		// leader's and one opponent's, who holds the next trump guarded (two trumps or more).
		// The top trump then draws one of his trumps and leaves him the master, while a lower
		// trump trades one trump for one as well, puts him on lead (he must win it, or give
		// the leader's side the trick) and keeps the top trump to stop his trumps later; so
		// the lower trumps go before the other losing leads, at every depth (with his next
		// trump single, the top trump drops it, and the lower trumps keep their place).
		// thomas2's trump strains 11 % fewer nodes (under three seeds of the cutoff memory's
		// hash: -9.6, -12.2, -11.5 %); NodeSuite and the hard and long deals unchanged
		// (+0.0003 % and -0.02 %). Without the partner's and the other opponent's voids
		// (the next trump guarded only) thomas2 gains 7.6 % but NodeSuite loses 2.2 %.
		// (Every losing lead of the class gets the bonus: it goes into their part, lose.)
		if !side && tP == 0 && r0 == relMe {
			if r1 == relLHO && tR == 0 && tL&(tL-1) != 0 || r1 == relRHO && tL == 0 && tR&(tR-1) != 0 {
				lose += pw[pwLoseLowTrump]
			}
		}
		// Step 3 with trumps (the class's parts in lc: see leadClass).
		lc.lose, lc.r0, lc.r1 = lose, int8(r0), int8(r1)
		for ; y != 0; n++ {
			var run cards.Set
			run, y, sep = nextRun(y, sep)
			c, two := cards.Card(hi(run)), run&(run-1) != 0 // two: a sequence
			// (rr: relRank; c is live: the count holds it)
			m, rr := putRunHi(ms, n, run, lc.lim, c), int32((lc.live >> (c & 63)).Count())
			isTop, isSecond := rr == 1, rr == 2 // the class's top card, its second
			win := lc.winOther
			if isTop {
				win = lc.winTop
			}
			if win {
				w := lc.base
				if isTop && k == x.trump && ln.tricks >= 10 && (lc.r1 == relLHO || lc.r1 == relRHO) {
					w += pw[pwWinTopTrump]
				}
				switch {
				case lc.ruffSingle:
					w += pw[pwWinRuffSingle] + rr
				case lc.r0 == relMe:
					switch {
					case lc.r1 == relPd:
						w += pw[pwWinTopPdSec] + rr
					case isTop:
						w += pw[pwWinTopTop]
					default:
						w += pw[pwWinTopOther] + rr
					}
				case lc.r0 == relPd:
					if lc.r1 == relMe {
						w += pw[pwWinPdTopSec] + rr
					} else {
						w += pw[pwWinPdTop] + rr
					}
				case two && isSecond:
					w += pw[pwWinSeqSec]
				case two:
					w += pw[pwWinSeq] + rr
				default:
					w += pw[pwWinOther] + rr
				}
				if run&lc.killer != 0 {
					w += pw[pwWinKillerT]
				} else if run&lc.hint != 0 {
					w += pw[pwWinHintT]
				}
				m.score = w
				continue
			}
			w := lc.lose
			// Highest card first where the leader holds the class's top card, and from a class
			// where some seat is void when the leader's cards there are no sequence, as without
			// trumps (below); else lowest first.
			switch {
			case lc.ruffSingle:
				w += pw[pwLoseRuffSingle] + rr
			case lc.r0 == relMe:
				switch {
				case lc.r1 == relPd:
					w += pw[pwLoseTopPdSec] - rr
				case isTop:
					w += pw[pwLoseTopTop]
				default:
					w += pw[pwLoseTopOther] - rr
				}
			case lc.r0 == relPd:
				w += pw[pwLosePdTop] + rr
			case two && isSecond:
				w += pw[pwLoseSeqSec]
			case !two && lc.void:
				w += pw[pwLoseOther] + s.rank2[c&63]
			default:
				w += pw[pwLoseOther] - s.rank2[c&63]
			}
			if run&lc.killer != 0 {
				w += pw[pwLoseKillerT]
			}
			m.score = w
		}
	}
	p.n = n
}

// leadsNT is leads without trumps (notrump, or none left). Its class loop starts with the same
// facts as leadsT's (steps 1 and 2 up to the width), written out in both on purpose: one function
// for both kinds of node spilled registers at each class's start (cost24a: the split saved 0.14 %
// of TableList10's instructions and 0.41 % of FutList10's), and a shared helper would hand back
// fifteen values a class.
func (x *pctx) leadsNT(p *ply, h cards.Set, killer, hint cards.Card) {
	// Step 1. The node (leadNodeNT).
	s := x.s
	var ln leadNodeNT
	me := s.leader
	ln.hand = [4]cards.Set{s.hands[me&3], s.hands[(me+1)&3], s.hands[(me+2)&3], s.hands[(me+3)&3]}
	ln.rel = relSeats[me&3]
	ln.tops = x.tops
	// (Every hand holds as many cards at a trick's start: the tricks left.)
	ln.tricks = s.tricks
	ln.voidEach = s.voidEach(&ln.hand)
	var lc leadClassNT
	lc.killer, lc.hint = cards.Bit(killer), cards.Bit(hint) // empty for NoCard
	lc.kh = lc.killer | lc.hint
	n := 0
	open := h | ^s.live // cards that separate no runs: the leader's and the gone
	for k := range partnerClasses {
		cl := s.classes[k]
		y := h & cl
		if y == 0 {
			continue
		}
		t := cl & open // the class but the other seats' cards (genMoves' others)
		// (lim, c's count and the single card's test on the inlined calls' lines, as in leadsT.)
		sep, lim := runSeps(y, t), cl&^t
		lc.lim = lim
		// Step 2. The class: its holders of the top three cards, its cards in each hand.
		th := &ln.tops.holder[k]
		r0, r1, r2 := int(ln.rel[th[0]&7]), int(ln.rel[th[1]&7]), int(ln.rel[th[2]&7])
		hL, hR, hP := ln.hand[relLHO]&cl, ln.hand[relRHO]&cl, ln.hand[relPd]&cl
		lc.live = s.live & cl
		// (The top card's holder holds a card of the class: one card is no more than one.)
		lc.ruffSingle = r0 == relLHO && hL&(hL-1) == 0 || r0 == relRHO && hR&(hR-1) == 0
		lc.winTop = hP > hL|hR // (the partner holds the top card: every lead wins)
		// (Whether the partner holds the second and third cards (pd23), or one of them and the
		// leader the other with the partner guarded (mix23), is tested where the losing leads'
		// part is made.)
		// The opponents' choices: their cards of the class, a whole hand and one more when void.
		opp := int32((hL | hR).Count()) // their cards of the class
		width := opp
		if hL == 0 {
			width += ln.tricks
		}
		if hR == 0 {
			width += ln.tricks
		}
		// Step 2 without trumps (notrump, or none left): the parts of the scores every winning and
		// every losing lead of the class shares: the width, the class's bonuses and those of its
		// holders. Every lead wins when the partner holds the top card, the top card's lead always.
		// The width's void term steers the lead away from a class an opponent may discard on; when
		// every class the leader holds has a void (four-void deals), it only steers towards the class
		// the partner is void in, and is left out (thomas1 and hard_deals/deal.4 at notrump: 2.0x
		// fewer nodes with the highest-first rule of the losing leads below, 1.6x without it;
		// ordinary deals unchanged).
		if ln.voidEach {
			width = opp
		}
		base := -pw[pwWidthNT] * width / 8
		if hP == 0 {
			base += pw[pwPdVoidNT]
		}
		// A winning lead: the second card's holder, an opponent who may hold it guarded (he holds a
		// card: one is no more than one).
		oneL, oneR := hL&(hL-1) == 0, hR&(hR-1) == 0
		lc.base = base
		if r1 == relRHO {
			if !oneR {
				lc.base += pw[pwNTWinRhoSec]
			}
		} else if r1 == relLHO {
			if !oneL {
				lc.base += pw[pwNTWinLhoSec]
			} else {
				lc.base += pw[pwNTWinLhoSecSingle]
			}
		}
		if (r1 != relLHO || oneL) && (r1 != relRHO || oneR) {
			lc.base += pw[pwNTWinClear]
		} else {
			lc.base += pw[pwNTWinBlocked]
		}
		// A losing lead.
		lose := base
		if r0 == relRHO || r1 == relRHO {
			if !oneR {
				lose += pw[pwNTLoseRhoTop] // (he holds a top card: not one is two or more)
			}
		} else if r0 == relLHO && r1 == relPd && hP&(hP-1) != 0 {
			lose += pw[pwNTLoseLhoFin] // (he holds the second card: not one is two or more)
		}
		if r1 == relPd && r2 == relPd { // pd23
			lose += pw[pwNTLosePd23]
		} else if (r1 == relMe && r2 == relPd || r1 == relPd && r2 == relMe) && hP&(hP-1) != 0 { // mix23
			lose += pw[pwNTLoseMix23]
		}
		lc.void = hL == 0 || hR == 0 || hP == 0 // (as with trumps)
		// A class where throwIn may find a throw-in: the partner void in it, one opponent only
		// holding it. (Kept in ln: a local, live through the loop, spilled the class's values.)
		if hP == 0 && (hL == 0) != (hR == 0) {
			ln.ends |= 1 << k
		}
		// Step 3 without trumps (the class's parts in lc: see leadClassNT).
		lc.lose, lc.r0 = lose, int8(r0)
		for ; y != 0; n++ {
			var run cards.Set
			run, y, sep = nextRun(y, sep)
			c, one := cards.Card(hi(run)), run&(run-1) == 0 // one: a single card
			// (rr: relRank; c is live: the count holds it)
			m, rr := putRunHi(&p.moves, n, run, lc.lim, c), int32((lc.live >> (c & 63)).Count())
			if lc.winTop || rr == 1 { // (the class's top card)
				w := lc.base + rr
				if run&lc.kh == 0 { // (one test where neither is in the run, the most runs)
				} else if run&lc.killer != 0 {
					w += pw[pwNTWinKiller]
				} else {
					w += pw[pwNTWinHint]
				}
				m.score = w
				continue
			}
			w := lc.lose
			// A losing lead goes highest card first from a class whose top card the leader holds,
			// and from a class where some seat is void when the leader's cards there are no
			// sequence (list100 FUT -6 % nodes, thomas1 and hard_deals/deal.4 at notrump 2.3x fewer;
			// with trumps, above, their trump strains 6 % and thomas2's clubs 25 % fewer); else
			// lowest first.
			switch {
			case lc.ruffSingle:
				w += pw[pwNTLoseSingle] + rr
			case lc.r0 == relMe:
				w += pw[pwNTLoseTop] - rr
			case one && lc.void:
				w += pw[pwNTLoseNoSeq] - rr
			case one:
				w += pw[pwNTLoseNoSeq] + rr
			case rr == 2: // the class's second card
				w += pw[pwNTLoseSeqSec]
			default:
				w += pw[pwNTLoseSeq] - rr
			}
			if run&lc.kh == 0 {
			} else if run&lc.killer != 0 {
				w += pw[pwNTLoseKiller]
			} else {
				w += pw[pwNTLoseHint]
			}
			m.score = w
		}
	}
	p.n = n
	if ln.ends != 0 && !x.s.noEndplay {
		x.throwIn(p, ln.ends)
	}
}

// throwIn puts first, without trumps, a lead that throws an opponent in when he would then
// have to lead into the leader's side's tenaces. In a class that only the leader and one
// opponent hold, a card of the leader's between the opponent's lowest and highest loses to the
// opponent's higher card, and the opponent, now on lead, is endplayed when every class he holds
// is one that only he and one seat of the leader's side hold and in which he holds a card
// between that seat's lowest and highest (which that seat, playing after him, captures, and
// which would have made a trick when led from the other side). The throw-in goes first, ahead
// of the cutoff memory's card, when one of the best of the other leads (their ties are in no
// order that means anything) is of the same class, in the first class where that holds:
// cashing the class's top card gives up the tenace that makes the endplay, while the best lead
// in another class may strip a class the opponent must discard in before the throw-in (the
// throw-in first whatever the best lead: NodeSuite +0.16 %, hard deals +0.24 %; only the first
// class with a throw-in tried: thomas2's notrump 62.7 M nodes instead of 53.7 M). Of the
// class's cards between the opponent's, the highest goes (the opponent must spend a high card
// on it; the lowest, or the throw-in second, searched more). Where the leader holds the class's
// top card and the opponent would keep a free exit in it (throwExit) or holds no other class's
// top card (winner), the throw-in waits. On thomas2's notrump the lead that failed first at most
// of North-South's recovered cut nodes at tricks 5-6 (test 7, leader E) was the memory's cash of
// the ace of such a class (North's CA from AQT86 over East's KJ97), and the middle card cut.
// ends holds the classes to look at, a bit each: those the leader holds, his partner does not,
// and one opponent only does (leadsNT's, which reads their hands anyway).
func (x *pctx) throwIn(p *ply, ends uint8) {
	s := x.s
	me := s.leader
	for ; ends != 0; ends &= ends - 1 {
		k := bits.TrailingZeros8(ends) & (partnerClasses - 1)
		cl := s.classes[k]
		y := s.hands[me&(MaxSeats-1)] & cl
		o, opp := s.hands[(me+1)&(MaxSeats-1)]&cl, me+1
		if o == 0 {
			o, opp = s.hands[(me+3)&(MaxSeats-1)]&cl, me+3
		}
		mid := between(y, o)
		if mid == 0 || !x.endplayed(opp, -1) {
			continue
		}
		c := cards.Bit(cards.Card(hi(mid)))
		if hi(y) > hi(o) && (!throwExit(y, o, c) || !x.winner(opp, k)) {
			continue
		}
		// The throw-in card's run (i) and the best score of the other leads (b).
		i, b := -1, int32(math.MinInt32)
		for j := 0; j < p.n; j++ {
			m := &p.moves[j&(maxMoves-1)]
			if m.seq&c != 0 {
				i = j
			} else if m.score > b {
				b = m.score
			}
		}
		same := b == math.MinInt32
		for j := 0; j < p.n; j++ {
			if m := &p.moves[j&(maxMoves-1)]; j != i && m.score == b && m.seq&s.classes[k] != 0 {
				same = true
			}
		}
		if m := &p.moves[i&(maxMoves-1)]; i >= 0 && same {
			if m.score <= b {
				m.score = b + 1
			}
			return
		}
	}
}

// throwExit reports whether the throw-in card c, led from y (holding the class's top card) in a
// class that only the leader and the opponent holding o hold, leaves that opponent without a free
// exit in the class. He takes the trick with his lowest card above c; if he then keeps a card of
// the class and the leader keeps none strictly between his remaining lowest and highest, his
// return runs into the leader's top card, a trick the leader makes anyway, and gives nothing away:
// he is not endplayed, and the leader does better to cash the top card first, taking the
// opponent's exit card with it (he must follow), and throw him in after. (A strip before the
// throw-in. Measured: thomas2 notrump 53.3 M -> 41.8 M nodes; without the test on the leader's
// cards between, skipping wherever the opponent keeps a card, 46.1 M; without the top card
// held, the trump strains rose, diamonds 13 %.)
func throwExit(y, o, c cards.Set) bool {
	w := o &^ (c<<1 - 1)
	o2 := o &^ (w & -w)
	return o2 == 0 || between(y&^c, o2) != 0
}

// winner reports whether seat e holds the top card of a class other than k, a trick he can
// take when on lead before he must lead into a tenace. Where he holds none, an endplay against
// him does not run away: the leader may cash the throw-in class's top card first (the opponent
// must follow, shortening his exit cards) and throw him in later, so the throw-in, which gives up
// the lead at once, waits (measured: thomas2 notrump 32.4 M -> 28.9 M nodes, 31.5 M -> 27.0 M
// and 32.4 M -> 29.2 M at two other cutoff-memory seeds; the throw-in waiting instead where he
// holds a winner, 37.0 M).
func (x *pctx) winner(e, k int) bool {
	for j := range partnerClasses {
		if j != k && int(x.tops.holder[j][0]) == e&(MaxSeats-1) {
			return true
		}
	}
	return false
}

// between returns the cards of h strictly between the lowest and the highest card of o (o not
// empty, in the same class).
func between(h, o cards.Set) cards.Set {
	return h & (cards.Bit(cards.Card(hi(o))) - 1) &^ (cards.Bit(cards.Card(lo(o)+1)) - 1)
}

// endplayed reports whether seat e, on lead, would have to give the other side a trick in every
// class he holds but skip (-1 for none): each is one that only he and one seat of the other side
// hold (his partner has none), and in which he holds a card between that seat's lowest and
// highest, a tenace or a guarded card that the seat, playing after him, captures.
func (x *pctx) endplayed(e, skip int) bool {
	some := false
	for k := range partnerClasses {
		h := x.hold(e, k)
		if k == skip || h == 0 {
			continue
		}
		ol, or := x.hold(e+1, k), x.hold(e+3, k)
		o := ol | or
		if x.hold(e+2, k) != 0 || o == 0 || ol != 0 && or != 0 {
			return false
		}
		if between(h, o) == 0 {
			return false
		}
		some = true
	}
	return some
}

// Seats relative to the leader, as leadNode holds them.
const (
	relMe = iota
	relLHO
	relPd
	relRHO
	relNone = 4 // no seat: the class has too few cards
)

// relSeats[me][h&7] is seat h relative to seat me, relNone for the holder -1 of trickTops (7
// after the mask).
var relSeats = [4][8]uint8{
	{relMe, relLHO, relPd, relRHO, relNone, relNone, relNone, relNone},
	{relRHO, relMe, relLHO, relPd, relNone, relNone, relNone, relNone},
	{relPd, relRHO, relMe, relLHO, relNone, relNone, relNone, relNone},
	{relLHO, relPd, relRHO, relMe, relNone, relNone, relNone, relNone},
}

// leadNode is what the scores of the leads of one node share: the hands and trumps of the seats
// from the leader on, the seats relative to the leader, the leader's tricks. (A struct that
// leads reads through a pointer: held in locals, these spilled and cost 0.4 % more
// instructions. leadsT reads h and open once a class: as locals they were reloaded at each
// class's end.)
type leadNode struct {
	hand, trumps [4]cards.Set // by seat relative to the leader (rel*)
	h, open      cards.Set    // leadsT's: the leader's cards, and the cards that separate no runs
	rel          [8]uint8     // relSeats of the leader (a copy: no pointer to reload)
	tricks       int32
}

// leadNodeNT is leadNode without trumps (leadsNT's), with the trick's tops (x.tops: one load
// where x's is two; in leadNode, a larger struct for leadsT, it cost leadsT more than it saved).
type leadNodeNT struct {
	hand     [4]cards.Set // by seat relative to the leader (rel*)
	rel      [8]uint8     // relSeats of the leader
	tops     *trickTops
	tricks   int32
	voidEach bool  // each class the leader holds has a seat void in it
	ends     uint8 // the classes for throwIn, a bit each
}

// leadClass is what the scores of the leads of one class share, for the runs' loop of leadsT
// (step 2's results), and the killer and the hint as sets. (A struct of more
// fields than the compiler keeps in registers: held in locals, the loops' values were spilled
// and reloaded on every path through the loop; in the struct, each is one load where it is
// read. TableList10 and FutList10 -0.6 % instructions.)
type leadClass struct {
	killer, hint                       cards.Set
	live, lim                          cards.Set // the class's live cards, addRuns' lim
	base, lose                         int32
	r0, r1                             int8 // the seats of the top two cards (rel*)
	winTop, winOther, ruffSingle, void bool
}

// leadClassNT is leadClass without trumps, for leadsNT (base is the winning leads' part and
// winTop whether every lead of the class wins), with the killer and the hint together in kh:
// one test of a run that holds neither, most runs. (kh in leadClass, a struct leadsT shares,
// cost leadsT more than leadsNT saved, even unused there: its own struct keeps leadsNT's gain.)
type leadClassNT struct {
	killer, hint, kh         cards.Set
	live, lim                cards.Set // the class's live cards, addRuns' lim
	base, lose               int32
	r0                       int8 // the seat of the top card (rel*)
	winTop, ruffSingle, void bool
}

// voidEach reports whether each class that the first of the hands holds has a hand void in it.
func (s *Solver) voidEach(hand *[4]cards.Set) bool {
	for k := range partnerClasses {
		cl := s.classes[k]
		if hand[0]&cl != 0 && hand[1]&cl != 0 && hand[2]&cl != 0 && hand[3]&cl != 0 {
			return false
		}
	}
	return true
}

// second scores the moves of the second hand, which follows suit. (secondBest, in probe.go, repeats
// these scores: TestFollowCard keeps the two the same.)
func (x *pctx) second(p *ply) {
	led := x.led
	s := x.s
	l := s.leader
	third, fourth := (l+2)&3, (l+3)&3
	lead := x.r0
	max3, max4 := x.top(s.hold(third, led)), x.top(s.hold(fourth, led))
	min3, min4 := x.bottom(s.hold(third, led)), x.bottom(s.hold(fourth, led))
	r2 := &s.rank2
	live := s.live & s.classes[led] // (for the relative ranks)
	n := p.n
	t := x.trump
	if t < 0 {
		if max4 > lead && max4 > max3 {
			// The partner beats both opponents: play low (genFollow's scores).
			return
		}
		for i := 0; i < n; i++ {
			m := &p.moves[i&(maxMoves-1)]
			c := hi(m.seq)
			rank, rr := r2[c], int32(live.Above(cards.Card(c)).Count())+1
			switch {
			case rank > lead && rank > max3:
				m.score = pw[pw2NTBeatBoth] - rank
			case min3 > rank || min4 > rank:
				m.score = pw[pw2NTUseless] + rr
			case rank < lead:
				m.score = pw[pw2NTBeaten] + rr
			case m.seq&(m.seq-1) != 0:
				m.score = pw[pw2NTSeq] + rr
			default:
				m.score = pw[pw2NTOther] - rank
			}
		}
		if exit := x.exitCard(); exit != 0 && !x.s.noEndplay {
			// The exit card goes second: just below the best of the other runs.
			ie, best := -1, int32(math.MinInt32)
			for i := 0; i < n; i++ {
				m := &p.moves[i&(maxMoves-1)]
				if m.seq&exit != 0 {
					ie = i
				} else if m.score > best {
					best = m.score
				}
			}
			if m := &p.moves[ie&(maxMoves-1)]; ie >= 0 && best < m.score {
				m.score = best - 1
			}
		}
		return
	}
	for i := 0; i < n; i++ {
		m := &p.moves[i&(maxMoves-1)]
		c := hi(m.seq)
		rank, rr := r2[c], int32(live.Above(cards.Card(c)).Count())+1
		win := false // our side may win the trick
		if led == t {
			win = max4 > lead && max4 > max3 || rank > lead && rank > max3
		} else {
			switch {
			case rank > lead && rank > max3:
				win = max3 != 0 || s.hold(third, t) == 0 || max4 == 0 && s.hold(fourth, t) != 0 && s.hold(fourth, t) > s.hold(third, t)
			case max4 > lead && max4 > max3:
				win = max3 != 0 || s.hold(third, t) == 0
			case lead > max4 && lead > max3 && lead > rank:
				win = max4 == 0 && s.hold(fourth, t) != 0 && (max3 != 0 || s.hold(third, t) == 0 || s.hold(fourth, t) > s.hold(third, t))
			default:
				win = max4 == 0 && s.hold(fourth, t) != 0
			}
		}
		switch {
		case win && min3 > rank:
			m.score = pw[pw2PdWins] + rr
		case win && max4 > lead && s.hold(l, led) > s.hold(fourth, led):
			m.score = pw[pw2Over] + rr
		case win && rank > lead:
			switch {
			case rank < max4:
				m.score = pw[pw2UnderPd] - rank
			case rank > max3:
				m.score = pw[pw2Above3rd] - rank
			case m.seq&(m.seq-1) != 0:
				m.score = pw[pw2SeqHigh] - rank
			default:
				m.score = pw[pw2High] - rank
			}
		case win && max4 > 0:
			m.score = pw[pw2PdCovers] - rank
		case win:
			m.score = pw[pw2WinLow] - rank
		case rank < min3 || rank < min4:
			m.score = pw[pw2Useless] + rr
		case rank < lead:
			m.score = pw[pw2Beaten] + rr
		case m.seq&(m.seq-1) != 0:
			m.score = pw[pw2Seq] - rank
		default:
			m.score = pw[pw2Other] - rank
		}
	}
}

// exitCard returns the lowest card of the second hand without trumps when he should keep it as
// his exit, else the empty set. In a class that only he and the leader hold, his lowest card,
// below the card led and below all the leader's cards, never wins a trick: it is his exit, with
// which he ducks the leader's next lead of the class instead of winning a trick he does not
// want. Second hand low spends it; his next card up saves it when that card is no exit itself
// (above some of the leader's cards) and no winner (below the leader's highest), so nothing is
// lost by playing it now. He wants the exit when winning the lead would endplay him: when every
// other class he holds is one that only he and one opponent hold and in which he holds a card
// between that opponent's lowest and highest (a tenace or a guarded card that the opponent,
// playing after him, captures when he leads the class, and takes no trick when the opponent
// leads it). On thomas2's notrump (leader E, test 7) 1 232 of East-West's 1 312 second-hand cut
// nodes at tricks 5-6 whose first card failed were this lowest card, cut by the next card up.
// (The same rule for the fourth hand, whose lowest card failed at most of North-South's such
// nodes, cost the hard deals 0.12 %.)
func (x *pctx) exitCard() cards.Set {
	s := x.s
	me, l := s.toMove, s.leader
	lho, pd := (l+2)&3, (l+3)&3
	y, ld := x.hold(me, x.led), x.hold(l, x.led)
	if y&(y-1) == 0 || ld == 0 || x.hold(lho, x.led)|x.hold(pd, x.led) != 0 {
		return 0
	}
	c, next := lo(y), lo(y&(y-1))
	if s.rank2[c&63] > x.r0 || c > lo(ld) || next < lo(ld) || next > hi(ld) {
		return 0
	}
	if !x.endplayed(me, x.led) {
		return 0
	}
	return cards.Bit(cards.Card(c))
}

// voids writes the moves of h, the hand of a follower void in the class led, into p (see
// genPartnership) and scores them, class by class. open holds the cards that separate no runs:
// h, the cards of the trick but w, the card winning it, and the cards gone. Only a trump may take
// the trick: any trump while no trump wins it, else a trump above w (addRuns' lim). Every class's
// cards but the trumps score what the class shares less their rank (voidPart), so only the trumps
// are scored card by card (ruff): voidCard, in probe.go, relies on it too, and adds the lowest
// run's bonus (lowDiscard or lowDiscardT) as voids does.
func (x *pctx) voids(p *ply, h, open cards.Set, w, killer cards.Card) {
	s := x.s
	// (The values read once a class or after the loops, in a struct of more than four fields,
	// which is kept in memory: each read is a load where it is used. As locals they were
	// reloaded at every trump run's back edge, after the scorer's call, and pushed the runs' own
	// values onto the stack. w, read once, makes the fifth field: with four the struct is split
	// into locals again. The class index stays a local: in the struct its loop cost more.)
	var v struct {
		h, open, tlim cards.Set
		w, killer     cards.Card
	}
	v.h, v.open, v.w, v.killer = h, open, w&63, killer
	if s.trumps.Has(v.w) {
		v.tlim = cards.Bit(v.w)
	}
	ms := &p.moves // (p tested for nil here, once, not at every run)
	n := 0
	for k := range partnerClasses {
		cl := s.classes[k]
		y := v.h & cl
		if y == 0 {
			continue
		}
		sep := runSeps(y, cl&v.open)
		// (voidClassOf written out, which is too large to be inlined, into locals: the scorers
		// take the class's parts as arguments, so that no voidClass is kept in memory. The Ace
		// counts in the discard weights without trumps only. The mover is read where needed: a
		// local kept through the loops spilled.)
		cnt := int32(y.Count())
		kx := cnt == 2 && int(x.tops.holder[k][1]) == s.toMove
		if k == x.trump {
			// (One loop for each seat, so that no run tests the seat: putRunHi finds the run's
			// highest card, which the scorers take, once.)
			switch s.played {
			case 1:
				for ; y != 0; n++ {
					var run cards.Set
					run, y, sep = nextRun(y, sep)
					c := cards.Card(hi(run))
					putRunHi(ms, n, run, v.tlim, c).score = x.secondRuff(cnt, kx, c)
				}
			case 2:
				for ; y != 0; n++ {
					var run cards.Set
					run, y, sep = nextRun(y, sep)
					c := cards.Card(hi(run))
					putRunHi(ms, n, run, v.tlim, c).score = x.thirdRuff(cnt, c)
				}
			default:
				for ; y != 0; n++ {
					var run cards.Set
					run, y, sep = nextRun(y, sep)
					c := cards.Card(hi(run))
					putRunHi(ms, n, run, v.tlim, c).score = x.fourthRuff(cnt, kx, c)
				}
			}
			continue
		}
		var part int32
		switch {
		case s.played == 1:
			part = x.secondDisc(cnt, kx)
		case s.played == 2:
			part = cnt * 64 / pw[pw3DiscT]
		default:
			part = x.fourthDisc(cnt, kx)
		}
		// (The other classes' cards cannot take the trick. The lowest run of each class, the last
		// taken, the one that leaves y empty, scores lowDiscardT more: tested on y, which the
		// loop holds anyway, where a mask of the lowest card took a register and spilled.)
		for ; y != 0; n++ {
			var run cards.Set
			run, y, sep = nextRun(y, sep)
			// (putRun's move of a card that cannot take the trick: the run's lowest card.)
			sc := part - s.rank2[hi(run)]
			if y == 0 {
				sc += lowDiscardT
			}
			m := &ms[n&(maxMoves-1)]
			m.card, m.run, m.sq, m.split, m.score, m.seq = cards.Card(lo(run)), uint8(n), uint8(n+1), false, sc, run
		}
	}
	p.n = n
	// The killer's bonus goes to its run once all are written: it is in h at 3 % of the calls on
	// list10, and a test of each run kept the killer in a register through the loops.
	if ks := cards.Bit(v.killer); v.h&ks != 0 { // (empty for NoCard)
		for i := 0; i < n; i++ {
			if m := &p.moves[i&(maxMoves-1)]; m.seq&ks != 0 {
				m.score += killerDiscard
				break
			}
		}
	}
}

// voidsNT is voids where no trump is left: every card is a discard, scored by the discard
// weights (discardBase, discard), and each class's lowest run scores lowDiscard more. (A function
// of its own, as leadsNT: without the trumps' branches its loops keep more in registers.)
func (x *pctx) voidsNT(p *ply, h, open cards.Set, killer cards.Card) {
	s := x.s
	l := s.leader
	v := voidClass{me: s.toMove, third: (l + 2) & 3, fourth: (l + 3) & 3}
	base := x.discardBase(&v)
	r2 := &s.rank2
	ms := &p.moves // (p tested for nil here, once, not at every run)
	n := 0
	for k := range partnerClasses {
		cl := s.classes[k]
		y := h & cl
		if y == 0 {
			continue
		}
		sep := runSeps(y, cl&open)
		// (voidClassOf and discard written out.)
		cnt := int32(y.Count())
		// (outlasted's first test here: in most classes the partner holds cards, and the call
		// is spared. The mover is read where needed, as in voids.)
		ol := cnt
		if s.hands[(s.toMove+2)&(MaxSeats-1)]&cl == 0 {
			ol = x.outlasted(s.toMove, k, y, cnt)
		}
		part := ol * 64 / pw[base]
		if cnt == 2 && int(x.tops.holder[k][1]) == s.toMove {
			part += pw[base+1]
		} else if cnt == 1 && int(x.tops.holder[k][0]) == s.toMove {
			part += pw[base+2]
		}
		// (The lowest run is the one that leaves y empty: voids' test.)
		for ; y != 0; n++ {
			var run cards.Set
			run, y, sep = nextRun(y, sep)
			sc := part - r2[hi(run)]
			if y == 0 {
				sc += lowDiscard
			}
			// (putRun's move of a card that cannot take the trick: the run's lowest card.)
			m := &ms[n&(maxMoves-1)]
			m.card, m.run, m.sq, m.split, m.score, m.seq = cards.Card(lo(run)), uint8(n), uint8(n+1), false, sc, run
		}
	}
	p.n = n
	// (The killer's bonus after the loops, as in voids.)
	if ks := cards.Bit(killer); h&ks != 0 { // (empty for NoCard)
		for i := 0; i < n; i++ {
			if m := &p.moves[i&(maxMoves-1)]; m.seq&ks != 0 {
				m.score += killerDiscard
				break
			}
		}
	}
}

// voidClass is what the scores of a void follower's cards share: the seats, the discard weights
// without trumps, and for the class of the cards,
// the mover's number of cards in it and whether he holds Kx there (exactly two cards, one of them
// the second highest) or the bare top card.
type voidClass struct {
	me, third, fourth int
	base              int // without trumps, the weights of discard; -1 with trumps

	k       int
	cnt     int32
	kx, ace bool
}

// outlasted returns the length that the discard weights give the class k, of which seat me
// holds y (n cards), without trumps: its length, or, in a class that only he and one opponent
// hold where the opponent holds more cards and the top card, the opponent's length and one more.
// There the opponent outlasts him whatever he keeps, and his cards can win only by beating the
// opponent's lower ones: the length that makes a class worth keeping buys nothing, and the class
// is shed as the longest. (Measured against the class's own length: thomas2 notrump 41.8 M -> 32.4 M nodes,
// NodeSuite -0.03 %, hard + long +0.01 %. Variants, before the lead probes' cards followed: the
// opponent's length alone searched more; without his top card, thomas2 about the same, hard + long
// +0.24 %; any class an opponent outnumbers the mover in, not only the two-seat ones, NodeSuite
// +1.4 %; the fourth hand only, 42.3 M; a class of cards all below the opponent's, 41.3 M.)
func (x *pctx) outlasted(me, k int, y cards.Set, n int32) int32 {
	if x.hold(me+2, k) != 0 {
		return n
	}
	ol, or := x.hold(me+1, k), x.hold(me+3, k)
	o := ol | or
	if ol != 0 && or != 0 || o == 0 || y > o {
		return n
	}
	if m := int32(o.Count()); m > n {
		return m + 1
	}
	return n
}

// discardBase returns the weights of discard (voidClass.base) for the node of v, where no trump
// is left: every card is a discard.
func (x *pctx) discardBase(v *voidClass) int {
	switch x.s.played {
	case 1:
		if x.hold(v.fourth, x.led) > x.hold(v.third, x.led)|cards.Bit(x.s.trick[0]&63) {
			return pw2NTDiscPd // the partner wins the trick
		}
		return pw2NTDisc
	case 2:
		// The second hand (when the partner does not win) and the third weigh the length 5 and
		// 4 ranks a card (64/12, 64/16), for the reason given below. Tuned after rel19's
		// lowest-run bonus, which tries each class's lowest card first, so that these weights
		// mostly order the lowest cards among themselves. (33 and 24 before: thomas2 -1.3 %,
		// NodeSuite -0.54 %, hard deals -0.13 %.)
		return pw3NTDisc
	default:
		// The fourth hand's class length weighs 8 ranks a card (64/8): its discard cannot change
		// who takes this trick, only which cards stay for the later ones, so it sheds the long
		// classes first and keeps the short ones' cards, which may still win or guard. (27 before:
		// thomas2 -2.0 %, notrump -4.4 %, NodeSuite +0.10 %, hard deals -0.16 %; 4 to 12 order
		// alike on thomas2's notrump.)
		return pw4NTDisc
	}
}

// voidClassOf fills in the parts of v of class k, of which the mover holds y (not empty). Without
// trumps the length is outlasted's, as the discard weights count it.
func (x *pctx) voidClassOf(v *voidClass, k int, y cards.Set) {
	v.k, v.cnt = k, int32(y.Count())
	v.kx, v.ace = false, false
	switch v.cnt {
	case 1:
		v.ace = int(x.tops.holder[k][0]) == v.me
	case 2:
		v.kx = int(x.tops.holder[k][1]) == v.me
	}
	if v.base >= 0 {
		v.cnt = x.outlasted(v.me, k, y, v.cnt)
	}
}

// voidPart returns what the scores of the cards of v's class, not the trumps, share: each card
// scores it less its rank.
func (x *pctx) voidPart(v *voidClass) int32 {
	switch {
	case v.base >= 0:
		return v.discard(v.base)
	case x.s.played == 1:
		return x.secondDisc(v.cnt, v.kx)
	case x.s.played == 2:
		return v.cnt * 64 / pw[pw3DiscT]
	default:
		return x.fourthDisc(v.cnt, v.kx)
	}
}

// ruff scores trump c, the highest of its run, of a follower void in the class led. (voids
// calls the rules of the seats itself.)
func (x *pctx) ruff(v *voidClass, c cards.Card) int32 {
	switch x.s.played {
	case 1:
		return x.secondRuff(v.cnt, v.kx, c)
	case 2:
		return x.thirdRuff(v.cnt, c)
	default:
		return x.fourthRuff(v.cnt, v.kx, c)
	}
}

// discard returns the class's part of the score of a discard without trumps, from which the
// card's rank is taken (lower cards first): the longer the class the better (weight base divides),
// plus weight base+1 when the mover holds Kx there or base+2 when he holds the bare top card. base
// is one of pw2NTDiscPd, pw2NTDisc, pw3NTDisc and pw4NTDisc, each followed by its Kx and Ace
// weights (TestDiscardWeights).
func (v *voidClass) discard(base int) int32 {
	w := v.cnt * 64 / pw[base]
	if v.kx {
		w += pw[base+1]
	} else if v.ace {
		w += pw[base+2]
	}
	return w
}

// secondDisc is voidPart for the second hand while trumps are left: the class is not the trumps'.
// cnt and kx are the voidClass's of the class.
func (x *pctx) secondDisc(cnt int32, kx bool) int32 {
	led := x.led
	s := x.s
	third, fourth := (s.leader+2)&3, (s.leader+3)&3
	leadBit := cards.Bit(s.trick[0] & 63)
	pdWins := s.hold(fourth, led) > s.hold(third, led)|leadBit
	t := x.trump
	if led == t {
		if pdWins {
			return cnt * 64 / pw[pw2PitchPdT]
		}
		w := cnt * 64 / pw[pw2PitchT]
		if kx {
			w += pw[pw2PitchKx]
		}
		return w
	}
	switch {
	case s.hold(third, led) != 0:
		if pdWins || s.hold(fourth, led) == 0 && s.hold(fourth, t) != 0 {
			return pw[pw2DiscPd] + cnt*64/pw[pw2PitchPdT]
		}
	case s.hold(fourth, led) == 0 && s.hold(fourth, t) > s.hold(third, t):
		return pw[pw2DiscPd] + cnt*64/pw[pw2PitchPdT]
	case s.hold(third, t) == 0 && s.hold(fourth, led) > leadBit:
		return pw[pw2DiscPd] + cnt*64/pw[pw2PitchPdT]
	}
	w := pw[pw2DiscOther] + cnt*64/pw[pw2PitchT]
	if kx {
		w += pw[pw2PitchKx]
	}
	return w
}

// secondRuff is ruff for the second hand (cnt and kx: secondDisc's).
func (x *pctx) secondRuff(cnt int32, kx bool, c cards.Card) int32 {
	led := x.led
	l := x.s.leader
	third, fourth := (l+2)&3, (l+3)&3
	rank := x.rank(c)
	t := x.trump
	switch {
	case x.hold(third, led) != 0,
		x.hold(fourth, led) == 0 && x.hold(fourth, t) != 0 && x.hold(fourth, t) > x.hold(third, t),
		cards.Bit(c) > x.hold(third, t):
		return pw[pw2Ruff] - rank + cnt*64/pw[pw2PitchPdT]
	default:
		w := cnt * 64 / pw[pw2PitchT]
		if kx {
			w += pw[pw2PitchKx]
		}
		return pw[pw2RuffLow] - rank + w
	}
}

// forceTop returns the index of the move that forces out the fourth hand's top card most
// cheaply (or beats the second hand's card when that is winning), -1 when there is none.
func (x *pctx) forceTop(p *ply, cards4 cards.Set, second int32, secondWins bool) int {
	if cards4&(cards4-1) == 0 {
		return -1
	}
	target := int32(-1)
	if sec := x.top(cards4 &^ cards.Bit(cards.Card(hi(cards4)))); sec > second {
		target = sec
	} else if secondWins {
		target = second
	}
	if target < 0 {
		return -1
	}
	r2 := &x.s.rank2
	best, br := -1, int32(99)
	for i := 0; i < p.n; i++ {
		if r := r2[hi(p.moves[i&(maxMoves-1)].seq)]; r > target && r < br {
			best, br = i, r
		}
	}
	return best
}

// third scores the moves of the third hand, which follows suit. (As second: thirdBest.)
func (x *pctx) third(p *ply) {
	led := x.led
	s := x.s
	r0, wr, wk, whi := x.r0, x.wr, x.wk, x.whi
	cards4 := x.hold(s.leader+3, led) // (the fourth seat computed on hold's line, in its mark's place)
	max4, min4 := x.top(cards4), x.bottom(cards4)
	n := p.n
	// (genFollow scored each run less its rank, the score of a card that does not try to win:
	// where the rule plays low, the scores stand. The runs of the class led stand highest first.)
	max3 := -p.moves[0].score
	winAbove := func(bar int32, w int32) {
		for i := 0; i < n; i++ {
			m := &p.moves[i&(maxMoves-1)]
			rank := -m.score
			if rank > bar && rank > max4 {
				m.score = w - rank
			}
		}
	}
	force := func() {
		if i := x.forceTop(p, cards4, wr, whi == 1); i >= 0 {
			p.moves[i].score += pw[pw3ForceAce]
		}
	}
	t := x.trump
	if t < 0 {
		if whi == 0 && r0 > max4 || max3 < min4 || max3 < wr {
			return // low
		}
		winAbove(wr, pw[pw3Force])
		if max4 > max3 && max4 > wr {
			force()
		}
		return
	}
	switch {
	case led == t:
		switch {
		case whi == 0 && r0 > max4, max3 < min4 || max3 < wr:
			// low
		case max3 > max4:
			winAbove(wr, pw[pw3Win])
		default:
			force() // low, but for the card that forces the fourth hand's top
		}
	case int(wk) == t:
		// low: the second hand ruffed
	case whi == 0:
		switch {
		case max4 == 0 || r0 > max4 || max3 < min4 || max3 < wr:
			// low
		case max3 > max4:
			winAbove(0, pw[pw3Win])
		default:
			winAbove(wr, pw[pw3Force])
			force()
		}
	default:
		switch {
		case max4 == 0:
			for i := 0; i < n; i++ {
				m := &p.moves[i&(maxMoves-1)]
				rank := -m.score
				if rank > wr {
					m.score = pw[pw3BeatSecond] - rank
				}
			}
		case max3 < min4 || max3 < wr:
			// low
		case max3 > max4:
			winAbove(wr, pw[pw3Win])
		default:
			winAbove(wr, pw[pw3Force])
			force()
		}
	}
}

// thirdRuff is ruff for the third hand (cnt: secondDisc's).
func (x *pctx) thirdRuff(cnt int32, c cards.Card) int32 {
	l := x.s.leader
	rank, fourth := x.rank(c), (l+3)&3 // (fourth on rank's line, in its inline mark's place)
	t := x.trump
	r0, wr, wk, whi := x.r0, x.wr, x.wk, x.whi
	max4 := x.top(x.hold(fourth, x.led))
	switch {
	case whi == 0 && r0 > max4 && (max4 != 0 || x.hold(fourth, t) == 0):
		return pw[pw3NoOverruff] - rank
	case int(wk) == t && rank < wr:
		return pw[pw3UnderRuff] + x.relRank(c) + cnt*64/pw[pw3DiscT]
	}
	// The other rules add the class's length (cnt*64/50), computed past the two above, which
	// do without it.
	rank -= cnt * 64 / 50
	switch {
	case whi == 0:
		switch {
		case max4 != 0 && int(x.tops.holder[x.led][1]) == l:
			return pw[pw3RuffPdK] - rank
		case max4 != 0, cards.Bit(c) > x.hold(fourth, t):
			return pw[pw3RuffPd] - rank
		default:
			return pw[pw3RuffForce] - rank
		}
	case max4 != 0:
		return pw[pw3RuffLow] - rank
	case cards.Bit(c) > x.hold(fourth, t):
		return pw[pw3RuffHigh] - rank
	default:
		return pw[pw3RuffForce2] - rank
	}
}

// fourthDisc is voidPart for the fourth hand while trumps are left: the class is not the trumps'.
// (cnt and kx: secondDisc's.)
func (x *pctx) fourthDisc(cnt int32, kx bool) int32 {
	val := cnt * 64 / pw[pw4DiscT]
	if kx {
		val += pw[pw4DiscKx]
	}
	switch {
	case x.led == x.trump:
		return val
	case x.whi == 1:
		return pw[pw4DiscPd] + val
	default:
		return pw[pw4Disc] + val
	}
}

// fourthRuff is ruff for the fourth hand.
// (cnt and kx: secondDisc's.)
func (x *pctx) fourthRuff(cnt int32, kx bool, c cards.Card) int32 {
	rank := x.rank(c)
	switch {
	case x.whi == 1:
		val := cnt * 64 / pw[pw4DiscT]
		if kx {
			val += pw[pw4DiscKx]
		}
		return pw[pw4NoRuff] - rank + val
	case int(x.wk) == x.trump:
		if rank > x.wr {
			return pw[pw4Overruff] + x.relRank(c)
		}
		return pw[pw4Underruff] + x.relRank(c)
	default:
		return pw[pw4Ruff] + x.relRank(c)
	}
}
