// lanes.go holds lane-parallel helpers for the bounds: the four suits of a card set are 16-bit
// lanes of one word (cards in bits 2 to 14 of each), so one arithmetic step looks at every suit.

package bridge

import "github.com/cardsolve/cardsolve/cards"

// laneFlags has bit 15 of every lane: a suit set in flag form.
const laneFlags = 0x8000800080008000

// suitTops returns the highest card of each suit of x.
func suitTops(x cards.Set) cards.Set {
	// Smear each lane's cards down to bit 2, moving only bits that stay in their lane.
	y := uint64(x)
	y |= (y & 0x7ff87ff87ff87ff8) >> 1
	y |= (y & 0x7ff07ff07ff07ff0) >> 2
	y |= (y & 0x7fc07fc07fc07fc0) >> 4
	y |= (y & 0x7c007c007c007c00) >> 8
	return cards.Set(y &^ (y >> 1))
}

// suitFlags returns the suits x holds cards of, in flag form (bit 15 of their lanes): adding
// 0x7fff to a lane holding a card (at least 4) sets its bit 15 and carries nothing out.
func suitFlags(x cards.Set) uint64 {
	return (uint64(x) + 0x7fff7fff7fff7fff) & laneFlags
}

// sideTops returns the suits whose highest card a holds rather than b, in flag form, for disjoint a
// and b: a's cards of the suit, read as a number, exceed b's. (A lane of b with bit 15 set minus
// that lane of a keeps bit 15 exactly when b's lane is at least a's, and borrows nothing.)
func sideTops(a, b cards.Set) uint64 {
	return laneFlags &^ ((uint64(b) | laneFlags) - uint64(a))
}

// laneCounts returns the number of cards x holds in each suit, in the low bits of the suit's lane
// (a popcount that stops at the lanes). x holds cards only: bits 2 to 14 of the lanes.
func laneCounts(x cards.Set) uint64 {
	y := uint64(x)
	y -= y >> 1 & 0x5555555555555555
	y = y&0x3333333333333333 + y>>2&0x3333333333333333 // per nibble
	// The multiply adds each lane's four nibbles into its top nibble: the nibbles hold at most 2
	// (bits 2-3), 4, 4 and 3 (bits 12-14) cards, so no nibble's sum, which also takes in nibbles
	// of the lane below, exceeds 13 and carries into the next.
	return y * 0x1111 >> 12 & 0x000f000f000f000f
}

// laneGE returns the lanes (all 16 bits) in which a is at least b, for lane values below 0x8000:
// a lane of a with bit 15 set minus that lane of b keeps bit 15 exactly then, and borrows nothing
// from the next lane.
func laneGE(a, b uint64) uint64 {
	return flagLanes(((a | laneFlags) - b) & laneFlags)
}

// laneMax returns the larger value of a and b in each lane (values below 0x8000).
func laneMax(a, b uint64) uint64 { return b ^ (a^b)&laneGE(a, b) }

// laneMin returns the smaller value of a and b in each lane (values below 0x8000).
func laneMin(a, b uint64) uint64 { return a ^ (a^b)&laneGE(a, b) }

// laneSum returns the sum of the four lanes of x (a sum below 0x10000).
func laneSum(x uint64) int { return int(x * 0x0001000100010001 >> 48) }

// flagLanes returns the lanes (all 16 bits) of the suits in flag form f (bit 15 of their lanes):
// each flag moved to bit 16 less the same flag moved to bit 0 is the 16 bits between (the last
// lane's bit 16 falls off the word, and the difference wraps to the same bits).
func flagLanes(f uint64) uint64 { return f<<1 - f>>15 }
