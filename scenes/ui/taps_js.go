//go:build js

package ui

import (
	"math"
	"sync"
	"syscall/js"
)

// quickTaps catches the taps Ebitengine never sees: a finger that touches
// and lifts between two ticks (a quick tap, common on phones and what
// Playwright's touchscreen.tap sends) is never reported as pressed, so
// "released this tick" misses it. The page's touch events are followed
// here by touch id, with the tick each began in: a touch that ends in
// the tick it began, without moving, is a tap the next tick delivers.
var quickTaps struct {
	sync.Mutex
	installed bool
	tick      int
	started   map[int]tapStart // by the touch's identifier
	done      []tapPoint       // taps waiting for their tick
	funcs     []js.Func        // the listeners, kept alive
}

type tapStart struct {
	x, y float64 // CSS px in the canvas
	tick int
}

type tapPoint struct{ x, y float64 } // screen pixels

// tapSlop is how far, in CSS px, a finger may move and still tap.
const tapSlop = 10

// advanceQuickTaps starts a tick: a touch that begins from now on began
// after this tick sampled the input. Called once at the start of a tick.
func advanceQuickTaps() {
	installQuickTaps()
	quickTaps.Lock()
	quickTaps.tick++
	quickTaps.Unlock()
}

// nextQuickTap returns the oldest quick tap not yet delivered, in screen
// pixels (ok false for none).
func nextQuickTap() (x, y float64, ok bool) {
	q := &quickTaps
	q.Lock()
	defer q.Unlock()
	if len(q.done) == 0 {
		return 0, 0, false
	}
	t := q.done[0]
	q.done = q.done[:copy(q.done, q.done[1:])]
	return t.x, t.y, true
}

// installQuickTaps adds the listeners to Ebitengine's canvas once it is
// on the page.
func installQuickTaps() {
	q := &quickTaps
	if q.installed {
		return
	}
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if canvas.IsNull() || canvas.IsUndefined() {
		return
	}
	q.installed = true
	q.started = map[int]tapStart{}
	// point is a touch's place in the canvas, in CSS px.
	point := func(t js.Value) (float64, float64) {
		r := canvas.Call("getBoundingClientRect")
		return t.Get("clientX").Float() - r.Get("left").Float(), t.Get("clientY").Float() - r.Get("top").Float()
	}
	listen := func(name string, f func(touches js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			touches := args[0].Get("changedTouches")
			q.Lock()
			defer q.Unlock()
			f(touches)
			return nil
		})
		q.funcs = append(q.funcs, fn)
		opts := js.Global().Get("Object").New()
		opts.Set("passive", true)
		canvas.Call("addEventListener", name, fn, opts)
	}
	listen("touchstart", func(ts js.Value) {
		for i := range ts.Length() {
			t := ts.Call("item", i)
			x, y := point(t)
			q.started[t.Get("identifier").Int()] = tapStart{x, y, q.tick}
		}
	})
	listen("touchend", func(ts js.Value) {
		dpr := js.Global().Get("devicePixelRatio").Float()
		if dpr <= 0 {
			dpr = 1
		}
		for i := range ts.Length() {
			t := ts.Call("item", i)
			id := t.Get("identifier").Int()
			s, ok := q.started[id]
			delete(q.started, id)
			x, y := point(t)
			if ok && s.tick == q.tick && math.Hypot(x-s.x, y-s.y) <= tapSlop {
				q.done = append(q.done, tapPoint{x * dpr, y * dpr})
			}
		}
	})
	listen("touchcancel", func(ts js.Value) {
		for i := range ts.Length() {
			delete(q.started, ts.Call("item", i).Get("identifier").Int())
		}
	})
}
