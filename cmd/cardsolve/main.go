// main.go holds the cardsolve command line: the app, its command registry and exit codes.

// Command cardsolve solves trick-taking card games: bridge double-dummy tables from PBN files,
// single positions, Skat, the racing game and lattice searches, and the bench signature.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"
)

// Exit codes.
const (
	exitOK    = 0
	exitInput = 1 // bad input: the message names the file, line and what is wrong
	exitUsage = 2 // bad flags or arguments
)

// commands is the list of subcommands; each command file appends its own in an init function.
var commands []*cli.Command

// defaultAction runs when no subcommand is named; the bridge file sets it.
var (
	defaultAction func(*cli.Context) error
	defaultFlags  []cli.Flag
)

// usageErr marks an error as a usage error (exit code 2).
func usageErr(format string, a ...any) error {
	return cli.Exit("cardsolve: "+fmt.Sprintf(format, a...), exitUsage)
}

// inputErr marks an error as bad input (exit code 1).
func inputErr(err error) error {
	return cli.Exit("cardsolve: "+err.Error(), exitInput)
}

func newApp() *cli.App {
	return &cli.App{
		Name:                 "cardsolve",
		Usage:                "solve trick-taking card games (bridge double dummy, Skat, racing)",
		ArgsUsage:            "FILE.pbn...",
		Commands:             commands,
		Flags:                defaultFlags,
		Action:               defaultAction,
		EnableBashCompletion: true,
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return usageErr("%v", err)
		},
		ExitErrHandler: func(*cli.Context, error) {}, // main decides the exit code
	}
}

func main() {
	os.Exit(run(os.Args))
}

// run executes the app and maps its error to an exit code.
func run(args []string) int {
	err := newApp().Run(args)
	if err == nil {
		return exitOK
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := ec.Error(); msg != "" {
			fmt.Fprintln(os.Stderr, msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(os.Stderr, "cardsolve:", err)
	return exitUsage
}
