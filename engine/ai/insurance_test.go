package ai_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/insurance"
)

// insurancePositions returns decision states (card picks and token
// placements, seen by the deciding seat) from random games of Monster
// Insurance.
func insurancePositions(b *testing.B, players, count int) []engine.State {
	var out []engine.State
	rng := engine.NewRand(uint64(players))
	ra := ai.NewRandomAgent(7)
	for len(out) < count {
		s, err := insurance.Game.NewState(engine.Setup{Players: players})
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsTerminal() && len(out) < count {
			var a engine.Action
			if p := s.CurrentPlayer(); p == engine.Chance {
				a = engine.Sample(s, rng)
			} else {
				ph := s.(*insurance.State).Phase()
				if (ph == insurance.PhasePick || ph == insurance.PhasePlace) && len(engine.Legal(s)) > 1 && rng.IntN(6) == 0 {
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

// benchDecision measures a level's time per decision over a spread of
// Monster Insurance positions.
func benchDecision(b *testing.B, players int, level ai.Level) {
	pos := insurancePositions(b, players, 32)
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
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/decision")
	b.ReportMetric(float64(b.N*cfg.Iterations)/b.Elapsed().Seconds(), "iter/s")
}

func BenchmarkInsuranceHard4p(b *testing.B)   { benchDecision(b, 4, ai.Hard) }
func BenchmarkInsuranceNormal4p(b *testing.B) { benchDecision(b, 4, ai.Normal) }
func BenchmarkInsuranceEasy4p(b *testing.B)   { benchDecision(b, 4, ai.Easy) }

// The search (with the game's hooks and progressive widening) gives legal
// Monster Insurance moves, the same move for the same seed, and fewer
// expanded root actions than legal ones on a placement.
func TestInsuranceDeterministic(t *testing.T) {
	s := insurance.New(4, 4)
	rng := engine.NewRand(5)
	ra := ai.NewRandomAgent(5)
	for s.Phase() != insurance.PhasePlace || s.Round() < 3 {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
		} else {
			a = ra.Choose(s)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	v := s.ViewFor(s.CurrentPlayer())
	c := ai.LevelConfig(ai.Normal, 11)
	c.TimeCap = 0
	c.Iterations = 300
	a1 := ai.NewAgentConfig(c).Choose(v)
	a2 := ai.NewAgentConfig(c).Choose(v)
	if a1 != a2 || !engine.IsLegal(v, a1) {
		t.Fatalf("moves %s and %s (legal: %v)", v.ActionString(a1), v.ActionString(a2), engine.IsLegal(v, a1))
	}
	se := ai.NewSearch(v, c)
	for !se.Step(c.Iterations) {
	}
	expanded := 0
	for _, st := range se.Stats(nil) {
		if st.Visits > 0 {
			expanded++
		}
	}
	if legal := len(engine.Legal(v)); expanded == 0 || expanded >= legal {
		t.Errorf("%d of %d legal placements expanded in 300 iterations", expanded, legal)
	}
}
