package audio

import (
	"bytes"
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

// In a browser the background decoding pauses between slices (so frames
// are drawn while it runs) and still decodes exactly what one go does.
func TestDecodingInSlicesPausesAndDecodesTheSame(t *testing.T) {
	if backgroundPause("linux") != nil {
		t.Fatal("a desktop build pauses its background decoding")
	}
	if backgroundPause("js") == nil {
		t.Fatal("a browser build decodes every effect without handing the thread back")
	}
	files := os.DirFS("sfx")
	whole, err := decodeFile(files, "win.mp3", nil)
	if err != nil {
		t.Fatal(err)
	}
	pauses := 0
	sliced, err := decodeFile(files, "win.mp3", func() { pauses++ })
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(whole, sliced) {
		t.Fatalf("sliced decoding gave %d bytes, whole %d (or other bytes)", len(sliced), len(whole))
	}
	if want := len(whole) / decodeSlice; pauses < want {
		t.Fatalf("%d pauses for %d bytes, want at least %d", pauses, len(whole), want)
	}
}
