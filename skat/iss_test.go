// iss_test.go checks ISS records: the hand-made samples, round trips, results and bad records.

package skat

import (
	"bufio"
	"os"
	"reflect"
	"strings"
	"testing"
)

// readSamples returns the lines of testdata/iss/sample.sgf.
func readSamples(t testing.TB) []string {
	t.Helper()
	f, err := os.Open("testdata/iss/sample.sgf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) != "" {
			lines = append(lines, sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(lines) < 10 {
		t.Fatalf("sample.sgf holds %d records; want 10", len(lines))
	}
	return lines
}

// sameRecord reports how two records differ, or "" when they agree in everything ParseISS reads.
func sameRecord(a, b *Record) string {
	switch {
	case !reflect.DeepEqual(a.Deal, b.Deal):
		return "deal " + a.Deal.String() + " vs " + b.Deal.String()
	case a.Declarer != b.Declarer || a.Bid != b.Bid || a.Contract != b.Contract:
		return "declarer, bid or contract"
	case !reflect.DeepEqual(a.Moves, b.Moves):
		return "moves"
	case !reflect.DeepEqual(a.Result, b.Result):
		return "result " + a.Result.String() + " vs " + b.Result.String()
	case !reflect.DeepEqual(a.Props, b.Props):
		return "properties"
	case a.Skat != b.Skat || !reflect.DeepEqual(a.Play, b.Play) || a.Ended != b.Ended:
		return "skat, play or end"
	}
	return ""
}

func TestISSRoundTrip(t *testing.T) {
	for i, line := range readSamples(t) {
		r, err := ParseISS(line)
		if err != nil {
			t.Errorf("sample %d: %v", i+1, err)
			continue
		}
		out := r.String()
		back, err := ParseISS(out)
		if err != nil {
			t.Errorf("sample %d: ParseISS(String()) = %v", i+1, err)
			continue
		}
		if d := sameRecord(r, back); d != "" {
			t.Errorf("sample %d: ParseISS(String()) differs in %s", i+1, d)
		}
		if out != line {
			t.Errorf("sample %d: String() = %q; want the line unchanged %q", i+1, out, line)
		}
	}
}

// TestISSResults recomputes each sample's result from its deal, contract and play.
func TestISSResults(t *testing.T) {
	for i, line := range readSamples(t) {
		r, err := ParseISS(line)
		if err != nil {
			t.Fatalf("sample %d: %v", i+1, err)
		}
		res := r.Result
		if r.Declarer == NoSeat {
			if !res.Passed {
				t.Errorf("sample %d: no declarer but result %q", i+1, res)
			}
			if _, ok := r.Outcome(); ok {
				t.Errorf("sample %d: Outcome of a passed game is ok", i+1)
			}
			continue
		}
		o, ok := r.Outcome()
		if !ok {
			t.Errorf("sample %d: Outcome not decided", i+1)
			continue
		}
		value, won, overbid, _ := r.Value()
		if res.Declarer != r.Declarer {
			t.Errorf("sample %d: declarer %v; result says %v", i+1, r.Declarer, res.Declarer)
		}
		if got := r.Matadors(); got != res.Matadors {
			t.Errorf("sample %d: Matadors() = %d; want %d", i+1, got, res.Matadors)
		}
		if o.DeclarerPoints != res.Points || o.DeclarerTricks != res.Tricks {
			t.Errorf("sample %d: Outcome() = %+v; want %d points, %d tricks", i+1, o, res.Points, res.Tricks)
		}
		if got := Score(value, won); got != res.Score || won != (res.Status == "win") || overbid != res.Overbid {
			t.Errorf("sample %d: score %d, won %v, overbid %v; want %d, %s, %v", i+1, got, won, overbid, res.Score, res.Status, res.Overbid)
		}
		if o.DeclarerTricks+o.DefenderTricks != HandSize {
			t.Errorf("sample %d: %d tricks; want 10", i+1, o.DeclarerTricks+o.DefenderTricks)
		}
	}
}

func TestISSFields(t *testing.T) {
	lines := readSamples(t)
	tests := []struct {
		line     int // 1-based line of sample.sgf
		declarer Seat
		bid      int
		contract string
		skat     string // after the declaration, clubs.spades.hearts.diamonds
		first    string // the first card played
		moves    int
	}{
		{1, FH, 20, "C", "..A.7", "CJ", 6 + 3 + 30}, // bids, pick-up, skat, declaration, play
		{2, RH, 22, "G", "..Q8.", "CJ", 6 + 3 + 30},
		{3, FH, 18, "HH", "..7.K", "SJ", 4 + 1 + 30}, // hand game: the dealt skat stays
		{4, MH, 23, "N", "", "", 0},                  // checked below from the line itself
		{7, FH, 18, "SHS", "", "", 0},
		{8, MH, 46, "NO", "", "", 0},
	}
	for _, tc := range tests {
		r, err := ParseISS(lines[tc.line-1])
		if err != nil {
			t.Fatalf("line %d: %v", tc.line, err)
		}
		if r.Declarer != tc.declarer || r.Bid != tc.bid || r.Contract.ISS() != tc.contract {
			t.Errorf("line %d: declarer %v, bid %d, contract %s; want %v, %d, %s",
				tc.line, r.Declarer, r.Bid, r.Contract.ISS(), tc.declarer, tc.bid, tc.contract)
		}
		if tc.skat != "" {
			if got := FormatHand(r.Skat, r.Contract.Game); got != tc.skat {
				t.Errorf("line %d: skat %s; want %s", tc.line, got, tc.skat)
			}
		}
		if tc.first != "" {
			if got := r.Contract.Game.Layout().String(r.Play[0]); got != tc.first {
				t.Errorf("line %d: first card %s; want %s", tc.line, got, tc.first)
			}
		}
		if tc.moves != 0 && len(r.Moves) != tc.moves {
			t.Errorf("line %d: %d moves; want %d", tc.line, len(r.Moves), tc.moves)
		}
		if len(r.Play) != 30 {
			t.Errorf("line %d: %d cards played; want 30", tc.line, len(r.Play))
		}
		for s, h := range r.Deal.Hands {
			if h.Count() != HandSize {
				t.Errorf("line %d: %v dealt %d cards", tc.line, Seat(s), h.Count())
			}
		}
	}
}

// withMoves returns the sample line with its MV cut after the first n card plays, extra moves
// appended, and R replaced.
func withMoves(t *testing.T, line string, n int, extra, result string) string {
	t.Helper()
	i := strings.Index(line, "MV[")
	j := strings.Index(line, "]R[")
	toks := strings.Fields(line[i+3 : j])
	keep := 0
	plays := 0
	for k := 2; k < len(toks); k += 2 {
		if _, err := ParseCard(toks[k+1]); err == nil && toks[k] != "w" {
			plays++
			if plays > n {
				break
			}
		}
		keep = k + 2
	}
	mv := strings.Join(toks[:keep], " ")
	if extra != "" {
		mv += " " + extra
	}
	return line[:i] + "MV[" + mv + " ]R[" + result + "] ;)"
}

// lastMove returns the last move of a record's MV.
func lastMove(line string) string {
	f := strings.Fields(line[:strings.Index(line, "]R[")])
	return f[len(f)-2] + " " + f[len(f)-1]
}

func TestISSEndings(t *testing.T) {
	lines := readSamples(t)
	const res = "d:2 win v:72 m:1 bidok p:63 t:3 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:1"
	grandHand := lines[8] // grand hand by RH
	tests := []struct {
		name  string
		line  string
		ended MoveKind
		ok    bool
	}{
		// After three tricks the declarer shows his cards and both defenders resign: the seven
		// tricks left go to the declarer.
		{"defenders resign", withMoves(t, grandHand, 9, "2 SC 0 RE 1 RE", res), MoveResign, true},
		// The declarer resigns: the tricks left go to the defenders.
		{"declarer resigns", withMoves(t, grandHand, 9, "2 RE", res), MoveResign, true},
		// One defender resigning alone does not end the game.
		{"one defender resigns", withMoves(t, grandHand, 29, "1 RE "+lastMove(grandHand), res), MovePlay, true},
		{"timeout", withMoves(t, grandHand, 4, "w TI.1", res), MoveTimeout, false},
		{"player left", withMoves(t, grandHand, 4, "w LE.0", res), MoveLeave, false},
		{"cut short", withMoves(t, grandHand, 4, "", res), MovePlay, false},
	}
	full, _ := ParseISS(grandHand)
	fullO, _ := full.Outcome()
	for _, tc := range tests {
		r, err := ParseISS(tc.line)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if r.Ended != tc.ended {
			t.Errorf("%s: Ended = %v; want %v", tc.name, r.Ended, tc.ended)
		}
		o, ok := r.Outcome()
		if ok != tc.ok {
			t.Errorf("%s: Outcome ok = %v; want %v", tc.name, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		if o.DeclarerTricks+o.DefenderTricks != HandSize {
			t.Errorf("%s: Outcome() = %+v; want 10 tricks in all", tc.name, o)
		}
		back, err := ParseISS(r.String())
		if err != nil || sameRecord(r, back) != "" {
			t.Errorf("%s: round trip failed: %v", tc.name, err)
		}
		// The first three tricks as played (Outcome counts completed tricks when undecided).
		cut, _ := ParseISS(withMoves(t, grandHand, 9, "", res))
		o3, _ := cut.Outcome()
		l := cut.Contract.Game.Layout()
		played := 0
		for _, c := range cut.Play {
			played += l.Points[c]
		}
		defPoints := played - (o3.DeclarerPoints - l.SetPoints(cut.Skat))
		var want Outcome
		switch tc.name {
		case "defenders resign":
			want = Outcome{DeclarerPoints: 120 - defPoints, DeclarerTricks: o3.DeclarerTricks + 7, DefenderTricks: o3.DefenderTricks}
		case "declarer resigns":
			want = Outcome{DeclarerPoints: o3.DeclarerPoints, DeclarerTricks: o3.DeclarerTricks, DefenderTricks: o3.DefenderTricks + 7}
		default:
			want = fullO
		}
		if o != want {
			t.Errorf("%s: Outcome() = %+v; want %+v", tc.name, o, want)
		}
	}
}

func TestISSPassed(t *testing.T) {
	r, err := ParseISS(readSamples(t)[4])
	if err != nil {
		t.Fatal(err)
	}
	if r.Declarer != NoSeat || r.Bid != 0 || !r.Result.Passed || len(r.Play) != 0 {
		t.Errorf("passed game: declarer %v, bid %d, passed %v, %d cards played; want none", r.Declarer, r.Bid, r.Result.Passed, len(r.Play))
	}
	if got := r.Result.String(); got != "passed" {
		t.Errorf("Result.String() = %q; want \"passed\"", got)
	}
}

func TestParseISSErrors(t *testing.T) {
	lines := readSamples(t)
	hh := lines[2] // 1 p 2 18 0 y 2 p 0 HH 0 SJ 1 CJ 2 HA 1 H8 …
	const res = "d:0 win v:30 m:-1 bidok p:72 t:6 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0"
	rep := func(old, new string) string {
		if !strings.Contains(hh, old) {
			t.Fatalf("sample 3 lacks %q", old)
		}
		return strings.Replace(hh, old, new, 1)
	}
	tests := []struct{ line, msg string }{
		{"", "must start with"},
		{"(;)", "must start with"},
		{"(;GM[Skat] ;)", "no MV"},
		{"(;GM[Chess]MV[w]R[passed] ;)", "not a Skat record"},
		{"(;gm[Skat] ;)", "bad property name"},
		{"(;GM[Skat ;)", "no closing ]"},
		{"(;GM[Skat]xx ;)", "want a property"},
		{"(;GM[Skat]MV[w]MV[w]R[passed] ;)", "MV given twice"},
		{"(;GM[Skat]MV[w]R[passed]R[passed] ;)", "R given twice"},
		{hh[:strings.Index(hh, " 1 p 2 18")] + " 1 p ]R[passed] ;)", "bidding is not finished"},
		{hh[:strings.Index(hh, " 0 HH")] + " ]R[passed] ;)", "stops before the declaration"},
		{strings.Replace(hh, "R["+res+"]", "", 1), "no R"},
		{rep("MV[w SJ.CK", "MV[w CK"), "31 cards"},
		{rep("MV[w SJ.CK", "MV[w CK.CK"), "CK is dealt twice"},
		{rep("MV[w SJ.CK", "MV[w ??.CK"), "hidden"},
		{rep("MV[w SJ.CK", "MV[w C6.CK"), "not in the Skat pack"},
		{rep("MV[w SJ", "MV[0 SJ"), "must start with the deal"},
		{rep("1 p 2 18", "1 p 2 19"), "19 is not a game value"},
		{rep("1 p 2 18", "1 p 0 18"), "FH may not bid now"},
		{rep("1 p 2 18 0 y", "1 p 2 18 2 20"), "RH may not bid now"},
		{rep("1 p 2 18 0 y 2 p", "1 p 2 18 0 y 2 18"), "does not exceed"},
		{rep("1 p 2 18", "1 y 2 18"), "no bid waits"},
		{rep("1 p 2 18", "1 x 2 18"), "want a bid"},
		{rep("0 HH", "1 HH"), "MH moves, but FH is the declarer"},
		{rep("0 HH", "0 H"), "must be a hand game"},
		{rep("0 HH", "0 s 0 HH"), "the world must show the skat"},
		{rep("0 HH", "0 s w D9.H7 0 HH.D9.H7"), "but the skat dealt is"},
		{rep("0 HH", "0 s w DK.H7 0 HH.DK.H7"), "a hand game, but the declarer picked up"},
		{rep("0 HH", "0 s w DK.H7 0 H.DK"), "want two discards"},
		{rep("0 HH", "0 s w DK.H7 0 H.DK.CA"), "discard CA is not among"},
		{rep("0 HH", "0 HH.SJ"), "want the ten cards"},
		{rep("0 HH", "0 HX"), "unexpected"},
		{rep("0 SJ 1 CJ", "1 CJ 0 SJ"), "MH plays, but it is FH's turn"},
		{rep("0 SJ 1 CJ", "0 SA 1 CJ"), "must follow suit"},
		{rep("0 SJ 1 CJ", "0 DA 1 CJ"), "FH does not hold DA"},
		{rep("0 SJ", "0 SX"), "bad"},
		{rep("0 SJ", "w SJ"), "unexpected world move"},
		{rep("0 SJ", "w TI.5"), "bad seat"},
		{rep("0 SJ", "3 SJ"), "bad actor"},
		{rep(" ]R[", " 0 SA ]R["), "already over"},
		{rep(" ]R[", " 0 ]R["), "pairs of actor and action"},
		{strings.Replace(hh, "R["+res+"]", "R[d:0 v:30 m:-1 bidok p:72 t:6 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1]", 1), "no outcome"},
		{strings.Replace(hh, "R["+res+"]", "R[d:0 win win v:30]", 1), "two outcomes"},
		{strings.Replace(hh, "R["+res+"]", "R[d:0 win m:-1 bidok p:72 t:6 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1]", 1), "field v missing"},
		{strings.Replace(hh, "R["+res+"]", "R[d:0 win v:x]", 1), "field v: \"x\" is not a number"},
		{strings.Replace(hh, "R["+res+"]", "R[d:7 win]", 1), "seat 7"},
		{strings.Replace(hh, "R["+res+"]", "R[d:0 d:0 win]", 1), "given twice"},
		{strings.Replace(hh, "R["+res+"]", "R[d:0 win s:2]", 1), "not 0 or 1"},
	}
	for _, tc := range tests {
		_, err := ParseISS(tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseISS(%.90q…) error = %v; want one containing %q", tc.line, err, tc.msg)
		}
	}
}

func FuzzParseISS(f *testing.F) {
	for _, line := range readSamples(f) {
		f.Add(line)
	}
	f.Add("(;GM[Skat]MV[w CJ]R[passed] ;)")
	f.Add("(;GM[Skat]P0[a\\]b]MV[w SJ.CK]R[x] ;)")
	f.Add("(;)")
	f.Fuzz(func(t *testing.T, line string) {
		r, err := ParseISS(line)
		if err != nil {
			return
		}
		out := r.String()
		back, err := ParseISS(out)
		if err != nil {
			t.Fatalf("ParseISS(%q).String() = %q does not read back: %v", line, out, err)
		}
		if d := sameRecord(r, back); d != "" {
			t.Fatalf("ParseISS(%q) round trip differs in %s", line, d)
		}
		if again := back.String(); again != out {
			t.Fatalf("String is not stable: %q then %q", out, again)
		}
	})
}
