// abd.go holds ABD, alpha-beta duo (Algorithm 2): alpha-beta over a lattice caching a pair of bounds per node.

package andor

// abd returns bounds (lo, hi) with lo <= v(n) <= hi and beta∧(alpha∨lo) = beta∧(alpha∨hi)
// (Propositions 2 and 3 of Li et al.), so lo = hi = v(n) for the window (Bottom, Top). Each call
// stores its pair in the cache; a pair only ever tightens.
func (s *Searcher[V]) abd(n int32, alpha, beta V) (V, V) {
	if s.visit(n) {
		return s.bot, s.top
	}
	kind := s.dag.Kind(n)
	if kind == Leaf {
		v := s.dag.Leaf(n)
		return v, v
	}
	// Step 1. Best known bounds (c_lo, c_hi): cache entry, else the initialisation (lines 2-7).
	var clo, chi V
	if s.cached[n] == s.epoch {
		clo, chi = s.lo[n], s.hi[n]
	} else {
		clo, chi = s.init(n)
	}
	if s.lat.Equal(clo, chi) {
		return clo, chi
	}
	alpha = s.lat.Join(alpha, clo)
	beta = s.lat.Meet(beta, chi)
	// Step 2. Children in order, accumulating bounds (lines 10-30).
	vlo, vhi := s.bot, s.bot
	if kind == And {
		vlo, vhi = s.top, s.top
	}
	kids := s.dag.Children(n)
	cut := len(kids)
	for i, c := range kids {
		if s.lat.Leq(beta, alpha) {
			s.stats.Cuts++
			cut = i
			break
		}
		clo2, chi2 := s.abd(c, alpha, beta)
		if s.stopped {
			return s.bot, s.top
		}
		if kind == Or {
			vlo = s.lat.Join(vlo, clo2)
			vhi = s.lat.Join(vhi, chi2)
			alpha = s.lat.Join(alpha, clo2)
		} else {
			vlo = s.lat.Meet(vlo, clo2)
			vhi = s.lat.Meet(vhi, chi2)
			beta = s.lat.Meet(beta, chi2)
		}
	}
	// Step 3. After a cut the children not called are missing from one of the bounds. Algorithm 2
	// falls back to the known bound of n (lines 17-20); the refinement instead adds in the best
	// bounds known for those children (cache entries, leaf values or initialisation). Any pair of
	// valid bounds tighter than Algorithm 2's keeps Proposition 3, so this stays correct.
	if cut < len(kids) {
		switch {
		case s.NoRefine && kind == Or:
			vhi = chi
		case s.NoRefine:
			vlo = clo
		case kind == Or:
			for _, c := range kids[cut:] {
				klo, khi := s.known(c)
				vlo = s.lat.Join(vlo, klo)
				vhi = s.lat.Join(vhi, khi)
			}
		default:
			for _, c := range kids[cut:] {
				klo, khi := s.known(c)
				vlo = s.lat.Meet(vlo, klo)
				vhi = s.lat.Meet(vhi, khi)
			}
		}
	}
	// Step 4. Combine with the known bounds and store (lines 31-34).
	vlo = s.lat.Join(vlo, clo)
	vhi = s.lat.Meet(vhi, chi)
	s.cached[n] = s.epoch
	s.lo[n], s.hi[n] = vlo, vhi
	return vlo, vhi
}
