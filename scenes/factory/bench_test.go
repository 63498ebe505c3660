package factory

import (
	"testing"

	fe "monstermixer/engine/factory"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// BenchmarkFrame4p is one steady-state frame (tabletest.BenchFrame) of a
// 4-player game, the pointer on a lit spot.
func BenchmarkFrame4p(b *testing.B) {
	st := find(b, 4, func(st *fe.State) bool { return len(wantSpots(st, 0)) > 0 })
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
	tabletest.BenchFrame(b, tb, ctx, in, frameArea)
}
