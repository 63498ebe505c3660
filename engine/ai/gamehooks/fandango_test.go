package gamehooks_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/fandango"
)

func TestFandangoHooksRegistered(t *testing.T) {
	if h := ai.HooksFor(fandango.GameID); h.Rollout == nil || h.Evaluate == nil || h.Depth <= 0 || h.Widen <= 0 {
		t.Errorf("hooks %+v", h)
	}
}

// The Monster Fandango rollout policy plays legal moves and, alone, beats
// a random player clearly: it builds up with Rally Cry, attacks where the
// odds are good, searches and opens what it finds.
func TestFandangoRolloutBeatsRandom(t *testing.T) {
	games := 60
	m, firsts := margin(t, fandango.Game, 2, games, gamehooks.FandangoRollout)
	t.Logf("Monster Fandango rollout policy vs random: mean quest margin %+.2f, first in %d of %d", m, firsts, games)
	if firsts < games*2/3 { // a random player reaches 40 of 60 less than once in 100 runs
		t.Errorf("first in %d of %d games: not clearly better than random", firsts, games)
	}
}

// fandangoMidgame plays seeded random moves into a game's fifth round
// and returns the view of the seat picking a unit there.
func fandangoMidgame(tb testing.TB) engine.State {
	st, err := fandango.Game.NewState(engine.Setup{Players: 2})
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*fandango.State)
	rng := engine.NewRand(3)
	for s.Round() < 5 || s.Phase() != fandango.PhaseSelect {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
		} else {
			legal := engine.Legal(s)
			a = legal[rng.IntN(len(legal))]
		}
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
		if s.IsTerminal() {
			tb.Fatal("the seeded game ended before its fifth round")
		}
	}
	return s.ViewFor(s.CurrentPlayer())
}

// BenchmarkFandangoDecision measures one decision of each level from the
// same position (time cap off, so the budget is iterations).
func BenchmarkFandangoDecision(b *testing.B) {
	v := fandangoMidgame(b)
	for _, l := range ai.Levels {
		b.Run(l.String(), func(b *testing.B) {
			cfg := ai.LevelConfig(l, 1)
			cfg.TimeCap = 0
			for b.Loop() {
				ai.NewAgentConfig(cfg).Choose(v)
			}
		})
	}
}
