// pbn_fuzz_test.go fuzzes the PBN reader: no input makes it panic, and every game it reads is
// read back the same after WritePBN.

package bridge

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func FuzzReadPBN(f *testing.F) {
	paths, err := filepath.Glob("testdata/pbn/*.pbn")
	if err != nil {
		f.Fatal(err)
	}
	for _, path := range append(paths, "../testdata/example.pbn") {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"\ufeff% PBN 2.1\r\n[Board \"1\"]\r\n[Deal \"" + deal1 + "\"]\r\n",
		"[Event \"##a\"]\n\n[Event \"#\"][Deal \"" + deal1 + "\"]\n\n[Deal \"" + deal2 + "\"]",
		"[Deal \"" + deal1 + "\"] { x\n\n%}\n [y] }\n[Play \"w\"]\n\"[\" ; {\n  %z",
		"[Deal \"N:A... K... Q... J...\"][Contract \"nt\"][Play \"E\"]",
		"[Event \"a\\\\\"][Site \"\\\"\\x\"][Deal \"" + deal2 + "\"]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		games, errs := ReadPBN(bytes.NewReader(data), "fuzz.pbn")
		for _, err := range errs {
			if _, ok := err.(*PBNError); !ok {
				t.Fatalf("ReadPBN: error %v is a %T; want *PBNError", err, err)
			}
		}
		for _, g := range games {
			if err := g.Deal.Check(); err != nil {
				t.Fatalf("ReadPBN returned board %q with a bad deal: %v", g.Board, err)
			}
		}
		var b bytes.Buffer
		if err := WritePBN(&b, games); err != nil {
			t.Fatalf("WritePBN(ReadPBN(%q)): %v", data, err)
		}
		again, errs := ReadPBN(bytes.NewReader(b.Bytes()), "again.pbn")
		if len(errs) != 0 {
			t.Fatalf("ReadPBN(WritePBN(ReadPBN(%q))) errors %v; written:\n%s", data, errs, b.String())
		}
		if len(again) != len(games) {
			t.Fatalf("ReadPBN(WritePBN(ReadPBN(%q))) = %d games; want %d; written:\n%s", data, len(again), len(games), b.String())
		}
		for i := range games {
			if diff := gameDiff(games[i], again[i]); diff != "" {
				t.Fatalf("ReadPBN(WritePBN(ReadPBN(%q))) game %d: %s; written:\n%s", data, i+1, diff, b.String())
			}
		}
	})
}

func FuzzParseDoubleDummyTricks(f *testing.F) {
	for _, s := range []string{"65657656576867568675", "DDDDD0ABCD401230D000", " 00000000000000000000 ", "0123456789abcdef0123"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tab, err := ParseDoubleDummyTricks(s)
		if err != nil {
			return
		}
		if got, want := FormatDoubleDummyTricks(tab), strings.ToLower(trimSpace(s)); got != want {
			t.Fatalf("FormatDoubleDummyTricks(ParseDoubleDummyTricks(%q)) = %q; want %q", s, got, want)
		}
		again, err := ParseOptimumResultRows(OptimumResultRows(tab))
		if err != nil || again != tab {
			t.Fatalf("ParseOptimumResultRows(OptimumResultRows(%v)) = %v, %v; want the same table", tab, again, err)
		}
	})
}
