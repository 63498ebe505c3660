package ui

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
)

var tipArea = Rect{X: 0, Y: 0, W: 1280, H: 720}

// TestTipStaysInsideAtEveryCorner: with the pointer on a piece at each
// corner and edge of the screen, the box is inside the screen and covers
// neither the piece nor the pointer (a box simply put below-right of the
// pointer would leave the screen at the right and bottom).
func TestTipStaysInsideAtEveryCorner(t *testing.T) {
	for _, s := range []float64{1, 1.5} {
		area := Rect{W: tipArea.W * s, H: tipArea.H * s}
		for _, fx := range []float64{0.005, 0.5, 0.995} {
			for _, fy := range []float64{0.005, 0.5, 0.995} {
				px, py := area.W*fx, area.H*fy
				anchor := Rect{X: px - 30*s, Y: py - 30*s, W: 60 * s, H: 60 * s}
				box := PlaceTip(300*s, 120*s, px, py, anchor, area, nil, s)
				at := fmt.Sprintf("scale %g, pointer %.0f,%.0f", s, px, py)
				if !box.Within(area) {
					t.Errorf("%s: the box %+v leaves the screen", at, box)
				}
				if box.Overlaps(anchor) {
					t.Errorf("%s: the box %+v covers the piece %+v", at, box, anchor)
				}
				if box.Contains(px, py) {
					t.Errorf("%s: the box %+v covers the pointer", at, box)
				}
			}
		}
	}
}

// TestTipPrefersBelowRight: with room, the box opens below and to the
// right of the pointer.
func TestTipPrefersBelowRight(t *testing.T) {
	box := PlaceTip(200, 80, 400, 300, Rect{X: 395, Y: 295, W: 10, H: 10}, tipArea, nil, 1)
	if box.X <= 400 || box.Y <= 300 {
		t.Fatalf("the box %+v is not below-right of the pointer", box)
	}
}

// TestTipNeverOverTheAnchor: a tall piece under the pointer pushes the
// box beside it, not over it.
func TestTipNeverOverTheAnchor(t *testing.T) {
	anchor := Rect{X: 300, Y: 100, W: 200, H: 560}
	box := PlaceTip(250, 100, 400, 400, anchor, tipArea, nil, 1)
	if box.Overlaps(anchor) || !box.Within(tipArea) {
		t.Fatalf("the box %+v covers the piece %+v or leaves the screen", box, anchor)
	}
}

// TestTipKeepsLitTargetsClear: when the place below-right of the pointer
// covers a lit target, the box goes where it covers none; when every place
// covers one, it covers the fewest and still stays inside.
func TestTipKeepsLitTargetsClear(t *testing.T) {
	anchor := Rect{X: 590, Y: 340, W: 20, H: 20}
	keep := []Target{{Name: "spot:a", Rect: Rect{X: 620, Y: 370, W: 120, H: 120}}}
	box := PlaceTip(200, 80, 600, 350, anchor, tipArea, keep, 1)
	if box.Overlaps(keep[0].Rect) || box.Overlaps(anchor) {
		t.Fatalf("the box %+v covers the lit target %+v", box, keep[0].Rect)
	}
	// lit targets all over the screen but one gap
	keep = keep[:0]
	for y := 0.0; y < 720; y += 60 {
		for x := 0.0; x < 1280; x += 60 {
			r := Rect{X: x, Y: y, W: 50, H: 50}
			if r.Overlaps(Rect{X: 580, Y: 330, W: 40, H: 40}) {
				continue
			}
			keep = append(keep, Target{Rect: r})
		}
	}
	box = PlaceTip(200, 80, 600, 350, anchor, tipArea, keep, 1)
	if !box.Within(tipArea) || box.Overlaps(anchor) {
		t.Fatalf("the box %+v leaves the screen or covers the piece", box)
	}
	n := 0
	for _, k := range keep {
		if box.Overlaps(k.Rect) {
			n++
		}
	}
	if n > 12 { // a 200x80 box covers at most 4x2 cells plus their edges
		t.Fatalf("the box %+v covers %d lit targets", box, n)
	}
}

// TestTooltipShowsOnlyOnALongPress: a mouse pointer shows the tooltip at
// once; a finger only when held still (a long press).
func TestTooltipShowsOnlyOnALongPress(t *testing.T) {
	var tip Tooltip
	lines := []string{"Grunt", "It moves when its die is activated."}
	tip.Show(lines, Rect{X: 100, Y: 100, W: 40, H: 40}, false)
	in := &Script{X: 120, Y: 120}
	tip.Place(in, in.X, in.Y, tipArea, 1, nil)
	text, box, ok := tip.Tip()
	if !ok || len(text) != 2 || text[0] != "Grunt" || !box.Within(tipArea) {
		t.Fatalf("hovered: %v %+v %v", text, box, ok)
	}
	in.Finger = true
	tip.Place(in, in.X, in.Y, tipArea, 1, nil)
	if _, _, ok := tip.Tip(); ok {
		t.Fatal("a finger shows the tooltip before a long press")
	}
	in.Long = true
	tip.Place(in, in.X, in.Y, tipArea, 1, nil)
	if _, _, ok := tip.Tip(); !ok {
		t.Fatal("a long press shows no tooltip")
	}
	tip.Hide()
	if _, _, ok := tip.Tip(); ok {
		t.Fatal("a hidden tooltip shows")
	}
}

// TestTooltipIdleFrameAllocatesNothing: showing the same text and
// placing it again (every tick) costs no allocation: the wrapping is
// kept.
func TestTooltipIdleFrameAllocatesNothing(t *testing.T) {
	dst := ebiten.NewImage(1280, 720)
	var tip Tooltip
	lines := []string{"Spider Jack", "He drafts a die from the Fearnobile not in front of you at each step, by the symbols of his face-up solo card."}
	keep := []Target{{Rect: Rect{X: 700, Y: 400, W: 50, H: 50}}}
	in := &Script{X: 640, Y: 360}
	frame := func() {
		tip.Show(lines, Rect{X: 620, Y: 340, W: 40, H: 40}, true)
		tip.Place(in, in.X, in.Y, tipArea, 1, func() []Target { return keep })
	}
	var n float64
	ebitentest.OnFrame(func() {
		frame()
		tip.Draw(dst)
		n = testing.AllocsPerRun(20, frame)
	})
	if len(tip.wrapped) < 2 {
		t.Fatalf("the body is not wrapped: %q", tip.wrapped)
	}
	if n != 0 {
		t.Fatalf("an idle frame allocates %v times", n)
	}
}

// ShiftInto moves a box inside another by the least amount, and not at all
// when it lies inside already.
func TestShiftInto(t *testing.T) {
	o := Rect{X: 0, Y: 0, W: 100, H: 50}
	for _, c := range []struct {
		r      Rect
		dx, dy float64
	}{
		{Rect{X: 10, Y: 10, W: 20, H: 20}, 0, 0},
		{Rect{X: 90, Y: 40, W: 20, H: 20}, -10, -10},
		{Rect{X: -5, Y: -7, W: 20, H: 20}, 5, 7},
	} {
		if dx, dy := c.r.ShiftInto(o); dx != c.dx || dy != c.dy {
			t.Errorf("%v into %v: (%v, %v), want (%v, %v)", c.r, o, dx, dy, c.dx, c.dy)
		}
	}
}
