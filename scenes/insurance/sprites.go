package insurance

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// paintToken draws a token of type t centred on (cx, cy) in a box of the
// given size: a factory, a car, a person or a house in the owner's colour
// with the owner's symbol on it. A damaged token shows its grey back with a
// crack.
func paintToken(dst *ebiten.Image, pn *pen, t ins.TokenType, seat ui.Seat, cx, cy, size, angle float64, damaged bool) {
	body := seat.Color
	if damaged {
		body = ui.Mix(seat.Color, colDamaged, 0.72)
	}
	pn.set(cx, cy, size, angle)
	pn.begin()
	var sx, sy float64 // where the symbol goes
	switch t {
	case ins.Factory:
		pn.poly(-0.44, 0.4, -0.44, -0.12, -0.2, 0.02, -0.2, -0.12, 0.04, 0.02, 0.04, -0.44, 0.22, -0.44, 0.22, 0.0, 0.44, 0.0, 0.44, 0.4)
		sx, sy = 0, 0.2
	case ins.Car:
		pn.poly(-0.3, -0.02, -0.18, -0.3, 0.18, -0.3, 0.32, -0.02)
		pn.p.MoveTo(pn.pt(-0.46, -0.02))
		pn.lineTo(0.46, -0.02)
		pn.lineTo(0.46, 0.26)
		pn.lineTo(-0.46, 0.26)
		pn.close()
		sx, sy = 0, 0.1
	case ins.Person:
		pn.ellipse(0, -0.25, 0.17, 0.17)
		pn.moveTo(-0.34, 0.42)
		x1, y1 := pn.pt(-0.34, -0.12)
		x2, y2 := pn.pt(0.34, -0.12)
		x3, y3 := pn.pt(0.34, 0.42)
		pn.p.CubicTo(x1, y1, x2, y2, x3, y3)
		pn.close()
		sx, sy = 0, 0.2
	default: // house
		pn.poly(-0.38, 0.42, -0.38, -0.02, 0, -0.4, 0.38, -0.02, 0.38, 0.42)
		sx, sy = 0, 0.14
	}
	pn.fill(dst, body)
	pn.stroke(dst, 0.07, colInk)
	switch t {
	case ins.Car: // wheels and windows
		pn.begin()
		pn.ellipse(-0.25, 0.27, 0.11, 0.11)
		pn.ellipse(0.25, 0.27, 0.11, 0.11)
		pn.fill(dst, colInk)
	case ins.Factory: // smoke
		if !damaged {
			pn.begin()
			pn.ellipse(0.2, -0.52, 0.07, 0.05)
			pn.fill(dst, ui.Scaled(colWhite, 0.6))
		}
	}
	ui.DrawSymbol(dst, seat.Symbol, pn.cx+(sx*pn.cos-sy*pn.sin)*size, pn.cy+(sx*pn.sin+sy*pn.cos)*size, size*0.17, colWhite)
	if damaged {
		pn.begin()
		pn.moveTo(-0.36, -0.3)
		pn.lineTo(-0.05, -0.02)
		pn.lineTo(-0.16, 0.1)
		pn.lineTo(0.38, 0.4)
		pn.stroke(dst, 0.08, colInk)
		pn.begin()
		pn.moveTo(0.36, -0.32)
		pn.lineTo(-0.34, 0.38)
		pn.stroke(dst, 0.08, colInk)
	}
}

// paintMonster draws the monster seen from above, its feet side by side
// across its facing, centred on (cx, cy) with one board square = cell,
// facing angle (0 = north). alpha fades it (ghosts).
func paintMonster(dst *ebiten.Image, pn *pen, cx, cy, cell, angle, alpha float64) {
	c := func(col color.RGBA) color.RGBA { return ui.Scaled(col, alpha) }
	pn.set(cx, cy, cell, angle)
	// shadow
	pn.begin()
	pn.ellipse(0.05, 0.15, 1.1, 0.95)
	pn.fill(dst, ui.Scaled(color.RGBA{0, 0, 0, 0xff}, 0.28*alpha))
	// a short round tail behind (so that only the arrow points)
	pn.begin()
	pn.ellipse(0, 0.82, 0.2, 0.3)
	pn.fillStroke(dst, c(colMonDark), 0.05)
	// feet on the two squares, with claws ahead
	for _, fx := range [2]float64{-0.5, 0.5} {
		pn.begin()
		pn.ellipse(fx, 0.02, 0.34, 0.42)
		pn.fillStroke(dst, c(colMonDark), 0.05)
		pn.begin()
		for _, tx := range [3]float64{-0.18, 0, 0.18} {
			pn.poly(fx+tx-0.06, -0.3, fx+tx, -0.5, fx+tx+0.06, -0.3)
		}
		pn.fill(dst, c(colWhite))
	}
	// arms
	for _, ax := range [2]float64{-0.92, 0.92} {
		pn.begin()
		pn.ellipse(ax, -0.3, 0.22, 0.3)
		pn.fillStroke(dst, c(colMonster), 0.05)
	}
	// body
	pn.begin()
	pn.ellipse(0, 0.12, 0.86, 0.7)
	pn.fillStroke(dst, c(colMonster), 0.06)
	pn.begin()
	pn.ellipse(0, 0.2, 0.45, 0.36)
	pn.fill(dst, c(colBelly))
	// horns
	pn.begin()
	pn.poly(-0.5, -0.72, -0.62, -1.12, -0.26, -0.86)
	pn.poly(0.5, -0.72, 0.62, -1.12, 0.26, -0.86)
	pn.fillStroke(dst, c(colBelly), 0.04)
	// head
	pn.begin()
	pn.ellipse(0, -0.55, 0.56, 0.46)
	pn.fillStroke(dst, c(colMonster), 0.06)
	// eyes looking ahead
	for _, ex := range [2]float64{-0.22, 0.22} {
		pn.begin()
		pn.ellipse(ex, -0.66, 0.17, 0.17)
		pn.fillStroke(dst, c(colWhite), 0.035)
		pn.begin()
		pn.ellipse(ex, -0.72, 0.08, 0.08)
		pn.fill(dst, c(colInk))
	}
	// teeth at the front
	pn.begin()
	pn.poly(-0.2, -0.95, -0.13, -1.05, -0.06, -0.95)
	pn.poly(0.06, -0.95, 0.13, -1.05, 0.2, -0.95)
	pn.fill(dst, c(colWhite))
	// facing arrow
	pn.begin()
	pn.poly(0, -1.62, 0.34, -1.2, 0.12, -1.2, 0.12, -1.08, -0.12, -1.08, -0.12, -1.2, -0.34, -1.2)
	pn.fillStroke(dst, c(colHint), 0.05)
}

// pictures holds the cards' move pictures from the engine (MovePicture),
// so the cards draw exactly the moves that the rules make.
var pictures = func() [ins.MoveAboutFace + 1]ins.Picture {
	var out [ins.MoveAboutFace + 1]ins.Picture
	for m := ins.MoveCharge; m <= ins.MoveAboutFace; m++ {
		out[m] = ins.MovePicture(m)
	}
	return out
}()

// paintPattern draws a move picture into r the way the printed cards do:
// the starting squares solid, stepped-on squares dashed, explosions for
// attacked squares and arrows where the monster ends up facing.
func paintPattern(dst *ebiten.Image, pn *pen, m ins.Move, r ui.Rect) {
	p := &pictures[m]
	if p.Cols == 0 {
		return
	}
	cell := math.Min(r.W/float64(p.Cols), r.H/float64(p.Rows))
	ox := r.X + (r.W-cell*float64(p.Cols))/2
	oy := r.Y + (r.H-cell*float64(p.Rows))/2
	lw := math.Max(1, cell*0.09)
	for y := 0; y < p.Rows; y++ {
		for x := 0; x < p.Cols; x++ {
			sq := ui.Rect{X: ox + float64(x)*cell, Y: oy + float64(y)*cell, W: cell, H: cell}.Inset(cell * 0.08)
			cx, cy := sq.Center()
			cellKind := p.At(x, y)
			switch cellKind {
			case ins.PicStepped:
				fillRect(dst, sq, ui.Scaled(colStep, 0.22))
				dashedRect(dst, sq, cell*0.14, lw, colCardInk)
			case ins.PicAttacked:
				drawExplosion(dst, pn, cx, cy, cell*0.46, 0, colAttack, colHint)
			case ins.PicStart:
				fillRect(dst, sq, ui.Scaled(colCardInk, 0.12))
				strokeRect(dst, sq, lw*1.4, colCardInk)
				drawArrow(dst, pn, cx, cy, cell*0.6, 0, colCardInk)
			}
			// Where the feet end, an arrow the way the monster faces
			// (a move that ends where it started, facing the same way,
			// shows only the start).
			i := y*p.Cols + x
			if (i == p.EndFeet[0] || i == p.EndFeet[1]) && (cellKind != ins.PicStart || p.EndFacing != ins.North) {
				drawArrow(dst, pn, cx, cy, cell*0.55, dirAngle(uint8(p.EndFacing)), colStep)
			}
		}
	}
}

// paintCardFace draws card c's face in r: bid number top-right, its token
// circles beside it, the move picture, its name at the bottom. A Wild
// shows the two dice.
func paintCardFace(dst *ebiten.Image, pn *pen, c ins.Card, r ui.Rect) {
	sprites.PaintCardBody(dst, r.X, r.Y, r.W, r.H, sprites.Card{Radius: r.W * 0.09, Border: math.Max(1, r.W*0.025), Fill: colCard, Ink: colCardInk})
	u := r.W / 100
	ui.DrawText(dst, ui.Num(int(c)), 26*u, true, r.X+r.W-9*u, r.Y+5*u, ui.AlignEnd, ui.AlignStart, colCardInk)
	for i := 0; i < c.Tokens(); i++ {
		cx := r.X + 13*u + float64(i)*15*u
		pn.set(cx, r.Y+18*u, 1, 0)
		pn.begin()
		pn.ellipse(0, 0, 6*u, 6*u)
		pn.fill(dst, ui.Scaled(colCardInk, 0.08))
		pn.stroke(dst, 1.8*u, colCardInk)
	}
	name := c.String()
	ui.DrawText(dst, name, 12.5*u, true, r.X+r.W/2, r.Y+r.H-6*u, ui.AlignCenter, ui.AlignEnd, colCardInk)
	pr := ui.Rect{X: r.X + 6*u, Y: r.Y + 30*u, W: r.W - 12*u, H: r.H - 49*u}
	if c == ins.Wild {
		cx, cy := pr.Center()
		sprites.PaintDie(dst, cx-17*u, cy-2*u, 28*u, -0.2, 5, false)
		sprites.PaintDie(dst, cx+17*u, cy+6*u, 28*u, 0.25, 2, true)
		return
	}
	paintPattern(dst, pn, c.Move(), pr)
}

// paintCardBack draws the back of a card in r: purple with a monster eye.
func paintCardBack(dst *ebiten.Image, pn *pen, r ui.Rect) {
	sprites.PaintCardBack(dst, r.X, r.Y, r.W, r.H, sprites.CardBack{
		Card:  sprites.Card{Radius: r.W * 0.09, Border: math.Max(1, r.W*0.025), Fill: colCardBack, Ink: colInk},
		Inset: r.W * 0.07, DecoRadius: r.W * 0.09 * 0.6, DecoWidth: math.Max(1, r.W*0.03), Deco: colBackDeco,
	})
	cx, cy := r.Center()
	e := r.W * 0.2
	pn.set(cx, cy, e, 0)
	pn.begin()
	pn.ellipse(0, 0, 1.1, 0.75)
	pn.fillStroke(dst, colWhite, 0.08)
	pn.begin()
	pn.ellipse(0, 0, 0.5, 0.5)
	pn.fill(dst, ui.ColAccent)
	pn.begin()
	pn.ellipse(0.05, 0, 0.22, 0.22)
	pn.fill(dst, colInk)
}

// paintMiniCard draws a small played-card chip: the number on the card
// face, or a back when down is true.
func paintMiniCard(dst *ebiten.Image, pn *pen, c ins.Card, r ui.Rect, down bool) {
	look := sprites.Card{Radius: r.W * 0.16, Border: math.Max(1, r.W*0.05), Fill: colCard, Ink: colCardInk}
	if down {
		look.Fill, look.Ink = colCardBack, colInk
		sprites.PaintCardBody(dst, r.X, r.Y, r.W, r.H, look)
		cx, cy := r.Center()
		pn.set(cx, cy, r.W*0.22, 0)
		pn.begin()
		pn.ellipse(0, 0, 1, 0.7)
		pn.fill(dst, colWhite)
		pn.begin()
		pn.ellipse(0, 0, 0.4, 0.4)
		pn.fill(dst, colInk)
		return
	}
	sprites.PaintCardBody(dst, r.X, r.Y, r.W, r.H, look)
	cx, cy := r.Center()
	ui.DrawText(dst, ui.Num(int(c)), r.H*0.52, true, cx, cy, ui.AlignCenter, ui.AlignCenter, colCardInk)
}

// spriteKind says which picture a spriteKey names.
type spriteKind uint8

// The table's sprites.
const (
	spToken     spriteKind = iota // a token: which (typ), its seat's look, damaged (flag)
	spCard                        // a card face (which 1..9) or back (0)
	spMini                        // a played-card chip, or a back (0)
	spMonster                     // the monster facing north
	spExplosion                   // an attacked-square burst
	spArrow                       // a white arrow pointing up, tinted when drawn
	spMarker                      // the first-player marker
	spDie                         // a die face (which 1..6), dark (flag)
)

// spriteKey names one cached picture: what it shows and its size in
// pixels.
type spriteKey struct {
	kind   spriteKind
	which  int
	flag   bool
	w, h   int
	colour color.RGBA // a token's seat colour
	symbol string     // a token's seat symbol
	scale  float64    // the layout scale (the marker), the square size (the monster)
}

// maxSprites bounds the cache: every token of six seats in three sizes,
// both card sizes, the dice and the rest, with room for a resize.
const maxSprites = 320

// newSpriteCache makes the table's sprite cache; the sprites are painted
// with the table's pen, on the CPU (TestSpritesPaintOnTheCPUAsOnTheGPU):
// on the GPU every anti-aliased fill costs an offscreen pass.
func (t *Table) newSpriteCache() *sprites.Cache[spriteKey] {
	shape := func(k spriteKey) sprites.Shape { return sprites.Shape{W: k.w, H: k.h} }
	return sprites.NewCache(maxSprites, false, shape, func(img *ebiten.Image, k spriteKey, sh sprites.Shape) {
		t.paintSprite(img, k)
	}).OnCPU()
}

// paintSprite paints the picture k names into img (k.w x k.h).
func (t *Table) paintSprite(img *ebiten.Image, k spriteKey) {
	pn := &t.gfx.pn
	w, h := float64(k.w), float64(k.h)
	switch k.kind {
	case spToken:
		seat := ui.Seat{Color: k.colour, Symbol: k.symbol}
		paintToken(img, pn, ins.TokenType(k.which), seat, w/2, h/2, w*0.86, 0, k.flag)
	case spCard:
		if k.which == 0 {
			paintCardBack(img, pn, ui.Rect{W: w, H: h})
		} else {
			paintCardFace(img, pn, ins.Card(k.which), ui.Rect{W: w, H: h})
		}
	case spMini:
		paintMiniCard(img, pn, ins.Card(k.which), ui.Rect{W: w, H: h}, k.which == 0)
	case spMonster:
		paintMonster(img, pn, w/2, h/2, k.scale, 0, 1)
	case spExplosion:
		drawExplosion(img, pn, w/2, h/2, w*0.46, 0, colAttack, colHint)
	case spArrow:
		drawArrow(img, pn, w/2, h/2, w*0.88, 0, colWhite)
	case spMarker:
		drawMarker(img, w/2, h/2, k.scale, 1)
	case spDie:
		sprites.PaintDie(img, w/2, h/2, w*0.9, 0, k.which, k.flag)
	}
}

// sprite returns the cached picture k names.
func (t *Table) sprite(k spriteKey) *ebiten.Image {
	if t.gfx.sprites == nil {
		t.gfx.sprites = t.newSpriteCache()
	}
	if sp := t.gfx.sprites.Get(k); sp != nil {
		return sp.Img
	}
	// The cache refuses only an empty or huge size: draw nothing.
	if t.gfx.blank == nil {
		t.gfx.blank = ebiten.NewImage(1, 1)
	}
	return t.gfx.blank
}

// whole rounds a size up to whole pixels, at least min.
func whole(size float64, least int) int { return max(int(math.Ceil(size)), least) }

// tokenSprite is a token of a type in a seat's colours, damaged or not,
// size pixels wide.
func (t *Table) tokenSprite(typ ins.TokenType, owner int, damaged bool, size float64) *ebiten.Image {
	seat := ui.Seat{Color: ui.ColTextDim, Symbol: "circle"}
	if owner >= 0 && owner < len(t.seats) {
		seat = t.seats[owner]
	}
	sz := whole(size, 4)
	return t.sprite(spriteKey{kind: spToken, which: int(typ), flag: damaged, w: sz, h: sz, colour: seat.Color, symbol: seat.Symbol})
}

// cardIndex is a card's face (1..9), or 0 for its back (a hidden card).
func cardIndex(c ins.Card) int {
	if c < ins.Charge || c > ins.Wild {
		return 0
	}
	return int(c)
}

// cardSprite is a card face (1..9) or back (0, Unknown) w x h pixels.
func (t *Table) cardSprite(c ins.Card, w, h float64) *ebiten.Image {
	return t.sprite(spriteKey{kind: spCard, which: cardIndex(c), w: int(w), h: int(h)})
}

// miniSprite is a played-card chip (1..9) or a back (0, Unknown).
func (t *Table) miniSprite(c ins.Card, w, h float64) *ebiten.Image {
	return t.sprite(spriteKey{kind: spMini, which: cardIndex(c), w: int(w), h: int(h)})
}

// monsterSprite is the monster facing north at the board's square size.
func (t *Table) monsterSprite() *ebiten.Image {
	sz := whole(t.lay.cell*3.4, 4)
	return t.sprite(spriteKey{kind: spMonster, w: sz, h: sz, scale: t.lay.cell})
}

// explosionSprite is an attacked-square burst one square wide.
func (t *Table) explosionSprite() *ebiten.Image {
	sz := whole(t.lay.cell, 4)
	return t.sprite(spriteKey{kind: spExplosion, w: sz, h: sz})
}

// arrowSprite is a white arrow pointing up, tinted when drawn.
func (t *Table) arrowSprite() *ebiten.Image {
	sz := whole(t.lay.cell*0.7, 4)
	return t.sprite(spriteKey{kind: spArrow, w: sz, h: sz})
}

// markerSprite is the first-player marker.
func (t *Table) markerSprite() *ebiten.Image {
	s := t.lay.s
	return t.sprite(spriteKey{kind: spMarker, w: whole(36*s, 4), h: whole(22*s, 4), scale: s})
}

// dieSprite is a die face (value 1..6), light or dark, at the strip's size.
func (t *Table) dieSprite(value int, dark bool) *ebiten.Image {
	sz := whole(40*t.lay.s, 4)
	return t.sprite(spriteKey{kind: spDie, which: max(1, min(6, value)), flag: dark, w: sz, h: sz})
}
