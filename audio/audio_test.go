package audio

import (
	"encoding/binary"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio/mp3"
)

// effects are the names the tables and the shell play (ui.Sounds).
var effects = []string{"click", "place", "rotate", "complete", "dice", "stomp", "punch", "fire", "win"}

// shipped is the directory of the effects made by gen.sh.
var shipped = os.DirFS("sfx")

// TestShippedEffectsDecode decodes every effect with go-mp3 and checks its
// length, loudness and file size.
func TestShippedEffectsDecode(t *testing.T) {
	for _, name := range effects {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("sfx", name+".mp3"))
			if err != nil {
				t.Fatal(err)
			}
			if len(data) > 16<<10 {
				t.Errorf("%d bytes, want at most 16 KiB", len(data))
			}
			s, err := mp3.DecodeF32(strings.NewReader(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			if s.SampleRate() != SampleRate {
				t.Errorf("sample rate %d, want %d", s.SampleRate(), SampleRate)
			}
			raw, err := io.ReadAll(s)
			if err != nil {
				t.Fatal(err)
			}
			frames := len(raw) / 8 // two channels of float32
			if int64(len(raw)) != s.Length() {
				t.Errorf("read %d bytes, stream says %d", len(raw), s.Length())
			}
			secs := float64(frames) / float64(s.SampleRate())
			// MP3 adds up to about 50 ms of encoder delay and padding.
			if secs < 0.05 || secs > 1.3 {
				t.Errorf("lasts %.3f s, want 0.05..1.3 s", secs)
			}
			var peak, sum float64
			for i := 0; i+4 <= len(raw); i += 4 {
				v := float64(math.Float32frombits(binary.LittleEndian.Uint32(raw[i:])))
				peak = math.Max(peak, math.Abs(v))
				sum += v * v
			}
			rms := math.Sqrt(sum / float64(len(raw)/4))
			if peak < 0.05 {
				t.Errorf("peak %.3f: nearly silent", peak)
			}
			if peak > 0.99 {
				t.Errorf("peak %.3f: clips", peak)
			}
			if rms < 0.005 {
				t.Errorf("rms %.4f: nearly silent", rms)
			}
			// The sound must fade out rather than stop abruptly: the last
			// 10 ms are quiet.
			tail := raw[len(raw)-8*SampleRate/100:]
			var tailPeak float64
			for i := 0; i+4 <= len(tail); i += 4 {
				tailPeak = math.Max(tailPeak, math.Abs(float64(math.Float32frombits(binary.LittleEndian.Uint32(tail[i:])))))
			}
			if tailPeak > 0.1 {
				t.Errorf("last 10 ms peak %.3f: ends with a click", tailPeak)
			}
			t.Logf("%.3f s, %d bytes, peak %.2f, rms %.3f", secs, len(data), peak, rms)
		})
	}
}

// TestNewMutedWithoutDevice checks that a machine without a sound device
// gets a usable player that says why it is silent.
func TestNewMutedWithoutDevice(t *testing.T) {
	p := newPlayer(shipped, 0.8, machine{goos: "linux", getenv: noEnv, root: fstest.MapFS{}}, nil)
	if p.Enabled() {
		t.Fatal("enabled without a device")
	}
	if p.Problem() != msgNoDevice {
		t.Fatalf("Problem() = %q, want %q", p.Problem(), msgNoDevice)
	}
	if got := strings.Join(p.Names(), ","); got != "click,complete,dice,fire,place,punch,rotate,stomp,win" {
		t.Fatalf("decoded %s", got)
	}
	for _, n := range effects {
		p.Play(n) // must not panic or block
	}
	if p.playing() != 0 {
		t.Fatal("a muted machine plays")
	}
	p.SetVolume(2)
	if p.Volume() != 1 {
		t.Errorf("volume not clamped: %v", p.Volume())
	}
	p.SetVolume(-1)
	if p.Volume() != 0 {
		t.Errorf("volume not clamped: %v", p.Volume())
	}
}

// TestBadFileIsReported checks that an undecodable file is named in
// Problem while the good ones still load.
func TestBadFileIsReported(t *testing.T) {
	click, err := os.ReadFile("sfx/click.mp3")
	if err != nil {
		t.Fatal(err)
	}
	files := fstest.MapFS{
		"a/click.mp3":  {Data: click},
		"a/broken.mp3": {Data: []byte("not an mp3 at all")},
		"a/readme.txt": {Data: []byte("ignored")},
	}
	p := newPlayer(files, 1, machine{goos: "linux", getenv: envOf(EnvVar, "off"), root: fstest.MapFS{}}, nil)
	if got := strings.Join(p.Names(), ","); got != "click" {
		t.Errorf("decoded %q, want click", got)
	}
	want := msgForced + "; Some sound effects could not be read: a/broken.mp3"
	if p.Problem() != want {
		t.Errorf("Problem() = %q, want %q", p.Problem(), want)
	}
}

func noEnv(string) string { return "" }

func envOf(kv ...string) func(string) string {
	return func(k string) string {
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i] == k {
				return kv[i+1]
			}
		}
		return ""
	}
}

// TestSoundDevice checks device detection on made-up machines.
func TestSoundDevice(t *testing.T) {
	card := fstest.MapFS{
		"dev/snd/pcmC0D0p":  {},
		"dev/snd/pcmC0D0c":  {},
		"dev/snd/controlC0": {},
		"proc/asound/cards": {Data: []byte(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n")},
	}
	captureOnly := fstest.MapFS{
		"dev/snd/pcmC0D0c":  {},
		"proc/asound/cards": {Data: []byte(" 0 [Mic ]: USB-Audio - Mic\n")},
	}
	noCards := fstest.MapFS{
		"dev/snd/pcmC0D0p":  {},
		"proc/asound/cards": {Data: []byte("--- no soundcards ---\n")},
	}
	hiddenProc := fstest.MapFS{"dev/snd/pcmC1D3p": {}}
	onlyC0 := func(path string) bool { return path == "dev/snd/pcmC0D0p" }
	noneWritable := func(string) bool { return false }
	twoCards := fstest.MapFS{
		"dev/snd/pcmC0D0p":  {},
		"dev/snd/pcmC1D0p":  {},
		"proc/asound/cards": {Data: []byte(" 0 [A ]: HDA - A\n 1 [B ]: USB - B\n")},
	}
	pulse := fstest.MapFS{
		"run/user/1000/pulse/native":    {},
		"etc/alsa/conf.d/99-pulse.conf": {},
	}
	pipewireNoALSA := fstest.MapFS{"run/user/1000/pipewire-0": {}}
	pipewire := fstest.MapFS{
		"run/user/1000/pipewire-0":                    {},
		"usr/share/alsa/alsa.conf.d/50-pipewire.conf": {},
	}
	runtimeDir := envOf("XDG_RUNTIME_DIR", "/run/user/1000")
	tests := []struct {
		name     string
		goos     string
		env      func(string) string
		root     fstest.MapFS
		ok       bool
		problem  string
		writable func(string) bool
	}{
		{"empty linux", "linux", noEnv, fstest.MapFS{}, false, msgNoDevice, nil},
		{"sound card", "linux", noEnv, card, true, "", nil},
		{"capture only", "linux", noEnv, captureOnly, false, msgNoDevice, nil},
		{"no soundcards", "linux", noEnv, noCards, false, msgNoDevice, nil},
		{"proc hidden", "linux", noEnv, hiddenProc, true, "", nil},
		{"pulse via alsa", "linux", runtimeDir, pulse, true, "", nil},
		{"pulse socket without env", "linux", noEnv, pulse, false, msgNoDevice, nil},
		{"pulse server env", "linux", envOf("PULSE_SERVER", "tcp:host"), fstest.MapFS{"etc/alsa/conf.d/99-pulseaudio-default.conf": {}}, true, "", nil},
		{"pipewire without alsa plugin", "linux", runtimeDir, pipewireNoALSA, false, msgNoDevice, nil},
		{"pipewire", "linux", runtimeDir, pipewire, true, "", nil},
		{"forced on", "linux", envOf(EnvVar, "on"), fstest.MapFS{}, true, "", nil},
		{"forced on, upper case", "linux", envOf(EnvVar, " ON "), fstest.MapFS{}, true, "", nil},
		{"forced off", "linux", envOf(EnvVar, "off"), card, false, msgForced, nil},
		{"unknown value is auto", "linux", envOf(EnvVar, "maybe"), card, true, "", nil},
		{"browser", "js", noEnv, fstest.MapFS{}, true, "", nil},
		{"windows", "windows", noEnv, fstest.MapFS{}, true, "", nil},
		{"mac", "darwin", noEnv, fstest.MapFS{}, true, "", nil},
		{"windows forced off", "windows", envOf(EnvVar, "off"), fstest.MapFS{}, false, msgForced, nil},
		{"card not writable", "linux", noEnv, card, false, msgNoDevice, noneWritable},
		{"second card writable", "linux", noEnv, twoCards, true, "", func(p string) bool { return p == "dev/snd/pcmC1D0p" }},
		{"first card writable", "linux", noEnv, twoCards, true, "", onlyC0},
		{"not writable but forced on", "linux", envOf(EnvVar, "on"), card, true, "", noneWritable},
	}
	for _, tc := range tests {
		ok, problem := soundDevice(machine{goos: tc.goos, getenv: tc.env, root: tc.root, writable: tc.writable})
		if ok != tc.ok || problem != tc.problem {
			t.Errorf("%s: got (%v, %q), want (%v, %q)", tc.name, ok, problem, tc.ok, tc.problem)
		}
	}
}

// TestPlaysOnNullDevice plays every effect through a real audio context on
// ALSA's null device (configured here, so no sound card is needed) and
// checks that effects overlap, finish, and stop when muted.
func TestPlaysOnNullDevice(t *testing.T) {
	conf := filepath.Join(t.TempDir(), "asound-null.conf")
	if err := os.WriteFile(conf, []byte("pcm.!default { type null }\nctl.!default { type null }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ALSA_CONFIG_PATH", "/usr/share/alsa/alsa.conf:"+conf)
	p := newPlayer(shipped, 0.5, machine{goos: "linux", getenv: envOf(EnvVar, "on"), root: fstest.MapFS{}}, nil)
	if !p.Enabled() || p.Problem() != "" {
		t.Fatalf("Enabled() = %v, Problem() = %q", p.Enabled(), p.Problem())
	}
	for _, n := range effects {
		p.Play(n)
	}
	p.Play("win")
	// Every effect lasts at most 1.2 s: all must have been played out.
	deadline := time.Now().Add(5 * time.Second)
	for p.playing() > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := p.playing(); n != 0 {
		t.Fatalf("%d effects still sounding after 5 s: the device does not consume samples", n)
	}
	for i := 0; i < maxVoices+5; i++ {
		p.Play("win")
	}
	if got := p.voiceCount(); got > maxVoices {
		t.Errorf("%d voices, want at most %d", got, maxVoices)
	}
	p.SetMuted(true)
	if got := p.voiceCount(); got != 0 {
		t.Errorf("%d voices kept after muting", got)
	}
	p.Play("click")
	if got := p.voiceCount(); got != 0 {
		t.Errorf("a muted player started an effect")
	}
	p.SetMuted(false)
	p.Play("click")
	p.Play("no-such-effect")
	if got := p.voiceCount(); got != 1 {
		t.Errorf("%d voices after unmuting and one click, want 1", got)
	}
}

// voiceCount returns how many effects were started and not yet pruned.
func (p *Player) voiceCount() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.voices)
}

// BenchmarkDecodeAll measures decoding every shipped effect into memory,
// what New does once at start.
func BenchmarkDecodeAll(b *testing.B) {
	m := machine{goos: "linux", getenv: envOf(EnvVar, "off"), root: fstest.MapFS{}}
	for b.Loop() {
		p := newPlayer(shipped, 1, m, nil)
		if len(p.Names()) != len(effects) {
			b.Fatalf("decoded %d effects", len(p.Names()))
		}
	}
}
