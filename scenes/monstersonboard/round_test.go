package monstersonboard

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// TestTheProgressFollowsTheAnimation: in family mode the action that
// ends a round plays its scoring before the top bar's progress tells the
// next round (issue 34: "Round 3" was announced before the person's own
// row score showed); once it has played, the new round shows.
func TestTheProgressFollowsTheAnimation(t *testing.T) {
	st := newGame(t, 2, map[string]string{mb.OptMode: mb.ModeFamily})
	ctx := newCtx(2, engine.Observer, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	rng := engine.NewRand(5)
	in := &ui.Script{}
	checked := 0
	for i := 0; i < 5000 && !st.IsTerminal() && checked < 2; i++ {
		a, _ := enginetest.RandomAction(st, rng, nil)
		before := st.Clone().(*mb.State)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(engine.Observer))
		if before.Round() < 1 || st.Round() == before.Round() {
			tb.SkipAnimation()
			continue
		}
		if !tb.Busy() {
			t.Fatalf("the action ending round %d does not animate", before.Round())
		}
		if want := progressLine(before); tb.Progress() != want {
			t.Fatalf("as round %d's last action starts to play the progress reads %q, want %q", before.Round(), tb.Progress(), want)
		}
		for n := 0; tb.Busy(); n++ {
			if n > 5000 {
				t.Fatalf("action %d never finishes animating", i)
			}
			tick(tb, ctx, in, area, false)
		}
		if want := progressLine(st); tb.Progress() != want || !strings.HasPrefix(want, "Round ") {
			t.Fatalf("once it has played the progress reads %q, want %q", tb.Progress(), want)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no round ended")
	}
}
