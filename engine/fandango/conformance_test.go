package fandango_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/fandango"
)

// capReached tells a game that ended by the round cap.
func capReached(final engine.State) bool {
	s := final.(*fandango.State)
	return s.Round() == s.RoundCap()
}

func TestConformance(t *testing.T) {
	conformance.Run(t, fandango.Game, conformance.Config{Players: []int{2}, Games: 3, Seed: 1,
		Options: map[string]string{"map": "small"}, CapOptions: map[string]string{"rounds": "20"}, CapReached: capReached})
}

func TestConformance6p(t *testing.T) {
	conformance.Run(t, fandango.Game, conformance.Config{Players: []int{6}, Games: 2, Seed: 4,
		Options: map[string]string{"map": "small", "rounds": "20"}})
}

func TestConformanceFacing(t *testing.T) {
	conformance.Run(t, fandango.Game, conformance.Config{Players: []int{3}, Games: 2, Seed: 3,
		Options: map[string]string{"facing": "on", "map": "small", "rounds": "20"}})
}

func TestConformanceSolo(t *testing.T) {
	conformance.Run(t, fandango.Game, conformance.Config{Players: []int{1}, Games: 3, Seed: 2,
		CapOptions: map[string]string{"rounds": "20"}, CapReached: capReached})
}

// playRandom plays a whole game with seeded random choices.
func playRandom(b testing.TB, seed uint64, setup engine.Setup, legal []engine.Action) (*fandango.State, []engine.Action, int) {
	s, legal, steps := enginetest.PlayRandom(b, fandango.Game, setup, seed, legal)
	return s.(*fandango.State), legal, steps
}

func BenchmarkRandomGame2p(b *testing.B) {
	b.ReportAllocs()
	legal := make([]engine.Action, 0, 1024)
	for i := 0; b.Loop(); i++ {
		_, legal, _ = playRandom(b, uint64(i), engine.Setup{Players: 2}, legal)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// The events contract over seeded games: clones and views carry the last
// action's events, the Observer's view the very same ones.
func TestEventsContract(t *testing.T) {
	enginetest.CheckEvents[fandango.Event](t, fandango.Game, engine.Setup{Players: 2, Options: map[string]string{"map": "small", "rounds": "20"}}, 1, true, nil)
}
