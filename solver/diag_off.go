//go:build !diag

// diag_off.go leaves the search's shape counters out of normal builds.

package solver

const diag = false
