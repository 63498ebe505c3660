package insurance

import (
	"math"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
)

// layout is where everything goes inside the table's area.
type layout struct {
	area   ui.Rect
	s      float64
	board  ui.Rect // the region the board is centred in
	strip  ui.Rect // the bottom strip: hand, tokens, the reveal
	column ui.Rect // the seat panels
	seat   [ins.MaxPlayers]ui.Rect
	cell   float64 // board square size in pixels (whole)
	ox, oy float64 // the board's top-left corner
	cards  [ins.NumCards + 1]ui.Rect
	ncards int
	cardW  float64
	cardH  float64
	down   ui.Rect // the viewer's face-down card in the strip
	tokBtn [ins.NumTokenTypes]ui.Rect
	// tokS is the scale the token buttons are drawn at; docked says they
	// lie over the board in the zoomed view (dockTokens).
	tokS   float64
	docked bool
	round  [ins.MaxPlayers]ui.Rect // the round's cards during the reveal
}

// layout places the board, the seat panels and the strip in area.
func (t *Table) layout(area ui.Rect) {
	L := &t.lay
	s := t.scale
	L.area, L.s = area, s
	stripH := 160 * s
	colW := 262 * s
	gap := 8 * s
	L.strip = ui.Rect{X: area.X + gap, Y: area.Y + area.H - stripH - gap, W: area.W - 2*gap, H: stripH}
	L.column = ui.Rect{X: area.X + area.W - colW - gap, Y: area.Y + gap, W: colW, H: area.H - stripH - 3*gap}
	L.board = ui.Rect{X: area.X + gap, Y: area.Y + gap, W: area.W - colW - 3*gap, H: area.H - stripH - 3*gap}
	n := t.m.n
	if n > 0 {
		h := math.Min(124*s, (L.column.H-float64(n-1)*6*s)/float64(n))
		for q := 0; q < n; q++ {
			L.seat[q] = ui.Rect{X: L.column.X, Y: L.column.Y + float64(q)*(h+6*s), W: L.column.W, H: h}
		}
	}
	if b := t.m.board; b != nil {
		const margin = 1.7 // squares around the board for the monster beside it
		c := math.Floor(math.Min(L.board.W/(float64(b.W)+2*margin), L.board.H/(float64(b.H)+2*margin)))
		L.cell = math.Max(4, c)
		L.ox = math.Round(L.board.X + (L.board.W-L.cell*float64(b.W))/2)
		L.oy = math.Round(L.board.Y + (L.board.H-L.cell*float64(b.H))/2)
	}
	// cards in the strip
	L.cardH = math.Floor(L.strip.H - 40*s)
	L.cardW = math.Floor(L.cardH * 0.7)
	L.ncards = 0
	x := L.strip.X + 14*s
	y := L.strip.Y + 32*s
	if !t.an.revealing {
		for i := range t.m.hand {
			if i >= len(L.cards) {
				break
			}
			L.cards[i] = ui.Rect{X: x + float64(i)*(L.cardW+8*s), Y: y, W: L.cardW, H: L.cardH}
			L.ncards++
		}
	}
	L.down = ui.Rect{X: L.strip.X + L.strip.W - L.cardW - 14*s, Y: y, W: L.cardW, H: L.cardH}
	// token buttons while placing
	bx := L.strip.X + 14*s + L.cardW + 24*s
	bw := math.Min(150*s, (L.strip.X+L.strip.W-bx-200*s)/4-10*s)
	for k := range L.tokBtn {
		L.tokBtn[k] = ui.Rect{X: bx + float64(k)*(bw+10*s), Y: y + 8*s, W: bw, H: L.cardH - 16*s}
	}
	L.tokS, L.docked = s, false
	if v := t.onScreen; t.minT > 0 && v.W > 0 && v.H > 0 && !t.tokensInView(v) {
		t.dockTokens(v, s*v.W/area.W)
	}
	// the round's cards during the reveal, in play order
	// (as many as the strip holds side by side: narrower gaps, then
	// smaller cards, in a narrow strip such as the game-over board's)
	perCard := (L.strip.W - 28*s) / float64(max(n, 1))
	cardGap := math.Max(8*s, math.Min(60*s, perCard-L.cardW))
	cw := math.Min(L.cardW, math.Floor(perCard-cardGap))
	ch := math.Floor(cw / 0.7)
	rw := cw + cardGap
	rx := L.strip.X + (L.strip.W-rw*float64(max(n, 1)))/2
	for i := 0; i < n; i++ {
		L.round[i] = ui.Rect{X: rx + float64(i)*rw + cardGap/2, Y: y + (L.cardH-ch)/2, W: cw, H: ch}
	}
	t.revealBtn.Rect = ui.Rect{X: L.strip.X + L.strip.W/2 - 110*s, Y: L.strip.Y + L.strip.H/2 - 4*s, W: 220 * s, H: 52 * s}
}

// tokensInView reports whether the token buttons show whole in v.
func (t *Table) tokensInView(v ui.Rect) bool {
	for _, r := range t.lay.tokBtn {
		if !r.Within(v) {
			return false
		}
	}
	return true
}

// dockTokens lays the token buttons out in a row at the bottom left of v,
// the part of the table the frame's zoom shows, at the whole table's
// scale s0 (they stay a finger's size there) and over the board: zoomed
// for the board's small squares on a touch screen, the strip below it is
// out of sight, and the person could not choose a token type.
func (t *Table) dockTokens(v ui.Rect, s0 float64) {
	L := &t.lay
	h := max(math.Floor(L.cardH*s0/L.s)-16*s0, t.minT)
	w := max(math.Min(150*s0, (v.W-24*s0)/4-10*s0), t.minT)
	for k := range L.tokBtn {
		L.tokBtn[k] = ui.Rect{X: v.X + 12*s0 + float64(k)*(w+10*s0), Y: v.Y + v.H - h - 12*s0, W: w, H: h}
	}
	L.tokS, L.docked = s0, true
}

// underTokenButton reports whether r's centre lies under a token button
// docked over the board: a tap there chooses the token type.
func (t *Table) underTokenButton(r ui.Rect) bool {
	if !t.lay.docked || !t.placing() {
		return false
	}
	x, y := r.Center()
	for _, b := range t.lay.tokBtn {
		if b.Contains(x, y) {
			return true
		}
	}
	return false
}

// squareRect is the screen rectangle of a board square.
func (t *Table) squareRect(sq ins.Square) ui.Rect {
	x, y := t.m.board.XY(sq)
	L := &t.lay
	return ui.Rect{X: L.ox + float64(x)*L.cell, Y: L.oy + float64(y)*L.cell, W: L.cell, H: L.cell}
}

// cellXY maps board coordinates (squares, may be fractional or off the
// board) to screen pixels.
func (t *Table) cellXY(x, y float64) (float64, float64) {
	L := &t.lay
	return L.ox + x*L.cell, L.oy + y*L.cell
}

// poseRect is the clickable place of a monster position beside the
// board: one square centred between its two feet.
func (t *Table) poseRect(p ins.Pose) ui.Rect {
	lx, ly, rx, ry := p.Feet()
	cx, cy := t.cellXY(float64(lx+rx)/2+0.5, float64(ly+ry)/2+0.5)
	c := t.lay.cell
	return ui.Rect{X: cx - c/2, Y: cy - c/2, W: c, H: c}
}

// seatAnchor is where tokens fly to in a seat's panel (its returned
// count), or where the first-player badge sits.
func (t *Table) seatAnchor(q int, marker bool) (float64, float64) {
	if q < 0 || q >= t.m.n {
		return t.lay.column.Center()
	}
	r := t.lay.seat[q]
	if marker {
		return r.X + r.W - 92*t.lay.s, r.Y + 15*t.lay.s
	}
	return r.X + r.W - 40*t.lay.s, r.Y + r.H*0.5
}

// chipRect is the place of seat q's card of round i+1 in its panel.
func (t *Table) chipRect(q, i int) ui.Rect {
	L := &t.lay
	s := L.s
	r := L.seat[q]
	rowH := r.H / 3
	chipH := math.Min(30*s, rowH*0.92)
	chipW := math.Floor(math.Min(chipH*0.78, (r.W-20*s)/9-3*s))
	chipH = math.Floor(chipH)
	y := r.Y + r.H - chipH - math.Min(7*s, rowH*0.1)
	return ui.Rect{X: math.Round(r.X + 10*s + float64(i)*(chipW+3*s)), Y: math.Round(y), W: chipW, H: chipH}
}

// scoreRect is the place of seat q's score in its panel, where the
// pointer explains it.
func (t *Table) scoreRect(q int) ui.Rect {
	r, s := t.lay.seat[q], t.lay.s
	return ui.Rect{X: r.X + r.W - 70*s, Y: r.Y, W: 70 * s, H: math.Min(32*s, r.H/3)}
}
