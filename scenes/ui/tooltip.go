package ui

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tipper is part of every Table (the interaction contract): Tip is
// the tooltip shown now, its lines (the title first) and its box in
// screen pixels; ok is false when none shows.
type Tipper interface {
	Tip() (text []string, box Rect, ok bool)
}

// Tooltip is the one tooltip of every table: a title in bold and a body,
// wrapped to a width, in a box kept inside the table's area, beside the
// pointer but never over the piece it describes (its anchor), and clear
// of the lit targets of the decision when there is room. A table calls
// Show (or Hide) when what the pointer is over changes, Place every tick
// and Draw last. It wraps the text again only when the text or the scale
// changes: an idle frame costs no allocation.
type Tooltip struct {
	// View is the part of the screen a zoomed table shows (Context.View):
	// the box goes inside it as well as inside the area (zero: the
	// area, whole).
	View Rect

	lines  []string // the text as given, the title first
	warn   bool
	anchor Rect

	wrapped []string // lines wrapped to the box
	bold    int      // how many of wrapped are the title's
	wrapS   float64  // the scale wrapped was made at; 0: wrap again
	wrapW   float64  // ... and the area's width
	w, h    float64  // the box's size

	box   Rect
	shown bool
	// what box was placed for: the point and the scale, the anchor and
	// the area; placeOK false: place it again
	placed   [3]float64
	placedAt Rect
	placedIn Rect
	placeOK  bool
}

// The tooltip's look, in layout units (times the scale).
const (
	tipSize   = 14.0  // text size
	tipLineH  = 1.35  // line height, times the size
	tipPad    = 10.0  // padding inside the box
	tipMaxW   = 360.0 // widest box
	tipGap    = 14.0  // between the pointer and the box
	tipMargin = 4.0   // between the box and the area's edge
)

// tipFill is the box's fill (the why-not variant is tinted by the theme's
// warning colour).
var tipFill = color.RGBA{0x10, 0x0e, 0x18, 0xf2}

// Show sets what the tooltip says about the piece at anchor: lines[0] is
// the title, the others the body. warn draws it as a refusal (why not),
// in the theme's warning colour. Showing the same lines again costs
// nothing.
func (t *Tooltip) Show(lines []string, anchor Rect, warn bool) {
	t.anchor = anchor
	if warn == t.warn && slices.Equal(lines, t.lines) && len(t.lines) > 0 {
		return
	}
	t.warn = warn
	t.lines = append(t.lines[:0], lines...)
	t.wrapS, t.placeOK = 0, false
}

// Hide takes the tooltip away.
func (t *Tooltip) Hide() {
	t.lines = t.lines[:0]
	t.shown = false
}

// Place puts the box beside the point (x, y) inside area (see PlaceTip),
// clear of the targets keep returns where it can be (the lit targets of
// the decision): the point is the pointer's, or the keyboard cursor's. It
// places the box again only when the text, the anchor, the point, the
// area or the scale changed. On a touch screen the tooltip shows only
// while a finger of in is held still (a long press).
func (t *Tooltip) Place(in Input, x, y float64, area Rect, scale float64, keep func() []Target) {
	t.shown = false
	if len(t.lines) == 0 || !TipAllowed(in) {
		return
	}
	if v := t.View; v.W > 0 && v.H > 0 {
		area = area.Intersect(v)
	}
	if t.wrapS != scale || t.wrapW != area.W {
		t.wrap(scale, area)
	}
	at := [...]float64{x, y, scale}
	if !t.placeOK || at != t.placed || t.anchor != t.placedAt || area != t.placedIn {
		var ks []Target
		if keep != nil {
			ks = keep()
		}
		t.box = PlaceTip(t.w, t.h, x, y, t.anchor, area, ks, scale)
		t.placed, t.placedAt, t.placedIn, t.placeOK = at, t.anchor, area, true
	}
	t.shown = true
}

// wrap wraps the lines to the box's width at scale.
func (t *Tooltip) wrap(scale float64, area Rect) {
	size := tipSize * scale
	maxW := min(tipMaxW*scale, area.W-2*(tipMargin+tipPad)*scale)
	t.wrapped, t.bold = t.wrapped[:0], 0
	for i, l := range t.lines {
		for _, wl := range Wrap(l, size, i == 0, maxW) {
			t.wrapped = append(t.wrapped, wl)
			if i == 0 {
				t.bold++
			}
		}
	}
	w := 0.0
	for i, l := range t.wrapped {
		w = math.Max(w, TextWidth(l, size, i < t.bold))
	}
	t.w = w + 2*tipPad*scale
	t.h = float64(len(t.wrapped))*size*tipLineH + 2*tipPad*scale*0.7
	t.wrapS, t.wrapW, t.placeOK = scale, area.W, false
}

// Tip implements Tipper.
func (t *Tooltip) Tip() ([]string, Rect, bool) {
	if !t.shown {
		return nil, Rect{}, false
	}
	return t.lines, t.box, true
}

// Draw draws the tooltip where Place put it.
func (t *Tooltip) Draw(dst *ebiten.Image) {
	if !t.shown || t.wrapS == 0 {
		return
	}
	s := t.wrapS
	fill, border := tipFill, ColBorder
	if t.warn {
		fill, border = Mix(tipFill, ColDanger, 0.18), ColDanger
	}
	sh := t.box
	sh.Y += 3 * s
	FillRoundRect(dst, sh, 8*s, color.RGBA{0, 0, 0, 0x50})
	FillRoundRect(dst, t.box, 8*s, fill)
	StrokeRoundRect(dst, t.box, 8*s, 1.5*s, border)
	size := tipSize * s
	lh := size * tipLineH
	y := t.box.Y + tipPad*s*0.7 + lh/2
	for i, l := range t.wrapped {
		col := ColText
		if i >= t.bold && t.bold > 0 {
			col = ColTextDim
		}
		DrawText(dst, l, size, i < t.bold, t.box.X+tipPad*s, y, AlignStart, AlignCenter, col)
		y += lh
	}
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Within reports whether r lies entirely inside o.
func (r Rect) Within(o Rect) bool {
	return r.X >= o.X && r.Y >= o.Y && r.X+r.W <= o.X+o.W && r.Y+r.H <= o.Y+o.H
}

// ShiftInto is the least move (dx, dy) that brings r inside o, along
// each axis where r fits in o (0 where it already lies inside).
func (r Rect) ShiftInto(o Rect) (dx, dy float64) {
	dx = max(o.X-r.X, 0) + min(o.X+o.W-(r.X+r.W), 0)
	dy = max(o.Y-r.Y, 0) + min(o.Y+o.H-(r.Y+r.H), 0)
	return dx, dy
}

// PlaceTip places a w×h tooltip for the pointer at (px, py) over anchor:
// always inside area; below and to the right of the pointer when it fits
// there, else on another side, never over the anchor (nor the pointer)
// when any side has room; among the places that do not cover the anchor,
// the first that covers none of keep, else the one covering the fewest.
func PlaceTip(w, h, px, py float64, anchor, area Rect, keep []Target, scale float64) Rect {
	gap, m := tipGap*scale, tipMargin*scale
	// The pointer is part of what the box must not cover.
	a := anchor
	if a.W <= 0 || a.H <= 0 || !a.Contains(px, py) {
		a = a.Union(Rect{X: px - gap/2, Y: py - gap/2, W: gap, H: gap})
	}
	right, below := px+gap, py+gap
	left, above := px-gap-w, py-gap-h
	cands := [...][2]float64{
		{right, below},           // below-right of the pointer
		{right, a.Y + a.H + gap}, // below the anchor
		{a.X + a.W + gap, below}, // right of the anchor
		{right, a.Y - gap - h},   // above the anchor
		{a.X - gap - w, below},   // left of the anchor
		{left, below},            // below-left of the pointer
		{right, above},           // above-right
		{left, above},            // above-left
		{left, a.Y + a.H + gap},  // below the anchor, to the left
		{left, a.Y - gap - h},    // above the anchor, to the left
		{a.X + a.W + gap, above}, // right of the anchor, up
		{a.X - gap - w, above},   // left of the anchor, up
		{a.X - gap - w, a.Y},     // left of the anchor, level
		{a.X + a.W + gap, a.Y},   // right of the anchor, level
		{a.X, a.Y + a.H + gap},   // below the anchor, level
		{a.X, a.Y - gap - h},     // above the anchor, level
	}
	best, bestCost := Rect{}, math.Inf(1)
	for _, c := range cands {
		r := clampInto(Rect{X: c[0], Y: c[1], W: w, H: h}, area, m)
		cost := 0.0
		if r.Overlaps(a) {
			cost = 1000 + overlapArea(r, a)/(w*h+1)
		}
		for _, k := range keep {
			if r.Overlaps(k.Rect) && !k.Rect.Within(a) {
				cost++
			}
		}
		if cost < bestCost {
			best, bestCost = r, cost
			if cost == 0 {
				break
			}
		}
	}
	return best
}

// clampInto shifts r inside area, m from its edges (the top-left edge
// wins when r is larger than area).
func clampInto(r, area Rect, m float64) Rect {
	r.X = math.Max(area.X+m, math.Min(r.X, area.X+area.W-m-r.W))
	r.Y = math.Max(area.Y+m, math.Min(r.Y, area.Y+area.H-m-r.H))
	return r
}

// Union is the smallest rectangle holding r and o (o alone when r is
// empty).
func (r Rect) Union(o Rect) Rect {
	a, b := r, o
	if a.W <= 0 || a.H <= 0 {
		return b
	}
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

func overlapArea(a, b Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	return math.Max(0, w) * math.Max(0, h)
}

// Intersect is the part of r inside o (empty, at r's corner, when they do
// not meet).
func (r Rect) Intersect(o Rect) Rect {
	x0, y0 := max(r.X, o.X), max(r.Y, o.Y)
	x1, y1 := min(r.X+r.W, o.X+o.W), min(r.Y+r.H, o.Y+o.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{X: r.X, Y: r.Y}
	}
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}
