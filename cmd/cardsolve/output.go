// output.go holds the output of the bridge commands: JSON lines and text blocks for double-dummy
// tables (with par) and for the card values of single positions.

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/cardsolve/cardsolve/bridge"
	"github.com/cardsolve/cardsolve/cards"
)

// Output orders: declarers N, S, E, W as in DDS' tables and PBN's [OptimumResultTable] for text,
// seats N, E, S, W (clockwise) for JSON objects, strains NT, S, H, D, C for both.
var (
	textSeats = [bridge.NumSeats]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	jsonSeats = [bridge.NumSeats]bridge.Seat{bridge.North, bridge.East, bridge.South, bridge.West}
	strains   = [bridge.NumStrains]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}
)

// bridgeLayout names and parses bridge cards; a card's bit is the same in every strain.
var bridgeLayout = cards.Bridge(cards.NoTrump)

// tableResult is the double-dummy analysis of one deal, ready for output.
type tableResult struct {
	Board      string
	Deal       bridge.Deal
	Dealer     bridge.Seat
	Vulnerable bridge.Vulnerability
	Assumed    []string // "dealer" and/or "vulnerable" when not given by tags
	Table      bridge.Table
	Par        *bridge.ParResult // nil for end positions, where par means nothing
}

// cardsPerHand returns the number of cards each hand of d holds.
func cardsPerHand(d bridge.Deal) int { return d[bridge.North].Count() }

// tableJSON is a double-dummy table as a JSON object: seat letter to an object of strain to tricks,
// seats N, E, S, W and strains NT, S, H, D, C in that order.
type tableJSON bridge.Table

// MarshalJSON writes the table with its keys in playing order rather than sorted.
func (t tableJSON) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, s := range jsonSeats {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:{", s.String())
		for j, st := range strains {
			if j > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "%q:%d", st.String(), t[s][st])
		}
		b.WriteByte('}')
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// parJSON is the par of a deal: the score from North-South's side and DDS' DealerPar contracts.
type parJSON struct {
	Score     int      `json:"score"`
	Contracts []string `json:"contracts"`
}

// tableLine is one JSON output line of the default action.
type tableLine struct {
	Board      string    `json:"board"`
	Deal       string    `json:"deal"`
	Dealer     string    `json:"dealer"`
	Vulnerable string    `json:"vulnerable"`
	Assumed    []string  `json:"assumed,omitempty"`
	Cards      int       `json:"cards,omitempty"` // cards per hand, end positions only
	Tricks     tableJSON `json:"tricks"`
	Par        *parJSON  `json:"par,omitempty"`
}

// writeTableJSON writes r as one JSON line.
func writeTableJSON(w io.Writer, r *tableResult) error {
	l := tableLine{
		Board:      r.Board,
		Deal:       r.Deal.String(),
		Dealer:     r.Dealer.String(),
		Vulnerable: r.Vulnerable.String(),
		Assumed:    r.Assumed,
		Tricks:     tableJSON(r.Table),
	}
	if n := cardsPerHand(r.Deal); n < 13 {
		l.Cards = n
	}
	if r.Par != nil {
		l.Par = &parJSON{Score: r.Par.Score, Contracts: r.Par.Contracts}
		if l.Par.Contracts == nil {
			l.Par.Contracts = []string{}
		}
	}
	return json.NewEncoder(w).Encode(l)
}

// writeTableText writes r as a readable block: a heading, the deal as a diagram, the table with
// declarers as rows and strains as columns, and par. Blocks are separated by an empty line.
func writeTableText(w io.Writer, r *tableResult, first bool) error {
	var b strings.Builder
	if !first {
		b.WriteByte('\n')
	}
	board := r.Board
	if board == "" {
		board = "-"
	}
	fmt.Fprintf(&b, "Board %s   Dealer %v   Vulnerable %v\n", board, r.Dealer, r.Vulnerable)
	if len(r.Assumed) > 0 {
		from := "the board number"
		if n, err := strconv.Atoi(r.Board); err != nil || n < 1 {
			from = "the defaults N and None (no board number)"
		}
		tags := make([]string, len(r.Assumed))
		for i, a := range r.Assumed {
			tags[i] = "[" + strings.ToUpper(a[:1]) + a[1:] + "]"
		}
		fmt.Fprintf(&b, "(no %s tag: taken from %s)\n", strings.Join(tags, " or "), from)
	}
	b.WriteString(r.Deal.String())
	b.WriteByte('\n')
	writeDiagram(&b, r.Deal)
	n := cardsPerHand(r.Deal)
	if n < 13 {
		fmt.Fprintf(&b, "End position, %d %s each: tricks out of %d\n", n, plural(n, "card", "cards"), n)
	}
	b.WriteString("     NT  S  H  D  C\n")
	for _, s := range textSeats {
		fmt.Fprintf(&b, "  %v", s)
		for _, st := range strains {
			fmt.Fprintf(&b, " %2d", r.Table[s][st])
		}
		b.WriteByte('\n')
	}
	if r.Par != nil {
		contracts := strings.Join(r.Par.Contracts, ", ")
		fmt.Fprintf(&b, "Par %d: %s\n", r.Par.Score, contracts)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Diagram geometry: North and South are indented by diagramIndent, East starts at diagramEast.
const (
	diagramIndent = 10
	diagramEast   = 22
)

// writeDiagram draws the deal as the usual compass: North on top, West left, East right, South at
// the bottom, one line per suit with S, H, D, C in front and "-" for a void.
func writeDiagram(b *strings.Builder, d bridge.Deal) {
	suitLine := func(h cards.Set, s cards.Suit) string {
		ranks := bridgeLayout.FormatHand(h & cards.BridgeSuit(s))
		ranks = strings.ReplaceAll(ranks, ".", "")
		if ranks == "" {
			ranks = "-"
		}
		return s.String() + " " + ranks
	}
	pad := strings.Repeat(" ", diagramIndent)
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		b.WriteString(pad + suitLine(d[bridge.North], s) + "\n")
	}
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		west := suitLine(d[bridge.West], s)
		b.WriteString(west + strings.Repeat(" ", max(1, diagramEast-len(west))) + suitLine(d[bridge.East], s) + "\n")
	}
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		b.WriteString(pad + suitLine(d[bridge.South], s) + "\n")
	}
}

// positionResult is the value of every legal card of one position, ready for output.
type positionResult struct {
	Board  string // from a PBN file; empty for --deal
	Pos    bridge.Position
	Values []bridge.CardValue // in display order, see sortCardValues
}

// sortCardValues orders card values for display: suits S, H, D, C, each from its highest card down.
func sortCardValues(v []bridge.CardValue) {
	key := func(c cards.Card) int {
		f := bridgeLayout.Face(c)
		return int(f.Suit)*16 + 15 - int(f.Rank)
	}
	slices.SortFunc(v, func(a, b bridge.CardValue) int { return key(a.Card) - key(b.Card) })
}

// cardValuesJSON is the card values as a JSON object, card name to tricks, in display order.
type cardValuesJSON []bridge.CardValue

// MarshalJSON writes the object with its keys in display order rather than sorted.
func (v cardValuesJSON) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, cv := range v {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", bridgeLayout.String(cv.Card), cv.Tricks)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// positionLine is one JSON output line of the solve command.
type positionLine struct {
	Board  string         `json:"board,omitempty"`
	Deal   string         `json:"deal"`
	Trump  string         `json:"trump"`
	Leader string         `json:"leader"`
	Trick  []string       `json:"trick,omitempty"`
	ToMove string         `json:"to_move"`
	Cards  cardValuesJSON `json:"cards"`
}

// trickNames returns the names of the cards of the current trick.
func trickNames(p *bridge.Position) []string {
	out := make([]string, len(p.Trick))
	for i, c := range p.Trick {
		out[i] = bridgeLayout.String(c)
	}
	return out
}

// writePositionJSON writes r as one JSON line.
func writePositionJSON(w io.Writer, r *positionResult) error {
	return json.NewEncoder(w).Encode(positionLine{
		Board:  r.Board,
		Deal:   r.Pos.Deal.String(),
		Trump:  r.Pos.Strain.String(),
		Leader: r.Pos.Leader.String(),
		Trick:  trickNames(&r.Pos),
		ToMove: r.Pos.ToMove().String(),
		Cards:  cardValuesJSON(r.Values),
	})
}

// writePositionText writes r as a readable block: the position, then one line per group of cards of
// the same suit and value ("SAK  3"), best value first, blocks separated by an empty line.
func writePositionText(w io.Writer, r *positionResult, first bool) error {
	var b strings.Builder
	if !first {
		b.WriteByte('\n')
	}
	if r.Board != "" {
		fmt.Fprintf(&b, "Board %s   ", r.Board)
	}
	fmt.Fprintf(&b, "Trump %v   Leader %v", r.Pos.Strain, r.Pos.Leader)
	if len(r.Pos.Trick) > 0 {
		fmt.Fprintf(&b, "   Trick %s", strings.Join(trickNames(&r.Pos), " "))
	}
	fmt.Fprintf(&b, "   %v to play\n%s\n", r.Pos.ToMove(), r.Pos.Deal.String())
	best := -1
	for _, cv := range r.Values {
		best = max(best, cv.Tricks)
	}
	for _, g := range groupCardValues(r.Values) {
		mark := ""
		if g.tricks == best {
			mark = "  best"
		}
		fmt.Fprintf(&b, "  %-15s %2s%s\n", g.name, strconv.Itoa(g.tricks), mark)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cardGroup is a run of cards of one suit with the same value, named like "SKQ".
type cardGroup struct {
	name   string
	tricks int
}

// groupCardValues joins cards of one suit with the same value, best value first and in display
// order among equal values.
func groupCardValues(v []bridge.CardValue) []cardGroup {
	type key struct {
		suit   cards.Suit
		tricks int
	}
	index := map[key]int{}
	var out []cardGroup
	for _, cv := range v {
		f := bridgeLayout.Face(cv.Card)
		k := key{f.Suit, cv.Tricks}
		if i, ok := index[k]; ok {
			out[i].name += f.Rank.String()
			continue
		}
		index[k] = len(out)
		out = append(out, cardGroup{name: f.Suit.String() + f.Rank.String(), tricks: cv.Tricks})
	}
	slices.SortStableFunc(out, func(a, b cardGroup) int { return b.tricks - a.tricks })
	return out
}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
