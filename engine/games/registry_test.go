package games_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
)

// excluded lists registered games that TestEveryRegisteredGameConforms
// may skip, with the reason. It must stay empty
// (TestNoRegisteredGameIsExcluded): every game the app can play keeps the
// contract, so a new game is checked as soon as it is registered, whether
// or not its own package remembers to call the suite.
var excluded = map[string]string{}

// TestEveryRegisteredGameConforms runs the conformance suite, a small
// sample (a game with the fewest and with the most players), on every game
// engine.Games() lists. The games' own packages run the suite at length,
// once per option that changes play.
func TestEveryRegisteredGameConforms(t *testing.T) {
	games := engine.Games()
	if len(games) < 5 {
		t.Fatalf("%d games registered: engine/games registers the five games", len(games))
	}
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) {
			if why, ok := excluded[g.ID()]; ok {
				t.Skipf("excluded: %s", why)
			}
			conformance.Run(t, g, conformance.Config{Players: []int{g.MinPlayers(), g.MaxPlayers()}, Games: 1, Seed: 33})
		})
	}
}

// The exclude list stays empty.
func TestNoRegisteredGameIsExcluded(t *testing.T) {
	if len(excluded) > 0 {
		t.Fatalf("games excluded from the conformance suite: %v; every registered game must keep the contract", excluded)
	}
}
