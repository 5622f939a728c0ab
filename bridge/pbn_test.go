// pbn_test.go tests the PBN reader and writer: every import-format feature, every error, the
// double-dummy tags, the example files and the write-then-read round trip.

package bridge

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// describe summarises the fields of a game read from PBN.
func describe(g Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "board=%s deal=%s vul=%v", g.Board, g.Deal, g.Vulnerable)
	if g.HasDealer {
		fmt.Fprintf(&b, " dealer=%v", g.Dealer)
	}
	if g.HasStrain {
		fmt.Fprintf(&b, " strain=%v", g.Strain)
	}
	if g.HasDeclarer {
		fmt.Fprintf(&b, " declarer=%v", g.Declarer)
	}
	if g.HasLeader {
		fmt.Fprintf(&b, " leader=%v", g.Leader)
	}
	return b.String()
}

// describeTags lists the tags of a game as Name=Value, with the section lines after "|".
func describeTags(g Game) string {
	var parts []string
	for _, t := range g.Tags {
		s := t.Name + "=" + t.Value
		if len(t.Section) > 0 {
			s += "|" + strings.Join(t.Section, "|")
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

const (
	deal1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
	deal2 = "N:73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6 AKJ9842.K.T8.J93"
)

func TestReadPBN(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		games  []string // describe of each game
		tags   []string // describeTags of each game; nil: not checked
		header []string // Header of the first game; nil: not checked
	}{
		{
			name:  "one game",
			in:    `[Board "1"]` + "\n" + `[Dealer "N"]` + "\n" + `[Vulnerable "None"]` + "\n" + `[Deal "` + deal1 + `"]` + "\n",
			games: []string{"board=1 deal=" + deal1 + " vul=None dealer=N"},
			tags:  []string{"Board=1 Dealer=N Vulnerable=None Deal=" + deal1},
		},
		{
			name:  "several games, several empty lines between them",
			in:    `[Board "1"][Deal "` + deal1 + `"]` + "\n\n \t\n\n" + `[Board "2"][Deal "` + deal2 + `"]`,
			games: []string{"board=1 deal=" + deal1 + " vul=None", "board=2 deal=" + deal2 + " vul=None"},
		},
		{
			name:  "any first seat",
			in:    `[Deal "W:AKJ9842.K.T8.J93 73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6"]`,
			games: []string{"board= deal=" + deal2 + " vul=None"},
		},
		{
			name:  "lower case, ranks in any order, 10 for T, voids as - or empty",
			in:    `[Deal "e:234510jq.t.6.2jq8 -.34579j.23k57.49 78.26a.4qj10.5a107 ka69.8kq.89a.36k"]`,
			games: []string{"board= deal=N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 vul=None"},
		},
		{
			name: "escapes in tag values",
			in:   `[Event "say \"hi\" \\ bye"][Site "C:\\pbn\2R"][Deal "` + deal1 + `"]`,
			tags: []string{`Event=say "hi" \ bye Site=C:\pbn\2R Deal=` + deal1},
		},
		{
			name: "tag pairs across lines and several on a line",
			in:   "[ Board\n  \"7\"\n ] [Dealer\t\"S\"][Vulnerable \"EW\"]\n[Deal \"" + deal1 + "\"]",
			games: []string{
				"board=7 deal=" + deal1 + " vul=EW dealer=S",
			},
		},
		{
			name: "comments: ; to the end of the line, { } across lines and empty lines, tags inside are not tags",
			in: "{ first\n\n[Board \"99\"] still a comment }\n[Board \"1\"] ; [Dealer \"W\"]\n" +
				"[Deal \"" + deal1 + "\"] {\n[Dealer \"E\"]\n}\n[Dealer \"S\"]",
			games: []string{"board=1 deal=" + deal1 + " vul=None dealer=S"},
			tags:  []string{`Board=1|; [Dealer "W"] Deal=` + deal1 + `|{|[Dealer "E"]|} Dealer=S`},
			header: []string{
				"{ first", "", `[Board "99"] still a comment }`,
			},
		},
		{
			name: "escape lines: kept before the first tag, ignored inside a game, even inside a comment",
			in: "% PBN 2.1\n%Creator: me\n[Board \"1\"] {\n%}\n}\n%[Dealer \"W\"]\n[Deal \"" + deal1 + "\"]\n" +
				"  %not an escape line",
			games:  []string{"board=1 deal=" + deal1 + " vul=None"},
			tags:   []string{"Board=1|{|} Deal=" + deal1 + "| %not an escape line"},
			header: []string{"% PBN 2.1", "%Creator: me"},
		},
		{
			name: "CRLF line ends and a byte order mark",
			in: "\ufeff% PBN 2.1\r\n[Board \"1\"]\r\n[Deal \"" + deal1 + "\"]\r\n[Auction \"N\"]\r\n1NT Pass\r\n\r\n" +
				"[Board \"2\"]\r\n[Deal \"" + deal2 + "\"]\r\n",
			games:  []string{"board=1 deal=" + deal1 + " vul=None", "board=2 deal=" + deal2 + " vul=None"},
			tags:   []string{"Board=1 Deal=" + deal1 + " Auction=N|1NT Pass", "Board=2 Deal=" + deal2},
			header: []string{"% PBN 2.1"},
		},
		{
			name: "sections: auction, play with notes and a table with strings",
			in: "[Deal \"" + deal1 + "\"]\n[Auction \"N\"]\nPass 1S =1= 2H 4S\nAP\n[Note \"1:five cards\"]\n" +
				"[Play \"E\"]\nD7 D2 DK D5\n*\n[ScoreTable \"Contract\\4L;Names\\10L\"]\n4S \"A [B]\"\n",
			tags: []string{"Deal=" + deal1 + " Auction=N|Pass 1S =1= 2H 4S|AP Note=1:five cards Play=E|D7 D2 DK D5|* " +
				`ScoreTable=Contract\4L;Names\10L|4S "A [B]"`},
			games: []string{"board= deal=" + deal1 + " vul=None leader=E"},
		},
		{
			name: "inheritance with #: from the nearest previous game that has the tag, empty when none",
			in: "[Event \"Cup\"][Site \"#\"][Board \"1\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Board \"2\"][Deal \"" + deal2 + "\"]\n\n" +
				"[Event \"#\"][Board \"#\"][Deal \"#\"]",
			tags: []string{
				"Event=Cup Site= Board=1 Deal=" + deal1,
				"Board=2 Deal=" + deal2,
				"Event=Cup Board=2 Deal=" + deal2,
			},
		},
		{
			name: "inheritance with ##: for all later games until redefined; a game of ## tags only is a header",
			in: "% PBN 2.1\n[Event \"##Cup\"][Date \"##2026.11.20\"]\n\n" +
				"[Board \"1\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Date \"2026.11.21\"][Board \"2\"][Deal \"" + deal2 + "\"]\n\n" +
				"[Board \"3\"][Event \"#\"][Deal \"" + deal2 + "\"]\n\n" +
				"[Board \"4\"][Event \"##\"][Deal \"" + deal2 + "\"]\n\n" +
				"[Board \"5\"][Deal \"" + deal2 + "\"]",
			tags: []string{
				"Event=Cup Date=2026.11.20 Board=1 Deal=" + deal1,
				"Event=Cup Date=2026.11.21 Board=2 Deal=" + deal2,
				"Date=2026.11.21 Board=3 Event=Cup Deal=" + deal2,
				"Date=2026.11.21 Board=4 Event= Deal=" + deal2,
				"Event= Date=2026.11.21 Board=5 Deal=" + deal2,
			},
			header: []string{"% PBN 2.1"},
		},
		{
			name:  "a repeated tag is ignored but kept",
			in:    "[Dealer \"E\"][Dealer \"W\"][Deal \"" + deal1 + "\"][Deal \"-\"]",
			games: []string{"board= deal=" + deal1 + " vul=None dealer=E"},
			tags:  []string{"Dealer=E Dealer=W Deal=" + deal1 + " Deal=-"},
		},
		{
			name: "contracts, declarers and vulnerabilities",
			in: "[Board \"1\"][Contract \"4SX\"][Declarer \"^w\"][Vulnerable \"Love\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Board \"2\"][Contract \"3nt\"][Declarer \"?\"][Vulnerable \"all\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Board \"3\"][Contract \"Pass\"][Declarer \"\"][Vulnerable \"NS\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Board \"4\"][Contract \"7CXX\"][Dealer \"?\"][Vulnerable \"?\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Board \"5\"][Contract \"\"][Play \"\"][Vulnerable \"\"][Deal \"" + deal1 + "\"]\n\n" +
				"[Board \"6\"][Contract \"1D\"][Declarer \"s\"][Vulnerable \"both\"][Deal \"" + deal1 + "\"]",
			games: []string{
				"board=1 deal=" + deal1 + " vul=None strain=S declarer=W",
				"board=2 deal=" + deal1 + " vul=All strain=NT",
				"board=3 deal=" + deal1 + " vul=NS",
				"board=4 deal=" + deal1 + " vul=None strain=C",
				"board=5 deal=" + deal1 + " vul=None",
				"board=6 deal=" + deal1 + " vul=All strain=D declarer=S",
			},
		},
		{
			name: "end positions: fewer than 13 cards, trump from [Contract], leader from [Play]",
			in: "[Board \"1\"][Deal \"S:K..K.3 3...54 A2.K.. ..AQ.2\"][Contract \"H\"][Play \"e\"]\n\n" +
				"[Board \"2\"][Deal \"N:A... K... Q... J...\"][Contract \"NT\"][Play \"S\"]",
			games: []string{
				"board=1 deal=N:A2.K.. ..AQ.2 K..K.3 3...54 vul=None strain=H leader=E",
				"board=2 deal=N:A... K... Q... J... vul=None strain=NT leader=S",
			},
		},
		{
			name: "an unclosed comment at the end of the file is closed",
			in:   "[Deal \"" + deal1 + "\"] { open\n\nstill open",
			tags: []string{"Deal=" + deal1 + "|{ open||still open|}"},
		},
		{
			name:  "nothing but comments and escape lines",
			in:    "% PBN 2.1\n{ no games }\n\n; none here either\n",
			games: []string{},
		},
		{
			name:  "an empty file",
			in:    "",
			games: []string{},
		},
	}
	for _, tc := range tests {
		games, errs := ReadPBN(strings.NewReader(tc.in), "t.pbn")
		for _, err := range errs {
			t.Errorf("%s: ReadPBN: unexpected error %v", tc.name, err)
		}
		if tc.games != nil {
			got := make([]string, len(games))
			for i, g := range games {
				got[i] = describe(g)
			}
			if !reflect.DeepEqual(got, tc.games) {
				t.Errorf("%s: ReadPBN games = %q; want %q", tc.name, got, tc.games)
			}
		}
		if tc.tags != nil {
			got := make([]string, len(games))
			for i, g := range games {
				got[i] = describeTags(g)
			}
			if !reflect.DeepEqual(got, tc.tags) {
				t.Errorf("%s: ReadPBN tags = %q; want %q", tc.name, got, tc.tags)
			}
		}
		if tc.header != nil {
			if len(games) == 0 {
				t.Errorf("%s: ReadPBN returned no game; want a header %q", tc.name, tc.header)
			} else if !reflect.DeepEqual(games[0].Header, tc.header) {
				t.Errorf("%s: ReadPBN header = %q; want %q", tc.name, games[0].Header, tc.header)
			}
		}
	}
}

func TestReadPBNLinesAndComments(t *testing.T) {
	in := "% PBN 2.1\n{ intro }\n[Board \"1\"] ; one\n[Deal \"" + deal1 + "\"]\n\n\n[Board \"2\"]\n{ two\n lines }\n[Deal\n\"" + deal2 + "\"]\n"
	games, errs := ReadPBN(strings.NewReader(in), "t.pbn")
	if len(errs) != 0 || len(games) != 2 {
		t.Fatalf("ReadPBN = %d games, errors %v; want 2 games", len(games), errs)
	}
	for _, c := range []struct {
		what      string
		got, want any
	}{
		{"games[0].Line", games[0].Line, 3},
		{"games[0].Tags[1].Line", games[0].Tags[1].Line, 4},
		{"games[1].Line", games[1].Line, 7},
		{"games[1].Tags[1].Line", games[1].Tags[1].Line, 10},
		{"games[0].Comments", games[0].Comments, []string{"intro", "one"}},
		{"games[1].Comments", games[1].Comments, []string{"two\n lines"}},
		{"games[0].Header", games[0].Header, []string{"% PBN 2.1", "{ intro }"}},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("ReadPBN: %s = %q; want %q", c.what, c.got, c.want)
		}
	}
	if v, ok := games[1].TagValue("Deal"); !ok || v != deal2 {
		t.Errorf("TagValue(Deal) = %q, %v; want %q, true", v, ok, deal2)
	}
	if v, ok := games[1].TagValue("Event"); ok || v != "" {
		t.Errorf("TagValue(Event) = %q, %v; want \"\", false", v, ok)
	}
}

func TestReadPBNErrors(t *testing.T) {
	const d = "[Deal \"" + deal1 + "\"]"
	tests := []struct {
		in    string
		errs  []string
		games int
	}{
		{"[Board \"3\"]\n[Deal \"N:QJ6.K652.J85.T98 - K5.T83.KQ9.A7652 -\"]",
			[]string{`f.pbn:2: board 3: deal "N:QJ6.K652.J85.T98 - K5.T83.KQ9.A7652 -": hand of E is unknown (-); double-dummy analysis needs all four`}, 0},
		{"[Board \"3\"]\n[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A765 AT942.AQ4.32.KJ3\"]",
			[]string{`f.pbn:2: board 3: deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A765 AT942.AQ4.32.KJ3": hands have different sizes: N has 13 cards, S has 12`}, 0},
		{"[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ2\"]",
			[]string{`f.pbn:1: deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ2": card C2 appears in two hands`}, 0},
		{"[Deal \"N:... ... ... ...\"]",
			[]string{`f.pbn:1: deal "N:... ... ... ...": hands have 0 cards, want 1 to 13`}, 0},
		{"[Deal \"N:QJ6.K652.J85 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]",
			[]string{`f.pbn:1: deal "N:QJ6.K652.J85 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3": N: hand "QJ6.K652.J85" has 3 suits, want 4 separated by dots`}, 0},
		{"[Deal \"N:AKQ.2.. ... ... ...\"]",
			[]string{`f.pbn:1: deal "N:AKQ.2.. ... ... ...": hands have different sizes: N has 4 cards, E has 0`}, 0},
		{"[Board \"5\"]\n[Dealer \"S\"]",
			[]string{`f.pbn:1: board 5: no [Deal] tag`}, 0},
		{"[Board \"6\"]\n" + d + "\n[Contract \"4Z\"]",
			[]string{`f.pbn:3: board 6: tag Contract: bad contract "4Z" (want like 4S, 3NTX, Pass, or a denomination)`}, 0},
		{"[Board \"6\"]\n" + d + "\n[Contract \"8S\"]",
			[]string{`f.pbn:3: board 6: tag Contract: bad contract "8S" (want like 4S, 3NTX, Pass, or a denomination)`}, 0},
		{d + "\n[Dealer \"X\"]",
			[]string{`f.pbn:2: tag Dealer: bad seat "X" (want N, E, S or W)`}, 0},
		{d + "\n[Declarer \"NS\"]",
			[]string{`f.pbn:2: tag Declarer: bad seat "NS" (want N, E, S or W)`}, 0},
		{d + "\n[Play \"Q\"]",
			[]string{`f.pbn:2: tag Play: bad seat "Q" (want N, E, S or W)`}, 0},
		{d + "\n[Vulnerable \"Some\"]",
			[]string{`f.pbn:2: tag Vulnerable: bad vulnerability "Some" (want None, NS, EW or All)`}, 0},
		{"[Board \"7\"]\n[Event \"unclosed]\n" + d,
			[]string{`f.pbn:2: board 7: tag Event: value has no closing quote on its line`}, 0},
		{"[Board \"7\"]\n[Event \"x\" [Site \"y\"]\n" + d,
			[]string{`f.pbn:2: board 7: tag Event: want ] after the value, found '['`}, 0},
		{"[Board \"7\"]\n[\"x\"]\n" + d,
			[]string{`f.pbn:2: board 7: want a tag name after [, found '"'`}, 0},
		{"[Board 7]\n" + d,
			[]string{`f.pbn:1: tag Board: want a quoted value, found '7'`}, 0},
		{d + "\n[Board \"8\"\n\n" + d,
			[]string{`f.pbn:2: tag pair is not closed before the empty line`}, 1},
		{d + "\n\n[Board \"8\"",
			[]string{`f.pbn:3: tag pair is not closed at the end of the file`}, 1},
		{d + "\n[Event \"###\"]",
			[]string{`f.pbn:2: tag Event: value "#" would be read as inherited`}, 0},
		{"[Board \"1\"]" + d + "\n\n[Board \"2\"][Deal \"N:AK... ... ... ...\"]\n\n[Board \"3\"]" + d + "\n\n[Board \"4\"][Deal \"#\"]",
			[]string{`f.pbn:3: board 2: deal "N:AK... ... ... ...": hands have different sizes: N has 2 cards, E has 0`}, 3},
	}
	for _, tc := range tests {
		games, errs := ReadPBN(strings.NewReader(tc.in), "f.pbn")
		var got []string
		for _, err := range errs {
			if _, ok := err.(*PBNError); !ok {
				t.Errorf("ReadPBN(%q): error %v is a %T; want *PBNError", tc.in, err, err)
			}
			got = append(got, err.Error())
		}
		if !reflect.DeepEqual(got, tc.errs) {
			t.Errorf("ReadPBN(%q) errors = %q; want %q", tc.in, got, tc.errs)
		}
		if len(games) != tc.games {
			t.Errorf("ReadPBN(%q) = %d games; want %d", tc.in, len(games), tc.games)
		}
	}
}

func TestPBNErrorString(t *testing.T) {
	tests := []struct {
		e    PBNError
		want string
	}{
		{PBNError{File: "a.pbn", Line: 3, Board: "12", Msg: "bad"}, "a.pbn:3: board 12: bad"},
		{PBNError{File: "a.pbn", Line: 3, Msg: "bad"}, "a.pbn:3: bad"},
		{PBNError{Line: 9, Board: "1", Msg: "bad"}, "line 9: board 1: bad"},
	}
	for _, tc := range tests {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("%#v.Error() = %q; want %q", tc.e, got, tc.want)
		}
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, fmt.Errorf("disk on fire") }

func TestReadPBNReadError(t *testing.T) {
	games, errs := ReadPBN(failingReader{}, "x.pbn")
	if len(games) != 0 || len(errs) != 1 || errs[0].Error() != "x.pbn:0: reading: disk on fire" {
		t.Errorf("ReadPBN(failing reader) = %d games, %v; want 0 games, [x.pbn:0: reading: disk on fire]", len(games), errs)
	}
}

// readFile reads a PBN file of the repository, failing the test on any error.
func readFile(t *testing.T, path string) []Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, errs := ReadPBN(f, path)
	for _, err := range errs {
		t.Errorf("ReadPBN(%s): %v", path, err)
	}
	return games
}

func TestReadPBNExampleFiles(t *testing.T) {
	tests := []struct {
		path  string
		games []string
	}{
		{"../testdata/example.pbn", []string{
			"board=1 deal=N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3 vul=None dealer=N",
			"board=2 deal=N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 vul=NS dealer=E",
			"board=3 deal=N:AK8762.942.763.J QJ3.K.KJ8.KQT954 T54.QT83.AT9.862 9.AJ765.Q542.A73 vul=EW dealer=S",
			"board=4 deal=N:QJT96543.4.AJ.A5 .KQJ976.742.7642 72.T52.Q98653.T3 AK8.A83.KT.KQJ98 vul=All dealer=W",
			"board=5 deal=N:KT.6.AKQ64.A7654 Q53.KT9874.T2.Q2 AJ876.A2.953.KJT 942.QJ53.J87.983 vul=NS dealer=N",
			"board=6 deal=N:96.KJ63.92.A6543 A87.9752.AQ63.87 KJ4.T8.KJT54.KQ2 QT532.AQ4.87.JT9 vul=EW dealer=E",
		}},
		{"testdata/pbn/import.pbn", []string{
			"board=1 deal=" + deal2 + " vul=None dealer=N strain=H declarer=S leader=W",
			"board=2 deal=N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 vul=All dealer=E",
			"board=3 deal=N:QJT96543.4.AJ.A5 .KQJ976.742.7642 72.T52.Q98653.T3 AK8.A83.KT.KQJ98 vul=None dealer=W strain=NT declarer=N",
			"board=4 deal=N:AK.Q.. ..AQ.2 Q..K.3 3...54 vul=NS dealer=S strain=NT leader=W",
		}},
		{"testdata/pbn/endpos.pbn", []string{
			"board=1 deal=N:A2.K.. ..AQ.2 K..K.3 3...54 vul=None strain=NT leader=W",
			"board=2 deal=N:A... K... Q... J... vul=None strain=S leader=N",
			"board=3 deal=N:AKQ.32.. ..AKQ.32 JT9...AK .AKQ.JT. vul=None strain=H declarer=W leader=N",
		}},
	}
	for _, tc := range tests {
		games := readFile(t, tc.path)
		got := make([]string, len(games))
		for i, g := range games {
			got[i] = describe(g)
		}
		if !reflect.DeepEqual(got, tc.games) {
			t.Errorf("ReadPBN(%s) = %q; want %q", tc.path, got, tc.games)
		}
	}
}

func TestReadPBNImportFileTags(t *testing.T) {
	games := readFile(t, "testdata/pbn/import.pbn")
	if len(games) != 4 {
		t.Fatalf("ReadPBN(import.pbn) = %d games; want 4", len(games))
	}
	want := []string{
		`Event=Club "Evening" Pairs Site=Utrecht \ NLD Date=2026.11.20 Board=1 Dealer=n|; lower-case dealer Vulnerable=none ` +
			`Deal=w:2489jka.k.8t.3j9 37.q10j.a4q5.75102 6Tq.786.9jk.4aq8 5.A95432.7632.K6 Declarer=S Contract=4hx Result=9 ` +
			`Auction=N|Pass 1S 2H =1= 4S|Pass Pass 5H X ; a sacrifice|AP Note=1:weak Play=W|SA S3 SQ S5|HK HT H6 HA|*`,
		`Site=Utrecht \ NLD Date=2026.11.20 Event=Club "Evening" Pairs Board=2 Dealer=E Vulnerable=Both ` +
			`Deal=E:QJT5432.T.6.QJ82 -.J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63 Contract=Pass Declarer=`,
		`Event=Club "Evening" Pairs Site=Utrecht \ NLD Board=3 Dealer=W Vulnerable=- ` +
			`Deal=W:AK8.A83.KT.KQJ98 QJT96543.4.AJ.A5 .KQJ976.742.7642 72.T52.Q98653.T3 ` +
			`Date=2026.11.21|{ the next boards were played a day later } Contract=3NT Declarer=N`,
		`Event=Club "Evening" Pairs Site=Utrecht \ NLD Date=2026.11.21 Board=4 Dealer=S Vulnerable=ns ` +
			`Deal=N:AK.Q.. ..AQ.2 Q..K.3 3.-.-.54 Contract=nt Play=w`,
	}
	for i, g := range games {
		if got := describeTags(g); got != want[i] {
			t.Errorf("ReadPBN(import.pbn) game %d tags = %q; want %q", i+1, got, want[i])
		}
	}
	wantHeader := []string{"% PBN 2.1", "% IMPORT", "%Creator: written by hand for the cardsolve tests",
		`{ Games in import format: lower case, ranks in any order, "10" for T,`,
		`voids written "-", tag pairs across lines, comments and inheritance.`,
		`[Event "not a tag: this is inside a comment"]`, "",
		"The empty line above does not end the game. }"}
	if !reflect.DeepEqual(games[0].Header, wantHeader) {
		t.Errorf("ReadPBN(import.pbn) header = %q; want %q", games[0].Header, wantHeader)
	}
	if want := []string{"% an escape line inside the file is ignored"}; !reflect.DeepEqual(games[2].Header, want) {
		t.Errorf("ReadPBN(import.pbn) game 3 header = %q; want %q", games[2].Header, want)
	}
}

func TestReadPBNBadFile(t *testing.T) {
	f, err := os.Open("testdata/pbn/bad.pbn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, errs := ReadPBN(f, "bad.pbn")
	var got []string
	for _, err := range errs {
		got = append(got, err.Error())
	}
	want := []string{
		`bad.pbn:8: board 2: deal "E:QJT5432.T.6.QJ82 - 87.A62.QJT4.AT75 -": hand of S is unknown (-); double-dummy analysis needs all four`,
		`bad.pbn:11: board 3: deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A765 AT942.AQ4.32.KJ3": hands have different sizes: N has 13 cards, S has 12`,
		`bad.pbn:14: board 4: deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ2": card C2 appears in two hands`,
		`bad.pbn:16: board 5: no [Deal] tag`,
		`bad.pbn:21: board 6: tag Contract: bad contract "4Z" (want like 4S, 3NTX, Pass, or a denomination)`,
		`bad.pbn:24: board 7: tag Event: value has no closing quote on its line`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadPBN(bad.pbn) errors = %q; want %q", got, want)
	}
	var boards []string
	for _, g := range games {
		boards = append(boards, g.Board)
	}
	if !reflect.DeepEqual(boards, []string{"1", "8"}) {
		t.Errorf("ReadPBN(bad.pbn) boards = %q; want [1 8]", boards)
	}
}

// ddsTables reads the deals and double-dummy tables of a DDS list file: "PBN dealer vul trump
// leader deal" lines followed by "TABLE" with strains S, H, D, C, NT, each for declarer N, E, S, W.
func ddsTables(t *testing.T, path string) map[Deal]Table {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[Deal]Table{}
	var d Deal
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "PBN "):
			q := strings.Index(line, `"`)
			d, err = ParseDeal(strings.Trim(line[q:], `" `))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		case strings.HasPrefix(line, "TABLE "):
			f := strings.Fields(line)[1:]
			if len(f) != 20 {
				t.Fatalf("%s: TABLE line with %d numbers", path, len(f))
			}
			var tab Table
			for i, s := range f {
				n, err := strconv.Atoi(s)
				if err != nil {
					t.Fatal(err)
				}
				tab[i%4][i/4] = n
			}
			out[d] = tab
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDoubleDummyTagsAgainstDDS(t *testing.T) {
	tables := ddsTables(t, "../testdata/dds/list10.txt")
	games := readFile(t, "testdata/pbn/dd.pbn")
	if len(games) != 10 || len(tables) != 10 {
		t.Fatalf("dd.pbn has %d games and list10.txt %d tables; want 10 and 10", len(games), len(tables))
	}
	for _, g := range games {
		want, ok := tables[g.Deal]
		if !ok {
			t.Errorf("board %s: deal %v is not in list10.txt", g.Board, g.Deal)
			continue
		}
		ddt, _ := g.TagValue(DoubleDummyTricksTag)
		if got := FormatDoubleDummyTricks(want); got != ddt {
			t.Errorf("board %s: FormatDoubleDummyTricks(%v) = %q; want %q", g.Board, want, got, ddt)
		}
		if got, err := ParseDoubleDummyTricks(ddt); err != nil || got != want {
			t.Errorf("board %s: ParseDoubleDummyTricks(%q) = %v, %v; want %v", g.Board, ddt, got, err, want)
		}
		ort := g.tag(OptimumResultTableTag)
		if got, err := ParseOptimumResultRows(ort.Section); err != nil || got != want {
			t.Errorf("board %s: ParseOptimumResultRows = %v, %v; want %v", g.Board, got, err, want)
		}
		if got := OptimumResultRows(want); !reflect.DeepEqual(got, ort.Section) {
			t.Errorf("board %s: OptimumResultRows(%v) = %q; want %q", g.Board, want, got, ort.Section)
		}
		// Replacing the tags with the same table changes nothing.
		g2 := g
		g2.Tags = append([]Tag(nil), g.Tags...)
		g2.SetDoubleDummy(want)
		if !reflect.DeepEqual(g2.Tags, g.Tags) {
			t.Errorf("board %s: SetDoubleDummy(%v) changed the tags to %q; want %q", g.Board, want, describeTags(g2), describeTags(g))
		}
	}
}

func TestFormatDoubleDummyTricks(t *testing.T) {
	var tab Table
	for d := Seat(0); d < NumSeats; d++ {
		for s := Strain(0); s < NumStrains; s++ {
			tab[d][s] = int(d)*3 + int(s) - 1
		}
	}
	// tab[N] = -1 0 1 2 3, tab[E] = 2..6, tab[S] = 5..9, tab[W] = 8..12, strains S H D C NT.
	tests := []struct {
		t    Table
		want string
	}{
		{Table{}, "00000000000000000000"},
		{tab, "3?0129567862345c89ab"},
		{Table{{13, 13, 13, 13, 13}, {0, 1, 2, 3, 4}, {10, 11, 12, 13, 0}, {14, 0, 0, 0, 0}}, "ddddd0abcd401230?000"},
	}
	for _, tc := range tests {
		if got := FormatDoubleDummyTricks(tc.t); got != tc.want {
			t.Errorf("FormatDoubleDummyTricks(%v) = %q; want %q", tc.t, got, tc.want)
		}
	}
}

func TestParseDoubleDummyTricks(t *testing.T) {
	tests := []struct {
		in   string
		want Table
		err  string
	}{
		{"65657656576867568675", Table{{5, 6, 5, 7, 6}, {8, 6, 7, 5, 6}, {5, 6, 5, 7, 6}, {8, 6, 7, 5, 6}}, ""},
		{" DDDDD0BCD0401230D000\t", Table{{13, 13, 13, 13, 13}, {0, 1, 2, 3, 4}, {11, 12, 13, 0, 0}, {13, 0, 0, 0, 0}}, ""},
		{"6565765657686756867", Table{}, `double-dummy tricks "6565765657686756867": 19 characters, want 20 hex digits`},
		{"656576565768675686755", Table{}, `double-dummy tricks "656576565768675686755": 21 characters, want 20 hex digits`},
		{"6565765657686756867e", Table{}, `double-dummy tricks "6565765657686756867e": bad digit 'e' (want 0 to d)`},
		{"6565765657686756867g", Table{}, `double-dummy tricks "6565765657686756867g": bad digit 'g' (want 0 to d)`},
		{"+565765657686756867a", Table{}, `double-dummy tricks "+565765657686756867a": bad digit '+' (want 0 to d)`},
	}
	for _, tc := range tests {
		got, err := ParseDoubleDummyTricks(tc.in)
		var msg string
		if err != nil {
			msg = err.Error()
		}
		if msg != tc.err || (err == nil && got != tc.want) {
			t.Errorf("ParseDoubleDummyTricks(%q) = %v, %q; want %v, %q", tc.in, got, msg, tc.want, tc.err)
		}
	}
}

func TestParseOptimumResultRows(t *testing.T) {
	var tab Table
	var rows []string
	for _, d := range []string{"W", "N", "E", "S"} {
		for _, s := range []string{"S", "H", "D", "C", "NT"} {
			seat, _ := ParseSeat(d)
			strain, _ := ParseStrain(s)
			tab[seat][strain] = (int(seat)*5 + int(strain)) % 14
			rows = append(rows, fmt.Sprintf("%s %s %d", d, s, tab[seat][strain]))
		}
	}
	plus := func(front []string, back ...string) []string {
		return append(append([]string(nil), front...), back...)
	}
	tests := []struct {
		lines []string
		want  Table
		err   string
	}{
		{rows, tab, ""},
		{plus([]string{"; other order", ""}, rows...), tab, ""},
		{rows[1:], Table{}, "optimum result table has 19 rows, want 20"},
		{plus([]string{"W S 3"}, rows[1:]...), tab, ""},
		{plus(rows[1:], "W S 3", "W S 4"), Table{}, `optimum result row "W S 4": W S given twice`},
		{plus(rows[1:], "W S"), Table{}, `optimum result row "W S": want declarer, denomination and tricks`},
		{plus(rows[1:], "X S 3"), Table{}, `optimum result row "X S 3": bad seat "X" (want N, E, S or W)`},
		{plus(rows[1:], "W Z 3"), Table{}, `optimum result row "W Z 3": bad strain "Z" (want NT, S, H, D or C)`},
		{plus(rows[1:], "W S 14"), Table{}, `optimum result row "W S 14": bad number of tricks "14" (want 0 to 13)`},
	}
	tests[3].want[West][Spades] = 3
	for _, tc := range tests {
		got, err := ParseOptimumResultRows(tc.lines)
		var msg string
		if err != nil {
			msg = err.Error()
		}
		if msg != tc.err || (err == nil && got != tc.want) {
			t.Errorf("ParseOptimumResultRows(%q) = %v, %q; want %v, %q", tc.lines, got, msg, tc.want, tc.err)
		}
	}
}

func TestSetDoubleDummy(t *testing.T) {
	tab := Table{{5, 6, 5, 7, 6}, {8, 6, 7, 5, 6}, {5, 6, 5, 7, 6}, {8, 6, 7, 5, 6}}
	const ddt = "DoubleDummyTricks=65657656576867568675"
	ort := "OptimumResultTable=" + OptimumResultColumns + "|" + strings.Join(OptimumResultRows(tab), "|")
	tests := []struct {
		in   string
		want string
	}{
		{"[Board \"1\"][Deal \"" + deal1 + "\"]",
			"Board=1 Deal=" + deal1 + " " + ddt + " " + ort},
		{"[Board \"1\"][DoubleDummyTricks \"00000000000000000000\"] { kept }\n[Deal \"" + deal1 + "\"]",
			"Board=1 " + ddt + "|{ kept } " + ort + " Deal=" + deal1},
		{"[OptimumResultTable \"x\"]\nN S 1\n[Board \"1\"][Deal \"" + deal1 + "\"]",
			ddt + " " + ort + " Board=1 Deal=" + deal1},
		{"[DoubleDummyTricks \"1\"][Deal \"" + deal1 + "\"][OptimumResultTable \"x\"]\nN S 1\n[DoubleDummyTricks \"2\"][OptimumResultTable \"y\"]\n[Play \"W\"]\nSA",
			ddt + " Deal=" + deal1 + " " + ort + " Play=W|SA"},
	}
	for _, tc := range tests {
		games, errs := ReadPBN(strings.NewReader(tc.in), "t.pbn")
		if len(games) != 1 || len(errs) != 0 {
			t.Fatalf("ReadPBN(%q) = %d games, %v; want 1 game", tc.in, len(games), errs)
		}
		games[0].SetDoubleDummy(tab)
		if got := describeTags(games[0]); got != tc.want {
			t.Errorf("SetDoubleDummy on %q: tags = %q; want %q", tc.in, got, tc.want)
		}
	}
}

func TestNewGame(t *testing.T) {
	d, _ := ParseDeal(deal1)
	g := NewGame("12", West, VulNS, d)
	var b bytes.Buffer
	if err := WritePBN(&b, []Game{g}); err != nil {
		t.Fatal(err)
	}
	want := "[Board \"12\"]\n[Dealer \"W\"]\n[Vulnerable \"NS\"]\n[Deal \"W:AT942.AQ4.32.KJ3 QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652\"]\n"
	if b.String() != want {
		t.Errorf("WritePBN(NewGame(12, W, NS, %v)) = %q; want %q", d, b.String(), want)
	}
	games, errs := ReadPBN(&b, "t.pbn")
	if len(errs) != 0 || len(games) != 1 {
		t.Fatalf("ReadPBN(WritePBN(NewGame)) = %d games, %v; want 1 game", len(games), errs)
	}
	if diff := gameDiff(g, games[0]); diff != "" {
		t.Errorf("ReadPBN(WritePBN(NewGame)): %s", diff)
	}
}

// gameDiff describes how two games differ in what a PBN file says about them, or returns "".
func gameDiff(a, b Game) string {
	if describe(a) != describe(b) {
		return fmt.Sprintf("fields %q; want %q", describe(b), describe(a))
	}
	if len(a.Tags) != len(b.Tags) {
		return fmt.Sprintf("tags %q; want %q", describeTags(b), describeTags(a))
	}
	for i := range a.Tags {
		x, y := a.Tags[i], b.Tags[i]
		if x.Name != y.Name || x.Value != y.Value || !reflect.DeepEqual(x.Section, y.Section) {
			return fmt.Sprintf("tag %d = %q %q %q; want %q %q %q", i, y.Name, y.Value, y.Section, x.Name, x.Value, x.Section)
		}
	}
	if !reflect.DeepEqual(a.Header, b.Header) {
		return fmt.Sprintf("header %q; want %q", b.Header, a.Header)
	}
	return ""
}

// roundTrip writes games and reads them back, reporting every difference.
func roundTrip(t *testing.T, what string, games []Game) {
	t.Helper()
	var b bytes.Buffer
	if err := WritePBN(&b, games); err != nil {
		t.Errorf("%s: WritePBN: %v", what, err)
		return
	}
	again, errs := ReadPBN(bytes.NewReader(b.Bytes()), "again.pbn")
	for _, err := range errs {
		t.Errorf("%s: ReadPBN(WritePBN(games)): %v\n%s", what, err, b.String())
	}
	if len(again) != len(games) {
		t.Errorf("%s: ReadPBN(WritePBN(games)) = %d games; want %d\n%s", what, len(again), len(games), b.String())
		return
	}
	for i := range games {
		if diff := gameDiff(games[i], again[i]); diff != "" {
			t.Errorf("%s: ReadPBN(WritePBN(games)) game %d: %s\n%s", what, i+1, diff, b.String())
		}
	}
}

func TestWritePBNRoundTrip(t *testing.T) {
	paths, err := filepath.Glob("testdata/pbn/*.pbn")
	if err != nil {
		t.Fatal(err)
	}
	paths = append(paths, "../testdata/example.pbn")
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games, _ := ReadPBN(bytes.NewReader(data), path)
		roundTrip(t, path, games)
	}
	for i, in := range []string{
		"[Event \"a\\\\\"][Site \"b\\\\\\\"c\"][Note \"\\x\\\\\"][Deal \"" + deal1 + "\"]",
		"[Deal \"" + deal1 + "\"] %x {\n%}\n\n  %y }\n[Play \"N\"]\n\"open [string",
		"{\n\n}\n[Deal \"" + deal1 + "\"] { a\n\n b\n%c",
		"[Event \"##\"][Date \"##2026\"]\n\n%\n[Board \"1\"][Deal \"" + deal1 + "\"]\n\n[Deal \"" + deal2 + "\"][Date \"x\"]\n\n{c}\n\n[Deal \"" + deal1 + "\"]",
	} {
		games, errs := ReadPBN(strings.NewReader(in), "t.pbn")
		if len(errs) != 0 || len(games) == 0 {
			t.Errorf("input %d: ReadPBN(%q) = %d games, %v; want games and no error", i, in, len(games), errs)
		}
		roundTrip(t, fmt.Sprintf("input %d", i), games)
	}
}

func TestWritePBNWithDoubleDummy(t *testing.T) {
	games := readFile(t, "../testdata/example.pbn")
	tab := Table{{5, 6, 5, 7, 6}, {8, 6, 7, 5, 6}, {5, 6, 5, 7, 6}, {8, 6, 7, 5, 6}}
	for i := range games {
		games[i].SetDoubleDummy(tab)
	}
	roundTrip(t, "example.pbn with double-dummy tags", games)
	var b bytes.Buffer
	if err := WritePBN(&b, games[:1]); err != nil {
		t.Fatal(err)
	}
	want := `% PBN 2.1
[Event "cardsolve example"]
[Site "DDS test suite, list10.txt"]
[Date "2026.11.22"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[DoubleDummyTricks "65657656576867568675"]
[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
N NT  6
N  S  5
N  H  6
N  D  5
N  C  7
S NT  6
S  S  5
S  H  6
S  D  5
S  C  7
E NT  6
E  S  8
E  H  6
E  D  7
E  C  5
W NT  6
W  S  8
W  H  6
W  D  7
W  C  5
`
	if b.String() != want {
		t.Errorf("WritePBN(example board 1 with tags) = %q; want %q", b.String(), want)
	}
}

func TestWritePBNErrors(t *testing.T) {
	d, _ := ParseDeal(deal1)
	good := NewGame("1", North, VulNone, d)
	with := func(f func(g *Game)) Game {
		g := good
		g.Tags = append([]Tag(nil), good.Tags...)
		f(&g)
		return g
	}
	tests := []struct {
		g    Game
		want string
	}{
		{Game{Board: "3"}, `game 2 (board "3"): no tags`},
		{with(func(g *Game) { g.Tags[0].Name = "Bad Name" }), `game 2 (board "1"): bad tag name "Bad Name" (want letters, digits and _)`},
		{with(func(g *Game) { g.Tags[0].Name = "" }), `game 2 (board "1"): bad tag name "" (want letters, digits and _)`},
		{with(func(g *Game) { g.Tags[0].Value = "a\nb" }), `game 2 (board "1"): tag Board: value holds a newline`},
		{with(func(g *Game) { g.Tags[1].Section = []string{"a\nb"} }), `game 2 (board "1"): tag Dealer: line "a\nb" holds a newline`},
		{with(func(g *Game) { g.Tags[1].Section = []string{"{ open"} }), `game 2 (board "1"): tag Dealer: ends inside a { comment`},
		{with(func(g *Game) { g.Tags[1].Section = []string{`x [Board "2"]`} }), `game 2 (board "1"): tag Dealer: line "x [Board \"2\"]" would start a tag pair`},
		{with(func(g *Game) { g.Header = []string{"{", "%}"} }), `game 2 (board "1"): header: ends inside a { comment`},
	}
	for _, tc := range tests {
		var b bytes.Buffer
		err := WritePBN(&b, []Game{good, tc.g})
		if err == nil || err.Error() != tc.want {
			t.Errorf("WritePBN(%q) = %v; want %s", describeTags(tc.g), err, tc.want)
		}
		if !strings.HasPrefix(b.String(), "[Board \"1\"]") {
			t.Errorf("WritePBN(%q) wrote %q; want the first game", describeTags(tc.g), b.String())
		}
	}
}

func TestWritePBNLines(t *testing.T) {
	d, _ := ParseDeal(deal1)
	g := NewGame("1", North, VulNone, d)
	g.Header = []string{"% PBN 2.1", "", "{", "", "}", ""}
	g.Tags[3].Section = []string{"%x", "", "{ a", "", "b }", "", `"{" ; {`, ""}
	var b bytes.Buffer
	if err := WritePBN(&b, []Game{g, g}); err != nil {
		t.Fatal(err)
	}
	one := "% PBN 2.1\n{\n\n}\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + deal1 + "\"]\n %x\n{ a\n\nb }\n\"{\" ; {\n"
	if want := one + "\n" + one; b.String() != want {
		t.Errorf("WritePBN = %q; want %q", b.String(), want)
	}
}
