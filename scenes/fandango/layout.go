package fandango

import (
	"math"
	"slices"

	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
)

// baseHex is a hex's size (centre to corner) in board units: the camera
// maps board units to screen pixels.
const baseHex = 32.0

// layout is where the table's parts are in screen pixels.
type layout struct {
	s      float64 // ctx.Scale
	mapR   ui.Rect // the map's viewport
	panel  ui.Rect // quests, the chosen unit, the buttons
	quests ui.Rect
	qrows  []questRow // the quest panel's rows, top to bottom
	acts   ui.Rect    // the action buttons' column
	btns   []ui.Rect  // action buttons by index
	ride   ui.Rect    // the ride toggle
	pans   [4]ui.Rect // pan arrows: west, east, north, south
	fit    ui.Button
	zoom   [2]ui.Button // zoom out and in: a finger has no wheel
	dice   ui.Rect      // the dice box over the map
	// per is how many action buttons a page shows: perPage, or on a
	// touch screen as many finger-sized buttons as fit the panel.
	per int
}

// place lays the table out in area. On a touch screen (t.minTap > 0)
// every button is at least t.minTap pixels wide and high, and a page
// holds as many action buttons as fit under the quests; on a desktop
// the layout is the mouse's.
func (t *Table) place(area ui.Rect, s float64) {
	l := &t.lay
	l.s = s
	tap := t.minTap
	pw := min(320*s, area.W*0.42)
	l.mapR = ui.Rect{X: area.X, Y: area.Y, W: area.W - pw - 10*s, H: area.H}
	l.panel = ui.Rect{X: area.X + area.W - pw, Y: area.Y, W: pw, H: area.H}
	t.placeQuests(s)
	qh := l.quests.H
	l.acts = ui.Rect{X: l.panel.X, Y: l.panel.Y + qh + 8*s, W: pw, H: l.panel.H - qh - 8*s}
	bh, gap := max(30*s, tap), 5*s
	l.ride = ui.Rect{X: l.acts.X + 10*s, Y: l.acts.Y + 58*s, W: pw - 20*s, H: bh}
	l.btns = l.btns[:0]
	y := l.acts.Y + 58*s
	if t.hasRide() {
		y += bh + gap
	}
	l.per = perPage
	if tap > 0 {
		// Room for the ride toggle whether it shows or not (the page
		// size stays from choice to choice), More and Back.
		rows := int((l.panel.Y + l.panel.H - 4*s - l.acts.Y - 58*s + gap) / (bh + gap))
		l.per = max(1, min(perPage, rows-3))
	}
	for i := 0; i <= l.per+1; i++ { // a page, More and Back
		l.btns = append(l.btns, ui.Rect{X: l.acts.X + 10*s, Y: y + float64(i)*(bh+gap), W: pw - 20*s, H: bh})
	}
	m := l.mapR
	a := max(26*s, tap)
	l.pans = [4]ui.Rect{
		{X: m.X + 4*s, Y: m.Y + m.H/2 - a/2, W: a, H: a},
		{X: m.X + m.W - a - 4*s, Y: m.Y + m.H/2 - a/2, W: a, H: a},
		{X: m.X + m.W/2 - a/2, Y: m.Y + 4*s, W: a, H: a},
		{X: m.X + m.W/2 - a/2, Y: m.Y + m.H - a - 4*s, W: a, H: a},
	}
	zb, zg := max(28*s, tap), 6*s // the zoom buttons' side and gap
	l.fit.Label = "Fit"
	l.fit.Rect = ui.Rect{X: m.X + m.W - 6*s - max(54*s, tap), Y: m.Y + m.H - 6*s - zb, W: max(54*s, tap), H: zb}
	for i, label := range [2]string{"-", "+"} {
		l.zoom[i].Label = label
		l.zoom[i].Rect = ui.Rect{X: l.fit.Rect.X - float64(2-i)*(zb+zg), Y: l.fit.Rect.Y, W: zb, H: zb}
	}
	dw, dh := min(440*s, m.W-80*s), 96*s
	l.dice = ui.Rect{X: m.X + (m.W-dw)/2, Y: m.Y + 36*s, W: dw, H: dh}
}

// questTop is the height of the quest panel's header: the round, and in
// a solo game the goal.
func (t *Table) questTop(s float64) float64 {
	if t.texts.solo == "" {
		return 44 * s
	}
	lines := t.wrapSolo.get(t.texts.solo, 12*s, false, t.lay.panel.W-24*s)
	return 44*s + float64(len(lines))*15*s
}

// questRow is one row of the quest panel: a player's heading (i -1) or
// one of their quests, wrapped (i 0-2).
type questRow struct {
	r     ui.Rect
	p, i  int
	open  bool     // a heading: the player's quests are shown under it
	lines []string // a quest: its progress, wrapped
}

// actsMin is the height the action part needs under the quests, unscaled:
// its heading, the ride toggle, a page of buttons with More, and a margin.
const actsMin = 58 + (perPage+2)*35 + 20

// placeQuests lays the quest panel out: every player's quests, wrapped,
// when they fit above the action part; otherwise the deciding player's
// quests under their heading and a one-line heading for each other
// player, whose quests show on hover (room is kept for two lines a quest,
// so that the action part does not jump from turn to turn).
func (t *Table) placeQuests(s float64) {
	l := &t.lay
	l.qrows = l.qrows[:0]
	top := t.questTop(s)
	if t.st == nil {
		l.quests = ui.Rect{X: l.panel.X, Y: l.panel.Y, W: l.panel.W, H: top}
		return
	}
	n := t.st.NumPlayers()
	fs := t.questFont(s)
	lh := fs * 1.3
	w := l.panel.W - 34*s
	for len(t.questWrap) < len(t.texts.quests) {
		t.questWrap = append(t.questWrap, wrapped{})
	}
	all := top + float64(n)*(questHead+questGap)*s
	for k, q := range t.texts.quests {
		all += float64(len(t.questWrap[k].get(q, fs, false, w))) * lh
	}
	need := actsMin * s
	if t.minTap > 0 {
		// finger-sized buttons: the heading, the ride toggle, three
		// buttons of a page with More and Back, and the margin
		need = 78*s + 6*(max(30*s, t.minTap)+5*s)
	}
	collapse := n > 1 && all > l.panel.H-need
	y := l.panel.Y + top
	shown := 0.0 // the height of the quests shown in full
	for p := range n {
		open := !collapse || p == t.texts.focus
		l.qrows = append(l.qrows, questRow{r: ui.Rect{X: l.panel.X, Y: y, W: l.panel.W, H: questHead * s}, p: p, i: -1, open: open})
		y += questHead * s
		for i := range 3 {
			k := p*3 + i
			if !open || k >= len(t.texts.quests) {
				break
			}
			lines := t.questWrap[k].get(t.texts.quests[k], fs, false, w)
			h := float64(len(lines)) * lh
			l.qrows = append(l.qrows, questRow{r: ui.Rect{X: l.panel.X + 24*s, Y: y, W: w, H: h}, p: p, i: i, lines: lines})
			y += h
			shown += h
		}
		y += questGap * s
	}
	if collapse {
		y += max(6*lh-shown, 0) // two lines a quest: the panel keeps its size from turn to turn
	}
	l.quests = ui.Rect{X: l.panel.X, Y: l.panel.Y, W: l.panel.W, H: y - l.panel.Y + 2*s}
}

// questHead and questGap are a player's heading in the quest panel and
// the space after their quests, unscaled.
const questHead, questGap = 20.0, 5.0

// questAt finds the quest panel's row under the point.
func (t *Table) questAt(x, y float64) (questRow, bool) {
	if t.st == nil || !t.lay.quests.Contains(x, y) {
		return questRow{}, false
	}
	for _, r := range t.lay.qrows {
		if y >= r.r.Y && y < r.r.Y+r.r.H {
			return r, true
		}
	}
	return questRow{}, false
}

// questFont is the size of the quest lines.
func (t *Table) questFont(s float64) float64 {
	if t.st != nil && t.st.NumPlayers() > 4 {
		return 12 * s
	}
	return 13 * s
}

// hasRide reports whether the ride toggle shows.
func (t *Table) hasRide() bool {
	for i := range t.choice {
		if t.choice[i].kind == chRide {
			return true
		}
	}
	return false
}

// boardBounds is the map's rectangle in board units.
func boardBounds(b *fd.Board) ui.Rect {
	g := ui.HexGrid{Size: baseHex}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for h := range b.NumHexes() {
		cx, cy := g.Center(hexOf(b, h))
		x0, y0 = min(x0, cx), min(y0, cy)
		x1, y1 = max(x1, cx), max(y1, cy)
	}
	w, hh := baseHex*math.Sqrt(3)/2, baseHex
	return ui.Rect{X: x0 - w - 6, Y: y0 - hh - 6, W: x1 - x0 + 2*w + 12, H: y1 - y0 + 2*hh + 12}
}

// hexOf is hex h's axial coordinates.
func hexOf(b *fd.Board, h int) ui.Hex { return ui.Hex{Q: b.Q(h), R: b.R(h)} }

// outFromFit is how far the map zooms out from the zoom that shows it
// whole (the camera's least zoom is fitZ times it).
const outFromFit = 0.75

// fitMap shows the whole map in the viewport.
func (t *Table) fitMap() {
	bb := boardBounds(t.st.Board())
	t.cam.Min, t.cam.Max = 0, 0
	t.cam.Fit(t.lay.mapR, bb)
	fit := t.cam.Zoom
	t.fitZ = fit
	t.cam.Min, t.cam.Max = fit*outFromFit, max(fit*3, 2.2*t.lay.s)
	t.fitted = true
	t.dirty = true
}

// grid is the screen hex grid under the camera.
func (t *Table) grid() ui.HexGrid {
	x, y := t.cam.ToScreen(t.lay.mapR, 0, 0)
	z := t.cam.Zoom
	if z == 0 {
		z = 1
	}
	return ui.HexGrid{X: x, Y: y, Size: baseHex * z}
}

// hexAt is the map hex under the screen point, -1 for none.
func (t *Table) hexAt(x, y float64) int {
	if t.st == nil || !t.lay.mapR.Contains(x, y) {
		return -1
	}
	g := t.grid()
	hx := g.HexAt(x, y)
	b := t.st.Board()
	for h := range b.NumHexes() {
		if b.Q(h) == hx.Q && b.R(h) == hx.R {
			return h
		}
	}
	return -1
}

// tokenR is a lone unit's token radius, as a share of the hex size.
const tokenR = 0.7

// slot is where the k-th of n units on hex h sits: its centre and radius
// in screen pixels. A lone unit fills its hex. A stack shows its top unit
// (k 0) whole with the others' rims peeking out under it; a fanned stack
// (fan: 1 in its hex, 2 spread out wide over the map) shows each unit.
func (t *Table) slot(h, k, n, fan int) (float64, float64, float64) {
	g := t.grid()
	cx, cy := g.Center(hexOf(t.st.Board(), h))
	switch {
	case n <= 1:
		return cx, cy, g.Size * tokenR
	case fan == 2:
		r := t.fanR()
		return cx + (float64(k)-float64(n-1)/2)*2.15*r, cy - g.Size*0.2, r
	case fan == 1:
		r := g.Size * 0.4
		off := g.Size * 0.4
		dx := []float64{-1, 1, -1, 1}[k%4]
		dy := []float64{-1, -1, 1, 1}[k%4]
		if n == 2 {
			dy = 0
		}
		if n == 3 && k == 2 {
			dx = 0
		}
		return cx + dx*off, cy + dy*off*0.92, r
	}
	d := g.Size * 0.09 * float64(min(k, 2))
	return cx + g.Size*0.05 - d, cy - g.Size*0.05 + d, g.Size * tokenR * 0.94
}

// stackOf lists the units on hex h into dst, the top one first: the
// chosen or acting unit, else a lit one, else the first in play order.
func (t *Table) stackOf(h int, dst []*fd.Unit) []*fd.Unit {
	dst = dst[:0]
	for _, u := range t.st.Units() {
		if u.Hex == h {
			dst = append(dst, u)
		}
	}
	if len(dst) < 2 {
		return dst
	}
	top := -1
	for i, u := range dst {
		if u.ID == t.sel || u.ID == t.st.Actor() && t.st.Phase() == fd.PhaseThing {
			top = i
			break
		}
		if top < 0 && t.litUnit(u.ID) {
			top = i
		}
	}
	if top > 0 {
		u := dst[top]
		copy(dst[1:top+1], dst[:top])
		dst[0] = u
	}
	return dst
}

// litUnit reports whether unit id is a choice now (a unit to move, a
// target).
func (t *Table) litUnit(id int) bool {
	if !t.myTurn || t.tl.Busy() {
		return false
	}
	for i := range t.choice {
		if c := &t.choice[i]; (c.kind == chUnit || c.kind == chTarget) && c.unit == id {
			return true
		}
	}
	return false
}

// fanOf says how hex h's stack of n units is drawn: 0 piled, 1 fanned
// inside the hex (two or more of them are lit: each must be clickable), 2
// fanned out wide (the pointer rests on it and none is lit).
func (t *Table) fanOf(h int, stack []*fd.Unit) int {
	if len(stack) < 2 {
		return 0
	}
	lit := 0
	for _, u := range stack {
		if t.litUnit(u.ID) {
			lit++
		}
	}
	switch {
	case lit >= 2:
		return 1
	case lit == 0 && h == t.fan:
		return 2
	}
	return 0
}

// unitSlot is where unit id is drawn: its centre and radius, and whether
// it shows (the units under a pile's top do not).
func (t *Table) unitSlot(id int) (float64, float64, float64, bool) {
	u := t.st.Unit(id)
	if u == nil {
		return 0, 0, 0, false
	}
	t.stackBuf = t.stackOf(u.Hex, t.stackBuf)
	k := slices.IndexFunc(t.stackBuf, func(v *fd.Unit) bool { return v.ID == id })
	fan := t.fanOf(u.Hex, t.stackBuf)
	x, y, r := t.slot(u.Hex, k, len(t.stackBuf), fan)
	return x, y, r, k == 0 || fan > 0
}

// fanR is the radius of the tokens of a stack fanned out wide: larger
// than the hex's when the map is small on screen.
func (t *Table) fanR() float64 { return max(t.grid().Size*0.8, 24*t.lay.s) }

// fanRect is the screen area of hex h's wide fan: the pointer keeps it
// open while inside.
func (t *Table) fanRect(h int) ui.Rect {
	g := t.grid()
	cx, cy := g.Center(hexOf(t.st.Board(), h))
	t.stackBuf = t.stackOf(h, t.stackBuf)
	n := float64(len(t.stackBuf))
	r := t.fanR()
	w := n*2.15*r + r*0.4
	return ui.Rect{X: cx - w/2, Y: cy - g.Size*0.2 - r*1.3, W: w, H: r * 2.9}.Union(ui.Rect{X: cx - g.Size*0.8, Y: cy - g.Size*0.8, W: g.Size * 1.6, H: g.Size * 1.6})
}

// choiceRect is where choice i lies on screen.
func (t *Table) choiceRect(i int) ui.Rect {
	c := &t.choice[i]
	switch c.kind {
	case chUnit, chTarget:
		x, y, r, _ := t.unitSlot(c.unit)
		return ui.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}
	case chHex:
		x, y := t.grid().Center(hexOf(t.st.Board(), c.hex))
		r := t.grid().Size * 0.5
		return ui.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}
	case chFacing:
		g := t.grid()
		x, y := g.Center(hexOf(t.st.Board(), c.hex))
		a := dirAngle(c.dir)
		d := g.Size * 0.8
		r := g.Size * 0.24
		return ui.Rect{X: x + d*math.Cos(a) - r, Y: y + d*math.Sin(a) - r, W: 2 * r, H: 2 * r}
	case chRide:
		return t.lay.ride
	}
	if c.btn >= 0 && c.btn < len(t.lay.btns) {
		return t.lay.btns[c.btn]
	}
	return ui.Rect{}
}

// dirAngle is the screen angle of direction d (east 0, anticlockwise on
// the map means negative y on screen).
func dirAngle(d fd.Dir) float64 { return -float64(d) * math.Pi / 3 }

// CameraControls implements ui.CameraControls: the map's pan arrows, its
// zoom buttons and Fit.
func (t *Table) CameraControls(dst []ui.Rect) []ui.Rect {
	dst = append(dst, t.lay.pans[:]...)
	return append(dst, t.lay.zoom[0].Rect, t.lay.zoom[1].Rect, t.lay.fit.Rect)
}
