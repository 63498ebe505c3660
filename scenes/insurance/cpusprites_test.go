package insurance

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// The table's sprites are painted on the CPU (an OnCPU cache): every
// kind, each token type in two seats' looks, whole and damaged and at a
// small size too, every card face and its back, big and as a chip, paints
// there and looks as painted on the GPU.
func TestSpritesPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	var keys []spriteKey
	for typ := range 4 {
		for i, seat := range ui.SeatColors[:2] {
			keys = append(keys, spriteKey{kind: spToken, which: typ, flag: i == 1, w: 56, h: 56, colour: seat, symbol: []string{"circle", "square"}[i]},
				spriteKey{kind: spToken, which: typ, flag: i == 0, w: 24, h: 24, colour: seat, symbol: []string{"star", "cross"}[i]})
		}
	}
	for c := 0; c <= 9; c++ {
		keys = append(keys, spriteKey{kind: spCard, which: c, w: 84, h: 120}, spriteKey{kind: spMini, which: c, w: 30, h: 42})
	}
	keys = append(keys,
		spriteKey{kind: spMonster, w: 150, h: 150, scale: 44},
		spriteKey{kind: spExplosion, w: 44, h: 44},
		spriteKey{kind: spArrow, w: 31, h: 31},
		spriteKey{kind: spMarker, w: 36, h: 22, scale: 1},
		spriteKey{kind: spDie, which: 5, w: 40, h: 40}, spriteKey{kind: spDie, which: 2, flag: true, w: 40, h: 40})
	tb := &Table{}
	for _, k := range keys {
		tabletest.PaintsAlikeOnCPU(t, fmt.Sprintf("insurance-sprite-gpu-above-cpu-%d-%d-%v-%d", k.kind, k.which, k.flag, k.w), k.w, k.h, func(img *ebiten.Image) {
			tb.paintSprite(img, k)
		})
	}
}
