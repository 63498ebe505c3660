package audio

import (
	"io/fs"
	"path"
	"regexp"
	"strings"
)

// EnvVar names the environment variable that overrides device detection:
// "on" plays sound even when no device is seen (a sound server reached by
// ALSA's plugins, or a test on ALSA's null device), "off" plays muted.
const EnvVar = "MONSTERMIXER_AUDIO"

// Messages that Problem returns.
const (
	msgNoDevice = "No sound device found: playing muted"
	msgForced   = "Sound is off (" + EnvVar + "=off): playing muted"
)

// playbackPCM matches ALSA's playback device nodes, such as pcmC0D0p.
var playbackPCM = regexp.MustCompile(`^pcmC[0-9]+D[0-9]+p$`)

// machine is what device detection reads: the operating system, the
// environment and the file system from its root (paths without a leading
// slash, as io/fs wants them).
type machine struct {
	goos   string
	getenv func(string) string
	root   fs.FS
	// writable reports whether this process may write to the device node
	// at path (relative to root); nil means every node is writable.
	writable func(path string) bool
}

// soundDevice reports whether sound can be played on m, and if not, the
// message to show the player. Creating an audio context on a Linux machine
// without a device makes the game loop fail, so this runs before one is
// ever made.
func soundDevice(m machine) (bool, string) {
	switch strings.ToLower(strings.TrimSpace(m.getenv(EnvVar))) {
	case "on", "1", "yes", "true":
		return true, ""
	case "off", "0", "no", "false":
		return false, msgForced
	}
	if m.goos != "linux" {
		// Browsers, Windows and macOS always offer an output (possibly
		// a silent one), and their audio back ends fail softly.
		return true, ""
	}
	if hasPlaybackPCM(m) || hasSoundServer(m) {
		return true, ""
	}
	return false, msgNoDevice
}

// hasPlaybackPCM reports whether the kernel offers an ALSA playback device
// (dev/snd/pcmC*D*p) this process may write to, and lists at least one
// card in proc/asound/cards.
func hasPlaybackPCM(m machine) bool {
	root := m.root
	entries, err := fs.ReadDir(root, "dev/snd")
	if err != nil {
		return false
	}
	found := false
	for _, e := range entries {
		name := "dev/snd/" + e.Name()
		if playbackPCM.MatchString(e.Name()) && (m.writable == nil || m.writable(name)) {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	cards, err := fs.ReadFile(root, "proc/asound/cards")
	if err != nil {
		// Some sandboxes hide /proc/asound but pass the device through.
		return true
	}
	return !strings.Contains(string(cards), "no soundcards") && strings.TrimSpace(string(cards)) != ""
}

// hasSoundServer reports whether a PulseAudio or PipeWire server is
// running for this user and ALSA is configured to reach it (sandboxes
// often have no /dev/snd but route ALSA to a sound server).
func hasSoundServer(m machine) bool {
	socket := false
	if m.getenv("PULSE_SERVER") != "" {
		socket = true
	} else if run := strings.TrimPrefix(m.getenv("XDG_RUNTIME_DIR"), "/"); run != "" {
		for _, name := range []string{"pulse/native", "pipewire-0"} {
			if _, err := fs.Stat(m.root, path.Join(run, name)); err == nil {
				socket = true
				break
			}
		}
	}
	if !socket {
		return false
	}
	for _, dir := range []string{"etc/alsa/conf.d", "usr/share/alsa/alsa.conf.d"} {
		entries, err := fs.ReadDir(m.root, dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			n := e.Name()
			if strings.Contains(n, "pulse") || strings.Contains(n, "pipewire") {
				return true
			}
		}
	}
	return false
}
