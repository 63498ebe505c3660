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
	spCounter spriteKind = iota // a unit's token: kind (which), colour and symbol, knocked down (flag)
	spItem                      // an item's figure on a chip (which)
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
	layerLB  ui.Rect // and the part of the map it holds (layerBounds then)
	layerSig []int8  // the searched hexes and lairs it shows
	// seenZ is the zoom of the last frame drawn and zoomStill how many
	// frames in a row have had it: while fingers pinch (the zoom changes
	// every frame) the layer is drawn scaled, and painted afresh once the
	// zoom rests.
	seenZ     float64
	zoomStill int
	paints    int // how many times the layer was painted (for tests)
	sig       []int8
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
		// Painted on the CPU (TestSpritesPaintOnTheCPUAsOnTheGPU): on the
		// GPU every anti-aliased fill costs an offscreen pass.
		t.gfx.cache = sprites.NewCache(400, false, shape, func(img *ebiten.Image, k spriteKey, sh sprites.Shape) {
			t.paintSprite(img, k, sh)
		}).OnCPU()
	}
	return t.gfx.cache.Get(k)
}

// drawSprite draws the picture k names centred on (x, y), tinted. The
// figures (tokens, items, badges) are painted at a few sizes only and
// drawn scaled down to the size asked for: zooming the map does not paint
// every unit's figure again at each step.
func (t *Table) drawSprite(dst *ebiten.Image, k spriteKey, x, y float64, clr color.RGBA) {
	if k.kind != spCounter && k.kind != spItem && k.kind != spBadge {
		if sp := t.sprite(k); sp != nil {
			sprites.Draw(dst, sp, x, y, clr)
		}
		return
	}
	want := k.size
	k.size = figureSize(want)
	sp := t.sprite(k)
	if sp == nil {
		return
	}
	f := float64(want) / float64(k.size)
	scaledOp = ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	scaledOp.GeoM.Translate(-sp.OX, -sp.OY)
	scaledOp.GeoM.Scale(f, f)
	scaledOp.GeoM.Translate(math.Round(x), math.Round(y))
	sprites.ScaleBy(&scaledOp.ColorScale, clr)
	dst.DrawImage(sp.Img, &scaledOp)
}

var scaledOp ebiten.DrawImageOptions

// figureSizes are the sizes the figures are painted at.
var figureSizes = [...]int{12, 16, 20, 24, 28, 34, 40, 48, 56, 64, 76, 90, 108, 128, 160, 200}

// figureSize is the painted size a figure of n pixels is drawn from: the
// least of figureSizes at or above n.
func figureSize(n int) int {
	for _, s := range figureSizes {
		if s >= n {
			return s
		}
	}
	return n
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
	{0x6a, 0x9a, 0x4e, 0xff}, {0x3f, 0x74, 0x3e, 0xff}, {0x9a, 0x92, 0x5a, 0xff}, {0x8a, 0x74, 0x6a, 0xff},
}

// layerBounds is the rectangle of board units the map layer covers: the
// board and, around it, wild land beyond the map far enough to fill the
// map's panel at the fitted zoom (no more than the largest image allows).
func (t *Table) layerBounds() ui.Rect {
	bb := boardBounds(t.st.Board())
	if t.fitZ <= 0 || t.cam.Zoom <= 0 {
		return bb
	}
	m := t.lay.mapR
	w := max(bb.W, m.W/t.fitZ) + 4*baseHex
	h := max(bb.H, m.H/t.fitZ) + 4*baseHex
	w = min(w, max(bb.W, 4000/t.cam.Zoom))
	h = min(h, max(bb.H, 4000/t.cam.Zoom))
	return ui.Rect{X: bb.X + bb.W/2 - w/2, Y: bb.Y + bb.H/2 - h/2, W: w, H: h}
}

// hash is a fixed scatter of small whole numbers: the same map looks the
// same in every game.
func hash(a, b int) uint32 {
	x := uint32(a)*2654435761 ^ uint32(b)*40503 + 0x9e37
	x ^= x >> 13
	x *= 0x5bd1e995
	return x ^ x>>15
}

// paintLayer paints the map (the land beyond it, terrain, starting
// hexes, corners, ends, searched hexes and lairs) at the camera's zoom
// into the layer image.
func (t *Table) paintLayer() {
	st := t.st
	b := st.Board()
	z := t.cam.Zoom
	lb := t.layerBounds()
	w, h := int(math.Ceil(lb.W*z)), int(math.Ceil(lb.H*z))
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
	g.layer.Fill(colWater)
	g.layerZ, g.layerLB = z, lb
	g.paints++
	g.layerSig = append(g.layerSig[:0], t.searchSig()...)
	grid := ui.HexGrid{X: -lb.X * z, Y: -lb.Y * z, Size: baseHex * z}
	s := grid.Size
	// the land beyond the map: dark woods and hills, no grid
	dx, dy := s*math.Sqrt(3), s*1.5
	for row := int(math.Floor(lb.Y/(baseHex*1.5))) - 1; float64(row)*dy <= lb.Y*z+float64(h)+dy; row++ {
		for col := int(math.Floor(lb.X/(baseHex*math.Sqrt(3)))) - 2; float64(col)*dx <= lb.X*z+float64(w)+dx; col++ {
			if row >= 0 && row < b.Height && col >= 0 && col < b.Width {
				continue
			}
			cx, cy := grid.Center(ui.Hex{Q: col - (row-(row&1))/2, R: row})
			seed := hash(col+1000, row+1000)
			ter := int(seed % 4)
			if seed%7 < 3 {
				ter = woods // the wild land is mostly forest
			}
			if ter == meadow || ter == heath {
				ter = hills
			}
			cc := ui.Mix(terrainColours[ter], color.RGBA{0x1c, 0x26, 0x2a, 0xff}, 0.58)
			sprites.FillPathFlat(g.layer, sprites.HexPath(cx, cy, s*1.02), cc)
			t.paintScenery(ter, cc, cx, cy, s, seed, 0.5)
		}
	}
	// the map's edge: a dark rim round every hex, a light line outside
	for hx := range b.NumHexes() {
		cx, cy := grid.Center(hexOf(b, hx))
		sprites.FillPathFlat(g.layer, sprites.HexPath(cx, cy, s*1.12), color.RGBA{0xe8, 0xd8, 0xa8, 0xff})
	}
	for hx := range b.NumHexes() {
		cx, cy := grid.Center(hexOf(b, hx))
		sprites.FillPathFlat(g.layer, sprites.HexPath(cx, cy, s*1.04), color.RGBA{0x2c, 0x24, 0x18, 0xff})
	}
	for hx := range b.NumHexes() {
		cx, cy := grid.Center(hexOf(b, hx))
		ter := terrainOf(hx)
		col := terrainColours[ter]
		if b.End(hx) != 0 {
			col = ui.Mix(col, color.RGBA{0xe8, 0xd8, 0x98, 0xff}, 0.22)
		}
		for p := range st.NumPlayers() {
			if b.Start(p) == hx {
				col = ui.Mix(col, t.seatColour(p), 0.3)
			}
		}
		sprites.FillPathFlat(g.layer, sprites.HexPath(cx, cy, s*0.96), col)
		sprites.FillPathFlat(g.layer, sprites.HexPath(cx, cy-s*0.06, s*0.8), ui.Mix(col, color.RGBA{0xff, 0xff, 0xe0, 0xff}, 0.08))
		t.paintScenery(ter, col, cx, cy, s, hash(hx, 7), 1)
		if st.IsLair(hx) {
			t.paintLair(cx, cy, s)
		} else if by := st.SearchedBy(hx); by >= 0 {
			// a dug hole with its heap of earth and a spade
			q := &pen{img: g.layer, cx: cx, cy: cy, r: s}
			q.begin(0.05, 0.62)
			q.quad(0.35, 0.25, 0.62, 0.6)
			q.p.Close()
			sprites.FillPathFlat(g.layer, &q.p, color.RGBA{0x8a, 0x62, 0x3a, 0xff})
			ellipseFast(g.layer, cx-s*0.25, cy+s*0.55, s*0.26, s*0.13, color.RGBA{0x3a, 0x26, 0x16, 0xff})
			ellipseFast(g.layer, cx-s*0.25, cy+s*0.58, s*0.2, s*0.08, color.RGBA{0x24, 0x16, 0x0c, 0xff})
			vector.StrokeLine(g.layer, float32(cx+s*0.3), float32(cy+s*0.45), float32(cx+s*0.5), float32(cy+s*0.12), float32(max(1, s*0.05)), figWood, false)
			sprites.FillRect(g.layer, cx+s*0.24, cy+s*0.42, s*0.12, s*0.1, figSteel)
		}
	}
	// the corners: a standing stone with a pennant
	for _, c := range b.Corners() {
		cx, cy := grid.Center(hexOf(b, c))
		x, y := cx+s*0.5, cy-s*0.2
		ellipseFast(g.layer, x, y+s*0.3, s*0.16, s*0.06, color.RGBA{0, 0, 0, 0x50})
		q := &pen{img: g.layer, cx: x, cy: y, r: s}
		q.begin(-0.1, 0.3)
		q.line(-0.08, -0.2)
		q.line(0, -0.28)
		q.line(0.09, -0.18)
		q.line(0.1, 0.3)
		q.p.Close()
		sprites.FillPathFlat(g.layer, &q.p, color.RGBA{0xc8, 0xc4, 0xb8, 0xff})
		vector.StrokeLine(g.layer, float32(x), float32(y-s*0.25), float32(x), float32(y-s*0.7), float32(max(1, s*0.04)), figWood, false)
		q.begin(0, -0.7)
		q.line(0.3, -0.6)
		q.line(0, -0.5)
		q.p.Close()
		sprites.FillPathFlat(g.layer, &q.p, color.RGBA{0xf2, 0xe6, 0xc0, 0xff})
	}
	for pl := range st.NumPlayers() {
		c, sym := ui.Look(pl)
		if pl < len(t.seats) {
			c, sym = t.seats[pl].Color, t.seats[pl].Symbol
		}
		cx, cy := grid.Center(hexOf(b, b.Start(pl)))
		ui.StrokePathFast(g.layer, sprites.HexPath(cx, cy, s*0.9), max(2, s*0.1), c)
		// the village: two cottages roofed in the player's colour
		for i, hx := range [2][3]float64{{-0.38, 0.42, 0.2}, {0.3, 0.5, 0.16}} {
			x, y, w := cx+hx[0]*s, cy+hx[1]*s, hx[2]*s
			sprites.FillRect(g.layer, x-w, y-w*0.6, 2*w, w*1.2, color.RGBA{0xf0, 0xe4, 0xc8, 0xff})
			q := &pen{img: g.layer, cx: x, cy: y, r: w}
			q.begin(-1.25, -0.55)
			q.line(0, -1.5)
			q.line(1.25, -0.55)
			q.p.Close()
			sprites.FillPathFlat(g.layer, &q.p, ui.Mix(c, color.RGBA{0, 0, 0, 0xff}, 0.15))
			sprites.FillRect(g.layer, x-w*0.25, y, w*0.5, w*0.6, color.RGBA{0x5a, 0x3a, 0x20, 0xff})
			if i == 0 {
				ui.DrawSymbol(g.layer, sym, x, y-w*0.95, w*0.32, c)
			}
		}
	}
}

// ellipseFast fills an ellipse without anti-aliasing (the map layer).
func ellipseFast(dst *ebiten.Image, x, y, rx, ry float64, c color.RGBA) {
	q := &pen{img: dst, r: 1}
	q.ellipsePath(x, y, rx, ry)
	sprites.FillPathFlat(dst, &q.p, c)
}

// paintScenery paints a hex's terrain at (cx, cy), size s, into the
// layer: grass and flowers on a meadow, round trees in woods, shaded
// mounds on hills, bushes on the heath. seed places them; light dims the
// colours (the land beyond the map is darker).
func (t *Table) paintScenery(ter int, base color.RGBA, cx, cy, s float64, seed uint32, light float64) {
	img := t.gfx.layer
	dark := func(c color.RGBA, f float64) color.RGBA {
		return ui.Mix(c, color.RGBA{0x10, 0x18, 0x14, 0xff}, f+(1-light)*0.5)
	}
	pos := func(i int) (float64, float64) {
		v := hash(int(seed), i)
		return cx + s*(float64(v%100)/100*1.1-0.55), cy + s*(float64(v/100%100)/100*1.0-0.5)
	}
	switch ter {
	case meadow:
		for i := range 5 {
			x, y := pos(i)
			c := dark(base, 0.3)
			vector.StrokeLine(img, float32(x), float32(y), float32(x-s*0.05), float32(y-s*0.1), float32(max(1, s*0.035)), c, false)
			vector.StrokeLine(img, float32(x), float32(y), float32(x+s*0.05), float32(y-s*0.1), float32(max(1, s*0.035)), c, false)
		}
		if light == 1 {
			for i := range 3 {
				x, y := pos(10 + i)
				fl := [3]color.RGBA{{0xf8, 0xf0, 0xe0, 0xff}, {0xf8, 0xd8, 0x40, 0xff}, {0xe8, 0x90, 0xc0, 0xff}}[hash(int(seed), 20+i)%3]
				ellipseFast(img, x, y, s*0.04, s*0.04, fl)
			}
		}
	case woods:
		for i := range 4 {
			x := cx + s*(-0.42+0.28*float64(i))
			y := cy + s*(0.05+0.18*float64((i+int(seed))%2)) - s*0.1
			sprites.FillRect(img, x-s*0.03, y+s*0.05, s*0.06, s*0.16, dark(figWood, 0.2))
			ellipseFast(img, x, y, s*0.19, s*0.2, dark(base, 0.35))
			ellipseFast(img, x-s*0.04, y-s*0.05, s*0.12, s*0.12, ui.Mix(base, color.RGBA{0x9c, 0xd0, 0x70, 0xff}, 0.35*light))
		}
	case hills:
		for i := range 2 {
			x := cx + s*(-0.25+0.48*float64(i))
			y := cy + s*(0.3-0.25*float64(i))
			q := &pen{img: img, cx: x, cy: y, r: s}
			q.begin(-0.32, 0.08)
			q.quad(-0.2, -0.3, 0, -0.3)
			q.quad(0.2, -0.3, 0.32, 0.08)
			q.p.Close()
			sprites.FillPathFlat(img, &q.p, dark(base, 0.25))
			q.begin(-0.28, 0.08)
			q.quad(-0.18, -0.25, 0, -0.27)
			q.quad(-0.04, -0.1, -0.02, 0.08)
			q.p.Close()
			sprites.FillPathFlat(img, &q.p, ui.Mix(base, color.RGBA{0xf0, 0xe8, 0xb0, 0xff}, 0.3*light))
		}
	case heath:
		for i := range 5 {
			x, y := pos(i)
			ellipseFast(img, x, y, s*0.1, s*0.07, dark(color.RGBA{0x8a, 0x5a, 0x7a, 0xff}, 0.1))
			ellipseFast(img, x-s*0.02, y-s*0.02, s*0.05, s*0.035, ui.Mix(color.RGBA{0xc0, 0x7a, 0xb0, 0xff}, base, 1-light))
		}
	}
}

// paintLair paints a lair: a rocky mound, a cave mouth with eyes in the
// dark and bones before it.
func (t *Table) paintLair(cx, cy, s float64) {
	img := t.gfx.layer
	sprites.FillPathFlat(img, sprites.HexPath(cx, cy, s*0.96), color.RGBA{0x6a, 0x62, 0x5e, 0xff})
	q := &pen{img: img, cx: cx, cy: cy, r: s}
	q.begin(-0.7, 0.5)
	q.quad(-0.6, -0.45, 0, -0.5)
	q.quad(0.6, -0.45, 0.7, 0.5)
	q.p.Close()
	sprites.FillPathFlat(img, &q.p, color.RGBA{0x8a, 0x80, 0x78, 0xff})
	q.begin(-0.35, 0.5)
	q.quad(-0.3, -0.15, 0, -0.18)
	q.quad(0.3, -0.15, 0.35, 0.5)
	q.p.Close()
	sprites.FillPathFlat(img, &q.p, color.RGBA{0x16, 0x10, 0x14, 0xff})
	ellipseFast(img, cx-s*0.09, cy+s*0.12, s*0.045, s*0.03, figGlow)
	ellipseFast(img, cx+s*0.09, cy+s*0.12, s*0.045, s*0.03, figGlow)
	vector.StrokeLine(img, float32(cx+s*0.3), float32(cy+s*0.62), float32(cx+s*0.55), float32(cy+s*0.55), float32(max(1, s*0.05)), figWhite, false)
	ellipseFast(img, cx-s*0.5, cy+s*0.6, s*0.07, s*0.06, figWhite)
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
