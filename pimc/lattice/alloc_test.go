// alloc_test.go pins that Powerset64 operations allocate nothing and benchmarks the lattices.

package lattice

import (
	"math/rand/v2"
	"testing"
)

var sinkSet Set64

func TestPowerset64AllocatesNothing(t *testing.T) {
	var lat Lattice[Set64] = NewPowerset64(40) // through the interface, as the searches call it
	x, y := Set64(0x123456789), Set64(0xfedcba987)
	allocs := testing.AllocsPerRun(1000, func() {
		v := lat.Join(x, y)
		v = lat.Meet(v, lat.Top())
		v = lat.Join(v, lat.Bottom())
		if lat.Leq(v, x) || lat.Equal(v, y) {
			v++
		}
		sinkSet = v
	})
	if allocs != 0 {
		t.Errorf("Powerset64 operations: %v allocs/op; want 0", allocs)
	}
}

func BenchmarkPowerset64(b *testing.B) {
	var lat Lattice[Set64] = NewPowerset64(64)
	rng := rand.New(rand.NewPCG(1, 1))
	xs := make([]Set64, 256)
	for i := range xs {
		xs[i] = Set64(rng.Uint64())
	}
	b.ReportAllocs()
	v := lat.Bottom()
	for i := 0; b.Loop(); i++ {
		x := xs[i&255]
		v = lat.Meet(lat.Join(v, x), xs[(i+7)&255])
		if lat.Leq(v, x) {
			v = lat.Join(v, lat.Top())
		}
	}
	sinkSet = v
}

func BenchmarkAntichain(b *testing.B) {
	a := NewAntichain(10)
	rng := rand.New(rand.NewPCG(1, 1))
	fs := make([]Family, 64)
	for i := range fs {
		fs[i] = randomFamily(a, rng)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.Meet(a.Join(fs[i&63], fs[(i+1)&63]), fs[(i+2)&63])
	}
}
