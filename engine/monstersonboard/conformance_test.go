package monstersonboard_test

import (
	"slices"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/monstersonboard"
)

func TestConformance(t *testing.T) {
	conformance.Run(t, monstersonboard.Game, conformance.Config{Players: []int{2, 3, 4}, Games: 3, Seed: 1})
}

func TestConformanceTurnOrderDraft(t *testing.T) {
	conformance.Run(t, monstersonboard.Game, conformance.Config{Players: []int{3}, Games: 2, Seed: 2,
		Options: map[string]string{monstersonboard.OptDraft: monstersonboard.DraftTurns, monstersonboard.OptFirst: "2"}})
}

func TestConformanceFamily(t *testing.T) {
	conformance.Run(t, monstersonboard.Game, conformance.Config{Players: []int{2, 3, 4}, Games: 3, Seed: 3,
		Options: map[string]string{monstersonboard.OptMode: monstersonboard.ModeFamily, monstersonboard.OptAges: "3142"}})
}

func TestConformanceSoloScare(t *testing.T) {
	conformance.Run(t, monstersonboard.Game, conformance.Config{Players: []int{1}, Games: 3, Seed: 4,
		Options: map[string]string{monstersonboard.OptSolo: monstersonboard.SoloScare}})
}

func TestConformanceSoloJack(t *testing.T) {
	conformance.Run(t, monstersonboard.Game, conformance.Config{Players: []int{1}, Games: 3, Seed: 5})
}

func TestConformanceSoloJackMonstrous(t *testing.T) {
	conformance.Run(t, monstersonboard.Game, conformance.Config{Players: []int{1}, Games: 3, Seed: 6,
		Options: map[string]string{monstersonboard.OptCourt: "4 random Ghosts (+3)", monstersonboard.OptSummon: "on (+1)",
			monstersonboard.OptUnscored: "scored, then into his Court (+2)", monstersonboard.OptProphecy: "on (+1)"}})
}

// playRandom plays a whole game with seeded random choices.
func playRandom(tb testing.TB, seed uint64, players int, opts map[string]string, legal []engine.Action) (*monstersonboard.State, []engine.Action) {
	s, legal, _ := enginetest.PlayRandom(tb, monstersonboard.Game, engine.Setup{Players: players, Options: opts}, seed, legal)
	return s.(*monstersonboard.State), legal
}

func BenchmarkRandomGame4p(b *testing.B) {
	b.ReportAllocs()
	legal := make([]engine.Action, 0, 4096)
	for i := 0; b.Loop(); i++ {
		_, legal = playRandom(b, uint64(i), 4, nil, legal)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// playGreedy plays a whole game between Greedy players and returns the scores.
func playGreedy(tb testing.TB, seed uint64, players int, opts map[string]string) []int {
	return playGreedyState(tb, seed, players, opts).Result().Scores
}

// playGreedyState plays a whole game between Greedy players and returns
// the final state.
func playGreedyState(tb testing.TB, seed uint64, players int, opts map[string]string) *monstersonboard.State {
	st, err := monstersonboard.Game.NewState(engine.Setup{Players: players, Options: opts})
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*monstersonboard.State)
	rng := engine.NewRand(seed)
	for !s.IsTerminal() {
		a := enginetest.PolicyAction(s, rng, monstersonboard.Greedy)
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// BenchmarkGreedyGame plays games between Greedy players and reports the
// mean winning score and the mean score (the simulation of RULES.md).
func BenchmarkGreedyGame(b *testing.B) {
	for _, c := range []struct {
		name    string
		players int
		opts    map[string]string
	}{
		{"2p", 2, nil}, {"3p", 3, nil}, {"4p", 4, nil},
		{"family-2p", 2, map[string]string{monstersonboard.OptMode: monstersonboard.ModeFamily}},
		{"family-4p", 4, map[string]string{monstersonboard.OptMode: monstersonboard.ModeFamily}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			win, all, n := 0, 0, 0
			for i := 0; b.Loop(); i++ {
				sc := playGreedy(b, uint64(i), c.players, c.opts)
				win += slices.Max(sc)
				for _, v := range sc {
					all += v
				}
				n++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(win)/float64(n), "win-score")
			b.ReportMetric(float64(all)/float64(c.players*n), "mean-score")
		})
	}
}

// soloLevels are the difficulty totals measured versus Spider Jack.
var soloLevels = []struct {
	name string
	opts map[string]string
}{
	{"+0", nil},
	{"+3", map[string]string{monstersonboard.OptCourt: "2 random Ghosts (+2)", monstersonboard.OptSummon: "on (+1)"}},
	{"+5", map[string]string{monstersonboard.OptCourt: "4 random Ghosts (+3)", monstersonboard.OptUnscored: "scored, then into his Court (+2)"}},
	{"+7", map[string]string{monstersonboard.OptCourt: "4 random Ghosts (+3)", monstersonboard.OptSummon: "on (+1)",
		monstersonboard.OptUnscored: "scored, then into his Court (+2)", monstersonboard.OptProphecy: "on (+1)"}},
}

// BenchmarkSoloVersusJack plays games versus Spider Jack with a random
// seat and with Greedy at each measured difficulty (game i uses seed i+1)
// and reports the seat's win rate and both mean scores (RULES.md).
func BenchmarkSoloVersusJack(b *testing.B) {
	for _, who := range []string{"random", "greedy"} {
		for _, lv := range soloLevels {
			b.Run(who+lv.name, func(b *testing.B) {
				wins, seat, jack, n := 0, 0, 0, 0
				legal := make([]engine.Action, 0, 4096)
				for i := 0; b.Loop(); i++ {
					var s *monstersonboard.State
					if who == "random" {
						s, legal = playRandom(b, uint64(i+1), 1, lv.opts, legal)
					} else {
						s = playGreedyState(b, uint64(i+1), 1, lv.opts)
					}
					r := s.Result()
					if r.Ranks[0] == 1 {
						wins++
					}
					seat += r.Scores[0]
					jack += r.Rivals[0].Score
					n++
				}
				b.ReportMetric(100*float64(wins)/float64(n), "win%")
				b.ReportMetric(float64(seat)/float64(n), "seat-score")
				b.ReportMetric(float64(jack)/float64(n), "jack-score")
			})
		}
	}
}

// BenchmarkSoloScare plays beat your own scare with Greedy (game i uses
// seed i+1) and reports the mean and the best score.
func BenchmarkSoloScare(b *testing.B) {
	sum, best, n := 0, 0, 0
	for i := 0; b.Loop(); i++ {
		sc := playGreedy(b, uint64(i+1), 1, map[string]string{monstersonboard.OptSolo: monstersonboard.SoloScare})[0]
		sum += sc
		best = max(best, sc)
		n++
	}
	b.ReportMetric(float64(sum)/float64(n), "mean-score")
	b.ReportMetric(float64(best), "best-score")
}

// Random games end well within the game's bound on actions.
func TestRandomGamesEndWithinMaxActions(t *testing.T) {
	for _, opts := range []map[string]string{nil, {monstersonboard.OptMode: monstersonboard.ModeFamily}} {
		for players := 2; players <= 4; players++ {
			setup := engine.Setup{Players: players, Options: opts}
			bound := monstersonboard.Game.MaxActions(setup)
			for seed := uint64(0); seed < 5; seed++ {
				st, err := monstersonboard.Game.NewState(setup)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRand(seed)
				var legal []engine.Action
				n := 0
				for ; !st.IsTerminal() && n <= bound; n++ {
					legal = enginetest.StepRandom(t, st, rng, legal)
				}
				if n > bound/2 {
					t.Fatalf("%d players, seed %d: %d actions, the bound is %d", players, seed, n, bound)
				}
			}
		}
	}
}
