// leadref_test.go holds a reference copy of the lead scores of order4.go as they stood at 5465374
// (leads, leadClassOf, lead), which TestLeadScores compares the current ones with.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// refLeads scores the leads of p, class by class (leadRuns makes the moves of a class one after
// another).
func (x *pctx) refLeads(p *ply, killer, hint cards.Card) {
	s := x.s
	var lc refLeadClass
	me := s.leader
	lc.me, lc.lho, lc.pd, lc.rho = me, (me+1)&3, (me+2)&3, (me+3)&3
	lc.killer, lc.hint = cards.Bit(killer), cards.Bit(hint) // empty for NoCard
	lc.tricks = int32(s.hands[me].Count())
	lc.k = -1
	for i := 0; i < p.n; i++ {
		m := &p.moves[i]
		if k := int(s.classOf[m.card&63]); k != lc.k {
			x.refLeadClassOf(&lc, k)
		}
		m.score = x.refLead(&lc, m)
	}
}

// refLeadClass is what the scores of the leads of one node share (the seats, the killer and the
// hint as sets, the leader's tricks), and of one class of it.
type refLeadClass struct {
	me, lho, pd, rho int
	killer, hint     cards.Set
	tricks           int32

	k                int
	live             cards.Set     // the class's live cards
	top              [2]cards.Card // the class's highest and second live card (NoCard where none)
	base             int32         // width and the class's bonuses, the same for every card of it
	winTop, winOther bool          // whether the lead of the class's top card, or of another, wins
	nL, nR, nP       int
	h0, h1           int   // holders of the top two cards
	ruffSingle       bool  // an opponent holds the class's top card bare
	loseBonus        int32 // bonus of a losing lead for the partner's second and third cards
}

// width returns the opponents' choices when the leader leads a class of which they hold nL and nR
// cards: their cards of it, a whole hand and one more when void.
func (lc *refLeadClass) width(nL, nR int) int32 {
	w := int32(nL + nR)
	if nL == 0 {
		w += lc.tricks
	}
	if nR == 0 {
		w += lc.tricks
	}
	return w
}

// refLeadClassOf fills in the shared part of the lead scores of class k.
func (x *pctx) refLeadClassOf(lc *refLeadClass, k int) {
	s := x.s
	me, lho, pd, rho := lc.me, lc.lho, lc.pd, lc.rho
	cl := s.classes[k]
	h := &x.tops.holder[k]
	hL, hR, hP := s.hands[lho]&cl, s.hands[rho]&cl, s.hands[pd]&cl
	nL, nR, nP := hL.Count(), hR.Count(), hP.Count()
	h0, h1, h2 := int(h[0]), int(h[1]), int(h[2])
	lc.k, lc.live, lc.top = k, s.live&cl, x.tops.card[k]
	lc.nL, lc.nR, lc.nP, lc.h0, lc.h1 = nL, nR, nP, h0, h1
	lc.ruffSingle = nL == 1 && h0 == lho || nR == 1 && h0 == rho
	pdAbove := hP > hL|hR
	pd23 := h1 == pd && h2 == pd
	mix23 := nP > 1 && (h1 == me && h2 == pd || h1 == pd && h2 == me)
	lc.loseBonus = 0
	if t := x.trump; t >= 0 {
		lc.base = -pw[pwWidthT] * lc.width(nL, nR) / 8
		side := k != t
		// Each seat's trumps, read once for the tests below.
		tc := s.classes[t]
		tL, tR, tP := s.hands[lho]&tc, s.hands[rho]&tc, s.hands[pd]&tc
		if side && (nL == 0 && tL != 0 || nR == 0 && tR != 0) {
			lc.base += pw[pwOppRuff]
		}
		if side && nP == 0 && tP != 0 && nR > 0 {
			lc.base += pw[pwPdRuff]
		}
		if h0 == rho || h1 == rho {
			if nR != 1 {
				lc.base += pw[pwRhoTenT]
			}
		} else if h0 == lho && h1 == pd && nP != 1 {
			lc.base += pw[pwLhoFinT]
		}
		if side && nP > 1 && h0 == pd && (s.hands[me]&cl).Count() == 1 && s.hands[me]&tc != 0 {
			lc.base += pw[pwSingleRuff]
		}
		// Does the lead win the trick for the leader's side? (An opponent follows when he
		// holds the class or no trump.)
		followL, followR := nL != 0 || tL == 0, nR != 0 || tR == 0
		switch {
		case !side:
			lc.winTop = true
		case nP != 0 || tP == 0:
			lc.winTop = followL && followR
		default:
			lc.winTop = (nL != 0 || tP > tL) && (nR != 0 || tP > tR)
		}
		switch {
		case pdAbove:
			lc.winOther = !side || followL && followR
		case side && nP == 0 && tP != 0:
			lv, rv := nL == 0 && tL != 0, nR == 0 && tR != 0
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
		default:
			lc.winOther = false
		}
		if pd23 {
			lc.loseBonus = pw[pwLosePd23T]
		} else if mix23 {
			lc.loseBonus = pw[pwLoseMix23T]
		}
		return
	}
	// Notrump, or no trump left.
	lc.base = -pw[pwWidthNT] * lc.width(nL, nR) / 8
	if nP == 0 {
		lc.base += pw[pwPdVoidNT]
	}
	lc.winTop, lc.winOther = true, pdAbove
	if pd23 {
		lc.loseBonus = pw[pwNTLosePd23]
	} else if mix23 {
		lc.loseBonus = pw[pwNTLoseMix23]
	}
}

// refLead scores the lead of move m of class lc.k.
func (x *pctx) refLead(lc *refLeadClass, m *move) int32 {
	c := m.seq.Highest() & 63
	me, lho, pd, rho := lc.me, lc.lho, lc.pd, lc.rho
	rr := int32(lc.live.Above(c).Count()) + 1 // relRank
	seq := m.seq&(m.seq-1) != 0
	killer, hint := m.seq&lc.killer != 0, m.seq&lc.hint != 0
	nL, nR, nP := lc.nL, lc.nR, lc.nP
	h0, h1 := lc.h0, lc.h1
	isTop, isSecond := c == lc.top[0], c == lc.top[1]
	w := lc.base
	win := lc.winOther
	if isTop {
		win = lc.winTop
	}
	if x.trump >= 0 {
		if win {
			switch {
			case lc.ruffSingle:
				w += pw[pwWinRuffSingle] + rr
			case h0 == me:
				switch {
				case h1 == pd:
					w += pw[pwWinTopPdSec] + rr
				case isTop:
					w += pw[pwWinTopTop]
				default:
					w += pw[pwWinTopOther] + rr
				}
			case h0 == pd:
				if h1 == me {
					w += pw[pwWinPdTopSec] + rr
				} else {
					w += pw[pwWinPdTop] + rr
				}
			case seq && isSecond:
				w += pw[pwWinSeqSec]
			case seq:
				w += pw[pwWinSeq] + rr
			default:
				w += pw[pwWinOther] + rr
			}
			if killer {
				w += pw[pwWinKillerT]
			} else if hint {
				w += pw[pwWinHintT]
			}
			return w
		}
		w += lc.loseBonus
		switch {
		case lc.ruffSingle:
			w += pw[pwLoseRuffSingle] + rr
		case h0 == me:
			switch {
			case h1 == pd:
				w += pw[pwLoseTopPdSec] + rr
			case isTop:
				w += pw[pwLoseTopTop]
			default:
				w += pw[pwLoseTopOther] + rr
			}
		case h0 == pd:
			w += pw[pwLosePdTop] + rr
		case seq && isSecond:
			w += pw[pwLoseSeqSec]
		default:
			w += pw[pwLoseOther] - x.rank(c)
		}
		if killer {
			w += pw[pwLoseKillerT]
		}
		return w
	}
	// Notrump, or no trump left.
	if win {
		if h1 == rho {
			if nR != 1 {
				w += pw[pwNTWinRhoSec]
			}
		} else if h1 == lho {
			if nL != 1 {
				w += pw[pwNTWinLhoSec]
			} else {
				w += pw[pwNTWinLhoSecSingle]
			}
		}
		if (h1 != lho || nL == 1) && (h1 != rho || nR == 1) {
			w += pw[pwNTWinClear] + rr
		} else {
			w += pw[pwNTWinBlocked] + rr
		}
		if killer {
			w += pw[pwNTWinKiller]
		} else if hint {
			w += pw[pwNTWinHint]
		}
		return w
	}
	if h0 == rho || h1 == rho {
		if nR != 1 {
			w += pw[pwNTLoseRhoTop]
		}
	} else if h0 == lho && h1 == pd && nP != 1 {
		w += pw[pwNTLoseLhoFin]
	}
	w += lc.loseBonus
	switch {
	case lc.ruffSingle:
		w += pw[pwNTLoseSingle] + rr
	case h0 == me:
		w += pw[pwNTLoseTop] + rr
	case !seq:
		w += pw[pwNTLoseNoSeq] + rr
	case isSecond:
		w += pw[pwNTLoseSeqSec]
	default:
		w += pw[pwNTLoseSeq] - rr
	}
	if killer {
		w += pw[pwNTLoseKiller]
	} else if hint {
		w += pw[pwNTLoseHint]
	}
	return w
}

// TestLeadScores checks on random bridge lead positions (1-13 cards a hand, every strain, random
// killer and hint among the leader's cards or none) that leads gives every move the score of the
// reference copy, every other position with small random weights.
func TestLeadScores(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	saved := pw
	defer func() { pw = saved }()
	solvers := map[Rules]*Solver{}
	checked := [2]int{}
	for i := 0; i < 200000; i++ {
		r := bridgeRules(rng)
		p := randomPosition(rng, &r, 1+rng.IntN(13))
		if p.Played != 0 {
			continue
		}
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
		}
		s.load(&p)
		s.setTops(&s.ply[0].tops)
		h := s.hands[s.toMove].Cards()
		killer, hint := cards.NoCard, cards.NoCard
		if rng.IntN(2) == 0 {
			killer = h[rng.IntN(len(h))]
		}
		if rng.IntN(2) == 0 {
			hint = h[rng.IntN(len(h))]
		}
		q := &s.ply[0]
		s.genPartnership(q, killer, hint)
		if q.n < 2 {
			continue
		}
		var ref ply
		ref.n, ref.moves = q.n, q.moves
		x := pctx{s: s, tops: &q.tops, trump: -1}
		if s.live&s.trumps != 0 {
			x.trump = s.trumpClass
		}
		x.refLeads(&ref, killer, hint)
		for j := 0; j < q.n; j++ {
			if q.moves[j].score != ref.moves[j].score {
				t.Fatalf("position %d %+v, killer %d hint %d: lead %s scores %d; want %d", i, p, killer, hint, r.Layout.String(q.moves[j].card), q.moves[j].score, ref.moves[j].score)
			}
		}
		if x.trump >= 0 {
			checked[1]++
		} else {
			checked[0]++
		}
	}
	t.Log(checked)
}
