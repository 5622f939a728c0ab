// options_test.go holds the solver options shared by the bridge tests.

package bridge

import "github.com/cardsolve/cardsolve/solver"

var testOptions = solver.Options{TableMB: 128}
