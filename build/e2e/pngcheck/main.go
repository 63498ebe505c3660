// Command pngcheck checks that a screenshot shows a drawn screen: it has
// the expected size, enough distinct colours, no colour covering nearly
// everything, and drawn detail in most parts of the picture and in the
// title band at the top.
//
//	go run ./build/e2e/pngcheck -w 1280 -h 720 shot.png
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
)

func main() {
	w := flag.Int("w", 0, "expected width in pixels (0: any, at least 320)")
	h := flag.Int("h", 0, "expected height in pixels (0: any, at least 200)")
	minColors := flag.Int("colors", 32, "least number of distinct colours")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: pngcheck [-w W -h H -colors N] FILE.png")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	img, err := load(flag.Arg(0))
	if err == nil {
		err = check(img, *w, *h, *minColors)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "pngcheck %s: %v\n", flag.Arg(0), err)
		os.Exit(1)
	}
}

func load(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// check returns why img does not look like a drawn screen, or nil.
func check(img image.Image, w, h, minColors int) error {
	b := img.Bounds()
	if w != 0 && (b.Dx() != w || b.Dy() != h) {
		return fmt.Errorf("size %dx%d, want %dx%d", b.Dx(), b.Dy(), w, h)
	}
	if b.Dx() < 320 || b.Dy() < 200 {
		return fmt.Errorf("size %dx%d is too small", b.Dx(), b.Dy())
	}
	counts := map[color.RGBA]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			counts[rgba(img.At(x, y))]++
		}
	}
	top, total := 0, b.Dx()*b.Dy()
	for _, n := range counts {
		top = max(top, n)
	}
	if len(counts) < minColors {
		return fmt.Errorf("only %d distinct colours, want at least %d", len(counts), minColors)
	}
	if top*100 > total*90 {
		return fmt.Errorf("one colour covers %d%% of the picture", top*100/total)
	}
	// Detail in at least 6 of the 9 parts of a 3x3 grid.
	busy := 0
	for gy := 0; gy < 3; gy++ {
		for gx := 0; gx < 3; gx++ {
			r := image.Rect(b.Min.X+gx*b.Dx()/3, b.Min.Y+gy*b.Dy()/3, b.Min.X+(gx+1)*b.Dx()/3, b.Min.Y+(gy+1)*b.Dy()/3)
			if colorsIn(img, r) >= 4 {
				busy++
			}
		}
	}
	if busy < 6 {
		return fmt.Errorf("only %d of 9 parts of the picture have detail", busy)
	}
	// The title band: the top fifth of the middle half.
	title := image.Rect(b.Min.X+b.Dx()/4, b.Min.Y, b.Min.X+3*b.Dx()/4, b.Min.Y+b.Dy()/5)
	if n := colorsIn(img, title); n < 8 {
		return fmt.Errorf("title band has %d colours: no title drawn", n)
	}
	fmt.Printf("%dx%d, %d colours, largest colour %d%%, %d/9 parts with detail\n",
		b.Dx(), b.Dy(), len(counts), top*100/total, busy)
	return nil
}

func colorsIn(img image.Image, r image.Rectangle) int {
	seen := map[color.RGBA]bool{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			seen[rgba(img.At(x, y))] = true
		}
	}
	return len(seen)
}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}
