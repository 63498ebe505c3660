package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Clip keeps a sub-image of a destination for drawing clipped to a
// rectangle: ebiten's SubImage allocates, so a clip drawn every frame is
// made again only when its destination or rectangle changes. The zero
// value is ready to use.
type Clip struct {
	img *ebiten.Image
	of  *ebiten.Image
	at  image.Rectangle
}

// Of returns dst clipped to r (rounded outwards to whole pixels).
func (c *Clip) Of(dst *ebiten.Image, r Rect) *ebiten.Image {
	if at := rectangle(r); c.img == nil || c.of != dst || c.at != at {
		c.of, c.at = dst, at
		c.img = dst.SubImage(at).(*ebiten.Image)
	}
	return c.img
}
