package scenes

import (
	"runtime"
	"sync/atomic"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/history"
	"monstermixer/scenes/session"
)

// thinker runs a computer seat's choice, or a hint, without holding up the
// frame. On a native build with more than one core the search runs in its
// own goroutine, so a Hard move takes its search time and no more. In the
// browser it runs in the searcher's Web Worker (thinker_js.go), the same
// search in wall time; where the worker is not there (not loaded yet,
// failed, no workers), or on one core, it runs in slices lent by the
// frame's thinkBudget instead.
type thinker struct {
	search *ai.Search
	random engine.Action
	isRand bool

	// far is set while the search runs outside the app (the browser's
	// worker); view and cfg restart it in the frame's slices should the
	// worker fail.
	far  farSearch
	view engine.State
	cfg  ai.Config

	// background is set when the search runs in its own goroutine; it
	// closes finished when it stops, and stops early when stop is set.
	background bool
	stop       atomic.Bool
	finished   chan struct{}
}

// backgroundSlice is how long a background search runs between checks of
// its stop flag.
const backgroundSlice = 10 * time.Millisecond

// thinkInBackground reports whether searches may run beside the frame.
func thinkInBackground() bool {
	return runtime.GOOS != "js" && runtime.GOMAXPROCS(0) > 1
}

// farSearch is a search running outside the app: the browser's worker.
type farSearch interface {
	// done reports whether the answer (or a failure) came.
	done() bool
	// best is the answer; ok is false when the worker failed.
	best() (a engine.Action, ok bool)
	// hurry asks for the best found so far, at once.
	hurry()
	// cancel drops the search: its answer is never read.
	cancel()
}

// searchFar starts a search of view (a seat's view in a game of setup)
// outside the app, or returns nil where none can run (no worker, or not
// ready yet). Nil on native builds.
var searchFar func(view engine.State, setup engine.Setup, cfg ai.Config) farSearch

// probeFar runs the replay viewer's analysis outside the app: the
// browser's worker (nil on native builds).
var probeFar history.Far

// levelConfig is the search of a computer seat of the given kind.
func levelConfig(kind string, seed uint64) ai.Config {
	lvl, err := ai.ParseLevel(kind)
	if err != nil {
		lvl = ai.Normal
	}
	return ai.LevelConfig(lvl, seed)
}

// newThinkerIn is newThinker for a decision in a game of setup: in the
// browser, when the searcher's worker is ready, the worker searches.
func newThinkerIn(setup engine.Setup, view engine.State, kind string, seed uint64, aside bool) *thinker {
	if searchFar != nil && !aside && kind != session.KindRandom {
		cfg := levelConfig(kind, seed)
		if far := searchFar(view, setup, cfg); far != nil {
			return &thinker{far: far, view: view, cfg: cfg}
		}
	}
	return newThinker(view, kind, seed, aside)
}

// newThinker starts the choice of a seat of the given kind on its view;
// aside runs the search in a goroutine of its own.
func newThinker(view engine.State, kind string, seed uint64, aside bool) *thinker {
	if kind == session.KindRandom {
		return &thinker{isRand: true, random: ai.NewRandomAgent(seed).Choose(view)}
	}
	t := &thinker{search: ai.NewSearch(view, levelConfig(kind, seed))}
	if aside {
		t.background = true
		t.finished = make(chan struct{})
		go t.run()
	}
	return t
}

// run searches until done or stopped; only this goroutine touches the
// search until finished is closed.
func (t *thinker) run() {
	defer close(t.finished)
	for !t.search.Done() && !t.stop.Load() {
		t.search.StepFor(backgroundSlice)
	}
}

// cancel stops a background or far search; the thinker must not be used
// after.
func (t *thinker) cancel() {
	switch {
	case t == nil:
	case t.far != nil:
		t.far.cancel()
	case t.background:
		t.stop.Store(true)
	}
}

// done reports whether the choice is made.
func (t *thinker) done() bool {
	switch {
	case t.isRand:
		return true
	case t.far != nil:
		if !t.far.done() {
			return false
		}
		if _, ok := t.far.best(); ok {
			return true
		}
		// The worker failed: the search runs in the frame's slices.
		t.far = nil
		t.search = ai.NewSearch(t.view, t.cfg)
		return t.search.Done()
	case t.background:
		select {
		case <-t.finished:
			return true
		default:
			return false
		}
	}
	return t.search.Done()
}

// hurry stops the search now: done reports true once it has stopped (a
// background search within a slice), and best is what it found.
func (t *thinker) hurry() {
	switch {
	case t.isRand:
	case t.far != nil:
		t.far.hurry()
	case t.background:
		t.stop.Store(true)
	default:
		t.search.Cancel()
	}
}

// best is the choice; call it only once done reports true.
func (t *thinker) best() engine.Action {
	if t.isRand {
		return t.random
	}
	if t.far != nil {
		a, _ := t.far.best()
		return a
	}
	return t.search.Best()
}

// thinkBudget shares foreground search time between ticks: it lends a
// slice per drawn frame (not per tick: when frames are slow, Ebitengine
// runs several ticks to catch up, and a per-tick budget would make the
// frame slower still). The slice leaves room for drawing within a 60 FPS
// frame in the browser: 3 ms while the table animates, 6 ms while it is
// still (drawing is cheap then), so a search ends sooner. Where the
// browser draws far fewer frames (a slow machine, software rendering) a
// fixed slice would make a computer seat's move take many seconds, so the
// slice grows with the time between frames: a share of it, up to a cap.
type thinkBudget struct {
	spent    time.Duration // used from the budget of frame
	frame    int
	ticks    int       // ticks that shared it
	frameAt  time.Time // when frame was first seen
	interval time.Duration
}

// Foreground search time per drawn frame: at least these, or the share of
// the time between two frames, up to the caps.
const (
	thinkWhileAnimating = 3 * time.Millisecond
	thinkWhileStill     = 6 * time.Millisecond
	shareWhileAnimating = 0.15
	shareWhileStill     = 0.4
	capWhileAnimating   = 12 * time.Millisecond
	capWhileStill       = 40 * time.Millisecond
)

// thinkSlice is the search time lent per frame when frames come interval
// apart: the base slice at 60 FPS, more when frames are rarer.
func thinkSlice(interval time.Duration, animating bool) time.Duration {
	base, share, limit := thinkWhileStill, shareWhileStill, capWhileStill
	if animating {
		base, share, limit = thinkWhileAnimating, shareWhileAnimating, capWhileAnimating
	}
	return max(base, min(time.Duration(share*float64(interval)), limit))
}

// ticksPerBudget bounds how many ticks share one budget when no frame is
// drawn between them (catch-up ticks, or tests that only tick).
const ticksPerBudget = 4

// lend runs t for what is left of frame's budget; animating says whether
// the table is animating.
func (b *thinkBudget) lend(frame int, animating bool, t *thinker) {
	if t.isRand || t.background || t.far != nil {
		return
	}
	if frame != b.frame || b.ticks >= ticksPerBudget {
		if frame != b.frame {
			now := time.Now()
			if !b.frameAt.IsZero() && frame == b.frame+1 {
				b.interval = now.Sub(b.frameAt)
			} else {
				b.interval = 0
			}
			b.frameAt = now
		}
		b.frame, b.ticks, b.spent = frame, 0, 0
	}
	b.ticks++
	left := thinkSlice(b.interval, animating) - b.spent
	if left <= 0 {
		return
	}
	start := time.Now()
	t.search.StepFor(left)
	b.spent += time.Since(start)
}
