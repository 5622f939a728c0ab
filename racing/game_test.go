// game_test.go checks instance drawing and world enumeration.

package racing

import (
	"slices"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func TestDraw(t *testing.T) {
	p := Params{Hand: 5, Deck: 20, Goal: 5}
	for i := range 50 {
		in := Draw(p, 7, i)
		if err := in.Validate(); err != nil {
			t.Fatalf("Draw(%v, 7, %d) = %v: %v", p, i, in, err)
		}
		if again := Draw(p, 7, i); again != in {
			t.Fatalf("Draw(%v, 7, %d) = %v then %v; want the same", p, i, in, again)
		}
	}
	if Draw(p, 7, 0) == Draw(p, 8, 0) && Draw(p, 7, 1) == Draw(p, 8, 1) {
		t.Errorf("seeds 7 and 8 draw the same instances")
	}
}

func TestParamsValidate(t *testing.T) {
	tests := []struct {
		p  Params
		ok bool
	}{
		{Params{Hand: 5, Deck: 20, Goal: 5}, true},
		{Params{Hand: 1, Deck: 2, Goal: 1}, true},
		{Params{Hand: 0, Deck: 20, Goal: 5}, false},
		{Params{Hand: 6, Deck: 11, Goal: 5}, false},
		{Params{Hand: 5, Deck: 65, Goal: 5}, false},
		{Params{Hand: 5, Deck: 20, Goal: 0}, false},
	}
	for _, tc := range tests {
		if err := tc.p.Validate(); (err == nil) != tc.ok {
			t.Errorf("Validate(%+v) = %v; want ok %v", tc.p, err, tc.ok)
		}
	}
}

func TestWorlds(t *testing.T) {
	tests := []struct {
		max  []int
		lead int
		p    Params
		want int
	}{
		{[]int{2, 5, 9, 11, 17}, 14, Params{Hand: 5, Deck: 20, Goal: 5}, 1001}, // C(14, 4)
		{[]int{1, 2, 3}, 4, Params{Hand: 3, Deck: 6, Goal: 2}, 1},              // C(2, 2)
		{[]int{1, 2, 3}, 4, Params{Hand: 3, Deck: 8, Goal: 2}, 6},              // C(4, 2)
		{[]int{3}, 1, Params{Hand: 1, Deck: 9, Goal: 1}, 1},                    // C(7, 0)
	}
	for _, tc := range tests {
		in := Instance{Params: tc.p, Lead: Card(tc.lead)}
		for _, r := range tc.max {
			in.Max |= cards.Bit(Card(r))
		}
		ws, err := in.Worlds()
		if err != nil || len(ws) != tc.want {
			t.Fatalf("Worlds(%v, %d) = %d worlds, %v; want %d", tc.max, tc.lead, len(ws), err, tc.want)
		}
		if n, _ := WorldCount(tc.p); n != tc.want {
			t.Errorf("WorldCount(%+v) = %d; want %d", tc.p, n, tc.want)
		}
		for i, w := range ws {
			if w.Count() != tc.p.Hand || !w.Has(in.Lead) || w&in.Max != 0 || w&^in.Deck() != 0 {
				t.Fatalf("world %v of %v is not a MIN hand", Ranks(w), tc.max)
			}
			if i > 0 && slices.Compare(Ranks(ws[i-1]), Ranks(w)) >= 0 {
				t.Fatalf("worlds %v then %v: not in increasing order", Ranks(ws[i-1]), Ranks(w))
			}
		}
	}
	if _, ok := WorldCount(Params{Hand: 12, Deck: 40, Goal: 5}); ok {
		t.Errorf("WorldCount(h=12, d=40) fits; want too many worlds")
	}
}
