// par_test.go checks Par and DealerPar against DDS' answers in testdata/dds and on hand-made tables.

package bridge

import (
	"bufio"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// parCase is one deal of a DDS test list: dealer, vulnerability, double-dummy table, and DDS' Par
// (four strings) and DealerPar (score, then contracts) answers.
type parCase struct {
	where  string // file:line of the PBN line
	dealer Seat
	vul    Vulnerability
	table  Table
	par    []string
	par2   []string
}

var quotedRE = regexp.MustCompile(`"([^"]*)"`)

// readParCases reads the PBN, TABLE, PAR and PAR2 lines of a DDS test list such as
// testdata/dds/list100.txt and returns the deals that have all four.
func readParCases(path string) ([]parCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		cases []parCase
		cur   *parCase
		seen  int // lines of the current deal read so far: bit 0 TABLE, 1 PAR, 2 PAR2
	)
	flush := func() {
		if cur != nil && seen == 7 {
			cases = append(cases, *cur)
		}
		cur, seen = nil, 0
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		where := filepath.Base(path) + ":" + strconv.Itoa(line)
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		quoted := func() []string {
			var out []string
			for _, m := range quotedRE.FindAllStringSubmatch(text, -1) {
				out = append(out, m[1])
			}
			return out
		}
		switch fields[0] {
		case "PBN":
			flush()
			if len(fields) < 5 {
				return nil, &parseError{where, "short PBN line"}
			}
			dealer, err1 := strconv.Atoi(fields[1])
			vul, err2 := strconv.Atoi(fields[2])
			if err1 != nil || err2 != nil || dealer < 0 || dealer > 3 || vul < 0 || vul > 3 {
				return nil, &parseError{where, "bad dealer or vulnerability"}
			}
			cur = &parCase{where: where, dealer: Seat(dealer), vul: Vulnerability(vul)}
		case "TABLE":
			if cur == nil || len(fields) != 21 {
				return nil, &parseError{where, "TABLE without PBN or without 20 numbers"}
			}
			for i, s := range fields[1:] {
				n, err := strconv.Atoi(s)
				if err != nil || n < 0 || n > 13 {
					return nil, &parseError{where, "bad trick count " + s}
				}
				// Strains S, H, D, C, NT, each for declarer N, E, S, W.
				cur.table[i%4][i/4] = n
			}
			seen |= 1
		case "PAR":
			if cur == nil {
				return nil, &parseError{where, "PAR without PBN"}
			}
			cur.par = quoted()
			seen |= 2
		case "PAR2":
			if cur == nil {
				return nil, &parseError{where, "PAR2 without PBN"}
			}
			cur.par2 = quoted()
			seen |= 4
		}
	}
	flush()
	return cases, sc.Err()
}

type parseError struct{ where, msg string }

func (e *parseError) Error() string { return e.where + ": " + e.msg }

// parFiles are the DDS lists with par answers; the first two are the ones the par code must match.
var parFiles = []string{"list100.txt", "list300.txt", "list1.txt", "list10.txt", "largest.txt", "thomas1.txt", "thomas2.txt"}

func loadParCases(t *testing.T, name string) []parCase {
	t.Helper()
	cases, err := readParCases(filepath.Join("..", "testdata", "dds", name))
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestReadParCases(t *testing.T) {
	want := map[string]int{"list100.txt": 100, "list300.txt": 300}
	for name, n := range want {
		cases := loadParCases(t, name)
		if len(cases) != n {
			t.Errorf("readParCases(%s) = %d deals; want %d", name, len(cases), n)
		}
	}
	// The first deal of list100.txt, spelled out.
	c := loadParCases(t, "list100.txt")[0]
	if c.dealer != North || c.vul != VulNone {
		t.Errorf("readParCases(list100.txt)[0] dealer, vul = %v, %v; want N, None", c.dealer, c.vul)
	}
	if got := c.table[East][Spades]; got != 8 {
		t.Errorf("readParCases(list100.txt)[0].table[E][S] = %d; want 8", got)
	}
	if got := c.table[West][NoTrump]; got != 6 {
		t.Errorf("readParCases(list100.txt)[0].table[W][NT] = %d; want 6", got)
	}
	if got := c.table[South][Clubs]; got != 7 {
		t.Errorf("readParCases(list100.txt)[0].table[S][C] = %d; want 7", got)
	}
	wantPar := []string{"NS -110", "EW 110", "NS:EW 2S", "EW:EW 2S"}
	if !reflect.DeepEqual(c.par, wantPar) {
		t.Errorf("readParCases(list100.txt)[0].par = %q; want %q", c.par, wantPar)
	}
	if wantPar2 := []string{"-110", "2S-EW"}; !reflect.DeepEqual(c.par2, wantPar2) {
		t.Errorf("readParCases(list100.txt)[0].par2 = %q; want %q", c.par2, wantPar2)
	}
}

func TestParDDS(t *testing.T) {
	for _, name := range parFiles {
		cases := loadParCases(t, name)
		if len(cases) == 0 {
			t.Errorf("%s: no deals with par answers", name)
		}
		ok := 0
		for _, c := range cases {
			p := Par(c.table, c.vul)
			got := p.Strings()
			if !reflect.DeepEqual(got[:], c.par) {
				t.Errorf("%s: Par(%v, %v) = %q; want %q", c.where, c.table, c.vul, got, c.par)
				continue
			}
			ok++
		}
		t.Logf("%s: Par matches DDS on %d of %d deals", name, ok, len(cases))
	}
}

func TestDealerParDDS(t *testing.T) {
	for _, name := range parFiles {
		cases := loadParCases(t, name)
		ok := 0
		for _, c := range cases {
			r := DealerPar(c.table, c.dealer, c.vul)
			got := append([]string{strconv.Itoa(r.Score)}, r.Contracts...)
			if !reflect.DeepEqual(got, c.par2) {
				t.Errorf("%s: DealerPar(%v, %v, %v) = %q; want %q", c.where, c.table, c.dealer, c.vul, got, c.par2)
				continue
			}
			ok++
		}
		t.Logf("%s: DealerPar matches DDS on %d of %d deals", name, ok, len(cases))
	}
}

// tableOf builds a table from 20 trick counts in DDS' TABLE order: strains S, H, D, C, NT, each
// for declarer N, E, S, W.
func tableOf(tricks ...int) Table {
	var t Table
	for i, n := range tricks {
		t[i%4][i/4] = n
	}
	return t
}

func TestParHandMade(t *testing.T) {
	var (
		// Nobody can take 7 tricks anywhere.
		flat = tableOf(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)
		// North and East can both make 1NT, nothing else makes.
		hot = tableOf(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 6, 6)
		// North-South make 4S; East-West make 8 tricks in hearts: 5H doubled is 3 down.
		game = tableOf(10, 3, 10, 3, 5, 8, 5, 8, 7, 6, 7, 6, 7, 6, 7, 6, 8, 5, 8, 5)
		// As game, but East-West make 9 tricks in hearts: 5H doubled, 2 down, is cheaper.
		sac = tableOf(10, 3, 10, 3, 5, 9, 5, 9, 7, 6, 7, 6, 7, 6, 7, 6, 8, 5, 8, 5)
	)
	tests := []struct {
		name    string
		t       Table
		dealer  Seat
		vul     Vulnerability
		par     [4]string
		dealer2 ParResult
	}{
		{"flat", flat, North, VulNone, [4]string{"NS 0", "EW 0", "NS:", "EW:"}, ParResult{0, []string{"pass"}}},
		{"hot N", hot, North, VulNone, [4]string{"NS 90", "EW 90", "NS:N 1N", "EW:E 1N"}, ParResult{90, []string{"1N-N"}}},
		{"hot E", hot, East, VulNone, [4]string{"NS 90", "EW 90", "NS:N 1N", "EW:E 1N"}, ParResult{-90, []string{"1N-E"}}},
		{"hot S", hot, South, VulNone, [4]string{"NS 90", "EW 90", "NS:N 1N", "EW:E 1N"}, ParResult{90, []string{"1N-N"}}},
		{"game", game, North, VulNone, [4]string{"NS 420", "EW -420", "NS:NS 4S", "EW:NS 4S"}, ParResult{420, []string{"4S-NS"}}},
		{"sac", sac, West, VulNone, [4]string{"NS 300", "EW -300", "NS:EW 5Hx", "EW:EW 5Hx"}, ParResult{300, []string{"5H*-EW-2"}}},
	}
	for _, tc := range tests {
		if got := Par(tc.t, tc.vul).Strings(); got != tc.par {
			t.Errorf("%s: Par(%v, %v) = %q; want %q", tc.name, tc.t, tc.vul, got, tc.par)
		}
		if got := DealerPar(tc.t, tc.dealer, tc.vul); !reflect.DeepEqual(got, tc.dealer2) {
			t.Errorf("%s: DealerPar(%v, %v, %v) = %v; want %v", tc.name, tc.t, tc.dealer, tc.vul, got, tc.dealer2)
		}
	}
}

func TestParStrings(t *testing.T) {
	r := ParResult{Score: -300, Contracts: []string{"3C*-EW-1", "2N*-EW-1"}}
	if got, want := r.String(), `"-300" "3C*-EW-1" "2N*-EW-1"`; got != want {
		t.Errorf("%#v.String() = %s; want %s", r, got, want)
	}
	p := SidesPar{NSScore: -110, EWScore: 110, NS: "NS:EW 2S", EW: "EW:EW 2S"}
	if got, want := p.String(), `"NS -110" "EW 110" "NS:EW 2S" "EW:EW 2S"`; got != want {
		t.Errorf("%#v.String() = %s; want %s", p, got, want)
	}
}

func TestParPayingDown(t *testing.T) {
	tests := []struct {
		score  int
		sacVul bool
		want   int
	}{
		{90, false, 0},  // 1NT: even one down doubled costs 100
		{110, false, 1}, // 2H
		{110, true, 0},
		{400, false, 2}, // 3NT: 300 < 400 < 500
		{620, false, 3}, // 4S vulnerable against not
		{600, true, 2},
		{1430, false, 6}, // 6H vulnerable: 1400 < 1430
		{2220, true, 7},
	}
	for _, tc := range tests {
		if got := payingDown(tc.score, tc.sacVul); got != tc.want {
			t.Errorf("payingDown(%d, %v) = %d; want %d", tc.score, tc.sacVul, got, tc.want)
		}
	}
}

func TestParDoubledDownScore(t *testing.T) {
	// From one undertrick on it is the score of a doubled contract going down.
	for _, vul := range []bool{false, true} {
		for down := 1; down <= 13; down++ {
			want := Score(7, NoTrump, true, false, vul, 13-down)
			if got := doubledDownScore(down, vul); got != want {
				t.Errorf("doubledDownScore(%d, %v) = %d; want %d", down, vul, got, want)
			}
		}
	}
	if got := doubledDownScore(0, false); got != 100 {
		t.Errorf("doubledDownScore(0, false) = %d; want 100", got)
	}
}

func TestParLowerContract(t *testing.T) {
	tests := []struct {
		no, gap       int
		lowered, plus int
	}{
		{contractNo(10, 0), -3, contractNo(8, 0), 2}, // 4C may come down to 2C+2
		{contractNo(10, 0), -1, contractNo(10, 0), 0},
		{contractNo(11, 4), -5, contractNo(9, 4), 2},  // 5NT, not below 3NT
		{contractNo(11, 0), -5, contractNo(11, 0), 0}, // 5C is the lowest club game
		{contractNo(12, 3), -8, contractNo(12, 3), 0}, // slams stay
		{contractNo(9, 2), -2, contractNo(8, 2), 1},   // 3H to 2H+1
	}
	for _, tc := range tests {
		lowered, plus := lowerContract(tc.no, tc.gap)
		if lowered != tc.lowered || plus != tc.plus {
			t.Errorf("lowerContract(%s, %d) = %s, %d; want %s, %d", contractName(tc.no), tc.gap,
				contractName(lowered), plus, contractName(tc.lowered), tc.plus)
		}
	}
}

var (
	dealerContractRE = regexp.MustCompile(`^([1-7])([CDHSN])(\*?)-(N|E|S|W|NS|EW)([+-][1-9][0-9]*)?$`)
	sidesLineRE      = regexp.MustCompile(`^(NS|EW):((N|E|S|W|NS|EW) [1-7]+[SHDCN]x?(,|$))*$`)
)

// TestParRandomTables checks on random tables that par never fails, is spelled as DDS spells it,
// and that every DealerPar contract, played by the seats it names with the tricks they take,
// scores the par score.
func TestParRandomTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var tab Table
		for s := range NumSeats {
			for d := range NumStrains {
				tab[s][d] = rng.IntN(14)
			}
		}
		for vul := VulNone; vul <= VulEW; vul++ {
			p := Par(tab, vul)
			if !sidesLineRE.MatchString(p.NS) || !sidesLineRE.MatchString(p.EW) {
				t.Errorf("Par(%v, %v) = %q; want lines in DDS notation", tab, vul, p.Strings())
			}
			for dealer := North; dealer <= West; dealer++ {
				r := DealerPar(tab, dealer, vul)
				if err := checkDealerPar(tab, vul, r); err != "" {
					t.Errorf("DealerPar(%v, %v, %v) = %v: %s", tab, dealer, vul, r, err)
				}
			}
		}
	}
}

// checkDealerPar returns what is wrong with r as DealerPar's answer for t and vul, or "".
func checkDealerPar(t Table, vul Vulnerability, r ParResult) string {
	if len(r.Contracts) == 1 && r.Contracts[0] == "pass" {
		if r.Score != 0 {
			return "pass with a score"
		}
		return ""
	}
	if len(r.Contracts) == 0 {
		return "no contracts"
	}
	for _, c := range r.Contracts {
		m := dealerContractRE.FindStringSubmatch(c)
		if m == nil {
			return c + " is not in DealerPar notation"
		}
		level := int(m[1][0] - '0')
		strain, _ := ParseStrain(m[2])
		doubled := m[3] == "*"
		delta := 0
		if m[5] != "" {
			delta, _ = strconv.Atoi(m[5])
		}
		if doubled != (delta < 0) {
			return c + ": doubled exactly when going down"
		}
		for _, l := range m[4] {
			seat, _ := ParseSeat(string(l))
			tricks := level + 6 + delta
			if t[seat][strain] != tricks {
				return c + ": " + seat.String() + " does not take " + strconv.Itoa(tricks) + " tricks"
			}
			score := Score(level, strain, doubled, false, vul.Vulnerable(seat), tricks)
			if sideOf(seat) == sideEW {
				score = -score
			}
			if score != r.Score {
				return c + " scores " + strconv.Itoa(score) + " for North-South"
			}
		}
	}
	return ""
}
