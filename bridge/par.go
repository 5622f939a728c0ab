// par.go computes par scores and par contracts from a double-dummy table, as DDS' Par and DealerPar
// compute them, answers and spelling included.

package bridge

import (
	"fmt"
	"strconv"
	"strings"
)

// Par is the result of best bidding by both sides when every player knows the double-dummy table:
// the side that can score most declares its best contract, and the other side outbids it with a
// doubled sacrifice whenever going down costs less than letting the contract make. DDS offers two
// flavours and both are reproduced here, down to their tie-breaks and the order of their lists:
//
//   - DealerPar: the auction starts with the dealer and goes clockwise, so when both sides could
//     bid the same contract the first to speak gets it. One score (North-South's view) and the par
//     contracts in the notation "4S*-EW-1" (4♠ doubled by East or West, one down), "3N-NS"
//     (3NT by North or South, just made), "2H-E+1" (2♥ by East, one overtrick), or "pass".
//   - Par (DDS' SidesPar): each side is assumed to speak first in turn, giving a result for each
//     side ("NS -110" and "EW 110"; they differ only in hot positions) and contract lines such as
//     "NS:EW 2S", "NS:W 45N" (4NT or 5NT by West), "EW:NS 5Hx,NS 5Dx" (sacrifices).
//
// In both, a contract lists only the seats of the declaring side that take most tricks in its
// strain ("NS" when both do), and a making contract is as low as it can be while keeping its
// bonus (part score, game, slam) and leaving the opponents no sacrifice that pays.

// ParResult is DealerPar's answer: Score from North-South's side, and the par contracts in DDS'
// DealerPar notation, e.g. "4S*-EW-1", "3N-NS", "2S-EW", "5H*-NS-2", "1N-W+1", or the single
// contract "pass" with Score 0 when nobody can make anything.
type ParResult struct {
	Score     int
	Contracts []string
}

// String writes the result as DDS' test lists do after "PAR2": the score and the contracts, each
// in double quotes, separated by spaces: "-110" "2S-EW".
func (r ParResult) String() string {
	var b strings.Builder
	b.WriteString(strconv.Quote(strconv.Itoa(r.Score)))
	for _, c := range r.Contracts {
		b.WriteByte(' ')
		b.WriteString(strconv.Quote(c))
	}
	return b.String()
}

// SidesPar is DDS Par's answer for both sides: NSScore is the par score when North-South speak
// first (from their side), EWScore when East-West speak first (from East-West's side), and NS, EW
// are the matching contract lines in DDS' spelling, e.g. "NS:EW 2S", "EW:NS 45H,NS 45S",
// "NS:EW 3Hx,W 3Cx". When nobody can make anything both scores are 0 and the lines are "NS:" and
// "EW:".
type SidesPar struct {
	NSScore, EWScore int
	NS, EW           string
}

// Strings returns DDS' four par strings: "NS <score>", "EW <score>" and the two contract lines.
func (p SidesPar) Strings() [4]string {
	return [4]string{fmt.Sprintf("NS %d", p.NSScore), fmt.Sprintf("EW %d", p.EWScore), p.NS, p.EW}
}

// String writes the four strings of Strings as DDS' test lists do after "PAR", each in double
// quotes, separated by spaces: "NS -110" "EW 110" "NS:EW 2S" "EW:EW 2S".
func (p SidesPar) String() string {
	s := p.Strings()
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = strconv.Quote(x)
	}
	return strings.Join(q, " ")
}

// The two sides, indexed as a seat's low bit: North-South 0, East-West 1.
const (
	sideNS = 0
	sideEW = 1
)

// sideOf returns the side of seat s.
func sideOf(s Seat) int { return int(s) & 1 }

// sideTricks returns the tricks the better declarer of side takes in strain.
func sideTricks(t Table, side int, strain Strain) int {
	return max(t[side][strain], t[side+2][strain])
}

// sideSeats names the seats of side that take sideTricks in strain: "N", "S" or "NS" for
// North-South, "E", "W" or "EW" for East-West.
func sideSeats(t Table, side int, strain Strain) string {
	a, b := Seat(side), Seat(side+2)
	ta, tb := t[a][strain], t[b][strain]
	switch {
	case ta == tb:
		return a.String() + b.String()
	case ta > tb:
		return a.String()
	}
	return b.String()
}

// makingScore returns the score for bidding level in strain and taking exactly level+6 tricks.
func makingScore(level int, strain Strain, vulnerable bool) int {
	return Score(level, strain, false, false, vulnerable, level+6)
}

// sacrificeCost returns what a doubled contract down down tricks costs; 0 when down <= 0.
func sacrificeCost(down int, vulnerable bool) int {
	if down <= 0 {
		return 0
	}
	return penalty(down, 2, vulnerable)
}

// floorLevel returns the lowest level of strain that scores the same kind of bonus as level: 1 for
// a part score, the game level (3NT, 4 of a major, 5 of a minor) for a game, level itself for a
// slam.
func floorLevel(level int, strain Strain) int {
	switch {
	case level >= 6:
		return level
	case makingScore(level, strain, false) < 300: // part score
		return 1
	case strain == NoTrump:
		return 3
	case strain == Spades || strain == Hearts:
		return 4
	}
	return 5
}

// Contract numbers, as DealerPar uses them, count the bids in order: 1 = 1♣, 2 = 1♦, 3 = 1♥,
// 4 = 1♠, 5 = 1NT, 6 = 2♣, ..., 35 = 7NT. A strain's rank is 0 for clubs up to 4 for notrump.
// A side that takes fewer than 7 tricks in a strain gets a number of 0 or less there.
var rankStrain = [5]Strain{Clubs, Diamonds, Hearts, Spades, NoTrump}

const rankLetters = "CDHSN"

// contractNo returns the number of the contract that needs tricks tricks in the strain of rank.
func contractNo(tricks, rank int) int { return 5*(tricks-7) + rank + 1 }

// contractName writes contract number no as DDS does: "1C" ... "7N".
func contractName(no int) string {
	return strconv.Itoa((no-1)/5+1) + rankLetters[(no-1)%5:(no-1)%5+1]
}

// notBiddable marks a sacrifice that would have to be bid above 7NT.
const notBiddable = 9999

// dealerOption is a side's best undoubled contract in one strain.
type dealerOption struct {
	no     int // contract number, 0 or less when the side cannot make a 1-level contract
	rank   int // strain rank, 0 clubs .. 4 notrump
	tricks int // tricks of the side's better declarer
	score  int // score for just making it; 0 when tricks < 7
}

// DealerPar returns the par score and par contracts when the dealer speaks first, as DDS'
// DealerPar does, for the table t (trick counts 0..13) and the vulnerability vul.
func DealerPar(t Table, dealer Seat, vul Vulnerability) ParResult {
	sideVul := [2]bool{vul.Vulnerable(North), vul.Vulnerable(East)}

	// Step 1. Each side's best contract in each strain, its highest making contract and its
	// dearest one (the best score; the lowest contract among equal scores, as 3NT before 5♣).
	var opts [2][5]dealerOption
	var highest, dearest, dearestScore [2]int
	for side := range 2 {
		for r := range 5 {
			tr := sideTricks(t, side, rankStrain[r])
			o := dealerOption{no: contractNo(tr, r), rank: r, tricks: tr}
			if tr >= 7 {
				o.score = makingScore(tr-6, rankStrain[r], sideVul[side])
				if o.score > dearestScore[side] || o.score == dearestScore[side] && o.no < dearest[side] {
					dearestScore[side], dearest[side] = o.score, o.no
				}
				highest[side] = max(highest[side], o.no)
			}
			opts[side][r] = o
		}
	}

	// Step 2. The side with the highest making contract is entitled to the plus score. When both
	// can make the same contract, it goes to the side of the first player, counting from the
	// dealer, who can make it.
	var side int
	switch {
	case highest[0] > highest[1]:
		side = sideNS
	case highest[0] < highest[1]:
		side = sideEW
	case highest[0] <= 0:
		return ParResult{Score: 0, Contracts: []string{"pass"}}
	default:
		strain := rankStrain[(highest[0]-1)%5]
		need := opts[0][(highest[0]-1)%5].tricks
		for i := range NumSeats {
			if s := (dealer + Seat(i)) & 3; t[s][strain] == need {
				side = sideOf(s)
				break
			}
		}
	}
	other := 1 - side

	// Step 3. The candidates: that side's contracts from the highest down to the dearest.
	var cands []dealerOption
	for _, o := range opts[side] {
		if o.no >= dearest[side] {
			cands = append(cands, o)
		}
	}
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j].no > cands[j-1].no; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}

	// Step 4. Against each candidate, the cheapest sacrifice of the other side. Going down is
	// worth it when it costs less than the candidate scores. Only the highest candidate that
	// draws a paying sacrifice is a possible par contract (sacrificed); lower ones that draw one
	// are dropped, and the rest would be bid, short of the sacrifice by gap levels.
	const (
		bid = iota
		sacrificed
		dropped
	)
	kind := make([]int, len(cands))
	gap := make([]int, len(cands))
	downs := make([][5]int, len(cands))
	bestDown, bestPlus, sacDown := 0, 0, 0
	sacFound := false
	for n, c := range cands {
		var down int
		downs[n], down = cheapestSacrifice(t, dealer, side, c, &opts[other])
		target := payingDown(c.score, sideVul[other])
		if down <= target {
			bestDown = max(bestDown, down)
			if sacFound {
				kind[n] = dropped
			} else {
				sacFound = true
				kind[n] = sacrificed
				sacDown = down
			}
			continue
		}
		bestPlus = max(bestPlus, c.score)
		kind[n] = bid
		gap[n] = target - down
	}

	// Step 5. The side bids its best contract unless the sacrifice against it costs the other
	// side less than that contract would score.
	var res ParResult
	sign := 1 - 2*side
	sac := sacrificeCost(bestDown, sideVul[other])
	if !sacFound || bestPlus > sac {
		res.Score = sign * bestPlus
		for n, c := range cands {
			if kind[n] != bid || c.score != bestPlus {
				continue
			}
			no, plus := lowerContract(c.no, gap[n])
			res.Contracts = append(res.Contracts, dealerContractText(t, side, no, c.rank, plus))
		}
		return res
	}
	res.Score = sign * sac
	for n, c := range cands {
		if kind[n] == sacrificed && sacDown == bestDown {
			res.Contracts = appendSacrifices(res.Contracts, t, dealer, side, c, bestDown, &downs[n], &opts[other])
		}
	}
	return res
}

// payingDown returns the most undertricks a doubled sacrifice, by a side of vulnerability
// sacVul, may go down and still cost less than score.
func payingDown(score int, sacVul bool) int {
	d := 0
	for d < 13 && sacrificeCost(d+1, sacVul) < score {
		d++
	}
	return d
}

// cheapestSacrifice returns, for candidate c of side, how many tricks the other side goes down in
// the cheapest sacrifice in each strain rank (notBiddable when it would be above 7NT), and the
// least of them. In another strain the other side bids the lowest level above c; in c's strain it
// bids c itself if one of its players speaks before any player of side who makes c, else one
// level higher. The count is negative or zero when the other side outbids c and makes.
func cheapestSacrifice(t Table, dealer Seat, side int, c dealerOption, opp *[5]dealerOption) (downs [5]int, least int) {
	least = notBiddable
	for e := range 5 {
		down := notBiddable
		if e == c.rank {
			need := (c.no + 34) / 5 // tricks c needs
			strain := rankStrain[e]
			higher := 0 // 1 once a player of side has been able to bid c
			for i := range NumSeats {
				s := (dealer + Seat(i)) & 3
				short := need - t[s][strain]
				switch {
				case sideOf(s) == side:
					if short == 0 {
						higher = 1
					}
				case short+higher < down:
					down = short + higher
				}
			}
		} else {
			down = (c.no - opp[e].no + 4) / 5 // truncated, as DDS does
		}
		if opp[e].no+5*down > 35 {
			down = notBiddable
		}
		downs[e] = down
		least = min(least, down)
	}
	return downs, least
}

// appendSacrifices appends the sacrifices of the other side that go down bestDown against
// candidate c of side, in strain rank order, in DealerPar's notation. In c's own strain it names
// the player who sacrifices, or both when both would bid the same contract; when they would bid
// at different levels, the lower one.
func appendSacrifices(out []string, t Table, dealer Seat, side int, c dealerOption, bestDown int, downs *[5]int, opp *[5]dealerOption) []string {
	other := 1 - side
	for e := range 5 {
		if downs[e] != bestDown {
			continue
		}
		if e != c.rank {
			out = append(out, dealerContractText(t, other, opp[e].no+5*bestDown, e, -bestDown))
			continue
		}
		need := (c.no + 34) / 5
		strain := rankStrain[e]
		higher := 0
		var seats [2]Seat
		var nos [2]int
		hits := 0
		for i := range NumSeats {
			s := (dealer + Seat(i)) & 3
			short := need - t[s][strain]
			if sideOf(s) == side {
				if short == 0 {
					higher = 1
				}
				continue
			}
			if short+higher == bestDown {
				seats[hits], nos[hits] = s, c.no+5*higher
				hits++
			}
		}
		switch {
		case hits == 1:
			out = append(out, fmt.Sprintf("%s*-%v-%d", contractName(nos[0]), seats[0], bestDown))
		case nos[0] == nos[1]:
			out = append(out, dealerContractText(t, other, nos[0], e, -bestDown))
		default:
			p := 0
			if nos[1] < nos[0] {
				p = 1
			}
			out = append(out, fmt.Sprintf("%s*-%v-%d", contractName(nos[p]), seats[p], bestDown))
		}
	}
	return out
}

// lowerContract lowers a making contract no that the cheapest sacrifice misses by gap levels
// (gap < 0): it may come down by all but one of those levels, but not below the lowest contract of
// its strain with the same bonus. It returns the contract and the overtricks it then makes.
func lowerContract(no, gap int) (lowered, plus int) {
	if gap >= -1 {
		return no, 0
	}
	level, rank := (no-1)/5+1, (no-1)%5
	floor := 5*(floorLevel(level, rankStrain[rank])-1) + rank + 1
	lowered = max(no+5*(gap+1), floor)
	return lowered, (no - lowered) / 5
}

// dealerContractText writes contract number no in the strain of rank, declared by side, with
// delta overtricks (> 0) or undertricks doubled (< 0): "3N-NS", "4H-N+1", "5D*-EW-2".
func dealerContractText(t Table, side, no, rank, delta int) string {
	var b strings.Builder
	b.WriteString(contractName(no))
	if delta < 0 {
		b.WriteString("*-")
	} else {
		b.WriteString("-")
	}
	b.WriteString(sideSeats(t, side, rankStrain[rank]))
	if delta != 0 {
		fmt.Fprintf(&b, "%+d", delta)
	}
	return b.String()
}

// Par (DDS' SidesPar) works with denominations in DDS' order, highest first: 0 notrump, 1 spades,
// 2 hearts, 3 diamonds, 4 clubs; a lower number outranks a higher one at the same level.
var denomStrain = [5]Strain{NoTrump, Spades, Hearts, Diamonds, Clubs}

const denomLetters = "NSHDC"

// sidesBid is the standing contract of a simulated auction: its denomination (-1 before any bid),
// the tricks it needs, its score from the first speaker's side and, for a sacrifice, its
// undertricks.
type sidesBid struct {
	denom, tricks, score, down int
}

// doubledDownScore returns the declaring side's score for a doubled contract down down tricks,
// extended below one undertrick along the same lines (0 down scores +100) as DDS' par search
// does when it orders the bids it tries.
func doubledDownScore(down int, vulnerable bool) int {
	switch {
	case vulnerable:
		return 100 - 300*down
	case down <= 3:
		return 100 - 200*down
	}
	return 400 - 300*down
}

// sidesAuction plays DDS' par auction with side first speaking first and the denominations in
// skip left out. The sides take turns; in its turn a side tries each denomination, in the order
// of what it would score there, either outbidding the standing contract and making, or
// sacrificing doubled one level up where needed, and keeps any bid that improves the score for
// it. The auction ends when a side finds no improvement after both have spoken.
func sidesAuction(t Table, vul Vulnerability, first int, skip *[5]bool) sidesBid {
	st := sidesBid{denom: -1, tricks: 6}
	type try struct{ denom, tricks, key int }
	mover, spoken := 0, false
	for {
		side := (first + mover) & 1
		sign := 1 - 2*mover // scores are from the first speaker's side
		vulnerable := vul.Vulnerable(Seat(side))
		prev := st
		outbids := func(denom, tricks int) bool {
			return tricks > st.tricks || tricks == st.tricks && denom < st.denom
		}

		// Step 1. Order the denominations by what they would score, best first, keeping
		// denomination order among equals.
		var tries [5]try
		n := 0
		for j := range 5 {
			if skip[j] {
				continue
			}
			tt := sideTricks(t, side, denomStrain[j])
			key := doubledDownScore(prev.tricks-tt, vulnerable)
			if outbids(j, tt) {
				key = makingScore(tt-6, denomStrain[j], vulnerable)
			}
			k := n
			for ; k > 0 && key > tries[k-1].key; k-- {
				tries[k] = tries[k-1]
			}
			tries[k] = try{j, tt, key}
			n++
		}

		// Step 2. Try them in that order. A making bid must beat the contract standing now; a
		// sacrifice is reckoned against the contract standing when the turn began.
		improved := false
		for _, tr := range tries[:n] {
			var score, down int
			if outbids(tr.denom, tr.tricks) {
				score = makingScore(tr.tricks-6, denomStrain[tr.denom], vulnerable)
			} else {
				down = prev.tricks - tr.tricks
				if tr.denom >= prev.denom {
					if prev.tricks == 13 {
						continue // nothing above 7NT
					}
					down++
				}
				if down <= 0 {
					continue
				}
				score = doubledDownScore(down, vulnerable)
			}
			if score <= sign*st.score { // no better for the mover
				continue
			}
			improved = true
			st.score, st.denom = sign*score, tr.denom
			if score > 0 {
				st.tricks, st.down = tr.tricks, 0
			} else {
				st.tricks, st.down = tr.tricks+down, down
			}
		}
		if !improved && spoken {
			return st
		}
		spoken = true
		mover ^= 1
	}
}

// sidesLine is one par contract of Par: denomination, level, how many levels lower it may also be
// bid (over), undertricks of a sacrifice, and the seats and side of its declarers.
type sidesLine struct {
	denom, level, over, under int
	seats                     string
	side                      int
}

// sidesView is Par's answer when one side speaks first: the score from that side and the par
// contracts.
type sidesView struct {
	score int
	lines []sidesLine
}

// Par returns DDS Par's par scores and contract lines for both sides, for the table t (trick
// counts 0..13) and the vulnerability vul.
func Par(t Table, vul Vulnerability) SidesPar {
	v := sidesViews(t, vul)
	p := SidesPar{NSScore: v[sideNS].score, EWScore: v[sideEW].score, NS: "NS:", EW: "EW:"}
	if v[sideNS].score == 0 {
		return p // neither side can make anything
	}
	p.NS += sidesText(v[sideNS].lines)
	p.EW += sidesText(v[sideEW].lines)
	return p
}

// sidesText writes par contract lines as DDS' Par does: "NS 45H,NS 45S" for making contracts
// (every level that may be bid), "EW 3Hx,W 3Cx" for sacrifices.
func sidesText(lines []sidesLine) string {
	var b strings.Builder
	for k, l := range lines {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteString(l.seats)
		b.WriteByte(' ')
		if lines[0].under > 0 {
			fmt.Fprintf(&b, "%d%cx", l.level, denomLetters[l.denom])
			continue
		}
		for lv := l.level; lv <= l.level+l.over; lv++ {
			b.WriteString(strconv.Itoa(lv))
		}
		b.WriteByte(denomLetters[l.denom])
	}
	return b.String()
}

// sidesViews computes the answers of Par with North-South speaking first (index 0) and with
// East-West speaking first (index 1).
func sidesViews(t Table, vul Vulnerability) [2]sidesView {
	type found struct{ denom, tricks int }
	var (
		views  [2]sidesView
		pars   [2][]found
		under  [2]int
		maxDen int // defenders' best denomination; kept from one view to the next, as DDS does
	)

	// Step 1. For each first speaker, the par score, then every denomination that reaches the
	// same score when the denominations found so far are left out of the auction.
	for i := range 2 {
		var skip [5]bool
		for range 5 {
			st := sidesAuction(t, vul, i, &skip)
			if len(pars[i]) == 0 {
				views[i].score, under[i] = st.score, st.down
				if st.score == 0 {
					break
				}
			} else if st.score != views[i].score {
				break
			}
			pars[i] = append(pars[i], found{st.denom, st.tricks})
			skip[st.denom] = true
		}
	}
	if views[sideNS].score == 0 {
		return views
	}

	// Step 2. Describe the contracts: seats, and for making contracts the levels they may be
	// lowered to.
	for i := range 2 {
		score := views[i].score
		if under[i] > 0 {
			// Sacrifices, listed by denomination.
			sacSide := i
			if score > 0 {
				sacSide = 1 - i
			}
			ps := pars[i]
			for a := 1; a < len(ps); a++ {
				for b := a; b > 0 && ps[b].denom < ps[b-1].denom; b-- {
					ps[b], ps[b-1] = ps[b-1], ps[b]
				}
			}
			for _, f := range ps {
				views[i].lines = append(views[i].lines, sidesLine{
					denom: f.denom, level: f.tricks - 6, under: under[i],
					seats: sideSeats(t, sacSide, denomStrain[f.denom]), side: sacSide,
				})
			}
			continue
		}

		declSide := 1 - i
		if score > 0 {
			declSide = i
		}
		defSide := 1 - declSide
		var defTricks [5]int
		defMax := 0
		for j := range 5 {
			defTricks[j] = sideTricks(t, defSide, denomStrain[j])
			if defTricks[j] > defMax {
				defMax, maxDen = defTricks[j], j
			}
		}
		defVul := vul.Vulnerable(East) // the side that does not declare par in North-South's view
		if views[sideNS].score <= 0 {
			defVul = vul.Vulnerable(North)
		}
		abs := max(score, -score)
		for _, f := range pars[i] {
			// The contract may come down as long as it stays above the defenders' best
			// denomination at their best level ...
			lower := f.tricks - defMax
			if maxDen < f.denom {
				lower--
			}
			// ... and their sacrifice there would still cost more than par.
			for lower > 0 {
				down := f.tricks - lower - defMax
				if maxDen >= f.denom {
					down++
				}
				if abs < -doubledDownScore(down, defVul) {
					break
				}
				lower--
			}
			// When the defenders speak first, they could also sacrifice in the par
			// denomination at the lowered level.
			for lower > 0 && score < 0 && abs > -doubledDownScore(f.tricks-lower-defTricks[f.denom], defVul) {
				lower--
			}
			level := f.tricks - 6
			lower = min(lower, level-floorLevel(level, denomStrain[f.denom]))
			over := max(lower, 0)
			views[i].lines = append(views[i].lines, sidesLine{
				denom: f.denom, level: level - over, over: over,
				seats: sideSeats(t, declSide, denomStrain[f.denom]), side: declSide,
			})
		}
	}

	// Step 3. In hot positions the two views differ: drop the contracts of a view that lie below
	// the highest contract the other side bids in its own view.
	domDenom, domLevel := [2]int{-1, -1}, [2]int{-1, -1}
	for s := range 2 {
		for _, l := range views[s].lines {
			top := l.level + l.over
			if l.side == s && (top > domLevel[s] || top == domLevel[s] && l.denom < domDenom[s]) {
				domDenom[s], domLevel[s] = l.denom, top
			}
		}
	}
	if domDenom[0] == -1 || domDenom[1] == -1 {
		return views
	}
	for i := range 2 {
		o := 1 - i
		var drop [5]bool
		for _, l := range views[i].lines {
			top := l.level + l.over
			if top < domLevel[o] || top == domLevel[o] && domDenom[o] < l.denom {
				drop[l.denom] = true
			}
		}
		kept := views[i].lines[:0]
		for _, l := range views[i].lines {
			if !drop[l.denom] {
				kept = append(kept, l)
			}
		}
		views[i].lines = kept
	}
	return views
}
