package scenes

import (
	"fmt"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// Frame is the table scene common to every game: it drives the engine
// (computer seats, chance, forced moves, undo, hints, autosave) and draws
// everything around the game's own ui.Table.
type Frame struct {
	budget thinkBudget // the search time the frame lends thinkers

	sess  *session.Session
	table ui.Table
	ctx   ui.Context

	// viewer is the human whose eyes are on the screen; the table is only
	// ever given views for this seat.
	viewer  int
	curtain int // seat waiting behind the hand-off curtain, or -1

	thinker   *thinker // the computer seat's search in progress
	hint      *thinker // the hint search in progress
	hintShown bool
	waitSince time.Time // when the current decision became due
	overAt    time.Time // when the game ended

	log     ui.ScrollList
	logSeen int
	// fxHeld is set while the latest action's effects are kept out of the
	// log until the table has finished animating them (no spoilers).
	fxHeld  bool
	menu    bool
	message string // a passing note ("Undone", errors)

	btnHint, btnUndo, btnMenu ui.Button
	menuBtns                  []*ui.Button
	curtainBtn                ui.Button
	tableArea                 ui.Rect
	legal                     []engine.Action
	saveErr                   string

	// cur is the viewer's view of the current state, and scores its
	// provisional scores as text; both change only when the game does.
	cur    engine.State
	scores []string
}

// OpenTable goes to the table of sess, the result of making a session (a
// new game, a loaded save, a restart); err is that making's error, which
// OpenTable passes on with the frame's own.
func (a *App) OpenTable(sess *session.Session, err error) (*Frame, error) {
	if err != nil {
		return nil, err
	}
	f, err := NewFrame(a, sess)
	if err != nil {
		return nil, err
	}
	a.GoTo(f)
	return f, nil
}

// NewFrame makes the table scene of a session. The game needs a
// registered table.
func NewFrame(a *App, sess *session.Session) (*Frame, error) {
	t, ok := ui.NewTable(sess.Game.ID())
	if !ok {
		return nil, fmt.Errorf("%s has no table in this version", sess.Game.Name())
	}
	f := &Frame{sess: sess, table: t, curtain: -1}
	f.ctx.Sound = a.Sound
	for i, s := range sess.Seats() {
		c, sym := ui.Look(s.LookIndex(i))
		f.ctx.Seats = append(f.ctx.Seats, ui.Seat{Name: s.Name, Color: c, Symbol: sym, Human: s.Kind == session.KindHuman})
	}
	f.viewer = f.firstHuman()
	if f.viewer < 0 {
		f.viewer = 0
	}
	f.syncCtx(a)
	f.log.Follow = true
	f.log.Wrap = true
	f.log.Size = 15
	f.btnHint = ui.Button{Label: "Hint", Shortcut: "H"}
	f.btnUndo = ui.Button{Label: "Undo", Shortcut: "U"}
	f.btnMenu = ui.Button{Label: "Menu", Shortcut: "M"}
	for _, l := range []string{"Resume", "Rules", "Settings", "Restart", "Save and quit"} {
		f.menuBtns = append(f.menuBtns, &ui.Button{Label: l})
	}
	f.menuBtns[0].Primary = true
	f.curtainBtn = ui.Button{Label: "I am ready", Shortcut: "Enter", Primary: true}
	f.layout(a)
	f.refresh()
	f.table.Reset(&f.ctx, f.view())
	f.waitSince = a.now()
	f.syncLog()
	return f, nil
}

func (f *Frame) firstHuman() int {
	for p := range f.sess.Seats() {
		if f.sess.IsHuman(p) {
			return p
		}
	}
	return -1
}

// Name implements Scene.
func (f *Frame) Name() string {
	if f.curtain >= 0 {
		return "curtain"
	}
	return "table"
}

// HintShown reports whether a hint is on the table now.
func (f *Frame) HintShown() bool { return f.hintShown }

// Viewer is the seat whose eyes are on the screen.
func (f *Frame) Viewer() int { return f.viewer }

// Session returns the game being played.
func (f *Frame) Session() *session.Session { return f.sess }

func (f *Frame) syncCtx(a *App) {
	f.ctx.Scale = a.Scale
	f.ctx.AnimSpeed = a.AnimSpeed()
	f.ctx.Sound = a.Sound
	f.ctx.Viewer = f.viewer
}

// view is the state as the viewer may see it.
func (f *Frame) view() engine.State { return f.cur }

// refresh recomputes the viewer's view after the game or the viewer
// changed.
func (f *Frame) refresh() {
	f.cur = f.sess.State.ViewFor(f.viewer)
	res := f.cur.Result()
	f.scores = f.scores[:0]
	for p := range f.ctx.Seats {
		sc := ""
		if p < len(res.Scores) {
			sc = strconv.Itoa(res.Scores[p])
		}
		f.scores = append(f.scores, sc)
	}
}

func (f *Frame) hasSecretsFor(p int) bool {
	h, ok := f.sess.State.(engine.HiddenInfo)
	return ok && h.HasSecretsFor(p)
}

// setViewer changes whose eyes are on the screen and shows the table
// afresh from that seat's view.
func (f *Frame) setViewer(p int) {
	if p == f.viewer {
		return
	}
	f.viewer = p
	f.ctx.Viewer = p
	f.refresh()
	f.table.Reset(&f.ctx, f.view())
}

func (f *Frame) layout(a *App) (top, side ui.Rect) {
	s := a.Scale
	top = ui.Rect{X: 0, Y: 0, W: a.W, H: 64 * s}
	sideW := 300 * s
	side = ui.Rect{X: a.W - sideW - 12*s, Y: top.H + 4*s, W: sideW, H: a.H - top.H - 16*s}
	f.tableArea = ui.Rect{X: 12 * s, Y: top.H + 4*s, W: side.X - 24*s, H: a.H - top.H - 16*s}
	f.btnMenu.Rect = ui.Rect{X: a.W - 132*s, Y: 12 * s, W: 120 * s, H: 40 * s}
	bw := (side.W - 36*s) / 2
	f.btnHint.Rect = ui.Rect{X: side.X + 12*s, Y: side.Y + side.H - 56*s, W: bw, H: 44 * s}
	f.btnUndo.Rect = ui.Rect{X: side.X + 24*s + bw, Y: side.Y + side.H - 56*s, W: bw, H: 44 * s}
	seatsH := float64(len(f.ctx.Seats))*34*s + 60*s
	f.log.Rect = ui.Rect{X: side.X + 8*s, Y: side.Y + seatsH + 36*s, W: side.W - 16*s, H: side.H - seatsH - 36*s - 68*s}
	mw, mh := 320*s, float64(len(f.menuBtns))*60*s+70*s
	mx, my := (a.W-mw)/2, (a.H-mh)/2
	for i, b := range f.menuBtns {
		b.Rect = ui.Rect{X: mx + 30*s, Y: my + 60*s + float64(i)*60*s, W: mw - 60*s, H: 46 * s}
	}
	f.curtainBtn.Rect = ui.Rect{X: a.W/2 - 130*s, Y: a.H/2 + 70*s, W: 260 * s, H: 56 * s}
	d := f.sess.Decider()
	f.btnUndo.Disabled = f.sess.UndoBy(f.viewer) == 0
	f.btnHint.Disabled = d < 0 || !f.sess.IsHuman(d) || d != f.viewer || f.hint != nil
	return top, side
}

// Update implements Scene.
func (f *Frame) Update(a *App) error {
	f.syncCtx(a)
	f.layout(a)
	if f.fxHeld {
		f.syncLog()
	}
	in := a.In
	if f.curtain >= 0 {
		if f.curtainBtn.Update(in) || in.Command(ui.CmdConfirm) {
			a.Play("click")
			p := f.curtain
			f.curtain = -1
			f.setViewer(p)
			f.waitSince = a.now()
		}
		return nil
	}
	if f.menu {
		return f.updateMenu(a)
	}
	if f.btnMenu.Update(in) || in.Command(ui.CmdMenu) {
		a.Play("click")
		f.menu = true
		return nil
	}
	if in.Command(ui.CmdSkip) {
		f.table.SkipAnimation()
	}
	f.log.Update(in, a.Scale)

	st := f.sess.State
	d := st.CurrentPlayer()
	if st.IsTerminal() {
		f.table.Update(&f.ctx, in, f.tableArea, false)
		if f.overAt.IsZero() {
			f.overAt = a.now()
			a.Store.Remove(storage.AutosaveName)
			a.Play("win")
		}
		if !f.table.Busy() && (a.since(f.overAt) >= f.pause(a, 900*time.Millisecond) || a.Auto.Demo != "") {
			a.GoTo(NewGameOver(a, f.sess))
		}
		return nil
	}

	humanTurn := d >= 0 && f.sess.IsHuman(d)
	if humanTurn && d != f.viewer {
		if f.table.Busy() {
			// Everyone watches the last move finish before the
			// screen turns to the next person.
			f.table.Update(&f.ctx, in, f.tableArea, false)
			return nil
		}
		if f.hasSecretsFor(d) && f.countHumans() > 1 {
			f.curtain = d
			f.cancelHint()
			return nil
		}
		f.setViewer(d)
	}

	if (f.btnUndo.Update(in) || in.Command(ui.CmdUndo)) && !f.btnUndo.Disabled {
		a.Play("click")
		f.undo(a)
		return nil
	}
	if (f.btnHint.Update(in) || in.Command(ui.CmdHint)) && !f.btnHint.Disabled {
		a.Play("click")
		f.startHint(a)
	}
	f.stepHint(a)

	act, ok := f.table.Update(&f.ctx, in, f.tableArea, humanTurn && d == f.viewer)
	switch {
	case d == engine.Chance:
		if !f.table.Busy() && a.since(f.waitSince) >= f.pause(a, f.hold(250*time.Millisecond)) {
			f.apply(a, f.sess.SampleChance())
		}
	case humanTurn:
		if ok {
			f.apply(a, act)
			return nil
		}
		f.legal = st.AppendLegalActions(f.legal[:0])
		if len(f.legal) == 1 && !f.table.Busy() && a.since(f.waitSince) >= f.pause(a, 700*time.Millisecond) {
			f.apply(a, f.legal[0])
		}
	default:
		f.think(a, d)
	}
	return nil
}

func (f *Frame) countHumans() int {
	n := 0
	for p := range f.sess.Seats() {
		if f.sess.IsHuman(p) {
			n++
		}
	}
	return n
}

// undoGrace is how long, at normal speed, a draw or another seat's move
// waits after a person's move that may still be taken back, so that Undo
// stays offered for a moment before the move becomes final.
const undoGrace = time.Second

// hold lengthens the pacing delay d to undoGrace while the viewer may undo.
func (f *Frame) hold(d time.Duration) time.Duration {
	if d < undoGrace && f.sess.UndoBy(f.viewer) > 0 {
		return undoGrace
	}
	return d
}

// pause scales a pacing delay with the animation speed (none at instant).
func (f *Frame) pause(a *App, d time.Duration) time.Duration {
	sp := a.AnimSpeed()
	if sp == 0 {
		return 0
	}
	return time.Duration(float64(d) / sp)
}

// think runs the computer seat's search for a slice of this tick and
// plays its move when the search is done and the table is idle.
func (f *Frame) think(a *App, d int) {
	if f.thinker == nil {
		seed := session.ChanceSeed(f.sess.Record.Seed^0xa11ce, len(f.sess.Entries))
		f.thinker = newThinker(f.sess.State.ViewFor(d), f.sess.Seats()[d].Kind, seed, a.thinkAside)
	}
	f.budget.lend(a.Frames, f.table.Busy(), f.thinker)
	if f.thinker.done() && !f.table.Busy() && a.since(f.waitSince) >= f.pause(a, f.hold(450*time.Millisecond)) {
		best := f.thinker.best()
		f.thinker = nil
		f.apply(a, best)
	}
}

func (f *Frame) startHint(a *App) {
	d := f.sess.Decider()
	if d < 0 {
		return
	}
	seed := session.ChanceSeed(f.sess.Record.Seed^0x4177, len(f.sess.Entries))
	f.hint = newThinker(f.sess.State.ViewFor(d), session.KindNormal, seed, a.thinkAside)
}

func (f *Frame) stepHint(a *App) {
	if f.hint == nil {
		return
	}
	f.budget.lend(a.Frames, f.table.Busy(), f.hint)
	if f.hint.done() {
		f.table.ShowHint(f.hint.best(), true)
		f.hintShown = true
		f.hint = nil
	}
}

func (f *Frame) cancelHint() {
	f.hint.cancel()
	f.hint = nil
	if f.hintShown {
		f.table.ShowHint(0, false)
		f.hintShown = false
	}
}

// dropThinker abandons the computer seat's search in progress.
func (f *Frame) dropThinker() {
	f.thinker.cancel()
	f.thinker = nil
}

// apply plays a, animates it on the table and saves the game.
func (f *Frame) apply(a *App, act engine.Action) {
	before := f.view()
	if err := f.sess.Apply(act); err != nil {
		f.message = err.Error()
		return
	}
	f.message = ""
	f.cancelHint()
	f.dropThinker()
	f.refresh()
	f.table.Animate(&f.ctx, before, act, f.view())
	f.waitSince = a.now()
	f.syncLog()
	f.autosave(a)
}

func (f *Frame) undo(a *App) {
	if err := f.sess.Undo(f.viewer); err != nil {
		f.message = err.Error()
		return
	}
	f.cancelHint()
	f.dropThinker()
	f.refresh()
	f.table.Reset(&f.ctx, f.view())
	f.message = "Undone."
	f.waitSince = a.now()
	f.syncLog()
	f.autosave(a)
}

func (f *Frame) autosave(a *App) {
	if f.sess.State.IsTerminal() {
		// A finished game is not resumed: the save of the position
		// before the last action must not survive either.
		a.Store.Remove(storage.AutosaveName)
		return
	}
	if err := a.Store.Write(storage.AutosaveName, f.sess.Save()); err != nil {
		f.saveErr = "Autosave failed: " + err.Error()
	} else {
		f.saveErr = ""
	}
}

// syncLog shows the session's entries in the log. What the latest action
// caused waits until the table has played it out, so the log never tells
// the end of an animation before the board shows it.
func (f *Frame) syncLog() {
	hold := f.table.Busy()
	if f.logSeen == len(f.sess.Entries) && len(f.log.Lines) > 0 && (!f.fxHeld || hold) {
		return
	}
	f.fxHeld = false
	lines := f.log.Lines[:0]
	for i, e := range f.sess.Entries {
		lines = append(lines, e.Text)
		if hold && i == len(f.sess.Entries)-1 && len(e.Effects) > 0 {
			f.fxHeld = true
			break
		}
		for _, fx := range e.Effects {
			lines = append(lines, "→ "+fx)
		}
	}
	f.log.SetLines(lines)
	f.logSeen = len(f.sess.Entries)
	f.log.Follow = true
}

func (f *Frame) updateMenu(a *App) error {
	in := a.In
	if in.Command(ui.CmdCancel) || in.Command(ui.CmdMenu) {
		f.menu = false
		return nil
	}
	for i, b := range f.menuBtns {
		if !b.Update(in) {
			continue
		}
		a.Play("click")
		f.menu = false
		switch i {
		case 1:
			a.GoTo(NewRules(a, f.sess.Game.ID(), f))
		case 2:
			a.GoTo(NewSettings(a, f))
		case 3:
			f.cancelHint()
			f.dropThinker()
			if _, err := a.OpenTable(f.sess.Restart(f.sess.Record.Seed + 1)); err != nil {
				f.message = err.Error()
			}
		case 4:
			f.cancelHint()
			f.dropThinker()
			f.autosave(a)
			a.GoTo(NewTitle(a))
		}
	}
	return nil
}

// Draw implements Scene.
func (f *Frame) Draw(dst *ebiten.Image, a *App) {
	top, side := f.layout(a)
	if f.curtain >= 0 {
		f.drawCurtain(dst, a)
		return
	}
	s := a.Scale
	ui.FillRoundRect(dst, f.tableArea, 16*s, ui.ColPanelLo)
	f.table.Draw(&f.ctx, dst, f.tableArea)
	f.drawTop(dst, a, top)
	f.drawSide(dst, a, side)
	if f.menu {
		f.drawMenu(dst, a)
	}
}

func (f *Frame) drawTop(dst *ebiten.Image, a *App, top ui.Rect) {
	s := a.Scale
	ui.FillRect(dst, top, ui.ColPanel)
	ui.FillRect(dst, ui.Rect{X: 0, Y: top.H - 2*s, W: top.W, H: 2 * s}, ui.ColBorder)
	ui.DrawText(dst, f.sess.Game.Name(), 22*s, true, 20*s, top.H/2, ui.AlignStart, ui.AlignCenter, ui.ColAccent)
	cx := a.W / 2
	d := f.sess.Decider()
	var line string
	switch {
	case d == engine.Terminal:
		line = "Game over"
	case d == engine.Chance:
		line = "Drawing…"
	default:
		seat := f.ctx.Seats[d]
		switch {
		case seat.Human && d == f.viewer && f.countHumans() > 1:
			line = seat.Name + ", your turn"
		case seat.Human:
			line = "Your turn"
			if f.countHumans() > 1 {
				line = seat.Name + "'s turn"
			}
		default:
			line = seat.Name + " is thinking…"
		}
		w := ui.TextWidth(line, 22*s, true)
		ui.DrawSymbol(dst, seat.Symbol, cx-w/2-22*s, top.H/2, 13*s, seat.Color)
	}
	ui.DrawText(dst, line, 22*s, true, cx, top.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	if p := f.table.Progress(); p != "" {
		ui.DrawText(dst, p, 17*s, false, a.W-150*s, top.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	}
	f.btnMenu.Draw(dst, s)
}

func (f *Frame) drawSide(dst *ebiten.Image, a *App, side ui.Rect) {
	s := a.Scale
	ui.Panel(dst, side, s)
	y := side.Y + 16*s
	ui.DrawText(dst, "Players", 17*s, true, side.X+16*s, y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	y += 30 * s
	d := f.sess.Decider()
	for p, seat := range f.ctx.Seats {
		row := ui.Rect{X: side.X + 8*s, Y: y - 2*s, W: side.W - 16*s, H: 32 * s}
		if p == d {
			ui.FillRoundRect(dst, row, 8*s, ui.ColPanelHi)
			ui.StrokeRoundRect(dst, row, 8*s, 1.5*s, seat.Color)
		}
		ui.DrawSymbol(dst, seat.Symbol, row.X+18*s, row.Y+row.H/2, 10*s, seat.Color)
		kind := "computer"
		if seat.Human {
			kind = "human"
		}
		if k := f.sess.Seats()[p].Kind; !seat.Human {
			kind = k
		}
		name := ui.Ellipsize(seat.Name, 17*s, true, row.W-130*s)
		ui.DrawText(dst, name, 17*s, true, row.X+36*s, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, kind, 13*s, false, row.X+row.W-52*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
		if p < len(f.scores) {
			ui.DrawText(dst, f.scores[p], 17*s, true, row.X+row.W-10*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		}
		y += 34 * s
	}
	ui.DrawText(dst, "Game log", 17*s, true, side.X+16*s, f.log.Rect.Y-26*s, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	ui.FillRoundRect(dst, f.log.Rect, 8*s, ui.ColPanelLo)
	if len(f.log.Lines) == 0 {
		ui.DrawText(dst, "No moves yet.", 15*s, false, f.log.Rect.X+10*s, f.log.Rect.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	f.log.Draw(dst, s)
	msg := f.message
	if f.saveErr != "" {
		msg = f.saveErr
	}
	if f.hint != nil {
		msg = "Looking for a good move…"
	}
	if msg != "" {
		ui.DrawText(dst, ui.Ellipsize(msg, 14*s, false, side.W-24*s), 14*s, false, side.X+14*s, f.btnHint.Rect.Y-14*s, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	}
	f.btnHint.Draw(dst, s)
	f.btnUndo.Draw(dst, s)
}

func (f *Frame) drawMenu(dst *ebiten.Image, a *App) {
	s := a.Scale
	ui.FillRect(dst, ui.Rect{W: a.W, H: a.H}, ui.ColShade)
	first := f.menuBtns[0].Rect
	last := f.menuBtns[len(f.menuBtns)-1].Rect
	p := ui.Rect{X: first.X - 30*s, Y: first.Y - 60*s, W: first.W + 60*s, H: last.Y + last.H - first.Y + 84*s}
	ui.Panel(dst, p, s)
	ui.DrawText(dst, "Menu", 24*s, true, p.X+p.W/2, p.Y+30*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	for _, b := range f.menuBtns {
		b.Draw(dst, s)
	}
}

// drawCurtain hides the table: it draws nothing of the game, only whose
// turn it is and a button to continue.
func (f *Frame) drawCurtain(dst *ebiten.Image, a *App) {
	s := a.Scale
	drawBackdrop(dst, a)
	seat := f.ctx.Seats[f.curtain]
	cx, cy := a.W/2, a.H/2
	ui.DrawSymbol(dst, seat.Symbol, cx, cy-110*s, 44*s, seat.Color)
	ui.DrawText(dst, "Pass to "+seat.Name, 54*s, true, cx, cy-10*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, "Everyone else, look away. "+seat.Name+", click when only you can see the screen.", 20*s, false, cx, cy+36*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	f.curtainBtn.Draw(dst, s)
}

// Targets implements ui.Targeter.
func (f *Frame) Targets() []ui.Target {
	if f.curtain >= 0 {
		return []ui.Target{f.curtainBtn.Target()}
	}
	if f.menu {
		var ts []ui.Target
		for _, b := range f.menuBtns {
			ts = append(ts, b.Target())
		}
		return ts
	}
	ts := []ui.Target{f.btnMenu.Target()}
	if !f.btnHint.Disabled {
		ts = append(ts, f.btnHint.Target())
	}
	if !f.btnUndo.Disabled {
		ts = append(ts, f.btnUndo.Target())
	}
	if tt, ok := f.table.(ui.Targeter); ok {
		ts = append(ts, tt.Targets()...)
	}
	return ts
}

// computerNames are the default names of computer seats.
var computerNames = []string{"Blorb", "Snaggle", "Fizzwick", "Grumble", "Mopsy", "Zonk"}

// errorScene shows an error that stops an automated start.
type errorScene struct{ err error }

func (e *errorScene) Name() string        { return "error" }
func (e *errorScene) Update(a *App) error { return e.err }
func (e *errorScene) Draw(dst *ebiten.Image, a *App) {
	ui.DrawText(dst, e.err.Error(), 20*a.Scale, false, a.W/2, a.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColDanger)
}
