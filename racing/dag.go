// dag.go builds the racing game DAG over MAX's information states, with transpositions merged.

package racing

import (
	"fmt"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/pimc/andor"
	"github.com/cardsolve/cardsolve/pimc/lattice"
)

// MaxNodes is the default bound on the size of a game DAG.
const MaxNodes = 1 << 22

// Sides to move.
const (
	maxSide uint8 = iota
	minSide
)

// state is an information state of MAX; it is also the transposition key.
type state struct {
	maxHand   cards.Set  // MAX's remaining cards
	minPlayed cards.Set  // cards MIN has played: the worlds consistent are those holding all of them
	maxTricks uint8      // tricks won by MAX
	minTricks uint8      // tricks won by MIN
	toMove    uint8      // maxSide or minSide
	table     cards.Card // the card led to the current trick, cards.NoCard at a trick's start
}

// Game is the game DAG of one instance.
type Game struct {
	Instance
	Worlds []cards.Set  // S: MIN's possible hands, in the order of Worlds()
	Shape  *andor.Shape // the DAG; node ids are in order of first reach from the root
	Won    []bool       // per node: a leaf MAX has won
	info   []int32      // per node: index into consistent
	// consistent[i] holds the worlds consistent with the i-th distinct set of cards MIN has played.
	consistent []lattice.Bits
}

// Build returns the game DAG of in, or an error when in is invalid, has more than MaxWorlds
// worlds, or its DAG would have more than maxNodes nodes (maxNodes <= 0 means MaxNodes).
func Build(in Instance, maxNodes int) (*Game, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	worlds, err := in.Worlds()
	if err != nil {
		return nil, err
	}
	if maxNodes <= 0 {
		maxNodes = MaxNodes
	}
	b := &builder{
		g:        &Game{Instance: in, Worlds: worlds},
		unseen:   in.Deck() &^ in.Max,
		ids:      make(map[state]int32),
		infoOf:   make(map[cards.Set]int32),
		maxNodes: maxNodes,
		pow:      lattice.NewPowerset(len(worlds)),
	}
	root := state{maxHand: in.Max, minPlayed: cards.Bit(in.Lead), toMove: maxSide, table: in.Lead}
	b.node(root)
	if b.err != nil {
		return nil, b.err
	}
	b.g.Shape = &andor.Shape{Kinds: b.kinds, Start: append(b.start, int32(len(b.edges))), Edges: b.edges}
	return b.g, nil
}

// builder holds the state of a DAG construction.
type builder struct {
	g        *Game
	unseen   cards.Set // every card MIN may hold: the deck minus MAX's hand
	ids      map[state]int32
	infoOf   map[cards.Set]int32
	kinds    []andor.Kind
	start    []int32 // start of each node's children in edges
	edges    []int32
	maxNodes int
	pow      lattice.Powerset
	err      error
}

// node returns the id of state s, building it and what lies below on first reach.
func (b *builder) node(s state) int32 {
	if id, ok := b.ids[s]; ok {
		return id
	}
	if b.err != nil {
		return 0
	}
	if len(b.kinds) >= b.maxNodes {
		b.err = fmt.Errorf("game DAG has more than %d nodes", b.maxNodes)
		return 0
	}
	id := int32(len(b.kinds))
	b.ids[s] = id
	b.kinds = append(b.kinds, andor.Leaf)
	b.start = append(b.start, int32(len(b.edges)))
	b.g.Won = append(b.g.Won, false)
	b.g.info = append(b.g.info, b.infoIndex(s.minPlayed))

	// Step 1. Trick boundary: is the game over? It is lost as soon as MAX cannot reach the goal
	// with the tricks left; that only shortens the DAG, the value is the same.
	if s.table == cards.NoCard {
		switch {
		case int(s.maxTricks) == b.g.Goal:
			b.g.Won[id] = true
			return id
		case int(s.minTricks) == b.g.Goal, int(s.maxTricks)+s.maxHand.Count() < b.g.Goal:
			return id
		}
	}
	// Step 2. Moves: MAX chooses among her cards (OR); MIN may play any card some consistent world
	// gives her (AND), and MAX then sees it.
	moves := s.maxHand
	b.kinds[id] = andor.Or
	if s.toMove == minSide {
		moves = b.unseen &^ s.minPlayed
		b.kinds[id] = andor.And
	}
	// Step 3. Reserve the children's slots before building them: the next node created starts its
	// own slots right after, so the edges come out in compressed rows in node order.
	first := len(b.edges)
	for range moves.Count() {
		b.edges = append(b.edges, 0)
	}
	for i, m := 0, moves; m != 0; i, m = i+1, m&(m-1) {
		child := b.node(b.play(s, m.Lowest()))
		b.edges[first+i] = child
	}
	return id
}

// play returns the state after the side to move in s plays c.
func (b *builder) play(s state, c cards.Card) state {
	if s.toMove == maxSide {
		s.maxHand &^= cards.Bit(c)
	} else {
		s.minPlayed |= cards.Bit(c)
	}
	if s.table == cards.NoCard {
		s.table = c
		s.toMove ^= 1
		return s
	}
	// The follower's card c against the led card: the higher wins and leads next.
	follower := s.toMove
	winner := follower
	if s.table > c {
		winner = follower ^ 1
	}
	if winner == maxSide {
		s.maxTricks++
	} else {
		s.minTricks++
	}
	s.toMove = winner
	s.table = cards.NoCard
	return s
}

// infoIndex returns the index of the worlds consistent with MIN having played p, adding it if new.
func (b *builder) infoIndex(p cards.Set) int32 {
	if i, ok := b.infoOf[p]; ok {
		return i
	}
	w := b.pow.New()
	for i, hand := range b.g.Worlds {
		if p&^hand == 0 {
			w.Add(i)
		}
	}
	i := int32(len(b.g.consistent))
	b.infoOf[p] = i
	b.g.consistent = append(b.g.consistent, w)
	return i
}

// Len returns the number of nodes of the DAG.
func (g *Game) Len() int { return g.Shape.Len() }

// Consistent returns the worlds consistent with node n (shared; do not modify).
func (g *Game) Consistent(n int32) lattice.Bits { return g.consistent[g.info[n]] }

// Graph returns the DAG with values in V and its admissible bounds. lift maps a set of worlds
// (over len(g.Worlds) elements, as Bits) to the lattice element "won in exactly these worlds":
// the identity for 2^S, the down-set of the set for 2^(2^S). A won leaf gets lift(S), a lost one
// lift(S minus its consistent worlds). The bounds are lift(S minus consistent) below, which holds
// because a node's value counts inconsistent worlds as won, and top above.
func Graph[V any](g *Game, lift func(lattice.Bits) V) (*andor.Graph[V], andor.Bounder[V]) {
	pow := lattice.NewPowerset(len(g.Worlds))
	lost := make([]V, len(g.consistent))
	for i, w := range g.consistent {
		lost[i] = lift(pow.Complement(w))
	}
	won := lift(pow.Top())
	graph := andor.NewGraph(g.Shape, func(n int32) V {
		if g.Won[n] {
			return won
		}
		return lost[g.info[n]]
	})
	return graph, bounds[V]{graph: graph, lost: lost, info: g.info, top: won}
}

// bounds is the admissible initialisation of a racing DAG: inconsistent worlds are always won.
type bounds[V any] struct {
	graph *andor.Graph[V]
	lost  []V
	info  []int32
	top   V
}

// Bounds returns the value of a leaf twice, else (lift(S minus consistent worlds), top).
func (b bounds[V]) Bounds(n int32) (V, V) {
	if b.graph.Kinds[n] == andor.Leaf {
		return b.graph.Values[n], b.graph.Values[n]
	}
	return b.lost[b.info[n]], b.top
}
