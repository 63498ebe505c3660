package ai_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
)

// decisionPositions returns count decision states, each a view for the
// deciding seat, sampled from random games of g: a state is kept when keep
// accepts it, it has more than one legal action, and a one-in-oneIn draw
// picks it.
func decisionPositions(b *testing.B, g engine.Game, players, count int, keep func(engine.State) bool, oneIn int) []engine.State {
	var out []engine.State
	rng := engine.NewRand(uint64(players))
	ra := ai.NewRandomAgent(7)
	for len(out) < count {
		s, err := g.NewState(engine.Setup{Players: players})
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsTerminal() && len(out) < count {
			var a engine.Action
			if p := s.CurrentPlayer(); p == engine.Chance {
				a = engine.Sample(s, rng)
			} else {
				if keep(s) && len(engine.Legal(s)) > 1 && rng.IntN(oneIn) == 0 {
					out = append(out, s.ViewFor(p))
				}
				a = ra.Choose(s.ViewFor(p))
			}
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// benchLevel measures a level's time per decision over 32 positions of g,
// reported in unit (e.g. "ms/move"), and its iterations per second.
func benchLevel(b *testing.B, g engine.Game, players int, keep func(engine.State) bool, oneIn int, level ai.Level, unit string) {
	pos := decisionPositions(b, g, players, 32, keep, oneIn)
	cfg := ai.LevelConfig(level, 1)
	cfg.TimeCap = 0
	agent := ai.NewAgentConfig(cfg)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := pos[i%len(pos)]
		if a := agent.Choose(v); !engine.IsLegal(v, a) {
			b.Fatalf("illegal move %d", a)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), unit)
	b.ReportMetric(float64(b.N*cfg.Iterations)/b.Elapsed().Seconds(), "iter/s")
}
