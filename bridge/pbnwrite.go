// pbnwrite.go writes PBN games back and holds the double-dummy tags: [DoubleDummyTricks] and
// [OptimumResultTable], added or replaced in a game.

package bridge

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Names and fixed value of the double-dummy tags.
const (
	DoubleDummyTricksTag  = "DoubleDummyTricks"
	OptimumResultTableTag = "OptimumResultTable"
	// OptimumResultColumns is the value of [OptimumResultTable]: its three columns.
	OptimumResultColumns = `Declarer;Denomination\2R;Result\2R`
)

// The order of the double-dummy tags: declarers N, S, E, W, each with strains NT, S, H, D, C.
var (
	ddSeats   = [NumSeats]Seat{North, South, East, West}
	ddStrains = [NumStrains]Strain{NoTrump, Spades, Hearts, Diamonds, Clubs}
)

// FormatDoubleDummyTricks returns the value of [DoubleDummyTricks] for t: 20 hex digits (lower
// case), declarers N, S, E, W, each with strains NT, S, H, D, C. An entry outside 0..13 is
// written as "?", which ParseDoubleDummyTricks rejects.
func FormatDoubleDummyTricks(t Table) string {
	const digits = "0123456789abcd"
	b := make([]byte, 0, NumSeats*NumStrains)
	for _, d := range ddSeats {
		for _, s := range ddStrains {
			if v := t[d][s]; v >= 0 && v <= 13 {
				b = append(b, digits[v])
			} else {
				b = append(b, '?')
			}
		}
	}
	return string(b)
}

// ParseDoubleDummyTricks reads a [DoubleDummyTricks] value: 20 hex digits 0..d in either case,
// in the order of FormatDoubleDummyTricks; surrounding white space is ignored.
func ParseDoubleDummyTricks(s string) (Table, error) {
	var t Table
	v := trimSpace(s)
	if len(v) != NumSeats*NumStrains {
		return t, fmt.Errorf("double-dummy tricks %q: %d characters, want 20 hex digits", s, len(v))
	}
	for i := 0; i < len(v); i++ {
		n, err := strconv.ParseUint(v[i:i+1], 16, 8)
		if err != nil || n > 13 {
			return t, fmt.Errorf("double-dummy tricks %q: bad digit %q (want 0 to d)", s, v[i])
		}
		t[ddSeats[i/NumStrains]][ddStrains[i%NumStrains]] = int(n)
	}
	return t, nil
}

// OptimumResultRows returns the section of [OptimumResultTable] for t: 20 lines such as
// "N NT  9" and "E  S 10", declarers N, S, E, W, each with strains NT, S, H, D, C, the last two
// columns right-aligned to width 2 as the column value asks.
func OptimumResultRows(t Table) []string {
	rows := make([]string, 0, NumSeats*NumStrains)
	for _, d := range ddSeats {
		for _, s := range ddStrains {
			rows = append(rows, fmt.Sprintf("%v %2v %2d", d, s, t[d][s]))
		}
	}
	return rows
}

// ParseOptimumResultRows reads the section of [OptimumResultTable]: one row "declarer
// denomination tricks" for each of the 20 pairs, in any order (other programs list declarers
// W, N, E, S or strains S..NT); empty lines and ; or { } comment lines are skipped.
func ParseOptimumResultRows(lines []string) (Table, error) {
	var t Table
	var seen [NumSeats][NumStrains]bool
	n := 0
	for _, l := range lines {
		l = trimSpace(l)
		if l == "" || l[0] == ';' || l[0] == '{' {
			continue
		}
		f := strings.Fields(l)
		if len(f) != 3 {
			return t, fmt.Errorf("optimum result row %q: want declarer, denomination and tricks", l)
		}
		d, err := ParseSeat(f[0])
		if err != nil {
			return t, fmt.Errorf("optimum result row %q: %v", l, err)
		}
		s, err := ParseStrain(f[1])
		if err != nil {
			return t, fmt.Errorf("optimum result row %q: %v", l, err)
		}
		k, err := strconv.Atoi(f[2])
		if err != nil || k < 0 || k > 13 {
			return t, fmt.Errorf("optimum result row %q: bad number of tricks %q (want 0 to 13)", l, f[2])
		}
		if seen[d][s] {
			return t, fmt.Errorf("optimum result row %q: %v %v given twice", l, d, s)
		}
		seen[d][s] = true
		t[d][s] = k
		n++
	}
	if n != NumSeats*NumStrains {
		return t, fmt.Errorf("optimum result table has %d rows, want 20", n)
	}
	return t, nil
}

// SetDoubleDummy adds or replaces [DoubleDummyTricks] and [OptimumResultTable] with the values
// of t, keeping every other tag. An existing tag keeps its place (and, for [DoubleDummyTricks],
// its section), and later copies of it are removed; a missing [DoubleDummyTricks] goes just
// before [OptimumResultTable], a missing [OptimumResultTable] just after [DoubleDummyTricks],
// and both go at the end when neither is there.
func (g *Game) SetDoubleDummy(t Table) {
	g.dropRepeats(DoubleDummyTricksTag)
	g.dropRepeats(OptimumResultTableTag)
	ddt := Tag{Name: DoubleDummyTricksTag, Value: FormatDoubleDummyTricks(t)}
	ort := Tag{Name: OptimumResultTableTag, Value: OptimumResultColumns, Section: OptimumResultRows(t)}
	i, j := g.tagIndex(DoubleDummyTricksTag), g.tagIndex(OptimumResultTableTag)
	switch {
	case i < 0 && j < 0:
		g.Tags = append(g.Tags, ddt, ort)
	case i < 0:
		g.Tags[j].Value, g.Tags[j].Section = ort.Value, ort.Section
		g.Tags = insertTag(g.Tags, j, ddt)
	case j < 0:
		g.Tags[i].Value = ddt.Value
		g.Tags = insertTag(g.Tags, i+1, ort)
	default:
		g.Tags[i].Value = ddt.Value
		g.Tags[j].Value, g.Tags[j].Section = ort.Value, ort.Section
	}
}

// tagIndex returns the index of the first tag called name, or -1.
func (g *Game) tagIndex(name string) int {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			return i
		}
	}
	return -1
}

// dropRepeats removes every tag called name after the first.
func (g *Game) dropRepeats(name string) {
	out := g.Tags[:0]
	seen := false
	for _, t := range g.Tags {
		if t.Name == name {
			if seen {
				continue
			}
			seen = true
		}
		out = append(out, t)
	}
	g.Tags = out
}

func insertTag(tags []Tag, i int, t Tag) []Tag {
	tags = append(tags, Tag{})
	copy(tags[i+1:], tags[i:])
	tags[i] = t
	return tags
}

// NewGame returns a game with the tags [Board], [Dealer], [Vulnerable] and [Deal] (written from
// the dealer's seat, as export format asks) and the matching fields. It does not check d.
func NewGame(board string, dealer Seat, vul Vulnerability, d Deal) Game {
	return Game{
		Tags: []Tag{
			{Name: "Board", Value: board},
			{Name: "Dealer", Value: dealer.String()},
			{Name: "Vulnerable", Value: vul.String()},
			{Name: "Deal", Value: d.Format(dealer)},
		},
		Board:      board,
		Dealer:     dealer,
		HasDealer:  true,
		Vulnerable: vul,
		Deal:       d,
	}
}

// WritePBN writes the games as PBN, every tag and section kept: for each game its Header lines,
// then each tag as [Name "Value"] on a line of its own followed by its section lines, games
// separated by an empty line, lines ended by LF. Values are escaped so that ReadPBN reads them
// back unchanged; a backslash is doubled only where it would otherwise be read as an escape, so
// that "Declarer;Denomination\2R;Result\2R" stays as other programs write it.
//
// It reports an error, having written the games before, for a game without tags, a tag name
// that is not a PBN name (letters, digits, "_"), a value or line holding a newline, a section
// line that would start a tag, and a section or header ending inside a { } comment. Empty lines
// outside comments are left out, since they would end the game.
func WritePBN(w io.Writer, games []Game) error {
	bw := bufio.NewWriter(w)
	for i := range games {
		if err := writeGame(bw, &games[i], i > 0); err != nil {
			bw.Flush()
			return fmt.Errorf("game %d (board %q): %v", i+1, games[i].Board, err)
		}
	}
	return bw.Flush()
}

func writeGame(w *bufio.Writer, g *Game, separate bool) error {
	if len(g.Tags) == 0 {
		return fmt.Errorf("no tags")
	}
	for _, t := range g.Tags {
		if !isName(t.Name) {
			return fmt.Errorf("bad tag name %q (want letters, digits and _)", t.Name)
		}
		if strings.ContainsRune(t.Value, '\n') {
			return fmt.Errorf("tag %s: value holds a newline", t.Name)
		}
		if err := checkLines(t.Section, false); err != nil {
			return fmt.Errorf("tag %s: %v", t.Name, err)
		}
	}
	if err := checkLines(g.Header, true); err != nil {
		return fmt.Errorf("header: %v", err)
	}
	if separate {
		w.WriteByte('\n')
	}
	writeLines(w, g.Header, true)
	for _, t := range g.Tags {
		w.WriteByte('[')
		w.WriteString(t.Name)
		w.WriteString(` "`)
		w.WriteString(escapeValue(t.Value))
		w.WriteString("\"]\n")
		writeLines(w, t.Section, false)
	}
	return nil
}

// isName reports whether s is a PBN name token: one or more letters, digits or "_".
func isName(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isNameChar(s[i]) {
			return false
		}
	}
	return s != ""
}

// escapeValue writes v as the inside of a PBN string: " becomes \" and a backslash becomes \\
// where it stands before " or \ or at the end, the places where readString would misread it.
func escapeValue(v string) string {
	if !strings.ContainsAny(v, `"\`) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\' && (i+1 == len(v) || v[i+1] == '"' || v[i+1] == '\\'):
			b.WriteString(`\\`)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// checkLines reports section or header lines that WritePBN cannot write so that they read back
// the same.
func checkLines(lines []string, header bool) error {
	inBrace := false
	for _, l := range lines {
		if strings.ContainsRune(l, '\n') {
			return fmt.Errorf("line %q holds a newline", l)
		}
		if header && strings.HasPrefix(l, "%") {
			continue // an escape line
		}
		var opens bool
		inBrace, opens = scanFreeText(l, inBrace)
		if opens {
			return fmt.Errorf("line %q would start a tag pair", l)
		}
	}
	if inBrace {
		return fmt.Errorf("ends inside a { comment")
	}
	return nil
}

// writeLines writes header or section lines: escape lines (in a header) as they are, other lines
// starting with "%" after a space, and empty lines only inside { } comments.
func writeLines(w *bufio.Writer, lines []string, header bool) {
	inBrace := false
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "%"):
			if !header {
				w.WriteByte(' ')
				inBrace, _ = scanFreeText(l, inBrace)
			}
		case isBlank(l):
			if !inBrace {
				continue
			}
		default:
			inBrace, _ = scanFreeText(l, inBrace)
		}
		w.WriteString(l)
		w.WriteByte('\n')
	}
}

// scanFreeText follows a line of free text as ReadPBN does, starting inside a { } comment when
// inBrace is set. It reports whether the line ends inside a { } comment and whether a tag pair
// would start in it.
func scanFreeText(line string, inBrace bool) (endsInBrace, opensTag bool) {
	for i := 0; i < len(line); i++ {
		c := line[i]
		if inBrace {
			inBrace = c != '}'
			continue
		}
		switch c {
		case '{':
			inBrace = true
		case ';':
			return false, opensTag
		case '"':
			i = skipString(line, i) - 1
		case '[':
			opensTag = true
		}
	}
	return inBrace, opensTag
}
