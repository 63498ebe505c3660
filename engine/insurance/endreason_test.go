package insurance_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
)

// The game says why it ended, the 9th round's move resolved, and nothing
// before (PlayToEnd checks every step).
func TestEndReasonSaysTheLastRoundIsOver(t *testing.T) {
	var legal []engine.Action
	for seed := range uint64(6) {
		players := 3 + int(seed)%4
		s, why, l := enginetest.PlayToEnd(t, insurance.Game, engine.Setup{Players: players}, seed, legal)
		legal = l
		if want := "the 9th and last round is over"; why != want {
			t.Fatalf("seed %d, %d players: %q, want %q", seed, players, why, want)
		}
		if s.(*insurance.State).Round() != insurance.NumRounds {
			t.Fatalf("seed %d: over in round %d", seed, s.(*insurance.State).Round())
		}
	}
}
