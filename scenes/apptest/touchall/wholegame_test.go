package touchall

import (
	"math/rand/v2"
	"testing"

	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/ui"
)

// TestWholeGameOfEachByTapsOnATablet plays a whole game of each of the
// five games on a tablet (1024x768) by taps alone: one person against
// Easy computer seats (as few as the game takes, at least one), tapping what the table offers (the frame's
// Got it and I am ready included) until the game-over screen. No key,
// no right-click, no hover: only a finger's touch down for a tick and
// lifted. Every target tapped must be at least the tablet's least
// target size, and a run of taps that moves nothing on fails.
func TestWholeGameOfEachByTapsOnATablet(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		t.Run(id, func(t *testing.T) {
			wholeGameByTaps(t, id, nil, 2, 11, apptest.TouchScreens[0], nil)
		})
	}
}

// stallTaps is how many taps in a row may leave the game where it was
// before the test calls it stuck (a refused tap, a selection changed).
const stallTaps = 300

// wholeGameByTaps plays a whole game of id (its options opts, at least
// least seats) on the screen sc by taps; watch, when set, runs after
// every tick of the app.
func wholeGameByTaps(t *testing.T, id string, opts map[string]string, least int, seed uint64, sc apptest.Screen, watch func(a *scenes.App, f *scenes.Frame)) {
	a, f, in, tick := openTouch(t, id, opts, sc.Form, sc.W, sc.H, least, seed)
	step := func() {
		t.Helper()
		tick()
		if watch != nil {
			watch(a, f)
		}
	}
	// tap is a finger down on (x, y) for a tick, then lifted.
	fingerID := 0
	tap := func(r ui.Rect) {
		fingerID++
		x, y := r.Center()
		in.Fingers = append(in.Fingers[:0], ui.TouchPoint{ID: fingerID, X: x, Y: y})
		in.X, in.Y, in.HeldDown, in.Finger = x, y, true, true
		step()
		in.Fingers, in.HeldDown, in.Click = nil, false, true
		step()
	}
	minT := a.MinTarget() * a.Scale
	screen := ui.Rect{W: a.W, H: a.H}
	pick := rand.New(rand.NewPCG(seed, 7))
	taps, idle, mine, smallest := 0, 0, 0, 1e9
	lastEntries, settled := -1, false
	for i := 0; i < 400000 && a.Scene().Name() != "gameover"; i++ {
		if n := len(f.Session().Entries); n != lastEntries {
			lastEntries, idle = n, 0
		}
		if idle > stallTaps {
			t.Fatalf("%d taps moved nothing at entry %d (decider %d): targets %v", idle, lastEntries, f.Session().Decider(), a.Targets())
		}
		if p := apptest.Proceed(a.Targets()); p != nil {
			tap(p.Rect)
			idle++
			continue
		}
		if a.Scene() != scenes.Scene(f) || f.Busy() || f.Session().Decider() != 0 || !settled {
			// A person taps what a drawn frame shows: a step of a
			// decision is tapped from its second tick.
			settled = a.Scene() == scenes.Scene(f) && !f.Busy() && f.Session().Decider() == 0
			step()
			continue
		}
		var offered []ui.Target
		for _, tg := range apptest.ChoiceTargets(a) {
			if tg.Rect.Within(screen) {
				offered = append(offered, tg)
			}
		}
		if len(offered) == 0 {
			step()
			continue
		}
		tg := offered[pick.IntN(len(offered))]
		if m := min(tg.Rect.W, tg.Rect.H); m < smallest {
			smallest = m
		}
		if min(tg.Rect.W, tg.Rect.H) < minT-1e-6 {
			apptest.SaveShot(t, a, "small-"+id)
			t.Fatalf("offered %v; tapped %s of %.1fx%.1f px (least %.0f) at zoom %.2f", offered, tg.Name, tg.Rect.W, tg.Rect.H, minT, f.Zoom())
		}
		before := len(f.Session().Entries)
		tap(tg.Rect)
		settled = false
		taps++
		idle++
		if len(f.Session().Entries) > before {
			mine++
		}
	}
	if a.Scene().Name() != "gameover" || !f.Session().State.IsTerminal() {
		apptest.SaveShot(t, a, "stuck-"+id)
		t.Fatalf("no game over after %d taps: scene %s, %d entries, decider %d, busy %v, targets %v", taps, a.Scene().Name(), len(f.Session().Entries), f.Session().Decider(), f.Busy(), a.Targets())
	}
	t.Logf("%s: a whole game by %d taps on a %s (%d of them played an action; %d entries in all); the smallest target tapped %.0f px (least %.0f)",
		id, taps, sc.Name, mine, len(f.Session().Entries), smallest, minT)
}
