package ai_test

import (
	"math/rand/v2"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/enginetest"
)

// dealt returns a High Card game in which seat 0 was dealt a (and kept
// it) and seat 1 was dealt b: seat 1 decides.
func dealt(t *testing.T, a, b engine.Action) engine.State {
	t.Helper()
	s, err := enginetest.HighCard.NewState(engine.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []engine.Action{a, enginetest.Keep, b} {
		if err := s.Apply(x); err != nil {
			t.Fatal(err)
		}
	}
	if s.CurrentPlayer() != 1 {
		t.Fatalf("seat %d to play, want 1", s.CurrentPlayer())
	}
	return s
}

func stats(search engine.State, iters int) []ai.ActionStat {
	c := ai.LevelConfig(ai.Normal, 5)
	c.TimeCap, c.Iterations = 0, iters
	se := ai.NewSearch(search, c)
	for !se.Step(iters) {
	}
	return se.Stats(nil)
}

// The search from seat 1's view is the same whatever seat 0's secret card
// is, while a search that sees the secret plays differently; and it keeps a
// 6 and swaps a 1.
func TestHighCardSecretsDoNotLeak(t *testing.T) {
	low, high := dealt(t, 1, 4), dealt(t, 6, 4)
	a, b := stats(low.ViewFor(1), 2000), stats(high.ViewFor(1), 2000)
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("the view search depends on the opponent's secret: %+v vs %+v", a[i], b[i])
		}
	}
	ca, cb := stats(cheatState{low.Clone()}, 2000), stats(cheatState{high.Clone()}, 2000)
	if ca[0].Action != enginetest.Keep || cb[0].Action != enginetest.Swap {
		t.Errorf("a search that sees seat 0's card should keep a 4 against a 1 and swap it against a 6: %+v / %+v", ca, cb)
	}
	if got := stats(dealt(t, 3, 6).ViewFor(1), 2000)[0].Action; got != enginetest.Keep {
		t.Errorf("with a 6, the search chose %d, want Keep", got)
	}
	if got := stats(dealt(t, 3, 1).ViewFor(1), 2000)[0].Action; got != enginetest.Swap {
		t.Errorf("with a 1, the search chose %d, want Swap", got)
	}
}

// cheatState makes Determinize return the full state itself.
type cheatState struct{ engine.State }

func (c cheatState) Determinize(int, *rand.Rand) engine.State { return c.State.Clone() }
