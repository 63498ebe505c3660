package fandango

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// spriteKind says which picture a spriteKey names.
type spriteKind uint8

const (
	spCounter spriteKind = iota // a unit: kind (which), colour and symbol, items carried (n), knocked down (flag)
	spItem                      // an item chip (which)
	spHexFill                   // a white hex, tinted when drawn
	spHexRing                   // a white hex outline
	spD8                        // a d8 showing which (0: blank): sprites.PaintD8
	spArrow                     // a white arrow pointing east
	spBadge                     // a stack's count badge: a dark disc with a light rim
)

// spriteKey names one cached picture.
type spriteKey struct {
	kind   spriteKind
	which  int
	n      int
	flag   bool
	size   int
	colour color.RGBA
	symbol string
}

// gfx are the table's pictures: the sprites and the map layer.
type gfx struct {
	mapClip  ui.Clip // the screen clipped to the map, kept
	cache    *sprites.Cache[spriteKey]
	layer    *ebiten.Image
	layerZ   float64 // the zoom the layer was painted at
	layerSig []int8  // the searched hexes and lairs it shows
	sig      []int8
	path     vector.Path
}

// wildColour is the colour of the map's random monsters.
var wildColour = color.RGBA{0x8a, 0x2f, 0x3a, 0xff}

// sprite returns the cached picture k names.
func (t *Table) sprite(k spriteKey) *sprites.Sprite {
	if t.gfx.cache == nil {
		shape := func(k spriteKey) sprites.Shape {
			w := k.size + 4
			return sprites.Shape{W: w, H: w, OX: float64(w) / 2, OY: float64(w) / 2}
		}
		t.gfx.cache = sprites.NewCache(400, false, shape, func(img *ebiten.Image, k spriteKey, sh sprites.Shape) {
			t.paintSprite(img, k, sh)
		})
	}
	return t.gfx.cache.Get(k)
}

// drawSprite draws the picture k names centred on (x, y), tinted.
func (t *Table) drawSprite(dst *ebiten.Image, k spriteKey, x, y float64, clr color.RGBA) {
	if sp := t.sprite(k); sp != nil {
		sprites.Draw(dst, sp, x, y, clr)
	}
}

// paintSprite paints the picture k names into img, centred.
func (t *Table) paintSprite(img *ebiten.Image, k spriteKey, sh sprites.Shape) {
	cx, cy := sh.OX, sh.OY
	r := float64(k.size) / 2
	switch k.kind {
	case spCounter:
		paintToken(img, k, cx, cy, r)
	case spItem:
		paintItemChip(img, fd.Item(k.which), cx, cy, r)
	case spHexFill, spHexRing:
		p := sprites.HexPath(cx, cy, r)
		if k.kind == spHexFill {
			ui.FillPath(img, p, sprites.White)
		} else {
			ui.StrokePath(img, p, max(2, r*0.12), sprites.White)
		}
	case spD8:
		sprites.PaintD8(img, cx, cy, r, k.which)
	case spBadge:
		q := &pen{img: img, cx: cx, cy: cy, r: r}
		q.ellipse(0, 0, 0.95, 0.95, color.RGBA{0x1c, 0x18, 0x28, 0xff}, false)
		sprites.StrokePath(img, &q.p, max(1, r*0.14), color.RGBA{0xf0, 0xec, 0xf8, 0xff})
	case spArrow:
		var p vector.Path
		p.MoveTo(float32(cx+r), float32(cy))
		p.LineTo(float32(cx-r*0.4), float32(cy-r*0.8))
		p.LineTo(float32(cx-r*0.4), float32(cy+r*0.8))
		p.Close()
		ui.FillPath(img, &p, sprites.White)
	}
}

// lum is a colour's brightness, 0-255.
func lum(c color.RGBA) int { return (int(c.R)*30 + int(c.G)*59 + int(c.B)*11) / 100 }

// counterKey is unit u's counter at size px.
func (t *Table) counterKey(u *fd.Unit, px float64) spriteKey {
	k := spriteKey{kind: spCounter, which: int(u.Kind), flag: u.Flipped, size: max(8, int(px)), colour: wildColour}
	if u.Owner >= 0 && u.Owner < len(t.seats) {
		k.colour, k.symbol = t.seats[u.Owner].Color, t.seats[u.Owner].Symbol
	} else if u.Owner >= 0 {
		k.colour, k.symbol = ui.Look(u.Owner)
	}
	return k
}

// terrain kinds, scenery only.
const (
	meadow = iota
	woods
	hills
	heath
)

// terrainOf is hex h's scenery: a fixed pattern, so every game on a map
// of one size looks the same.
func terrainOf(h int) int {
	x := uint32(h)*2654435761 + 0x9e37
	x ^= x >> 13
	switch x % 10 {
	case 0, 1, 2:
		return woods
	case 3, 4:
		return hills
	case 5:
		return heath
	}
	return meadow
}

// terrainName names hex h's scenery.
func terrainName(h int) string {
	return [...]string{"meadow", "woods", "hills", "heath"}[terrainOf(h)]
}

var terrainColours = [...]color.RGBA{
	{0x5e, 0x8c, 0x4a, 0xff}, {0x3f, 0x6e, 0x3c, 0xff}, {0x8a, 0x86, 0x52, 0xff}, {0x7a, 0x6e, 0x58, 0xff},
}

// paintLayer paints the map (terrain, starting hexes, corners, ends,
// searched hexes and lairs) at the camera's zoom into the layer image.
func (t *Table) paintLayer() {
	st := t.st
	b := st.Board()
	z := t.cam.Zoom
	bb := boardBounds(b)
	w, h := int(math.Ceil(bb.W*z)), int(math.Ceil(bb.H*z))
	g := &t.gfx
	if g.layer != nil {
		if bw, bh := g.layer.Bounds().Dx(), g.layer.Bounds().Dy(); bw != w || bh != h {
			g.layer.Deallocate()
			g.layer = nil
		}
	}
	if g.layer == nil {
		g.layer = ebiten.NewImage(max(w, 1), max(h, 1))
	}
	g.layer.Clear()
	g.layerZ = z
	g.layerSig = append(g.layerSig[:0], t.searchSig()...)
	grid := ui.HexGrid{X: -bb.X * z, Y: -bb.Y * z, Size: baseHex * z}
	s := grid.Size
	p := &g.path
	for hx := range b.NumHexes() {
		cx, cy := grid.Center(hexOf(b, hx))
		ter := terrainOf(hx)
		col := terrainColours[ter]
		if b.End(hx) != 0 {
			col = ui.Mix(col, color.RGBA{0xd8, 0xc8, 0x90, 0xff}, 0.18)
		}
		hex := sprites.HexPath(cx, cy, s*0.97)
		ui.FillPathFast(g.layer, hex, col)
		ui.StrokePathFast(g.layer, hex, max(1, s*0.05), ui.Mix(col, color.RGBA{0, 0, 0, 0xff}, 0.35))
		switch ter {
		case woods:
			for i := range 3 {
				tx := cx + s*(-0.35+0.35*float64(i))
				ty := cy + s*(0.28-0.2*float64(i%2))
				*p = vector.Path{}
				p.MoveTo(float32(tx), float32(ty-s*0.3))
				p.LineTo(float32(tx+s*0.14), float32(ty))
				p.LineTo(float32(tx-s*0.14), float32(ty))
				p.Close()
				ui.FillPathFast(g.layer, p, color.RGBA{0x2a, 0x50, 0x2a, 0xff})
			}
		case hills:
			for i := range 2 {
				tx := cx + s*(-0.25+0.5*float64(i))
				ty := cy + s*0.35
				*p = vector.Path{}
				p.MoveTo(float32(tx-s*0.25), float32(ty))
				p.LineTo(float32(tx), float32(ty-s*0.25))
				p.LineTo(float32(tx+s*0.25), float32(ty))
				p.Close()
				ui.FillPathFast(g.layer, p, color.RGBA{0x6e, 0x68, 0x40, 0xff})
			}
		case heath:
			for i := range 4 {
				sprites.FillRect(g.layer, cx-s*0.4+float64(i)*s*0.25, cy+s*0.4, s*0.06, s*0.12, color.RGBA{0x9a, 0x6a, 0x8a, 0xff})
			}
		}
		if st.IsLair(hx) {
			ui.FillPathFast(g.layer, sprites.HexPath(cx, cy, s*0.97), color.RGBA{0x55, 0x4c, 0x50, 0xff})
			*p = vector.Path{}
			p.MoveTo(float32(cx-s*0.45), float32(cy+s*0.45))
			p.LineTo(float32(cx-s*0.3), float32(cy-s*0.05))
			p.LineTo(float32(cx), float32(cy-s*0.2))
			p.LineTo(float32(cx+s*0.3), float32(cy-s*0.05))
			p.LineTo(float32(cx+s*0.45), float32(cy+s*0.45))
			p.Close()
			ui.FillPathFast(g.layer, p, color.RGBA{0x20, 0x14, 0x18, 0xff})
		} else if by := st.SearchedBy(hx); by >= 0 {
			ui.FillPathFast(g.layer, sprites.HexPath(cx, cy+s*0.45, s*0.2), color.RGBA{0x6b, 0x4a, 0x2a, 0xff})
		}
	}
	for i, c := range b.Corners() {
		cx, cy := grid.Center(hexOf(b, c))
		dx := []float64{-1, 1, -1, 1}[i]
		sprites.FillRect(g.layer, cx+dx*s*0.55-s*0.06, cy-s*0.55, s*0.12, s*0.35, color.RGBA{0xe8, 0xe0, 0xd0, 0xff})
	}
	for pl := range st.NumPlayers() {
		c, sym := ui.Look(pl)
		if pl < len(t.seats) {
			c, sym = t.seats[pl].Color, t.seats[pl].Symbol
		}
		cx, cy := grid.Center(hexOf(b, b.Start(pl)))
		ui.StrokePathFast(g.layer, sprites.HexPath(cx, cy, s*0.9), max(2, s*0.1), c)
		// the village: a house with its player's symbol on the roof
		sprites.FillRect(g.layer, cx-s*0.3, cy+s*0.35, s*0.6, s*0.35, color.RGBA{0xe8, 0xd8, 0xb8, 0xff})
		ui.DrawSymbol(g.layer, sym, cx, cy+s*0.52, s*0.12, c)
	}
}

// searchSig is what of the map changes: who searched each hex, the lairs.
func (t *Table) searchSig() []int8 {
	st := t.st
	sig := t.gfx.sig[:0]
	for h := range st.Board().NumHexes() {
		v := int8(st.SearchedBy(h))
		if st.IsLair(h) {
			v = 100
		}
		sig = append(sig, v)
	}
	t.gfx.sig = sig
	return sig
}
