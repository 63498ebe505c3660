package ai

import (
	"math/rand/v2"

	"monstermixer/engine"
)

// Agent is a computer opponent that runs a whole search per decision.
// It reuses its tree's memory from one decision to the next.
type Agent struct {
	cfg    Config
	search Search
}

// NewAgent returns a computer opponent of the given level. Its choice is a
// function of the seed and the view alone (up to the level's time cap).
func NewAgent(level Level, seed uint64) engine.Agent {
	return NewAgentConfig(LevelConfig(level, seed))
}

// NewAgentConfig returns a computer opponent with a custom configuration,
// e.g. with TimeCap 0 for reproducible simulations. cfg.Seed is its seed.
func NewAgentConfig(cfg Config) *Agent {
	return &Agent{cfg: cfg}
}

// Choose searches from view (the deciding seat's view) and returns the best
// action found. A forced move returns at once.
func (g *Agent) Choose(view engine.State) engine.Action {
	cfg := g.cfg
	cfg.Seed = mix(g.cfg.Seed, engine.Hash(view))
	g.search.reset(view, cfg)
	for !g.search.Step(cfg.Iterations) {
	}
	return g.search.Best()
}

// mix combines two 64-bit values into a well-spread seed (SplitMix64 finaliser).
func mix(a, b uint64) uint64 {
	z := a ^ (b + 0x9e3779b97f4a7c15 + (a << 6) + (a >> 2))
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// RandomAgent plays a uniformly random legal action (a sampled outcome at a
// chance node).
type RandomAgent struct {
	rng *rand.Rand
	buf []engine.Action
}

// NewRandomAgent returns a random player seeded with seed.
func NewRandomAgent(seed uint64) engine.Agent {
	return &RandomAgent{rng: engine.NewRand(seed)}
}

// Choose returns a random legal action of view, or NoAction if it is over.
func (r *RandomAgent) Choose(view engine.State) engine.Action {
	if view.CurrentPlayer() == engine.Chance {
		return engine.Sample(view, r.rng)
	}
	r.buf = view.AppendLegalActions(r.buf[:0])
	if len(r.buf) == 0 {
		return NoAction
	}
	return r.buf[r.rng.IntN(len(r.buf))]
}
