// Package racing holds the racing game of Li, Cazenave, Zanuttini and Ventos ("Generalisation of
// alpha-beta search for AND-OR graphs with partially ordered values", section 6) and builds its game
// DAG for the best-defence model.
//
// Rules: MIN and MAX each hold h cards of the deck 1..d (d >= 2h), one card per rank. MIN leads the
// first trick. In each trick the leader plays a card, the other player sees it and plays one; the
// higher card wins the trick and its player leads the next. The game ends when a player has won g
// tricks or when the cards run out; MAX wins exactly when she reaches g tricks first.
//
// An instance is MAX's hand and MIN's first card. The best-defence model (Frank and Basin): MAX sees
// only her own cards and the cards played; MIN sees everything. The worlds S are the hands of MIN
// consistent with what MAX knows at the start: the lead card plus h-1 of the d-h-1 unseen cards.
//
// The DAG has one node per information state of MAX: her remaining cards, the set of cards MIN has
// played (which fixes the worlds still consistent), the tricks won by each side, who is to move and
// the card on the table. Histories reaching the same state are merged. MAX's nodes are OR nodes
// (her choice is one card for every consistent world); MIN's nodes are AND nodes with one child per
// card MIN may hold, the child's worlds being those holding that card. Values are lifted to the whole
// of S: a node's value counts the worlds not consistent with it as won, so that an AND node is the
// plain meet of its children. A leaf won by MAX is S; a lost leaf is S minus its consistent worlds.
// With the lattice 2^S the root value is the set of worlds MAX wins by a strategy that may depend
// on the world; with 2^(2^S) it is the set of sets of worlds one uniform strategy wins together,
// the maxmin value.
package racing
