// statesize_test.go pins the size of the state make copies and unmake restores.

package solver

import (
	"testing"
	"unsafe"
)

// TestStateSize keeps state at 64 bytes: completeTrick and unmake copy it with four 16-byte moves,
// and undo's stride is a shift.
func TestStateSize(t *testing.T) {
	if got := unsafe.Sizeof(state{}); got != 64 {
		t.Fatalf("unsafe.Sizeof(state{}) = %d; want 64", got)
	}
}
