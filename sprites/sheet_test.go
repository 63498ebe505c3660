package sprites

import (
	"image"
	"image/color"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
)

// A sheet's rectangles never overlap, and once every one is freed the
// halves merge back into the whole sheet.
func TestSheetRoomIsSharedAndMergedBack(t *testing.T) {
	root := &sheetNode{r: image.Rect(0, 0, 256, 256)}
	var got []*sheetNode
	for _, size := range []image.Point{{100, 30}, {30, 100}, {64, 64}, {7, 3}, {120, 120}, {256, 20}, {50, 50}} {
		n := root.alloc(size.X, size.Y)
		if n == nil {
			continue
		}
		if n.r.Dx() != size.X || n.r.Dy() != size.Y {
			t.Fatalf("asked %v, got %v", size, n.r)
		}
		for _, o := range got {
			if n.r.Overlaps(o.r) {
				t.Fatalf("%v overlaps %v", n.r, o.r)
			}
		}
		got = append(got, n)
	}
	if len(got) < 5 {
		t.Fatalf("only %d of 7 rectangles fit a 256x256 sheet", len(got))
	}
	if root.alloc(256, 256) != nil {
		t.Fatal("the whole sheet was given while parts of it were in use")
	}
	for _, n := range got {
		n.free()
	}
	if n := root.alloc(256, 256); n == nil || n != root {
		t.Fatal("freed rectangles did not merge back into the whole sheet")
	}
}

// The package's sprites lie on one shared sheet (so that their draws
// batch), show what was painted, and give their room back when evicted.
func TestSheetSpritesShareASheetAndPaintAsAlone(t *testing.T) {
	paint := func(img *ebiten.Image, k int, sh Shape) {
		FillRect(img, 0, 0, float64(sh.W), float64(sh.H)/2, red)
	}
	shape := func(k int) Shape { return Shape{W: k, H: k} }
	onSheet := NewCache(2, false, shape, paint).OnSheets()
	alone := NewCache(2, false, shape, paint)
	var a, b, c, single *Sprite
	ebitentest.OnFrame(func() {
		a, b = onSheet.Get(20), onSheet.Get(30)
		single = alone.Get(30)
	})
	if a.slot.sheet == nil || a.slot.sheet != b.slot.sheet {
		t.Fatalf("two small sprites are not on one sheet: %p and %p", a.slot.sheet, b.slot.sheet)
	}
	if single.slot.sheet != nil {
		t.Fatal("a cache not on the sheets put its sprite on one")
	}
	if a.Img.Bounds().Dx() != 20 || b.Img.Bounds().Dy() != 30 {
		t.Fatalf("sprite sizes %v and %v, want 20 and 30 square", a.Img.Bounds(), b.Img.Bounds())
	}
	read := func(img *ebiten.Image) *image.RGBA {
		px := image.NewRGBA(img.Bounds())
		img.ReadPixels(px.Pix)
		return px
	}
	got, want := read(b.Img), read(single.Img)
	for y := 0; y < 30; y++ {
		for x := 0; x < 30; x++ {
			g := got.RGBAAt(got.Rect.Min.X+x, got.Rect.Min.Y+y)
			w := want.RGBAAt(x, y)
			if g != w {
				t.Fatalf("pixel (%d,%d) on the sheet is %v, painted alone %v", x, y, g, w)
			}
		}
	}
	if w := want.RGBAAt(5, 5); w != (color.RGBA{0xff, 0, 0, 0xff}) {
		t.Fatalf("the painted sprite is %v at (5,5), want red", w)
	}
	// A third sprite evicts the others (at most 2 kept); their room is
	// free again.
	node := a.slot.node
	ebitentest.OnFrame(func() {
		tick += 2
		c = onSheet.Get(40)
	})
	if c == nil || onSheet.Len() > 2 {
		t.Fatalf("the cache holds %d sprites, at most 2 allowed", onSheet.Len())
	}
	if node.used {
		t.Fatal("an evicted sprite kept its room on the sheet")
	}
}

// Every game's picture paints on the CPU (no primitive misses it) and
// looks as it does painted on the GPU: only the anti-aliased edges
// differ.
func TestPicturesPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	for _, id := range []string{"monster-factory", "monster-insurance", "chess-monsters", "monster-fandango", "monsters-on-board", "unknown"} {
		for _, size := range []image.Point{{232, 110}, {464, 220}} {
			w, h := size.X, size.Y
			var cpu *image.RGBA
			gpu := ebiten.NewImage(w, h)
			ebitentest.OnFrame(func() {
				cpu = paintOnCPU(w, h, func(img *ebiten.Image) { paintGamePicture(img, id, float64(w), float64(h)) })
				paintGamePicture(gpu, id, float64(w), float64(h))
			})
			if cpu == nil {
				t.Fatalf("%s at %dx%d: a primitive could not paint on the CPU", id, w, h)
			}
			want := image.NewRGBA(image.Rect(0, 0, w, h))
			gpu.ReadPixels(want.Pix)
			gpu.Deallocate()
			inked, far := 0, 0
			for i := 0; i < len(want.Pix); i += 4 {
				if want.Pix[i+3] > 0 {
					inked++
				}
				for c := 0; c < 4; c++ {
					d := int(cpu.Pix[i+c]) - int(want.Pix[i+c])
					if d > 96 || d < -96 {
						far++
						break
					}
				}
			}
			if inked < w*h/20 {
				t.Fatalf("%s at %dx%d: the GPU painted only %d pixels", id, w, h, inked)
			}
			if far > inked/25 {
				t.Errorf("%s at %dx%d: %d of %d inked pixels differ by more than 96 between the CPU and the GPU", id, w, h, far, inked)
			}
			ebitentest.SaveShot(t, w, h*2, "picture-"+id+"-"+strconv.Itoa(w), func(dst *ebiten.Image) {
				dst.WritePixels(append(append([]byte{}, want.Pix...), cpu.Pix...))
			})
		}
	}
}

// Text painted on the CPU (into a CPU-painted sprite) lands where the GPU
// draws it, glyph for glyph and once: translucent text shows a glyph drawn
// twice as twice as dark.
func TestTextPaintsOnTheCPUAsOnTheGPU(t *testing.T) {
	clr := color.RGBA{0x40, 0x20, 0x10, 0x80}
	for _, size := range []float64{9, 14.5, 31} {
		for _, s := range []string{"Worbin 3", "AV Ty", "Two\nlines"} {
			w, h := 220, 90
			var cpu *image.RGBA
			gpu := ebiten.NewImage(w, h)
			ebitentest.OnFrame(func() {
				cpu = paintOnCPU(w, h, func(img *ebiten.Image) { DrawText(img, s, size, true, 10.3, 7.6, AlignStart, AlignStart, clr) })
				PaintText(gpu, s, size, true, 10.3, 7.6, AlignStart, AlignStart, clr)
			})
			if cpu == nil {
				t.Fatalf("%q at %v: the text could not be painted on the CPU", s, size)
			}
			want := image.NewRGBA(image.Rect(0, 0, w, h))
			gpu.ReadPixels(want.Pix)
			gpu.Deallocate()
			inked, off := 0, 0
			for i := 0; i < len(want.Pix); i += 4 {
				if want.Pix[i+3] == 0 && cpu.Pix[i+3] == 0 {
					continue
				}
				inked++
				for c := 0; c < 4; c++ {
					if d := int(cpu.Pix[i+c]) - int(want.Pix[i+c]); d > 8 || d < -8 {
						off++
						break
					}
				}
			}
			if inked < 20 {
				t.Fatalf("%q at %v: only %d pixels inked", s, size, inked)
			}
			if off > inked/50 {
				t.Errorf("%q at %v: %d of %d inked pixels differ by more than 8 between the CPU and the GPU", s, size, off, inked)
			}
		}
	}
}

// A sprite of a cache on the CPU too big for a sheet is painted on the
// CPU all the same, into an image of its own (the title's name is one:
// painted on the GPU it cost the browser's first frame a glyph image
// per letter), and it looks as painted on the GPU.
func TestBigSpritesOfACacheOnTheCPUArePaintedThere(t *testing.T) {
	var onCPU []bool
	paint := func(img *ebiten.Image, k int, sh Shape) {
		onCPU = append(onCPU, onCPUCanvas(img))
		FillRect(img, 0, 0, float64(sh.W), float64(sh.H)/2, red)
	}
	shape := func(k int) Shape {
		if k > 1000 {
			return Shape{W: k, H: 400}
		}
		return Shape{W: k, H: 40}
	}
	cpu := NewCache(4, false, shape, paint).OnCPU()
	gpu := NewCache(4, false, shape, paint)
	const w = sheetMaxSprite + 100
	var big, ref, huge *Sprite
	ebitentest.OnFrame(func() {
		big = cpu.Get(w)
		ref = gpu.Get(w)
	})
	if len(onCPU) != 2 || !onCPU[0] || onCPU[1] {
		t.Fatalf("painted on the CPU: %v, want the big sprite of the CPU's cache only", onCPU)
	}
	if big.slot.sheet != nil || big.Img.Bounds().Dx() != w {
		t.Fatalf("the big sprite lies on a sheet or is %v wide, want an image %d wide of its own", big.Img.Bounds(), w)
	}
	read := func(img *ebiten.Image) *image.RGBA {
		px := image.NewRGBA(img.Bounds())
		img.ReadPixels(px.Pix)
		return px
	}
	got, want := read(big.Img), read(ref.Img)
	for i := range got.Pix {
		if got.Pix[i] != want.Pix[i] {
			t.Fatalf("byte %d of the big sprite is %d on the CPU, %d on the GPU", i, got.Pix[i], want.Pix[i])
		}
	}
	// Past maxCPUAlone pixels it is painted on the GPU.
	onCPU = nil
	ebitentest.OnFrame(func() { huge = cpu.Get(maxCPUAlone/400 + 1) })
	if huge == nil || len(onCPU) != 1 || onCPU[0] {
		t.Fatalf("a sprite over %d pixels was painted on the CPU (%v)", maxCPUAlone, onCPU)
	}
}
