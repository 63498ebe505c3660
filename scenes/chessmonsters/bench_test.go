package chessmonsters

import (
	"testing"

	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// BenchmarkFrame is one steady-state frame (tabletest.BenchFrame) while a
// team attack is formed, the pointer on the leader.
func BenchmarkFrame(b *testing.B) {
	st := facing(b)
	play(b, st, "c4xc5 team")
	ctx := newCtx(cm.White, 1)
	ctx.Sound = nil
	tb := New()
	tb.Reset(ctx, view(st, cm.White))
	in := &ui.Script{}
	tb.Update(ctx, in, frameArea, true)
	c4, _ := cm.ParseField("c4")
	in.X, in.Y = tb.lay.fieldRect(c4).Center()
	tabletest.BenchFrame(b, tb, ctx, in, frameArea)
}
