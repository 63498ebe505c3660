package monstersonboard

import (
	"slices"
	"strconv"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// The side panel's scores (ui.PanelScores, as the frame and the replay
// keep them) are the board's at every step of an animation: a seat's
// Spook Juice counts up on the panel as it does on the board, and Spider
// Jack's too versus him; at the end both show the new state.
func TestPanelScoresFollowTheBoard(t *testing.T) {
	for _, g := range []struct {
		players int
		opts    map[string]string
		kind    mb.EventKind
	}{{2, nil, mb.EvJuice}, {1, map[string]string{mb.OptSolo: mb.SoloJack}, mb.EvJackJuice}} {
		st := newGame(t, g.players, g.opts)
		rng := engine.NewRand(7)
		var a engine.Action
		var legal []engine.Action
		for {
			if st.IsTerminal() {
				t.Fatalf("%d players: no action scores after other events", g.players)
			}
			a, legal = enginetest.RandomAction(st, rng, legal)
			next := st.Clone().(*mb.State)
			if err := next.Apply(a); err != nil {
				t.Fatal(err)
			}
			evs := next.Events()
			if i := slices.IndexFunc(evs, func(e mb.Event) bool { return e.Kind == g.kind && e.To > e.From+1 }); i > 0 {
				break // a gain that counts, after something else
			}
			st = next
		}
		ctx, area, tb := atTable(st, g.players, engine.Observer)
		before := st.ViewFor(engine.Observer)
		var ps ui.PanelScores
		ps.Changed(before)
		ps.Sync(tb, g.players)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		after := st.ViewFor(engine.Observer)
		tb.Animate(ctx, before, a, after)
		ps.Changed(after)
		board := func() []string {
			var out []string
			for p := 0; p < g.players; p++ {
				out = append(out, strconv.Itoa(tb.counter(p, true, int(tb.v.boards[p].Juice))))
			}
			if tb.v.solo == mb.SoloMode2 {
				out = append(out, strconv.Itoa(tb.jackJuice(int(tb.v.jack.Juice))))
			}
			return out
		}
		panel := func() []string {
			out := slices.Clone(ps.Seats)
			for _, r := range ps.Rivals {
				out = append(out, strconv.Itoa(r.Score))
			}
			return out
		}
		changes := 0
		last := panel()
		for i := 0; i < 2000 && tb.Busy(); i++ {
			tick(tb, ctx, &ui.Script{}, area, false)
			ps.Sync(tb, g.players)
			if got, want := panel(), board(); !slices.Equal(got, want) {
				t.Fatalf("%d players, tick %d of %s: the panel shows %q, the board %q", g.players, i, st.ActionString(a), got, want)
			}
			if got := panel(); !slices.Equal(got, last) {
				changes++
				last = got
			}
		}
		if tb.Busy() {
			t.Fatal("the animation never ends")
		}
		ps.Sync(tb, g.players)
		res := after.Result()
		want := []string{}
		for _, sc := range res.Scores {
			want = append(want, strconv.Itoa(sc))
		}
		for _, r := range res.Rivals {
			want = append(want, strconv.Itoa(r.Score))
		}
		if got := panel(); !slices.Equal(got, want) || changes < 2 {
			t.Fatalf("%d players: at rest the panel shows %q, the state %q; it changed %d times while the board counted", g.players, got, want, changes)
		}
	}
}
