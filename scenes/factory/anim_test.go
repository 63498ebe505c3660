package factory

import (
	"strconv"
	"strings"
	"testing"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// completing finds a state with a legal placement that completes a
// monster, and that placement.
func completing(t *testing.T, n int) (*fe.State, engine.Action) {
	t.Helper()
	var act engine.Action
	st := find(t, n, func(st *fe.State) bool {
		for _, a := range st.AppendLegalActions(nil) {
			seat, _, _, _, _, ok := fe.DecodePlacement(a)
			if !ok {
				continue
			}
			c := st.Clone().(*fe.State)
			before := len(c.Monsters(seat))
			c.Apply(a)
			ms := c.Monsters(seat)
			if !c.IsTerminal() && len(ms) == before && ms[before-1].Complete {
				act = a
				return true
			}
		}
		return false
	})
	return st, act
}

// ticks runs Updates until the table is idle; it returns how many ran.
func ticks(tb *Table, ctx *ui.Context, max int) int {
	in := &ui.Script{}
	for i := 1; i <= max; i++ {
		tb.Update(ctx, in, frameArea, false)
		if !tb.Busy() {
			return i
		}
	}
	return max + 1
}

func kinds(tb *Table) []animKind {
	var out []animKind
	for _, a := range tb.anims {
		out = append(out, a.kind)
	}
	return out
}

func TestCompletingAMonsterSlidesCelebratesAndStartsAMinion(t *testing.T) {
	st, act := completing(t, 3)
	seat, x, y, _, _, _ := fe.DecodePlacement(act)
	ctx := newCtx(3, 1)
	tb := New()
	tb.Reset(ctx, st.Clone())
	tb.Update(ctx, &ui.Script{}, frameArea, true)
	after := st.Clone().(*fe.State)
	after.Apply(act)
	tb.Animate(ctx, st.Clone(), act, after.Clone())
	if got := kinds(tb); len(got) != 2 || got[0] != animSlide || got[1] != animCelebrate {
		t.Fatalf("animations %v, want slide then celebrate", got)
	}
	mon := len(after.Monsters(seat)) - 1
	if !tb.hidden(seat, mon, x, y) {
		t.Fatal("the sliding tile is also drawn in its cell")
	}
	pts := after.Monsters(seat)[mon].Points()
	if want := "Complete! "; !strings.HasPrefix(tb.anims[1].text, want) || !strings.Contains(tb.anims[1].text, " "+strconv.Itoa(pts)+" point") {
		t.Fatalf("celebration %q for %d points", tb.anims[1].text, pts)
	}
	snd := ctx.Sound.(*sounds)
	// The sounds come when their animation starts: place now, complete
	// after the slide.
	tb.Update(ctx, &ui.Script{}, frameArea, false)
	if snd.Count("place") != 1 || snd.Count("complete") != 0 {
		t.Fatalf("sounds after one tick: %v", snd.Played)
	}
	render(t, tb, ctx, frameArea, 1280, 720, "anim-slide")
	n := ticks(tb, ctx, 1000)
	if n < 60 || n > 200 {
		t.Fatalf("slide and celebration took %d ticks at speed 1", n)
	}
	if snd.Count("complete") != 1 {
		t.Fatalf("sounds: %v", snd.Played)
	}
	if tb.hidden(seat, mon, x, y) {
		t.Fatal("the tile is still hidden after the animation")
	}
	// Twice as fast takes about half as long.
	tb.Reset(ctx, st.Clone())
	ctx.AnimSpeed = 2
	tb.Animate(ctx, st.Clone(), act, after.Clone())
	if m := ticks(tb, ctx, 1000); m > n/2+2 || m < n/2-2 {
		t.Fatalf("speed 2: %d ticks, speed 1: %d", m, n)
	}
	// The minion draw is shown with the owner's name.
	if after.Phase() != fe.PhaseMinion {
		t.Fatalf("phase %v after completing", after.Phase())
	}
	ctx.AnimSpeed = 1
	draw := after.SampleChance(engine.NewRand(1))
	next := after.Clone().(*fe.State)
	next.Apply(draw)
	tb.Animate(ctx, after.Clone(), draw, next.Clone())
	if got := kinds(tb); len(got) != 1 || got[0] != animMinion {
		t.Fatalf("animations %v, want minion", got)
	}
	if want := "Minion for " + ctx.Seats[seat].Name; tb.anims[0].text != want {
		t.Fatalf("minion label %q, want %q", tb.anims[0].text, want)
	}
	for i := 0; i < 30; i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
	render(t, tb, ctx, frameArea, 1280, 720, "anim-minion")
	tb.SkipAnimation()
	if tb.Busy() {
		t.Fatal("busy after SkipAnimation")
	}
}

func TestInstantSpeedAnimatesNothingButStillSounds(t *testing.T) {
	st, act := completing(t, 2)
	ctx := newCtx(2, 0)
	tb := New()
	tb.Reset(ctx, st.Clone())
	after := st.Clone().(*fe.State)
	after.Apply(act)
	tb.Animate(ctx, st.Clone(), act, after.Clone())
	if tb.Busy() {
		t.Fatalf("busy at instant speed: %v", kinds(tb))
	}
	snd := ctx.Sound.(*sounds)
	if snd.Count("place") != 1 || snd.Count("complete") != 1 {
		t.Fatalf("sounds %v", snd.Played)
	}
	if tb.st != after && tb.st.Phase() != fe.PhaseMinion {
		t.Fatal("the table does not show the new state")
	}
}

func TestDrawFlipsAndAForcedDiscardGoesAwayWithItsReason(t *testing.T) {
	st := find(t, 2, func(st *fe.State) bool {
		l := st.AppendLegalActions(nil)
		_, _, _, _, _, isPlace := fe.DecodePlacement(l[0])
		return len(l) == 1 && !isPlace
	})
	ctx := newCtx(2, 1)
	tb := New()
	tb.Reset(ctx, st.Clone())
	tb.Update(ctx, &ui.Script{}, frameArea, true)
	if !tb.forced {
		t.Fatal("the forced discard is not noticed")
	}
	if len(spotNames(tb)) != 0 {
		t.Fatalf("spots lit for a tile that fits nowhere: %v", spotNames(tb))
	}
	render(t, tb, ctx, frameArea, 1280, 720, "forced")
	discard := st.AppendLegalActions(nil)[0]
	after := st.Clone().(*fe.State)
	after.Apply(discard)
	tb.Animate(ctx, st.Clone(), discard, after.Clone())
	if got := kinds(tb); len(got) != 1 || got[0] != animDiscard || !strings.Contains(tb.anims[0].text, "Fits nowhere") {
		t.Fatalf("discard animation %v %+v", got, tb.anims)
	}
	for i := 0; i < 20; i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
	img := render(t, tb, ctx, frameArea, 1280, 720, "anim-discard")
	ht := tb.handTile
	if countNear(img, ui.Rect{X: ht.X - 30, Y: ht.Y + ht.H, W: ht.W + 60, H: 60}, ui.ColWarm, 40) < 20 {
		t.Fatal("the discard reason is not shown by the hand")
	}
	ticks(tb, ctx, 1000)
	if after.IsTerminal() {
		return
	}
	// The replacement draw flips in.
	draw := after.SampleChance(engine.NewRand(2))
	next := after.Clone().(*fe.State)
	next.Apply(draw)
	tb.Animate(ctx, after.Clone(), draw, next.Clone())
	if got := kinds(tb); len(got) != 1 || got[0] != animFlip {
		t.Fatalf("draw animation %v", got)
	}
	if n := ticks(tb, ctx, 1000); n < 15 || n > 40 {
		t.Fatalf("the flip took %d ticks", n)
	}
}
