// similarity_test.go checks payoff similarity: with it, the table must give the same values as a
// search without any table on positions large enough for entries of other valuations to be used.

package solver

import (
	"math/rand/v2"
	"testing"
)

func TestSimilarityAgreesWithPlainSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	used := false
	for i := 0; i < 150; i++ {
		r := Rules{Layout: testSkatLayout, Seats: 3}
		decl := rng.IntN(3)
		r.Max[decl], r.Counts[decl] = true, true
		p := randomPosition(rng, &r, 5+rng.IntN(3))
		plain, err := New(r, Options{NoTable: true})
		if err != nil {
			t.Fatal(err)
		}
		want, err := plain.Value(&p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := New(r, Options{TableMB: 1})
		got, _ := s.Value(&p)
		if got != want {
			t.Fatalf("position %d: Value(%+v) = %d with payoff similarity; want %d", i, p, got, want)
		}
		vals, _ := s.CardValues(&p)
		pv, _ := plain.CardValues(&p)
		for j := range vals {
			if vals[j] != pv[j] {
				t.Fatalf("position %d: CardValues(%+v)[%d] = %+v; want %+v", i, p, j, vals[j], pv[j])
			}
		}
		used = used || s.similar > 0
	}
	if !used {
		t.Errorf("no probe used an entry of another valuation; the test does not exercise payoff similarity")
	}
}
