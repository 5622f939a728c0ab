// bsdeals_test.go reads bridge-solver's deal folders (testdata/bridge-solver/*_deals: one diagram
// per file and a RESULTS file of tables) and checks the solver's tables against them.

package bridge

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// bsDeal is one deal of a bridge-solver folder with its table from RESULTS.
type bsDeal struct {
	name    string // the file name, "deal.01"
	path    string // the deal file
	line    int    // the line of RESULTS that names the deal
	deal    Deal
	table   Table
	strain  Strain // the optional strain line after the diagram
	leader  Seat   // the optional leader line after the strain
	hasLine [2]bool
}

// bsSeatOrder is the order of the diagram's hands: North; West and East (on one line or two); South.
var bsSeatOrder = [NumSeats]Seat{North, West, East, South}

// bsResultsColumns is the declarer of each column of a RESULTS row: South, North, West, East, the
// order bridge-solver prints. The tests pin it on deals whose South and North (and West and East)
// columns differ; read as North, South, East, West those deals fail.
var bsResultsColumns = [NumSeats]Seat{South, North, West, East}

// bsSeatNames name the seats in error messages.
var bsSeatNames = [NumSeats]string{"North", "East", "South", "West"}

// bsSuitSymbols are the suit signs a diagram may put before the holdings, spades first.
var bsSuitSymbols = [4]string{"♠", "♥", "♦", "♣"}

// parseBSDeal reads a deal in bridge-solver's diagram format: a line with North's four holdings
// (spades hearts diamonds clubs, "-" for a void), a line with West's and East's (or one line each),
// a line with South's; then optionally a line with the strain (N for notrump, S, H, D, C) and one
// with the leader (N, E, S, W). A hand may be labelled by its seat letter and a holding by its suit
// sign (♠ ♥ ♦ ♣); labels must match. Blank lines are skipped. Errors name path:line.
func parseBSDeal(path, text string) (bsDeal, error) {
	d := bsDeal{name: filepath.Base(path), path: path}
	var hands [NumSeats][]string // holdings in diagram order
	seat := 0                    // next hand of the diagram to fill
	for i, line := range strings.Split(text, "\n") {
		ln := i + 1
		fail := func(format string, a ...any) (bsDeal, error) {
			return d, fmt.Errorf("%s:%d: %s", path, ln, fmt.Sprintf(format, a...))
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if seat == NumSeats {
			// Step 2. The strain and leader lines.
			switch {
			case len(fields) != 1:
				return fail("%q after the diagram: want one strain or seat letter", line)
			case !d.hasLine[0]:
				st, err := ParseStrain(fields[0])
				if err != nil {
					return fail("strain line: %v", err)
				}
				d.strain, d.hasLine[0] = st, true
			case !d.hasLine[1]:
				s, err := ParseSeat(fields[0])
				if err != nil {
					return fail("leader line: %v", err)
				}
				d.leader, d.hasLine[1] = s, true
			default:
				return fail("%q after the strain and leader lines", line)
			}
			continue
		}
		// Step 1. Diagram lines: every line closes the hands it holds.
		start := seat
		name := func() string { return bsSeatNames[bsSeatOrder[seat]] }
		for _, f := range fields {
			if seat == NumSeats {
				return fail("%q after South's hand", f)
			}
			h := &hands[seat]
			if s, err := ParseSeat(f); err == nil {
				if len(*h) != 0 {
					return fail("seat label %s inside %s's hand", f, name())
				}
				if s != bsSeatOrder[seat] {
					return fail("seat label %s where %s's hand is due", f, name())
				}
				continue
			}
			if k := slices.Index(bsSuitSymbols[:], f); k >= 0 {
				if k != len(*h) {
					return fail("suit sign %s where %s's holding in suit %d of 4 is due", f, name(), len(*h)+1)
				}
				continue
			}
			if f != "-" && strings.Trim(f, "AKQJT98765432") != "" {
				return fail("%s: bad holding %q (want ranks AKQJT98765432 or - for a void)", name(), f)
			}
			*h = append(*h, f)
			if len(*h) == 4 {
				seat++
			}
		}
		if seat < NumSeats && len(hands[seat]) != 0 {
			return fail("%s's hand has %d holdings on the line, want 4", name(), len(hands[seat]))
		}
		if n := seat - start; n == 0 || n > 2 || (start == 0 && n != 1) || (n == 2 && start != 1) {
			return fail("%d hands on the line; want North, then West and East (one line or two), then South", n)
		}
	}
	if seat < NumSeats {
		return d, fmt.Errorf("%s: the diagram ends before %s's hand", path, bsSeatNames[bsSeatOrder[seat]])
	}
	var pbn [NumSeats]string // clockwise from North
	for i, s := range bsSeatOrder {
		pbn[s] = strings.Join(hands[i], ".")
	}
	deal, err := ParseDeal("N:" + strings.Join(pbn[:], " "))
	if err != nil {
		return d, fmt.Errorf("%s: %v", path, err)
	}
	if err := deal.Check(); err != nil {
		return d, fmt.Errorf("%s: %v", path, err)
	}
	d.deal = deal
	return d, nil
}

// parseBSResults reads a RESULTS file: for every deal a line with its file name, then five rows,
// one per strain (N for notrump, S, H, D, C; each once), each with the strain letter and the
// declarer's tricks in the column order of bsResultsColumns. It returns the tables by name and the
// line of each name.
func parseBSResults(path, text string) (map[string]Table, map[string]int, error) {
	tables, lines := map[string]Table{}, map[string]int{}
	name, rows := "", 0 // the deal being read and the rows it has
	var seen [NumStrains]bool
	var t Table
	end := func(ln int) error {
		if name != "" && rows != NumStrains {
			return fmt.Errorf("%s:%d: %s has %d strain rows, want %d", path, ln, name, rows, NumStrains)
		}
		if name != "" {
			tables[name] = t
		}
		return nil
	}
	all := strings.Split(text, "\n")
	for i, line := range all {
		ln := i + 1
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) == 1 {
			if err := end(ln); err != nil {
				return nil, nil, err
			}
			if _, dup := lines[fields[0]]; dup {
				return nil, nil, fmt.Errorf("%s:%d: %s appears twice (first on line %d)", path, ln, fields[0], lines[fields[0]])
			}
			name, rows, seen, t = fields[0], 0, [NumStrains]bool{}, Table{}
			lines[name] = ln
			continue
		}
		if name == "" {
			return nil, nil, fmt.Errorf("%s:%d: %q before the first deal name", path, ln, line)
		}
		if len(fields) != 1+NumSeats {
			return nil, nil, fmt.Errorf("%s:%d: %q: want a strain letter and %d trick counts", path, ln, line, NumSeats)
		}
		st, err := ParseStrain(fields[0])
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", path, ln, err)
		}
		if seen[st] {
			return nil, nil, fmt.Errorf("%s:%d: %s has strain %v twice", path, ln, name, st)
		}
		seen[st] = true
		for k, f := range fields[1:] {
			n, err := strconv.Atoi(f)
			if err != nil || n < 0 || n > 13 {
				return nil, nil, fmt.Errorf("%s:%d: bad trick count %q (want 0 to 13)", path, ln, f)
			}
			t[bsResultsColumns[k]][st] = n
		}
		rows++
	}
	if err := end(len(all)); err != nil {
		return nil, nil, err
	}
	return tables, lines, nil
}

// readBSDeals reads every deal file of a bridge-solver folder (files named deal.*) with its table
// from the folder's RESULTS, sorted by the number in the name. Every deal must have a table and
// every table a deal.
func readBSDeals(t testing.TB, dir string) []bsDeal {
	t.Helper()
	res := filepath.Join(dir, "RESULTS")
	text, err := os.ReadFile(res)
	if err != nil {
		t.Fatal(err)
	}
	tables, lines, err := parseBSResults(res, string(text))
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "deal.*"))
	if err != nil {
		t.Fatal(err)
	}
	var out []bsDeal
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, err := parseBSDeal(f, string(text))
		if err != nil {
			t.Fatal(err)
		}
		tbl, ok := tables[d.name]
		if !ok {
			t.Fatalf("%s: no table for %s", res, d.name)
		}
		d.table, d.line = tbl, lines[d.name]
		delete(tables, d.name)
		out = append(out, d)
	}
	for name := range tables {
		t.Errorf("%s:%d: %s has no deal file in %s", res, lines[name], name, dir)
	}
	num := func(d bsDeal) int {
		n, _ := strconv.Atoi(strings.TrimPrefix(d.name, "deal."))
		return n
	}
	slices.SortFunc(out, func(a, b bsDeal) int { return num(a) - num(b) })
	return out
}

// checkBSTables solves the tables of deals and compares them with RESULTS, the deals split into n
// parallel chunks, each with its own solver. It logs each deal's time so that slow deals show with
// -v.
func checkBSTables(t *testing.T, deals []bsDeal, n int) {
	for k := 0; k < n; k++ {
		lo, hi := k*len(deals)/n, (k+1)*len(deals)/n
		t.Run(fmt.Sprintf("deals%d-%d", lo+1, hi), func(t *testing.T) {
			t.Parallel()
			b := NewSolver(testOptions)
			for _, d := range deals[lo:hi] {
				start := time.Now()
				got, err := b.Table(d.deal)
				if err != nil {
					t.Fatalf("%s: %v", d.path, err)
				}
				t.Logf("%s: %.2f s", d.name, time.Since(start).Seconds())
				if got != d.table {
					t.Errorf("%s (RESULTS:%d): Table(%v) = %v; want %v", d.path, d.line, d.deal, got, d.table)
				}
			}
		})
	}
}

// TestParseBSDeal checks the diagram reader on the layouts the folders use and on bad input.
func TestParseBSDeal(t *testing.T) {
	good := []struct{ name, text, deal string }{
		{"plain", "  AKQJ T98 765 432\nT98 765 432 AKQJ   765 432 AKQJ T98\n  432 AKQJ T98 765\n",
			"N:AKQJ.T98.765.432 765.432.AKQJ.T98 432.AKQJ.T98.765 T98.765.432.AKQJ"},
		{"labels and suit signs", "  N ♠ AKQJ ♥ T98 ♦ 765 ♣ 432\nW ♠ T98 ♥ 765 ♦ 432 ♣ AKQJ   E ♠ 765 ♥ 432 ♦ AKQJ ♣ T98\n  S ♠ 432 ♥ AKQJ ♦ T98 ♣ 765\n",
			"N:AKQJ.T98.765.432 765.432.AKQJ.T98 432.AKQJ.T98.765 T98.765.432.AKQJ"},
		{"west and east on two lines, voids", "AKQJT98765432 - - -\n- AKQJT98765432 - -\n- - AKQJT98765432 -\n\n- - - AKQJT98765432\n",
			"N:AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432 .AKQJT98765432.."},
	}
	for _, tt := range good {
		d, err := parseBSDeal(tt.name, tt.text)
		if err != nil {
			t.Errorf("parseBSDeal(%s): %v", tt.name, err)
			continue
		}
		if got := d.deal.String(); got != tt.deal {
			t.Errorf("parseBSDeal(%s) = %s; want %s", tt.name, got, tt.deal)
		}
	}
	d, err := parseBSDeal("lines", "A2 - - -\n- A2 - -   - - A2 -\n- - - A2\nD\nw\n")
	if err != nil || !d.hasLine[0] || !d.hasLine[1] || d.strain != Diamonds || d.leader != West {
		t.Errorf("parseBSDeal(strain and leader lines) = %v %v %v, %v; want D, W", d.hasLine, d.strain, d.leader, err)
	}
	bad := []struct{ text, err string }{
		{"A2 - - -\n- A2 - -   - - A2 -\n", "f: the diagram ends before South's hand"},
		{"A2 - -\n", "f:1: North's hand has 3 holdings on the line, want 4"},
		{"A2 - - - - A2 - -\n", "f:1: 2 hands on the line"},
		{"A2 - - -\n- A2 - -   - - A2 -\n- - - AX\n", `f:3: South: bad holding "AX"`},
		{"A2 - - -\nE - A2 - -   - - A2 -\n- - - A2\n", "f:2: seat label E where West's hand is due"},
		{"A2 - - -\n- A2 - -   - - A2 -\n♥ - - - A2\n", "f:3: suit sign ♥ where South's holding in suit 1 of 4 is due"},
		{"A2 - - -\n- A2 - -   - - A2 -\n- - - A2\nX\n", `f:4: strain line: bad strain "X"`},
		{"A2 - - -\n- A2 - -   - - A2 -\n- - - A2\nN\nN\nN\n", `f:6: "N" after the strain and leader lines`},
		{"A2 - - -\n- A2 - -   - - A2 -\nA3 - - -\n", "card SA appears in two hands"},
		{"A2 - - -\n- W A2 - -   - - A2 -\n- - - A2\n", "f:2: seat label W inside West's hand"},
		{"A2 - - -\n- A2 - -   - - A2 -\n- - - A\n", "f: hands have different sizes"},
	}
	for _, tt := range bad {
		_, err := parseBSDeal("f", tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("parseBSDeal(%q) error = %v; want one containing %q", tt.text, err, tt.err)
		}
	}
}

// TestParseBSResults checks the RESULTS reader: column order and errors.
func TestParseBSResults(t *testing.T) {
	tables, lines, err := parseBSResults("R", "deal.1\nN 1 2 3 4\nS 5 6 7 8\nH 9 10 11 12\nD 13 0 1 2\nC 3 4 5 6\n")
	if err != nil {
		t.Fatal(err)
	}
	want := Table{North: {NoTrump: 2, Spades: 6, Hearts: 10, Diamonds: 0, Clubs: 4},
		East:  {NoTrump: 4, Spades: 8, Hearts: 12, Diamonds: 2, Clubs: 6},
		South: {NoTrump: 1, Spades: 5, Hearts: 9, Diamonds: 13, Clubs: 3},
		West:  {NoTrump: 3, Spades: 7, Hearts: 11, Diamonds: 1, Clubs: 5}}
	if tables["deal.1"] != want || lines["deal.1"] != 1 {
		t.Errorf("parseBSResults = %v (line %d); want %v (line 1)", tables["deal.1"], lines["deal.1"], want)
	}
	bad := []struct{ text, err string }{
		{"deal.1\nN 1 2 3 4\n", "R:3: deal.1 has 1 strain rows, want 5"},
		{"deal.1\nN 1 2 3 4\nS 5 6 7 8\nH 9 10 11 12\nD 13 0 1 2\nC 3 4 5 6\ndeal.1\n", "R:7: deal.1 appears twice (first on line 1)"},
		{"N 1 2 3 4\n", `R:1: "N 1 2 3 4" before the first deal name`},
		{"deal.1\nN 1 2 3\n", "R:2: \"N 1 2 3\": want a strain letter and 4 trick counts"},
		{"deal.1\nN 1 2 3 14\n", `R:2: bad trick count "14"`},
		{"deal.1\nN 1 2 3 4\nNT 1 2 3 4\n", "R:3: deal.1 has strain NT twice"},
		{"deal.1\nX 1 2 3 4\n", `R:2: bad strain "X"`},
	}
	for _, tt := range bad {
		_, _, err := parseBSResults("R", tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("parseBSResults(%q) error = %v; want one containing %q", tt.text, err, tt.err)
		}
	}
}

// TestBSDealsRead reads the three folders whole: every deal parses and has a table.
func TestBSDealsRead(t *testing.T) {
	for _, f := range []struct {
		dir string
		n   int
	}{{"fixed_deals", 25}, {"hard_deals", 19}, {"long_deals", 14}} {
		deals := readBSDeals(t, filepath.Join("../testdata/bridge-solver", f.dir))
		if len(deals) != f.n {
			t.Errorf("readBSDeals(%s) read %d deals; want %d", f.dir, len(deals), f.n)
		}
	}
}

// bsQuick are fixed deals that take about a second each: the normal run checks them, -tags slow
// checks the whole folder. They include deals whose South and North columns differ and deals whose
// West and East columns differ, so that they pin bsResultsColumns.
var bsQuick = []string{"deal.04", "deal.05", "deal.08", "deal.09", "deal.10", "deal.11", "deal.24"}

// TestBSFixedDealsQuick checks the tables of the quick fixed deals against RESULTS.
func TestBSFixedDealsQuick(t *testing.T) {
	var deals []bsDeal
	var nsDiffer, ewDiffer bool
	for _, d := range readBSDeals(t, "../testdata/bridge-solver/fixed_deals") {
		if slices.Contains(bsQuick, d.name) {
			deals = append(deals, d)
			nsDiffer = nsDiffer || d.table[North] != d.table[South]
			ewDiffer = ewDiffer || d.table[East] != d.table[West]
		}
	}
	if len(deals) != len(bsQuick) || !nsDiffer || !ewDiffer {
		t.Fatalf("bsQuick gives %d of its %d deals, North and South differ: %v, East and West: %v; want all, true, true",
			len(deals), len(bsQuick), nsDiffer, ewDiffer)
	}
	checkBSTables(t, deals, 2)
}
