package factory

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

var (
	colSpot     = color.RGBA{0x78, 0xd9, 0x8e, 0xff}
	colOpen     = color.RGBA{0x6a, 0x62, 0x90, 0xff}
	colNoFit    = color.RGBA{0xff, 0x6e, 0x6e, 0xff}
	colWorkArea = color.RGBA{0x1f, 0x1c, 0x2f, 0xff}
)

// Static help lines of the hand column.
var (
	helpPlace  = []string{"Click a lit spot to place.", "Turn the tile with the", "buttons above, R or the wheel.", "Arrows and Enter work too."}
	helpWait   = []string{"Lit spots show where", "the tile fits."}
	helpPick   = []string{"Pick a tile to start", "your first monster.", "3 or 4 bits are good."}
	helpForce  = []string{"It fits nowhere:", "it will be discarded."}
	helpLocked = []string{"It fits only on other", "players' first monsters,", "closed once your own", "is complete:", "it will be discarded."}
)

// Draw implements ui.Table.
func (t *Table) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	if t.st == nil {
		return
	}
	t.layout(area, ctx.Scale, ctx.MinTarget)
	if !t.noHandCol {
		t.drawHandCol(ctx, dst)
	}
	if len(t.supply) > 0 {
		t.drawSupply(ctx, dst)
	}
	for p := range t.seats {
		t.drawSeat(ctx, dst, p)
	}
	t.drawAnims(dst)
	t.drawZoom(dst)
	t.tipBox.Draw(dst)
}

// drawZoom shows the small monster under the pointer enlarged, with what
// it holds and scores, beside the pointer and inside the table's area.
func (t *Table) drawZoom(dst *ebiten.Image) {
	z := t.zoom
	if !z.on || z.seat >= len(t.seats) || z.mon >= len(t.seats[z.seat].mons) {
		return
	}
	s := t.scale
	sv := &t.seats[z.seat]
	m := sv.mons[z.mon]
	cols, rows := monsterSpan(m, false)
	ts := tileStep(math.Min(maxMainTile*s*0.75, 300*s/float64(max(cols, rows))))
	label := zoomLabel(m)
	w := math.Max(float64(cols)*ts, t.textWidth(label, 14*s, true)) + 24*s
	h := float64(rows)*ts + 48*s
	r := ui.Rect{X: t.cx + 18*s, Y: t.cy - h - 12*s, W: w, H: h}
	a := t.area
	if r.X+r.W > a.X+a.W {
		r.X = t.cx - 18*s - r.W
	}
	r.X = math.Max(a.X, r.X)
	r.Y = math.Max(a.Y, math.Min(r.Y, a.Y+a.H-r.H))
	ui.FillRoundRect(dst, r, 10*s, ui.ColPanel)
	ui.StrokeRoundRect(dst, r, 10*s, 1.5*s, ui.ColBorder)
	t.text(dst, label, 14*s, true, r.X+r.W/2, r.Y+18*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	inner := ui.Rect{X: r.X + 12*s, Y: r.Y + 36*s, W: r.W - 24*s, H: r.H - 48*s}
	t.drawMonster(dst, z.seat, z.mon, fitMonster(sv, z.mon, inner, ts, false), false)
}

// zoomLabel says what an enlarged monster is and scores: "Minion 2:
// complete, 3 points (5 tiles, 3 with an eye)".
func zoomLabel(m fe.Monster) string {
	name := "First monster"
	count := strconv.Itoa(len(m.Tiles)) + " tiles"
	if m.Minion > 0 {
		name = "Minion " + strconv.Itoa(m.Minion)
		count += ", " + strconv.Itoa(m.EyeTiles) + " with an eye"
	}
	if !m.Complete {
		return name + ": open, 0 points (" + count + ")"
	}
	return name + ": complete, " + engine.Points.Format(m.Points()) + " (" + count + ")"
}

func (t *Table) drawHandCol(ctx *ui.Context, dst *ebiten.Image) {
	s := t.scale
	hc := t.handCol
	ui.Panel(dst, hc, s)
	title := "Drawing…"
	switch t.phase {
	case fe.PhasePick, fe.PhaseOrder:
		title = "Starting tiles"
	case fe.PhasePlace:
		title = t.handTitle
	case fe.PhaseOver:
		title = "Game over"
	}
	t.text(dst, title, 18*s, true, hc.X+hc.W/2, hc.Y+22*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	ht := t.handTile
	slot := ht.Inset(-6 * s)
	if t.phase != fe.PhaseOver {
		ui.FillRoundRect(dst, slot, 14*s, ui.ColPanelLo)
		ui.StrokeRoundRect(dst, slot, 14*s, 1.5*s, ui.ColBorder)
	}
	if e, p, ok := t.flipping(); ok {
		t.drawHandAnim(dst, e, p)
	} else if g := t.hoveredGroup(); g != nil {
		// While picking, the hovered starting tile is shown large.
		blitTile(dst, t.tiles.get(lookOf(g.tile, 0), int(ht.W), false), ht, 1, 1)
	} else if t.inHand {
		sh := ht
		sh.Y += 4 * s
		ui.FillRoundRect(dst, sh, ht.W*0.14, color.RGBA{0, 0, 0, 0x60})
		blitTile(dst, t.tiles.get(lookOf(t.hand, t.rot), int(ht.W), false), ht, 1, 1)
		if t.hint.on && t.hint.place {
			t.pulseOutline(dst, ht.Inset(-3*s), 3*s)
		}
		if t.turnable() {
			t.drawTurnButtons(dst)
		}
	}
	lines := helpWait
	col := ui.ColTextDim
	switch {
	case t.note != "":
		lines, col = t.noteW, ui.ColWarm
	case t.phase == fe.PhasePick && t.myTurn:
		lines = helpPick
	case t.forced && t.locked:
		lines, col = helpLocked, ui.ColWarm
	case t.forced:
		lines, col = helpForce, ui.ColWarm
	case t.phase == fe.PhasePlace && t.myTurn:
		lines = helpPlace
	case t.phase != fe.PhasePlace:
		lines = nil
	}
	y := t.msgR.Y + msgPad*s
	for _, l := range lines {
		t.text(dst, l, 14*s, false, hc.X+hc.W/2, y, ui.AlignCenter, ui.AlignCenter, col)
		y += msgLine * s
	}
	t.drawPile(dst)
	t.drawLegend(dst)
}

// drawTurnButtons draws the two buttons under the tile in hand that turn
// it.
func (t *Table) drawTurnButtons(dst *ebiten.Image) {
	for i := range t.turnBtns {
		t.turnBtns[i].Draw(dst, t.scale)
	}
}

// drawHandAnim draws a drawn tile flipping over, or a discarded one
// sinking away with its reason.
func (t *Table) drawHandAnim(dst *ebiten.Image, e *fe.Event, p float64) {
	s := t.scale
	ht := t.handTile
	size := int(ht.W)
	if e.Kind == fe.EvDraw {
		// From the pile: the back rises to the hand, then turns over.
		pr := t.pileR
		from := ui.Rect{X: pr.X, Y: pr.Y + 6*s, W: 42 * s, H: 42 * s}
		m := ui.Ease(math.Min(1, p*2))
		r := lerpRect(from, ht, m)
		if p < 0.5 {
			blitTile(dst, t.tiles.get(look{}, size, true), r, 1, 1)
			return
		}
		if p < 0.75 {
			blitTile(dst, t.tiles.get(look{}, size, true), r, 1, math.Max(0.02, 1-(p-0.5)*4))
			return
		}
		sx := (p - 0.75) * 4
		if t.inHand {
			blitTile(dst, t.tiles.get(lookOf(t.hand, t.rot), size, false), r, 1, math.Max(0.02, sx))
		}
		return
	}
	// Discard: the tile tips over, sinks and fades.
	r := ht
	r.Y += p * 90 * s
	alpha := 1 - ui.Ease(p)
	blitTile(dst, t.tiles.get(lookOf(e.Tile, 0), size, false), r, alpha, 1)
	t.banner(dst, discardText(e), 15*s, ht.X+ht.W/2, ht.Y+ht.H+26*s, math.Min(1, 2.5*(1-p)), ui.ColWarm)
}

func (t *Table) drawPile(dst *ebiten.Image) {
	s := t.scale
	pr := t.pileR
	bs := int(42 * s)
	left := t.st.PileSize()
	if t.picking() {
		left = 0
	}
	layers := min(3, left)
	for i := layers - 1; i >= 0; i-- {
		r := ui.Rect{X: pr.X + float64(i)*3*s, Y: pr.Y + 6*s - float64(i)*3*s, W: float64(bs), H: float64(bs)}
		blitTile(dst, t.tiles.get(look{}, bs, true), r, 1, 1)
	}
	t.text(dst, t.pileText, 14*s, false, pr.X+58*s, pr.Y+27*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
}

// legendLabels are the legend's rows: the edges, the eye and the two
// highlights of a spot.
var legendLabels = [6]string{"thin bit (green)", "thick bit (purple)", "blank edge (white)", "eyes: 1 minion point", "fits as turned now", "fits if turned"}

// The hand column's help and refusal lines: the space above the first and
// the height of each, in layout units.
const (
	msgPad  = 8.0
	msgLine = 19.0
)

// legendRow is the height of a legend row in layout units.
const legendRow = 25.0

// drawLegend explains the edges (thin, thick, blank), the eye and the two
// highlights of a spot.
func (t *Table) drawLegend(dst *ebiten.Image) {
	s := t.scale
	lr := t.legendR
	fillRect(dst, ui.Rect{X: lr.X, Y: lr.Y - 6*s, W: lr.W, H: 1 * s}, ui.ColBorder)
	for i, label := range legendLabels {
		y := lr.Y + float64(i)*legendRow*s + 4*s
		sw := ui.Rect{X: lr.X, Y: y, W: 42 * s, H: 20 * s}
		if i < 4 {
			ui.FillRoundRect(dst, sw, 4*s, colPaper)
		}
		switch i {
		case 0, 1:
			e := fe.Edge(i + 1)
			h := limbWidth(e) * 40 * s
			fill, _ := limbColor(e)
			ink := 1.4 * s
			fillRect(dst, ui.Rect{X: sw.X + 6*s, Y: sw.Y + sw.H/2 - h/2 - ink, W: sw.W - 6*s, H: h + 2*ink}, colInk)
			fillRect(dst, ui.Rect{X: sw.X + 6*s + ink, Y: sw.Y + sw.H/2 - h/2, W: sw.W - 6*s - ink, H: h}, fill)
		case 2:
			ui.FillRoundRect(dst, ui.Rect{X: sw.X + sw.W - 9*s, Y: sw.Y + 3*s, W: 5 * s, H: sw.H - 6*s}, 2*s, colBlank)
			ui.StrokeRoundRect(dst, ui.Rect{X: sw.X + sw.W - 9*s, Y: sw.Y + 3*s, W: 5 * s, H: sw.H - 6*s}, 2*s, 1*s, colPaperEdge)
		case 3:
			es := math.Round(20 * s)
			blitTile(dst, t.tiles.getEye(int(es)), ui.Rect{X: sw.X + (sw.W-es)/2, Y: sw.Y + (sw.H-es)/2, W: es, H: es}, 1, 1)
		case 4:
			t.drawSpot(dst, ui.Rect{X: sw.X + 11*s, Y: sw.Y, W: 20 * s, H: 20 * s}, fitNow, false)
		case 5:
			t.drawSpot(dst, ui.Rect{X: sw.X + 11*s, Y: sw.Y, W: 20 * s, H: 20 * s}, fitOther, false)
		}
		t.text(dst, label, 13*s, false, sw.X+sw.W+8*s, sw.Y+sw.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
}

// drawSpot draws an open cell r as its highlight shows: fitNow (bright:
// the tile fits as turned now), fitOther (faint: it fits if turned) or
// neither (a dim outline); hot brightens a bright spot under the pointer.
func (t *Table) drawSpot(dst *ebiten.Image, r ui.Rect, fit uint8, hot bool) {
	s := t.scale
	rad := r.W * 0.15
	switch {
	case fit&fitNow != 0:
		a := 0.32
		if hot {
			a = 0.5
		}
		ui.FillRoundRect(dst, r, rad, ui.Scaled(colSpot, a))
		ui.StrokeRoundRect(dst, r, rad, 2.5*s, colSpot)
	case fit&fitOther != 0:
		ui.FillRoundRect(dst, r, rad, ui.Scaled(colSpot, 0.1))
		ui.StrokeRoundRect(dst, r, rad, 1.5*s, ui.Scaled(colSpot, 0.5))
	default:
		ui.StrokeRoundRect(dst, r, rad, 1.2*s, colOpen)
	}
}

func (t *Table) drawSupply(ctx *ui.Context, dst *ebiten.Image) {
	s := t.scale
	r := t.supplyR
	ui.Panel(dst, r, s)
	title := "Pick a starting tile"
	switch {
	case t.phase == fe.PhaseOrder:
		title = "Starting tiles"
	case !t.myTurn:
		title = t.seatName(t.st.Turn()) + " picks a starting tile"
	}
	t.text(dst, title, 17*s, true, r.X+16*s, r.Y+18*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	t.text(dst, t.pickOrder, 13*s, false, r.X+r.W-40*s, r.Y+18*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	if p := t.st.Turn(); p < len(ctx.Seats) && t.phase == fe.PhasePick {
		seat := ctx.Seats[p]
		ui.DrawSymbol(dst, seat.Symbol, r.X+r.W-22*s, r.Y+18*s, 9*s, seat.Color)
	}
	for i := range t.supply {
		g := &t.supply[i]
		img := t.tiles.get(lookOf(g.tile, 0), int(g.r.W), false)
		blitTile(dst, img, g.r, 1, 1)
		if t.myTurn && g.r.Contains(t.cx, t.cy) {
			ui.StrokeRoundRect(dst, g.r.Inset(-3*s), 8*s, 2.5*s, colSpot)
		}
		if t.hint.on && !t.hint.place && lookOf(t.hint.til, 0) == lookOf(g.tile, 0) {
			t.pulseOutline(dst, g.r.Inset(-4*s), 3*s)
		}
		t.text(dst, g.label, 13*s, true, g.r.X+g.r.W/2, g.r.Y+g.r.H+9*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
}

func (t *Table) drawSeat(ctx *ui.Context, dst *ebiten.Image, p int) {
	s := t.scale
	sv := &t.seats[p]
	seat := ui.Seat{Name: sv.name, Color: ui.ColTextDim, Symbol: "circle"}
	if p < len(ctx.Seats) {
		seat = ctx.Seats[p]
	}
	box := sv.box
	turn := t.st.Turn()
	active := (t.phase == fe.PhasePlace || t.phase == fe.PhaseDraw || t.phase == fe.PhasePick) && turn == p
	ui.FillRoundRect(dst, box, 12*s, ui.ColPanel)
	if active {
		ui.StrokeRoundRect(dst, box, 12*s, 3*s, seat.Color)
	} else {
		ui.StrokeRoundRect(dst, box, 12*s, 1.2*s, ui.ColBorder)
	}
	hy := box.Y + headH*s/2 + 3*s
	ui.DrawSymbol(dst, seat.Symbol, box.X+18*s, hy, 9*s, seat.Color)
	t.text(dst, sv.name, sv.nameSize, true, box.X+34*s, hy, ui.AlignStart, ui.AlignCenter, ui.ColText)
	t.text(dst, sv.scoreFit, 17*s, true, box.X+box.W-12*s, hy, ui.AlignEnd, ui.AlignCenter, ui.ColAccent)
	if sv.riskFit != "" && sv.riskInHead {
		w := t.textWidth(sv.scoreFit, 17*s, true)
		t.text(dst, sv.riskFit, 13*s, false, box.X+box.W-20*s-w, hy, ui.AlignEnd, ui.AlignCenter, ui.ColWarm)
	} else if sv.riskFit != "" {
		y := box.Y + headH*s + 8*s
		if sv.riskBelow {
			y += riskLineH * s
		}
		t.text(dst, sv.riskFit, 12*s, false, box.X+box.W-12*s, y, ui.AlignEnd, ui.AlignCenter, ui.ColWarm)
	}
	placing := t.phase == fe.PhasePlace && t.inHand
	closed := placing && t.myTurn && sv.inProg && !t.st.CanTarget(turn, p)
	if closed {
		t.text(dst, sv.closedFit, 12*s, false, box.X+12*s, box.Y+headH*s+8*s, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	} else if sv.mainFit != "" {
		t.text(dst, sv.mainFit, 12*s, false, box.X+12*s, box.Y+headH*s+8*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	if sv.main >= 0 {
		t.drawMonster(dst, p, sv.main, sv.grid, placing && sv.inProg && !closed)
	}
	for i, th := range sv.thumb {
		ui.FillRoundRect(dst, th.r.Inset(2*s), 8*s, colWorkArea)
		t.drawMonster(dst, p, th.mon, th.grid, false)
		col := ui.ColTextDim
		if sv.mons[th.mon].Complete {
			col = ui.ColAccent
		}
		if i < len(sv.thumbFit) {
			lbl := sv.thumbFit[i]
			t.text(dst, lbl, 12*s, false, th.r.X+th.r.W/2, th.r.Y+th.r.H-9*s, ui.AlignCenter, ui.AlignCenter, col)
		}
	}
}

// drawMonster draws seat p's monster m in grid g: its open cells (lit
// where the tile in hand fits when spots is true) and its tiles.
func (t *Table) drawMonster(dst *ebiten.Image, p, m int, g grid, spots bool) {
	s := t.scale
	sv := &t.seats[p]
	mo := &sv.mons[m]
	ts := int(g.Cell)
	hovered := t.hover.ok && t.hover.seat == p
	if m == sv.main && sv.inProg {
		for i := range sv.spots {
			sp := &sv.spots[i]
			r := g.cell(sp.x, sp.y).Inset(g.Cell * 0.06)
			fit := sp.fit
			if !spots || !t.myTurn {
				fit = 0
			}
			t.drawSpot(dst, r, fit, hovered)
		}
	}
	for _, tl := range mo.Tiles {
		if t.hidden(p, m, tl.X, tl.Y) {
			continue
		}
		blitTile(dst, t.tiles.get(placedLook(tl), ts, false), g.cell(tl.X, tl.Y), 1, 1)
	}
	if m != sv.main || !sv.inProg {
		return
	}
	if t.hint.on && t.hint.place && t.hint.seat == p {
		r := g.cell(t.hint.x, t.hint.y)
		blitTile(dst, t.tiles.get(lookOf(t.hint.til, t.hint.rot), ts, false), r, 0.5, 1)
		t.pulseOutline(dst, r, 3*s)
	}
	if spots && t.myTurn && hovered {
		r := g.cell(t.hover.x, t.hover.y)
		sp := t.spotAt(t.hover)
		switch {
		case sp != nil && sp.fit&fitNow != 0:
			blitTile(dst, t.tiles.get(lookOf(t.hand, t.rot), ts, false), r, 0.7, 1)
			ui.StrokeRoundRect(dst, r, g.Cell*0.14, 2.5*s, ui.ColText)
		case t.tip != "":
			ui.StrokeRoundRect(dst, r.Inset(g.Cell*0.06), g.Cell*0.14, 2.5*s, colNoFit)
		}
	}
}

// pulseOutline draws the hint's pulsing gold outline.
func (t *Table) pulseOutline(dst *ebiten.Image, r ui.Rect, w float64) {
	a := 0.55 + 0.45*math.Sin(t.clock*6)
	ui.StrokeRoundRect(dst, r, r.W*0.16, w, ui.Scaled(ui.ColHint, a))
}

// drawAnims draws the running step of the timeline on the board (the
// hand column draws draws and discards).
func (t *Table) drawAnims(dst *ebiten.Image) {
	s := t.scale
	e, p, ok := t.current()
	if !ok || e.Seat < 0 || e.Seat >= len(t.seats) {
		return
	}
	switch e.Kind {
	case fe.EvOrder:
		r := t.supplyR
		if r.W == 0 {
			r = t.area
		}
		alpha := math.Min(1, 4*(1-p))
		t.banner(dst, orderText(t.seatName(e.Seat)), 22*s, r.X+r.W/2, r.Y+r.H/2, alpha, ui.ColAccent)
	case fe.EvPlace, fe.EvPick:
		to, ok := t.cellRect(e.Seat, e.Monster, e.X, e.Y)
		if !ok {
			return
		}
		from := t.handTile
		if e.Kind == fe.EvPick && t.pickFrom.W > 0 {
			from = t.pickFrom
		}
		r := lerpRect(from, to, ui.Ease(p))
		blitTile(dst, t.tiles.get(lookOf(e.Tile, e.Rot), int(math.Max(to.W, from.W)), false), r, 1, 1)
	case fe.EvMinion:
		to, ok := t.cellRect(e.Seat, e.Monster, 0, 0)
		if !ok {
			return
		}
		pr := t.pileR
		from := ui.Rect{X: pr.X, Y: pr.Y + 6*s, W: 42 * s, H: 42 * s}
		m := ui.Ease(math.Min(1, p/0.6))
		r := lerpRect(from, to, m)
		size := int(math.Max(to.W, from.W))
		if m < 0.5 {
			blitTile(dst, t.tiles.get(look{}, size, true), r, 1, math.Max(0.02, 1-2*m))
		} else {
			blitTile(dst, t.tiles.get(lookOf(e.Tile, 0), size, false), r, 1, math.Max(0.02, 2*m-1))
		}
		box := t.seats[e.Seat].box
		alpha := math.Min(1, 4*(1-p))
		t.banner(dst, minionText(t.seatName(e.Seat)), 18*s, box.X+box.W/2, box.Y+headH*s+30*s, alpha, ui.ColText)
	case fe.EvComplete:
		r := t.monsterRect(e.Seat, e.Monster)
		alpha := math.Min(1, 3*(1-p))
		grow := (4 + 14*ui.Ease(p)) * s
		ui.StrokeRoundRect(dst, r.Inset(-grow), 14*s, 5*s, ui.Scaled(ui.ColWarm, alpha*0.8))
		ui.StrokeRoundRect(dst, r.Inset(-grow*0.4), 12*s, 3*s, ui.Scaled(ui.ColAccent, alpha))
		cx, cy := r.Center()
		rad := math.Max(r.W, r.H)/2 + 30*s*ui.Ease(p)
		for k := 0; k < 12; k++ {
			ang := float64(k) * math.Pi / 6
			col := ui.ColAccent
			if k%2 == 1 {
				col = ui.ColWarm
			}
			ui.DrawSymbol(dst, "star", cx+math.Cos(ang)*rad, cy+math.Sin(ang)*rad, 6*s, ui.Scaled(col, alpha))
		}
		box := t.seats[e.Seat].box
		text := completeText(e)
		size := 24 * s
		if t.textWidth(text, size, true)+40*s > box.W {
			size = 17 * s
		}
		t.banner(dst, text, size, box.X+box.W/2, box.Y+box.H/2, alpha, ui.ColWarm)
	}
}

// banner draws text on a dark rounded plate, centred on x, y.
func (t *Table) banner(dst *ebiten.Image, text string, size, x, y, alpha float64, col color.RGBA) {
	s := t.scale
	w := t.textWidth(text, size, true) + 28*s
	h := size * 1.8
	ui.FillRoundRect(dst, ui.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}, h/2, ui.Scaled(ui.ColShade, alpha))
	t.text(dst, text, size, true, x, y, ui.AlignCenter, ui.AlignCenter, ui.Scaled(col, alpha))
}

func lerpRect(a, b ui.Rect, m float64) ui.Rect {
	return ui.Rect{X: a.X + (b.X-a.X)*m, Y: a.Y + (b.Y-a.Y)*m, W: a.W + (b.W-a.W)*m, H: a.H + (b.H-a.H)*m}
}

// hoveredGroup is the supply group under the pointer while picking.
func (t *Table) hoveredGroup() *group {
	if t.phase != fe.PhasePick {
		return nil
	}
	for i := range t.supply {
		if t.supply[i].r.Contains(t.cx, t.cy) {
			return &t.supply[i]
		}
	}
	return nil
}
