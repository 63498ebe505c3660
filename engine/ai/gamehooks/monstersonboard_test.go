package gamehooks_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/enginetest"
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

// monstersOnBoardMidgame plays a game of the setup with the rollout
// policy to the first Spook turn of round 3 and returns the deciding
// seat's view.
func monstersOnBoardMidgame(tb testing.TB, setup engine.Setup) engine.State {
	st, err := monstersonboard.Game.NewState(setup)
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*monstersonboard.State)
	rng := engine.NewRand(3)
	for s.Round() < 3 || s.Phase() != monstersonboard.PhaseSpook || s.CurrentPlayer() < 0 {
		a := enginetest.PolicyAction(engine.State(s), rng, gamehooks.MonstersOnBoardRollout)
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
	v := monstersOnBoardMidgame(b, engine.Setup{Players: 4})
	for _, l := range ai.Levels {
		b.Run(l.String(), func(b *testing.B) { benchChoose(b, v, l) })
	}
}

// BenchmarkMonstersOnBoardHard measures one Hard decision of the other
// setups the strength lines play: 2 players, and solo versus Spider Jack
// at +5 (4 random Ghosts in his Court, un-scored dice scored).
func BenchmarkMonstersOnBoardHard(b *testing.B) {
	setups := []struct {
		name  string
		setup engine.Setup
	}{
		{"2p", engine.Setup{Players: 2}},
		{"jack+5", engine.Setup{Players: 1, Options: map[string]string{
			monstersonboard.OptCourt:    "4 random Ghosts (+3)",
			monstersonboard.OptUnscored: "scored, then into his Court (+2)",
		}}},
	}
	for _, c := range setups {
		v := monstersOnBoardMidgame(b, c.setup)
		b.Run(c.name, func(b *testing.B) { benchChoose(b, v, ai.Hard) })
	}
}
