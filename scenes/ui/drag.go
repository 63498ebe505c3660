package ui

import "math"

// DragScroll lets a finger or the mouse scroll a list: a press inside the
// list that moves more than a small slop is a drag, the list follows it,
// and its release is no click (Update takes it back: Unclick, so that
// whatever reads the input after takes none); lifted while moving, the
// list coasts briefly. Every scrolling list uses it (ScrollList, the rows of
// Past games, Statistics and the replay's moments). The zero value is
// ready to use.
type DragScroll struct {
	down     bool    // the press began inside the list and is held
	dragging bool    // ... and moved past the slop: a drag
	ended    bool    // a drag ended this tick: its release is no click
	x0, y0   float64 // where the press began
	lastY    float64
	vel      float64 // pixels a tick the list moves while coasting
	// Rows: whether rows are being moved, from which first row, the
	// pixels moved since, and the first row last returned.
	rowing         bool
	rowFrom, rowAt int
	rows           float64

	_ [0]func() // never compared: no equality function in the bundle
}

// DragSlop is how far, in layout units, a press may move and still be a
// click (a tap's wobble) rather than a drag.
const DragSlop = 10

// coastDecay is how much of its speed a coasting list keeps each tick;
// it stops below coastStop pixels a tick.
const (
	coastDecay = 0.92
	coastStop  = 0.5
)

// Update follows the press over area this tick (scale is screen pixels
// per layout unit) and returns how far the content moves down, in
// pixels: a list subtracts it from its scroll (a finger moving up shows
// what is further down). A wheel or a new press stops a coasting list.
func (d *DragScroll) Update(in Input, area Rect, scale float64) float64 {
	x, y := in.Cursor()
	held := Held(in)
	d.ended = false
	switch {
	case held && !d.down:
		d.vel = 0
		if area.Contains(x, y) {
			*d = DragScroll{down: true, x0: x, y0: y, lastY: y}
		}
		return 0
	case held:
		if !d.dragging && math.Hypot(x-d.x0, y-d.y0) > DragSlop*scale {
			d.dragging = true
			d.lastY = d.y0 // the slop is part of the drag: the list keeps up with the finger
		}
		if !d.dragging {
			return 0
		}
		dy := y - d.lastY
		d.lastY = y
		d.vel = 0.5*d.vel + 0.5*dy // the speed of the last few ticks
		return dy
	case d.down:
		d.down, d.ended = false, d.dragging
		if d.dragging {
			Unclick(in) // the release of a drag is no click
		} else {
			d.vel = 0
		}
		d.dragging = false
	}
	if in.Wheel() != 0 || math.Abs(d.vel) < coastStop*scale {
		d.vel = 0
		return 0
	}
	d.vel *= coastDecay
	return d.vel
}

// Dragging reports whether a drag goes on or ended this tick.
func (d *DragScroll) Dragging() bool { return d.dragging || d.ended }

// Coasting reports whether the list still moves after a drag.
func (d *DragScroll) Coasting() bool { return !d.down && d.vel != 0 }

// Stop ends the coasting.
func (d *DragScroll) Stop() { d.vel = 0 }

// Rows turns the pixels moved (Update's result) into whole rows h pixels
// high: it returns first, the first row shown of n rows, shown at a time,
// after the move (within 0 and n-shown). The rows follow the finger:
// the first row is the one it started from less the rows dragged,
// rounded; past an end the count starts again from there, so the rows
// answer at once when the finger turns back.
func (d *DragScroll) Rows(dy float64, first, n, shown int, h float64) int {
	if dy == 0 || h <= 0 {
		if !d.Dragging() && !d.Coasting() {
			d.rowing = false
		}
		return first
	}
	if !d.rowing || first != d.rowAt {
		d.rowing, d.rowFrom, d.rows = true, first, 0 // (again) from here
	}
	d.rows += dy
	want := d.rowFrom - int(math.Round(d.rows/h))
	d.rowAt = min(max(0, n-shown), max(0, want))
	if d.rowAt != want { // past an end
		d.rowFrom, d.rows, d.vel = d.rowAt, 0, 0
	}
	return d.rowAt
}

// Unclicker is an optional part of Input: an input whose click of this
// tick can be taken back, so that what reads it after takes none (the
// release of a drag is no click on what lies under it).
type Unclicker interface {
	// Unclick takes back this tick's click.
	Unclick()
}

// Unclick takes back the click of this tick of in when it can
// (Unclicker).
func Unclick(in Input) {
	if u, ok := in.(Unclicker); ok {
		u.Unclick()
	}
}

// Unclick implements Unclicker.
func (e *EbitenInput) Unclick() { e.clicked = false }

// Unclick implements Unclicker.
func (s *Script) Unclick() { s.Click = false }

// Unclick implements Unclicker: neither the ring's Enter nor the click
// of the input under it clicks.
func (c *cursorInput) Unclick() {
	c.click = false
	Unclick(c.Input)
}
