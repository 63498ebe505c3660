package factory

import (
	"math"
	"testing"

	fe "monstermixer/engine/factory"

	"monstermixer/scenes/ui"
)

// targetRect is the rectangle of the target named name, ok false when
// the table shows none.
func targetRect(tb *Table, name string) (ui.Rect, bool) {
	for _, tg := range tb.Targets() {
		if tg.Name == name {
			return tg.Rect, true
		}
	}
	return ui.Rect{}, false
}

// A finger has no R, no Shift+R, no wheel and no right-click: two buttons
// by the tile in hand turn it each way, a tap on them is no refusal, and
// they show only while the tile can be turned.
func TestTurnButtonsTurnTheTileBothWays(t *testing.T) {
	st := find(t, 2, func(st *fe.State) bool { return len(wantSpots(st, 0)) > 0 })
	tb, ctx, in := setup(t, st)
	left, okL := targetRect(tb, "button:Turn left")
	right, okR := targetRect(tb, "button:Turn right")
	if !okL || !okR {
		t.Fatalf("no turn buttons among %v", tb.Targets())
	}
	if left.Y < tb.handTile.Y+tb.handTile.H || right.X <= left.X || !tb.handCol.Contains(right.X+right.W-1, right.Y+right.H-1) {
		t.Fatalf("the buttons %v %v are not under the tile %v in the hand column", left, right, tb.handTile)
	}
	for _, c := range []struct {
		r    ui.Rect
		want int
	}{{left, 3}, {left, 2}, {right, 3}, {right, 0}, {right, 1}} {
		in.ClickRect(c.r)
		if _, ok := step(tb, ctx, in, true); ok || tb.rot != c.want {
			t.Fatalf("a tap at %v: rotation %d (played %v), want %d", c.r, tb.rot, ok, c.want)
		}
		if tb.Refused() != "" {
			t.Fatalf("a tap on a turn button was refused: %q", tb.Refused())
		}
	}
	// Out of turn the buttons go.
	step(tb, ctx, in, false)
	if _, ok := targetRect(tb, "button:Turn left"); ok {
		t.Fatal("turn buttons out of turn")
	}
	in.ClickRect(left)
	step(tb, ctx, in, false)
	if tb.rot != 1 {
		t.Fatalf("out of turn a tap on the button's place turned the tile to %d", tb.rot)
	}
}

// On a touch screen the turn buttons are at least a finger's size
// (ui.Context.MinTarget) high and wide, and the message under them moves
// down with them; on a desktop (MinTarget 0) they keep their height.
func TestTurnButtonsAFingersSize(t *testing.T) {
	st := find(t, 2, func(st *fe.State) bool { return len(wantSpots(st, 0)) > 0 })
	tb, ctx, in := setup(t, st)
	desk, _ := targetRect(tb, "button:Turn left")
	if want := turnBtnH * ctx.Scale; desk.H != want {
		t.Fatalf("on a desktop the turn button is %.1f px high, want %.1f", desk.H, want)
	}
	deskMsg := tb.msgR.Y
	ctx.MinTarget = 1.2 * turnBtnH * ctx.Scale
	step(tb, ctx, in, true)
	for _, name := range []string{"button:Turn left", "button:Turn right"} {
		r, ok := targetRect(tb, name)
		if !ok || r.W < ctx.MinTarget || r.H < ctx.MinTarget {
			t.Fatalf("%s at %v, least %.1f px", name, r, ctx.MinTarget)
		}
		if tb.msgR.Y < r.Y+r.H || math.Abs(tb.msgR.Y-deskMsg-(r.H-desk.H)) > 1e-9 {
			t.Fatalf("the message at y %.1f overlaps %s at %v", tb.msgR.Y, name, r)
		}
	}
}
