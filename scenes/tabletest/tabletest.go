// Package tabletest holds what the drawing tests of the table frame and of
// every game's table share: drawing a table into an image and counting its
// pixels. Only tests import it (it needs a display, see ebitentest).
package tabletest

import (
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"

	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/ui"
)

// Render draws tb into area of a new w x h image, on the frame's table
// background, and returns its pixels; when MIXER_SHOTS names a folder the
// image is saved there as NAME.png for a person to look at.
func Render(tb ui.Table, ctx *ui.Context, area ui.Rect, w, h int, name string) *image.RGBA {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	img.Fill(ui.ColBackground)
	ui.FillRoundRect(img, area, 16*ctx.Scale, ui.ColPanelLo)
	tb.Draw(ctx, img, area)
	return ebitentest.Snapshot(img, name)
}

// Near reports whether two colours differ by at most tol in each of red,
// green and blue.
func Near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// Count counts the pixels of r that are exactly colour c.
func Count(img *image.RGBA, c color.RGBA, r ui.Rect) int {
	return countIn(img, r, func(p color.RGBA) bool { return p == c })
}

// CountNear counts the pixels of r within tol of colour c (Near).
func CountNear(img *image.RGBA, c color.RGBA, tol int, r ui.Rect) int {
	return countIn(img, r, func(p color.RGBA) bool { return Near(p, c, tol) })
}

// Whole is the rectangle of the whole image, for Count and CountNear.
func Whole(img *image.RGBA) ui.Rect {
	b := img.Bounds()
	return ui.Rect{X: float64(b.Min.X), Y: float64(b.Min.Y), W: float64(b.Dx()), H: float64(b.Dy())}
}

func countIn(img *image.RGBA, r ui.Rect, match func(color.RGBA) bool) int {
	b := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H)).Intersect(img.Bounds())
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if match(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// NewContext is a context for the first n of names, seen by viewer at
// 1280x720 times scale, that records the sounds played (ebitentest.Sounds).
// Seat 0 is the human.
func NewContext(names []string, n, viewer int, scale float64) *ui.Context {
	ctx := &ui.Context{Scale: scale, AnimSpeed: 1, Sound: &ebitentest.Sounds{}, Viewer: viewer}
	for i := 0; i < n; i++ {
		c, sym := ui.Look(i)
		ctx.Seats = append(ctx.Seats, ui.Seat{Name: names[i], Color: c, Symbol: sym, Human: i == 0})
	}
	return ctx
}

// Area is the frame's table area at 1280x720 times scale.
func Area(scale float64) ui.Rect {
	return ui.Rect{X: 12 * scale, Y: 68 * scale, W: 944 * scale, H: 640 * scale}
}

// Show resets tb to the view of st for the context's viewer and runs one
// Update without input, as the frame does when a table first shows a game.
func Show(tb ui.Table, ctx *ui.Context, st engine.State, area ui.Rect) {
	tb.Reset(ctx, st.ViewFor(ctx.Viewer))
	tb.Update(ctx, &ui.Script{}, area, st.CurrentPlayer() == ctx.Viewer)
}

// Tick runs tb's Update with scripted input, then ends the script's tick.
func Tick(tb ui.Table, ctx *ui.Context, in *ui.Script, area ui.Rect, myTurn bool) (engine.Action, bool) {
	a, ok := tb.Update(ctx, in, area, myTurn)
	in.EndTick()
	return a, ok
}

// Target finds the target named name among those tb publishes.
func Target(tb interface{ Targets() []ui.Target }, name string) (ui.Target, bool) {
	for _, tg := range tb.Targets() {
		if tg.Name == name {
			return tg, true
		}
	}
	return ui.Target{}, false
}

// RoundEnd is one action that ended a round, as RoundEnds shows it.
type RoundEnd struct {
	Before, After engine.State // the true states around the action
}

// RoundEnds plays seeded random actions of st (changing it) on tb, each
// shown with Animate to the Observer's view, and calls check for each
// action that ends a round (round of the state before is at least 1 and
// differs after) while it plays: with tick 0 as it starts, tick n before
// the n-th tick of its animation, and once with tick -1 when it has
// played. Other actions' animations are skipped. It stops
// after most such actions or limit actions, and fails the test when
// none ended a round, an ending action does not animate, or one never
// finishes within ticks ticks.
func RoundEnds(t testing.TB, tb ui.Table, ctx *ui.Context, area ui.Rect, st engine.State, seed uint64, limit, most, ticks int,
	round func(engine.State) int, check func(e RoundEnd, tick int)) {
	t.Helper()
	rng := engine.NewRand(seed)
	in := &ui.Script{}
	checked := 0
	for i := 0; i < limit && !st.IsTerminal() && checked < most; i++ {
		a, _ := enginetest.RandomAction(st, rng, nil)
		before := st.Clone()
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(engine.Observer))
		if round(before) < 1 || round(st) == round(before) {
			tb.SkipAnimation()
			continue
		}
		if !tb.Busy() {
			t.Fatalf("the action ending round %d does not animate", round(before))
		}
		e := RoundEnd{Before: before, After: st}
		for n := 0; tb.Busy(); n++ {
			if n > ticks {
				t.Fatalf("action %d never finishes animating", i)
			}
			check(e, n)
			Tick(tb, ctx, in, area, false)
		}
		check(e, -1)
		checked++
	}
	if checked == 0 {
		t.Fatal("no round ended")
	}
}

// KeyTick runs tb's Update as the table frame does, through cur, the
// keyboard's cursor over tb's targets (ui.Cursor.Over), with scripted
// input, then ends the script's tick.
func KeyTick(tb ui.Table, cur *ui.Cursor, ctx *ui.Context, in *ui.Script, area ui.Rect, myTurn bool) (engine.Action, bool) {
	r, _ := tb.(ui.Revealer)
	a, ok := tb.Update(ctx, cur.Over(in, tb, r), area, myTurn)
	in.EndTick()
	return a, ok
}

// arrows are the four arrow commands with their directions (ui.Step).
var arrows = []struct {
	cmd    ui.Command
	dx, dy float64
}{{ui.CmdRight, 1, 0}, {ui.CmdDown, 0, 1}, {ui.CmdLeft, -1, 0}, {ui.CmdUp, 0, -1}}

// ArrowPath is the shortest run of arrow keys that takes the keyboard's
// cursor from ts[from] to ts[to] (ui.Step); ok is false when no run of
// arrows gets there.
func ArrowPath(ts []ui.Target, from, to int) (keys []ui.Command, ok bool) {
	if from < 0 || from >= len(ts) || to < 0 || to >= len(ts) {
		return nil, false
	}
	prev := make([]int, len(ts))
	how := make([]ui.Command, len(ts))
	for i := range prev {
		prev[i] = -1
	}
	prev[from] = from
	for todo := []int{from}; len(todo) > 0 && prev[to] < 0; todo = todo[1:] {
		i := todo[0]
		for _, a := range arrows {
			if j := ui.Step(ts, i, a.dx, a.dy); prev[j] < 0 {
				prev[j], how[j] = i, a.cmd
				todo = append(todo, j)
			}
		}
	}
	if prev[to] < 0 {
		return nil, false
	}
	for i := to; i != from; i = prev[i] {
		keys = append([]ui.Command{how[i]}, keys...)
	}
	return keys, true
}

// ArrowTo shows the keyboard's ring (an arrow) when it is hidden, then
// presses the arrows that take cur to tb's target named name (KeyTick,
// one key a tick); it fails the test when they do not get there.
func ArrowTo(t testing.TB, tb ui.Table, cur *ui.Cursor, ctx *ui.Context, in *ui.Script, area ui.Rect, name string) {
	t.Helper()
	if !cur.Shown() {
		in.Press(ui.CmdRight)
		KeyTick(tb, cur, ctx, in, area, true)
	}
	ts := tb.Targets()
	cur.Refocus(ts) // as the next tick will: the targets may have changed
	f, _ := cur.Focus()
	named := func(n string) int { return slices.IndexFunc(ts, func(tg ui.Target) bool { return tg.Name == n }) }
	path, ok := ArrowPath(ts, named(f.Name), named(name))
	if !ok {
		t.Fatalf("the arrows do not take the cursor from %s to %s among %v", f.Name, name, ts)
	}
	for _, c := range path {
		in.Press(c)
		KeyTick(tb, cur, ctx, in, area, true)
	}
	if f, _ := cur.Focus(); f.Name != name {
		t.Fatalf("the arrows took the cursor to %s, want %s", f.Name, name)
	}
}

// ArrowEnter takes cur with the arrows to the first of tb's targets whose
// name begins with prefix (ArrowTo) and presses Enter there.
func ArrowEnter(t testing.TB, tb ui.Table, cur *ui.Cursor, ctx *ui.Context, in *ui.Script, area ui.Rect, prefix string) (engine.Action, bool) {
	t.Helper()
	ts := tb.Targets()
	i := slices.IndexFunc(ts, func(tg ui.Target) bool { return strings.HasPrefix(tg.Name, prefix) })
	if i < 0 {
		t.Fatalf("no %s target among %v", prefix, ts)
	}
	ArrowTo(t, tb, cur, ctx, in, area, ts[i].Name)
	in.Press(ui.CmdConfirm)
	return KeyTick(tb, cur, ctx, in, area, true)
}
