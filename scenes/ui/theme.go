package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"monstermixer/sprites"
)

// The app's dark, friendly palette (defined in package sprites).
var (
	ColBackground = sprites.ColBackground
	ColPanel      = sprites.ColPanel
	ColPanelHi    = sprites.ColPanelHi
	ColPanelLo    = sprites.ColPanelLo
	ColBorder     = sprites.ColBorder
	ColText       = sprites.ColText
	ColTextDim    = sprites.ColTextDim
	ColAccent     = sprites.ColAccent // monster green
	ColAccentDark = sprites.ColAccentDark
	ColWarm       = sprites.ColWarm
	ColDanger     = sprites.ColDanger
	ColShade      = sprites.ColShade
	ColHint       = sprites.ColHint     // the suggested move's outline on every table
	ColLit        = sprites.ColLit      // what may be played now
	ColSelected   = sprites.ColSelected // the half-made choice
)

// SeatColors and SeatSymbols pair a colour with a symbol for each seat, so
// that seats are never told apart by colour alone. The colours are from
// the Okabe-Ito colour-blind-safe palette.
var (
	SeatColors  = sprites.SeatColors
	SeatSymbols = sprites.Symbols
)

// Look returns the colour and symbol of pair i (a record.Seat's
// LookIndex).
func Look(i int) (color.RGBA, string) {
	return SeatColors[i%len(SeatColors)], SeatSymbols[i%len(SeatSymbols)]
}

// Scaled returns c with its alpha multiplied by a (0..1), premultiplied.
func Scaled(c color.RGBA, a float64) color.RGBA { return sprites.Scaled(c, a) }

// Mix blends a towards b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA { return sprites.Mix(a, b, t) }

// The drawing helpers below are thin wrappers over package sprites, with
// the table's Rect. Colours are color.RGBA values (premultiplied): a
// color.Color interface would cost a heap allocation per call.

// FillPath fills p with clr (anti-aliased, non-zero rule). Each call
// costs an offscreen pass: for shapes drawn every frame prefer the cached
// helpers (FillRoundRect, DrawSymbol) or a sprites.Cache.
func FillPath(dst *ebiten.Image, p *vector.Path, clr color.RGBA) { sprites.FillPath(dst, p, clr) }

// StrokePath strokes p with clr and the given width (anti-aliased).
func StrokePath(dst *ebiten.Image, p *vector.Path, width float64, clr color.RGBA) {
	sprites.StrokePath(dst, p, width, clr)
}

// FillPathFast fills p without anti-aliasing: cheap, slightly jagged.
func FillPathFast(dst *ebiten.Image, p *vector.Path, clr color.RGBA) {
	sprites.FillPathFast(dst, p, clr)
}

// StrokePathFast strokes p without anti-aliasing.
func StrokePathFast(dst *ebiten.Image, p *vector.Path, width float64, clr color.RGBA) {
	sprites.StrokePathFast(dst, p, width, clr)
}

// FillRoundRect fills r with rounded corners.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.RGBA) {
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, radius, clr)
}

// StrokeRoundRect outlines r with rounded corners.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.RGBA) {
	sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, radius, width, clr)
}

// Panel draws a rounded panel with a soft shadow and a thin border.
func Panel(dst *ebiten.Image, r Rect, scale float64) {
	sh := r
	sh.Y += 4 * scale
	FillRoundRect(dst, sh, 14*scale, color.RGBA{0, 0, 0, 0x50})
	FillRoundRect(dst, r, 14*scale, ColPanel)
	StrokeRoundRect(dst, r, 14*scale, 1.5*scale, ColBorder)
}

// FillRect fills an axis-aligned rectangle.
func FillRect(dst *ebiten.Image, r Rect, clr color.RGBA) {
	sprites.FillRect(dst, r.X, r.Y, r.W, r.H, clr)
}

// DrawSymbol draws a seat symbol ("circle", "square", "triangle",
// "diamond", "star", "cross") centred on (cx, cy) with the given radius,
// filled with clr and outlined in dark ink so it reads on any background.
func DrawSymbol(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.RGBA) {
	sprites.DrawSymbol(dst, symbol, cx, cy, radius, clr)
}

// PaintSymbol draws a symbol like DrawSymbol but directly, anti-aliased,
// without the sprite cache: for painting into a sprite of one's own.
func PaintSymbol(dst *ebiten.Image, symbol string, cx, cy, radius float64, clr color.RGBA) {
	sprites.PaintSymbol(dst, symbol, cx, cy, radius, clr)
}

func rectangle(r Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
