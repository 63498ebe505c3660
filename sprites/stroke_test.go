package sprites

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"monstermixer/scenes/ebitentest"
)

// A stroke's triangles overlap at its joins and round the inside of its
// curves. On the CPU they are filled as their union, sampled two by two
// per pixel as the GPU anti-aliases them, so a thin outline round a small
// curve comes out as on the GPU: summing each triangle's covered area
// counted the overlaps twice and painted the inner edge heavier.
func TestStrokesPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	const w, h = 48, 40
	paint := func(img *ebiten.Image) {
		var p vector.Path
		p.Arc(14, 14, 7.3, 0, 6.283, vector.Clockwise)
		p.Close()
		StrokePath(img, &p, 1.6, red)
		var z vector.Path
		z.MoveTo(4, 34)
		for i := 1; i < 10; i++ {
			z.LineTo(4+float32(i)*4.3, 34-float32(i%2)*9.7)
		}
		StrokePath(img, &z, 2.2, red)
	}
	var cpu *image.RGBA
	gpu := ebiten.NewImage(w, h)
	defer gpu.Deallocate()
	ebitentest.OnFrame(func() {
		cpu = PaintOnCPU(w, h, paint)
		paint(gpu)
	})
	if cpu == nil {
		t.Fatal("the strokes could not be painted on the CPU")
	}
	want := image.NewRGBA(image.Rect(0, 0, w, h))
	gpu.ReadPixels(want.Pix)
	inked, far, worst := 0, 0, 0
	for i := 0; i < len(want.Pix); i += 4 {
		if want.Pix[i+3] > 0 || cpu.Pix[i+3] > 0 {
			inked++
		}
		d := max(int(cpu.Pix[i+3])-int(want.Pix[i+3]), int(want.Pix[i+3])-int(cpu.Pix[i+3]))
		worst = max(worst, d)
		if d > 8 {
			far++
		}
	}
	t.Logf("%d inked pixels, %d differ by more than 8, at most %d", inked, far, worst)
	if inked < 100 || far > inked/50 {
		t.Errorf("%d of %d inked pixels differ by more than 8 in coverage between the CPU and the GPU (at most %d)", far, inked, worst)
	}
}
