// Command monstermixer is Monster Mixer: monster board games for 1 to 6
// people on one screen, against each other or computer opponents.
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	_ "monstermixer/engine/games" // every game's rules
	"monstermixer/scenes"
	_ "monstermixer/scenes/chessmonsters"   // Chess Monsters' table
	_ "monstermixer/scenes/factory"         // Monster Factory's table
	_ "monstermixer/scenes/fandango"        // Monster Fandango's table
	_ "monstermixer/scenes/insurance"       // Monster Insurance's table
	_ "monstermixer/scenes/monstersonboard" // Monsters on Board's table
)

// processStart is taken as early as Go lets a program take it.
var processStart = time.Now()

// While the app launches (launchTime), the garbage collector lets the heap
// grow launchGCPercent percent between collections instead of Go's usual
// 100: the first frames allocate a few megabytes of pictures and glyphs,
// and in a browser, where the collector shares the page's one thread,
// collecting them then delays the first interactive frame.
const (
	launchGCPercent = 400
	launchTime      = 2 * time.Second
)

func main() {
	usual := debug.SetGCPercent(launchGCPercent)
	time.AfterFunc(launchTime, func() { debug.SetGCPercent(usual) })
	auto := scenes.ParseFlags(os.Args[1:])
	auto.Start = processStart

	ebiten.SetWindowTitle("Monster Mixer")
	ebiten.SetWindowSize(scenes.LayoutW, scenes.LayoutH)
	ebiten.SetWindowSizeLimits(640, 360, -1, -1)
	if auto.WindowW > 0 {
		ebiten.SetWindowSizeLimits(200, 200, -1, -1)
		ebiten.SetWindowSize(auto.WindowW, auto.WindowH)
	}
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)

	app := scenes.NewApp(scenes.Config{Sound: newSound(), Auto: auto, ThinkAside: true})
	stop, err := auto.StartProfiles()
	if err == nil {
		err = ebiten.RunGameWithOptions(app, &ebiten.RunGameOptions{})
		if perr := stop(); err == nil {
			err = perr
		}
	}
	if err == nil {
		err = app.Err()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "monstermixer:", err)
		os.Exit(1)
	}
}
