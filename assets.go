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

// newSound returns the sound player and a one-time notice for the title
// screen (empty when all is well, else e.g. that there is no sound device
// and the game plays muted). The app sets the saved volume and mute.
func newSound() (scenes.Sounds, string) {
	p := audio.New(sfx, storage.DefaultSettings().Volume)
	return p, p.Problem()
}
