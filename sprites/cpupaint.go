package sprites

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/math/fixed"
	xvector "golang.org/x/image/vector"
)

// Painting on the CPU. A cache made with OnCPU paints its sprites into
// an RGBA image in memory with x/image's rasteriser (exact-area
// anti-aliasing) and uploads the pixels onto a sprite sheet: no
// offscreen pass on the GPU, where every anti-aliased fill costs one
// (painted on the GPU, the title's five pictures took about 190 ms of
// the browser's CPU and as much of its software GPU, too much for the
// first frame; on the CPU they cost a few milliseconds).
//
// The painting functions keep their signature: they are handed cpuPaint.marker,
// an image of no use of its own, and the primitives (FillPath,
// StrokePath, FillRect, the rounded rectangles, DrawText) see it and
// paint into cpuPaint.img instead. A primitive that cannot paint on the
// CPU (a cached sprite's image) marks the painting missed, and the sprite
// is painted on the GPU as before.

var cpuPaint struct {
	marker *ebiten.Image
	img    *image.RGBA
	z      xvector.Rasterizer
	mask   image.Alpha // the coverage of the fill being painted
	missed bool
}

// onCPUCanvas reports whether dst is the CPU painter's marker.
func onCPUCanvas(dst *ebiten.Image) bool {
	return cpuPaint.img != nil && dst == cpuPaint.marker
}

// PaintOnCPU runs paint with the CPU painter's marker as its image and
// returns the pixels painted into a w x h image, or nil when a primitive
// could not paint on the CPU. Tests compare it with painting on the GPU.
func PaintOnCPU(w, h int, paint func(*ebiten.Image)) *image.RGBA { return paintOnCPU(w, h, paint) }

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
	z.DrawOp = draw.Src
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
	mask := &cpuPaint.mask
	if cap(mask.Pix) < r.Dx()*r.Dy() {
		mask.Pix = make([]uint8, r.Dx()*r.Dy())
	}
	mask.Pix, mask.Stride, mask.Rect = mask.Pix[:r.Dx()*r.Dy()], r.Dx(), image.Rect(0, 0, r.Dx(), r.Dy())
	z.Draw(mask, mask.Rect, image.Opaque, image.Point{})
	cpuBlend(r, mask, image.Point{}, clr)
}

// cpuBlend draws clr through mask (nil: fully) over the pixels of r, mask
// point mp at r.Min, the way the GPU blends: source over destination in
// premultiplied alpha, each channel clamped at full. The app paints some
// highlights in colours brighter than their alpha (additive light), which
// the GPU clamps to white and a plain Porter-Duff over on bytes would wrap.
func cpuBlend(r image.Rectangle, mask *image.Alpha, mp image.Point, clr color.RGBA) {
	dst := cpuPaint.img
	o := r.Min // where mask point mp goes
	r = r.Intersect(dst.Rect)
	if mask != nil {
		// Only where the mask has pixels.
		r = r.Intersect(mask.Rect.Add(o.Sub(mp)))
	}
	if r.Empty() {
		return
	}
	sr, sg, sb, sa := uint32(clr.R), uint32(clr.G), uint32(clr.B), uint32(clr.A)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := dst.PixOffset(r.Min.X, y)
		row := dst.Pix[i : i+4*r.Dx()]
		var mrow []uint8
		if mask != nil {
			j := mask.PixOffset(mp.X+r.Min.X-o.X, mp.Y+y-o.Y)
			mrow = mask.Pix[j : j+r.Dx()]
		}
		for x := 0; x < r.Dx(); x++ {
			m := uint32(0xff)
			if mrow != nil {
				m = uint32(mrow[x])
				if m == 0 {
					continue
				}
			}
			inv := 0xff*0xff - sa*m // 255 * (255 - srcA*m/255), in 255² units
			p := row[4*x : 4*x+4 : 4*x+4]
			p[0] = clampByte((sr*m*0xff + uint32(p[0])*inv + 0xfe01/2) / 0xfe01)
			p[1] = clampByte((sg*m*0xff + uint32(p[1])*inv + 0xfe01/2) / 0xfe01)
			p[2] = clampByte((sb*m*0xff + uint32(p[2])*inv + 0xfe01/2) / 0xfe01)
			p[3] = clampByte((sa*m*0xff + uint32(p[3])*inv + 0xfe01/2) / 0xfe01)
		}
	}
}

func clampByte(v uint32) uint8 {
	if v > 0xff {
		return 0xff
	}
	return uint8(v)
}

// cpuRect fills the pixels whose centres lie in (x, y, w, h), as the GPU's
// stretched white pixel does.
func cpuRect(x, y, w, h float64, clr color.RGBA) {
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h)))
	cpuBlend(r, nil, image.Point{}, clr)
}

// cpuGlyph draws rune r with its origin at dot in the colour of cs, from
// the face's remembered mask of r at dot's fraction of a pixel.
func cpuGlyph(f *face, r rune, dot fixed.Point26_6, cs ebiten.ColorScale) {
	m := f.cpuMask(r, dot.X&63)
	if m.alpha == nil {
		return
	}
	clr := color.RGBA{uint8(cs.R()*0xff + 0.5), uint8(cs.G()*0xff + 0.5), uint8(cs.B()*0xff + 0.5), uint8(cs.A()*0xff + 0.5)}
	cpuBlend(m.rect.Add(image.Pt(dot.X.Floor(), dot.Y.Floor())), m.alpha, image.Point{}, clr)
}

// glyphMask is a glyph's coverage drawn at a fraction of a pixel, and
// where it lies from the whole pixel of its origin.
type glyphMask struct {
	rect  image.Rectangle
	alpha *image.Alpha // nil for a glyph without ink
}

// cpuMask returns r's mask with its origin frac (0..63) of a pixel right
// of a whole pixel, rasterised once (the face's own mask lasts only until
// its next glyph, so it is copied). The face keeps at most 1,024, and
// forgets them all when not painted with for 60 budget periods.
func (f *face) cpuMask(r rune, frac fixed.Int26_6) glyphMask {
	k := glyphKey{r, frac}
	f.masksUsed = tick
	if m, ok := f.masks[k]; ok {
		return m
	}
	if f.masks == nil || len(f.masks) >= 1024 {
		f.masks = map[glyphKey]glyphMask{}
	}
	sweepFaces() // a pinch leaves faces not drawn again: forget theirs
	var m glyphMask
	dr, mask, mp, _, ok := f.Face.Glyph(fixed.Point26_6{X: frac}, r)
	if ok && !dr.Empty() {
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		if src, ok := mask.(*image.Alpha); ok {
			// Row by row: draw.Draw's general path is a large function
			// to compile in the first frame of the browser.
			for y := 0; y < dr.Dy(); y++ {
				copy(a.Pix[y*a.Stride:y*a.Stride+dr.Dx()], src.Pix[src.PixOffset(mp.X, mp.Y+y):])
			}
		} else {
			draw.Draw(a, a.Rect, mask, mp, draw.Src)
		}
		m = glyphMask{rect: dr, alpha: a}
	}
	f.masks[k] = m
	return m
}
