package ui

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Anti-aliased drawing with ebiten's DrawTriangles goes through a
// double-size offscreen buffer that is made, filled and flushed for every
// draw: many of them per frame are slow, and worst on software GL and in
// the browser. So the shapes the app draws again and again (rounded
// panels, seat symbols, monsters) are painted once, anti-aliased, in
// white into a cached sprite, and then drawn each frame as a tinted image,
// which ebiten batches with the text glyphs.

// SpriteKey identifies a cached sprite; any comparable value works (use a
// struct with the shape's kind and pixel size).
type SpriteKey any

type spriteEntry struct {
	img        *ebiten.Image
	ox, oy     float64 // where the sprite's origin lies inside the image
	lastUsedAt int64
}

var (
	sprites      = map[SpriteKey]*spriteEntry{}
	spriteTick   int64 // counts budget periods, for eviction
	spriteSince  time.Time
	spriteMisses int
)

// Limits of the sprite cache: at most maxSprites live sprites, and at most
// maxNewSprites painted per budget period of about a frame (beyond that,
// shapes whose size changes every frame are drawn directly, without
// anti-aliasing).
const (
	maxSprites    = 768
	maxNewSprites = 24
)

// Sprite returns the cached image for key, painting it with paint into a
// new w x h image the first time. ox, oy is the point of the image that
// the caller treats as its origin (paint draws relative to it). It
// returns nil when this frame's budget of new sprites is spent: the
// caller then draws directly.
func Sprite(key SpriteKey, w, h int, ox, oy float64, paint func(img *ebiten.Image)) (*ebiten.Image, float64, float64) {
	return sprite(key, w, h, ox, oy, paint, true)
}

// SpriteNow is Sprite without the per-frame budget, for the few shapes
// that have no cheaper way to be drawn (pictures painted once).
func SpriteNow(key SpriteKey, w, h int, ox, oy float64, paint func(img *ebiten.Image)) (*ebiten.Image, float64, float64) {
	return sprite(key, w, h, ox, oy, paint, false)
}

func sprite(key SpriteKey, w, h int, ox, oy float64, paint func(img *ebiten.Image), budget bool) (*ebiten.Image, float64, float64) {
	if now := time.Now(); now.Sub(spriteSince) > 12*time.Millisecond {
		spriteTick, spriteSince, spriteMisses = spriteTick+1, now, 0
	}
	if e, ok := sprites[key]; ok {
		e.lastUsedAt = spriteTick
		return e.img, e.ox, e.oy
	}
	if budget && spriteMisses >= maxNewSprites || w <= 0 || h <= 0 || w > 4096 || h > 4096 {
		return nil, 0, 0
	}
	spriteMisses++
	if len(sprites) >= maxSprites {
		evictSprites()
	}
	img := ebiten.NewImage(w, h)
	paint(img)
	sprites[key] = &spriteEntry{img: img, ox: ox, oy: oy, lastUsedAt: spriteTick}
	return img, ox, oy
}

// evictSprites frees the sprites not used for the longest time (half of
// the cache).
func evictSprites() {
	var ticks []int64
	for _, e := range sprites {
		ticks = append(ticks, e.lastUsedAt)
	}
	// The median tick: sprites used before it go.
	var sum int64
	for _, t := range ticks {
		sum += t
	}
	cut := sum / int64(len(ticks))
	for k, e := range sprites {
		if e.lastUsedAt <= cut {
			e.img.Deallocate()
			delete(sprites, k)
		}
	}
}

var spriteOpts = &ebiten.DrawImageOptions{}

// DrawSprite draws a sprite with its origin at (x, y), tinted with clr
// (white sprites take the colour exactly).
func DrawSprite(dst, img *ebiten.Image, ox, oy, x, y float64, clr color.Color) {
	*spriteOpts = ebiten.DrawImageOptions{}
	spriteOpts.GeoM.Translate(math.Round(x-ox), math.Round(y-oy))
	spriteOpts.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, spriteOpts)
}

type cornerKey struct {
	radius int
	stroke int // 0: filled
}

// roundSprite draws a filled (stroke 0) or outlined rounded rectangle as
// nine slices: the four corners come from one cached anti-aliased circle
// (or ring) per radius, the straight parts are plain rectangles. So the
// cache holds a few small sprites however many sizes of panel there are.
// It reports false when it could not draw (the sprite budget is spent).
func roundSprite(dst *ebiten.Image, r Rect, radius, stroke float64, clr color.Color) bool {
	x, y := math.Round(r.X), math.Round(r.Y)
	w, h := math.Round(r.X+r.W)-x, math.Round(r.Y+r.H)-y
	rad := math.Floor(math.Min(radius, math.Min(w, h)/2))
	if rad < 1 {
		rad = 1
	}
	sw := 0.0
	if stroke > 0 {
		sw = math.Max(1, math.Round(stroke))
	}
	k := cornerKey{int(rad), int(sw)}
	pad := math.Ceil(sw/2) + 1
	c := rad + pad // circle centre inside the sprite
	size := int(2 * c)
	in := math.Floor(sw / 2) // the stroke band is [edge-in, edge-in+sw)
	img, _, _ := Sprite(k, size, size, 0, 0, func(img *ebiten.Image) {
		var p vector.Path
		if sw == 0 {
			p.Arc(float32(c), float32(c), float32(rad), 0, 2*math.Pi, vector.Clockwise)
			p.Close()
			fillAA(img, &p, color.White)
			return
		}
		ringR := rad - (sw/2 - in)
		p.Arc(float32(c), float32(c), float32(ringR), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		strokeAA(img, &p, sw, color.White)
	})
	if img == nil {
		return false
	}
	ci := int(c)
	quads := [4]struct {
		sub    image.Rectangle
		dx, dy float64
	}{
		{image.Rect(0, 0, ci, ci), x - pad, y - pad},
		{image.Rect(ci, 0, size, ci), x + w - rad, y - pad},
		{image.Rect(0, ci, ci, size), x - pad, y + h - rad},
		{image.Rect(ci, ci, size, size), x + w - rad, y + h - rad},
	}
	for _, q := range quads {
		DrawSprite(dst, img.SubImage(q.sub).(*ebiten.Image), 0, 0, q.dx, q.dy, clr)
	}
	if sw == 0 {
		FillRect(dst, Rect{x, y + rad, w, h - 2*rad}, clr)
		FillRect(dst, Rect{x + rad, y, w - 2*rad, rad}, clr)
		FillRect(dst, Rect{x + rad, y + h - rad, w - 2*rad, rad}, clr)
		return true
	}
	FillRect(dst, Rect{x + rad, y - in, w - 2*rad, sw}, clr)
	FillRect(dst, Rect{x + rad, y + h - sw + in, w - 2*rad, sw}, clr)
	FillRect(dst, Rect{x - in, y + rad, sw, h - 2*rad}, clr)
	FillRect(dst, Rect{x + w - sw + in, y + rad, sw, h - 2*rad}, clr)
	return true
}

type symbolKey struct {
	symbol  string
	radius  float32
	outline bool
}

// symbolSprite draws a seat symbol through the sprite cache.
func symbolSprite(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.Color) bool {
	rq := float32(math.Round(radius*2) / 2)
	size := int(math.Ceil(float64(rq)*2)) + 6
	c := float64(size) / 2
	var imgs [2]*ebiten.Image
	var ox, oy float64
	for i, outline := range []bool{false, true} {
		img, x, y := Sprite(symbolKey{symbol, rq, outline}, size, size, c, c, func(img *ebiten.Image) {
			p := symbolPath(symbol, c, c, float64(rq))
			if outline {
				strokeAA(img, p, math.Max(1, float64(rq)*0.12), color.White)
			} else {
				fillAA(img, p, color.White)
			}
		})
		if img == nil {
			return false
		}
		imgs[i], ox, oy = img, x, y
	}
	DrawSprite(dst, imgs[0], ox, oy, cx, cy, clr)
	DrawSprite(dst, imgs[1], ox, oy, cx, cy, symbolInk)
	return true
}

var symbolInk = color.RGBA{0x10, 0x0e, 0x18, 0xff}
