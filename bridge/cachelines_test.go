package bridge

import (
	"testing"
	"unsafe"
)

// TestCacheLines checks that the hook's state is a whole number of cache lines (see its pad): a
// field added without taking it from the pad fails here.
func TestCacheLines(t *testing.T) {
	if n := unsafe.Sizeof(bounds{}); n%64 != 0 || n == 832 || n == 960 {
		t.Errorf("bounds is %d bytes, want a multiple of 64 that is a size class of Go's allocator", n)
	}
}
