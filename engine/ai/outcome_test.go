package ai

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/match"
)

// ---- Outcome: seat 0 picks one of a list of results; then a tail of
// choices that change nothing (coin flips in a solo game, seat 1's choices
// otherwise); then the picked result is the game's. ----

type outcome struct {
	numberNotation
	g       *tinyGame
	results []engine.Result
	n       int
	tail    int // actions left after the pick
	pick    int // -1 before the pick
}

func outcomeGame(id string, players, tail int, results ...engine.Result) *tinyGame {
	g := &tinyGame{id: id, min: players, max: players}
	g.newState = func(int) engine.State { return &outcome{g: g, results: results, n: players, tail: tail, pick: -1} }
	return g
}

func (s *outcome) Game() engine.Game { return s.g }
func (s *outcome) NumPlayers() int   { return s.n }
func (s *outcome) CurrentPlayer() int {
	switch {
	case s.pick < 0:
		return 0
	case s.tail > 0 && s.n > 1:
		return 1
	case s.tail > 0:
		return engine.Chance
	}
	return engine.Terminal
}
func (s *outcome) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.CurrentPlayer() {
	case 0:
		for i := range s.results {
			dst = append(dst, engine.Action(i))
		}
	case 1, engine.Chance:
		dst = append(dst, 0, 1)
	}
	return dst
}
func (s *outcome) ChanceOutcomes() []engine.ChanceOutcome {
	if s.CurrentPlayer() != engine.Chance {
		return nil
	}
	return engine.UniformOutcomes(nil, []engine.Action{0, 1})
}
func (s *outcome) Apply(a engine.Action) error {
	if err := applyLegal(s, a); err != nil {
		return err
	}
	if s.pick < 0 {
		s.pick = int(a)
	} else {
		s.tail--
	}
	return nil
}
func (s *outcome) IsTerminal() bool { return s.CurrentPlayer() == engine.Terminal }
func (s *outcome) Result() engine.Result {
	if s.pick < 0 {
		return engine.Result{Scores: make([]int, s.n)}
	}
	return s.results[s.pick]
}
func (s *outcome) Clone() engine.State                      { c := *s; return &c }
func (s *outcome) ViewFor(int) engine.State                 { return s.Clone() }
func (s *outcome) Determinize(int, *rand.Rand) engine.State { return s.Clone() }
func (s *outcome) Encode() []byte                           { return fmt.Appendf(nil, "%d/%d", s.pick, s.tail) }

// bestOf searches the pick of an outcome game.
func bestOf(t *testing.T, g engine.Game) engine.Action {
	t.Helper()
	a, _ := searchBest(newState(t, g, g.MinPlayers()), fixed(400, 1))
	return a
}

func solo(score, rank int) engine.Result {
	r := engine.Result{Scores: []int{score}}
	if rank > 0 {
		r.Ranks = []int{rank}
	}
	return r
}

func rival(score, rank int) engine.Rival {
	return engine.Rival{Name: "Spider Jack", Score: score, Rank: rank}
}

// A lone seat plays for rank 1 (its goal) before its score: a bold 1 that
// meets the goal beats a safe 10 that misses it.
func TestSoloPlaysForItsGoal(t *testing.T) {
	g := outcomeGame("test-solo-goal", 1, 0, solo(10, 2), solo(1, 1))
	if a := bestOf(t, g); a != 1 {
		t.Errorf("the search chose %d: the higher score that misses the goal", a)
	}
}

// Between two results of the same rank, or when the game gives no rank, a
// lone seat plays for the higher score (normalised over what it has seen).
func TestSoloPlaysForItsScore(t *testing.T) {
	for _, rank := range []int{0, 1, 2} {
		g := outcomeGame(fmt.Sprintf("test-solo-score-%d", rank), 1, 0, solo(3, rank), solo(7, rank), solo(5, rank))
		if a := bestOf(t, g); a != 1 {
			t.Errorf("rank %d: the search chose %d, want the 7", rank, a)
		}
	}
}

// Against a rival, a tie for first is half a win: a lone seat prefers to
// beat Spider Jack 6 to 5 than to tie him 10 to 10. (Were the rival
// ignored, the tie would count as a whole win with the better score.)
func TestSoloAgainstARival(t *testing.T) {
	tie := engine.Result{Scores: []int{10}, Ranks: []int{1}, Rivals: []engine.Rival{rival(10, 1)}}
	beat := engine.Result{Scores: []int{6}, Ranks: []int{1}, Rivals: []engine.Rival{rival(5, 2)}}
	if a := bestOf(t, outcomeGame("test-rival", 1, 0, tie, beat)); a != 1 {
		t.Errorf("the search chose %d: a tie with the rival over a win", a)
	}
}

// A seat beaten by a rival has lost, whatever the seats' order; a tie with
// a rival shares the win; the rival's score is part of the table's range.
func TestRewardsWithRivals(t *testing.T) {
	out := make([]float64, 2)
	check := func(name string, r engine.Result, want ...float64) {
		t.Helper()
		Rewards(r, 0.2, out[:len(want)])
		for p, w := range want {
			if math.Abs(out[p]-w) > 1e-12 {
				t.Errorf("%s: seat %d reward %v, want %v", name, p, out[p], w)
			}
		}
	}
	// "Spider Jack 212, Anna 198: Spider Jack wins."
	check("a lone seat loses", engine.Result{Scores: []int{198}, Ranks: []int{2}, Rivals: []engine.Rival{rival(212, 1)}}, 0)
	check("a lone seat wins", engine.Result{Scores: []int{212}, Ranks: []int{1}, Rivals: []engine.Rival{rival(198, 2)}}, 1)
	check("a tie with the rival", engine.Result{Scores: []int{5}, Ranks: []int{1}, Rivals: []engine.Rival{rival(5, 1)}}, 0.8*0.5+0.2*0.5)
	// Both seats lose to the rival: no win share, however the seats rank.
	check("two seats lose", engine.Result{Scores: []int{9, 4}, Ranks: []int{2, 3}, Rivals: []engine.Rival{rival(14, 1)}}, 0.2*0.5, 0)
	// A seat that beats the other seat but not the rival has lost.
	check("second to a rival", engine.Result{Scores: []int{9, 4}, Ranks: []int{2, 3}, Rivals: []engine.Rival{rival(9, 1)}}, 0.2, 0)
}

// The Evaluate hook replaces the rest of a rollout after Depth actions:
// with it, the search believes the evaluation (pick 0), whose real result
// is a loss; without it, or with a Depth beyond the game's end, the search
// plays the rollouts out and picks the real win (pick 1). The tail of 30
// decisions is deeper than the tree grows in 400 iterations, so rollouts
// run to Depth.
func TestEvaluateAndDepth(t *testing.T) {
	lose := engine.Result{Scores: []int{0, 1}, Ranks: []int{2, 1}}
	win := engine.Result{Scores: []int{1, 0}, Ranks: []int{1, 2}}
	g := outcomeGame("test-evaluate", 2, 30, lose, win)
	evaluations := 0
	eval := func(s engine.State, out []float64) {
		evaluations++
		pick := s.(*outcome).pick
		out[0], out[1] = float64(1-pick), float64(pick)
	}
	defer RegisterHooks(g.ID(), Hooks{})
	for _, c := range []struct {
		hooks Hooks
		want  engine.Action
	}{
		{Hooks{}, 1},
		{Hooks{Evaluate: eval}, 1}, // no Depth: play to the end
		{Hooks{Evaluate: eval, Depth: 3}, 0},
		{Hooks{Evaluate: eval, Depth: 31}, 1}, // deeper than the game
	} {
		RegisterHooks(g.ID(), c.hooks)
		evaluations = 0
		if a := bestOf(t, g); a != c.want {
			t.Errorf("Depth %d, Evaluate %v: picked %d, want %d", c.hooks.Depth, c.hooks.Evaluate != nil, a, c.want)
		}
		if used := evaluations > 0; used != (c.hooks.Depth == 3) {
			t.Errorf("Depth %d: %d evaluations", c.hooks.Depth, evaluations)
		}
	}
}

// A response window is an ordinary decision: holding a 1, a seat offered a
// trade for a card it cannot see trades; holding a 6, it passes.
func TestWindowIsADecision(t *testing.T) {
	for _, c := range []struct {
		own  string
		want engine.Action
	}{{"deal 1", enginetest.Trade}, {"deal 6", enginetest.Pass}} {
		s, err := enginetest.HighCard.NewState(engine.Setup{Players: 2, Options: map[string]string{enginetest.OptTrade: "yes"}})
		if err != nil {
			t.Fatal(err)
		}
		enginetest.Play(t, s, c.own, "keep", "deal 4", "keep")
		if w, ok := engine.OpenWindow(s); !ok || w.Seat != 0 {
			t.Fatalf("no window for seat 0: %+v", w)
		}
		if a, _ := searchBest(s, fixed(600, 2)); a != c.want {
			t.Errorf("holding %s: chose %s, want %s", c.own, s.ActionString(a), s.ActionString(c.want))
		}
	}
}

// Computer seats play whole games with windows, the House and swaps at
// will, to the end.
func TestAgentsPlayHighCardWithEveryOption(t *testing.T) {
	g := enginetest.HighCard
	setup := engine.Setup{Players: 3, Options: map[string]string{enginetest.OptTrade: "yes", enginetest.OptHouse: "yes", enginetest.OptSwaps: enginetest.SwapsAny, enginetest.OptLimit: "4"}}
	for i := range uint64(4) {
		agents := []engine.Agent{NewAgentConfig(fixed(100, i)), NewRandomAgent(i), NewAgentConfig(fixed(100, i+9))}
		out, err := match.Play(g, setup, agents, engine.NewRand(i), nil, i, g.MaxActions(setup))
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if len(out.Result.Rivals) != 1 {
			t.Fatalf("game %d: result %+v has no House", i, out.Result)
		}
	}
}
