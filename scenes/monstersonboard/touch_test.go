package monstersonboard

import (
	"fmt"
	"testing"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// draftTable is a two-seat game at the person's (seat 0's) first draft,
// shown to them with the least target minT (0: a desktop).
func draftTable(t *testing.T, minT float64) (*Table, *ui.Context, ui.Rect) {
	t.Helper()
	st := newGame(t, 2, nil)
	playUntil(t, st, 1, func(s *mb.State) bool {
		return s.Phase() == mb.PhaseDraft && s.CurrentPlayer() == 0 && !s.Picked(0)
	})
	ctx := newCtx(2, 0, 1)
	ctx.MinTarget = minT
	area := tableArea(1)
	tb := showing(st, ctx, area)
	tick(tb, ctx, &ui.Script{}, area, true)
	return tb, ctx, area
}

// TestTouchDraftTray: on a touch screen the dice of the car in front of
// the person are drafted from a tray of dice at least the least target,
// inside the table, each with its tip, and a tap on one drafts it; on a
// desktop they are the car's own slots, as before.
func TestTouchDraftTray(t *testing.T) {
	desk, _, _ := draftTable(t, 0)
	q := desk.v.front[0]
	n := 0
	for i := 0; i < mb.DicePerCar; i++ {
		tg, ok := target(desk, fmt.Sprintf("car:%d,%d", q, i))
		if !ok {
			continue
		}
		n++
		if tg.Rect != desk.carDie(q, i) {
			t.Errorf("desktop: %s at %+v, not its car's slot %+v", tg.Name, tg.Rect, desk.carDie(q, i))
		}
		if tg.Rect.W >= 44 {
			t.Fatalf("desktop: %s is already %.1f px: nothing to test", tg.Name, tg.Rect.W)
		}
	}
	if n == 0 || desk.trayFor() >= 0 {
		t.Fatalf("desktop: %d lit dice, tray for bay %d", n, desk.trayFor())
	}
	for _, minT := range []float64{44, 36} {
		tb, ctx, area := draftTable(t, minT)
		if tb.trayFor() != 0 {
			t.Fatalf("least target %v: no tray", minT)
		}
		var tap ui.Rect
		for i := 0; i < mb.DicePerCar; i++ {
			tg, ok := target(tb, fmt.Sprintf("car:%d,%d", q, i))
			if !ok {
				continue
			}
			tap = tg.Rect
			if tg.Rect.W < minT || tg.Rect.H < minT || !tg.Rect.Within(area) {
				t.Errorf("least target %v: %s at %+v", minT, tg.Name, tg.Rect)
			}
			if h := tb.hotOf(key{kCar, q, i}); h < 0 || tb.hot[h].r != tg.Rect || tb.hot[h].tip == "" {
				t.Errorf("least target %v: %s has no tip on its tray die", minT, tg.Name)
			}
		}
		img := render(tb, ctx, area, 1280, 720, fmt.Sprintf("touch-tray-%v", minT))
		if x, y := tap.Center(); img.RGBAAt(int(x), int(y)) == img.RGBAAt(int(tap.X)-40, int(y)) {
			t.Errorf("least target %v: the tray's die not drawn at %+v", minT, tap)
		}
		in := &ui.Script{}
		in.ClickRect(tap)
		if _, ok := tick(tb, ctx, in, area, true); !ok {
			if _, ok2 := tick(tb, ctx, &ui.Script{}, area, true); !ok2 {
				t.Errorf("least target %v: a tap on the tray's die drafts nothing", minT)
			}
		}
	}
}
