package gamehooks

import (
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/chessmonsters"
)

func init() {
	ai.RegisterHooks(chessmonsters.Game.ID(), ChessMonstersHooks)
}

// ChessMonstersHooks: rollouts guided by the game's action scores, cut
// after chessMonstersDepth actions by the static estimate of who is ahead
// (a whole random game is about 400 actions).
var ChessMonstersHooks = ai.Hooks{Rollout: ChessMonstersRollout, Evaluate: ChessMonstersEvaluate, Depth: chessMonstersDepth}

const (
	chessMonstersDepth   = 40
	chessMonstersExplore = 0.15 // the share of rollout decisions that are uniformly random
)

// ChessMonstersRollout is an epsilon-greedy rollout policy: the legal
// action with the highest chessmonsters.State.Score (ties at random), or
// a uniformly random one in a share of decisions. Team picks are random
// among the best-scored monsters, so rollouts see varied teams.
func ChessMonstersRollout(st engine.State, rng *rand.Rand) engine.Action {
	s, ok := st.(*chessmonsters.State)
	if !ok {
		return uniform(st, rng)
	}
	var buf [256]engine.Action // room for nearly every list: a longer one moves to the heap
	legal := s.AppendLegalActions(buf[:0])
	if len(legal) == 1 || rng.Float64() < chessMonstersExplore {
		return legal[rng.IntN(len(legal))]
	}
	var pick engine.BestPick
	for _, a := range legal {
		pick.Offer(a, s.Score(a)+rng.IntN(8), rng)
	}
	return pick.Best()
}

// ChessMonstersEvaluate writes each seat's estimated chance of winning.
func ChessMonstersEvaluate(st engine.State, out []float64) {
	s, ok := st.(*chessmonsters.State)
	if !ok {
		evenChances(out)
		return
	}
	w := s.WhiteAhead()
	out[chessmonsters.White], out[chessmonsters.Black] = w, 1-w
}
