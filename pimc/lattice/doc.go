// Package lattice holds bounded distributive lattices used as values of AND-OR searches.
//
// Values of positions in games with hidden cards are sets of worlds rather than numbers (Ginsberg and
// Jaffray, "Alpha-beta pruning under partial orders": alpha-beta pruning is sound exactly when the
// values form a distributive lattice). Three lattices are provided:
//
//   - Powerset64: 2^S for |S| <= 64 as one machine word (Set64); every operation is a single bit
//     operation and allocates nothing. This is the hot path.
//   - Powerset: 2^S for any |S| as a slice of words (Bits); operations allocate their result.
//   - Antichain: 2^(2^S), the non-empty down-sets of 2^S, each represented by its antichain of
//     maximal sets (Family). Join is union then reduction, meet is pairwise intersection then
//     reduction; every Family a method returns is reduced and in canonical order, so equality is
//     slice equality.
//
// In the best-defence model (Li, Cazenave, Zanuttini, Ventos, "Generalisation of alpha-beta search
// for AND-OR graphs with partially ordered values") 2^S gives the worlds MAX wins with a strategy
// that may depend on the world, and 2^(2^S) the sets of worlds one uniform strategy wins together.
package lattice
