package monstersonboard

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/sprites"
)

// Monsters on Board's action icons (the back page of its rulebook), drawn
// the way the printed game shows them rather than as text codes: a Spook
// Juice drop and a horned Malice coin carrying their number, Spider Jack
// as a spider, a bell that calls him, a bowl that feeds him, arrows that
// promote, demote and swap Lords, and the Grunt and Minion figures of the
// board. They share one language: a light figure in the action's own
// colour with a dark outline, so each reads on any space, token or card.
// Below iconDetail pixels an icon is a plain dot of its colour, smaller
// than the pieces that stand on it.

// iconDetail is the smallest size drawn as a figure; smaller icons are
// discs of the action's colour (the small boards of the other players).
const iconDetail = 12

// iconNumber is the smallest size whose number is drawn.
const iconNumber = 14

// The actions' own colours.
var actionColours = map[mb.Act]color.RGBA{
	mb.ActSwap:       {0x8e, 0xcb, 0xff, 0xff}, // sky: crossing arrows
	mb.ActPromote:    {0xf0, 0xec, 0xf8, 0xff}, // white: up and down
	mb.ActMoveGrunt:  {0x9b, 0xe8, 0xd8, 0xff}, // mint: a Grunt
	mb.ActMoveMinion: {0xa4, 0x9c, 0xb8, 0xff}, // grey: a Minion
	mb.ActJuice:      {0x7c, 0xe0, 0x9a, 0xff}, // Spook Juice green
	mb.ActFeed:       {0xe8, 0x95, 0x4a, 0xff}, // a copper bowl
	mb.ActMalice:     {0xe0, 0x4f, 0x5f, 0xff}, // Malice red
	mb.ActCall:       {0xff, 0xd0, 0x4a, 0xff}, // a gold bell
	mb.ActGainGrunt:  {0x5c, 0xd8, 0x8a, 0xff}, // a Grunt and a green plus
	mb.ActSummon:     {0xc4, 0xa0, 0xff, 0xff}, // Spider Jack's lilac
}

// actionColour is the colour of an action's icon (its disc when small).
func actionColour(a mb.Act) color.RGBA {
	if c, ok := actionColours[a]; ok {
		return c
	}
	return sprites.ColTextDim
}

type actionKey struct {
	act  mb.Act
	n    int8
	size int16 // whole pixels
}

var actionIcons = sprites.NewCache(256, false, func(k actionKey) sprites.Shape {
	w := int(k.size) + 4
	return sprites.Shape{W: w, H: w, OX: float64(w) / 2, OY: float64(w) / 2}
}, func(img *ebiten.Image, k actionKey, sh sprites.Shape) {
	paintActionIcon(img, k.act, int(k.n), sh.OX, sh.OY, float64(k.size))
}).OnCPU()

// drawActionIcon draws the icon of action a (with its number n, for
// Spook Juice and Malice) centred on (cx, cy), fitting a square of size
// pixels. It is painted once per size into the cache.
func drawActionIcon(dst *ebiten.Image, a mb.Act, n int, cx, cy, size float64) {
	if a == mb.ActNone || size < 2 {
		return
	}
	if a != mb.ActJuice && a != mb.ActMalice {
		n = 0
	}
	s := actionIcons.Get(actionKey{a, int8(max(-128, min(127, n))), int16(math.Round(size))})
	if s == nil {
		return
	}
	sprites.Draw(dst, s, cx, cy, sprites.White)
}

// paintActionIcon paints the icon like drawActionIcon but directly,
// anti-aliased, without the cache: for painting into a sprite of one's
// own.
func paintActionIcon(dst *ebiten.Image, a mb.Act, n int, cx, cy, size float64) {
	if a == mb.ActNone {
		return
	}
	fill := actionColour(a)
	ic := iconPen{dst: dst, x: cx, y: cy, u: size / 2, line: math.Max(1, size*0.06)}
	if size < iconDetail {
		ic.dot(0, 0, 0.7, fill)
		return
	}
	switch a {
	case mb.ActJuice:
		ic.drop(fill)
		ic.number(n, 0.28, sprites.Ink)
	case mb.ActMalice:
		ic.horned(fill)
		ic.number(n, 0.16, sprites.White)
	case mb.ActSummon:
		ic.spider(fill)
	case mb.ActCall:
		ic.bell(fill)
	case mb.ActFeed:
		ic.bowl(fill)
	case mb.ActPromote:
		ic.arrow(-0.42, 0.8, -0.42, -0.85, fill)
		ic.arrow(0.42, -0.8, 0.42, 0.85, fill)
	case mb.ActSwap:
		ic.arrow(-0.9, -0.4, 0.92, -0.4, fill)
		ic.arrow(0.9, 0.42, -0.92, 0.42, fill)
	case mb.ActMoveGrunt:
		ic.grunt(-0.3, 0.05, 0.62, fill)
		ic.arrow(0.28, 0.05, 0.98, 0.05, sprites.ColText)
	case mb.ActMoveMinion:
		ic.minion(-0.3, 0.05, 0.6, fill)
		ic.arrow(0.28, 0.05, 0.98, 0.05, sprites.ColText)
	case mb.ActGainGrunt:
		ic.grunt(-0.15, 0.12, 0.72, actionColours[mb.ActMoveGrunt])
		ic.plus(0.58, -0.55, 0.4, fill)
	}
}

// iconPen paints the parts of an icon centred on (x, y), of radius u,
// outlined line pixels wide in sprites.Ink.
type iconPen struct {
	dst     *ebiten.Image
	x, y, u float64
	line    float64
}

// at is the point (dx, dy) in icon radii from the centre.
func (ic *iconPen) at(dx, dy float64) (float32, float32) {
	return float32(ic.x + dx*ic.u), float32(ic.y + dy*ic.u)
}

// fill fills p with c and outlines it.
func (ic *iconPen) fill(p *vector.Path, c color.RGBA) {
	sprites.FillPath(ic.dst, p, c)
	sprites.StrokePath(ic.dst, p, ic.line, sprites.Ink)
}

// circle is a circle of radius r radii at (dx, dy).
func (ic *iconPen) circle(dx, dy, r float64) *vector.Path {
	p := &vector.Path{}
	x, y := ic.at(dx, dy)
	p.Arc(x, y, float32(r*ic.u), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return p
}

// disc is a filled, outlined circle of radius r radii at (dx, dy).
func (ic *iconPen) disc(dx, dy, r float64, c color.RGBA) { ic.fill(ic.circle(dx, dy, r), c) }

// dot is a filled circle without outline.
func (ic *iconPen) dot(dx, dy, r float64, c color.RGBA) {
	sprites.FillPath(ic.dst, ic.circle(dx, dy, r), c)
}

// stroke draws the open path p line-wide in c over an sprites.Ink outline.
func (ic *iconPen) stroke(p *vector.Path, w float64, c color.RGBA) {
	sprites.StrokePath(ic.dst, p, w+2*ic.line, sprites.Ink)
	sprites.StrokePath(ic.dst, p, w, c)
}

// number writes n (when positive and the icon is big enough) centred dy
// radii below the icon's centre.
func (ic *iconPen) number(n int, dy float64, c color.RGBA) {
	if n <= 0 || ic.u*2 < iconNumber {
		return
	}
	s := strconv.Itoa(n)
	size := ic.u * 1.05
	if len(s) > 1 {
		size *= 0.8
	}
	sprites.PaintText(ic.dst, s, size, true, ic.x, ic.y+dy*ic.u, sprites.AlignCenter, sprites.AlignCenter, c)
}

// drop is a Spook Juice drop: a point at the top, round below.
func (ic *iconPen) drop(c color.RGBA) {
	p := &vector.Path{}
	p.MoveTo(ic.at(0, -0.98))
	x1, y1 := ic.at(0.3, -0.55)
	x2, y2 := ic.at(0.74, -0.2)
	x3, y3 := ic.at(0.74, 0.26)
	p.CubicTo(x1, y1, x2, y2, x3, y3)
	cx, cy := ic.at(0, 0.26)
	p.Arc(cx, cy, float32(0.74*ic.u), 0, math.Pi, vector.Clockwise)
	x1, y1 = ic.at(-0.74, -0.2)
	x2, y2 = ic.at(-0.3, -0.55)
	x3, y3 = ic.at(0, -0.98)
	p.CubicTo(x1, y1, x2, y2, x3, y3)
	p.Close()
	ic.fill(p, c)
}

// horned is the Malice coin: a disc with two devil's horns.
func (ic *iconPen) horned(c color.RGBA) {
	for _, side := range [2]float64{-1, 1} {
		p := &vector.Path{}
		p.MoveTo(ic.at(side*0.62, -0.3))
		x1, y1 := ic.at(side*0.92, -0.62)
		x2, y2 := ic.at(side*0.8, -0.98)
		p.QuadTo(x1, y1, x2, y2)
		x1, y1 = ic.at(side*0.55, -0.78)
		x2, y2 = ic.at(side*0.2, -0.66)
		p.QuadTo(x1, y1, x2, y2)
		p.Close()
		ic.fill(p, sprites.Mix(c, sprites.Ink, 0.25))
	}
	ic.disc(0, 0.16, 0.78, c)
}

// spider is Spider Jack: a round body, a head and eight bent legs.
func (ic *iconPen) spider(c color.RGBA) {
	legs := &vector.Path{}
	for _, side := range [2]float64{-1, 1} {
		for i := 0; i < 4; i++ {
			y0 := -0.12 + float64(i)*0.16
			kneeY := -0.62 + float64(i)*0.36
			footY := -0.3 + float64(i)*0.36
			legs.MoveTo(ic.at(side*0.2, y0))
			legs.LineTo(ic.at(side*0.6, kneeY))
			legs.LineTo(ic.at(side*0.8, footY))
		}
	}
	ic.stroke(legs, math.Max(1, ic.u*0.13), c)
	ic.disc(0, 0.2, 0.42, c)
	ic.disc(0, -0.34, 0.27, c)
	if ic.u*2 >= 16 {
		for _, side := range [2]float64{-1, 1} {
			ic.dot(side*0.11, -0.38, 0.07, sprites.ColWarm)
		}
	}
}

// bell is the bell that calls Spider Jack, with its clapper and a ring
// of sound on each side.
func (ic *iconPen) bell(c color.RGBA) {
	ic.disc(0, 0.72, 0.17, c)
	p := &vector.Path{}
	p.MoveTo(ic.at(-0.72, 0.6))
	x1, y1 := ic.at(-0.5, 0.38)
	x2, y2 := ic.at(-0.5, -0.1)
	p.QuadTo(x1, y1, x2, y2)
	x1, y1 = ic.at(-0.48, -0.78)
	x2, y2 = ic.at(0, -0.78)
	p.QuadTo(x1, y1, x2, y2)
	x1, y1 = ic.at(0.48, -0.78)
	x2, y2 = ic.at(0.5, -0.1)
	p.QuadTo(x1, y1, x2, y2)
	x1, y1 = ic.at(0.5, 0.38)
	x2, y2 = ic.at(0.72, 0.6)
	p.QuadTo(x1, y1, x2, y2)
	p.Close()
	ic.fill(p, c)
	ic.disc(0, -0.86, 0.12, c)
	if ic.u*2 >= 18 {
		for _, side := range [2]float64{-1, 1} {
			a := &vector.Path{}
			a.MoveTo(ic.at(side*0.78, -0.5))
			x, y := ic.at(side*1.02, -0.25)
			x2, y2 := ic.at(side*0.86, 0.02)
			a.QuadTo(x, y, x2, y2)
			sprites.StrokePath(ic.dst, a, math.Max(1, ic.u*0.09), c)
		}
	}
}

// bowl is the bowl that feeds Spider Jack: a heap of food in a bowl.
func (ic *iconPen) bowl(c color.RGBA) {
	food := color.RGBA{0xf4, 0xe0, 0xb0, 0xff}
	ic.disc(-0.3, -0.12, 0.3, food)
	ic.disc(0.3, -0.12, 0.3, food)
	ic.disc(0, -0.3, 0.34, food)
	p := &vector.Path{}
	p.MoveTo(ic.at(-0.96, 0))
	p.LineTo(ic.at(0.96, 0))
	x1, y1 := ic.at(0.9, 0.72)
	x2, y2 := ic.at(0.3, 0.78)
	p.QuadTo(x1, y1, x2, y2)
	p.LineTo(ic.at(-0.3, 0.78))
	x1, y1 = ic.at(-0.9, 0.72)
	x2, y2 = ic.at(-0.96, 0)
	p.QuadTo(x1, y1, x2, y2)
	p.Close()
	ic.fill(p, c)
}

// arrow is a filled arrow from (x0, y0) to its head at (x1, y1), in
// icon radii.
func (ic *iconPen) arrow(x0, y0, x1, y1 float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	dx, dy = dx/l, dy/l
	nx, ny := -dy, dx
	const shaft, head, headL = 0.13, 0.34, 0.44
	hx, hy := x1-dx*headL, y1-dy*headL
	pts := [7][2]float64{
		{x0 + nx*shaft, y0 + ny*shaft}, {hx + nx*shaft, hy + ny*shaft}, {hx + nx*head, hy + ny*head},
		{x1, y1},
		{hx - nx*head, hy - ny*head}, {hx - nx*shaft, hy - ny*shaft}, {x0 - nx*shaft, y0 - ny*shaft},
	}
	ic.polygon(pts[:], 0, 0, c)
}

// polygon fills and outlines the polygon of points pts (in icon radii)
// moved by (dx, dy).
func (ic *iconPen) polygon(pts [][2]float64, dx, dy float64, c color.RGBA) {
	p := &vector.Path{}
	for i, q := range pts {
		x, y := ic.at(dx+q[0], dy+q[1])
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	ic.fill(p, c)
}

// grunt is a Grunt as the board draws one: a round monster with one eye.
func (ic *iconPen) grunt(dx, dy, r float64, c color.RGBA) {
	ic.disc(dx, dy, r, c)
	e := r * 0.32
	ic.disc(dx, dy-r*0.1, e, sprites.White)
	ic.dot(dx, dy-r*0.05, e*0.5, sprites.Ink)
}

// minion is a Minion as the board draws one: a square imp with two red
// eyes.
func (ic *iconPen) minion(dx, dy, r float64, c color.RGBA) {
	s := r * 0.85
	ic.polygon([][2]float64{{-s, -s}, {s, -s}, {s, s}, {-s, s}}, dx, dy, c)
	eye := color.RGBA{0xe0, 0x4f, 0x5f, 0xff}
	for _, side := range [2]float64{-1, 1} {
		ic.dot(dx+side*s*0.42, dy-s*0.15, s*0.22, eye)
	}
}

// plus is a plus sign of half-length r radii at (dx, dy).
func (ic *iconPen) plus(dx, dy, r float64, c color.RGBA) {
	t := r * 0.36
	ic.polygon([][2]float64{{-t, -r}, {t, -r}, {t, -t}, {r, -t}, {r, t}, {t, t}, {t, r}, {-t, r}, {-t, t}, {-r, t}, {-r, -t}, {-t, -t}}, dx, dy, c)
}
