package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// A frame at rest waiting for a person allocates nothing of ours per tick,
// on a desktop and on touch screens: with the table zoomed, the drawer
// open, or a finger resting on the table.
func TestIdleFrameAllocatesNothing(t *testing.T) {
	cases := []struct {
		name  string
		form  ui.Form
		w, h  float64
		setup func(f *Frame, in *ui.Script)
	}{
		{"desktop", ui.FormDesktop, 1280, 720, nil},
		{"tablet", ui.FormTablet, 1024, 768, nil},
		{"tablet zoomed", ui.FormTablet, 1024, 768, func(f *Frame, in *ui.Script) {
			f.zoom.centreOn(f.tableArea, f.tableArea.X+200, f.tableArea.Y+200, 2)
		}},
		{"phone drawer", ui.FormPhone, 844, 390, func(f *Frame, in *ui.Script) { f.drawerOpen = true }},
		{"phone finger", ui.FormPhone, 844, 390, func(f *Frame, in *ui.Script) {
			fingers(in, ui.TouchPoint{ID: 1, X: f.tableArea.X + 50, Y: f.tableArea.Y + 50})
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, in := touchApp(t, c.form, c.w, c.h)
			f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
			tick(t, a, in, 3)
			if c.setup != nil {
				c.setup(f, in)
			}
			img := ebiten.NewImage(int(a.W), int(a.H))
			defer img.Deallocate()
			step := func() {
				if err := a.Tick(); err != nil {
					t.Fatal(err)
				}
				keep := in.Fingers
				in.EndTick()
				in.Fingers = keep
			}
			for range 3 {
				step()
				a.Draw(img)
			}
			var n float64
			ebitentest.OnFrame(func() { n = testing.AllocsPerRun(50, step) })
			if n != 0 {
				t.Fatalf("an idle tick allocates %.1f times", n)
			}
		})
	}
}
