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

// TestSlotSize keeps a slot at 16 bytes, four to a cache line, and within what slotSize counts.
func TestSlotSize(t *testing.T) {
	if got := unsafe.Sizeof(slot{}); got != 16 {
		t.Fatalf("a slot takes %d bytes, not 16", got)
	}
	if got := unsafe.Sizeof(slot{}) + unsafe.Sizeof(slotAux{}) + 4; got > slotSize {
		t.Fatalf("a slot, its aux and its order take %d bytes, slotSize says %d", got, slotSize)
	}
}
