// position_test.go checks the JSON-line positions, on hand-written lines and on the reference data.

package skat

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParsePositionJSON(t *testing.T) {
	tests := []struct {
		line   string
		game   GameType
		leader Seat
		toMove Seat
		sizes  [3]int
		trick  int
	}{
		{`{"game": "grand", "declarer": "FH", "leader": "FH", "hands": ["QT.AQ97.QT.Q9", "J9.KJT.AJ8.AT", "AK87.8.K7.J87"], "skat": "..9.K", "value": 19}`,
			Grand, FH, FH, [3]int{10, 10, 10}, 0},
		{`{"game": "clubs", "declarer": "MH", "leader": "RH", "hands": [".7.K.AK8", "J.J9.T.Q", "T8.Q8..7"], "skat": ""}`,
			Clubs, RH, RH, [3]int{5, 5, 5}, 0},
		// RH led the spade ace; FH followed; MH (to move) still holds four cards.
		{`{"game": "hearts", "declarer": "FH", "leader": "RH", "hands": [".7.K.AK", "J.J9.T.Q", "T8.Q..7"], "skat": "", "trick": ["SA", "S8"]}`,
			Hearts, RH, MH, [3]int{4, 5, 4}, 2},
		// FH led, MH has not played: FH holds one card fewer.
		{`{"game": "null", "declarer": "RH", "leader": "FH", "hands": [".7.K.", "J.J9..", "T8.Q.."], "skat": "", "trick": ["DA"]}`,
			Null, FH, MH, [3]int{2, 3, 3}, 1},
		// A follower that did not follow suit is void in the led class: RH led a trump (SJ).
		{`{"game": "spades", "declarer": "FH", "leader": "RH", "hands": ["A..7.", "K.9.8.", "Q..9."], "skat": "", "trick": ["SJ", "CT"]}`,
			Spades, RH, MH, [3]int{2, 3, 2}, 2},
	}
	for _, tc := range tests {
		p, err := ParsePositionJSON([]byte(tc.line))
		if err != nil {
			t.Errorf("ParsePositionJSON(%s): %v", tc.line, err)
			continue
		}
		if p.Game != tc.game || p.Leader != tc.leader || p.ToMove() != tc.toMove || len(p.Trick) != tc.trick {
			t.Errorf("ParsePositionJSON(%s) = game %v, leader %v, to move %v, trick %d; want %v, %v, %v, %d",
				tc.line, p.Game, p.Leader, p.ToMove(), len(p.Trick), tc.game, tc.leader, tc.toMove, tc.trick)
		}
		for i, h := range p.Hands {
			if h.Count() != tc.sizes[i] {
				t.Errorf("ParsePositionJSON(%s): %v holds %d; want %d", tc.line, Seat(i), h.Count(), tc.sizes[i])
			}
		}
		back, err := ParsePositionJSON([]byte(p.String()))
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Errorf("ParsePositionJSON(%s) = %+v, %v; want %+v", p.String(), back, err, p)
		}
	}
}

func TestParsePositionJSONErrors(t *testing.T) {
	const hands = `"hands": [".7.K.AK8", "J.J9.T.Q", "T8.Q8..7"]`
	tests := []struct{ line, msg string }{
		{`{"game": "ramsch", "declarer": "FH", "leader": "FH", ` + hands + `, "skat": ""}`, "bad game"},
		{`{"game": "clubs", "declarer": "XX", "leader": "FH", ` + hands + `, "skat": ""}`, "declarer"},
		{`{"game": "clubs", "declarer": "FH", "leader": "3", ` + hands + `, "skat": ""}`, "leader"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["A...", ".A.."], "skat": ""}`, "2 hands, want 3"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["A...", "A...", "..A."], "skat": ""}`, "card CA is both in the hand of FH and in the hand of MH"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["A...", ".A..", "..A."], "skat": "A..."}`, "card CA is both in the hand of FH and in the skat"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["A...", ".A..", "..A."], "skat": "...A"}`, "the skat holds 1 cards"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["AK...", ".A..", "..A."], "skat": ""}`, "MH holds 1 cards, want 2"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["...", "...", "..."], "skat": ""}`, "nothing is left to play"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["K...", ".A..", "..A."], "skat": "", "trick": ["CA"]}`, "FH holds 1 cards, want 0"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["...", ".A..", "..A."], "skat": "", "trick": ["CA", "SK", "HK"]}`, "a complete trick"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["...", ".A..", "..A."], "skat": "", "trick": ["CA", "CA"]}`, "card CA is both in the current trick (card 1) and in the current trick (card 2)"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["...", ".A..", "..A."], "skat": "", "trick": ["C6"]}`, "trick card 1"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["K...", ".K..", "..AQ."], "skat": "", "trick": ["SA", "HK"]}`, "MH played HK to the lead of SA while holding SK; it must follow suit"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", "hands": ["K..", ".K..", "..A."], "skat": ""}`, "hand of FH"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", ` + hands + `, "skat": "", "extra": 1}`, "unknown field"},
		{`{"game": "clubs", "declarer": "FH", "leader": "FH", ` + hands + `, "skat": ""} {}`, "text after"},
		{`{"game": "clubs"`, "position:"},
	}
	for _, tc := range tests {
		_, err := ParsePositionJSON([]byte(tc.line))
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParsePositionJSON(%s) error = %v; want one containing %q", tc.line, err, tc.msg)
		}
	}
}

// TestReferencePositions reads every line of the reference data through ParsePositionJSON and
// checks the hand sizes the file name promises. The values are checked by the solver's tests.
func TestReferencePositions(t *testing.T) {
	sizes := map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
		"seven": 7, "eight": 8, "nine": 9, "ten": 10, "full_game": 10}
	files, err := filepath.Glob(filepath.Join("..", "testdata", "skat", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no reference files found: %v", err)
	}
	total := 0
	for _, name := range files {
		base := strings.TrimSuffix(filepath.Base(name), ".jsonl")
		n, ok := sizes[strings.TrimSuffix(base, "_cards")]
		if !ok {
			t.Errorf("%s: unexpected file name", name)
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		line := 0
		for sc.Scan() {
			line++
			p, err := ParsePositionJSON(sc.Bytes())
			if err != nil {
				t.Errorf("%s:%d: %v", name, line, err)
				continue
			}
			total++
			for i, h := range p.Hands {
				if h.Count() != n {
					t.Errorf("%s:%d: %v holds %d cards; want %d", name, line, Seat(i), h.Count(), n)
				}
			}
			wantSkat := 0
			if base == "full_game" {
				wantSkat = SkatSize
			}
			if p.Skat.Count() != wantSkat {
				t.Errorf("%s:%d: the skat holds %d cards; want %d", name, line, p.Skat.Count(), wantSkat)
			}
			if !p.HasValue || p.Value < 0 || p.Value > 120 {
				t.Errorf("%s:%d: value %d (given %v); want a card-point count 0..120", name, line, p.Value, p.HasValue)
			}
			if p.Game == Null {
				t.Errorf("%s:%d: a null game; the reference data holds suit and grand games", name, line)
			}
		}
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f.Close()
	}
	if total < 11000 {
		t.Errorf("read %d reference positions; want all 11100", total)
	}
}

func FuzzParsePositionJSON(f *testing.F) {
	f.Add([]byte(`{"game": "grand", "declarer": "FH", "leader": "FH", "hands": ["QT.AQ97.QT.Q9", "J9.KJT.AJ8.AT", "AK87.8.K7.J87"], "skat": "..9.K", "value": 19}`))
	f.Add([]byte(`{"game": "hearts", "declarer": "FH", "leader": "RH", "hands": [".7.K.AK", "J.J9.T.Q", "T8.Q..7"], "skat": "", "trick": ["SA", "S8"]}`))
	f.Add([]byte(`{"game": "null", "declarer": "RH", "leader": "FH", "hands": [".7.K.", "J.J9..", "T8.Q.."], "skat": "", "trick": ["DA"]}`))
	f.Add([]byte(`{"game": "clubs"`))
	f.Fuzz(func(t *testing.T, line []byte) {
		p, err := ParsePositionJSON(line)
		if err != nil {
			return
		}
		back, err := ParsePositionJSON([]byte(p.String()))
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Fatalf("ParsePositionJSON(%s) = %+v, %v; want %+v", p.String(), back, err, p)
		}
	})
}
