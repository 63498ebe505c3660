package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Symbols are the seat symbols: "circle", "square", "triangle",
// "diamond", "star" and "cross" (anything else draws a circle).
var Symbols = []string{"circle", "square", "triangle", "diamond", "star", "cross"}

// Ink is the dark outline of symbols.
var Ink = color.RGBA{0x10, 0x0e, 0x18, 0xff}

type symbolKey struct {
	symbol  string
	radius  float32 // in half pixels
	outline bool
}

func symbolSize(k symbolKey) int { return int(math.Ceil(float64(k.radius)*2)) + 6 }

var symbolSprites = NewCache(512, true, func(k symbolKey) Shape {
	size := symbolSize(k)
	c := float64(size) / 2
	return Shape{W: size, H: size, OX: c, OY: c}
}, func(img *ebiten.Image, k symbolKey, sh Shape) {
	p := SymbolPath(k.symbol, sh.OX, sh.OY, float64(k.radius))
	if k.outline {
		StrokePath(img, p, math.Max(1, float64(k.radius)*0.12), White)
	} else {
		FillPath(img, p, White)
	}
}).OnCPU()

// DrawSymbol draws a seat symbol centred on (cx, cy) with the given
// radius, filled with clr and outlined in Ink so it reads on any
// background. It comes from the sprite cache (radius rounded to half a
// pixel); when the frame's budget of new sprites is spent it is drawn
// directly without anti-aliasing. Painting on the CPU (a sprite of a
// cache on the CPU), it is painted there as PaintSymbol does, where the
// cached one would be drawn.
func DrawSymbol(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.RGBA) {
	rq := float32(math.Round(radius*2) / 2)
	if onCPUCanvas(dst) {
		c := float64(symbolSize(symbolKey{symbol, rq, false})) / 2
		PaintSymbol(dst, symbol, math.Round(cx-c)+c, math.Round(cy-c)+c, float64(rq), clr)
		return
	}
	fill := symbolSprites.Get(symbolKey{symbol, rq, false})
	var line *Sprite
	if fill != nil {
		line = symbolSprites.Get(symbolKey{symbol, rq, true})
	}
	if line == nil {
		p := SymbolPath(symbol, cx, cy, radius)
		FillPathFast(dst, p, clr)
		StrokePathFast(dst, p, math.Max(1, radius*0.12), Ink)
		return
	}
	Draw(dst, fill, cx, cy, clr)
	Draw(dst, line, cx, cy, Ink)
}

// PaintSymbol draws a symbol like DrawSymbol but directly, anti-aliased,
// without the cache: for painting into a sprite of one's own.
func PaintSymbol(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.RGBA) {
	p := SymbolPath(symbol, cx, cy, radius)
	FillPath(dst, p, clr)
	StrokePath(dst, p, math.Max(1, radius*0.12), Ink)
}

// SymbolPath builds the outline of a symbol in a scratch path (valid until
// the next helper call).
func SymbolPath(symbol string, cx, cy, radius float64) *vector.Path {
	p := &scratch
	*p = vector.Path{}
	x, y, r := float32(cx), float32(cy), float32(radius)
	switch symbol {
	case "square":
		s := r * 0.82
		p.MoveTo(x-s, y-s)
		p.LineTo(x+s, y-s)
		p.LineTo(x+s, y+s)
		p.LineTo(x-s, y+s)
		p.Close()
	case "triangle":
		p.MoveTo(x, y-r)
		p.LineTo(x+r*0.95, y+r*0.75)
		p.LineTo(x-r*0.95, y+r*0.75)
		p.Close()
	case "diamond":
		p.MoveTo(x, y-r)
		p.LineTo(x+r*0.8, y)
		p.LineTo(x, y+r)
		p.LineTo(x-r*0.8, y)
		p.Close()
	case "star":
		for i := 0; i < 10; i++ {
			rad := r
			if i%2 == 1 {
				rad = r * 0.45
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			px, py := x+rad*float32(math.Cos(a)), y+rad*float32(math.Sin(a))
			if i == 0 {
				p.MoveTo(px, py)
			} else {
				p.LineTo(px, py)
			}
		}
		p.Close()
	case "cross":
		t := r * 0.34
		pts := [12][2]float32{{-t, -r}, {t, -r}, {t, -t}, {r, -t}, {r, t}, {t, t}, {t, r}, {-t, r}, {-t, t}, {-r, t}, {-r, -t}, {-t, -t}}
		c := float32(math.Sqrt2 / 2)
		for i, q := range pts {
			// Rotated 45 degrees so the cross reads as an X.
			px, py := x+(q[0]-q[1])*c, y+(q[0]+q[1])*c
			if i == 0 {
				p.MoveTo(px, py)
			} else {
				p.LineTo(px, py)
			}
		}
		p.Close()
	default: // circle
		p.Arc(x, y, r*0.9, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
	}
	return p
}
