// order_test.go checks the move picking of order.go (take against pick) and laneParity.

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

// TestLaneParity checks laneParity (tryLead's partner parities) against counting each lane.
func TestLaneParity(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 10000; i++ {
		x := cards.Set(r.Uint64() & 0x7fff_7fff_7fff_7fff)
		var want uint64
		for k := 0; k < 4; k++ {
			want |= uint64((x>>(16*k)&0x7fff).Count()&1) << k
		}
		if got := laneParity(x); got != want {
			t.Fatalf("laneParity(%#x) = %#x; want %#x", uint64(x), got, want)
		}
	}
}
