// iss.go holds Record, an ISS (International Skat Server) game record, with its reader and writer.

package skat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
)

// A game record of the International Skat Server is one line of SGF-like properties:
//
//	(;GM[Skat]PC[International Skat Server]CO[]SE[24072]ID[541932]DT[2010-12-06/18:59:24/UTC]
//	P0[zoot]P1[kermit]P2[foo]R0[]R1[]R2[0.0]MV[w HA.SK.… 1 p 2 18 0 p 2 s w H8.CK 2 D.ST.H8 0 SA …
//	]R[d:2 loss v:-54 m:-2 bidok p:59 t:4 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)
//
// MV holds the moves as pairs "actor action": the actor is w (the server, "world") or the seat
// number 0 (FH), 1 (MH), 2 (RH). The world first deals 32 cards, dot-separated: FH's ten, MH's,
// RH's, then the skat. Then come bids (a number), holds (y) and passes (p); the declarer picks
// up the skat (s), the world shows it (w C1.C2), and the declarer names the contract with his
// two discards (G.ST.H8); a hand game is named at once (GH, CHS, NOH). Then the cards are
// played, each by its seat; SC shows the declarer's cards, RE resigns, and the world may end
// the game with TI.n (seat n ran out of time) or LE.n (seat n left). R holds the result.

// MoveKind says what a move of an ISS record does.
type MoveKind int

// The kinds of ISS moves.
const (
	MoveBid     MoveKind = iota // a seat bids a value (Move.Bid)
	MoveHold                    // a seat holds the bid it was offered ("y")
	MovePass                    // a seat passes ("p")
	MovePickUp                  // the declarer picks up the skat ("s")
	MoveSkat                    // the world shows the skat to the declarer (Move.Cards)
	MoveDeclare                 // the declarer names Move.Contract; Move.Cards: discards, shown cards
	MovePlay                    // a seat plays Move.Card
	MoveShow                    // a seat shows its cards ("SC")
	MoveResign                  // a seat resigns ("RE")
	MoveTimeout                 // the world ends the game: Move.Seat ran out of time ("TI.n")
	MoveLeave                   // the world ends the game: Move.Seat left the table ("LE.n")
)

var moveKindNames = [...]string{"bid", "hold", "pass", "pick-up", "skat", "declare", "play", "show", "resign", "timeout", "leave"}

// String returns the kind's name in lower case ("bid", "play", "timeout"), or "?".
func (k MoveKind) String() string {
	if k < 0 || int(k) >= len(moveKindNames) {
		return "?"
	}
	return moveKindNames[k]
}

// Move is one move of an ISS record after the deal.
type Move struct {
	Kind     MoveKind
	Seat     Seat // the seat that moves, or the seat named by the world in MoveTimeout and MoveLeave; NoSeat for MoveSkat
	Bid      int
	Card     cards.Face
	Contract Contract
	Cards    []cards.Face
}

// Prop is a header property of a record, such as ID[541932] or P0[zoot].
type Prop struct {
	Key, Value string
}

// Result is the R property of a record: the server's account of the outcome. A game that all
// seats passed has Passed set and nothing else.
type Result struct {
	Passed    bool
	Declarer  Seat     // d: the declarer, NoSeat when there was none
	Status    string   // "win", "loss" or "penalty"
	Score     int      // v: the score, Score(value, won): negative and doubled for lost games
	Matadors  int      // m: +n with, -n without
	Overbid   bool     // "overbid" (else "bidok")
	Points    int      // p: the declarer's card points
	Tricks    int      // t: the declarer's tricks
	Schneider bool     // s
	Schwarz   bool     // z
	Penalty   [3]int   // p0, p1, p2: penalty points per seat
	Left      Seat     // l: the seat that left, NoSeat when none
	Timeout   Seat     // to: the seat that ran out of time, NoSeat when none
	Resigned  bool     // r: the game ended by resignation
	Extra     []string // fields this reader does not know, kept in order
}

// Record is an ISS game record. ParseISS fills the fields below Result from the moves.
type Record struct {
	Props  []Prop         // header properties other than MV and R, in their order
	Deal   Deal           // the cards as dealt, in the layout of Contract.Game (diamonds' when passed in)
	Dealt  [32]cards.Face // the same cards in the record's order: FH's ten, MH's, RH's, the skat
	Moves  []Move         // the moves of MV after the deal
	Result Result

	Declarer Seat         // NoSeat when all passed
	Bid      int          // the highest bid held; 0 when all passed
	Contract Contract     // the zero Contract when all passed
	Skat     cards.Set    // the skat after the declaration: the discards, or the dealt skat in hand games
	Play     []cards.Card // the cards played in order, in the layout of Contract.Game
	Ended    MoveKind     // how the play stopped early: MoveResign, MoveTimeout or MoveLeave; MovePlay otherwise
}

// ParseISS reads one ISS game record. It checks the deal (32 different cards), the bidding
// (bids in rising order of game values, answered in turn), the declaration (a valid contract,
// two discards from the declarer's twelve cards) and every card played (the right seat, a card
// it holds, suit followed); errors name the move by its number in MV and the rule broken.
func ParseISS(line string) (*Record, error) {
	s := strings.TrimSpace(line)
	if len(s) < 4 || !strings.HasPrefix(s, "(;") || !strings.HasSuffix(s, ";)") {
		return nil, fmt.Errorf("iss: record must start with \"(;\" and end with \";)\"")
	}
	s = strings.TrimSpace(s[2 : len(s)-2])
	r := &Record{}
	var mv, res string
	haveMV, haveR := false, false
	for len(s) > 0 {
		i := strings.IndexByte(s, '[')
		if i <= 0 {
			return nil, fmt.Errorf("iss: want a property like KEY[value] at %q", clip(s))
		}
		key := s[:i]
		for _, b := range []byte(key) {
			if !(b >= 'A' && b <= 'Z' || b >= '0' && b <= '9') {
				return nil, fmt.Errorf("iss: bad property name %q (want capital letters and digits)", key)
			}
		}
		val, rest, err := propValue(s[i+1:])
		if err != nil {
			return nil, fmt.Errorf("iss: property %s: %v", key, err)
		}
		s = strings.TrimSpace(rest)
		switch key {
		case "MV":
			if haveMV {
				return nil, fmt.Errorf("iss: property MV given twice")
			}
			mv, haveMV = val, true
		case "R":
			if haveR {
				return nil, fmt.Errorf("iss: property R given twice")
			}
			res, haveR = val, true
		default:
			if key == "GM" && val != "Skat" {
				return nil, fmt.Errorf("iss: GM[%s] is not a Skat record", val)
			}
			r.Props = append(r.Props, Prop{key, val})
		}
	}
	if !haveMV {
		return nil, fmt.Errorf("iss: no MV property (the moves)")
	}
	if !haveR {
		return nil, fmt.Errorf("iss: no R property (the result)")
	}
	if err := r.parseMoves(mv); err != nil {
		return nil, err
	}
	var err error
	if r.Result, err = parseResult(res); err != nil {
		return nil, err
	}
	return r, nil
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}

// propValue reads a property value up to its closing bracket; a backslash escapes the next
// character. It returns the value and the text after the bracket.
func propValue(s string) (val, rest string, err error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 == len(s) {
				return "", "", fmt.Errorf("backslash at the end of the record")
			}
			i++
			b.WriteByte(s[i])
		case ']':
			return b.String(), s[i+1:], nil
		default:
			b.WriteByte(s[i])
		}
	}
	return "", "", fmt.Errorf("no closing ]")
}

// escapeValue escapes a property value for writing.
func escapeValue(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

// String writes the record in ISS form: the header properties in their order, then MV and R.
// ParseISS reads it back to the same deal, moves and result.
func (r *Record) String() string {
	var b strings.Builder
	b.WriteString("(;")
	for _, p := range r.Props {
		b.WriteString(p.Key + "[" + escapeValue(p.Value) + "]")
	}
	b.WriteString("MV[w ")
	b.WriteString(formatFaces(r.dealFaces()))
	for _, m := range r.Moves {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	b.WriteString(" ]R[")
	b.WriteString(escapeValue(r.Result.String()))
	b.WriteString("] ;)")
	return b.String()
}

// dealFaces lists the dealt cards in ISS order: FH, MH, RH, skat. It keeps the order of Dealt
// when Dealt holds the cards of Deal, and else writes each hand in falling order of power.
func (r *Record) dealFaces() []cards.Face {
	l := r.Deal.Game.Layout()
	var fromDealt Deal
	fromDealt.Game = r.Deal.Game
	for i, f := range r.Dealt {
		c, ok := l.Card(f)
		if !ok {
			break
		}
		if i < NumSeats*HandSize {
			fromDealt.Hands[i/HandSize] |= cards.Bit(c)
		} else {
			fromDealt.Skat |= cards.Bit(c)
		}
	}
	if fromDealt == r.Deal && (r.Deal.Skat|r.Deal.Hands[FH]|r.Deal.Hands[MH]|r.Deal.Hands[RH]).Count() == 32 {
		return r.Dealt[:]
	}
	var out []cards.Face
	sets := [NumSeats + 1]cards.Set{r.Deal.Hands[FH], r.Deal.Hands[MH], r.Deal.Hands[RH], r.Deal.Skat}
	for _, h := range sets {
		for m := h; m != 0; {
			c := m.Highest()
			out = append(out, l.Face(c))
			m &^= cards.Bit(c)
		}
	}
	return out
}

// formatFaces writes cards dot-separated in ISS form ("CJ.ST.H8").
func formatFaces(fs []cards.Face) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.String()
	}
	return strings.Join(names, ".")
}

// String writes the move as ISS writes it: "1 18", "0 y", "2 s", "w H8.CK", "2 D.ST.H8",
// "0 SA", "w TI.1".
func (m Move) String() string {
	seat := strconv.Itoa(int(m.Seat))
	switch m.Kind {
	case MoveBid:
		return seat + " " + strconv.Itoa(m.Bid)
	case MoveHold:
		return seat + " y"
	case MovePass:
		return seat + " p"
	case MovePickUp:
		return seat + " s"
	case MoveSkat:
		return "w " + formatFaces(m.Cards)
	case MoveDeclare:
		if len(m.Cards) == 0 {
			return seat + " " + m.Contract.ISS()
		}
		return seat + " " + m.Contract.ISS() + "." + formatFaces(m.Cards)
	case MovePlay:
		return seat + " " + m.Card.String()
	case MoveShow, MoveResign:
		word := "SC"
		if m.Kind == MoveResign {
			word = "RE"
		}
		if len(m.Cards) == 0 {
			return seat + " " + word
		}
		return seat + " " + word + "." + formatFaces(m.Cards)
	case MoveTimeout:
		return "w TI." + seat
	case MoveLeave:
		return "w LE." + seat
	}
	return "? ?"
}

// String writes the result as ISS does: "passed", or "d:2 loss v:-54 m:-2 bidok p:59 t:4 s:0
// z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0" followed by any unknown fields.
func (res Result) String() string {
	if res.Passed {
		return "passed"
	}
	bid := "bidok"
	if res.Overbid {
		bid = "overbid"
	}
	s := fmt.Sprintf("d:%d %s v:%d m:%d %s p:%d t:%d s:%d z:%d p0:%d p1:%d p2:%d l:%d to:%d r:%d",
		res.Declarer, res.Status, res.Score, res.Matadors, bid, res.Points, res.Tricks,
		b2i(res.Schneider), b2i(res.Schwarz), res.Penalty[0], res.Penalty[1], res.Penalty[2],
		res.Left, res.Timeout, b2i(res.Resigned))
	for _, e := range res.Extra {
		s += " " + e
	}
	return s
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// parseResult reads the R property. Fields d, v, m, p, t, s, z, p0, p1, p2, l and to are
// required, r is optional (older records lack it); unknown fields are kept in Extra.
func parseResult(s string) (Result, error) {
	res := Result{Declarer: NoSeat, Left: NoSeat, Timeout: NoSeat}
	if strings.TrimSpace(s) == "passed" {
		res.Passed = true
		return res, nil
	}
	ints := map[string]*int{"v": &res.Score, "m": &res.Matadors, "p": &res.Points, "t": &res.Tricks,
		"p0": &res.Penalty[0], "p1": &res.Penalty[1], "p2": &res.Penalty[2]}
	seats := map[string]*Seat{"d": &res.Declarer, "l": &res.Left, "to": &res.Timeout}
	flags := map[string]*bool{"s": &res.Schneider, "z": &res.Schwarz, "r": &res.Resigned}
	seen := map[string]bool{}
	for _, tok := range strings.Fields(s) {
		key, val, ok := strings.Cut(tok, ":")
		if !ok {
			switch tok {
			case "win", "loss", "penalty":
				if res.Status != "" {
					return res, fmt.Errorf("iss: result: two outcomes, %q and %q", res.Status, tok)
				}
				res.Status = tok
			case "bidok":
			case "overbid":
				res.Overbid = true
			default:
				res.Extra = append(res.Extra, tok)
			}
			continue
		}
		if seen[key] {
			return res, fmt.Errorf("iss: result: field %s given twice", key)
		}
		seen[key] = true
		n, err := strconv.Atoi(val)
		switch {
		case ints[key] != nil || seats[key] != nil || flags[key] != nil:
			if err != nil {
				return res, fmt.Errorf("iss: result: field %s: %q is not a number", key, val)
			}
		default:
			res.Extra = append(res.Extra, tok)
			continue
		}
		switch {
		case ints[key] != nil:
			*ints[key] = n
		case seats[key] != nil:
			if n < int(NoSeat) || n >= NumSeats {
				return res, fmt.Errorf("iss: result: field %s: seat %d is not -1, 0, 1 or 2", key, n)
			}
			*seats[key] = Seat(n)
		default:
			if n != 0 && n != 1 {
				return res, fmt.Errorf("iss: result: field %s: %d is not 0 or 1", key, n)
			}
			*flags[key] = n == 1
		}
	}
	if res.Status == "" {
		return res, fmt.Errorf("iss: result %q: no outcome (want win, loss or penalty, or passed)", s)
	}
	for _, key := range []string{"d", "v", "m", "p", "t", "s", "z", "p0", "p1", "p2", "l", "to"} {
		if !seen[key] {
			return res, fmt.Errorf("iss: result %q: field %s missing", s, key)
		}
	}
	return res, nil
}
