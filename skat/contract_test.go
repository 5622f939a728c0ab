// contract_test.go checks contracts: their ISS letters, words, implications and rules.

package skat

import (
	"strings"
	"testing"
)

func TestISSContract(t *testing.T) {
	tests := []struct {
		s     string
		want  Contract
		iss   string // canonical form
		words string
	}{
		{"C", Contract{Game: Clubs}, "C", "clubs"},
		{"G", Contract{Game: Grand}, "G", "grand"},
		{"N", Contract{Game: Null}, "N", "null"},
		{"HH", Contract{Game: Hearts, Hand: true}, "HH", "hearts hand"},
		{"CHS", Contract{Game: Clubs, Hand: true, SchneiderAnnounced: true}, "CHS", "clubs hand schneider announced"},
		{"GHZ", Contract{Game: Grand, Hand: true, SchneiderAnnounced: true, SchwarzAnnounced: true}, "GHZ", "grand hand schwarz announced"},
		{"GHSZ", Contract{Game: Grand, Hand: true, SchneiderAnnounced: true, SchwarzAnnounced: true}, "GHZ", "grand hand schwarz announced"},
		{"GO", Contract{Game: Grand, Hand: true, SchneiderAnnounced: true, SchwarzAnnounced: true, Ouvert: true}, "GO", "grand ouvert"},
		{"SOH", Contract{Game: Spades, Hand: true, SchneiderAnnounced: true, SchwarzAnnounced: true, Ouvert: true}, "SO", "spades ouvert"},
		{"NO", Contract{Game: Null, Ouvert: true}, "NO", "null ouvert"},
		{"NOH", Contract{Game: Null, Hand: true, Ouvert: true}, "NOH", "null ouvert hand"},
		{"NH", Contract{Game: Null, Hand: true}, "NH", "null hand"},
		{"D", Contract{Game: Diamonds}, "D", "diamonds"},
	}
	for _, tc := range tests {
		c, err := ParseISSContract(tc.s)
		if err != nil || c != tc.want {
			t.Errorf("ParseISSContract(%q) = %+v, %v; want %+v", tc.s, c, err, tc.want)
			continue
		}
		if got := c.ISS(); got != tc.iss {
			t.Errorf("%+v.ISS() = %q; want %q", c, got, tc.iss)
		}
		if got := c.String(); got != tc.words {
			t.Errorf("%+v.String() = %q; want %q", c, got, tc.words)
		}
	}
	bad := []struct{ s, msg string }{
		{"", "empty"},
		{"X", "bad game letter"},
		{"CS", "hand games"},           // schneider announced without hand
		{"CZ", "hand games"},           // schwarz announced without hand
		{"NHS", "cannot be announced"}, // no schneider in null
		{"CHO", "in that order"},
		{"CHH", "in that order"},
		{"C.", "unexpected"},
	}
	for _, tc := range bad {
		if _, err := ParseISSContract(tc.s); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseISSContract(%q) error = %v; want one containing %q", tc.s, err, tc.msg)
		}
	}
}

func TestContractCheck(t *testing.T) {
	tests := []struct {
		c  Contract
		ok bool
	}{
		{Contract{Game: Clubs}, true},
		{Contract{Game: Clubs, SchneiderAnnounced: true}, false},
		{Contract{Game: Clubs, Hand: true, SchwarzAnnounced: true}, true},
		{Contract{Game: Grand, Ouvert: true}, true}, // hand and announcements implied
		{Contract{Game: Null, Ouvert: true}, true},
		{Contract{Game: Null, Hand: true, SchneiderAnnounced: true}, false},
		{Contract{Game: GameType(7)}, false},
	}
	for _, tc := range tests {
		if err := tc.c.Check(); (err == nil) != tc.ok {
			t.Errorf("%+v.Check() = %v; want ok %v", tc.c, err, tc.ok)
		}
	}
}

func FuzzParseISSContract(f *testing.F) {
	for _, s := range []string{"C", "GHZ", "NOH", "SO", "CHS", "X", "CS", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseISSContract(s)
		if err != nil {
			return
		}
		back, err := ParseISSContract(c.ISS())
		if err != nil || back != c {
			t.Fatalf("ParseISSContract(%q) = %+v, reads back from %q as %+v, %v", s, c, c.ISS(), back, err)
		}
	})
}
