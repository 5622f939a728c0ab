// bits.go holds Bits and Powerset, the lattice 2^S for any |S| as slices of words.

package lattice

import "math/bits"

// Bits is a subset of S = {0, ..., n-1} as little-endian 64-bit words: element i is bit i%64 of
// word i/64. All Bits of one Powerset have the same length; bits at n and above are zero.
type Bits []uint64

// Has reports whether i is in s; it is false for i outside the words of s.
func (s Bits) Has(i int) bool {
	return i >= 0 && i/64 < len(s) && s[i/64]&(1<<uint(i%64)) != 0
}

// Add puts i into s in place. It panics when i is outside the words of s.
func (s Bits) Add(i int) { s[i/64] |= 1 << uint(i%64) }

// Count returns the number of elements of s.
func (s Bits) Count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Powerset is the lattice (2^S, subset, intersection, union) for S = {0, ..., n-1}, any n >= 0.
// Join and Meet return one of their arguments when it is the answer, else a new set carved from a
// block the Powerset owns; use Powerset64 when n <= 64 and speed matters. Copies of a Powerset share
// its block: a Powerset is not safe for concurrent use; give each goroutine its own NewPowerset.
type Powerset struct {
	n      int
	bottom Bits
	top    Bits
	slab   *slab
}

// NewPowerset returns 2^S for S = {0, ..., n-1}. It panics when n < 0.
func NewPowerset(n int) Powerset {
	if n < 0 {
		panic("lattice: Powerset needs n >= 0")
	}
	w := (n + 63) / 64
	p := Powerset{n: n, bottom: make(Bits, w), top: make(Bits, w), slab: &slab{}}
	for i := range p.top {
		p.top[i] = ^uint64(0)
	}
	if r := n % 64; r != 0 {
		p.top[w-1] = 1<<uint(r) - 1
	}
	return p
}

// Size returns |S|.
func (p Powerset) Size() int { return p.n }

// Words returns the number of words of each element.
func (p Powerset) Words() int { return len(p.top) }

// New returns a fresh empty set that the caller may fill with Add before handing it over.
func (p Powerset) New() Bits { return make(Bits, len(p.top)) }

// Bottom returns the empty set (shared; do not modify).
func (p Powerset) Bottom() Bits { return p.bottom }

// Top returns S (shared; do not modify).
func (p Powerset) Top() Bits { return p.top }

// Join returns the union of a and b. When one contains the other, that one is returned unchanged.
func (p Powerset) Join(a, b Bits) Bits {
	aOut, bOut := outside(a, b)
	if aOut == 0 {
		return b
	}
	if bOut == 0 {
		return a
	}
	out := p.alloc()
	for i := range out {
		out[i] = a[i] | b[i]
	}
	return out
}

// Meet returns the intersection of a and b. When one contains the other, the smaller is returned.
func (p Powerset) Meet(a, b Bits) Bits {
	aOut, bOut := outside(a, b)
	if aOut == 0 {
		return a
	}
	if bOut == 0 {
		return b
	}
	out := p.alloc()
	for i := range out {
		out[i] = a[i] & b[i]
	}
	return out
}

// outside returns the bits of a not in b and the bits of b not in a, each or-ed over the words:
// a is a subset of b exactly when the first is zero. One pass serves both tests.
func outside(a, b Bits) (uint64, uint64) {
	var ab, ba uint64
	for i := range a {
		ab |= a[i] &^ b[i]
		ba |= b[i] &^ a[i]
	}
	return ab, ba
}

// slabWords is the size of the blocks results are carved from.
const slabWords = 1 << 14

// slab hands out fixed-size word slices from large blocks, so that a search making millions of
// values calls the allocator once per block rather than once per value.
type slab struct {
	buf []uint64
}

// alloc returns a zeroed element of p carved from p's current block. A block stays alive as long
// as any element carved from it does.
func (p Powerset) alloc() Bits {
	w := len(p.top)
	if w == 0 {
		return Bits{}
	}
	s := p.slab
	if len(s.buf) < w {
		s.buf = make([]uint64, max(slabWords, w))
	}
	out := s.buf[:w:w]
	s.buf = s.buf[w:]
	return Bits(out)
}

// Leq reports whether a is a subset of b.
func (p Powerset) Leq(a, b Bits) bool { return subsetBits(a, b) }

// Equal reports whether a and b hold the same elements.
func (p Powerset) Equal(a, b Bits) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Complement returns S \ a as a new set.
func (p Powerset) Complement(a Bits) Bits {
	out := p.alloc()
	for i := range out {
		out[i] = p.top[i] &^ a[i]
	}
	return out
}

// subsetBits reports whether every word of a is covered by the same word of b.
func subsetBits(a, b Bits) bool {
	for i := range a {
		if a[i]&^b[i] != 0 {
			return false
		}
	}
	return true
}
