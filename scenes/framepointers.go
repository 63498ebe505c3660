package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// Pointers to choices out of sight. Zoomed for a step's small targets, a
// table can offer a kind of choice of which nothing shows on screen (the
// frame's pan, keepKindsInView, cannot bring it in without losing another
// kind): Chess Monsters' field while a card is zoomed for, Monsters on
// Board's Summoning track while the board's spaces are. A pointer on the
// edge of the visible table, towards the nearest target of that kind,
// says the choice is there; a tap on it pans the table to it.

// pointerPrefix starts a pointer's target name; the kind it points to
// follows ("more:track", "more:button:Pass").
const pointerPrefix = "more:"

// kindPointer points from the edge of the visible table towards a target
// of a kind of choice that is out of sight.
type kindPointer struct {
	name  string  // its target's name: pointerPrefix and the kind
	kind  string  // the kind of choice (targetKind)
	to    ui.Rect // the nearest target of the kind, where the table has it
	btn   ui.Rect // the pointer, on the edge of the visible table
	angle float64 // the way it points (0 right, pi/2 down), a quarter turn
}

// findPointers sets the frame's pointers: one for each kind of choice the
// person deciding is offered of which no target shows on the zoomed
// table. It runs at the end of a touch screen's tick, once the table is
// zoomed and laid out; it allocates nothing once its map and slice have
// grown (a table at rest allocates nothing).
func (f *Frame) findPointers(a *App) {
	f.pointers = f.pointers[:0]
	if _, own := f.ownCamera(); own || !f.zoom.zoomed() || f.lesson != nil || f.drawerOpen ||
		!f.personDeciding() || f.table.Busy() {
		return
	}
	minPx := f.minTarget(a)
	if f.kindsShown == nil {
		f.kindsShown = map[string]bool{}
	}
	if _, all := f.shownKinds(f.kindsShown, minPx); all {
		return
	}
	v := f.tableArea
	vx, vy := v.Center()
	dist := func(r ui.Rect) float64 {
		x, y := r.Center()
		return math.Hypot(x-vx, y-vy)
	}
	for _, t := range f.table.Targets() {
		k := targetKind(t.Name)
		if f.kindsShown[k] {
			continue
		}
		i := 0
		for i < len(f.pointers) && f.pointers[i].kind != k {
			i++
		}
		if i == len(f.pointers) {
			f.pointers = append(f.pointers, kindPointer{kind: k, to: t.Rect})
		} else if dist(t.Rect) < dist(f.pointers[i].to) {
			f.pointers[i].to = t.Rect
		}
	}
	size := max(minPx, 44*a.Scale)
	// A pointer keeps off what can be tapped on the table (a docked Done,
	// a square): it would take their taps.
	f.pointerAvoid = f.appendTableTargets(f.pointerAvoid[:0], minPx)
	for i := range f.pointers {
		p := &f.pointers[i]
		p.name = pointerName(p.kind)
		p.btn, p.angle = f.pointerPlace(p.to, size, i)
	}
}

// pointerNames keeps each kind's pointer name, made once.
var pointerNames = map[string]string{}

func pointerName(kind string) string {
	n, ok := pointerNames[kind]
	if !ok {
		n = pointerPrefix + kind
		pointerNames[kind] = n
	}
	return n
}

// pointerPlace puts a pointer of the given size on the edge of the
// visible table where the line from its centre to target to leaves it,
// pointing out across that edge. Along the edge it steps past the
// pointers placed before it (the first n) and, where it can, past the
// table's targets on screen (pointerAvoid): the buttons at least.
func (f *Frame) pointerPlace(to ui.Rect, size float64, n int) (ui.Rect, float64) {
	v := f.tableArea
	vx, vy := v.Center()
	tx, ty := to.Center()
	dx, dy := tx-vx, ty-vy
	m := size/2 + 8*f.us
	hw, hh := max(v.W/2-m, 1), max(v.H/2-m, 1)
	sideways := math.Abs(dx)*hh >= math.Abs(dy)*hw // through a left or right edge
	var x, y, angle float64
	if sideways {
		k := hw / math.Max(math.Abs(dx), 1e-9)
		x, y = vx+math.Copysign(hw, dx), vy+dy*k
		angle = 0
		if dx < 0 {
			angle = math.Pi
		}
	} else {
		k := hh / math.Max(math.Abs(dy), 1e-9)
		x, y = vx+dx*k, vy+math.Copysign(hh, dy)
		angle = math.Pi / 2
		if dy < 0 {
			angle = -math.Pi / 2
		}
	}
	at := ui.Rect{X: x - size/2, Y: y - size/2, W: size, H: size}
	inner := v.Inset(8 * f.us)
	step := size/2 + 4*f.us
	// clash reports whether r covers a pointer placed before, or a
	// target of the table (only its buttons when all is false).
	clash := func(r ui.Rect, all bool) bool {
		for _, q := range f.pointers[:n] {
			if q.btn.Overlaps(r) {
				return true
			}
		}
		for _, t := range f.pointerAvoid {
			if (all || strings.HasPrefix(t.Name, "button:")) && t.Rect.Overlaps(r) {
				return true
			}
		}
		return false
	}
	for _, all := range [...]bool{true, false} {
		for i := range 25 {
			// 0, +1, -1, +2, -2 ... steps along the edge.
			d := float64((i+1)/2) * step
			if i%2 == 0 {
				d = -d
			}
			r := at
			if sideways {
				r.Y += d
			} else {
				r.X += d
			}
			dx, dy := r.ShiftInto(inner)
			r.X, r.Y = r.X+dx, r.Y+dy
			if !clash(r, all) {
				return r, angle
			}
		}
	}
	sx, sy := at.ShiftInto(inner)
	at.X, at.Y = at.X+sx, at.Y+sy
	return at, angle
}

// tapPointer pans the table to the choice a tapped pointer points at and
// reports whether one was tapped (the tap reaches nothing else).
func (f *Frame) tapPointer(a *App, in ui.Input) bool {
	if len(f.pointers) == 0 || !in.Clicked() {
		return false
	}
	x, y := in.Cursor()
	for _, p := range f.pointers {
		if !p.btn.Contains(x, y) {
			continue
		}
		a.Play("click")
		v := f.tableArea
		tx, ty := p.to.Center()
		vx, vy := v.Center()
		f.zoom.pan(v, vx-tx, vy-ty)
		// Laid out at once for the pan (reading no input), so that what
		// is published next is where it draws.
		f.updateTableSeeing(a.In, true, false)
		f.pointers = f.pointers[:0]
		return true
	}
	return false
}

// appendPointerTargets appends the pointers' targets to ts.
func (f *Frame) appendPointerTargets(ts []ui.Target) []ui.Target {
	for _, p := range f.pointers {
		ts = append(ts, ui.Target{Name: p.name, Rect: p.btn})
	}
	return ts
}

// drawPointers draws the pointers: a lit round button with a triangle
// pointing across the table's edge.
func (f *Frame) drawPointers(dst *ebiten.Image) {
	for _, p := range f.pointers {
		r := p.btn.W / 2
		ui.FillRoundRect(dst, p.btn, r, ui.ColPanel)
		ui.StrokeRoundRect(dst, p.btn, r, max(2, 3*f.us), ui.ColLit)
		cx, cy := p.btn.Center()
		sprites.DrawPointerTurned(dst, cx, cy, r*0.45, p.angle, ui.ColLit)
	}
}
