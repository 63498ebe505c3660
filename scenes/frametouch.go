package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
)

// The table frame on a touch screen (a tablet, a phone): the board fills
// the screen under the top bar, and the side panel (seats, scores, game
// log) is a drawer that slides over the table from the right, opened and
// closed by the top bar's Players button, closed too by a tap outside it
// or Back. The top bar holds every control the side panel holds on a
// desktop (Hint, Undo), Menu, and while wanted Skip (an animation runs)
// and Fit (the table is zoomed); each is at least the screen's least
// target and its text at least the least text size.

// touchBar is the touch top bar's status line as laid out: its room, and
// the text size and lines it takes.
type touchBar struct {
	x0, x1 float64 // the room of the line (after the seat's symbol)
	size   float64
	lines  []string
	mark   bool
	forW   float64 // the room and text the lines were made for
	forS   string
}

// drawerStep is how much of the way the drawer slides in a tick.
const drawerStep = 0.2

// layoutTouch lays the frame out for a touch screen; it returns the top
// bar and the drawer's rectangle where it is now.
func (f *Frame) layoutTouch(a *App) (top, drawer ui.Rect) {
	s := a.Scale
	tgt, txt := f.minPx, f.minTxt
	f.us = max(s, tgt/44, txt/13)
	f.ds = max(s, txt/13)
	f.bs = max(s, txt*1.3/20)
	pad := max(6*s, tgt*0.15)
	bh := tgt * 1.1
	f.barH = bh + 2*pad
	top = ui.Rect{W: a.W, H: f.barH}
	f.tableArea = ui.Rect{X: 4 * s, Y: f.barH + 4*s, W: a.W - 8*s, H: a.H - f.barH - 8*s}
	// The buttons, from the right: Menu, Players, Undo, Hint, then Fit
	// and Skip while they are wanted.
	x := a.W - pad
	place := func(b *ui.Button) {
		w := max(bh, ui.TextWidth(b.Label, min(20*f.bs, bh*0.45), true)+2*pad)
		x -= w
		b.Rect = ui.Rect{X: x, Y: pad, W: w, H: bh}
		x -= pad * 0.75
	}
	for _, b := range [...]*ui.Button{&f.btnMenu, &f.btnDrawer, &f.btnUndo, &f.btnHint} {
		place(b)
	}
	if f.fitShown() {
		place(&f.btnFit)
	} else {
		f.btnFit.Rect = ui.Rect{}
	}
	if f.skipShown() {
		place(&f.btnSkip)
	} else {
		f.btnSkip.Rect = ui.Rect{}
	}
	f.tbar.mark = true
	f.tbar.x0, f.tbar.x1 = pad+30*f.ds, x-pad*0.25
	dw := min(300*f.ds, a.W*0.9)
	e := f.drawerT * f.drawerT * (3 - 2*f.drawerT)
	drawer = ui.Rect{X: a.W - dw*e, Y: f.barH, W: dw, H: a.H - f.barH}
	f.drawer = drawer
	f.layoutSide(a, drawer, f.ds, 40*f.ds, false)
	return top, drawer
}

// skipShown reports whether the Skip button shows: while the table
// animates, on every screen.
func (f *Frame) skipShown() bool { return f.table.Busy() && f.curtain < 0 }

// fitShown reports whether the Fit button shows: while the frame zooms
// the table.
func (f *Frame) fitShown() bool {
	_, own := f.ownCamera()
	return !own && f.zoom.zoomed()
}

// touchLine lays the status line out in the touch top bar's room: on one
// line at the larger size, or the smaller, else on two lines, else cut.
func (f *Frame) touchLine(line string) {
	line = strings.TrimSuffix(line, ".")
	room := f.tbar.x1 - f.tbar.x0
	if f.tbar.forS == line && f.tbar.forW == room && f.tbar.lines != nil {
		return
	}
	f.tbar.forS, f.tbar.forW = line, room
	s, txt := f.barS, f.minTxt
	big, small := max(22*s, txt*1.2), max(17*s, txt)
	f.tbar.lines = f.tbar.lines[:0]
	for _, size := range [2]float64{big, small} {
		if ui.TextWidth(line, size, true) <= room {
			f.tbar.size = size
			f.tbar.lines = append(f.tbar.lines, line)
			return
		}
	}
	f.tbar.size = small
	if w := ui.Wrap(line, small, true, room); len(w) <= 2 && 2*small*1.2 <= f.barH {
		f.tbar.lines = append(f.tbar.lines, w...)
		return
	}
	f.tbar.lines = append(f.tbar.lines, ui.Ellipsize(line, small, true, room))
}

// touchFits reports whether line shows whole on the touch top bar. The
// status asks it of a line or two every frame: the answers are kept
// (fitsMemo), so that the bar's own line is not laid out again each time.
func (f *Frame) touchFits(line string) bool {
	room := f.tbar.x1 - f.tbar.x0
	for _, m := range f.fitsMemo {
		if m.line == line && m.room == room && m.set {
			return m.ok
		}
	}
	s, txt := f.barS, f.minTxt
	small := max(17*s, txt)
	ok := ui.TextWidth(strings.TrimSuffix(line, "."), small, true) <= room
	if !ok && 2*small*1.2 <= f.barH {
		ok = len(ui.Wrap(strings.TrimSuffix(line, "."), small, true, room)) <= 2
	}
	f.fitsMemo[f.fitsNext] = fitMemo{line: line, room: room, ok: ok, set: true}
	f.fitsNext = (f.fitsNext + 1) % len(f.fitsMemo)
	return ok
}

// fitMemo is one answer of touchFits.
type fitMemo struct {
	line    string
	room    float64
	ok, set bool
}

// drawTopTouch draws the touch top bar: whose decision it is, or what is
// happening, and the buttons.
func (f *Frame) drawTopTouch(dst *ebiten.Image, a *App) {
	s := a.Scale
	ui.FillRect(dst, ui.Rect{W: a.W, H: f.barH}, ui.ColPanel)
	ui.FillRect(dst, ui.Rect{Y: f.barH - 2*s, W: a.W, H: 2 * s}, ui.ColBorder)
	line, who := f.status(a.W, s)
	f.touchLine(line)
	cy := f.barH / 2
	if who >= 0 && who < len(f.ctx.Seats) {
		seat := f.ctx.Seats[who]
		ui.DrawSymbol(dst, seat.Symbol, f.tbar.x0-16*f.ds, cy, 11*f.ds, seat.Color)
	}
	lh := f.tbar.size * 1.2
	y := cy - float64(len(f.tbar.lines)-1)*lh/2
	for i, l := range f.tbar.lines {
		ui.DrawText(dst, l, f.tbar.size, true, f.tbar.x0, y+float64(i)*lh, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	f.btnDrawer.Primary = f.drawerOpen
	for _, b := range [...]*ui.Button{&f.btnHint, &f.btnUndo, &f.btnDrawer, &f.btnMenu} {
		b.Draw(dst, f.bs)
	}
	if f.fitShown() {
		f.btnFit.Draw(dst, f.bs)
	}
	if f.skipShown() {
		f.btnSkip.Draw(dst, f.bs)
	}
}

// updateDrawer opens and closes the drawer: its button toggles it, a tap
// outside it or Back closes it (and does nothing else). It slides a step.
func (f *Frame) updateDrawer(a *App, in ui.Input) {
	switch {
	case f.btnDrawer.Update(in):
		a.Play("click")
		f.drawerOpen = !f.drawerOpen
		f.gate.noClick = true
	case f.drawerOpen && in.Command(ui.CmdCancel):
		f.drawerOpen = false
		f.gate.noCancel = true
	case f.drawerOpen && in.Clicked():
		if x, y := in.Cursor(); !f.drawer.Contains(x, y) {
			f.drawerOpen = false
			f.gate.noClick = true
		}
	}
	f.slideDrawer(a)
}

// slideDrawer moves the drawer a step towards open or closed (at once at
// the instant speed).
func (f *Frame) slideDrawer(a *App) {
	want := 0.0
	if f.drawerOpen {
		want = 1
	}
	switch {
	case a.AnimSpeed() == 0:
		f.drawerT = want
	case f.drawerT < want:
		f.drawerT = min(want, f.drawerT+drawerStep)
	case f.drawerT > want:
		f.drawerT = max(want, f.drawerT-drawerStep)
	}
}

// noteRect places the side message (a refusal, a note, the hint's
// meaning) on a touch screen: at the foot of the visible table, above
// the announcement of an only move; lines are its wrapped text.
func (f *Frame) noteRect(a *App) (r ui.Rect, lines []string) {
	msg := f.sideMessage()
	if msg == "" {
		return ui.Rect{}, nil
	}
	ds, v := f.ds, f.tableArea
	w := min(v.W-24*ds, 560*ds)
	if f.noteFor != msg || f.noteW != w {
		f.noteLines = ui.Wrap(msg, 15*ds, false, w-28*ds)
		f.noteFor, f.noteW = msg, w
	}
	h := float64(len(f.noteLines))*20*ds + 20*ds
	bottom := v.Y + v.H - 12*ds
	if f.forced != "" && !f.table.Busy() {
		bottom = f.onlyMoveRect(ds).Y - 8*ds
	}
	return ui.Rect{X: v.X + (v.W-w)/2, Y: bottom - h, W: w, H: h}, f.noteLines
}

// drawNote draws the side message over the table on a touch screen.
func (f *Frame) drawNote(dst *ebiten.Image, a *App) {
	r, lines := f.noteRect(a)
	if len(lines) == 0 {
		return
	}
	ds := f.ds
	ui.Panel(dst, r, ds)
	for i, l := range lines {
		ui.DrawText(dst, l, 15*ds, false, r.X+14*ds, r.Y+20*ds+float64(i)*20*ds, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	}
}

// drawDrawer draws the drawer where it has slid to.
func (f *Frame) drawDrawer(dst *ebiten.Image, a *App) {
	if f.drawerT <= 0 {
		return
	}
	ui.FillRect(dst, ui.Rect{Y: f.barH, W: a.W, H: a.H - f.barH}, ui.Scaled(ui.ColShade, f.drawerT))
	f.drawSide(dst, a, f.drawer, f.ds)
}

// ControlSizes are the least width or height of the frame's controls shown
// now (the top bar's buttons; the side panel's on a desktop) and the
// least size of the frame's own text (its status line, their labels, the
// drawer's and the notes' text), in screen pixels: tests hold them to the
// screen's minimums.
func (f *Frame) ControlSizes() (control, text float64) {
	control, text = 1e9, 1e9
	bs := f.bs
	add := func(b *ui.Button) {
		control = min(control, b.Rect.W, b.Rect.H)
		size := min(20*bs, b.Rect.H*0.45)
		if ui.TextWidth(b.Label, size, true) > b.Rect.W-12*bs {
			size *= 0.8 // drawn wrapped or cut at the smaller size
		}
		text = min(text, size)
	}
	for _, b := range [...]*ui.Button{&f.btnMenu, &f.btnHint, &f.btnUndo} {
		add(b)
	}
	if f.touch {
		add(&f.btnDrawer)
		line, _ := f.status(f.barW, f.barS)
		f.touchLine(line)
		text = min(text, f.tbar.size, 13*f.ds)
	} else {
		text = min(text, 13*f.ds)
	}
	if f.skipShown() {
		add(&f.btnSkip)
	}
	if f.fitShown() {
		add(&f.btnFit)
	}
	return control, text
}

// Zoom is how many times the frame zooms the table now (1: the whole
// table; a table with its own camera zooms itself).
func (f *Frame) Zoom() float64 { return f.zoom.factor() }

// GuideTextSize is the size, in screen pixels, of the first-game guide's
// text as last laid out (0 before it shows).
func (f *Frame) GuideTextSize() float64 { return 17 * f.guideS }
