// Package bridge holds the rules of contract bridge for double-dummy analysis: seats, deals,
// strains, PBN files, the double-dummy table of a deal, the value of every card, and par.
//
// It configures the open-hand solver (package solver) with the bridge layout of each strain and
// with bridge-specific bounds.
package bridge
