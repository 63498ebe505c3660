// Package fakegame is a test-only game for the app's tests: High Card
// (engine/enginetest) dressed with the optional interfaces the app reacts
// to: secrets for the hand-off curtain (engine.HiddenInfo), a revealing
// action for the undo policy (engine.SecretRevealer), a log describer
// (engine.ActionDescriber) and a rules text (engine.RulesBook).
package fakegame

import (
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// ID is the fake game's id.
const ID = "test-secret-highcard"

// Game is the fake game, registered with the engine.
var Game = &game{}

func init() { engine.Register(Game) }

type game struct{}

func (*game) ID() string               { return ID }
func (*game) Name() string             { return "Secret High Card" }
func (*game) MinPlayers() int          { return 2 }
func (*game) MaxPlayers() int          { return 4 }
func (*game) Options() []engine.Option { return nil }

// MaxActions is High Card's bound (engine.Bounded).
func (*game) MaxActions(setup engine.Setup) int { return enginetest.HighCard.MaxActions(setup) }

// Rules implements engine.RulesBook.
func (*game) Rules() string {
	return "## Goal\nHold the highest card.\n## Play\nKeep your card or swap it once."
}

func (*game) NewState(setup engine.Setup) (engine.State, error) {
	s, err := enginetest.HighCard.NewState(setup)
	if err != nil {
		return nil, err
	}
	return &State{State: s.(*enginetest.State)}, nil
}

// State wraps a High Card state.
type State struct{ *enginetest.State }

func wrap(s engine.State) engine.State { return &State{State: s.(*enginetest.State)} }

// Game returns the fake game.
func (s *State) Game() engine.Game { return Game }

// Clone copies the state.
func (s *State) Clone() engine.State { return wrap(s.State.Clone()) }

// ViewFor hides the other seats' cards.
func (s *State) ViewFor(p int) engine.State { return wrap(s.State.ViewFor(p)) }

// Determinize samples the hidden cards.
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	return wrap(s.State.Determinize(p, rng))
}

// HasSecretsFor implements engine.HiddenInfo: every seat holds a secret
// card while the game runs.
func (s *State) HasSecretsFor(p int) bool { return !s.IsTerminal() }

// RevealsSecret implements engine.SecretRevealer: in this fake game,
// keeping a card shows it to the table.
func (s *State) RevealsSecret(a engine.Action) bool {
	return s.CurrentPlayer() >= 0 && a == enginetest.Keep
}

// DescribeAction implements engine.ActionDescriber.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	who := engine.SeatRef(s.CurrentPlayer())
	switch {
	case s.CurrentPlayer() == engine.Chance:
		return engine.Plain("The dealer deals a card")
	case a == enginetest.Keep:
		return engine.Say("%s keeps their card", who)
	}
	return engine.Say("%s swaps their card", who)
}
