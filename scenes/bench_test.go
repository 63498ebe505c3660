package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/session"
)

// BenchmarkFrameDraw measures one frame of the table scene around a fake
// table (the frame's own cost: top bar, seats, log, buttons).
func BenchmarkFrameDraw(b *testing.B) {
	a, in := newTestApp(b, nil)
	startFrame(b, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindNormal, session.KindNormal)
	tick(b, a, in, 3)
	img := ebiten.NewImage(int(a.W), int(a.H))
	a.Draw(img)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Draw(img)
	}
}

// BenchmarkTitleDraw measures one frame of the title.
func BenchmarkTitleDraw(b *testing.B) {
	a, _ := newTestApp(b, nil)
	img := ebiten.NewImage(int(a.W), int(a.H))
	a.Draw(img)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Draw(img)
	}
}
