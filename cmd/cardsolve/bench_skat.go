// bench_skat.go appends the Skat problems to the bench list: full-game card points, all-moves
// values and a null deal's fate and time-to-live of every card.

package main

import (
	"fmt"

	"github.com/cardsolve/cardsolve/skat"
)

// skatBenchLine is a bench position as a JSON line of testdata/skat (full_game.jsonl lines 2, 6
// and 9; the null deal is hand-picked from a seeded shuffle).
type skatBenchLine struct {
	name     string
	line     string
	allMoves bool
}

var skatBench = []skatBenchLine{
	{"full_game-2 grand", `{"game":"grand","declarer":"FH","leader":"MH","hands":["KQ8.AK87.T.K8","AT97.9.KJ9.QJ","J.QJT.AQ7.A97"],"skat":"..8.T"}`, false},
	{"full_game-6 clubs", `{"game":"clubs","declarer":"FH","leader":"RH","hands":["T87.98.AQT.K9","Q.JT7.J9.JT87","AKJ9.AK.K7.AQ"],"skat":".Q.8."}`, false},
	{"full_game-9 spades", `{"game":"spades","declarer":"FH","leader":"RH","hands":["A87.QT7..AK87","KJ9.KJ.Q9.QJT","QT.A9.KJT87.9"],"skat":".8.A."}`, false},
	{"full_game-6 clubs", `{"game":"clubs","declarer":"FH","leader":"RH","hands":["T87.98.AQT.K9","Q.JT7.J9.JT87","AKJ9.AK.K7.AQ"],"skat":".Q.8."}`, true},
	{"null MH", `{"game":"null","declarer":"MH","leader":"FH","hands":["AQT9.K.J87.A8","KJ7.AT9.Q.T97","8.Q87.AKT9.QJ"],"skat":""}`, true},
}

func init() {
	for _, b := range skatBench {
		name := "skat " + b.name + " value"
		if b.allMoves {
			name = "skat " + b.name + " all moves"
		}
		benchItems = append(benchItems, benchItem{name: name, run: func(mb int) (uint64, error) {
			p, err := skat.ParsePositionJSON([]byte(b.line))
			if err != nil {
				return 0, fmt.Errorf("%s: %v", b.name, err)
			}
			s := skat.NewSolver(skat.SolveOptions{TableMB: mb})
			if _, err := solveSkat(s, p, b.allMoves); err != nil {
				return 0, err
			}
			return s.Stats().Nodes, nil
		}})
	}
}
