// layout.go holds the bit layouts of the six Skat games and the conversion of cards between them.

package skat

import "github.com/cardsolve/cardsolve/cards"

// dotOrder is the suit order of suit-dotted Skat hands: clubs.spades.hearts.diamonds.
var dotOrder = [cards.NumSuits]cards.Suit{cards.Clubs, cards.Spades, cards.Hearts, cards.Diamonds}

// Ranks of a plain suit in suit games and grand, weakest first: 7 8 9 Q K T A.
var plainRanks = []cards.Rank{7, 8, 9, cards.Queen, cards.King, cards.Ten, cards.Ace}

// Ranks of a null suit, weakest first: 7 8 9 T J Q K A.
var nullRanks = []cards.Rank{7, 8, 9, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace}

// jackSuits lists the jacks weakest first: DJ, HJ, SJ, CJ.
var jackSuits = []cards.Suit{cards.Diamonds, cards.Hearts, cards.Spades, cards.Clubs}

// CardPoints returns the card points of a card (ISkO 1.2.2): ace 11, ten 10, king 4, queen 3,
// jack 2, nine, eight and seven 0.
func CardPoints(f cards.Face) int {
	switch f.Rank {
	case cards.Ace:
		return 11
	case cards.Ten:
		return 10
	case cards.King:
		return 4
	case cards.Queen:
		return 3
	case cards.Jack:
		return 2
	}
	return 0
}

// GrandJacks is the class index of the jacks in the grand layout.
const GrandJacks = 4

var layouts [NumGameTypes]*cards.Layout

func init() {
	for g := Diamonds; g <= Clubs; g++ {
		layouts[g] = suitLayout(g)
	}
	layouts[Grand] = grandLayout()
	layouts[Null] = nullLayout()
}

func faces(s cards.Suit, ranks []cards.Rank) []cards.Face {
	out := make([]cards.Face, 0, len(ranks)+4)
	for _, r := range ranks {
		out = append(out, cards.Face{Suit: s, Rank: r})
	}
	return out
}

// suitLayout builds 11+7+7+7: the three plain suits at bits 0-6, 7-13 and 14-20 in rising suit
// number, then the trump class at bits 21-31, the trump suit's 7 8 9 Q K T A under DJ HJ SJ CJ.
// The class index of each suit is its cards.Suit number; the trump class takes the trump suit's.
func suitLayout(g GameType) *cards.Layout {
	trump, _ := g.TrumpSuit()
	cls := make([]cards.Class, cards.NumSuits)
	base := cards.Card(0)
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		if s == trump {
			continue
		}
		cls[s] = cards.Class{Base: base, Faces: faces(s, plainRanks)}
		base += 7
	}
	tf := faces(trump, plainRanks)
	for _, js := range jackSuits {
		tf = append(tf, cards.Face{Suit: js, Rank: cards.Jack})
	}
	cls[trump] = cards.Class{Base: 21, Faces: tf}
	return cards.NewLayout(g.String(), int(trump), dotOrder, CardPoints, cls...)
}

// grandLayout builds 4+7+7+7+7: the suits at bits 7s … 7s+6 (class index = suit number), the
// jacks DJ HJ SJ CJ at bits 28-31 as class GrandJacks, the trump class.
func grandLayout() *cards.Layout {
	cls := make([]cards.Class, cards.NumSuits+1)
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		cls[s] = cards.Class{Base: cards.Card(7 * int(s)), Faces: faces(s, plainRanks)}
	}
	var jf []cards.Face
	for _, js := range jackSuits {
		jf = append(jf, cards.Face{Suit: js, Rank: cards.Jack})
	}
	cls[GrandJacks] = cards.Class{Base: 28, Faces: jf}
	return cards.NewLayout(Grand.String(), GrandJacks, dotOrder, CardPoints, cls...)
}

// nullLayout builds 4×8 without trump: suit s at bits 8s … 8s+7, ranked 7 8 9 T J Q K A. Card
// points are kept although null is decided by tricks alone.
func nullLayout() *cards.Layout {
	cls := make([]cards.Class, cards.NumSuits)
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		cls[s] = cards.Class{Base: cards.Card(8 * int(s)), Faces: faces(s, nullRanks)}
	}
	return cards.NewLayout(Null.String(), -1, dotOrder, CardPoints, cls...)
}

// Layout returns the card layout of the game type. Every layout holds the same 32 cards, ranked
// for that game; a card's bit depends on the game, its cards.Face does not. Layout panics on an
// invalid game type.
func (g GameType) Layout() *cards.Layout { return layouts[g] }

// Convert moves the set s from layout from to layout to, card by card through their faces.
// Cards that layout to lacks are dropped (none are between Skat layouts).
func Convert(s cards.Set, from, to *cards.Layout) cards.Set {
	if from == to {
		return s
	}
	var out cards.Set
	for m := s; m != 0; m &= m - 1 {
		if c, ok := to.Card(from.Face(m.Lowest())); ok {
			out |= cards.Bit(c)
		}
	}
	return out
}
