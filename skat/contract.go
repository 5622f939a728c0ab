// contract.go holds Contract, what the declarer announces: the game type and its extras.

package skat

import (
	"fmt"
	"strings"
)

// Contract is the declarer's announcement: a game type, whether it is played from the hand
// (without picking up the skat), schneider or schwarz announced (hand games only), and ouvert
// (cards open). A suit or grand ouvert implies hand, schneider announced and schwarz announced;
// schwarz announced implies schneider announced. Normalize fills in what is implied.
type Contract struct {
	Game               GameType
	Hand               bool
	SchneiderAnnounced bool
	SchwarzAnnounced   bool
	Ouvert             bool
}

// Normalize returns c with the implied announcements set: a suit or grand ouvert is a hand game
// with schneider and schwarz announced (ISkO 5.2.6), and schwarz announced includes schneider.
func (c Contract) Normalize() Contract {
	if c.Ouvert && c.Game != Null {
		c.Hand, c.SchneiderAnnounced, c.SchwarzAnnounced = true, true, true
	}
	if c.SchwarzAnnounced {
		c.SchneiderAnnounced = true
	}
	return c
}

// Check reports a contract the rules do not allow: an invalid game type, schneider or schwarz
// announced in a null game, or an announcement in a game that is not played from the hand.
func (c Contract) Check() error {
	if c.Game < 0 || c.Game >= NumGameTypes {
		return fmt.Errorf("contract: bad game type %d", c.Game)
	}
	n := c.Normalize()
	if c.Game == Null && (n.SchneiderAnnounced || n.SchwarzAnnounced) {
		return fmt.Errorf("contract %v: schneider and schwarz cannot be announced in null", c)
	}
	if n.SchneiderAnnounced && !n.Hand {
		return fmt.Errorf("contract %v: schneider and schwarz may only be announced in hand games", c)
	}
	return nil
}

// String writes the contract in words, for example "clubs", "grand hand schwarz announced",
// "null ouvert hand" or "spades ouvert" (announcements implied by ouvert are not repeated).
func (c Contract) String() string {
	parts := []string{c.Game.String()}
	if c.Ouvert {
		parts = append(parts, "ouvert")
	}
	if c.Ouvert && c.Game != Null {
		return strings.Join(parts, " ")
	}
	if c.Hand {
		parts = append(parts, "hand")
	}
	switch {
	case c.SchwarzAnnounced:
		parts = append(parts, "schwarz announced")
	case c.SchneiderAnnounced:
		parts = append(parts, "schneider announced")
	}
	return strings.Join(parts, " ")
}

// issGameLetters gives each game type its ISS letter, in GameType order.
const issGameLetters = "DHSCGN"

// ISS returns the contract in ISS notation: the game letter (G C S H D N), then O for ouvert, H
// for hand (not written for a suit or grand ouvert, where it is implied), S for schneider
// announced and Z for schwarz announced (neither written when implied): "C", "GH", "CHS",
// "GHZ", "GO", "NOH".
func (c Contract) ISS() string {
	if c.Game < 0 || c.Game >= NumGameTypes {
		return "?"
	}
	b := []byte{issGameLetters[c.Game]}
	if c.Ouvert {
		b = append(b, 'O')
		if c.Game != Null {
			return string(b)
		}
	}
	if c.Hand {
		b = append(b, 'H')
	}
	switch {
	case c.SchwarzAnnounced:
		b = append(b, 'Z')
	case c.SchneiderAnnounced:
		b = append(b, 'S')
	}
	return string(b)
}

// ParseISSContract reads a contract in ISS notation (see Contract.ISS). The letters after the
// game letter must come in the order O H S Z; implied letters may be written or left out. The
// result is normalized and checked.
func ParseISSContract(s string) (Contract, error) {
	var c Contract
	if s == "" {
		return c, fmt.Errorf("empty contract (want a game letter G C S H D N)")
	}
	i := strings.IndexByte(issGameLetters, s[0])
	if i < 0 {
		return c, fmt.Errorf("contract %q: bad game letter %q (want G C S H D N)", s, s[0])
	}
	c.Game = GameType(i)
	flags := []struct {
		letter byte
		set    *bool
	}{{'O', &c.Ouvert}, {'H', &c.Hand}, {'S', &c.SchneiderAnnounced}, {'Z', &c.SchwarzAnnounced}}
	k := 0
	for j := 1; j < len(s); j++ {
		for k < len(flags) && flags[k].letter != s[j] {
			k++
		}
		if k == len(flags) {
			return c, fmt.Errorf("contract %q: unexpected %q (want the letters O H S Z, in that order, after the game letter)", s, s[j])
		}
		*flags[k].set = true
		k++
	}
	c = c.Normalize()
	if err := c.Check(); err != nil {
		return c, fmt.Errorf("contract %q: %v", s, err)
	}
	return c, nil
}
