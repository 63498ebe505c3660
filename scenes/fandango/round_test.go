package fandango

import (
	"strconv"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
)

// TestTheRoundFollowsTheAnimation: while the action that ends a round
// still plays (its die rolling), the round label and the top bar's
// progress say the old round; the new round shows once it has played
// (issue 34: "Round 2" showed while the round-1 die was rolling).
func TestTheRoundFollowsTheAnimation(t *testing.T) {
	st := newState(t, 2, map[string]string{"map": "small", "rounds": "20"})
	ctx := newCtx(2, engine.Observer, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	rng := engine.NewRand(3)
	in := &ui.Script{}
	checked := 0
	for i := 0; i < 3000 && !st.IsTerminal() && checked < 3; i++ {
		a, _ := enginetest.RandomAction(st, rng, nil)
		before := st.Clone().(*fd.State)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(engine.Observer))
		if before.Round() < 1 || st.Round() == before.Round() {
			tb.SkipAnimation()
			continue
		}
		old := "Round " + strconv.Itoa(before.Round()) + " of 20"
		now := "Round " + strconv.Itoa(st.Round()) + " of 20"
		if !tb.Busy() {
			t.Fatalf("the action ending round %d does not animate", before.Round())
		}
		for n := 0; tb.Busy(); n++ {
			if n > 2000 {
				t.Fatalf("action %d never finishes animating", i)
			}
			if tb.Progress() != old || tb.texts.round != old {
				t.Fatalf("while round %d's last action plays the progress reads %q and the label %q, want %q", before.Round(), tb.Progress(), tb.texts.round, old)
			}
			tick(tb, ctx, in, area, false)
		}
		if tb.Progress() != now || tb.texts.round != now {
			t.Fatalf("once it has played the progress reads %q and the label %q, want %q", tb.Progress(), tb.texts.round, now)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no round ended")
	}
}
