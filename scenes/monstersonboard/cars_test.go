package monstersonboard

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// drivingTable shows a game of n seats (opts) at the moment the cars
// drive on after the first draft step: the table shows the cars before,
// its state is after.
func drivingTable(t *testing.T, n int, opts map[string]string) (*Table, *ui.Context, ui.Rect) {
	t.Helper()
	st := newGame(t, n, opts)
	playUntil(t, st, 5, func(s *mb.State) bool { return s.Phase() != mb.PhaseArrival && s.CurrentPlayer() >= 0 })
	ctx := newCtx(n, engine.Observer, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	first := st.CarInFront(0)
	rng := engine.NewRand(6)
	var legal []engine.Action
	for st.CarInFront(0) == first {
		before := st.ViewFor(engine.Observer)
		legal = enginetest.StepRandom(t, st, rng, legal)
		after := st.ViewFor(engine.Observer)
		if len(after.(*mb.State).Events()) > 0 && st.CarInFront(0) != first {
			tb.Animate(ctx, before, engine.Action(0), after)
			// run the events up to the drive
			for tb.Busy() && tb.driving() < 0 {
				tick(tb, ctx, &ui.Script{}, area, false)
			}
			if tb.driving() < 0 {
				t.Fatal("no drive played")
			}
			return tb, ctx, area
		}
		tabletest.Show(tb, ctx, st, area)
	}
	t.Fatal("the cars never drove")
	return nil, nil, ui.Rect{}
}

// TestCarsDriveWithoutOverlapping samples a drive of every count of
// cars: the cars' rectangles never overlap, each stays in the panel, and
// each ends in its next bay.
func TestCarsDriveWithoutOverlapping(t *testing.T) {
	for _, c := range []struct {
		n    int
		opts map[string]string
	}{{2, nil}, {3, nil}, {4, nil}, {3, map[string]string{mb.OptMode: mb.ModeFamily}}, {1, map[string]string{mb.OptSolo: mb.SoloJack}}} {
		t.Run(fmt.Sprint(c.n, c.opts), func(t *testing.T) {
			tb, _, _ := drivingTable(t, c.n, c.opts)
			panel := tb.lay.cars
			for k := 0; k <= 100; k++ {
				p := float64(k) / 100
				var rs [mb.MaxPlayers]ui.Rect
				for b := 0; b < tb.v.ncars; b++ {
					rs[b], _, _ = tb.carAt(b, p)
					if r := rs[b]; r.X < panel.X || r.Y < panel.Y || r.X+r.W > panel.X+panel.W || r.Y+r.H > panel.Y+panel.H {
						t.Fatalf("at %.2f the car of bay %d %v leaves the panel %v", p, b, r, panel)
					}
					for a := 0; a < b; a++ {
						if rs[a].Overlaps(rs[b]) {
							t.Fatalf("at %.2f the cars of bays %d %v and %d %v overlap", p, a, rs[a], b, rs[b])
						}
					}
				}
			}
			for b := 0; b < tb.v.ncars; b++ {
				end, _, _ := tb.carAt(b, 1)
				to := tb.nextBay(tb.v.front[b])
				if to == b || end != tb.bayCar(to) {
					t.Fatalf("the car of bay %d ends at %v, its next bay %d is %v", b, end, to, tb.bayCar(to))
				}
			}
		})
	}
}

// TestCarDriveShots draws three moments of one drive; with MIXER_SHOTS
// set it saves them.
func TestCarDriveShots(t *testing.T) {
	tb, ctx, area := drivingTable(t, 3, nil)
	for i, p := range []float64{0.15, 0.5, 0.85} {
		tb.fly.p = p
		img := render(tb, ctx, area, 1280, 720, fmt.Sprintf("mob-drive-%d", i+1))
		r := tb.lay.cars
		if n := tabletest.Count(img, ink, r); n == 0 {
			t.Fatalf("at %.2f no car is drawn", p)
		}
	}
}

// roundSeconds plays a seeded 3-player round, Arrival to the end of
// Spook, through the table's Animate at speed 1, tick by tick, and
// returns the seconds the animations took.
func roundSeconds(t *testing.T) float64 {
	st := newGame(t, 3, nil)
	ctx := newCtx(3, 0, 1)
	ctx.AnimSpeed = 1
	area := tableArea(1)
	tb := showing(st, ctx, area)
	rng := engine.NewRand(3)
	var legal []engine.Action
	ticks := 0
	kinds := map[mb.EventKind]float64{}
	chance := 0
	for st.Round() == 1 && !st.IsTerminal() {
		before := st.ViewFor(0)
		if st.CurrentPlayer() == engine.Chance {
			chance++
		}
		legal = enginetest.StepRandom(t, st, rng, legal)
		for _, e := range st.Events() {
			kinds[e.Kind] += duration(&e)
		}
		tb.Animate(ctx, before, engine.Action(0), st.ViewFor(0))
		for tb.Busy() {
			tick(tb, ctx, &ui.Script{}, area, false)
			ticks++
		}
	}
	t.Logf("by kind of event: %v; %d chance draws", kinds, chance)
	return float64(ticks) / 60
}

// TestRoundPace: at the default speed a 3-player round's animations
// take at most 60 seconds.
func TestRoundPace(t *testing.T) {
	sec := roundSeconds(t)
	t.Logf("a 3-player round animates for %.1f s at speed 1", sec)
	if sec > 60 {
		t.Fatalf("a round animates for %.1f s, want at most 60", sec)
	}
}

// TestRefillDiceFallTogether plays the first Arrival's draws as the
// frame does for a QuickChancer (the next as soon as the table is idle):
// each die starts falling a moment after the last, many fall at once, and
// skipping lands them all.
func TestRefillDiceFallTogether(t *testing.T) {
	st := newGame(t, 3, nil)
	ctx := newCtx(3, 0, 1)
	ctx.AnimSpeed = 1
	area := tableArea(1)
	tb := showing(st, ctx, area)
	if !tb.QuickChance() {
		t.Fatal("the table asks for a pause between rolls")
	}
	rng := engine.NewRand(3)
	var legal []engine.Action
	var starts []float64
	most := 0
	for st.CurrentPlayer() == engine.Chance {
		before := st.ViewFor(0)
		legal = enginetest.StepRandom(t, st, rng, legal)
		for _, e := range st.Events() {
			if e.Kind == mb.EvRoll {
				starts = append(starts, tb.tl.Clock)
			}
		}
		tb.Animate(ctx, before, engine.Action(0), st.ViewFor(0))
		for {
			tick(tb, ctx, &ui.Script{}, area, false)
			most = max(most, tb.falling())
			if !tb.Busy() {
				break
			}
		}
	}
	if len(starts) < 3*mb.DicePerCar {
		t.Fatalf("%d dice rolled, want %d", len(starts), 3*mb.DicePerCar)
	}
	for i := 1; i < len(starts); i++ {
		if gap := starts[i] - starts[i-1]; gap > 0.15 {
			t.Fatalf("die %d starts %.2f s after the one before", i, gap)
		}
	}
	if most < 3 {
		t.Fatalf("at most %d dice fall at once", most)
	}
	t.Logf("%d dice start within %.2f s; up to %d fall at once", len(starts), starts[len(starts)-1]-starts[0], most)
	tb.SkipAnimation()
	if tb.falling() != 0 {
		t.Fatal("skipping left dice falling")
	}
}

// TestIdleCarsAllocateNothing draws the road and the parked cars with
// nothing moving: once the cars are painted, a frame allocates nothing.
func TestIdleCarsAllocateNothing(t *testing.T) {
	for _, opts := range []map[string]string{nil, {mb.OptSolo: mb.SoloJack}} {
		n := 3
		if opts != nil {
			n = 1
		}
		st := dealt(t, n, opts)
		ctx := newCtx(n, 0, 1)
		area := tableArea(1)
		tb := showing(st, ctx, area)
		var allocs float64
		img := ebiten.NewImage(1280, 720)
		defer img.Deallocate()
		// the first frames paint the sprites, a few a frame
		for range 40 {
			ebitentest.OnFrame(func() { tb.drawCars(img) })
		}
		ebitentest.OnFrame(func() { allocs = testing.AllocsPerRun(50, func() { tb.drawCars(img) }) })
		if allocs != 0 {
			t.Fatalf("%v: %v allocations per idle frame of the cars", opts, allocs)
		}
	}
}

// TestMovingCarTellsWhereItGoes: while the cars drive, a car's tip says
// where it is driving, its dice are no targets; parked, it tells the seat
// it stands in front of.
func TestMovingCarTellsWhereItGoes(t *testing.T) {
	tb, _, _ := drivingTable(t, 3, nil)
	tb.rebuild()
	moving := 0
	for _, h := range tb.hot {
		if h.k.k == kCar {
			t.Fatalf("a die of a moving car is a target: %q", h.tip)
		}
		if strings.Contains(h.tip, "Fearnobile, driving to the bay in front of ") {
			moving++
		}
		if strings.Contains(h.tip, "now in front of") {
			t.Fatalf("a moving car tells %q", h.tip)
		}
	}
	if moving != 3 {
		t.Fatalf("%d cars tell where they drive, want 3", moving)
	}
	tb.SkipAnimation()
	tb.rebuild()
	parked := 0
	for _, h := range tb.hot {
		if strings.Contains(h.tip, "now in front of") {
			parked++
		}
	}
	if parked != 3 {
		t.Fatalf("%d parked cars tell their seat, want 3", parked)
	}
}

// TestSoloShots draws a solo game's road, Spider Jack's car from behind;
// with MIXER_SHOTS set it saves it.
func TestSoloShots(t *testing.T) {
	tb, ctx, area := drivingTable(t, 1, map[string]string{mb.OptSolo: mb.SoloJack})
	tb.fly.p = 0.4
	render(tb, ctx, area, 1280, 720, "mob-solo-drive")
	tb.SkipAnimation()
	img := render(tb, ctx, area, 1280, 720, "mob-solo-parked")
	if tabletest.Count(img, colMalice, tb.bayCar(tb.bayOf(1))) == 0 {
		t.Fatal("Spider Jack's car shows no tail lights")
	}
}
