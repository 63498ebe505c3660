package ai

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"monstermixer/engine"
)

// fixed returns a deterministic configuration (no time cap).
func fixed(iters int, seed uint64) Config {
	c := LevelConfig(Normal, seed)
	c.Iterations = iters
	c.TimeCap = 0
	c.StopWhenDecided = false
	return c
}

func newState(t testing.TB, g engine.Game, players int) engine.State {
	t.Helper()
	s, err := g.NewState(engine.Setup{Players: players})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// searchBest runs a whole search from seat's view of s.
func searchBest(s engine.State, cfg Config) (engine.Action, *Search) {
	se := NewSearch(s.ViewFor(s.CurrentPlayer()), cfg)
	for !se.Step(cfg.Iterations) {
	}
	return se.Best(), se
}

func TestParseLevel(t *testing.T) {
	for _, l := range Levels {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if got, err := ParseLevel(" HARD "); err != nil || got != Hard {
		t.Errorf("ParseLevel(HARD) = %v, %v", got, err)
	}
	if _, err := ParseLevel("expert"); err == nil {
		t.Error("ParseLevel(expert) accepted")
	}
	if !(LevelConfig(Easy, 0).Iterations < LevelConfig(Normal, 0).Iterations &&
		LevelConfig(Normal, 0).Iterations < LevelConfig(Hard, 0).Iterations) {
		t.Error("level budgets do not increase with the level")
	}
}

func TestRewards(t *testing.T) {
	out := make([]float64, 4)
	// Sole winner, scores 10, 4, 0, 4.
	Rewards(engine.Result{Scores: []int{10, 4, 0, 4}, Ranks: []int{1, 2, 4, 2}}, 0.2, out)
	want := []float64{0.8 + 0.2, 0.2 * 0.4, 0, 0.2 * 0.4}
	for p := range out {
		if math.Abs(out[p]-want[p]) > 1e-12 {
			t.Errorf("sole win: seat %d reward %v, want %v", p, out[p], want[p])
		}
	}
	// Two-way shared win, no score weight.
	Rewards(engine.Result{Scores: []int{7, 7, 3, 1}, Ranks: []int{1, 1, 3, 4}}, 0, out)
	want = []float64{0.5, 0.5, 0, 0}
	for p := range out {
		if out[p] != want[p] {
			t.Errorf("shared win: seat %d reward %v, want %v", p, out[p], want[p])
		}
	}
	// Ranks missing: derived from the scores.
	out = out[:2]
	Rewards(engine.Result{Scores: []int{2, 5}}, 0, out)
	if out[0] != 0 || out[1] != 1 {
		t.Errorf("rank from scores: %v", out)
	}
}

// Nim with a heap of n is won by taking n%4 when that is not 0; the search
// must find that move from every winning position up to 15 with Hard's
// budget (deep heaps need it: at 1500 iterations heap 14 is not yet solved).
func TestNimWinningMove(t *testing.T) {
	for n := 1; n <= 15; n++ {
		if n%4 == 0 {
			continue
		}
		s := &nim{heap: n, winner: -1}
		a, _ := searchBest(s, fixed(LevelConfig(Hard, 0).Iterations, uint64(n)))
		if int(a) != n%4 {
			t.Errorf("heap %d: took %d, want %d", n, a, n%4)
		}
	}
}

// The search must prefer the coin that wins 70% of the time: chance
// outcomes are sampled by their probabilities.
func TestChanceProbabilities(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s := newState(t, gambleGame, 2)
		a, se := searchBest(s, fixed(400, seed))
		if a != 1 {
			t.Errorf("seed %d: chose coin %d", seed, a)
		}
		st := se.Stats(nil)
		if st[0].Action != 1 || math.Abs(st[0].Mean-(0.8*0.7+0.2*0.7)) > 0.1 {
			t.Errorf("seed %d: stats %+v, want coin 1 with mean near 0.7", seed, st)
		}
	}
}

// Tic-tac-toe: the search must take an immediate win and block an
// immediate loss.
func TestTicTacToeTactics(t *testing.T) {
	// X: 0,1 ; O: 3,4 ; X to move: 2 wins.
	s := &ttt{winner: -1}
	for _, a := range []engine.Action{0, 3, 1, 4} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if a, _ := searchBest(s, fixed(1500, 3)); a != 2 {
		t.Errorf("did not take the win: played %d", a)
	}
	// X: 0,8 ; O: 4,2 ; X to move must block 6.
	s = &ttt{winner: -1}
	for _, a := range []engine.Action{0, 4, 8, 2} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if a, _ := searchBest(s, fixed(1500, 4)); a != 6 {
		t.Errorf("did not block: played %d", a)
	}
}

// The same seed gives the same move and the same statistics; slicing the
// search gives the same result as one call.
func TestDeterministicAndSliced(t *testing.T) {
	games := []struct {
		g       engine.Game
		players int
	}{{pigGame, 3}, {tttGame, 2}, {guessGame, 2}}
	for _, tc := range games {
		s := newState(t, tc.g, tc.players)
		for s.CurrentPlayer() == engine.Chance {
			if err := s.Apply(engine.Sample(s, engine.NewRand(5))); err != nil {
				t.Fatal(err)
			}
		}
		cfg := fixed(700, 99)
		_, whole := searchBest(s, cfg)
		_, again := searchBest(s, cfg)
		sliced := NewSearch(s.ViewFor(s.CurrentPlayer()), cfg)
		steps := 0
		for !sliced.Step(7) {
			steps++
		}
		if steps < 99 {
			t.Errorf("%s: sliced search finished after %d steps of 7", tc.g.ID(), steps)
		}
		a, b, c := whole.Stats(nil), again.Stats(nil), sliced.Stats(nil)
		for i := range a {
			if a[i] != b[i] || a[i] != c[i] {
				t.Errorf("%s: stats differ at %d: whole %+v again %+v sliced %+v", tc.g.ID(), i, a[i], b[i], c[i])
			}
		}
		if whole.Best() != sliced.Best() || whole.Iterations() != 700 || sliced.Iterations() != 700 {
			t.Errorf("%s: best %d vs %d, iterations %d vs %d", tc.g.ID(), whole.Best(), sliced.Best(), whole.Iterations(), sliced.Iterations())
		}
	}
}

func TestCancelAndBestAlwaysLegal(t *testing.T) {
	s := newState(t, tttGame, 2)
	view := s.ViewFor(0)
	se := NewSearch(view, fixed(100000, 1))
	if !engine.IsLegal(view, se.Best()) {
		t.Fatalf("Best before any iteration is illegal: %d", se.Best())
	}
	for i := 0; i < 50; i++ {
		if se.Step(3) {
			t.Fatal("search finished early")
		}
		if !engine.IsLegal(view, se.Best()) {
			t.Fatalf("Best after %d iterations is illegal: %d", se.Iterations(), se.Best())
		}
	}
	se.Cancel()
	n := se.Iterations()
	if !se.Step(10) || se.Iterations() != n || !se.Done() {
		t.Errorf("Step after Cancel ran: %d -> %d iterations", n, se.Iterations())
	}
	if c := se.Confidence(); c <= 0 || c > 1 {
		t.Errorf("confidence %v out of (0,1]", c)
	}
}

func TestForcedMoveAndTerminal(t *testing.T) {
	s := &nim{heap: 1, winner: -1}
	se := NewSearch(s.ViewFor(0), fixed(1000, 1))
	if !se.Step(1) || se.Iterations() != 0 || se.Best() != 1 || se.Confidence() != 1 {
		t.Errorf("forced move: done=%v iterations %d best %d", se.Done(), se.Iterations(), se.Best())
	}
	if err := s.Apply(1); err != nil {
		t.Fatal(err)
	}
	se = NewSearch(s.ViewFor(0), fixed(1000, 1))
	if !se.Done() || se.Best() != NoAction {
		t.Errorf("terminal: done=%v best %d", se.Done(), se.Best())
	}
}

// The time cap ends a search with a huge budget (no assertion on how long).
func TestTimeCapEnds(t *testing.T) {
	cfg := fixed(1<<30, 1)
	cfg.TimeCap = 20 * time.Millisecond
	se := NewSearch(newState(t, tttGame, 2).ViewFor(0), cfg)
	for !se.Step(1000) {
	}
	if se.Iterations() >= 1<<30 || se.Iterations() == 0 {
		t.Errorf("iterations %d", se.Iterations())
	}
}

// IS-MCTS must not cheat: dealt the unlikely card 0, seat 0 cannot know it
// and must guess the likely card 2, while a search that sees the truth
// guesses 0. The view panics if played without Determinize.
func TestHiddenInformationNoCheating(t *testing.T) {
	honest, cheating := 0, 0
	const trials = 20
	for seed := uint64(0); seed < trials; seed++ {
		s := newState(t, guessGame, 2)
		if err := s.Apply(0); err != nil { // deal card 0
			t.Fatal(err)
		}
		cfg := fixed(300, seed)
		if a, _ := searchBest(s, cfg); a == 2 {
			honest++
		}
		se := NewSearch(cheat{s.Clone()}, cfg)
		for !se.Step(100) {
		}
		if se.Best() == 0 {
			cheating++
		}
	}
	if honest != trials {
		t.Errorf("the view search guessed the likely card %d/%d times", honest, trials)
	}
	if cheating != trials {
		t.Errorf("the cheating search guessed the true card %d/%d times", cheating, trials)
	}
}

// play runs a game with one agent per seat, giving each its view, and
// fails on an illegal choice. It returns the result.
func play(t testing.TB, s engine.State, agents []engine.Agent, rng uint64) engine.Result {
	t.Helper()
	chance := engine.NewRand(rng)
	for !s.IsTerminal() {
		p := s.CurrentPlayer()
		var a engine.Action
		if p == engine.Chance {
			a = engine.Sample(s, chance)
		} else {
			view := s.ViewFor(p)
			a = agents[p].Choose(view)
			if !engine.IsLegal(s, a) {
				t.Fatalf("%s: seat %d chose illegal action %d", s.Game().ID(), p, a)
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s.Result()
}

// Every kind of agent plays whole games of every test game legally, and a
// searching agent never loses tic-tac-toe to a random player.
func TestAgentsPlayLegally(t *testing.T) {
	kinds := func(seed uint64) []engine.Agent {
		return []engine.Agent{
			NewRandomAgent(seed),
			NewAgent(Easy, seed),
			NewAgentConfig(fixed(300, seed)),
		}
	}
	for _, tc := range []struct {
		g       engine.Game
		players int
	}{{nimGame, 2}, {tttGame, 2}, {pigGame, 2}, {pigGame, 4}, {gambleGame, 2}, {guessGame, 2}} {
		for seed := uint64(0); seed < 6; seed++ {
			agents := make([]engine.Agent, tc.players)
			for p := range agents {
				agents[p] = kinds(seed*10 + uint64(p))[(int(seed)+p)%3]
			}
			play(t, newState(t, tc.g, tc.players), agents, seed)
		}
	}
}

func TestTicTacToeNeverLosesToRandom(t *testing.T) {
	for game := 0; game < 40; game++ {
		seat := game % 2
		agents := []engine.Agent{NewRandomAgent(uint64(game)), NewRandomAgent(uint64(game))}
		agents[seat] = NewAgentConfig(fixed(1500, uint64(game)))
		r := play(t, newState(t, tttGame, 2), agents, uint64(game))
		if r.Ranks[seat] != 1 {
			t.Errorf("game %d: the search (seat %d) lost", game, seat)
		}
	}
}

// Pig with chance nodes: a searching agent beats random players clearly.
func TestPigBeatsRandom(t *testing.T) {
	wins := 0
	const games = 60
	for game := 0; game < games; game++ {
		seat := game % 2
		agents := []engine.Agent{NewRandomAgent(uint64(game)), NewRandomAgent(uint64(game) + 1000)}
		agents[seat] = NewAgentConfig(fixed(500, uint64(game)))
		if r := play(t, newState(t, pigGame, 2), agents, uint64(game)); r.Ranks[seat] == 1 {
			wins++
		}
	}
	if wins < games*8/10 {
		t.Errorf("search won %d/%d pig games against random", wins, games)
	}
}

func TestRandomAgentDeterministic(t *testing.T) {
	s := newState(t, tttGame, 2)
	a, b := NewRandomAgent(7), NewRandomAgent(7)
	seen := map[engine.Action]bool{}
	for i := 0; i < 50; i++ {
		x, y := a.Choose(s), b.Choose(s)
		if x != y {
			t.Fatalf("same seed, different choices %d %d", x, y)
		}
		seen[x] = true
	}
	if len(seen) < 5 {
		t.Errorf("random agent chose only %d distinct moves in 50 tries", len(seen))
	}
}

func TestHooksUsed(t *testing.T) {
	rollouts, evals := 0, 0
	RegisterHooks(pigGame.ID(), Hooks{
		Rollout: func(s engine.State, _ *rand.Rand) engine.Action {
			rollouts++
			return pigHold
		},
		Evaluate: func(s engine.State, out []float64) {
			evals++
			for p := range out {
				out[p] = 0.5
			}
		},
		Depth: 4,
	})
	defer RegisterHooks(pigGame.ID(), Hooks{})
	a, _ := searchBest(newState(t, pigGame, 2), fixed(200, 1))
	if a != pigRoll && a != pigHold {
		t.Errorf("illegal best %d", a)
	}
	if rollouts == 0 || evals == 0 {
		t.Errorf("hooks not used: %d rollouts, %d evaluations", rollouts, evals)
	}
}

// Slicing by time gives the same search as one call with the same budget.
func TestStepForSameAsStep(t *testing.T) {
	s := newState(t, pigGame, 2)
	cfg := fixed(2000, 8)
	_, whole := searchBest(s, cfg)
	sliced := NewSearch(s.ViewFor(0), cfg)
	slices := 0
	for !sliced.StepFor(50 * time.Microsecond) {
		slices++
	}
	if sliced.Iterations() != 2000 || slices == 0 {
		t.Fatalf("%d iterations in %d slices", sliced.Iterations(), slices)
	}
	a, b := whole.Stats(nil), sliced.Stats(nil)
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("stats differ: %+v vs %+v", a[i], b[i])
		}
	}
}

// Progressive widening bounds the actions a node considers and lets the
// rollout policy choose the new ones: with a policy that often names the
// winning number, a 300-iteration search finds it among 200 actions while
// expanding few; without widening it expands every action once and runs
// out of budget before it can prefer one.
func TestProgressiveWidening(t *testing.T) {
	policy := func(s engine.State, rng *rand.Rand) engine.Action {
		if rng.IntN(2) == 0 {
			return needle
		}
		return engine.Action(rng.IntN(200))
	}
	defer RegisterHooks(needleGame.ID(), Hooks{})
	for _, widen := range []float64{0, 1} {
		RegisterHooks(needleGame.ID(), Hooks{Rollout: policy, Widen: widen})
		a, s := searchBest(newState(t, needleGame, 2), fixed(300, 3))
		expanded := 0
		for _, st := range s.Stats(nil) {
			if st.Visits > 0 {
				expanded++
			}
		}
		if widen == 0 {
			if expanded != 200 {
				t.Errorf("without widening: %d of 200 actions expanded", expanded)
			}
			continue
		}
		if limit := int(math.Ceil(1 + math.Sqrt(300))); expanded > limit {
			t.Errorf("widening 1: %d actions expanded after 300 iterations, want at most %d", expanded, limit)
		}
		if a != needle {
			t.Errorf("widening 1: best %d, want %d", a, needle)
		}
	}
}

// Stopping once the leader cannot be caught saves iterations and never
// changes the move.
func TestStopWhenDecidedKeepsTheMove(t *testing.T) {
	saved := false
	for _, tc := range []struct {
		g       engine.Game
		players int
	}{{pigGame, 3}, {tttGame, 2}, {guessGame, 2}, {nimGame, 2}} {
		for seed := uint64(1); seed <= 6; seed++ {
			s := newState(t, tc.g, tc.players)
			for s.CurrentPlayer() == engine.Chance {
				if err := s.Apply(engine.Sample(s, engine.NewRand(seed))); err != nil {
					t.Fatal(err)
				}
			}
			full := fixed(1200, seed)
			early := full
			early.StopWhenDecided = true
			a, whole := searchBest(s, full)
			b, stopped := searchBest(s, early)
			if a != b {
				t.Errorf("%s seed %d: whole search plays %d, stopped search %d", tc.g.ID(), seed, a, b)
			}
			if stopped.Iterations() > whole.Iterations() {
				t.Errorf("%s seed %d: stopped search ran %d iterations, whole %d", tc.g.ID(), seed, stopped.Iterations(), whole.Iterations())
			}
			if stopped.Iterations() < whole.Iterations() {
				saved = true
			}
		}
	}
	if !saved {
		t.Error("no search stopped early")
	}
}
