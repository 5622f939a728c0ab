// probe.go holds the lead probes of the partnership ordering: near the root each lead is played
// with every follower's first-ordered card and the table probed at the next trick's start.

package solver

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/cardsolve/cardsolve/cards"
)

// probeTricks is the fewest tricks left at which probeLeads runs: deeper in the search the probes
// cost more than they save (first three list10 tables: from 11 tricks 5.4 %, from 10 7.1 %, from
// 9 6.3 % fewer instructions).
const probeTricks = 10

// probeLeads plays each lead of p with every follower's first-ordered card and probes the table at
// the next trick's start; a lead whose probe already settles the test for the leader's side goes
// first (bridge-solver's promoted leads: an enhanced transposition cutoff over one trick, used
// only near the root where a subtree costs most).
//
// The lead the search takes first (take's: the highest score, the first of equals) is probed
// first, and when its probe settles the others are not probed: it goes first anyway, and the
// search then plays the probe's line and meets the probe's entry. Only where an opponent's other
// card refutes it does the order of the others count, and there the rules' order does about as
// well as the promoted leads first. Against probing them all: NodeSuite 2 nodes fewer,
// TableList10 1 fewer, FutList10 the same; thomas2 0.66 % fewer; callgrind FutList10 -0.46 %,
// TableList10 -0.79 %, thomas2's diamonds -3.3 % instructions (there the first lead's probe
// settles at 43 % of the lead nodes that probe). Stopping at the first settling lead in score
// order instead (the first lead not settling) searched 1.0 % more nodes on TableList10 and saved
// hardly any instructions.
func (s *Solver) probeLeads(p *ply, target int) {
	if p.n < 2 {
		return // (one lead: nothing to order)
	}
	top := 0
	for j := 1; j < p.n; j++ {
		if p.moves[j].score > p.moves[top].score {
			top = j
		}
	}
	if s.probeLead(p.moves[top].card, target) {
		p.moves[top].score += 1 << 24
		return
	}
	for i := 0; i < p.n; i++ {
		if i != top && s.probeLead(p.moves[i].card, target) {
			p.moves[i].score += 1 << 24
		}
	}
}

// probeLead reports whether the probe of lead c settles the test of target for the leader's side:
// c played with every follower's first-ordered card, the table probed at the next trick's start.
// A follower's first card is the one its node would try first: the card of its cutoff memory
// where tryFollow uses one (memoryCard), else the rules' (followCard).
func (s *Solver) probeLead(c cards.Card, target int) bool {
	isMax := s.max[s.toMove&(MaxSeats-1)]
	var played [MaxSeats]cards.Card
	n, gain, last := 0, 0, 0
	for {
		played[n&(MaxSeats-1)] = c
		n++
		if s.played == MaxSeats-1 { // (c completes the trick: completeBy, as in tryFollow)
			last = s.toMove & (MaxSeats - 1)
			gain, _ = s.completeBy(c, last)
			break
		}
		s.play(c)
		// The follower's card: his cutoff memory's, else the rules'. (The two read the trick
		// once: followerSets written out, too large to be inlined.)
		h := s.hands[s.toMove&(MaxSeats-1)]
		legal := h & s.classSet[s.trick[0]&63]
		follows := legal != 0
		if !follows {
			legal = h
		}
		w := s.trickWin()
		if c = s.memoryCard(target, legal, follows, w); c != cards.NoCard {
			continue
		}
		c = s.followCardOf(h, legal, follows, w)
		if invariants {
			q := &s.ply[s.depth]
			s.genPartnership(q, cards.NoCard, cards.NoCard)
			if pick(q, 0); q.moves[0].card != c {
				panic(fmt.Sprintf("solver: followCard %d, want %d", c, q.moves[0].card))
			}
		}
	}
	b := &s.ply[s.depth]
	s.patterns(b)
	b.patOK = false // the trick's boundary node has not been entered
	r := probeResult{lo: -1, hi: 127, best: noHint}
	s.tt.probe(s, b, s.key(), target-gain, &r, &tableValues{vsum: s.pointsLeft})
	s.unmakeBy(played[(n-1)&(MaxSeats-1)], last)
	for j := n - 2; j >= 0; j-- {
		s.unplay(played[j&(MaxSeats-1)])
	}
	return isMax && r.lo >= target-gain || !isMax && r.hi < target-gain
}

// followerSets returns what memoryCard and followCard read of the trick for the seat to move, a
// follower: his hand h, his legal cards (those of the class led, or h when he holds none; follows
// tells which) and the card w winning the trick so far (trickWin).
func (s *Solver) followerSets() (h, legal cards.Set, follows bool, w cards.Card) {
	h = s.hands[s.toMove&(MaxSeats-1)]
	legal = h & s.classSet[s.trick[0]&63]
	follows = legal != 0
	if !follows {
		legal = h
	}
	return h, legal, follows, s.trickWin()
}

// memoryCard returns the card that tryFollow tries first from its cutoff memory at the node of the
// seat to move, a follower, with target to reach (its steps 3 and 4: the same memories, keys and
// run's card), or NoCard where it tries none; legal, follows and w are followerSets'. A lead's
// probe plays it, as the search would: with the followers' memories in the probes
// (bridge-solver's probes play its cut-off cards too) instead of the rules' cards alone, thomas2
// searched 8.3 % fewer nodes (notrump 8.4 %, its trump strains 8.2 %), thomas1 2.1 % fewer in
// its trump strains, NodeSuite 0.35 % and bridge-solver's hard and long deals 0.86 % fewer. (The
// choice of memory repeats tryFollow's step 3: one function returning the key for both cost
// tryFollow 1.0 % more instructions on FutList10, 944.4 -> 953.9 M.)
func (s *Solver) memoryCard(target int, legal cards.Set, follows bool, w cards.Card) cards.Card {
	led := s.classSet[s.trick[0]&63]
	var k uint64
	switch {
	case follows:
		if !s.followsFromMemory(led, w) {
			return cards.NoCard
		}
		k = s.followKey(led, w)
	case s.live&s.trumps == 0:
		k = s.discardKey(w, target)
	case s.voidsFromMemory():
		k = s.ruffKey(w, target)
	default:
		return cards.NoCard
	}
	ki, kc := killerHash(k)
	ks := &s.killers[ki]
	if ks.check() != kc || s.noKillers {
		return cards.NoCard
	}
	c := ks.card()
	if c == cards.NoCard || !legal.Has(c&63) {
		return cards.NoCard
	}
	if !follows && !s.trumps.Has(c&63) {
		return s.discardRun(c) // (tryFollow's: the lowest card of the discard's run)
	}
	return c
}

// followCard returns the card that the seat to move, a follower, plays first by the partnership
// ordering: the card of the move that genPartnership (without killer or hint) scores highest, the
// first of them on a tie, as pick(p, 0) takes it. It writes no moves: the runs are walked from the
// lowest up, where the last of the best is pick's first, and only the scores that can be the best
// are computed. (probeLeads needs only this card: generating and scoring all the moves for it were
// 12 % of the calls of genPartnership.)
func (s *Solver) followCard() cards.Card {
	h, legal, follows, w := s.followerSets()
	return s.followCardOf(h, legal, follows, w)
}

// followCardOf is followCard given followerSets' results.
func (s *Solver) followCardOf(h, legal cards.Set, follows bool, w cards.Card) cards.Card {
	if legal&(legal-1) == 0 {
		return cards.Card(lo(legal)) // a single legal card (genPartnership's)
	}
	// The trick's analysis, as in genPartnership.
	t0 := s.trick[0] & 63 // (cards are below 64: the masks spare the bounds checks)
	var x pctx
	x.led = int(s.classOf[t0]) & 3 // (partnership games have four classes)
	w &= 63
	x.r0, x.wr, x.wk = s.rank2[t0], s.rank2[w], s.classOf[w]
	if w != t0 {
		x.whi = 1
		if s.played > 2 && w == s.trick[2]&63 {
			x.whi = 2
		}
	}
	open := h | s.inTrick&^cards.Bit(w) | ^s.live
	x.s = s
	x.trump = -1
	if s.live&s.trumps != 0 {
		x.trump = s.trumpClass
	}
	if !follows {
		return x.voidCard(h, open, w)
	}
	lim := ^cards.Set(0)
	if int(x.wk) == x.led {
		lim = cards.Bit(w)
	}
	// The separators above the runs, as in addRuns.
	t := s.classes[x.led] & open
	sum, _ := bits.Add64(uint64(t), uint64(legal), 0)
	sep := cards.Set(sum) &^ t
	var best cards.Set
	switch {
	case legal&(sep&-sep-1) == legal:
		best = legal // one run: nothing to order
	case s.played == 1:
		best = x.secondBest(legal, sep)
	case s.played == 2:
		best = x.thirdBest(legal, sep)
	default:
		best = x.fourthBest(legal, sep)
	}
	return runCard(best, lim)
}

// runCard returns the card addRuns makes of run seq: its highest when it may take the trick (its
// bits above lim), else its lowest.
func runCard(seq, lim cards.Set) cards.Card {
	if seq&-seq > lim {
		return cards.Card(hi(seq))
	}
	return cards.Card(lo(seq))
}

// secondBest returns the run of y, the second hand's cards of the class led, that second scores
// highest (the highest run of the best), given sep, the separators above y's runs (addRuns').
// The scores are second's, with what they share computed once.
func (x *pctx) secondBest(y, sep cards.Set) cards.Set {
	led := x.led
	s := x.s
	l := s.leader
	third, fourth := (l+2)&3, (l+3)&3
	lead := x.r0
	max3, max4 := x.top(x.hold(third, led)), x.top(x.hold(fourth, led))
	min3, min4 := x.bottom(x.hold(third, led)), x.bottom(x.hold(fourth, led))
	t := x.trump
	if t < 0 && max4 > lead && max4 > max3 {
		return y & (sep&-sep - 1) // the partner beats both opponents: the lowest run
	}
	// With trumps, whether our side may win the trick depends on the run only through whether
	// it beats the card led and the third hand's cards (beats): winBeat when it does, winOther
	// when not. (Below a lead above max3 and max4 the run is below the lead: second's third case.)
	winBeat, winOther, over := false, false, false
	if t >= 0 {
		pdTop := max4 > lead && max4 > max3
		if led == t {
			winBeat, winOther = true, pdTop
		} else {
			// (The trumps are compared with none, not counted: see leadClass.)
			h3t, h4t := x.hold(third, t), x.hold(fourth, t)
			winBeat = max3 != 0 || h3t == 0 || max4 == 0 && h4t != 0 && h4t > h3t
			switch {
			case pdTop:
				winOther = max3 != 0 || h3t == 0
			case lead > max4 && lead > max3:
				winOther = max4 == 0 && h4t != 0 && (max3 != 0 || h3t == 0 || h4t > h3t)
			default:
				winOther = max4 == 0 && h4t != 0
			}
		}
		over = max4 > lead && x.hold(l, led) > x.hold(fourth, led)
	}
	best, bs := int32(math.MinInt32), cards.Set(0)
	exit := cards.Set(0)
	if t < 0 && !x.s.noEndplay {
		exit = x.exitCard()
	}
	for y != 0 {
		seq := y & (sep&-sep - 1)
		y ^= seq
		sep &= sep - 1
		if seq&exit != 0 && y != 0 {
			continue // (second puts exitCard's run below the best of the others)
		}
		c := cards.Card(hi(seq))
		rank := x.rank(c)
		beats := rank > lead && rank > max3
		var sc int32
		if t < 0 {
			switch {
			case beats:
				sc = pw[pw2NTBeatBoth] - rank
			case min3 > rank || min4 > rank:
				sc = pw[pw2NTUseless] + x.relRank(c)
			case rank < lead:
				sc = pw[pw2NTBeaten] + x.relRank(c)
			case seq&(seq-1) != 0:
				sc = pw[pw2NTSeq] + x.relRank(c)
			default:
				sc = pw[pw2NTOther] - rank
			}
		} else {
			win := winOther
			if beats {
				win = winBeat
			}
			switch {
			case win && min3 > rank:
				sc = pw[pw2PdWins] + x.relRank(c)
			case win && over:
				sc = pw[pw2Over] + x.relRank(c)
			case win && rank > lead:
				switch {
				case rank < max4:
					sc = pw[pw2UnderPd] - rank
				case rank > max3:
					sc = pw[pw2Above3rd] - rank
				case seq&(seq-1) != 0:
					sc = pw[pw2SeqHigh] - rank
				default:
					sc = pw[pw2High] - rank
				}
			case win && max4 > 0:
				sc = pw[pw2PdCovers] - rank
			case win:
				sc = pw[pw2WinLow] - rank
			case rank < min3 || rank < min4:
				sc = pw[pw2Useless] + x.relRank(c)
			case rank < lead:
				sc = pw[pw2Beaten] + x.relRank(c)
			case seq&(seq-1) != 0:
				sc = pw[pw2Seq] - rank
			default:
				sc = pw[pw2Other] - rank
			}
		}
		if sc >= best {
			best, bs = sc, seq
		}
	}
	return bs
}

// thirdBest is secondBest for the third hand (third's scores): every run scores -rank (third's
// low), those above bar and the fourth hand's cards w-rank instead (winAbove), and the cheapest
// run that forces out the fourth hand's top card gains pw3ForceAce (force).
func (x *pctx) thirdBest(y, sep cards.Set) cards.Set {
	led := x.led
	s := x.s
	fourth := (s.leader + 3) & 3
	r0, wr, wk, whi := x.r0, x.wr, x.wk, x.whi
	cards4 := x.hold(fourth, led)
	max4, min4 := x.top(cards4), x.bottom(cards4)
	max3 := x.rankHi(y)
	win, force := false, false
	bar, w := int32(0), int32(0)
	if t := x.trump; t < 0 {
		if !(whi == 0 && r0 > max4 || max3 < min4 || max3 < wr) {
			win, bar, w = true, wr, pw[pw3Force]
			force = max4 > max3 && max4 > wr
		}
	} else {
		switch {
		case led == t:
			switch {
			case whi == 0 && r0 > max4, max3 < min4 || max3 < wr:
			case max3 > max4:
				win, bar, w = true, wr, pw[pw3Win]
			default:
				force = true
			}
		case int(wk) == t:
		case whi == 0:
			switch {
			case max4 == 0 || r0 > max4 || max3 < min4 || max3 < wr:
			case max3 > max4:
				win, bar, w = true, 0, pw[pw3Win]
			default:
				win, bar, w, force = true, wr, pw[pw3Force], true
			}
		default:
			switch {
			case max4 == 0:
				win, bar, w = true, wr, pw[pw3BeatSecond] // (every rank is above max4)
			case max3 < min4 || max3 < wr:
			case max3 > max4:
				win, bar, w = true, wr, pw[pw3Win]
			default:
				win, bar, w, force = true, wr, pw[pw3Force], true
			}
		}
	}
	// forceTop's target: the runs above it may force out the fourth hand's top card, and the
	// lowest of them gains the bonus.
	target := int32(-1)
	if force && cards4&(cards4-1) != 0 {
		if sec := x.top(cards4 &^ cards.Bit(cards.Card(hi(cards4)))); sec > wr {
			target = sec
		} else if whi == 1 {
			target = wr
		}
	}
	low := y & (sep&-sep - 1)
	if !win && target < 0 {
		return low // every run scores -rank: the lowest
	}
	forced := target < 0 // the bonus given, or none to give
	best, bs := int32(math.MinInt32), cards.Set(0)
	for y != 0 {
		seq := y & (sep&-sep - 1)
		y ^= seq
		sep &= sep - 1
		rank := x.rankHi(seq)
		sc := -rank
		if win && rank > bar && rank > max4 {
			sc = w - rank
		}
		if !forced && rank > target {
			sc += pw[pw3ForceAce]
			forced = true
		}
		if sc >= best {
			best, bs = sc, seq
		}
	}
	return bs
}

// fourthBest is secondBest for the fourth hand (the scores of genFollow's fourth-hand rule): the
// cheapest run that wins unless the partner wins or an opponent ruffed, or the lowest.
func (x *pctx) fourthBest(y, sep cards.Set) cards.Set {
	low := y & (sep&-sep - 1)
	if x.whi == 1 || x.led != x.trump && x.trump >= 0 && int(x.wk) == x.trump {
		return low
	}
	best, bs := int32(math.MinInt32), cards.Set(0)
	for y != 0 {
		seq := y & (sep&-sep - 1)
		y ^= seq
		sep &= sep - 1
		rank := x.rankHi(seq)
		sc := -rank
		if rank > x.wr {
			sc = pw[pw4Win] - rank
		}
		if sc >= best {
			best, bs = sc, seq
		}
	}
	return bs
}

// voidCard is followCard for a follower who holds no card of the class led, given h, his hand,
// open, the cards that separate no runs, and w, the card winning the trick: the runs voids makes,
// scored as voids scores them. The runs are walked class by class from the last, each class's
// from its lowest up.
func (x *pctx) voidCard(h, open cards.Set, w cards.Card) cards.Card {
	s := x.s
	tlim := cards.Set(0)
	if s.trumps.Has(w) {
		tlim = cards.Bit(w & 63)
	}
	l := s.leader
	v := voidClass{me: s.toMove, third: (l + 2) & 3, fourth: (l + 3) & 3, base: -1}
	if x.trump < 0 {
		v.base = x.discardBase(&v)
	}
	x.tops = s.tricksTops()
	best, bs, bl := int32(math.MinInt32), cards.Set(0), cards.Set(0)
	for k := partnerClasses - 1; k >= 0; k-- {
		cl := s.classes[k]
		y := h & cl
		if y == 0 {
			continue
		}
		lim := ^cards.Set(0)
		if k == s.trumpClass {
			lim = tlim
		}
		x.voidClassOf(&v, k, y)
		t := cl & open
		sum, _ := bits.Add64(uint64(t), uint64(y), 0)
		sep := cards.Set(sum) &^ t
		if k != x.trump {
			// A discard scores what its class's cards share less its rank, plus the lowest
			// run's bonus (voids): the lowest run is the class's best.
			seq := y & (sep&-sep - 1)
			bonus := int32(lowDiscard)
			if v.base < 0 {
				bonus = lowDiscardT
			}
			if sc := x.voidPart(&v) - x.rankHi(seq) + bonus; sc >= best {
				best, bs, bl = sc, seq, lim
			}
			continue
		}
		for y != 0 {
			seq := y & (sep&-sep - 1)
			y ^= seq
			sep &= sep - 1
			if sc := x.ruff(&v, cards.Card(hi(seq))); sc >= best {
				best, bs, bl = sc, seq, lim
			}
		}
	}
	return runCard(bs, bl)
}
