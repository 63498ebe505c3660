package monstersonboard

import (
	"fmt"
	"image"
	"regexp"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/ui"
)

// abbreviation matches the shortenings a person should not have to
// decode: Spider Jack as "SJ", "Cols", "Champ".
var abbreviation = regexp.MustCompile(`\b(SJ|Cols|Champ)\b`)

// inkOutside counts the pixels drawLabel inks outside box when it draws
// text in it at size: centred, or (AlignStart) from a first line in the
// middle of the box's top 9/18.
func inkOutside(text string, size float64, box ui.Rect, v ui.Align) int {
	img := ebiten.NewImage(int(box.X+box.W)+80, int(box.Y+box.H)+80)
	defer img.Deallocate()
	cx, cy := box.Center()
	if v == ui.AlignStart {
		cy = box.Y + box.H/4
	}
	drawLabel(img, text, size, cx, cy, box.W, v, white)
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	out := 0
	b := rgba.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			inside := float64(x) >= box.X-1 && float64(x) < box.X+box.W+1 && float64(y) >= box.Y-1 && float64(y) < box.Y+box.H+1
			if !inside && rgba.RGBAAt(x, y).A > 0 {
				out++
			}
		}
	}
	return out
}

// The action chips and the Arch Monster card titles are words ("Call
// Spider Jack", not "Call SJ") and stay inside their chip and their card
// at every size the table is drawn.
func TestLabelsAreWordsAndFit(t *testing.T) {
	for _, scale := range []float64{1, 1.5} {
		st := dealt(t, 2, nil)
		ctx := newCtx(2, st.CurrentPlayer(), scale)
		tb := showing(st, ctx, tableArea(scale))
		g := tb.lay.boards[tb.focus]
		chip := g.chip(0)
		chip.Y, chip.X = 10, 10
		for act, label := range chipLabels {
			if abbreviation.MatchString(label) {
				t.Errorf("the chip of action %d says %q", act, label)
			}
			if n := inkOutside(label, 12*g.k, ui.Rect{X: chip.X + 4*g.k, Y: chip.Y + 2*g.k, W: chip.W - 8*g.k, H: chip.H - 4*g.k}, ui.AlignCenter); n > 0 {
				t.Errorf("scale %v: the chip %q inks %d pixels outside its chip", scale, label, n)
			}
		}
		card := tb.lay.archRect(0)
		k := card.W / 58
		// A title's first line is centred 22 card units down, as high as
		// the cost badge lets it; a second line takes the 20 units below,
		// free on the cards whose titles take two lines.
		title := ui.Rect{X: 10 + 3*k, Y: 10 + 17*k, W: card.W - 6*k, H: 20 * k}
		for kind, label := range archTitles {
			if abbreviation.MatchString(label) {
				t.Errorf("the Arch Monster cards of kind %d are titled %q", kind, label)
			}
			if n := inkOutside(label, 9*k, title, ui.AlignStart); n > 0 {
				t.Errorf("scale %v: the title %q inks %d pixels outside its place on the card", scale, label, n)
			}
		}
	}
}

// TestMarketWithLongTitles draws the market with the cards whose titles
// are the longest and a seat's chips, for a person to look at
// (MIXER_SHOTS).
func TestMarketWithLongTitles(t *testing.T) {
	st := newGame(t, 2, nil)
	var deal []string
	deal = append(deal, "prophecy 1", "prophecy 2")
	for i := 1; i <= mb.MarketSize; i++ {
		deal = append(deal, fmt.Sprintf("ghost G%d", i))
	}
	for _, kind := range []mb.ArchKind{mb.ArchStrongJack, mb.ArchColumns30, mb.ArchChampion, mb.ArchGhostPair, mb.ArchFullTrack} {
		for id, a := range mb.Archs {
			if a.Kind == kind {
				deal = append(deal, fmt.Sprintf("arch A%d", id+1))
				break
			}
		}
	}
	enginetest.Play(t, st, deal...)
	ctx, area, tb := atTable(st, 2, 0)
	ebitentest.SaveShot(t, 1280, 720, "mob-market-titles", func(dst *ebiten.Image) { tb.Draw(ctx, dst, area) })
}

// TestChipsShot draws a seat choosing among its actions with Call Spider
// Jack or Feed Spider Jack among them, for a person to look at
// (MIXER_SHOTS).
func TestChipsShot(t *testing.T) {
	st := newGame(t, 2, nil)
	playUntil(t, st, 9, func(s *mb.State) bool {
		pending, _ := s.Pending()
		return s.CurrentPlayer() >= 0 && len(pending) >= 2 && slices.ContainsFunc(pending, func(ic mb.Icon) bool { return ic.Act == mb.ActCall || ic.Act == mb.ActFeed })
	})
	ctx := newCtx(2, st.CurrentPlayer(), 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	ebitentest.SaveShot(t, 1280, 720, "mob-chips", func(dst *ebiten.Image) { tb.Draw(ctx, dst, area) })
}
