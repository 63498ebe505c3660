//go:build !js

package scenes

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"monstermixer/scenes/ui"
)

// Version is the app's version, as -version prints it.
const Version = "0.9.0"

// VersionText is what -version prints.
func VersionText() string { return "Monster Mixer " + Version + "\n" }

// UsageText is what -help prints (on standard error, as Go's flag
// package does).
func UsageText() string {
	var a Automation
	var b strings.Builder
	fs, _, _, _, _ := newFlags(&a)
	fs.SetOutput(&b)
	fs.Usage()
	return b.String()
}

// ParseFlags reads the command line: the switches are for automated tests
// and measurements; a person just runs the program. A bad switch prints
// the usage and exits with status 2; -help and -version print and exit 0
// (without a display too: see nodisplay_unix.go in the main package).
func ParseFlags(args []string) Automation {
	var a Automation
	fs, seed, version, form, window := newFlags(&a)
	fs.Parse(args)
	if *version {
		fmt.Print(VersionText())
		os.Exit(0)
	}
	if *seed != "" {
		if _, err := fmt.Sscan(*seed, &a.Seed); err != nil {
			fmt.Fprintln(os.Stderr, "monstermixer: -seed wants a whole number")
			os.Exit(2)
		}
		a.SeedSet = true
	}
	if *form != "" {
		f, ok := ui.ParseForm(*form)
		if !ok {
			fmt.Fprintln(os.Stderr, "monstermixer: -form wants desktop, tablet or phone")
			os.Exit(2)
		}
		a.Form = f
	}
	if *window != "" {
		if _, err := fmt.Sscanf(*window, "%dx%d", &a.WindowW, &a.WindowH); err != nil || a.WindowW < 200 || a.WindowH < 200 {
			fmt.Fprintln(os.Stderr, "monstermixer: -window wants WIDTHxHEIGHT in pixels, each at least 200 (e.g. 1024x768)")
			os.Exit(2)
		}
	}
	if (a.Screenshot != "" || a.ShotAt != 0) && a.Demo == "" && a.Learn == "" {
		fmt.Fprintln(os.Stderr, "monstermixer: -screenshot and -shot-at need -demo GAME or -learn LESSON")
		os.Exit(2)
	}
	if (a.FrameTimes != "" || a.Players != 0 || a.IdleFrames != 0) && a.Demo == "" {
		fmt.Fprintln(os.Stderr, "monstermixer: -frametimes, -players and -idle-frames need -demo GAME")
		os.Exit(2)
	}
	if a.ShotAt < 0 || a.IdleFrames < 0 || (a.ShotAt > 0 && a.Screenshot == "") {
		fmt.Fprintln(os.Stderr, "monstermixer: -shot-at N needs -screenshot PATH; -shot-at and -idle-frames want a whole number >= 0")
		os.Exit(2)
	}
	return a
}

// newFlags defines the command line's flags into a.
func newFlags(a *Automation) (fs *flag.FlagSet, seed *string, version *bool, form, window *string) {
	fs = flag.NewFlagSet("monstermixer", flag.ExitOnError)
	fs.StringVar(&a.Demo, "demo", "", "start a `GAME` (id, e.g. monster-factory) at once, every seat a computer (Easy), at top animation speed")
	fs.StringVar(&a.Learn, "learn", "", "open the lesson `LESSON` (\"Learn to play\": a game's id, or monsters-on-board/solo) at once; with -shot-at N and -screenshot, the lesson plays itself to its N-th action and saves the PNG there")
	fs.IntVar(&a.Players, "players", 0, "number of seats in the -demo game (default: the game's minimum)")
	seed = fs.String("seed", "", "seed `S` of the -demo game and the default seed of new games (a whole number)")
	fs.StringVar(&a.Screenshot, "screenshot", "", "with -demo: save a PNG of the game-over screen to `PATH` and exit 0")
	fs.StringVar(&a.FrameTimes, "frametimes", "", "with -demo: write each frame's Update and Draw time and heap bytes allocated to `PATH`, print p50/p99, exit at game over")
	fs.IntVar(&a.ShotAt, "shot-at", 0, "with -demo and -screenshot: save the PNG once `N` actions are played (and shown) instead of at game over, then exit")
	fs.IntVar(&a.IdleFrames, "idle-frames", 0, "with -demo: the first seat is a person; measure `N` frames of the table at rest waiting for them (steady state: nothing moving, no computer thinking), print p50/p99 and heap bytes/frame (per frame to -frametimes PATH if given) and exit")
	fs.StringVar(&a.CPUProfile, "cpuprofile", "", "write a CPU profile of the run to `PATH` (go tool pprof)")
	fs.StringVar(&a.MemProfile, "memprofile", "", "write a heap allocation profile (every allocation sampled) of the run to `PATH` at exit")
	fs.StringVar(&a.HandoffShots, "handoff-shots", "", "save a PNG of the screen in folder `DIR` at every change of scene and every hand-off moment of a game (a curtain, the table turning to a person's view or to the neutral view)")
	fs.BoolVar(&a.Startup, "startup", false, "print the time from process start to the first interactive frame")
	version = fs.Bool("version", false, "print the version and exit")
	form = fs.String("form", "", "lay out for the screen `FORM` desktop, tablet or phone (a touch screen's layout, to test or take screenshots of; the browser measures its own)")
	window = fs.String("window", "", "open the window `WxH` pixels large (default 1280x720)")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Monster Mixer: monster board games for 1 to 6 people on one screen.\n\nUsage: monstermixer [flags]\n\nKeys: Enter/Space confirm, Esc back, R rotate (Shift+R back), H hint (then Enter plays it), U or Ctrl+Z undo,\nM menu, S skip animation, F11 fullscreen; at a table the arrows move a ring to the nearest lit place or button that way\nand Enter clicks it (elsewhere: next/previous),\nPage Up/Page Down and Home/End scroll the rules and the game log (in a replay: rounds, start, end).\n\nFlags (for automated tests and measurements):\n")
		fs.PrintDefaults()
		fmt.Fprintf(fs.Output(), "\nExample: monstermixer -demo monster-factory -players 4 -seed 7 -screenshot over.png\n"+
			"         monstermixer -demo monster-factory -players 4 -seed 7 -idle-frames 600\n")
	}
	return fs, seed, version, form, window
}
