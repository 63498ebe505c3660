package fandango

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
)

// BenchmarkIdleFrame is one steady-state frame of a 2-player game at
// 1280x720 with Anna's villager chosen and the pointer resting on a lit
// hex (its tip showing): Update, then Draw. Its allocs/op is the heap
// allocation per idle frame, ebiten's own included.
func BenchmarkIdleFrame(b *testing.B) {
	st := game(b)
	ctx := newCtx(2, 0, 1)
	ctx.Sound = nil
	area := tableArea(1)
	tb := showing(st, ctx, area)
	tb.choose(1, false)
	in := &ui.Script{}
	tb.Update(ctx, in, area, true)
	if tg, ok := target(tb, "move:c4"); ok {
		in.X, in.Y = tg.Rect.Center()
	}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	frame := func() {
		tb.Update(ctx, in, area, true)
		tb.Draw(ctx, img, area)
	}
	for range 3 {
		frame()
	}
	b.ReportAllocs()
	for range b.N {
		frame()
	}
}
