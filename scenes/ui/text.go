package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/sprites"
)

// Align places text relative to its anchor point.
type Align = sprites.Align

// Alignments for DrawText.
const (
	AlignStart  = sprites.AlignStart
	AlignCenter = sprites.AlignCenter
	AlignEnd    = sprites.AlignEnd
)

// DrawText draws s at (x, y) in screen pixels with a face of the given
// pixel size; h and v say where the anchor lies in the text's box. Labels
// are cached as images (see sprites.DrawText).
func DrawText(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v Align, clr color.RGBA) {
	sprites.DrawText(dst, s, size, bold, x, y, h, v, clr)
}

// TextWidth is the width of s in pixels at the given size.
func TextWidth(s string, size float64, bold bool) float64 {
	return sprites.TextWidth(s, size, bold)
}

// Wrap splits s into lines no wider than width at the given size,
// breaking at spaces (a word longer than width gets a line of its own).
func Wrap(s string, size float64, bold bool, width float64) []string {
	var out []string
	space := TextWidth(" ", size, bold)
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		start, w := 0, TextWidth(words[0], size, bold)
		for i := 1; i < len(words); i++ {
			ww := TextWidth(words[i], size, bold)
			if w+space+ww <= width {
				w += space + ww
				continue
			}
			out = append(out, strings.Join(words[start:i], " "))
			start, w = i, ww
		}
		out = append(out, strings.Join(words[start:], " "))
	}
	return out
}

// Ellipsize shortens s with "…" so that it fits in width.
func Ellipsize(s string, size float64, bold bool, width float64) string {
	if TextWidth(s, size, bold) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && TextWidth(string(r)+"…", size, bold) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
