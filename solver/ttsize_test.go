package solver

import (
	"testing"
	"unsafe"
)

// TestEntrySize keeps entrySize, which sizes the table, equal to the bytes a place really takes.
func TestEntrySize(t *testing.T) {
	if got := unsafe.Sizeof(entry{}) + unsafe.Sizeof(match{}); got != entrySize {
		t.Fatalf("entry and match take %d bytes, entrySize says %d", got, entrySize)
	}
}
