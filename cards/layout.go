// layout.go holds Layout, the per-game assignment of physical cards to bits.

package cards

import (
	"fmt"
	"strings"
)

// MaxClasses is the largest number of follow-suit classes a layout may have.
const MaxClasses = 5

// Class is one follow-suit class of a layout: Faces[i] sits at bit Base+i, weakest first.
type Class struct {
	Base  Card
	Faces []Face
}

// Layout assigns the physical cards of one game to bits. Each follow-suit class is a contiguous
// run of bits ordered by trick-taking power, strongest highest. Layouts are built once and shared;
// they are read-only after construction.
type Layout struct {
	Name       string
	NumClasses int
	Classes    [MaxClasses]Set // the bits of each follow-suit class
	Trump      int             // index of the trump class, or -1 when there is none
	Points     [64]int         // card point value per bit (zero in bridge)
	ClassOf    [64]int8        // class index per bit; -1 for unused bits
	DotOrder   [NumSuits]Suit  // suit order of suit-dotted hands ("AK5.QT2.-.J9876")
	All        Set             // every card of the layout

	face  [64]Face
	bitOf [NumSuits][Ace + 1]Card
}

// NewLayout builds a layout from its classes. trump is the index of the trump class or -1; dot is
// the suit order of suit-dotted hands; points, when non-nil, gives each card's point value.
// It panics on overlapping bits or a face used twice: layouts are program constants.
func NewLayout(name string, trump int, dot [NumSuits]Suit, points func(Face) int, classes ...Class) *Layout {
	l := &Layout{Name: name, NumClasses: len(classes), Trump: trump, DotOrder: dot}
	if len(classes) > MaxClasses {
		panic("cards: too many classes in layout " + name)
	}
	for i := range l.ClassOf {
		l.ClassOf[i] = -1
	}
	for s := range l.bitOf {
		for r := range l.bitOf[s] {
			l.bitOf[s][r] = NoCard
		}
	}
	for k, cl := range classes {
		for i, f := range cl.Faces {
			c := cl.Base + Card(i)
			if c >= 64 || l.ClassOf[c] >= 0 || l.bitOf[f.Suit][f.Rank] != NoCard {
				panic(fmt.Sprintf("cards: layout %s: bad or repeated card %v", name, f))
			}
			l.ClassOf[c] = int8(k)
			l.Classes[k] |= Bit(c)
			l.face[c] = f
			l.bitOf[f.Suit][f.Rank] = c
			if points != nil {
				l.Points[c] = points(f)
			}
		}
		l.All |= l.Classes[k]
	}
	return l
}

// Face returns the physical card at bit c.
func (l *Layout) Face(c Card) Face { return l.face[c] }

// Card returns the bit of a physical card and whether the layout has it.
func (l *Layout) Card(f Face) (Card, bool) {
	if f.Suit >= NumSuits || f.Rank > Ace {
		return NoCard, false
	}
	c := l.bitOf[f.Suit][f.Rank]
	return c, c != NoCard
}

// String returns the name of the card at bit c, for example "SA".
func (l *Layout) String(c Card) string {
	if c >= 64 || l.ClassOf[c] < 0 {
		return "??"
	}
	return l.face[c].String()
}

// ParseCard reads a card name ("SA", "h7") and returns its bit.
func (l *Layout) ParseCard(s string) (Card, error) {
	f, err := ParseFace(s)
	if err != nil {
		return NoCard, err
	}
	c, ok := l.Card(f)
	if !ok {
		return NoCard, fmt.Errorf("card %s is not part of %s", f, l.Name)
	}
	return c, nil
}

// SetPoints returns the total point value of the cards in s.
func (l *Layout) SetPoints(s Set) int {
	n := 0
	for m := s; m != 0; m &= m - 1 {
		n += l.Points[m.Lowest()]
	}
	return n
}

// ranksOf returns the ranks of suit su present in s, highest rank first.
func (l *Layout) ranksOf(s Set, su Suit) string {
	var b strings.Builder
	for r := Ace; r >= 2; r-- {
		if c := l.bitOf[su][r]; c != NoCard && s.Has(c) {
			b.WriteString(r.String())
		}
	}
	return b.String()
}

// FormatHand writes s suit-dotted in the layout's suit order, ranks from the highest down, with
// empty suits left empty: "AK5.QT2..J9876".
func (l *Layout) FormatHand(s Set) string {
	parts := make([]string, NumSuits)
	for i, su := range l.DotOrder {
		parts[i] = l.ranksOf(s, su)
	}
	return strings.Join(parts, ".")
}

// ParseHand reads a suit-dotted hand in the layout's suit order. Ranks may come in any order and
// either case; "-" stands for a void suit; "10" is read as T. It reports unknown, repeated or
// out-of-layout cards.
func (l *Layout) ParseHand(s string) (Set, error) {
	parts := strings.Split(s, ".")
	if len(parts) != NumSuits {
		return 0, fmt.Errorf("hand %q has %d suits, want %d separated by dots", s, len(parts), NumSuits)
	}
	var h Set
	for i, p := range parts {
		su := l.DotOrder[i]
		if p == "-" {
			continue
		}
		for j := 0; j < len(p); j++ {
			b := p[j]
			if b == '1' && j+1 < len(p) && p[j+1] == '0' {
				b = 'T'
				j++
			}
			r, err := ParseRank(b)
			if err != nil {
				return 0, fmt.Errorf("hand %q, suit %v: %v", s, su, err)
			}
			c, ok := l.Card(Face{su, r})
			if !ok {
				return 0, fmt.Errorf("hand %q: card %v%v is not part of %s", s, su, r, l.Name)
			}
			if h.Has(c) {
				return 0, fmt.Errorf("hand %q: card %v%v appears twice", s, su, r)
			}
			h |= Bit(c)
		}
	}
	return h, nil
}

// FormatSet writes the cards of s as space-separated names, strongest class first and strongest
// card first within a class.
func (l *Layout) FormatSet(s Set) string {
	var names []string
	for c := s.Highest(); s != 0; c = s.Highest() {
		names = append(names, l.String(c))
		s &^= Bit(c)
	}
	return strings.Join(names, " ")
}
