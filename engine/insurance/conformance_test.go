package insurance_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
)

func TestConformance(t *testing.T) {
	conformance.Run(t, insurance.Game, conformance.Config{Players: []int{3, 4, 6}, Games: 30, Seed: 1})
}

func TestConformanceTilesOption(t *testing.T) {
	conformance.Run(t, insurance.Game, conformance.Config{Players: []int{3, 5}, Games: 3, Seed: 2, Options: map[string]string{"tiles": "5"}})
	conformance.Run(t, insurance.Game, conformance.Config{Players: []int{6}, Games: 3, Seed: 3, Options: map[string]string{"tiles": "6"}})
}

// playRandom plays a whole game with seeded random choices.
func playRandom(b testing.TB, seed uint64, players int, legal []engine.Action) (*insurance.State, []engine.Action) {
	s, legal, _ := enginetest.PlayRandom(b, insurance.Game, engine.Setup{Players: players}, seed, legal)
	return s.(*insurance.State), legal
}

func BenchmarkRandomGame4p(b *testing.B) {
	b.ReportAllocs()
	legal := make([]engine.Action, 0, 4096)
	for i := 0; b.Loop(); i++ {
		_, legal = playRandom(b, uint64(i), 4, legal)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkPlayoutFromDealt measures a playout from a dealt board with
// the monster placed, as the AI runs them: clone, then random play.
func BenchmarkPlayoutFromDealt(b *testing.B) {
	st, _ := insurance.Game.NewState(engine.Setup{Players: 4})
	s := st.(*insurance.State)
	rng := engine.NewRand(9)
	for s.Phase() == insurance.PhaseDeal || s.Phase() == insurance.PhaseMonster {
		if err := s.Apply(s.AppendLegalActions(nil)[0]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	legal := make([]engine.Action, 0, 4096)
	for b.Loop() {
		c := s.Clone()
		for !c.IsTerminal() {
			legal = enginetest.StepRandom(b, c, rng, legal)
		}
	}
}

// The events contract over seeded games: clones and views carry the last
// action's events (a view hides the cards the other seats picked, so only
// the counts are compared).
func TestEventsContract(t *testing.T) {
	for _, n := range []int{3, 6} {
		enginetest.CheckEvents[insurance.Event](t, insurance.Game, engine.Setup{Players: n}, 1, false, nil)
	}
}
