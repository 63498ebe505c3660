package monstersonboard

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// The six monster colours (Lord dice, Grunts, Ghosts, path spaces), and
// the ink that reads on each.
var (
	monColours = [mb.NumColours]color.RGBA{
		{0x3b, 0x82, 0xf6, 0xff}, // blue
		{0x22, 0xc5, 0x5e, 0xff}, // green
		{0xf4, 0x72, 0xb6, 0xff}, // pink
		{0xf9, 0x73, 0x16, 0xff}, // orange
		{0xa8, 0x55, 0xf7, 0xff}, // purple
		{0xfa, 0xcc, 0x15, 0xff}, // yellow
	}
	ink       = color.RGBA{0x14, 0x12, 0x1c, 0xff}
	white     = color.RGBA{0xfa, 0xf7, 0xff, 0xff}
	colMalice = color.RGBA{0xe0, 0x4f, 0x5f, 0xff}
	colJuice  = color.RGBA{0x7c, 0xe0, 0x9a, 0xff}
	colJack   = color.RGBA{0x2a, 0x22, 0x3a, 0xff}
	colLit    = color.RGBA{0x7c, 0xff, 0x9a, 0xff}
	colHint   = ui.ColHint
	colSel    = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colPublic = color.RGBA{0x3c, 0x34, 0x52, 0xff}
	colNeigh  = color.RGBA{0x2a, 0x2e, 0x3a, 0xff}
	colFinal  = color.RGBA{0x4a, 0x2a, 0x3a, 0xff}
)

// colourInitials tell the colours apart without colour: blue, green,
// pink, orange, violet (purple), yellow.
var colourInitials = [mb.NumColours]string{"B", "G", "P", "O", "V", "Y"}

// drawText draws text as ui.DrawText does: every text of the table goes
// through it, so a test can read what the table writes.
var drawText = ui.DrawText

// drawIcon draws action icon ic (its number too) centred on (cx, cy) in a
// square of size pixels: the printed game's pictures, not words; on the
// small boards a dot of the action's colour.
func drawIcon(dst *ebiten.Image, ic mb.Icon, cx, cy, size float64) {
	drawActionIcon(dst, ic.Act, int(ic.N), cx, cy, size)
}

func iconColour(ic mb.Icon) color.RGBA {
	switch ic.Act {
	case mb.ActJuice:
		return colJuice
	case mb.ActMalice:
		return colMalice
	}
	return ui.ColText
}

// drawDie draws a Lord die: its colour, its rank and its colour's initial.
func drawDie(dst *ebiten.Image, r ui.Rect, d mb.Die) {
	if d.Empty() {
		return
	}
	c := monColours[d.Colour()]
	rad := r.W * 0.18
	sh := r
	sh.Y += r.H * 0.06
	ui.FillRoundRect(dst, sh, rad, color.RGBA{0, 0, 0, 0x70})
	ui.FillRoundRect(dst, r, rad, c)
	ui.StrokeRoundRect(dst, r, rad, math.Max(1, r.W*0.04), ink)
	fg := ink
	if d.Colour() == 0 || d.Colour() == 4 {
		fg = white
	}
	cx, cy := r.Center()
	if r.W >= 9 {
		drawText(dst, ui.Num(d.Rank()), r.H*0.58, true, cx, cy, ui.AlignCenter, ui.AlignCenter, fg)
	}
	if r.W >= 30 {
		drawText(dst, colourInitials[d.Colour()], r.H*0.24, true, r.X+r.W-r.W*0.1, r.Y+r.H-r.H*0.06, ui.AlignEnd, ui.AlignEnd, fg)
	}
}

// ring outlines r to show it is lit, chosen or hinted.
func ring(dst *ebiten.Image, r ui.Rect, c color.RGBA, s float64) {
	ui.StrokeRoundRect(dst, r.Inset(-3*s), 7*s, 2.5*s, c)
}

// drawMarks lights every region that is lit, chosen or hinted; nothing is
// lit while an animation plays.
func (t *Table) drawMarks(dst *ebiten.Image) {
	if t.tl.Busy() {
		return
	}
	s := t.lay.s
	pulse := ui.Mix(ui.ColAccentDark, colLit, 0.55+0.45*math.Sin(t.tl.Clock*5))
	for i := range t.hot {
		h := &t.hot[i]
		switch {
		case h.k.k == kNone || h.k.k == kBoard:
		case t.isSel(h.k):
			ring(dst, h.r, colSel, s)
		case t.isHint(h.k):
			ring(dst, h.r, colHint, s)
		case t.isLit(h.k):
			ring(dst, h.r, pulse, s)
		}
	}
}

// drawAll draws the whole table: the person's board large, always; a
// computer's turn plays on its own small board, which glows meanwhile.
// At rest what does not move comes from one image (drawRest).
func (t *Table) drawAll(ctx *ui.Context, dst *ebiten.Image) {
	if t.tl.Busy() || t.falling() > 0 {
		// dice still falling into the cars after the timeline ended
		// (QuickChance) are drawn live; the still image waits for them
		t.drawStill(dst)
		t.restDirty = true
	} else {
		t.drawRest(dst)
	}
	peek, peeking := t.shownPeek()
	for p := 0; p < t.v.n; p++ {
		if p == t.focus {
			continue
		}
		r := t.lay.minis[p]
		if peeking && peek == p {
			ui.StrokeRoundRect(dst, r.Inset(-2*t.lay.s), 6*t.lay.s, 1.5*t.lay.s, ui.ColAccent)
		}
		if p == t.acting && !t.st.IsTerminal() {
			t.drawActingGlow(dst, p, r)
		}
	}
	t.drawMarks(dst)
	t.drawFlight(dst)
	t.drawButtons(dst)
	if peeking {
		t.drawPeek(dst, peek)
		return
	}
	t.tipBox.Draw(dst)
}

// drawStill draws the main board, the Fearnobiles, the small boards,
// Spider Jack's panels and the person's large board; live while events
// play, else into the image drawRest keeps.
func (t *Table) drawStill(dst *ebiten.Image) {
	t.drawMain(dst)
	t.drawCars(dst)
	for p := 0; p < t.v.n; p++ {
		if p != t.focus {
			t.drawMini(dst, p)
		}
	}
	if t.v.solo != mb.SoloNone {
		t.drawJack(dst)
		t.drawCourt(dst)
	}
	t.drawBoard(dst, t.focus, true)
}

// drawRest draws the table at rest from one image of the part of the
// table area on dst, painted again only when what it shows changes
// (refresh) or the zoomed table is panned: an idle frame costs one image
// and the few things that pulse. The image is never larger than dst: a
// zoomed table's area is (2.5 times a tablet's screen is over 5,000 device
// pixels wide, past the largest texture of many phones and tablets).
func (t *Table) drawRest(dst *ebiten.Image) {
	a := t.area
	b := dst.Bounds()
	ox, oy := math.Floor(max(a.X, float64(b.Min.X))), math.Floor(max(a.Y, float64(b.Min.Y)))
	w := int(math.Ceil(min(a.X+a.W, float64(b.Max.X)) - ox))
	h := int(math.Ceil(min(a.Y+a.H, float64(b.Max.Y)) - oy))
	if w <= 0 || h <= 0 {
		return
	}
	img := t.restImg
	if img == nil || img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		if img != nil {
			img.Deallocate()
		}
		img = ebiten.NewImage(w, h)
		t.restImg = img
		t.restDirty = true
	}
	// the area as the image holds it: the same layout with the image's
	// corner at (ox, oy), by whole pixels, so that the image is the table
	// pixel for pixel
	at := ui.Rect{X: a.X - ox, Y: a.Y - oy, W: a.W, H: a.H}
	if at != t.restAt {
		t.restAt, t.restDirty = at, true
	}
	if t.restDirty {
		img.Clear()
		t.area = at
		t.doLayout(t.area, t.scale)
		t.drawStill(img)
		t.area = a
		t.doLayout(a, t.scale)
		t.restDirty = false
		t.restPaints++
	}
	op := &t.miniOp
	op.GeoM.Reset()
	op.GeoM.Translate(ox, oy)
	dst.DrawImage(img, op)
}

// peeking reports the seat whose small board the pointer is over.
func (t *Table) peeking() (int, bool) {
	if t.hover < 0 || t.hover >= len(t.hot) || t.hot[t.hover].k.k != kBoard {
		return 0, false
	}
	return t.hot[t.hover].k.a, true
}

// shownPeek is the seat whose board shows enlarged: the small board
// hovered, else the one the person clicked.
func (t *Table) shownPeek() (int, bool) {
	if q, ok := t.peeking(); ok {
		return q, true
	}
	if t.pinned && t.pin != t.focus && t.pin < t.v.n {
		return t.pin, true
	}
	return 0, false
}

// drawPeek draws seat q's board enlarged beside the person's (left of the
// small boards, level with q's), so every board reads on hover.
func (t *Table) drawPeek(dst *ebiten.Image, q int) {
	small := t.lay.boards[q]
	s := t.lay.s
	t.lay.boards[q] = t.peekGeom(q)
	back := t.peekRect(q)
	ui.FillRoundRect(dst, back, 14*s, color.RGBA{0x12, 0x10, 0x1a, 0xf8})
	ui.StrokeRoundRect(dst, back, 14*s, 2*s, ui.ColAccent)
	t.drawBoard(dst, q, false)
	note := t.peekNote
	if t.pinned && t.pin == q {
		note = t.unpinNote
	}
	drawText(dst, note, 12*s, false, back.X+back.W-12*s, back.Y+back.H-12*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	t.lay.boards[q] = small
}

// drawMain draws the round track, each player's Spook Juice and both
// markets with their costs.
func (t *Table) drawMain(dst *ebiten.Image) {
	l := &t.lay
	s := l.s
	ui.Panel(dst, l.main, s)
	drawText(dst, "Round", 14*s, true, l.main.X+12*s, l.main.Y+17*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	for i := 0; i < mb.NumRounds; i++ {
		r := l.roundRect(i)
		cx, cy := r.Center()
		c := ui.ColPanelLo
		fg := ui.ColTextDim
		if i+1 == t.v.round {
			c, fg = ui.ColAccent, ink
		} else if i+1 < t.v.round {
			c = ui.ColBorder
		}
		ui.FillRoundRect(dst, r, r.W/2, c)
		drawText(dst, ui.Num(i+1), 13*s, true, cx, cy, ui.AlignCenter, ui.AlignCenter, fg)
	}
	for p := 0; p < t.v.n; p++ {
		r := l.juiceChip(p)
		ui.FillRoundRect(dst, r, 8*s, ui.ColPanelLo)
		if p == t.v.first {
			ui.StrokeRoundRect(dst, r, 8*s, 1.5*s, ui.ColWarm)
		}
		t.drawSeat(dst, p, r.X+12*s, r.Y+r.H/2, 8*s)
		drawText(dst, ui.Num(t.counter(p, true, int(t.v.boards[p].Juice))), 15*s, true, r.X+r.W-8*s, r.Y+r.H/2, ui.AlignEnd, ui.AlignCenter, colJuice)
	}
	if t.v.family {
		drawText(dst, "Family mode: take a die, place it in a row, and move its Grunt one space per icon.", 14*s, false, l.main.X+12*s, l.main.Y+60*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		drawText(dst, "Areas 4 and 8: promote or swap. Area 12: 12 Spook Juice.", 14*s, false, l.main.X+12*s, l.main.Y+84*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		drawText(dst, "After three dice: a Minion onto a row scores its ranks.", 14*s, false, l.main.X+12*s, l.main.Y+108*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		return
	}
	drawText(dst, "Arch Monster cards (cost in Malice)", 12*s, false, l.main.X+10*s, l.main.Y+38*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	drawText(dst, "Ghosts", 12*s, false, l.main.X+328*s, l.main.Y+38*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	for i := 0; i < mb.MarketSize; i++ {
		r := l.archRect(i)
		if id := t.v.archs[i]; id >= 0 {
			drawArch(dst, r, id, s)
		} else {
			ui.StrokeRoundRect(dst, r, 6*s, 1*s, ui.ColBorder)
		}
		costBadge(dst, r.X+r.W-8*s, r.Y+8*s, mb.ArchCost[i], s)
		g := l.ghostRect(i)
		if id := t.v.ghosts[i]; id >= 0 {
			drawGhost(dst, g, id, s)
		} else {
			ui.StrokeRoundRect(dst, g, g.W/2, 1*s, ui.ColBorder)
		}
		cx, _ := g.Center()
		costBadge(dst, cx, g.Y+g.H+14*s, mb.GhostCost[i], s)
	}
}

// costBadge is a red disc with a Malice cost.
func costBadge(dst *ebiten.Image, cx, cy float64, cost int, s float64) {
	r := 9 * s
	ui.FillRoundRect(dst, ui.Rect{X: cx - r, Y: cy - r, W: 2 * r, H: 2 * r}, r, colMalice)
	drawText(dst, ui.Num(cost), 12*s, true, cx, cy, ui.AlignCenter, ui.AlignCenter, white)
}

// archTitles are the short titles of the Arch Monster scoring kinds.
var archTitles = map[mb.ArchKind]string{
	mb.ArchPair: "Pairs", mb.ArchSpooked: "Spooked", mb.ArchNeighGhosts: "Haunts", mb.ArchColumns30: "Columns 30",
	mb.ArchGhostPair: "2 Ghosts", mb.ArchMinions3: "Crowd", mb.ArchChampion: "Champion", mb.ArchRowColour: "Row",
	mb.ArchRowRank: "Ranks", mb.ArchPathMinions: "Minions", mb.ArchFinalGrunts: "Finish", mb.ArchMalice: "Malice",
	mb.ArchColourGhosts: "Ghosts", mb.ArchStrongJack: "Big " + spiderJack, mb.ArchFullTrack: "Tracks",
}

// drawArch draws an Arch Monster card face up: its title, its colours or
// rank, its points and its back's action.
func drawArch(dst *ebiten.Image, r ui.Rect, id int, s float64) {
	a := mb.Archs[id]
	sprites.PaintCardBody(dst, r.X, r.Y, r.W, r.H, sprites.Card{Radius: 6 * s, Border: 1.2 * s, Fill: color.RGBA{0xe8, 0xe0, 0xcc, 0xff}, Ink: ink})
	if r.W < 20 {
		return
	}
	k := r.W / 58
	cx := r.X + r.W/2
	drawLabel(dst, archTitles[a.Kind], 9*k, cx, r.Y+22*k, r.W-6*k, ui.AlignStart, ink)
	switch a.Kind {
	case mb.ArchPair:
		ui.FillRoundRect(dst, ui.Rect{X: cx - 17*k, Y: r.Y + 30*k, W: 16 * k, H: 16 * k}, 3*k, monColours[a.Colour])
		ui.FillRoundRect(dst, ui.Rect{X: cx + 1*k, Y: r.Y + 30*k, W: 16 * k, H: 16 * k}, 3*k, monColours[a.Colour2])
	case mb.ArchSpooked, mb.ArchChampion, mb.ArchRowColour, mb.ArchColourGhosts:
		ui.FillRoundRect(dst, ui.Rect{X: cx - 8*k, Y: r.Y + 30*k, W: 16 * k, H: 16 * k}, 3*k, monColours[a.Colour])
		drawText(dst, colourInitials[a.Colour], 10*k, true, cx, r.Y+38*k, ui.AlignCenter, ui.AlignCenter, ink)
	case mb.ArchRowRank:
		drawText(dst, rankLabels[a.Rank], 13*k, true, cx, r.Y+38*k, ui.AlignCenter, ui.AlignCenter, ink)
	}
	pts := ui.Num(a.Points)
	if a.Kind == mb.ArchSpooked {
		pts = "area"
	}
	drawText(dst, pts, 14*k, true, cx, r.Y+56*k, ui.AlignCenter, ui.AlignCenter, color.RGBA{0x8a, 0x1c, 0x3c, 0xff})
	back := ui.Rect{X: r.X + 3*k, Y: r.Y + r.H - 18*k, W: r.W - 6*k, H: 15 * k}
	ui.FillRoundRect(dst, back, 4*k, colJack)
	drawIcon(dst, a.Back, cx, back.Y+back.H/2, back.H+3*k) // a little over the strip, to read
}

// drawLabel draws a bold label centred on cx, no wider than width: on one
// line when it fits at size, else on two lines broken at the space nearest
// its middle ("Call" over "Spider Jack" on a chip: spiderJack does not
// break), smaller still when a line is too wide. v says where y is: the
// label's middle (AlignCenter), or the middle of its first line
// (AlignStart: a second line goes below). It does not allocate (it is
// drawn every frame).
func drawLabel(dst *ebiten.Image, text string, size, cx, y, width float64, v ui.Align, c color.RGBA) {
	w := ui.TextWidth(text, size, true)
	if w <= width {
		drawText(dst, text, size, true, cx, y, ui.AlignCenter, ui.AlignCenter, c)
		return
	}
	cut := -1
	for i := range len(text) {
		if text[i] == ' ' && (cut < 0 || engine.Abs(2*i-len(text)) < engine.Abs(2*cut-len(text))) {
			cut = i
		}
	}
	if cut < 0 {
		drawText(dst, text, size*width/w, true, cx, y, ui.AlignCenter, ui.AlignCenter, c)
		return
	}
	top, bottom := text[:cut], text[cut+1:]
	if w = max(ui.TextWidth(top, size, true), ui.TextWidth(bottom, size, true)); w > width {
		size *= width / w
	}
	gap := size * 1.15
	if v == ui.AlignCenter {
		y -= gap / 2
	}
	drawText(dst, top, size, true, cx, y, ui.AlignCenter, ui.AlignCenter, c)
	drawText(dst, bottom, size, true, cx, y+gap, ui.AlignCenter, ui.AlignCenter, c)
}

// spiderJack is his name as labels write it: a line never breaks inside.
const spiderJack = "Spider\u00a0Jack"

// rankLabels say "three dice of rank R" on the cards that want them.
var rankLabels = [7]string{"", "3 x 1", "3 x 2", "3 x 3", "3 x 4", "3 x 5", "3 x 6"}

// drawGhost draws a Ghost token: its colour (white with colour dots when
// multicoloured) and its action.
func drawGhost(dst *ebiten.Image, r ui.Rect, id int, s float64) {
	g := mb.Ghosts[id]
	cx, cy := r.Center()
	rad := r.W / 2
	body := white
	if g.Colour != mb.MultiColour {
		body = ui.Mix(monColours[g.Colour], white, 0.35)
	}
	ui.FillRoundRect(dst, r, rad, body)
	ui.StrokeRoundRect(dst, r, rad, math.Max(1, r.W*0.05), ink)
	if g.Colour == mb.MultiColour && r.W >= 16 {
		for c := 0; c < mb.NumColours; c++ {
			a := float64(c) * math.Pi / 3
			x, y := cx+math.Cos(a)*rad*0.72, cy+math.Sin(a)*rad*0.72
			d := rad * 0.18
			ui.FillRoundRect(dst, ui.Rect{X: x - d, Y: y - d, W: 2 * d, H: 2 * d}, d, monColours[c])
		}
	}
	if r.W >= 16 {
		drawIcon(dst, g.Icon, cx, cy, r.W*0.64)
	}
}

// drawSeat draws seat p's symbol in its colour.
func (t *Table) drawSeat(dst *ebiten.Image, p int, cx, cy, r float64) {
	c, sym := ui.Look(p)
	if p < len(t.seats) {
		c, sym = t.seats[p].Color, t.seats[p].Symbol
	}
	ui.DrawSymbol(dst, sym, cx, cy, r, c)
}

// drawMini draws a small board with its caption.
func (t *Table) drawMini(dst *ebiten.Image, p int) {
	r := t.lay.minis[p]
	s := t.lay.s
	t.drawSeat(dst, p, r.X+9*s, r.Y+9*s, 7*s)
	drawText(dst, t.captions[p], 13*s, true, r.X+22*s, r.Y+9*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	b := &t.v.boards[p]
	x := r.X + r.W - 4*s
	if !t.v.family {
		costBadge(dst, x-8*s, r.Y+9*s, int(b.Malice), s)
		x -= 22 * s
	}
	drawText(dst, ui.Num(t.counter(p, true, int(b.Juice))), 13*s, true, x, r.Y+9*s, ui.AlignEnd, ui.AlignCenter, colJuice)
	drawText(dst, "Spook Juice", 11*s, false, x-28*s, r.Y+9*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	if t.tl.Busy() && p == t.acting {
		// its events play on it: drawn as they move
		t.drawBoard(dst, p, false)
	} else {
		t.drawMiniBoard(dst, p)
	}
}

// drawActingGlow frames the small board of the seat acting (a computer
// thinking, or another person deciding) with a slow glow and a badge: its
// turn shows there and in the log, the large board stays the person's.
func (t *Table) drawActingGlow(dst *ebiten.Image, p int, r ui.Rect) {
	s := t.lay.s
	a := 0.5 + 0.5*math.Sin(t.tl.Clock*3)
	glow := ui.Mix(ui.ColWarm, white, 0.3*a)
	ui.StrokeRoundRect(dst, r.Inset(-5*s), 9*s, 4*s, color.RGBA{glow.R, glow.G, glow.B, uint8(0x30 + 0x40*a)})
	ui.StrokeRoundRect(dst, r.Inset(-3*s), 7*s, 2*s, glow)
	label := badgeDeciding
	if p < len(t.seats) && !t.seats[p].Human {
		label = badgeThinking
	}
	// over the left of the small board's header, where a large board has
	// its name: the Malice, Spook Juice and Driveway stay in sight
	w := ui.TextWidth(label, 10*s, true) + 10*s
	b := ui.Rect{X: r.X + 1*s, Y: r.Y + 20*s, W: w, H: 14 * s}
	ui.FillRoundRect(dst, b, 7*s, ui.ColWarm)
	drawText(dst, label, 10*s, true, b.X+b.W/2, b.Y+b.H/2, ui.AlignCenter, ui.AlignCenter, ink)
}

// The badges on the small board of the seat acting.
const (
	badgeThinking = "thinking\u2026"
	badgeDeciding = "deciding"
)

// drawMiniBoard draws seat p's small board from an image of its own,
// painted again only when what it shows changed: the many small pieces
// of a small board cost once, not every frame.
func (t *Table) drawMiniBoard(dst *ebiten.Image, p int) {
	g := t.lay.boards[p]
	const pad = 6
	w, h := int(math.Ceil(boardW*g.k))+2*pad, int(math.Ceil(boardH*g.k))+2*pad
	img := t.miniImg[p]
	if img == nil || img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		if img != nil {
			img.Deallocate()
		}
		img = ebiten.NewImage(w, h)
		t.miniImg[p] = img
		t.miniDirty[p] = true
	}
	if t.miniDirty[p] {
		img.Clear()
		t.lay.boards[p] = geom{x: pad, y: pad, k: g.k}
		t.drawBoard(img, p, false)
		t.lay.boards[p] = g
		t.miniDirty[p] = false
	}
	op := &t.miniOp
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(g.x)-pad, math.Round(g.y)-pad)
	dst.DrawImage(img, op)
}

// drawButtons draws the decision buttons of the board in focus.
func (t *Table) drawButtons(dst *ebiten.Image) {
	s := t.lay.s
	for _, b := range t.buttons() {
		b.Draw(dst, s)
	}
	if t.note != "" {
		g := t.lay.boards[t.focus]
		w := 560 * g.k
		r := ui.Rect{X: g.x + (boardW*g.k-w)/2, Y: g.y + 196*g.k, W: w, H: 52 * s}
		ui.FillRoundRect(dst, r, 10*s, color.RGBA{0x50, 0x18, 0x22, 0xf0})
		ui.StrokeRoundRect(dst, r, 10*s, 1.5*s, colMalice)
		for i, line := range t.noteLines {
			drawText(dst, line, 15*s, false, r.X+r.W/2, r.Y+16*s+float64(i)*19*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		}
	}
	t.drawInstruction(dst)
	t.drawJackBanner(dst)
	t.drawLegend(dst)
}
