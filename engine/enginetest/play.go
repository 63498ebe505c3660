package enginetest

import (
	"testing"

	"monstermixer/engine"
)

// Play applies notation lines to s in order, as a record's action lines
// (chance outcomes included), and fails the test with the line and the
// reason at the first that does not parse or is refused.
func Play(t testing.TB, s engine.State, lines ...string) {
	t.Helper()
	for i, line := range lines {
		a, err := s.ParseAction(line)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			t.Fatalf("line %d %q: %v", i+1, line, err)
		}
	}
}

// PlayRandom plays a whole game of g from setup with seeded random
// choices (chance outcomes by their odds), keeping the legal actions in
// legal to spare allocations. It returns the final state, the buffer and
// how many actions it applied, and fails the test on a refusal.
func PlayRandom(tb testing.TB, g engine.Game, setup engine.Setup, seed uint64, legal []engine.Action) (engine.State, []engine.Action, int) {
	tb.Helper()
	s, err := g.NewState(setup)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRand(seed)
	n := 0
	for !s.IsTerminal() {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
		} else {
			legal = s.AppendLegalActions(legal[:0])
			a = legal[rng.IntN(len(legal))]
		}
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
		n++
	}
	return s, legal, n
}
