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
// allocs/op is the table's heap allocation per frame. Each frame is
// flushed (read back) as a screen would be presented.
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
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		frame()
		img.ReadPixels(px.Pix)
	}
}
