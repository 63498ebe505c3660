package fandango

import (
	"strings"
	"testing"

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
