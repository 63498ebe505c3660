package chessmonsters

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// The cards are painted on the CPU (an OnCPU cache): every monster's card,
// owned and not, facing either way, at two sizes, paints there and looks
// as painted on the GPU.
func TestCardsPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	for kind := range cm.NumMonsters {
		for i, size := range []int{96, 150} {
			k := cardKey{kind: int8(kind), facing: int8(i), energy: int8(kind%3 - 1), size: int16(size), col: ui.ColBorder}
			if i == 1 {
				k.col, k.symbol = ui.SeatColors[1], "square"
			}
			tabletest.PaintsAlikeOnCPU(t, fmt.Sprintf("card-gpu-above-cpu-%d-%d", kind, size), size, size, func(img *ebiten.Image) {
				paintCard(img, k, sprites.Shape{W: size, H: size, OX: float64(size) / 2, OY: float64(size) / 2})
			})
		}
	}
}
