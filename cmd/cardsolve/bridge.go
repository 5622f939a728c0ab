// bridge.go holds the bridge commands: the default action (double-dummy tables and par of the deals
// of PBN files) and solve (the value of every legal card of single positions), their flags and input.

package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/cardsolve/cardsolve/bridge"
	"github.com/cardsolve/cardsolve/solver"
	"github.com/urfave/cli/v2"
)

// defaultTableMB is the transposition table size of each worker in megabytes: hard random deals
// store a few million entries per table, and a table that fills up must drop entries (on
// random1000 deal 8, 81 M nodes with 32 MB against 51 M with 256 MB). Memory is touched only as
// the table fills.
const defaultTableMB = 256

// maxTableMB bounds --tt-mb (64 GB).
const maxTableMB = 1 << 16

func init() {
	defaultFlags = append([]cli.Flag{
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text, json (one object per deal per line) or pbn (the files written back with [DoubleDummyTricks] and [OptimumResultTable])"},
	}, runFlags()...)
	defaultAction = tablesAction
	commands = append(commands, &cli.Command{
		Name:      "solve",
		Usage:     "the value of every legal card of the player to move in single positions",
		ArgsUsage: "[FILE.pbn...]",
		Description: "Positions come from PBN files (the deal, the trump from [Contract], the leader from [Play],\n" +
			"else the seat after [Declarer]) or from --deal, --trump, --leader and --trick. For each legal\n" +
			"card of the player to move it prints the tricks that player's side then takes from the\n" +
			"current trick to the end; power-equivalent cards are listed one by one.",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text or json (one object per position per line)"},
			&cli.StringFlag{Name: "deal", Usage: `the position, like "N:AK.Q.. ..." (all four hands, as many cards each, or fewer for seats that played to --trick)`},
			&cli.StringFlag{Name: "trump", Usage: "the strain with --deal: NT, S, H, D or C"},
			&cli.StringFlag{Name: "leader", Usage: "the seat that led the current trick with --deal: N, E, S or W"},
			&cli.StringFlag{Name: "trick", Usage: `cards already played to the current trick with --deal, the leader's first, like "SA HK"`},
		}, runFlags()...),
		Action: solveAction,
	})
}

// runFlags returns the flags that control how problems are solved.
func runFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "threads", Value: runtime.GOMAXPROCS(0), DefaultText: "number of cores (GOMAXPROCS)", Usage: "problems solved in parallel, one solver each"},
		&cli.IntFlag{Name: "tt-mb", Value: defaultTableMB, Usage: "transposition table size of each thread in megabytes"},
		&cli.BoolFlag{Name: "no-progress", Usage: "no progress bar on standard error (it is only drawn when that is a terminal)"},
	}
}

// runOptions are the parsed run flags.
type runOptions struct {
	threads  int
	tableMB  int
	progress bool
}

// parseRunFlags validates the run flags; errors are usage errors.
func parseRunFlags(c *cli.Context) (runOptions, error) {
	o := runOptions{threads: c.Int("threads"), tableMB: c.Int("tt-mb"), progress: !c.Bool("no-progress") && isTerminal(os.Stderr)}
	if o.threads < 1 {
		return o, usageErr("--threads %d: want 1 or more", o.threads)
	}
	if o.tableMB < 1 || o.tableMB > maxTableMB {
		return o, usageErr("--tt-mb %d: want 1..%d", o.tableMB, maxTableMB)
	}
	return o, nil
}

// newSolver returns the per-worker solver constructor for o.
func (o runOptions) newSolver() func() *bridge.Solver {
	return func() *bridge.Solver { return bridge.NewSolver(solver.Options{TableMB: o.tableMB}) }
}

// parseFormat checks --format against the allowed values.
func parseFormat(c *cli.Context, allowed ...string) (string, error) {
	f := c.String("format")
	for _, a := range allowed {
		if f == a {
			return f, nil
		}
	}
	return "", usageErr("--format %q: want %s", f, strings.Join(allowed, ", "))
}

// checkFileArgs reports a usage error for an argument that looks like a flag and is not a file:
// flags must come before the file names, where the command line parser stops reading them.
func checkFileArgs(c *cli.Context) error {
	for _, a := range c.Args().Slice() {
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			if _, err := os.Stat(a); err != nil {
				return usageErr("%q after the file names: give flags before the files", a)
			}
		}
	}
	return nil
}

// sourcedGame is a game together with the file it was read from.
type sourcedGame struct {
	file string
	game bridge.Game
}

// errorReport prints bad-input errors on standard error and counts them. While a progress bar is
// drawn (bar not nil) the errors are printed above it.
type errorReport struct {
	w   io.Writer
	bar *progress
	n   int
}

// add prints one error.
func (e *errorReport) add(err error) {
	e.bar.println(e.w, "cardsolve: "+err.Error())
	e.n++
}

// exit returns the error that ends the command: nil when nothing was wrong, else the bad-input exit
// code (the messages have been printed already).
func (e *errorReport) exit() error {
	if e.n == 0 {
		return nil
	}
	return cli.Exit("", exitInput)
}

// readGames reads the games of every file in order; unreadable files and bad games are reported and
// left out.
func readGames(files []string, errs *errorReport) []sourcedGame {
	var out []sourcedGame
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			errs.add(err)
			continue
		}
		games, bad := bridge.ReadPBN(f, name)
		f.Close()
		for _, err := range bad {
			errs.add(err)
		}
		if len(games) == 0 && len(bad) == 0 {
			errs.add(fmt.Errorf("%s: no deals in the file", name))
		}
		for _, g := range games {
			out = append(out, sourcedGame{file: name, game: g})
		}
	}
	return out
}

// gameError is a bad-input error about game g of file, at line (g's first line when 0).
func gameError(file string, g *bridge.Game, line int, format string, a ...any) error {
	if line == 0 {
		line = g.Line
	}
	return &bridge.PBNError{File: file, Line: line, Board: g.Board, Msg: fmt.Sprintf(format, a...)}
}

// tagLine returns the line of g's first tag called name, or 0.
func tagLine(g *bridge.Game, name string) int {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Line
		}
	}
	return 0
}

// Vulnerability of the boards 1..16 of the standard duplicate cycle, which repeats every 16 boards.
var boardVulnerability = [16]bridge.Vulnerability{
	bridge.VulNone, bridge.VulNS, bridge.VulEW, bridge.VulBoth,
	bridge.VulNS, bridge.VulEW, bridge.VulBoth, bridge.VulNone,
	bridge.VulEW, bridge.VulBoth, bridge.VulNone, bridge.VulNS,
	bridge.VulBoth, bridge.VulNone, bridge.VulNS, bridge.VulEW,
}

// dealerAndVulnerability returns the dealer and vulnerability of g: from its tags when given, else
// from the board number as in duplicate (board 1 dealt by North, 2 by East, ...; vulnerability by
// the 16-board cycle), else North and None. assumed names what was not given by a tag.
func dealerAndVulnerability(g *bridge.Game) (dealer bridge.Seat, vul bridge.Vulnerability, assumed []string) {
	board, err := strconv.Atoi(g.Board)
	numbered := err == nil && board >= 1
	dealer = g.Dealer
	if !g.HasDealer {
		dealer = bridge.North
		if numbered {
			dealer = bridge.Seat((board - 1) % 4)
		}
		assumed = append(assumed, "dealer")
	}
	vul = g.Vulnerable
	if v, ok := g.TagValue("Vulnerable"); !ok || strings.TrimSpace(v) == "" || strings.TrimSpace(v) == "?" {
		vul = bridge.VulNone
		if numbered {
			vul = boardVulnerability[(board-1)%16]
		}
		assumed = append(assumed, "vulnerable")
	}
	return dealer, vul, assumed
}

// tablesAction is the default action: the double-dummy table and par of every deal of the files.
func tablesAction(c *cli.Context) error {
	format, err := parseFormat(c, "text", "json", "pbn")
	if err != nil {
		return err
	}
	o, err := parseRunFlags(c)
	if err != nil {
		return err
	}
	if c.NArg() == 0 {
		return usageErr("no PBN file given (usage: cardsolve [--format text|json|pbn] FILE.pbn..., or cardsolve --help)")
	}
	if err := checkFileArgs(c); err != nil {
		return err
	}
	errs := &errorReport{w: c.App.ErrWriter}
	games := readGames(c.Args().Slice(), errs)
	bar := newProgress(c.App.ErrWriter, "deals", len(games), o.progress)
	errs.bar = bar
	w := bar.above(c.App.Writer)
	written := 0
	// One job per deal and strain, so that even a single deal keeps every thread busy; each strain
	// starts from an empty table (bridge.Solver.StrainTable), so the answers and node counts do not
	// depend on which worker solves it.
	var t bridge.Table
	var tErr error
	err = solveOrdered(len(games)*int(bridge.NumStrains), o.threads, o.newSolver(),
		func(s *bridge.Solver, i int) ([bridge.NumSeats]int, error) {
			return s.StrainTable(games[i/int(bridge.NumStrains)].game.Deal, bridge.Strain(i%int(bridge.NumStrains)))
		},
		func(i int, col [bridge.NumSeats]int, err error) error {
			strain := bridge.Strain(i % int(bridge.NumStrains))
			if strain == 0 {
				t, tErr = bridge.Table{}, nil
			}
			if err != nil && tErr == nil {
				tErr = err
			}
			for d := range col {
				t[d][strain] = col[d]
			}
			if strain != bridge.NumStrains-1 {
				return nil
			}
			bar.add(1)
			sg := &games[i/int(bridge.NumStrains)]
			if tErr != nil {
				errs.add(gameError(sg.file, &sg.game, tagLine(&sg.game, "Deal"), "%v", tErr))
				return nil
			}
			first := written == 0
			written++
			switch format {
			case "pbn":
				g := sg.game
				g.SetDoubleDummy(t)
				if !first {
					if _, err := io.WriteString(w, "\n"); err != nil {
						return err
					}
				}
				return bridge.WritePBN(w, []bridge.Game{g})
			case "json":
				return writeTableJSON(w, tableOf(&sg.game, t))
			}
			return writeTableText(w, tableOf(&sg.game, t), first)
		})
	bar.finish()
	if err != nil {
		return inputErr(fmt.Errorf("writing: %v", err))
	}
	return errs.exit()
}

// tableOf assembles the output of one deal: dealer and vulnerability (assumed where the tags are
// missing) and, for full deals, par.
func tableOf(g *bridge.Game, t bridge.Table) *tableResult {
	dealer, vul, assumed := dealerAndVulnerability(g)
	r := &tableResult{Board: g.Board, Deal: g.Deal, Dealer: dealer, Vulnerable: vul, Assumed: assumed, Table: t}
	if cardsPerHand(g.Deal) == 13 {
		par := bridge.DealerPar(t, dealer, vul)
		r.Par = &par
	}
	return r
}

// solveAction is the solve command: card values of positions from files or from --deal.
func solveAction(c *cli.Context) error {
	format, err := parseFormat(c, "text", "json")
	if err != nil {
		return err
	}
	o, err := parseRunFlags(c)
	if err != nil {
		return err
	}
	errs := &errorReport{w: c.App.ErrWriter}
	var positions []positionResult
	var where []string // for error messages: "file:line: board B" or "--deal"
	switch {
	case c.IsSet("deal"):
		if c.NArg() > 0 {
			return usageErr("solve: give either --deal or PBN files, not both")
		}
		p, err := flagPosition(c)
		if err != nil {
			return err
		}
		positions, where = []positionResult{{Pos: p}}, []string{"--deal: "}
	case c.IsSet("trump") || c.IsSet("leader") || c.IsSet("trick"):
		return usageErr("solve: --trump, --leader and --trick go with --deal")
	case c.NArg() == 0:
		return usageErr("solve: no PBN file and no --deal given (see cardsolve solve --help)")
	default:
		if err := checkFileArgs(c); err != nil {
			return err
		}
		for _, sg := range readGames(c.Args().Slice(), errs) {
			p, err := gamePosition(sg.file, &sg.game)
			if err != nil {
				errs.add(err)
				continue
			}
			positions = append(positions, positionResult{Board: sg.game.Board, Pos: p})
			where = append(where, gameError(sg.file, &sg.game, 0, "").Error())
		}
	}
	bar := newProgress(c.App.ErrWriter, "positions", len(positions), o.progress)
	errs.bar = bar
	w := bar.above(c.App.Writer)
	written := 0
	err = solveOrdered(len(positions), o.threads, o.newSolver(),
		func(s *bridge.Solver, i int) ([]bridge.CardValue, error) {
			defer bar.add(1)
			return s.CardValues(positions[i].Pos)
		},
		func(i int, v []bridge.CardValue, err error) error {
			r := &positions[i]
			if err != nil {
				errs.add(fmt.Errorf("%s%v", where[i], err))
				return nil
			}
			sortCardValues(v)
			r.Values = v
			first := written == 0
			written++
			if format == "json" {
				return writePositionJSON(w, r)
			}
			return writePositionText(w, r, first)
		})
	bar.finish()
	if err != nil {
		return inputErr(fmt.Errorf("writing: %v", err))
	}
	return errs.exit()
}

// flagPosition reads the position of --deal, --trump, --leader and --trick. A bad strain or seat is
// a usage error, a bad deal or trick bad input.
func flagPosition(c *cli.Context) (bridge.Position, error) {
	var p bridge.Position
	if !c.IsSet("trump") || !c.IsSet("leader") {
		return p, usageErr("solve: --deal needs --trump and --leader")
	}
	strain, err := bridge.ParseStrain(c.String("trump"))
	if err != nil {
		return p, usageErr("solve: --trump: %v", err)
	}
	leader, err := bridge.ParseSeat(c.String("leader"))
	if err != nil {
		return p, usageErr("solve: --leader: %v", err)
	}
	d, err := bridge.ParseDeal(c.String("deal"))
	if err != nil {
		return p, inputErr(fmt.Errorf("--deal: %v", err))
	}
	p = bridge.Position{Deal: d, Strain: strain, Leader: leader}
	for _, name := range strings.Fields(c.String("trick")) {
		card, err := bridgeLayout.ParseCard(name)
		if err != nil {
			return p, inputErr(fmt.Errorf("--trick: %v", err))
		}
		if slices.Contains(p.Trick, card) {
			return p, inputErr(fmt.Errorf("--trick: %s played twice", name))
		}
		p.Trick = append(p.Trick, card)
	}
	if len(p.Trick) > 3 {
		return p, inputErr(fmt.Errorf("--trick %q: %d cards, at most 3 (a trick of 4 is complete)", c.String("trick"), len(p.Trick)))
	}
	// A deal given before the trick (all hands of one size) must hold the trick's cards in the
	// hands that played them; the solver checks the other case.
	if d.Check() == nil {
		for i, card := range p.Trick {
			if seat := (leader + bridge.Seat(i)) & 3; !d[seat].Has(card) {
				return p, inputErr(fmt.Errorf("--trick: %s is not in %v's hand", bridgeLayout.String(card), seat))
			}
		}
	}
	return p, nil
}

// gamePosition reads the position of a PBN game: its deal, the trump from [Contract] and the leader
// from [Play], else the seat after the declarer.
func gamePosition(file string, g *bridge.Game) (bridge.Position, error) {
	p := bridge.Position{Deal: g.Deal, Strain: g.Strain, Leader: g.Leader}
	if !g.HasStrain {
		return p, gameError(file, g, tagLine(g, "Contract"), "no trump: want a [Contract] tag such as \"4S\" or \"NT\"")
	}
	if !g.HasLeader {
		if !g.HasDeclarer {
			return p, gameError(file, g, tagLine(g, "Play"), "no leader: want a [Play] tag naming the seat on lead, or a [Declarer]")
		}
		p.Leader = g.Declarer.Next()
	}
	return p, nil
}
