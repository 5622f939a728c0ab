// game_test.go checks game types, seats and the six layouts.

package skat

import (
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func TestGameTypeNames(t *testing.T) {
	tests := []struct {
		s    string
		want GameType
		base int
	}{
		{"diamonds", Diamonds, 9}, {"hearts", Hearts, 10}, {"spades", Spades, 11},
		{"clubs", Clubs, 12}, {"grand", Grand, 24}, {"null", Null, 0}, {"Clubs", Clubs, 12}, {"NULL", Null, 0},
	}
	for _, tc := range tests {
		g, err := ParseGameType(tc.s)
		if err != nil || g != tc.want {
			t.Errorf("ParseGameType(%q) = %v, %v; want %v", tc.s, g, err, tc.want)
		}
		if got := g.BaseValue(); got != tc.base {
			t.Errorf("%v.BaseValue() = %d; want %d", g, got, tc.base)
		}
		if back, _ := ParseGameType(g.String()); back != g {
			t.Errorf("ParseGameType(%v.String()) = %v; want %v", g, back, g)
		}
	}
	for _, bad := range []string{"", "club", "ramsch", "grand hand"} {
		if _, err := ParseGameType(bad); err == nil {
			t.Errorf("ParseGameType(%q) succeeded; want an error", bad)
		}
	}
	if s := GameType(9).String(); s != "?" {
		t.Errorf("GameType(9).String() = %q; want \"?\"", s)
	}
}

func TestSeats(t *testing.T) {
	tests := []struct {
		s    string
		want Seat
		next Seat
	}{{"FH", FH, MH}, {"mh", MH, RH}, {"RH", RH, FH}, {"0", FH, MH}, {"2", RH, FH}}
	for _, tc := range tests {
		s, err := ParseSeat(tc.s)
		if err != nil || s != tc.want {
			t.Errorf("ParseSeat(%q) = %v, %v; want %v", tc.s, s, err, tc.want)
		}
		if got := s.Next(); got != tc.next {
			t.Errorf("%v.Next() = %v; want %v", s, got, tc.next)
		}
	}
	for _, bad := range []string{"", "N", "3", "FHX"} {
		if _, err := ParseSeat(bad); err == nil {
			t.Errorf("ParseSeat(%q) succeeded; want an error", bad)
		}
	}
}

// faceList reads space-separated card names.
func faceList(t *testing.T, s string) []cards.Face {
	t.Helper()
	var out []cards.Face
	for _, name := range strings.Fields(s) {
		f, err := ParseCard(name)
		if err != nil {
			t.Fatalf("ParseCard(%q): %v", name, err)
		}
		out = append(out, f)
	}
	return out
}

func TestLayouts(t *testing.T) {
	tests := []struct {
		g       GameType
		sizes   []int  // class sizes by class index
		trump   int    // trump class index
		trumps  string // the trump class, strongest first
		topBits cards.Set
	}{
		{Diamonds, []int{7, 7, 11, 7}, int(cards.Diamonds), "CJ SJ HJ DJ DA DT DK DQ D9 D8 D7", 0x7ff << 21},
		{Hearts, []int{7, 11, 7, 7}, int(cards.Hearts), "CJ SJ HJ DJ HA HT HK HQ H9 H8 H7", 0x7ff << 21},
		{Spades, []int{11, 7, 7, 7}, int(cards.Spades), "CJ SJ HJ DJ SA ST SK SQ S9 S8 S7", 0x7ff << 21},
		{Clubs, []int{7, 7, 7, 11}, int(cards.Clubs), "CJ SJ HJ DJ CA CT CK CQ C9 C8 C7", 0x7ff << 21},
		{Grand, []int{7, 7, 7, 7, 4}, GrandJacks, "CJ SJ HJ DJ", 0xf << 28},
		{Null, []int{8, 8, 8, 8}, -1, "", 0},
	}
	for _, tc := range tests {
		l := tc.g.Layout()
		if l.NumClasses != len(tc.sizes) || l.Trump != tc.trump {
			t.Errorf("%v layout: %d classes, trump %d; want %d, %d", tc.g, l.NumClasses, l.Trump, len(tc.sizes), tc.trump)
		}
		for k, n := range tc.sizes {
			if got := l.Classes[k].Count(); got != n {
				t.Errorf("%v layout: class %d has %d cards; want %d", tc.g, k, got, n)
			}
		}
		if got := l.All.Count(); got != 32 {
			t.Errorf("%v layout holds %d cards; want 32", tc.g, got)
		}
		if got := l.SetPoints(l.All); got != 120 {
			t.Errorf("%v layout: the pack counts %d card points; want 120", tc.g, got)
		}
		if tc.trump >= 0 && l.Classes[tc.trump] != tc.topBits {
			t.Errorf("%v layout: trump class %#x; want the top run %#x", tc.g, uint64(l.Classes[tc.trump]), uint64(tc.topBits))
		}
		prev := cards.NoCard
		for _, f := range faceList(t, tc.trumps) {
			c, ok := l.Card(f)
			if !ok || int(l.ClassOf[c]) != tc.trump {
				t.Errorf("%v layout: %v is not a trump", tc.g, f)
			}
			if prev != cards.NoCard && c >= prev {
				t.Errorf("%v layout: %v (bit %d) is not below the trump before it (bit %d)", tc.g, f, c, prev)
			}
			prev = c
		}
	}
}

func TestPlainAndNullOrder(t *testing.T) {
	tests := []struct {
		g     GameType
		order string // one class, strongest first
	}{
		{Clubs, "HA HT HK HQ H9 H8 H7"},   // a plain suit of a suit game: no jack
		{Grand, "SA ST SK SQ S9 S8 S7"},   // a suit in grand
		{Null, "DA DK DQ DJ DT D9 D8 D7"}, // null: the jack between queen and ten
		{Null, "CA CK CQ CJ CT C9 C8 C7"},
		{Hearts, "CA CT CK CQ C9 C8 C7"},
	}
	for _, tc := range tests {
		l := tc.g.Layout()
		fs := faceList(t, tc.order)
		first, _ := l.Card(fs[0])
		class := l.ClassOf[first]
		if got := l.Classes[class].Count(); got != len(fs) {
			t.Errorf("%v: class of %v has %d cards; want %d", tc.g, fs[0], got, len(fs))
		}
		for i := 1; i < len(fs); i++ {
			a, _ := l.Card(fs[i-1])
			b, _ := l.Card(fs[i])
			if l.ClassOf[b] != class || b >= a {
				t.Errorf("%v: %v should rank just below %v in the same class", tc.g, fs[i], fs[i-1])
			}
		}
	}
}

func TestConvert(t *testing.T) {
	for from := GameType(0); from < NumGameTypes; from++ {
		for to := GameType(0); to < NumGameTypes; to++ {
			lf, lt := from.Layout(), to.Layout()
			h, err := ParseHand("AJ9.KJT.AJ8.AT", from)
			if err != nil {
				t.Fatal(err)
			}
			got := Convert(h, lf, lt)
			if back := Convert(got, lt, lf); back != h {
				t.Errorf("Convert %v→%v→%v = %s; want %s", from, to, from, lf.FormatHand(back), lf.FormatHand(h))
			}
			if a, b := lf.FormatHand(h), lt.FormatHand(got); a != b {
				t.Errorf("Convert(%v→%v) changed the cards: %s; want %s", from, to, b, a)
			}
			if Convert(lf.All, lf, lt) != lt.All {
				t.Errorf("Convert(%v→%v) of the pack is not the pack", from, to)
			}
		}
	}
}
