package fandango

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/ui"
)

// onMap reports whether a target's name is one on the map (a unit, a
// hex, a facing or an attack) rather than a panel button.
func onMap(name string) bool { return !strings.HasPrefix(name, "button:") }

// On a touch screen (ctx.MinTarget > 0) the panel's buttons and the
// camera's are a finger's size, and when the lit targets on the map are
// smaller the map opens zoomed for them, centred on them; on a desktop
// the map stays fitted and the buttons keep their size.
func TestTouchTargetsAFingersSize(t *testing.T) {
	const s = 0.5 // a small screen: the fitted map's hexes are small
	for _, tap := range []float64{0, 44} {
		st := game(t)
		ctx := newCtx(2, 0, s)
		ctx.MinTarget = tap
		area := tableArea(s)
		tb := showing(st, ctx, area)
		in := &ui.Script{}
		tick(tb, ctx, in, area, true)
		fitZoom := tb.cam.Zoom
		var unit string
		for _, tg := range tb.Targets() {
			if strings.HasPrefix(tg.Name, "unit:") {
				unit = tg.Name
				break
			}
		}
		if unit == "" {
			t.Fatalf("no unit to choose among %v", tb.Targets())
		}
		if _, ok := click(t, tb, ctx, area, unit); ok {
			t.Fatal("choosing a unit played a move")
		}
		tick(tb, ctx, in, area, true)
		small, lit, x0, x1 := 1e9, 0, 1e9, -1e9
		for _, tg := range tb.Targets() {
			r := tg.Rect
			if !onMap(tg.Name) {
				if want := max(30*s, tap); r.H != want || r.W < want {
					t.Fatalf("MinTarget %v: %s is %.1fx%.1f px, want %.1f high", tap, tg.Name, r.W, r.H, want)
				}
				continue
			}
			lit++
			small = min(small, r.W, r.H)
			x0, x1 = min(x0, r.X), max(x1, r.X+r.W)
		}
		if lit == 0 {
			t.Fatalf("MinTarget %v: nothing lit on the map after choosing %s", tap, unit)
		}
		for _, r := range tb.CameraControls(nil) {
			if r.W < tap || r.H < tap {
				t.Fatalf("MinTarget %v: a camera button of %.1fx%.1f px", tap, r.W, r.H)
			}
		}
		if tap == 0 {
			if tb.cam.Zoom != fitZoom || small >= 44 {
				t.Fatalf("on a desktop the map zoomed from %.3f to %.3f (smallest lit %.1f px)", fitZoom, tb.cam.Zoom, small)
			}
			continue
		}
		m := tb.lay.mapR
		if small < tap-1e-6 && tb.cam.Zoom < tb.cam.Max-1e-9 {
			t.Fatalf("a lit map target of %.1f px (least %v) at zoom %.3f of at most %.3f", small, tap, tb.cam.Zoom, tb.cam.Max)
		}
		if c := (x0 + x1) / 2; c < m.X+m.W/2-1 || c > m.X+m.W/2+1 {
			t.Fatalf("the lit targets' middle at x %.1f, the map's at %.1f", c, m.X+m.W/2)
		}
		t.Logf("the map zoomed from %.3f to %.3f: the smallest lit target %.1f px (least %v)", fitZoom, tb.cam.Zoom, small, tap)
	}
}

// TestPinchPaintsTheMapOnceItRests zooms the map a little every frame, as
// two fingers do: meanwhile the last painted map is drawn scaled, under
// the units where the map would be; the map is painted afresh once the
// zoom has rested (zoomRest frames), not at every step of the pinch.
func TestPinchPaintsTheMapOnceItRests(t *testing.T) {
	st := game(t)
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	img := ebiten.NewImage(int(area.X+area.W), int(area.Y+area.H))
	defer img.Deallocate()
	draw := func() { tb.Draw(ctx, img, area) }
	draw()
	draw()
	painted, z0 := tb.gfx.paints, tb.gfx.layerZ
	for i := 0; i < 8; i++ {
		tb.cam.Zoom *= 1.05
		draw()
	}
	if tb.gfx.paints != painted {
		t.Errorf("a pinch of 8 frames painted the map %d times, want 0 while it moves", tb.gfx.paints-painted)
	}
	if tb.gfx.layerZ != z0 {
		t.Errorf("the layer is of zoom %.3f during the pinch, want the one before it, %.3f", tb.gfx.layerZ, z0)
	}
	scaled := ebitentest.Snapshot(img, "fd-pinch-scaled")
	for i := 0; i < zoomRest; i++ {
		draw()
	}
	if tb.gfx.paints != painted+1 || tb.gfx.layerZ != tb.cam.Zoom {
		t.Fatalf("after the pinch rested: %d paints, layer zoom %.3f, map zoom %.3f; want one paint at the map's zoom", tb.gfx.paints-painted, tb.gfx.layerZ, tb.cam.Zoom)
	}
	crisp := ebitentest.Snapshot(img, "fd-pinch-crisp")
	diff := ebitentest.DiffPixels(crisp, scaled, 60)
	// The scaled map is softer, not elsewhere: a misplaced one differs in
	// most of the panel.
	if all := len(crisp.Pix) / 4; diff > all/10 {
		t.Errorf("the scaled map differs from the one painted at its zoom in %d of %d pixels", diff, all)
	}
}
