package monstersonboard

import (
	"testing"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
)

// The hand-off check (apptest.PlayHandOff) on what each frame draws:
// every player holds a secret Prophecy card, and the simultaneous draft
// has each person pick without seeing the others' picks of the step; two
// and three people with computer seats, the draft both ways, family mode,
// and one person alone against Spider Jack (no curtain, their own view).
func TestHandOffNeverShowsASecretToTheWrongPerson(t *testing.T) {
	ann, bob, cleo := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}, record.Seat{Name: "Cleo", Kind: session.KindHuman}
	snaggle := record.Seat{Name: "Snaggle", Kind: session.KindEasy}
	cases := []struct {
		name string
		c    apptest.HandOff
	}{
		{"two people and a computer, simultaneous draft", apptest.HandOff{Game: mb.GameID, Seed: 7, Seats: []record.Seat{ann, bob, snaggle}, Options: map[string]string{mb.OptDraft: mb.DraftSimul}, Curtains: 6, Actions: 120}},
		{"three people and a computer, draft in turn order", apptest.HandOff{Game: mb.GameID, Seed: 5, Seats: []record.Seat{ann, snaggle, bob, cleo}, Options: map[string]string{mb.OptDraft: mb.DraftTurns}, Curtains: 6, Actions: 120}},
		{"family mode, two people and a computer", apptest.HandOff{Game: mb.GameID, Seed: 3, Seats: []record.Seat{snaggle, ann, bob}, Options: map[string]string{mb.OptMode: mb.ModeFamily}, Curtains: 4, Actions: 80}},
		{"alone versus Spider Jack", apptest.HandOff{Game: mb.GameID, Seed: 4, Seats: []record.Seat{ann}, Options: map[string]string{mb.OptSolo: mb.SoloJack}, Actions: 24}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { apptest.PlayHandOff(t, tc.c) })
	}
}
