package apptest_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// The rules screens of Monster Insurance and Monster Factory end with the
// games' own pictures: the nine cards, and every design of tile with how
// many the box holds. Scrolled to the end, the pictures' own colours (the
// card face, the thin green bit) fill the rules panel.
func TestRulesShowTheGamesOwnPictures(t *testing.T) {
	cases := []struct {
		id       string
		pictures int
		ink      color.RGBA
	}{
		{"monster-insurance", 9, color.RGBA{0xfb, 0xf4, 0xe2, 0xff}},
		{"monster-factory", 0, color.RGBA{0x4c, 0xc2, 0x5a, 0xff}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			table, ok := ui.NewTable(c.id)
			if !ok {
				t.Fatal("no table")
			}
			il, ok := table.(ui.RulesIllustrator)
			if !ok {
				t.Fatal("the table has no pictures for the rules")
			}
			pics := il.RulesPictures()
			if len(pics) == 0 || pics[0].Heading == "" || (c.pictures > 0 && len(pics) != c.pictures) {
				t.Fatalf("%d pictures, the first under %q", len(pics), pics[0].Heading)
			}
			for _, p := range pics {
				if p.Caption == "" || p.Draw == nil {
					t.Fatalf("a picture without caption or drawing: %+v", p)
				}
			}
			in := &ui.Script{}
			a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
			a.SetSize(scenes.LayoutW, scenes.LayoutH)
			a.GoTo(scenes.NewRules(a, c.id, a.Scene()))
			tickApp(t, a, in, 30)
			panel := image.Rect(120, 92, 1160, 622)
			top := inkIn(t, a, c.ink, panel)
			for i := 0; i < 200; i++ { // to the end
				in.Press(ui.CmdNext)
				tickApp(t, a, in, 1)
			}
			shot(t, a, "rules-pictures-"+c.id)
			if end := inkIn(t, a, c.ink, panel); end < 4000 || end < 4*top {
				t.Fatalf("%d pixels of the pictures' colour at the end of the rules (%d at the top)", end, top)
			}
		})
	}
}

// inkIn counts the pixels of colour c inside r of what the app shows.
func inkIn(t *testing.T, a *scenes.App, c color.RGBA, r image.Rectangle) int {
	t.Helper()
	img := ebiten.NewImage(int(a.W), int(a.H))
	defer img.Deallocate()
	a.Draw(img)
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if px.RGBAAt(x, y) == c {
				n++
			}
		}
	}
	return n
}
