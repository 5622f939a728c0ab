package solver

import (
	"testing"
	"unsafe"
)

// TestCacheLines checks that the table is a whole number of cache lines (see its last pad): a
// field added without taking it from the pad fails here.
func TestCacheLines(t *testing.T) {
	if n := unsafe.Sizeof(table{}); n%64 != 0 || n == 832 || n == 960 {
		t.Errorf("table is %d bytes, want a multiple of 64 that is a size class of Go's allocator", n)
	}
}
