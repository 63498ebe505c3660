package conformance_test

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
)

// Printing the position is part of the contract: a game whose board text
// is empty, shows a secret, or that cannot print one, fails the suite.
func TestBoardTextIsChecked(t *testing.T) {
	for _, c := range []struct {
		g    engine.Game
		want string
	}{
		{enginetest.LeakyBoard, "the board text (mixer show) differs in a state sampled for"},
		{enginetest.BlankBoard, "the board text (mixer show) is empty"},
		{noBoardGame{enginetest.HighCard}, "cannot print its position as text"},
	} {
		t.Run(c.g.ID(), func(t *testing.T) {
			err := conformance.Check(c.g, conformance.Config{Players: []int{3}, Games: 5, Seed: 7})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("a broken game passed the suite or failed for another reason: %v (want %q)", err, c.want)
			}
		})
	}
}

// noBoardGame is High Card whose states cannot print their position.
type noBoardGame struct{ engine.Game }

func (g noBoardGame) ID() string { return "test-highcard-noboard" }

func (g noBoardGame) NewState(setup engine.Setup) (engine.State, error) {
	s, err := g.Game.NewState(setup)
	return noBoard{s}, err
}

func (g noBoardGame) MaxActions(setup engine.Setup) int {
	return g.Game.MaxActions(setup)
}

// noBoard hides the state's BoardText. Its views and clones are High
// Card's own, so the suite finds it at the end, where the state itself is
// printed.
type noBoard struct{ engine.State }

// LineShowsSecret is High Card's own (engine.SecretLiner): only the board
// text is hidden.
func (s noBoard) LineShowsSecret(a engine.Action) bool {
	return s.State.(engine.SecretLiner).LineShowsSecret(a)
}
