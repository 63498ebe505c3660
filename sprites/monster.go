package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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
})

// MonsterTop is how far above its centre a monster of radius r reaches
// (the tips of its horns), bobbing included.
func MonsterTop(r float64) float64 { return r * 1.5 }

// DrawMonster draws a friendly blob monster with horns and two blinking
// eyes, centred on (x, y) with radius r; tick (in frames) makes it bob and
// blink. It is painted once per size, colour and blink into the cache.
func DrawMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, tick float64) {
	bob := math.Sin(tick/25) * r * 0.05
	blink := math.Mod(tick, 240) > 232
	s := monsters.Get(monsterKey{float32(math.Round(r)), body, blink})
	if s == nil {
		return
	}
	Draw(dst, s, x, y+bob, White)
}

// PaintMonster paints the monster directly (anti-aliased), centred on
// (x, y): for painting into a sprite of one's own.
func PaintMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, blink bool) {
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
		PaintSymbol(dst, "circle", ex+side*r*0.06, ey+r*0.04, r*0.13, color.RGBA{0x15, 0x12, 0x20, 0xff})
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
})

// DrawGamePicture draws a small picture of a game (by id) by code in the
// rectangle (x, y, w, h), painted once per size into the cache.
func DrawGamePicture(dst *ebiten.Image, gameID string, x, y, w, h float64) {
	s := pictures.Get(pictureKey{gameID, int(math.Round(w)), int(math.Round(h))})
	if s != nil {
		Draw(dst, s, x, y, White)
	}
}

func paintGamePicture(dst *ebiten.Image, gameID string, w, h float64) {
	cx, cy := w/2, h/2
	u := h / 110
	switch gameID {
	case "monster-factory":
		// A conveyor of tiles with a monster being assembled.
		FillRoundRect(dst, 14*u, cy+30*u, w-28*u, 10*u, 5*u, ColBorder)
		cols := [3]color.RGBA{SeatColors[0], SeatColors[1], SeatColors[3]}
		for i := 0; i < 3; i++ {
			x := 30*u + float64(i)*34*u
			FillRoundRect(dst, x, cy+2*u, 28*u, 28*u, 5*u, cols[i])
		}
		PaintMonster(dst, cx+58*u, cy+4*u, 26*u, SeatColors[4], false)
	case "monster-insurance":
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
	default:
		PaintMonster(dst, cx, cy+10*u, 30*u, ColAccent, false)
	}
}
