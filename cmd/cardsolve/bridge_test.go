// bridge_test.go checks the bridge commands (the default action and solve) end to end through run,
// against answers worked out by hand on tiny end positions.

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/bridge"
	"github.com/urfave/cli/v2"
)

// runSplit runs the command line args and returns its exit code, standard output and standard
// error.
func runSplit(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	dir := t.TempDir()
	out, err := os.Create(filepath.Join(dir, "stdout"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	errf, err := os.Create(filepath.Join(dir, "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer errf.Close()
	old, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = out, errf
	code = run(append([]string{"cardsolve"}, args...))
	os.Stdout, os.Stderr = old, oldErr
	o, err := os.ReadFile(out.Name())
	if err != nil {
		t.Fatal(err)
	}
	e, err := os.ReadFile(errf.Name())
	if err != nil {
		t.Fatal(err)
	}
	return code, string(o), string(e)
}

// tableOut mirrors tableLine for decoding.
type tableOut struct {
	Board      string                    `json:"board"`
	Deal       string                    `json:"deal"`
	Dealer     string                    `json:"dealer"`
	Vulnerable string                    `json:"vulnerable"`
	Assumed    []string                  `json:"assumed"`
	Cards      int                       `json:"cards"`
	Tricks     map[string]map[string]int `json:"tricks"`
	Par        *parJSON                  `json:"par"`
}

// positionOut mirrors positionLine for decoding; Cards keeps the raw object to check its order.
type positionOut struct {
	Board  string          `json:"board"`
	Deal   string          `json:"deal"`
	Trump  string          `json:"trump"`
	Leader string          `json:"leader"`
	Trick  []string        `json:"trick"`
	ToMove string          `json:"to_move"`
	Cards  json.RawMessage `json:"cards"`
}

// values decodes the cards object.
func (p positionOut) values(t *testing.T) map[string]int {
	t.Helper()
	var m map[string]int
	if err := json.Unmarshal(p.Cards, &m); err != nil {
		t.Fatalf("cards %s: %v", p.Cards, err)
	}
	return m
}

// row builds the tricks of one declarer from strains NT, S, H, D, C.
func row(nt, s, h, d, c int) map[string]int {
	return map[string]int{"NT": nt, "S": s, "H": h, "D": d, "C": c}
}

func TestTablesJSON(t *testing.T) {
	code, out, errOut := runSplit(t, "--format", "json", "testdata/ends.pbn")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q; want 0 and nothing", code, errOut)
	}
	lines := decodeJSONLines[tableOut](t, out)
	if len(lines) != 8 {
		t.Fatalf("%d lines; want 8", len(lines))
	}
	// Board 1: each player holds three top cards of his own suit, N spades, E hearts, S diamonds,
	// W clubs. In notrump the opening leader takes all three tricks, so no declarer takes any; in
	// a suit the side holding the trumps takes all three whoever leads.
	want1 := map[string]map[string]int{
		"N": row(0, 3, 0, 3, 0), "S": row(0, 3, 0, 3, 0),
		"E": row(0, 0, 3, 0, 3), "W": row(0, 0, 3, 0, 3),
	}
	if got := lines[0].Tricks; !reflect.DeepEqual(got, want1) {
		t.Errorf("board 1 tricks = %v; want %v", got, want1)
	}
	// Board 2 in notrump (N: SA2 HK, E: DAQ C2, S: SK DK C3, W: S3 C54): against North, East
	// leads DA (South's DK falls) and DQ, then C2 goes to West's club: nothing for North-South.
	// Against South, West cashes C5 and C4 and the spade goes to North-South: one trick.
	if got := lines[1].Tricks["N"]["NT"]; got != 0 {
		t.Errorf("board 2: N in NT takes %d; want 0", got)
	}
	if got := lines[1].Tricks["S"]["NT"]; got != 1 {
		t.Errorf("board 2: S in NT takes %d; want 1", got)
	}
	for i, l := range lines {
		if l.Cards < 1 || l.Cards > 5 || l.Par != nil {
			t.Errorf("line %d: cards %d, par %v; want an end position without par", i, l.Cards, l.Par)
		}
		for _, seat := range []string{"N", "E", "S", "W"} {
			if len(l.Tricks[seat]) != 5 {
				t.Errorf("line %d: tricks[%s] = %v; want 5 strains", i, seat, l.Tricks[seat])
			}
			for st, n := range l.Tricks[seat] {
				if n < 0 || n > l.Cards {
					t.Errorf("line %d: tricks[%s][%s] = %d; want 0..%d", i, seat, st, n, l.Cards)
				}
			}
		}
	}
	// Dealer and vulnerability: tags when present, else the board number, else N and None.
	assumed := []struct {
		board, dealer, vul string
		assumed            []string
	}{
		{"1", "N", "None", nil},
		{"2", "E", "NS", []string{"dealer", "vulnerable"}},
		{"4", "W", "All", nil},
		{"7", "S", "All", []string{"dealer", "vulnerable"}},
		{"", "N", "None", []string{"dealer", "vulnerable"}},
	}
	for _, a := range assumed {
		for _, l := range lines {
			if l.Board == a.board && (l.Dealer != a.dealer || l.Vulnerable != a.vul || !reflect.DeepEqual(l.Assumed, a.assumed)) {
				t.Errorf("board %q: dealer %s vulnerable %s assumed %v; want %s %s %v", a.board, l.Dealer, l.Vulnerable, l.Assumed, a.dealer, a.vul, a.assumed)
			}
		}
	}
	// Keys come in playing order, not sorted.
	if !strings.Contains(out, `"tricks":{"N":{"NT":0,"S":3,"H":0,"D":3,"C":0},"E":{`) {
		t.Errorf("first line %q: want tricks ordered N, E, S, W and NT, S, H, D, C", strings.SplitN(out, "\n", 2)[0])
	}
}

// TestTablesAgreeWithSolve checks the two code paths against each other: in every end position of
// ends.pbn, the declarer at the leader's right takes the tricks the leader's side leaves with its
// best card.
func TestTablesAgreeWithSolve(t *testing.T) {
	_, tables, _ := runSplit(t, "--format", "json", "testdata/ends.pbn")
	code, solved, errOut := runSplit(t, "solve", "--format", "json", "testdata/ends.pbn")
	if code != exitOK {
		t.Fatalf("solve: exit %d: %s", code, errOut)
	}
	tl, pl := decodeJSONLines[tableOut](t, tables), decodeJSONLines[positionOut](t, solved)
	if len(tl) != len(pl) || len(tl) == 0 {
		t.Fatalf("%d tables, %d positions", len(tl), len(pl))
	}
	for i, p := range pl {
		leader, err := bridge.ParseSeat(p.Leader)
		if err != nil {
			t.Fatal(err)
		}
		best := -1
		for _, v := range p.values(t) {
			best = max(best, v)
		}
		declarer := (leader + 3) & 3
		if got := tl[i].Tricks[declarer.String()][p.Trump]; got != tl[i].Cards-best {
			t.Errorf("board %s: table gives %v %d tricks in %s; the leader's best card leaves %d", p.Board, declarer, got, p.Trump, tl[i].Cards-best)
		}
	}
}

func TestTablesText(t *testing.T) {
	code, out, _ := runSplit(t, "testdata/ends.pbn")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	block := strings.Split(out, "\n\n")[0]
	want := `Board 1   Dealer N   Vulnerable None
N:AKQ... .AKQ.. ..AKQ. ...AKQ
          S AKQ
          H -
          D -
          C -
S -                   S -
H -                   H AKQ
D -                   D -
C AKQ                 C -
          S -
          H -
          D AKQ
          C -
End position, 3 cards each: tricks out of 3
     NT  S  H  D  C
  N  0  3  0  3  0
  S  0  3  0  3  0
  E  0  0  3  0  3
  W  0  0  3  0  3`
	if block != want {
		t.Errorf("first block:\n%s\nwant:\n%s", block, want)
	}
	if n := strings.Count(out, "Board "); n != 8 {
		t.Errorf("%d boards in the text output; want 8", n)
	}
	if !strings.Contains(out, "(no [Dealer] or [Vulnerable] tag: taken from the board number)") {
		t.Errorf("text output does not say that board 2's dealer comes from its number")
	}
}

func TestTablesPBNRoundTrip(t *testing.T) {
	code, out, _ := runSplit(t, "--format", "pbn", "testdata/ends.pbn")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	_, js, _ := runSplit(t, "--format", "json", "testdata/ends.pbn")
	lines := decodeJSONLines[tableOut](t, js)
	games, errs := bridge.ReadPBN(strings.NewReader(out), "out.pbn")
	if len(errs) > 0 || len(games) != len(lines) {
		t.Fatalf("reading the output back: %d games, errors %v; want %d games", len(games), errs, len(lines))
	}
	in, err := os.ReadFile("testdata/ends.pbn")
	if err != nil {
		t.Fatal(err)
	}
	orig, _ := bridge.ReadPBN(bytes.NewReader(in), "ends.pbn")
	for i, g := range games {
		v, ok := g.TagValue(bridge.DoubleDummyTricksTag)
		if !ok {
			t.Fatalf("board %s: no [%s]", g.Board, bridge.DoubleDummyTricksTag)
		}
		tab, err := bridge.ParseDoubleDummyTricks(v)
		if err != nil {
			t.Fatal(err)
		}
		for s := bridge.Seat(0); s < bridge.NumSeats; s++ {
			for st := bridge.Strain(0); st < bridge.NumStrains; st++ {
				if tab[s][st] != lines[i].Tricks[s.String()][st.String()] {
					t.Errorf("board %s: pbn gives %v %v %d; json %d", g.Board, s, st, tab[s][st], lines[i].Tricks[s.String()][st.String()])
				}
			}
		}
		if g.Deal != orig[i].Deal || g.Board != orig[i].Board || len(g.Tags) != len(orig[i].Tags)+2 {
			t.Errorf("board %s: deal, board or tags changed: %d tags, had %d", g.Board, len(g.Tags), len(orig[i].Tags))
		}
	}
	if !strings.HasPrefix(out, "% PBN 2.1\n") {
		t.Errorf("output does not start with the file's header: %q", out[:min(len(out), 40)])
	}
}

func TestBadDealsReported(t *testing.T) {
	code, out, errOut := runSplit(t, "--format", "json", "testdata/mixed.pbn", "testdata/missing.pbn")
	if code != exitInput {
		t.Errorf("exit %d; want %d", code, exitInput)
	}
	var boards []string
	for _, l := range decodeJSONLines[tableOut](t, out) {
		boards = append(boards, l.Board)
	}
	if want := []string{"1", "3", "5"}; !reflect.DeepEqual(boards, want) {
		t.Errorf("boards printed %v; want %v", boards, want)
	}
	for _, want := range []string{
		"testdata/mixed.pbn:9: board 2: ", "card C3 appears in two hands",
		"testdata/mixed.pbn:15: board 4: tag Dealer", "testdata/missing.pbn",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}

func TestThreadsSameOutput(t *testing.T) {
	for _, format := range []string{"json", "text", "pbn"} {
		_, one, _ := runSplit(t, "--format", format, "--threads", "1", "testdata/ends.pbn", "testdata/ends.pbn")
		_, two, _ := runSplit(t, "--format", format, "--threads", "2", "--tt-mb", "1", "testdata/ends.pbn", "testdata/ends.pbn")
		if one != two || one == "" {
			t.Errorf("--format %s: --threads 1 and --threads 2 differ:\n%s\n---\n%s", format, one, two)
		}
	}
	_, one, _ := runSplit(t, "solve", "--format", "json", "--threads", "1", "testdata/ends.pbn")
	_, two, _ := runSplit(t, "solve", "--format", "json", "--threads", "3", "testdata/ends.pbn")
	if one != two || one == "" {
		t.Errorf("solve: --threads 1 and --threads 3 differ:\n%s\n---\n%s", one, two)
	}
}

// The position of board 2 of ends.pbn, worked out by hand: North SA2 HK, East DAQ C2, South SK DK
// C3, West S3 C54, notrump, West on lead.
const handDeal = "N:A2.K.. ..AQ.2 K..K.3 3...54"

func TestSolveCards(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want map[string]int
		keys string // the cards object as printed, to pin the order
	}{
		// West cashes C5 and C4 (equivalent: both listed) and gives up the spade, or leads the
		// spade at once and loses all three tricks.
		{"lead", []string{"--deal", handDeal, "--trump", "NT", "--leader", "W"},
			map[string]int{"S3": 0, "C5": 2, "C4": 2}, `{"S3":0,"C5":2,"C4":2}`},
		// West has led C5: North discards, West wins it and C4, and North-South's spade ace or
		// king takes the last trick whatever North throws.
		{"trick", []string{"--deal", handDeal, "--trump", "nt", "--leader", "w", "--trick", "C5"},
			map[string]int{"SA": 1, "S2": 1, "HK": 1}, `{"SA":1,"S2":1,"HK":1}`},
		// The same with the trick card already out of West's hand.
		{"trick out of hand", []string{"--deal", "N:A2.K.. ..AQ.2 K..K.3 3...4", "--trump", "NT", "--leader", "W", "--trick", "C5"},
			map[string]int{"SA": 1, "S2": 1, "HK": 1}, `{"SA":1,"S2":1,"HK":1}`},
		// North throws the spade ace on C5 (its card still in the deal): East must follow with
		// C2, West wins this trick and C4, and South keeps SK for the last one.
		{"second seat played", []string{"--deal", "N:A2.K.. ..AQ.2 K..K.3 3...4", "--trump", "NT", "--leader", "W", "--trick", "C5 SA"},
			map[string]int{"C2": 2}, `{"C2":2}`},
		// North throws S2 on C5 and East follows with C2: South must play C3, West wins this trick
		// and C4, and North-South take the last one with a spade honour.
		{"fourth seat", []string{"--deal", handDeal, "--trump", "NT", "--leader", "W", "--trick", "C5 S2 C2"},
			map[string]int{"C3": 1}, `{"C3":1}`},
		// In spades North holds every trump: whatever East leads, North ruffs and East-West take
		// nothing; the three hearts are equivalent and all listed.
		{"spades", []string{"--deal", "N:AKQ... .AKQ.. ..AKQ. ...AKQ", "--trump", "S", "--leader", "E"},
			map[string]int{"HA": 0, "HK": 0, "HQ": 0}, `{"HA":0,"HK":0,"HQ":0}`},
	}
	for _, tc := range tests {
		code, out, errOut := runSplit(t, append([]string{"solve", "--format", "json"}, tc.args...)...)
		if code != exitOK {
			t.Errorf("%s: exit %d: %s", tc.name, code, errOut)
			continue
		}
		lines := decodeJSONLines[positionOut](t, out)
		if len(lines) != 1 {
			t.Fatalf("%s: %d lines; want 1", tc.name, len(lines))
		}
		if got := lines[0].values(t); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: cards %v; want %v", tc.name, got, tc.want)
		}
		if string(lines[0].Cards) != tc.keys {
			t.Errorf("%s: cards printed %s; want %s", tc.name, lines[0].Cards, tc.keys)
		}
	}
}

func TestSolveFromFile(t *testing.T) {
	code, out, errOut := runSplit(t, "solve", "--format", "json", "testdata/solve.pbn")
	if code != exitInput {
		t.Errorf("exit %d; want %d", code, exitInput)
	}
	lines := decodeJSONLines[positionOut](t, out)
	if len(lines) != 2 {
		t.Fatalf("%d lines; want 2 (boards 1 and 2)", len(lines))
	}
	// Board 2 gives no [Play]: South declares, so West leads, as in board 1.
	for _, l := range lines {
		if l.Leader != "W" || l.Trump != "NT" || string(l.Cards) != `{"S3":0,"C5":2,"C4":2}` {
			t.Errorf("board %s: leader %s trump %s cards %s; want W NT {S3:0,C5:2,C4:2}", l.Board, l.Leader, l.Trump, l.Cards)
		}
	}
	for _, want := range []string{"testdata/solve.pbn:13: board 3: no leader", "testdata/solve.pbn:17: board 4: no trump"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}

func TestSolveText(t *testing.T) {
	code, out, _ := runSplit(t, "solve", "--deal", handDeal, "--trump", "NT", "--leader", "W")
	want := "Trump NT   Leader W   W to play\n" + handDeal + "\n  C54              2  best\n  S3               0\n"
	if code != exitOK || out != want {
		t.Errorf("exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		args []string
		want int
		msg  string // in stderr
	}{
		{[]string{"testdata/ends.pbn"}, exitOK, ""},
		{[]string{}, exitUsage, "no PBN file"},
		{[]string{"--format", "xml", "testdata/ends.pbn"}, exitUsage, "--format"},
		{[]string{"--bogus", "testdata/ends.pbn"}, exitUsage, "bogus"},
		{[]string{"--threads", "0", "testdata/ends.pbn"}, exitUsage, "--threads"},
		{[]string{"--tt-mb", "0", "testdata/ends.pbn"}, exitUsage, "--tt-mb"},
		{[]string{"testdata/ends.pbn", "--format", "json"}, exitUsage, "before the files"},
		{[]string{"testdata/nosuch.pbn"}, exitInput, "testdata/nosuch.pbn"},
		{[]string{"testdata/mixed.pbn"}, exitInput, "mixed.pbn:9"},
		{[]string{"solve"}, exitUsage, "no PBN file"},
		{[]string{"solve", "--format", "pbn", "testdata/ends.pbn"}, exitUsage, "--format"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT"}, exitUsage, "--leader"},
		{[]string{"solve", "--deal", handDeal, "--trump", "Z", "--leader", "W"}, exitUsage, "--trump"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "X"}, exitUsage, "--leader"},
		{[]string{"solve", "--trump", "NT", "testdata/ends.pbn"}, exitUsage, "go with --deal"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "W", "testdata/ends.pbn"}, exitUsage, "not both"},
		{[]string{"solve", "--deal", "N:A2.K.. ..AQ.2 K..K.3 3...5", "--trump", "NT", "--leader", "W"}, exitInput, "--deal"},
		{[]string{"solve", "--deal", "N:A2.K.. ..AQ.2 K..K.3", "--trump", "NT", "--leader", "W"}, exitInput, "--deal"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "W", "--trick", "C9"}, exitInput, "C9 is not in W's hand"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "W", "--trick", "SA"}, exitInput, "SA is not in W's hand"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "W", "--trick", "XX"}, exitInput, "--trick"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "W", "--trick", "C5 SA DA CK"}, exitInput, "--trick"},
		{[]string{"solve", "--deal", "N:A2.K.. ..AQ.2 K..K.3 3...4", "--trump", "NT", "--leader", "W", "--trick", "SA"}, exitInput, "SA is played by W but held by N"},
		{[]string{"solve", "testdata/nosuch.pbn"}, exitInput, "testdata/nosuch.pbn"},
		{[]string{"solve", "--deal", handDeal, "--trump", "NT", "--leader", "W", "--trick", "C5 c5"}, exitInput, "c5 played twice"},
		{[]string{"solve", "--deal", "N:... ... ... ...", "--trump", "NT", "--leader", "W"}, exitInput, "--deal: "},
		{[]string{"testdata/empty.pbn"}, exitInput, "testdata/empty.pbn: no deals in the file"},
	}
	for _, tc := range tests {
		code, _, errOut := runSplit(t, tc.args...)
		if code != tc.want || !strings.Contains(errOut, tc.msg) || (tc.want == exitOK && errOut != "") {
			t.Errorf("run(%q) = %d, stderr %q; want %d and a message with %q", tc.args, code, errOut, tc.want, tc.msg)
		}
	}
}

// TestParFromTable checks the par plumbing on the first deal of DDS' list10.txt with DDS' own table
// and DealerPar answer ("PAR2 "-110" "2S-EW""), without solving the full deal.
func TestParFromTable(t *testing.T) {
	const pbn = `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
`
	games, errs := bridge.ReadPBN(strings.NewReader(pbn), "list10.pbn")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	// DDS: TABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6 (strains S, H, D, C, NT; declarers N, E,
	// S, W).
	dds := []int{5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6}
	var tab bridge.Table
	for i, n := range dds {
		tab[i%4][i/4] = n
	}
	var b bytes.Buffer
	if err := writeTableJSON(&b, tableOf(&games[0], tab)); err != nil {
		t.Fatal(err)
	}
	l := decodeJSONLines[tableOut](t, b.String())[0]
	if l.Par == nil || l.Par.Score != -110 || !reflect.DeepEqual(l.Par.Contracts, []string{"2S-EW"}) || l.Cards != 0 {
		t.Errorf("par %+v, cards %d; want -110 [2S-EW] and no cards field", l.Par, l.Cards)
	}
	if got := l.Tricks["E"]; !reflect.DeepEqual(got, row(6, 8, 6, 7, 5)) {
		t.Errorf("tricks[E] = %v; want %v", got, row(6, 8, 6, 7, 5))
	}
	b.Reset()
	if err := writeTableText(&b, tableOf(&games[0], tab), true); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Par -110: 2S-EW\n", "  E  6  8  6  7  5\n", "\nS AT942               S 873\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, b.String())
		}
	}
	if strings.Contains(b.String(), "End position") {
		t.Errorf("a full deal is called an end position:\n%s", b.String())
	}
}

// FuzzSolveFlags runs solve on arbitrary --deal, --trump, --leader and --trick values: whatever they
// hold, the command ends with exit 0, 1 or 2 and never panics, and on success it lists a value for
// at least one card, none above the tricks left. Deals of more than five cards a hand are skipped
// to keep each run short.
func FuzzSolveFlags(f *testing.F) {
	f.Add(handDeal, "NT", "W", "")
	f.Add(handDeal, "nt", "w", "C5 SA")
	f.Add("N:A2.K.. ..AQ.2 K..K.3 3...4", "S", "W", "C5")
	f.Add("N:AKQ... .AKQ.. ..AKQ. ...AKQ", "H", "E", "HA SK")
	f.Add("N:... ... ... ...", "C", "N", "")
	f.Add("S:A.-.-.- K... Q... J...", "D", "S", "SA SK SQ SJ")
	f.Fuzz(func(t *testing.T, deal, trump, leader, trick string) {
		if d, err := bridge.ParseDeal(deal); err == nil && d[bridge.North].Count() > 5 {
			t.Skip()
		}
		var out, errOut bytes.Buffer
		app := newApp()
		app.Writer, app.ErrWriter = &out, &errOut
		err := app.Run([]string{"cardsolve", "solve", "--format", "json", "--tt-mb", "1", "--threads", "1",
			"--deal", deal, "--trump", trump, "--leader", leader, "--trick", trick})
		if err != nil {
			var code cli.ExitCoder
			if !errors.As(err, &code) || (code.ExitCode() != exitInput && code.ExitCode() != exitUsage) {
				t.Fatalf("solve --deal %q --trump %q --leader %q --trick %q: error %v", deal, trump, leader, trick, err)
			}
			return
		}
		lines := decodeJSONLines[positionOut](t, out.String())
		if len(lines) != 1 {
			t.Fatalf("solve --deal %q: %d lines", deal, len(lines))
		}
		d, _ := bridge.ParseDeal(deal)
		left := 0
		for _, h := range d {
			left = max(left, h.Count())
		}
		vals := lines[0].values(t)
		if len(vals) == 0 {
			t.Fatalf("solve --deal %q --trick %q: no card values", deal, trick)
		}
		for c, v := range vals {
			if v < 0 || v > left {
				t.Fatalf("solve --deal %q --trick %q: %s takes %d of at most %d tricks", deal, trick, c, v, left)
			}
		}
	})
}
