package main

import (
	"embed"
	"sync"

	"monstermixer/audio"
	"monstermixer/scenes"
	"monstermixer/scenes/storage"
)

// sfx holds the sound effects (made by audio/gen.sh).
//
//go:embed audio/sfx/*.mp3
var sfx embed.FS

// newSound returns the sound player. Decoding the effects takes a moment
// (more in a browser), so it happens in the background once the first
// frame is on screen; until then effects are silent.
func newSound() scenes.Sounds {
	return &lazySound{volume: storage.DefaultSettings().Volume}
}

// lazySound is an audio.Player that is made in the background.
type lazySound struct {
	mu      sync.Mutex
	p       *audio.Player
	volume  float64
	muted   bool
	started bool
	notice  string
}

// StartLoading implements scenes.BackgroundLoader.
func (l *lazySound) StartLoading() {
	l.mu.Lock()
	if l.started {
		l.mu.Unlock()
		return
	}
	l.started = true
	vol := l.volume
	l.mu.Unlock()
	go func() {
		p := audio.New(sfx, vol)
		l.mu.Lock()
		defer l.mu.Unlock()
		p.SetVolume(l.volume)
		p.SetMuted(l.muted)
		l.p, l.notice = p, p.Problem()
	}()
}

// Notice implements scenes.BackgroundLoader: the player's one-time
// problem (e.g. no sound device), once it is known.
func (l *lazySound) Notice() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := l.notice
	l.notice = ""
	return n
}

// Play implements ui.Sounds.
func (l *lazySound) Play(name string) {
	l.mu.Lock()
	p := l.p
	l.mu.Unlock()
	if p != nil {
		p.Play(name)
	}
}

// SetVolume implements scenes.Sounds.
func (l *lazySound) SetVolume(v float64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.volume = v
	if l.p != nil {
		l.p.SetVolume(v)
	}
}

// SetMuted implements scenes.Sounds.
func (l *lazySound) SetMuted(m bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.muted = m
	if l.p != nil {
		l.p.SetMuted(m)
	}
}
