//go:build !invariants

// invariants_off.go leaves the expensive self-checks of the search out of normal builds.

package solver

const invariants = false
