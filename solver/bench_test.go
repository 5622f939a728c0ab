// bench_test.go holds the solver's own benchmark: repeated searches of a fixed position, which must
// allocate nothing (go test -bench Search -benchmem).

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
)

func BenchmarkSearch(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	r := Rules{Layout: cards.Bridge(cards.NoTrump), Seats: 4, TrickValue: 1}
	r.Max[0], r.Max[2], r.Counts[0], r.Counts[2] = true, true, true, true
	p := randomPosition(rng, &r, 7)
	s, err := New(r, Options{TableMB: 4})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		s.ClearTable()
		if _, err := s.Value(&p); err != nil {
			b.Fatal(err)
		}
	}
}

func TestSearchAllocatesNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	r := Rules{Layout: cards.Bridge(int(cards.Spades)), Seats: 4, TrickValue: 1}
	r.Max[1], r.Max[3], r.Counts[1], r.Counts[3] = true, true, true, true
	p := randomPosition(rng, &r, 6)
	s, err := New(r, Options{TableMB: 1})
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(5, func() {
		s.ClearTable()
		if _, err := s.Value(&p); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("Value allocates %v times per call; want 0", n)
	}
}
