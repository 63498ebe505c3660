// Package games registers every Monster Mixer game with the engine; import
// it for its side effect.
package games

import (
	_ "monstermixer/engine/chessmonsters"   // Chess Monsters
	_ "monstermixer/engine/factory"         // Monster Factory
	_ "monstermixer/engine/fandango"        // Monster Fandango
	_ "monstermixer/engine/insurance"       // Monster Insurance
	_ "monstermixer/engine/monstersonboard" // Monsters on Board

	_ "monstermixer/engine/ai/gamehooks" // the computer players' per-game hooks
)
