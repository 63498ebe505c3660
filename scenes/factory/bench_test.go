package factory

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// BenchmarkFrame4p is one steady-state frame of a 4-player game at
// 1280x720: Update with the pointer on a lit spot, then Draw. Its
// allocs/op is the heap allocation per frame (ebiten's own included).
// "present" reads every frame back, as a screen would be presented
// (software GL time included); "cpu" reads back every 60 frames, so its
// ns/op is mostly the table's own work.
func BenchmarkFrame4p(b *testing.B) {
	st := find(&testing.T{}, 4, func(st *fe.State) bool { return len(wantSpots(st, 0)) > 0 })
	ctx := newCtx(4, 1)
	ctx.Sound = nil
	tb := New()
	tb.Reset(ctx, st.Clone())
	in := &ui.Script{}
	tb.Update(ctx, in, frameArea, true)
	for _, tg := range tb.Targets() {
		if len(tg.Name) > 5 && tg.Name[:5] == "spot:" {
			in.X, in.Y = tg.Rect.Center()
		}
	}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	px := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	frame := func() {
		tb.Update(ctx, in, frameArea, true)
		tb.Draw(ctx, img, frameArea)
	}
	for i := 0; i < 3; i++ {
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
