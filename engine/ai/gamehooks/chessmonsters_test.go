package gamehooks_test

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/chessmonsters"
	"monstermixer/engine/enginetest"
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
	cfg := ai.LevelConfig(ai.Easy, 0)
	if testing.Short() { // one game with a third of Easy's budget
		games, cfg.Iterations = 1, cfg.Iterations/3
	}
	wins := 0
	for i := range games {
		seat := i % 2
		agents := []engine.Agent{ai.NewRandomAgent(uint64(i)), ai.NewRandomAgent(uint64(i + 50))}
		cfg.Seed = uint64(i)
		agents[seat] = ai.NewAgentConfig(cfg)
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

// chessMonstersMidgame plays seeded random moves into the fighting part
// of a game and returns the view of the seat deciding there.
func chessMonstersMidgame(tb testing.TB) engine.State {
	st, err := chessmonsters.Game.NewState(engine.Setup{Players: 2})
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRand(5)
	var legal []engine.Action
	for i := 0; i < 80 || st.CurrentPlayer() < 0; i++ {
		legal = enginetest.StepRandom(tb, st, rng, legal)
	}
	return st.ViewFor(st.CurrentPlayer())
}

// BenchmarkChessMonstersDecision measures one decision of each level from
// the same midgame position (time cap off, so the budget is iterations).
func BenchmarkChessMonstersDecision(b *testing.B) {
	v := chessMonstersMidgame(b)
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

// BenchmarkChessMonstersRolloutGames measures the rollout policy: ten
// whole games of it against itself with fixed seeds (the work of the
// searcher's rollouts, without the search).
func BenchmarkChessMonstersRolloutGames(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		chessMonstersBalance(b, 10)
	}
}

// chessMonstersBalance plays games between two rollout-policy players
// with uniformly random teams and returns, per monster, the games a team
// holding it played and won (a tie counts half).
func chessMonstersBalance(tb testing.TB, games int) (played, won [chessmonsters.NumMonsters]float64) {
	legal := make([]engine.Action, 0, 512)
	for i := range games {
		st, err := chessmonsters.Game.NewState(engine.Setup{Players: 2})
		if err != nil {
			tb.Fatal(err)
		}
		s := st.(*chessmonsters.State)
		rng := engine.NewRand(uint64(i))
		var team [2][chessmonsters.NumMonsters]bool
		for !s.IsTerminal() {
			p := s.CurrentPlayer()
			var a engine.Action
			switch {
			case p == engine.Chance:
				a = engine.Sample(s, rng)
			case s.Picking():
				legal = s.AppendLegalActions(legal[:0])
				a = legal[rng.IntN(len(legal))]
				team[p][s.PickOf(a)] = true
			default:
				a = gamehooks.ChessMonstersRollout(s, rng)
			}
			if err := s.Apply(a); err != nil {
				tb.Fatal(err)
			}
		}
		r := s.Result()
		for p := range 2 {
			for k, in := range team[p] {
				if !in {
					continue
				}
				played[k]++
				switch {
				case r.Ranks[p] == 1 && r.Ranks[1-p] == 1:
					won[k] += 0.5
				case r.Ranks[p] == 1:
					won[k]++
				}
			}
		}
	}
	return played, won
}

// Every monster's presence in a team wins about half the games between
// two equal players (the rollout policy, random teams): none is a sure
// win or a sure loss.
func TestChessMonstersBalance(t *testing.T) {
	games := 800
	if testing.Short() {
		games = 300
	}
	played, won := chessMonstersBalance(t, games)
	for k, m := range chessmonsters.Roster {
		rate := won[k] / played[k]
		t.Logf("%-10s in %3.0f teams, won %5.1f%%", m.Name, played[k], 100*rate)
		if rate < 0.35 || rate > 0.65 {
			t.Errorf("%s: teams with it won %.1f%% of %v games", m.Name, 100*rate, played[k])
		}
	}
}

// Games of the rollout policy against itself reach what random play
// rarely does (KOs, loot, interrupts): at every step each seat's sampled
// states look the same to it as the real one, the decider is offered the
// same actions, and every legal action's notation reads back.
func TestChessMonstersPolicyGamesKeepSecrets(t *testing.T) {
	windows, kos := 0, 0
	for seed := range uint64(12) {
		st, _ := chessmonsters.Game.NewState(engine.Setup{Players: 2})
		rng := engine.NewRand(seed)
		for !st.IsTerminal() {
			cp := st.CurrentPlayer()
			legal := engine.Legal(st)
			for _, a := range legal {
				if b, err := st.ParseAction(st.ActionString(a)); err != nil || b != a {
					t.Fatalf("seed %d: %q reads back as %d, %v", seed, st.ActionString(a), b, err)
				}
			}
			for p := range 2 {
				want := st.ViewFor(p).Encode()
				d := st.Determinize(p, rng)
				if string(d.ViewFor(p).Encode()) != string(want) || d.CurrentPlayer() != cp {
					t.Fatalf("seed %d: a sample for seat %d differs from what it sees", seed, p)
				}
				if p == cp && len(engine.Legal(d)) != len(legal) {
					t.Fatalf("seed %d: a sample offers seat %d other actions", seed, p)
				}
			}
			if _, ok := engine.OpenWindow(st); ok {
				windows++
			}
			var a engine.Action
			if cp == engine.Chance {
				a = engine.Sample(st, rng)
			} else {
				a = gamehooks.ChessMonstersRollout(st, rng)
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			for _, l := range st.(*chessmonsters.State).DescribeEffects() {
				if strings.HasSuffix(l.String(), " is KO.") {
					kos++
				}
			}
		}
	}
	t.Logf("%d response windows and %d KOs in 12 games", windows, kos)
	if windows == 0 || kos == 0 {
		t.Fatal("the games never opened a window or never knocked a monster out: the test saw too little")
	}
}
