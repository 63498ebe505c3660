package apptest

import (
	"testing"
	"time"

	"monstermixer/scenes"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// FastApp is an app at 1280x720 on a memory store, read from in, at fast
// animation speed, with a clock that moves only when step runs: step runs
// one tick of the app (failing t on an error), ends the script's tick and
// moves the clock on by a sixtieth of a second. The games' scene tests
// share it.
func FastApp(t testing.TB, in *ui.Script) (a *scenes.App, step func()) {
	a = scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "fast"
	now := time.Now()
	a.Now = func() time.Time { return now }
	a.SetSize(1280, 720)
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
