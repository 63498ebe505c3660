package enginetest

import (
	"testing"

	"monstermixer/engine"
)

// PlayToEnd plays a whole game of g from setup with seeded random choices
// (StepRandom), as PlayRandom does, and checks the game's EndReason on
// the way (engine.EndTeller): empty before every action, and not empty
// once the game is over. It returns the final state and its reason with
// seats as "Seat N", and the buffer of legal actions for the next call.
func PlayToEnd(tb testing.TB, g engine.Game, setup engine.Setup, seed uint64, legal []engine.Action) (engine.State, string, []engine.Action) {
	tb.Helper()
	s, err := g.NewState(setup)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRand(seed)
	for n := 0; !s.IsTerminal(); n++ {
		if why := s.EndReason(); len(why) != 0 {
			tb.Fatalf("seed %d, after %d actions: the game goes on but says it ended: %q", seed, n, why.String())
		}
		legal = StepRandom(tb, s, rng, legal)
	}
	why := s.EndReason()
	if len(why) == 0 {
		tb.Fatalf("seed %d: the game is over and does not say why", seed)
	}
	if r := engine.EndReason(s).String(); r != why.String() {
		tb.Fatalf("seed %d: engine.EndReason says %q, the state %q", seed, r, why.String())
	}
	return s, why.String(), legal
}
