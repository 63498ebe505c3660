package sprites

import "image/color"

// The app's dark, friendly palette (scenes/ui names the same colours).
var (
	ColBackground = color.RGBA{0x16, 0x14, 0x22, 0xff}
	ColPanel      = color.RGBA{0x25, 0x22, 0x37, 0xff}
	ColPanelHi    = color.RGBA{0x32, 0x2e, 0x4a, 0xff}
	ColPanelLo    = color.RGBA{0x1d, 0x1a, 0x2c, 0xff}
	ColBorder     = color.RGBA{0x4a, 0x43, 0x6c, 0xff}
	ColText       = color.RGBA{0xf0, 0xec, 0xf8, 0xff}
	ColTextDim    = color.RGBA{0xa9, 0xa2, 0xc4, 0xff}
	ColAccent     = color.RGBA{0x78, 0xd9, 0x8e, 0xff} // monster green
	ColAccentDark = color.RGBA{0x2f, 0x7a, 0x4a, 0xff}
	ColWarm       = color.RGBA{0xff, 0xa4, 0x4a, 0xff}
	ColDanger     = color.RGBA{0xff, 0x6e, 0x6e, 0xff}
	ColShade      = color.RGBA{0x08, 0x07, 0x10, 0xc8}
	ColHint       = color.RGBA{0xff, 0xd4, 0x40, 0xff} // the suggested move's outline on every table
	// ColLit marks what may be played now on every table (docs/style.md).
	ColLit = ColAccent
	// ColSelected rings the half-made choice on every table.
	ColSelected = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// SeatColors pair with Symbols, so that seats are never told apart by
// colour alone. The colours are from the Okabe-Ito colour-blind-safe
// palette.
var SeatColors = []color.RGBA{
	{0xe6, 0x6a, 0x2c, 0xff}, // vermillion
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0xf0, 0xe4, 0x42, 0xff}, // yellow
	{0x1d, 0xb3, 0x86, 0xff}, // bluish green
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0xe6, 0xa5, 0x2a, 0xff}, // orange
}

// Mix blends a towards b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// Scaled returns the premultiplied colour c at opacity a (0..1).
func Scaled(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}
