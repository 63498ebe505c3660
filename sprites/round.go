package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// cornerKey is one rounded corner set: a circle (stroke 0) or ring of a
// whole-pixel radius.
type cornerKey struct {
	radius int16
	stroke int16 // 0: filled
}

func cornerPad(k cornerKey) float64 { return math.Ceil(float64(k.stroke)/2) + 1 }

var corners = NewCache(256, true, func(k cornerKey) Shape {
	size := int(2 * (float64(k.radius) + cornerPad(k)))
	return Shape{W: size, H: size}
}, func(img *ebiten.Image, k cornerKey, sh Shape) {
	rad, sw := float64(k.radius), float64(k.stroke)
	c := rad + cornerPad(k)
	var p vector.Path
	if sw == 0 {
		p.Arc(float32(c), float32(c), float32(rad), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		FillPath(img, &p, White)
		return
	}
	in := math.Floor(sw / 2) // the stroke band is [edge-in, edge-in+sw)
	ringR := rad - (sw/2 - in)
	p.Arc(float32(c), float32(c), float32(ringR), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	StrokePath(img, &p, sw, White)
}).OnCPU()

// FillRoundRect fills (x, y, w, h) with corners of the given radius.
func FillRoundRect(dst *ebiten.Image, x, y, w, h, radius float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	if !roundRect(dst, x, y, w, h, radius, 0, clr) {
		FillPathFast(dst, RoundRectPath(x, y, w, h, radius), clr)
	}
}

// StrokeRoundRect outlines (x, y, w, h) with rounded corners.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, radius, width float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	if !roundRect(dst, x, y, w, h, radius, width, clr) {
		StrokePathFast(dst, RoundRectPath(x, y, w, h, radius), width, clr)
	}
}

// roundRect draws a filled (stroke 0) or outlined rounded rectangle as
// nine slices: the four corners come from one cached anti-aliased circle
// (or ring) per radius, the straight parts are plain rectangles. So the
// cache holds a few small sprites however many sizes of panel there are.
// It reports false when it could not draw (the sprite budget is spent).
func roundRect(dst *ebiten.Image, x, y, w, h, radius, stroke float64, clr color.RGBA) bool {
	x0, y0 := math.Round(x), math.Round(y)
	w, h = math.Round(x+w)-x0, math.Round(y+h)-y0
	x, y = x0, y0
	rad := math.Floor(math.Min(radius, math.Min(w, h)/2))
	if rad < 1 {
		rad = 1
	}
	sw := 0.0
	if stroke > 0 {
		sw = math.Max(1, math.Round(stroke))
	}
	if onCPUCanvas(dst) {
		// The path, anti-aliased, where the slices would lie: a stroke's
		// band is [edge-in, edge-in+sw), its middle d inside the edge.
		if sw == 0 {
			FillPath(dst, RoundRectPath(x, y, w, h, rad), clr)
			return true
		}
		d := sw/2 - math.Floor(sw/2)
		StrokePath(dst, RoundRectPath(x+d, y+d, w-2*d, h-2*d, rad-d), sw, clr)
		return true
	}
	if rad > 2000 || sw > 2000 {
		return false
	}
	k := cornerKey{int16(rad), int16(sw)}
	s := corners.Get(k)
	if s == nil {
		return false
	}
	pad := cornerPad(k)
	if s.parts[0] == nil {
		b := s.Img.Bounds() // a sub-image of a sheet
		size := b.Dx()
		ci := size / 2
		subs := [4]image.Rectangle{image.Rect(0, 0, ci, ci), image.Rect(ci, 0, size, ci), image.Rect(0, ci, ci, size), image.Rect(ci, ci, size, size)}
		for i, r := range subs {
			s.parts[i] = s.Img.SubImage(r.Add(b.Min)).(*ebiten.Image)
		}
	}
	drawImage(dst, s.parts[0], x-pad, y-pad, clr)
	drawImage(dst, s.parts[1], x+w-rad, y-pad, clr)
	drawImage(dst, s.parts[2], x-pad, y+h-rad, clr)
	drawImage(dst, s.parts[3], x+w-rad, y+h-rad, clr)
	if sw == 0 {
		FillRect(dst, x, y+rad, w, h-2*rad, clr)
		FillRect(dst, x+rad, y, w-2*rad, rad, clr)
		FillRect(dst, x+rad, y+h-rad, w-2*rad, rad, clr)
		return true
	}
	in := math.Floor(sw / 2)
	FillRect(dst, x+rad, y-in, w-2*rad, sw, clr)
	FillRect(dst, x+rad, y+h-sw+in, w-2*rad, sw, clr)
	FillRect(dst, x-in, y+rad, sw, h-2*rad, clr)
	FillRect(dst, x+w-sw+in, y+rad, sw, h-2*rad, clr)
	return true
}
