// worlds.go holds the worlds of an instance: MIN's hands consistent with what MAX sees.

package racing

import (
	"fmt"
	"slices"

	"github.com/cardsolve/cardsolve/cards"
)

// MaxWorlds bounds the number of worlds of an instance that Worlds enumerates.
const MaxWorlds = 1 << 14

// WorldCount returns the number of worlds of instances of p, C(d-h-1, h-1), and whether it is at
// most MaxWorlds.
func WorldCount(p Params) (int, bool) {
	n, k := p.Deck-p.Hand-1, p.Hand-1
	if k < 0 || k > n {
		return 0, true
	}
	c := 1
	for i := 1; i <= k; i++ {
		c = c * (n - k + i) / i // exact: c is C(n-k+i, i) after each step
		if c > MaxWorlds {
			return c, false
		}
	}
	return c, true
}

// Worlds returns MIN's possible hands: the lead plus h-1 of the cards neither in MAX's hand nor
// led, in lexicographic order of their sorted ranks. It fails when there are more than MaxWorlds.
func (in Instance) Worlds() ([]cards.Set, error) {
	if n, ok := WorldCount(in.Params); !ok {
		return nil, fmt.Errorf("%d worlds: want at most %d", n, MaxWorlds)
	}
	unseen := in.Deck() &^ in.Max &^ cards.Bit(in.Lead)
	pool := unseen.Cards()
	var out []cards.Set
	var rec func(from int, hand cards.Set, need int)
	rec = func(from int, hand cards.Set, need int) {
		if need == 0 {
			out = append(out, hand)
			return
		}
		for i := from; i <= len(pool)-need; i++ {
			rec(i+1, hand|cards.Bit(pool[i]), need-1)
		}
	}
	rec(0, cards.Bit(in.Lead), in.Hand-1)
	slices.SortFunc(out, compareHands)
	return out, nil
}

// compareHands orders hands of equal size lexicographically by their sorted ranks: the hand
// holding the lowest card of the symmetric difference comes first.
func compareHands(a, b cards.Set) int {
	d := a ^ b
	if d == 0 {
		return 0
	}
	if a.Has(d.Lowest()) {
		return -1
	}
	return 1
}
