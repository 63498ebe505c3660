package scenes

import (
	"testing"

	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// The frame's keyboard ring: an arrow shows it round the focused target,
// the arrows reach every target of the frame (the table's, the prompt's
// buttons, Menu), and a moved pointer hides it again.
func TestTheFocusRingShowsOverTheFrame(t *testing.T) {
	a, f := tradeGame(t, "always", []record.Seat{anna, {Name: "Blorb", Kind: session.KindEasy}}, "deal 2", "keep", "deal 5", "keep")
	in := a.In.(*ui.Script)
	tick(t, a, in, 1)
	ts := f.Targets()
	for i := range ts {
		if _, ok := tabletest.ArrowPath(ts, 0, i); !ok {
			t.Errorf("the arrows do not reach %s from %s", ts[i].Name, ts[0].Name)
		}
	}
	ring := func(name string) int {
		img := render(t, a, name)
		tg, ok := f.focus.Focus()
		if !ok {
			return 0
		}
		r := tg.Rect.Inset(-7)
		return count(img, ui.ColFocus, &r) - count(img, ui.ColFocus, &tg.Rect)
	}
	if n := ring("focus-none"); n != 0 {
		t.Fatalf("a ring of %d pixels before any arrow", n)
	}
	in.Press(ui.CmdDown)
	tick(t, a, in, 1)
	tg, ok := f.focus.Focus()
	if !ok || tg.Name != f.prompt.target().Name {
		t.Fatalf("the first arrow shows the ring on %v (%v), want the prompt's first button", tg, ok)
	}
	if n := ring("focus-ring"); n < 200 {
		t.Fatalf("the ring round %s has %d pixels", tg.Name, n)
	}
	in.X, in.Y = 30, 30
	tick(t, a, in, 1)
	if f.focus.Shown() {
		t.Fatal("the ring stays after the pointer moved")
	}
}
