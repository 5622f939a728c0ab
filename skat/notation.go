// notation.go holds the Skat notation of cards, hands and deals ("CJ", "J9.KJT.AJ8.AT").

package skat

import (
	"fmt"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
)

// HandSize is the number of cards dealt to each seat; SkatSize the number of cards in the skat.
const (
	HandSize = 10
	SkatSize = 2
)

// ParseCard reads one card in suit-rank notation ("CJ", "SA", "HT", "D7"; "H10" and rank-suit
// "JC" are accepted too) and checks that it belongs to the 32-card Skat pack.
func ParseCard(s string) (cards.Face, error) {
	f, err := cards.ParseFace(s)
	if err != nil {
		return cards.Face{}, err
	}
	if f.Rank < 7 {
		return cards.Face{}, fmt.Errorf("card %q is not in the Skat pack (ranks A K Q J T 9 8 7)", s)
	}
	return f, nil
}

// ParseHand reads a suit-dotted hand, clubs.spades.hearts.diamonds ("J9.KJT.AJ8.AT"; a void
// suit is empty or "-"), into the layout of game g. It reports unknown and repeated cards, and
// an invalid game type.
func ParseHand(s string, g GameType) (cards.Set, error) {
	if g < 0 || g >= NumGameTypes {
		return 0, fmt.Errorf("hand %q: bad game type %d", s, g)
	}
	return g.Layout().ParseHand(s)
}

// FormatHand writes h, a set in the layout of game g, suit-dotted clubs.spades.hearts.diamonds
// with ranks in the order A K Q J T 9 8 7 and void suits left empty: "J9.KJT..AT". g must be
// a valid game type.
func FormatHand(h cards.Set, g GameType) string { return g.Layout().FormatHand(h) }

// Deal holds the cards of the three seats and the skat as sets in the layout of Game (so the
// same physical deal has a different bit pattern in each game; In converts). Hands are indexed
// by Seat. A deal may be an end position: the hands then hold the same number of cards, fewer
// than ten, and the skat is empty or holds its two cards.
type Deal struct {
	Game  GameType
	Hands [NumSeats]cards.Set
	Skat  cards.Set
}

// In returns the same deal in the layout of game g.
func (d Deal) In(g GameType) Deal {
	from, to := d.Game.Layout(), g.Layout()
	out := Deal{Game: g, Skat: Convert(d.Skat, from, to)}
	for i, h := range d.Hands {
		out.Hands[i] = Convert(h, from, to)
	}
	return out
}

// String writes the deal as "FH MH RH skat", each suit-dotted (clubs.spades.hearts.diamonds);
// the skat is left out when it is empty. An empty hand is written "...".
func (d Deal) String() string {
	parts := make([]string, 0, NumSeats+1)
	for _, h := range d.Hands {
		parts = append(parts, FormatHand(h, d.Game))
	}
	if d.Skat != 0 {
		parts = append(parts, FormatHand(d.Skat, d.Game))
	}
	return strings.Join(parts, " ")
}

// ParseDeal reads a deal in the notation of Deal.String into the layout of game g: three
// suit-dotted hands FH MH RH and an optional skat, separated by spaces. It checks that no card
// appears twice, that the hands hold the same number of cards (at most ten) and that the skat
// holds zero or two cards, and names the card or the rule broken.
func ParseDeal(s string, g GameType) (Deal, error) {
	d := Deal{Game: g}
	fields := strings.Fields(s)
	if len(fields) != NumSeats && len(fields) != NumSeats+1 {
		return d, fmt.Errorf("deal %q: %d fields, want the hands of FH, MH and RH and an optional skat", s, len(fields))
	}
	var seen cards.Set
	where := map[cards.Card]string{}
	for i, f := range fields {
		name := "the skat"
		if i < NumSeats {
			name = Seat(i).String()
		}
		h, err := ParseHand(f, g)
		if err != nil {
			return d, fmt.Errorf("deal %q, %s: %v", s, name, err)
		}
		if dup := h & seen; dup != 0 {
			c := dup.Lowest()
			return d, fmt.Errorf("deal %q: card %s is both in %s and in %s", s, g.Layout().String(c), where[c], name)
		}
		for m := h; m != 0; m &= m - 1 {
			where[m.Lowest()] = name
		}
		seen |= h
		if i < NumSeats {
			d.Hands[i] = h
		} else {
			d.Skat = h
		}
	}
	return d, d.Check()
}

// Check reports whether the deal is well formed: the hands hold the same number of cards, at
// most ten, no card is held twice, and the skat holds zero or two cards.
func (d Deal) Check() error {
	if d.Game < 0 || d.Game >= NumGameTypes {
		return fmt.Errorf("deal: bad game type %d", d.Game)
	}
	l := d.Game.Layout()
	n := d.Hands[FH].Count()
	if n > HandSize {
		return fmt.Errorf("deal: FH holds %d cards, at most %d allowed", n, HandSize)
	}
	var seen cards.Set
	for i, h := range d.Hands {
		if h.Count() != n {
			return fmt.Errorf("deal: %v holds %d cards but FH holds %d; every hand must hold the same number", Seat(i), h.Count(), n)
		}
		if dup := h & seen; dup != 0 {
			return fmt.Errorf("deal: card %s is held twice", l.String(dup.Lowest()))
		}
		seen |= h
	}
	if k := d.Skat.Count(); k != 0 && k != SkatSize {
		return fmt.Errorf("deal: the skat holds %d cards, want 0 or 2", k)
	}
	if dup := d.Skat & seen; dup != 0 {
		return fmt.Errorf("deal: card %s is both in a hand and in the skat", l.String(dup.Lowest()))
	}
	return nil
}
