// Package audio plays Monster Mixer's sound effects. It decodes every MP3
// once into memory, plays effects on top of each other, and never stops
// the game from starting: a machine without a sound device plays muted and
// says so once through Problem.
package audio

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"runtime"
	"sort"
	"strings"
	"sync"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/mp3"
)

// SampleRate is the rate of the audio context and of the decoded effects.
const SampleRate = 44100

// maxVoices bounds how many effects sound at once; the oldest one is cut
// when another starts.
const maxVoices = 12

// Player plays named sound effects. It implements ui.Sounds. The zero
// value is not usable; make one with New. A Player is safe for use by
// several goroutines.
type Player struct {
	mu      sync.Mutex
	ctx     *eaudio.Context // nil when there is no sound device
	sounds  map[string][]byte
	volume  float64
	muted   bool
	problem string
	voices  []*eaudio.Player
}

// New decodes every .mp3 file found in files (at any depth; an effect is
// named by its file name without ".mp3") and prepares to play them at the
// given volume (0 silent .. 1 full). It never fails: when the machine has
// no sound device, or a file cannot be decoded, the player stays usable,
// plays what it can, and Problem says what is wrong.
func New(files fs.FS, volume float64) *Player {
	return newPlayer(files, volume, hostMachine(), nil)
}

func hostMachine() machine {
	return machine{goos: runtime.GOOS, getenv: os.Getenv, root: os.DirFS("/"), writable: writable}
}

// newPlayer makes the player; pause, if not nil, is called between slices
// of the decoding (see Lazy).
func newPlayer(files fs.FS, volume float64, m machine, pause func()) *Player {
	p := &Player{sounds: map[string][]byte{}, volume: clamp(volume)}
	var problems []string
	ok, msg := soundDevice(m)
	if ok {
		p.ctx = eaudio.CurrentContext()
		if p.ctx == nil {
			p.ctx = eaudio.NewContext(SampleRate)
		} else if p.ctx.SampleRate() != SampleRate {
			p.ctx = nil
			msg = fmt.Sprintf("Sound runs at %d Hz elsewhere in this program: playing muted", eaudio.CurrentContext().SampleRate())
		}
	}
	if msg != "" {
		problems = append(problems, msg)
	}
	if files != nil {
		problems = append(problems, p.load(files, pause)...)
	}
	p.problem = strings.Join(problems, "; ")
	return p
}

// load decodes every MP3 in files into 16-bit stereo PCM at SampleRate,
// calling pause (if not nil) between slices of the work.
func (p *Player) load(files fs.FS, pause func()) []string {
	var bad []string
	_ = fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			bad = append(bad, name)
			return nil
		}
		if d.IsDir() || !strings.EqualFold(path.Ext(name), ".mp3") {
			return nil
		}
		pcm, err := decodeFile(files, name, pause)
		if err != nil {
			bad = append(bad, name)
			return nil
		}
		p.sounds[strings.TrimSuffix(path.Base(name), path.Ext(name))] = pcm
		return nil
	})
	if len(bad) == 0 {
		return nil
	}
	sort.Strings(bad)
	return []string{"Some sound effects could not be read: " + strings.Join(bad, ", ")}
}

// decodeSlice is how many bytes of PCM are decoded between two pauses: a
// couple of milliseconds of work in a browser.
const decodeSlice = 4 << 10

// decodeFile decodes one MP3 file of files to 16-bit little-endian stereo
// PCM at SampleRate. If pause is not nil it is called after every
// decodeSlice bytes.
func decodeFile(files fs.FS, name string, pause func()) ([]byte, error) {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return nil, err
	}
	s, err := mp3.DecodeWithSampleRate(SampleRate, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	pcm := make([]byte, s.Length())
	n := 0
	for n < len(pcm) {
		m, err := io.ReadFull(s, pcm[n:min(len(pcm), n+decodeSlice)])
		n += m
		if err == io.ErrUnexpectedEOF || (err == io.EOF && n > 0) {
			break
		}
		if err != nil {
			return nil, err
		}
		if pause != nil {
			pause()
		}
	}
	pcm = pcm[:n]
	if len(pcm) == 0 {
		return nil, fmt.Errorf("%s: no samples", name)
	}
	return pcm, nil
}

// Play starts the named effect ("click", "place", ...) on top of whatever
// is playing. Unknown names, a muted player and a machine without sound
// are ignored.
func (p *Player) Play(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	pcm, ok := p.sounds[name]
	if !ok || p.ctx == nil || p.muted || p.volume == 0 {
		return
	}
	live := p.voices[:0]
	for _, v := range p.voices {
		if v.IsPlaying() {
			live = append(live, v)
		} else {
			_ = v.Close()
		}
	}
	p.voices = live
	if len(p.voices) >= maxVoices {
		_ = p.voices[0].Close()
		p.voices = append(p.voices[:0], p.voices[1:]...)
	}
	v := p.ctx.NewPlayerFromBytes(pcm)
	v.SetVolume(p.volume)
	v.Play()
	p.voices = append(p.voices, v)
}

// SetVolume sets the volume of effects started from now on (0 silent ..
// 1 full; values outside are clamped).
func (p *Player) SetVolume(v float64) {
	p.mu.Lock()
	p.volume = clamp(v)
	p.mu.Unlock()
}

// Volume returns the volume set last.
func (p *Player) Volume() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.volume
}

// SetMuted mutes or unmutes the effects; muting also cuts those playing.
func (p *Player) SetMuted(m bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = m
	if m {
		for _, v := range p.voices {
			_ = v.Close()
		}
		p.voices = nil
	}
}

// Muted reports whether the player was muted with SetMuted.
func (p *Player) Muted() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.muted
}

// Enabled reports whether the machine has a sound device being played on.
func (p *Player) Enabled() bool { return p.ctx != nil }

// Names lists the effects that were decoded, sorted.
func (p *Player) Names() []string {
	names := make([]string, 0, len(p.sounds))
	for n := range p.sounds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Problem returns a message for the player, such as "No sound device
// found: playing muted", or "" when sound works. It does not change; show
// it once.
func (p *Player) Problem() string { return p.problem }

// playing returns how many effects are sounding now.
func (p *Player) playing() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, v := range p.voices {
		if v.IsPlaying() {
			n++
		}
	}
	return n
}

func clamp(v float64) float64 {
	switch {
	case v < 0 || v != v:
		return 0
	case v > 1:
		return 1
	}
	return v
}
