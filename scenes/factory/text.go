package factory

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
)

// text draws s like ui.DrawText (labels are cached as images there, so a
// frame only copies images).
func (t *Table) text(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v ui.Align, clr color.RGBA) {
	ui.DrawText(dst, s, size, bold, x, y, h, v, clr)
}

// textWidth is the width of s (remembered by ui.TextWidth).
func (t *Table) textWidth(s string, size float64, bold bool) float64 {
	if s == "" {
		return 0
	}
	return ui.TextWidth(s, size, bold)
}

// fillRect fills r with clr (a stretched white pixel: nothing allocated).
func fillRect(dst *ebiten.Image, r ui.Rect, clr color.RGBA) { ui.FillRect(dst, r, clr) }
