//go:build !invariants

// invariants_off.go leaves the bounds' self-checks out of normal builds.

package bridge

const invariants = false
