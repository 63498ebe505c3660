package chessmonsters

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// A monster card is painted once per kind, owner look and size: its name,
// its direction grid around its picture (green: a movement direction; red
// with the accuracy: an attack direction; red framed in green: both) and
// "H" Health and "P" Power. A card in the arena faces its owner's
// opponent, so Black's grids are turned round. Energy left and bonuses
// are drawn over it each frame.

type cardKey struct {
	kind   int8
	facing int8 // 0: forward is up the screen; 1: forward is down (Black in the arena)
	size   int16
	col    color.RGBA // the owner's colour (the border), or the panel border
	symbol string     // the owner's symbol, or ""
}

// Grid colours.
var (
	colMove    = color.RGBA{0x3c, 0xa8, 0x5e, 0xff}
	colAttack  = color.RGBA{0xc8, 0x3c, 0x3c, 0xff}
	colCard    = color.RGBA{0xf3, 0xec, 0xdc, 0xff}
	colCardInk = color.RGBA{0x24, 0x1e, 0x30, 0xff}
	colGridBg  = color.RGBA{0xdc, 0xd3, 0xc0, 0xff}
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
}, paintCard)

// statLabels are "H3", "P2" and so on, made once.
var statLabels = func() (l [cm.NumMonsters]string) {
	for k, m := range cm.Roster {
		l[k] = "H" + strconv.Itoa(m.Health) + "  P" + strconv.Itoa(m.Power)
	}
	return l
}()

// accLabels are the accuracies as text.
var accLabels = [8]string{"0", "1", "2", "3", "4", "5", "6", "7"}

func paintCard(img *ebiten.Image, k cardKey, sh sprites.Shape) {
	S := float64(sh.W)
	m := cm.Roster[k.kind]
	r := ui.Rect{X: 1, Y: 1, W: S - 2, H: S - 2}
	sprites.PaintCardBody(img, r.X, r.Y, r.W, r.H, sprites.Card{Radius: S * 0.08, Border: math.Max(2, S*0.04), Fill: colCard, Ink: k.col})
	fs := math.Max(8, S*0.12)
	ui.DrawText(img, ui.Ellipsize(m.Name, fs, true, S*0.9), fs, true, S/2, S*0.11, ui.AlignCenter, ui.AlignCenter, colCardInk)
	g := S * 0.2
	x0, y0 := S*0.2, S*0.2
	for d := range 8 {
		rel := d
		if k.facing == 1 {
			rel = (d + 4) % 8
		}
		c := m.Grid[rel]
		cx := x0 + float64(1+screenDir[d][0])*g
		cy := y0 + float64(1+screenDir[d][1])*g
		cr := ui.Rect{X: cx + 1, Y: cy + 1, W: g - 2, H: g - 2}
		switch {
		case c.Attack:
			ui.FillRoundRect(img, cr, g*0.2, colAttack)
			if c.Move {
				ui.StrokeRoundRect(img, cr, g*0.2, math.Max(1.5, g*0.12), colMove)
			}
			ui.DrawText(img, accLabels[c.Accuracy], g*0.62, true, cx+g/2, cy+g/2, ui.AlignCenter, ui.AlignCenter, color.RGBA{0xff, 0xff, 0xff, 0xff})
		case c.Move:
			ui.FillRoundRect(img, cr, g*0.2, colMove)
		default:
			ui.FillRoundRect(img, cr, g*0.2, colGridBg)
		}
	}
	sprites.PaintMonster(img, x0+1.5*g, y0+1.62*g, g*0.36, bodies[k.kind], false)
	ui.DrawText(img, statLabels[k.kind], math.Max(8, S*0.12), true, S*0.5, S*0.89, ui.AlignCenter, ui.AlignCenter, colCardInk)
	if k.symbol != "" {
		ui.PaintSymbol(img, k.symbol, S*0.1, S*0.89, S*0.055, k.col)
	}
}

// drawCard draws monster kind's card of size size centred on (cx, cy),
// turned by angle (radians), for owner (-1: the roster, no owner).
func (t *Table) drawCard(dst *ebiten.Image, kind, owner int, facing int8, size, cx, cy, angle float64, alpha float32) {
	k := cardKey{kind: int8(kind), facing: facing, size: int16(math.Round(size)), col: ui.ColBorder}
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
