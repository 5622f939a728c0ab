// seat.go holds Seat, the three places at a Skat table and their order of play.

package skat

import (
	"fmt"
	"strings"
)

// Seat is a place at the table in playing order: forehand FH 0, middlehand MH 1, rearhand RH 2.
type Seat int

// The three seats, and NoSeat for "nobody" (a game that was passed in has no declarer).
const (
	FH       Seat = 0
	MH       Seat = 1
	RH       Seat = 2
	NumSeats      = 3
	NoSeat   Seat = -1
)

var seatNames = [NumSeats]string{"FH", "MH", "RH"}

// String returns "FH", "MH" or "RH"; any other value gives "?".
func (s Seat) String() string {
	if s < 0 || s >= NumSeats {
		return "?"
	}
	return seatNames[s]
}

// Next returns the seat that plays after s: FH, MH, RH, then FH again.
func (s Seat) Next() Seat { return (s + 1) % NumSeats }

// ParseSeat reads "FH", "MH" or "RH" in either case, or the ISS seat numbers "0", "1", "2".
func ParseSeat(s string) (Seat, error) {
	switch strings.ToUpper(s) {
	case "FH", "0":
		return FH, nil
	case "MH", "1":
		return MH, nil
	case "RH", "2":
		return RH, nil
	}
	return NoSeat, fmt.Errorf("bad seat %q (want FH, MH or RH)", s)
}
