// invariants.go holds the self-checks of the incrementally kept search state, run only in builds
// with the invariants tag.

package solver

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
)

// checkState panics when state kept by make and unmake or reused from an earlier trick boundary
// differs from the same state computed afresh: the table key's hand lengths, the tricks left and,
// at a boundary whose pattern was just computed, the pattern and its signature.
func (s *Solver) checkState(p *ply) {
	if got, want := s.lens, s.lengths(); got != want {
		panic(fmt.Sprintf("solver: key lengths %x, want %x", got, want))
	}
	if got, want := int(s.tricks), s.hands[s.leader].Count(); got != want {
		panic(fmt.Sprintf("solver: %d tricks left, want %d", got, want))
	}
	if !p.patOK {
		return
	}
	saved, savedSig, savedN, savedOK := p.pat, p.patSig, p.patN, p.patOK
	depth := s.depth
	s.depth = 0 // no earlier boundary: every class computed afresh
	s.patterns(p)
	s.depth = depth
	if p.pat != saved || p.patSig != savedSig || p.patN != savedN {
		panic(fmt.Sprintf("solver: reused pattern %x %x %v, want %x %x %v", saved, savedSig, savedN, p.pat, p.patSig, p.patN))
	}
	if sig := s.signature(&p.pat); sig != p.patSig {
		panic(fmt.Sprintf("solver: pattern signature %x, want %x", p.patSig, sig))
	}
	p.pat, p.patSig, p.patN, p.patOK = saved, savedSig, savedN, savedOK
}

// checkSame panics when the entries a probe listed for store (ply.same) miss an entry of the
// list that store would update: one with the same valuation, nrel and owners.
func (t *table) checkSame(p *ply, k key, valued cards.Set, nrel uint32, owners pattern) {
	if p.nSame < 0 || p.sameFulls != t.fulls {
		return
	}
	sl := t.find(k)
	if sl == nil {
		return
	}
	list := t.list(sl)
	for i := range list {
		if t.valued(sl.head+uint32(i)) == valued && list[i].nrel == nrel && list[i].owners == owners {
			for _, j := range p.same[:p.nSame] {
				if j == uint32(i) {
					return
				}
			}
			panic(fmt.Sprintf("solver: store's entry %d of key %x not among the probe's %v", i, k, p.same[:p.nSame]))
		}
	}
}

// checkLevel panics when a probe's bucket and signature at level (probeBuckets) are not those
// bucket and levelSig give.
func (s *Solver) checkLevel(pat *pattern, level int, sub uint32, sig uint64) {
	if want, wantSig := s.bucket(pat, level), s.levelSig(pat, level); sub != want || sig != wantSig {
		panic(fmt.Sprintf("solver: level %d bucket %x signature %x, want %x %x", level, sub, sig, want, wantSig))
	}
}

// checkList panics when a list of a table without valuations is out of order (most general
// first, insertSorted) or an entry's signature is not the one its owners and nrel give.
func (t *table) checkList(s *Solver, k key) {
	t.checkSlot(s, k, t.find(k), nil)
}

// checkSlot is checkList for one list, a key's or a bucket's (sl nil: none), and, given the live
// cards per class n, checks that a bucket's entries fix its level's top cards with its owners and
// that a split list keeps none that fix the next level's (tt.go, splitAt).
func (t *table) checkSlot(s *Solver, k key, sl *slot, n *[cards.MaxClasses]uint8) {
	if sl == nil {
		return
	}
	sub := uint32(0) // (a key's own list leaves its aux as it finds it)
	if sl.key&bucketKey != 0 {
		sub = t.aux(sl).sub
	}
	level := int(sub >> 24 & 7) // (0 for a key's own list)
	if n != nil {
		for j := sl.head; j < sl.end(); j++ {
			e := &t.arena[j]
			if level > 0 && (!s.fixes(e.nrel, n, level) || s.bucket(&e.owners, level) != sub) {
				panic(fmt.Sprintf("solver: key %x: bucket %x's entry %d has bucket %x", k, sub, j-sl.head, s.bucket(&e.owners, level)))
			}
			if sl.isSplit() && s.fixes(e.nrel, n, level+1) {
				panic(fmt.Sprintf("solver: key %x: split list %x's entry %d fixes the top %d cards", k, sub, j-sl.head, level+1))
			}
		}
	}
	list := t.list(sl)
	for i := range list {
		e := &list[i]
		if t.vals == nil && i > 0 && relSize(list[i-1].nrel) > relSize(e.nrel) {
			panic(fmt.Sprintf("solver: key %x: entry %d relies on %d cards, entry %d on %d", k, i-1, relSize(list[i-1].nrel), i, relSize(e.nrel)))
		}
		if j := sl.head + uint32(i); t.tricks[j] != t.tricks[sl.head] {
			panic(fmt.Sprintf("solver: key %x: entry %d has %d tricks left, entry 0 %d", k, i, t.tricks[j], t.tricks[sl.head]))
		}
		if t.vals == nil && int(e.vsum()) != relSize(e.nrel) {
			panic(fmt.Sprintf("solver: key %x: entry %d relies on %d cards, its vsum says %d", k, i, relSize(e.nrel), e.vsum()))
		}
		mask := s.relMask(e.nrel)
		j := sl.head + uint32(i)
		g, sh := &t.sigs[j>>2], 16*(j&3)
		if own, m := g.own>>sh&0xffff, g.mask>>sh&0xffff; own != s.levelSig(&e.owners, level) || m != s.levelSig(&mask, level) {
			panic(fmt.Sprintf("solver: key %x: entry %d has signature %04x/%04x, want %04x/%04x", k, i, own, m, s.levelSig(&e.owners, level), s.levelSig(&mask, level)))
		}
	}
}

// checkGeneral panics when an entry of the list from head to at-1 is as general as ne, the new
// entry of mask, with bounds as tight or ne's cards: storeDominated, which looked only at the
// entries its probe found matching, would have missed it.
func (t *table) checkGeneral(s *Solver, head, at uint32, ne *entry, mask pattern) {
	for j := head; j < at; j++ {
		e := &t.arena[j]
		if e.nrel != ne.nrel && (e.lo() < ne.lo() || e.hi() > ne.hi() || t.noDominance) {
			continue
		}
		em := s.relMask(e.nrel)
		if em[0]&^mask[0] == 0 && em[1]&^mask[1] == 0 && ne.owners[0]&em[0] == e.owners[0] && ne.owners[1]&em[1] == e.owners[1] {
			panic(fmt.Sprintf("solver: store's general entry %d not among the probe's matches", j-head))
		}
	}
}
