package sprites

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"monstermixer/fonts"

	"monstermixer/scenes/ebitentest"
)

// The app's text draws the same pixels as ebiten's text/v2 with a GoXFace
// of the same x/image face (what it drew with before): every alignment,
// sizes at each of text/v2's glyph steps, fractional positions, kerning,
// several lines, accents and a rune the font lacks. Its box and width are
// text/v2's too.
func TestTextDrawsAsTextV2(t *testing.T) {
	strs := []string{
		"Monster Mixer", "AV To Wa Ty", "1 234,5 + ½ — ×3 ★ « é ü ß »",
		"Two lines\nand a longer third\n", "x", " ", "\n",
	}
	aligns := []Align{AlignStart, AlignCenter, AlignEnd}
	goX := map[float64]*text.GoXFace{}
	clr := color.RGBA{0x30, 0x80, 0xc0, 0xe0}
	n := 0
	for _, size := range []float64{7, 11.3, 17.6, 23.25, 47.1, 84} {
		for _, bold := range []bool{false, true} {
			key := size
			if bold {
				key = -size
			}
			for i, s := range strs {
				x, y := 320+float64(i)*0.37, 240+float64(i)*0.29
				for _, h := range aligns {
					for _, v := range aligns {
						var ours, theirs []byte
						ebitentest.OnFrame(func() {
							f, ok := goX[key]
							if !ok {
								f = text.NewGoXFace(fonts.Face(size, bold))
								goX[key] = f
							}
							ours = pixels(func(dst *ebiten.Image) {
								PaintText(dst, s, size, bold, x, y, h, v, clr)
							})
							theirs = pixels(func(dst *ebiten.Image) {
								var op text.DrawOptions
								op.GeoM.Translate(x, y)
								ScaleBy(&op.ColorScale, clr)
								op.PrimaryAlign, op.SecondaryAlign = text.Align(h), text.Align(v)
								op.LineSpacing = lineSpacing(size)
								text.Draw(dst, s, f, &op)
							})
						})
						if !bytes.Equal(ours, theirs) {
							t.Errorf("%q at %v (bold %v), align %d/%d: pixels differ from text/v2", s, size, bold, h, v)
						}
						if strings.TrimSpace(s) != "" && bytes.Count(ours, []byte{0}) == len(ours) {
							t.Errorf("%q at %v: nothing drawn", s, size)
						}
						n++
					}
				}
				k := textKey{s: s, size: float32(size), bold: bold}
				w, hh := textBox(k)
				tw, th := text.Measure(s, goX[key], lineSpacing(float64(k.size)))
				if w != tw || hh != th {
					t.Errorf("%q at %v: box %vx%v, text/v2 %vx%v", s, size, w, hh, tw, th)
				}
				if a, ta := TextWidth(s, size, bold), text.Advance(s, goX[key]); a != ta {
					t.Errorf("%q at %v: width %v, text/v2 %v", s, size, a, ta)
				}
			}
		}
	}
	if testing.Verbose() {
		fmt.Println(n, "drawings compared")
	}
}

// pixels draws with draw into a new 640×480 image and returns its pixels.
func pixels(draw func(dst *ebiten.Image)) []byte {
	img := ebiten.NewImage(640, 480)
	defer img.Deallocate()
	draw(img)
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	return px.Pix
}

// Text drawn at many sizes (a pinch) leaves faces that are not drawn
// again: once 60 budget periods have passed, the next glyph painted
// forgets their glyph images, and the masks the CPU painter keeps for
// the labels (and keeps its own).
func TestUnusedFacesForgetTheirGlyphs(t *testing.T) {
	img := ebiten.NewImage(400, 100)
	defer img.Deallocate()
	held := func(size float64) int { return len(faceFor(size, false).glyphs) }
	masks := func(size float64) int { return len(faceFor(size, false).masks) }
	for size := 30.0; size < 40; size += 0.25 {
		PaintText(img, "Pinch", size, false, 10, 50, AlignStart, AlignCenter, White)
		DrawText(img, "Pinch", size, false, 10, 50, AlignStart, AlignCenter, White)
	}
	if held(30) == 0 || held(35) == 0 || masks(30) == 0 || masks(35) == 0 {
		t.Fatalf("no glyphs held after drawing: %d and %d images, %d and %d masks", held(30), held(35), masks(30), masks(35))
	}
	tick += 61
	PaintText(img, "Z", 51, false, 10, 50, AlignStart, AlignCenter, White) // a glyph painted: the sweep
	if held(30) != 0 || held(35) != 0 || masks(30) != 0 || masks(35) != 0 {
		t.Fatalf("after 61 periods the faces not drawn still hold %d and %d glyph images, %d and %d masks", held(30), held(35), masks(30), masks(35))
	}
	if held(51) == 0 {
		t.Fatal("the glyph just drawn was forgotten")
	}
}
