package ai_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/insurance"
)

// insuranceDecision keeps Monster Insurance card picks and token
// placements.
func insuranceDecision(s engine.State) bool {
	ph := s.(*insurance.State).Phase()
	return ph == insurance.PhasePick || ph == insurance.PhasePlace
}

func BenchmarkInsuranceHard4p(b *testing.B) {
	benchLevel(b, insurance.Game, 4, insuranceDecision, 6, ai.Hard, "ms/decision")
}
func BenchmarkInsuranceNormal4p(b *testing.B) {
	benchLevel(b, insurance.Game, 4, insuranceDecision, 6, ai.Normal, "ms/decision")
}
func BenchmarkInsuranceEasy4p(b *testing.B) {
	benchLevel(b, insurance.Game, 4, insuranceDecision, 6, ai.Easy, "ms/decision")
}

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
