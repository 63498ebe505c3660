package fandango

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fd "monstermixer/engine/fandango"
	"monstermixer/sprites"
)

// figurePixels paints one figure at 64 pixels into a fresh image and
// reads it back.
func figurePixels(paint func(img *ebiten.Image)) *image.RGBA {
	img := ebiten.NewImage(68, 68)
	defer img.Deallocate()
	paint(img)
	out := image.NewRGBA(image.Rect(0, 0, 68, 68))
	img.ReadPixels(out.Pix)
	return out
}

// differ counts the pixels where a and b differ clearly.
func differ(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		d := 0
		for c := range 4 {
			v := int(a.Pix[i+c]) - int(b.Pix[i+c])
			d += max(v, -v)
		}
		if d > 90 {
			n++
		}
	}
	return n
}

// Each of the thirteen monsters and each item is its own figure: every
// pair of pictures differs in a good part of their pixels, and none is
// empty. FD_SHEET=path writes them all to a PNG to look at.
func TestEveryKindHasItsOwnFigure(t *testing.T) {
	var figs []*image.RGBA
	var names []string
	blank := image.NewRGBA(image.Rect(0, 0, 68, 68))
	for k := range fd.NumKinds {
		figs = append(figs, figurePixels(func(img *ebiten.Image) { paintMonsterFigure(img, k, 34, 34, 32) }))
		names = append(names, k.String())
	}
	for it := range fd.NumItems {
		figs = append(figs, figurePixels(func(img *ebiten.Image) { paintItemFigure(img, it, 34, 34, 32) }))
		names = append(names, it.String())
	}
	for i := range figs {
		if n := differ(figs[i], blank); n < 68*68/10 {
			t.Errorf("the %s's figure covers only %d pixels", names[i], n)
		}
		for j := range i {
			if n := differ(figs[i], figs[j]); n < 68*68/12 {
				t.Errorf("the %s and the %s look alike: %d pixels differ", names[i], names[j], n)
			}
		}
	}
	if path := os.Getenv("FD_SHEET"); path != "" {
		writeSheet(t, path)
	}
}

// writeSheet paints every token (seat colours and wild) and item chip
// large and small into one PNG.
func writeSheet(t *testing.T, path string) {
	img := ebiten.NewImage(1100, 560)
	img.Fill(terrainColours[meadow])
	for k := range fd.NumKinds {
		x := 45 + float64(k)*82
		key := spriteKey{kind: spCounter, which: int(k), colour: sprites.SeatColors[int(k)%6], symbol: sprites.Symbols[int(k)%6]}
		paintToken(img, key, x, 50, 38)
		paintToken(img, spriteKey{kind: spCounter, which: int(k), colour: wildColour}, x, 140, 38)
		paintToken(img, key, x, 215, 16)
		paintToken(img, spriteKey{kind: spCounter, which: int(k), colour: wildColour, flag: k == fd.Troll}, x+30, 215, 11)
	}
	for it := range fd.NumItems {
		x := 45 + float64(it)*82
		paintItemChip(img, it, x, 300, 34)
		paintItemChip(img, it, x, 370, 12)
	}
	out := image.NewRGBA(image.Rect(0, 0, 1100, 560))
	img.ReadPixels(out.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}
