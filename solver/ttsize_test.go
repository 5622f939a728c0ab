package solver

import (
	"testing"
	"unsafe"
)

// TestEntrySize keeps entrySize, which sizes the table, equal to the bytes a place really takes.
func TestEntrySize(t *testing.T) {
	// an entry, its signature (two 16-bit lanes of sigs) and its tricks
	if got := unsafe.Sizeof(entry{}) + 2*2 + unsafe.Sizeof(uint8(0)); got != entrySize {
		t.Fatalf("a place takes %d bytes, entrySize says %d", got, entrySize)
	}
}
