//go:build diag

// diag_on.go switches on the search's shape counters (go build -tags diag; diag.go).

package solver

const diag = true
