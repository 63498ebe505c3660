package scenes

import (
	"image/color"
	"testing"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/internal/fakegame"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// touchApp is a test app laid out for a touch screen of form, w x h CSS
// px (one pixel a CSS pixel).
func touchApp(t *testing.T, form ui.Form, w, h float64) (*App, *ui.Script) {
	t.Helper()
	a, in := newTestApp(t, nil)
	a.Form, a.DeviceScale = form, 1
	a.SetSize(w, h)
	return a, in
}

// touchForms are the screens the touch layouts are tested on.
var touchForms = []struct {
	name string
	form ui.Form
	w, h float64
}{
	{"tablet", ui.FormTablet, 1024, 768},
	{"phone", ui.FormPhone, 844, 390},
}

// checkControls fails the test when a frame control shown now is smaller
// than the screen's least target, or its text than the least text.
func checkControls(t *testing.T, a *App, f *Frame, when string) {
	t.Helper()
	minT, minX := a.MinTarget()*a.Scale, a.MinText()*a.Scale
	if minT <= 0 || minX <= 0 {
		t.Fatalf("%s: no minimum on form %s", when, a.Form)
	}
	f.layout(a)
	buttons := []*ui.Button{&f.btnMenu, &f.btnDrawer, &f.btnHint, &f.btnUndo}
	if f.skipShown() {
		buttons = append(buttons, &f.btnSkip)
	}
	if f.fitShown() {
		buttons = append(buttons, &f.btnFit)
	}
	for _, b := range buttons {
		r := b.Rect
		if r.W < minT || r.H < minT {
			t.Errorf("%s: %s is %.1fx%.1f px, under %.0f", when, b.Label, r.W, r.H, minT)
		}
		size := min(20*f.bs, r.H*0.45)
		if size < minX || ui.TextWidth(b.Label, size, true) > r.W-12*f.bs {
			t.Errorf("%s: %s's label at %.1f px (least %.0f) in a button %.0f wide", when, b.Label, size, minX, r.W)
		}
		if r.Y < 0 || r.Y+r.H > f.barH {
			t.Errorf("%s: %s is not on the top bar: %+v (bar %.0f high)", when, b.Label, r, f.barH)
		}
	}
	if f.tbar.size < minX {
		t.Errorf("%s: the status line at %.1f px", when, f.tbar.size)
	}
	if 13*f.ds < minX {
		t.Errorf("%s: the drawer's smallest text at %.1f px", when, 13*f.ds)
	}
	for _, tg := range a.Targets() {
		if tg.Rect.W < minT-1e-9 || tg.Rect.H < minT-1e-9 {
			t.Errorf("%s: target %s is %.1fx%.1f px", when, tg.Name, tg.Rect.W, tg.Rect.H)
		}
	}
}

// On a tablet and a phone the board takes the whole width under the top
// bar, and every control of the frame (Hint, Undo, Players, Menu, Skip
// while a move is shown, Fit while zoomed, the menu's buttons) is at
// least a finger's size, its text at least the least text size.
func TestTouchFrameControlsAreBigEnough(t *testing.T) {
	for _, tf := range touchForms {
		t.Run(tf.name, func(t *testing.T) {
			a, in := touchApp(t, tf.form, tf.w, tf.h)
			f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
			tick(t, a, in, 3)
			if f.Session().Decider() != 0 {
				t.Fatalf("decider %d", f.Session().Decider())
			}
			render(t, a, "touch-"+tf.name)
			if v := f.tableArea; v.W < a.W-10*a.Scale || v.Y > f.barH+5*a.Scale || v.Y+v.H < a.H-10*a.Scale {
				t.Fatalf("table area %+v on a %vx%v screen (bar %.0f)", v, a.W, a.H, f.barH)
			}
			checkControls(t, a, f, "a decision")
			// Skip while a move is shown, Fit while zoomed.
			f.table.(*fakeTable).anim = 30
			click(t, a, in, "spot:keep")
			if !f.table.Busy() || !hasTarget(a, "button:Skip") {
				t.Fatalf("busy %v; no Skip while the move is shown: %v", f.table.Busy(), a.Targets())
			}
			f.zoom.centreOn(f.tableArea, f.tableArea.X+100, f.tableArea.Y+100, 2)
			checkControls(t, a, f, "an animation, zoomed")
			render(t, a, "touch-busy-"+tf.name)
			f.table.(*fakeTable).anim = 0 // the moves after it show at once
			click(t, a, in, "button:Skip")
			if f.table.Busy() {
				t.Fatal("Skip did not finish the animation")
			}
			click(t, a, in, "button:Fit")
			if f.zoom.zoomed() {
				t.Fatal("Fit did not show the whole table")
			}
			// The menu's buttons.
			click(t, a, in, "button:Menu")
			if !f.menu {
				t.Fatal("no menu")
			}
			for _, b := range f.menuBtns {
				if b.Rect.H < a.MinTarget()*a.Scale || min(20*f.us, b.Rect.H*0.45) < a.MinText()*a.Scale {
					t.Errorf("menu button %s: %+v", b.Label, b.Rect)
				}
			}
			render(t, a, "touch-menu-"+tf.name)
		})
	}
}

// The drawer holds the seats, scores and log: the Players button opens
// it over the table from the right and closes it; a tap outside it, or
// Back, closes it too and does nothing else.
func TestTouchDrawerOpensAndCloses(t *testing.T) {
	a, in := touchApp(t, ui.FormPhone, 844, 390)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	tick(t, a, in, 3)
	if hasTarget(a, "button:Hint") == false || f.drawerOpen {
		t.Fatalf("Hint %v, drawer open %v", hasTarget(a, "button:Hint"), f.drawerOpen)
	}
	n := len(f.Session().Entries)
	click(t, a, in, "button:Players")
	tick(t, a, in, 1)
	if !f.drawerOpen || f.drawer.X+f.drawer.W != a.W || f.drawer.X <= 0 {
		t.Fatalf("drawer open %v at %+v", f.drawerOpen, f.drawer)
	}
	if len(f.seatRows) != 2 || !f.drawer.Contains(f.seatRows[1].X, f.seatRows[1].Y) || !f.drawer.Contains(f.log.Rect.X, f.log.Rect.Y) {
		t.Fatalf("seat rows %v and log %+v not in the drawer %+v", f.seatRows, f.log.Rect, f.drawer)
	}
	img := render(t, a, "touch-drawer")
	if got := img.RGBAAt(int(f.seatRows[0].X+18*f.ds), int(f.seatRows[0].Y+f.seatRows[0].H/2)); got == (color.RGBA{}) {
		t.Fatal("nothing drawn at the first seat's symbol")
	}
	if hasTarget(a, "spot:keep") {
		t.Fatal("the table's targets are offered under the open drawer")
	}
	// A tap on the table outside the drawer closes it and plays nothing.
	in.ClickAt(f.tableArea.X+20, f.tableArea.Y+f.tableArea.H/2)
	tick(t, a, in, 1)
	if f.drawerOpen || len(f.Session().Entries) != n {
		t.Fatalf("drawer open %v; entries %d from %d", f.drawerOpen, len(f.Session().Entries), n)
	}
	click(t, a, in, "button:Players")
	click(t, a, in, "button:Players")
	if f.drawerOpen {
		t.Fatal("the Players button did not close the drawer")
	}
	click(t, a, in, "button:Players")
	in.Press(ui.CmdCancel)
	tick(t, a, in, 1)
	if f.drawerOpen || f.menu {
		t.Fatalf("Back: drawer open %v, menu %v", f.drawerOpen, f.menu)
	}
}

// fingers sets the touches down for the next tick; the pointer follows
// the first (as EbitenInput's does), and lifting the last finger is the
// click of its release.
func fingers(in *ui.Script, pts ...ui.TouchPoint) {
	if len(pts) == 0 {
		in.Fingers, in.HeldDown, in.Click = nil, false, true
		return
	}
	in.Fingers = append(in.Fingers[:0], pts...)
	in.X, in.Y, in.HeldDown, in.Finger = pts[0].X, pts[0].Y, true, true
}

// Two fingers pinch to zoom the table and one drags to pan it; neither
// plays a move when it lifts. A tap after them still plays the lit target
// under it, and only what shows of the zoomed table is published.
func TestPinchZoomsAndDragPansWithoutClicking(t *testing.T) {
	for _, tf := range touchForms {
		t.Run(tf.name, func(t *testing.T) {
			a, in := touchApp(t, tf.form, tf.w, tf.h)
			f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
			tick(t, a, in, 3)
			n := len(f.Session().Entries)
			cx, cy := f.tableArea.Center()
			// Pinch out about the middle of the right half (keep).
			px := cx + f.tableArea.W/4
			for i, d := range []float64{40, 60, 90, 120} {
				fingers(in, ui.TouchPoint{ID: 1, X: px - d, Y: cy}, ui.TouchPoint{ID: 2, X: px + d, Y: cy})
				tick(t, a, in, 1)
				if i == 0 && f.zoom.zoomed() {
					t.Fatal("zoomed as the fingers came down")
				}
			}
			fingers(in)
			tick(t, a, in, 1)
			if z := f.zoom.factor(); z < 2.9 || z > maxZoom {
				t.Fatalf("zoom %.2f after spreading two fingers from 80 to 240 px", z)
			}
			if len(f.Session().Entries) != n {
				t.Fatal("the pinch played a move")
			}
			if f.ctx.Scale != a.Scale*f.zoom.factor() || f.table.(*fakeTable).last != f.zoom.area(f.tableArea) {
				t.Fatalf("the table has scale %.2f and area %+v", f.ctx.Scale, f.table.(*fakeTable).last)
			}
			for _, tg := range a.Targets() {
				if !tg.Rect.Within(ui.Rect{W: a.W, H: a.H}) || (tg.Name == "spot:swap" || tg.Name == "spot:keep") && !tg.Rect.Within(f.tableArea) {
					t.Fatalf("target %s at %+v outside the visible table %+v", tg.Name, tg.Rect, f.tableArea)
				}
			}
			img := render(t, a, "touch-pinched-"+tf.name)
			if c := img.RGBAAt(int(f.btnMenu.Rect.X+f.btnMenu.Rect.W/2), 2); c == tableInk {
				t.Fatal("the zoomed table is drawn over the top bar")
			}
			// One finger drags to the right: a pan, no move.
			u := f.zoom.u
			for i := range 6 {
				fingers(in, ui.TouchPoint{ID: 3, X: cx + float64(i)*12, Y: cy})
				tick(t, a, in, 1)
			}
			fingers(in)
			tick(t, a, in, 1)
			if f.zoom.u >= u || len(f.Session().Entries) != n {
				t.Fatalf("pan: u %.3f from %.3f; entries %d from %d", f.zoom.u, u, len(f.Session().Entries), n)
			}
			// A short tap on the lit target that shows still plays it.
			r := target(t, a, "spot:keep")
			x, y := r.Center()
			fingers(in, ui.TouchPoint{ID: 4, X: x, Y: y})
			tick(t, a, in, 1)
			fingers(in)
			tick(t, a, in, 1)
			if len(f.Session().Entries) <= n || f.Session().Entries[n].Action != enginetest.Keep {
				t.Fatalf("the tap at %.0f,%.0f on keep %+v played %v", x, y, r, f.Session().Entries[n:])
			}
		})
	}
}

// A decision whose lit targets are smaller than a finger opens zoomed
// just enough for them, panned to them; the published targets are then
// at least a finger's size and all in sight.
func TestSmallTargetsOpenZoomed(t *testing.T) {
	for _, tf := range touchForms {
		t.Run(tf.name, func(t *testing.T) {
			a, in := touchApp(t, tf.form, tf.w, tf.h)
			ft := &fakeTable{spot: 40}
			restore := swapTable(enginetest.HighCard.ID(), ft)
			defer restore()
			f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
			tick(t, a, in, 4)
			if f.Session().Decider() != 0 {
				t.Fatalf("decider %d", f.Session().Decider())
			}
			minT := a.MinTarget() * a.Scale
			want := min(minT/(40*a.Scale), autoZoomCap)
			if z := f.zoom.factor(); z < want-1e-6 || z > want+1e-6 || !f.zoom.auto {
				t.Fatalf("zoom %.3f (auto %v), want %.3f for targets of %.1f px under %.0f", z, f.zoom.auto, want, 40*a.Scale, minT)
			}
			shown := 0
			for _, tg := range a.Targets() {
				if tg.Rect.W < minT-1e-6 || tg.Rect.H < minT-1e-6 {
					t.Errorf("target %s is %.1fx%.1f", tg.Name, tg.Rect.W, tg.Rect.H)
				}
				if tg.Name == "spot:keep" || tg.Name == "spot:swap" {
					shown++
				}
			}
			if shown == 0 {
				t.Fatal("no lit target in sight")
			}
			render(t, a, "touch-autozoom-"+tf.name)
			click(t, a, in, "spot:keep")
			tick(t, a, in, 2)
			if f.Session().Decider() == 0 || f.zoom.zoomed() {
				t.Fatalf("after the move: decider %d, zoom %.2f", f.Session().Decider(), f.zoom.factor())
			}
		})
	}
}

// swapTable makes the frame of gameID use table t until restore.
func swapTable(gameID string, t ui.Table) (restore func()) {
	mk, _ := ui.TableMaker(gameID)
	ui.RegisterTable(gameID, func() ui.Table { return t })
	return func() { ui.RegisterTable(gameID, mk) }
}

// The desktop keeps its layout: the side panel, its buttons and the table
// area where they always were, no drawer, and no Skip or Fit at rest.
func TestDesktopFrameLayoutUnchanged(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {1920, 1080}, {1024, 768}} {
		a, in := newTestApp(t, nil)
		a.SetSize(size[0], size[1])
		f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
		tick(t, a, in, 3)
		s := a.Scale
		top, side := f.layout(a)
		wantSide := ui.Rect{X: a.W - 300*s - 12*s, Y: 64*s + 4*s, W: 300 * s, H: a.H - 64*s - 16*s}
		bw := (wantSide.W - 36*s) / 2
		checks := []struct {
			name      string
			got, want ui.Rect
		}{
			{"top", top, ui.Rect{W: a.W, H: 64 * s}},
			{"side", side, wantSide},
			{"table", f.tableArea, ui.Rect{X: 12 * s, Y: 64*s + 4*s, W: wantSide.X - 24*s, H: a.H - 64*s - 16*s}},
			{"menu", f.btnMenu.Rect, ui.Rect{X: a.W - 132*s, Y: 12 * s, W: 120 * s, H: 40 * s}},
			{"hint", f.btnHint.Rect, ui.Rect{X: wantSide.X + 12*s, Y: wantSide.Y + wantSide.H - 56*s, W: bw, H: 44 * s}},
			{"undo", f.btnUndo.Rect, ui.Rect{X: wantSide.X + 24*s + bw, Y: wantSide.Y + wantSide.H - 56*s, W: bw, H: 44 * s}},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%vx%v: %s at %+v, was %+v", size[0], size[1], c.name, c.got, c.want)
			}
		}
		for _, tg := range a.Targets() {
			switch tg.Name {
			case "button:Players", "button:Skip", "button:Fit":
				t.Errorf("%vx%v: %s on a desktop at rest", size[0], size[1], tg.Name)
			}
		}
		if f.touch || f.drawerOpen || f.us != s || f.ds != s {
			t.Errorf("%vx%v: touch %v, scales %v %v", size[0], size[1], f.touch, f.us, f.ds)
		}
	}
}

// A touch screen held upright shows the prompt to turn it over any scene,
// publishes nothing to tap and holds input; turned back, the scene goes on
// where it was.
func TestPortraitAsksToTurnAndHoldsInput(t *testing.T) {
	a, in := touchApp(t, ui.FormPhone, 844, 390)
	tick(t, a, in, 1)
	start := target(t, a, "button:Settings")
	a.SetSize(390, 844)
	if !a.Portrait() || len(a.Targets()) != 0 {
		t.Fatalf("portrait %v; targets %v", a.Portrait(), a.Targets())
	}
	img := render(t, a, "touch-portrait")
	accent := 0
	for y := 0; y < img.Bounds().Dy(); y += 2 {
		for x := 0; x < img.Bounds().Dx(); x += 2 {
			if img.RGBAAt(x, y) == ui.ColAccent {
				accent++
			}
		}
	}
	if accent < 200 {
		t.Fatalf("%d accent pixels: no phone and arrow drawn", accent)
	}
	for range 3 {
		in.ClickRect(start)
		in.Press(ui.CmdConfirm)
		tick(t, a, in, 1)
	}
	settle(t, a, in)
	if a.Scene().Name() != "title" {
		t.Fatalf("scene %s while upright", a.Scene().Name())
	}
	a.SetSize(844, 390)
	if a.Portrait() {
		t.Fatal("still upright")
	}
	click(t, a, in, "button:Settings")
	settle(t, a, in)
	if a.Scene().Name() != "settings" {
		t.Fatal("the title did not go on once turned back")
	}
}

// cameraTable is a fake table with a camera of its own (ui.Zoomer): it
// adds up the pinches the frame gives it.
type cameraTable struct {
	fakeTable
	zoom, dx float64
}

func (c *cameraTable) Pinch(x, y, factor, dx, dy float64) {
	c.zoom *= factor
	c.dx += dx
}

// A table with its own camera is given the pinch (about the fingers'
// midpoint) and the frame does not zoom it itself; the pinch's release
// plays nothing.
func TestPinchGoesToTheTablesOwnCamera(t *testing.T) {
	a, in := touchApp(t, ui.FormTablet, 1024, 768)
	ct := &cameraTable{zoom: 1}
	restore := swapTable(enginetest.HighCard.ID(), ct)
	defer restore()
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	tick(t, a, in, 3)
	n := len(f.Session().Entries)
	cx, cy := f.tableArea.Center()
	for _, d := range []float64{50, 75, 100} {
		fingers(in, ui.TouchPoint{ID: 1, X: cx - d + d/5, Y: cy}, ui.TouchPoint{ID: 2, X: cx + d + d/5, Y: cy})
		tick(t, a, in, 1)
	}
	fingers(in)
	tick(t, a, in, 1)
	if ct.zoom < 1.99 || ct.zoom > 2.01 || ct.dx < 9.9 || ct.dx > 10.1 {
		t.Fatalf("the table's camera zoomed %.2f and moved %.1f (want 2 and 10)", ct.zoom, ct.dx)
	}
	if f.zoom.zoomed() || f.ctx.Scale != a.Scale || len(f.Session().Entries) != n {
		t.Fatalf("frame zoom %.2f, scale %.2f, entries %d from %d", f.zoom.factor(), f.ctx.Scale, len(f.Session().Entries), n)
	}
}

// The hand-off curtain's button is a finger's size on a touch screen too
// (it was 30 CSS px high on a phone) and says tap, not click.
func TestTouchCurtainIsBigEnough(t *testing.T) {
	for _, tf := range touchForms {
		t.Run(tf.name, func(t *testing.T) {
			a, in := touchApp(t, tf.form, tf.w, tf.h)
			f := startFrame(t, a, in, fakegame.ID, session.KindHuman, session.KindHuman)
			tick(t, a, in, 2) // deal to Anna
			click(t, a, in, "spot:keep")
			tick(t, a, in, 2) // deal to Bob: Bob has a secret, Anna is looking
			if f.curtain < 0 {
				t.Fatal("no curtain between two people")
			}
			f.layout(a)
			minT := a.MinTarget() * a.Scale
			if r := f.curtainBtn.Rect; r.W < minT || r.H < minT {
				t.Errorf("I am ready is %.1fx%.1f px, under %.0f", r.W, r.H, minT)
			}
			if !hasTarget(a, "button:I am ready") {
				t.Fatalf("no I am ready target: %v", a.Targets())
			}
			render(t, a, "touch-curtain-"+tf.name)
		})
	}
}

// A kind of choice out of sight on the zoomed table has a pointer on the
// table's edge (the kind that shows has none); a tap on the pointer pans
// the table until that choice shows, with a pointer back to the other,
// and the choice is then made by a tap.
func TestPointerLeadsToAChoiceOutOfSight(t *testing.T) {
	for _, tf := range touchForms {
		t.Run(tf.name, func(t *testing.T) {
			a, in := touchApp(t, tf.form, tf.w, tf.h)
			ft := &fakeTable{spot: 10, apart: true}
			restore := swapTable(enginetest.HighCard.ID(), ft)
			defer restore()
			f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
			tick(t, a, in, 4)
			names := map[string]bool{}
			for _, tg := range a.Targets() {
				names[tg.Name] = true
			}
			if !f.zoom.zoomed() {
				t.Fatalf("not zoomed for spots of %.1f px", 10*a.Scale)
			}
			shown, hidden, back, to := "spot:swap", "cell:keep", "more:spot", "more:cell"
			if names["cell:keep"] {
				shown, hidden, back, to = hidden, shown, to, back
			}
			if !names[shown] || names[hidden] || !names[to] || names[back] {
				t.Fatalf("want %s and a pointer %s, no %s nor %s; targets %v", shown, to, hidden, back, names)
			}
			if r := target(t, a, to); r.W < a.MinTarget()*a.Scale-1e-6 || !r.Within(f.tableArea) {
				t.Fatalf("the pointer at %+v (least %.0f px, table area %+v)", r, a.MinTarget()*a.Scale, f.tableArea)
			}
			render(t, a, "touch-pointer-"+tf.name)
			click(t, a, in, to)
			tick(t, a, in, 1)
			clear(names)
			for _, tg := range a.Targets() {
				names[tg.Name] = true
			}
			if !names[hidden] || names[to] || !names[back] {
				t.Fatalf("after the pointer's tap: want %s and a pointer %s back; targets %v", hidden, back, names)
			}
			if f.Session().Decider() != 0 {
				t.Fatal("the pointer's tap made a move")
			}
			click(t, a, in, hidden)
			tick(t, a, in, 2)
			if f.Session().Decider() == 0 {
				t.Fatalf("the tap on %s made no move", hidden)
			}
		})
	}
}
