// Package handoffall runs the hand-off check on every playable table, with
// the tables registered as main.go registers them and no test game.
package handoffall

import (
	"slices"
	"testing"

	"monstermixer/engine"
	_ "monstermixer/engine/games" // every game's rules
	"monstermixer/engine/record"
	"monstermixer/scenes/apptest"
	_ "monstermixer/scenes/chessmonsters"   // the tables, as main.go imports them
	_ "monstermixer/scenes/factory"         //
	_ "monstermixer/scenes/fandango"        //
	_ "monstermixer/scenes/insurance"       //
	_ "monstermixer/scenes/monstersonboard" //
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// excluded lists tables the hand-off check may skip, with the reason. It
// must stay empty (TestNoTableIsExcluded).
var excluded = map[string]string{}

// TestHandOffOnEveryTable runs apptest.PlayHandOff on every playable
// table (ui.PlayableGames), two people beside a computer where the game
// seats three, so that a new game's table is checked as soon as it is
// registered. Every registered game must have a table and every table a
// game. The tables' own tests play the game-specific cases (the draft
// both ways, family mode, solo, late hand-offs).
func TestHandOffOnEveryTable(t *testing.T) {
	tables := ui.PlayableGames()
	var games []string
	for _, g := range engine.Games() {
		games = append(games, g.ID())
	}
	if !slices.Equal(tables, games) || len(tables) < 5 {
		t.Fatalf("tables %v, registered games %v: every game needs a table (imported here as in main.go)", tables, games)
	}
	ann, bob := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}
	snaggle := record.Seat{Name: "Snaggle", Kind: session.KindEasy}
	for _, id := range tables {
		t.Run(id, func(t *testing.T) {
			if why, ok := excluded[id]; ok {
				t.Skipf("excluded: %s", why)
			}
			g, _ := engine.Lookup(id)
			seats := []record.Seat{ann, bob}
			if g.MaxPlayers() >= 3 {
				seats = append(seats, snaggle)
			}
			apptest.PlayHandOff(t, apptest.HandOff{Game: id, Seed: 33, Seats: seats, Actions: 30})
		})
	}
}

// The exclude list stays empty.
func TestNoTableIsExcluded(t *testing.T) {
	if len(excluded) > 0 {
		t.Fatalf("tables excluded from the hand-off check: %v", excluded)
	}
}
