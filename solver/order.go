// order.go generates the moves of a node, one per group of power-equivalent cards, and orders them.

package solver

import "github.com/cardsolve/cardsolve/cards"

// genMoves fills p with the legal moves of the seat to move: one representative (the highest card)
// per run of power-equivalent cards, each with a heuristic score. Partnership games have their own
// generator (order4.go), and so have games with card points (orderpoints.go).
func (s *Solver) genMoves(p *ply, hint uint8, killer, killer2 cards.Card) {
	if s.partnership {
		s.genPartnership(p, killer, s.decodeBest(hint))
		return
	}
	if s.pointed != 0 {
		s.genPoints(p, hint, killer, killer2)
		return
	}
	h := s.hands[s.toMove]
	legal := h
	if s.played > 0 {
		if f := h & s.classSet[s.trick[0]&63]; f != 0 {
			legal = f
		}
	}
	hintSet, killerSet, killer2Set := cards.Bit(s.decodeBest(hint)), cards.Bit(killer), cards.Bit(killer2)

	// The card currently winning the trick and whether it belongs to the mover's side.
	winCard := cards.NoCard
	partnerWins := false
	var dead cards.Set // cards of the current trick that cannot win it: they separate no equivalents
	if s.played > 0 {
		set := s.trickSet()
		win := set & s.trumps
		if win == 0 {
			win = set & s.classSet[s.trick[0]&63]
		}
		winCard = win.Highest()
		seat := s.leader
		for i := 0; s.trick[i] != winCard; i++ {
			seat = s.next[seat]
		}
		partnerWins = s.max[seat] == s.max[s.toMove]
		// The partner's card wins only if no opponent still to play can beat it.
		if partnerWins {
			led := s.classSet[s.trick[0]&63]
			for i := s.next[s.toMove]; i != s.leader; i = s.next[i] {
				if s.max[i] == s.max[s.toMove] {
					continue
				}
				h := s.hands[i]
				if f := h & led; f != 0 {
					// (A partner's trump to a trump lead counts as winning even when an
					// opponent can still overtake it, as in safeWin.)
					if !s.trumps.Has(winCard) && f.Highest() > winCard {
						partnerWins = false
					}
				} else if t := h & s.trumps; t != 0 && (!s.trumps.Has(winCard) || t.Highest() > winCard) {
					partnerWins = false
				}
			}
		}
		dead = set &^ cards.Bit(winCard)
	}

	p.n = 0
	sq := uint8(0)
	for k := 0; k < s.nc; k++ {
		x := legal & s.classes[k]
		if x == 0 {
			continue
		}
		others := s.live & s.classes[k] &^ h &^ dead
		base := s.classes[k].Lowest()
		for x != 0 {
			top := x.Highest()
			seq := x
			if o := others.Below(top); o != 0 {
				seq = x.Above(o.Highest())
			}
			x &^= seq
			sq++
			c := seq.Highest()
			m := &p.moves[p.n]
			p.n++
			m.card, m.seq, m.run, m.sq, m.split = c, seq, uint8(p.n-1), sq, false
			// The highest card stands for the run when it may take the trick, the lowest when
			// it cannot: that choice leaves the fewest ranks relevant (thesis 4.4).
			if !s.mayWin(c, winCard, others) {
				m.card = seq.Lowest()
			}
			switch first := firstScore(seq, hintSet, killerSet, killer2Set); {
			case first != 0:
				m.score = first
			default:
				m.score = s.moveScore(c, k, base, others, winCard, partnerWins)
			}
		}
	}
}

// moveScore is the ordering heuristic: cash winners when leading; when following, win as cheaply as
// possible against the opponents and play low when the partner already wins; discard low cards.
func (s *Solver) moveScore(c cards.Card, k int, base cards.Card, others cards.Set, winCard cards.Card, partnerWins bool) int32 {
	rank := int32(c - base)
	if s.played == 0 {
		return s.leadScore(c, k, rank, others)
	}
	beats := false
	if s.trumps.Has(c) {
		beats = !s.trumps.Has(winCard) || c > winCard
	} else {
		beats = s.classOf[c] == s.classOf[winCard] && c > winCard && !s.trumps.Has(winCard)
	}
	switch {
	case partnerWins:
		return -rank
	case beats && !s.safeWin(c):
		return 1000 - rank
	case beats:
		return 2000 - rank
	default:
		return -rank
	}
}

// mayWin reports whether c could take the current trick: when leading, whether it is the highest
// outstanding card of its class; when following, whether it beats the card now winning.
func (s *Solver) mayWin(c, winCard cards.Card, others cards.Set) bool {
	if s.played == 0 {
		return others.Above(c) == 0
	}
	if s.trumps.Has(c) {
		return !s.trumps.Has(winCard) || c > winCard
	}
	return s.classOf[c] == s.classOf[winCard] && c > winCard && !s.trumps.Has(winCard)
}

// pick moves the best-scored of p.moves[i:] to position i.
func pick(p *ply, i int) {
	// (From the last move down, the first of equals kept by >=: the same move as from i up
	// with >, in a loop that needs fewer registers. n is at most maxMoves: the masks spare the
	// bounds checks.)
	b := (p.n - 1) & (maxMoves - 1)
	best := p.moves[b].score
	for j := b - 1; j >= i; j-- {
		if sc := p.moves[j&(maxMoves-1)].score; sc >= best {
			b, best = j, sc
		}
	}
	if b != i {
		p.moves[i], p.moves[b&(maxMoves-1)] = p.moves[b&(maxMoves-1)], p.moves[i]
	}
}

// take returns the card and run of the move pick(p, i) would move to position i, and puts the
// move at i where that one was: a loop that does not look back at the moves it tried (the
// partnership loops, unlike nearBound's) needs no more.
func take(p *ply, i int) (cards.Card, cards.Set) {
	return takeIn(p.moves[:p.n], i)
}

// takeIn is take on the node's moves ms, p.moves[:p.n], which the loops over them slice once
// rather than at every move (TableList10 0.16 % fewer instructions).
func takeIn(ms []move, i int) (cards.Card, cards.Set) {
	// (The best move kept by its address, whose score is read again rather than kept: the loop
	// has fewer registers to shuffle.)
	m := &ms[i]
	for j := i + 1; j < len(ms); j++ {
		if ms[j].score > m.score {
			m = &ms[j]
		}
	}
	c, seq := m.card, m.seq
	*m = ms[i]
	return c, seq
}

// killerSize is the number of slots of the cutoff memory.
const killerSize = 1 << 16

// killerSlot is one slot of the cutoff memory packed in a word (a table of 512 KB, half the size
// of a key-and-cards struct, so fewer of its reads miss the cache): 48 bits that check the
// situation, the card that last cut there and the one that cut before it. The 48 check bits and
// the slot's 16 index bits are together the whole mixed key (the mixing is a bijection), so a slot
// matches exactly the situations a full key would.
type killerSlot uint64

func (k killerSlot) check() uint64     { return uint64(k) >> 16 }
func (k killerSlot) card() cards.Card  { return cards.Card(k >> 8) }
func (k killerSlot) card2() cards.Card { return cards.Card(k) }

func makeKiller(check uint64, c, c2 cards.Card) killerSlot {
	return killerSlot(check<<16 | uint64(c)<<8 | uint64(c2))
}

// remember records c as the card that cut in the situation check: first in the slot, the card
// that was first before it second (none when the slot held another situation).
func (k *killerSlot) remember(check uint64, c cards.Card) {
	if k.check() != check {
		*k = makeKiller(check, c, cards.NoCard)
	} else if k.card() != c {
		*k = makeKiller(check, c, k.card())
	}
}

// killerKey describes the situation of the seat to move for the cutoff memory: the leader's hand;
// for a follower, the cards of the led class still out (and the one winning the trick), or his hand
// when he has none of them. Similar situations in different positions tend to have the same best
// card (bridge-solver's cut-off cache works this way).
//
// In games with card points the key also holds, for a leader, the classes the other seats are void
// in, and for a follower, how many cards the trick holds (which, with the mover, says who played
// the winning card): on the first 40 full_game deals 5.7 % fewer nodes for the value, 1.5 % for
// all-moves. Partnership games keep the trick's length too (their second and fourth hands use the
// key: the four-void deals' trump strains 3 % fewer nodes).
func (s *Solver) killerKey() uint64 {
	h := uint64(s.toMove+1) << 58
	if s.played == 0 {
		if s.pointed != 0 {
			h ^= s.voids() * 0x9e3779b97f4a7c15
		}
		return h ^ uint64(s.hands[s.toMove])
	}
	led := s.classSet[s.trick[0]&63]
	set := s.trickSet()
	win := set & s.trumps
	if win == 0 {
		win = set & led
	}
	h ^= uint64(win.Highest()+1) << 50
	if s.pointed != 0 || s.partnership {
		h ^= uint64(s.played) << 56
	}
	if s.hands[s.toMove]&led != 0 {
		return h ^ uint64(s.live&led) ^ 1<<63
	}
	return h ^ uint64(s.hands[s.toMove])
}

// leadKey is killerKey at a trick's start in a partnership game (tryLead's): the leader's hand.
func (s *Solver) leadKey() uint64 {
	k := uint64(s.toMove+1)<<58 ^ uint64(s.hands[s.toMove&(MaxSeats-1)])
	if invariants && k != s.killerKey() {
		panic("leadKey differs from killerKey")
	}
	return k
}

// followKey is killerKey of a follower in a partnership game who holds cards of led, the class
// led, with w winning the trick (trickWin; tryFollow's followers from memory): inlined, and
// without the tests that choose the other keys.
func (s *Solver) followKey(led cards.Set, w cards.Card) uint64 {
	k := uint64(s.toMove+1)<<58 ^ uint64(w+1)<<50 ^ uint64(s.played)<<56
	k ^= uint64(s.live&led) ^ 1<<63
	if invariants && k != s.killerKey() {
		panic("followKey differs from killerKey")
	}
	return k
}

// voids returns a bit for every seat other than the mover and class the seat holds no card of.
func (s *Solver) voids() uint64 {
	var v uint64
	for i := 0; i < s.seats; i++ {
		if i == s.toMove {
			continue
		}
		for k := 0; k < s.nc; k++ {
			if s.hands[i]&s.classes[k] == 0 {
				v |= 1 << (i*cards.MaxClasses + k)
			}
		}
	}
	return v
}

// killerHash mixes a killer key into a slot index (the top 16 bits) and the 48 check bits.
func killerHash(k uint64) (int, uint64) {
	k ^= k >> 31
	k *= 0x9e3779b97f4a7c15
	return int(k >> (64 - 16)), k & (1<<48 - 1)
}

// leadScore orders the leads: cash winners, lead classes the partner can trump or holds the top
// card of, avoid classes an opponent can trump; within each kind, prefer classes in which the
// opponents have few cards to choose from (the fastest-cut-first idea of thesis ch. 3: such leads
// tend to have the smallest subtrees; DDS weighs them the same way). (In Skat the width term cost
// 3 % more nodes on the first 40 full_game deals.)
func (s *Solver) leadScore(c cards.Card, k int, rank int32, others cards.Set) int32 {
	var width int32 // the opponents' choices: their cards in the class, or a whole hand when void
	for i := 0; i < s.seats; i++ {
		if s.max[i] != s.max[s.toMove] {
			n := (s.hands[i] & s.classes[k]).Count()
			if n == 0 {
				n = s.hands[i].Count()
			}
			width += int32(n)
		}
	}
	adj := -leadWidthWeight * width
	// Leads that do not win at once, highest first (a higher card's proof may let small-card
	// skipping drop the lower ones).
	high := rank
	// Avoid leading a class an opponent can trump.
	if s.trumps != 0 && !s.trumps.Has(c) {
		for i := 0; i < s.seats; i++ {
			if s.max[i] != s.max[s.toMove] && s.hands[i]&s.classes[k] == 0 && s.hands[i]&s.trumps != 0 {
				return -2000 + high + adj
			}
		}
	}
	// Leading trumps is rarely what cuts fastest: the top trumps rank below the ordinary leads,
	// the others just above leads into an opponent's ruff (bridge-solver orders trump leads late
	// too).
	if s.trumps.Has(c) {
		if others.Above(c) == 0 {
			return -500 + rank + adj
		}
		return -1000 - rank + adj
	}
	if others.Above(c) == 0 {
		return winLead + rank + adj
	}
	// Lead a class the partner can trump (and no opponent can).
	if s.trumps != 0 && !s.trumps.Has(c) {
		for i := 0; i < s.seats; i++ {
			if i != s.toMove && s.max[i] == s.max[s.toMove] && s.hands[i]&s.classes[k] == 0 && s.hands[i]&s.trumps != 0 {
				return 700 - rank + adj
			}
		}
	}
	// Lead towards the partner's winner; avoid leading into the opponents' top card.
	top := (s.live & s.classes[k]).Highest()
	topSeat := s.owner(top)
	if topSeat != s.toMove && s.max[topSeat] == s.max[s.toMove] {
		return partLead - rank + adj
	}
	return high + adj
}

// owner returns the seat holding live card c (the seat to move when nobody holds it).
func (s *Solver) owner(c cards.Card) int {
	for i := 0; i < s.seats; i++ {
		if s.hands[i].Has(c) {
			return i
		}
	}
	return s.toMove
}

// leadWidthWeight scales the penalty for the opponents' choices in leadScore.
const leadWidthWeight = 6

// A lead that wins the trick scores winLead, a lead towards the partner's top card partLead, both
// on the scale of the width penalty (6 per card of the opponents): a winner whose class gives the
// opponents many choices may wait behind a narrower lead (DDS weighs its leads so too).
const (
	winLead  = 40
	partLead = 30
)

// safeWin reports whether c, which beats the card now winning the trick, cannot be beaten by an
// opponent still to play.
func (s *Solver) safeWin(c cards.Card) bool {
	led := s.classSet[s.trick[0]&63]
	trump := s.trumps.Has(c)
	for i := s.next[s.toMove]; i != s.leader; i = s.next[i] {
		if s.max[i] == s.max[s.toMove] {
			continue
		}
		h := s.hands[i]
		if f := h & led; f != 0 {
			// A trump played to a trump lead is ordered as safe even when an opponent can
			// still overtake it (2 % fewer nodes on BenchmarkNodeSuite).
			if led.Has(c) && !trump && f.Highest() > c {
				return false
			}
		} else if t := h & s.trumps; t != 0 && (!trump || t.Highest() > c) {
			return false
		}
	}
	return true
}

// trickSet returns the cards played so far to the current trick.
func (s *Solver) trickSet() cards.Set { return s.inTrick }

// firstScore returns the score that puts a run holding the killer card, the table's hint or the
// second killer before all others (in that order, a run holding the killer scoring highest), and
// 0 for any other run. The three cards come as sets (cards.Bit, empty for NoCard), made once per
// node rather than tested by shifting for every run.
func firstScore(run, hint, killer, killer2 cards.Set) int32 {
	switch {
	case run&hint != 0:
		return 1 << 19
	case run&killer != 0:
		return 1 << 20
	case run&killer2 != 0:
		return 1 << 18
	}
	return 0
}
