package apptest_test

import (
	"strings"
	"testing"

	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/session"
)

// TestHandOffNeverShowsASecretToTheWrongPerson plays games of two and
// three people with computers in both games at a paced speed and checks
// every drawn frame: the table is only ever given a view for the seat the
// frame says; a view with a secret is drawn only to the person deciding
// now, who is the last person to pass the curtain; between people's
// decisions the neutral view is drawn; the curtain comes exactly when the
// next person differs from the last one at the screen and has a secret
// (a person without one gets their view with no curtain), never while a
// move is still being shown; and the top bar says what is being shown
// while the table animates.
func TestHandOffNeverShowsASecretToTheWrongPerson(t *testing.T) {
	ann, bob, cleo := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}, record.Seat{Name: "Cleo", Kind: session.KindHuman}
	snaggle, blorb := record.Seat{Name: "Snaggle", Kind: session.KindEasy}, record.Seat{Name: "Blorb", Kind: session.KindEasy}
	cases := []apptest.HandOff{
		{Game: "monster-insurance", Seed: 11, Seats: []record.Seat{ann, bob, snaggle}, Curtains: 6, Actions: 200},
		{Game: "monster-insurance", Seed: 5, Seats: []record.Seat{ann, snaggle, bob, cleo}, Curtains: 6, Actions: 200},
		{Game: "monster-insurance", Seed: 11, Seats: []record.Seat{ann, snaggle, blorb}, Actions: 40},
		{Game: "monster-factory", Seed: 11, Seats: []record.Seat{ann, bob, snaggle}, Actions: 24},
		{Game: "monster-factory", Seed: 3, Seats: []record.Seat{ann, blorb, bob, cleo}, Actions: 24},
	}
	for _, c := range cases {
		names := make([]string, len(c.Seats))
		for i, s := range c.Seats {
			names[i] = s.Name
		}
		t.Run(c.Game+"-"+strings.Join(names, "-"), func(t *testing.T) { apptest.PlayHandOff(t, c) })
	}
}
