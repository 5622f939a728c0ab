//go:build slow

// solve_slow_test.go checks the card-point solver on the large reference files (eight to ten
// cards a hand and full games); run with -tags slow.

package skat

import "testing"

func TestPointsEightToTen(t *testing.T) {
	for _, name := range []string{"eight_cards.jsonl", "nine_cards.jsonl", "ten_cards.jsonl"} {
		t.Run(name, func(t *testing.T) { checkRef(t, name) })
	}
}

func TestPointsFullGame(t *testing.T) {
	checkRef(t, "full_game.jsonl")
}
