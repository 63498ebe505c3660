// Made by go test -run TestNoDisplayTextIsCurrent -update . from scenes.UsageText
// and scenes.VersionText: do not edit.

static const char mm_usage[] =
	"Monster Mixer: monster board games for 1 to 6 people on one screen.\n"
	"\n"
	"Usage: monstermixer [flags]\n"
	"\n"
	"Keys: Enter/Space confirm, Esc back, R rotate (Shift+R back), H hint (then Enter plays it), U or Ctrl+Z undo,\n"
	"M menu, S skip animation, F11 fullscreen; at a table the arrows move a ring to the nearest lit place or button that way\n"
	"and Enter clicks it (elsewhere: next/previous),\n"
	"Page Up/Page Down and Home/End scroll the rules and the game log (in a replay: rounds, start, end).\n"
	"\n"
	"Flags (for automated tests and measurements):\n"
	"  -cpuprofile PATH\n"
	"    \011write a CPU profile of the run to PATH (go tool pprof)\n"
	"  -demo GAME\n"
	"    \011start a GAME (id, e.g. monster-factory) at once, every seat a computer (Easy), at top animation speed\n"
	"  -frametimes PATH\n"
	"    \011with -demo: write each frame's Update and Draw time and heap bytes allocated to PATH, print p50/p99, exit at game over\n"
	"  -handoff-shots DIR\n"
	"    \011save a PNG of the screen in folder DIR at every change of scene and every hand-off moment of a game (a curtain, the table turning to a person's view or to the neutral view)\n"
	"  -idle-frames N\n"
	"    \011with -demo: the first seat is a person; measure N frames of the table at rest waiting for them (steady state: nothing moving, no computer thinking), print p50/p99 and heap bytes/frame (per frame to -frametimes PATH if given) and exit\n"
	"  -memprofile PATH\n"
	"    \011write a heap allocation profile (every allocation sampled) of the run to PATH at exit\n"
	"  -players int\n"
	"    \011number of seats in the -demo game (default: the game's minimum)\n"
	"  -screenshot PATH\n"
	"    \011with -demo: save a PNG of the game-over screen to PATH and exit 0\n"
	"  -seed S\n"
	"    \011seed S of the -demo game and the default seed of new games (a whole number)\n"
	"  -shot-at N\n"
	"    \011with -demo and -screenshot: save the PNG once N actions are played (and shown) instead of at game over, then exit\n"
	"  -startup\n"
	"    \011print the time from process start to the first interactive frame\n"
	"  -version\n"
	"    \011print the version and exit\n"
	"\n"
	"Example: monstermixer -demo monster-factory -players 4 -seed 7 -screenshot over.png\n"
	"         monstermixer -demo monster-factory -players 4 -seed 7 -idle-frames 600\n";

static const char mm_version[] =
	"Monster Mixer 0.9.0\n";
