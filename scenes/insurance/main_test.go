package insurance

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestMain runs the tests inside ebiten's loop so that images can be
// drawn and read (the pattern of scenes/main_test.go).
func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// sounds records the sounds played.
type sounds = ebitentest.Sounds

// newCtx is a context for n seats seen by viewer at 1280x720 scale.
func newCtx(n, viewer int, scale float64) *ui.Context {
	return tabletest.NewContext([]string{"Anna", "Blorb", "Snaggle", "Fizzwick", "Grumble", "Mopsy"}, n, viewer, scale)
}

// tableArea is the frame's table area at 1280x720 times scale.
func tableArea(scale float64) ui.Rect { return tabletest.Area(scale) }

// dealt returns a new n-player game with its board dealt.
func dealt(t testing.TB, n int, seed uint64) *ins.State {
	t.Helper()
	st := ins.New(n, 4)
	rng := engine.NewRand(seed)
	for st.Phase() == ins.PhaseDeal {
		if err := st.Apply(engine.Sample(st, rng)); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// playUntil plays seeded random legal actions until done says stop
// (tabletest.PlayUntil).
func playUntil(t testing.TB, st *ins.State, seed uint64, done func(*ins.State) bool) {
	t.Helper()
	tabletest.PlayUntil(t, st, seed, 5000, done)
}

// render draws the table into a new w x h image (tabletest.Render).
func render(t *testing.T, tb *Table, ctx *ui.Context, area ui.Rect, w, h int, name string) *image.RGBA {
	t.Helper()
	return tabletest.Render(tb, ctx, area, w, h, name)
}

var (
	count     = tabletest.Count
	countNear = tabletest.CountNear
)

// tick runs the table's Update with scripted input.
func tick(tb *Table, ctx *ui.Context, in *ui.Script, area ui.Rect, myTurn bool) (engine.Action, bool) {
	return tabletest.Tick(tb, ctx, in, area, myTurn)
}

// shown makes a table showing the view of st for the context's viewer.
func shown(st *ins.State, ctx *ui.Context, area ui.Rect) *Table {
	tb := New()
	tabletest.Show(tb, ctx, st, area)
	return tb
}

func newImage(w, h int) *ebiten.Image { return ebiten.NewImage(w, h) }

// atTable shows st at 1280x720 to viewer among n seats (newCtx,
// tableArea, shown): the context, the table area and the table.
func atTable(st *ins.State, n, viewer int) (*ui.Context, ui.Rect, *Table) {
	ctx := newCtx(n, viewer, 1)
	area := tableArea(1)
	return ctx, area, shown(st, ctx, area)
}
