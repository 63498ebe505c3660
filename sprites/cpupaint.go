package sprites

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	xvector "golang.org/x/image/vector"
)

// Painting on the CPU. A cache made with onCPU paints its sprites into
// an RGBA image in memory with x/image's rasteriser (exact-area
// anti-aliasing) and uploads the pixels onto a sprite sheet: no
// offscreen pass on the GPU, where every anti-aliased fill costs one
// (painted on the GPU, the title's five pictures took about 190 ms of
// the browser's CPU and as much of its software GPU, too much for the
// first frame; on the CPU they cost a few milliseconds).
//
// The painting functions keep their signature: they are handed cpuMarker,
// an image of no use of its own, and the primitives (FillPath,
// StrokePath, FillRect, the rounded rectangles, DrawText) see it and
// paint into cpuPaint.img instead. A primitive that cannot paint on the
// CPU (a cached sprite's image) marks the painting missed, and the sprite
// is painted on the GPU as before.

var cpuPaint struct {
	marker *ebiten.Image
	img    *image.RGBA
	z      xvector.Rasterizer
	missed bool
}

// onCPUCanvas reports whether dst is the CPU painter's marker.
func onCPUCanvas(dst *ebiten.Image) bool {
	return cpuPaint.img != nil && dst == cpuPaint.marker
}

// paintOnCPU runs paint with the marker as its image and returns the
// pixels painted into a w x h image, or nil when a primitive could not
// paint on the CPU.
func paintOnCPU(w, h int, paint func(*ebiten.Image)) *image.RGBA {
	if cpuPaint.marker == nil {
		cpuPaint.marker = ebiten.NewImage(1, 1)
	}
	if cpuPaint.img != nil { // painting already (a sprite painting a sprite)
		return nil
	}
	cpuPaint.img = image.NewRGBA(image.Rect(0, 0, w, h))
	cpuPaint.missed = false
	paint(cpuPaint.marker)
	img, missed := cpuPaint.img, cpuPaint.missed
	cpuPaint.img = nil
	if missed {
		return nil
	}
	return img
}

// cpuMissed notes that a primitive could not paint on the CPU.
func cpuMissed() { cpuPaint.missed = true }

// cpuTriangles fills the triangles of pathVerts and pathIdx with clr.
// With the non-zero rule the triangles keep their orientation (a path's
// fan of triangles sums to its winding number, as the GPU's stencil
// does); otherwise (strokes, flat fills) each is turned to count once,
// and overlaps are clamped to full cover.
func cpuTriangles(clr color.RGBA, nonZero bool) {
	if len(pathIdx) < 3 {
		return
	}
	b := cpuPaint.img.Bounds()
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, i := range pathIdx {
		v := pathVerts[i]
		minX, minY = math.Min(minX, float64(v.DstX)), math.Min(minY, float64(v.DstY))
		maxX, maxY = math.Max(maxX, float64(v.DstX)), math.Max(maxY, float64(v.DstY))
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(b)
	if r.Empty() {
		return
	}
	z := &cpuPaint.z
	z.Reset(r.Dx(), r.Dy())
	z.DrawOp = draw.Over
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	for t := 0; t+2 < len(pathIdx); t += 3 {
		a, c, d := pathVerts[pathIdx[t]], pathVerts[pathIdx[t+1]], pathVerts[pathIdx[t+2]]
		if !nonZero && (c.DstX-a.DstX)*(d.DstY-a.DstY)-(c.DstY-a.DstY)*(d.DstX-a.DstX) < 0 {
			c, d = d, c
		}
		z.MoveTo(a.DstX-ox, a.DstY-oy)
		z.LineTo(c.DstX-ox, c.DstY-oy)
		z.LineTo(d.DstX-ox, d.DstY-oy)
		z.ClosePath()
	}
	z.Draw(cpuPaint.img, r, image.NewUniform(clr), image.Point{})
}

// cpuRect fills the pixels whose centres lie in (x, y, w, h), as the GPU's
// stretched white pixel does.
func cpuRect(x, y, w, h float64, clr color.RGBA) {
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h)))
	draw.Draw(cpuPaint.img, r, image.NewUniform(clr), image.Point{}, draw.Over)
}

// cpuGlyph draws rune r with its origin at dot in the colour of cs.
func cpuGlyph(f *face, r rune, dot fixed.Point26_6, cs ebiten.ColorScale) {
	dr, mask, mp, _, ok := f.Face.Glyph(dot, r)
	if !ok {
		return
	}
	clr := color.RGBA{uint8(cs.R()*0xff + 0.5), uint8(cs.G()*0xff + 0.5), uint8(cs.B()*0xff + 0.5), uint8(cs.A()*0xff + 0.5)}
	draw.DrawMask(cpuPaint.img, dr, image.NewUniform(clr), image.Point{}, mask, mp, draw.Over)
}

var _ font.Face = (*face)(nil)
