package touchall

import (
	"strings"
	"testing"

	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/ui"
)

// TestPinchOutStopsAtAFingersSize pinches Monster Fandango's map on a
// tablet at the person's first decision as the browser test does: two
// fingers close about the villager (300 CSS px apart to 120), then spread
// (80 to 200). The map zooms out, but only as far as keeps the lit
// targets a finger's size (its least zoom outside a decision would take
// the villager to 43 px), and zooms in again; no published target is
// under the least size at any tick.
func TestPinchOutStopsAtAFingersSize(t *testing.T) {
	sc := apptest.TouchScreens[0]
	a, f, in, step := openTouch(t, "monster-fandango", nil, sc.Form, sc.W, sc.H, 2, 7)
	minT := a.MinTarget() * a.Scale
	unit := func() (ui.Target, bool) {
		for _, tg := range a.Targets() {
			if strings.HasPrefix(tg.Name, "unit:") {
				return tg, true
			}
		}
		return ui.Target{}, false
	}
	var start ui.Target
	for i := 0; i < 3000; i++ {
		if p := apptest.Proceed(a.Targets()); p != nil {
			in.ClickRect(p.Rect)
		}
		step()
		if a.Scene() == scenes.Scene(f) && f.Session().Decider() == 0 && !f.Busy() {
			if tg, ok := unit(); ok {
				start = tg
				break
			}
		}
	}
	if start.Name == "" {
		t.Fatal("no unit offered")
	}
	pinch := func(u ui.Target, d0, factor float64) ui.Target {
		t.Helper()
		cx, cy := u.Rect.Center()
		at := func(d float64) []ui.TouchPoint {
			return []ui.TouchPoint{{ID: 1, X: cx - d/2, Y: cy}, {ID: 2, X: cx + d/2, Y: cy}}
		}
		for i := 0; i <= 10; i++ {
			in.Fingers = nil
			if i <= 8 {
				in.Fingers = at(d0 * (1 + (factor-1)*float64(i)/8))
			}
			step()
			for _, tg := range a.Targets() {
				if min(tg.Rect.W, tg.Rect.H) < minT-1e-6 {
					t.Fatalf("pinching by %v: %s is %.1fx%.1f px (least %.0f)", factor, tg.Name, tg.Rect.W, tg.Rect.H, minT)
				}
			}
		}
		got, ok := unit()
		if !ok || got.Name != start.Name {
			t.Fatalf("after a pinch by %v the unit offered is %+v", factor, got)
		}
		return got
	}
	played := len(f.Session().Entries)
	small := pinch(start, 300, 0.4)
	grown := pinch(small, 80, 2.5)
	if small.Rect.W >= start.Rect.W*0.85 || grown.Rect.W <= small.Rect.W*1.3 || len(f.Session().Entries) != played {
		t.Fatalf("%s: %.1f px, pinched out %.1f, in again %.1f; %d actions played", start.Name, start.Rect.W, small.Rect.W, grown.Rect.W, len(f.Session().Entries)-played)
	}
	t.Logf("%s: %.1f px, pinched out %.1f, in again %.1f (least %.0f)", start.Name, start.Rect.W, small.Rect.W, grown.Rect.W, minT)
}
