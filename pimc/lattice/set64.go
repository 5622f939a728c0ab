// set64.go holds Set64 and Powerset64, the lattice 2^S for |S| <= 64 in one word: the hot path.

package lattice

import "math/bits"

// Set64 is a subset of S = {0, ..., n-1}, n <= 64: bit i is set when element i is in the set.
type Set64 uint64

// Has reports whether i is in s; it is false for i outside 0..63.
func (s Set64) Has(i int) bool { return i >= 0 && i < 64 && s&(1<<uint(i)) != 0 }

// Count returns the number of elements of s.
func (s Set64) Count() int { return bits.OnesCount64(uint64(s)) }

// Powerset64 is the lattice (2^S, subset, intersection, union) for |S| <= 64. Its zero value is the
// lattice over the empty set, whose only element is the empty set.
type Powerset64 struct {
	top Set64
}

// NewPowerset64 returns 2^S for S = {0, ..., n-1}. It panics unless 0 <= n <= 64.
func NewPowerset64(n int) Powerset64 {
	if n < 0 || n > 64 {
		panic("lattice: Powerset64 needs 0 <= n <= 64")
	}
	if n == 64 {
		return Powerset64{top: ^Set64(0)}
	}
	return Powerset64{top: Set64(1)<<uint(n) - 1}
}

// Size returns |S|.
func (p Powerset64) Size() int { return p.top.Count() }

// Bottom returns the empty set.
func (p Powerset64) Bottom() Set64 { return 0 }

// Top returns S.
func (p Powerset64) Top() Set64 { return p.top }

// Join returns a | b.
func (p Powerset64) Join(a, b Set64) Set64 { return a | b }

// Meet returns a & b.
func (p Powerset64) Meet(a, b Set64) Set64 { return a & b }

// Leq reports whether a is a subset of b.
func (p Powerset64) Leq(a, b Set64) bool { return a&^b == 0 }

// Equal reports whether a == b.
func (p Powerset64) Equal(a, b Set64) bool { return a == b }

// Complement returns S \ a.
func (p Powerset64) Complement(a Set64) Set64 { return p.top &^ a }
