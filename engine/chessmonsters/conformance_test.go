package chessmonsters_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/chessmonsters"
	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
)

func TestConformance(t *testing.T) {
	cfg := conformance.Config{Players: []int{2}, Games: 40, Seed: 1}
	if testing.Short() {
		cfg.Games = 15
	}
	conformance.Run(t, chessmonsters.Game, cfg)
}

// playRandom plays a whole game with seeded random choices.
func playRandom(tb testing.TB, seed uint64, legal []engine.Action) (*chessmonsters.State, []engine.Action, int) {
	s, legal, n := enginetest.PlayRandom(tb, chessmonsters.Game, engine.Setup{Players: 2}, seed, legal)
	return s.(*chessmonsters.State), legal, n
}

// TestRandomGamesEndWithinBound plays random games and checks each ends
// within the game's own bound.
func TestRandomGamesEndWithinBound(t *testing.T) {
	bound := chessmonsters.Game.MaxActions(engine.Setup{Players: 2})
	why := map[int]int{}
	total := 0
	for seed := range uint64(200) {
		s, _, n := playRandom(t, seed, nil)
		if n > bound {
			t.Fatalf("seed %d: %d actions, bound %d", seed, n, bound)
		}
		why[s.Winner()]++
		total += n
	}
	t.Logf("winners over 200 random games: %v, %d actions a game on average", why, total/200)
}

func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	legal := make([]engine.Action, 0, 1024)
	for i := 0; b.Loop(); i++ {
		_, legal, _ = playRandom(b, uint64(i), legal)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// The events contract: recorded while applying, carried by clones and
// views, the Observer's view with the very same events (they hold no
// secret).
func TestEventsContract(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		enginetest.CheckEvents[chessmonsters.Event](t, chessmonsters.Game, engine.Setup{Players: 2}, seed, true, nil)
	}
}
