//go:build invariants

// invariants_on.go switches on the expensive self-checks of the search (go test -tags invariants).

package solver

const invariants = true
