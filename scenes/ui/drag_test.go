package ui

import (
	"math"
	"testing"
)

// longList is a list of 60 lines in a 200x150 box.
func longList() *ScrollList {
	l := &ScrollList{Rect: Rect{0, 0, 200, 150}}
	for i := 0; i < 60; i++ {
		l.Lines = append(l.Lines, "line")
	}
	return l
}

// drag presses at (x, y0), moves to y1 in steps ticks (the list updated
// each tick) and releases there; it returns the script as the release's
// tick left it (Click false when the list took the click back).
func drag(l *ScrollList, x, y0, y1 float64, steps int) *Script {
	in := &Script{X: x, Y: y0, HeldDown: true}
	l.Update(in, 1)
	for i := 1; i <= steps; i++ {
		in.Y = y0 + (y1-y0)*float64(i)/float64(steps)
		l.Update(in, 1)
	}
	in.HeldDown, in.Click = false, true
	l.Update(in, 1)
	return in
}

func TestScrollListFollowsADrag(t *testing.T) {
	l := longList()
	// The finger goes up 90 px: the lines go up with it.
	in := &Script{X: 100, Y: 120, HeldDown: true}
	l.Update(in, 1)
	for y := 117.0; y >= 30; y -= 3 {
		in.Y = y
		l.Update(in, 1)
		if math.Abs(l.Scroll-(120-y)) > 1e-9 && 120-y > DragSlop {
			t.Fatalf("finger at %v: scroll %v, want %v (the lines under the finger)", y, l.Scroll, 120-y)
		}
	}
	// Back down 30 px, still held: the lines come back down.
	in.Y = 60
	l.Update(in, 1)
	if l.Scroll != 60 {
		t.Fatalf("scroll %v after moving back, want 60", l.Scroll)
	}
	for range 8 { // held still a moment: no flick
		l.Update(in, 1)
	}
	in.HeldDown, in.Click = false, true
	l.Update(in, 1)
	if in.Clicked() {
		t.Fatal("the release of a drag is still a click")
	}
	if l.Scroll != 60 {
		t.Fatalf("held still before the release, it moved: %v", l.Scroll)
	}
}

func TestAPressThatHardlyMovesIsAClick(t *testing.T) {
	l := longList()
	in := drag(l, 100, 100, 100-DragSlop+2, 4)
	if !in.Clicked() || l.Scroll != 0 {
		t.Fatalf("a tap's wobble: click %v, scroll %v", in.Clicked(), l.Scroll)
	}
	// A press outside the list that moves over it scrolls nothing.
	in = drag(l, 300, 140, 10, 10)
	in.X = 100
	if l.Scroll != 0 || !in.Clicked() {
		t.Fatalf("a drag from outside: scroll %v, click %v", l.Scroll, in.Clicked())
	}
}

func TestAFlickCoastsAndStops(t *testing.T) {
	l := longList()
	in := drag(l, 100, 140, 20, 6) // 20 px a tick
	at := l.Scroll
	if in.Clicked() || at < 100 {
		t.Fatalf("after the flick: scroll %v, click %v", at, in.Clicked())
	}
	in.EndTick()
	ticks := 0
	for ; ticks < 200; ticks++ {
		was := l.Scroll
		l.Update(in, 1)
		if l.Scroll == was {
			break
		}
		if l.Scroll < was {
			t.Fatal("coasting turned back")
		}
	}
	if ticks == 0 || ticks >= 200 || l.Scroll <= at {
		t.Fatalf("coasted %d ticks, from %v to %v", ticks, at, l.Scroll)
	}
	// A flick towards the top coasts to the top and stops there.
	drag(l, 100, 20, 140, 4)
	for i := 0; i < 200; i++ {
		l.Update(&Script{}, 1)
	}
	if l.Scroll != 0 || l.drag.Coasting() {
		t.Fatalf("at the top: scroll %v, coasting %v", l.Scroll, l.drag.Coasting())
	}
	// A new press stops a coasting list where it is.
	drag(l, 100, 140, 20, 6)
	in = &Script{X: 100, Y: 100, HeldDown: true}
	l.Update(in, 1)
	at = l.Scroll
	l.Update(in, 1)
	if l.Scroll != at {
		t.Fatalf("a press did not stop the coasting: %v then %v", at, l.Scroll)
	}
}

func TestDragMovesWholeRows(t *testing.T) {
	var d DragScroll
	area := Rect{0, 0, 100, 400}
	first, n, shown, h := 0, 20, 8, 40.0
	in := &Script{X: 50, Y: 300, HeldDown: true}
	step := func(y float64) {
		in.Y = y
		first = d.Rows(d.Update(in, area, 1), first, n, shown, h)
	}
	step(300)
	for y := 297.0; y >= 210; y -= 3 { // 90 px up, 3 px a tick: 2.25 rows
		step(y)
	}
	if first != 2 {
		t.Fatalf("first row %d after dragging 2.25 rows up, want 2", first)
	}
	for y := 213.0; y <= 290; y += 3 { // 80 px back down: the finger 0.25 rows up
		step(y)
	}
	if first != 0 {
		t.Fatalf("first row %d after dragging back, want 0", first)
	}
	for y := 286.0; y >= -400; y -= 4 { // far up: no further than the last rows
		step(y)
	}
	if first != n-shown {
		t.Fatalf("first row %d, want at most %d", first, n-shown)
	}
	step(-360) // the finger turns back: the rows answer at once
	if first != n-shown-1 {
		t.Fatalf("first row %d after turning back a row, want %d", first, n-shown-1)
	}
	in.HeldDown, in.Click = false, true
	step(0)
	if in.Clicked() {
		t.Fatal("the release of a drag of rows is a click")
	}
}

func TestAnIdleListAllocatesNothing(t *testing.T) {
	l := longList()
	in := &Script{X: 100, Y: 100}
	if n := testing.AllocsPerRun(100, func() { l.Update(in, 1) }); n != 0 {
		t.Fatalf("%v allocations a tick", n)
	}
}
