package gamehooks_test

import (
	"flag"
	"math/rand/v2"
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
		b.Run(l.String(), func(b *testing.B) { benchChoose(b, v, l) })
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
// with uniformly random teams.
func chessMonstersBalance(tb testing.TB, games int) balance {
	rollout := func(uint64) decider { return gamehooks.ChessMonstersRollout }
	var b balance
	for i := range games {
		b.play(tb, uint64(i), rollout)
	}
	return b
}

// A decider chooses a seat's action in a Chess Monsters game.
type decider func(s engine.State, rng *rand.Rand) engine.Action

// balance counts, per monster, the games a team holding it played and won
// (a tie counts half).
type balance struct {
	played, won [chessmonsters.NumMonsters]float64
	games       int
}

// play plays one game with seed: both teams picked uniformly at random,
// then every other decision of seat p by players(seed*2+p). It returns
// each seat's team and the result.
func (b *balance) play(tb testing.TB, seed uint64, players func(uint64) decider) (team [2][chessmonsters.NumMonsters]bool, r engine.Result) {
	st, err := chessmonsters.Game.NewState(engine.Setup{Players: 2})
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*chessmonsters.State)
	rng := engine.NewRand(seed)
	seats := [2]decider{players(seed * 2), players(seed*2 + 1)}
	var legal []engine.Action
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
			a = seats[p](s, rng)
		}
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	r = s.Result()
	b.games++
	for p := range 2 {
		for k, in := range team[p] {
			if !in {
				continue
			}
			b.played[k]++
			switch {
			case r.Ranks[p] == 1 && r.Ranks[1-p] == 1:
				b.won[k] += 0.5
			case r.Ranks[p] == 1:
				b.won[k]++
			}
		}
	}
	return team, r
}

// log writes each monster's games and win rate.
func (b *balance) log(tb testing.TB) {
	for k, m := range chessmonsters.Roster {
		if b.played[k] > 0 {
			tb.Logf("%-10s in %3.0f teams, won %5.1f%%", m.Name, b.played[k], 100*b.won[k]/b.played[k])
		}
	}
}

// Every monster's presence in a team wins about half the games between
// two equal players (the rollout policy, random teams): none is a sure
// win or a sure loss.
func TestChessMonstersBalance(t *testing.T) {
	games := 800
	if testing.Short() {
		games = 300
	}
	b := chessMonstersBalance(t, games)
	b.log(t)
	for k, m := range chessmonsters.Roster {
		if rate := b.won[k] / b.played[k]; rate < 0.35 || rate > 0.65 {
			t.Errorf("%s: teams with it won %.1f%% of %v games", m.Name, 100*rate, b.played[k])
		}
	}
}

var (
	hardBalanceGames = flag.Int("balance.games", 0, "games of TestChessMonstersHardBalance (0: a short check at a small budget)")
	hardBalanceSeed  = flag.Uint64("balance.seed", 1, "first seed of TestChessMonstersHardBalance")
)

// TestChessMonstersHardBalance plays Hard against Hard (time cap off) with
// random teams and logs, per monster, how often a team holding it won, and
// one line a game (seed, teams, ranks) so that runs of seed ranges add up:
//
//	go test -c -o gh.test ./engine/ai/gamehooks
//	./gh.test -test.run HardBalance -test.v -test.timeout 0 -balance.games 200 -balance.seed 1
//
// Without -balance.games it plays two games at 200 iterations a decision,
// so that the harness stays tested.
func TestChessMonstersHardBalance(t *testing.T) {
	games, iters := *hardBalanceGames, 0
	if games == 0 {
		games, iters = 2, 200
	}
	hard := func(seed uint64) decider {
		cfg := ai.LevelConfig(ai.Hard, seed)
		cfg.TimeCap = 0
		if iters > 0 {
			cfg.Iterations = iters
		}
		agent := ai.NewAgentConfig(cfg)
		return func(s engine.State, _ *rand.Rand) engine.Action {
			return agent.Choose(s.ViewFor(s.CurrentPlayer()))
		}
	}
	var b balance
	for i := range games {
		seed := *hardBalanceSeed + uint64(i)
		team, r := b.play(t, seed, hard)
		t.Logf("game seed %d: white %s, black %s: ranks %v, hit points %v", seed, teamNames(team[0]), teamNames(team[1]), r.Ranks, r.Scores)
		if (i+1)%10 == 0 || i+1 == games {
			t.Logf("after %d games:", i+1)
			b.log(t)
		}
	}
	total := 0.0
	for _, n := range b.played {
		total += n
	}
	if b.games != games || total < float64(2*games) {
		t.Errorf("%d games counted, %v monster kinds in teams; want %d games and at least two kinds a game", b.games, total, games)
	}
}

// teamNames lists the monster kinds of a team by name.
func teamNames(team [chessmonsters.NumMonsters]bool) string {
	var names []string
	for k, in := range team {
		if in {
			names = append(names, chessmonsters.Roster[k].Name)
		}
	}
	return strings.Join(names, "+")
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
