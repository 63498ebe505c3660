// Command webicon paints the web app's icons (a monster eye under two
// horns, in the app's colours) as PNG files, so that no binary icon is
// kept in the repository. build/web runs it:
//
//	go run ./build/webicon -out dist/web
//
// It writes icon-192.png and icon-512.png (a rounded tile, transparent
// corners) and icon-maskable-512.png (full bleed, the mark inside the
// middle 80% that every mask keeps).
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// The app's colours (sprites/palette.go and the page's background).
var (
	colTile   = color.RGBA{0x1d, 0x1a, 0x2b, 0xff} // the page's and the manifest's background
	colRim    = color.RGBA{0x4a, 0x43, 0x6c, 0xff} // ColBorder
	colWhite  = color.RGBA{0xf4, 0xf0, 0xff, 0xff} // the eye's white (drawEye in scenes/app.go)
	colIris   = color.RGBA{0x78, 0xd9, 0x8e, 0xff} // ColAccent, monster green
	colPupil  = color.RGBA{0x10, 0x0e, 0x18, 0xff}
	colHorn   = color.RGBA{0xff, 0xa4, 0x4a, 0xff} // ColWarm
	colShadow = color.RGBA{0x08, 0x07, 0x10, 0x90}
)

// shape reports whether the point (x, y), in units of the icon's size
// (0..1 across), lies inside it.
type shape func(x, y float64) bool

func circle(cx, cy, r float64) shape {
	return func(x, y float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }
}

func roundRect(x0, y0, x1, y1, r float64) shape {
	return func(x, y float64) bool {
		if x < x0 || x > x1 || y < y0 || y > y1 {
			return false
		}
		dx := math.Max(0, math.Max(x0+r-x, x-(x1-r)))
		dy := math.Max(0, math.Max(y0+r-y, y-(y1-r)))
		return dx*dx+dy*dy <= r*r
	}
}

// triangle is the triangle a, b, c (either winding).
func triangle(ax, ay, bx, by, cx, cy float64) shape {
	side := func(px, py, qx, qy, x, y float64) float64 { return (qx-px)*(y-py) - (qy-py)*(x-px) }
	return func(x, y float64) bool {
		d1, d2, d3 := side(ax, ay, bx, by, x, y), side(bx, by, cx, cy, x, y), side(cx, cy, ax, ay, x, y)
		neg := d1 < 0 || d2 < 0 || d3 < 0
		pos := d1 > 0 || d2 > 0 || d3 > 0
		return !(neg && pos)
	}
}

// layer is a shape and its colour; later layers cover earlier ones.
type layer struct {
	in  shape
	col color.RGBA
}

// mark is the monster eye: two horns, a shadow, the white, the iris and
// the pupil looking a little aside (as drawEye draws it), centred on
// (0.5, 0.5) and scaled by k (1: the mark fills about 80% of the icon).
func mark(k float64) []layer {
	at := func(v float64) float64 { return 0.5 + (v-0.5)*k }
	r := 0.29 * k
	cx, cy := at(0.5), at(0.55)
	return []layer{
		{triangle(at(0.22), at(0.36), at(0.38), at(0.26), at(0.16), at(0.10)), colHorn},
		{triangle(at(0.78), at(0.36), at(0.62), at(0.26), at(0.84), at(0.10)), colHorn},
		{circle(cx+0.02*k, cy+0.03*k, r), colShadow},
		{circle(cx, cy, r), colWhite},
		{circle(cx+r*0.2, cy+r*0.1, r*0.55), colIris},
		{circle(cx+r*0.28, cy+r*0.14, r*0.25), colPupil},
		{circle(cx+r*0.05, cy-r*0.2, r*0.12), colWhite}, // a glint
	}
}

// paint renders the layers at size x size pixels over bg (nil:
// transparent), anti-aliased with 4x4 samples a pixel.
func paint(size int, bg *image.Uniform, layers []layer) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	if bg != nil {
		draw.Draw(img, img.Bounds(), bg, image.Point{}, draw.Src)
	}
	const n = 4
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			for _, l := range layers {
				hits := 0
				for sy := 0; sy < n; sy++ {
					for sx := 0; sx < n; sx++ {
						x := (float64(px) + (float64(sx)+0.5)/n) / float64(size)
						y := (float64(py) + (float64(sy)+0.5)/n) / float64(size)
						if l.in(x, y) {
							hits++
						}
					}
				}
				if hits > 0 {
					over(img, px, py, l.col, float64(hits)/(n*n))
				}
			}
		}
	}
	return img
}

// over blends c, covering the fraction cover of pixel (x, y), over it.
func over(img *image.NRGBA, x, y int, c color.RGBA, cover float64) {
	i := img.PixOffset(x, y)
	p := img.Pix[i : i+4 : i+4]
	sa := float64(c.A) / 255 * cover
	da := float64(p[3]) / 255
	oa := sa + da*(1-sa)
	if oa <= 0 {
		return
	}
	for j, sc := range [3]uint8{c.R, c.G, c.B} {
		v := (float64(sc)*sa + float64(p[j])*da*(1-sa)) / oa
		p[j] = uint8(math.Round(v))
	}
	p[3] = uint8(math.Round(oa * 255))
}

func write(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func main() {
	out := flag.String("out", ".", "directory to write the icons into")
	flag.Parse()
	tile := func() []layer {
		return append([]layer{
			{roundRect(0.02, 0.02, 0.98, 0.98, 0.2), colRim},
			{roundRect(0.04, 0.04, 0.96, 0.96, 0.18), colTile},
		}, mark(0.9)...)
	}
	icons := []struct {
		name string
		img  *image.NRGBA
	}{
		{"icon-192.png", paint(192, nil, tile())},
		{"icon-512.png", paint(512, nil, tile())},
		// Maskable: the background fills the square and the mark keeps to
		// the safe circle (radius 40% of the size).
		{"icon-maskable-512.png", paint(512, image.NewUniform(colTile), mark(0.72))},
	}
	for _, ic := range icons {
		if err := write(filepath.Join(*out, ic.name), ic.img); err != nil {
			fmt.Fprintln(os.Stderr, "webicon:", err)
			os.Exit(1)
		}
	}
}
