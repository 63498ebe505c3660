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

// showing is the kind of the event the timeline shows now (or next) and
// how many are queued.
func showing(tb *Table) (fe.EventKind, int) {
	e, _, ok := tb.current()
	if !ok {
		return 0, 0
	}
	return e.Kind, tb.tl.Pending()
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
	if k, n := showing(tb); k != fe.EvPlace || n != 2 {
		t.Fatalf("showing %v of %d steps, want a placement then a completion", k, n)
	}
	mon := len(after.Monsters(seat)) - 1
	if !tb.hidden(seat, mon, x, y) {
		t.Fatal("the sliding tile is also drawn in its cell")
	}
	pts := after.Monsters(seat)[mon].Points()
	snd := ctx.Sound.(*sounds)
	// The sounds come when their animation starts: place now, complete
	// after the slide.
	tb.Update(ctx, &ui.Script{}, frameArea, false)
	if snd.Count("place") != 1 || snd.Count("complete") != 0 {
		t.Fatalf("sounds after one tick: %v", snd.Played)
	}
	render(t, tb, ctx, frameArea, 1280, 720, "anim-slide")
	for i := 0; i < 60 && func() bool { k, _ := showing(tb); return k == fe.EvPlace }(); i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
	e, _, _ := tb.current()
	if e == nil || e.Kind != fe.EvComplete || e.Points != pts || tb.hidden(seat, mon, x, y) {
		t.Fatalf("after the slide the table shows %+v, want the completion worth %d with the tile in place", e, pts)
	}
	if want := "Complete! " + strconv.Itoa(pts) + " point"; !strings.HasPrefix(completeText(e), want) {
		t.Fatalf("celebration %q, want %q", completeText(e), want)
	}
	if want := ctx.Seats[seat].Name + "'s "; !strings.HasPrefix(tb.Status(), want) || !strings.Contains(tb.Status(), " is complete: "+strconv.Itoa(pts)+" point") {
		t.Fatalf("status %q, want %q... is complete: %d points", tb.Status(), want, pts)
	}
	n := ticks(tb, ctx, 1000) + 20
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
	if m := ticks(tb, ctx, 1000); m > n/2+3 || m < n/2-3 {
		t.Fatalf("speed 2: %d ticks, speed 1: %d", m, n)
	}
	// The minion draw is shown with the owner's name.
	if after.Phase() != fe.PhaseMinion {
		t.Fatalf("phase %v after completing", after.Phase())
	}
	ctx.AnimSpeed = 1
	animateDraw(tb, ctx, after, 1)
	if k, n := showing(tb); k != fe.EvMinion || n != 1 {
		t.Fatalf("showing %v of %d, want a minion", k, n)
	}
	if want := "Minion for " + ctx.Seats[seat].Name; tb.Status() != want {
		t.Fatalf("minion label %q, want %q", tb.Status(), want)
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
	if k, n := showing(tb); tb.Busy() {
		t.Fatalf("busy at instant speed: %v of %d", k, n)
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
		return len(l) == 1 && !isPlace && !st.LockedOut()
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
	if e, _, ok := tb.current(); !ok || e.Kind != fe.EvDiscard || discardText(e) != "Fits nowhere: discarded" {
		t.Fatalf("discard animation %+v", e)
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
	animateDraw(tb, ctx, after, 2)
	if k, n := showing(tb); k != fe.EvDraw || n != 1 {
		t.Fatalf("draw animation %v of %d", k, n)
	}
	if n := ticks(tb, ctx, 1000); n < 15 || n > 40 {
		t.Fatalf("the flip took %d ticks", n)
	}
}

// animateDraw samples the chance draw that follows after with seed and
// shows it on tb as an animation from after to the state it leads to.
func animateDraw(tb *Table, ctx *ui.Context, after *fe.State, seed uint64) {
	draw := after.SampleChance(engine.NewRand(seed))
	next := after.Clone().(*fe.State)
	next.Apply(draw)
	tb.Animate(ctx, after.Clone(), draw, next.Clone())
}
