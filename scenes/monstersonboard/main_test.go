package monstersonboard

import (
	"image"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestMain runs the tests inside ebiten's loop so that images can be
// drawn and read.
func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// newCtx is a context for n seats seen by viewer at 1280x720 times scale.
func newCtx(n, viewer int, scale float64) *ui.Context {
	return tabletest.NewContext([]string{"Anna", "Blorb", "Snaggle", "Fizzwick"}, n, viewer, scale)
}

// tableArea is the frame's table area at 1280x720 times scale.
func tableArea(scale float64) ui.Rect { return tabletest.Area(scale) }

// newGame returns a new game with n seats and the options.
func newGame(t testing.TB, n int, opts map[string]string) *mb.State {
	t.Helper()
	st, err := mb.Game.NewState(engine.Setup{Players: n, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*mb.State)
}

// playUntil plays seeded random legal actions until done says stop.
func playUntil(t testing.TB, st *mb.State, seed uint64, done func(*mb.State) bool) {
	t.Helper()
	rng := engine.NewRand(seed)
	var legal []engine.Action
	for i := 0; !done(st); i++ {
		if st.IsTerminal() || i > 20000 {
			t.Fatalf("condition never met (phase %v, round %d)", st.Phase(), st.Round())
		}
		legal = enginetest.StepRandom(t, st, rng, legal)
	}
}

// showing makes a table showing the view of st for the context's viewer.
func showing(st *mb.State, ctx *ui.Context, area ui.Rect) *Table {
	tb := New()
	tabletest.Show(tb, ctx, st, area)
	return tb
}

// tick runs the table's Update with scripted input.
func tick(tb *Table, ctx *ui.Context, in *ui.Script, area ui.Rect, myTurn bool) (engine.Action, bool) {
	return tabletest.Tick(tb, ctx, in, area, myTurn)
}

// render draws the table into a new w x h image.
func render(tb *Table, ctx *ui.Context, area ui.Rect, w, h int, name string) *image.RGBA {
	return tabletest.Render(tb, ctx, area, w, h, name)
}

// target finds the published target named name.
func target(tb *Table, name string) (ui.Target, bool) { return tabletest.Target(tb, name) }
