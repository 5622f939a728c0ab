// trick.go holds the trick rules: which cards may be played and who wins a trick.

package skat

import "github.com/cardsolve/cardsolve/cards"

// Legal returns the cards of hand that may be played to the current trick in layout l: the whole
// hand when leading (trick empty), else the cards of the led card's follow-suit class, or the
// whole hand when it holds none.
func Legal(l *cards.Layout, hand cards.Set, trick []cards.Card) cards.Set {
	if len(trick) == 0 {
		return hand
	}
	if follow := hand & l.Classes[l.ClassOf[trick[0]]]; follow != 0 {
		return follow
	}
	return hand
}

// TrickWinner returns the position (0 for the leader's card) of the card that wins a trick in
// layout l: the highest trump when trumps were played, else the highest card of the led class.
// The trick must hold at least one card.
func TrickWinner(l *cards.Layout, trick []cards.Card) int {
	class := l.ClassOf[trick[0]]
	if l.Trump >= 0 {
		for _, c := range trick {
			if int(l.ClassOf[c]) == l.Trump {
				class = int8(l.Trump)
				break
			}
		}
	}
	best := 0 // the leader's card is of the led class, so it stands until beaten
	for i, c := range trick {
		if l.ClassOf[c] == class && (l.ClassOf[trick[best]] != class || c > trick[best]) {
			best = i
		}
	}
	return best
}
