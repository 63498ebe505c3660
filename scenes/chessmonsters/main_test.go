package chessmonsters

import (
	"image"
	"testing"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestMain runs the tests inside ebiten's loop so that images can be
// drawn and read.
func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// frameArea is the table area the frame gives at 1280x720.
var frameArea = ui.Rect{X: 12, Y: 68, W: 944, H: 640}

// newCtx is a context of the two seats seen by viewer.
func newCtx(viewer int, speed float64) *ui.Context {
	ctx := &ui.Context{Scale: 1, AnimSpeed: speed, Sound: &ebitentest.Sounds{}, Viewer: viewer}
	for i, name := range []string{"Anna", "Blorb"} {
		c, sym := ui.Look(i)
		ctx.Seats = append(ctx.Seats, ui.Seat{Name: name, Color: c, Symbol: sym, Human: true})
	}
	return ctx
}

// play applies actions in notation and fails the test on a refusal. A
// response window that the next action does not answer is passed first:
// a window opens whenever the other seat might hold an interrupt, as far
// as the mover knows, though these teams and hands hold none.
func play(t testing.TB, st *cm.State, actions ...string) {
	t.Helper()
	for _, x := range actions {
		a, err := st.ParseAction(x)
		if w, open := st.OpenWindow(); open && (err != nil || !engine.IsLegal(st, a)) {
			if err := st.Apply(w.Pass); err != nil {
				t.Fatalf("pass before %s: %v", x, err)
			}
			a, err = st.ParseAction(x)
		}
		if err == nil {
			err = st.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", x, err)
		}
	}
}

// ready is a game after the picks, the hands (no interrupts) and the
// starting dice: Anna (White) starts.
func ready(t testing.TB) *cm.State {
	t.Helper()
	s, err := cm.Game.NewState(engine.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*cm.State)
	for range 2 {
		play(t, st, "pick jumo", "pick jumo", "pick lotl", "pick lotl", "pick shellby", "pick shellby")
	}
	play(t, st, "draw mirror", "draw gloves", "draw mirror", "draw gloves", "start 6 1")
	return st
}

// facing is the position of TestAttack...: Anna's Jumo on c4 faces
// Blorb's Jumo on c5, her other Jumo on d4 can join a team attack.
func facing(t testing.TB) *cm.State {
	st := ready(t)
	play(t, st, "summon jumo c2", "summon jumo c5", "summon jumo d2", "summon lotl a6",
		"d2-d3", "d3-d4", "end", "a6-a5", "end", "c2-c3", "c3-c4", "pass")
	return st
}

// view is st as viewer sees it.
func view(st *cm.State, viewer int) *cm.State { return st.ViewFor(viewer).(*cm.State) }

// shown makes a table showing st to viewer, laid out in frameArea.
func shown(t *testing.T, st *cm.State, viewer int) (*Table, *ui.Context) {
	t.Helper()
	return showTo(st, viewer, st.CurrentPlayer() == viewer)
}

// update runs one tick of tb in the frame's area on the viewer's turn with
// the scripted input, then ends the script's tick; it returns what the
// table played.
func update(tb *Table, ctx *ui.Context, in *ui.Script) (engine.Action, bool) {
	a, ok := tb.Update(ctx, in, frameArea, true)
	in.EndTick()
	return a, ok
}

// showTo makes a table showing st to viewer, laid out in frameArea by a
// first Update with myTurn.
func showTo(st *cm.State, viewer int, myTurn bool) (*Table, *ui.Context) {
	ctx := newCtx(viewer, 1)
	tb := New()
	tb.Reset(ctx, view(st, viewer))
	tb.Update(ctx, &ui.Script{}, frameArea, myTurn)
	return tb, ctx
}

func render(t *testing.T, tb *Table, ctx *ui.Context, name string) *image.RGBA {
	t.Helper()
	return tabletest.Render(tb, ctx, frameArea, 1280, 720, name)
}
