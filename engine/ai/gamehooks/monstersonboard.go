package gamehooks

import (
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/monstersonboard"
)

func init() {
	ai.RegisterHooks(monstersonboard.GameID, MonstersOnBoardHooks)
}

// MonstersOnBoardHooks play rollouts with the game's Greedy policy, cut
// them after monstersOnBoardDepth actions with its Estimate, and widen
// progressively (a Spook turn can offer hundreds of Ghost placements).
var MonstersOnBoardHooks = ai.Hooks{
	Rollout:  MonstersOnBoardRollout,
	Evaluate: MonstersOnBoardEvaluate,
	Depth:    monstersOnBoardDepth,
	Widen:    1,
}

// monstersOnBoardDepth is the rollout length before the estimate: about
// one round of a 4-player game.
const monstersOnBoardDepth = 150

// MonstersOnBoardRollout plays monstersonboard.Greedy.
func MonstersOnBoardRollout(st engine.State, rng *rand.Rand) engine.Action {
	s, ok := st.(*monstersonboard.State)
	if !ok {
		return uniform(st, rng)
	}
	return monstersonboard.Greedy(s, rng)
}

// MonstersOnBoardEvaluate is monstersonboard.Estimate.
func MonstersOnBoardEvaluate(st engine.State, out []float64) {
	if s, ok := st.(*monstersonboard.State); ok {
		monstersonboard.Estimate(s, out)
	}
}
