package ui

// Holder is an optional part of Input: inputs that can tell whether the
// primary button is held down implement it, so widgets can show a pressed
// state and sliders can be dragged. (Added alongside the fixed contract.)
type Holder interface {
	// Held reports whether the primary button is down now.
	Held() bool
}

// Held reports whether in implements Holder and its button is down.
func Held(in Input) bool {
	h, ok := in.(Holder)
	return ok && h.Held()
}

// Toucher is an optional part of Input: inputs that can come from a touch
// screen implement it. A finger has no hover, so tooltips show on a long
// press instead: the finger held still for half a second, whose lifting is
// then no click.
type Toucher interface {
	// Touch reports whether the pointer is a finger's (the last touch),
	// and whether it is held still now long enough to read a tooltip.
	Touch() (finger, long bool)
}

// LongPressTicks is how long a finger is held still for a long press
// (half a second at 60 ticks a second).
const LongPressTicks = 30

// TipAllowed reports whether a tooltip may show for the pointer of in:
// always for a mouse, only on a long press for a finger.
func TipAllowed(in Input) bool {
	t, ok := in.(Toucher)
	if !ok {
		return true
	}
	finger, long := t.Touch()
	return !finger || long
}

// TouchPoint is one finger on a touch screen: its id (the same while it
// stays down) and where it is, in screen pixels.
type TouchPoint struct {
	ID   int
	X, Y float64
}

// Multitoucher is an optional part of Input: inputs from a touch screen
// tell every finger down now, so that two fingers can pinch and one can
// drag the table.
type Multitoucher interface {
	// Touches are the fingers down now, in the order they came down.
	Touches() []TouchPoint
}

// TouchesOf is the fingers of in down now (none when in cannot tell).
func TouchesOf(in Input) []TouchPoint {
	if m, ok := in.(Multitoucher); ok {
		return m.Touches()
	}
	return nil
}

// Zoomer is implemented by tables with a camera of their own (a map that
// the wheel zooms and a drag pans): the frame routes a pinch of two
// fingers into it instead of zooming the table's area, and a finger's
// drag is left to the table's own panning.
type Zoomer interface {
	// Pinch zooms the table's view by factor about the screen point
	// (x, y), then moves it by (dx, dy) screen pixels.
	Pinch(x, y, factor, dx, dy float64)
}

// CameraControls is implemented by tables whose camera has buttons of
// its own (pan arrows, zoom out and in, fit), which are no choice of a
// move and so no Target: tests hold them to a finger's size.
type CameraControls interface {
	// CameraControls appends to dst the screen rectangles of the
	// camera's buttons.
	CameraControls(dst []Rect) []Rect
}
