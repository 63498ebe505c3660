//go:build js

package scenes

import (
	"slices"
	"strings"
	"syscall/js"
	"time"

	"monstermixer/engine"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// publish sets window.monsterMixer to the app's state so that a browser
// test can wait for a scene and click a target like a person. Positions
// are in CSS pixels. A frame that changes nothing but the frame count
// only counts it: the object is written again only when the state or a
// target has changed (each field is a call into the page).
func publish(a *App) {
	k := a.DeviceScale
	if k <= 0 {
		k = 1
	}
	st := pageState{k: k}
	sc := a.Scene()
	st.scene = sc.Name()
	var lit []string
	if f, ok := sc.(*Frame); ok {
		s := f.Session()
		st.onTable = true
		st.game, st.decider, st.actions = s.Game.ID(), s.Decider(), len(s.Entries)
		st.over = s.State.CurrentPlayer() == engine.Terminal
		st.lesson, _, lit, st.lessonDone = f.Lesson()
		st.lit = strings.Join(lit, "\x00")
	}
	if g, ok := sc.(*GameOver); ok {
		st.game, st.actions, st.over = g.sess.Game.ID(), len(g.sess.Entries), true
	}
	if r, ok := sc.(*replayScene); ok { // actions: how many the replay shows played
		st.game, st.actions, st.over = r.v.Game().ID(), r.v.Pos(), r.v.State().IsTerminal()
	}
	st.form = a.Form.String()
	if sc, ok := sc.(interface{ Scrolled() float64 }); ok {
		st.scrolls, st.scrolled = true, sc.Scrolled()/k
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
	st.textMin, st.textMinOf = size/k, text
	st.textMinScene, st.textMinSceneOf = textSeen.size/k, textSeen.text
	ts := a.Targets()
	if published.obj.Truthy() && st == published.state && slices.Equal(ts, published.targets) {
		published.obj.Set("frames", a.Frames)
		return
	}
	published.state = st
	published.targets = append(published.targets[:0], ts...)

	obj := js.Global().Get("Object").New()
	obj.Set("frames", a.Frames)
	obj.Set("scene", st.scene)
	obj.Set("game", st.game)
	if st.onTable {
		obj.Set("decider", st.decider)
	} else {
		obj.Set("decider", js.Null())
	}
	obj.Set("actions", st.actions)
	obj.Set("over", st.over)
	if st.lesson != "" {
		l := js.Global().Get("Object").New()
		l.Set("id", st.lesson)
		l.Set("done", st.lessonDone)
		names := js.Global().Get("Array").New(len(lit))
		for i, n := range lit {
			names.SetIndex(i, n)
		}
		l.Set("lit", names)
		obj.Set("lesson", l)
	}
	arr := js.Global().Get("Array").New(len(ts))
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
	obj.Set("form", st.form)
	if st.scrolls {
		obj.Set("scrolled", st.scrolled)
	}
	obj.Set("textMin", st.textMin)
	obj.Set("textMinOf", st.textMinOf)
	obj.Set("textMinScene", st.textMinScene)
	obj.Set("textMinSceneOf", st.textMinSceneOf)
	obj.Set("startup", startupTimes(a))
	js.Global().Set("monsterMixer", obj)
	published.obj = obj
}

// pageState is what publish writes besides the frame count and the
// targets (decider is published as null off a game's table).
type pageState struct {
	k                         float64
	scene, game, form         string
	decider, actions          int
	over, onTable             bool
	lesson, lit               string // the lesson's id and its lit targets' names
	lessonDone                bool
	scrolls                   bool
	scrolled                  float64
	textMin, textMinScene     float64
	textMinOf, textMinSceneOf string
}

// published is what publish last wrote.
var published struct {
	obj     js.Value
	state   pageState
	targets []ui.Target
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
