package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// turnKey is a curved "turn" arrow: an arc of a circle of radius r pixels,
// w pixels thick, with a head at its clockwise end.
type turnKey struct{ r, w int16 }

// turnSpan is half the angle the arrow's arc covers, in radians.
const turnSpan = 0.42

func turnHead(k turnKey) float64 { return float64(k.w) * 3 }

// turnShape: the arc is centred on angle 0 (pointing right); the sprite
// covers its bounding box and its origin is the circle's centre.
func turnShape(k turnKey) Shape {
	r, m := float64(k.r), turnHead(k)+float64(k.w)
	x0, x1 := math.Floor(r*math.Cos(turnSpan)-m), r+m
	y0 := math.Floor(-r*math.Sin(turnSpan) - m)
	return Shape{W: int(math.Ceil(x1 - x0)), H: int(math.Ceil(-2 * y0)), OX: -x0, OY: -y0}
}

var turnArrows = NewCache(16, false, turnShape, func(img *ebiten.Image, k turnKey, sh Shape) {
	cx, cy, r, w := sh.OX, sh.OY, float64(k.r), float64(k.w)
	head := turnHead(k)
	end := turnSpan - head*0.6/r // the shaft stops under the head
	var p vector.Path
	p.Arc(float32(cx), float32(cy), float32(r), -turnSpan, float32(end), vector.Clockwise)
	StrokePath(img, &p, w, White)
	// The head: a triangle along the tangent at the clockwise end.
	ex, ey := cx+r*math.Cos(turnSpan), cy+r*math.Sin(turnSpan)
	tx, ty := -math.Sin(turnSpan), math.Cos(turnSpan) // clockwise tangent
	nx, ny := math.Cos(turnSpan), math.Sin(turnSpan)  // outward normal
	bx, by := ex-tx*head, ey-ty*head
	p = vector.Path{}
	p.MoveTo(float32(ex+tx*head*0.2), float32(ey+ty*head*0.2))
	p.LineTo(float32(bx+nx*head*0.6), float32(by+ny*head*0.6))
	p.LineTo(float32(bx-nx*head*0.6), float32(by-ny*head*0.6))
	p.Close()
	FillPath(img, &p, White)
}).OnCPU()

var turnOpts ebiten.DrawImageOptions

// DrawTurnArrow draws a curved arrow turning clockwise along the circle
// of radius r around (cx, cy), centred on the direction angle (radians,
// 0 = right, y down), w pixels thick, in clr: the sign that something can
// be turned. Use angles in quarter turns for crisp pixels.
func DrawTurnArrow(dst *ebiten.Image, cx, cy, r, angle, w float64, clr color.RGBA) {
	drawTurned(dst, turnArrows.Get(turnKey{int16(math.Round(r)), int16(math.Max(1, math.Round(w)))}), cx, cy, angle, clr)
}

// drawTurned draws sprite s (nil: nothing) turned by angle about its
// origin, which goes to (x, y) rounded, in clr.
func drawTurned(dst *ebiten.Image, s *Sprite, x, y, angle float64, clr color.RGBA) {
	if s == nil {
		return
	}
	if onCPUCanvas(dst) {
		cpuMissed()
		return
	}
	turnOpts = ebiten.DrawImageOptions{}
	turnOpts.GeoM.Translate(-s.OX, -s.OY)
	turnOpts.GeoM.Rotate(angle)
	turnOpts.GeoM.Translate(math.Round(x), math.Round(y))
	ScaleBy(&turnOpts.ColorScale, clr)
	dst.DrawImage(s.Img, &turnOpts)
}

// pointerKey is a solid triangle pointing left (dir -1) or right (dir 1),
// half as tall as size (in half pixels).
type pointerKey struct {
	size int16
	dir  int8
}

func pointerShape(k pointerKey) Shape {
	n := int(math.Ceil(float64(k.size)/2))*2 + 4
	return Shape{W: n, H: n, OX: float64(n) / 2, OY: float64(n) / 2}
}

var pointers = NewCache(32, false, pointerShape, func(img *ebiten.Image, k pointerKey, sh Shape) {
	x, y, s, dir := sh.OX, sh.OY, float64(k.size)/2, float64(k.dir)
	var p vector.Path
	p.MoveTo(float32(x-dir*s*0.6), float32(y-s))
	p.LineTo(float32(x+dir*s*0.8), float32(y))
	p.LineTo(float32(x-dir*s*0.6), float32(y+s))
	p.Close()
	FillPath(img, &p, White)
}).OnCPU()

// DrawPointer draws a solid triangle centred on (x, y) pointing right
// (dir > 0) or left, reaching s above and below its centre, in clr (the
// arrows of a choice box), from the cache.
func DrawPointer(dst *ebiten.Image, x, y, s, dir float64, clr color.RGBA) {
	d := int8(1)
	if dir < 0 {
		d = -1
	}
	sp := pointers.Get(pointerKey{int16(math.Round(s * 2)), d})
	if sp != nil {
		Draw(dst, sp, x, y, clr)
	}
}

// DrawPointerTurned draws DrawPointer's triangle pointing in the direction
// angle (radians, 0 = right, y down; quarter turns stay crisp), centred on
// (x, y), in clr.
func DrawPointerTurned(dst *ebiten.Image, x, y, s, angle float64, clr color.RGBA) {
	drawTurned(dst, pointers.Get(pointerKey{int16(math.Round(s * 2)), 1}), x, y, angle, clr)
}
