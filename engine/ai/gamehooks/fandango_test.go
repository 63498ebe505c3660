package gamehooks_test

import (
	"testing"

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
// a random player clearly: it attacks, searches and opens what it finds.
func TestFandangoRolloutBeatsRandom(t *testing.T) {
	games := 20
	m, firsts := margin(t, fandango.Game, 2, games, gamehooks.FandangoRollout)
	t.Logf("Monster Fandango rollout policy vs random: mean quest margin %+.2f, first in %d of %d", m, firsts, games)
	if firsts < games*3/4 {
		t.Errorf("first in %d of %d games: not clearly better than random", firsts, games)
	}
}
