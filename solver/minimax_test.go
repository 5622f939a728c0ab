// minimax_test.go cross-checks the solver against a plain minimax on many small random positions.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// minimax returns the exact future score of the counting seats by trying every legal card.
func minimax(r *Rules, p Position) int {
	legal := p.Legal(r)
	if legal == 0 || p.Played == 0 && p.Hands[p.Leader].Count() <= r.StopAt {
		return 0
	}
	mover := p.ToMove(r)
	best := -1
	for m := legal; m != 0; m &= m - 1 {
		q := p
		w, val := q.Play(r, m.Lowest())
		v := minimax(r, q)
		if w >= 0 && r.Counts[w] {
			v += val
		}
		if best < 0 || (r.Max[mover] && v > best) || (!r.Max[mover] && v < best) {
			best = v
		}
	}
	return best
}

// testSkatLayout is a Skat-like layout: a trump class of jacks plus clubs, three plain suits, card
// points, for exercising three seats and point scores without the skat package.
var testSkatLayout = func() *cards.Layout {
	pts := func(f cards.Face) int {
		switch f.Rank {
		case cards.Ace:
			return 11
		case cards.Ten:
			return 10
		case cards.King:
			return 4
		case cards.Queen:
			return 3
		case cards.Jack:
			return 2
		}
		return 0
	}
	plain := []cards.Rank{7, 8, 9, cards.Queen, cards.King, cards.Ten, cards.Ace}
	var cls []cards.Class
	trump := []cards.Face{}
	for _, r := range plain {
		trump = append(trump, cards.Face{Suit: cards.Clubs, Rank: r})
	}
	for _, s := range []cards.Suit{cards.Diamonds, cards.Hearts, cards.Spades, cards.Clubs} {
		trump = append(trump, cards.Face{Suit: s, Rank: cards.Jack})
	}
	base := cards.Card(0)
	for _, s := range []cards.Suit{cards.Diamonds, cards.Hearts, cards.Spades} {
		var f []cards.Face
		for _, r := range plain {
			f = append(f, cards.Face{Suit: s, Rank: r})
		}
		cls = append(cls, cards.Class{Base: base, Faces: f})
		base += 7
	}
	cls = append(cls, cards.Class{Base: base, Faces: trump})
	return cards.NewLayout("test-skat", 3, [4]cards.Suit{cards.Clubs, cards.Spades, cards.Hearts, cards.Diamonds}, pts, cls...)
}()

// randomPosition deals n cards to each seat (fewer for seats that already played to the trick),
// with a random leader and a random legal partial trick.
func randomPosition(rng *rand.Rand, r *Rules, n int) Position {
	for {
		deck := r.Layout.All.Cards()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		var p Position
		p.Leader = rng.IntN(r.Seats)
		k := 0
		for s := 0; s < r.Seats; s++ {
			for i := 0; i < n; i++ {
				p.Hands[s] |= cards.Bit(deck[k])
				k++
			}
		}
		played := rng.IntN(r.Seats)
		ok := true
		for i := 0; i < played && ok; i++ {
			legal := p.Legal(r).Cards()
			c := legal[rng.IntN(len(legal))]
			if w, _ := p.Play(r, c); w >= 0 {
				ok = false
			}
		}
		if ok && p.Hands[p.Leader].Count()+boolInt(p.Played > 0) > 0 {
			return p
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// crossCheck compares count random positions' values and card values with minimax's, and returns
// the lists the solvers' tables split (Options.SplitAt).
func crossCheck(t *testing.T, name string, mk func(rng *rand.Rand) Rules, count int, opts Options) uint64 {
	rng := rand.New(rand.NewPCG(1, 2))
	splits := uint64(0)
	for i := 0; i < count; i++ {
		r := mk(rng)
		n := 1 + rng.IntN(5)
		p := randomPosition(rng, &r, n)
		if c := p.Hands[p.Leader].Count() + boolInt(p.Played > 0); r.StopAt >= c {
			r.StopAt = c - 1 // the horizon lies after the current trick
		}
		want := minimax(&r, p)
		s, err := New(r, opts)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Value(&p)
		if err != nil {
			t.Fatalf("%s %d: %v", name, i, err)
		}
		if got != want {
			t.Fatalf("%s %d: Value(%+v) = %d; want %d", name, i, p, got, want)
		}
		vals, err := s.CardValues(&p)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range vals {
			q := p
			w, val := q.Play(&r, v.Card)
			want := minimax(&r, q)
			if w >= 0 && r.Counts[w] {
				want += val
			}
			if v.Value != want {
				t.Fatalf("%s %d: CardValues(%+v)[%s] = %d; want %d", name, i, p, r.Layout.String(v.Card), v.Value, want)
			}
		}
		splits += s.Stats().TTSplits
	}
	return splits
}

func bridgeRules(rng *rand.Rand) Rules {
	r := Rules{Layout: cards.Bridge(rng.IntN(5)), Seats: 4, TrickValue: 1}
	side := rng.IntN(2)
	for s := 0; s < 4; s++ {
		r.Max[s] = s&1 == side
		r.Counts[s] = r.Max[s]
	}
	return r
}

func skatRules(rng *rand.Rand) Rules {
	r := Rules{Layout: testSkatLayout, Seats: 3}
	decl := rng.IntN(3)
	for s := 0; s < 3; s++ {
		r.Max[s] = s == decl
		r.Counts[s] = s == decl
	}
	if rng.IntN(4) == 0 { // a null-like game: count the declarer's tricks, defenders maximise them
		r.TrickValue = 1
		r.Layout = cards.Bridge(cards.NoTrump)
		r.Seats = 3
		for s := 0; s < 3; s++ {
			r.Max[s] = s != decl
		}
		r.StopAt = rng.IntN(3) // a horizon, as for null's time-to-live
	}
	return r
}

func TestMinimaxBridge(t *testing.T) {
	crossCheck(t, "bridge", bridgeRules, 1500, Options{TableMB: 1})
}

func TestMinimaxThreeSeats(t *testing.T) {
	crossCheck(t, "three seats", skatRules, 1500, Options{TableMB: 1})
}

// TestMinimaxSplit splits the table's lists from four entries on, so that the random positions'
// searches go through split lists and their buckets at every level.
func TestMinimaxSplit(t *testing.T) {
	if n := crossCheck(t, "bridge with split lists", bridgeRules, 500, Options{TableMB: 1, SplitAt: 4}); n == 0 {
		t.Fatal("no list was split")
	}
}

func TestMinimaxNoPartition(t *testing.T) {
	crossCheck(t, "bridge without partition search", bridgeRules, 300, Options{TableMB: 1, NoPartition: true})
}

func TestRulesCheck(t *testing.T) {
	ok := Rules{Layout: cards.Bridge(cards.NoTrump), Seats: 4, TrickValue: 1}
	tests := []struct {
		name string
		r    Rules
		bad  bool
	}{
		{"bridge", ok, false},
		{"no layout", Rules{Seats: 4}, true},
		{"one seat", Rules{Layout: ok.Layout, Seats: 1}, true},
		{"five seats", Rules{Layout: ok.Layout, Seats: 5}, true},
		{"negative horizon", Rules{Layout: ok.Layout, Seats: 4, StopAt: -1}, true},
		{"scores overflow", Rules{Layout: ok.Layout, Seats: 4, TrickValue: 10}, true},
		{"negative trick value", Rules{Layout: ok.Layout, Seats: 4, TrickValue: -1}, true},
		{"skat points", Rules{Layout: testSkatLayout, Seats: 3}, false},
	}
	for _, tt := range tests {
		if err := tt.r.Check(); (err != nil) != tt.bad {
			t.Errorf("Rules(%s).Check() = %v; want error %v", tt.name, err, tt.bad)
		}
	}
}
