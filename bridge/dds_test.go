// dds_test.go checks the solver against DDS' answers in testdata/dds: tables and card values.

package bridge

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// ddsCase is one deal of a DDS test list.
type ddsCase struct {
	line    int
	dealer  Seat
	vul     Vulnerability
	strain  Strain
	leader  Seat
	deal    Deal
	fut     map[cards.Card]int // card -> tricks for the leader's side
	table   Table
	hasFut  bool
	hasTbl  bool
	dealStr string
}

func atoiList(fields []string) ([]int, error) {
	out := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

// readDDSList reads a DDS list file (PBN, FUT and TABLE lines).
func readDDSList(t testing.TB, path string) []ddsCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []ddsCase
	sc := bufio.NewScanner(f)
	ln := 0
	for sc.Scan() {
		ln++
		line := strings.TrimSpace(sc.Text())
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		fail := func(err error) { t.Fatalf("%s:%d: %v", path, ln, err) }
		switch fields[0] {
		case "PBN":
			q := strings.Index(line, `"`)
			nums, err := atoiList(strings.Fields(line[3:q]))
			if err != nil || len(nums) != 4 {
				fail(fmt.Errorf("bad PBN line %q", line))
			}
			d, err := ParseDeal(strings.Trim(line[q:], `" `))
			if err != nil {
				fail(err)
			}
			out = append(out, ddsCase{line: ln, dealer: Seat(nums[0]), vul: Vulnerability(nums[1]),
				strain: Strain(nums[2]), leader: Seat(nums[3]), deal: d, dealStr: strings.Trim(line[q:], `" `)})
		case "FUT":
			nums, err := atoiList(fields[1:])
			if err != nil || len(nums) < 1 || len(nums) != 1+4*nums[0] {
				fail(fmt.Errorf("bad FUT line"))
			}
			k := nums[0]
			c := &out[len(out)-1]
			c.fut, c.hasFut = map[cards.Card]int{}, true
			for i := 0; i < k; i++ {
				su, rank, eq, score := cards.Suit(nums[1+i]), nums[1+k+i], nums[1+2*k+i], nums[1+3*k+i]
				c.fut[cards.BridgeCard(su, cards.Rank(rank))] = score
				for r := 2; r <= 14; r++ {
					if eq&(1<<r) != 0 {
						c.fut[cards.BridgeCard(su, cards.Rank(r))] = score
					}
				}
			}
		case "TABLE":
			nums, err := atoiList(fields[1:])
			if err != nil || len(nums) != 20 {
				fail(fmt.Errorf("bad TABLE line"))
			}
			c := &out[len(out)-1]
			c.hasTbl = true
			for st := 0; st < 5; st++ {
				for seat := 0; seat < 4; seat++ {
					c.table[seat][st] = nums[4*st+seat]
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// chunks splits the cases of a list into n parallel subtests, each with its own solver, so that
// the list uses every core (go test runs parallel subtests GOMAXPROCS at a time).
func chunks(t *testing.T, path string, n int, check func(t *testing.T, b *Solver, i int, c ddsCase)) {
	cases := readDDSList(t, path)
	for k := 0; k < n; k++ {
		lo, hi := k*len(cases)/n, (k+1)*len(cases)/n
		t.Run(fmt.Sprintf("deals%d-%d", lo+1, hi), func(t *testing.T) {
			t.Parallel()
			b := NewSolver(testOptions)
			for i := lo; i < hi; i++ {
				check(t, b, i, cases[i])
			}
		})
	}
}

func checkTable(t *testing.T, b *Solver, i int, c ddsCase) {
	if !c.hasTbl {
		t.Fatalf("line %d: deal %d has no TABLE line", c.line, i+1)
	}
	got, err := b.Table(c.deal)
	if err != nil {
		t.Fatalf("line %d: %v", c.line, err)
	}
	if got != c.table {
		t.Errorf("line %d (deal %d): Table(%s) = %v; want %v", c.line, i+1, c.dealStr, got, c.table)
	}
}

func checkFut(t *testing.T, b *Solver, i int, c ddsCase) {
	if !c.hasFut {
		t.Fatalf("line %d: deal %d has no FUT line", c.line, i+1)
	}
	vals, err := b.CardValues(Position{Deal: c.deal, Strain: c.strain, Leader: c.leader})
	if err != nil {
		t.Fatalf("line %d: %v", c.line, err)
	}
	got := map[cards.Card]int{}
	for _, v := range vals {
		got[v.Card] = v.Tricks
	}
	if fmt.Sprint(got) != fmt.Sprint(c.fut) {
		t.Errorf("line %d (deal %d): CardValues(%s, %v, %v leads) = %v; want %v", c.line, i+1, c.dealStr,
			c.strain, c.leader, futString(got), futString(c.fut))
	}
}

func futString(m map[cards.Card]int) string {
	var parts []string
	for c := cards.Card(63); c > 0; c-- {
		if v, ok := m[c]; ok {
			parts = append(parts, fmt.Sprintf("%s:%d", layout.String(c), v))
		}
	}
	return strings.Join(parts, " ")
}

// TestDDSTablesList100 checks all 100 tables of DDS' list100 (20 double-dummy values each).
func TestDDSTablesList100(t *testing.T) {
	chunks(t, "../testdata/dds/list100.txt", 10, checkTable)
}

// TestDDSFutList100 checks the value of every card of the first leader of the 100 deals.
func TestDDSFutList100(t *testing.T) {
	chunks(t, "../testdata/dds/list100.txt", 4, checkFut)
}

// TestDDSListsRead checks the reader of the DDS lists on their sizes.
func TestDDSListsRead(t *testing.T) {
	for _, f := range []struct {
		path string
		n    int
	}{{"../testdata/dds/list10.txt", 10}, {"../testdata/dds/list100.txt", 100}} {
		cases := readDDSList(t, f.path)
		if len(cases) != f.n {
			t.Errorf("readDDSList(%s) read %d deals; want %d", f.path, len(cases), f.n)
		}
		for _, c := range cases {
			if !c.hasTbl || !c.hasFut || len(c.fut) == 0 {
				t.Errorf("%s:%d: deal without TABLE or FUT", f.path, c.line)
			}
		}
	}
}

// TestDDSSplitLists checks the tables of DDS' list10 with the table's lists split from eight entries
// on (solver.Options.SplitAt), so that ordinary deals go through split lists at every level too.
func TestDDSSplitLists(t *testing.T) {
	o := testOptions
	o.SplitAt = 8
	b := NewSolver(o)
	splits := uint64(0)
	for i, c := range readDDSList(t, "../testdata/dds/list10.txt") {
		b.ResetStats()
		checkTable(t, b, i, c)
		splits += b.Stats().TTSplits
	}
	if splits == 0 {
		t.Error("no list was split")
	}
}
