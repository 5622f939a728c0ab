// Package solver is the open-hand (perfect-information) search for trick-taking card games.
//
// A game plugs in as data (Rules): a card layout from package cards, the number of seats, which
// seats maximise and whose tricks score, and what a trick is worth. The search techniques:
//
//   - Bitmask card states with make/unmake in place (ARCHITECTURE.md, core representation);
//     power-equivalent cards are one move (Furtak's thesis, section 4.4).
//   - MTD(f)-style driver over zero-window (Boolean) alpha-beta searches that each answer "can the
//     maximising side take at least t more?" (thesis 2.3; Plaat et al.).
//   - A transposition table at trick boundaries keyed by the hand lengths per class, whose entries
//     carry lower and upper bounds on the future score and the ownership of the cards that mattered.
//     A key's list that grows long (the four-void bridge deals) is split into buckets by the owners
//     of the top cards of every class, so that a probe reads the general entries and one bucket.
//   - Lowest-winning-rank partition search (thesis 4.3): every result carries the cards that won
//     tricks by rank in its proof (OR nodes keep the chosen child's, AND nodes the union), so one table
//     entry answers every position that differs only in cards below those ranks; power-equivalent
//     representatives are corrected as in thesis 4.4.
//   - Static bounds and table probes through hooks called at trick boundaries only.
//
// A Solver is single-threaded and allocates nothing per node; run one per goroutine.
package solver
