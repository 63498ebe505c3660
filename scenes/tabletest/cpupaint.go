package tabletest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
	"monstermixer/sprites"
)

// PaintsAlikeOnCPU checks a sprite painter that a cache paints on the CPU
// (sprites' OnCPU): paint must paint a w x h sprite there (no primitive
// missing it) and look as it does painted on the GPU, only anti-aliased
// edges differing: at most 1 in 25 of its inked pixels may differ by more
// than 96 in a channel. A direct ebiten draw in the painter, lost on the
// CPU, fails it. With MIXER_SHOTS the sprite is saved painted both ways as
// NAME.png, the GPU's above.
func PaintsAlikeOnCPU(t *testing.T, name string, w, h int, paint func(*ebiten.Image)) {
	t.Helper()
	var cpu *image.RGBA
	gpu := ebiten.NewImage(w, h)
	defer gpu.Deallocate()
	ebitentest.OnFrame(func() {
		cpu = sprites.PaintOnCPU(w, h, paint)
		paint(gpu)
	})
	if cpu == nil {
		t.Fatalf("%s: a primitive could not paint on the CPU", name)
	}
	want := image.NewRGBA(image.Rect(0, 0, w, h))
	gpu.ReadPixels(want.Pix)
	inked, far := 0, 0
	for i := 0; i < len(want.Pix); i += 4 {
		if want.Pix[i+3] > 0 {
			inked++
		}
		for c := 0; c < 4; c++ {
			if d := int(cpu.Pix[i+c]) - int(want.Pix[i+c]); d > 96 || d < -96 {
				far++
				break
			}
		}
	}
	ebitentest.SaveShot(t, w, 2*h, name, func(dst *ebiten.Image) {
		dst.WritePixels(append(append([]byte{}, want.Pix...), cpu.Pix...))
	})
	if inked < w*h/20 {
		t.Fatalf("%s: the GPU painted only %d pixels", name, inked)
	}
	if far > inked/25 {
		t.Errorf("%s: %d of %d inked pixels differ by more than 96 between the CPU and the GPU", name, far, inked)
	}
}
