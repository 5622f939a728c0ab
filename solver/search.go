// search.go holds the zero-window alpha-beta search with lowest-winning-rank partition data.

package solver

import (
	"fmt"
	"math/bits"

	"github.com/cardsolve/cardsolve/cards"
)

const noHint = 0xff

// sureSettled is tryMoves' move when the sure-trick test settled the node: searchLead then stores
// nothing, as for the other bounds that settle before any move is tried.
const sureSettled cards.Card = 254

// search reports whether the maximising side can score at least target more from the current
// position (the rest of the current trick included); fail-hard. rel is the set of cards whose
// ownership the answer depends on (lowest-winning-rank search, thesis 4.3): every position that
// agrees with this one on hand lengths per class and on the owners of the live cards of each class
// from the top down to the lowest card of rel in that class has the same answer.
func (s *Solver) search(target int) (int, cards.Set) {
	s.stats.Nodes++
	if s.played == 0 {
		return s.searchLead(target)
	}
	if s.partnership {
		return s.tryFollow(target)
	}
	v, rel, _ := s.tryMoves(target, noHint, false)
	return v, rel
}

// searchLead is search at a trick boundary: the trivial bounds, the static bounds and the table
// before the moves are tried (tryMoves), and the table entry after. (A function of its own, so that
// the followers' nodes, most of the tree, carry neither its state nor its code.)
func (s *Solver) searchLead(target int) (int, cards.Set) {
	p := &s.ply[s.depth&(maxPly-1)] // (as in tryLead)
	hint := uint8(noHint)

	// Step 1. Trivial bounds, then the table.
	// (The probe's result and the card values are p's, lr and ltv, rather than locals, which
	// the compiler would zero at every call for the calls that probe the table. The key is read
	// again at each use: kept across the calls, it was stored at every probe.)
	{
		s.stats.Leads++
		p.patOK = false
		if target <= 0 {
			return 0, 0
		}
		// (At a trick's start every hand holds the tricks left: s.tricks, without a popcount.)
		if invariants && int(s.tricks) != s.hands[s.leader].Count() {
			panic("searchLead: the leader's cards differ from the tricks left")
		}
		tricks := int(s.tricks) - s.stopAt
		if tricks <= 0 {
			return 0, 0
		}
		if most := tricks*s.trickValue + s.pointsLeft; target > most {
			return most, 0
		}
		if s.pointed != 0 && s.tricks == 1 {
			return s.lastTrick()
		}
		if s.pointed != 0 && s.seats == 3 && s.tricks == 2 {
			return s.twoTricks()
		}
		if diag {
			s.diag.Reached[s.diagTrick()]++
		}
		// (The trumps are looked at only below the first limit, which the second never exceeds.)
		l := s.leader & (MaxSeats - 1)
		first := tricks <= s.boundsFirstLimits[0][l] && (tricks <= s.boundsFirstLimits[1][l] || s.live&s.trumps == 0)
		if first {
			if blo, bhi, rel := s.bounds(s.atBoundary(target)); blo >= target || bhi < target {
				if diag {
					s.diag.BoundCut[s.diagTrick()]++
				}
				if s.live&s.trumps != 0 && !s.noTable && !s.noPartition && s.tt.vals == nil {
					if v, trel, ok := s.fewerCards(p, target, rel); ok {
						return v, trel
					}
				}
				if blo >= target {
					return blo, rel
				}
				return bhi, rel
			}
		}
		if !s.noTable {
			r := &p.lr
			*r = probeResult{lo: -1, hi: 127, best: noHint}
			if !s.patternsFrom(p) { // (patterns written out)
				s.patternsSlow(p)
			}
			if invariants {
				s.checkState(p)
			}
			// (A target at or below the sure points is met, but without a table bound above
			// them the node is searched for its fail-soft bound: returning them at once gave a
			// weaker bound and 1 % more nodes.)
			if s.tt.vals == nil {
				// A table without valuations: a game without card points, whose table values
				// are zero (p.ltv is not set: store ignores it there), probed without probe's
				// dispatch (target ≥ 1), and a split list's buckets where the key's own list
				// leaves the test open.
				if s.tt.probeSorted(s, p, s.key(), target, r); r.split && r.lo < target && r.hi >= target {
					s.tt.probeBuckets(s, p, s.key(), target, r)
				}
			} else {
				s.tableValues(&p.ltv)
				s.tt.probe(s, p, s.key(), target, r, &p.ltv)
			}
			// (The cards of a cut in bridge's layout read here, without topCards' call.)
			if r.lo >= target {
				if diag {
					s.diag.TableCut[s.diagTrick()]++
				}
				if s.patCache != nil {
					return r.lo, top13Cards(s.live, r.loRel)
				}
				return r.lo, s.topCards(r.loRel, &p.patN)
			}
			if r.hi < target {
				if diag {
					s.diag.TableCut[s.diagTrick()]++
				}
				if s.patCache != nil {
					return r.hi, top13Cards(s.live, r.hiRel)
				}
				return r.hi, s.topCards(r.hiRel, &p.patN)
			}
			hint = r.best
		}
		if s.bounds != nil && !first {
			if blo, bhi, rel := s.bounds(s.atBoundary(target)); blo >= target || bhi < target {
				v := bhi
				if blo >= target {
					v = blo
				}
				if diag {
					s.diag.BoundCut[s.diagTrick()]++
				}
				if !s.noTable && s.pointed == 0 {
					// The bound goes into the table like a searched result: its entry answers
					// the positions that agree on the cards it relies on, here and in the lead
					// probes above, without asking the bounds again. (Games with card points
					// keep their exact-value entries to searched results.)
					lo, hi := 0, v
					if v >= target {
						lo, hi = v, 127
					}
					nrel := s.relCounts(rel, &p.patN)
					s.tt.store(s, p, s.key(), &p.ltv, nrel, lo, hi, noHint, int(s.tricks))
				}
				return v, rel
			}
		}
	}

	var v int
	var rel cards.Set
	var best cards.Card
	if s.partnership {
		v, rel, best = s.tryLead(target, hint)
	} else {
		v, rel, best = s.tryMoves(target, hint, true)
	}
	if best == sureSettled {
		return v, rel
	}

	// Step 3. Store the bound with the ownership it depends on.
	if !s.noTable {
		// In games with card points, when the table's bound on the other side meets the one just
		// proven, the value is exact (thesis 7.3); the entry then relies on the cards of both
		// proofs. (In bridge the wider entries cost more than exactness saves: 4.35 M against
		// 4.63 M nodes per list10 table.)
		lo, hi, erel := 0, 127, rel
		if v >= target {
			lo = v
			if s.pointed != 0 && p.lr.hi == v {
				hi, erel = v, rel|s.topCards(p.lr.hiRel, &p.patN)
			}
		} else {
			hi = v
			if s.pointed != 0 && p.lr.lo == v {
				lo, erel = v, rel|s.topCards(p.lr.loRel, &p.patN)
			}
		}
		var nrel uint32
		if s.lanes && !s.noPartition { // (relCounts' path for bridge, inlined: no call)
			nrel = s.relCountsLanes(erel)
		} else {
			nrel = s.relCounts(erel, &p.patN)
		}
		if diag {
			s.diag.Searched[s.diagTrick()]++
			s.diag.Covered[s.diagTrick()] += diagCovered(nrel)
		}
		if s.tt.vals == nil {
			// (no card values, as for the probe)
			s.tt.storeSorted(s, p, s.key(), nrel, lo, hi, s.encodeBest(best), int(s.tricks))
		} else {
			s.tt.store(s, p, s.key(), &p.ltv, nrel, lo, hi, s.encodeBest(best), int(s.tricks))
		}
	}
	return v, rel
}

// fewerCards is searchLead's table probe where the static bounds, asked first in the last tricks,
// settled the test at target relying on the cards rel (a table without valuations, and trumps
// left): it looks for a table entry that settles the test too and relies on fewer cards, and
// returns its bound and cards. The fewer cards a trick start's answer names, the more positions
// the entries stored above it answer. The trump bounds name the trumps from the top down to a
// card (sure trump tricks, trumps matched against the opponents'), where a searched proof often
// needs fewer: on thomas2's diamonds the table named fewer cards at a fifth of the bounds' cuts,
// at half to three quarters of trump matching's. Without trumps, where the quick tricks settle
// nearly all tests, it found fewer at none of them on thomas2's notrump, hence the test of trumps.
// Measured against the bounds' cards alone: thomas2's trump strains 1.6 % fewer nodes (each
// strain 1.0 to 2.6 %), NodeSuite 0.40 %, bridge-solver's hard and long deals 0.55 %.
func (s *Solver) fewerCards(p *ply, target int, rel cards.Set) (int, cards.Set, bool) {
	k := s.key()
	sl := s.tt.find(k)
	if sl == nil || sl.n == 0 {
		return 0, 0, false
	}
	// A sorted list's first entry names the fewest cards (vsum: relSize): when it names as many
	// as rel, no entry of the list names fewer, and the pattern is not needed. (The probe at
	// every cut cost TableList10 0.6 % more instructions, with this test 0.2 %.)
	n := relSize(s.relCounts(rel, &p.patN))
	if int(s.tt.arena[sl.head].vsum()) >= n {
		return 0, 0, false
	}
	s.patterns(p)
	if invariants {
		s.checkState(p)
	}
	r := probeResult{lo: -1, hi: 127, best: noHint}
	if s.tt.probeSorted(s, p, k, target, &r); r.split && r.lo < target && r.hi >= target {
		s.tt.probeBuckets(s, p, k, target, &r)
	}
	if r.lo >= target && relSize(r.loRel) < n {
		return r.lo, s.topCards(r.loRel, &p.patN), true
	}
	if r.hi < target && relSize(r.hiRel) < n {
		return r.hi, s.topCards(r.hiRel, &p.patN), true
	}
	return 0, 0, false
}

// tryMoves is search's move loop, at a trick boundary (after searchLead's table and bounds, with
// the table's move hint) or not: the sure-trick test, then the moves best first. It returns the
// node's fail-soft value, the cards its proof relies on and the move that settled the node or,
// when none did, the first one searched (the table's best move). Partnership games have their
// own: tryLead and tryFollow.
func (s *Solver) tryMoves(target int, hint uint8, boundary bool) (int, cards.Set, cards.Card) {
	p := &s.ply[s.depth]
	if invariants && s.partnership {
		panic("tryMoves: a partnership game (tryLead's or tryFollow's)")
	}

	// Step 1b. In games that count tricks only: a trick that surely goes to one side.
	// (sureTrick's own first test, made here: it fails at most nodes, and then the call is saved.)
	if s.sureTricks && (target <= s.trickValue || target > s.maxLeft()-s.trickValue) {
		if v, rel, ok := s.sureTrick(target); ok {
			if diag && boundary {
				s.diag.BoundCut[s.diagTrick()]++
			}
			return v, rel, sureSettled
		}
	}

	// Step 2. Try the moves, best first. An OR node (maximising seat to move) is settled by one child
	// that succeeds, an AND node by one that fails; otherwise the node's result depends on all
	// children and so does its rel.
	// The cutoff memory: the cards that last settled a node in the same situation.
	if diag {
		s.diag.Visits[s.depth]++
	}
	killer, killer2 := cards.NoCard, cards.NoCard
	ki, kc := killerHash(s.killerKey())
	ks := &s.killers[ki]
	if ks.check() == kc && !s.noKillers {
		killer, killer2 = ks.card(), ks.card2()
	}
	// Fail-soft: the node's value is a bound proven by the children, a lower bound when it reaches
	// target and an upper bound when it does not.
	isMax := s.max[s.toMove]
	v := 127
	if isMax {
		v = -1
	}
	var rel cards.Set
	best := cards.NoCard
	// The move the move generator would order first (the killer, else the hint, else the second
	// killer, when legal) is tried before the moves are generated: most nodes are settled by it,
	// and then generating and scoring the other moves is saved. Its result, when it does not
	// settle the node, is used for its run.
	pre, preCV, preRel := cards.NoCard, 0, cards.Set(0)
	tryFirst := cards.NoCard
	if killer != cards.NoCard && s.canPlay(killer) {
		tryFirst = killer
	} else if h := s.decodeBest(hint); h != cards.NoCard && s.canPlay(h) {
		tryFirst = h
	} else if killer2 != cards.NoCard && s.canPlay(killer2) {
		tryFirst = killer2
	}
	if tryFirst != cards.NoCard {
		if diag {
			s.diag.Kids[s.depth]++
		}
		gain, rankWin := 0, cards.Set(0)
		if s.play(tryFirst) { // make, with its common part inlined
			gain, rankWin = s.completeTrick()
		}
		// (search written out: it is in the recursion's cycle, where nothing is inlined, and
		// a call of it would cost a call more at every node)
		s.stats.Nodes++
		var cv int
		var r cards.Set
		if s.played == 0 {
			cv, r = s.searchLead(target - gain)
		} else {
			cv, r, _ = s.tryMoves(target-gain, noHint, false)
		}
		cv += gain
		s.unmake(tryFirst)
		r |= rankWin
		if (cv >= target) == isMax {
			v, rel, best = cv, r, tryFirst
			ks.remember(kc, tryFirst)
			s.stats.Cutoffs++
			s.stats.FirstCut++
			if diag {
				s.diag.Cuts[s.depth]++
			}
			p.n = 0
		} else {
			pre, preCV, preRel = tryFirst, cv, r
		}
	}
	if best == cards.NoCard && pre == cards.NoCard && s.singleMove(p) {
		// A single legal card: the move genMoves would make, without generating or scoring.
	} else if best == cards.NoCard && s.pointed != 0 {
		s.genPoints(p, hint, killer, killer2) // genMoves' choice, saving its call
	} else if best == cards.NoCard {
		s.genMoves(p, hint, killer, killer2)
	}
	var skip [cards.MaxClasses]cards.Card     // per class: moves wholly below this card are skipped
	var skipCard [cards.MaxClasses]cards.Card // the move that set skip
	var skipCV [cards.MaxClasses]int          // and its result
	var tried uint32                          // runs searched without settling the node
	for i := 0; i < p.n; i++ {
		pick(p, i)
		m := &p.moves[i] // pick moves only the untried moves: this one stays in place
		k := s.classOf[m.card]
		if m.seq.Highest() < skip[k] {
			if s.points[m.card] == s.points[skipCard[k]] {
				continue
			}
			// With other points, the same proof holds with the two cards' points swapped: by
			// payoff similarity (as in nearBound) the result moves by at most the difference.
			lo, hi := s.swapShift(skipCard[k], m.card)
			if bv := skipCV[k] + hi; isMax && bv < target {
				v = max(v, bv)
				continue
			}
			if bv := skipCV[k] + lo; !isMax && bv >= target {
				v = min(v, bv)
				continue
			}
		}
		if tried != 0 && m.split {
			if bv, br, ok := s.nearBound(p, m, tried, isMax, target); ok {
				if isMax && bv > v || !isMax && bv < v {
					v = bv
				}
				rel |= br
				s.stats.NearSkips++
				tried |= 1 << m.run
				p.runCV[m.run], p.runRel[m.run], p.runAt[m.run] = bv, br, uint8(i)
				continue
			}
		}
		var cv int
		var r cards.Set
		if m.seq.Has(pre) {
			cv, r = preCV, preRel
		} else {
			if diag {
				s.diag.Kids[s.depth]++
			}
			gain, rankWin := 0, cards.Set(0)
			if s.play(m.card) { // make, with its common part inlined
				gain, rankWin = s.completeTrick()
			}
			s.stats.Nodes++ // (search written out, as for tryFirst)
			if s.played == 0 {
				cv, r = s.searchLead(target - gain)
			} else {
				cv, r, _ = s.tryMoves(target-gain, noHint, false)
			}
			cv += gain
			s.unmake(m.card)
			r |= rankWin
		}
		if (cv >= target) == isMax {
			// One child settles the node; its proof stands alone (thesis 4.4: at a cut node the
			// representative needs no correction).
			v, rel, best = cv, r, m.card
			ks.remember(kc, m.card)
			s.stats.Cutoffs++
			if diag {
				s.diag.Cuts[s.depth]++
			}
			if i == 0 && pre == cards.NoCard {
				s.stats.FirstCut++
			}
			break
		}
		// Thesis 4.4: at a node whose result rests on all children, the representative stands for
		// its power-equivalent cards; if its proof used any of them by rank, playing another
		// would have used the lowest.
		if r&m.seq != 0 {
			r |= cards.Bit(m.seq.Lowest())
		}
		// Small-card skipping: when the proof used no card of the class at or below the one played,
		// playing another card of the class below the lowest card it used (any card of the class
		// when it used none; with equal points) changes nothing the proof looked at, so it has the
		// same result and the same relevant cards. The other card may be higher than the one
		// played: a card the trick's result depended on by rank is in the proof.
		if low := r & s.classes[k]; !s.noSkip && (low == 0 || low.Lowest() > m.card) {
			var at cards.Card
			if low != 0 {
				at = low.Lowest()
			} else {
				at = s.classes[k].Highest() + 1 // above the class: skip all of it
			}
			if at > skip[k] {
				skip[k], skipCard[k], skipCV[k] = at, m.card, cv
			}
		}
		rel |= r
		if m.split {
			tried |= 1 << m.run
			p.runCV[m.run], p.runRel[m.run], p.runAt[m.run] = cv, r, uint8(i)
		}
		if isMax && cv > v || !isMax && cv < v {
			v = cv
		}
		if best == cards.NoCard {
			best = m.card
		}
	}

	return v, rel, best
}

// tryLead is tryMoves at a trick's start in a partnership game (s.partnership), after searchLead's
// table and bounds: the same moves in the same order, the same cutoff memory and the same results,
// without what these nodes never need (as tryFollow: card points, the generic ordering; and the
// trick's completion, as a lead never completes one). It returns the node's fail-soft value, the
// cards its proof relies on and the move that settled the node or, when none did, the first one
// searched; sureSettled when the sure-trick test settled it.
func (s *Solver) tryLead(target int, hint uint8) (int, cards.Set, cards.Card) {
	p := &s.ply[s.depth&(maxPly-1)] // (as in tryFollow)

	// Step 1. The sure-trick test (see tryMoves), by tryFollow's tables: without card points
	// maxLeft less a trick is sureHi's bound (the tricks left less stopAt are at least one here,
	// and where they are not the first test holds anyway). Where a bounds hook is set the gate
	// reads leadLo and leadHi, which never open it: searchLead has asked the hook, whose
	// bounds settle nearly every test sureLead would (bridge's quick tricks). Measured:
	// TableList10 -0.15 % instructions, FutList10 -0.22 %, nodes +0.005 % and +0.016 %.
	if invariants && (target <= s.leadLo || target > s.leadHi[s.tricks&63]) != (s.bounds == nil && s.sureTricks && (target <= s.trickValue || target > s.maxLeft()-s.trickValue)) {
		panic("tryLead: the sure-trick gate differs from tryMoves'")
	}
	if target <= s.leadLo || target > s.leadHi[s.tricks&63] {
		if v, rel, ok := s.sureLead(target); ok {
			if diag {
				s.diag.BoundCut[s.diagTrick()]++
			}
			return v, rel, sureSettled
		}
	}
	if diag {
		s.diag.Visits[s.depth]++
	}

	// Step 2. The cutoff memory (a lead's: killerKey's for the leader's hand, and the target, as
	// the discards' memory has it), the trick's top cards for the followers' orderings (read from
	// the table pattern when the probe made it), and the moves, best first, with the lead probes.
	// The target is in the key because the lead that settles a test best depends on the tricks
	// still needed, and MTD(f)'s tests differ by one: on thomas2's notrump strain with leader E,
	// the second test (8 tricks, after 7) started from the first one's leads and searched 19.9 M
	// nodes, 5.9 M with the key (5.8 M with the memory cleared before it; clearing it at every
	// test instead cost NodeSuite 1.6 %). The partner's shape parity (the parity of its length in
	// each class, four bits) is in the key too, as in bridge-solver's: a lead that cut with one
	// partner's hand is a weaker guess with a partner who holds other lengths, and the parity
	// separates the most frequent of those while a leader's hand still shares its memory across
	// many positions. Measured: thomas2 -0.8 % (notrump -2.1 %), NodeSuite -0.25 %, bridge-solver's
	// hard deals -0.4 %; the partner's full lengths, or all three other hands' parities, searched
	// more on thomas2 than no parity. (Partnership games have bridge's four classes.)
	lk := uint64(target)
	ph := s.hands[(s.toMove+2)&(MaxSeats-1)]
	if s.lanes {
		lk |= laneParity(ph) << 8
	} else {
		for k := 0; k < 4; k++ {
			lk |= uint64((ph&s.classes[k]).Count()&1) << (8 + k)
		}
	}
	ki, kc := killerHash(s.leadKey() ^ lk*0x9e3779b97f4a7c15)
	ks := &s.killers[ki]
	slot := *ks
	killer := cards.NoCard
	if slot.check() == kc && !s.noKillers {
		killer = slot.card()
	}
	if p.patOK {
		s.patternTops(p)
	} else {
		s.setTops(&p.tops)
	}
	isMax := s.max[s.toMove&(MaxSeats-1)]
	// The lead of the cutoff memory is tried before the leads are ordered and probed, as
	// tryFollow's step 4 does for the followers (and bridge-solver for every node): where it cuts
	// (a third of the lead nodes on list100's tables) the ordering and the lead probes are spared,
	// and where it does not, its run keeps its result (pre) when the loop reaches it.
	// (The values of the moves' loop below that each move reads once or twice, or not at all,
	// are kept in a struct of more fields than the compiler splits into registers: one load
	// where each is read, and the registers are left to takeIn's scan, which spilled its index.)
	var lv struct {
		pre, preRel, skip, rel cards.Set
		preCV, v               int
		best                   cards.Card
		isMax                  bool
	}
	lv.isMax = isMax
	if killer != cards.NoCard && s.hands[s.toMove&(MaxSeats-1)].Has(killer&63) {
		if diag {
			s.diag.Kids[s.depth]++
		}
		s.playLead(killer)
		s.stats.Nodes++
		cv, r := s.tryFollow(target)
		s.unplayLead(killer, s.leader)
		if (cv >= target) == isMax {
			// (Where the slot is still as read, it holds this situation with killer first, and
			// remember would change nothing.)
			if *ks != slot {
				ks.remember(kc, killer)
			}
			s.stats.Cutoffs++
			s.stats.FirstCut++
			if diag {
				s.diag.Cuts[s.depth]++
			}
			return cv, r, killer
		}
		lv.pre, lv.preCV, lv.preRel = cards.Bit(killer), cv, r
	}
	// (genLead written out: the tops are p's, just set; and leads, whose call is spared.)
	x := pctx{s: s, tops: &p.tops, trump: -1}
	if s.live&s.trumps != 0 {
		x.trump = s.trumpClass
	}
	if x.trump < 0 {
		x.leadsNT(p, s.hands[s.toMove&(MaxSeats-1)], killer, s.decodeBest(hint))
	} else {
		x.leadsT(p, s.hands[s.toMove&(MaxSeats-1)], killer, s.decodeBest(hint))
	}
	if s.tricks >= probeTricks && !s.noTable && !s.noLeadProbe { // (the leader holds s.tricks cards)
		s.probeLeads(p, target)
	}
	lv.v = 127
	if isMax {
		lv.v = -1
	}
	// Small-card skipping as in tryFollow.
	lv.best = cards.NoCard
	if lv.pre != 0 {
		lv.best = killer
	}
	ms := p.moves[:p.n]
	for i := range ms {
		// (takeIn of the moves left, from their first: its scan indexes from zero, a register
		// move fewer a step, and the slice's arithmetic on this line absorbs the compiler's
		// no-op mark of the inlined call.)
		c, seq := takeIn(ms[i:], 0)
		if seq&^lv.skip == 0 {
			continue
		}
		var cv int
		var r cards.Set
		if seq&lv.pre != 0 {
			cv, r = lv.preCV, lv.preRel
		} else {
			if diag {
				s.diag.Kids[s.depth]++
			}
			// A lead completes no trick (four seats), and its follower's node is tryFollow's.
			// (search written out, as in tryMoves)
			s.playLead(c)
			s.stats.Nodes++
			cv, r = s.tryFollow(target)
			s.unplayLead(c, s.leader) // (the leader led c)
		}
		if (cv >= target) == lv.isMax {
			ks.remember(kc, c)
			s.stats.Cutoffs++
			if diag {
				s.diag.Cuts[s.depth]++
			}
			if i == 0 && lv.pre == 0 { // (a remembered lead tried before the loop was the first)
				s.stats.FirstCut++
			}
			return cv, r, c
		}
		if r&seq != 0 {
			r |= cards.Bit(seq.Lowest())
		}
		cl := s.classSet[c&63]
		low := r & cl
		if below := low&-low - 1; below.Has(c&63) && !s.noSkip {
			lv.skip |= cl & below
		}
		lv.rel |= r
		if lv.isMax { // (min and max: conditional moves, not a branch the predictor misses)
			lv.v = max(lv.v, cv)
		} else {
			lv.v = min(lv.v, cv)
		}
		if lv.best == cards.NoCard {
			lv.best = c
		}
	}
	return lv.v, lv.rel, lv.best
}

// tryFollow is tryMoves at a follower's node of a partnership game (s.partnership, a trick led):
// the same moves in the same order, the same cutoff memory and the same results, without what
// these nodes never need: the table's hint, the generic ordering, card points (so no neighbouring
// runs of other points, and a small card below a proof's is always skipped), and the move that
// settled the node, which the callers of a follower drop. (A function of its own, so that the
// followers, most of the nodes, get code and registers of their own.)
func (s *Solver) tryFollow(target int) (int, cards.Set) {
	// Step 1. The sure-trick test (see tryMoves; maxLeft without card points, less a trick: when
	// no trick is left the first test holds), its bounds read from tables (setRules), and the
	// test itself for four seats in two partnerships (sureFollow), never made at the third seat
	// (see sureFollow). (The third seat is tested here: of the calls that passed the gate, those
	// at the third seat, more than half, returned at once. Tested here with the fourth seat's
	// trumps too: TableList10 +0.2 M instructions, FutList10 -1.2 M; with the seat tested before
	// the gate: +4.2 M / +1.4 M.)
	if invariants && (target <= s.sureLo || target > s.sureHi[uint8(s.tricks)]) != (s.sureTricks && (target <= s.trickValue || target > (int(s.tricks)-s.stopAt-1)*s.trickValue)) {
		panic("tryFollow: the sure-trick gate differs from its formula")
	}
	if (target <= s.sureLo || target > s.sureHi[uint8(s.tricks)]) && s.played != 2 {
		if v, rel, ok := s.sureFollow(target); ok {
			return v, rel
		}
	}
	if diag {
		s.diag.Visits[s.depth]++
	}

	// Step 2. A single legal card (a sixth of the followers' nodes on list10) is played at once:
	// the cutoff memory, the moves and the loop below would try it alone. Only a cut writes the
	// memory (forcedCut), as the loop would.
	// (me: the seat to move, kept for unplayBy.)
	led := s.classSet[s.trick[0]]
	me := s.toMove & (MaxSeats - 1)
	hand := s.hands[me]
	legal := hand & led
	if legal == 0 {
		legal = hand
	}
	if legal&(legal-1) == 0 {
		// (last, whether c completes the trick, on lo's line: it takes the place of lo's mark.)
		c, last := cards.Card(lo(legal)), s.played == MaxSeats-1
		if diag {
			s.diag.Kids[s.depth]++
		}
		s.stats.Nodes++
		var cv int
		var r cards.Set
		if last {
			gain, rankWin := s.completeBy(c, me)
			cv, r = s.searchLead(target - gain)
			s.unmakeBy(c, me)
			cv += gain
			r |= rankWin
		} else {
			s.playBy(c, s.toMove)
			cv, r = s.tryFollow(target)
			s.unplayBy(c, me)
		}
		if (cv >= target) == s.max[me] {
			// (led and hand read again, as the child left them: kept across its search they
			// were stored at every node)
			s.forcedCut(c, s.classSet[s.trick[0]], s.hands[me], target)
		}
		return cv, r
	}

	// Step 3. The cutoff memory: the second and fourth hands following suit where
	// followsFromMemory says so, discards without trumps (discarding), and with trumps the
	// followers void in the class led where voidsFromMemory says so. Where it is not
	// used, ks stays nil. (The class led and the mover's hand, read in step 2, serve both tests;
	// w, the card winning the trick, serves the memory's keys and the moves.)
	var ks *killerSlot
	var kc uint64
	killer := cards.NoCard
	follows := false
	w := s.trickWin()
	if hand&led != 0 {
		if follows = s.followsFromMemory(led, w); follows {
			var ki int
			ki, kc = killerHash(s.followKey(led, w))
			ks = &s.killers[ki]
		}
	} else if s.live&s.trumps == 0 {
		ki, c := killerHash(s.discardKey(w, target))
		ks, kc = &s.killers[ki], c
	} else if s.voidsFromMemory() {
		ki, c := killerHash(s.ruffKey(w, target))
		ks, kc = &s.killers[ki], c
	}
	if invariants && int(s.tricks) != hand.Count() {
		panic("tryFollow: the mover's cards differ from the tricks left (voidsFromMemory)")
	}
	if invariants && !follows && (hand&led == 0 && s.live&s.trumps == 0) != s.discarding() {
		panic("tryFollow: the discards' memory differs from discarding")
	}
	if ks != nil && ks.check() == kc && !s.noKillers {
		killer = ks.card()
	}
	isMax := s.max[me]

	// Step 4. The remembered card's run before the moves are generated (see tryMoves).
	// (pre: the run of the card tried first, empty when none was; its result in s.pres)
	pre := cards.Set(0)
	if killer != cards.NoCard && hand.Has(killer&63) { // (a card: below 64)
		// A follower's card of the class led, or a void follower's trump: its run's result stands
		// for the run. (A trump's run, in voids, is separated by w too, which discardRun does not
		// know; any card of the run serves.)
		tryFirst := killer
		if !follows && !s.trumps.Has(killer&63) {
			tryFirst = s.discardRun(killer) // the lowest card of the discard's run
		}
		if diag {
			s.diag.Kids[s.depth]++
		}
		// (search written out, as in tryMoves: the trick's completion chooses the child's kind)
		s.stats.Nodes++
		var cv int
		var r cards.Set
		if s.played == MaxSeats-1 { // (tryFirst completes the trick)
			gain, rankWin := s.completeBy(tryFirst, me)
			cv, r = s.searchLead(target - gain)
			s.unmakeBy(tryFirst, me)
			cv += gain
			r |= rankWin
		} else {
			s.playBy(tryFirst, s.toMove)
			cv, r = s.tryFollow(target)
			s.unplayBy(tryFirst, me)
		}
		if (cv >= target) == isMax {
			ks.remember(kc, tryFirst)
			s.stats.Cutoffs++
			s.stats.FirstCut++
			if diag {
				s.diag.Cuts[s.depth]++
			}
			return cv, r
		}
		pre = cards.Bit(tryFirst)
		s.pres[s.depth&(maxPly-1)] = preResult{cv, r}
	}

	// Step 5. A follower of the class led whose cards are one run (a seventh of the followers'
	// nodes on list10) has the one move genFollow would make: the run's card, played at once as
	// the loop below would play it (or the run's result when the remembered card was tried). The
	// runs end at the cards that are not genFollow's open ones; the run's card is its highest when
	// it may take the trick (above w, which a trump won otherwise), else its lowest. (The runs'
	// separators, sep, are genFollow's, which takes them from here.)
	var sep cards.Set
	if legal&led != 0 {
		if sep = runSeps(legal, led&(hand|s.inTrick&^cards.Bit(w)|^s.live)); sep == 0 {
			var cv int
			var r cards.Set
			if pre != 0 {
				x := &s.pres[s.depth&(maxPly-1)]
				cv, r = x.cv, x.rel
			} else {
				c := cards.Card(lo(legal))
				if led.Has(w) && legal&-legal > cards.Bit(w) {
					c = cards.Card(hi(legal))
				}
				if diag {
					s.diag.Kids[s.depth]++
				}
				s.stats.Nodes++
				if s.played == MaxSeats-1 { // (c completes the trick)
					gain, rankWin := s.completeBy(c, me)
					cv, r = s.searchLead(target - gain)
					s.unmakeBy(c, me)
					cv += gain
					r |= rankWin
				} else {
					s.playBy(c, s.toMove)
					cv, r = s.tryFollow(target)
					s.unplayBy(c, me)
				}
				if (cv >= target) == isMax {
					if ks != nil {
						ks.remember(kc, c)
					}
					s.stats.Cutoffs++
					s.stats.FirstCut++
					if diag {
						s.diag.Cuts[s.depth]++
					}
					return cv, r
				}
			}
			if r&legal != 0 {
				r |= cards.Bit(legal.Lowest())
			}
			return cv, r
		}
	}

	// Step 6. The moves, best first (see tryMoves). (A card is left to play, so depth is below
	// maxPly: the mask spares the bounds check.)
	p := &s.ply[s.depth&(maxPly-1)]
	s.genFollow(p, hand, legal, sep, w, killer)
	v := 127
	if isMax {
		v = -1
	}
	// Small-card skipping (see tryMoves) keeps, instead of a card per class, the set of the cards
	// below it: a move is skipped when its run lies within the set.
	var skip, rel cards.Set
	// (A partnership game's four hands are of equal length (Position.Check), 16 cards at most, so
	// n is below maxMoves: the mask spares the bounds check.)
	if invariants && p.n >= maxMoves {
		panic("tryFollow: maxMoves moves or more")
	}
	ms := p.moves[:p.n&(maxMoves-1)]
	for i := range ms {
		// (The test on the call's line: its instructions take the place of the inlined call's
		// mark, a NOP executed at every move.)
		var c cards.Card
		var seq cards.Set
		if c, seq = takeIn(ms, i); seq&^skip == 0 {
			continue
		}
		var cv int
		var r cards.Set
		if seq&pre != 0 {
			x := &s.pres[s.depth&(maxPly-1)]
			cv, r = x.cv, x.rel
		} else {
			if diag {
				s.diag.Kids[s.depth]++
			}
			s.stats.Nodes++
			if s.played == MaxSeats-1 { // (c completes the trick)
				gain, rankWin := s.completeBy(c, me)
				cv, r = s.searchLead(target - gain)
				s.unmakeBy(c, me)
				cv += gain
				r |= rankWin
			} else {
				s.playBy(c, s.toMove)
				cv, r = s.tryFollow(target)
				s.unplayBy(c, me)
			}
		}
		if (cv >= target) == isMax {
			if ks != nil {
				ks.remember(kc, c)
			}
			s.stats.Cutoffs++
			if diag {
				s.diag.Cuts[s.depth]++
			}
			// (The first move is the one cutting where v is still the bound it started from,
			// -1 or 127, which every move tried changes: a test of v rather than i == 0 keeps i
			// out of takeIn's scan, where the register allocation reloaded it at every step.)
			if uint(v) >= 127 && pre == 0 {
				s.stats.FirstCut++
			}
			return cv, r
		}
		if r&seq != 0 {
			r |= cards.Bit(seq.Lowest())
		}
		// below: the cards under the proof's lowest card of the class (all cards when the proof
		// has none of it). When the card played is among them, the class's other cards among
		// them have its result (see tryMoves) and are skipped from now on. (below written as
		// (low-1) &^ low, not low&-low - 1: low is not needed twice, and was spilled for it.)
		cl := s.classSet[c]
		low := r & cl
		if below := (low - 1) &^ low; below.Has(c&63) && !s.noSkip {
			skip |= cl & below
		}
		rel |= r
		if isMax { // (min and max: conditional moves, not a branch the predictor misses)
			v = max(v, cv)
		} else {
			v = min(v, cv)
		}
	}
	return v, rel
}

// atBoundary fills in the bounds hook's view of the trick boundary at target (s.boundary) and
// returns it. (searchLead tests the hook's bounds itself: a function that asked the hook and
// tested them cost a call at every boundary, 0.4 % of the instructions.)
func (s *Solver) atBoundary(target int) *Boundary {
	b := &s.boundary
	b.Hands, b.Leader, b.Live, b.Target, b.Tricks = s.hands, s.leader, s.live, target, int(s.tricks)
	return b
}

// key packs the number of cards of each class in each hand, 4 bits each, and the leader in the
// last nibble (which, with 16 nibbles of lengths, the others imply). make and unmake keep the
// lengths (s.lens) up to date.
func (s *Solver) key() key { return key(s.lens | uint64(s.leader+1)<<60) }

// lengths computes s.lens from the hands.
func (s *Solver) lengths() uint64 {
	var k uint64
	shift := 0
	for i := 0; i < s.seats; i++ {
		h := s.hands[i]
		for c := 0; c < s.nc; c++ {
			if shift < 60 {
				k |= uint64((h & s.classes[c]).Count()) << shift
			}
			shift += 4
		}
	}
	return k
}

// pattern is the owner seat (2 bits) of every live card, class by class from the highest card down,
// each class at a fixed place in two words (patWord, patTop), so that a table entry matches with two
// masked compares.
type pattern [2]uint64

// patterns computes the owner pattern of the live cards at the trick boundary of ply p, its
// signature and the number of live cards per class (p.pat, p.patSig, p.patN). A class that no card
// of the last trick came from has the same part as at the previous boundary, a trick up, when that
// boundary computed its pattern: the pattern starts from that one, and only the classes of the
// trick's cards are computed again. In bridge's layout a class's part is read from patCache.
func (s *Solver) patterns(p *ply) {
	if !s.patternsFrom(p) {
		s.patternsSlow(p)
	}
}

// patternsFrom is patterns where it starts from the previous boundary's pattern in bridge's
// layout (patCache) and finds every class's part in patCache: nearly all calls. Elsewhere it
// reports false, perhaps with p's pattern changed, and patternsSlow makes the pattern. (A function
// without calls, so without a frame: searchLead calls it first, and patternsSlow only where it
// reports false. TableList10 0.1 % fewer instructions than one function calling the rare paths.)
func (s *Solver) patternsFrom(p *ply) bool {
	// (Depths are below maxPly: the masks spare the bounds checks. patCache is kept for four
	// seats only: the previous boundary is four plies up.)
	d := s.depth
	c := s.patCache
	if c == nil || d < 4 || !s.ply[(d-4)&(maxPly-1)].patOK {
		return false
	}
	if invariants && s.seats != 4 {
		panic("patternsFrom: patCache with other than four seats")
	}
	p.patState = s.ply[(d-4)&(maxPly-1)].patState
	redo := s.trickSets[(d-1)&(maxPly-1)] // the classes to compute: the last trick's
	// Bridge's layout (patCache): the classes of redo are its nonzero lanes, found at once (the
	// top bit of each lane is free: adding 0x7fff carries into it from any card). Cards never
	// change hands, so a class's part of the pattern depends on its live cards only, and
	// patCache keeps it by class and live cards, for as long as the cards' owners are the same
	// (patOwn, checked where a pattern starts from nothing: the patterns made from it in turn are
	// of positions of the same deal, with fewer cards).
	for nz := lanesOf(redo); nz != 0; nz &= nz - 1 {
		k := bits.TrailingZeros64(nz) >> 4 & 3
		e := c[uint64(s.live)>>(s.classBase[k]&63)&0x1fff|uint64(k)<<13]
		if e == 0 {
			return false // (patternsSlow computes the classes again, filling the cache)
		}
		s.placePart(p, k, s.patWord[k]&1, e)
	}
	// (patOK came with the previous boundary's state.)
	return true
}

// patternsSlow is patterns where patternsFrom did not make the pattern.
func (s *Solver) patternsSlow(p *ply) {
	d := s.depth
	if d < s.seats || !s.ply[(d-s.seats)&(maxPly-1)].patOK {
		s.patternsAfresh(p)
		return
	}
	p.patState = s.ply[(d-s.seats)&(maxPly-1)].patState
	redo := s.trickSets[(d-1)&(maxPly-1)]
	if s.patCache == nil {
		s.compressClasses(p, redo)
		return
	}
	s.cacheClasses(p, lanesOf(redo)) // (every class of redo: a part placed twice is the same)
}

// patternsAfresh is patterns without an earlier boundary's pattern: every class computed.
func (s *Solver) patternsAfresh(p *ply) {
	p.patState = patState{}
	if s.patCache == nil {
		s.compressClasses(p, s.live)
		return
	}
	s.patNewDeal() // (a search's first pattern: perhaps another deal's)
	s.cacheClasses(p, lanesOf(s.live))
}

// laneParity returns the parity of the number of cards x holds in each lane of a layout of lanes
// (Solver.lanes), lane k's in bit k: folded twice, bit 4j holds the parity of nibble j; the first
// multiply sums a lane's four nibble parities into its top nibble (at most 4: no carries), whose
// low bit, 16k+12, is the lane's parity; the second gathers those four bits in the top four, each
// product landing on a bit of its own (no carries). (Two folds fewer than folding by halves.)
func laneParity(x cards.Set) uint64 {
	y := uint64(x)
	y ^= y >> 1
	y ^= y >> 2
	y = (y & 0x1111_1111_1111_1111) * 0x1111
	return (y & 0x1000_1000_1000_1000) * (1<<48 | 1<<33 | 1<<18 | 1<<3) >> 60
}

// lanesOf returns the top bit of each nonzero lane of x, in a layout of lanes (the top bit of each
// lane free).
func lanesOf(x cards.Set) uint64 {
	return (uint64(x) + 0x7fff_7fff_7fff_7fff) & 0x8000_8000_8000_8000
}

// placePart puts the part of class k that patCache entry e holds (entryPart's) into the pattern
// of p, with the live cards of the class (the entry's bits 28 to 31). w is the class's word,
// patWord[k]&1: read by the callers on the call's line, which otherwise held no instruction of
// its own and kept the compiler's no-op mark of the inlined call (in patternsFrom's loop).
func (s *Solver) placePart(p *ply, k int, w uint8, e uint32) {
	if invariants {
		if f := s.lanePart(k); s.entryPart(k, e) != s.entryPart(k, f) || e>>28 != f>>28 {
			panic(fmt.Sprintf("solver: patCache entry %x of class %d, want %x", e, k, f))
		}
	}
	// The part changes by d, the old and the new part XORed (entryPart's shift; one mask for
	// both): the word and the signature's nibbles (which hold bits of the old part, signature's)
	// take d by XOR, without a copy and NOT of the mask.
	old := p.pat[w&1]
	d := (old ^ uint64(e)<<(s.patShift[k]&63)) & s.patMask[k]
	p.pat[w&1] = old ^ d
	p.patN[k] = uint8(e >> 28)
	p.patSig ^= bits.RotateLeft64(d, int(s.sig.rot[k])) & s.sig.nib[k]
}

// entryPart returns the part of the pattern word of class k that patCache entry e holds: the
// entry's pairs moved up to end below bit 2·patTop[k] (patShift), the count and mark above them
// masked off.
func (s *Solver) entryPart(k int, e uint32) uint64 {
	return uint64(e) << (s.patShift[k] & 63) & s.patMask[k]
}

// cacheClasses is patterns' loop in bridge's layout for the classes of lanes nz (lanesOf), where
// an entry of patCache may be missing: it makes those.
func (s *Solver) cacheClasses(p *ply, nz uint64) {
	c := s.patCache
	for ; nz != 0; nz &= nz - 1 {
		k := bits.TrailingZeros64(nz) >> 4 & 3
		i := uint64(s.live)>>(s.classBase[k]&63)&0x1fff | uint64(k)<<13
		if c[i] == 0 {
			c[i] = s.lanePart(k)
		}
		s.placePart(p, k, s.patWord[k]&1, c[i])
	}
	p.patOK = true
}

// compressClasses is patterns' loop in other layouts: the classes of redo computed from the
// owners of their live cards.
func (s *Solver) compressClasses(p *ply, redo cards.Set) {
	var lo, hi cards.Set // owner seat bit 0 and bit 1 of every held card
	if s.seats == 4 {
		lo, hi = s.hands[1]|s.hands[3], s.hands[2]|s.hands[3]
	} else {
		for i := 1; i < s.seats; i++ {
			if i&1 != 0 {
				lo |= s.hands[i]
			}
			if i&2 != 0 {
				hi |= s.hands[i]
			}
		}
	}
	// One class of redo at a time. (Cards are below 64: the masks spare the shifts and indexes
	// their handling of larger values.)
	for ; redo != 0; redo &^= s.classSet[redo.Lowest()&63] {
		k := int(s.classOf[redo.Lowest()&63])
		// Compress the owner bits of the class's live cards, 8 card places at a time, into pairs
		// (the two bit planes apart, then together): the lowest live card in the lowest pair.
		base := s.classBase[k] & 63
		m := uint64(s.live&s.classes[k]) >> base
		l, h := uint64(lo)>>base, uint64(hi)>>base
		var pc uint64
		var cnt uint8
		if s.narrow[k] {
			// A class within 16 card places (the bridge's, and Skat's): two steps.
			m0, m1 := m&255, m>>8&255
			c0 := uint8(bits.OnesCount8(uint8(m0)))
			pl := uint64(compressPairs[m0][l&255]) | uint64(compressPairs[m1][l>>8&255])<<(2*c0&63)
			ph := uint64(compressPairs[m0][h&255]) | uint64(compressPairs[m1][h>>8&255])<<(2*c0&63)
			pc, cnt = pl|ph<<1, c0+uint8(bits.OnesCount8(uint8(m1)))
		} else {
			pc, cnt = compressWide(m, l, h)
		}
		pc <<= 2 * (s.patTop[k] - cnt) & 63
		w := s.patWord[k] & 1
		p.pat[w] = p.pat[w]&^s.patMask[k] | pc
		p.patN[k] = cnt
		nib := s.sig.nib[k]
		p.patSig = p.patSig&^nib | bits.RotateLeft64(pc, int(s.sig.rot[k]))&nib
	}
	p.patOK = true
}

// compressWide is patterns' compression of a class wider than 16 card places, 8 places at a time:
// the owner pairs of the live cards m of the class (l and h the owner bits' planes, shifted as m)
// and their number. (A function of its own, so that patterns' loop holds the narrow classes' values
// only.)
func compressWide(m, l, h uint64) (uint64, uint8) {
	var pl, ph uint64
	var cnt uint8
	for ; m != 0; m, l, h = m>>8, l>>8, h>>8 {
		mb := m & 255
		pl |= uint64(compressPairs[mb][l&255]) << (2 * cnt & 63)
		ph |= uint64(compressPairs[mb][h&255]) << (2 * cnt & 63)
		cnt += uint8(bits.OnesCount8(uint8(mb)))
	}
	return pl | ph<<1, cnt
}

// patNewDeal adds the live cards and their owners (bit 0 and bit 1 of the seat, four seats) to
// patOwn, and empties patCache when they disagree with those it has seen (another deal).
func (s *Solver) patNewDeal() {
	o := &s.patOwn
	lo, hi := s.hands[1]|s.hands[3], s.hands[2]|s.hands[3]
	// (The parentheses matter: in Go ^ binds no tighter than |, and without them a card that moved
	// between seats 2 and 3 went unseen: TestReuseAcrossDeals.)
	if ((lo^o[1])|(hi^o[2]))&s.live&o[0] != 0 {
		clear(s.patCache[:])
		*o = [3]cards.Set{}
	}
	o[0], o[1], o[2] = o[0]|s.live, o[1]|lo, o[2]|hi
}

// patCacheBits is the bits of the pattern words that patCache's classes may use (classes of at
// most 13 cards, laid out to pair 26 at most).
const patCacheBits = 52

// lanePart returns the patCache entry of class k at the current position (32 bits, so that the
// cache takes 128 KB, half of what a word an entry took, and competes less with the table for the
// cache): the class's pairs with the top card's at the top (bits 26-2n to 25, n ≤ 13 the live
// cards of the class), bit 27 set (no entry is 0), and n in bits 28 to 31.
func (s *Solver) lanePart(k int) uint32 {
	base := uint(16*k+2) & 63
	m := uint64(s.live) >> base & 0x1fff
	l, h := uint64(s.hands[1]|s.hands[3])>>base, uint64(s.hands[2]|s.hands[3])>>base
	m0, m1 := m&255, m>>8
	c0, c1 := uint(bits.OnesCount8(uint8(m0))), uint(bits.OnesCount8(uint8(m1)))
	pl := uint64(compressPairs[m0][l&255]) | uint64(compressPairs[m1][l>>8&255])<<(2*c0&63)
	ph := uint64(compressPairs[m0][h&255]) | uint64(compressPairs[m1][h>>8&255])<<(2*c0&63)
	n := c0 + c1
	return uint32((pl|ph<<1)<<(26-2*n)) | uint32(n)<<28 | 1<<27
}

// compressPairs[m][v] packs the bits of v selected by m into the low bits, in order, each bit
// spread to the low bit of a pair (bit i of the packed bits at bit 2i).
var compressPairs [256][256]uint16

// topLow[v][n] is the n highest set bits of v (all of them when v has fewer than n), and
// topHigh[v][n] those of a lane's high byte v in the high byte, with how many more the low byte
// gives in the low 4 bits (topCards).
var (
	topLow  [256][16]uint8
	topHigh [256][16]uint16
)

// top13[m][n] is the n highest set bits of a 13-bit m, shifted up by 2 to their places in a lane
// of patCache's layouts (topCards: class 0's part needs no shift).
var top13 [1 << 13][16]uint16

// select8[v][i] is the place of the set bit of v with i set bits below it (0 when v has no such
// bit).
var select8 [256][8]uint8

func init() {
	for m := 1; m < 256; m++ {
		// The lowest selected bit in the first pair, and the others' packing above it (built
		// from a smaller m: 65 536 entries at a few instructions each at start-up).
		b, r := bits.TrailingZeros8(uint8(m)), &compressPairs[m&(m-1)]
		for v := 0; v < 256; v++ {
			compressPairs[m][v] = uint16(v>>b&1) | r[v]<<2
		}
	}
	for v := 0; v < 256; v++ {
		for n := 1; n < 16; n++ {
			// The bits so far and the highest one of v below them.
			t := topLow[v][n-1]
			if r := uint8(v) &^ t; r != 0 {
				t |= 1 << (bits.Len8(r) - 1)
			}
			topLow[v][n] = t
			topHigh[v][n] = uint16(t)<<8 | uint16(max(n-bits.OnesCount8(uint8(v)), 0))
		}
		for i, j := 0, 0; i < 8; i++ {
			if v>>i&1 != 0 {
				select8[v][j] = uint8(i)
				j++
			}
		}
	}
	for m := 1; m < len(top13); m++ {
		// The highest bit, and the n-1 highest of the others.
		h := uint16(1) << (bits.Len16(uint16(m)) - 1)
		t, r := &top13[m], &top13[m&^int(h)]
		for n := 1; n < 16; n++ {
			t[n] = h<<2 | r[n-1]
		}
	}
}

// relMask returns the pattern bits of the top nrel[k] live cards of each class. The table is
// probed with it for every entry whose signature agrees (entries keep nrel, not the mask), so it
// looks the mask up in two parts: the low byte of nrel (two classes) and the rest (of which bridge
// uses a byte, two classes, and the table's first 256 masks).
func (s *Solver) relMask(nrel uint32) pattern {
	a, b := &s.relMaskLo[nrel&255], &s.relMaskHi[nrel>>8&(uint32(len(s.relMaskHi))-1)]
	return pattern{a[0] | b[0], a[1] | b[1]}
}

// relCounts turns a rel set into the number of relevant cards per class: all live cards of the class
// down to the lowest card of rel in it. Cards with point values always count (their owner decides the
// score), and without partition search every card does. liveN holds the number of live cards per
// class (patterns).
func (s *Solver) relCounts(rel cards.Set, liveN *[cards.MaxClasses]uint8) uint32 {
	var nrel uint32
	if s.noPartition {
		for k := 0; k < s.nc; k++ {
			nrel |= uint32(liveN[k]) << (4 * uint(k) & 31)
		}
		return nrel
	}
	if s.lanes {
		return s.relCountsLanes(rel)
	}
	for k := 0; k < s.nc; k++ {
		cl := s.live & s.classes[k]
		if r := (rel | s.pointed) & cl; r != 0 {
			nrel |= uint32((cl &^ (cards.Bit(r.Lowest()) - 1)).Count()) << (4 * uint(k) & 31)
		}
	}
	return nrel
}

// relCountsLanes is relCounts for a layout of lanes (Solver.lanes): all classes at once, 16 bits a
// class, the top bit of each lane kept free so that no carry or borrow crosses to the next.
func (s *Solver) relCountsLanes(rel cards.Set) uint32 {
	const one, top = 0x0001_0001_0001_0001, 0x8000_8000_8000_8000
	r := uint64((rel | s.pointed) & s.live)
	low := r & (^r&^top + one)                 // per lane the lowest card of r (-r a lane at a time)
	x := uint64(s.live) &^ ((low | top) - one) // per lane the live cards from it up (none without)
	// Count each lane's cards (bits.OnesCount64's fallback, by lane), then gather the counts
	// (at most 15) into nibbles by a multiply: lane k's count, at bit 16k, lands at bit 48+4k
	// (the products of the other lanes fall below bit 48, without a carry into it, or above 63).
	x -= x >> 1 & 0x5555_5555_5555_5555
	x = x&0x3333_3333_3333_3333 + x>>2&0x3333_3333_3333_3333
	x = (x + x>>4) & 0x0f0f_0f0f_0f0f_0f0f
	x = (x + x>>8) & 0x00ff_00ff_00ff_00ff
	return uint32(x * (1<<48 | 1<<36 | 1<<24 | 1<<12) >> 48)
}

// topCards returns the live cards that a table entry's relevant counts cover: of each class, its
// live cards but the lowest liveN[k]-nrel[k] (liveN: the live cards per class, patterns). In
// bridge's layout (patCache's) every class's top cards come from one table (top13), in other
// layouts of lanes (Solver.lanes) from two, without branches (topLane); in other classes within
// 16 card places the lowest card kept is found a byte at a time (select8).
func (s *Solver) topCards(nrel uint32, liveN *[cards.MaxClasses]uint8) cards.Set {
	var rel cards.Set
	if s.patCache != nil {
		return top13Cards(s.live, nrel)
	}
	if s.lanes {
		// A class a lane, all four at once (a class without cards to keep, or without cards,
		// gives none).
		l := uint64(s.live)
		return cards.Set(topLane(l, nrel) | topLane(l>>16, nrel>>4)<<16 |
			topLane(l>>32, nrel>>8)<<32 | topLane(l>>48, nrel>>12)<<48)
	}
	// (nrel is shifted as the classes go: a shift by 4*k would need the handling of counts of
	// 32 and more)
	for k := 0; k < s.nc; k, nrel = k+1, nrel>>4 {
		n := int(nrel & 15)
		if n == 0 {
			continue
		}
		cl := s.live & s.classes[k]
		d := int(liveN[k]) - n // the cards left out
		if d < 3 || !s.narrow[k] {
			// A few cards left out (as often with card points, which every entry
			// covers), or a wide class: drop them one by one.
			for ; d > 0; d-- {
				cl &= cl - 1
			}
			rel |= cl
			continue
		}
		if n < 3 {
			// One or two cards kept (most often, in bridge): the highest.
			c := cl.Highest() & 63 // (cl holds more than n cards: the masks spare the checks)
			rel |= cards.Bit(c)
			if n == 2 {
				rel |= cards.Bit((cl &^ cards.Bit(c)).Highest() & 63)
			}
			continue
		}
		// The lowest card kept is the live card with d below it.
		base := s.classBase[k] & 63
		m := uint64(cl) >> base
		var at uint8
		if c0 := bits.OnesCount8(uint8(m)); d < c0 {
			at = select8[uint8(m)][d&7]
		} else {
			at = 8 + select8[uint8(m>>8)][(d-c0)&7]
		}
		rel |= cl &^ (cards.Bit(cards.Card(base+at)&63) - 1)
	}
	return rel
}

// top13Cards is topCards in patCache's layouts (bridge's), class k in bits 16k+2 to 16k+14, of
// the live cards live: each class's top cards in one lookup. (A function of its own, small
// enough to be inlined: searchLead's table cuts call it without topCards' call.)
func top13Cards(live cards.Set, nrel uint32) cards.Set {
	l := uint64(live)
	return cards.Set(uint64(top13[l>>2&0x1fff][nrel&15]) | uint64(top13[l>>18&0x1fff][nrel>>4&15])<<16 |
		uint64(top13[l>>34&0x1fff][nrel>>8&15])<<32 | uint64(top13[l>>50&0x1fff][nrel>>12&15])<<48)
}

// topLane returns the top n&15 cards of a class in the low 16 bits of m: the top ones of the high
// byte and, when that holds fewer, the rest from the low byte (topHigh says how many).
func topLane(m uint64, n uint32) uint64 {
	e := topHigh[uint8(m>>8)][n&15]
	return uint64(e&0xff00) | uint64(topLow[uint8(m)][e&15])
}

// encodeBest writes a move as class·16 + its index among the live cards of its class from the top,
// so that it means the same card in every position an entry matches.
func (s *Solver) encodeBest(c cards.Card) uint8 {
	if c == cards.NoCard {
		return noHint
	}
	// (Cards are below 64 here: the mask spares the bounds check, and classSet, the cards of
	// c's class, the class index's.)
	c &= 63
	return uint8(s.classOf[c])<<4 | uint8((s.live & s.classSet[c]).Above(c).Count())
}

// decodeBest is the inverse of encodeBest in the current position; NoCard when it names no card.
// (Small enough to be inlined: most calls, at the followers' nodes, have no hint.)
func (s *Solver) decodeBest(b uint8) cards.Card {
	if b == noHint {
		return cards.NoCard
	}
	return s.decodeHint(b)
}

// decodeHint is decodeBest of a hint.
func (s *Solver) decodeHint(b uint8) cards.Card {
	k := int(b >> 4)
	if k >= s.nc {
		return cards.NoCard
	}
	cl := s.live & s.classes[k]
	for i := int(b & 15); i > 0 && cl != 0; i-- {
		cl &^= cards.Bit(cl.Highest())
	}
	return cl.Highest()
}

// nearBound tries to settle move m from a run searched before at this node that is next to m's
// run in the same power sequence (no live card of another seat between them: genMoves split the
// sequence only where the point values change). Playing m is then playing that run's card with the
// two cards' points swapped, so by payoff similarity (thesis 7.3) m's value differs from the other's
// by at most the difference d of their points: each card's value moving by d moves the score by at
// most d, the one up, the other down. When the other's fail-soft bound, widened by d, still fails
// the node's test, m fails too; it returns that bound and the cards the other's proof relied on,
// with the lowest card of the two runs (the proof, its two cards renamed, may rely on the owners
// down to it). A run settled so counts as searched for its own neighbours.
func (s *Solver) nearBound(p *ply, m *move, tried uint32, isMax bool, target int) (int, cards.Set, bool) {
	for _, j := range [2]int{int(m.run) - 1, int(m.run) + 1} {
		if j < 0 || j >= p.n || tried&(1<<j) == 0 {
			continue
		}
		o := &p.moves[p.runAt[j]]
		if o.sq != m.sq {
			continue
		}
		lo, hi := s.swapShift(o.card, m.card)
		cv := p.runCV[j]
		if isMax {
			cv += hi
			if cv >= target {
				continue
			}
		} else {
			cv += lo
			if cv < target {
				continue
			}
		}
		return cv, p.runRel[j] | cards.Bit(min(o.seq.Lowest(), m.seq.Lowest())), true
	}
	return 0, 0, false
}

// lastTrick returns the exact score of the last trick, which is forced (games with card points:
// a table entry or a bound would cost more than playing it), and the card that won it by rank,
// if any, as the search would find them.
func (s *Solver) lastTrick() (int, cards.Set) {
	var set cards.Set
	for i := 0; i < s.seats; i++ {
		set |= s.hands[i]
	}
	win := set & s.trumps
	if win == 0 {
		win = set & s.classSet[s.hands[s.leader].Lowest()&63]
	}
	w := win.Highest()
	var rel cards.Set
	if win&(win-1) != 0 {
		rel = cards.Bit(w)
	}
	for i := 0; i < s.seats; i++ {
		if s.hands[i].Has(w) {
			if s.counts[i] {
				return s.trickValue + s.pointsLeft, rel
			}
			break
		}
	}
	return 0, rel
}

// canPlay reports whether the seat to move may play c: it holds c and, when following, c is of
// the led class or it holds none of it.
func (s *Solver) canPlay(c cards.Card) bool {
	h := s.hands[s.toMove]
	if !h.Has(c) {
		return false
	}
	if s.played == 0 {
		return true
	}
	led := s.classes[s.classOf[s.trick[0]]]
	return led.Has(c) || h&led == 0
}

// win3 returns which of the cards t, in the order of the seats from the trick's leader, wins the
// trick (the highest trump, else the highest card of led, the led card's class), and that card
// when it won by rank (0 when it won alone in its class and the trumps).
func (s *Solver) win3(t [3]cards.Card, led cards.Set) (int, cards.Set) {
	// (Cards are below 64: the masks spare the shifts their handling of larger counts.)
	set := cards.Bit(t[0]&63) | cards.Bit(t[1]&63) | cards.Bit(t[2]&63)
	win := set & s.trumps
	if win == 0 {
		win = set & led
	}
	w := win.Highest() & 63
	var rel cards.Set
	if win&(win-1) != 0 {
		rel = cards.Bit(w)
	}
	i := 0
	if t[1] == w {
		i = 1
	} else if t[2] == w {
		i = 2
	}
	return i, rel
}

// twoTricks returns the exact score of the last two tricks by trying every card (three seats,
// games with card points: at most eight lines, cheaper than searching them with bounds and the
// table), and the cards that won a trick by rank in any line. That rel suffices: a position
// with the same hand lengths and the same owners down to the lowest such card of each class
// plays every line to the same tricks (the cards below lose wherever the cards above them won,
// and win alone where they did), and the cards below carry no points. The lines are not counted
// as nodes. The seats are numbered from the leader (0) on; the last trick is led by the first
// trick's winner and has each seat's other card.
func (s *Solver) twoTricks() (int, cards.Set) {
	var h [3]cards.Set
	var counts, max [3]bool
	for i, seat := 0, s.leader; i < 3; i, seat = i+1, s.next[seat] {
		h[i], counts[i], max[i] = s.hands[seat], s.counts[seat], s.max[seat]
	}
	better := func(i, v, best int) bool {
		return best < 0 || max[i] && v > best || !max[i] && v < best
	}
	var rel cards.Set
	bestA := -1
	for ma := h[0]; ma != 0; ma &= ma - 1 {
		ca := ma.Lowest() & 63 // (see win3)
		led := s.classSet[ca]
		fb, fc := h[1]&led, h[2]&led
		if fb == 0 {
			fb = h[1]
		}
		if fc == 0 {
			fc = h[2]
		}
		bestB := -1
		for mb := fb; mb != 0; mb &= mb - 1 {
			cb := mb.Lowest() & 63
			bestC := -1
			for mc := fc; mc != 0; mc &= mc - 1 {
				cc := mc.Lowest() & 63
				w, r := s.win3([3]cards.Card{ca, cb, cc}, led)
				rel |= r
				v := 0
				if counts[w] {
					v = s.trickValue + s.points[ca] + s.points[cb] + s.points[cc]
				}
				last := [3]cards.Card{(h[0] &^ cards.Bit(ca)).Lowest(), (h[1] &^ cards.Bit(cb)).Lowest(), (h[2] &^ cards.Bit(cc)).Lowest()}
				w, r = s.win3(last, s.classSet[last[w]&63])
				rel |= r
				if counts[w] {
					v += s.trickValue + s.points[last[0]] + s.points[last[1]] + s.points[last[2]]
				}
				if better(2, v, bestC) {
					bestC = v
				}
			}
			if better(1, bestC, bestB) {
				bestB = bestC
			}
		}
		if better(0, bestB, bestA) {
			bestA = bestB
		}
	}
	return bestA, rel
}

// singleMove reports whether the seat to move has a single legal card, and then makes it p's only
// move, as genMoves would: a run of one card, searched without a neighbour.
func (s *Solver) singleMove(p *ply) bool {
	legal := s.hands[s.toMove]
	if s.played > 0 {
		if f := legal & s.classes[s.classOf[s.trick[0]]]; f != 0 {
			legal = f
		}
	}
	if legal&(legal-1) != 0 {
		return false
	}
	c := legal.Lowest()
	p.n = 1
	p.moves[0] = move{card: c, seq: legal, run: 0, sq: 1}
	return true
}

// swapShift bounds how far the value of playing b lies from that of playing a, a card of the same
// power (the proof of a holds for b) but other points: playing b is playing a with the two cards'
// points swapped, so the played card's value changes by d = points(b) - points(a) and the one
// kept by -d. In general each change moves the value by between 0 and itself (the counting side's
// score is a sum of the values of the cards it takes), so the shift lies in [-|d|, |d|]. When the
// card completes the trick, its winner is the same for both (the proof's), so the played card's
// change counts exactly, d when the counting side takes the trick and 0 otherwise, and the band
// halves: [min(0, d), max(0, d)] or [min(0, -d), max(0, -d)].
func (s *Solver) swapShift(a, b cards.Card) (lo, hi int) {
	d := s.points[b] - s.points[a]
	if s.played != s.seats-1 {
		return -max(d, -d), max(d, -d)
	}
	if !s.counts[s.trickWinner(a)] {
		d = -d
	}
	return min(0, d), max(0, d)
}

// trickWinner returns the seat that wins the current trick when c, the trick's last card, is
// played to it.
func (s *Solver) trickWinner(c cards.Card) int {
	if _, w := s.winning(s.inTrick | cards.Bit(c)); w != c {
		return s.seatOf(w)
	}
	return s.toMove
}

// forcedCut counts the cut of tryFollow's single legal card c and writes it to the node's cutoff
// memory, as tryFollow's loop does with the cut of a move (led and hand as tryFollow read them).
// (Not inlined: only the cuts pay for the memory's key.)
func (s *Solver) forcedCut(c cards.Card, led, hand cards.Set, target int) {
	s.stats.Cutoffs++
	s.stats.FirstCut++
	if diag {
		s.diag.Cuts[s.depth]++
	}
	var k uint64
	// (follows on trickWin's line: it takes the place of the inlined call's mark.)
	switch w, follows := s.trickWin(), hand&led != 0; {
	case follows:
		if !s.followsFromMemory(led, w) {
			return
		}
		k = s.followKey(led, w)
	case s.live&s.trumps == 0:
		k = s.discardKey(w, target)
	default:
		// (A void follower whom voidsFromMemory names holds 6 cards or more: never a single one.)
		return
	}
	ki, kc := killerHash(k)
	s.killers[ki].remember(kc, c) // (the slot's address on remember's line, in its mark's place)
}

// followsFromMemory reports whether the seat to move, holding a card of led, the class led (its
// caller tests that), with w winning the trick (trickWin), follows suit with its cutoff memory
// (killerKey: the cards of the class led still out, the card winning the trick, the seat and the
// trick's length) tried before the rules of order4.go, as bridge-solver does for every follower:
// the second hand while trumps are left, or in notrump when the third and fourth hands both hold
// the class led, and the fourth hand when its partner wins the trick (the rules play its lowest
// card; which one to keep can matter, as a trump on the four-void deals). Measured against the
// rules alone (docs/PERFORMANCE.md): the second hand with trumps, fewer nodes on ordinary deals,
// deals with four voids and deals without touching cards; the fourth hand behind its partner's
// winner, thomas1's trump strains 2.7x fewer and NodeSuite 1 % fewer; the third hand, any fourth
// hand, or the second in notrump won on some sets and lost on others. The second in notrump lost
// where a seat after it is void: whether its card is right then depends on who is void, which
// the key does not tell (every second hand in notrump: thomas2's notrump 38 % more nodes, where
// a seat is void in every class). With both seats after it holding the class (25th session):
// NodeSuite 6 803 780 / 4 274 078 / 10 474 258 -> 6 736 619 / 4 279 549 / 9 943 232,
// TableList10 2.7 % fewer nodes and 3.0 % fewer instructions, FutList10 1.9 % and 3.8 % fewer,
// bridge-solver's hard and long deals 1.7 % fewer, thomas2 the same. (Small enough to be inlined
// in tryFollow.)
func (s *Solver) followsFromMemory(led cards.Set, w cards.Card) bool {
	switch s.played {
	case 1:
		return s.live&s.trumps != 0 || s.hands[(s.leader+2)&(MaxSeats-1)]&led != 0 && s.hands[(s.leader+3)&(MaxSeats-1)]&led != 0
	case 3:
		return w == s.trick[1]&63
	}
	return false
}

// voidsFromMemory reports whether the seat to move, a follower void in the class led while trumps
// are left (its caller tests that), tries its cutoff memory (ruffKey) before the rules of
// order4.go: any follower in the first six tricks (8 cards or more in hand). There the choice
// between ruffing, and with which trump, and discarding, and which card, is about the rest of the
// deal more than about the trick: whether to spend a trump and lose trump control or length, or to
// give up a card that guards a suit or would take a trick later. The rules score the trick in
// front of them and miss that, while the same choice stays right in the many positions that differ
// only in how the other hands got there, which the memory's key (the mover's hand, the card
// winning the trick, the target, and for the second hand what the two seats after it can do in
// the trick) lets the search reuse. Later in the deal the hands are short, the rules' view of the
// trick is most of what matters, and a remembered card is as often a worse first try. Measured
// (nodes, against the rules alone, the third and fourth hands): NodeSuite 0.5 % fewer, thomas2's
// trump strains 37 % fewer (214.2 M to 134.4 M), thomas1's 1.9 % fewer, bridge-solver's hard_deals
// 0.3 % and DDS' largest.txt 1.6 % fewer. From 7 or from 9 cards: thomas1's spades, hearts and
// diamonds 4.5 % more than from 8. The second hand too, keyed as the others (twelfth session):
// NodeSuite 1.3 % fewer but thomas1's trump strains 15 % more; with ruffKey's second-hand part:
// see there. The third and fourth hands also in the seventh and eighth tricks (6 cards or more;
// the 25th session, after the second hand in notrump took its memory): a hit skips the voids'
// scoring, TableList10 1 415 306 -> 1 403 112 nodes and 2 171.8 M -> 2 126.7 M instructions,
// FutList10 115 119 -> 114 943 nodes and 837.3 M -> 833.4 M, NodeSuite 6 736 619 / 4 279 549 /
// 9 943 232 -> 6 688 396 / 4 273 617 / 10 003 589, thomas2's trump strains 44.59 M -> 42.32 M,
// bridge-solver's hard and long deals 488.9 M -> 491.2 M (+0.5 %). From 7 cards: thomas2's
// trump strains 42.83 M, NodeSuite about the same; from 4 or 5: NodeSuite 0.6 % more; the second
// and third hands from 6: thomas2's trump strains 44.03 M; the third alone 43.91 M, the fourth
// alone 43.76 M; the second hand alone from 2: 45.05 M.
func (s *Solver) voidsFromMemory() bool {
	return (s.tricks >= 8 || s.tricks >= 6 && s.played >= 2) && !s.noVoidMemory
}

// discardRun returns the card genPartnership plays for the run of the mover's discard c: the
// lowest card of the run (a discard cannot win the trick), the run ending below at the next card
// of the class held by another seat and still live outside the trick (voidRuns' others: the
// trick's winning card, the one card of the trick that separates runs, is of the class led).
//
// (cl from classSet, indexed by the card byte, and the seat masked: no bounds checks.)
func (s *Solver) discardRun(c cards.Card) cards.Card {
	cl := s.classSet[c]
	y := s.hands[s.toMove&(MaxSeats-1)] & cl
	below := (s.live &^ s.inTrick) & cl &^ y & (cards.Bit(c) - 1)
	if below == 0 {
		return y.Lowest()
	}
	return (y &^ (cards.Bit(below.Highest())<<1 - 1)).Lowest()
}
