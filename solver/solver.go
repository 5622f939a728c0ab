// solver.go holds the Solver: the game data copied for the hot path, the search state, make and
// unmake, and the counters.

package solver

import (
	"math"

	"github.com/cardsolve/cardsolve/cards"
)

const (
	maxPly   = 64 // cards played from the root
	maxMoves = 32 // moves at one node
)

// Stats counts search work; the bench signature is built from Nodes.
type Stats struct {
	Nodes    uint64 // calls of the search
	Leads    uint64 // calls of the search at a trick's start (the nodes DDS counts)
	TTProbes uint64 // table probes at trick boundaries
	TTHits   uint64 // probes that found a matching entry
	TTStores uint64 // entries written
	TTFull   uint64 // times the table filled up and started afresh
	TTSplits uint64 // lists split by the owners of their top cards (Options.SplitAt)
	Cutoffs  uint64 // beta cuts (a child settled its node)
	FirstCut uint64 // cuts made by the first move tried: a measure of move ordering
	// NearSkips counts moves settled by a neighbouring run's result (payoff similarity, nearBound)
	NearSkips uint64
}

// move is a candidate move: a representative card and the power-equivalent cards it stands for.
// (16 bytes: the score beside the small fields, not after seq, where its padding made 24; pick
// swaps two words and the moves index by a shift.)
type move struct {
	card  cards.Card
	run   uint8 // index of the run among the node's runs, in the order genMoves made them
	sq    uint8 // index of the power sequence the run belongs to
	split bool  // the sequence has runs of other points (with card points, NoNear off): see nearBound
	score int32
	seq   cards.Set
}

// ply holds the moves and undo data of one depth.
type ply struct {
	moves [maxMoves]move
	n     int
	tops  trickTops // at a trick's lead, in partnership games: the trick's top cards (order4.go)
	patState
	// at a trick boundary that probed the table: the entries of its key's list that matched the
	// owner pattern with the position's own valuation (the only ones store may find identical to
	// a new entry), and the table's fulls count then (a clear or compact since moves entries)
	same      [maxSame]uint32
	nSame     int8 // -1: unknown (more than maxSame, or no probe)
	sameFulls uint64
	// at a trick boundary (searchLead): the table probe's result and the position's card values
	// (tableValues; not set in a table without valuations), which its store reads after the moves
	lr  probeResult
	ltv tableValues
	// per run (move.run), in games with card points only (last, so that the rest is laid out
	// as without them): the fail-soft result, rel and place in moves of the runs searched
	// without settling the node (nearBound)
	runCV  [maxMoves]int
	runRel [maxMoves]cards.Set
	runAt  [maxMoves]uint8
}

// patState is the part of a ply that patterns writes at a trick boundary whose table pattern was
// computed (patOK): the pattern, its signature (tt.go) and the number of live cards per class,
// which the next boundary's patterns starts from. (A struct of its own, 32 bytes, so that
// patterns copies it whole.)
type patState struct {
	pat    pattern
	patSig uint64
	patN   [cards.MaxClasses]uint8
	patOK  bool
}

// state is the part of the position that a trick's completion changes, besides the hands.
// completeTrick keeps a copy of it per depth and unmake restores that copy (four 16-byte moves:
// 64 bytes, the size pinned by a test) instead of taking each change back; the other cards' plays
// are taken back field by field.
type state struct {
	live       cards.Set // cards in the hands or in the current trick
	inTrick    cards.Set // the cards of trick[:played]
	lens       uint64    // the table key's hand lengths at the trick's start (see key)
	trick      [MaxSeats]cards.Card
	tricks     int32 // tricks left, the current one included (maxLeft, without counting a hand)
	played     int
	leader     int
	toMove     int
	pointsLeft int
}

// preResult is a node's result for one move: its value and the cards it relies on.
type preResult struct {
	cv  int
	rel cards.Set
}

// Solver searches positions of one game. It is not safe for concurrent use; run one per goroutine.
type Solver struct {
	rules Rules

	// game data, copied from the rules for the hot path
	seats      int
	nc         int
	classes    [cards.MaxClasses]cards.Set
	classOf    [64]int8
	classBase  [cards.MaxClasses]uint8 // lowest bit of each class
	rank2      [64]int32               // per card, its place in its class counted from 2 (bridge: the rank)
	patWord    [cards.MaxClasses]uint8 // word of the table pattern holding each class
	patTop     [cards.MaxClasses]uint8 // pair index just above the class's top card in that word
	patShift   [cards.MaxClasses]uint8 // 2·patTop - 26: the shift that places a patCache entry (patterns)
	trumps     cards.Set
	trumpClass int // the class of the trumps, -1 without
	points     [64]int
	pointed    cards.Set     // cards with a non-zero point value
	samePoints [64]cards.Set // per card, the cards with its point value
	valMask    cards.Set     // the live cards a valuation records (see valuation)
	trickValue int
	// (sureLo, the sure-trick gate's, below: the first field tryFollow and tryMoves read, placed
	// in the struct's first page, so that its load tests s for nil and the explicit test goes)
	sureLo int
	max    [MaxSeats]bool
	counts [MaxSeats]bool
	next   [MaxSeats]int
	prev   [MaxSeats]int

	// table pattern layout: where the signature's bits sit (tt.go), relMask by the low byte of
	// nrel (classes 0 and 1) and by the rest (classes 2 up), and relMask's signature by byte
	sig       sigLayout
	bucketAt  [maxLevel]sigLayout // the top cards that number the buckets of each level (bucket)
	topAt     sigLayout           // the top maxLevel+2 places of each class, when deep (probeBuckets)
	deep      bool                // every class of the signature has maxLevel+2 cards or more
	relMaskLo [256]pattern
	relMaskHi [1 << (4*cards.MaxClasses - 8)]pattern
	relSigs   [sigClasses / 2][256]uint16

	// position
	hands [MaxSeats]cards.Set
	state
	depth int
	undo  [maxPly]state // per depth of a card that completed a trick, the state before completeTrick
	// per depth of a card that completed a trick, the trick's cards, for the next boundary's
	// patterns (an array of its own rather than a field of the ply: its index is scaled in the
	// address, where the ply's needs a multiply)
	trickSets [maxPly]cards.Set

	tt          *table
	tableMB     int
	partnership bool                    // four seats in two partnerships, tricks only: order4.go orders the moves
	rootTops    trickTops               // the tops of the root's trick when the search starts inside it
	killers     *[killerSize]killerSlot // cutoff memory for move ordering (an array: no bounds checks)
	ply         [maxPly + 1]ply
	stats       Stats

	// options
	noPartition       bool
	noTable           bool
	noSimilarity      bool
	noSkip            bool
	noKillers         bool
	noVoidMemory      bool
	noSureTrick       bool
	noNear            bool
	simpleOrder       bool
	noLeadProbe       bool
	noEndplay         bool
	noDominance       bool
	splitAt           uint32 // the table's (Options.SplitAt)
	noSureCards       bool
	l1Similarity      bool
	sureOn            bool   // sureCards applies: card points and trumps, pointless cards at the bottom
	sureTricks        bool   // sureTrick is on: tricks only, no card points, not switched off
	similar           uint64 // probes that used an entry of another valuation (tests)
	bounds            BoundsFunc
	boundsFirstLimits [2][MaxSeats]int // per leader: bounds before the table up to these tricks left, then with trumps left (New)
	boundary          Boundary
	stopAt            int

	// per card, the cards of its class (classes[classOf[c]]; game data, but last: placed before the
	// position, it moved the hot fields and cost bridge 0.3 % more instructions); 0 for the bytes
	// that are no card, so that a card's byte indexes it without a mask or a bounds check
	classSet [256]cards.Set
	narrow   [cards.MaxClasses]bool   // per class: all its cards within 16 places from its lowest (patterns)
	patMask  [cards.MaxClasses]uint64 // per class: its pairs in its word of the table pattern (patterns)
	lanes    bool                     // every class k within bits 16k to 16k+14, as bridge's (relCounts)
	// in a layout of four classes, class k in bits 16k+2 to 16k+14 (bridge's), four seats: per
	// class k and live cards m of the class (shifted down by 16k+2), at k<<13 | m, 0 or the
	// class's part of the pattern and its number of cards (patterns, lanePart), made with the
	// owners that patOwn holds: the cards it has seen and their owner bits' planes
	patCache *[4 << 13]uint32
	patOwn   [3]cards.Set
	// per seat and card (seat·64 + card): the key's length unit of the card's class for the seat
	lenUnit [MaxSeats * 64]uint64
	// per card, the seat holding it in the position loaded (cards never change hands: the seat
	// that plays it), and per place in the trick and card that seat's length unit of the card's
	// class, 0 at the places beyond the seats and for bytes that are no card (load's):
	// completeTrick's trick winner and lengths, read once a trick, without the leader, so last
	// too. (A row per place of 256 entries: a card's byte indexes it as it is, without a mask or
	// a bounds check, and a place's row is at a constant offset.)
	ownerOf [64]uint8
	lenPos  [MaxSeats][256]uint64
	// per depth, tryFollow's result of the remembered card's run (its step 4), kept here rather
	// than in locals, which were zeroed and spilled at every node for the few that read them
	pres [maxPly]preResult
	// per seat, the score a trick won by the seat gains without card points (completeTrick's);
	// 256 entries, so that completeBy indexes it with ownerOf's byte without a mask
	gainOf [256]int
	// tryFollow's sure-trick gate: sureTrick is asked when the target is at most sureLo (a field
	// near the struct's start, see trickValue) or above sureHi[tricks left] (maxLeft without card
	// points, less a trick), never without sureTricks; 256 entries, so that the gate indexes it
	// with the tricks' low byte without a mask (the tricks left are below 64)
	sureHi [256]int
	// tryLead's gate, sureLo and sureHi's where no bounds hook is set, else never open: at a
	// trick's start the hook's bounds (bridge's quick tricks) are asked before tryLead and settle
	// nearly every test sureLead would. (See tryLead.)
	leadLo int
	leadHi [64]int

	diag Diag // shape counters, with -tags diag (diag.go); last, away from the hot fields
}

// Options configure a Solver.
type Options struct {
	TableMB int // transposition table size in megabytes (default 64)
	// NoPartition switches lowest-winning-rank partition search off: table entries then match only
	// positions with exactly the same relative ranks (for ablation).
	NoPartition bool
	// NoTable switches the transposition table off (for ablation and tests).
	NoTable bool
	// NoSimilarity switches payoff similarity off: in games with card points, table entries then
	// answer only positions with the same card values (for ablation).
	NoSimilarity bool
	// NoSkip switches small-card skipping off (for ablation).
	NoSkip bool
	// NoKillers switches the cutoff memory of move ordering off (for ablation).
	NoKillers bool
	// NoVoidMemory switches off the cutoff memory of the followers void in the class led while
	// trumps are left (partnership games; for ablation): see voidsFromMemory.
	NoVoidMemory bool
	// NoSureTrick switches off the sure-trick check of trick-counting games (for ablation).
	NoSureTrick bool
	// NoNear switches off settling a move by the result of a neighbouring run of other card points
	// (games with card points; for ablation and tests).
	NoNear bool
	// SimpleOrder switches off the partnership move ordering of four-seat trick games (order4.go)
	// in favour of the generic one, for ablation.
	SimpleOrder bool
	// NoLeadProbe switches off the lead probing of partnership games (order4.go), for ablation.
	NoLeadProbe bool
	// NoEndplay switches off the endplay rules of the partnership ordering without trumps (the
	// second hand's exit card, exitCard, and the leader's throw-in, throwIn), for ablation.
	NoEndplay bool
	// NoDominance keeps table entries that a newer, more general one makes useless (games
	// without card points; for ablation).
	NoDominance bool
	// L1Similarity widens both bounds of a table entry of another valuation by the L1 distance
	// of the two valuations, as the thesis does, instead of the lower bound by the value
	// decreases and the upper bound by the increases (games with card points; for ablation).
	L1Similarity bool
	// NoSureCards keeps the points of the top trumps whose side is sure in the table's values
	// (games with card points and trumps; for ablation): see sureCards.
	NoSureCards bool
	// Bounds is an optional static-analysis hook called at trick boundaries.
	Bounds BoundsFunc
	// BoundsFirst marks the seats to lead at whose trick boundaries Bounds is called before the
	// table is probed rather than after (for a hook that is cheaper than a probe and settles most
	// tests there, as Skat's declarer bound does). By default the table comes first.
	BoundsFirst [MaxSeats]bool
	// BoundsFirstTricks: at trick boundaries with at most this many tricks left, Bounds is called
	// before the table whoever leads. Near the end the bounds settle most tests with the fewest
	// cards, so the table's entries above rely on fewer cards (bridge: see bridge.NewSolver).
	BoundsFirstTricks int
	// BoundsFirstTrumps, when above zero, lowers BoundsFirstTricks at the trick boundaries where
	// trumps are left (bridge: see bridge.NewSolver).
	BoundsFirstTrumps int
	// SplitAt is the length from which the table splits a key's list of entries by the owners of
	// the top cards (games without card points, see splitAt in tt.go): 0 for the default, a
	// negative value never (for ablation and tests).
	SplitAt int
}

// New returns a solver for the rules with an empty table.
func New(r Rules, o Options) (*Solver, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	if o.TableMB <= 0 {
		o.TableMB = 64
	}
	s := &Solver{rules: r, tt: newTable(o.TableMB, hasPoints(r.Layout)), tableMB: o.TableMB, killers: new([killerSize]killerSlot), noPartition: o.NoPartition, noTable: o.NoTable, noSimilarity: o.NoSimilarity, bounds: o.Bounds,
		noSkip: o.NoSkip, noKillers: o.NoKillers, noVoidMemory: o.NoVoidMemory, noSureTrick: o.NoSureTrick, noNear: o.NoNear, simpleOrder: o.SimpleOrder, noLeadProbe: o.NoLeadProbe, noEndplay: o.NoEndplay, noDominance: o.NoDominance, noSureCards: o.NoSureCards, l1Similarity: o.L1Similarity}
	s.splitAt = splitAt
	if o.SplitAt > 0 {
		s.splitAt = uint32(o.SplitAt)
	} else if o.SplitAt < 0 {
		s.splitAt = math.MaxUint32
	}
	s.tt.noDominance, s.tt.splitAt = o.NoDominance, s.splitAt
	// (Options.Bounds, BoundsFirst, BoundsFirstTricks and BoundsFirstTrumps in two limits:
	// without bounds the limit is below every count.)
	for i := range s.boundsFirstLimits[0] {
		l, lt := o.BoundsFirstTricks, o.BoundsFirstTricks
		if o.BoundsFirstTrumps > 0 {
			lt = min(o.BoundsFirstTrumps, l)
		}
		switch {
		case o.Bounds == nil:
			l, lt = math.MinInt, math.MinInt
		case o.BoundsFirst[i]:
			l, lt = math.MaxInt, math.MaxInt
		}
		s.boundsFirstLimits[0][i], s.boundsFirstLimits[1][i] = l, lt
	}
	s.setRules(r)
	return s, nil
}

// setRules copies the game data of r into the hot-path fields.
func (s *Solver) setRules(r Rules) {
	l := r.Layout
	old := s.classes
	s.rules = r
	s.seats = r.Seats
	s.nc = l.NumClasses
	s.classes = l.Classes
	s.classOf = l.ClassOf
	for c := range 64 { // (the entries beyond stay 0)
		s.classSet[c] = 0
		if k := l.ClassOf[c]; k >= 0 {
			s.classSet[c] = l.Classes[k]
		}
	}
	// Lay the classes out in two 64-bit words of owner pairs, each class within one word.
	s.sig, s.bucketAt, s.topAt = sigLayout{}, [maxLevel]sigLayout{}, sigLayout{}
	s.deep = true
	s.lanes = s.nc <= 4
	w, off := 0, 0
	for k := 0; k < s.nc; k++ {
		n := l.Classes[k].Count()
		if off+n > 32 {
			w, off = w+1, 0
		}
		off += n
		s.patWord[k], s.patTop[k], s.patShift[k] = uint8(w), uint8(off), uint8(2*off-26)
		s.patMask[k] = (uint64(1)<<(2*n) - 1) << (2 * (off - n)) // (a shift by 64 gives 0)
		if k < sigClasses {
			top := min(n, 2)
			s.sig.word[k], s.sig.shift[k], s.sig.bits[k] = uint8(w), uint8(2*(off-top)), 1<<(2*top)-1
			s.sig.rot[k], s.sig.nib[k] = uint8(4*k-2*(off-top))&63, s.sig.bits[k]<<(4*k)
			if s.deep = s.deep && n >= maxLevel+2; n >= maxLevel+2 {
				s.topAt.word[k], s.topAt.shift[k], s.topAt.bits[k] = uint8(w), uint8(2*(off-maxLevel-2)), 1<<(2*maxLevel+4)-1
			}
			for l := 1; l <= maxLevel; l++ {
				top := min(l, n) // (the top l cards)
				g := &s.bucketAt[l-1]
				g.word[k], g.shift[k], g.bits[k] = uint8(w), uint8(2*(off-top)), 1<<(2*top)-1
			}
		}
		s.classBase[k] = uint8(l.Classes[k].Lowest())
		s.narrow[k] = l.Classes[k]>>s.classBase[k] < 1<<16
		s.lanes = s.lanes && l.Classes[k]&^(0x7fff<<(16*k)) == 0
		for m := l.Classes[k]; m != 0; m &= m - 1 {
			c := m.Lowest()
			s.rank2[c] = int32(c) - int32(s.classBase[k]) + 2
		}
	}
	// patCache's entries stay valid under other rules with the same classes (another strain).
	// (Its entries are placed by a shift to the left: every class's top at pair 13 or above, as
	// bridge's are.)
	cached := s.lanes && s.nc == 4 && s.seats == 4
	for k := 0; k < s.nc; k++ {
		cached = cached && l.Classes[k]&^(0x7ffc<<(16*k)) == 0 && 2*int(s.patTop[k]) <= patCacheBits && s.patTop[k] >= 13
	}
	switch {
	case !cached:
		s.patCache = nil
	case s.patCache == nil:
		s.patCache, s.patOwn = new([4 << 13]uint32), [3]cards.Set{}
	case s.classes != old:
		clear(s.patCache[:])
		s.patOwn = [3]cards.Set{}
	}
	// relMaskLo[v]: the bits of the top v&15 live cards of class 0 and the top v>>4 of class 1;
	// relMaskHi[v]: those of the top v>>4j&15 of class 2+j (counts a class cannot have give
	// nothing; no entry holds them). relSigs[b][v]: the signature of the mask of counts v<<8b.
	rel := func(v, k0 int) pattern {
		var m pattern
		for k := k0; k < s.nc && v != 0; k, v = k+1, v>>4 {
			if r := v & 15; r <= l.Classes[k].Count() {
				m[s.patWord[k]] |= (1<<(2*r) - 1) << (2 * (int(s.patTop[k]) - r))
			}
		}
		return m
	}
	for v := range s.relMaskLo {
		s.relMaskLo[v] = rel(v, 0)
		s.relSigs[0][v] = uint16(s.signature(&s.relMaskLo[v]))
	}
	for v := range s.relMaskHi {
		s.relMaskHi[v] = rel(v, 2)
		if v < len(s.relSigs[1]) {
			s.relSigs[1][v] = uint16(s.signature(&s.relMaskHi[v]))
		}
	}
	s.lenUnit = [MaxSeats * 64]uint64{}
	for i := 0; i < r.Seats; i++ {
		for c := 0; c < 64; c++ {
			if k := int(l.ClassOf[c]); k >= 0 {
				if shift := 4 * (i*s.nc + k); shift < 60 {
					s.lenUnit[i<<6|c] = 1 << shift
				}
			}
		}
	}
	s.trumps, s.trumpClass = 0, -1
	if l.Trump >= 0 {
		s.trumps, s.trumpClass = l.Classes[l.Trump], l.Trump
	}
	s.pointed = 0
	for c := 0; c < 64; c++ {
		s.points[c] = l.Points[c]
		if l.Points[c] != 0 {
			s.pointed |= cards.Bit(cards.Card(c))
		}
	}
	for c := 0; c < 64; c++ {
		s.samePoints[c] = 0
		for d := 0; d < 64; d++ {
			if s.points[d] == s.points[c] {
				s.samePoints[c] |= cards.Bit(cards.Card(d))
			}
		}
	}
	s.setValMask()
	s.sureOn = s.pointed != 0 && s.trumps != 0 && s.valMask != ^cards.Set(0) && !s.noSimilarity && !s.noSureCards
	s.trickValue = r.TrickValue
	s.stopAt = r.StopAt
	s.max, s.counts = r.Max, r.Counts
	for i := range MaxSeats { // (the entries beyond stay 0)
		s.gainOf[i] = 0
		if s.counts[i] {
			s.gainOf[i] = s.trickValue
		}
	}
	s.sureTricks = !s.noSureTrick && s.pointed == 0 && s.trickValue > 0
	s.sureLo = math.MinInt
	for t := range s.sureHi {
		s.sureHi[t] = math.MaxInt
		if s.sureTricks {
			s.sureLo, s.sureHi[t] = s.trickValue, (t-s.stopAt-1)*s.trickValue
		}
	}
	s.leadLo, s.leadHi = s.sureLo, [64]int(s.sureHi[:64])
	if s.bounds != nil {
		s.leadLo = math.MinInt
		for t := range s.leadHi {
			s.leadHi[t] = math.MaxInt
		}
	}
	s.partnership = !s.simpleOrder && r.Seats == 4 && s.nc == 4 && s.pointed == 0 && s.trickValue > 0 &&
		r.Max[0] == r.Max[2] && r.Max[1] == r.Max[3] && r.Max[0] != r.Max[1]
	for i := 0; i < r.Seats; i++ {
		s.next[i] = (i + 1) % r.Seats
		s.prev[i] = (i + r.Seats - 1) % r.Seats
	}
}

// SetRules switches the solver to other rules with the same layout family (for example another
// bridge strain or another side to maximise). The table is kept only when keepTable is true and the
// layout, seats and trick value are unchanged; callers keep it only when entries stay valid.
func (s *Solver) SetRules(r Rules, keepTable bool) error {
	if err := r.Check(); err != nil {
		return err
	}
	if hasPoints(r.Layout) && s.tt.vals == nil {
		s.tt = newTable(s.tableMB, true) // entries now need their valuations
		s.tt.noDominance, s.tt.splitAt = s.noDominance, s.splitAt
	} else if !keepTable || r.Layout != s.rules.Layout || r.Seats != s.rules.Seats || r.TrickValue != s.rules.TrickValue ||
		r.Counts != s.rules.Counts || r.Max != s.rules.Max || r.StopAt != s.rules.StopAt {
		s.ClearTable()
	}
	s.setRules(r)
	return nil
}

// Rules returns the rules the solver plays.
func (s *Solver) Rules() Rules { return s.rules }

// ClearTable empties the transposition table.
func (s *Solver) ClearTable() {
	s.tt.clear()
	clear(s.killers[:])
}

// Stats returns the counters accumulated since the solver was made or ResetStats was called.
func (s *Solver) Stats() Stats {
	st := s.stats
	st.TTProbes, st.TTHits, st.TTStores, st.TTFull, st.TTSplits = s.tt.probes, s.tt.hits, s.tt.stores, s.tt.fulls, s.tt.splitCount
	return st
}

// ResetStats zeroes the counters.
func (s *Solver) ResetStats() {
	s.stats = Stats{}
	s.tt.probes, s.tt.hits, s.tt.stores, s.tt.fulls, s.tt.splitCount = 0, 0, 0, 0, 0
}

// load sets the search state from p.
func (s *Solver) load(p *Position) {
	s.hands = p.Hands
	s.trick = p.Trick
	s.played = p.Played
	s.leader = p.Leader
	s.toMove = (p.Leader + p.Played) % s.seats
	s.live = 0
	for i := 0; i < s.seats; i++ {
		s.live |= p.Hands[i]
	}
	s.inTrick = 0
	for i := 0; i < p.Played; i++ {
		s.inTrick |= cards.Bit(p.Trick[i])
	}
	s.live |= s.inTrick
	s.pointsLeft = 0
	for m := s.live & s.pointed; m != 0; m &= m - 1 {
		s.pointsLeft += s.points[m.Lowest()]
	}
	s.tricks = int32(p.Hands[p.Leader].Count())
	if p.Played > 0 {
		s.tricks++ // the leader's card of the current trick
	}
	s.depth = 0
	// The key's lengths count the current trick's cards in the hands that played them:
	// completeTrick takes the whole trick off.
	s.lens = s.lengths()
	s.ownerOf = [64]uint8{}
	for i := 0; i < s.seats; i++ {
		for m := p.Hands[i]; m != 0; m &= m - 1 {
			s.ownerOf[m.Lowest()&63] = uint8(i)
		}
	}
	for i := 0; i < p.Played; i++ {
		seat := (p.Leader + i) % s.seats
		s.ownerOf[p.Trick[i]&63] = uint8(seat)
		s.lens += s.lenUnit[seat<<6|int(p.Trick[i]&63)]
	}
	// (Only the entries of cards are written: the others stay 0 from the Solver's allocation.)
	for at := range s.lenPos {
		for c := 0; c < 64; c++ {
			u := uint64(0)
			if at < s.seats {
				u = s.lenUnit[int(s.ownerOf[c])<<6|c]
			}
			s.lenPos[at][c] = u
		}
	}
	s.ply[0].patOK = false // the root's pattern is not computed when the root is not searched
	if s.partnership && s.played > 0 {
		s.setTops(&s.rootTops)
	}
}

// make plays c for the seat to move. When c completes a trick it returns the score the counting
// side gains and the card that won by rank (0 when none did), and the next trick begins.
func (s *Solver) make(c cards.Card) (gain int, rankWin cards.Set) {
	if s.play(c) {
		return s.completeTrick()
	}
	return 0, 0
}

// play is make up to the trick's completion: it plays c and reports whether c completes the
// trick, which completeTrick then ends. (Small enough to be inlined in the move loop: the key's
// hand lengths are completeTrick's, for the whole trick.)
func (s *Solver) play(c cards.Card) bool {
	// (Cards are below 64: c&63 spares the shifts the handling of larger counts.)
	seat, n := s.toMove&(MaxSeats-1), s.played
	s.depth++
	s.hands[seat] &^= 1 << (c & 63)
	s.trick[n&(MaxSeats-1)] = c
	s.inTrick |= 1 << (c & 63)
	n++
	s.played = n
	s.toMove = s.next[seat]
	return n == s.seats
}

// playBy is play in a partnership game (four seats in turn: tryLead's and tryFollow's) by a
// caller that knows the seat to move: neither that seat nor the next one is loaded.
func (s *Solver) playBy(c cards.Card, seat int) bool {
	if invariants && (!s.partnership || seat != s.toMove) {
		panic("playBy: not a partnership game, or not the seat to move")
	}
	n := s.played
	s.played = n + 1
	s.depth++
	s.hands[seat&(MaxSeats-1)] &^= 1 << (c & 63)
	s.trick[n&(MaxSeats-1)] = c
	s.inTrick |= 1 << (c & 63)
	s.toMove = s.next[seat&(MaxSeats-1)] // (a load: (seat+1)&3 took an add and a mask)
	return s.played == MaxSeats
}

// playLead is play of a trick's first card in a partnership game (tryLead's): the trick is empty,
// so its card, the cards in it and the count are stored rather than updated.
func (s *Solver) playLead(c cards.Card) {
	if invariants && (!s.partnership || s.played != 0 || s.inTrick != 0) {
		panic("playLead: not a partnership game's trick start")
	}
	seat := s.toMove & (MaxSeats - 1)
	s.depth++
	s.hands[seat] &^= 1 << (c & 63)
	s.trick[0] = c
	s.inTrick = 1 << (c & 63)
	s.played = 1
	s.toMove = (seat + 1) & (MaxSeats - 1)
}

// unplayLead takes back playLead's card c, led by seat.
func (s *Solver) unplayLead(c cards.Card, seat int) {
	s.depth--
	s.toMove = seat
	s.played = 0
	s.inTrick = 0
	s.hands[seat&(MaxSeats-1)] |= 1 << (c & 63)
}

// winning returns the cards of set, the current trick's cards, that compete for it (the trumps,
// else the cards of the class led) and the one that wins it, the highest of them.
func (s *Solver) winning(set cards.Set) (cards.Set, cards.Card) {
	win := set & s.trumps
	if win == 0 {
		win = set & s.classSet[s.trick[0]]
	}
	return win, win.Highest()
}

// seatOf returns the seat that played c to the current trick.
func (s *Solver) seatOf(c cards.Card) int {
	seat := s.leader
	for i := 0; s.trick[i&(MaxSeats-1)] != c; i++ {
		seat = s.next[seat&(MaxSeats-1)]
	}
	return seat
}

// completeTrick ends the trick play has completed (see make).
func (s *Solver) completeTrick() (gain int, rankWin cards.Set) {
	// Step 1. Find the winner: the owner of w, the winning card (a table lookup, where finding
	// w's place in the trick and the seat at that place cost ten instructions more).
	// (winning written out: win holds the card led, so hi needs no test of the empty set.)
	set := s.inTrick
	win := set & s.trumps
	if win == 0 {
		win = set & s.classSet[s.trick[0]]
	}
	w := cards.Card(hi(win))
	rankWin = cards.Bit(w&63) & win & (win - 1) // (w, the highest of win, unless win is w alone)
	winner := int(s.ownerOf[w&63])
	if invariants && winner != s.seatOf(w) {
		panic("completeTrick: the winning card's owner differs from the seat that played it")
	}
	// Take the trick's cards off the key's hand lengths (here rather than card by card in play,
	// which is then small enough to be inlined; unmake restores them with the state).
	tr := &s.trick
	la := &s.lenPos
	lens := la[0][tr[0]] + la[1][tr[1]] + la[2][tr[2]] + la[3][tr[3]]
	// Step 2. Score it, keep the state for unmake and start the next trick. (The copy comes as
	// late as it can: its 16-byte loads span play's last stores, which store forwarding cannot
	// serve from narrower stores. maxPly is a power of two: the masks spare the bounds checks.)
	d := (s.depth - 1) & (maxPly - 1)
	s.undo[d] = s.state
	s.lens -= lens
	s.trickSets[d] = set
	s.live &^= set
	s.inTrick = 0
	s.tricks--
	s.leader, s.toMove, s.played = winner, winner, 0
	gain = s.gainOf[winner&(MaxSeats-1)]
	if m := set & s.pointed; m != 0 { // (card points: never in bridge, a branch always taken alike)
		pts := 0
		for ; m != 0; m &= m - 1 {
			pts += s.points[m.Lowest()&63]
		}
		s.pointsLeft -= pts
		if s.counts[winner&(MaxSeats-1)] {
			gain += pts
		}
	}
	return gain, rankWin
}

// completeBy is playBy and completeTrick of c, the trick's fourth card, by seat (tryFollow's, which
// knows from s.played that c completes the trick): the state is kept before c is played, so that
// unmakeBy restores it whole, and play's changes that the trick's completion overwrites or that
// the kept state takes back (the cards played, the seat to move, the cards in the trick) are not
// made. (TableList10 0.3 % fewer instructions than playBy, completeTrick and unmakeTrickBy.)
// probeLead plays its probes' fourth cards with it too.
func (s *Solver) completeBy(c cards.Card, seat int) (gain int, rankWin cards.Set) {
	if invariants && (!s.partnership || s.pointed != 0 || seat != s.toMove || s.played != MaxSeats-1) {
		panic("completeBy: not a partnership game's fourth card by the seat to move, or card points")
	}
	// (trumps read first: at a small offset, its load tests s for nil, which the state's copy
	// would otherwise need tested on its own; the card led read once, before the stores)
	trumps := s.trumps
	t0 := s.trick[0]
	d := s.depth & (maxPly - 1)
	s.undo[d] = s.state
	s.depth++
	s.hands[seat&(MaxSeats-1)] &^= 1 << (c & 63)
	// The winner and the hand lengths as completeTrick finds them, with c as the trick's last card.
	set := s.inTrick | 1<<(c&63)
	win := set & trumps
	if win == 0 {
		win = set & s.classSet[t0]
	}
	// (win's other cards computed on hi's line: they take the place of its inline mark.)
	w, rest := cards.Card(hi(win)), win&(win-1)
	rankWin = cards.Bit(w&63) & rest
	o := s.ownerOf[w&63]
	winner := int(o)
	tr := &s.trick
	la := &s.lenPos
	lens := la[0][t0] + la[1][tr[1]] + la[2][tr[2]] + la[3][c] // (c for tr[3])
	s.lens -= lens
	s.trickSets[d] = set
	s.live &^= set
	s.inTrick = 0
	s.tricks--
	s.leader, s.toMove, s.played = winner, winner, 0
	// (A partnership game has no card points (setRules): the trick's gain is the winner's alone,
	// and completeTrick's points loop is not needed.)
	return s.gainOf[o], rankWin
}

// unmakeBy takes back c, played by seat with completeBy: the state kept before it, and the card
// back in the hand.
func (s *Solver) unmakeBy(c cards.Card, seat int) {
	s.depth--
	s.state = s.undo[s.depth&(maxPly-1)]
	s.hands[seat&(MaxSeats-1)] |= 1 << (c & 63)
}

// unmake takes back c, the last card played: the state completeTrick kept when c completed a
// trick, then play's changes.
func (s *Solver) unmake(c cards.Card) {
	if s.played == 0 {
		s.state = s.undo[(s.depth-1)&(maxPly-1)]
	}
	s.unplay(c)
}

// unplay is unmake of a card known to have completed no trick: play's changes.
func (s *Solver) unplay(c cards.Card) {
	s.depth--
	seat := s.prev[s.toMove&(MaxSeats-1)] & (MaxSeats - 1)
	s.toMove = seat
	s.played--
	s.inTrick &^= 1 << (c & 63)
	s.hands[seat] |= 1 << (c & 63)
}

// unplayBy is unplay by a caller that knows the seat which played c (the one to move before
// play): the seat is not looked up from the one to move after it, a load fewer and no wait for
// the loads of the state unmakeTrickBy has just restored.
func (s *Solver) unplayBy(c cards.Card, seat int) {
	if invariants && seat != s.prev[s.toMove&(MaxSeats-1)]&(MaxSeats-1) {
		panic("unplayBy: the seat differs from the one before the seat to move")
	}
	s.depth--
	s.toMove = seat
	s.played--
	s.inTrick &^= 1 << (c & 63)
	s.hands[seat&(MaxSeats-1)] |= 1 << (c & 63)
}

// hasPoints reports whether any card of the layout carries points (the table then records each
// entry's valuation).
func hasPoints(l *cards.Layout) bool {
	for _, p := range l.Points {
		if p != 0 {
			return true
		}
	}
	return false
}
