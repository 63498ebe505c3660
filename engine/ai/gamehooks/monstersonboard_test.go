package gamehooks_test

import (
	"testing"

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
