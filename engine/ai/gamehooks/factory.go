package gamehooks

import (
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/factory"
)

// FactoryHooks are Monster Factory hooks built on FactoryRollout. They are
// not registered: with them Hard (2 players, against a random player, 400
// games from seed 1) was first in 96.5% and alone first in 94.8%, no
// better than without them (96.6% and 94.25% over 800 games), while each
// iteration cost about four times as much. Register them with
// ai.RegisterHooks(factory.Game.ID(), FactoryHooks) to experiment.
var FactoryHooks = ai.Hooks{Rollout: FactoryRollout}

// factoryExplore is the chance that a rollout placement is uniformly
// random instead of greedy.
const factoryExplore = 0.2

// FactoryRollout is an epsilon-greedy rollout policy for Monster Factory.
// It completes the mover's own monster when it can and never completes
// another seat's if that can be helped; otherwise it rates a placement on
// its own monster by the open cells left there (fewer is better, 10 minus
// the count) and one on another seat's monster by the open cells left
// there (more is better). Ties, starting picks and a share of the
// placements are uniformly random. As a player it beat a random player in
// 74% of 400 2-player games (a uniformly random player: 58% from seat
// effects), the best of the variants tried.
func FactoryRollout(st engine.State, rng *rand.Rand) engine.Action {
	s, ok := st.(*factory.State)
	if !ok {
		return uniform(st, rng)
	}
	var buf [256]engine.Action
	legal := s.AppendLegalActions(buf[:0])
	if len(legal) == 1 || s.Phase() != factory.PhasePlace || rng.Float64() < factoryExplore {
		return legal[rng.IntN(len(legal))]
	}
	p := s.CurrentPlayer()
	var pick engine.BestPick
	for _, a := range legal {
		t := s.Target(a)
		if t < 0 {
			return a
		}
		open := s.OpenAfter(a)
		var v int
		switch {
		case open == 0 && t == p:
			v = 100
		case open == 0:
			v = -100
		case t == p:
			v = 10 - open
		default:
			v = open
		}
		pick.Offer(a, v, rng)
	}
	return pick.Best()
}
