// antichain_test.go checks Antichain against down-sets kept as explicit indicator masks.

package lattice

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// downSet returns the indicator over the 2^n subsets of S (n <= 6) of the down-set of f.
func downSet(a Antichain, f Family) uint64 {
	var d uint64
	for x := range 1 << a.Size() {
		for i := range a.Len(f) {
			if uint64(x)&^a.Set(f, i)[0] == 0 {
				d |= 1 << uint(x)
				break
			}
		}
	}
	return d
}

// TestAntichainMatchesDownSets compares Join, Meet and Leq with union, intersection and inclusion
// of the explicit down-sets, and checks every result is reduced.
func TestAntichainMatchesDownSets(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1, 3, 5, 6} {
		a := NewAntichain(n)
		for range 400 {
			f, g := randomFamily(a, rng), randomFamily(a, rng)
			df, dg := downSet(a, f), downSet(a, g)
			j, m := a.Join(f, g), a.Meet(f, g)
			for _, r := range []Family{f, g, j, m} {
				if !a.Reduced(r) {
					t.Fatalf("n=%d: result %x is not reduced", n, r)
				}
			}
			if got, want := downSet(a, j), df|dg; got != want {
				t.Fatalf("n=%d: Join(%x, %x) has down-set %x; want %x", n, f, g, got, want)
			}
			if got, want := downSet(a, m), df&dg; got != want {
				t.Fatalf("n=%d: Meet(%x, %x) has down-set %x; want %x", n, f, g, got, want)
			}
			if got, want := a.Leq(f, g), df&^dg == 0; got != want {
				t.Fatalf("n=%d: Leq(%x, %x) = %v; want %v", n, f, g, got, want)
			}
		}
	}
}

// TestAntichainCanonical checks that Of gives one representation whatever the order and the
// redundancy of its input.
func TestAntichainCanonical(t *testing.T) {
	a := NewAntichain(8)
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		k := 1 + rng.IntN(6)
		sets := make([]Bits, k)
		for i := range sets {
			sets[i] = Bits{rng.Uint64() & rng.Uint64() & 0xff}
		}
		want := a.Of(sets...)
		// Shuffle, and add subsets of given sets and duplicates.
		more := slices.Clone(sets)
		for _, s := range sets {
			more = append(more, Bits{s[0] & rng.Uint64()}, Bits{s[0]})
		}
		rng.Shuffle(len(more), func(i, j int) { more[i], more[j] = more[j], more[i] })
		got := a.Of(more...)
		if !slices.Equal(got, want) {
			t.Fatalf("Of(%v) = %x; want %x", more, got, want)
		}
		if !a.Reduced(got) {
			t.Fatalf("Of(%v) = %x is not reduced", more, got)
		}
	}
}

func TestAntichainReducedRejects(t *testing.T) {
	a := NewAntichain(4)
	tests := []struct {
		f    Family
		want bool
	}{
		{Family{0}, true},
		{Family{0xf}, true},
		{Family{0x3, 0xc}, true},
		{Family{0xc, 0x3}, false}, // not in canonical order
		{Family{0x1, 0x3}, false}, // 1 is inside 3
		{Family{0x3, 0x3}, false}, // duplicate
		{Family{0x10}, false},     // element outside S
		{Family{}, false},         // the empty family is not a lattice element
		{Family{0x5, 0x6}, true},  // incomparable sets
		{Family{0x0, 0x1}, false}, // the empty set is inside every set
		{Family{0x1, 0x2, 0x4, 0x8}, true},
	}
	for _, tc := range tests {
		if got := a.Reduced(tc.f); got != tc.want {
			t.Errorf("Reduced(%x) = %v; want %v", tc.f, got, tc.want)
		}
	}
}

func TestAntichainSetsAndLargest(t *testing.T) {
	a := NewAntichain(5)
	f := a.Of(Bits{0b10110}, Bits{0b00011}, Bits{0b00010})
	want := [][]int{{0, 1}, {1, 2, 4}}
	if got := a.Sets(f); !slices.EqualFunc(got, want, slices.Equal[[]int]) {
		t.Errorf("Sets(%x) = %v; want %v", f, got, want)
	}
	if got := a.Largest(f); got != 3 {
		t.Errorf("Largest(%x) = %d; want 3", f, got)
	}
}
