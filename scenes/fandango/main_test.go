package fandango

import (
	"slices"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fd "monstermixer/engine/fandango"
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
	return tabletest.NewContext([]string{"Anna", "Bob", "Snaggle", "Fizzwick", "Grub", "Mopsy"}, n, viewer, scale)
}

// tableArea is the frame's table area at 1280x720 times scale.
func tableArea(scale float64) ui.Rect { return tabletest.Area(scale) }

// quests are the 2d8 rolls of the tests' 2-player games: Anna rolls 4, 5
// and 6 (15), Bob 7, 10 and 11 (28), so Anna starts.
var quests = []string{"roll 4", "roll 5", "roll 6", "roll 7", "roll 10", "roll 11"}

// game is a 2-player game on the small map after the actions, written in
// the notation of engine/fandango/RULES.md.
func game(t testing.TB, actions ...string) *fd.State {
	t.Helper()
	st := newState(t, 2, map[string]string{"map": "small"})
	play(t, st, append(append([]string{}, quests...), actions...)...)
	return st
}

// newState is a new game of n seats with the options.
func newState(t testing.TB, n int, opts map[string]string) *fd.State {
	t.Helper()
	st, err := fd.Game.NewState(engine.Setup{Players: n, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*fd.State)
}

// play applies actions in notation, failing at the first refusal
// (enginetest.Play).
func play(t testing.TB, st *fd.State, actions ...string) {
	t.Helper()
	enginetest.Play(t, st, actions...)
}

// act reads one action in notation.
func act(t testing.TB, st *fd.State, text string) engine.Action {
	t.Helper()
	a, err := st.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// showing makes a table showing st for the context's viewer.
func showing(st *fd.State, ctx *ui.Context, area ui.Rect) *Table {
	tb := New()
	tabletest.Show(tb, ctx, st, area)
	return tb
}

// tick runs the table's Update with scripted input, render draws it into
// a new w x h image and target finds its published target named name.
var tick, render, target = tabletest.Tick, tabletest.Render, tabletest.Target

// click clicks the target named name and returns what the table made of
// it.
func click(t *testing.T, tb *Table, ctx *ui.Context, area ui.Rect, name string) (engine.Action, bool) {
	t.Helper()
	tg, ok := target(tb, name)
	if !ok {
		var names []string
		for _, tg := range tb.Targets() {
			names = append(names, tg.Name)
		}
		t.Fatalf("no target %q among %q", name, names)
	}
	in := &ui.Script{}
	in.X, in.Y = tg.Rect.Center()
	tick(tb, ctx, in, area, true)
	in.ClickRect(tg.Rect)
	return tick(tb, ctx, in, area, true)
}

// choiceFacings are the legal moves of the chosen unit ending on hex h.
func (t *Table) choiceFacings(h int) []engine.Action {
	var out []engine.Action
	for f := range fd.Dir(6) {
		a := t.moveAction(t.sel, h, f, t.ride)
		if slices.Contains(t.legal, a) {
			out = append(out, a)
		}
	}
	return out
}

// atTable shows st at 1280x720 to viewer among n seats (newCtx,
// tableArea, showing): the context, the table area and the table.
func atTable(st *fd.State, n, viewer int) (*ui.Context, ui.Rect, *Table) {
	ctx := newCtx(n, viewer, 1)
	area := tableArea(1)
	return ctx, area, showing(st, ctx, area)
}
