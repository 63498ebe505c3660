package gamehooks

import (
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/fandango"
)

func init() {
	ai.RegisterHooks(fandango.GameID, FandangoHooks)
}

// FandangoHooks: rollouts guided by the game's action scores, cut after
// fandangoDepth actions by the static estimate of quest progress and
// material (random play rarely finishes three quests), and progressive
// widening for the many moves a unit has.
var FandangoHooks = ai.Hooks{Rollout: FandangoRollout, Evaluate: FandangoEvaluate, Depth: fandangoDepth, Widen: 1}

const (
	fandangoDepth   = 20  // rollout actions before the estimate (RULES.md: 40 cost twice as much)
	fandangoExplore = 0.2 // the share of rollout decisions that are uniformly random
)

// FandangoRollout is an epsilon-greedy rollout policy: the legal action
// with the highest fandango.State.Score (ties at random), or a uniformly
// random one in a share of decisions.
func FandangoRollout(st engine.State, rng *rand.Rand) engine.Action {
	s, ok := st.(*fandango.State)
	if !ok {
		return uniform(st, rng)
	}
	legal := s.Legal()
	if len(legal) == 1 || rng.Float64() < fandangoExplore {
		return legal[rng.IntN(len(legal))]
	}
	var pick engine.BestPick
	sc := s.Scorer()
	for _, a := range legal {
		pick.Offer(a, 4*sc.Score(a)+rng.IntN(4), rng)
	}
	return pick.Best()
}

// FandangoEvaluate writes each seat's estimated chance of winning.
func FandangoEvaluate(st engine.State, out []float64) {
	s, ok := st.(*fandango.State)
	if !ok {
		evenChances(out)
		return
	}
	s.Estimate(out)
}
