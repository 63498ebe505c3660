package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
)

// pointing is implemented by scenes that know when the pointer is over
// something to click that is not a button (a game card on the title).
type pointing interface {
	Pointing() bool
}

// Pointing implements pointing: a game card is under the pointer.
func (t *Title) Pointing() bool { return t.hover >= 0 }

// updateCursor shows the hand pointer over a scene's clickable cards
// (only with the real mouse: scripted input has no cursor to shape).
func (a *App) updateCursor() {
	if a.ebitenIn == nil {
		return
	}
	shape := ebiten.CursorShapeDefault
	if p, ok := a.current.(pointing); ok && a.next == nil && p.Pointing() {
		shape = ebiten.CursorShapePointer
	}
	if shape != a.cursor {
		ebiten.SetCursorShape(shape)
		a.cursor = shape
	}
}

// drawCardAffordance makes a card look clickable: a border always, a
// "Play" chip on its picture's corner (its label size pixels high), and
// both lit in the accent colour under the pointer or the keyboard's focus.
func drawCardAffordance(dst *ebiten.Image, r ui.Rect, s, size float64, lit bool) {
	border, w, tab, ink := ui.ColBorder, 1.5*s, ui.ColPanelHi, ui.ColText
	if lit {
		border, w, tab, ink = ui.ColAccent, 2.5*s, ui.ColAccent, ui.ColBackground
	}
	ui.StrokeRoundRect(dst, r, 14*s, w, border)
	t := ui.Rect{X: r.X + r.W - 100*s, Y: r.Y + 90*s, W: 80 * s, H: 26 * s}
	ui.FillRoundRect(dst, t, 13*s, tab)
	ui.DrawText(dst, "Play ›", size, true, t.X+t.W/2, t.Y+t.H/2, ui.AlignCenter, ui.AlignCenter, ink)
}

// cardWidth is the width of each of n game cards on the title, in layout
// units: as wide as 260, narrower when more games must fit side by side
// in the 1280-wide layout.
func cardWidth(n int, gap float64) float64 {
	if n < 1 {
		return 260
	}
	return min(260, (LayoutW-60-float64(n-1)*gap)/float64(n))
}

// cardTitleSize is the size of a game's name on its card: 22 layout units
// at scale s, smaller when the name would not fit in width w.
func cardTitleSize(name string, s, w float64) float64 {
	size := 22 * s
	for size > 14*s && ui.TextWidth(name, size, true) > w {
		size -= s
	}
	return size
}
