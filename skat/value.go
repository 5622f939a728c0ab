// value.go holds game values (ISkO 5), overbidding and the Seeger-Fabian list score.

package skat

import "github.com/cardsolve/cardsolve/cards"

// Outcome is how a game ended for the declarer: card points (the skat included) and tricks won
// by each side.
type Outcome struct {
	DeclarerPoints int
	DeclarerTricks int
	DefenderTricks int
}

// Matadors returns the matadors of the declarer's cards (hand and skat together) as a set in
// the layout of game g: "with n" gives +n when the declarer holds the club jack and the n-1
// trumps below it in unbroken order, "without n" gives -n when the n highest trumps are all
// missing. Suit games count over CJ SJ HJ DJ A T K Q 9 8 7 of trumps (up to 11), grand over the
// four jacks. Null games have no matadors: the result is 0.
func Matadors(declarer cards.Set, g GameType) int {
	if g == Null {
		return 0
	}
	l := g.Layout()
	trumps := l.Classes[l.Trump]
	top := trumps.Highest()
	with := declarer.Has(top)
	n := 0
	for c := top; trumps.Has(c) && declarer.Has(c) == with; c-- {
		n++
		if c == 0 {
			break
		}
	}
	if !with {
		return -n
	}
	return n
}

// NullValue returns the fixed value of a null contract (ISkO 5.1.3): null 23, null hand 35,
// null ouvert 46, null ouvert hand 59. For other games it returns 0.
func NullValue(c Contract) int {
	if c.Game != Null {
		return 0
	}
	switch {
	case c.Ouvert && c.Hand:
		return 59
	case c.Ouvert:
		return 46
	case c.Hand:
		return 35
	}
	return 23
}

// Multiplier returns the multiplier of a suit or grand game (ISkO 5.2): matadors with or
// without (|matadors|), +1 game, +1 hand, +1 schneider (either side holding 30 card points or
// fewer, or schneider announced), +1 schneider announced, +1 schwarz (either side without a
// trick, or schwarz announced), +1 schwarz announced, +1 ouvert. An announced level that is not
// reached still counts, once. For null it returns 0.
func Multiplier(c Contract, matadors int, o Outcome) int {
	if c.Game == Null {
		return 0
	}
	c = c.Normalize()
	m := matadors
	if m < 0 {
		m = -m
	}
	m++ // game
	if c.Hand {
		m++
	}
	if c.SchneiderAnnounced || o.DeclarerPoints >= 90 || o.DeclarerPoints <= 30 {
		m++
	}
	if c.SchneiderAnnounced {
		m++
	}
	if c.SchwarzAnnounced || o.DefenderTricks == 0 || o.DeclarerTricks == 0 {
		m++
	}
	if c.SchwarzAnnounced {
		m++
	}
	if c.Ouvert {
		m++
	}
	return m
}

// Won reports whether the declarer won: in null by taking no trick; in suit and grand games with
// 61 card points or more, 90 or more when schneider was announced, and every trick when schwarz
// was announced (ouvert included). Overbidding is not considered here (see Value).
func Won(c Contract, o Outcome) bool {
	if c.Game == Null {
		return o.DeclarerTricks == 0
	}
	c = c.Normalize()
	switch {
	case o.DeclarerPoints < 61:
		return false
	case c.SchneiderAnnounced && o.DeclarerPoints < 90:
		return false
	case c.SchwarzAnnounced && o.DefenderTricks > 0:
		return false
	}
	return true
}

// Value returns the value of a finished game, whether the declarer won and whether the game
// was overbid. matadors is signed as Matadors returns it (ignored in null). The value is base
// value × Multiplier in suit and grand games and NullValue in null. When that value is below
// bid the game is overbid (ISkO 5.4): it is lost, and its value becomes the lowest multiple of
// the base value (of the null value in null) that is at least the bid. The value is not doubled
// for a lost game: Score and ListScore do that.
func Value(c Contract, matadors int, o Outcome, bid int) (value int, won bool, overbid bool) {
	c = c.Normalize()
	base := c.Game.BaseValue()
	if c.Game == Null {
		base = NullValue(c)
		value = base
	} else {
		value = base * Multiplier(c, matadors, o)
	}
	won = Won(c, o)
	if value < bid && base > 0 {
		value = (bid + base - 1) / base * base
		won, overbid = false, true
	}
	return value, won, overbid
}

// Score returns the plain score of a game of the given value: +value when won, -2×value when
// lost (lost games count double, ISkO 5.3). ISS records write this number as v.
func Score(value int, won bool) int {
	if won {
		return value
	}
	return -2 * value
}

// ListScore returns the Seeger-Fabian list score of a game of the given value (not doubled):
// the declarer gets value+50 when he won, -2×value-50 when he lost; each defender then gets 40
// at a table of three players, 30 at a table of four (players == 4; any other number is scored
// as a table of three). Defenders get nothing when the declarer won.
func ListScore(value int, won bool, players int) (declarer int, eachDefender int) {
	if won {
		return value + 50, 0
	}
	bonus := 40
	if players == 4 {
		bonus = 30
	}
	return -2*value - 50, bonus
}

// IsGameValue reports whether v is the value of some game, so a legal bid when v ≥ 18: a base
// value (9, 10, 11, 12, 24) times a reachable multiplier (2 to 18 in suit games, 2 to 11 in
// grand), or a null value (23, 35, 46, 59).
func IsGameValue(v int) bool {
	switch v {
	case 23, 35, 46, 59:
		return true
	}
	for g := Diamonds; g <= Grand; g++ {
		b := g.BaseValue()
		maxMult := 18 // 11 matadors + game, hand, schneider, announced, schwarz, announced, ouvert
		if g == Grand {
			maxMult = 11
		}
		if v%b == 0 && v/b >= 2 && v/b <= maxMult {
			return true
		}
	}
	return false
}
