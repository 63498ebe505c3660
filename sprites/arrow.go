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

var turnArrows = NewCache(16, false, turnShape, func(img *ebiten.Image, k turnKey) {
	sh := turnShape(k)
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
})

var turnOpts ebiten.DrawImageOptions

// DrawTurnArrow draws a curved arrow turning clockwise along the circle
// of radius r around (cx, cy), centred on the direction angle (radians,
// 0 = right, y down), w pixels thick, in clr: the sign that something can
// be turned. Use angles in quarter turns for crisp pixels.
func DrawTurnArrow(dst *ebiten.Image, cx, cy, r, angle, w float64, clr color.RGBA) {
	s := turnArrows.Get(turnKey{int16(math.Round(r)), int16(math.Max(1, math.Round(w)))})
	if s == nil {
		return
	}
	turnOpts = ebiten.DrawImageOptions{}
	turnOpts.GeoM.Translate(-s.OX, -s.OY)
	turnOpts.GeoM.Rotate(angle)
	turnOpts.GeoM.Translate(math.Round(cx), math.Round(cy))
	scaleBy(&turnOpts.ColorScale, clr)
	dst.DrawImage(s.Img, &turnOpts)
}
