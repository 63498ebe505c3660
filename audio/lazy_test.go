package audio

import (
	"os"
	"strings"
	"testing"
	"time"
)

// The sound player loads in the background, keeps the volume and mute set
// before it was ready, and hands over its notice once.
func TestLazySoundLoadsInTheBackground(t *testing.T) {
	t.Setenv(EnvVar, "off")
	s := NewLazy(os.DirFS("sfx"), 1)
	s.Play("click") // before loading: silently nothing
	s.SetVolume(0.3)
	s.SetMuted(true)
	bl := s
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
