//go:build js

package scenes

import (
	"syscall/js"
	"time"

	"monstermixer/engine"
	"monstermixer/sprites"
)

// publish sets window.monsterMixer to the app's state so that a browser
// test can wait for a scene and click a target like a person. Positions
// are in CSS pixels.
func publish(a *App) {
	obj := js.Global().Get("Object").New()
	obj.Set("frames", a.Frames)
	sc := a.Scene()
	obj.Set("scene", sc.Name())
	obj.Set("game", "")
	obj.Set("decider", js.Null())
	obj.Set("actions", 0)
	obj.Set("over", false)
	if f, ok := sc.(*Frame); ok {
		s := f.Session()
		obj.Set("game", s.Game.ID())
		obj.Set("decider", s.Decider())
		obj.Set("actions", len(s.Entries))
		obj.Set("over", s.State.CurrentPlayer() == engine.Terminal)
		if id, _, lit, done := f.Lesson(); id != "" {
			l := js.Global().Get("Object").New()
			l.Set("id", id)
			l.Set("done", done)
			names := js.Global().Get("Array").New(len(lit))
			for i, n := range lit {
				names.SetIndex(i, n)
			}
			l.Set("lit", names)
			obj.Set("lesson", l)
		}
	}
	if g, ok := sc.(*GameOver); ok {
		obj.Set("game", g.sess.Game.ID())
		obj.Set("actions", len(g.sess.Entries))
		obj.Set("over", true)
	}
	if r, ok := sc.(*replayScene); ok { // actions: how many the replay shows played
		obj.Set("game", r.v.Game().ID())
		obj.Set("actions", r.v.Pos())
		obj.Set("over", r.v.State().IsTerminal())
	}
	ts := a.Targets()
	arr := js.Global().Get("Array").New(len(ts))
	k := a.DeviceScale
	if k <= 0 {
		k = 1
	}
	for i, t := range ts {
		o := js.Global().Get("Object").New()
		o.Set("name", t.Name)
		o.Set("x", t.Rect.X/k)
		o.Set("y", t.Rect.Y/k)
		o.Set("w", t.Rect.W/k)
		o.Set("h", t.Rect.H/k)
		arr.SetIndex(i, o)
	}
	obj.Set("targets", arr)
	obj.Set("form", a.Form.String())
	if sc, ok := sc.(interface{ Scrolled() float64 }); ok {
		obj.Set("scrolled", sc.Scrolled()/k)
	}
	// The smallest text drawn this frame and since the scene came, in CSS
	// px, with the text itself (a test checks the touch minimum).
	size, text := sprites.SmallestText()
	if sc.Name() != textSeen.scene {
		textSeen.scene, textSeen.size, textSeen.text = sc.Name(), 0, ""
	}
	if size > 0 && (textSeen.size == 0 || size < textSeen.size) {
		textSeen.size, textSeen.text = size, text
	}
	obj.Set("textMin", size/k)
	obj.Set("textMinOf", text)
	obj.Set("textMinScene", textSeen.size/k)
	obj.Set("textMinSceneOf", textSeen.text)
	obj.Set("startup", startupTimes(a))
	js.Global().Set("monsterMixer", obj)
}

// textSeen is the smallest text drawn since the scene on screen came.
var textSeen struct {
	scene string
	size  float64
	text  string
}

// startup holds when, in the page's time (performance.now(), ms since
// navigation), Go's main package began (every package's init done but
// main's) and the first frame was drawn; a browser test splits its launch
// time with them.
var startup js.Value

func startupTimes(a *App) js.Value {
	if startup.IsUndefined() {
		now := js.Global().Get("performance").Call("now").Float()
		startup = js.Global().Get("Object").New()
		startup.Set("firstDrawnMs", now)
		if !a.Auto.Start.IsZero() {
			startup.Set("goMainMs", now-float64(time.Since(a.Auto.Start).Microseconds())/1000)
		}
	}
	return startup
}
