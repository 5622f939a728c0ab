// probe_test.go checks the followers' first cards of the lead probes against the full ordering.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// TestFollowCard checks on random bridge positions (1-13 cards a hand, every strain, random
// leader) that followCard returns the card genPartnership and pick(p, 0) play first, for every
// follower of the trick: from positions loaded at a trick's start (tops at the ply) and inside
// it (tops at the root), each follower's card random or the first-ordered one. Every other
// position is ordered with small random weights, whose many ties check the tie-breaking (and
// that followCard holds for any tuning).
func TestFollowCard(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	saved := pw
	defer func() { pw = saved }()
	checked := [MaxSeats][2]int{} // positions with two runs or more, per place in the trick, without and with trumps
	solvers := map[Rules]*Solver{}
	for i := 0; i < 100000; i++ {
		r := bridgeRules(rng)
		p := randomPosition(rng, &r, 1+rng.IntN(13))
		s := solvers[r]
		if s == nil {
			var err error
			if s, err = New(r, Options{TableMB: 1}); err != nil {
				t.Fatal(err)
			}
			solvers[r] = s
		}
		pw = saved
		if i%2 == 1 {
			for j := range pw {
				pw[j] = int32(rng.IntN(11)) - 5
			}
			// the weights that divide
			for _, j := range []int{pw2PitchPdT, pw2PitchT, pw3DiscT, pw4DiscT, pw2NTDiscPd, pw2NTDisc, pw3NTDisc, pw4NTDisc} {
				pw[j] = 1 + int32(rng.IntN(40))
			}
		}
		s.load(&p)
		if s.played == 0 {
			s.setTops(&s.ply[0].tops)
			if s.hands[s.toMove] == 0 {
				continue
			}
			legal := s.hands[s.toMove].Cards()
			s.make(legal[rng.IntN(len(legal))])
		}
		for s.played > 0 {
			q := &s.ply[s.depth]
			s.genPartnership(q, cards.NoCard, cards.NoCard)
			pick(q, 0)
			want := q.moves[0].card
			if got := s.followCard(); got != want {
				t.Fatalf("position %d %+v, trick %v played %d: followCard() = %s; want %s", i, p, s.trick[:s.played], s.played, r.Layout.String(got), r.Layout.String(want))
			}
			if q.n > 1 {
				tr := 0
				if s.live&s.trumps != 0 {
					tr = 1
				}
				checked[s.played][tr]++
			}
			c := want
			if rng.IntN(2) == 0 {
				legal := s.hands[s.toMove] & s.classes[s.classOf[s.trick[0]]]
				if legal == 0 {
					legal = s.hands[s.toMove]
				}
				cs := legal.Cards()
				c = cs[rng.IntN(len(cs))]
			}
			s.make(c)
		}
	}
	t.Log(checked)
	for pl := 1; pl < MaxSeats; pl++ {
		for tr := 0; tr < 2; tr++ {
			if checked[pl][tr] < 1000 {
				t.Errorf("place %d, trumps %d: %d positions checked", pl, tr, checked[pl][tr])
			}
		}
	}
}
