package monstersonboard

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestIdleFrameCostsLittle runs the table at rest in front of the person
// deciding (issue 35): an idle Update allocates nothing, and an idle Draw
// never paints the still image again (what Ebitengine itself allocates
// to queue the few images drawn is not counted).
func TestIdleFrameCostsLittle(t *testing.T) {
	for _, n := range []int{1, 3, 4} {
		st := dealt(t, n, nil)
		p := st.CurrentPlayer()
		ctx := newCtx(n, p, 1)
		area := tableArea(1)
		tb := showing(st, ctx, area)
		dst := ebiten.NewImage(1280, 720)
		in := &ui.Script{}
		in.X, in.Y = tb.lay.boards[p].areaBox(3).Center()
		update := func() {
			tb.Update(ctx, in, area, true)
			tb.Targets()
			in.EndTick()
		}
		for range 3 {
			update()
			tb.Draw(ctx, dst, area)
		}
		paints := tb.restPaints
		var a float64
		ebitentest.OnFrame(func() {
			a = testing.AllocsPerRun(50, update)
			for range 20 {
				update()
				tb.Draw(ctx, dst, area)
			}
		})
		if a != 0 {
			t.Errorf("%d seats: an idle Update allocates %.1f times", n, a)
		}
		if tb.restPaints != paints {
			t.Errorf("%d seats: idle frames painted the still table %d times", n, tb.restPaints-paints)
		}
		dst.Deallocate()
	}
}

// BenchmarkIdleFrame times a frame of the table at rest in front of the
// person deciding, 3 seats (go test -bench IdleFrame -run '^$').
func BenchmarkIdleFrame(b *testing.B) {
	st := newGame(b, 3, nil)
	playUntil(b, st, 3, func(s *mb.State) bool { return s.CurrentPlayer() >= 0 })
	ctx := newCtx(3, st.CurrentPlayer(), 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	in := &ui.Script{}
	in.X, in.Y = tb.lay.boards[tb.focus].areaBox(3).Center()
	tabletest.BenchFrame(b, tb, ctx, in, area)
}
