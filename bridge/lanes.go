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
