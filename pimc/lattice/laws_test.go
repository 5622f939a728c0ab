// laws_test.go checks the lattice laws on random elements of every lattice of the package.

package lattice

import (
	"math/rand/v2"
	"testing"
)

// checkLaws tests the bounded distributive lattice laws and the order on iters random triples.
func checkLaws[V any](t *testing.T, name string, lat Lattice[V], gen func(*rand.Rand) V, iters int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	eq := lat.Equal
	bot, top := lat.Bottom(), lat.Top()
	for it := range iters {
		x, y, z := gen(rng), gen(rng), gen(rng)
		laws := []struct {
			law  string
			a, b V
		}{
			{"x∨y = y∨x", lat.Join(x, y), lat.Join(y, x)},
			{"x∧y = y∧x", lat.Meet(x, y), lat.Meet(y, x)},
			{"(x∨y)∨z = x∨(y∨z)", lat.Join(lat.Join(x, y), z), lat.Join(x, lat.Join(y, z))},
			{"(x∧y)∧z = x∧(y∧z)", lat.Meet(lat.Meet(x, y), z), lat.Meet(x, lat.Meet(y, z))},
			{"x∨x = x", lat.Join(x, x), x},
			{"x∧x = x", lat.Meet(x, x), x},
			{"x∨(x∧y) = x", lat.Join(x, lat.Meet(x, y)), x},
			{"x∧(x∨y) = x", lat.Meet(x, lat.Join(x, y)), x},
			{"x∨(y∧z) = (x∨y)∧(x∨z)", lat.Join(x, lat.Meet(y, z)), lat.Meet(lat.Join(x, y), lat.Join(x, z))},
			{"x∧(y∨z) = (x∧y)∨(x∧z)", lat.Meet(x, lat.Join(y, z)), lat.Join(lat.Meet(x, y), lat.Meet(x, z))},
			{"x∨⊥ = x", lat.Join(x, bot), x},
			{"x∧⊤ = x", lat.Meet(x, top), x},
			{"x∨⊤ = ⊤", lat.Join(x, top), top},
			{"x∧⊥ = ⊥", lat.Meet(x, bot), bot},
		}
		for _, l := range laws {
			if !eq(l.a, l.b) {
				t.Fatalf("%s #%d: %s fails for x=%v y=%v z=%v: %v != %v", name, it, l.law, x, y, z, l.a, l.b)
			}
		}
		leq := lat.Leq(x, y)
		if got := eq(lat.Join(x, y), y); got != leq {
			t.Fatalf("%s: Leq(%v, %v) = %v but (x∨y = y) is %v", name, x, y, leq, got)
		}
		if got := eq(lat.Meet(x, y), x); got != leq {
			t.Fatalf("%s: Leq(%v, %v) = %v but (x∧y = x) is %v", name, x, y, leq, got)
		}
		if got, want := lat.Leq(x, y) && lat.Leq(y, x), eq(x, y); got != want {
			t.Fatalf("%s: x<=y && y<=x is %v; Equal(%v, %v) = %v", name, got, x, y, want)
		}
		if !lat.Leq(bot, x) || !lat.Leq(x, top) {
			t.Fatalf("%s: ⊥ <= %v <= ⊤ fails", name, x)
		}
		if !lat.Leq(lat.Meet(x, y), x) || !lat.Leq(x, lat.Join(x, y)) {
			t.Fatalf("%s: x∧y <= x <= x∨y fails for x=%v y=%v", name, x, y)
		}
		if lat.Leq(x, y) && lat.Leq(y, z) && !lat.Leq(x, z) {
			t.Fatalf("%s: order not transitive on %v %v %v", name, x, y, z)
		}
	}
}

func TestPowerset64Laws(t *testing.T) {
	for _, n := range []int{0, 1, 5, 10, 63, 64} {
		lat := NewPowerset64(n)
		// Sparse and dense draws so that comparable pairs occur often.
		gen := func(r *rand.Rand) Set64 {
			x := Set64(r.Uint64()) & lat.Top()
			switch r.IntN(3) {
			case 0:
				x &= Set64(r.Uint64())
			case 1:
				x |= Set64(r.Uint64()) & lat.Top()
			}
			return x
		}
		checkLaws[Set64](t, "Powerset64", lat, gen, 2000)
	}
}

func TestPowersetLaws(t *testing.T) {
	for _, n := range []int{0, 3, 64, 65, 130} {
		lat := NewPowerset(n)
		gen := func(r *rand.Rand) Bits {
			x := lat.New()
			for i := range n {
				if r.IntN(4) != 0 {
					x.Add(i)
				}
			}
			return x
		}
		checkLaws[Bits](t, "Powerset", lat, gen, 1000)
	}
}

// randomFamily draws a reduced Family from up to four random sets.
func randomFamily(a Antichain, r *rand.Rand) Family {
	k := r.IntN(4)
	sets := make([]Bits, k)
	for i := range sets {
		sets[i] = make(Bits, a.Words())
		for e := range a.Size() {
			if r.IntN(3) != 0 {
				sets[i].Add(e)
			}
		}
	}
	return a.Of(sets...)
}

func TestAntichainLaws(t *testing.T) {
	for _, n := range []int{0, 1, 4, 7, 70} {
		lat := NewAntichain(n)
		gen := func(r *rand.Rand) Family { return randomFamily(lat, r) }
		checkLaws[Family](t, "Antichain", lat, gen, 500)
	}
}

// TestPowersetAgrees checks Powerset and Powerset64 give the same results on the same sets.
func TestPowersetAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	small, big := NewPowerset64(64), NewPowerset(64)
	for range 1000 {
		x, y := rng.Uint64(), rng.Uint64()&rng.Uint64()
		bx, by := Bits{x}, Bits{y}
		if got, want := big.Join(bx, by)[0], uint64(small.Join(Set64(x), Set64(y))); got != want {
			t.Fatalf("Join(%x, %x) = %x; want %x", x, y, got, want)
		}
		if got, want := big.Meet(bx, by)[0], uint64(small.Meet(Set64(x), Set64(y))); got != want {
			t.Fatalf("Meet(%x, %x) = %x; want %x", x, y, got, want)
		}
		if got, want := big.Leq(by, bx), small.Leq(Set64(y), Set64(x)); got != want {
			t.Fatalf("Leq(%x, %x) = %v; want %v", y, x, got, want)
		}
	}
}
