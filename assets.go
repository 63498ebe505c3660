package main

import (
	"embed"

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
	return audio.NewLazy(sfx, storage.DefaultSettings().Volume)
}
