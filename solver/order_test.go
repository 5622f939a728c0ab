// order_test.go checks the move picking of order.go: take against pick.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// TestTakeAsPick checks on random score lists (with many ties) that take returns, move after move,
// the card and run that pick moves to the front, in the same order.
func TestTakeAsPick(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for it := 0; it < 2000; it++ {
		var a, b ply
		a.n = 1 + rng.IntN(maxMoves)
		for i := 0; i < a.n; i++ {
			a.moves[i] = move{card: cards.Card(i), seq: cards.Bit(cards.Card(i)), score: int32(rng.IntN(4))}
		}
		b = a
		for i := 0; i < a.n; i++ {
			pick(&a, i)
			c, seq := take(&b, i)
			if c != a.moves[i].card || seq != a.moves[i].seq {
				t.Fatalf("list %d, move %d: take = %d, pick = %d", it, i, c, a.moves[i].card)
			}
		}
	}
}
