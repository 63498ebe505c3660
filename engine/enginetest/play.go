package enginetest

import (
	"errors"
	"math/rand/v2"
	"strings"
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

// RandomAction returns a seeded random action for s: when chance is to
// move, an outcome drawn by its odds (engine.Sample); otherwise one of the
// legal actions, in AppendLegalActions order, picked uniformly with one
// rng.IntN. It keeps the legal actions in buf to spare allocations and
// returns the buffer for the next call (nil will do at first).
func RandomAction(s engine.State, rng *rand.Rand, buf []engine.Action) (engine.Action, []engine.Action) {
	if s.CurrentPlayer() == engine.Chance {
		return engine.Sample(s, rng), buf
	}
	buf = s.AppendLegalActions(buf[:0])
	return buf[rng.IntN(len(buf))], buf
}

// StepRandom applies one RandomAction to s, failing the test with the
// refusal if s refuses it, and returns the buffer for the next call.
func StepRandom(tb testing.TB, s engine.State, rng *rand.Rand, buf []engine.Action) []engine.Action {
	tb.Helper()
	a, buf := RandomAction(s, rng, buf)
	if err := s.Apply(a); err != nil {
		tb.Fatal(err)
	}
	return buf
}

// PlayRandom plays a whole game of g from setup with seeded random
// choices (StepRandom), keeping the legal actions in legal to spare
// allocations. It returns the final state, the buffer and how many
// actions it applied, and fails the test on a refusal.
func PlayRandom(tb testing.TB, g engine.Game, setup engine.Setup, seed uint64, legal []engine.Action) (engine.State, []engine.Action, int) {
	tb.Helper()
	s, err := g.NewState(setup)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRand(seed)
	n := 0
	for !s.IsTerminal() {
		legal = StepRandom(tb, s, rng, legal)
		n++
	}
	return s, legal, n
}

// Refused checks that the action written as text is refused, with a
// reason containing want, and that the state is unchanged. Text that does
// not parse counts as refused with the parser's reason; an action that
// parses must be refused with an *engine.IllegalError (or
// engine.ErrGameOver once the game is over).
func Refused(t testing.TB, s engine.State, text, want string) {
	t.Helper()
	before := engine.Hash(s)
	a, err := s.ParseAction(text)
	if err == nil {
		err = s.Apply(a)
		var ie *engine.IllegalError
		if err != nil && !errors.As(err, &ie) && !errors.Is(err, engine.ErrGameOver) {
			t.Fatalf("%q: got %v, want an illegal-action error", text, err)
		}
	}
	if err == nil {
		t.Fatalf("%q was accepted", text)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%q refused with %q, want a reason with %q", text, err, want)
	}
	if engine.Hash(s) != before {
		t.Fatalf("refusing %q changed the state", text)
	}
}

// PolicyAction is the next action of a seeded game that policy plays:
// when chance is to move, an outcome drawn by its odds (engine.Sample);
// otherwise the policy's choice.
func PolicyAction[S engine.State](s S, rng *rand.Rand, policy func(S, *rand.Rand) engine.Action) engine.Action {
	if s.CurrentPlayer() == engine.Chance {
		return engine.Sample(s, rng)
	}
	return policy(s, rng)
}
