package chessmonsters

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// A monster card is painted once per kind, owner look, energy and size:
// its name along the top, its direction grid around its picture (green: a
// movement direction; red with the accuracy: an attack direction; red
// framed in green: both) and down its right side its Health (a heart),
// Power (a star) and energy left (a disc). A card in the arena faces its
// owner's opponent, so Black's grids are turned round. Bonuses and
// markers are badges along the name strip, never over a number.

type cardKey struct {
	kind   int8
	facing int8 // 0: forward is up the screen; 1: forward is down (Black in the arena)
	energy int8 // the energy left; -1: the card's Energy (a card out of the arena)
	size   int16
	col    color.RGBA // the owner's colour (the border), or the panel border
	symbol string     // the owner's symbol, or ""
}

// Card colours.
var (
	colMove    = color.RGBA{0x3c, 0xa8, 0x5e, 0xff}
	colAttack  = color.RGBA{0xc8, 0x3c, 0x3c, 0xff}
	colCard    = color.RGBA{0xf3, 0xec, 0xdc, 0xff}
	colCardInk = color.RGBA{0x24, 0x1e, 0x30, 0xff}
	colGridBg  = color.RGBA{0xdc, 0xd3, 0xc0, 0xff}
	colHealth  = color.RGBA{0xd8, 0x3a, 0x56, 0xff}
	colPower   = color.RGBA{0xe0, 0x84, 0x1c, 0xff}
	colEnergy  = color.RGBA{0x2e, 0x8e, 0xd0, 0xff}
	colSpent   = color.RGBA{0x9a, 0x92, 0x88, 0xff}
	colWhite   = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// bodies are the monsters' colours, one per kind.
var bodies = [cm.NumMonsters]color.RGBA{
	{0x8e, 0xc9, 0x5a, 0xff}, {0xf2, 0x9c, 0xb8, 0xff}, {0xb0, 0xb8, 0xc8, 0xff}, {0xd8, 0xb0, 0x6a, 0xff},
	{0x6a, 0xb8, 0xe0, 0xff}, {0xa0, 0x70, 0x50, 0xff}, {0x58, 0xa8, 0x98, 0xff}, {0xb0, 0x78, 0xd8, 0xff},
	{0x70, 0x90, 0x50, 0xff}, {0xe8, 0xd0, 0x70, 0xff}, {0x60, 0xd8, 0xc8, 0xff}, {0xe8, 0x80, 0x50, 0xff},
}

// screenDir is the screen offset (column, row; rows grow downwards) of
// the arena's absolute direction d (0 is up the screen: White's forward).
var screenDir = [8][2]int{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

var cards = sprites.NewCache(96, true, func(k cardKey) sprites.Shape {
	n := int(k.size)
	return sprites.Shape{W: n, H: n, OX: float64(n) / 2, OY: float64(n) / 2}
}, paintCard).OnCPU()

// digits are the numbers a card shows, as text.
var digits = [8]string{"0", "1", "2", "3", "4", "5", "6", "7"}

// The card's proportions, as shares of its size S: the name strip along
// the top, the 3x3 grid below it on the left, the stats column on the
// right.
const (
	cardStrip  = 0.18  // the name strip's height
	cardGridX  = 0.035 // the grid's left edge
	cardGridY  = 0.2   // the grid's top edge
	cardGridG  = 0.245 // a grid cell
	cardStatX  = 0.875 // the stats column's centre
	cardStatD  = 0.21  // a stat shape's size
	cardAccTxt = 0.7   // an accuracy's text size, as a share of a grid cell
	cardStatTx = 0.165 // a stat's text size
	cardNameTx = 0.125 // the name's text size
)

// cardNumbers are the rectangles of a card's numbers, relative to the
// card's top left corner for a card of size S: the 8 grid cells (an
// accuracy's place) and the Health, Power and energy shapes.
func cardNumbers(S float64) (grid [8]ui.Rect, stats [3]ui.Rect) {
	g := S * cardGridG
	for d := range 8 {
		grid[d] = ui.Rect{X: S*cardGridX + float64(1+screenDir[d][0])*g, Y: S*cardGridY + float64(1+screenDir[d][1])*g, W: g, H: g}
	}
	for i := range stats {
		_, cy := grid[6].Center() // the rows' centres
		cy += float64(i-1) * g
		stats[i] = ui.Rect{X: S*cardStatX - S*cardStatD/2, Y: cy - S*cardStatD/2, W: S * cardStatD, H: S * cardStatD}
	}
	return grid, stats
}

func paintCard(img *ebiten.Image, k cardKey, sh sprites.Shape) {
	S := float64(sh.W)
	m := cm.Roster[k.kind]
	r := ui.Rect{X: 1, Y: 1, W: S - 2, H: S - 2}
	sprites.PaintCardBody(img, r.X, r.Y, r.W, r.H, sprites.Card{Radius: S * 0.07, Border: math.Max(2, S*0.035), Fill: colCard, Ink: k.col})
	// the name strip, tinted with the owner's colour
	strip := ui.Rect{X: S * 0.035, Y: S * 0.035, W: S * 0.93, H: S*cardStrip - S*0.05}
	ui.FillRoundRect(img, strip, S*0.04, ui.Mix(colCard, k.col, 0.22))
	fs := math.Max(7, S*cardNameTx)
	nameX, nameW := S/2, S*0.86
	if k.symbol != "" {
		ui.PaintSymbol(img, k.symbol, strip.X+strip.H*0.55, strip.Y+strip.H/2, strip.H*0.3, k.col)
		nameX, nameW = S/2+strip.H*0.4, S*0.86-strip.H*0.8
	}
	ui.DrawText(img, ui.Ellipsize(m.Name, fs, true, nameW), fs, true, nameX, strip.Y+strip.H/2, ui.AlignCenter, ui.AlignCenter, colCardInk)
	grid, stats := cardNumbers(S)
	g := S * cardGridG
	for d := range 8 {
		rel := d
		if k.facing == 1 {
			rel = (d + 4) % 8
		}
		c := m.Grid[rel]
		cr := grid[d].Inset(math.Max(1, g*0.05))
		switch {
		case c.Attack:
			ui.FillRoundRect(img, cr, g*0.2, colAttack)
			if c.Move {
				ui.StrokeRoundRect(img, cr, g*0.2, math.Max(1.5, g*0.12), colMove)
			}
			cx, cy := cr.Center()
			ui.DrawText(img, digits[c.Accuracy], g*cardAccTxt, true, cx, cy, ui.AlignCenter, ui.AlignCenter, colWhite)
		case c.Move:
			ui.FillRoundRect(img, cr, g*0.2, colMove)
		default:
			ui.FillRoundRect(img, cr, g*0.2, colGridBg)
		}
	}
	sprites.PaintMonster(img, S*cardGridX+1.5*g, S*cardGridY+1.62*g, g*0.36, bodies[k.kind], false)
	energy, ec := m.Energy, colEnergy
	if k.energy >= 0 {
		energy = int(k.energy)
	}
	if energy == 0 {
		ec = colSpent
	}
	values := [3]int{m.Health, m.Power, energy}
	for i, sr := range stats {
		cx, cy := sr.Center()
		d := sr.W
		var p vector.Path
		switch i {
		case 0:
			heartPath(&p, cx, cy, d)
			cy -= d * 0.06 // the heart's mass is high
		case 1:
			starPath(&p, cx, cy, d/2)
		default:
			p.Arc(float32(cx), float32(cy), float32(d*0.46), 0, 2*math.Pi, vector.Clockwise)
			p.Close()
		}
		c := [3]color.RGBA{colHealth, colPower, ec}[i]
		sprites.FillPath(img, &p, c)
		sprites.StrokePath(img, &p, math.Max(1, S*0.012), ui.Scaled(colCardInk, 0.5))
		ui.DrawText(img, digits[min(values[i], len(digits)-1)], S*cardStatTx, true, cx, cy, ui.AlignCenter, ui.AlignCenter, colWhite)
	}
}

// heartPath adds a heart d wide centred on (cx, cy).
func heartPath(p *vector.Path, cx, cy, d float64) {
	w, h := d*1.08, d*1.02
	f := func(v float64) float32 { return float32(v) }
	p.MoveTo(f(cx), f(cy+h*0.48))
	p.CubicTo(f(cx-w*0.12), f(cy+h*0.36), f(cx-w*0.5), f(cy+h*0.1), f(cx-w*0.5), f(cy-h*0.16))
	p.CubicTo(f(cx-w*0.5), f(cy-h*0.46), f(cx-w*0.12), f(cy-h*0.58), f(cx), f(cy-h*0.3))
	p.CubicTo(f(cx+w*0.12), f(cy-h*0.58), f(cx+w*0.5), f(cy-h*0.46), f(cx+w*0.5), f(cy-h*0.16))
	p.CubicTo(f(cx+w*0.5), f(cy+h*0.1), f(cx+w*0.12), f(cy+h*0.36), f(cx), f(cy+h*0.48))
	p.Close()
}

// starPath adds an eight-pointed burst of radius r centred on (cx, cy).
func starPath(p *vector.Path, cx, cy, r float64) {
	for i := range 16 {
		a := float64(i)*math.Pi/8 - math.Pi/2
		rr := r * 1.04
		if i%2 == 1 {
			rr = r * 0.74
		}
		x, y := float32(cx+rr*math.Cos(a)), float32(cy+rr*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

// drawCard draws monster kind's card of size size centred on (cx, cy),
// turned by angle (radians), for owner (-1: the roster, no owner), with
// energy left (-1: the card's Energy).
func (t *Table) drawCard(dst *ebiten.Image, kind, owner int, facing int8, energy int, size, cx, cy, angle float64, alpha float32) {
	k := cardKey{kind: int8(kind), facing: facing, energy: int8(energy), size: int16(math.Round(size)), col: ui.ColBorder}
	if owner >= 0 && owner < len(t.seats) {
		k.col, k.symbol = t.seats[owner].Color, t.seats[owner].Symbol
	}
	sp := cards.Get(k)
	if sp == nil {
		ui.FillRoundRect(dst, ui.Rect{X: cx - size/2, Y: cy - size/2, W: size, H: size}, size*0.08, colCard)
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-sp.OX, -sp.OY)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(sp.Img, &op)
}
