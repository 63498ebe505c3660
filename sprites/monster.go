package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	cm "monstermixer/engine/chessmonsters"
	fe "monstermixer/engine/factory"
	fd "monstermixer/engine/fandango"
	ins "monstermixer/engine/insurance"
	mb "monstermixer/engine/monstersonboard"
)

type monsterKey struct {
	r     float32 // whole pixels
	body  color.RGBA
	blink bool
}

// monsterShape: the monster's origin is the middle of its body; its horns
// reach 1.45 r above it, its body 1.2 r sideways and 0.55 r below.
func monsterShape(k monsterKey) Shape {
	r := float64(k.r)
	w, h := int(r*2.8)+4, int(r*2.2)+4
	return Shape{W: w, H: h, OX: float64(w) / 2, OY: r*1.55 + 2}
}

var monsters = NewCache(64, false, monsterShape, func(img *ebiten.Image, k monsterKey, sh Shape) {
	PaintMonster(img, sh.OX, sh.OY, float64(k.r), k.body, k.blink)
}).OnCPU()

// MonsterTop is how far above its centre a monster of radius r reaches
// (the tips of its horns), bobbing included.
func MonsterTop(r float64) float64 { return r * 1.5 }

// DrawMonster draws a friendly blob monster with horns and two blinking
// eyes, centred on (x, y) with radius r; tick (in frames) makes it bob and
// blink; alpha (0..1) fades it. It is painted once per size, colour and
// blink into the cache.
func DrawMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, tick, alpha float64) {
	bob := math.Sin(tick/25) * r * 0.05
	blink := math.Mod(tick, 240) > 232
	s := monsters.Get(monsterKey{float32(math.Round(r)), body, blink})
	if s == nil {
		return
	}
	Draw(dst, s, x, y+bob, Scaled(White, alpha))
}

// PaintMonster paints the monster directly (anti-aliased), centred on
// (x, y): for painting into a sprite of one's own.
func PaintMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, blink bool) {
	paintMonster(dst, x, y, r, body, blink, 0)
}

// PaintMonsterLooking paints the monster as PaintMonster does, its eyes
// turned sideways by look: -1 to the left, 1 to the right.
func PaintMonsterLooking(dst *ebiten.Image, x, y, r float64, body color.RGBA, look float64) {
	paintMonster(dst, x, y, r, body, false, look)
}

func paintMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, blink bool, look float64) {
	dark := Mix(body, color.RGBA{0, 0, 0, 0xff}, 0.45)
	var p vector.Path
	// Horns.
	for _, side := range [2]float64{-1, 1} {
		p = vector.Path{}
		p.MoveTo(float32(x+side*r*0.45), float32(y-r*0.6))
		p.QuadTo(float32(x+side*r*0.95), float32(y-r*1.1), float32(x+side*r*0.8), float32(y-r*1.45))
		p.QuadTo(float32(x+side*r*0.7), float32(y-r*1.0), float32(x+side*r*0.15), float32(y-r*0.8))
		p.Close()
		FillPath(dst, &p, ColWarm)
	}
	// Body: a squashed blob.
	p = vector.Path{}
	p.MoveTo(float32(x-r*1.2), float32(y+r*0.55))
	p.CubicTo(float32(x-r*1.3), float32(y-r*0.9), float32(x+r*1.3), float32(y-r*0.9), float32(x+r*1.2), float32(y+r*0.55))
	p.Close()
	FillPath(dst, &p, body)
	StrokePath(dst, &p, math.Max(1, r*0.06), dark)
	// Eyes, or closed lids when blinking.
	for _, side := range [2]float64{-1, 1} {
		ex, ey := x+side*r*0.42, y-r*0.2
		if blink {
			FillRoundRect(dst, ex-r*0.25, ey-r*0.04, r*0.5, r*0.08, r*0.04, dark)
			continue
		}
		PaintSymbol(dst, "circle", ex, ey, r*0.3, color.RGBA{0xfb, 0xf8, 0xff, 0xff})
		px := side * r * 0.06
		if look != 0 {
			px = look * r * 0.12
		}
		PaintSymbol(dst, "circle", ex+px, ey+r*0.04, r*0.13, color.RGBA{0x15, 0x12, 0x20, 0xff})
	}
	// A toothy grin.
	FillRoundRect(dst, x-r*0.35, y+r*0.12, r*0.7, r*0.18, r*0.09, dark)
	for _, tx := range [2]float64{-0.18, 0.12} {
		FillRect(dst, x+tx*r, y+r*0.12, r*0.09, r*0.09, color.RGBA{0xfb, 0xf8, 0xff, 0xff})
	}
}

type pictureKey struct {
	id   string
	w, h int
}

var pictures = NewCache(32, false, func(k pictureKey) Shape {
	return Shape{W: k.w, H: k.h}
}, func(img *ebiten.Image, k pictureKey, sh Shape) {
	paintGamePicture(img, k.id, float64(k.w), float64(k.h))
}).OnCPU()

// DrawGamePicture draws a small picture of a game (by id) by code in the
// rectangle (x, y, w, h) at opacity alpha (0..1), painted once per size
// into the cache.
func DrawGamePicture(dst *ebiten.Image, gameID string, x, y, w, h, alpha float64) {
	s := pictures.Get(pictureKey{gameID, int(math.Round(w)), int(math.Round(h))})
	if s != nil {
		Draw(dst, s, x, y, Scaled(White, alpha))
	}
}

func paintGamePicture(dst *ebiten.Image, gameID string, w, h float64) {
	cx, cy := w/2, h/2
	u := h / 110
	switch gameID {
	case fe.GameID:
		// A conveyor of tiles with a monster being assembled.
		FillRoundRect(dst, 14*u, cy+30*u, w-28*u, 10*u, 5*u, ColBorder)
		cols := [3]color.RGBA{SeatColors[0], SeatColors[1], SeatColors[3]}
		for i := 0; i < 3; i++ {
			x := 30*u + float64(i)*34*u
			FillRoundRect(dst, x, cy+2*u, 28*u, 28*u, 5*u, cols[i])
		}
		PaintMonster(dst, cx+58*u, cy+4*u, 26*u, SeatColors[4], false)
	case ins.GameID:
		// A shield with a monster paw print.
		var p vector.Path
		p.MoveTo(float32(cx), float32(cy-42*u))
		p.LineTo(float32(cx+34*u), float32(cy-30*u))
		p.QuadTo(float32(cx+34*u), float32(cy+22*u), float32(cx), float32(cy+44*u))
		p.QuadTo(float32(cx-34*u), float32(cy+22*u), float32(cx-34*u), float32(cy-30*u))
		p.Close()
		FillPath(dst, &p, SeatColors[1])
		StrokePath(dst, &p, 3*u, ColText)
		PaintSymbol(dst, "circle", cx, cy+6*u, 12*u, ColPanelLo)
		for i, dx := range [4]float64{-14, -5, 5, 14} {
			dy := -12.0
			if i == 0 || i == 3 {
				dy = -6
			}
			PaintSymbol(dst, "circle", cx+dx*u, cy+dy*u, 4.5*u, ColPanelLo)
		}
		PaintSymbol(dst, "star", cx-62*u, cy-10*u, 12*u, ColWarm)
		PaintSymbol(dst, "star", cx+62*u, cy+14*u, 9*u, ColWarm)
	case mb.GameID:
		paintFearnobile(dst, cx, cy, u)
	case cm.GameID:
		paintArena(dst, cx, cy, u)
	case fd.GameID:
		paintHexes(dst, cx, cy, u)
	default:
		PaintMonster(dst, cx, cy+10*u, 30*u, ColAccent, false)
	}
}

// lordColours are Lord dice colours for the Monsters on Board picture
// (blue, pink, yellow, green: the game's own).
var lordColours = [4]color.RGBA{{0x3b, 0x82, 0xf6, 0xff}, {0xf4, 0x72, 0xb6, 0xff}, {0xfa, 0xcc, 0x15, 0xff}, {0x22, 0xc5, 0x5e, 0xff}}

// paintFearnobile paints Monsters on Board's picture: a Fearnobile (a
// little car) driven by a monster, carrying four coloured Lord dice,
// with speed lines behind it. It keeps to the left and top of the
// picture, clear of the card's Play label.
func paintFearnobile(dst *ebiten.Image, cx, cy, u float64) {
	x0, y0 := cx-14*u, cy-6*u // the middle of the car's body
	pt := func(x, y float64) (float32, float32) { return float32(x0 + x*u), float32(y0 + y*u) }
	body := SeatColors[0]
	dark := Mix(body, Ink, 0.45)
	// The driver sits in front of the cargo, looking ahead.
	PaintMonsterLooking(dst, x0+22*u, y0-4*u, 14*u, ColAccent, 1)
	// The windscreen: a thin slanted frame before the driver.
	var p vector.Path
	p.MoveTo(pt(38, 4))
	p.LineTo(pt(46, -16))
	StrokePath(dst, &p, 2.5*u, ColTextDim)
	// The body: a low tub with a rounded bonnet at the front.
	p = vector.Path{}
	p.MoveTo(pt(-62, 4))
	p.LineTo(pt(8, 4))
	p.QuadTo(float32(x0+44*u), float32(y0+2*u), float32(x0+58*u), float32(y0+13*u))
	p.QuadTo(float32(x0+62*u), float32(y0+27*u), float32(x0+52*u), float32(y0+28*u))
	p.LineTo(pt(-60, 28))
	p.QuadTo(float32(x0-68*u), float32(y0+16*u), float32(x0-62*u), float32(y0+4*u))
	p.Close()
	FillPath(dst, &p, body)
	StrokePath(dst, &p, 2*u, dark)
	FillRoundRect(dst, x0+47*u, y0+12*u, 8*u, 5*u, 2.5*u, ColWarm) // a headlight
	// The cargo: four Lord dice in the back, a little askew.
	for i, c := range lordColours {
		pip := Ink
		if i == 0 {
			pip = dieWhite
		}
		PaintDieColours(dst, x0-50*u+float64(i)*16*u, y0-4*u, 15*u, 0.12*float64(i%2*2-1), 6-i, c, pip)
	}
	// Wheels.
	for _, wx := range [2]float64{-38, 32} {
		PaintSymbol(dst, "circle", x0+wx*u, y0+29*u, 11*u, Ink)
		PaintSymbol(dst, "circle", x0+wx*u, y0+29*u, 4.5*u, ColTextDim)
	}
	// Speed lines behind it.
	for i, dy := range [3]float64{2, 13, 24} {
		FillRoundRect(dst, x0-83*u+float64(i%2)*5*u, y0+dy*u, 12*u, 3*u, 1.5*u, ColTextDim)
	}
}

// paintArena paints Chess Monsters' picture: a 6x6 checkered arena seen
// from its near side, two monsters facing each other across it.
func paintArena(dst *ebiten.Image, cx, cy, u float64) {
	// Board point (x, z), both 0..6, z = 0 the far edge, on screen.
	at := func(x, z float64) (float32, float32) {
		t := z / 6
		width := (92 + 76*t) * u
		return float32(cx + (x/6-0.5)*width), float32(cy - 36*u + t*80*u)
	}
	quad := func(x0, z0, x1, z1 float64, clr color.RGBA) {
		var p vector.Path
		p.MoveTo(at(x0, z0))
		p.LineTo(at(x1, z0))
		p.LineTo(at(x1, z1))
		p.LineTo(at(x0, z1))
		p.Close()
		FillPath(dst, &p, clr)
	}
	quad(-0.25, -0.25, 6.25, 6.25, ColBorder)
	light, dark := Mix(ColText, ColPanelHi, 0.35), ColPanelHi
	for z := 0; z < 6; z++ {
		for x := 0; x < 6; x++ {
			clr := light
			if (x+z)%2 == 1 {
				clr = dark
			}
			quad(float64(x), float64(z), float64(x+1), float64(z+1), clr)
		}
	}
	// The two monsters stand three squares apart, eye to eye.
	lx, ly := at(1.5, 3.2)
	rx, ry := at(4.5, 3.2)
	r := 19 * u
	PaintMonsterLooking(dst, float64(lx), float64(ly), r, SeatColors[1], 1)
	PaintMonsterLooking(dst, float64(rx), float64(ry), r, SeatColors[0], -1)
	PaintSymbol(dst, "star", float64(lx+rx)/2, float64(ly)-6*u, 7*u, ColWarm)
}

// paintHexes paints Monster Fandango's picture: a few hex tiles of
// land, a monster on one of them and a d8 beside them.
func paintHexes(dst *ebiten.Image, cx, cy, u float64) {
	size := 20 * u
	// Axial hexes (q, r), pointy-topped: a row of three, two below.
	hexes := [5][2]float64{{-1, 0}, {0, 0}, {1, 0}, {-1, 1}, {0, 1}}
	lands := [5]color.RGBA{{0xb9, 0x8a, 0x4e, 0xff}, {0x5a, 0x9a, 0x4e, 0xff}, {0x8a, 0x84, 0x9a, 0xff}, {0x4a, 0x7a, 0xb8, 0xff}, {0x3e, 0x7a, 0x3e, 0xff}}
	ox, oy := cx-24*u, cy-14*u
	for i, h := range hexes {
		hx := ox + size*math.Sqrt(3)*(h[0]+h[1]/2)
		hy := oy + size*1.5*h[1]
		p := HexPath(hx, hy, size-u)
		FillPath(dst, p, lands[i])
		StrokePath(dst, p, 2*u, Mix(lands[i], Ink, 0.5))
	}
	PaintMonster(dst, ox, oy+4*u, 17*u, SeatColors[4], false)
	PaintD8(dst, cx+64*u, cy-12*u, 24*u, 8)
}

// HexPath builds a pointy-topped hexagon centred on (cx, cy) with corners
// r away in a scratch path (valid until the next helper call).
func HexPath(cx, cy, r float64) *vector.Path {
	p := &scratch
	*p = vector.Path{}
	for i := 0; i < 6; i++ {
		a := math.Pi/3*float64(i) - math.Pi/2
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	return p
}
