// pbn.go reads PBN files (Portable Bridge Notation 2.1): games, tag pairs and their sections,
// comments, escape lines, tag value inheritance, and the deal, contract and leader of each game.

package bridge

import (
	"fmt"
	"io"
	"strings"
)

// Tag is one tag pair of a PBN game together with the section that follows it (the calls after
// [Auction], the cards after [Play], the rows after [OptimumResultTable], comments after any tag).
//
// Section holds the text between this tag and the next one (or the end of the game) line by line,
// each line trimmed of surrounding white space, comments included, leading and trailing empty
// lines dropped; an empty line inside it can only be part of a { } comment. A line that would
// start with "%" keeps one leading space so that it is not read as an escape line. Line is the
// 1-based line of the tag's "[" (0 for tags made by the program).
type Tag struct {
	Name    string
	Value   string
	Section []string
	Line    int
}

// Game is one game of a PBN file.
//
// Tags holds every tag pair in file order and is what WritePBN writes back. Inherited values are
// resolved: a "#" value is replaced by the tag's value in the nearest previous game, a "##text"
// value by text, and a tag set with "##" in an earlier game and absent here is added at the front
// of Tags with its current value. When a tag name occurs more than once, the first occurrence
// counts, as the standard says for import format.
//
// The other fields are read from the tags. Deal is checked: all four hands known, every hand of
// the same size 1..13, no card twice; fewer than 13 cards make an end position, whose trump comes
// from a [Contract] holding only the denomination and whose first leader from the [Play] tag.
type Game struct {
	Tags []Tag
	Line int // line of the game's first tag

	// Header holds the lines before the first tag: "%" escape lines (such as "% PBN 2.1" at the
	// top of a file) and comments. Lines of games that hold nothing but these, and of a leading
	// game made only of "##" header tags, are carried into the next game's Header.
	Header []string

	Board       string // value of [Board], trimmed
	Dealer      Seat
	HasDealer   bool
	Vulnerable  Vulnerability // VulNone when [Vulnerable] is missing, empty or "?"
	Deal        Deal
	Strain      Strain // from [Contract]: "4SX" gives Spades, "3NT" and "NT" give NoTrump
	HasStrain   bool   // false for "Pass", an empty or "?" contract, or none
	Declarer    Seat   // from [Declarer]; "^S" (declarer and dummy swapped) reads as South
	HasDeclarer bool
	Leader      Seat // from [Play]: the seat that plays the first card of the play section
	HasLeader   bool

	Comments []string // the text of every ; and { } comment of the game, trimmed, in order
}

// PBNError is a bad-input error in a PBN file, naming the file, the line and the board.
type PBNError struct {
	File  string
	Line  int
	Board string // empty when the game has no [Board] tag
	Msg   string
}

// Error returns "file:line: board B: msg"; the board part is left out when Board is empty and
// the file part reads "line N" when File is empty.
func (e *PBNError) Error() string {
	var b strings.Builder
	if e.File != "" {
		fmt.Fprintf(&b, "%s:%d: ", e.File, e.Line)
	} else {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Board != "" {
		fmt.Fprintf(&b, "board %s: ", e.Board)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// TagValue returns the value of the first tag called name and whether there is one.
func (g *Game) TagValue(name string) (string, bool) {
	if t := g.tag(name); t != nil {
		return t.Value, true
	}
	return "", false
}

func (g *Game) tag(name string) *Tag {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			return &g.Tags[i]
		}
	}
	return nil
}

// ReadPBN reads every game of a PBN file; file names the input in error messages.
//
// It reads import format: tag pairs with white space anywhere between their tokens (even across
// lines) and several on a line, escaped \" and \\ in values, ; and { } comments, "%" escape lines,
// CRLF or LF line ends, a UTF-8 byte order mark, lower case, ranks in any order, "10" for T and
// "-" for a void suit. Games are separated by lines holding only white space outside comments.
// Escape lines are kept in a game's Header when they come before its first tag and ignored
// elsewhere. "#" and "##" values are resolved for every tag, also for those where the standard
// forbids them (Deal, Dealer, Vulnerable, Declarer, Contract, Auction, Play).
//
// Games with errors are left out of games and reported in errs, each a *PBNError with the line of
// the offending tag; the other games are still returned. A game without a [Deal] tag is an error,
// except a game made only of "##" tags, which just sets values for the games after it.
func ReadPBN(r io.Reader, file string) (games []Game, errs []error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, []error{&PBNError{File: file, Msg: "reading: " + err.Error()}}
	}
	p := newPBNReader(file, string(data))
	p.run()
	return p.games, p.errs
}

// Scanner states: between tokens, inside a { } comment, or inside a tag pair waiting for its
// name, its value or its closing bracket.
const (
	inText = iota
	inComment
	wantName
	wantValue
	wantClose
)

// pos is a place in the input: a 0-based line and a byte offset in it.
type pos struct{ ln, col int }

// chunk collects one game while it is being scanned.
type chunk struct {
	tags     []Tag
	header   []string
	comments []string
	err      *PBNError // first syntax error
}

type pbnReader struct {
	file  string
	lines []string
	ln    int
	col   int
	state int

	ch         chunk
	regionFrom pos // where the free text after the last tag (or before the first) starts
	tagStart   pos
	tagName    string
	tagValue   string
	comment    strings.Builder

	prev        map[string]string // last value of each tag name, for "#"
	sticky      map[string]string // values set with "##", for the games that follow
	stickyOrder []string
	carried     []string // header lines waiting for the next game

	games []Game
	errs  []error
}

func newPBNReader(file, text string) *pbnReader {
	text = strings.TrimPrefix(text, "\ufeff")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	return &pbnReader{
		file:   file,
		lines:  lines,
		prev:   map[string]string{},
		sticky: map[string]string{},
	}
}

// run scans the whole input. Escape lines are skipped wherever they occur; an empty line outside a
// comment ends the game, and inside a tag pair it is an error.
func (p *pbnReader) run() {
	for p.ln < len(p.lines) {
		line := p.lines[p.ln]
		if p.col == 0 && strings.HasPrefix(line, "%") {
			p.ln++
			continue
		}
		if p.col == 0 && isBlank(line) && p.state != inComment {
			if p.state != inText {
				p.fail(p.tagStart, "tag pair is not closed before the empty line")
			}
			p.endGame(pos{p.ln, 0})
			p.ln++
			p.regionFrom = pos{p.ln, 0}
			continue
		}
		switch p.state {
		case inText:
			p.scanText()
		case inComment:
			p.scanComment()
		default:
			p.scanTag()
		}
	}
	if p.state != inText && p.state != inComment {
		p.fail(p.tagStart, "tag pair is not closed at the end of the file")
	}
	p.endGame(pos{len(p.lines), 0})
}

func (p *pbnReader) nextLine() {
	p.ln++
	p.col = 0
}

// scanText reads free text: section data, strings and comments, until a tag pair starts.
func (p *pbnReader) scanText() {
	line := p.lines[p.ln]
	for p.col < len(line) {
		switch line[p.col] {
		case '[':
			p.tagStart = pos{p.ln, p.col}
			p.col++
			p.state = wantName
			return
		case '{':
			p.col++
			p.comment.Reset()
			p.state = inComment
			return
		case ';':
			p.addComment(line[p.col+1:])
			p.col = len(line)
		case '"':
			p.col = skipString(line, p.col)
		default:
			p.col++
		}
	}
	p.nextLine()
}

// scanComment reads a { } comment up to its closing brace, across lines.
func (p *pbnReader) scanComment() {
	line := p.lines[p.ln]
	if i := strings.IndexByte(line[p.col:], '}'); i >= 0 {
		p.comment.WriteString(line[p.col : p.col+i])
		p.addComment(p.comment.String())
		p.col += i + 1
		p.state = inText
		return
	}
	p.comment.WriteString(line[p.col:])
	p.comment.WriteByte('\n')
	p.nextLine()
}

// scanTag reads the tokens of a tag pair: a name, a string and "]", with any white space between.
func (p *pbnReader) scanTag() {
	line := p.lines[p.ln]
	for {
		for p.col < len(line) && isSpace(line[p.col]) {
			p.col++
		}
		if p.col == len(line) {
			p.nextLine()
			return
		}
		switch p.state {
		case wantName:
			j := p.col
			for j < len(line) && isNameChar(line[j]) {
				j++
			}
			if j == p.col {
				p.tagFail(fmt.Sprintf("want a tag name after [, found %q", line[p.col]))
				return
			}
			p.tagName = line[p.col:j]
			p.col = j
			p.state = wantValue
		case wantValue:
			if line[p.col] != '"' {
				p.tagFail(fmt.Sprintf("tag %s: want a quoted value, found %q", p.tagName, line[p.col]))
				return
			}
			v, end, ok := readString(line, p.col)
			if !ok {
				p.tagFail(fmt.Sprintf("tag %s: value has no closing quote on its line", p.tagName))
				return
			}
			p.tagValue = v
			p.col = end
			p.state = wantClose
		case wantClose:
			if line[p.col] != ']' {
				p.tagFail(fmt.Sprintf("tag %s: want ] after the value, found %q", p.tagName, line[p.col]))
				return
			}
			p.col++
			p.addTag()
			p.state = inText
			return
		}
	}
}

// addTag stores the tag pair just read; the free text before it becomes the section of the
// previous tag, or the header when it is the game's first tag.
func (p *pbnReader) addTag() {
	first := len(p.ch.tags) == 0
	text := p.region(p.regionFrom, p.tagStart, first)
	if first {
		p.ch.header = append(p.ch.header, text...)
	} else {
		p.ch.tags[len(p.ch.tags)-1].Section = text
	}
	p.ch.tags = append(p.ch.tags, Tag{Name: p.tagName, Value: p.tagValue, Line: p.tagStart.ln + 1})
	p.regionFrom = pos{p.ln, p.col}
}

// tagFail reports a malformed tag pair and skips the rest of its line.
func (p *pbnReader) tagFail(msg string) {
	p.fail(pos{p.ln, p.col}, msg)
	p.state = inText
	p.col = len(p.lines[p.ln])
	p.regionFrom = pos{p.ln, p.col}
}

func (p *pbnReader) fail(at pos, msg string) {
	if p.ch.err == nil {
		p.ch.err = &PBNError{File: p.file, Line: at.ln + 1, Msg: msg}
	}
}

func (p *pbnReader) addComment(s string) {
	p.ch.comments = append(p.ch.comments, trimSpace(s))
}

// region returns the free text from a to b as trimmed lines. Escape lines are kept in a header
// and dropped elsewhere; leading and trailing empty lines are dropped.
func (p *pbnReader) region(a, b pos, header bool) []string {
	var out []string
	for ln := a.ln; ln <= b.ln && ln < len(p.lines); ln++ {
		line := p.lines[ln]
		from, to := 0, len(line)
		if ln == a.ln {
			from = a.col
		}
		if ln == b.ln {
			to = b.col
		}
		if from > to {
			continue
		}
		if from == 0 && strings.HasPrefix(line, "%") {
			if header {
				out = append(out, strings.TrimRight(line, spaceChars))
			}
			continue
		}
		out = append(out, sectionLine(line[from:to]))
	}
	for len(out) > 0 && out[0] == "" {
		out = out[1:]
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// sectionLine trims a line of free text; a line starting with "%" gets one leading space so that
// it is not taken for an escape line when written back.
func sectionLine(s string) string {
	s = trimSpace(s)
	if strings.HasPrefix(s, "%") {
		s = " " + s
	}
	return s
}

// endGame closes the game being scanned at position end and interprets it.
func (p *pbnReader) endGame(end pos) {
	closeComment := p.state == inComment
	if closeComment {
		p.addComment(p.comment.String())
	}
	p.state = inText
	p.col = 0
	ch := p.ch
	p.ch = chunk{}
	text := p.region(p.regionFrom, end, len(ch.tags) == 0)
	if closeComment {
		// The comment ran to the end of the file: close it so that the game reads the same when
		// written back with other games after it.
		text = append(text, "}")
	}
	if len(ch.tags) == 0 {
		ch.header = append(ch.header, text...)
	} else {
		ch.tags[len(ch.tags)-1].Section = text
	}
	if len(ch.tags) == 0 && ch.err == nil {
		p.carried = append(p.carried, ch.header...)
		return
	}
	p.finish(ch)
}

// finish resolves inherited values, reads the game's fields and stores the game or its error.
func (p *pbnReader) finish(ch chunk) {
	g := Game{Tags: ch.tags, Comments: ch.comments}
	g.Header = append(append([]string(nil), p.carried...), ch.header...)
	p.carried = nil
	if len(g.Tags) > 0 {
		g.Line = g.Tags[0].Line
	} else if ch.err != nil {
		g.Line = ch.err.Line
	}
	var bad *PBNError
	if ch.err != nil {
		bad = ch.err
	}
	failAt := func(line int, format string, args ...any) {
		if bad == nil {
			bad = &PBNError{File: p.file, Line: line, Msg: fmt.Sprintf(format, args...)}
		}
	}

	// Step 1. Tag value inheritance (PBN 2.1 section 4.8).
	headerOnly := len(g.Tags) > 0
	present := map[string]bool{}
	for i := range g.Tags {
		t := &g.Tags[i]
		v, isSticky := t.Value, false
		switch {
		case strings.HasPrefix(v, "##"):
			v, isSticky = v[2:], true
		case v == "#":
			v = p.prev[t.Name]
			headerOnly = false
		default:
			headerOnly = false
		}
		if v == "#" || strings.HasPrefix(v, "##") {
			failAt(t.Line, "tag %s: value %q would be read as inherited", t.Name, v)
			continue
		}
		t.Value = v
		if present[t.Name] {
			continue // a repeated tag does not count (import format)
		}
		present[t.Name] = true
		p.prev[t.Name] = v
		if _, ok := p.sticky[t.Name]; ok || isSticky {
			if !ok {
				p.stickyOrder = append(p.stickyOrder, t.Name)
			}
			p.sticky[t.Name] = v
		}
	}
	var implicit []Tag
	for _, name := range p.stickyOrder {
		if !present[name] {
			implicit = append(implicit, Tag{Name: name, Value: p.sticky[name], Line: g.Line})
			p.prev[name] = p.sticky[name]
		}
	}
	if implicit != nil {
		g.Tags = append(implicit, g.Tags...)
	}

	// Step 2. The fields.
	if t := g.tag("Board"); t != nil {
		g.Board = trimSpace(t.Value)
	}
	if t := g.tag("Deal"); t == nil {
		if headerOnly && bad == nil {
			p.carried = g.Header
			return
		}
		failAt(g.Line, "no [Deal] tag")
	} else if d, err := ParseDeal(t.Value); err != nil {
		failAt(t.Line, "%v", err)
	} else if err := d.Check(); err != nil {
		failAt(t.Line, "deal %q: %v", t.Value, err)
	} else {
		g.Deal = d
	}
	if t := g.tag("Dealer"); t != nil {
		if v := trimSpace(t.Value); !unknownValue(v) {
			s, err := ParseSeat(v)
			if err != nil {
				failAt(t.Line, "tag Dealer: %v", err)
			}
			g.Dealer, g.HasDealer = s, err == nil
		}
	}
	if t := g.tag("Vulnerable"); t != nil {
		v, err := parseVulnerable(t.Value)
		if err != nil {
			failAt(t.Line, "tag Vulnerable: %v", err)
		}
		g.Vulnerable = v
	}
	if t := g.tag("Contract"); t != nil {
		s, ok, err := parseContractStrain(t.Value)
		if err != nil {
			failAt(t.Line, "tag Contract: %v", err)
		}
		g.Strain, g.HasStrain = s, ok
	}
	if t := g.tag("Declarer"); t != nil {
		if v := strings.TrimPrefix(trimSpace(t.Value), "^"); !unknownValue(v) {
			s, err := ParseSeat(v)
			if err != nil {
				failAt(t.Line, "tag Declarer: %v", err)
			}
			g.Declarer, g.HasDeclarer = s, err == nil
		}
	}
	if t := g.tag("Play"); t != nil {
		if v := trimSpace(t.Value); !unknownValue(v) {
			s, err := ParseSeat(v)
			if err != nil {
				failAt(t.Line, "tag Play: %v", err)
			}
			g.Leader, g.HasLeader = s, err == nil
		}
	}

	if bad != nil {
		bad.Board = g.Board
		p.errs = append(p.errs, bad)
		return
	}
	p.games = append(p.games, g)
}

// unknownValue reports whether a seat or contract value says "not given": empty or "?".
func unknownValue(v string) bool { return v == "" || v == "?" }

// parseVulnerable reads None, Love, -, NS, EW, All or Both in any case; empty and "?" read as
// None.
func parseVulnerable(v string) (Vulnerability, error) {
	switch strings.ToLower(trimSpace(v)) {
	case "", "?", "none", "love", "-":
		return VulNone, nil
	case "ns":
		return VulNS, nil
	case "ew":
		return VulEW, nil
	case "all", "both":
		return VulBoth, nil
	}
	return VulNone, fmt.Errorf("bad vulnerability %q (want None, NS, EW or All)", v)
}

// parseContractStrain reads the denomination of a contract "<k><denomination><risk>" (k 1..7,
// risk empty, X or XX), or of a bare denomination as end positions give it. "Pass", empty and
// "?" have no strain.
func parseContractStrain(v string) (Strain, bool, error) {
	s := strings.ToUpper(trimSpace(v))
	if unknownValue(s) || s == "PASS" {
		return 0, false, nil
	}
	if s[0] >= '1' && s[0] <= '7' {
		s = s[1:]
	}
	if t, ok := strings.CutSuffix(s, "XX"); ok {
		s = t
	} else {
		s = strings.TrimSuffix(s, "X")
	}
	st, err := ParseStrain(s)
	if err != nil {
		return 0, false, fmt.Errorf("bad contract %q (want like 4S, 3NTX, Pass, or a denomination)", v)
	}
	return st, true, nil
}

// readString reads the string token starting with the quote at line[i], undoing the escapes \"
// and \\ (any other backslash is kept). It returns the value, the offset after the closing quote
// and whether the string was closed on this line.
func readString(line string, i int) (string, int, bool) {
	var b strings.Builder
	for j := i + 1; j < len(line); j++ {
		c := line[j]
		if c == '\\' && j+1 < len(line) && (line[j+1] == '"' || line[j+1] == '\\') {
			b.WriteByte(line[j+1])
			j++
			continue
		}
		if c == '"' {
			return b.String(), j + 1, true
		}
		b.WriteByte(c)
	}
	return "", len(line), false
}

// skipString returns the offset after the string token starting with the quote at line[i], or
// the line's length when the string is not closed on it. It ends strings where readString does.
func skipString(line string, i int) int {
	for j := i + 1; j < len(line); j++ {
		switch line[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(line)
}

// spaceChars are the white space characters of PBN text (newlines split lines before).
const spaceChars = " \t\r\v\f"

func isSpace(c byte) bool { return strings.IndexByte(spaceChars, c) >= 0 }

func isBlank(s string) bool { return strings.Trim(s, spaceChars) == "" }

func trimSpace(s string) string { return strings.Trim(s, spaceChars) }

// isNameChar reports whether c may appear in a PBN name token: a letter, a digit or "_".
func isNameChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}
