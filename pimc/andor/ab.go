// ab.go holds AB, alpha-beta search over a lattice (Algorithm 1), and ABC, its variant caching exact values.

package andor

// ab returns f(n, alpha, beta) of Algorithm 1: a value with beta∧(alpha∨f) = beta∧(alpha∨v(n))
// (Proposition 1), hence v(n) itself for the window (Bottom, Top). exact reports that no cut
// happened at n or below (with ExactCuts: none that could change a value), so the value is v(n)
// whatever the window. With cache, exact values are stored and reused (ABC).
func (s *Searcher[V]) ab(n int32, alpha, beta V, cache bool) (V, bool) {
	if s.visit(n) {
		return s.bot, false
	}
	kind := s.dag.Kind(n)
	if kind == Leaf {
		return s.dag.Leaf(n), true
	}
	if cache && s.cached[n] == s.epoch {
		return s.lo[n], true
	}
	// Step 1. Initial value I = h(n): lo for an OR node, hi for an AND node. Equal bounds solve n.
	lo, hi := s.init(n)
	if s.bounds != nil && s.lat.Equal(lo, hi) {
		return lo, true
	}
	v := lo
	if kind == And {
		v = hi
	}
	// Step 2. Children in order, tightening the window with v and cutting when alpha >= beta.
	exact := true
	for _, c := range s.dag.Children(n) {
		if kind == Or {
			alpha = s.lat.Join(alpha, v)
		} else {
			beta = s.lat.Meet(beta, v)
		}
		if s.lat.Leq(beta, alpha) {
			s.stats.Cuts++
			exact = exact && cache && s.ExactCuts && s.final(kind, v)
			break
		}
		vc, ex := s.ab(c, alpha, beta, cache)
		if s.stopped {
			return s.bot, false
		}
		exact = exact && ex
		if kind == Or {
			v = s.lat.Join(v, vc)
		} else {
			v = s.lat.Meet(v, vc)
		}
	}
	// Step 3. Without a cut below, v is the join (meet) of exact child values and of an admissible
	// h that lies below (above) v(n): it is v(n) and may be cached. (With ExactCuts, so is a
	// final value reached before a cut.)
	if cache && exact {
		s.cached[n] = s.epoch
		s.lo[n] = v
	}
	return v, exact
}

// final reports whether v, the value of AND (OR) node n accumulated from its initialisation and
// exact children, is Bottom (Top). v(n) lies below v at an AND node and above it at an OR node,
// so v is then v(n) whatever the children not yet searched hold.
func (s *Searcher[V]) final(kind Kind, v V) bool {
	if kind == And {
		return s.lat.Equal(v, s.bot)
	}
	return s.lat.Equal(v, s.top)
}
