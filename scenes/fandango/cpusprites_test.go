package fandango

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// The table's sprites are painted on the CPU (an OnCPU cache): every
// monster's token, standing and knocked down, owned and wild, every item's
// chip, the hexes, a die, the arrow and the badge paint there and look as
// painted on the GPU.
func TestSpritesPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	var keys []spriteKey
	for k := range fd.NumKinds {
		keys = append(keys,
			spriteKey{kind: spCounter, which: int(k), size: 56, colour: ui.SeatColors[int(k)%4], symbol: sprites.Symbols[int(k)%6]},
			spriteKey{kind: spCounter, which: int(k), flag: true, size: 40, colour: wildColour})
	}
	for it := range fd.NumItems {
		keys = append(keys, spriteKey{kind: spItem, which: int(it), size: 40})
	}
	keys = append(keys,
		spriteKey{kind: spHexFill, size: 60}, spriteKey{kind: spHexRing, size: 60},
		spriteKey{kind: spD8, which: 6, size: 48}, spriteKey{kind: spArrow, size: 30}, spriteKey{kind: spBadge, size: 24})
	tb := &Table{}
	for _, k := range keys {
		w := k.size + 4
		sh := sprites.Shape{W: w, H: w, OX: float64(w) / 2, OY: float64(w) / 2}
		tabletest.PaintsAlikeOnCPU(t, fmt.Sprintf("fandango-sprite-gpu-above-cpu-%d-%d-%v", k.kind, k.which, k.flag), w, w, func(img *ebiten.Image) {
			tb.paintSprite(img, k, sh)
		})
	}
}
