// par_test.go checks Par and DealerPar against DDS' answers in testdata/dds and on hand-made tables.

package bridge

import (
	"bufio"
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
