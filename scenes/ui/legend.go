package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// LegendKey is the key that opens and closes a table's legend.
const LegendKey = 'l'

// Legend is a table's Legend button and whether its panel is open, shared
// by the tables that have a legend (Monsters on Board, Monster Insurance):
// the button or L opens it; L, Esc, Enter, a click or a right-click closes
// it. While it is open it takes every input, so that nothing under the
// panel is clicked. The table draws the panel itself.
type Legend struct {
	Btn  Button
	Open bool
}

// Update places the button at r and reads the input: it reports whether
// the legend took the input, and whether it opened or closed in this tick.
func (l *Legend) Update(in Input, r Rect) (took, changed bool) {
	l.Btn.Label, l.Btn.Shortcut = "Legend", "L"
	l.Btn.Rect = r
	typed := false
	for _, c := range in.Typed() {
		if c == LegendKey || c == LegendKey-'a'+'A' {
			typed = true
		}
	}
	if l.Open {
		if typed || in.Clicked() || in.RightClicked() || in.Command(CmdCancel) || in.Command(CmdConfirm) {
			l.Open = false
			return true, true
		}
		return true, false
	}
	if l.Btn.Update(in) || typed {
		l.Open = true
		return true, true
	}
	return false, false
}

// DrawButton draws the Legend button at r.
func (l *Legend) DrawButton(dst *ebiten.Image, r Rect, scale float64) {
	l.Btn.Rect = r
	if l.Btn.Label == "" {
		l.Btn.Label, l.Btn.Shortcut = "Legend", "L"
	}
	l.Btn.Draw(dst, scale)
}

// DrawPanel shades the table's area and draws the open legend's panel p
// (the table then writes its rows on it).
func (l *Legend) DrawPanel(dst *ebiten.Image, area, p Rect, scale float64) {
	FillRect(dst, area, color.RGBA{0x08, 0x07, 0x0c, 0xb0})
	Panel(dst, p, scale)
}
