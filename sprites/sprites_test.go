package sprites

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
)

// TestMain runs the tests beside Ebitengine's loop (ebitentest.Main); the
// tests draw inside the loop's frames with ebitentest.OnFrame (ebiten
// moves images drawn often onto its shared atlas only between frames).
func TestMain(m *testing.M) { ebitentest.Main(m) }

var red = color.RGBA{0xff, 0, 0, 0xff}

// inked counts the pixels of img that are not transparent, and those
// inside r.
func inked(img *ebiten.Image, r image.Rectangle) (all, inside int) {
	b := img.Bounds()
	px := image.NewRGBA(b)
	img.ReadPixels(px.Pix)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if px.RGBAAt(x, y).A != 0 {
				all++
				if image.Pt(x, y).In(r) {
					inside++
				}
			}
		}
	}
	return all, inside
}

// Every picture draws something, inside where it was asked to go, at
// small and large sizes.
func TestSpritesDrawWhereAsked(t *testing.T) {
	for _, size := range []float64{6, 13, 40, 120} {
		cases := []struct {
			name string
			draw func(dst *ebiten.Image, cx, cy float64)
			box  float64 // the picture lies within cx±box, cy±box
		}{
			{"round rect", func(dst *ebiten.Image, cx, cy float64) {
				FillRoundRect(dst, cx-size, cy-size/2, 2*size, size, size/4, red)
			}, size + 1},
			{"round outline", func(dst *ebiten.Image, cx, cy float64) {
				StrokeRoundRect(dst, cx-size, cy-size/2, 2*size, size, size/4, 2, red)
			}, size + 2},
			{"monster", func(dst *ebiten.Image, cx, cy float64) { DrawMonster(dst, cx, cy, size, red, 0, 1) }, size * 1.6},
			{"pointer", func(dst *ebiten.Image, cx, cy float64) { DrawPointer(dst, cx, cy, size, -1, red) }, size + 3},
			{"die", func(dst *ebiten.Image, cx, cy float64) { DrawDie(dst, cx, cy, size, 5, size > 20) }, size/2 + 2},
			{"game picture", func(dst *ebiten.Image, cx, cy float64) {
				DrawGamePicture(dst, "monster-factory", cx-size*2, cy-size, size*4, size*2, 1)
			}, size * 2},
			{"turn arrow", func(dst *ebiten.Image, cx, cy float64) { DrawTurnArrow(dst, cx, cy, size, 0, 2, red) }, size*1.3 + 8},
			{"text", func(dst *ebiten.Image, cx, cy float64) {
				DrawText(dst, "Hi", size, true, cx, cy, AlignCenter, AlignCenter, red)
			}, size * 1.5},
		}
		for _, sym := range Symbols {
			cases = append(cases, struct {
				name string
				draw func(dst *ebiten.Image, cx, cy float64)
				box  float64
			}{sym, func(dst *ebiten.Image, cx, cy float64) { DrawSymbol(dst, sym, cx, cy, size, red) }, size + 3})
		}
		for _, c := range cases {
			var all, inside int
			ebitentest.OnFrame(func() {
				n := int(size*5) + 20
				img := ebiten.NewImage(n, n)
				defer img.Deallocate()
				cx, cy := float64(n)/2, float64(n)/2
				c.draw(img, cx, cy)
				b := int(c.box) + 1
				all, inside = inked(img, image.Rect(int(cx)-b, int(cy)-b, int(cx)+b+1, int(cy)+b+1))
			})
			if all < int(size) {
				t.Errorf("%s at %v: only %d pixels drawn", c.name, size, all)
			}
			if inside != all {
				t.Errorf("%s at %v: %d of %d pixels outside the box", c.name, size, all-inside, all)
			}
		}
	}
}

// A sprite is painted once: a second Get returns the same image.
func TestCacheKeepsSprites(t *testing.T) {
	paints := 0
	c := NewCache(4, false, func(k int) Shape { return Shape{W: k, H: k} }, func(img *ebiten.Image, k int, _ Shape) {
		paints++
		img.Fill(color.White)
	})
	var a, b, empty *Sprite
	kept := 0
	ebitentest.OnFrame(func() {
		a, b = c.Get(8), c.Get(8)
		empty = c.Get(0)
		for k := 1; k <= 10; k++ {
			c.Get(k)
			kept = max(kept, c.Len())
		}
	})
	if a == nil || a != b {
		t.Fatalf("two Gets gave different sprites")
	}
	if empty != nil {
		t.Fatal("an empty shape made a sprite")
	}
	if kept > 4 {
		t.Fatalf("%d sprites kept, at most 4 allowed", kept)
	}
}

// Drawing cached pictures allocates nothing on the heap (once ebiten has
// put them on its atlas, after a few frames, as in the app).
func TestCacheHitsAllocateNothing(t *testing.T) {
	dst := ebiten.NewImage(400, 300)
	defer dst.Deallocate()
	draw := func() {
		FillRoundRect(dst, 10, 10, 200, 80, 12, red)
		StrokeRoundRect(dst, 10, 10, 200, 80, 12, 2, ColBorder)
		for i, sym := range Symbols {
			DrawSymbol(dst, sym, 30+float64(i)*30, 150, 11, SeatColors[i])
		}
		DrawMonster(dst, 300, 200, 30, ColAccent, 5, 1)
		DrawGamePicture(dst, "monster-insurance", 200, 200, 120, 80, 1)
		DrawText(dst, "Your turn", 20, true, 100, 250, AlignCenter, AlignCenter, ColText)
		_ = TextWidth("Your turn", 20, true)
		DrawTurnArrow(dst, 300, 100, 40, 0, 2, ColText)
		DrawDie(dst, 350, 250, 30, 6, true)
		FillRect(dst, 5, 5, 10, 10, ColWarm)
	}
	for i := 0; i < 40; i++ {
		ebitentest.OnFrame(draw)
	}
	var n float64
	ebitentest.OnFrame(func() { n = testing.AllocsPerRun(50, draw) })
	if n != 0 {
		t.Fatalf("%v allocations per frame of cached pictures", n)
	}
}

// Each game's title card has a picture of its own: the five pictures and
// the one for a game without a picture differ pairwise in a good part of
// their pixels, at the title's size and a small one.
func TestGamePicturesDiffer(t *testing.T) {
	ids := []string{"monster-factory", "monster-insurance", "monsters-on-board", "chess-monsters", "monster-fandango", "no-such-game"}
	for _, size := range [][2]int{{201, 110}, {100, 55}} {
		pics := make([]*image.RGBA, len(ids))
		ebitentest.OnFrame(func() {
			for i, id := range ids {
				img := ebiten.NewImage(size[0], size[1])
				paintGamePicture(img, id, float64(size[0]), float64(size[1]))
				pics[i] = image.NewRGBA(img.Bounds())
				img.ReadPixels(pics[i].Pix)
				img.Deallocate()
			}
		})
		for i := range ids {
			for j := i + 1; j < len(ids); j++ {
				differ := 0
				for k := 0; k < len(pics[i].Pix); k += 4 {
					if !slices.Equal(pics[i].Pix[k:k+4], pics[j].Pix[k:k+4]) {
						differ++
					}
				}
				if n := size[0] * size[1]; differ < n/10 {
					t.Errorf("%dx%d: the pictures of %s and %s differ in only %d of %d pixels", size[0], size[1], ids[i], ids[j], differ, n)
				}
			}
		}
	}
}
