package tabletest

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// PlayUntil plays seeded random legal actions on st
// (enginetest.StepRandom) until done says stop; it fails t when st ends
// or more than limit actions pass first, saying the phase and round it
// stopped in. The games' table tests share it.
func PlayUntil[S interface {
	engine.State
	Phase() P
	Round() int
}, P any](t testing.TB, st S, seed uint64, limit int, done func(S) bool) {
	t.Helper()
	rng := engine.NewRand(seed)
	var legal []engine.Action
	for i := 0; !done(st); i++ {
		if st.IsTerminal() || i > limit {
			t.Fatalf("condition never met (phase %v, round %d)", st.Phase(), st.Round())
		}
		legal = enginetest.StepRandom(t, st, rng, legal)
	}
}
