//go:build invariants

// invariants_on.go switches on the bounds' self-checks (go test -tags invariants).

package bridge

const invariants = true
