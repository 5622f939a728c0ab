// score.go holds duplicate bridge scoring: contracts and the score of a contract for the tricks taken.

package bridge

import "fmt"

// Contract is a bid contract: level 1..7, strain, declarer seat, and whether it was doubled or
// redoubled (Redoubled implies a double; Doubled need not be set with it).
type Contract struct {
	Level     int
	Strain    Strain
	Declarer  Seat
	Doubled   bool
	Redoubled bool
}

// String writes the contract as level, strain, "X" or "XX" and the declarer, like "3NT by S",
// "4SX by E" or "7HXX by W".
func (c Contract) String() string {
	x := ""
	switch {
	case c.Redoubled:
		x = "XX"
	case c.Doubled:
		x = "X"
	}
	return fmt.Sprintf("%d%v%s by %v", c.Level, c.Strain, x, c.Declarer)
}

// Score returns the score of the declaring side when the declarer takes tricks tricks, with the
// declarer's vulnerability taken from vul. It is negative when the contract goes down and 0 when
// the contract or tricks are out of range (see the function Score).
func (c Contract) Score(tricks int, vul Vulnerability) int {
	return Score(c.Level, c.Strain, c.Doubled, c.Redoubled, vul.Vulnerable(c.Declarer), tricks)
}

// Score returns the duplicate score of the declaring side for a contract of level (1..7) in
// strain, doubled or redoubled (redoubled wins when both are set), when the declarer takes tricks
// (0..13) tricks: trick points, the part-score, game or slam bonus and the bonus for making a
// doubled contract when the contract makes, with overtricks on top; the (negative) undertrick
// penalty when it goes down. It returns 0 when level, strain or tricks are out of range.
func Score(level int, strain Strain, doubled, redoubled, vulnerable bool, tricks int) int {
	if level < 1 || level > 7 || strain < 0 || strain >= NumStrains || tricks < 0 || tricks > 13 {
		return 0
	}
	mult := 1 // trick-point multiplier
	switch {
	case redoubled:
		mult = 4
	case doubled:
		mult = 2
	}
	need := level + 6
	if tricks < need {
		return -penalty(need-tricks, mult, vulnerable)
	}

	// Step 1. Trick points for the tricks bid decide between part score and game.
	per := 20 // minors
	switch strain {
	case Spades, Hearts, NoTrump:
		per = 30
	}
	points := per * level
	if strain == NoTrump {
		points += 10 // the first notrump trick counts 40
	}
	points *= mult
	score := points

	// Step 2. Part-score or game bonus, then slam bonuses.
	switch {
	case points < 100:
		score += 50
	case vulnerable:
		score += 500
	default:
		score += 300
	}
	switch level {
	case 6:
		score += pick(vulnerable, 750, 500)
	case 7:
		score += pick(vulnerable, 1500, 1000)
	}

	// Step 3. The bonus for making a doubled ("insult") or redoubled contract, and overtricks:
	// trick value when undoubled, 100/200 a trick doubled (not vulnerable/vulnerable), twice that
	// redoubled.
	over := tricks - need
	if mult == 1 {
		return score + over*per
	}
	score += 25 * mult
	return score + over*pick(vulnerable, 100, 50)*mult
}

// penalty returns the (positive) penalty for going down by down tricks with the trick-point
// multiplier mult (1 undoubled, 2 doubled, 4 redoubled). Undoubled: 50 a trick, 100 vulnerable.
// Doubled, not vulnerable: 100 for the first, 200 for the second and third, 300 from the fourth
// on; vulnerable: 200 for the first and 300 for each after. Redoubled: twice the doubled penalty.
func penalty(down, mult int, vulnerable bool) int {
	if mult == 1 {
		return down * pick(vulnerable, 100, 50)
	}
	var p int
	if vulnerable {
		p = 300*down - 100
	} else {
		p = 100
		for d := 2; d <= down; d++ {
			p += pick(d >= 4, 300, 200)
		}
	}
	return p * mult / 2
}

// pick returns a when cond holds, else b.
func pick(cond bool, a, b int) int {
	if cond {
		return a
	}
	return b
}
