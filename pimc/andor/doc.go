// Package andor evaluates AND-OR DAGs whose values lie in a bounded distributive lattice.
//
// The value of a leaf is given; an OR node takes the join of its children, an AND node the meet
// (Li, Cazenave, Zanuttini, Ventos, "Generalisation of alpha-beta search for AND-OR graphs with
// partially ordered values", JIAF/IJCAI 2022; Ginsberg and Jaffray, "Alpha-beta pruning under
// partial orders", 2002). Four searches compute the root value, all over the same DAG interface
// and any lattice.Lattice:
//
//   - AB: alpha-beta (Algorithm 1 of Li et al.) with an admissible initialisation h; the cut test
//     is alpha >= beta in the lattice order, and no value is cached.
//   - ABC: AB that caches the value of a node only when no cut happened anywhere below it during
//     the call, so that the cached value is exact.
//   - MMC: minimax with a cache of exact values and no pruning.
//   - ABD: alpha-beta duo (Algorithm 2 of Li et al.): every call returns and caches a pair
//     (lower, upper) of bounds; after a cut the bounds are refined with the known bounds of the
//     children the call did not reach.
//
// Stats counts what the paper counts (nodes explored at least once, visits = recursive calls) and
// what explains it (cuts, exact cache entries). Searcher.NoRefine (plain Algorithm 2) and
// Searcher.ExactCuts (ABC also caching an AND node cut at Bottom or an OR node cut at Top) are
// ablations.
//
// Evaluate computes every value bottom-up without pruning and is the reference the searches are
// tested against. Random builds the random diamond-shaped DAGs of the paper's experiments.
//
// A Searcher owns its per-node buffers; with a lattice whose operations allocate nothing
// (lattice.Powerset64) a search allocates nothing.
package andor
