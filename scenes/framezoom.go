package scenes

import (
	"math"
	"strings"

	"monstermixer/engine"
	"monstermixer/scenes/ui"
)

// Zooming the table. Two fingers pinch to zoom it and one finger drags
// to pan it once zoomed; a table with a camera of its own (ui.Zoomer) is
// given the pinch, the others are zoomed by the frame: the table gets its
// area scaled by the zoom about the pan point, and the context's scale
// times the zoom, and is drawn clipped to the part of the screen the
// table has (its visible area). On a touch screen, a decision whose
// smallest lit target is smaller than a finger opens zoomed just enough
// (autoZoomCap at most), panned to the lit targets.

// The zoom's limits: the frame zooms a table at most maxZoom times, and
// for a decision's small targets at most autoZoomCap times.
const (
	maxZoom     = 4.0
	autoZoomCap = 4.0
)

// panSlop is how far, in CSS px, a finger moves before its press is a pan
// (whose release is no tap).
const panSlop = 10

// tableZoom is the frame's zoom of a table: z times, the visible area's
// top-left corner u and v of the visible area's width and height from the
// zoomed area's top-left corner (0 to z-1).
type tableZoom struct {
	z, u, v float64
	// auto is set when the frame zoomed for a decision's small targets:
	// the table goes back to the whole board when the decision is over.
	auto bool
}

// factor is the zoom, 1 for the whole table.
func (z *tableZoom) factor() float64 { return max(z.z, 1) }

// zoomed reports whether the table is zoomed in.
func (z *tableZoom) zoomed() bool { return z.z > 1 }

// area is the table's whole area zoomed, for the visible area v.
func (z *tableZoom) area(v ui.Rect) ui.Rect {
	k := z.factor()
	return ui.Rect{X: v.X - z.u*v.W, Y: v.Y - z.v*v.H, W: v.W * k, H: v.H * k}
}

// clamp keeps the visible area inside the zoomed one.
func (z *tableZoom) clamp() {
	k := z.factor()
	z.u = min(max(z.u, 0), k-1)
	z.v = min(max(z.v, 0), k-1)
}

// zoomAt multiplies the zoom by f about the screen point (x, y) of the
// visible area v: the point of the table under it stays under it.
func (z *tableZoom) zoomAt(v ui.Rect, x, y, f float64) {
	if v.W <= 0 || v.H <= 0 {
		return
	}
	k := z.factor()
	nk := min(max(k*f, 1), maxZoom)
	fx, fy := (x-v.X)/v.W, (y-v.Y)/v.H
	ax, ay := (fx+z.u)/k, (fy+z.v)/k // the point on the whole table, 0..1
	z.z, z.u, z.v = nk, ax*nk-fx, ay*nk-fy
	z.clamp()
}

// pan moves the table by (dx, dy) screen pixels in the visible area v.
func (z *tableZoom) pan(v ui.Rect, dx, dy float64) {
	if v.W <= 0 || v.H <= 0 {
		return
	}
	z.u -= dx / v.W
	z.v -= dy / v.H
	z.clamp()
}

// centreOn zooms k times (limited) with the point (x, y) of the whole,
// unzoomed table in v as near the visible area's centre as the edges let.
func (z *tableZoom) centreOn(v ui.Rect, x, y, k float64) {
	if v.W <= 0 || v.H <= 0 {
		return
	}
	k = min(max(k, 1), maxZoom)
	z.z = k
	z.u = (x-v.X)/v.W*k - 0.5
	z.v = (y-v.Y)/v.H*k - 0.5
	z.clamp()
}

// toWhole maps a rectangle on the zoomed table (screen pixels) to where it
// lies on the whole table in v.
func (z *tableZoom) toWhole(v, r ui.Rect) ui.Rect {
	za, k := z.area(v), z.factor()
	return ui.Rect{X: v.X + (r.X-za.X)/k, Y: v.Y + (r.Y-za.Y)/k, W: r.W / k, H: r.H / k}
}

// gesture follows the fingers: two pinch, one drags (a pan once it moved
// panSlop CSS px from where it came down); the release ending a pan or a
// pinch is no tap.
type gesture struct {
	n       int    // fingers followed (0, 1 or 2)
	ids     [2]int // their ids
	x0, y0  float64
	lx, ly  float64 // the one finger, or the two's midpoint, last tick
	dist    float64 // the two fingers' distance last tick
	panning bool    // the finger moved beyond panSlop, or a pinch was made
	pinched bool    // two fingers are, or were, down together
	onTable bool    // the gesture began on the visible table (it may move it)
}

// gestureMove is what the fingers did this tick: a pan by (dx, dy), or a
// pinch by factor about (x, y) that also moved the midpoint by (dx, dy).
type gestureMove struct {
	pan, pinch bool
	x, y       float64
	factor     float64
	dx, dy     float64
}

// update follows the fingers ts down now; on tells whether a gesture may
// begin at a point (the visible table, the drawer closed); slop is
// panSlop in screen pixels. It reports the move, and whether this tick's
// click is the release of a pan or a pinch (no tap).
func (g *gesture) update(ts []ui.TouchPoint, on func(x, y float64) bool, slop float64) (m gestureMove, eat bool) {
	switch {
	case len(ts) == 0:
		eat = g.n > 0 && (g.panning || g.pinched)
		*g = gesture{}
	case len(ts) == 1:
		t := ts[0]
		switch {
		case g.n == 2:
			// One finger of a pinch lifted: the other goes on panning.
			g.n, g.ids[0], g.lx, g.ly = 1, t.ID, t.X, t.Y
			return m, false
		case g.n == 0 || g.ids[0] != t.ID:
			*g = gesture{n: 1, ids: [2]int{t.ID}, x0: t.X, y0: t.Y, lx: t.X, ly: t.Y, onTable: on(t.X, t.Y)}
			return m, false
		}
		if !g.panning && math.Hypot(t.X-g.x0, t.Y-g.y0) > slop {
			g.panning = true
		}
		if g.panning && g.onTable {
			m = gestureMove{pan: true, x: t.X, y: t.Y, dx: t.X - g.lx, dy: t.Y - g.ly}
		}
		g.lx, g.ly = t.X, t.Y
	default:
		a, b := ts[0], ts[1]
		d := math.Hypot(a.X-b.X, a.Y-b.Y)
		mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
		if g.n != 2 || g.ids != [2]int{a.ID, b.ID} {
			onTable := on(mx, my) || (g.n == 1 && g.onTable)
			*g = gesture{n: 2, ids: [2]int{a.ID, b.ID}, lx: mx, ly: my, dist: d, panning: true, pinched: true, onTable: onTable}
			return m, false
		}
		if g.onTable && g.dist > 0 && d > 0 {
			m = gestureMove{pinch: true, x: mx, y: my, factor: d / g.dist, dx: mx - g.lx, dy: my - g.ly}
		}
		g.dist, g.lx, g.ly = d, mx, my
	}
	return m, eat
}

// active reports whether a pan or a pinch is under way.
func (g *gesture) active() bool { return g.n > 0 && (g.panning || g.pinched) }

// gateInput is the input as the frame passes it on: the release of a
// pan or a pinch clicks nothing, a pinch holds nothing down (a table's own
// drag stops), and a zoomed table reads the pointer only inside its
// visible area; a blind table (the drawer open over it) reads no pointer.
type gateInput struct {
	ui.Input
	noClick bool // this tick's click is no tap
	noHeld  bool // nothing is held down
	// noCancel says that this tick's Back (Esc) closed the drawer.
	noCancel bool
	clip     bool // the pointer reaches only inside view
	blind    bool // the pointer does not reach at all
	view     ui.Rect
}

// away is where the pointer is said to be when it must reach nothing.
const away = -1e6

func (g *gateInput) out() bool {
	if g.blind {
		return true
	}
	if !g.clip {
		return false
	}
	x, y := g.Input.Cursor()
	return !g.view.Contains(x, y)
}

// Cursor implements ui.Input.
func (g *gateInput) Cursor() (float64, float64) {
	if g.out() {
		return away, away
	}
	return g.Input.Cursor()
}

// Clicked implements ui.Input.
func (g *gateInput) Clicked() bool { return !g.noClick && !g.out() && g.Input.Clicked() }

// RightClicked implements ui.Input.
func (g *gateInput) RightClicked() bool { return !g.out() && g.Input.RightClicked() }

// Wheel implements ui.Input.
func (g *gateInput) Wheel() float64 {
	if g.out() {
		return 0
	}
	return g.Input.Wheel()
}

// Command implements ui.Input.
func (g *gateInput) Command(c ui.Command) bool {
	return !(g.noCancel && c == ui.CmdCancel) && g.Input.Command(c)
}

// Held implements ui.Holder.
func (g *gateInput) Held() bool { return !g.noHeld && !g.out() && ui.Held(g.Input) }

// Touch implements ui.Toucher.
func (g *gateInput) Touch() (finger, long bool) {
	if t, ok := g.Input.(ui.Toucher); ok {
		return t.Touch()
	}
	return false, false
}

// Touches implements ui.Multitoucher.
func (g *gateInput) Touches() []ui.TouchPoint { return ui.TouchesOf(g.Input) }

// Edits implements ui.Editor.
func (g *gateInput) Edits() []ui.EditKey {
	if e, ok := g.Input.(ui.Editor); ok {
		return e.Edits()
	}
	return nil
}

// ownCamera is the table's own camera, if it has one (ui.Zoomer).
func (f *Frame) ownCamera() (ui.Zoomer, bool) {
	z, ok := f.table.(ui.Zoomer)
	return z, ok
}

// onTable reports whether a gesture may start at (x, y): on the visible
// table, the drawer closed.
func (f *Frame) onTable(x, y float64) bool { return !f.drawerOpen && f.tableArea.Contains(x, y) }

// gestures follows the fingers of live this tick: it zooms and pans the
// table and sets what the frame and the table may read of the pointer.
func (f *Frame) gestures(a *App, live ui.Input) {
	m, eat := f.gest.update(ui.TouchesOf(live), f.onTableFn, panSlop*max(a.DeviceScale, 1e-3))
	f.gate.noClick, f.gate.noCancel = eat, false
	f.gate.noHeld = f.gest.pinched
	cam, own := f.ownCamera()
	switch {
	case m.pinch && own:
		cam.Pinch(m.x, m.y, m.factor, m.dx, m.dy)
	case m.pinch:
		f.zoom.zoomAt(f.tableArea, m.x, m.y, m.factor)
		f.zoom.pan(f.tableArea, m.dx, m.dy)
		f.zoom.auto = false
	case m.pan && !own && f.zoom.zoomed():
		f.zoom.pan(f.tableArea, m.dx, m.dy)
	}
	if f.gest.active() {
		// While a finger pans or two pinch, the table sees no click and
		// no pointer moving over it.
		f.gate.noClick = true
	}
}

// zoomArea is the area the table is given: the visible table area, or
// the whole table zoomed about it.
func (f *Frame) zoomArea() ui.Rect {
	if _, own := f.ownCamera(); own || !f.zoom.zoomed() {
		return f.tableArea
	}
	return f.zoom.area(f.tableArea)
}

// updateTable runs the table's Update with the input it may read and the
// area it has now.
func (f *Frame) updateTable(in ui.Input, myTurn bool) (engine.Action, bool) {
	return f.updateTableSeeing(in, myTurn, !f.drawerOpen)
}

// updateTableSeeing runs the table's Update; seeing false hides the
// pointer from it (the drawer is open, or the table is only laid out
// again).
func (f *Frame) updateTableSeeing(in ui.Input, myTurn, seeing bool) (engine.Action, bool) {
	f.tin.Input = in
	f.tin.view = f.tableArea
	f.tin.clip = f.zoom.zoomed()
	f.tin.blind = !seeing
	f.tableTurn = myTurn
	za := f.zoomArea()
	f.ctx.View = ui.Rect{}
	if za != f.tableArea {
		f.ctx.View = f.tableArea
	}
	return f.table.Update(&f.ctx, &f.tin, za, myTurn)
}

// decisionKey tells one step of a person's decision apart from another:
// the moves made, the seat shown, the half-made choice and how many
// targets are lit.
type decisionKey struct {
	entries, shown, lit int
	sel                 string
}

// autoZoom zooms a person's decision whose smallest lit target is smaller
// than a finger (on a touch screen): once per step of the decision, just
// enough for the minimum (autoZoomCap at most), panned to the lit
// targets; the table returns to the whole board when that decision is
// over. deciding says that the person at the screen decides now. A table
// with its own camera is left to it.
func (f *Frame) autoZoom(a *App, deciding bool) {
	if !a.Form.Touch() || a.portrait() {
		return
	}
	if !deciding || f.table.Busy() {
		if f.zoom.auto && !f.table.Busy() {
			f.zoom = tableZoom{}
			f.syncZoomScale(a)
		}
		f.autoFor = decisionKey{entries: -1}
		return
	}
	if _, own := f.ownCamera(); own {
		// A table with its own camera fits its map itself, and moves it
		// to what the keyboard reaches (ui.Revealer); its panel's
		// buttons do not zoom with the map.
		return
	}
	ts := f.table.Targets()
	key := decisionKey{entries: len(f.sess.Entries), shown: f.shown, sel: f.table.Selection(), lit: len(ts)}
	if key == f.autoFor {
		return
	}
	f.autoFor = key
	need := f.minTarget(a)
	v := f.tableArea
	smallest, any := math.Inf(1), false
	var box, least ui.Rect
	leastName := ""
	for _, t := range ts {
		r := f.zoom.toWhole(v, t.Rect)
		if r.W <= 0 || r.H <= 0 {
			continue
		}
		if m := min(r.W, r.H); m < smallest {
			smallest, least, leastName = m, r, t.Name
		}
		if any {
			box = box.Union(r)
		} else {
			box, any = r, true
		}
	}
	if !any || need <= 0 {
		// Nothing lit yet (the table lights its targets at its next
		// Update): this step is looked at again.
		f.autoFor = decisionKey{entries: -1}
		return
	}
	cx, cy := box.Center()
	if smallest >= need {
		if f.zoom.auto && !f.visibleAll(box) {
			// An earlier step's zoom would hide this step's targets,
			// which need none: back to the whole table.
			f.wholeTable(a)
		}
		return
	}
	k := min(need/smallest, autoZoomCap)
	if box.W*k > v.W || box.H*k > v.H {
		// The lit targets do not all show at that zoom: the smallest
		// (the one the zoom is for) goes in the middle.
		cx, cy = least.Center()
	}
	if k <= f.zoom.factor() && f.visibleAll(box) {
		return
	}
	f.zoom.centreOn(v, cx, cy, max(k, f.zoom.factor()))
	f.zoom.auto = true
	// The table lays itself out for the zoom now, reading no input, so
	// that the targets published after this tick are where it draws them.
	f.syncZoomScale(a)
	f.updateTableSeeing(a.In, true, false)
	f.keepInView(a, leastName)
	if f.zoom.zoomed() {
		f.keepKindsInView(a)
	}
}

// wholeTable shows the whole table again, laid out at once for it
// (reading no input), so that what is published next is where it draws.
func (f *Frame) wholeTable(a *App) {
	f.zoom = tableZoom{}
	f.syncZoomScale(a)
	f.updateTableSeeing(a.In, true, false)
}

// keepInView pans the zoomed table until its target called name shows
// whole: a table that lays itself out anew for a zoom (a finger-sized
// button, a tray) can put a target elsewhere than where the whole
// table's layout, scaled, had it. Should no target of the table show
// after all, the table goes back to the whole board, where all do.
func (f *Frame) keepInView(a *App, name string) {
	v := f.tableArea
	for range 3 {
		r, ok := ui.Rect{}, false
		for _, t := range f.table.Targets() {
			if t.Name == name {
				r, ok = t.Rect, true
			}
		}
		if !ok || r.Within(v) {
			break
		}
		cx, cy := r.Center()
		vx, vy := v.Center()
		f.zoom.pan(v, vx-cx, vy-cy)
		f.updateTableSeeing(a.In, true, false)
	}
	for _, t := range f.table.Targets() {
		if _, ok := f.visibleTarget(t, f.minTarget(a)); ok {
			return
		}
	}
	f.wholeTable(a)
}

// targetKind is the kind of choice a table's target is, by its name: the
// name up to its colon ("spot", "car"), or a button's whole name
// ("button:Pass"), each button being a choice of its own.
func targetKind(name string) string {
	if strings.HasPrefix(name, "button:") {
		return name
	}
	kind, _, _ := strings.Cut(name, ":")
	return kind
}

// shownKinds sets kinds to the kinds of the table's targets that show at
// the present zoom, and reports whether every kind offered shows; hidden
// is then the first target of a kind that does not.
func (f *Frame) shownKinds(kinds map[string]bool, minPx float64) (hidden ui.Target, all bool) {
	clear(kinds)
	ts := f.table.Targets()
	for _, t := range ts {
		if _, ok := f.visibleTarget(t, minPx); ok {
			kinds[targetKind(t.Name)] = true
		}
	}
	for _, t := range ts {
		if !kinds[targetKind(t.Name)] {
			return t, false
		}
	}
	return ui.Target{}, true
}

// keepKindsInView pans the zoomed table so that each kind of choice it
// offers has a target on screen where it can: zoomed for a board's small
// squares, a table's buttons below the board (Monster Insurance's token
// types, a Done or a Pass) would be out of sight, and a person would not
// know the choice is there. A pan that would hide every target of a kind
// that showed is not made.
func (f *Frame) keepKindsInView(a *App) {
	v, minPx := f.tableArea, f.minTarget(a)
	before, after := map[string]bool{}, map[string]bool{}
	tried := map[string]bool{}
	for range 4 {
		t, all := f.shownKinds(before, minPx)
		if all || tried[targetKind(t.Name)] {
			return
		}
		tried[targetKind(t.Name)] = true
		dx, dy := t.Rect.ShiftInto(v)
		was := f.zoom
		f.zoom.pan(v, dx, dy)
		f.updateTableSeeing(a.In, true, false)
		f.shownKinds(after, minPx)
		lost := !after[targetKind(t.Name)]
		for k := range before {
			lost = lost || !after[k]
		}
		if lost {
			f.zoom = was
			f.updateTableSeeing(a.In, true, false)
		}
	}
}

// visibleAll reports whether r, on the whole table, shows whole in the
// visible area at the present zoom.
func (f *Frame) visibleAll(r ui.Rect) bool {
	za, k, v := f.zoom.area(f.tableArea), f.zoom.factor(), f.tableArea
	s := ui.Rect{X: za.X + (r.X-v.X)*k, Y: za.Y + (r.Y-v.Y)*k, W: r.W * k, H: r.H * k}
	return s.Within(v)
}

// minTarget is the least size of a target on this screen, in screen
// pixels (0 on a desktop).
func (f *Frame) minTarget(a *App) float64 { return a.MinTarget() * a.Scale }

// visibleTarget clips a table's target to the visible table area: ok is
// false when none of it shows, or when what shows of a target cut by the
// area's edge is smaller than the screen's least target (a finger could
// not tap it there).
func (f *Frame) visibleTarget(t ui.Target, minPx float64) (ui.Target, bool) {
	v, r := f.tableArea, t.Rect
	if r.Within(v) {
		return t, true
	}
	x0, y0 := max(r.X, v.X), max(r.Y, v.Y)
	x1, y1 := min(r.X+r.W, v.X+v.W), min(r.Y+r.H, v.Y+v.H)
	if x1 <= x0 || y1 <= y0 {
		return t, false
	}
	c := ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	if c.W < min(minPx, r.W) || c.H < min(minPx, r.H) {
		return t, false
	}
	t.Rect = c
	return t, true
}

// CameraControls appends to dst the screen rectangles of the buttons of
// the table's own camera (ui.CameraControls), if it has any.
func (f *Frame) CameraControls(dst []ui.Rect) []ui.Rect {
	if c, ok := f.table.(ui.CameraControls); ok {
		return c.CameraControls(dst)
	}
	return dst
}

// OwnCamera reports whether the table zooms and pans itself (ui.Zoomer):
// the frame then routes a pinch into it and does not zoom it.
func (f *Frame) OwnCamera() bool {
	_, own := f.ownCamera()
	return own
}

// zoomPending reports whether a person's decision on a touch screen
// waits for autoZoom to look at its present step (a move made, a choice
// half made or more targets lit since its last look).
func (f *Frame) zoomPending() bool {
	if _, own := f.ownCamera(); own || !f.personDeciding() || f.table.Busy() {
		return false
	}
	key := decisionKey{entries: len(f.sess.Entries), shown: f.shown, sel: f.table.Selection(), lit: len(f.table.Targets())}
	return key != f.autoFor
}

// shownDecides reports whether a person decides now and the screen shows
// their view (the table is updated with myTurn set).
func (f *Frame) shownDecides() bool {
	d := f.sess.Decider()
	return d >= 0 && f.sess.IsHuman(d) && d == f.shown
}

// personDeciding reports whether the person whose view is on screen
// decides now, at the table itself (no curtain, guide, menu, response
// prompt, "Wait!" moment or announced only move over it).
func (f *Frame) personDeciding() bool {
	return f.shownDecides() && f.curtain < 0 && f.guide == nil &&
		!f.menu && f.prompt == nil && !f.waiting() && f.forced == ""
}

// endTouchTick ends a tick on a touch screen: the table is zoomed for the
// decision on screen, and the frame laid out again (the top bar's buttons
// come and go as the tick goes), so that the targets published after the
// tick are where they are drawn; then the pointers to choices out of
// sight are placed.
func (f *Frame) endTouchTick(a *App) {
	f.autoZoom(a, f.personDeciding())
	f.layout(a)
	f.findPointers(a)
}
