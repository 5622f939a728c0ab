// cards_test.go tests sets, faces, layouts and the suit-dotted notation.

package cards

import (
	"testing"
)

func TestSet(t *testing.T) {
	s := Bit(3) | Bit(10) | Bit(40)
	tests := []struct {
		name      string
		got, want int
	}{
		{"Count", s.Count(), 3},
		{"Lowest", int(s.Lowest()), 3},
		{"Highest", int(s.Highest()), 40},
		{"Above(3)", int(s.Above(3)), int(Bit(10) | Bit(40))},
		{"Below(40)", int(s.Below(40)), int(Bit(3) | Bit(10))},
		{"Above(40)", int(s.Above(40)), 0},
		{"Lowest(empty)", int(Set(0).Lowest()), 64},
		{"Highest(empty)", int(Set(0).Highest()), int(NoCard)},
		{"Above(63)", int(Set(1<<63 | 1).Above(63)), 0},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %d; want %d", tt.name, tt.got, tt.want)
		}
	}
	if got := s.Cards(); len(got) != 3 || got[0] != 3 || got[2] != 40 {
		t.Errorf("Cards() = %v; want [3 10 40]", got)
	}
}

func TestParseFace(t *testing.T) {
	tests := []struct {
		in   string
		want Face
		ok   bool
	}{
		{"SA", Face{Spades, Ace}, true},
		{"h7", Face{Hearts, 7}, true},
		{"D10", Face{Diamonds, Ten}, true},
		{"10C", Face{Clubs, Ten}, true},
		{"KS", Face{Spades, King}, true},
		{"S1", Face{}, false},
		{"X2", Face{}, false},
		{"", Face{}, false},
		{"SAK", Face{}, false},
	}
	for _, tt := range tests {
		got, err := ParseFace(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseFace(%q) = %v, %v; want %v, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestBridgeLayout(t *testing.T) {
	for strain := 0; strain < NumStrain; strain++ {
		l := Bridge(strain)
		if l.All.Count() != 52 {
			t.Errorf("Bridge(%d).All.Count() = %d; want 52", strain, l.All.Count())
		}
		wantTrump := strain
		if strain == NoTrump {
			wantTrump = -1
		}
		if l.Trump != wantTrump {
			t.Errorf("Bridge(%d).Trump = %d; want %d", strain, l.Trump, wantTrump)
		}
		for s := Suit(0); s < NumSuits; s++ {
			if l.Classes[s] != BridgeSuit(s) {
				t.Errorf("Bridge(%d).Classes[%v] = %x; want %x", strain, s, l.Classes[s], BridgeSuit(s))
			}
			// Power order: the ace is the highest bit of its class.
			c, _ := l.Card(Face{s, Ace})
			if l.Classes[s].Highest() != c {
				t.Errorf("ace of %v is bit %d; want the class's highest %d", s, c, l.Classes[s].Highest())
			}
		}
	}
}

func TestHandRoundTrip(t *testing.T) {
	l := Bridge(NoTrump)
	tests := []struct{ in, want string }{
		{"AK5.QT2..J9876", "AK5.QT2..J9876"},
		{"5ka.2tq.-.6789j", "AK5.QT2..J9876"},
		{"A1098..K.", "AT98..K."},
		{"...", "..."},
	}
	for _, tt := range tests {
		h, err := l.ParseHand(tt.in)
		if err != nil {
			t.Fatalf("ParseHand(%q): %v", tt.in, err)
		}
		if got := l.FormatHand(h); got != tt.want {
			t.Errorf("FormatHand(ParseHand(%q)) = %q; want %q", tt.in, got, tt.want)
		}
	}
	for _, bad := range []string{"AA...", "AK5.QT2.J9876", "X...", "A.B.C.D", "1...."} {
		if _, err := l.ParseHand(bad); err == nil {
			t.Errorf("ParseHand(%q) succeeded; want an error", bad)
		}
	}
}

func FuzzParseHand(f *testing.F) {
	for _, s := range []string{"AK5.QT2..J9876", "5ka.2tq.-.6789j", "...", "A1098..K.", "AKQJT98765432..."} {
		f.Add(s)
	}
	l := Bridge(NoTrump)
	f.Fuzz(func(t *testing.T, s string) {
		h, err := l.ParseHand(s)
		if err != nil {
			return
		}
		out := l.FormatHand(h)
		h2, err := l.ParseHand(out)
		if err != nil || h2 != h {
			t.Fatalf("ParseHand(FormatHand(ParseHand(%q))) = %v, %v; want %v", s, h2, err, h)
		}
	})
}
