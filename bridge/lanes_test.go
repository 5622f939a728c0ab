package bridge

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// TestLanes checks suitTops and suitFlags against a suit-by-suit count on random card sets.
func TestLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		x := layout.All & cards.Set(rng.Uint64())
		if i%3 == 0 {
			x &= cards.Set(rng.Uint64()) // sparser, with empty suits
		}
		var tops cards.Set
		var flags uint64
		for s := 0; s < 4; s++ {
			if m := x & suitMask(s); m != 0 {
				tops |= cards.Bit(m.Highest())
				flags |= 0x8000 << (16 * s)
			}
		}
		if got := suitTops(x); got != tops {
			t.Fatalf("suitTops(%#x) = %#x; want %#x", uint64(x), uint64(got), uint64(tops))
		}
		if got := suitFlags(x); got != flags {
			t.Fatalf("suitFlags(%#x) = %#x; want %#x", uint64(x), got, flags)
		}
	}
}
