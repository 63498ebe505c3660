package insurance

import (
	"github.com/hajimehoshi/ebiten/v2"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
)

// This file holds the legend: what the city's squares and colours and the
// four token types mean, on a panel the Legend button (or L) opens over the
// table, as Monsters on Board's legend does.

// legendPic is what a legend row shows beside its words.
type legendPic uint8

const (
	picRoad legendPic = iota
	picBuilding
	picToken // a token of the row's type, in the viewer's colour
	picDamaged
	picSupply
)

// legendRow is one entry of the legend.
type legendRow struct {
	pic  legendPic
	tok  ins.TokenType
	name string
	what string
}

// legendRows are the legend's entries: the squares, the token types (what
// may hold them and what they score), a damaged token and the supply.
var legendRows = [...]legendRow{
	{pic: picRoad, name: "Road (grey)", what: "Car tokens go on road spaces."},
	{pic: picBuilding, name: "Building (cream, peach, grey-blue, green)", what: "1 to 4 spaces in a dark outline. The roof colour only tells a building from its neighbours: every colour is the same kind of building."},
	{pic: picToken, tok: ins.Factory, name: "Factory", what: "On a building: claims it all. +1 when its building is damaged."},
	{pic: picToken, tok: ins.Car, name: "Car", what: "On a road space. +1 when stepped on or attacked (it goes back to its owner)."},
	{pic: picToken, tok: ins.Person, name: "Person", what: "On any building space, claimed or not. +1 when stepped on or attacked."},
	{pic: picToken, tok: ins.House, name: "House", what: "On a building away from the board's edge: claims it all. +1 if it stands at the end, -1 if damaged."},
	{pic: picDamaged, tok: ins.Factory, name: "Damaged (grey, turned over)", what: "A damaged factory or house stays on the board, its building still claimed."},
	{pic: picSupply, name: "Not placed", what: "Every token still in a player's supply at the end counts -1."},
}

// legend is the legend panel: its button and whether it is open (the
// shared ui.Legend), and the rows' words wrapped for the size it was laid
// out at.
type legend struct {
	ui.Legend
	lines [len(legendRows)][]string
	lineH [(len(legendRows) + 1) / 2]float64 // each line of two rows' height
	wrapW float64
	panel ui.Rect
}

// legendButton is where the Legend button is: the top right corner of the
// board's region, clear of the board and of the monster beside it.
func (l *layout) legendButton() ui.Rect {
	s := l.s
	return ui.Rect{X: l.board.X + l.board.W - 104*s, Y: l.board.Y + 2*s, W: 100 * s, H: 32 * s}
}

// updateLegend opens and closes the legend (its button, L; Esc, L or a
// click closes it); it reports whether it took the input, so that nothing
// under the open panel is clicked.
func (t *Table) updateLegend(in ui.Input) bool {
	took, changed := t.leg.Update(in, t.lay.legendButton())
	if changed && t.leg.Open {
		t.tipBox.Hide()
		t.play("click", true)
	}
	return took
}

// layoutLegend places the panel and wraps the rows' words.
func (t *Table) layoutLegend() {
	lg := &t.leg
	s := t.lay.s
	a := t.lay.area
	w := min(a.W-24*s, 860*s)
	colW := (w - 40*s) / 2
	if lg.wrapW != colW {
		for i, r := range legendRows {
			lg.lines[i] = ui.Wrap(r.what, 13*s, false, colW-80*s)
		}
		lg.wrapW = colW
	}
	// a line holds two rows: as tall as the longer words, or the picture
	h := 64 * s
	for i := range lg.lineH {
		n := max(len(lg.lines[2*i]), len(lg.lines[min(2*i+1, len(legendRows)-1)]))
		lg.lineH[i] = max(50*s, 26*s+float64(n)*17*s) + 8*s
		h += lg.lineH[i]
	}
	lg.panel = ui.Rect{X: a.X + (a.W-w)/2, Y: a.Y + max(8*s, (a.H-h)/2), W: w, H: h}
}

// drawLegend draws the Legend button and, when open, the legend over the
// table.
func (t *Table) drawLegend(dst *ebiten.Image) {
	lg := &t.leg
	s := t.lay.s
	lg.DrawButton(dst, t.lay.legendButton(), s)
	if !lg.Open {
		return
	}
	t.layoutLegend()
	p := lg.panel
	lg.DrawPanel(dst, t.lay.area, p, s)
	ui.DrawText(dst, "Legend: the city and the tokens", 20*s, true, p.X+20*s, p.Y+26*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, ui.Keys("L, Esc or a click closes it", "A tap closes it"), 13*s, false, p.X+p.W-20*s, p.Y+26*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	colW := (p.W - 40*s) / 2
	y := p.Y + 52*s
	for i := 0; i < len(legendRows); i += 2 {
		for j := i; j < min(i+2, len(legendRows)); j++ {
			x := p.X + 20*s + float64(j-i)*colW
			t.drawLegendPic(dst, &legendRows[j], ui.Rect{X: x, Y: y, W: 48 * s, H: 48 * s})
			ui.DrawText(dst, legendRows[j].name, 14*s, true, x+60*s, y+9*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
			for k, line := range lg.lines[j] {
				ui.DrawText(dst, line, 13*s, false, x+60*s, y+28*s+float64(k)*17*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
			}
		}
		y += lg.lineH[i/2]
	}
}

// drawLegendPic draws row e's picture in box r: the squares as the board
// paints them, a token as the board draws it.
func (t *Table) drawLegendPic(dst *ebiten.Image, e *legendRow, r ui.Rect) {
	s := t.lay.s
	owner := max(t.viewer, 0)
	switch e.pic {
	case picRoad:
		fillRect(dst, r, colRoad)
		cx := r.X + r.W/2
		line(dst, cx, r.Y+r.H*0.12, cx, r.Y+r.H*0.38, 3*s, colLane)
		line(dst, cx, r.Y+r.H*0.62, cx, r.Y+r.H*0.88, 3*s, colLane)
	case picBuilding:
		h := r.W / 2
		for i, tint := range buildingTints {
			q := ui.Rect{X: r.X + float64(i%2)*h, Y: r.Y + float64(i/2)*h, W: h, H: h}
			fillRect(dst, q, tint)
			strokeRect(dst, q.Inset(1), 2*s, colInk)
		}
	case picToken, picDamaged:
		fillRect(dst, r, buildingTints[0])
		if e.tok == ins.Car {
			fillRect(dst, r, colRoad)
		}
		img := t.tokenSprite(e.tok, owner, e.pic == picDamaged, r.W)
		cx, cy := r.Center()
		t.drawSprite(dst, img, cx, cy, 1, 0, 1)
	case picSupply:
		ui.FillRoundRect(dst, r, 8*s, ui.ColPanelLo)
		img := t.tokenSprite(ins.House, owner, false, r.W*0.62)
		t.drawSprite(dst, img, r.X+r.W*0.36, r.Y+r.H*0.4, 1, 0, 1)
		ui.DrawText(dst, "-1", 15*s, true, r.X+r.W*0.72, r.Y+r.H*0.72, ui.AlignCenter, ui.AlignCenter, ui.ColDanger)
	}
}
