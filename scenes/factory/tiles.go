package factory

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// Tile colours: the rulebook's green thin bits and purple thick bits on a
// pale card; blank edges are white.
var (
	colPaper     = color.RGBA{0xee, 0xe6, 0xd3, 0xff}
	colPaperEdge = color.RGBA{0xc4, 0xb6, 0x98, 0xff}
	colBlank     = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colThin      = color.RGBA{0x4c, 0xc2, 0x5a, 0xff}
	colThinDark  = color.RGBA{0x2e, 0x8a, 0x3c, 0xff}
	colThick     = color.RGBA{0x94, 0x58, 0xd6, 0xff}
	colThickDark = color.RGBA{0x63, 0x35, 0x9c, 0xff}
	colInk       = color.RGBA{0x22, 0x1c, 0x30, 0xff}
	colIris      = color.RGBA{0x2f, 0x9c, 0xc4, 0xff}
	colBack      = color.RGBA{0x4a, 0x3b, 0x78, 0xff}
	colBackHi    = color.RGBA{0x6d, 0x5a, 0xa8, 0xff}
)

// Limb widths as a fraction of the tile side.
const (
	thinWidth  = 0.2
	thickWidth = 0.44
)

// look is what a tile shows as placed: its four edges and its eyes (0 to
// 3; any eye scores the same single point).
type look struct {
	edges [4]fe.Edge
	eyes  uint8
}

func lookOf(tile, rot int) look {
	return look{edges: fe.RotatedEdges(tile, rot), eyes: uint8(fe.Tile(tile).Eyes)}
}

// placedLook is the look of a tile on a monster.
func placedLook(tl fe.PlacedTile) look { return look{edges: tl.Edges, eyes: uint8(tl.Eyes)} }

type tileKey struct {
	l    look
	size int
	kind tileImageKind
}

// tileImageKind is what a cached image shows.
type tileImageKind uint8

const (
	tileFace tileImageKind = iota
	tileBack               // a face-down tile
	eyeOnly                // the cartoon eye alone (the legend)
)

// tileCache holds drawn tile images by look and pixel size (a
// sprites.Cache), so that a frame only copies images.
type tileCache struct {
	c *sprites.Cache[tileKey]
}

// maxCached bounds the cache; past it the images used longest ago go
// (sizes change as monsters grow).
const maxCached = 700

func (c *tileCache) get(l look, size int, back bool) *ebiten.Image {
	kind := tileFace
	if back {
		kind = tileBack
	}
	return c.image(tileKey{l, size, kind})
}

// getEye is the cartoon eye alone in a size x size image.
func (c *tileCache) getEye(size int) *ebiten.Image {
	return c.image(tileKey{size: size, kind: eyeOnly})
}

// image returns the picture of k, painting it on first use; sizes are
// held between 4 and 4096 pixels.
func (c *tileCache) image(k tileKey) *ebiten.Image {
	k.size = min(max(k.size, 4), 4096)
	if c.c == nil {
		c.c = sprites.NewCache(maxCached, false, tileShape, paintTile).OnCPU()
	}
	return c.c.Get(k).Img
}

func tileShape(k tileKey) sprites.Shape { return sprites.Shape{W: k.size, H: k.size} }

// paintTile paints a tile face, a tile back or the eye alone.
func paintTile(img *ebiten.Image, k tileKey, _ sprites.Shape) {
	size := float64(k.size)
	switch k.kind {
	case tileBack:
		drawBack(img, size)
	case eyeOnly:
		drawEye(img, size/2, size/2, size*0.38)
	default:
		drawTile(img, k.l, size)
	}
}

var tilePath vector.Path

// rect adds an axis-aligned rectangle to p.
func rectPath(p *vector.Path, x0, y0, x1, y1 float64) {
	p.MoveTo(float32(x0), float32(y0))
	p.LineTo(float32(x1), float32(y0))
	p.LineTo(float32(x1), float32(y1))
	p.LineTo(float32(x0), float32(y1))
	p.Close()
}

func circlePath(p *vector.Path, x, y, r float64) {
	p.MoveTo(float32(x+r), float32(y))
	p.Arc(float32(x), float32(y), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
}

// limbRect is the rectangle of the limb reaching side from the centre,
// grown by pad on every side but the outer one (which runs off the tile).
func limbRect(side int, s, w, pad float64) (x0, y0, x1, y1 float64) {
	c := s / 2
	hw := w/2 + pad
	switch side {
	case fe.North:
		return c - hw, -1, c + hw, c + pad
	case fe.East:
		return c - pad, c - hw, s + 1, c + hw
	case fe.South:
		return c - hw, c - pad, c + hw, s + 1
	default:
		return -1, c - hw, c + pad, c + hw
	}
}

func limbWidth(e fe.Edge) float64 {
	if e == fe.Thick {
		return thickWidth
	}
	return thinWidth
}

func limbColor(e fe.Edge) (fill, dark color.RGBA) {
	if e == fe.Thick {
		return colThick, colThickDark
	}
	return colThin, colThinDark
}

// bodyEdge is the kind of bit most of the tile shows (thick on a tie): it
// colours the round body in the middle.
func bodyEdge(l look) fe.Edge {
	thin, thick := 0, 0
	for _, e := range l.edges {
		switch e {
		case fe.Thin:
			thin++
		case fe.Thick:
			thick++
		}
	}
	if thin > thick {
		return fe.Thin
	}
	return fe.Thick
}

// drawTile draws one tile face: a pale rounded card, a limb from the body
// to each thin (narrow, green) or thick (wide, purple) edge, a white bar on
// each blank edge, a round body and, on eye tiles, one to three cartoon
// eyes.
func drawTile(dst *ebiten.Image, l look, s float64) {
	p := &tilePath
	gap := math.Max(1, s*0.03)
	card := ui.Rect{X: gap, Y: gap, W: s - 2*gap, H: s - 2*gap}
	ui.FillRoundRect(dst, card, s*0.14, colPaper)
	ui.StrokeRoundRect(dst, card, s*0.14, math.Max(1, s*0.02), colPaperEdge)
	// Blank edges: a white bar along the side.
	bw, bt := s*0.56, math.Max(2, s*0.075)
	for side, e := range l.edges {
		if e != fe.Blank {
			continue
		}
		var r ui.Rect
		in := gap + s*0.04
		switch side {
		case fe.North:
			r = ui.Rect{X: (s - bw) / 2, Y: in, W: bw, H: bt}
		case fe.East:
			r = ui.Rect{X: s - in - bt, Y: (s - bw) / 2, W: bt, H: bw}
		case fe.South:
			r = ui.Rect{X: (s - bw) / 2, Y: s - in - bt, W: bw, H: bt}
		default:
			r = ui.Rect{X: in, Y: (s - bw) / 2, W: bt, H: bw}
		}
		ui.FillRoundRect(dst, r, bt/2, colBlank)
		ui.StrokeRoundRect(dst, r, bt/2, math.Max(1, s*0.012), colPaperEdge)
	}
	ink := math.Max(1.2, s*0.035)
	bodyR := s * 0.3
	// Ink pass: every limb and the body grown by the ink width, so the
	// coloured shapes get one outline around their union.
	*p = vector.Path{}
	for side, e := range l.edges {
		if e == fe.Blank {
			continue
		}
		x0, y0, x1, y1 := limbRect(side, s, limbWidth(e)*s, ink)
		rectPath(p, x0, y0, x1, y1)
	}
	circlePath(p, s/2, s/2, bodyR+ink)
	ui.FillPath(dst, p, colInk)
	// Colour pass: limbs with a darker stripe down the side, then the body.
	for side, e := range l.edges {
		if e == fe.Blank {
			continue
		}
		fill, dark := limbColor(e)
		*p = vector.Path{}
		x0, y0, x1, y1 := limbRect(side, s, limbWidth(e)*s, 0)
		rectPath(p, x0, y0, x1, y1)
		ui.FillPath(dst, p, dark)
		*p = vector.Path{}
		w := limbWidth(e) * s
		sh := w * 0.22
		switch side {
		case fe.North, fe.South:
			rectPath(p, x0, y0, x1-sh, y1)
		default:
			rectPath(p, x0, y0, x1, y1-sh)
		}
		ui.FillPath(dst, p, fill)
	}
	be := bodyEdge(l)
	fill, dark := limbColor(be)
	*p = vector.Path{}
	circlePath(p, s/2, s/2, bodyR)
	ui.FillPath(dst, p, dark)
	*p = vector.Path{}
	circlePath(p, s/2-bodyR*0.08, s/2-bodyR*0.1, bodyR*0.88)
	ui.FillPath(dst, p, fill)
	switch l.eyes {
	case 1:
		drawEye(dst, s/2, s/2, s*0.17)
		return
	case 2:
		drawEye(dst, s/2-s*0.11, s/2, s*0.11)
		drawEye(dst, s/2+s*0.11, s/2, s*0.11)
		return
	case 3:
		drawEye(dst, s/2-s*0.11, s/2+s*0.07, s*0.1)
		drawEye(dst, s/2+s*0.11, s/2+s*0.07, s*0.1)
		drawEye(dst, s/2, s/2-s*0.12, s*0.1)
		return
	}
	// Eyeless bodies get a shine.
	*p = vector.Path{}
	circlePath(p, s/2-bodyR*0.38, s/2-bodyR*0.38, bodyR*0.16)
	ui.FillPath(dst, p, color.RGBA{0xff, 0xff, 0xff, 0x70})
}

// drawEye draws a cartoon eye: white with an ink rim, a blue iris, a black
// pupil and a shine.
func drawEye(dst *ebiten.Image, x, y, r float64) {
	p := &tilePath
	*p = vector.Path{}
	circlePath(p, x, y, r+math.Max(1, r*0.14))
	ui.FillPath(dst, p, colInk)
	*p = vector.Path{}
	circlePath(p, x, y, r)
	ui.FillPath(dst, p, colBlank)
	*p = vector.Path{}
	circlePath(p, x+r*0.18, y+r*0.12, r*0.55)
	ui.FillPath(dst, p, colIris)
	*p = vector.Path{}
	circlePath(p, x+r*0.22, y+r*0.16, r*0.28)
	ui.FillPath(dst, p, colInk)
	*p = vector.Path{}
	circlePath(p, x+r*0.05, y-r*0.05, r*0.13)
	ui.FillPath(dst, p, colBlank)
}

// drawBack draws the back of a face-down tile.
func drawBack(dst *ebiten.Image, s float64) {
	gap := math.Max(1, s*0.03)
	card := ui.Rect{X: gap, Y: gap, W: s - 2*gap, H: s - 2*gap}
	ui.FillRoundRect(dst, card, s*0.14, colBack)
	ui.StrokeRoundRect(dst, card, s*0.14, math.Max(1, s*0.025), colBackHi)
	p := &tilePath
	*p = vector.Path{}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			circlePath(p, s*(0.27+0.23*float64(i)), s*(0.27+0.23*float64(j)), s*0.045)
		}
	}
	ui.FillPath(dst, p, colBackHi)
}

var tileOpts ebiten.DrawImageOptions

// blitTile draws img into the square r, scaled to fit, with alpha and a
// horizontal squeeze sx (1 is none; the flip uses it).
func blitTile(dst, img *ebiten.Image, r ui.Rect, alpha, sx float64) {
	w := float64(img.Bounds().Dx())
	tileOpts = ebiten.DrawImageOptions{}
	k := r.W / w
	if k == 1 && sx == 1 {
		tileOpts.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	} else {
		tileOpts.GeoM.Translate(-w/2, -w/2)
		tileOpts.GeoM.Scale(k*sx, k)
		cx, cy := r.Center()
		tileOpts.GeoM.Translate(cx, cy)
		tileOpts.Filter = ebiten.FilterLinear
	}
	if alpha < 1 {
		tileOpts.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, &tileOpts)
}
