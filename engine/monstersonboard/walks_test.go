package monstersonboard

import (
	"slices"
	"testing"

	"monstermixer/engine/enginetest"
)

// Walks tells where the Grunts of a colour would land, as activating the
// colour then moves them, and changes nothing (issue 35).
func TestWalksMatchesTheMove(t *testing.T) {
	s := atMove(t)
	b := &s.boards[0]
	b.Minions[0] = int8(Space(1, 0)) // a Minion on area 1's blue space
	b.Grunts[b.NGrunts] = Grunt{Colour: 0, Area: 3}
	b.NGrunts++ // a second blue Grunt on area 3
	before := *b
	got := b.Walks(0)
	want := []Walk{{Grunt: 0, From: 0, To: 2}, {Grunt: 6, From: 3, To: 4}}
	if !slices.Equal(got, want) {
		t.Fatalf("Walks(blue) = %v, want %v", got, want)
	}
	if *b != before {
		t.Fatal("Walks changed the board")
	}
	// in the board's order, as the player may choose it
	enginetest.Play(t, s, "activate blue-1", "grunt blue@0")
	if b.Grunts[0].Area != 2 || b.Grunts[6].Area != 4 {
		t.Fatalf("blue Grunts in areas %d and %d, want 2 and 4", b.Grunts[0].Area, b.Grunts[6].Area)
	}
	if w := b.Walks(5); len(w) != 1 || w[0].From != 0 || w[0].To != 1 {
		t.Fatalf("Walks(yellow) = %v, want one Grunt from the start to area 1", w)
	}
}
