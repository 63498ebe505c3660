package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
)

// inputLog is a scene that notes the keys and clicks it gets.
type inputLog struct {
	next   int
	clicks [][2]float64
	typed  string
}

func (l *inputLog) Name() string { return "inputlog" }
func (l *inputLog) Update(a *App) error {
	if a.In.Command(ui.CmdNext) {
		l.next++
	}
	if a.In.Clicked() {
		x, y := a.In.Cursor()
		l.clicks = append(l.clicks, [2]float64{x, y})
	}
	l.typed += string(a.In.Typed())
	return nil
}
func (l *inputLog) Draw(dst *ebiten.Image, a *App) {}

// Keys, clicks and typing that come while a scene fades in reach that
// scene once it is there, each once (issue 34).
func TestInputDuringFadeReachesTheNextScene(t *testing.T) {
	a, in := newTestApp(t, nil)
	tick(t, a, in, 1)
	l := &inputLog{}
	a.GoTo(l)
	tick(t, a, in, 2)
	in.Press(ui.CmdNext)
	tick(t, a, in, 3)
	in.ClickAt(123, 45)
	in.Type("ab")
	tick(t, a, in, 1)
	in.Press(ui.CmdFullscreen) // the app's own key: not held
	tick(t, a, in, fadeTicks)
	if a.Scene() != l || a.fade != 0 {
		t.Fatalf("scene %s, fade %d", a.Scene().Name(), a.fade)
	}
	in.X, in.Y = 600, 600
	tick(t, a, in, 3)
	if l.next != 1 {
		t.Errorf("the scene got Next %d times, want 1", l.next)
	}
	if len(l.clicks) != 1 || l.clicks[0] != [2]float64{123, 45} {
		t.Errorf("the scene got clicks %v, want one at (123, 45)", l.clicks)
	}
	if l.typed != "ab" {
		t.Errorf("the scene got typing %q, want \"ab\"", l.typed)
	}
	if _, ok := a.In.(*ui.Script); !ok {
		t.Errorf("the app's input is %T after the held ticks, want the live input back", a.In)
	}
}

// At the instant animation speed a new scene comes at once, with no fade:
// nothing moves at that speed, and a slow screen (a tablet's browser)
// would otherwise spend a fade's frames on every screen change.
func TestInstantSpeedChangesScenesAtOnce(t *testing.T) {
	a, in := newTestApp(t, nil)
	tick(t, a, in, 1)
	a.Settings.AnimSpeed = "instant"
	l := &inputLog{}
	a.GoTo(l)
	if a.Scene() != l || a.fade != 0 {
		t.Fatalf("at the instant speed: scene %s, fade %d", a.Scene().Name(), a.fade)
	}
	in.ClickAt(10, 20)
	tick(t, a, in, 1)
	if len(l.clicks) != 1 {
		t.Errorf("the new scene got %d clicks on its first tick, want 1", len(l.clicks))
	}
	a.Settings.AnimSpeed = "normal"
	a.GoTo(&inputLog{})
	if a.fade != fadeTicks {
		t.Errorf("at the normal speed the fade is %d ticks, want %d", a.fade, fadeTicks)
	}
}
