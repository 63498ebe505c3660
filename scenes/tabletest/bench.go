package tabletest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
)

// BenchFrame times one steady-state frame of tb at 1280x720: Update with
// the scripted input in (the pointer where the caller put it), then Draw,
// after three frames to settle. Its allocs/op is the heap allocation per
// frame, ebiten's own included. "present" reads every frame back, as a
// screen would be presented (software GL time included); "cpu" reads back
// every 60 frames, so its ns/op is mostly the table's own work.
func BenchFrame(b *testing.B, tb ui.Table, ctx *ui.Context, in *ui.Script, area ui.Rect) {
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	px := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	frame := func() {
		tb.Update(ctx, in, area, true)
		tb.Draw(ctx, img, area)
	}
	for range 3 {
		frame()
	}
	img.ReadPixels(px.Pix)
	for _, every := range []int{1, 60} {
		name := "present"
		if every > 1 {
			name = "cpu"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				frame()
				if i%every == every-1 {
					img.ReadPixels(px.Pix)
				}
			}
		})
	}
}
