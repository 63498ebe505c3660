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
	grid   []uint8     // cpuUnion's points, two by two per pixel
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
// does) and the rasteriser gives each pixel its exact covered area;
// otherwise (strokes, flat fills) their union is filled (cpuUnion).
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
	if !nonZero {
		cpuUnion(r, clr)
		return
	}
	z := &cpuPaint.z
	z.Reset(r.Dx(), r.Dy())
	z.DrawOp = draw.Src
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	for t := 0; t+2 < len(pathIdx); t += 3 {
		a, c, d := pathVerts[pathIdx[t]], pathVerts[pathIdx[t+1]], pathVerts[pathIdx[t+2]]
		z.MoveTo(a.DstX-ox, a.DstY-oy)
		z.LineTo(c.DstX-ox, c.DstY-oy)
		z.LineTo(d.DstX-ox, d.DstY-oy)
		z.ClosePath()
	}
	mask := coverage(r)
	z.Draw(mask, mask.Rect, image.Opaque, image.Point{})
	cpuBlend(r, mask, image.Point{}, clr)
}

// coverage returns the painter's coverage mask, the size of r, its
// pixels left as they were.
func coverage(r image.Rectangle) *image.Alpha {
	mask := &cpuPaint.mask
	if cap(mask.Pix) < r.Dx()*r.Dy() {
		mask.Pix = make([]uint8, r.Dx()*r.Dy())
	}
	mask.Pix, mask.Stride, mask.Rect = mask.Pix[:r.Dx()*r.Dy()], r.Dx(), image.Rect(0, 0, r.Dx(), r.Dy())
	return mask
}

// cpuUnion fills the pixels of r through the union of the triangles of
// pathVerts and pathIdx, the way the GPU anti-aliases them: each point of
// a grid of two by two per pixel is in or out by whether a triangle
// covers it (a stroke's triangles overlap at its joins and round the
// inside of its curves, and a point they both cover counts once), and a
// pixel is covered by the quarters of its points that are in. Summing the
// triangles' exact areas instead counts the overlaps twice, which painted
// the inner edge of an outline heavier than the GPU does.
func cpuUnion(r image.Rectangle, clr color.RGBA) {
	w, h := 2*r.Dx(), 2*r.Dy()
	if cap(cpuPaint.grid) < w*h {
		cpuPaint.grid = make([]uint8, w*h)
	}
	grid := cpuPaint.grid[:w*h]
	clear(grid)
	ox, oy := float64(2*r.Min.X), float64(2*r.Min.Y)
	for t := 0; t+2 < len(pathIdx); t += 3 {
		a, b, c := pathVerts[pathIdx[t]], pathVerts[pathIdx[t+1]], pathVerts[pathIdx[t+2]]
		triangleRows(2*float64(a.DstX)-ox, 2*float64(a.DstY)-oy, 2*float64(b.DstX)-ox, 2*float64(b.DstY)-oy,
			2*float64(c.DstX)-ox, 2*float64(c.DstY)-oy, image.Rect(0, 0, w, h), func(y, from, to int) {
				row := grid[y*w : y*w+w]
				for x := from; x < to; x++ {
					row[x] = 1
				}
			})
	}
	mask := coverage(r)
	for y := range r.Dy() {
		top, bottom := grid[2*y*w:2*y*w+w], grid[(2*y+1)*w:(2*y+1)*w+w]
		for x := range r.Dx() {
			n := int(top[2*x]) + int(top[2*x+1]) + int(bottom[2*x]) + int(bottom[2*x+1])
			mask.Pix[y*r.Dx()+x] = uint8((n*0xff + 2) / 4)
		}
	}
	cpuBlend(r, mask, image.Point{}, clr)
}

// triangleRows calls row with the points of each row of the triangle
// (ax, ay) (bx, by) (cx, cy) inside it, from x from to x to (excluded),
// within clip: a point is in when its centre (x+0.5, y+0.5) is, and one
// on an edge when the edge is a top or a left one, as the GPU rasterises
// (so that a point on an edge two triangles share counts for one).
func triangleRows(ax, ay, bx, by, cx, cy float64, clip image.Rectangle, row func(y, from, to int)) {
	area := (bx-ax)*(cy-ay) - (by-ay)*(cx-ax)
	if area == 0 {
		return
	}
	if area < 0 { // turned so that every edge has the inside on its left
		bx, by, cx, cy = cx, cy, bx, by
	}
	x0, x1 := max(clip.Min.X, int(math.Floor(min(ax, bx, cx)))), min(clip.Max.X, int(math.Ceil(max(ax, bx, cx))))
	y0, y1 := max(clip.Min.Y, int(math.Floor(min(ay, by, cy)))), min(clip.Max.Y, int(math.Ceil(max(ay, by, cy))))
	edges := [3][4]float64{{ax, ay, bx, by}, {bx, by, cx, cy}, {cx, cy, ax, ay}}
	for y := y0; y < y1; y++ {
		py := float64(y) + 0.5
		lo, hi := float64(x0), float64(x1) // px from lo on, below hi
		for _, e := range edges {
			// Inside: (x1-x0)(py-y0) - (y1-y0)(px-x0) > 0.
			dx, dy := e[2]-e[0], e[3]-e[1]
			c := dx*(py-e[1]) + dy*e[0]
			switch {
			case dy > 0: // px < c/dy (a point on it is out)
				hi = min(hi, c/dy)
			case dy < 0: // px >= c/dy (a left edge: on it is in)
				lo = max(lo, c/dy)
			case c < 0 || (c == 0 && dx < 0): // level, the row outside
				hi = lo - 1
			}
		}
		if from, to := max(x0, int(math.Ceil(lo-0.5))), min(x1, int(math.Ceil(hi-0.5))); from < to {
			row(y, from, to)
		}
	}
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

// PlainTrianglesOnCPU paints the triangles of vs and is, each in the
// colour of its first vertex (premultiplied, as DrawTriangles with
// ColorScaleModePremultipliedAlpha takes it) and without anti-aliasing
// (the pixels whose centres lie inside, as the GPU fills them), when dst
// is the CPU painter's canvas, and reports whether it was. A painter that
// draws plain triangles from its own vertex buffers calls it before
// drawing them with DrawTriangles.
func PlainTrianglesOnCPU(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16) bool {
	if !onCPUCanvas(dst) {
		return false
	}
	for t := 0; t+2 < len(is); t += 3 {
		a, b, c := vs[is[t]], vs[is[t+1]], vs[is[t+2]]
		clr := color.RGBA{unitByte(a.ColorR), unitByte(a.ColorG), unitByte(a.ColorB), unitByte(a.ColorA)}
		cpuPlainTriangle(a, b, c, clr)
	}
	return true
}

func unitByte(v float32) uint8 { return uint8(math.Round(float64(min(max(v, 0), 1)) * 0xff)) }

// cpuPlainTriangle blends clr over the pixels of the triangle abc
// (triangleRows' rule, so that a quad's two halves meet without a seam or
// a pixel blended twice).
func cpuPlainTriangle(a, b, c ebiten.Vertex, clr color.RGBA) {
	triangleRows(float64(a.DstX), float64(a.DstY), float64(b.DstX), float64(b.DstY), float64(c.DstX), float64(c.DstY),
		cpuPaint.img.Rect, func(y, from, to int) {
			cpuBlend(image.Rect(from, y, to, y+1), nil, image.Point{}, clr)
		})
}
