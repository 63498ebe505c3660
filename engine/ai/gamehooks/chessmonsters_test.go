package gamehooks_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/chessmonsters"
	"monstermixer/engine/match"
)

func TestChessMonstersHooksRegistered(t *testing.T) {
	if h := ai.HooksFor(chessmonsters.Game.ID()); h.Rollout == nil || h.Evaluate == nil || h.Depth <= 0 {
		t.Errorf("hooks %+v", h)
	}
}

// The rollout policy alone beats a random player clearly.
func TestChessMonstersRolloutBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 12
	}
	m, firsts := margin(t, chessmonsters.Game, 2, games, gamehooks.ChessMonstersRollout)
	t.Logf("Chess Monsters rollout policy vs random: mean hit point margin %+.2f, first in %d of %d", m, firsts, games)
	if firsts < games*3/4 {
		t.Errorf("first in %d of %d games: not clearly better than random", firsts, games)
	}
}

// The searcher at Easy (with the hooks) beats a random player from either
// seat; its team is picked by the same search. (A game takes seconds: the
// win rates over hundreds of games are measured with mixer sim.)
func TestChessMonstersEasyBeatsRandom(t *testing.T) {
	games := 2
	wins := 0
	for i := range games {
		seat := i % 2
		agents := []engine.Agent{ai.NewRandomAgent(uint64(i)), ai.NewRandomAgent(uint64(i + 50))}
		agents[seat] = ai.NewAgent(ai.Easy, uint64(i))
		out, err := match.Play(chessmonsters.Game, engine.Setup{Players: 2}, agents, engine.NewRand(uint64(i)), nil, uint64(i), 40000)
		if err != nil {
			t.Fatal(err)
		}
		if out.Result.Ranks[seat] == 1 {
			wins++
		}
	}
	t.Logf("Easy won %d of %d games against random", wins, games)
	if wins < games {
		t.Errorf("Easy won only %d of %d games against random", wins, games)
	}
}
