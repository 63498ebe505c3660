package factory

import (
	"fmt"
	"testing"

	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestRenderEdgesAtEverySize draws games of 2, 4 and 6 players at 1280x720 and
// 2560x1440 and checks that every placed tile of every large monster shows
// its edges in the rulebook's colours: green for thin, purple for thick and
// neither for blank.
func TestRenderEdgesAtEverySize(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		for _, sc := range []float64{1, 2} {
			if sc == 2 && n == 4 {
				continue // the large size for 2 and 6 seats
			}
			st := play(t, n, uint64(40+n), 6*n)
			ctx := newCtx(n, 0)
			tb := New()
			tb.Reset(ctx, st.Clone())
			ctx.Scale = sc
			area := ui.Rect{X: frameArea.X * sc, Y: frameArea.Y * sc, W: frameArea.W * sc, H: frameArea.H * sc}
			in := &ui.Script{}
			tb.Update(ctx, in, area, true)
			img := render(t, tb, ctx, area, int(1280*sc), int(720*sc), fmt.Sprintf("edges-%dp-x%v", n, sc))
			checked := 0
			for p := range tb.seats {
				sv := &tb.seats[p]
				if sv.main < 0 {
					continue
				}
				for _, tl := range sv.mons[sv.main].Tiles {
					r := sv.grid.cell(tl.X, tl.Y)
					for side, e := range tl.Edges {
						x, y := edgeProbe(r, side)
						got := img.RGBAAt(x, y)
						switch e {
						case 1:
							if !tabletest.Near(got, colThin, 4) {
								t.Errorf("%dp x%v seat %d tile at %d,%d side %d thin: pixel %v", n, sc, p, tl.X, tl.Y, side, got)
							}
						case 2:
							if !tabletest.Near(got, colThick, 4) {
								t.Errorf("%dp x%v seat %d tile at %d,%d side %d thick: pixel %v", n, sc, p, tl.X, tl.Y, side, got)
							}
						default:
							if tabletest.Near(got, colThin, 30) || tabletest.Near(got, colThick, 30) {
								t.Errorf("%dp x%v seat %d tile at %d,%d side %d blank shows a bit: %v", n, sc, p, tl.X, tl.Y, side, got)
							}
						}
						checked++
					}
				}
			}
			if checked < 4*n {
				t.Fatalf("%dp: only %d edges checked", n, checked)
			}
		}
	}
}

// edgeProbe is a pixel on the centre line of the limb at side, just inside
// the tile.
func edgeProbe(r ui.Rect, side int) (int, int) {
	cx, cy := r.Center()
	in := r.W * 0.12
	switch side {
	case 0:
		return int(cx - r.W*0.03), int(r.Y + in)
	case 1:
		return int(r.X + r.W - in), int(cy - r.W*0.03)
	case 2:
		return int(cx - r.W*0.03), int(r.Y + r.H - in)
	}
	return int(r.X + in), int(cy - r.W*0.03)
}
