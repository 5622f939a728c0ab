// list100pbn_test.go checks testdata/dds/list100.pbn, the 100 deals of DDS' list100 as a PBN file
// (the file of the two-thread throughput measurement), against list100.txt, and writes it with
// go test -run TestList100PBN ./bridge -args -write-list100.

package bridge

import (
	"bytes"
	"flag"
	"os"
	"strconv"
	"testing"
)

var writeList100 = flag.Bool("write-list100", false, "write testdata/dds/list100.pbn from list100.txt")

const list100PBN = "../testdata/dds/list100.pbn"

// list100Games returns the deals of a DDS list as PBN games: boards numbered from 1, the list's
// dealer and vulnerability.
func list100Games(cases []ddsCase) []Game {
	var games []Game
	for i, c := range cases {
		games = append(games, NewGame(strconv.Itoa(i+1), c.dealer, c.vul, c.deal))
	}
	games[0].Header = []string{"% PBN 2.1", "% EXPORT", "% The 100 deals of DDS' list100.txt (testdata/dds), written by bridge/list100pbn_test.go"}
	return games
}

// TestList100PBN checks that list100.pbn reads back as list100's deals, dealers and
// vulnerabilities in order, and that it is what -write-list100 writes.
func TestList100PBN(t *testing.T) {
	cases := readDDSList(t, "../testdata/dds/list100.txt")
	var want bytes.Buffer
	if err := WritePBN(&want, list100Games(cases)); err != nil {
		t.Fatal(err)
	}
	if *writeList100 {
		if err := os.WriteFile(list100PBN, want.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	text, err := os.ReadFile(list100PBN)
	if err != nil {
		t.Fatal(err)
	}
	games, errs := ReadPBN(bytes.NewReader(text), list100PBN)
	for _, err := range errs {
		t.Error(err)
	}
	if len(games) != len(cases) {
		t.Fatalf("ReadPBN(%s) read %d games; want %d", list100PBN, len(games), len(cases))
	}
	for i, g := range games {
		c := cases[i]
		if g.Board != strconv.Itoa(i+1) || g.Deal != c.deal || !g.HasDealer || g.Dealer != c.dealer || g.Vulnerable != c.vul {
			t.Errorf("%s:%d: board %s, deal %v, dealer %v, vulnerable %v; want board %d, deal %v, dealer %v, vulnerable %v (list100.txt:%d)",
				list100PBN, g.Line, g.Board, g.Deal, g.Dealer, g.Vulnerable, i+1, c.deal, c.dealer, c.vul, c.line)
		}
	}
	if !bytes.Equal(text, want.Bytes()) {
		t.Errorf("%s differs from what -write-list100 writes (go test -run TestList100PBN ./bridge -args -write-list100)", list100PBN)
	}
}
