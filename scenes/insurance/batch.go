package insurance

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// The table's straight lines and plain rectangles are drawn as quads from
// reused vertex buffers: no allocation per call (vector's helpers build a
// path each time) and no anti-aliasing (mixing anti-aliased and plain
// draws costs a pass over an offscreen buffer at each switch).
var (
	quadSrc   = func() *ebiten.Image { im := ebiten.NewImage(3, 3); im.Fill(color.White); return im }()
	quadWhite = quadSrc.SubImage(quadSrc.Bounds().Inset(1)).(*ebiten.Image)
	quadV     []ebiten.Vertex
	quadI     []uint16
	quadOpts  = &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
)

// addQuad appends the quad (x0,y0) (x1,y1) (x2,y2) (x3,y3) in colour c.
func addQuad(x0, y0, x1, y1, x2, y2, x3, y3 float64, c color.RGBA) {
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	n := uint16(len(quadV))
	for _, p := range [4][2]float64{{x0, y0}, {x1, y1}, {x2, y2}, {x3, y3}} {
		quadV = append(quadV, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	}
	quadI = append(quadI, n, n+1, n+2, n, n+2, n+3)
}

// flushQuads draws the quads added so far onto dst.
func flushQuads(dst *ebiten.Image) {
	if len(quadV) > 0 && !sprites.PlainTrianglesOnCPU(dst, quadV, quadI) {
		dst.DrawTriangles(quadV, quadI, quadWhite, quadOpts)
	}
	quadV, quadI = quadV[:0], quadI[:0]
}

// segment adds a straight segment of width w.
func segment(x0, y0, x1, y1, w float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	addQuad(x0+nx, y0+ny, x1+nx, y1+ny, x1-nx, y1-ny, x0-nx, y0-ny, c)
}

// box adds a filled rectangle.
func box(r ui.Rect, c color.RGBA) {
	addQuad(r.X, r.Y, r.X+r.W, r.Y, r.X+r.W, r.Y+r.H, r.X, r.Y+r.H, c)
}

// frame adds the outline of r, w wide, inside r.
func frame(r ui.Rect, w float64, c color.RGBA) {
	box(ui.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	box(ui.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	box(ui.Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
	box(ui.Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
}

// dashes adds a dashed outline of r.
func dashes(r ui.Rect, dash, w float64, c color.RGBA) {
	edge := func(x0, y0, x1, y1 float64) {
		l := math.Hypot(x1-x0, y1-y0)
		n := math.Max(1, math.Round(l/(2*dash)))
		step := l / n
		dx, dy := (x1-x0)/l, (y1-y0)/l
		for i := 0.0; i < n; i++ {
			a := i*step + step*0.25
			b := a + step*0.5
			segment(x0+dx*a, y0+dy*a, x0+dx*b, y0+dy*b, w, c)
		}
	}
	edge(r.X, r.Y, r.X+r.W, r.Y)
	edge(r.X+r.W, r.Y, r.X+r.W, r.Y+r.H)
	edge(r.X+r.W, r.Y+r.H, r.X, r.Y+r.H)
	edge(r.X, r.Y+r.H, r.X, r.Y)
}
