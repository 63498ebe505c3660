package factory

import (
	"image"
	"image/color"
	"testing"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestMain runs the tests inside ebiten's loop so that images can be drawn
// and read.
func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// frameArea is the table area the frame gives at 1280x720.
var frameArea = ui.Rect{X: 12, Y: 68, W: 932, H: 636}

// sounds records the sounds played.
type sounds = ebitentest.Sounds

func newCtx(n int, speed float64) *ui.Context {
	ctx := &ui.Context{Scale: 1, AnimSpeed: speed, Sound: &sounds{}}
	names := []string{"Anna", "Bob", "Cleo", "Dan", "Eve", "Finn"}
	for i := 0; i < n; i++ {
		c, sym := ui.Look(i)
		ctx.Seats = append(ctx.Seats, ui.Seat{Name: names[i], Color: c, Symbol: sym, Human: true})
	}
	return ctx
}

// connections counts a tile's thin and thick edges.
func connections(id int) int {
	n := 0
	for _, e := range fe.Tile(id).Edges {
		if e != fe.Blank {
			n++
		}
	}
	return n
}

// play plays a seeded game: every seat picks the starting tile with the
// most connections, then placements are random. It stops in PhasePlace
// once `placements` tiles were placed (or at the end of the game).
func play(t testing.TB, n int, seed uint64, placements int) *fe.State {
	t.Helper()
	st := fe.New(n)
	rng := engine.NewRand(seed)
	var legal []engine.Action
	done := 0
	for !st.IsTerminal() {
		legal = st.AppendLegalActions(legal[:0])
		var a engine.Action
		switch st.Phase() {
		case fe.PhasePick:
			best := -1
			for _, la := range legal {
				id, _ := fe.DecodeStart(la)
				if c := connections(id); c > best {
					best, a = c, la
				}
			}
		case fe.PhaseDraw, fe.PhaseMinion, fe.PhaseOrder:
			a = st.SampleChance(rng)
		case fe.PhasePlace:
			if done >= placements {
				return st
			}
			a = legal[rng.IntN(len(legal))]
			if _, _, _, _, _, ok := fe.DecodePlacement(a); ok {
				done++
			}
		}
		if err := st.Apply(a); err != nil {
			t.Fatalf("apply %s: %v", st.ActionString(a), err)
		}
	}
	return st
}

// render draws the table into a new w x h image (tabletest.Render).
func render(t *testing.T, tb *Table, ctx *ui.Context, area ui.Rect, w, h int, name string) *image.RGBA {
	t.Helper()
	return tabletest.Render(tb, ctx, area, w, h, name)
}

// countNear counts the pixels of r near colour c.
func countNear(img *image.RGBA, r ui.Rect, c color.RGBA, tol int) int {
	return tabletest.CountNear(img, c, tol, r)
}
