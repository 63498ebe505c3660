// Package sprites holds the pictures the app draws by code with ebiten's
// vector package: seat symbols, rounded panels, the title's monsters, game
// pictures, dice faces and text labels. Each is painted once per size,
// anti-aliased, into a cached image, and each frame only copies images.
//
// Anti-aliased drawing with ebiten's DrawTriangles goes through a
// double-size offscreen buffer that is made, filled and flushed for every
// draw: many of them per frame are slow, and worst on software GL and in
// the browser. So the shapes drawn again and again are painted once (most
// in white, then drawn tinted, which ebiten batches with the text glyphs).
package sprites

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprite is a cached picture: an image and the point inside it that its
// users treat as its origin.
type Sprite struct {
	Img    *ebiten.Image
	OX, OY float64
	parts  [4]*ebiten.Image // sub-images some users keep (nine-slice corners)
	used   int64
	slot   sheetSlot // where it lies on a sprite sheet, if it does
}

// free gives the sprite's image or its room on a sheet back.
func (s *Sprite) free() {
	if s.slot.node != nil {
		s.slot.release()
		return
	}
	s.Img.Deallocate()
}

// Shape says how big a sprite's image is and where its origin lies.
type Shape struct {
	W, H   int
	OX, OY float64
}

// Cache holds sprites painted once per key. The key type is concrete (no
// interface boxing) and the size and paint functions are fixed when the
// cache is made, so a hit allocates nothing.
type Cache[K comparable] struct {
	shape  func(K) Shape
	paint  func(*ebiten.Image, K, Shape)
	max    int
	budget bool
	sheet  bool // the sprites go onto the shared sprite sheets
	cpu    bool // painted on the CPU (cpupaint.go), then onto a sheet
	m      map[K]*Sprite

	misses   int // sprites painted in the budget period missTick
	missTick int64
}

// NewCache returns a cache of at most max sprites whose images are shaped
// by shape and painted by paint (given the key and its shape, so the
// shape is worked out once). A budgeted cache paints at most a few new
// sprites per frame: past that Get returns nil and the caller draws
// directly (cheaply), so shapes whose size changes every frame do not
// paint a sprite each.
func NewCache[K comparable](max int, budget bool, shape func(K) Shape, paint func(*ebiten.Image, K, Shape)) *Cache[K] {
	return &Cache[K]{shape: shape, paint: paint, max: max, budget: budget, m: make(map[K]*Sprite)}
}

// OnSheets has the cache's sprites painted onto the shared sprite sheets
// (sheet.go), so that draws of them batch, and returns the cache. A
// sprite's image is then a sub-image of a sheet: its users draw it (with
// DrawImage) and read its size, but never take its bounds to start at 0,
// nor draw into it.
func (c *Cache[K]) OnSheets() *Cache[K] {
	c.sheet = true
	return c
}

// OnCPU has the cache's sprites painted on the CPU (cpupaint.go) and put
// on the sprite sheets (one too big for them, or finding no room, gets an
// image of its own, painted on the CPU up to maxCPUAlone pixels), and
// returns the cache: for pictures painted with this package's primitives
// only (FillPath, StrokePath, FillRect, the rounded rectangles,
// PaintSymbol, DrawText and the scenes' ui wrappers of them). A sprite
// whose painting reaches a cached sprite's image is painted on the GPU
// instead; a direct ebiten draw would be lost, so a cache on the CPU wants
// a test that compares both ways (PaintOnCPU).
func (c *Cache[K]) OnCPU() *Cache[K] {
	c.sheet, c.cpu = true, true
	return c
}

// The budget of new sprites of each cache: maxNew per period of about a
// frame.
const maxNew = 24

// maxCPUAlone is the most pixels a sprite of a cache on the CPU may have
// when it is too big for a sheet and has an image of its own (4 MB of
// RGBA): a larger one is painted on the GPU.
const maxCPUAlone = 1024 * 1024

var (
	tick  int64 // counts budget periods, for the budget and eviction
	since time.Time
)

// Get returns the sprite for k, painting it first if it is not cached. It
// returns nil when the budget is spent or the shape is empty or too big.
func (c *Cache[K]) Get(k K) *Sprite {
	if now := time.Now(); now.Sub(since) > 12*time.Millisecond {
		tick, since = tick+1, now
	}
	if s, ok := c.m[k]; ok {
		s.used = tick
		return s
	}
	if c.missTick != tick {
		c.missTick, c.misses = tick, 0
	}
	if c.budget && c.misses >= maxNew {
		return nil
	}
	sh := c.shape(k)
	if sh.W <= 0 || sh.H <= 0 || sh.W > 4096 || sh.H > 4096 {
		return nil
	}
	c.misses++
	if len(c.m) >= c.max {
		c.evict()
	}
	s := &Sprite{OX: sh.OX, OY: sh.OY, used: tick}
	if c.sheet {
		s.Img, s.slot = onSheet(sh.W, sh.H, func(img *ebiten.Image) { c.paint(img, k, sh) }, c.cpu)
	}
	if s.Img == nil && c.cpu && sh.W*sh.H <= maxCPUAlone {
		// Too big for a sheet: painted on the CPU all the same, into an
		// image of its own.
		if px := paintOnCPU(sh.W, sh.H, func(img *ebiten.Image) { c.paint(img, k, sh) }); px != nil {
			s.Img = ebiten.NewImage(sh.W, sh.H)
			s.Img.WritePixels(px.Pix)
		}
	}
	if s.Img == nil {
		s.Img = ebiten.NewImage(sh.W, sh.H)
		c.paint(s.Img, k, sh)
	}
	c.m[k] = s
	return s
}

// Len is the number of cached sprites.
func (c *Cache[K]) Len() int { return len(c.m) }

// evict frees the sprites used longest ago: those last used at or before
// the mean period but not in the current one, or all of them when every
// one was used in this period.
func (c *Cache[K]) evict() {
	var sum int64
	for _, s := range c.m {
		sum += s.used
	}
	cut := min(sum/int64(len(c.m)), tick-1)
	for k, s := range c.m {
		if s.used <= cut {
			s.free()
			delete(c.m, k)
		}
	}
	if len(c.m) < c.max {
		return
	}
	for k, s := range c.m {
		s.free()
		delete(c.m, k)
	}
}

var drawOpts ebiten.DrawImageOptions

// Draw draws s with its origin at (x, y), rounded to whole pixels, tinted
// with clr (white sprites take the colour exactly; color.White keeps a
// coloured sprite's own colours).
func Draw(dst *ebiten.Image, s *Sprite, x, y float64, clr color.RGBA) {
	drawImage(dst, s.Img, x-s.OX, y-s.OY, clr)
}

// drawImage draws img with its top-left corner at (x, y), rounded.
func drawImage(dst, img *ebiten.Image, x, y float64, clr color.RGBA) {
	if onCPUCanvas(dst) {
		cpuMissed()
		return
	}
	drawOpts = ebiten.DrawImageOptions{}
	drawOpts.GeoM.Translate(math.Round(x), math.Round(y))
	ScaleBy(&drawOpts.ColorScale, clr)
	dst.DrawImage(img, &drawOpts)
}

// ScaleBy multiplies cs by the premultiplied colour c, as
// ColorScale.ScaleWithColor does but without boxing c into an interface
// (an allocation in a frame at rest).
func ScaleBy(cs *ebiten.ColorScale, c color.RGBA) {
	if c == (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		return
	}
	cs.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
}

// White is opaque white, the tint that leaves a sprite as painted.
var White = color.RGBA{0xff, 0xff, 0xff, 0xff}

// RGBA converts any colour to a premultiplied color.RGBA.
func RGBA(c color.Color) color.RGBA {
	if v, ok := c.(color.RGBA); ok {
		return v
	}
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}
