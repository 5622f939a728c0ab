// mmc.go holds MMC, minimax over a lattice with a cache of exact values and no pruning.

package andor

// mmc returns v(n), evaluating every child and caching each internal node's value.
func (s *Searcher[V]) mmc(n int32) V {
	if s.visit(n) {
		return s.bot
	}
	kind := s.dag.Kind(n)
	if kind == Leaf {
		return s.dag.Leaf(n)
	}
	if s.cached[n] == s.epoch {
		return s.lo[n]
	}
	if s.bounds != nil {
		if lo, hi := s.bounds.Bounds(n); s.lat.Equal(lo, hi) {
			return lo
		}
	}
	v := s.bot
	if kind == And {
		v = s.top
	}
	for _, c := range s.dag.Children(n) {
		vc := s.mmc(c)
		if s.stopped {
			return s.bot
		}
		if kind == Or {
			v = s.lat.Join(v, vc)
		} else {
			v = s.lat.Meet(v, vc)
		}
	}
	s.cached[n] = s.epoch
	s.lo[n] = v
	return v
}
