package monstersonboard

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// drawBoard draws seat p's board at its place; the large one carries the
// lit targets and the labels.
func (t *Table) drawBoard(dst *ebiten.Image, p int, large bool) {
	g := t.lay.boards[p]
	b := &t.v.boards[p]
	k := g.k
	s := t.lay.s
	text := large || k > 0.5
	whole := g.whole()
	ui.FillRoundRect(dst, whole.Inset(-4*k), 10*k, color.RGBA{0x22, 0x1e, 0x2e, 0xff})
	if large {
		c, _ := ui.Look(p)
		if p < len(t.seats) {
			c = t.seats[p].Color
		}
		ui.StrokeRoundRect(dst, whole.Inset(-4*k), 10*k, 2*s, c)
	}
	// header: name, Malice track, Spook Juice, Driveway
	if text {
		h := g.header()
		t.drawSeat(dst, p, h.X+14*k, h.Y+h.H/2, 10*k)
		drawText(dst, t.boardTitles[p], 17*k, true, h.X+30*k, h.Y+h.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	mal := t.counter(p, false, int(b.Malice))
	for i := 0; i <= mb.MaxMalice && !t.v.family; i++ {
		r := g.malice(i)
		c := ui.ColPanelLo
		if i == mal {
			c = colMalice
		}
		ui.FillRoundRect(dst, r, 4*k, c)
		if text {
			fg := ui.ColTextDim
			if i == mal {
				fg = white
			}
			drawText(dst, ui.Num(i), 13*k, true, r.X+r.W/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, fg)
		}
	}
	jr := g.juice()
	ui.FillRoundRect(dst, jr, 6*k, ui.ColPanelLo)
	if text {
		drawText(dst, "Juice", 11*k, false, jr.X+6*k, jr.Y+jr.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		drawText(dst, ui.Num(t.counter(p, true, int(b.Juice))), 20*k, true, jr.X+jr.W-8*k, jr.Y+jr.H/2, ui.AlignEnd, ui.AlignCenter, colJuice)
	}
	for i, d := range b.Drive {
		if t.v.family {
			break
		}
		r := g.drive(i)
		ui.FillRoundRect(dst, r, 6*k, color.RGBA{0x18, 0x16, 0x22, 0xff})
		if !d.Empty() {
			drawDie(dst, r, d)
			if b.Moved[i] && t.st.Phase() == mb.PhaseMove {
				ui.FillRoundRect(dst, r, 6*k, color.RGBA{0, 0, 0, 0x70})
			}
		}
	}
	// the town path: twelve places along a road, out along the top row
	// and back along the bottom one to the final area
	for a := 1; a <= mb.FinalArea; a++ {
		r := g.areaBox(a)
		c := colNeigh
		switch {
		case a == mb.FinalArea:
			c = colFinal
		case mb.Public(a) && !t.v.family, t.v.family && (a == 4 || a == 8):
			c = colPublic
		}
		ui.FillRoundRect(dst, r, 6*k, c)
	}
	t.drawRoad(dst, g, text)
	for a := 1; a <= mb.FinalArea; a++ {
		r := g.areaBox(a)
		if text {
			if lbl, ic := t.areaLabel(a); ic.Act != mb.ActNone {
				drawIcon(dst, ic, r.X+r.W-14*k, r.Y+12*k, 22*k)
			} else if lbl != "" {
				drawText(dst, lbl, 10*k, true, r.X+23*k, r.Y+11*k, ui.AlignStart, ui.AlignCenter, colSign)
			}
		}
		for c := 0; c < mb.NumColours; c++ {
			sp := mb.Space(a, c)
			sr := g.space(sp)
			ui.FillRoundRect(dst, sr, 4*k, ui.Mix(monColours[c], ink, 0.62))
			if text && !t.v.family && !hasMinion(b, sp) {
				// (too small to read on a small board, where the bright
				// Grunts alone show on the dark spaces)
				cx, cy := sr.Center()
				drawIcon(dst, mb.PathIcon(a, c), cx, cy, 25*k)
			}
			if gh := b.Ghosts[sp]; gh > 0 {
				drawGhost(dst, sr.Inset(5*k), int(gh)-1, s)
			}
		}
	}
	// start, Gain Grunt spaces, Minions
	sb := g.startBox()
	ui.FillRoundRect(dst, sb, 6*k, colNeigh)
	if text {
		drawText(dst, "Start", 11*k, true, sb.X+4*k, sb.Y+9*k, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		if !t.v.family {
			drawText(dst, "Gain", 10*k, false, sb.X+4*k, g.gain(0).Y-6*k, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		}
		drawText(dst, "Minions", 10*k, false, sb.X+4*k, g.minionStart(0).Y-6*k, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	if !t.v.family {
		for i, gu := range b.GainUsed {
			r := g.gain(i)
			ui.FillRoundRect(dst, r, 3*k, ui.ColPanelLo)
			if gu > 0 {
				drawGhost(dst, r, int(gu)-1, s)
			}
		}
	}
	mi := 0
	for _, m := range b.Minions {
		var r ui.Rect
		if m < 0 {
			r = g.minionStart(mi)
			mi++
		} else {
			r = g.space(int(m)).Inset(4 * k)
		}
		if t.v.family && m < 0 && mi > 6-t.minionsPlaced(b) {
			continue
		}
		drawMinion(dst, r, k)
	}
	start := 0
	for i := 0; i < int(b.NGrunts); i++ {
		r := t.gruntRect(p, i, &start)
		if t.walking(p, i) {
			continue
		}
		drawGrunt(dst, r, int(b.Grunts[i].Colour))
	}
	// the Order of Spider Jack
	for r := 0; r < mb.NumRows; r++ {
		if t.v.family {
			if text {
				jr := g.jack(r)
				drawText(dst, rowNames[r], 13*k, true, jr.X+jr.W/2, jr.Y+jr.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
			}
		} else {
			jr := g.jack(r)
			ui.FillRoundRect(dst, jr, 8*k, colJack)
			ui.StrokeRoundRect(dst, jr, 8*k, 1.5*k, ui.ColWarm)
			if jr.W >= 9 {
				drawText(dst, ui.Num(int(b.Jack[r])), jr.H*0.55, true, jr.X+jr.W/2, jr.Y+jr.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
			}
		}
		for c := 0; c < mb.NumCols; c++ {
			pos := r*mb.NumCols + c
			or := g.order(pos)
			bg := color.RGBA{0x18, 0x16, 0x22, 0xff}
			if c >= int(b.Jack[r]) && !t.v.family {
				bg = color.RGBA{0x30, 0x14, 0x1c, 0xff}
			}
			ui.FillRoundRect(dst, or, 6*k, bg)
			if d := b.Order[r][c]; !d.Empty() {
				drawDie(dst, or, d)
			}
		}
		if t.v.family {
			for i := 0; i < 2; i++ {
				mr := g.famMinion(r, i)
				ui.FillRoundRect(dst, mr, 5*k, ui.ColPanelLo)
				if i < int(b.Minion3[r]) {
					drawMinion(dst, mr.Inset(4*k), k)
				}
			}
			continue
		}
		for i := 0; i <= mb.TrackLen; i++ {
			tr := g.track(r, i)
			ui.FillRoundRect(dst, tr, 4*k, ui.ColPanelLo)
			if i == int(b.Track[r]) {
				ui.FillRoundRect(dst, tr, 4*k, ui.ColWarm)
			}
			if i > 0 && text {
				cx, cy := tr.Center()
				drawIcon(dst, mb.TrackIcon(r, i), cx, cy, 24*k)
			}
		}
	}
	// the Prophecy card and the Arch Monster cards in front of the player
	if b.Prophecy >= 0 {
		pr := g.prophecy()
		if int(b.Prophecy) < mb.NumProphecies {
			sprites.PaintCardBody(dst, pr.X, pr.Y, pr.W, pr.H, sprites.Card{Radius: 6 * k, Fill: color.RGBA{0xd8, 0xc8, 0xf0, 0xff}})
			if text {
				drawText(dst, "Prophecy", 10*k, true, pr.X+pr.W/2, pr.Y+14*k, ui.AlignCenter, ui.AlignCenter, ink)
				drawText(dst, prophecyNums[b.Prophecy], 22*k, true, pr.X+pr.W/2, pr.Y+44*k, ui.AlignCenter, ui.AlignCenter, ink)
			}
		} else {
			sprites.PaintCardBack(dst, pr.X, pr.Y, pr.W, pr.H, sprites.CardBack{
				Card: sprites.Card{Radius: 6 * k, Border: 1.5 * k, Fill: color.RGBA{0x5a, 0x3a, 0x8a, 0xff}, Ink: color.RGBA{0xb0, 0x90, 0xe0, 0xff}},
			})
			if text {
				drawText(dst, "?", 28*k, true, pr.X+pr.W/2, pr.Y+pr.H/2, ui.AlignCenter, ui.AlignCenter, color.RGBA{0xb0, 0x90, 0xe0, 0xff})
			}
		}
	}
	n := 0
	for id := 0; id < mb.NumArch && n < maxCards; id++ {
		if b.HasCard(id) {
			r := g.card(n)
			drawArch(dst, r, id, s)
			n++
		}
	}
	if large && text && t.extraCards[p] != "" {
		drawText(dst, t.extraCards[p], 11*k, false, g.x+620*k, g.y+436*k, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	if large {
		t.drawChips(dst, p, g)
	}
}

var rowNames = [mb.NumRows]string{"Row 1", "Row 2", "Row 3"}

var prophecyNums = func() [mb.NumProphecies]string {
	var out [mb.NumProphecies]string
	for i := range out {
		out[i] = "0" + ui.Num(i+1)
		if i >= 9 {
			out[i] = ui.Num(i + 1)
		}
	}
	return out
}()

// drawChips draws the actions the acting seat may still do.
func (t *Table) drawChips(dst *ebiten.Image, p int, g geom) {
	if p != t.acting || t.st.IsTerminal() {
		return
	}
	for i, ic := range t.pending {
		r := g.chip(i)
		if r.X+r.W > g.x+390*g.k {
			break
		}
		ui.FillRoundRect(dst, r, 8*g.k, ui.ColPanelHi)
		drawLabel(dst, chipLabels[ic.Act], 12*g.k, r.X+r.W/2, r.Y+r.H/2, r.W-8*g.k, ui.AlignCenter, iconColour(ic))
		if ic.Act == mb.ActJuice || ic.Act == mb.ActMalice {
			drawText(dst, ui.Num(int(ic.N)), 12*g.k, true, r.X+r.W-6*g.k, r.Y+r.H/2, ui.AlignEnd, ui.AlignCenter, iconColour(ic))
		}
	}
	if len(t.pending) == 0 && t.decision != "" && t.myTurn {
		r := g.chip(0)
		drawText(dst, t.decision, 14*g.k, true, r.X+4*g.k, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ui.ColAccent)
	}
	if t.laterText != "" {
		r := g.chip(len(t.pending))
		room := g.x + boardW*g.k - r.X - 8*g.k
		drawText(dst, ui.Ellipsize(t.laterText, 12*g.k, false, room), 12*g.k, false, r.X+4*g.k, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
}

var chipLabels = map[mb.Act]string{
	mb.ActSwap: "Swap", mb.ActPromote: "Promote", mb.ActMoveGrunt: "Move Grunt", mb.ActMoveMinion: "Move Minion",
	mb.ActJuice: "Juice", mb.ActFeed: "Feed " + spiderJack, mb.ActMalice: "Malice", mb.ActCall: "Call " + spiderJack,
}

// drawGrunt draws a Grunt: a round monster of its colour with an eye.
func drawGrunt(dst *ebiten.Image, r ui.Rect, c int) {
	cx, cy := r.Center()
	rad := min(r.W, r.H) * 0.42
	ui.DrawSymbol(dst, "circle", cx, cy, rad, monColours[c])
	if rad >= 5 {
		e := rad * 0.3
		ui.FillRoundRect(dst, ui.Rect{X: cx - e, Y: cy - e*1.3, W: 2 * e, H: 2 * e}, e, white)
		p := e * 0.5
		ui.FillRoundRect(dst, ui.Rect{X: cx - p, Y: cy - e*0.9, W: 2 * p, H: 2 * p}, p, ink)
	}
}

// drawMinion draws a Minion: a dark square imp.
func drawMinion(dst *ebiten.Image, r ui.Rect, k float64) {
	cx, cy := r.Center()
	rad := min(r.W, r.H) * 0.4
	ui.DrawSymbol(dst, "square", cx, cy, rad, color.RGBA{0x50, 0x4a, 0x5e, 0xff})
	if rad >= 5 {
		e := rad * 0.22
		ui.FillRoundRect(dst, ui.Rect{X: cx - 2.2*e, Y: cy - e, W: 2 * e, H: 2 * e}, e, colMalice)
		ui.FillRoundRect(dst, ui.Rect{X: cx + 0.2*e, Y: cy - e, W: 2 * e, H: 2 * e}, e, colMalice)
	}
}

// hasMinion reports whether one of b's Minions covers space sp (and its
// action icon, which it then does not give).
func hasMinion(b *mb.Board, sp int) bool {
	for _, m := range b.Minions {
		if int(m) == sp {
			return true
		}
	}
	return false
}

// minionsPlaced counts the family Minions already on rows.
func (t *Table) minionsPlaced(b *mb.Board) int {
	n := 0
	for _, m := range b.Minion3 {
		n += int(m)
	}
	return n
}

// areaLabel names the special areas, or gives the action icon an area
// shows in its corner (family mode's actions).
func (t *Table) areaLabel(a int) (string, mb.Icon) {
	switch {
	case a == mb.FinalArea && t.v.family:
		return "", mb.Icon{Act: mb.ActJuice, N: 12}
	case a == mb.FinalArea:
		return "Final area", mb.Icon{}
	case t.v.family && a == 4:
		return "", mb.Icon{Act: mb.ActPromote}
	case t.v.family && a == 8:
		return "", mb.Icon{Act: mb.ActSwap}
	case !t.v.family && mb.Neighbourhood(a):
		return "Neighbourhood", mb.Icon{}
	}
	return "", mb.Icon{}
}

// The road of the town path and its signs.
var (
	colRoad     = color.RGBA{0x16, 0x14, 0x1e, 0xff}
	colRoadLine = color.RGBA{0x6a, 0x60, 0x80, 0xff}
	colSign     = color.RGBA{0xd8, 0xd0, 0xe8, 0xff}
)

// drawRoad draws the road through the top strip of each area of the town
// path (out along the top row, back along the bottom one), the way it
// turns between areas, and each area's number on a round sign.
func (t *Table) drawRoad(dst *ebiten.Image, g geom, text bool) {
	k := g.k
	for row := 0; row < 2; row++ {
		first, last := g.areaBox(1+6*row), g.areaBox(6+6*row)
		x0, x1 := min(first.X, last.X), max(first.X+first.W, last.X+last.W)
		if row == 0 {
			x0 = g.startBox().X + g.startBox().W - 6*k // from the start
		}
		road := ui.Rect{X: x0, Y: first.Y + 2*k, W: x1 - x0, H: 18 * k}
		ui.FillRoundRect(dst, road, 9*k, colRoad)
	}
	// the turn from area 6 down to area 7
	six, seven := g.areaBox(6), g.areaBox(7)
	ui.FillRoundRect(dst, ui.Rect{X: six.X + six.W - 14*k, Y: six.Y + 2*k, W: 18 * k, H: seven.Y - six.Y + 18*k}, 9*k, colRoad)
	if !text {
		return
	}
	for a := 1; a <= mb.FinalArea; a++ {
		r := g.areaBox(a)
		if a < mb.FinalArea && a != 6 {
			// an arrow in the gap to the next area, the way the Grunts walk
			n := g.areaBox(a + 1)
			cx, cy := (r.X+r.W/2+n.X+n.W/2)/2, r.Y+11*k
			roadArrow(dst, cx, cy, 5*k, n.X > r.X)
		}
		c := ui.ColBorder
		fg := ui.ColText
		if a == mb.FinalArea {
			c, fg = ui.ColWarm, ink
		}
		ui.FillRoundRect(dst, ui.Rect{X: r.X + 3*k, Y: r.Y + 3*k, W: 16 * k, H: 16 * k}, 8*k, c)
		drawText(dst, ui.Num(a), 11*k, true, r.X+11*k, r.Y+11*k, ui.AlignCenter, ui.AlignCenter, fg)
	}
	cx, cy := six.X+six.W-5*k, six.Y+six.H-4*k
	roadArrowDown(dst, cx, cy, 5*k)
}

// roadArrow draws a small arrow head pointing right (or left) at (cx, cy).
func roadArrow(dst *ebiten.Image, cx, cy, r float64, right bool) {
	d := r
	if !right {
		d = -r
	}
	var p vector.Path
	p.MoveTo(float32(cx+d), float32(cy))
	p.LineTo(float32(cx-d*0.6), float32(cy-r))
	p.LineTo(float32(cx-d*0.6), float32(cy+r))
	p.Close()
	ui.FillPath(dst, &p, colRoadLine)
}

// roadArrowDown draws a small arrow head pointing down at (cx, cy).
func roadArrowDown(dst *ebiten.Image, cx, cy, r float64) {
	var p vector.Path
	p.MoveTo(float32(cx), float32(cy+r))
	p.LineTo(float32(cx-r), float32(cy-r*0.6))
	p.LineTo(float32(cx+r), float32(cy-r*0.6))
	p.Close()
	ui.FillPath(dst, &p, colRoadLine)
}
