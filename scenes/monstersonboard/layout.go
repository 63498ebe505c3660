package monstersonboard

import (
	"math"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// A player board is laid out in board units, boardW x boardH, and drawn
// at any size: large for the seat in focus, small for the others.
const (
	boardW = 730.0
	boardH = 470.0
)

// geom places a player board on screen: its corner and pixels per unit.
type geom struct{ x, y, k float64 }

func (g geom) r(x, y, w, h float64) ui.Rect {
	return ui.Rect{X: g.x + x*g.k, Y: g.y + y*g.k, W: w * g.k, H: h * g.k}
}

func (g geom) whole() ui.Rect           { return g.r(0, 0, boardW, boardH) }
func (g geom) header() ui.Rect          { return g.r(0, 0, 205, 42) }
func (g geom) malice(i int) ui.Rect     { return g.r(212+float64(i)*23, 10, 21, 26) }
func (g geom) maliceTrack() ui.Rect     { return g.r(210, 0, 210, 42) }
func (g geom) juice() ui.Rect           { return g.r(426, 4, 108, 36) }
func (g geom) drive(i int) ui.Rect      { return g.r(540+float64(i)*47, 0, 42, 42) }
func (g geom) startBox() ui.Rect        { return g.r(0, 48, 68, 196) }
func (g geom) startGrunt(i int) ui.Rect { return g.r(4+float64(i%3)*20, 68+float64(i/3)*22, 19, 19) }
func (g geom) gain(i int) ui.Rect       { return g.r(2+float64(i)*22, 154, 20, 20) }
func (g geom) gainBox() ui.Rect         { return g.r(0, 140, 68, 38) }
func (g geom) minionStart(i int) ui.Rect {
	return g.r(4+float64(i%3)*20, 196+float64(i/3)*22, 18, 20)
}

// areaBox is area a (1-12) of the zig-zag town path: areas 1-6 left to
// right, then 7-12 right to left.
func (g geom) areaBox(a int) ui.Rect {
	row, col := (a-1)/6, (a-1)%6
	if row == 1 {
		col = 5 - col
	}
	return g.r(72+float64(col)*110, 48+float64(row)*100, 106, 96)
}

// space is the Grunt space of colour c in area a.
func (g geom) space(sp int) ui.Rect {
	a, c := mb.SpaceArea(sp), mb.SpaceColour(sp)
	row, col := (a-1)/6, (a-1)%6
	if row == 1 {
		col = 5 - col
	}
	bx, by := 72+float64(col)*110, 48+float64(row)*100
	return g.r(bx+4+float64(c%3)*34, by+24+float64(c/3)*35, 32, 33)
}

func (g geom) jack(r int) ui.Rect     { return g.r(0, 252+float64(r)*60, 46, 46) }
func (g geom) order(pos int) ui.Rect  { return g.r(56+float64(pos%6)*50, 252+float64(pos/6)*60, 46, 46) }
func (g geom) row(r int) ui.Rect      { return g.r(52, 248+float64(r)*60, 304, 54) }
func (g geom) track(r, i int) ui.Rect { return g.r(362+float64(i)*31, 260+float64(r)*60, 29, 30) }
func (g geom) trackRow(r int) ui.Rect { return g.r(360, 256+float64(r)*60, 250, 38) }
func (g geom) famMinion(r, i int) ui.Rect {
	return g.r(364+float64(i)*38, 258+float64(r)*60, 34, 34)
}
func (g geom) prophecy() ui.Rect  { return g.r(622, 252, 56, 80) }
func (g geom) card(i int) ui.Rect { return g.r(620+float64(i%3)*37, 340+float64(i/3)*46, 34, 44) }
func (g geom) chip(i int) ui.Rect { return g.r(float64(i)*96, 434, 92, 32) }

// tableW and tableH are the size of the frame's table area at scale 1,
// which the layout fills.
const (
	tableW = 944.0
	tableH = 640.0
)

// maxCards is how many Arch Monster cards a board shows one by one.
const maxCards = 6

// layout is where everything is on screen for the area and scale.
type layout struct {
	main, cars ui.Rect
	bays       [mb.MaxPlayers]ui.Rect
	boards     [mb.MaxPlayers]geom
	minis      [mb.MaxPlayers]ui.Rect // the caption and small board of each seat not in focus
	jack       ui.Rect                // Spider Jack's panel in a solo game
	s          float64
}

// doLayout places the main board, the Fearnobiles and the player boards.
func (t *Table) doLayout(area ui.Rect, s float64) {
	l := &t.lay
	// a smaller area than the frame's at this scale (the game-over
	// screen's picture of the table) shrinks everything alike
	s = min(s, area.W/tableW, area.H/tableH)
	l.s = s
	n := t.v.n
	l.main = ui.Rect{X: area.X + 8*s, Y: area.Y + 8*s, W: 560 * s, H: 142 * s}
	l.cars = ui.Rect{X: l.main.X + l.main.W + 8*s, Y: l.main.Y, W: area.X + area.W - 8*s - (l.main.X + l.main.W + 8*s), H: 142 * s}
	rows := (t.v.ncars + 1) / 2
	bw, bh := (l.cars.W-6*s)/2, (l.cars.H-6*s*float64(rows-1))/float64(rows)
	for p := 0; p < t.v.ncars; p++ {
		l.bays[p] = ui.Rect{X: l.cars.X + float64(p%2)*(bw+6*s), Y: l.cars.Y + float64(p/2)*(bh+6*s), W: bw, H: bh}
	}
	y0 := area.Y + 158*s
	h := area.Y + area.H - 8*s - y0
	miniW := 200 * s
	w := area.W - 16*s
	if n > 1 || t.v.solo != mb.SoloNone {
		w -= miniW + 8*s
	}
	k := math.Min(w/boardW, h/boardH)
	l.boards[t.focus] = geom{x: area.X + 8*s, y: y0, k: k}
	l.jack = ui.Rect{X: area.X + area.W - 8*s - miniW, Y: y0, W: miniW, H: 150 * s}
	cap := 20 * s
	mk := miniW / boardW
	if per := cap + boardH*mk + 8*s; n > 1 && per*float64(n-1) > h {
		mk = (h/float64(n-1) - cap - 8*s) / boardH
	}
	y := y0
	mx := area.X + area.W - 8*s - miniW
	for i := 1; i < n; i++ {
		q := (t.focus + i) % n
		l.minis[q] = ui.Rect{X: mx, Y: y, W: miniW, H: cap + boardH*mk}
		l.boards[q] = geom{x: mx, y: y + cap, k: mk}
		y += cap + boardH*mk + 8*s
	}
	g := l.boards[t.focus]
	bw, bw2, bh2 := 140*g.k, 92*g.k, 32*g.k
	bx := g.x + (boardW-140)*g.k
	by := g.y + 434*g.k
	for _, b := range []*ui.Button{&t.btnDone, &t.btnPass, &t.btnSkip, &t.btnBack} {
		b.Rect = ui.Rect{X: bx, Y: by, W: bw, H: bh2}
	}
	t.btnUp.Rect = ui.Rect{X: bx - 2*(bw2+6*g.k), Y: by, W: bw2, H: bh2}
	t.btnDown.Rect = ui.Rect{X: bx - (bw2 + 6*g.k), Y: by, W: bw2, H: bh2}
	t.dockButtons(t.view)
}

// dockButtons keeps the decision buttons on screen when the frame zooms
// the table on a touch screen (view, the part of the zoomed area that
// shows, is set): zoomed for a step's small targets, the board's Done,
// Pass or Skip this action would lie out of sight below it. The buttons
// move together, as little as brings them inside view, and are drawn
// over the board there.
func (t *Table) dockButtons(view ui.Rect) {
	t.docked = false
	if t.minT <= 0 || view.W <= 0 || view.H <= 0 {
		return
	}
	all := [...]*ui.Button{&t.btnDone, &t.btnPass, &t.btnSkip, &t.btnBack, &t.btnUp, &t.btnDown}
	box := all[0].Rect
	for _, b := range all[1:] {
		box = box.Union(b.Rect)
	}
	in := view.Inset(8 * t.lay.s)
	if box.Within(in) {
		return
	}
	dx, dy := box.ShiftInto(in)
	for _, b := range all {
		b.Rect.X += dx
		b.Rect.Y += dy
	}
	t.docked = true
}

// underButton reports whether r's centre lies under a decision button
// docked over the board (dockButtons): a tap there presses the button.
func (t *Table) underButton(r ui.Rect) bool {
	if !t.docked {
		return false
	}
	x, y := r.Center()
	for _, b := range t.btns {
		if b.Rect.Contains(x, y) {
			return true
		}
	}
	return false
}

// peekGeom places seat q's board enlarged beside the person's: left of
// the small boards, level with q's small board, inside the table area.
func (t *Table) peekGeom(q int) geom {
	l := &t.lay
	s := l.s
	m := l.minis[q]
	big := l.boards[t.focus]
	k := min(0.66*s, (m.X-big.x-32*s)/boardW)
	w, h := boardW*k, boardH*k
	top, bottom := big.y+14*s, big.y+boardH*big.k-14*s-h
	y := max(top, min(bottom, m.Y+m.H/2-h/2))
	return geom{x: m.X - 22*s - w, y: y, k: k}
}

// peekRect is the panel behind seat q's enlarged board.
func (t *Table) peekRect(q int) ui.Rect { return t.peekGeom(q).whole().Inset(-14 * t.lay.s) }

// archRect, ghostCentre and the others place the main board's pieces.
func (l *layout) archRect(i int) ui.Rect { return l.onMain(8+float64(i)*62, 56, 58, 82) }

func (l *layout) ghostRect(i int) ui.Rect { return l.onMain(328+float64(i)*44, 72, 40, 40) }

func (l *layout) roundRect(i int) ui.Rect { return l.onMain(64+float64(i)*26, 6, 22, 22) }

func (l *layout) juiceChip(p int) ui.Rect { return l.onMain(236+float64(p)*80, 5, 76, 24) }

// onMain is the rectangle x, y, w, h of the main board at scale 1, placed
// on the main board as drawn.
func (l *layout) onMain(x, y, w, h float64) ui.Rect {
	s := l.s
	return ui.Rect{X: l.main.X + x*s, Y: l.main.Y + y*s, W: w * s, H: h * s}
}
