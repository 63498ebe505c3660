package fandango

import (
	"testing"

	fd "monstermixer/engine/fandango"
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
)

// Monster Fandango keeps nothing secret (quests are public, every roll is
// shown): in the hand-off check on what each frame draws
// (apptest.PlayHandOff), two people and a computer pass the screen with no
// curtain, each shown their own view.
func TestHandOffNeedsNoCurtain(t *testing.T) {
	ann, bob := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}
	blorb := record.Seat{Name: "Blorb", Kind: session.KindEasy}
	apptest.PlayHandOff(t, apptest.HandOff{Game: fd.GameID, Seed: 5, Seats: []record.Seat{ann, bob, blorb}, Silent: 4, Actions: 60})
}
