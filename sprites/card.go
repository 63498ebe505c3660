package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Card is how a playing card's body looks: its rounded corner radius and
// border width in pixels and its colours. The tables draw their own
// pictures on top of the body (a move pattern, a direction grid).
type Card struct {
	Radius, Border float64
	Fill, Ink      color.RGBA // the body and its border
}

// PaintCardBody paints a card body in (x, y, w, h): a rounded rectangle of
// c.Fill outlined with c.Border pixels of c.Ink (no outline when Border
// is 0).
func PaintCardBody(dst *ebiten.Image, x, y, w, h float64, c Card) {
	FillRoundRect(dst, x, y, w, h, c.Radius, c.Fill)
	if c.Border > 0 {
		StrokeRoundRect(dst, x, y, w, h, c.Radius, c.Border, c.Ink)
	}
}

// CardBack is a face-down card's pattern: a body of Fill with an inner
// frame of Deco, DecoWidth pixels wide with corners of DecoRadius, inset
// by Inset pixels (drawn first so the outer border covers it where they
// meet), outlined with Border pixels of Ink (none when Border is 0).
type CardBack struct {
	Card
	Inset, DecoRadius, DecoWidth float64
	Deco                         color.RGBA
}

// PaintCardBack paints a card back in (x, y, w, h): the body, its inner
// frame, then its border. The eye or label in the middle is the table's.
func PaintCardBack(dst *ebiten.Image, x, y, w, h float64, b CardBack) {
	FillRoundRect(dst, x, y, w, h, b.Radius, b.Fill)
	if b.Inset > 0 && b.DecoWidth > 0 {
		StrokeRoundRect(dst, x+b.Inset, y+b.Inset, w-2*b.Inset, h-2*b.Inset, b.DecoRadius, b.DecoWidth, b.Deco)
	}
	if b.Border > 0 {
		StrokeRoundRect(dst, x, y, w, h, b.Radius, b.Border, b.Ink)
	}
}
