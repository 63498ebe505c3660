package main

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/audio"
	"monstermixer/scenes"
)

func TestMain(m *testing.M) {
	code := 0
	g := &loop{run: func() { code = m.Run() }}
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(code)
}

type loop struct{ run func() }

func (l *loop) Update() error              { l.run(); return ebiten.Termination }
func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 64, 64 }

// The sound player loads in the background, keeps the volume and mute set
// before it was ready, and hands over its notice once.
func TestLazySoundLoadsInTheBackground(t *testing.T) {
	t.Setenv(audio.EnvVar, "off")
	s := newSound().(*lazySound)
	s.Play("click") // before loading: silently nothing
	s.SetVolume(0.3)
	s.SetMuted(true)
	var bl scenes.BackgroundLoader = s
	bl.StartLoading()
	bl.StartLoading() // a second call does not load twice
	var notice string
	for i := 0; i < 200 && notice == ""; i++ {
		time.Sleep(50 * time.Millisecond)
		notice = bl.Notice()
	}
	if !strings.Contains(notice, "muted") {
		t.Fatalf("notice %q", notice)
	}
	if again := bl.Notice(); again != "" {
		t.Fatalf("notice repeated: %q", again)
	}
	s.mu.Lock()
	p := s.p
	s.mu.Unlock()
	if p.Volume() != 0.3 || !p.Muted() {
		t.Fatalf("volume %v muted %v: settings made before loading were lost", p.Volume(), p.Muted())
	}
	if len(p.Names()) != 9 {
		t.Fatalf("effects %v", p.Names())
	}
	s.Play("click")
}

func TestFlagsParse(t *testing.T) {
	a := parseFlags([]string{"-demo", "monster-factory", "-players", "4", "-seed", "7", "-screenshot", "x.png"})
	if a.Demo != "monster-factory" || a.Players != 4 || !a.SeedSet || a.Seed != 7 || a.Screenshot != "x.png" {
		t.Fatalf("%+v", a)
	}
}
