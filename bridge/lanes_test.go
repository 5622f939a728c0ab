package bridge

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

// TestLanes checks suitTops, suitFlags and laneCounts against a suit-by-suit count on random card
// sets, and the lane minimum, maximum and sum against lane-by-lane ones.
func TestLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		x := layout.All & cards.Set(rng.Uint64())
		if i%3 == 0 {
			x &= cards.Set(rng.Uint64()) // sparser, with empty suits
		}
		var tops cards.Set
		var flags, counts, lanes uint64
		for s := 0; s < 4; s++ {
			if m := x & suitMask(s); m != 0 {
				tops |= cards.Bit(m.Highest())
				flags |= 0x8000 << (16 * s)
				counts |= uint64(m.Count()) << (16 * s)
				lanes |= 0xffff << (16 * s)
			}
		}
		if got := laneCounts(x); got != counts {
			t.Fatalf("laneCounts(%#x) = %#x; want %#x", uint64(x), got, counts)
		}
		if got := flagLanes(flags); got != lanes {
			t.Fatalf("flagLanes(%#x) = %#x; want %#x", flags, got, lanes)
		}
		var a, b, lo, hi uint64
		sum := 0
		for s := 0; s < 4; s++ {
			u, v := uint64(rng.IntN(0x8000)), uint64(rng.IntN(0x8000))
			if i%2 == 0 {
				u, v = u%16, v%16
			}
			a |= u << (16 * s)
			b |= v << (16 * s)
			lo |= min(u, v) << (16 * s)
			hi |= max(u, v) << (16 * s)
			sum += int(u)
		}
		if i%2 != 0 {
			sum = laneSum(a) // (sums above 0xffff are not asked for)
		}
		if laneMin(a, b) != lo || laneMax(a, b) != hi || laneSum(a) != sum {
			t.Fatalf("lanes of %#x and %#x: min %#x, max %#x, sum %d; want %#x, %#x, %d", a, b, laneMin(a, b), laneMax(a, b), laneSum(a), lo, hi, sum)
		}
		if got := suitTops(x); got != tops {
			t.Fatalf("suitTops(%#x) = %#x; want %#x", uint64(x), uint64(got), uint64(tops))
		}
		if got := suitFlags(x); got != flags {
			t.Fatalf("suitFlags(%#x) = %#x; want %#x", uint64(x), got, flags)
		}
	}
}
