package factory

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"monstermixer/fonts"
	"monstermixer/scenes/ui"
)

// textCache holds each label the table shows, drawn once in white, so a
// frame only copies images (shaping text every frame allocates).
type textCache struct {
	m map[textKey]*textImage
}

type textKey struct {
	s    string
	size float32
	bold bool
}

type textImage struct {
	img  *ebiten.Image
	w, h float64 // the text's box, as ui.DrawText aligns it
}

// maxTexts bounds the cache; past it the cache starts afresh.
const maxTexts = 600

func (c *textCache) get(s string, size float64, bold bool) *textImage {
	k := textKey{s, float32(size), bold}
	if e, ok := c.m[k]; ok {
		return e
	}
	if c.m == nil || len(c.m) >= maxTexts {
		for _, e := range c.m {
			e.img.Deallocate()
		}
		c.m = make(map[textKey]*textImage, 64)
	}
	w, h := text.Measure(s, fonts.Face(size, bold), size*1.3)
	img := ebiten.NewImage(int(math.Ceil(w))+2, int(math.Ceil(h))+2)
	ui.DrawText(img, s, size, bold, 1, 1, ui.AlignStart, ui.AlignStart, color.White)
	e := &textImage{img: img, w: w, h: h}
	c.m[k] = e
	return e
}

var textOpts ebiten.DrawImageOptions

func alignFrac(a ui.Align) float64 {
	switch a {
	case ui.AlignCenter:
		return 0.5
	case ui.AlignEnd:
		return 1
	}
	return 0
}

// text draws s like ui.DrawText, from the cache.
func (t *Table) text(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v ui.Align, clr color.Color) {
	if s == "" {
		return
	}
	e := t.texts.get(s, size, bold)
	x -= e.w*alignFrac(h) + 1
	y -= e.h*alignFrac(v) + 1
	textOpts = ebiten.DrawImageOptions{}
	textOpts.GeoM.Translate(math.Round(x), math.Round(y))
	textOpts.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(e.img, &textOpts)
}

// textWidth is the width of s, from the cache.
func (t *Table) textWidth(s string, size float64, bold bool) float64 {
	if s == "" {
		return 0
	}
	return t.texts.get(s, size, bold).w
}

// col passes c on as a color.Color without a heap allocation (a colour
// value put in an interface escapes): it is copied into a ring of colours
// the table owns, which callers read at once.
func (t *Table) col(c color.RGBA) color.Color {
	t.colIdx = (t.colIdx + 1) % len(t.colRing)
	t.colRing[t.colIdx] = c
	return &t.colRing[t.colIdx]
}

var (
	whiteImg = func() *ebiten.Image {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}()
	rectOpts ebiten.DrawImageOptions
)

// fillRect fills r with clr by stretching a white pixel (no path to
// build, so nothing is allocated).
func fillRect(dst *ebiten.Image, r ui.Rect, clr color.Color) {
	rectOpts = ebiten.DrawImageOptions{}
	rectOpts.GeoM.Scale(r.W, r.H)
	rectOpts.GeoM.Translate(r.X, r.Y)
	rectOpts.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(whiteImg, &rectOpts)
}
