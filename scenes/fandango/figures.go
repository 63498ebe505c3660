package fandango

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	fd "monstermixer/engine/fandango"
	"monstermixer/sprites"
)

// The figures: each of the thirteen monsters as its own creature and each
// item as its object, painted with vector paths into a cached sprite once
// per size (paint.go's cache). A figure is drawn in a unit square: x and y
// run from -1 to 1 around the centre, y down.

// pen paints shapes given in figure units into img, centred on (cx, cy)
// with r pixels to a unit, turned a quarter clockwise when lying.
type pen struct {
	img    *ebiten.Image
	cx, cy float64
	r      float64
	lying  bool
	p      vector.Path
}

func (q *pen) pt(x, y float64) (float32, float32) {
	if q.lying {
		x, y = -y, x
	}
	return float32(q.cx + x*q.r), float32(q.cy + y*q.r)
}

// begin starts a new path at (x, y).
func (q *pen) begin(x, y float64) {
	q.p = vector.Path{}
	q.p.MoveTo(q.pt(x, y))
}

func (q *pen) line(x, y float64) { q.p.LineTo(q.pt(x, y)) }

func (q *pen) quad(x1, y1, x, y float64) {
	a, b := q.pt(x1, y1)
	c, d := q.pt(x, y)
	q.p.QuadTo(a, b, c, d)
}

// fill closes and fills the path.
func (q *pen) fill(c color.RGBA) {
	q.p.Close()
	sprites.FillPath(q.img, &q.p, c)
}

// outline closes the path, fills it and strokes it with ink.
func (q *pen) outline(c color.RGBA) {
	q.p.Close()
	sprites.FillPath(q.img, &q.p, c)
	sprites.StrokePath(q.img, &q.p, q.inkW(), figInk)
}

// inkW is the outline's width in pixels.
func (q *pen) inkW() float64 { return max(1, q.r*0.07) }

// poly fills the polygon through the points (x, y pairs), outlined.
func (q *pen) poly(c color.RGBA, xy ...float64) {
	q.begin(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		q.line(xy[i], xy[i+1])
	}
	q.outline(c)
}

// ellipsePath starts a path that is an ellipse, closed.
func (q *pen) ellipsePath(x, y, rx, ry float64) {
	const k = 0.5523
	q.begin(x+rx, y)
	cub := func(x1, y1, x2, y2, x3, y3 float64) {
		a, b := q.pt(x1, y1)
		c, d := q.pt(x2, y2)
		e, f := q.pt(x3, y3)
		q.p.CubicTo(a, b, c, d, e, f)
	}
	cub(x+rx, y+ry*k, x+rx*k, y+ry, x, y+ry)
	cub(x-rx*k, y+ry, x-rx, y+ry*k, x-rx, y)
	cub(x-rx, y-ry*k, x-rx*k, y-ry, x, y-ry)
	cub(x+rx*k, y-ry, x+rx, y-ry*k, x+rx, y)
	q.p.Close()
}

// ellipse fills an ellipse, outlined when ink is set.
func (q *pen) ellipse(x, y, rx, ry float64, c color.RGBA, ink bool) {
	q.ellipsePath(x, y, rx, ry)
	if ink {
		q.outline(c)
	} else {
		q.fill(c)
	}
}

// dot is a small filled circle without outline.
func (q *pen) dot(x, y, r float64, c color.RGBA) { q.ellipse(x, y, r, r, c, false) }

// stroke draws a line of width w (figure units) through the points.
func (q *pen) stroke(w float64, c color.RGBA, xy ...float64) {
	q.begin(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		q.line(xy[i], xy[i+1])
	}
	sprites.StrokePath(q.img, &q.p, max(1, w*q.r), c)
}

// inked draws a line of width w with a dark edge: a stick, a blade.
func (q *pen) inked(w float64, c color.RGBA, xy ...float64) {
	q.stroke(w+0.09, figInk, xy...)
	q.stroke(w, c, xy...)
}

// The figures' colours.
var (
	figInk   = color.RGBA{0x1a, 0x14, 0x12, 0xff}
	figSkin  = color.RGBA{0xf0, 0xc4, 0x96, 0xff}
	figWood  = color.RGBA{0x8a, 0x5a, 0x30, 0xff}
	figSteel = color.RGBA{0xd4, 0xdc, 0xe6, 0xff}
	figGold  = color.RGBA{0xf2, 0xc4, 0x3a, 0xff}
	figWhite = color.RGBA{0xfa, 0xf6, 0xee, 0xff}
	figRed   = color.RGBA{0xe0, 0x30, 0x28, 0xff}
	figGlow  = color.RGBA{0xff, 0xe6, 0x40, 0xff}
	figBlack = color.RGBA{0x26, 0x22, 0x2a, 0xff}
	figGrey  = color.RGBA{0x9c, 0xa0, 0xa8, 0xff}
)

// paintMonsterFigure paints monster k in the unit square around (cx, cy),
// r pixels to a unit, lying on its side (turned a quarter clockwise) if
// lying.
func paintMonsterFigure(img *ebiten.Image, k fd.Kind, cx, cy, r float64, lying bool) {
	q := &pen{img: img, cx: cx, cy: cy, r: r, lying: lying}
	switch k {
	case fd.Villager:
		paintVillager(q)
	case fd.Lizardman:
		paintLizardman(q)
	case fd.Horror:
		paintHorror(q)
	case fd.Elf:
		paintElf(q)
	case fd.Orc:
		paintOrc(q)
	case fd.Dwarf:
		paintDwarf(q)
	case fd.Ratman:
		paintRatman(q)
	case fd.WarDog:
		paintWarDog(q)
	case fd.Horse:
		paintHorse(q)
	case fd.BlackDeath:
		paintBlackDeath(q)
	case fd.Wolf:
		paintWolf(q)
	case fd.Troll:
		paintTroll(q)
	case fd.DeathBeast:
		paintDeathBeast(q)
	}
}

// A villager: a peasant in a straw hat with a pitchfork.
func paintVillager(q *pen) {
	q.inked(0.09, figWood, 0.5, 0.85, 0.5, -0.55)
	q.stroke(0.07, figSteel, 0.34, -0.55, 0.66, -0.55)
	for _, x := range []float64{0.34, 0.5, 0.66} {
		q.stroke(0.07, figSteel, x, -0.55, x, -0.85)
	}
	q.poly(color.RGBA{0x7a, 0x5a, 0x3c, 0xff}, -0.42, 0.85, -0.3, 0.0, 0.3, 0.0, 0.42, 0.85)
	q.poly(color.RGBA{0x5c, 0x86, 0xb0, 0xff}, -0.3, 0.0, -0.22, -0.12, 0.22, -0.12, 0.3, 0.0, 0.25, 0.45, -0.25, 0.45)
	q.ellipse(0.42, 0.05, 0.1, 0.1, figSkin, true) // the hand on the fork
	q.ellipse(0, -0.36, 0.24, 0.25, figSkin, true)
	q.dot(-0.08, -0.36, 0.035, figInk)
	q.dot(0.08, -0.36, 0.035, figInk)
	q.stroke(0.04, figInk, -0.07, -0.24, 0.07, -0.24)
	q.ellipse(0, -0.55, 0.48, 0.1, color.RGBA{0xe8, 0xc8, 0x5a, 0xff}, true)
	q.poly(color.RGBA{0xe8, 0xc8, 0x5a, 0xff}, -0.22, -0.56, -0.16, -0.8, 0.16, -0.8, 0.22, -0.56)
}

// A lizardman: a green reptile with a long snout, a tail and a spear.
func paintLizardman(q *pen) {
	green := color.RGBA{0x4c, 0xa0, 0x48, 0xff}
	q.inked(0.07, figWood, 0.62, 0.9, 0.62, -0.7)
	q.poly(figSteel, 0.62, -0.95, 0.72, -0.7, 0.52, -0.7)
	// the tail, curling behind
	q.begin(-0.15, 0.45)
	q.quad(-0.85, 0.55, -0.8, 0.05)
	q.quad(-0.65, 0.45, -0.1, 0.25)
	q.outline(green)
	q.poly(green, -0.3, 0.88, -0.25, 0.1, -0.3, -0.15, 0.3, -0.15, 0.25, 0.1, 0.3, 0.88, 0.08, 0.88, 0, 0.4, -0.08, 0.88)
	q.poly(color.RGBA{0xe8, 0xd8, 0x78, 0xff}, -0.12, -0.1, 0.12, -0.1, 0.1, 0.35, -0.1, 0.35)
	q.ellipse(0.6, -0.1, 0.09, 0.09, green, true)
	// the head: a long snout to the right
	q.poly(green, -0.2, -0.35, -0.05, -0.62, 0.2, -0.62, 0.55, -0.45, 0.55, -0.3, 0.15, -0.22, -0.15, -0.2)
	q.stroke(0.03, figInk, 0.15, -0.35, 0.52, -0.36)
	q.dot(0.08, -0.5, 0.06, figGlow)
	q.dot(0.08, -0.5, 0.03, figInk)
	for i := range 3 {
		x := -0.12 + float64(i)*0.1
		q.poly(color.RGBA{0xd0, 0x60, 0x30, 0xff}, x, -0.6, x+0.05, -0.75, x+0.1, -0.6)
	}
}

// A horror: a ghastly many-tentacled shape with a great eye.
func paintHorror(q *pen) {
	body := color.RGBA{0x7a, 0x4c, 0xa0, 0xff}
	q.begin(-0.62, 0.2)
	q.quad(-0.7, -0.85, 0, -0.88)
	q.quad(0.7, -0.85, 0.62, 0.2)
	// tentacles along the bottom
	xs := []float64{0.62, 0.38, 0.12, -0.12, -0.38, -0.62}
	for i := 0; i+1 < len(xs); i++ {
		a, b := xs[i], xs[i+1]
		m := (a + b) / 2
		dip := 0.85
		if i%2 == 1 {
			dip = 0.7
		}
		q.quad(a+0.05, dip, m, dip-0.05)
		q.quad(b-0.05, dip, b, 0.35)
	}
	q.outline(body)
	q.ellipse(0, -0.32, 0.3, 0.26, figWhite, true)
	q.ellipse(0, -0.3, 0.15, 0.16, figRed, false)
	q.ellipse(0, -0.3, 0.06, 0.12, figInk, false)
	q.begin(-0.28, 0.08)
	q.quad(0, 0.36, 0.28, 0.08)
	q.quad(0, 0.18, -0.28, 0.08)
	q.outline(figInk)
	for _, x := range []float64{-0.16, 0, 0.16} {
		q.poly(figWhite, x-0.05, 0.12, x+0.05, 0.12, x, 0.22)
	}
	q.dot(-0.45, -0.55, 0.05, figGlow)
	q.dot(0.45, -0.55, 0.05, figGlow)
}

// An elf: slim, hooded in green, pointed ears, a long bow.
func paintElf(q *pen) {
	cloak := color.RGBA{0x2e, 0x8a, 0x52, 0xff}
	// the bow: a tall arc on the left with its string
	q.begin(-0.5, -0.85)
	q.quad(-0.95, 0, -0.5, 0.85)
	sprites.StrokePath(q.img, &q.p, max(1.5, q.r*0.14), figInk)
	sprites.StrokePath(q.img, &q.p, max(1, q.r*0.08), color.RGBA{0xc8, 0x8a, 0x40, 0xff})
	q.stroke(0.03, figWhite, -0.5, -0.85, -0.5, 0.85)
	q.poly(cloak, -0.3, 0.9, -0.12, -0.2, 0.12, -0.2, 0.3, 0.9)
	q.poly(color.RGBA{0x8a, 0x60, 0x30, 0xff}, -0.2, 0.3, 0.2, 0.3, 0.2, 0.38, -0.2, 0.38)
	q.inked(0.07, figSkin, 0.1, -0.05, -0.48, 0.0)
	q.poly(figSkin, -0.3, -0.45, -0.5, -0.62, -0.2, -0.38)
	q.poly(figSkin, 0.3, -0.45, 0.5, -0.62, 0.2, -0.38)
	q.ellipse(0, -0.38, 0.2, 0.23, figSkin, true)
	q.begin(-0.24, -0.3)
	q.quad(-0.26, -0.72, 0, -0.88)
	q.quad(0.26, -0.72, 0.24, -0.3)
	q.quad(0.1, -0.58, -0.24, -0.3)
	q.outline(cloak)
	q.dot(-0.08, -0.36, 0.03, figInk)
	q.dot(0.08, -0.36, 0.03, figInk)
}

// An orc: broad and hunched, dark green, tusks and an axe.
func paintOrc(q *pen) {
	skin := color.RGBA{0x6a, 0x8a, 0x2e, 0xff}
	q.inked(0.08, figWood, 0.52, 0.85, 0.6, -0.6)
	q.begin(0.58, -0.75)
	q.quad(0.98, -0.55, 0.9, -0.2)
	q.line(0.58, -0.35)
	q.outline(figSteel)
	q.poly(color.RGBA{0x5a, 0x42, 0x2e, 0xff}, -0.5, 0.88, -0.58, 0.0, -0.35, -0.2, 0.35, -0.2, 0.5, 0.0, 0.45, 0.88)
	q.poly(color.RGBA{0x80, 0x70, 0x60, 0xff}, -0.4, 0.2, 0.4, 0.2, 0.4, 0.34, -0.4, 0.34)
	q.ellipse(-0.55, 0.1, 0.13, 0.13, skin, true)
	q.ellipse(0.5, 0.05, 0.13, 0.13, skin, true)
	q.poly(skin, -0.32, -0.22, -0.38, -0.55, -0.2, -0.75, 0.2, -0.75, 0.38, -0.55, 0.32, -0.22)
	q.poly(skin, -0.36, -0.55, -0.58, -0.62, -0.34, -0.42)
	q.poly(skin, 0.36, -0.55, 0.58, -0.62, 0.34, -0.42)
	q.stroke(0.06, figInk, -0.22, -0.58, -0.05, -0.52)
	q.stroke(0.06, figInk, 0.22, -0.58, 0.05, -0.52)
	q.dot(-0.13, -0.47, 0.04, figRed)
	q.dot(0.13, -0.47, 0.04, figRed)
	q.poly(figWhite, -0.2, -0.3, -0.14, -0.42, -0.1, -0.3)
	q.poly(figWhite, 0.2, -0.3, 0.14, -0.42, 0.1, -0.3)
}

// A dwarf: short and wide, a horned helmet, a great beard and a hammer.
func paintDwarf(q *pen) {
	q.inked(0.08, figWood, 0.45, 0.85, 0.55, -0.25)
	q.poly(figSteel, 0.38, -0.42, 0.74, -0.36, 0.7, -0.1, 0.34, -0.16)
	q.poly(color.RGBA{0x8c, 0x2e, 0x2e, 0xff}, -0.55, 0.88, -0.5, 0.0, -0.3, -0.12, 0.3, -0.12, 0.5, 0.0, 0.55, 0.88)
	q.poly(figWood, -0.52, 0.55, 0.52, 0.55, 0.53, 0.66, -0.53, 0.66)
	q.ellipse(0, -0.32, 0.26, 0.24, figSkin, true)
	// the beard
	q.begin(-0.3, -0.3)
	q.quad(-0.38, 0.3, 0, 0.48)
	q.quad(0.38, 0.3, 0.3, -0.3)
	q.quad(0, -0.12, -0.3, -0.3)
	q.outline(color.RGBA{0xe0, 0x7a, 0x28, 0xff})
	q.ellipse(0, -0.2, 0.07, 0.06, color.RGBA{0xe8, 0x9a, 0x80, 0xff}, true)
	q.dot(-0.1, -0.32, 0.035, figInk)
	q.dot(0.1, -0.32, 0.035, figInk)
	// the helmet and its horns
	q.poly(figWhite, -0.26, -0.52, -0.5, -0.62, -0.56, -0.88, -0.4, -0.62)
	q.poly(figWhite, 0.26, -0.52, 0.5, -0.62, 0.56, -0.88, 0.4, -0.62)
	q.begin(-0.32, -0.44)
	q.quad(-0.32, -0.8, 0, -0.8)
	q.quad(0.32, -0.8, 0.32, -0.44)
	q.outline(figGrey)
	q.poly(figGold, -0.34, -0.48, 0.34, -0.48, 0.34, -0.4, -0.34, -0.4)
}

// A ratman: a hunched rat with round ears, a long tail and a dagger.
func paintRatman(q *pen) {
	fur := color.RGBA{0x8a, 0x80, 0x78, 0xff}
	pink := color.RGBA{0xe8, 0x9a, 0xa8, 0xff}
	q.begin(-0.1, 0.7)
	q.quad(-0.9, 0.95, -0.75, 0.2)
	q.quad(-0.7, -0.1, -0.55, -0.2)
	sprites.StrokePath(q.img, &q.p, max(1.5, q.r*0.1), figInk)
	sprites.StrokePath(q.img, &q.p, max(1, q.r*0.05), pink)
	q.poly(color.RGBA{0x5a, 0x4a, 0x3a, 0xff}, -0.35, 0.88, -0.4, 0.1, -0.15, -0.15, 0.25, -0.1, 0.38, 0.3, 0.3, 0.88)
	q.inked(0.05, figSteel, 0.35, 0.15, 0.72, -0.25)
	q.ellipse(0.3, 0.18, 0.09, 0.09, fur, true)
	q.ellipse(-0.3, -0.62, 0.17, 0.17, fur, true)
	q.ellipse(-0.3, -0.62, 0.09, 0.09, pink, false)
	q.ellipse(0.12, -0.66, 0.17, 0.17, fur, true)
	q.ellipse(0.12, -0.66, 0.09, 0.09, pink, false)
	// the head: a pointed snout to the right
	q.begin(-0.32, -0.3)
	q.quad(-0.3, -0.62, 0.05, -0.55)
	q.line(0.62, -0.32)
	q.quad(0.2, -0.12, -0.32, -0.3)
	q.outline(fur)
	q.dot(0.64, -0.32, 0.06, pink)
	q.dot(0.0, -0.4, 0.05, figRed)
	q.stroke(0.02, figInk, 0.45, -0.28, 0.7, -0.2)
	q.stroke(0.02, figInk, 0.45, -0.3, 0.72, -0.36)
}

// A war dog: a stocky dog on four legs, spiked collar, ears up, facing
// right.
func paintWarDog(q *pen) {
	coat := color.RGBA{0x3c, 0x36, 0x3a, 0xff}
	tan := color.RGBA{0xd0, 0x8e, 0x48, 0xff}
	for _, x := range []float64{-0.5, -0.3, 0.25, 0.45} {
		q.inked(0.12, coat, x, 0.2, x, 0.72)
		q.stroke(0.12, tan, x, 0.55, x, 0.72)
	}
	q.inked(0.1, coat, -0.6, 0.0, -0.85, -0.3)
	q.ellipse(-0.05, 0.12, 0.62, 0.28, coat, true)
	q.poly(figBlack, 0.18, -0.2, 0.45, -0.38, 0.55, -0.2, 0.3, 0.0)
	// the head with a blunt muzzle
	q.poly(coat, 0.3, -0.25, 0.38, -0.6, 0.62, -0.62, 0.92, -0.45, 0.9, -0.25, 0.55, -0.18)
	q.poly(coat, 0.38, -0.55, 0.42, -0.85, 0.55, -0.58)
	q.poly(tan, 0.7, -0.5, 0.92, -0.45, 0.9, -0.25, 0.66, -0.3)
	q.dot(0.88, -0.45, 0.06, figInk)
	q.dot(0.6, -0.48, 0.05, tan)
	q.dot(0.6, -0.48, 0.03, figInk)
	q.inked(0.09, color.RGBA{0xc0, 0x2a, 0x2a, 0xff}, 0.28, -0.28, 0.45, -0.1)
	for _, t := range []float64{0.3, 0.37, 0.44} {
		q.poly(figSteel, t, -0.22+(t-0.3)*0.9, t+0.08, -0.12+(t-0.3)*0.9, t-0.02, -0.1+(t-0.3)*0.9)
	}
}

// A horse: tall, a long neck, a mane and a saddle, facing right.
func paintHorse(q *pen) {
	coat := color.RGBA{0x8e, 0x52, 0x2a, 0xff}
	mane := color.RGBA{0x3a, 0x22, 0x14, 0xff}
	for _, x := range []float64{-0.55, -0.38, 0.3, 0.48} {
		q.inked(0.1, coat, x, 0.1, x, 0.85)
		q.stroke(0.12, mane, x, 0.8, x, 0.88)
	}
	q.begin(-0.68, -0.05)
	q.quad(-0.95, 0.15, -0.88, 0.6)
	q.quad(-0.8, 0.25, -0.62, 0.12)
	q.outline(mane)
	q.ellipse(-0.1, 0.05, 0.66, 0.25, coat, true)
	// neck and long head
	q.poly(coat, 0.28, -0.05, 0.38, -0.55, 0.55, -0.8, 0.95, -0.45, 0.88, -0.32, 0.62, -0.42, 0.58, 0.05)
	q.poly(mane, 0.36, -0.5, 0.5, -0.82, 0.6, -0.78, 0.44, -0.45, 0.34, -0.1)
	q.poly(coat, 0.52, -0.72, 0.54, -0.95, 0.62, -0.74)
	q.dot(0.64, -0.58, 0.05, figInk)
	q.dot(0.9, -0.4, 0.03, figInk)
	q.poly(color.RGBA{0xb8, 0x3a, 0x30, 0xff}, -0.3, -0.18, 0.1, -0.18, 0.12, 0.12, -0.32, 0.12)
}

// A black death: a hooded skeletal reaper with a scythe in a plague
// cloud.
func paintBlackDeath(q *pen) {
	miasma := color.RGBA{0x6a, 0xb0, 0x4a, 0xb0}
	q.ellipse(-0.55, 0.65, 0.35, 0.2, miasma, false)
	q.ellipse(0.5, 0.7, 0.38, 0.18, miasma, false)
	q.inked(0.07, figWood, 0.6, 0.9, 0.42, -0.85)
	q.begin(0.42, -0.85)
	q.quad(-0.25, -1.0, -0.55, -0.45)
	q.quad(-0.1, -0.75, 0.45, -0.68)
	q.outline(figSteel)
	q.begin(-0.55, 0.9)
	q.quad(-0.45, -0.2, -0.28, -0.5)
	q.quad(0, -0.92, 0.28, -0.5)
	q.quad(0.45, -0.2, 0.55, 0.9)
	q.line(0.25, 0.75)
	q.line(0, 0.9)
	q.line(-0.25, 0.75)
	q.outline(figBlack)
	q.ellipse(0, -0.38, 0.16, 0.19, color.RGBA{0x10, 0x0c, 0x10, 0xff}, false)
	q.ellipse(0, -0.38, 0.12, 0.14, color.RGBA{0xe8, 0xe4, 0xd8, 0xff}, false)
	q.dot(-0.05, -0.4, 0.035, figInk)
	q.dot(0.05, -0.4, 0.035, figInk)
	q.stroke(0.03, figInk, -0.05, -0.28, 0.05, -0.28)
	q.ellipse(0.48, 0.0, 0.09, 0.09, color.RGBA{0xe8, 0xe4, 0xd8, 0xff}, true)
	q.dot(-0.3, 0.35, 0.05, miasma)
	q.dot(0.22, 0.1, 0.04, miasma)
}

// A wolf: a grey wolf sitting and howling at the moon, facing left.
func paintWolf(q *pen) {
	fur := color.RGBA{0x8a, 0x96, 0xa8, 0xff}
	q.begin(-0.72, -0.55)
	q.quad(-0.45, -0.45, -0.6, -0.88)
	q.quad(-0.95, -0.78, -0.72, -0.55)
	q.fill(color.RGBA{0xf4, 0xe8, 0xb0, 0xff})
	// the bushy tail on the right
	q.begin(0.3, 0.72)
	q.quad(0.95, 0.85, 0.85, 0.25)
	q.quad(0.7, 0.6, 0.3, 0.5)
	q.outline(fur)
	// the sitting body
	q.poly(fur, -0.3, 0.85, -0.35, 0.2, -0.22, -0.25, 0.05, -0.2, 0.45, 0.35, 0.5, 0.85)
	q.poly(color.RGBA{0xd8, 0xdc, 0xe2, 0xff}, -0.28, 0.1, -0.2, -0.15, -0.05, 0.25, -0.2, 0.5)
	q.inked(0.1, fur, -0.2, 0.3, -0.22, 0.85)
	// the raised head and snout pointing up and left
	q.poly(fur, -0.3, -0.1, -0.15, -0.5, -0.45, -0.85, -0.38, -0.9, -0.02, -0.62, 0.12, -0.55, 0.1, -0.2)
	q.poly(fur, -0.02, -0.6, 0.08, -0.85, 0.14, -0.55)
	q.dot(-0.08, -0.55, 0.04, figInk)
	q.dot(-0.42, -0.87, 0.04, figInk)
	q.stroke(0.025, figWhite, -0.62, -0.95, -0.68, -1.0)
}

// A troll: a huge hunched brute, small head, long arms, a club.
func paintTroll(q *pen) {
	skin := color.RGBA{0x6c, 0x8c, 0x98, 0xff}
	q.inked(0.12, figWood, 0.62, 0.55, 0.75, -0.5)
	q.ellipse(0.76, -0.55, 0.16, 0.2, figWood, true)
	q.poly(color.RGBA{0x6a, 0x50, 0x34, 0xff}, -0.45, 0.88, -0.42, 0.45, 0.42, 0.45, 0.45, 0.88, 0.15, 0.88, 0.0, 0.62, -0.15, 0.88)
	q.begin(-0.55, 0.5)
	q.quad(-0.85, -0.4, -0.2, -0.45)
	q.line(0.2, -0.45)
	q.quad(0.85, -0.4, 0.55, 0.5)
	q.outline(skin)
	q.inked(0.2, skin, -0.62, -0.1, -0.75, 0.55)
	q.inked(0.2, skin, 0.6, -0.1, 0.66, 0.42)
	q.ellipse(0, -0.52, 0.22, 0.2, skin, true)
	q.ellipse(0.02, -0.45, 0.1, 0.1, color.RGBA{0x5a, 0x78, 0x84, 0xff}, true)
	q.dot(-0.09, -0.58, 0.035, figGlow)
	q.dot(0.11, -0.58, 0.035, figGlow)
	q.poly(figWhite, -0.1, -0.34, -0.06, -0.42, -0.02, -0.34)
	q.poly(figWhite, 0.06, -0.34, 0.1, -0.42, 0.14, -0.34)
}

// A death beast: a horned, winged, fanged beast in deep red.
func paintDeathBeast(q *pen) {
	hide := color.RGBA{0xa8, 0x24, 0x2c, 0xff}
	wing := color.RGBA{0x5a, 0x14, 0x24, 0xff}
	q.poly(wing, -0.15, -0.1, -0.95, -0.75, -0.8, -0.2, -0.95, 0.05, -0.6, 0.05, -0.55, 0.3)
	q.poly(wing, 0.15, -0.1, 0.95, -0.75, 0.8, -0.2, 0.95, 0.05, 0.6, 0.05, 0.55, 0.3)
	q.poly(hide, -0.5, 0.88, -0.45, 0.2, -0.25, -0.2, 0.25, -0.2, 0.45, 0.2, 0.5, 0.88, 0.22, 0.88, 0.15, 0.55, -0.15, 0.55, -0.22, 0.88)
	q.poly(color.RGBA{0xe8, 0xb0, 0x60, 0xff}, -0.15, -0.1, 0.15, -0.1, 0.1, 0.45, -0.1, 0.45)
	for _, y := range []float64{0.05, 0.2, 0.35} {
		q.stroke(0.025, figInk, -0.12, y, 0.12, y)
	}
	q.poly(figWhite, -0.2, -0.55, -0.45, -0.7, -0.5, -0.98, -0.3, -0.7)
	q.poly(figWhite, 0.2, -0.55, 0.45, -0.7, 0.5, -0.98, 0.3, -0.7)
	q.poly(hide, -0.28, -0.15, -0.3, -0.55, -0.15, -0.72, 0.15, -0.72, 0.3, -0.55, 0.28, -0.15)
	q.poly(figInk, -0.18, -0.32, 0.18, -0.32, 0.12, -0.18, -0.12, -0.18)
	for _, x := range []float64{-0.12, 0.0, 0.12} {
		q.poly(figWhite, x-0.04, -0.32, x+0.04, -0.32, x, -0.22)
	}
	q.poly(figGlow, -0.2, -0.5, -0.06, -0.45, -0.16, -0.42)
	q.poly(figGlow, 0.2, -0.5, 0.06, -0.45, 0.16, -0.42)
}

// paintItemFigure paints item it in the unit square around (cx, cy).
func paintItemFigure(img *ebiten.Image, it fd.Item, cx, cy, r float64) {
	q := &pen{img: img, cx: cx, cy: cy, r: r}
	switch it {
	case fd.Sword:
		q.inked(0.2, figSteel, -0.5, 0.5, 0.62, -0.62)
		q.stroke(0.04, color.RGBA{0xff, 0xff, 0xff, 0xff}, -0.35, 0.3, 0.5, -0.55)
		q.inked(0.14, figGold, -0.62, 0.2, -0.2, 0.62)
		q.inked(0.12, figWood, -0.45, 0.45, -0.72, 0.72)
		q.ellipse(-0.78, 0.78, 0.1, 0.1, figGold, true)
	case fd.Bow:
		q.begin(-0.55, -0.8)
		q.quad(0.75, -0.6, 0.55, 0.8)
		sprites.StrokePath(q.img, &q.p, max(1.5, q.r*0.2), figInk)
		sprites.StrokePath(q.img, &q.p, max(1, q.r*0.12), color.RGBA{0xc8, 0x8a, 0x40, 0xff})
		q.stroke(0.04, figWhite, -0.55, -0.8, 0.55, 0.8)
		q.inked(0.06, figWood, -0.7, 0.55, 0.45, -0.45)
		q.poly(figSteel, 0.62, -0.6, 0.32, -0.5, 0.52, -0.32)
		q.poly(figRed, -0.7, 0.55, -0.8, 0.42, -0.58, 0.42)
	case fd.Crossbow:
		q.inked(0.2, figWood, -0.7, 0.55, 0.55, -0.55)
		q.begin(-0.1, -0.75)
		q.quad(0.45, -0.1, 0.75, 0.25)
		sprites.StrokePath(q.img, &q.p, max(1.5, q.r*0.2), figInk)
		sprites.StrokePath(q.img, &q.p, max(1, q.r*0.12), figSteel)
		q.stroke(0.04, figWhite, -0.1, -0.75, -0.1, -0.1, 0.75, 0.25)
		q.inked(0.06, figGold, -0.45, 0.15, -0.3, 0.35)
	case fd.Sling:
		leather := color.RGBA{0xa0, 0x70, 0x40, 0xff}
		q.stroke(0.07, figInk, -0.7, -0.7, -0.2, 0.3, 0.2, 0.3, 0.7, -0.7)
		q.stroke(0.04, leather, -0.7, -0.7, -0.2, 0.3, 0.2, 0.3, 0.7, -0.7)
		q.ellipse(0, 0.38, 0.32, 0.2, leather, true)
		q.ellipse(0, 0.22, 0.18, 0.16, figGrey, true)
		q.ellipse(-0.7, -0.7, 0.1, 0.1, leather, true)
	case fd.Armor:
		q.poly(figSteel, -0.3, -0.8, -0.12, -0.65, 0.12, -0.65, 0.3, -0.8, 0.75, -0.55, 0.6, -0.05, 0.45, -0.15, 0.42, 0.8, -0.42, 0.8, -0.45, -0.15, -0.6, -0.05, -0.75, -0.55)
		q.stroke(0.05, figGrey, 0, -0.6, 0, 0.75)
		q.stroke(0.05, figGrey, -0.4, 0.2, 0.4, 0.2)
		q.stroke(0.05, figGold, -0.42, 0.62, 0.42, 0.62)
	case fd.Shield:
		q.begin(-0.7, -0.75)
		q.line(0.7, -0.75)
		q.quad(0.75, 0.35, 0, 0.9)
		q.quad(-0.75, 0.35, -0.7, -0.75)
		q.outline(figGold)
		q.begin(-0.55, -0.62)
		q.line(0.55, -0.62)
		q.quad(0.6, 0.25, 0, 0.72)
		q.quad(-0.6, 0.25, -0.55, -0.62)
		q.fill(color.RGBA{0x2e, 0x5c, 0xb0, 0xff})
		q.stroke(0.16, figWhite, 0, -0.6, 0, 0.65)
		q.stroke(0.16, figWhite, -0.5, -0.2, 0.5, -0.2)
	case fd.Potion:
		q.poly(figWood, -0.14, -0.92, 0.14, -0.92, 0.14, -0.7, -0.14, -0.7)
		q.poly(color.RGBA{0xd8, 0xe8, 0xf0, 0xff}, -0.16, -0.72, 0.16, -0.72, 0.16, -0.38, -0.16, -0.38)
		q.ellipse(0, 0.18, 0.62, 0.62, color.RGBA{0xd8, 0xe8, 0xf0, 0xff}, true)
		q.begin(-0.6, 0.1)
		q.quad(0, -0.05, 0.6, 0.1)
		q.quad(0.62, 0.8, 0, 0.78)
		q.quad(-0.62, 0.8, -0.6, 0.1)
		q.fill(color.RGBA{0xe0, 0x2a, 0x6a, 0xff})
		q.ellipse(-0.25, -0.05, 0.1, 0.18, figWhite, false)
		q.dot(0.2, 0.35, 0.06, color.RGBA{0xff, 0xa0, 0xc8, 0xff})
	case fd.Kitten:
		orange := color.RGBA{0xf0, 0x9a, 0x3a, 0xff}
		q.poly(orange, -0.65, -0.05, -0.6, -0.85, -0.2, -0.45)
		q.poly(orange, 0.65, -0.05, 0.6, -0.85, 0.2, -0.45)
		q.poly(color.RGBA{0xf8, 0xb8, 0xb8, 0xff}, -0.55, -0.2, -0.53, -0.65, -0.3, -0.42)
		q.poly(color.RGBA{0xf8, 0xb8, 0xb8, 0xff}, 0.55, -0.2, 0.53, -0.65, 0.3, -0.42)
		q.ellipse(0, 0.1, 0.68, 0.6, orange, true)
		q.stroke(0.07, color.RGBA{0xc0, 0x6a, 0x20, 0xff}, -0.1, -0.45, -0.1, -0.2)
		q.stroke(0.07, color.RGBA{0xc0, 0x6a, 0x20, 0xff}, 0.1, -0.45, 0.1, -0.2)
		q.ellipse(-0.26, 0.02, 0.1, 0.14, figInk, false)
		q.ellipse(0.26, 0.02, 0.1, 0.14, figInk, false)
		q.dot(-0.23, -0.03, 0.04, figWhite)
		q.dot(0.29, -0.03, 0.04, figWhite)
		q.poly(color.RGBA{0xe8, 0x70, 0x80, 0xff}, -0.08, 0.2, 0.08, 0.2, 0, 0.3)
		for _, s := range []float64{-1, 1} {
			q.stroke(0.03, figInk, s*0.3, 0.32, s*0.85, 0.22)
			q.stroke(0.03, figInk, s*0.3, 0.38, s*0.85, 0.45)
		}
	case fd.Key:
		q.ellipse(-0.42, -0.35, 0.36, 0.36, figGold, true)
		q.dot(-0.42, -0.35, 0.14, color.RGBA{0x60, 0x48, 0x20, 0xff})
		q.inked(0.16, figGold, -0.18, -0.1, 0.72, 0.8)
		q.inked(0.12, figGold, 0.42, 0.5, 0.58, 0.34)
		q.inked(0.12, figGold, 0.6, 0.68, 0.76, 0.52)
	case fd.MoneyBag:
		sack := color.RGBA{0xc0, 0x8a, 0x4a, 0xff}
		q.poly(sack, -0.3, -0.85, 0.3, -0.85, 0.12, -0.5, -0.12, -0.5)
		q.begin(-0.15, -0.5)
		q.quad(-0.85, 0.0, -0.7, 0.6)
		q.quad(-0.5, 0.92, 0, 0.9)
		q.quad(0.5, 0.92, 0.7, 0.6)
		q.quad(0.85, 0.0, 0.15, -0.5)
		q.outline(sack)
		q.inked(0.08, color.RGBA{0x7a, 0x4a, 0x22, 0xff}, -0.2, -0.5, 0.2, -0.5)
		q.ellipse(0, 0.3, 0.32, 0.32, figGold, true)
		q.stroke(0.08, color.RGBA{0x9a, 0x6a, 0x10, 0xff}, 0.12, 0.12, -0.08, 0.12, -0.12, 0.28, 0.1, 0.32, 0.08, 0.48, -0.12, 0.48)
	case fd.Chest, fd.SprungChest, fd.OpenChest:
		paintChest(q, it)
	}
}

// paintChest paints a treasure chest: locked, sprung (smoking, lid
// ajar) or opened and empty.
func paintChest(q *pen, it fd.Item) {
	wood := color.RGBA{0xa0, 0x62, 0x2c, 0xff}
	q.poly(wood, -0.82, -0.1, 0.82, -0.1, 0.82, 0.7, -0.82, 0.7)
	q.stroke(0.1, figGold, -0.55, -0.1, -0.55, 0.7)
	q.stroke(0.1, figGold, 0.55, -0.1, 0.55, 0.7)
	switch it {
	case fd.OpenChest:
		q.poly(color.RGBA{0x3a, 0x22, 0x10, 0xff}, -0.78, -0.1, 0.78, -0.1, 0.7, -0.02, -0.7, -0.02)
		q.poly(wood, -0.82, -0.1, 0.82, -0.1, 0.7, -0.75, -0.7, -0.75)
		q.stroke(0.1, figGold, -0.48, -0.72, -0.55, -0.1)
		q.stroke(0.1, figGold, 0.48, -0.72, 0.55, -0.1)
	case fd.SprungChest:
		q.poly(wood, -0.85, -0.2, -0.75, -0.65, 0.8, -0.45, 0.82, -0.05)
		q.dot(0.1, -0.82, 0.14, color.RGBA{0x90, 0x90, 0x90, 0xc0})
		q.dot(0.32, -0.9, 0.1, color.RGBA{0x90, 0x90, 0x90, 0xa0})
		q.poly(figRed, -0.3, -0.45, -0.1, -0.7, 0.0, -0.48, 0.2, -0.72, 0.25, -0.4)
	default:
		q.begin(-0.82, -0.1)
		q.quad(-0.8, -0.75, 0, -0.75)
		q.quad(0.8, -0.75, 0.82, -0.1)
		q.outline(wood)
		q.stroke(0.1, figGold, -0.55, -0.1, -0.5, -0.66)
		q.stroke(0.1, figGold, 0.55, -0.1, 0.5, -0.66)
		q.poly(figGold, -0.16, -0.25, 0.16, -0.25, 0.16, 0.15, -0.16, 0.15)
		q.dot(0, -0.05, 0.05, figInk)
	}
}

// paintToken paints a unit's token into img: a disc of parchment inside a
// ring in its owner's colour (a wild monster's ring is dark and notched,
// with a claw badge), the monster's figure, the owner's symbol in a badge,
// and a knocked-down troll turned on its side with a red bar.
func paintToken(img *ebiten.Image, k spriteKey, cx, cy, r float64) {
	wild := k.symbol == ""
	q := &pen{img: img, cx: cx, cy: cy, r: r}
	q.ellipse(0.04, 0.08, 0.98, 0.98, color.RGBA{0, 0, 0, 0x60}, false) // shadow
	ring := k.colour
	if wild {
		ring = color.RGBA{0x3a, 0x30, 0x2a, 0xff}
	}
	q.ellipse(0, 0, 0.96, 0.96, ring, false)
	sprites.StrokePath(img, &q.p, max(1, r*0.06), figInk)
	face := color.RGBA{0xf4, 0xea, 0xd4, 0xff}
	if wild {
		face = color.RGBA{0xc8, 0xd4, 0xb0, 0xff}
		// the ring's notches: teeth round a wild monster
		for i := range 12 {
			a := float64(i) * math.Pi / 6
			c, s := math.Cos(a), math.Sin(a)
			q.stroke(0.08, color.RGBA{0xb8, 0x40, 0x30, 0xff}, c*0.78, s*0.78, c*0.93, s*0.93)
		}
	}
	q.ellipse(0, 0, 0.76, 0.76, face, false)
	sprites.StrokePath(img, &q.p, max(1, r*0.04), ui8(ring, 0.6))
	fr := r * 0.7
	if k.flag {
		// knocked down: the figure lies on its side
		paintMonsterFigure(img, fd.Kind(k.which), cx, cy, fr, true)
		q.stroke(0.1, figRed, -0.6, 0.6, 0.6, -0.6)
	} else {
		paintMonsterFigure(img, fd.Kind(k.which), cx, cy+r*0.02, fr, false)
	}
	// the badge, top left: the owner's symbol, or the wild monster's claws
	bx, by, br := -0.7, -0.7, 0.3
	if wild {
		q.ellipse(bx, by, br, br, color.RGBA{0xb8, 0x40, 0x30, 0xff}, true)
		for i := range 3 {
			x := bx - 0.12 + float64(i)*0.12
			q.stroke(0.05, figWhite, x-0.04, by+0.14, x+0.04, by-0.14)
		}
	} else {
		q.ellipse(bx, by, br, br, figWhite, true)
		sprites.PaintSymbol(img, k.symbol, cx+bx*r, cy+by*r, br*r*0.72, k.colour)
	}
}

// ui8 darkens c by f.
func ui8(c color.RGBA, f float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), c.A}
}

// paintItemChip paints an item lying on the ground or carried: its object
// on a small parchment disc.
func paintItemChip(img *ebiten.Image, it fd.Item, cx, cy, r float64) {
	q := &pen{img: img, cx: cx, cy: cy, r: r}
	q.ellipse(0.05, 0.1, 0.95, 0.95, color.RGBA{0, 0, 0, 0x60}, false)
	q.ellipse(0, 0, 0.92, 0.92, color.RGBA{0xf4, 0xea, 0xd4, 0xff}, false)
	sprites.StrokePath(img, &q.p, max(1, r*0.1), color.RGBA{0x5a, 0x44, 0x2c, 0xff})
	paintItemFigure(img, it, cx, cy, r*0.66)
}
