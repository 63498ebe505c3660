package enginetest_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

func newGame(t *testing.T, players int, options map[string]string) engine.State {
	t.Helper()
	s, err := enginetest.HighCard.NewState(engine.Setup{Players: players, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// RULES.md's notation example: the second player swaps a 2 for a 5 and wins.
func TestNotationExample(t *testing.T) {
	s := newGame(t, 2, nil)
	enginetest.Play(t, s, "deal 4", "keep", "deal 2", "swap", "deal 5", "keep")
	r := s.Result()
	if !s.IsTerminal() || !reflect.DeepEqual(r.Scores, []int{4, 5}) || !reflect.DeepEqual(r.Ranks, []int{2, 1}) {
		t.Fatalf("terminal %v, result %+v", s.IsTerminal(), r)
	}
}

// "A player swaps only once": the refusal says so and changes nothing.
func TestSwapOnlyOnce(t *testing.T) {
	s := newGame(t, 2, nil)
	enginetest.Play(t, s, "deal 3", "swap", "deal 1")
	before := engine.Hash(s)
	err := s.Apply(enginetest.Swap)
	var ie *engine.IllegalError
	if !errors.As(err, &ie) || ie.Reason != "a player swaps only once" || engine.Hash(s) != before {
		t.Fatalf("second swap: %v", err)
	}
	if engine.IsLegal(s, enginetest.Swap) {
		t.Fatal("a second swap is listed as legal")
	}
}

// "Until the whole table has swapped as often as the Swap limit says;
// after that everyone must keep."
func TestSwapLimit(t *testing.T) {
	s := newGame(t, 2, map[string]string{enginetest.OptSwaps: enginetest.SwapsAny, enginetest.OptLimit: "4"})
	enginetest.Play(t, s, "deal 1", "swap", "deal 1", "swap", "deal 2", "swap", "deal 2", "keep", "deal 1", "swap", "deal 3")
	if got := engine.Legal(s); !reflect.DeepEqual(got, []engine.Action{enginetest.Keep}) {
		t.Fatalf("after four swaps the legal actions are %v, want only keep", got)
	}
	if err := s.Apply(enginetest.Swap); err == nil || !strings.Contains(err.Error(), "used up its swaps") {
		t.Fatalf("a fifth swap: %v", err)
	}
}

// "The player wins by keeping a 4 or better, and loses otherwise."
func TestAloneWithoutTheHouse(t *testing.T) {
	for card, rank := range map[string]int{"deal 4": 1, "deal 6": 1, "deal 3": 2, "deal 1": 2} {
		s := newGame(t, 1, nil)
		enginetest.Play(t, s, card, "keep")
		if r := s.Result(); r.Ranks[0] != rank || len(r.Rivals) != 0 {
			t.Errorf("%s: result %+v, want rank %d", card, r, rank)
		}
	}
}

// "A player alone at the table can lose to it"; at a table the House is
// ranked with the players, ties shared.
func TestTheHouse(t *testing.T) {
	s := newGame(t, 1, map[string]string{enginetest.OptHouse: "yes"})
	enginetest.Play(t, s, "deal 5", "keep", "deal 6")
	r := s.Result()
	if !s.IsTerminal() || r.Ranks[0] != 2 || len(r.Rivals) != 1 || !reflect.DeepEqual(r.Rivals[0], engine.Rival{Name: "The House", Score: 6, Rank: 1, Breakdown: []string{"Card = 6"}}) {
		t.Fatalf("alone against the House: %+v", r)
	}
	s = newGame(t, 3, map[string]string{enginetest.OptHouse: "yes"})
	enginetest.Play(t, s, "deal 5", "keep", "deal 2", "keep", "deal 5", "keep", "deal 3")
	r = s.Result()
	if !reflect.DeepEqual(r.Ranks, []int{1, 4, 1}) || r.Rivals[0].Rank != 3 {
		t.Fatalf("three against the House: %+v", r)
	}
}

// "When a player keeps a card, each earlier player who still holds a chip
// is asked in seat order"; a trade exchanges the kept cards and ends the
// turn, a pass asks the next earlier player.
func TestTradeWindows(t *testing.T) {
	s := newGame(t, 3, map[string]string{enginetest.OptTrade: "yes"})
	enginetest.Play(t, s, "deal 2", "keep", "deal 6", "keep")
	w, ok := engine.OpenWindow(s)
	if !ok || w.Seat != 0 || w.Pass != enginetest.Pass || w.Prompt.String() != "Trade your card for Seat 2's card?" || !w.Useful {
		t.Fatalf("window after the second keep: %+v %v", w, ok)
	}
	if got := engine.Legal(s); !reflect.DeepEqual(got, []engine.Action{enginetest.Trade, enginetest.Pass}) {
		t.Fatalf("window actions %v", got)
	}
	enginetest.Play(t, s, "trade", "deal 4", "keep")
	// Seat 1 (now holding the 2) is asked; seat 0 gave its chip up.
	if w, ok := engine.OpenWindow(s); !ok || w.Seat != 1 {
		t.Fatalf("window after the third keep: %+v %v", w, ok)
	}
	enginetest.Play(t, s, "pass")
	if r := s.Result(); !s.IsTerminal() || !reflect.DeepEqual(r.Scores, []int{6, 2, 4}) {
		t.Fatalf("after the trade: terminal %v, %+v", s.IsTerminal(), r)
	}
}

// Play names the line that fails.
func TestPlayNamesTheLine(t *testing.T) {
	ft := &fakeT{TB: t}
	func() {
		defer func() { _ = recover() }()
		enginetest.Play(ft, newGame(t, 2, nil), "deal 3", "keep", "fold")
	}()
	if !strings.Contains(ft.msg, `line 3 "fold"`) {
		t.Fatalf("Play reported %q", ft.msg)
	}
}

// fakeT records a fatal message instead of failing the test.
type fakeT struct {
	testing.TB
	msg string
}

func (f *fakeT) Helper() {}
func (f *fakeT) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	panic("fatal")
}
