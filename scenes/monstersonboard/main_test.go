package monstersonboard

import (
	"testing"

	"monstermixer/engine"
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

// playUntil plays seeded random legal actions until done says stop
// (tabletest.PlayUntil).
func playUntil(t testing.TB, st *mb.State, seed uint64, done func(*mb.State) bool) {
	t.Helper()
	tabletest.PlayUntil(t, st, seed, 20000, done)
}

// showing makes a table showing the view of st for the context's viewer.
func showing(st *mb.State, ctx *ui.Context, area ui.Rect) *Table {
	tb := New()
	tabletest.Show(tb, ctx, st, area)
	return tb
}

// tick runs the table's Update with scripted input, render draws it into
// a new w x h image and target finds its published target named name.
var tick, render, target = tabletest.Tick, tabletest.Render, tabletest.Target

// atTable shows st at 1280x720 to viewer among n seats (newCtx,
// tableArea, showing): the context, the table area and the table.
func atTable(st *mb.State, n, viewer int) (*ui.Context, ui.Rect, *Table) {
	ctx := newCtx(n, viewer, 1)
	area := tableArea(1)
	return ctx, area, showing(st, ctx, area)
}
