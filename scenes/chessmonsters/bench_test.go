package chessmonsters

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
)

// BenchmarkFrame is one steady-state frame at 1280x720 while a team attack
// is formed: Update with the pointer on the leader, then Draw. "present"
// reads every frame back, as a screen would be presented (software GL
// time included); "cpu" reads back every 60 frames, so its ns/op is
// mostly the table's own work.
func BenchmarkFrame(b *testing.B) {
	t := &testing.T{}
	st := facing(t)
	play(t, st, "c4xc5 team")
	ctx := newCtx(cm.White, 1)
	ctx.Sound = nil
	tb := New()
	tb.Reset(ctx, view(st, cm.White))
	in := &ui.Script{}
	tb.Update(ctx, in, frameArea, true)
	c4, _ := cm.ParseField("c4")
	in.X, in.Y = tb.lay.fieldRect(c4).Center()
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	px := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	frame := func() {
		tb.Update(ctx, in, frameArea, true)
		tb.Draw(ctx, img, frameArea)
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
