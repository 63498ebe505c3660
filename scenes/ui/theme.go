package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The app's dark, friendly palette.
var (
	ColBackground = color.RGBA{0x16, 0x14, 0x22, 0xff}
	ColPanel      = color.RGBA{0x25, 0x22, 0x37, 0xff}
	ColPanelHi    = color.RGBA{0x32, 0x2e, 0x4a, 0xff}
	ColPanelLo    = color.RGBA{0x1d, 0x1a, 0x2c, 0xff}
	ColBorder     = color.RGBA{0x4a, 0x43, 0x6c, 0xff}
	ColText       = color.RGBA{0xf0, 0xec, 0xf8, 0xff}
	ColTextDim    = color.RGBA{0xa9, 0xa2, 0xc4, 0xff}
	ColAccent     = color.RGBA{0x78, 0xd9, 0x8e, 0xff} // monster green
	ColAccentDark = color.RGBA{0x2f, 0x7a, 0x4a, 0xff}
	ColWarm       = color.RGBA{0xff, 0xa4, 0x4a, 0xff}
	ColDanger     = color.RGBA{0xff, 0x6e, 0x6e, 0xff}
	ColShade      = color.RGBA{0x08, 0x07, 0x10, 0xc8}
)

// SeatColors and SeatSymbols pair a colour with a symbol for each seat, so
// that seats are never told apart by colour alone. The colours are from
// the Okabe-Ito colour-blind-safe palette.
var (
	SeatColors = []color.RGBA{
		{0xe6, 0x6a, 0x2c, 0xff}, // vermillion
		{0x56, 0xb4, 0xe9, 0xff}, // sky blue
		{0xf0, 0xe4, 0x42, 0xff}, // yellow
		{0x1d, 0xb3, 0x86, 0xff}, // bluish green
		{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
		{0xe6, 0xa5, 0x2a, 0xff}, // orange
	}
	SeatSymbols = []string{"circle", "square", "triangle", "diamond", "star", "cross"}
)

// DefaultSeat returns the colour and symbol of seat i.
func DefaultSeat(i int) (color.RGBA, string) {
	return SeatColors[i%len(SeatColors)], SeatSymbols[i%len(SeatSymbols)]
}

// Scaled returns c with its alpha multiplied by a (0..1), premultiplied.
func Scaled(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Mix blends a towards b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

var (
	whiteImage    = ebiten.NewImage(3, 3)
	whiteSubImage = whiteImage.SubImage(whiteImage.Bounds().Inset(1)).(*ebiten.Image)
	pathVerts     []ebiten.Vertex
	pathIdx       []uint16
)

func init() { whiteImage.Fill(color.White) }

// FillPath fills p with clr (anti-aliased, non-zero rule). Each call
// costs an offscreen pass: for shapes drawn every frame prefer the cached
// helpers (FillRoundRect, DrawSymbol) or a Sprite.
func FillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) { fillAA(dst, p, clr) }

// StrokePath strokes p with clr and the given width (anti-aliased).
func StrokePath(dst *ebiten.Image, p *vector.Path, width float64, clr color.Color) {
	strokeAA(dst, p, width, clr)
}

// FillPathFast fills p without anti-aliasing: cheap, slightly jagged.
func FillPathFast(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForFilling(pathVerts[:0], pathIdx[:0])
	drawVerts(dst, clr, ebiten.FillRuleNonZero, false)
}

// StrokePathFast strokes p without anti-aliasing.
func StrokePathFast(dst *ebiten.Image, p *vector.Path, width float64, clr color.Color) {
	op := &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForStroke(pathVerts[:0], pathIdx[:0], op)
	drawVerts(dst, clr, ebiten.FillRuleFillAll, false)
}

func fillAA(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForFilling(pathVerts[:0], pathIdx[:0])
	drawVerts(dst, clr, ebiten.FillRuleNonZero, true)
}

func strokeAA(dst *ebiten.Image, p *vector.Path, width float64, clr color.Color) {
	op := &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForStroke(pathVerts[:0], pathIdx[:0], op)
	drawVerts(dst, clr, ebiten.FillRuleFillAll, true)
}

var triOpts = &ebiten.DrawTrianglesOptions{}

func drawVerts(dst *ebiten.Image, clr color.Color, rule ebiten.FillRule, aa bool) {
	r, g, b, a := clr.RGBA()
	for i := range pathVerts {
		v := &pathVerts[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR = float32(r) / 0xffff
		v.ColorG = float32(g) / 0xffff
		v.ColorB = float32(b) / 0xffff
		v.ColorA = float32(a) / 0xffff
	}
	*triOpts = ebiten.DrawTrianglesOptions{}
	triOpts.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	triOpts.AntiAlias = aa
	triOpts.FillRule = rule
	dst.DrawTriangles(pathVerts, pathIdx, whiteSubImage, triOpts)
}

var scratchPath vector.Path

func roundRectPath(r Rect, radius float64) *vector.Path {
	p := &scratchPath
	*p = vector.Path{}
	rad := math.Min(radius, math.Min(r.W, r.H)/2)
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	rr := float32(rad)
	p.MoveTo(x0+rr, y0)
	p.LineTo(x1-rr, y0)
	p.ArcTo(x1, y0, x1, y0+rr, rr)
	p.LineTo(x1, y1-rr)
	p.ArcTo(x1, y1, x1-rr, y1, rr)
	p.LineTo(x0+rr, y1)
	p.ArcTo(x0, y1, x0, y1-rr, rr)
	p.LineTo(x0, y0+rr)
	p.ArcTo(x0, y0, x0+rr, y0, rr)
	p.Close()
	return p
}

// FillRoundRect fills r with rounded corners.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	if !roundSprite(dst, r, radius, 0, clr) {
		FillPathFast(dst, roundRectPath(r, radius), clr)
	}
}

// StrokeRoundRect outlines r with rounded corners.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	if !roundSprite(dst, r, radius, width, clr) {
		StrokePathFast(dst, roundRectPath(r, radius), width, clr)
	}
}

// Panel draws a rounded panel with a soft shadow and a thin border.
func Panel(dst *ebiten.Image, r Rect, scale float64) {
	sh := r
	sh.Y += 4 * scale
	FillRoundRect(dst, sh, 14*scale, color.RGBA{0, 0, 0, 0x50})
	FillRoundRect(dst, r, 14*scale, ColPanel)
	StrokeRoundRect(dst, r, 14*scale, 1.5*scale, ColBorder)
}

// FillRect fills an axis-aligned rectangle.
func FillRect(dst *ebiten.Image, r Rect, clr color.Color) {
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, false)
}

// DrawSymbol draws a seat symbol ("circle", "square", "triangle",
// "diamond", "star", "cross") centred on (cx, cy) with the given radius,
// filled with clr and outlined in dark ink so it reads on any background.
func DrawSymbol(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.Color) {
	if symbolSprite(dst, symbol, cx, cy, radius, clr) {
		return
	}
	p := symbolPath(symbol, cx, cy, radius)
	FillPathFast(dst, p, clr)
	StrokePathFast(dst, p, math.Max(1, radius*0.12), symbolInk)
}

// PaintSymbol draws a symbol like DrawSymbol but directly, anti-aliased,
// without the sprite cache: for painting into a sprite of one's own.
func PaintSymbol(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.Color) {
	p := symbolPath(symbol, cx, cy, radius)
	fillAA(dst, p, clr)
	strokeAA(dst, p, math.Max(1, radius*0.12), symbolInk)
}

// symbolPath builds the outline of a symbol in the scratch path.
func symbolPath(symbol string, cx, cy, radius float64) *vector.Path {
	p := &scratchPath
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
		pts := [][2]float32{{-t, -r}, {t, -r}, {t, -t}, {r, -t}, {r, t}, {t, t}, {t, r}, {-t, r}, {-t, t}, {-r, t}, {-r, -t}, {-t, -t}}
		for i, q := range pts {
			// Rotate 45 degrees so the cross reads as an X.
			c := float32(math.Sqrt2 / 2)
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

var scratchPathZero vector.Path

func rectangle(r Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
