// deal.go holds seats, sides, strains, vulnerability and deals with their PBN-style notation.

package bridge

import (
	"fmt"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
)

// Seat is a bridge seat, North 0, East 1, South 2, West 3 (clockwise, as in DDS).
type Seat int

// The four seats.
const (
	North Seat = iota
	East
	South
	West
	NumSeats = 4
)

const seatLetters = "NESW"

// String returns the seat letter.
func (s Seat) String() string {
	if s < 0 || s >= NumSeats {
		return "?"
	}
	return seatLetters[s : s+1]
}

// Next returns the seat after s in clockwise order.
func (s Seat) Next() Seat { return (s + 1) & 3 }

// Partner returns the partner of s.
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// ParseSeat reads a seat letter (N, E, S, W, either case).
func ParseSeat(s string) (Seat, error) {
	if len(s) == 1 {
		if i := strings.IndexByte(seatLetters, s[0]&^0x20); i >= 0 {
			return Seat(i), nil
		}
	}
	return 0, fmt.Errorf("bad seat %q (want N, E, S or W)", s)
}

// Strain is a denomination: Spades 0, Hearts 1, Diamonds 2, Clubs 3 (as cards.Suit) or NoTrump 4.
type Strain int

// The strains.
const (
	Spades     Strain = Strain(cards.Spades)
	Hearts     Strain = Strain(cards.Hearts)
	Diamonds   Strain = Strain(cards.Diamonds)
	Clubs      Strain = Strain(cards.Clubs)
	NoTrump    Strain = cards.NoTrump
	NumStrains        = cards.NumStrain
)

// String returns "S", "H", "D", "C" or "NT".
func (s Strain) String() string {
	switch {
	case s == NoTrump:
		return "NT"
	case s >= 0 && s < NoTrump:
		return cards.Suit(s).String()
	}
	return "?"
}

// ParseStrain reads "S", "H", "D", "C", "N" or "NT" in either case.
func ParseStrain(s string) (Strain, error) {
	switch strings.ToUpper(s) {
	case "NT", "N":
		return NoTrump, nil
	case "S":
		return Spades, nil
	case "H":
		return Hearts, nil
	case "D":
		return Diamonds, nil
	case "C":
		return Clubs, nil
	}
	return 0, fmt.Errorf("bad strain %q (want NT, S, H, D or C)", s)
}

// Layout returns the card layout for the strain.
func (s Strain) Layout() *cards.Layout { return cards.Bridge(int(s)) }

// Vulnerability says which sides are vulnerable.
type Vulnerability int

// Vulnerabilities, numbered as in DDS.
const (
	VulNone Vulnerability = iota
	VulBoth
	VulNS
	VulEW
)

// String returns the PBN name: None, All, NS or EW.
func (v Vulnerability) String() string {
	switch v {
	case VulNone:
		return "None"
	case VulBoth:
		return "All"
	case VulNS:
		return "NS"
	case VulEW:
		return "EW"
	}
	return "?"
}

// Vulnerable reports whether the side of seat s is vulnerable.
func (v Vulnerability) Vulnerable(s Seat) bool {
	return v == VulBoth || (v == VulNS && s&1 == 0) || (v == VulEW && s&1 == 1)
}

// Deal holds the cards of each seat. A deal may be partial (an end position): every hand then has
// the same number of cards, fewer than 13.
type Deal [NumSeats]cards.Set

var layout = cards.Bridge(int(NoTrump))

// ParseDeal reads a deal in PBN notation: "N:AK5.QT2.-.J9876 ..." — the first seat, a colon, then
// four suit-dotted hands clockwise from that seat. Ranks may be in any order and either case; a
// void suit may be empty or "-". It checks that no card appears twice. Hand sizes are checked by
// Deal.Check.
func ParseDeal(s string) (Deal, error) {
	var d Deal
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[1] != ':' {
		return d, fmt.Errorf("deal %q must start with the first seat's letter and a colon (N:, E:, S: or W:)", s)
	}
	first, err := ParseSeat(s[:1])
	if err != nil {
		return d, fmt.Errorf("deal %q: %v", s, err)
	}
	hands := strings.Fields(s[2:])
	if len(hands) != NumSeats {
		return d, fmt.Errorf("deal %q: %d hands, want 4", s, len(hands))
	}
	var seen cards.Set
	for i, h := range hands {
		seat := (first + Seat(i)) & 3
		if h == "-" {
			return d, fmt.Errorf("deal %q: hand of %v is unknown (-); double-dummy analysis needs all four", s, seat)
		}
		set, err := layout.ParseHand(h)
		if err != nil {
			return d, fmt.Errorf("deal %q: %v: %v", s, seat, err)
		}
		if dup := set & seen; dup != 0 {
			return d, fmt.Errorf("deal %q: card %s appears in two hands", s, layout.String(dup.Highest()))
		}
		seen |= set
		d[seat] = set
	}
	return d, nil
}

// Check reports an error unless every hand has the same number of cards, between 1 and 13.
func (d Deal) Check() error {
	n := d[0].Count()
	for s := Seat(0); s < NumSeats; s++ {
		if c := d[s].Count(); c != n {
			return fmt.Errorf("hands have different sizes: %v has %d cards, %v has %d", North, n, s, c)
		}
	}
	if n == 0 || n > 13 {
		return fmt.Errorf("hands have %d cards, want 1 to 13", n)
	}
	return nil
}

// String writes the deal as "N:..." with hands clockwise from North.
func (d Deal) String() string { return d.Format(North) }

// Format writes the deal starting with seat first: "E:...".
func (d Deal) Format(first Seat) string {
	var b strings.Builder
	b.WriteString(first.String())
	b.WriteByte(':')
	for i := Seat(0); i < NumSeats; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(layout.FormatHand(d[(first+i)&3]))
	}
	return b.String()
}

// Table is a double-dummy table: Table[declarer][strain] is the number of tricks the declarer takes
// when the player at the declarer's left leads.
type Table [NumSeats][NumStrains]int
