// order.go generates the moves of a node, one per group of power-equivalent cards, and orders them.

package solver

import "github.com/cardsolve/cardsolve/cards"

// genMoves fills p with the legal moves of the seat to move: one representative (the highest card)
// per run of power-equivalent cards of equal point value, each with a heuristic score.
func (s *Solver) genMoves(p *ply, hint uint8, killer, killer2 cards.Card) {
	if s.partnership {
		s.genPartnership(p, killer, s.decodeBest(hint))
		return
	}
	h := s.hands[s.toMove]
	legal := h
	if s.played > 0 {
		if f := h & s.classes[s.classOf[s.trick[0]]]; f != 0 {
			legal = f
		}
	}
	hintCard := s.decodeBest(hint)

	// The card currently winning the trick and whether it belongs to the mover's side.
	winCard := cards.NoCard
	partnerWins := false
	var dead cards.Set // cards of the current trick that cannot win it: they separate no equivalents
	if s.played > 0 {
		set := s.trickSet()
		win := set & s.trumps
		if win == 0 {
			win = set & s.classes[s.classOf[s.trick[0]]]
		}
		winCard = win.Highest()
		seat := s.leader
		for i := 0; s.trick[i] != winCard; i++ {
			seat = s.next[seat]
		}
		partnerWins = s.max[seat] == s.max[s.toMove]
		// The partner's card wins only if no opponent still to play can beat it.
		if partnerWins {
			led := s.classes[s.classOf[s.trick[0]]]
			for i := s.next[s.toMove]; i != s.leader; i = s.next[i] {
				if s.max[i] == s.max[s.toMove] {
					continue
				}
				h := s.hands[i]
				if f := h & led; f != 0 {
					// (In trick-only games a partner's trump to a trump lead counts as
					// winning even when an opponent can still overtake it, as in safeWin.)
					if (!s.trumps.Has(winCard) || s.pointed != 0 && led.Has(winCard)) && f.Highest() > winCard {
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
			full := seq
			for seq != 0 {
				// Cards of different point values are never equivalent: split the run where the
				// value changes.
				c := seq.Highest()
				run := seq
				if s.pointed != 0 {
					if diff := seq &^ s.samePoints[c]; diff != 0 {
						run = seq.Above(diff.Highest())
					}
				}
				seq &^= run
				m := &p.moves[p.n]
				p.n++
				m.card, m.seq, m.run, m.sq = c, run, uint8(p.n-1), sq
				m.split = run != full && !s.noNear
				// The highest card stands for the run when it may take the trick, the lowest when
				// it cannot: that choice leaves the fewest ranks relevant (thesis 4.4).
				if !s.mayWin(c, winCard, others) {
					m.card = run.Lowest()
				}
				if run.Has(hintCard) {
					m.score = 1 << 19
					continue
				}
				if run.Has(killer) {
					m.score = 1 << 20
					continue
				}
				if run.Has(killer2) {
					m.score = 1 << 18
					continue
				}
				m.score = s.moveScore(c, k, base, others, winCard, partnerWins)
			}
		}
	}
}

// moveScore is the ordering heuristic: cash winners when leading; when following, win as cheaply as
// possible against the opponents and play low when the partner already wins; discard low cards.
func (s *Solver) moveScore(c cards.Card, k int, base cards.Card, others cards.Set, winCard cards.Card, partnerWins bool) int32 {
	rank := int32(c - base)
	pts := int32(s.points[c])
	if s.played == 0 {
		return s.leadScore(c, k, rank, pts, others)
	}
	beats := false
	if s.trumps.Has(c) {
		beats = !s.trumps.Has(winCard) || c > winCard
	} else {
		beats = s.classOf[c] == s.classOf[winCard] && c > winCard && !s.trumps.Has(winCard)
	}
	switch {
	case partnerWins:
		return -rank + 8*pts
	case beats && !s.safeWin(c):
		if s.pointed != 0 {
			return 1000 - rank - 8*pts
		}
		return 1000 - rank
	case beats && s.pointed != 0 && s.partnerTakes(winCard):
		// A partner still to play can take the trick as well: keeping the winner for later
		// and giving points to the partner's trick is often the better play (on the 150
		// full_game deals, all-moves 215 k -> 205 k nodes, value 92 k -> 82 k).
		return -20 - rank + 8*pts
	case beats:
		return 2000 - rank + 4*pts
	case s.pointed != 0 && s.partnerTakes(winCard):
		return -rank + 8*pts
	default:
		return -rank - 8*pts
	}
}

// partnerTakes reports whether the seats still to play in the trick are all partners of the
// mover and one of them can beat winCard, the card now winning.
func (s *Solver) partnerTakes(winCard cards.Card) bool {
	led := s.classes[s.classOf[s.trick[0]]]
	can := false
	for i := s.next[s.toMove]; i != s.leader; i = s.next[i] {
		if s.max[i] != s.max[s.toMove] {
			return false
		}
		h := s.hands[i]
		if f := h & led; f != 0 {
			if led.Has(winCard) && f.Highest() > winCard {
				can = true
			}
		} else if t := h & s.trumps; t != 0 && (!s.trumps.Has(winCard) || t.Highest() > winCard) {
			can = true
		}
	}
	return can
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
	b, best := i, p.moves[i].score
	for j := i + 1; j < p.n; j++ {
		if sc := p.moves[j].score; sc > best {
			b, best = j, sc
		}
	}
	if b != i {
		p.moves[i], p.moves[b] = p.moves[b], p.moves[i]
	}
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

// killerKey describes the situation of the seat to move for the cutoff memory: the leader's hand;
// for a follower, the cards of the led class still out (and the one winning the trick), or his hand
// when he has none of them. Similar situations in different positions tend to have the same best
// card (bridge-solver's cut-off cache works this way).
//
// In games with card points the key also holds, for a leader, the classes the other seats are void
// in, and for a follower, how many cards the trick holds (which, with the mover, says who played
// the winning card): on the first 40 full_game deals 5.7 % fewer nodes for the value, 1.5 % for
// all-moves.
func (s *Solver) killerKey() uint64 {
	h := uint64(s.toMove+1) << 58
	if s.played == 0 {
		if s.pointed != 0 {
			h ^= s.voids() * 0x9e3779b97f4a7c15
		}
		return h ^ uint64(s.hands[s.toMove])
	}
	led := s.classes[s.classOf[s.trick[0]]]
	set := s.trickSet()
	win := set & s.trumps
	if win == 0 {
		win = set & led
	}
	h ^= uint64(win.Highest()+1) << 50
	if s.pointed != 0 {
		h ^= uint64(s.played) << 56
	}
	if s.hands[s.toMove]&led != 0 {
		return h ^ uint64(s.live&led) ^ 1<<63
	}
	return h ^ uint64(s.hands[s.toMove])
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
// card of, avoid classes an opponent can trump; within each kind, in games without card points,
// prefer classes in which the opponents have few cards to choose from (the fastest-cut-first idea
// of thesis ch. 3: such leads tend to have the smallest subtrees; DDS weighs them the same way).
// (In Skat the width term cost 3 % more nodes on the first 40 full_game deals.)
func (s *Solver) leadScore(c cards.Card, k int, rank, pts int32, others cards.Set) int32 {
	var width int32 // the opponents' choices: their cards in the class, or a whole hand when void
	for i := 0; i < s.seats && s.pointed == 0; i++ {
		if s.max[i] != s.max[s.toMove] {
			n := (s.hands[i] & s.classes[k]).Count()
			if n == 0 {
				n = s.hands[i].Count()
			}
			width += int32(n)
		}
	}
	adj := -leadWidthWeight * width
	// Leads that do not win at once, highest first in trick-only games (a higher card's proof
	// may let small-card skipping drop the lower ones; in Skat, lowest first as before).
	high := -rank
	if s.pointed == 0 {
		high = rank
	}
	// Avoid leading a class an opponent can trump.
	if s.trumps != 0 && !s.trumps.Has(c) {
		for i := 0; i < s.seats; i++ {
			if s.max[i] != s.max[s.toMove] && s.hands[i]&s.classes[k] == 0 && s.hands[i]&s.trumps != 0 {
				return -2000 + high + adj
			}
		}
	}
	// In trick-only games, leading trumps is rarely what cuts fastest: the top trumps rank below
	// the ordinary leads, the others just above leads into an opponent's ruff (bridge-solver
	// orders trump leads late too).
	if s.pointed == 0 && s.trumps.Has(c) {
		if others.Above(c) == 0 {
			return -500 + rank + adj
		}
		return -1000 - rank + adj
	}
	if others.Above(c) == 0 {
		if s.pointed == 0 {
			return winLead + rank + adj
		}
		return 1000 + rank + 4*pts + adj // a winner in its class
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
		if s.pointed == 0 {
			return partLead - rank + adj
		}
		return 500 - rank + adj
	}
	if s.pointed != 0 {
		return -rank - 4*pts // in card-point games, leads that will not win give few points
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

// In trick-only games a lead that wins the trick scores winLead, a lead towards the partner's top
// card partLead, both on the scale of the width penalty (6 per card of the opponents): a winner
// whose class gives the opponents many choices may wait behind a narrower lead (DDS weighs its
// leads so too). In card-point games winners and leads to the partner keep their old priority.
const (
	winLead  = 40
	partLead = 30
)

// safeWin reports whether c, which beats the card now winning the trick, cannot be beaten by an
// opponent still to play.
func (s *Solver) safeWin(c cards.Card) bool {
	led := s.classes[s.classOf[s.trick[0]]]
	trump := s.trumps.Has(c)
	for i := s.next[s.toMove]; i != s.leader; i = s.next[i] {
		if s.max[i] == s.max[s.toMove] {
			continue
		}
		h := s.hands[i]
		if f := h & led; f != 0 {
			// In trick-only games a trump played to a trump lead is ordered as safe even when
			// an opponent can still overtake it (2 % fewer nodes on BenchmarkNodeSuite).
			if led.Has(c) && (!trump || s.pointed != 0) && f.Highest() > c {
				return false
			}
		} else if t := h & s.trumps; t != 0 && (!trump || t.Highest() > c) {
			return false
		}
	}
	return true
}

// trickSet returns the cards played so far to the current trick.
func (s *Solver) trickSet() cards.Set {
	var set cards.Set
	for i := 0; i < s.played; i++ {
		set |= cards.Bit(s.trick[i])
	}
	return set
}
