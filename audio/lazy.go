package audio

import (
	"io/fs"
	"runtime"
	"sync"
	"time"
)

// NewLazy returns a Lazy player of the effects in files at the volume.
func NewLazy(files fs.FS, volume float64) *Lazy {
	return &Lazy{files: files, volume: volume}
}

// Lazy is a Player that is made in the background, so that decoding the
// effects (a moment natively, more in a browser) never delays the first
// frame. Until it is ready, effects are silent; the volume and mute set
// before then are kept.
type Lazy struct {
	files   fs.FS
	mu      sync.Mutex
	p       *Player
	volume  float64
	muted   bool
	started bool
	notice  string
}

// StartLoading starts decoding in the background; later calls do nothing.
func (l *Lazy) StartLoading() {
	l.mu.Lock()
	if l.started {
		l.mu.Unlock()
		return
	}
	l.started = true
	vol := l.volume
	l.mu.Unlock()
	go func() {
		pause := backgroundPause(runtime.GOOS)
		if pause != nil {
			pause() // the frame that started it ends first
		}
		p := newPlayer(l.files, vol, hostMachine(), pause)
		l.mu.Lock()
		defer l.mu.Unlock()
		p.SetVolume(l.volume)
		p.SetMuted(l.muted)
		l.p, l.notice = p, p.Problem()
	}()
}

// Notice returns the player's one-time problem (e.g. no sound device)
// once it is known, and "" after that.
func (l *Lazy) Notice() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := l.notice
	l.notice = ""
	return n
}

// Play plays the named effect once the player is ready.
func (l *Lazy) Play(name string) {
	l.mu.Lock()
	p := l.p
	l.mu.Unlock()
	if p != nil {
		p.Play(name)
	}
}

// SetVolume sets the volume, now or once the player is ready.
func (l *Lazy) SetVolume(v float64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.volume = v
	if l.p != nil {
		l.p.SetVolume(v)
	}
}

// SetMuted mutes or unmutes, now or once the player is ready.
func (l *Lazy) SetMuted(m bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.muted = m
	if l.p != nil {
		l.p.SetMuted(m)
	}
}

// backgroundPause returns what the background decoding calls between slices. In a
// browser Go shares the page's one thread and hands it back only when
// every goroutine waits, so decoding every effect at once (about half a
// second there) would hold up the frames, the first interactive one
// among them: there it sleeps about a frame after each slice (a few
// milliseconds of work), so frames are drawn in between and all the
// effects are ready within about 4 s ("click", the first, at once).
// Elsewhere it runs on a core of its own: no pause.
func backgroundPause(goos string) func() {
	if goos == "js" {
		return func() { time.Sleep(15 * time.Millisecond) }
	}
	return nil
}
