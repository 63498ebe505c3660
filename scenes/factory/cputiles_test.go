package factory

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fe "monstermixer/engine/factory"
	"monstermixer/scenes/tabletest"
	"monstermixer/sprites"
)

// The tiles are painted on the CPU (an OnCPU cache): every third tile
// face at three sizes, the back and the eye paint there and look as
// painted on the GPU.
func TestTilesPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	var keys []tileKey
	for id := 0; id < fe.NumTiles; id += 3 {
		keys = append(keys, tileKey{l: lookOf(id, id%4), size: 64 + id%3*40, kind: tileFace})
	}
	keys = append(keys, tileKey{size: 90, kind: tileBack}, tileKey{size: 48, kind: eyeOnly})
	for i, k := range keys {
		n := k.size
		tabletest.PaintsAlikeOnCPU(t, fmt.Sprintf("tile-gpu-above-cpu-%d", i), n, n, func(img *ebiten.Image) {
			paintTile(img, k, sprites.Shape{W: n, H: n})
		})
	}
}
