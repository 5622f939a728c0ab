// probe.go holds the lead probes of the partnership ordering: near the root each lead is played
// with every follower's first-ordered card and the table probed at the next trick's start.

package solver

import "github.com/cardsolve/cardsolve/cards"

// probeTricks is the fewest tricks left at which probeLeads runs: deeper in the search the probes
// cost more than they save (first three list10 tables: from 11 tricks 5.4 %, from 10 7.1 %, from
// 9 6.3 % fewer instructions).
const probeTricks = 10

// probeLeads plays each lead of p with every follower's first-ordered card and probes the table at
// the next trick's start; a lead whose probe already settles the test for the leader's side goes
// first (bridge-solver's promoted leads: an enhanced transposition cutoff over one trick, used
// only near the root where a subtree costs most).
func (s *Solver) probeLeads(p *ply, target int) {
	isMax := s.max[s.toMove]
	for i := 0; i < p.n; i++ {
		m := &p.moves[i]
		var played [MaxSeats]cards.Card
		n, gain := 0, 0
		for c := m.card; ; {
			g, _ := s.make(c)
			played[n] = c
			n++
			gain += g
			if s.played == 0 {
				break
			}
			q := &s.ply[s.depth]
			s.genPartnership(q, cards.NoCard, cards.NoCard)
			pick(q, 0)
			c = q.moves[0].card
		}
		var pat pattern
		var liveN [cards.MaxClasses]uint8
		b := &s.ply[s.depth]
		s.patterns(b, &pat, &liveN)
		b.patOK = false // the trick's boundary node has not been entered
		r := probeResult{lo: -1, hi: 127, best: noHint}
		s.tt.probe(s, b, s.key(), &pat, target-gain, &r, &tableValues{vsum: s.pointsLeft})
		for j := n - 1; j >= 0; j-- {
			s.unmake(played[j])
		}
		if isMax && r.lo >= target-gain || !isMax && r.hi < target-gain {
			m.score += 1 << 24
		}
	}
}
