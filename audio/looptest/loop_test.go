// Package looptest checks that the sound player works inside Ebitengine's
// game loop: RunGame must keep running while effects play through a real
// audio context. It needs an X display (run it under xvfb-run); sound goes
// to ALSA's null device, configured here, so no sound card is needed.
package looptest

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/audio"
)

// result is what the loop saw; TestMain reports it to the test.
var (
	ticks   int
	loopErr error
	player  *audio.Player
)

// loop plays an effect every few ticks for about a second of game time.
type loop struct{}

func (loop) Update() error {
	ticks++
	names := []string{"click", "place", "rotate", "complete", "dice", "stomp", "punch", "fire", "win"}
	if ticks%6 == 1 {
		player.Play(names[(ticks/6)%len(names)])
	}
	if ticks >= 70 {
		return ebiten.Termination
	}
	return nil
}

func (loop) Draw(*ebiten.Image)         {}
func (loop) Layout(int, int) (int, int) { return 64, 64 }

// TestMain runs the game loop on the main thread (as GLFW wants) before
// the tests look at what happened.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "looptest")
	if err != nil {
		panic(err)
	}
	conf := filepath.Join(dir, "asound-null.conf")
	if err := os.WriteFile(conf, []byte("pcm.!default { type null }\nctl.!default { type null }\n"), 0o644); err != nil {
		panic(err)
	}
	os.Setenv("ALSA_CONFIG_PATH", "/usr/share/alsa/alsa.conf:"+conf)
	os.Setenv(audio.EnvVar, "on")
	player = audio.New(os.DirFS("../sfx"), 0.5)
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("audio loop test")
	loopErr = ebiten.RunGameWithOptions(loop{}, &ebiten.RunGameOptions{InitUnfocused: true})
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// TestLoopKeepsRunningWithSound checks that the loop ran to its end with
// effects playing, and that the player had a device and all its effects.
func TestLoopKeepsRunningWithSound(t *testing.T) {
	if loopErr != nil && !errors.Is(loopErr, ebiten.Termination) {
		t.Fatalf("RunGame failed while playing sound: %v", loopErr)
	}
	if ticks < 70 {
		t.Fatalf("the loop stopped after %d ticks", ticks)
	}
	if !player.Enabled() || player.Problem() != "" {
		t.Fatalf("Enabled() = %v, Problem() = %q", player.Enabled(), player.Problem())
	}
	if n := len(player.Names()); n != 9 {
		t.Fatalf("%d effects decoded, want 9", n)
	}
}
