//go:build js

// Command bare is the yardstick of the browser launch test: a bare
// Ebitengine program that only prints a line of text. build/e2e/browser.sh
// builds it with the app's Go, flags, wasm_exec.js and page, on Ebitengine
// as released into dist/web/bare/ and on the app's patched copy of
// Ebitengine into dist/web/bare-engine/, and build/e2e/webapp.mjs compares
// the app's time to its first interactive frame with these programs' time
// to their first frame.
// The first Draw sets window.bareFrames, which the test waits for.
package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

type game struct{ frames int }

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) {
	g.frames++
	ebitenutil.DebugPrint(screen, "bare Ebitengine program")
	js.Global().Set("bareFrames", g.frames)
}

func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	if err := ebiten.RunGame(&game{}); err != nil {
		panic(err)
	}
}
