// tablehelp_test.go checks the table's helpers of search.go (relCounts, topCards, encodeBest and
// decodeBest) against their plain definitions on random positions.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func TestTableHelpers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, mk := range []func(*rand.Rand) Rules{bridgeRules, skatRules} {
		for i := 0; i < 3000; i++ {
			r := mk(rng)
			s, err := New(r, Options{TableMB: 1})
			if err != nil {
				t.Fatal(err)
			}
			p := randomPosition(rng, &r, 1+rng.IntN(10))
			s.load(&p)
			var liveN [cards.MaxClasses]uint8
			for k := 0; k < s.nc; k++ {
				liveN[k] = uint8((s.live & s.classes[k]).Count())
			}

			// relCounts: per class, the live cards from the top down to rel's lowest card.
			rel := s.live & cards.Set(rng.Uint64())
			var want uint32
			for k := 0; k < s.nc; k++ {
				cl := s.live & s.classes[k]
				if x := (rel | s.pointed) & cl; x != 0 {
					want |= uint32((cl &^ (cards.Bit(x.Lowest()) - 1)).Count()) << (4 * k)
				}
			}
			if got := s.relCounts(rel, &liveN); got != want {
				t.Fatalf("relCounts(%x) = %x; want %x (live %x)", rel, got, want, s.live)
			}

			// topCards: the top nrel[k] live cards of each class.
			var nrel uint32
			var top cards.Set
			for k := 0; k < s.nc; k++ {
				n := rng.IntN(int(liveN[k]) + 1)
				nrel |= uint32(n) << (4 * k)
				cl := s.live & s.classes[k]
				for ; n > 0; n-- {
					top |= cards.Bit(cl.Highest())
					cl &^= cards.Bit(cl.Highest())
				}
			}
			if got := s.topCards(nrel, &liveN); got != top {
				t.Fatalf("topCards(%x) = %x; want %x (live %x)", nrel, got, top, s.live)
			}

			// decodeBest inverts encodeBest on every live card.
			for m := s.live; m != 0; m &= m - 1 {
				c := m.Lowest()
				if got := s.decodeBest(s.encodeBest(c)); got != c {
					t.Fatalf("decodeBest(encodeBest(%d)) = %d (live %x)", c, got, s.live)
				}
			}
		}
	}
}
