// value_test.go checks game values, overbidding, matadors and list scores on worked examples.

package skat

import "testing"

// won and lost outcomes used by the table below.
func pts(p, declTricks, defTricks int) Outcome {
	return Outcome{DeclarerPoints: p, DeclarerTricks: declTricks, DefenderTricks: defTricks}
}

func TestValueWorkedExamples(t *testing.T) {
	clubs := Contract{Game: Clubs}
	tests := []struct {
		name     string
		c        Contract
		matadors int
		o        Outcome
		bid      int
		value    int
		won      bool
		overbid  bool
		score    int
	}{
		// Clubs with 1: matadors 1 + game 1 = 2; 2 × 12 = 24.
		{"clubs with 1, 61", clubs, 1, pts(61, 5, 5), 18, 24, true, false, 24},
		// Clubs with 2: 2 + game = 3; 3 × 12 = 36.
		{"clubs with 2, 85", clubs, 2, pts(85, 7, 3), 18, 36, true, false, 36},
		// Diamonds without 1: 1 + game = 2; 2 × 9 = 18.
		{"diamonds without 1", Contract{Game: Diamonds}, -1, pts(70, 6, 4), 18, 18, true, false, 18},
		// Hearts with 3, declarer 95 ≥ 90: 3 + game + schneider = 5; 5 × 10 = 50.
		{"hearts with 3 schneider", Contract{Game: Hearts}, 3, pts(95, 8, 2), 18, 50, true, false, 50},
		// Spades without 2, all tricks: 2 + game + schneider + schwarz = 5; 5 × 11 = 55.
		{"spades without 2 schwarz", Contract{Game: Spades}, -2, pts(120, 10, 0), 18, 55, true, false, 55},
		// Grand with 4: 4 + game = 5; 5 × 24 = 120.
		{"grand with 4", Contract{Game: Grand}, 4, pts(61, 4, 6), 18, 120, true, false, 120},
		// Grand hand without 1: 1 + game + hand = 3; 3 × 24 = 72.
		{"grand hand without 1", Contract{Game: Grand, Hand: true}, -1, pts(75, 6, 4), 72, 72, true, false, 72},
		// Grand with 2 lost at 50: 2 + game = 3; 3 × 24 = 72, lost: score -2 × 72 = -144.
		{"grand with 2 lost", Contract{Game: Grand}, 2, pts(50, 4, 6), 18, 72, false, false, -144},
		// Clubs with 1, declarer schneidered at 28: 1 + game + schneider = 3; 3 × 12 = 36, lost: -72.
		{"clubs lost schneider", clubs, 1, pts(28, 2, 8), 18, 36, false, false, -72},
		// Hearts without 2, declarer takes no trick (5 points in the skat): 2 + game + schneider +
		// schwarz = 5; 5 × 10 = 50, lost: -100.
		{"hearts lost schwarz", Contract{Game: Hearts}, -2, pts(5, 0, 10), 18, 50, false, false, -100},
		// Clubs hand schneider announced with 1, 92: 1 + game + hand + schneider + announced = 5;
		// 5 × 12 = 60.
		{"clubs hand schneider announced made", Contract{Game: Clubs, Hand: true, SchneiderAnnounced: true}, 1, pts(92, 8, 2), 18, 60, true, false, 60},
		// The same with 80 points: the announced schneider is missed, the game is lost at the
		// announced level (ISkO 5.2.5): still 5 × 12 = 60, score -120.
		{"clubs hand schneider announced missed", Contract{Game: Clubs, Hand: true, SchneiderAnnounced: true}, 1, pts(80, 7, 3), 18, 60, false, false, -120},
		// Grand hand schneider announced with 4, defenders 31 (declarer 89): 4 + game + hand +
		// schneider + announced = 8; 8 × 24 = 192, lost: -384.
		{"grand hand schneider announced, defenders 31", Contract{Game: Grand, Hand: true, SchneiderAnnounced: true}, 4, pts(89, 7, 3), 18, 192, false, false, -384},
		// Grand hand schwarz announced with 2, all tricks: 2 + game + hand + schneider + schneider
		// announced + schwarz + schwarz announced = 8; 8 × 24 = 192.
		{"grand hand schwarz announced made", Contract{Game: Grand, Hand: true, SchwarzAnnounced: true}, 2, pts(120, 10, 0), 18, 192, true, false, 192},
		// The same with one trick to the defenders (declarer 110): schwarz announced is missed,
		// lost at the announced level: 8 × 24 = 192, score -384.
		{"grand hand schwarz announced missed", Contract{Game: Grand, Hand: true, SchwarzAnnounced: true}, 2, pts(110, 9, 1), 18, 192, false, false, -384},
		// Clubs ouvert with 2 (ISkO 5.2.6): 2 + game + hand + schneider + announced + schwarz +
		// announced + ouvert = 9; 9 × 12 = 108.
		{"clubs ouvert with 2", Contract{Game: Clubs, Ouvert: true}, 2, pts(120, 10, 0), 18, 108, true, false, 108},
		// Grand ouvert with 4: 4 + 7 = 11; 11 × 24 = 264, the highest game value.
		{"grand ouvert with 4", Contract{Game: Grand, Ouvert: true}, 4, pts(120, 10, 0), 18, 264, true, false, 264},
		// Grand ouvert with 1, one trick lost (declarer 100): lost at 1 + 7 = 8; 8 × 24 = 192, -384.
		{"grand ouvert lost", Contract{Game: Grand, Ouvert: true}, 1, pts(100, 9, 1), 18, 192, false, false, -384},
		// Null: fixed 23.
		{"null", Contract{Game: Null}, 0, pts(0, 0, 10), 18, 23, true, false, 23},
		// Null hand: 35.
		{"null hand", Contract{Game: Null, Hand: true}, 0, pts(0, 0, 10), 35, 35, true, false, 35},
		// Null ouvert: 46.
		{"null ouvert", Contract{Game: Null, Ouvert: true}, 0, pts(0, 0, 10), 46, 46, true, false, 46},
		// Null ouvert hand: 59.
		{"null ouvert hand", Contract{Game: Null, Hand: true, Ouvert: true}, 0, pts(0, 0, 10), 59, 59, true, false, 59},
		// Null lost with one trick: 23, doubled: -46. Matadors are ignored in null.
		{"null lost", Contract{Game: Null}, 3, pts(10, 1, 2), 18, 23, false, false, -46},
		// Null ouvert hand lost: 59, doubled: -118.
		{"null ouvert hand lost", Contract{Game: Null, Hand: true, Ouvert: true}, 0, pts(0, 1, 0), 59, 59, false, false, -118},
		// Overbid: diamonds with 1 = 2 × 9 = 18 < bid 20; lost at the lowest multiple of 9 that
		// reaches 20: 27; score -54, although the declarer took 70.
		{"diamonds overbid", Contract{Game: Diamonds}, 1, pts(70, 6, 4), 20, 27, false, true, -54},
		// Overbid: clubs without 1 = 24 < bid 30; lost at 3 × 12 = 36, score -72.
		{"clubs overbid", clubs, -1, pts(88, 8, 2), 30, 36, false, true, -72},
		// Schneider saves the bid: clubs with 1, 95 points: 1 + game + schneider = 3; 36 ≥ 33.
		{"clubs bid saved by schneider", clubs, 1, pts(95, 8, 2), 33, 36, true, false, 36},
		// Overbid null: null 23 < bid 24; lost at 2 × 23 = 46, score -92.
		{"null overbid", Contract{Game: Null}, 0, pts(0, 0, 10), 24, 46, false, true, -92},
		// Overbid and lost anyway: hearts with 1 at 40 points = 20 < 30; lost at 3 × 10 = 30, -60.
		{"hearts overbid and lost", Contract{Game: Hearts}, 1, pts(40, 3, 7), 30, 30, false, true, -60},
		// Bid met exactly: grand with 1 = 2 × 24 = 48 = bid 48.
		{"grand bid met exactly", Contract{Game: Grand}, 1, pts(61, 5, 5), 48, 48, true, false, 48},
		// 89 is not schneider: hearts with 1 = 2 × 10 = 20.
		{"hearts 89", Contract{Game: Hearts}, 1, pts(89, 7, 3), 18, 20, true, false, 20},
		// 90 is schneider: hearts with 1 = 3 × 10 = 30.
		{"hearts 90", Contract{Game: Hearts}, 1, pts(90, 7, 3), 18, 30, true, false, 30},
		// 60 loses: hearts without 1 = 2 × 10 = 20, -40.
		{"hearts 60", Contract{Game: Hearts}, -1, pts(60, 5, 5), 18, 20, false, false, -40},
		// 30 is schneider for the declarer: hearts without 1, 1 + game + schneider = 3; 30, -60.
		{"hearts 30", Contract{Game: Hearts}, -1, pts(30, 3, 7), 18, 30, false, false, -60},
		// 31 is not: 2 × 10 = 20, -40.
		{"hearts 31", Contract{Game: Hearts}, -1, pts(31, 3, 7), 18, 20, false, false, -40},
		// Clubs hand with 11, all tricks, nothing announced: 11 + game + hand + schneider +
		// schwarz = 15; 15 × 12 = 180.
		{"clubs hand with 11 schwarz", Contract{Game: Clubs, Hand: true}, 11, pts(120, 10, 0), 18, 180, true, false, 180},
	}
	for _, tc := range tests {
		value, won, overbid := Value(tc.c, tc.matadors, tc.o, tc.bid)
		if value != tc.value || won != tc.won || overbid != tc.overbid {
			t.Errorf("%s: Value(%v, %d, %+v, %d) = %d, %v, %v; want %d, %v, %v",
				tc.name, tc.c, tc.matadors, tc.o, tc.bid, value, won, overbid, tc.value, tc.won, tc.overbid)
		}
		if got := Score(value, won); got != tc.score {
			t.Errorf("%s: Score(%d, %v) = %d; want %d", tc.name, value, won, got, tc.score)
		}
	}
}

func TestListScore(t *testing.T) {
	tests := []struct {
		value, players      int
		won                 bool
		declarer, defenders int
	}{
		{24, 3, true, 74, 0},     // 24 + 50
		{24, 3, false, -98, 40},  // -2 × 24 - 50; 40 to each defender at three
		{24, 4, false, -98, 30},  // 30 to each defender at four
		{264, 3, true, 314, 0},   // grand ouvert with 4: 264 + 50
		{59, 4, false, -168, 30}, // null ouvert hand lost: -118 - 50
		{36, 3, false, -122, 40}, // an overbid clubs at 36: -72 - 50
		{23, 2, false, -96, 40},  // an odd table size counts as three
		{120, 4, true, 170, 0},   // grand with 4: 120 + 50, defenders get nothing at four either
	}
	for _, tc := range tests {
		d, e := ListScore(tc.value, tc.won, tc.players)
		if d != tc.declarer || e != tc.defenders {
			t.Errorf("ListScore(%d, %v, %d) = %d, %d; want %d, %d", tc.value, tc.won, tc.players, d, e, tc.declarer, tc.defenders)
		}
	}
}

func TestMatadors(t *testing.T) {
	tests := []struct {
		g    GameType
		hand string // clubs.spades.hearts.diamonds, jacks in their own suit
		want int
	}{
		{Clubs, "J...", 1},            // CJ, no SJ
		{Clubs, "J.J.J.J", 4},         // all jacks, no CA
		{Clubs, "AJ.J.J.J", 5},        // jacks and CA
		{Clubs, "ATJ.J.J.J", 6},       // then CT
		{Clubs, "AKQJT987.J.J.J", 11}, // every trump
		{Clubs, ".J..", -1},           // CJ missing, SJ held
		{Clubs, "...J", -3},           // CJ SJ HJ missing, DJ held
		{Clubs, "..AK.AK", -11},       // no trump at all
		{Clubs, "7.J.J.J", -1},        // a low trump does not count
		{Hearts, "J.J.AJ.J", 5},       // CJ SJ HJ DJ HA
		{Hearts, "J.J.TJ.J", 4},       // HA missing stops the count
		{Hearts, "..A.", -4},          // HA is the fifth trump: without 4
		{Diamonds, "J..T.AT", 1},      // CJ, SJ missing
		{Grand, "J.J.J.J", 4},         // grand counts jacks only
		{Grand, "AJ.J.A.J", 2},        // CJ SJ, HJ missing
		{Grand, "...J", -3},           // without 3
		{Grand, "A.A.A.A", -4},        // without 4
		{Null, "J.J.J.J", 0},          // null has no matadors
	}
	for _, tc := range tests {
		h, err := ParseHand(tc.hand, tc.g)
		if err != nil {
			t.Fatalf("ParseHand(%q, %v): %v", tc.hand, tc.g, err)
		}
		if got := Matadors(h, tc.g); got != tc.want {
			t.Errorf("Matadors(%s, %v) = %d; want %d", tc.hand, tc.g, got, tc.want)
		}
	}
}

func TestIsGameValue(t *testing.T) {
	tests := []struct {
		v    int
		want bool
	}{
		{18, true},   // diamonds with 1: 2 × 9
		{19, false},  // no base value divides it
		{20, true},   // hearts 2 × 10
		{21, false},  // 21 = 3 × 7: no base value 7
		{22, true},   // spades 2 × 11
		{23, true},   // null
		{24, true},   // clubs 2 × 12
		{25, false},  // no base value divides it
		{27, true},   // diamonds 3 × 9
		{35, true},   // null hand
		{46, true},   // null ouvert
		{59, true},   // null ouvert hand
		{198, true},  // spades 18 × 11: with 11, hand, schneider, schwarz, both announced, ouvert
		{216, true},  // clubs 18 × 12, or grand 9 × 24
		{240, true},  // grand 10 × 24 (clubs would need 20)
		{264, true},  // grand ouvert with 4: 11 × 24
		{228, false}, // clubs 19 × 12 exceeds the multiplier 18, and 24 does not divide it
		{9, false},   // the multiplier is at least 2
		{0, false},
	}
	for _, tc := range tests {
		if got := IsGameValue(tc.v); got != tc.want {
			t.Errorf("IsGameValue(%d) = %v; want %v", tc.v, got, tc.want)
		}
	}
}
