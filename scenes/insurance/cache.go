package insurance

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

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
// with the table's pen.
func (t *Table) newSpriteCache() *sprites.Cache[spriteKey] {
	shape := func(k spriteKey) sprites.Shape { return sprites.Shape{W: k.w, H: k.h} }
	return sprites.NewCache(maxSprites, false, shape, func(img *ebiten.Image, k spriteKey, sh sprites.Shape) {
		t.paintSprite(img, k)
	})
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
