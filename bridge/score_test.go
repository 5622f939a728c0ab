// score_test.go checks contract scoring against the duplicate scoring table.

package bridge

import "testing"

func TestScore(t *testing.T) {
	const (
		undoubled = iota
		doubled
		redoubled
	)
	tests := []struct {
		level  int
		strain Strain
		dbl    int
		vul    bool
		tricks int
		want   int
	}{
		// Part scores, overtricks at trick value.
		{1, Clubs, undoubled, false, 7, 70},
		{1, NoTrump, undoubled, false, 7, 90},
		{1, NoTrump, undoubled, true, 9, 150},
		{2, Hearts, undoubled, false, 9, 140},
		{3, Diamonds, undoubled, true, 9, 110},
		{4, Clubs, undoubled, false, 10, 130},
		// Games.
		{3, NoTrump, undoubled, false, 9, 400},
		{3, NoTrump, undoubled, true, 10, 630},
		{4, Spades, undoubled, true, 10, 620},
		{4, Hearts, undoubled, false, 11, 450},
		{5, Diamonds, undoubled, false, 11, 400},
		{5, Clubs, undoubled, true, 12, 620},
		// Slams.
		{6, Clubs, undoubled, false, 12, 920},
		{6, NoTrump, undoubled, true, 13, 1470},
		{7, NoTrump, undoubled, false, 13, 1520},
		{7, Spades, undoubled, true, 13, 2210},
		{7, Diamonds, undoubled, true, 13, 2140},
		// Doubled and redoubled contracts that make: insult bonus, doubled trick points may make
		// game, overtricks at 100/200 (200/400 redoubled).
		{1, Clubs, doubled, false, 7, 140},
		{1, Hearts, doubled, false, 8, 260},
		{2, Spades, doubled, false, 8, 470},
		{2, Diamonds, doubled, true, 8, 180},
		{2, Diamonds, doubled, true, 9, 380},
		{3, NoTrump, doubled, true, 11, 1150},
		{1, NoTrump, redoubled, false, 7, 560},
		{1, Clubs, redoubled, true, 8, 630},
		{4, Hearts, redoubled, false, 11, 1080},
		{6, Spades, doubled, false, 12, 1210},
		{7, NoTrump, redoubled, true, 13, 2980},
		// Undoubled undertricks: 50 a trick, 100 vulnerable.
		{4, Spades, undoubled, false, 8, -100},
		{3, NoTrump, undoubled, true, 6, -300},
		{7, Clubs, undoubled, false, 0, -650},
		// Doubled undertricks, not vulnerable: 100, 300, 500, then 300 more each.
		{4, Spades, doubled, false, 9, -100},
		{4, Spades, doubled, false, 8, -300},
		{4, Spades, doubled, false, 7, -500},
		{4, Spades, doubled, false, 6, -800},
		{4, Spades, doubled, false, 5, -1100},
		{7, NoTrump, doubled, false, 0, -3500},
		// Doubled undertricks, vulnerable: 200, 500, 800, 1100, ...
		{5, Hearts, doubled, true, 10, -200},
		{5, Hearts, doubled, true, 9, -500},
		{5, Hearts, doubled, true, 7, -1100},
		{7, Clubs, doubled, true, 0, -3800},
		// Redoubled undertricks: twice the doubled penalty.
		{3, Clubs, redoubled, false, 8, -200},
		{3, Clubs, redoubled, false, 5, -1600},
		{3, Clubs, redoubled, true, 7, -1000},
		// Out of range.
		{0, Clubs, undoubled, false, 7, 0},
		{8, Clubs, undoubled, false, 13, 0},
		{1, Strain(5), undoubled, false, 7, 0},
		{1, Clubs, undoubled, false, 14, 0},
	}
	for _, tc := range tests {
		got := Score(tc.level, tc.strain, tc.dbl == doubled, tc.dbl == redoubled, tc.vul, tc.tricks)
		if got != tc.want {
			t.Errorf("Score(%d, %v, doubled=%v, redoubled=%v, vul=%v, %d) = %d; want %d",
				tc.level, tc.strain, tc.dbl == doubled, tc.dbl == redoubled, tc.vul, tc.tricks, got, tc.want)
		}
	}
}

func TestContractScore(t *testing.T) {
	tests := []struct {
		c      Contract
		vul    Vulnerability
		tricks int
		want   int
	}{
		{Contract{Level: 4, Strain: Hearts, Declarer: South}, VulNS, 10, 620},
		{Contract{Level: 4, Strain: Hearts, Declarer: East}, VulNS, 10, 420},
		{Contract{Level: 4, Strain: Hearts, Declarer: West, Doubled: true}, VulEW, 8, -500},
		{Contract{Level: 2, Strain: NoTrump, Declarer: North, Doubled: true, Redoubled: true}, VulBoth, 8, 880},
		{Contract{Level: 1, Strain: Spades, Declarer: East}, VulNone, 6, -50},
	}
	for _, tc := range tests {
		if got := tc.c.Score(tc.tricks, tc.vul); got != tc.want {
			t.Errorf("(%v).Score(%d, %v) = %d; want %d", tc.c, tc.tricks, tc.vul, got, tc.want)
		}
	}
}

func TestScoreContractString(t *testing.T) {
	tests := []struct {
		c    Contract
		want string
	}{
		{Contract{Level: 3, Strain: NoTrump, Declarer: South}, "3NT by S"},
		{Contract{Level: 4, Strain: Spades, Declarer: East, Doubled: true}, "4SX by E"},
		{Contract{Level: 7, Strain: Hearts, Declarer: West, Doubled: true, Redoubled: true}, "7HXX by W"},
		{Contract{Level: 1, Strain: Clubs, Declarer: North, Redoubled: true}, "1CXX by N"},
	}
	for _, tc := range tests {
		if got := tc.c.String(); got != tc.want {
			t.Errorf("%#v.String() = %q; want %q", tc.c, got, tc.want)
		}
	}
}
