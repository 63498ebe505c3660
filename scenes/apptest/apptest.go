package apptest

import (
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// NewApp is an app on a memory store that reads from in, w x h pixels
// large, at animation speed speed ("" leaves the settings' speed).
func NewApp(in *ui.Script, speed string, w, h float64) *scenes.App {
	a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
	if speed != "" {
		a.Settings.AnimSpeed = speed
	}
	a.SetSize(w, h)
	return a
}

// FastApp is an app at 1280x720 on a memory store, read from in, at fast
// animation speed, with a clock that moves only when step runs: step runs
// one tick of the app (failing t on an error), ends the script's tick and
// moves the clock on by a sixtieth of a second. The games' scene tests
// share it.
func FastApp(t testing.TB, in *ui.Script) (a *scenes.App, step func()) {
	a = NewApp(in, "fast", 1280, 720)
	now := time.Now()
	a.Now = func() time.Time { return now }
	step = func() {
		t.Helper()
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
		now = now.Add(time.Second / 60)
	}
	return a, step
}

// SaveShot saves what a shows when MIXER_SHOTS names a folder, as NAME.png
// (ebitentest.SaveShot).
func SaveShot(t testing.TB, a *scenes.App, name string) {
	t.Helper()
	ebitentest.SaveShot(t, int(a.W), int(a.H), name, a.Draw)
}

// Proceed is the last among targets of the frame's buttons that only move
// the game on, Got it (the first-game guide) and I am ready (the
// pass-and-play curtain), or nil when none is shown.
func Proceed(targets []ui.Target) *ui.Target {
	var pick *ui.Target
	for j := range targets {
		if targets[j].Name == "button:Got it" || targets[j].Name == "button:I am ready" {
			pick = &targets[j]
		}
	}
	return pick
}

// AskHint presses the hint key for the person deciding in f and runs
// tick until the hint is on the table (at most 600 ticks), then checks
// that the side panel says what the outline means. Every game's scene
// tests share it, since the frame draws the hint's note for every table.
func AskHint(t testing.TB, f *scenes.Frame, in *ui.Script, tick func()) {
	t.Helper()
	in.Press(ui.CmdHint)
	for i := 0; i < 600 && !f.HintShown(); i++ {
		tick()
	}
	if !f.HintShown() {
		t.Fatal("no hint on the table 600 ticks after the hint key")
	}
	if note := f.Note(); !strings.Contains(note, "outlined in gold") {
		t.Errorf("with the hint on the table the side panel says %q", note)
	}
}

// PlayToGameOver opens a game of seats (computer seats) in a FastApp at
// instant animation speed and runs it up to the game-over screen, at most
// maxTicks ticks; each, when set, runs before tick i. It fails t if the
// game does not end there, and returns the app and the game's session.
func PlayToGameOver(t testing.TB, gameID string, setup engine.Setup, seats []record.Seat, seed uint64, maxTicks int, each func(i int, a *scenes.App)) (*scenes.App, *session.Session) {
	t.Helper()
	a, step := FastApp(t, &ui.Script{X: 1, Y: 1})
	a.Settings.AnimSpeed = "instant"
	f, err := a.OpenTable(session.New(gameID, setup, seats, seed))
	if err != nil {
		t.Fatal(err)
	}
	sess := f.Session()
	for i := 0; i < maxTicks && a.Scene().Name() != "gameover"; i++ {
		if each != nil {
			each(i, a)
		}
		step()
	}
	if a.Scene().Name() != "gameover" || !sess.State.IsTerminal() {
		t.Fatalf("%s %v: the game did not end in %d ticks: scene %s", gameID, setup.Options, maxTicks, a.Scene().Name())
	}
	return a, sess
}

// Screen is a screen the app is tested on: its form and its size in CSS
// px (one pixel each natively).
type Screen struct {
	Name string
	Form ui.Form
	W, H float64
}

// TouchScreens are the touch screens the tests play on: a tablet, and a
// phone in landscape.
var TouchScreens = []Screen{{"tablet", ui.FormTablet, 1024, 768}, {"phone", ui.FormPhone, 844, 390}}
