package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Dice colours: the light die is ivory with ink pips, the dark die purple
// with white pips.
var (
	DieLight = color.RGBA{0xfb, 0xf6, 0xea, 0xff}
	DieDark  = color.RGBA{0x3a, 0x2a, 0x5c, 0xff}
	dieWhite = color.RGBA{0xfa, 0xf7, 0xff, 0xff}
)

// diePips are the pip positions (in die widths from the centre) and which
// of them each value shows.
var (
	diePips = [7][2]float64{{-0.26, -0.26}, {0.26, -0.26}, {-0.26, 0}, {0, 0}, {0.26, 0}, {-0.26, 0.26}, {0.26, 0.26}}
	dieOn   = [7][]int{nil, {3}, {0, 6}, {0, 3, 6}, {0, 1, 5, 6}, {0, 1, 3, 5, 6}, {0, 1, 2, 4, 5, 6}}
)

// PaintDie paints a die face showing value (1..6) centred on (cx, cy),
// size pixels wide, turned by angle (radians), anti-aliased: an octagon
// with cut corners outlined in Ink, and round pips.
func PaintDie(dst *ebiten.Image, cx, cy, size, angle float64, value int, dark bool) {
	bg, pip := DieLight, Ink
	if dark {
		bg, pip = DieDark, dieWhite
	}
	PaintDieColours(dst, cx, cy, size, angle, value, bg, pip)
}

// PaintDieColours paints a die face as PaintDie does, in colour bg with
// pips of colour pip (a coloured Lord die).
func PaintDieColours(dst *ebiten.Image, cx, cy, size, angle float64, value int, bg, pip color.RGBA) {
	value = max(1, min(6, value))
	cos, sin := math.Cos(angle), math.Sin(angle)
	pt := func(u, v float64) (float32, float32) {
		x, y := u*size, v*size
		return float32(cx + x*cos - y*sin), float32(cy + x*sin + y*cos)
	}
	var p vector.Path
	const k = 0.14
	corners := [8][2]float64{{-0.5 + k, -0.5}, {0.5 - k, -0.5}, {0.5, -0.5 + k}, {0.5, 0.5 - k}, {0.5 - k, 0.5}, {-0.5 + k, 0.5}, {-0.5, 0.5 - k}, {-0.5, -0.5 + k}}
	for i, c := range corners {
		x, y := pt(c[0], c[1])
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	FillPath(dst, &p, bg)
	StrokePath(dst, &p, math.Max(1, 0.05*size), Ink)
	p = vector.Path{}
	for _, i := range dieOn[value] {
		const n = 28
		for j := 0; j < n; j++ {
			a := 2 * math.Pi * float64(j) / n
			x, y := pt(diePips[i][0]+0.09*math.Cos(a), diePips[i][1]+0.09*math.Sin(a))
			if j == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
	}
	FillPath(dst, &p, pip)
}

type dieKey struct {
	size  int16
	value int8
	dark  bool
}

var dice = NewCache(64, false, func(k dieKey) Shape {
	n := int(k.size) + 2
	return Shape{W: n, H: n, OX: float64(n) / 2, OY: float64(n) / 2}
}, func(img *ebiten.Image, k dieKey, sh Shape) {
	PaintDie(img, sh.OX, sh.OY, float64(k.size), 0, int(k.value), k.dark)
}).OnCPU()

// DrawDie draws an upright die face (value 1..6) centred on (cx, cy),
// size pixels wide, from the cache.
func DrawDie(dst *ebiten.Image, cx, cy, size float64, value int, dark bool) {
	s := dice.Get(dieKey{int16(math.Round(size)), int8(max(1, min(6, value))), dark})
	if s != nil {
		Draw(dst, s, cx, cy, White)
	}
}

// d8Ink and d8Edge are a d8's numeral and the inner edges it shows.
var (
	d8Ink  = color.RGBA{0x20, 0x18, 0x10, 0xff}
	d8Edge = color.RGBA{0xa0, 0x98, 0x88, 0xff}
)

// PaintD8 paints an eight-sided die as it lies, point up, centred on (cx,
// cy) and r from its centre to its top, ivory with the edges of its top
// face, showing value (0: blank), anti-aliased.
func PaintD8(dst *ebiten.Image, cx, cy, r float64, value int) {
	var p vector.Path
	p.MoveTo(float32(cx), float32(cy-r))
	p.LineTo(float32(cx+r*0.86), float32(cy-r*0.25))
	p.LineTo(float32(cx+r*0.62), float32(cy+r*0.72))
	p.LineTo(float32(cx-r*0.62), float32(cy+r*0.72))
	p.LineTo(float32(cx-r*0.86), float32(cy-r*0.25))
	p.Close()
	FillPath(dst, &p, DieLight)
	StrokePath(dst, &p, math.Max(1.5, r*0.06), d8Ink)
	p = vector.Path{}
	p.MoveTo(float32(cx), float32(cy-r))
	p.LineTo(float32(cx+r*0.5), float32(cy+r*0.5))
	p.LineTo(float32(cx-r*0.5), float32(cy+r*0.5))
	p.Close()
	StrokePath(dst, &p, math.Max(1, r*0.03), d8Edge)
	if value > 0 {
		DrawText(dst, strconv.Itoa(value), r*0.62, true, cx, cy+r*0.12, AlignCenter, AlignCenter, d8Ink)
	}
}
