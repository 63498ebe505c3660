package sprites

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"monstermixer/fonts"
)

// Text is laid out and drawn here from x/image's font faces the way
// ebiten's text/v2 does with a GoXFace (same glyph images, positions and
// line layout, so the same pixels), without text/v2: that package links
// go-text's shaper, x/text and image decoders the app never uses, about
// 0.1 MB of the gzipped browser bundle.

// Align places text relative to its anchor point.
type Align int

// Alignments for DrawText.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// glyphMetrics is what a face says of one rune, asked once.
type glyphMetrics struct {
	bounds     fixed.Rectangle26_6
	boundsAdv  fixed.Int26_6 // the advance GlyphBounds gives
	advance    fixed.Int26_6 // the advance GlyphAdvance gives
	hasAdvance bool
}

// glyphKey is a glyph image: a rune drawn at a fraction of a pixel.
type glyphKey struct {
	r    rune
	xoff fixed.Int26_6
}

// glyphImage is a cached glyph image (nil for a glyph without ink).
type glyphImage struct {
	img  *ebiten.Image
	used int64 // budget period of the last use; noEviction for nil images
}

const noEviction = int64(1) << 62

// face is a font face with what text layout asks of it remembered: the
// runes' metrics, kerning and glyph images. It implements font.Face so
// that x/image's MeasureString reads the remembered values.
type face struct {
	font.Face
	ascent, descent float64
	steps           fixed.Int26_6 // horizontal positions per pixel a glyph is drawn at
	runes           map[rune]glyphMetrics
	kerns           map[[2]rune]fixed.Int26_6
	glyphs          map[glyphKey]*glyphImage
	masks           map[glyphKey]glyphMask // for painting on the CPU (cpupaint.go)
	masksUsed       int64                  // budget period of the last use of masks
	swept           int64                  // budget period of the last eviction pass
}

var faces = map[font.Face]*face{}

// faceFor returns the app's face of the given pixel size, bold or regular.
func faceFor(size float64, bold bool) *face {
	xf := fonts.Face(size, bold)
	if f, ok := faces[xf]; ok {
		return f
	}
	m := xf.Metrics()
	f := &face{
		Face:    xf,
		ascent:  fixedFloat(m.Ascent),
		descent: fixedFloat(m.Descent),
		runes:   map[rune]glyphMetrics{},
		kerns:   map[[2]rune]fixed.Int26_6{},
		glyphs:  map[glyphKey]*glyphImage{},
	}
	// Small text is drawn at more fractions of a pixel (text/v2's steps).
	switch h := f.ascent + f.descent; {
	case h < 20:
		f.steps = 8
	case h < 40:
		f.steps = 4
	case h < 80:
		f.steps = 2
	default:
		f.steps = 1
	}
	faces[xf] = f
	return f
}

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / (1 << 6) }

func (f *face) metrics(r rune) glyphMetrics {
	if g, ok := f.runes[r]; ok {
		return g
	}
	var g glyphMetrics
	g.bounds, g.boundsAdv, _ = f.Face.GlyphBounds(r)
	g.advance, g.hasAdvance = f.Face.GlyphAdvance(r)
	f.runes[r] = g
	return g
}

// GlyphAdvance is the face's, remembered.
func (f *face) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	g := f.metrics(r)
	return g.advance, g.hasAdvance
}

// Kern is the face's, remembered.
func (f *face) Kern(r0, r1 rune) fixed.Int26_6 {
	k := [2]rune{r0, r1}
	v, ok := f.kerns[k]
	if !ok {
		v = f.Face.Kern(r0, r1)
		f.kerns[k] = v
	}
	return v
}

// advance is the width of one line of text in pixels.
func (f *face) advance(line string) float64 {
	return fixedFloat(font.MeasureString(f, line))
}

// measure is the size of the box of text whose lines are spacing apart.
func (f *face) measure(s string, spacing float64) (w, h float64) {
	if s == "" {
		return 0, 0
	}
	lines := strings.Split(s, "\n")
	for _, line := range lines {
		w = max(w, f.advance(line))
	}
	return w, float64(len(lines)-1)*spacing + f.ascent + f.descent
}

// glyph returns the image of r drawn with its origin at origin (the
// position rounded to the face's steps and to a whole pixel vertically),
// where its top-left corner goes, and the advance.
func (f *face) glyph(r rune, origin fixed.Point26_6) (*ebiten.Image, int, int, fixed.Int26_6) {
	origin = f.snap(origin)
	g := f.metrics(r)
	b := g.bounds
	off := fixed.Point26_6{X: (origin.X + b.Min.X) & (1<<6 - 1), Y: (origin.Y + b.Min.Y) & (1<<6 - 1)}
	k := glyphKey{r, off.X}
	e, ok := f.glyphs[k]
	if !ok {
		e = &glyphImage{img: f.paintGlyph(r, off, b), used: noEviction}
		f.glyphs[k] = e
		f.evictGlyphs()
		sweepFaces()
	}
	if e.img != nil {
		e.used = tick
	}
	return e.img, (origin.X + b.Min.X).Floor(), (origin.Y + b.Min.Y).Floor(), g.boundsAdv
}

// snap rounds a glyph's origin to the face's steps horizontally and down
// to a whole pixel vertically, as its cached images are drawn.
func (f *face) snap(origin fixed.Point26_6) fixed.Point26_6 {
	step := (1 << 6) / f.steps
	origin.X = origin.X / step * step
	origin.Y &^= (1 << 6) - 1
	return origin
}

// paintGlyph draws r in white into a new image one pixel larger than its
// bounds b, off the fraction of a pixel it is drawn at.
func (f *face) paintGlyph(r rune, off fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	d := font.Drawer{Dst: rgba, Src: image.White, Face: f.Face,
		Dot: fixed.Point26_6{X: -b.Min.X + off.X, Y: -b.Min.Y + off.Y}}
	d.DrawString(string(r))
	return ebiten.NewImageFromImage(rgba)
}

// evictGlyphs forgets, at most once per budget period, the glyph images
// not used for 60 periods once the face holds more than 128 per step (as
// text/v2 does, with its frames for periods).
func (f *face) evictGlyphs() {
	if f.swept == tick || len(f.glyphs) <= 128*int(f.steps) {
		return
	}
	f.swept = tick
	f.forgetUnused()
}

// forgetUnused forgets the face's glyph images not used for 60 budget
// periods and frees them at once (none of them is in a draw of this
// frame), so that their room on the texture atlas is used again rather
// than a new atlas page made.
func (f *face) forgetUnused() {
	if f.masksUsed < tick-60 {
		f.masks = nil // the CPU painter's masks (cpupaint.go)
	}
	for k, e := range f.glyphs {
		if e.used < tick-60 {
			if e.img != nil {
				e.img.Deallocate()
			}
			delete(f.glyphs, k)
		}
	}
}

// facesSwept is the budget period of the last sweep of every face.
var facesSwept int64

// sweepFaces forgets, at most once every 60 budget periods and only when a
// glyph is painted (a screen at rest does nothing here), the unused glyph
// images of every face: a pinch or a zoom draws the text at many sizes,
// each a face of its own that is not drawn again, and a face's own
// eviction (evictGlyphs, as it grows) never comes back to it.
func sweepFaces() {
	if tick-facesSwept < 60 {
		return
	}
	facesSwept = tick
	for _, f := range faces {
		f.forgetUnused()
	}
}

// draw draws s with op's colour and blending, its anchor at (x, y): h and
// v say where the anchor lies in the text's box, lines are spacing apart.
func (f *face) draw(dst *ebiten.Image, s string, x, y float64, h, v Align, spacing float64, op *ebiten.DrawImageOptions) {
	if s == "" {
		return
	}
	_, boxH := f.measure(s, spacing)
	top := f.ascent - boxH*alignFrac(v)
	// Twice: first every glyph image the text lacks is made, then all are
	// drawn. A new glyph's pixels go onto the texture atlas the drawn ones
	// come from, and an upload between two draws from it keeps ebiten from
	// batching them: made in between, a label of new glyphs (the whole
	// first frame) cost a draw call per glyph.
	passes := [2]*ebiten.Image{nil, dst}
	first := 0
	if onCPUCanvas(dst) { // glyphs from the face's masks: no images to make
		first = 1
	}
	for _, pass := range passes[first:] {
		var oy float64 // summed line by line as text/v2 does (same rounding)
		for line := range strings.SplitSeq(s, "\n") {
			ox := -f.advance(line) * alignFrac(h)
			f.drawLine(pass, line, ox, oy+top, x, y, op)
			oy += spacing
		}
	}
}

// drawLine draws one line with its origin at (ox, oy) from (x, y); with
// dst nil it only makes the glyph images the line needs.
func (f *face) drawLine(dst *ebiten.Image, line string, ox, oy, x, y float64, op *ebiten.DrawImageOptions) {
	origin := fixed.Point26_6{X: fixed.Int26_6(ox * (1 << 6)), Y: fixed.Int26_6(oy * (1 << 6))}
	prev := rune(-1)
	cpu := onCPUCanvas(dst)
	for _, r := range line {
		if prev >= 0 {
			origin.X += f.Kern(prev, r)
		}
		if cpu {
			// Where the GPU draws it: the glyph's image, made at the
			// snapped origin, drawn (nearest) at (x, y), which moves it by
			// whole pixels, halves rounded down.
			dot := f.snap(origin)
			dot.X += fixed.Int26_6(math.Ceil(x-0.5)) << 6
			dot.Y += fixed.Int26_6(math.Ceil(y-0.5)) << 6
			cpuGlyph(f, r, dot, op.ColorScale)
			origin.X += f.metrics(r).boundsAdv
			prev = r
			continue
		}
		img, gx, gy, a := f.glyph(r, origin)
		if img != nil && dst != nil {
			op.GeoM.Reset()
			op.GeoM.Translate(float64(gx)+x, float64(gy)+y)
			dst.DrawImage(img, op)
		}
		origin.X += a
		prev = r
	}
}
