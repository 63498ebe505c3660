package gamehooks_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/monstersonboard"
)

func TestMonstersOnBoardHooksRegistered(t *testing.T) {
	if h := ai.HooksFor(monstersonboard.GameID); h.Rollout == nil || h.Evaluate == nil || h.Depth <= 0 || h.Widen <= 0 {
		t.Errorf("hooks %+v", h)
	}
}

// The rollout policy alone beats three random players clearly.
func TestMonstersOnBoardRolloutBeatsRandom(t *testing.T) {
	games := 12
	m, firsts := margin(t, monstersonboard.Game, 4, games, gamehooks.MonstersOnBoardRollout)
	t.Logf("Monsters on Board rollout policy vs 3 random: mean Spook Juice margin %+.1f, first in %d of %d", m, firsts, games)
	if firsts < games*3/4 || m < 30 {
		t.Errorf("first in %d of %d games, margin %+.1f: not clearly better than random", firsts, games, m)
	}
}

// monstersOnBoardMidgame plays a 4-player game with the rollout policy
// to the first Spook turn of round 3 and returns the deciding seat's view.
func monstersOnBoardMidgame(tb testing.TB) engine.State {
	st, err := monstersonboard.Game.NewState(engine.Setup{Players: 4})
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*monstersonboard.State)
	rng := engine.NewRand(3)
	for s.Round() < 3 || s.Phase() != monstersonboard.PhaseSpook || s.CurrentPlayer() < 0 {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
		} else {
			a = gamehooks.MonstersOnBoardRollout(s, rng)
		}
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	return s.ViewFor(s.CurrentPlayer())
}

// BenchmarkMonstersOnBoardDecision measures one decision of each level
// from the same midgame position (time cap off, so the budget is
// iterations).
func BenchmarkMonstersOnBoardDecision(b *testing.B) {
	v := monstersOnBoardMidgame(b)
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
