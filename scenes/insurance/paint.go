package insurance

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"monstermixer/scenes/ui"
)

// pen draws shapes given in local units: a point (u, v) lands at
// (cx, cy) + size*(u, v) rotated by the pen's angle. Pieces are designed
// in a unit box around the origin and drawn at any size and turn.
type pen struct {
	cx, cy, size float64
	cos, sin     float64
	p            vector.Path
}

func (pn *pen) set(cx, cy, size, angle float64) {
	pn.cx, pn.cy, pn.size = cx, cy, size
	pn.cos, pn.sin = math.Cos(angle), math.Sin(angle)
}

func (pn *pen) pt(u, v float64) (float32, float32) {
	x, y := u*pn.size, v*pn.size
	return float32(pn.cx + x*pn.cos - y*pn.sin), float32(pn.cy + x*pn.sin + y*pn.cos)
}

// begin starts a new path.
func (pn *pen) begin() { pn.p = vector.Path{} }

func (pn *pen) moveTo(u, v float64) { x, y := pn.pt(u, v); pn.p.MoveTo(x, y) }
func (pn *pen) lineTo(u, v float64) { x, y := pn.pt(u, v); pn.p.LineTo(x, y) }
func (pn *pen) close()              { pn.p.Close() }

// poly adds a closed polygon of (u, v) pairs.
func (pn *pen) poly(pts ...float64) {
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			pn.moveTo(pts[0], pts[1])
		} else {
			pn.lineTo(pts[i], pts[i+1])
		}
	}
	pn.close()
}

// ellipse adds a closed ellipse.
func (pn *pen) ellipse(u, v, ru, rv float64) {
	const n = 28
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / n
		if i == 0 {
			pn.moveTo(u+ru*math.Cos(a), v+rv*math.Sin(a))
		} else {
			pn.lineTo(u+ru*math.Cos(a), v+rv*math.Sin(a))
		}
	}
	pn.close()
}

func (pn *pen) fill(dst *ebiten.Image, c color.RGBA) { ui.FillPath(dst, &pn.p, c) }

// stroke strokes the path with a width in local units.
func (pn *pen) stroke(dst *ebiten.Image, w float64, c color.RGBA) {
	ui.StrokePath(dst, &pn.p, math.Max(1, w*pn.size), c)
}

// fillStroke fills the path and outlines it in ink.
func (pn *pen) fillStroke(dst *ebiten.Image, fill color.RGBA, w float64) {
	pn.fill(dst, fill)
	pn.stroke(dst, w, colInk)
}

// line strokes a single segment (plain, see batch.go).
func line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.RGBA) {
	segment(x0, y0, x1, y1, w, c)
	flushQuads(dst)
}

// dashedRect outlines r with dashes.
func dashedRect(dst *ebiten.Image, r ui.Rect, dash, w float64, c color.RGBA) {
	dashes(r, dash, w, c)
	flushQuads(dst)
}

// strokeRect outlines r with solid lines centred on its edges.
func strokeRect(dst *ebiten.Image, r ui.Rect, w float64, c color.RGBA) {
	frame(r.Inset(-w/2), w, c)
	flushQuads(dst)
}

// fillRect fills r (plain, without allocating).
func fillRect(dst *ebiten.Image, r ui.Rect, c color.RGBA) {
	box(r, c)
	flushQuads(dst)
}

// Colours of the table.
var (
	colInk      = color.RGBA{0x10, 0x0e, 0x18, 0xff}
	colRoad     = color.RGBA{0x5a, 0x5d, 0x66, 0xff} // grey asphalt
	colLane     = color.RGBA{0xf2, 0xd8, 0x6b, 0xff} // lane marks
	colKerb     = color.RGBA{0x3b, 0x3d, 0x44, 0xff}
	colBldLine  = color.RGBA{0x2a, 0x22, 0x1c, 0xff}
	colUndealt  = color.RGBA{0x2c, 0x29, 0x40, 0xff}
	colCard     = color.RGBA{0xfb, 0xf4, 0xe2, 0xff} // card face
	colCardInk  = color.RGBA{0x3a, 0x2e, 0x4e, 0xff}
	colCardBack = color.RGBA{0x5b, 0x3f, 0x9e, 0xff}
	colBackDeco = color.RGBA{0x7d, 0x5f, 0xc4, 0xff}
	colMonster  = color.RGBA{0x8e, 0x6b, 0xd8, 0xff}
	colMonDark  = color.RGBA{0x5e, 0x43, 0xa6, 0xff}
	colBelly    = color.RGBA{0xc9, 0xb6, 0xf2, 0xff}
	colWhite    = color.RGBA{0xfa, 0xf7, 0xff, 0xff}
	colStep     = color.RGBA{0xff, 0xa4, 0x4a, 0xff}
	colAttack   = color.RGBA{0xff, 0x4e, 0x3e, 0xff}
	colLit      = color.RGBA{0x78, 0xd9, 0x8e, 0xff}
	colHint     = ui.ColHint
	colDamaged  = color.RGBA{0x8c, 0x8a, 0x94, 0xff}
)

// drawExplosion draws a spiky burst centred on (cx, cy) with radius r.
func drawExplosion(dst *ebiten.Image, pn *pen, cx, cy, r, turn float64, outer, inner color.RGBA) {
	pn.set(cx, cy, r, turn)
	starPath(pn, 1, 0.5, 0)
	pn.fill(dst, outer)
	starPath(pn, 0.55, 0.3, 0.2)
	pn.fill(dst, inner)
}

// starPath traces a closed 8-pointed star in the pen's unit space: points at
// radius tip, notches at radius notch, rotated by phase radians.
func starPath(pn *pen, tip, notch, phase float64) {
	pn.begin()
	for i := 0; i < 16; i++ {
		a := float64(i)*math.Pi/8 + phase
		rad := tip
		if i%2 == 1 {
			rad = notch
		}
		if i == 0 {
			pn.moveTo(rad*math.Cos(a), rad*math.Sin(a))
		} else {
			pn.lineTo(rad*math.Cos(a), rad*math.Sin(a))
		}
	}
	pn.close()
}

// drawArrow draws a filled arrow centred on (cx, cy) pointing at angle
// (0 = up, clockwise) with the given length.
func drawArrow(dst *ebiten.Image, pn *pen, cx, cy, length, angle float64, fill color.RGBA) {
	pn.set(cx, cy, length, angle)
	pn.begin()
	pn.poly(0, -0.5, 0.42, -0.02, 0.16, -0.02, 0.16, 0.5, -0.16, 0.5, -0.16, -0.02, -0.42, -0.02)
	pn.fillStroke(dst, fill, 0.06)
}

// dirAngle is the screen angle of a facing (0 = north, clockwise).
func dirAngle(d uint8) float64 { return float64(d) * math.Pi / 2 }
