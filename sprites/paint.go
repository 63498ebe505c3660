package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Painting primitives. The anti-aliased ones (FillPath, StrokePath) cost
// an offscreen pass each: use them to paint sprites, not every frame.

var (
	whiteImage    = whiteOnSheet()
	whiteSubImage = whiteImage.SubImage(whiteImage.Bounds().Inset(1)).(*ebiten.Image)
	pathVerts     []ebiten.Vertex
	pathIdx       []uint16
	triOpts       ebiten.DrawTrianglesOptions
	rectOpts      ebiten.DrawImageOptions
)

// FillPath fills p with clr (anti-aliased, non-zero rule).
func FillPath(dst *ebiten.Image, p *vector.Path, clr color.RGBA) {
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForFilling(pathVerts[:0], pathIdx[:0])
	drawVerts(dst, clr, ebiten.FillRuleNonZero, true)
}

// StrokePath strokes p with clr and the given width (anti-aliased, round
// joins and caps).
func StrokePath(dst *ebiten.Image, p *vector.Path, width float64, clr color.RGBA) {
	strokePath(dst, p, width, clr, true)
}

// FillPathFast fills p without anti-aliasing: cheap, slightly jagged.
func FillPathFast(dst *ebiten.Image, p *vector.Path, clr color.RGBA) {
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForFilling(pathVerts[:0], pathIdx[:0])
	drawVerts(dst, clr, ebiten.FillRuleNonZero, false)
}

// FillPathFlat fills p without anti-aliasing and without the non-zero
// rule's stencil pass: every triangle of p is filled, which is right for a
// convex path (or nearly so). Unlike FillPathFast, consecutive fills batch
// into one draw, so thousands of shapes paint quickly (a map layer).
func FillPathFlat(dst *ebiten.Image, p *vector.Path, clr color.RGBA) {
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForFilling(pathVerts[:0], pathIdx[:0])
	drawVerts(dst, clr, ebiten.FillRuleFillAll, false)
}

// StrokePathFast strokes p without anti-aliasing.
func StrokePathFast(dst *ebiten.Image, p *vector.Path, width float64, clr color.RGBA) {
	strokePath(dst, p, width, clr, false)
}

var strokeOpts vector.StrokeOptions

func strokePath(dst *ebiten.Image, p *vector.Path, width float64, clr color.RGBA, aa bool) {
	strokeOpts = vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	pathVerts, pathIdx = p.AppendVerticesAndIndicesForStroke(pathVerts[:0], pathIdx[:0], &strokeOpts)
	drawVerts(dst, clr, ebiten.FillRuleFillAll, aa)
}

func drawVerts(dst *ebiten.Image, clr color.RGBA, rule ebiten.FillRule, aa bool) {
	if onCPUCanvas(dst) { // always anti-aliased there, at no extra cost
		cpuTriangles(clr, rule == ebiten.FillRuleNonZero)
		return
	}
	r, g, b, a := float32(clr.R)/0xff, float32(clr.G)/0xff, float32(clr.B)/0xff, float32(clr.A)/0xff
	for i := range pathVerts {
		v := &pathVerts[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = r, g, b, a
	}
	triOpts = ebiten.DrawTrianglesOptions{}
	triOpts.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	triOpts.AntiAlias = aa
	triOpts.FillRule = rule
	dst.DrawTriangles(pathVerts, pathIdx, whiteSubImage, &triOpts)
}

// FillRect fills the axis-aligned rectangle (x, y, w, h) with clr by
// stretching a white pixel: nothing is allocated and it batches with
// sprites and text.
func FillRect(dst *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	if onCPUCanvas(dst) {
		cpuRect(x, y, w, h, clr)
		return
	}
	rectOpts = ebiten.DrawImageOptions{}
	rectOpts.GeoM.Scale(w, h)
	rectOpts.GeoM.Translate(x, y)
	ScaleBy(&rectOpts.ColorScale, clr)
	dst.DrawImage(whiteSubImage, &rectOpts)
}

// scratch is the path the shape helpers build into (one at a time).
var scratch vector.Path

// RoundRectPath builds a rounded rectangle in a scratch path (valid until
// the next helper call).
func RoundRectPath(x, y, w, h, radius float64) *vector.Path {
	p := &scratch
	*p = vector.Path{}
	rad := math.Min(radius, math.Min(w, h)/2)
	x0, y0, x1, y1 := float32(x), float32(y), float32(x+w), float32(y+h)
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
