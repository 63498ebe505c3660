package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Cursor is the keyboard's focus over a scene's targets, the same in every
// game: the arrow keys move it to the nearest target in their direction
// (Step), and while its ring shows, Enter or Space clicks the focused
// target's centre, so that the keyboard does exactly what a click does,
// refusals included. The ring shows after an arrow key and goes when the
// pointer moves or clicks; while it is hidden Enter keeps its own meaning.
type Cursor struct {
	shown  bool
	has    bool   // focus is set (it may be gone from the targets now)
	focus  Target // the focused target, as last seen
	idx    int    // its index in the targets of the last Update, or -1
	px, py float64
	seen   bool // px, py hold the pointer of an earlier Update
	in     cursorInput
}

// Shown reports whether the focus ring shows (the keyboard leads).
func (c *Cursor) Shown() bool { return c.shown && c.idx >= 0 }

// Focus is the focused target, if the ring shows.
func (c *Cursor) Focus() (Target, bool) { return c.focus, c.Shown() }

// Set puts the focus on t (an offered choice) without showing the ring.
func (c *Cursor) Set(t Target) { c.has, c.focus = true, t }

// Hide hides the ring; the focus stays where it is for the next arrow.
func (c *Cursor) Hide() { c.shown = false }

// Update reads this tick's arrows and Enter over targets ts (the scene's
// clickable places) and returns the input the scene should read: while
// the ring shows, the pointer is at the focused target's centre (hovers
// and tooltips follow it) and Enter is a click there, not CmdConfirm.
// moved reports that an arrow moved the focus.
func (c *Cursor) Update(in Input, ts []Target) (out Input, moved bool) {
	x, y := in.Cursor()
	if (c.seen && (x != c.px || y != c.py)) || in.Clicked() || in.RightClicked() {
		c.shown = false
	}
	c.px, c.py, c.seen = x, y, true
	c.Refocus(ts)
	dx, dy := arrow(in)
	c.in = cursorInput{Input: in}
	if (dx != 0 || dy != 0) && len(ts) > 0 {
		if c.shown {
			if i := Step(ts, c.idx, dx, dy); i != c.idx {
				c.idx, c.focus, moved = i, ts[i], true
			}
		}
		c.shown = true
	}
	if c.Shown() {
		c.in.at = true
		c.in.x, c.in.y = c.focus.Rect.Center()
		if in.Command(CmdConfirm) && !in.Clicked() {
			c.in.click = true
		}
	}
	return &c.in, moved
}

// Over is Update over the targets of tg (a scene, a table); when an arrow
// moved the focus and r (nil for none) brings it into view, the focus is
// found again where it shows now.
func (c *Cursor) Over(in Input, tg Targeter, r Revealer) Input {
	out, moved := c.Update(in, tg.Targets())
	if moved && r != nil && r.Reveal(c.focus.Name) {
		c.Refocus(tg.Targets())
	}
	return out
}

// Refocus finds the focus among ts, which may have changed since (a new
// decision, a turned tile, a map moved): the target of the same name, else
// the one nearest where the focus was, else the first. The input Update
// returned then points at the focus where it is now.
func (c *Cursor) Refocus(ts []Target) {
	c.idx = -1
	if len(ts) == 0 {
		return
	}
	named := -1
	if !c.has {
		c.has, named = true, 0
	}
	for i := 0; i < len(ts) && named < 0; i++ {
		if ts[i].Name == c.focus.Name {
			named = i
		}
	}
	for i := named + 1; named >= 0 && i < len(ts); i++ {
		// several of the same name: the one where the focus was
		if ts[i].Name == c.focus.Name && ts[i].Rect == c.focus.Rect && ts[named].Rect != c.focus.Rect {
			named = i
		}
	}
	if named < 0 {
		fx, fy := c.focus.Rect.Center()
		best := math.Inf(1)
		for i, t := range ts {
			tx, ty := t.Rect.Center()
			if d := math.Hypot(tx-fx, ty-fy); d < best {
				named, best = i, d
			}
		}
	}
	c.idx, c.focus = named, ts[named]
	if c.in.at {
		c.in.x, c.in.y = c.focus.Rect.Center()
	}
}

// arrow is the direction of the arrow key pressed this tick, (0, 0) for
// none.
func arrow(in Input) (dx, dy float64) {
	switch {
	case in.Command(CmdLeft):
		return -1, 0
	case in.Command(CmdRight):
		return 1, 0
	case in.Command(CmdUp):
		return 0, -1
	case in.Command(CmdDown):
		return 0, 1
	}
	return 0, 0
}

// Step is the target the focus moves to from ts[from] in direction (dx, dy)
// (one of the four unit vectors): the nearest whose centre lies ahead,
// distance off the line counting more than distance along it; when none
// lies ahead it wraps round to the farthest behind, near the same line.
// Targets with the same centre are taken in list order: ahead going right
// or down, behind going left or up. from out of range starts at ts[0].
func Step(ts []Target, from int, dx, dy float64) int {
	if from < 0 || from >= len(ts) {
		return 0
	}
	fx, fy := ts[from].Rect.Center()
	best, wrap := -1, -1
	bestScore, wrapScore := math.Inf(1), math.Inf(1)
	for i, t := range ts {
		if i == from {
			continue
		}
		tx, ty := t.Rect.Center()
		along := (tx-fx)*dx + (ty-fy)*dy
		across := math.Abs((tx-fx)*dy - (ty-fy)*dx)
		if along == 0 && across == 0 {
			// the same centre: list order decides
			if (i > from) == (dx+dy > 0) {
				along = 1e-6
			} else {
				along = -1e-6
			}
		}
		if along > 0 {
			if s := along + 2.5*across; s < bestScore {
				best, bestScore = i, s
			}
		} else if s := along + 2.5*across; s < wrapScore {
			wrap, wrapScore = i, s
		}
	}
	switch {
	case best >= 0:
		return best
	case wrap >= 0:
		return wrap
	}
	return from
}

// ColFocus is the keyboard focus ring's colour on every screen.
var ColFocus = color.RGBA{0xff, 0xff, 0xff, 0xff}

// Draw draws the focus ring round the focused target when it shows: a
// white ring on a dark one, seen on any table.
func (c *Cursor) Draw(dst *ebiten.Image, s float64) {
	if !c.Shown() {
		return
	}
	r := c.focus.Rect.Inset(-4 * s)
	rad := math.Min(10*s, math.Min(r.W, r.H)/2)
	StrokeRoundRect(dst, r.Inset(-1.5*s), rad+1.5*s, 2*s, color.RGBA{0x08, 0x0c, 0x10, 0xff})
	StrokeRoundRect(dst, r, rad, 3*s, ColFocus)
}

// cursorInput is the input a scene reads through a Cursor (Cursor.Update).
type cursorInput struct {
	Input
	at    bool // the ring shows: the pointer is at its centre
	x, y  float64
	click bool // Enter clicks the focused target
}

// Cursor implements Input.
func (c *cursorInput) Cursor() (float64, float64) {
	if c.at {
		return c.x, c.y
	}
	return c.Input.Cursor()
}

// Clicked implements Input.
func (c *cursorInput) Clicked() bool { return c.click || c.Input.Clicked() }

// Touch implements Toucher for the input it wraps, so that a tooltip
// still waits for a long press under a finger.
func (c *cursorInput) Touch() (finger, long bool) {
	if t, ok := c.Input.(Toucher); ok {
		return t.Touch()
	}
	return false, false
}

// Command implements Input: Enter is the click, not CmdConfirm.
func (c *cursorInput) Command(cmd Command) bool {
	return !(c.click && cmd == CmdConfirm) && c.Input.Command(cmd)
}

// Held implements Holder.
func (c *cursorInput) Held() bool { return Held(c.Input) }

// Touches implements Multitoucher for the input it wraps.
func (c *cursorInput) Touches() []TouchPoint { return TouchesOf(c.Input) }

// Edits implements Editor.
func (c *cursorInput) Edits() []EditKey {
	if e, ok := c.Input.(Editor); ok {
		return e.Edits()
	}
	return nil
}
