package gamehooks

import (
	"math/rand/v2"

	"monstermixer/engine"
)

// uniform returns a uniformly random legal action.
func uniform(st engine.State, rng *rand.Rand) engine.Action {
	var buf [64]engine.Action
	legal := st.AppendLegalActions(buf[:0])
	return legal[rng.IntN(len(legal))]
}

// evenChances writes an even chance of winning for every seat: the
// estimate of a state that is not the hook's own game.
func evenChances(out []float64) {
	for i := range out {
		out[i] = 0.5
	}
}
