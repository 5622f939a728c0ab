// skat.go holds the skat command: open-hand values of Skat positions (single or JSON lines in
// batch) and the post-mortem of ISS game records.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/cardsolve/cardsolve/cards"
	"github.com/cardsolve/cardsolve/skat"
	"github.com/urfave/cli/v2"
)

// skatTableMB is the default table size of each Skat game type in each worker.
const skatTableMB = 16

func init() {
	commands = append(commands, &cli.Command{
		Name:  "skat",
		Usage: "open-hand Skat: values of positions and post-mortems of recorded games",
		Subcommands: []*cli.Command{
			{
				Name:      "solve",
				Usage:     "the declarer's card points (null: whether he must take a trick, and when) under open-hand play",
				ArgsUsage: `["FH MH RH"]`,
				Description: "A single position comes from --game, --declarer, --leader, optionally --skat and --trick,\n" +
					"and the hands FH MH RH as one argument, each suit-dotted clubs.spades.hearts.diamonds\n" +
					"(\"J9.KJT.AJ8.AT\"). With --input, every line of a JSON-lines file is a position\n" +
					"{\"game\":\"clubs\",\"declarer\":\"MH\",\"leader\":\"RH\",\"hands\":[FH,MH,RH],\"skat\":\"..\",\"trick\":[\"CJ\"]}\n" +
					"and is written back with \"value\" (the declarer's card points from the current trick on, the\n" +
					"skat's included when given), or for null \"declarer_forced_to_take_trick\" and \"time_to_live\"\n" +
					"(the trick, counted from the current one, by which the defenders force him to take one; 0:\n" +
					"never). --all-moves adds \"moves\": the same value after each legal card (null: time-to-live).",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "game", Usage: "diamonds, hearts, spades, clubs, grand or null"},
					&cli.StringFlag{Name: "declarer", Usage: "FH, MH or RH"},
					&cli.StringFlag{Name: "leader", Usage: "the seat that leads (or led) the current trick: FH, MH or RH"},
					&cli.StringFlag{Name: "skat", Usage: "the two skat cards, suit-dotted (they count for the declarer)"},
					&cli.StringFlag{Name: "trick", Usage: `cards already played to the current trick, the leader's first, like "CJ SA"`},
					&cli.StringFlag{Name: "input", Usage: "a JSON-lines file of positions (- for standard input)"},
					&cli.BoolFlag{Name: "all-moves", Usage: "also the value of every legal card of the seat to move"},
					&cli.StringFlag{Name: "format", Value: "text", Usage: "output for a single position: text or json (--input always writes JSON lines)"},
					&cli.IntFlag{Name: "threads", Value: runtime.NumCPU(), DefaultText: "number of cores", Usage: "positions solved in parallel with --input, one solver each"},
					&cli.IntFlag{Name: "tt-mb", Value: skatTableMB, Usage: "transposition table size per game type and thread in megabytes"},
				},
				Action: skatSolveAction,
			},
			{
				Name:      "iss",
				Usage:     "post-mortem of ISS game records: the open-hand value before each card and the cards that changed it",
				ArgsUsage: "FILE",
				Description: "FILE holds ISS records, one per line. For every card played the open-hand value before it\n" +
					"is shown (suit and grand: the declarer's final card points under best play, skat and finished\n" +
					"tricks included; null: the trick by which the defenders can force the declarer to take one,\n" +
					"0 for never); cards that change it are marked with what they cost their side.",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "format", Value: "text", Usage: "output: text or json (one object per game per line)"},
					&cli.IntFlag{Name: "tt-mb", Value: skatTableMB, Usage: "transposition table size per game type in megabytes"},
				},
				Action: skatISSAction,
			},
		},
	})
}

// skatResult is a solved position, ready for output.
type skatResult struct {
	pos   *skat.Position
	value int
	null  skat.NullResult
	moves []skat.MoveValue // nil unless all moves were asked for
}

// skatMoves writes move values as a JSON object in the order given (strongest card first).
type skatMoves struct {
	layout *cards.Layout
	moves  []skat.MoveValue
}

// MarshalJSON writes {"CJ":61,...} keeping the order of the moves.
func (m skatMoves) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, v := range m.moves {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", m.layout.String(v.Card), v.Value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// skatLine is one JSON output line: the input position and its values.
type skatLine struct {
	Game     string    `json:"game"`
	Declarer string    `json:"declarer"`
	Leader   string    `json:"leader"`
	Hands    []string  `json:"hands"`
	Skat     string    `json:"skat"`
	Trick    []string  `json:"trick,omitempty"`
	Value    *int      `json:"value,omitempty"`
	Forced   *bool     `json:"declarer_forced_to_take_trick,omitempty"`
	TTL      *int      `json:"time_to_live,omitempty"`
	Moves    skatMoves `json:"moves,omitzero"`
}

// jsonLine builds the output line of a result.
func (r *skatResult) jsonLine() skatLine {
	p := r.pos
	l := p.Game.Layout()
	out := skatLine{Game: p.Game.String(), Declarer: p.Declarer.String(), Leader: p.Leader.String()}
	for _, h := range p.Hands {
		out.Hands = append(out.Hands, skat.FormatHand(h, p.Game))
	}
	if p.Skat != 0 {
		out.Skat = skat.FormatHand(p.Skat, p.Game)
	}
	for _, c := range p.Trick {
		out.Trick = append(out.Trick, l.String(c))
	}
	if p.Game == skat.Null {
		lost, ttl := r.null.Lost, r.null.TimeToLive
		out.Forced, out.TTL = &lost, &ttl
	} else {
		v := r.value
		out.Value = &v
	}
	if r.moves != nil {
		out.Moves = skatMoves{layout: l, moves: r.moves}
	}
	return out
}

// IsZero reports whether there are no moves to write (for omitzero).
func (m skatMoves) IsZero() bool { return m.moves == nil }

// solveSkat solves p with s.
func solveSkat(s *skat.Solver, p *skat.Position, allMoves bool) (*skatResult, error) {
	r := &skatResult{pos: p}
	var err error
	if p.Game == skat.Null {
		if r.null, err = s.Null(p); err != nil {
			return nil, err
		}
		if allMoves {
			r.moves, err = s.NullMoves(p)
		}
		return r, err
	}
	if r.value, err = s.Points(p); err != nil {
		return nil, err
	}
	if allMoves {
		r.moves, err = s.MovePoints(p)
	}
	return r, err
}

func skatSolveAction(c *cli.Context) error {
	threads, mb := c.Int("threads"), c.Int("tt-mb")
	if threads < 1 {
		return usageErr("skat solve: --threads %d: want 1 or more", threads)
	}
	if mb < 1 || mb > maxTableMB {
		return usageErr("skat solve: --tt-mb %d: want 1..%d", mb, maxTableMB)
	}
	format, err := parseFormat(c, "text", "json")
	if err != nil {
		return err
	}
	opts := skat.SolveOptions{TableMB: mb}
	if in := c.String("input"); in != "" {
		for _, f := range []string{"game", "declarer", "leader", "skat", "trick"} {
			if c.IsSet(f) {
				return usageErr("skat solve: --%s cannot be used with --input (positions come from the file)", f)
			}
		}
		if c.NArg() > 0 {
			return usageErr("skat solve: unexpected argument %q with --input", c.Args().First())
		}
		return skatBatch(c, in, threads, opts)
	}
	p, err := skatFlagPosition(c)
	if err != nil {
		return err
	}
	r, err := solveSkat(skat.NewSolver(opts), p, c.Bool("all-moves"))
	if err != nil {
		return inputErr(err)
	}
	w := c.App.Writer
	if format == "json" {
		return json.NewEncoder(w).Encode(r.jsonLine())
	}
	writeSkatText(w, r)
	return nil
}

// skatFlagPosition builds the single position of the flags and the argument.
func skatFlagPosition(c *cli.Context) (*skat.Position, error) {
	for _, f := range []string{"game", "declarer", "leader"} {
		if c.String(f) == "" {
			return nil, usageErr("skat solve: --%s is required (or give --input)", f)
		}
	}
	if c.NArg() != 1 {
		return nil, usageErr(`skat solve: want the hands as one argument "FH MH RH" (got %d arguments)`, c.NArg())
	}
	g, err := skat.ParseGameType(c.String("game"))
	if err != nil {
		return nil, usageErr("skat solve: --game: %v", err)
	}
	p := &skat.Position{Game: g}
	if p.Declarer, err = skat.ParseSeat(c.String("declarer")); err != nil {
		return nil, usageErr("skat solve: --declarer: %v", err)
	}
	if p.Leader, err = skat.ParseSeat(c.String("leader")); err != nil {
		return nil, usageErr("skat solve: --leader: %v", err)
	}
	hands := strings.Fields(c.Args().First())
	if len(hands) != skat.NumSeats {
		return nil, inputErr(fmt.Errorf("skat solve: %d hands in %q, want FH MH RH", len(hands), c.Args().First()))
	}
	for i, h := range hands {
		if p.Hands[i], err = skat.ParseHand(h, g); err != nil {
			return nil, inputErr(fmt.Errorf("skat solve: hand of %v: %v", skat.Seat(i), err))
		}
	}
	if s := c.String("skat"); s != "" {
		if p.Skat, err = skat.ParseHand(s, g); err != nil {
			return nil, inputErr(fmt.Errorf("skat solve: --skat: %v", err))
		}
	}
	l := g.Layout()
	for i, name := range strings.Fields(c.String("trick")) {
		card, err := l.ParseCard(name)
		if err != nil {
			return nil, inputErr(fmt.Errorf("skat solve: --trick card %d: %v", i+1, err))
		}
		p.Trick = append(p.Trick, card)
	}
	if err := p.Check(); err != nil {
		return nil, inputErr(fmt.Errorf("skat solve: %v", err))
	}
	return p, nil
}

// writeSkatText writes a result for a terminal.
func writeSkatText(w io.Writer, r *skatResult) {
	p := r.pos
	l := p.Game.Layout()
	fmt.Fprintf(w, "%v, declarer %v, %v to move", p.Game, p.Declarer, p.ToMove())
	if len(p.Trick) > 0 {
		fmt.Fprintf(w, " (trick so far: %s)", trickText(l, p.Trick))
	}
	fmt.Fprintln(w)
	for s, h := range p.Hands {
		fmt.Fprintf(w, "  %v %s\n", skat.Seat(s), skat.FormatHand(h, p.Game))
	}
	if p.Skat != 0 {
		fmt.Fprintf(w, "  skat %s (%d points)\n", skat.FormatHand(p.Skat, p.Game), l.SetPoints(p.Skat))
	}
	if p.Game == skat.Null {
		if r.null.Lost {
			fmt.Fprintf(w, "declarer forced to take a trick: yes, by trick %d from now\n", r.null.TimeToLive)
		} else {
			fmt.Fprintln(w, "declarer forced to take a trick: no (the declarer wins)")
		}
	} else {
		fmt.Fprintf(w, "value: %d card points for the declarer\n", r.value)
	}
	if r.moves == nil {
		return
	}
	what := "declarer's card points"
	if p.Game == skat.Null {
		what = "time-to-live, 0: no trick"
	}
	fmt.Fprintf(w, "moves of %v (%s):", p.ToMove(), what)
	for _, m := range r.moves {
		fmt.Fprintf(w, " %s %d", l.String(m.Card), m.Value)
	}
	fmt.Fprintln(w)
}

// trickText names the cards of a trick.
func trickText(l *cards.Layout, t []cards.Card) string {
	names := make([]string, len(t))
	for i, c := range t {
		names[i] = l.String(c)
	}
	return strings.Join(names, " ")
}

// skatInput is one line of a batch file.
type skatInput struct {
	line int
	pos  *skat.Position
	err  error
}

// readSkatLines reads the positions of a JSON-lines file; blank lines are skipped, bad lines keep
// their error.
func readSkatLines(r io.Reader) ([]skatInput, error) {
	var out []skatInput
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		p, err := skat.ParsePositionJSON(b)
		out = append(out, skatInput{line: n, pos: p, err: err})
	}
	return out, sc.Err()
}

// skatBatch solves the positions of a JSON-lines file on threads workers and writes them back in
// input order; bad lines go to standard error with their line numbers.
func skatBatch(c *cli.Context, name string, threads int, opts skat.SolveOptions) error {
	var in io.Reader = os.Stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return inputErr(err)
		}
		defer f.Close()
		in = f
	}
	lines, err := readSkatLines(in)
	if err != nil {
		return inputErr(fmt.Errorf("%s: %v", name, err))
	}
	allMoves := c.Bool("all-moves")
	errs := &errorReport{w: c.App.ErrWriter}
	enc := json.NewEncoder(c.App.Writer)
	err = solveOrdered(len(lines), threads,
		func() *skat.Solver { return skat.NewSolver(opts) },
		func(s *skat.Solver, i int) (*skatResult, error) {
			if lines[i].err != nil {
				return nil, lines[i].err
			}
			return solveSkat(s, lines[i].pos, allMoves)
		},
		func(i int, r *skatResult, err error) error {
			if err != nil {
				errs.add(fmt.Errorf("%s:%d: %v", name, lines[i].line, err))
				return nil
			}
			return enc.Encode(r.jsonLine())
		})
	if err != nil {
		return err
	}
	return errs.exit()
}

// issStepJSON is one card of a post-mortem in JSON.
type issStepJSON struct {
	Trick  int    `json:"trick"`
	Seat   string `json:"seat"`
	Card   string `json:"card"`
	Before int    `json:"before"`
	After  int    `json:"after"`
	Loss   int    `json:"loss,omitempty"`
}

// issGameJSON is the post-mortem of one record in JSON.
type issGameJSON struct {
	Line     int           `json:"line"`
	ID       string        `json:"id,omitempty"`
	Contract string        `json:"contract"`
	Declarer string        `json:"declarer"`
	Value    string        `json:"value"` // what Before and After mean
	Cards    []issStepJSON `json:"cards"`
}

func skatISSAction(c *cli.Context) error {
	format, err := parseFormat(c, "text", "json")
	if err != nil {
		return err
	}
	mb := c.Int("tt-mb")
	if mb < 1 || mb > maxTableMB {
		return usageErr("skat iss: --tt-mb %d: want 1..%d", mb, maxTableMB)
	}
	if c.NArg() != 1 {
		return usageErr("skat iss: want one file of ISS records (got %d arguments)", c.NArg())
	}
	name := c.Args().First()
	f, err := os.Open(name)
	if err != nil {
		return inputErr(err)
	}
	defer f.Close()
	s := skat.NewSolver(skat.SolveOptions{TableMB: mb})
	errs := &errorReport{w: c.App.ErrWriter}
	w := c.App.Writer
	enc := json.NewEncoder(w)
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		r, err := skat.ParseISS(text)
		if err != nil {
			errs.add(fmt.Errorf("%s:%d: %v", name, n, err))
			continue
		}
		id := ""
		for _, p := range r.Props {
			if p.Key == "ID" {
				id = p.Value
			}
		}
		if r.Declarer == skat.NoSeat {
			if format == "text" {
				fmt.Fprintf(w, "%s:%d game %s: passed in, no card play\n\n", name, n, id)
			}
			continue
		}
		steps, err := s.PostMortem(r)
		if err != nil {
			errs.add(fmt.Errorf("%s:%d: %v", name, n, err))
			continue
		}
		l := r.Contract.Game.Layout()
		meaning := "declarer's final card points"
		if r.Contract.Game == skat.Null {
			meaning = "trick by which the declarer is forced to take one (0: never)"
		}
		if format == "json" {
			out := issGameJSON{Line: n, ID: id, Contract: r.Contract.String(), Declarer: r.Declarer.String(), Value: meaning}
			for _, st := range steps {
				out.Cards = append(out.Cards, issStepJSON{st.Trick, st.Seat.String(), l.String(st.Card), st.Before, st.After, st.Loss})
			}
			if err := enc.Encode(out); err != nil {
				return err
			}
			continue
		}
		fmt.Fprintf(w, "%s:%d game %s: %v by %v (values: %s)\n", name, n, id, r.Contract, r.Declarer, meaning)
		mistakes := 0
		for _, st := range steps {
			mark := ""
			if st.Loss > 0 {
				mistakes++
				mark = fmt.Sprintf("  <- %v's mistake", st.Seat)
				if r.Contract.Game != skat.Null {
					mark += fmt.Sprintf(", costs %d", st.Loss)
				}
			}
			fmt.Fprintf(w, "  trick %2d %v %s  %3d -> %3d%s\n", st.Trick, st.Seat, l.String(st.Card), st.Before, st.After, mark)
		}
		fmt.Fprintf(w, "  %d %s\n\n", mistakes, plural(mistakes, "card changed the value", "cards changed the value"))
	}
	if err := sc.Err(); err != nil {
		return inputErr(fmt.Errorf("%s: %v", name, err))
	}
	return errs.exit()
}
