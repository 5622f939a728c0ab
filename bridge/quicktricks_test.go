package bridge

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/solver"
)

// randomDeal deals n cards to each seat from a random subset of the pack.
func randomDeal(rng *rand.Rand, n int) Deal {
	var pack []cards.Card
	for m := layout.All; m != 0; m &= m - 1 {
		pack = append(pack, m.Lowest())
	}
	rng.Shuffle(len(pack), func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	var d Deal
	for i := 0; i < 4*n; i++ {
		d[i%4] |= cards.Bit(pack[i])
	}
	return d
}

// TestQuickTricksAgree checks that the quick-trick bounds change no answer: full tables of random
// 4-7 card deals, with and without them (the bounds would show up as wrong tricks where they
// overestimate what the side on lead can cash).
func TestQuickTricksAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < 400; i++ {
		d := randomDeal(rng, 4+i%4)
		plain := NewSolver(solver.Options{TableMB: 1})
		plain.SetQuickTricks(false)
		quick := NewSolver(solver.Options{TableMB: 1})
		want, err := plain.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		got, err := quick.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("deal %d %v: with quick tricks %v, without %v", i, d, got, want)
		}
	}
}

// denseDeal deals n cards to each seat from the top ranks of the suits in suits (bit i: suit i), so
// that the suits are short of small cards and top cards matter, as late in a deal.
func denseDeal(rng *rand.Rand, n int, suits int) Deal {
	var pack []cards.Card
	for s := 0; s < 4; s++ {
		if suits&(1<<s) == 0 {
			continue
		}
		m := suitMask(s)
		for k := 0; k < 8; k++ {
			c := m.Highest()
			m &^= cards.Bit(c)
			pack = append(pack, c)
		}
	}
	rng.Shuffle(len(pack), func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	var d Deal
	for i := 0; i < 4*n; i++ {
		d[i%4] |= cards.Bit(pack[i])
	}
	return d
}

// variant redeals, suit by suit, the live cards below the lowest card of rel (all of a suit without
// a rel card) among the hands that held them, keeping every hand's length in the suit: positions the
// bound claims to answer alike.
func variant(rng *rand.Rand, d Deal, rel cards.Set) Deal {
	var v Deal
	for s := 0; s < 4; s++ {
		m := suitMask(s)
		var live cards.Set
		for _, h := range d {
			live |= h & m
		}
		free := live
		if r := rel & m; r != 0 {
			free = live & (cards.Bit(r.Lowest()) - 1)
		}
		var owners []int
		var cs []cards.Card
		for x := free; x != 0; x &= x - 1 {
			c := x.Lowest()
			cs = append(cs, c)
			for h := range d {
				if d[h].Has(c) {
					owners = append(owners, h)
				}
			}
		}
		rng.Shuffle(len(owners), func(i, j int) { owners[i], owners[j] = owners[j], owners[i] })
		for i, c := range cs {
			v[owners[i]] |= cards.Bit(c)
		}
		for h := range d {
			v[h] |= d[h] & m &^ free
		}
	}
	return v
}

// eachVariant calls check with d and with three variants of it that keep only what rel names (see
// variant), each with the tricks the plain search finds for the leader's side.
func eachVariant(t *testing.T, rng *rand.Rand, plain *Solver, d Deal, rel cards.Set, strain Strain, leader Seat, check func(k int, q Deal, got int)) {
	t.Helper()
	for k := 0; k < 4; k++ {
		q := d
		if k > 0 {
			q = variant(rng, d, rel)
		}
		got, err := plain.Tricks(Position{Deal: q, Strain: strain, Leader: leader})
		if err != nil {
			t.Fatal(err)
		}
		check(k, q, got)
	}
}

// TestNotAllTricksSound checks the "side on lead cannot take every trick" bound against the plain
// search on dense random positions without trumps (notrump, and a trump strain with no trump
// dealt), and on variants that keep only what its rel names.
func TestNotAllTricksSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 3))
	plain := NewSolver(solver.Options{TableMB: 1})
	plain.SetQuickTricks(false)
	fired := 0
	for i := 0; i < 3000; i++ {
		n := 2 + i%5
		strain := NoTrump
		suits := 15
		if i%3 == 0 {
			strain = Spades
			suits = 14
		}
		d := denseDeal(rng, n, suits)
		leader := Seat(rng.IntN(4))
		bd := newBounds(strain, int(leader&1))
		b := boundaryOf(d, leader, n)
		if bd.trump >= 0 && b.Live&suitMask(bd.trump) != 0 {
			continue // (the hook asks only when no trump is left)
		}
		v := viewOf(&b)
		ok, rel := notAllTricks(&v)
		if !ok {
			continue
		}
		fired++
		eachVariant(t, rng, plain, d, rel, strain, leader, func(k int, q Deal, got int) {
			if got >= n {
				t.Fatalf("position %d (variant %d) %v, %v led by %v: the bound says at most %d tricks, the search finds %d", i, k, q, strain, leader, n-1, got)
			}
		})
	}
	if fired < 300 {
		t.Fatalf("the bound fired on %d positions only", fired)
	}
	t.Logf("the bound fired on %d of 3000 positions", fired)
}

// TestBoundsSound checks every static bound of the bridge hook directly: on dense random positions
// (all strains, random leader and target) the bounds it returns must hold for the position's value
// found by the plain search, and for variants that keep only what its rel names.
func TestBoundsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 4))
	plain := NewSolver(solver.Options{TableMB: 1})
	plain.SetQuickTricks(false)
	settled := 0
	for i := 0; i < 8000; i++ {
		n := 2 + i%6
		strain := Strain(i % 5)
		// Two to four suits, so that voids (and trumps on one side only) are common.
		suits := 15
		if i%3 != 0 {
			for suits = 0; bits.OnesCount(uint(suits)) < 2 || 8*bits.OnesCount(uint(suits)) < 4*n; {
				suits = rng.IntN(16)
			}
		}
		d := denseDeal(rng, n, suits)
		if i%5 == 4 {
			d = randomDeal(rng, n) // from the whole pack
		}
		leader := Seat(rng.IntN(4))
		side := rng.IntN(2)
		bd := newBounds(strain, side)
		target := 1 + rng.IntN(n)
		if i%4 == 1 {
			target = 1 + (n-1)*rng.IntN(2) // a side needing every trick or just one: later-trick rules
		}
		b := boundaryOf(d, leader, target)
		lo, hi, rel := bd.bound(&b)
		if lo == 0 && hi == n {
			continue
		}
		settled++
		eachVariant(t, rng, plain, d, rel, strain, leader, func(k int, q Deal, got int) {
			if Seat(side) != leader&1 {
				got = n - got // Tricks counts for the leader's side
			}
			if got < lo || got > hi {
				t.Fatalf("position %d (variant %d) %v, %v led by %v, side %d target %d: bounds [%d, %d], the search finds %d",
					i, k, q, strain, leader, side, b.Target, lo, hi, got)
			}
		})
	}
	if settled < 1000 {
		t.Fatalf("the bounds settled %d positions only", settled)
	}
	t.Logf("the bounds settled %d of 8000 positions", settled)
}

// TestTrumpMatchSound checks the matched-trumps bound (trumpMatch) against the plain search on
// dense random positions in trump strains, for either side and any leader, and on variants that
// keep only what its rel names.
func TestTrumpMatchSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	plain := NewSolver(solver.Options{TableMB: 1})
	plain.SetQuickTricks(false)
	fired := 0
	for i := 0; i < 3000; i++ {
		n := 2 + i%5
		strain := Strain(i % 4)
		d := denseDeal(rng, n, 15)
		leader := Seat(rng.IntN(4))
		x := rng.IntN(4)
		need := 1 + rng.IntN(min(n, 3))
		bd := newBounds(strain, 0)
		b := boundaryOf(d, leader, 0)
		v := viewOf(&b)
		got, rel := bd.trumpMatch(&v, (x-int(leader))&3, need)
		if got == 0 {
			continue
		}
		fired++
		eachVariant(t, rng, plain, d, rel, strain, leader, func(k int, q Deal, tricks int) {
			if x&1 != int(leader&1) {
				tricks = n - tricks // Tricks counts for the leader's side
			}
			if tricks < got {
				t.Fatalf("position %d (variant %d) %v, %v led by %v: the bound says seat %d's side takes %d, the search finds %d", i, k, q, strain, leader, x, got, tricks)
			}
		})
	}
	if fired < 300 {
		t.Fatalf("the bound fired on %d positions only", fired)
	}
	t.Logf("the bound fired on %d of 3000 positions", fired)
}

// viewOf returns the view of a trick boundary, as bound builds it.
func viewOf(b *solver.Boundary) view {
	l := b.Leader
	return view{
		h:    [4]cards.Set{b.Hands[l&3], b.Hands[(l+1)&3], b.Hands[(l+2)&3], b.Hands[(l+3)&3]},
		live: b.Live,
	}
}

// boundaryOf returns the trick boundary of deal d with leader to lead and target.
func boundaryOf(d Deal, leader Seat, target int) solver.Boundary {
	var live cards.Set
	for _, h := range d {
		live |= h
	}
	return solver.Boundary{Hands: d, Leader: int(leader), Live: live, Target: target, Tricks: d[leader].Count()}
}

// TestTrumpsAndCashSound checks the bound of trumps kept while the side suits are cashed
// (trumpsAndCash) against the plain search on dense random positions in trump strains, and on
// variants that keep only what its rel names.
func TestTrumpsAndCashSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 13))
	plain := NewSolver(solver.Options{TableMB: 1})
	plain.SetQuickTricks(false)
	fired := 0
	for i := 0; i < 4000; i++ {
		n := 2 + i%6
		strain := Strain(i % 4)
		d := denseDeal(rng, n, 15)
		if i%3 == 2 {
			d = randomDeal(rng, n)
		}
		leader := Seat(rng.IntN(4))
		need := 2 + rng.IntN(n-1)
		bd := newBounds(strain, 0)
		b := boundaryOf(d, leader, 0)
		v := viewOf(&b)
		bd.quickTricks(&v, need) // (as in the hook, which trumpsAndCash reads its rounds from)
		got, rel := bd.trumpsAndCash(&v, need)
		if got < need {
			continue
		}
		fired++
		eachVariant(t, rng, plain, d, rel, strain, leader, func(k int, q Deal, tricks int) {
			if tricks < got {
				t.Fatalf("position %d (variant %d) %v, %v led by %v: the bound says the leader's side takes %d, the search finds %d", i, k, q, strain, leader, got, tricks)
			}
		})
	}
	if fired < 300 {
		t.Fatalf("the bound fired on %d positions only", fired)
	}
	t.Logf("the bound fired on %d of 4000 positions", fired)
}

// TestCashAlone checks cashAlone against cashSuit on suits the partner does not hold: the suit's
// cards dealt at random to the leader, his opponents and nobody (played), every k.
func TestCashAlone(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 17))
	m := suitMask(1)
	for range 20000 {
		var h [3]cards.Set
		for c := m; c != 0; c &= c - 1 {
			if x := rng.IntN(4); x < 3 {
				h[x] |= c & -c
			}
		}
		for k := 0; k <= 13; k++ {
			own, ext := cashSuit(h[0], 0, h[1], h[2], k)
			if got := cashAlone(h[0], h[1], h[2], k); got != own || got != ext {
				t.Fatalf("cashAlone(%x, %x, %x, %d) = %x, cashSuit: %x %x", h[0], h[1], h[2], k, got, own, ext)
			}
		}
	}
}
