// notation_test.go checks the notation of cards, hands and deals, with fuzz tests.

package skat

import (
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func TestParseCard(t *testing.T) {
	tests := []struct {
		s    string
		want cards.Face
	}{
		{"CJ", cards.Face{Suit: cards.Clubs, Rank: cards.Jack}},
		{"SA", cards.Face{Suit: cards.Spades, Rank: cards.Ace}},
		{"HT", cards.Face{Suit: cards.Hearts, Rank: cards.Ten}},
		{"H10", cards.Face{Suit: cards.Hearts, Rank: cards.Ten}},
		{"D7", cards.Face{Suit: cards.Diamonds, Rank: 7}},
		{"dq", cards.Face{Suit: cards.Diamonds, Rank: cards.Queen}},
	}
	for _, tc := range tests {
		got, err := ParseCard(tc.s)
		if err != nil || got != tc.want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", tc.s, got, err, tc.want)
		}
	}
	bad := []struct{ s, msg string }{
		{"C6", "not in the Skat pack"},
		{"S2", "not in the Skat pack"},
		{"X7", "bad card"},
		{"CZ", "bad"},
		{"", "bad card"},
	}
	for _, tc := range bad {
		if _, err := ParseCard(tc.s); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseCard(%q) error = %v; want one containing %q", tc.s, err, tc.msg)
		}
	}
}

func TestHandNotation(t *testing.T) {
	tests := []struct {
		in, out string
		g       GameType
		n       int
	}{
		{"J9.KJT.AJ8.AT", "J9.KJT.AJ8.AT", Clubs, 10},
		{"9J.TJK.8JA.TA", "J9.KJT.AJ8.AT", Grand, 10}, // any order in, A K Q J T 9 8 7 out
		{"AKQJT987.-.-.-", "AKQJT987...", Null, 8},    // "-" for a void
		{"...", "...", Hearts, 0},
		{"A10.7..", "AT.7..", Diamonds, 3}, // "10" for T
	}
	for _, tc := range tests {
		h, err := ParseHand(tc.in, tc.g)
		if err != nil {
			t.Errorf("ParseHand(%q, %v): %v", tc.in, tc.g, err)
			continue
		}
		if h.Count() != tc.n {
			t.Errorf("ParseHand(%q, %v) has %d cards; want %d", tc.in, tc.g, h.Count(), tc.n)
		}
		if got := FormatHand(h, tc.g); got != tc.out {
			t.Errorf("FormatHand(ParseHand(%q)) = %q; want %q", tc.in, got, tc.out)
		}
	}
	bad := []struct{ s, msg string }{
		{"J9.KJT.AJ8", "suits"}, // three suits
		{"JJ...", "twice"},      // CJ twice
		{"6...", "not part of"}, // no sixes in Skat
		{"X...", "bad rank"},    // not a rank
		{"A.A.A.A.A", "suits"},  // five suits
	}
	for _, tc := range bad {
		if _, err := ParseHand(tc.s, Clubs); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseHand(%q) error = %v; want one containing %q", tc.s, err, tc.msg)
		}
	}
}

const fullDeal = "QT.AQ97.QT.Q9 J9.KJT.AJ8.AT AK87.8.K7.J87 ..9.K"

func TestParseDeal(t *testing.T) {
	tests := []struct {
		s     string
		g     GameType
		sizes [3]int
		skat  int
	}{
		{fullDeal, Grand, [3]int{10, 10, 10}, 2},
		{fullDeal, Null, [3]int{10, 10, 10}, 2},
		{"J7.9.AQJT.K T.AKJ.7.Q97 Q8.Q8.98.AJ", Grand, [3]int{8, 8, 8}, 0},
		{"A... .A.. ..A. ...AK", Clubs, [3]int{1, 1, 1}, 2},
		{"... ... ...", Hearts, [3]int{0, 0, 0}, 0},
	}
	for _, tc := range tests {
		d, err := ParseDeal(tc.s, tc.g)
		if err != nil {
			t.Errorf("ParseDeal(%q, %v): %v", tc.s, tc.g, err)
			continue
		}
		for i, h := range d.Hands {
			if h.Count() != tc.sizes[i] {
				t.Errorf("ParseDeal(%q): %v holds %d cards; want %d", tc.s, Seat(i), h.Count(), tc.sizes[i])
			}
		}
		if d.Skat.Count() != tc.skat {
			t.Errorf("ParseDeal(%q): skat holds %d cards; want %d", tc.s, d.Skat.Count(), tc.skat)
		}
		if got := d.String(); got != tc.s {
			t.Errorf("ParseDeal(%q).String() = %q; want it unchanged", tc.s, got)
		}
		for g := GameType(0); g < NumGameTypes; g++ {
			if got := d.In(g).String(); got != tc.s {
				t.Errorf("ParseDeal(%q).In(%v).String() = %q; want the same cards", tc.s, g, got)
			}
		}
	}
	bad := []struct{ s, msg string }{
		{"QT.AQ97.QT.Q9 J9.KJT.AJ8.AT", "2 fields"},
		{"A... A... .A..", "card CA is both in FH and in MH"},
		{"A... .A.. ..A. A...", "card CA is both in FH and in the skat"},
		{"AK... .A.. ..A.", "MH holds 1 cards but FH holds 2"},
		{"A... .A.. ..A. ...A", "skat holds 1 cards"},
		{"A... .A.. ..A. ...AKQ", "skat holds 3 cards"},
		{"AKQJT987.AKQ.. ... ...", "at most 10"},
		{"A... .A.. ..A. x", "the skat"},
	}
	for _, tc := range bad {
		if _, err := ParseDeal(tc.s, Clubs); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseDeal(%q) error = %v; want one containing %q", tc.s, err, tc.msg)
		}
	}
}

func FuzzParseHand(f *testing.F) {
	for _, s := range []string{"J9.KJT.AJ8.AT", "...", "AKQJT987.-.-.-", "A10.7..", "JJ...", "x"} {
		f.Add(s, uint8(Clubs))
	}
	f.Add("QT.AQ97.QT.Q9", uint8(Null))
	f.Fuzz(func(t *testing.T, s string, gb uint8) {
		g := GameType(gb % NumGameTypes)
		h, err := ParseHand(s, g)
		if err != nil {
			return
		}
		out := FormatHand(h, g)
		back, err := ParseHand(out, g)
		if err != nil || back != h {
			t.Fatalf("ParseHand(FormatHand(ParseHand(%q))) = %s, %v; want %s", s, FormatHand(back, g), err, out)
		}
	})
}

func FuzzParseDeal(f *testing.F) {
	for _, s := range []string{fullDeal, "J7.9.AQJT.K T.AKJ.7.Q97 Q8.Q8.98.AJ", "... ... ...", "A... A... .A.."} {
		f.Add(s, uint8(Grand))
	}
	f.Fuzz(func(t *testing.T, s string, gb uint8) {
		g := GameType(gb % NumGameTypes)
		d, err := ParseDeal(s, g)
		if err != nil {
			return
		}
		back, err := ParseDeal(d.String(), g)
		if err != nil || back != d {
			t.Fatalf("ParseDeal(%q).String() = %q reads back as %v, %v; want %v", s, d.String(), back, err, d)
		}
	})
}

func TestBadGameType(t *testing.T) {
	if _, err := ParseHand("A...", GameType(-1)); err == nil {
		t.Errorf("ParseHand with game type -1 succeeded; want an error")
	}
	if _, err := ParseDeal("A... .A.. ..A.", NumGameTypes); err == nil {
		t.Errorf("ParseDeal with game type %d succeeded; want an error", NumGameTypes)
	}
}
