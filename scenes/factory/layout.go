package factory

import (
	"math"
	"strings"

	fe "monstermixer/engine/factory"

	"monstermixer/scenes/ui"
)

// Layout sizes in layout units (multiplied by the scale).
const (
	handColW    = 214.0
	turnBtnH    = 46.0 // the turn buttons' height: room for a smaller label
	maxMainTile = 76.0
	maxThumb    = 30.0
	headH       = 30.0
	// minOverSeatW is the narrowest seat box of the game-over screen's
	// board: a name, the points and a monster's label fit it whole.
	minOverSeatW = 176.0
)

// What a monster closed to the player to place says under its owner's name.
const (
	closedLong  = "Closed to you: your first monster is complete"
	closedShort = "Closed to you"
)

// layout places everything in area; it does work only when the area, the
// scale, the least target size (minTap, ui.Context.MinTarget: 0 on a
// desktop) or the state changed.
func (t *Table) layout(area ui.Rect, s, minTap float64) {
	if !t.dirty && area == t.area && s == t.scale && minTap == t.minTap {
		return
	}
	t.minTap = minTap
	if area != t.area || s != t.scale {
		// What the pointer was over belongs to the old layout.
		t.zoom, t.hover = zoomInfo{}, hoverCell{}
		t.tip, t.tipKey = "", hoverKey{}
		t.tipBox.Hide()
	}
	// While the pointer is over the monsters, each one stays where it is
	// as it grows (the spot under the pointer does not jump); it is
	// centred again once the pointer leaves them, and when the table is
	// shown afresh (Reset: a new game, the next person at the screen).
	hold := !t.fresh && area == t.area && s == t.scale && t.seatsR.Contains(t.mx, t.my)
	t.fresh, t.offCentre = false, false
	t.dirty = false
	t.area, t.scale = area, s
	if t.st == nil {
		return
	}
	pad := 8 * s
	t.handCol = ui.Rect{X: area.X + pad, Y: area.Y + pad, W: handColW * s, H: area.H - 2*pad}
	hc := t.handCol
	side := math.Floor(math.Min(hc.W-48*s, 116*s))
	t.handTile = ui.Rect{X: math.Round(hc.X + (hc.W-side)/2), Y: math.Round(hc.Y + 44*s), W: side, H: side}
	// The turn buttons, side by side under the tile's slot: on a touch
	// screen at least a finger's size high.
	bw, bh := (hc.W-32*s)/2, max(turnBtnH*s, minTap)
	for i := range t.turnBtns {
		t.turnBtns[i].Rect = ui.Rect{X: hc.X + 12*s + float64(i)*(bw+8*s), Y: t.handTile.Y + side + 14*s, W: bw, H: bh}
	}
	t.msgR = ui.Rect{X: hc.X + 12*s, Y: t.handTile.Y + side + 22*s + bh, W: hc.W - 24*s, H: 120 * s}
	lh := float64(len(legendLabels)) * legendRow * s
	t.legendR = ui.Rect{X: hc.X + 12*s, Y: hc.Y + hc.H - lh - 10*s, W: hc.W - 24*s, H: lh}
	t.pileR = ui.Rect{X: hc.X + 12*s, Y: t.legendR.Y - 64*s, W: hc.W - 24*s, H: 54 * s}

	left := hc.X + hc.W + pad
	// The game-over screen's board is a small box: there the pile and the
	// legend have nothing left to say, and the seats take the whole width.
	t.noHandCol = t.phase == fe.PhaseOver && area.W < 720*s
	if t.noHandCol {
		left = area.X + pad
	}
	main := ui.Rect{X: left, Y: area.Y + pad, W: area.X + area.W - left - pad, H: area.H - 2*pad}
	t.supplyR = ui.Rect{}
	if len(t.supply) > 0 {
		h := math.Min(main.H*0.5, 300*s)
		t.supplyR = ui.Rect{X: main.X, Y: main.Y, W: main.W, H: h}
		main.Y += h + pad
		main.H -= h + pad
		t.layoutSupply()
	}
	t.seatsR = main
	n := len(t.seats)
	cols, rows := t.seatGrid(main.W, main.H)
	cw, ch := main.W/float64(cols), main.H/float64(rows)
	for p := range t.seats {
		c, r := p%cols, p/cols
		box := ui.Rect{X: main.X + float64(c)*cw, Y: main.Y + float64(r)*ch, W: cw, H: ch}.Inset(4 * s)
		// A short last row is centred.
		if r == rows-1 && n%cols != 0 {
			box.X += cw * float64(cols-n%cols) / 2
		}
		t.layoutSeat(p, box, s, hold)
	}
}

// seatGrid picks columns and rows for the seat areas so that the smallest
// tile of any seat's main monster is as large as possible.
func (t *Table) seatGrid(w, h float64) (cols, rows int) {
	n := len(t.seats)
	s := t.scale
	best, bestShape := -1.0, -1e9
	for c := 1; c <= n; c++ {
		r := (n + c - 1) / c
		if t.noHandCol && c > 1 && w/float64(c) < minOverSeatW*s {
			break // the game-over screen's seats keep room for their names and labels
		}
		cw, ch := w/float64(c)-20*s, h/float64(r)-(headH+30)*s
		tile := maxMainTile * s
		for p := range t.seats {
			sv := &t.seats[p]
			cols, rows := 2, 2
			if sv.main >= 0 {
				cols, rows = monsterSpan(sv.mons[sv.main], sv.inProg)
			}
			hh := ch
			if len(sv.mons) > 1 {
				hh -= math.Max(54*s, math.Min(ch*0.3, 120*s))
			}
			tile = math.Min(tile, math.Min(cw/float64(max(cols, 2)), hh/float64(max(rows, 2))))
		}
		// Ties go to the grid with fewer empty places, then to the
		// squarer areas.
		shape := math.Min(cw, ch)/math.Max(cw, ch) - float64(c*r-n)
		if tile > best+0.5 || (tile > best-0.5 && shape > bestShape) {
			best, bestShape, cols, rows = tile, shape, c, r
		}
	}
	return cols, rows
}

// monsterSpan is the number of columns and rows a monster needs (with its
// open cells when withOpen).
func monsterSpan(mo fe.Monster, withOpen bool) (cols, rows int) {
	minX, minY, maxX, maxY := bounds(mo, withOpen)
	return maxX - minX + 1, maxY - minY + 1
}

func bounds(mo fe.Monster, withOpen bool) (minX, minY, maxX, maxY int) {
	for i, tl := range mo.Tiles {
		if i == 0 {
			minX, minY, maxX, maxY = tl.X, tl.Y, tl.X, tl.Y
		}
		minX, maxX = min(minX, tl.X), max(maxX, tl.X)
		minY, maxY = min(minY, tl.Y), max(maxY, tl.Y)
	}
	if withOpen {
		for _, c := range mo.Open {
			minX, maxX = min(minX, c.X), max(maxX, c.X)
			minY, maxY = min(minY, c.Y), max(maxY, c.Y)
		}
	}
	return
}

func (t *Table) layoutSeat(p int, box ui.Rect, s float64, hold bool) {
	sv := &t.seats[p]
	prev, prevMon, prevBox := sv.grid, sv.gridMon, sv.box
	sv.box = box
	sv.head = ui.Rect{X: box.X, Y: box.Y, W: box.W, H: headH * s}
	t.fitSeatTexts(p, box, s)
	below := 0.0 // the points at risk on a line of their own
	if sv.riskBelow {
		below = riskLineH * s
	}
	body := ui.Rect{X: box.X + 6*s, Y: box.Y + headH*s + 16*s + below, W: box.W - 12*s, H: box.H - headH*s - 22*s - below}
	sv.strip = ui.Rect{}
	others := len(sv.mons) - 1
	if sv.main < 0 {
		others = 0
	}
	sv.thumb = sv.thumb[:0]
	if others > 0 {
		sh := math.Max(54*s, math.Min(body.H*0.3, 120*s))
		sv.strip = ui.Rect{X: body.X, Y: body.Y + body.H - sh, W: body.W, H: sh}
		body.H -= sh + 4*s
		cw := math.Min(sv.strip.W/float64(others), sh*1.5)
		i := 0
		for m := range sv.mons {
			if m == sv.main {
				continue
			}
			r := ui.Rect{X: sv.strip.X + float64(i)*cw, Y: sv.strip.Y, W: cw, H: sh}
			in := ui.Rect{X: r.X + 3*s, Y: r.Y + 3*s, W: r.W - 6*s, H: r.H - 22*s}
			sv.thumb = append(sv.thumb, thumb{mon: m, r: r, grid: fitMonster(sv, m, in, maxThumb*s, false)})
			i++
		}
	}
	sv.work = body
	sv.grid, sv.gridMon = grid{}, sv.main
	if sv.main >= 0 {
		sv.grid = fitMonster(sv, sv.main, body, maxMainTile*s, sv.inProg)
		if hold && prevMon == sv.main && prevBox == box && prev.Cell > 0 && prev != sv.grid {
			if g, ok := heldGrid(prev, sv.grid, body); ok {
				sv.grid = g
				t.offCentre = true
			}
		}
	}
	sv.thumbFit = sv.thumbFit[:0]
	for i, th := range sv.thumb {
		lbl := ""
		if i < len(sv.thumbText) {
			lbl = sv.thumbText[i]
			if ui.TextWidth(lbl, 12*s, false) > th.r.W-4*s {
				lbl = sv.thumbShort[i]
				if ui.TextWidth(lbl, 12*s, false) > th.r.W-4*s {
					// Narrower still: only what it scores.
					_, pts, _ := strings.Cut(lbl, ": ")
					if ui.TextWidth(pts, 12*s, false) > th.r.W-4*s {
						pts = strings.TrimSuffix(pts, " pts")
					}
					lbl = ui.Ellipsize(pts, 12*s, false, th.r.W-4*s)
				}
			}
		}
		sv.thumbFit = append(sv.thumbFit, lbl)
	}
}

// riskLineH is the height of the line of the points at risk under the
// monster's label, when they have a line of their own.
const riskLineH = 15.0

// fitSeatTexts fits seat p's header and label line to its box: the name,
// the points, the points at risk and the monster's label.
func (t *Table) fitSeatTexts(p int, box ui.Rect, s float64) {
	sv := &t.seats[p]
	name := ""
	if p < len(t.names) {
		name = t.names[p]
	}
	// The header: the seat's symbol, its name and its points. In a narrow
	// box (the game-over screen's, with many seats) the points lose their
	// unit and the name gives way first.
	sv.scoreFit = sv.scoreText
	if 34*s+ui.TextWidth(sv.scoreFit, 17*s, true)+12*s > box.W {
		sv.scoreFit = sv.scoreShort
	}
	right := ui.TextWidth(sv.scoreFit, 17*s, true) + 20*s
	// In a narrow box the points at risk go down to the label line, in a
	// word if the sentence does not fit there.
	sv.riskInHead = box.W >= 300*s
	sv.riskFit = sv.riskText
	label := box.W - 24*s
	if !sv.riskInHead && ui.TextWidth(sv.riskFit, 12*s, false) > label {
		sv.riskFit = sv.riskShort
	}
	riskW := 0.0
	if sv.riskFit != "" {
		riskW = ui.TextWidth(sv.riskFit, 13*s, false) + 8*s
	}
	// In a narrow box the points at risk take a line of their own rather
	// than cut the monster's label, when they fit there whole.
	sv.riskBelow = !sv.riskInHead && sv.riskText != "" && ui.TextWidth(sv.riskText, 12*s, false) <= label &&
		ui.TextWidth(sv.mainLabel, 12*s, false)+riskW > label
	if sv.riskBelow {
		sv.riskFit = sv.riskText
	}
	switch {
	case sv.riskInHead:
		right += riskW
	case !sv.riskBelow:
		label -= riskW
	}
	// The name shrinks to fit, down to 12 px, before it gives way.
	sv.name, sv.nameSize = "", 17*s
	if room := box.W - right - 40*s; room >= 24*s {
		for sv.nameSize > 12*s && ui.TextWidth(name, sv.nameSize, true) > room {
			sv.nameSize = math.Max(12*s, sv.nameSize-s)
		}
		sv.name = ui.Ellipsize(name, sv.nameSize, true, room)
	}
	sv.mainFit, sv.closedFit = "", ""
	if label >= 30*s {
		sv.mainFit = ui.Ellipsize(sv.mainLabel, 12*s, false, label)
		sv.closedFit = closedLong
		if ui.TextWidth(closedLong, 12*s, false) > label {
			sv.closedFit = ui.Ellipsize(closedShort, 12*s, false, label)
		}
	}
}

// fitMonster scales monster m of a seat (its tiles, and its open cells
// when withOpen) into r: tiles shrink as the monster grows, up to maxTile.
func fitMonster(sv *seatView, m int, r ui.Rect, maxTile float64, withOpen bool) grid {
	minX, minY, maxX, maxY := bounds(sv.mons[m], withOpen)
	g := grid{minX: minX, minY: minY}
	g.Cols, g.Rows = maxX-minX+1, maxY-minY+1
	g.Cell = tileStep(math.Min(maxTile, math.Min(r.W/float64(g.Cols), r.H/float64(g.Rows))))
	g.X = math.Round(r.X + (r.W-g.Cell*float64(g.Cols))/2)
	g.Y = math.Round(r.Y + (r.H-g.Cell*float64(g.Rows))/2)
	return g
}

// heldGrid is the grid of a grown monster (fitted, centred in r) kept
// where it was (prev): the same cell size, each cell where it was shown;
// ok is false when it no longer fits r so.
func heldGrid(prev, fitted grid, r ui.Rect) (grid, bool) {
	g := fitted
	g.Cell = prev.Cell
	g.X = prev.X + float64(g.minX-prev.minX)*g.Cell
	g.Y = prev.Y + float64(g.minY-prev.minY)*g.Cell
	w, h := g.Cell*float64(g.Cols), g.Cell*float64(g.Rows)
	const eps = 0.5
	if g.X < r.X-eps || g.Y < r.Y-eps || g.X+w > r.X+r.W+eps || g.Y+h > r.Y+r.H+eps {
		return fitted, false
	}
	return g, true
}

// layoutSupply places the starting-tile groups in rows.
func (t *Table) layoutSupply() {
	s := t.scale
	r := t.supplyR
	inner := ui.Rect{X: r.X + 12*s, Y: r.Y + 34*s, W: r.W - 24*s, H: r.H - 42*s}
	n := len(t.supply)
	best, bestCols := 0.0, n
	for rows := 1; rows <= n; rows++ {
		cols := (n + rows - 1) / rows
		size := math.Min(inner.W/float64(cols), inner.H/float64(rows))
		if size > best {
			best, bestCols = size, cols
		}
	}
	cell := math.Floor(math.Min(best, 84*s))
	tile := math.Floor(math.Min(cell-18*s, 62*s))
	cols := bestCols
	rows := (n + cols - 1) / cols
	x0 := inner.X + (inner.W-cell*float64(cols))/2
	y0 := inner.Y + (inner.H-cell*float64(rows))/2
	for i := range t.supply {
		c, rw := i%cols, i/cols
		t.supply[i].r = ui.Rect{X: math.Round(x0 + float64(c)*cell + (cell-tile)/2), Y: math.Round(y0 + float64(rw)*cell + 2*s), W: tile, H: tile}
	}
}

// cellRect is where cell x,y of seat p's monster m is on screen (large if
// it is the main monster, small in the strip otherwise).
func (t *Table) cellRect(p, m, x, y int) (ui.Rect, bool) {
	if p < 0 || p >= len(t.seats) {
		return ui.Rect{}, false
	}
	sv := &t.seats[p]
	if m == sv.main {
		return sv.grid.cell(x, y), sv.grid.Cell > 0
	}
	for _, th := range sv.thumb {
		if th.mon == m {
			return th.grid.cell(x, y), true
		}
	}
	return ui.Rect{}, false
}

// monsterRect is the screen box of seat p's monster m.
func (t *Table) monsterRect(p, m int) ui.Rect {
	sv := &t.seats[p]
	if m == sv.main {
		return sv.grid.Bounds()
	}
	for _, th := range sv.thumb {
		if th.mon == m {
			return th.grid.Bounds()
		}
	}
	return sv.work
}

// tileStep rounds a tile size down to a ladder of sizes about 6% apart,
// so that a growing monster reuses the few tile images already drawn
// instead of drawing every tile afresh at each new size.
func tileStep(size float64) float64 {
	if size < 4 {
		return 4
	}
	k := math.Floor(math.Log(size/4) / math.Log(1.06))
	return math.Min(math.Floor(size), math.Round(4*math.Pow(1.06, k)))
}
