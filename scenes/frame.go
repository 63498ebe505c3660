package scenes

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/learn"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// Frame is the table scene common to every game: it drives the engine
// (computer seats, chance, forced moves, undo, hints, autosave) and draws
// everything around the game's own ui.Table.
type Frame struct {
	budget thinkBudget // the search time the frame lends thinkers

	sess  *session.Session
	table ui.Table
	ctx   ui.Context

	// eyes is the person who last saw the screen (the last to pass the
	// curtain, or the only human), or -1; shown is the seat whose view the
	// table has: eyes while that person decides, engine.Observer (the
	// neutral view, nobody's secrets) between people's decisions on a
	// screen that several people share.
	eyes    int
	shown   int
	curtain int // seat waiting behind the hand-off curtain, or -1

	// secret memoizes secretFor per seat for the current state (0 not yet
	// known, 1 public, 2 secret); obsEnc is the neutral view's encoding.
	secret []int8
	obsEnc []byte

	// auto marks the entries the app played for a person (the only legal
	// move, a response window passed by the settings): Undo looks
	// through them.
	auto []bool
	// forced is the announcement of the only legal move of a person,
	// which the frame plays after a pause ("" when there is none).
	forced string
	// forcedLines is forced wrapped to forcedWidth, kept so that the
	// banner does not wrap its text again every frame.
	forcedLines []string
	forcedFor   string
	forcedWidth float64
	// forcedRect is where the announcement is drawn: over the game log,
	// clear of every seat's row (the side panel's and a table's own).
	forcedRect ui.Rect
	// prompt asks a person about a response window; settings are the
	// app's (whether to ask: Frame.asks). wait is the public "Wait!"
	// moment of the response window open now on a shared screen, or nil.
	prompt   *windowPrompt
	wait     *waitMoment
	settings storage.Settings

	thinker   *thinker // the computer seat's search in progress
	hint      *thinker // the hint search in progress
	hintShown bool
	hinted    engine.Action // the move the shown hint suggests
	// hintKeys says that Enter plays the hinted move: from when the hint
	// shows until the person clicks or presses another key (playHint).
	hintKeys  bool
	waitSince time.Time // when the current decision became due
	overAt    time.Time // when the game ended

	log     ui.ScrollList
	logHead ui.Rect // the log's header, "Game log", above the log
	// seatRows are the side panel's rows of the seats, then the rivals.
	seatRows []ui.Rect
	logSeen  int
	// fxHeld is set while the latest action's effects are kept out of the
	// log until the table has finished animating them (no spoilers).
	fxHeld  bool
	menu    bool
	message string // a passing note ("Undone", errors)

	btnHint, btnUndo, btnMenu ui.Button
	menuBtns                  []*ui.Button
	curtainBtn                ui.Button
	guideBtn                  ui.Button
	guideS                    float64 // the scale the guide is laid out at
	guideNoPics               bool    // the guide is laid out without its pictures (a short screen)
	// guide is the first-game guide on screen (ui.Guider), or nil, and
	// the picture of each step (ui.GuidePainter), if any.
	guide     []string
	guidePics []ui.RulesPicture
	tableArea ui.Rect
	legal     []engine.Action
	listed    bool // legal lists the position's actions (refresh forgets it)
	saveErr   string

	// cur is the viewer's view of the current state; scores are its
	// provisional scores as the side panel shows them, in step with the
	// table (ui.PanelScores).
	cur    engine.State
	scores ui.PanelScores

	// focus is the keyboard's cursor over the frame's targets (the
	// table's lit targets and the frame's buttons); focusTs holds them
	// for it, made again every tick in the same slice.
	focus   ui.Cursor
	focusTs []ui.Target

	// barW and barS are the window's width and scale at the last layout:
	// Status tells the top bar's line at them.
	barW, barS float64

	// us is the scale of the frame's overlays (the menu, a response's
	// prompt): the layout's, or larger on a touch screen so that their
	// buttons and text are not under its minimums.
	us float64

	// On a touch screen (frametouch.go): ds is the drawer's and the
	// notes' scale, bs the top bar buttons'; barH the top bar's height;
	// tbar its status line; drawer the drawer where it has slid to
	// (drawerT of the way open), drawerOpen whether it is opening.
	touch           bool
	minPx, minTxt   float64 // the screen's least target and text, in pixels
	ds, bs, barH    float64
	tbar            touchBar
	fitsMemo        [4]fitMemo // touchFits's answers
	fitsNext        int
	drawer          ui.Rect
	drawerOpen      bool
	drawerT         float64
	btnDrawer       ui.Button
	noteLines       []string
	noteFor         string
	noteW           float64
	btnSkip, btnFit ui.Button
	// pointers point at kinds of choice out of sight on the zoomed table
	// (framepointers.go); kindsShown is the kinds that show and
	// pointerAvoid the table's targets on screen, both kept.
	pointers     []kindPointer
	kindsShown   map[string]bool
	pointerAvoid []ui.Target

	// Zoom (framezoom.go): the frame's zoom of the table, the fingers'
	// gesture, the input the frame (gate) and the table (tin) read, the
	// clip the zoomed table is drawn in, and the decision step last
	// zoomed for.
	zoom      tableZoom
	gest      gesture
	gate, tin gateInput
	clip      ui.Clip
	autoFor   decisionKey
	updated   bool // Update has run (the table is zoomed for the decision)
	// tableTurn is the myTurn the table was last updated with: a move
	// just made leaves it set until the table's next update, while the
	// state it lights is already the next decider's.
	tableTurn bool
	onTableFn func(x, y float64) bool

	// lesson is the lesson played at this table (framelearn.go), or nil;
	// offer is the game's lesson offered beside the first-game guide the
	// first time a person starts the game (nil when there is none).
	lesson   *lessonRun
	offer    *learn.Lesson
	offerBtn ui.Button
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
	f := &Frame{sess: sess, table: t, curtain: -1, eyes: -1, shown: engine.Observer}
	f.ctx.Sound = a.Sound
	for i, s := range sess.Seats() {
		c, sym := ui.Look(s.LookIndex(i))
		f.ctx.Seats = append(f.ctx.Seats, ui.Seat{Name: s.Name, Color: c, Symbol: sym, Human: s.Kind == session.KindHuman})
	}
	// The person who set the game up is at the screen; with several
	// people, the table starts on the neutral view until one decides. A
	// resumed game may be resumed by anyone: the first person with a
	// secret passes the curtain.
	f.eyes = f.firstHuman()
	if f.shared() && len(sess.Entries) > 0 {
		f.eyes = -1
	}
	f.auto = make([]bool, len(sess.Entries))
	if !f.shared() && f.eyes >= 0 {
		f.shown = f.eyes
	}
	f.syncCtx(a)
	f.log.Follow = true
	f.log.Wrap = true
	for _, seat := range f.ctx.Seats {
		f.log.Palette = append(f.log.Palette, ui.Mix(seat.Color, ui.ColText, 0.2)) // lighter: readable on the dark log
	}
	f.log.Size = 15
	f.btnHint = ui.Button{Label: "Hint", Shortcut: "H"}
	f.btnUndo = ui.Button{Label: "Undo", Shortcut: "U"}
	f.btnMenu = ui.Button{Label: "Menu", Shortcut: "M"}
	f.btnSkip = ui.Button{Label: "Skip", Shortcut: "S"}
	f.btnFit = ui.Button{Label: "Fit"}
	f.btnDrawer = ui.Button{Label: "Players"}
	f.onTableFn = f.onTable
	f.autoFor = decisionKey{entries: -1}
	if a.Form.Touch() {
		// No keyboard: no shortcut after the labels.
		f.btnHint.Shortcut, f.btnUndo.Shortcut, f.btnMenu.Shortcut, f.btnSkip.Shortcut = "", "", "", ""
	}
	items := []string{"Resume", "Rules", "Settings", "Restart", "Save and quit"}
	hasGuide := false // the first-game guide opens once the table shows the game (a guide may tell its mode)
	if len(t.Guide()) > 0 {
		items = slices.Insert(items, 1, menuGuide)
		hasGuide = true
	}
	for _, l := range items {
		f.menuBtns = append(f.menuBtns, &ui.Button{Label: l})
	}
	f.guideBtn = ui.Button{Label: "Got it", Shortcut: "Enter", Primary: true}
	if a.Form.Touch() {
		f.guideBtn.Shortcut = ""
	}
	f.menuBtns[0].Primary = true
	f.curtainBtn = ui.Button{Label: "I am ready", Shortcut: "Enter", Primary: true}
	f.layout(a)
	f.refresh()
	f.table.Reset(&f.ctx, f.view())
	if hasGuide && f.firstHuman() >= 0 && a.Auto.Demo == "" && !a.guided(f.guideKey()) {
		f.openGuide()
		f.offerLesson(a)
	}
	f.syncScores()
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

// KeyFocus is the target the keyboard's ring is on, if it shows.
func (f *Frame) KeyFocus() (ui.Target, bool) { return f.focus.Focus() }

// HintShown reports whether a hint is on the table now.
func (f *Frame) HintShown() bool { return f.hintShown }

// Viewer is the seat whose view the table shows: the person deciding, or
// engine.Observer between people's decisions on a shared screen.
func (f *Frame) Viewer() int { return f.shown }

// Eyes is the person who last saw the screen (the last to pass the
// curtain), or -1.
func (f *Frame) Eyes() int { return f.eyes }

// Session returns the game being played.
func (f *Frame) Session() *session.Session { return f.sess }

// syncZoomScale gives the table the layout's scale times the frame's
// zoom (a table with its own camera zooms itself).
func (f *Frame) syncZoomScale(a *App) {
	f.ctx.Scale = a.Scale
	if _, own := f.ownCamera(); !own {
		f.ctx.Scale = a.Scale * f.zoom.factor()
	}
}

func (f *Frame) syncCtx(a *App) {
	f.syncZoomScale(a)
	f.ctx.AnimSpeed = a.AnimSpeed()
	f.ctx.Sound = a.Sound
	f.ctx.Viewer = f.shown
	f.ctx.MinTarget = a.MinTarget() * a.Scale
	f.settings = a.Settings
}

// view is the state as the viewer may see it.
func (f *Frame) view() engine.State { return f.cur }

// refresh recomputes the viewer's view after the game or the viewer
// changed.
func (f *Frame) refresh() {
	f.cur = f.sess.State.ViewFor(f.shown)
	f.listed = false
	f.secret = f.secret[:0]
	f.obsEnc = nil
	f.scores.Changed(f.cur)
}

// syncScores keeps the side panel's scores in step with the table: the
// scores its board shows at the animation's current step, or the view's
// once the table has shown the move that changed them (ui.PanelScores),
// so that the panel and the table always agree.
func (f *Frame) syncScores() { f.scores.Sync(f.table, len(f.ctx.Seats)) }

func (f *Frame) layout(a *App) (top, side ui.Rect) {
	s := a.Scale
	f.barW, f.barS = a.W, s
	f.us, f.ds, f.bs = s, s, s
	f.touch = a.Form.Touch()
	f.minPx, f.minTxt = f.minTarget(a), a.MinText()*s
	if f.touch {
		top, side = f.layoutTouch(a)
	} else {
		top = ui.Rect{X: 0, Y: 0, W: a.W, H: ui.TopBarHeight * s}
		sideW := 300 * s
		side = ui.Rect{X: a.W - sideW - 12*s, Y: top.H + 4*s, W: sideW, H: a.H - top.H - 16*s}
		f.tableArea = ui.Rect{X: 12 * s, Y: top.H + 4*s, W: side.X - 24*s, H: a.H - top.H - 16*s}
		f.btnMenu.Rect = ui.Rect{X: a.W - 132*s, Y: 12 * s, W: 120 * s, H: 40 * s}
		bw := (side.W - 36*s) / 2
		f.btnHint.Rect = ui.Rect{X: side.X + 12*s, Y: side.Y + side.H - 56*s, W: bw, H: 44 * s}
		f.btnUndo.Rect = ui.Rect{X: side.X + 24*s + bw, Y: side.Y + side.H - 56*s, W: bw, H: 44 * s}
		f.layoutSide(a, side, s, 68*s, true)
		f.btnSkip.Rect = ui.Rect{X: f.tableArea.X + f.tableArea.W - 132*s, Y: f.tableArea.Y + f.tableArea.H - 56*s, W: 120 * s, H: 44 * s}
		f.btnFit.Rect = ui.Rect{X: f.tableArea.X + f.tableArea.W - 132*s, Y: f.tableArea.Y + 12*s, W: 120 * s, H: 44 * s}
	}
	us := f.us
	mh := max(46*us, f.minTarget(a))
	step := 60 * us
	if a.Form.Touch() {
		step = mh + 14*us
	}
	mw, mhh := 320*us, float64(len(f.menuBtns))*step+70*us
	mx, my := (a.W-mw)/2, (a.H-mhh)/2
	for i, b := range f.menuBtns {
		b.Rect = ui.Rect{X: mx + 30*us, Y: my + 60*us + float64(i)*step, W: mw - 60*us, H: mh}
	}
	ch := max(56*s, f.minTarget(a)) // a finger's size on a touch screen
	f.curtainBtn.Rect = ui.Rect{X: a.W/2 - 130*s, Y: a.H/2 + 70*s, W: 260 * s, H: ch}
	if f.touch {
		// No keyboard: the response's buttons show no key.
		if f.prompt != nil {
			for _, b := range f.prompt.btns {
				b.Shortcut = ""
			}
		}
		if f.wait != nil {
			f.wait.btn.Shortcut = ""
		}
	}
	f.prompt.layout(f.tableArea, us)
	f.wait.layout(f.tableArea, us)
	d := f.sess.Decider()
	f.btnUndo.Disabled = f.undoSteps(f.eyes) == 0 || f.lesson != nil
	f.btnHint.Disabled = d < 0 || !f.sess.IsHuman(d) || d != f.shown || f.hint != nil || f.forced != "" || f.prompt != nil || f.lesson != nil
	return top, side
}

// layoutSide places the side panel's rows, the game log and its header
// inside side at scale s, bottom being the room kept below the log for
// the buttons (a touch screen's drawer has its progress line there) and,
// when note is set, the side message's lines.
func (f *Frame) layoutSide(a *App, side ui.Rect, s, bottom float64, note bool) {
	seatsH := float64(len(f.ctx.Seats)+len(f.scores.Rivals))*34*s + 60*s
	if note {
		bottom += f.messageH(a, side, s)
	}
	f.log.Rect = ui.Rect{X: side.X + 8*s, Y: side.Y + seatsH + 36*s, W: side.W - 16*s, H: side.H - seatsH - 36*s - bottom}
	f.logHead = ui.Rect{X: side.X + 16*s, Y: f.log.Rect.Y - 26*s, W: side.W - 32*s, H: 20 * s}
	f.seatRows = f.seatRows[:0]
	for i := range len(f.ctx.Seats) + len(f.scores.Rivals) {
		f.seatRows = append(f.seatRows, ui.Rect{X: side.X + 8*s, Y: side.Y + 44*s + float64(i)*34*s, W: side.W - 16*s, H: 32 * s})
	}
}

// Update implements Scene.
func (f *Frame) Update(a *App) error {
	f.syncCtx(a)
	f.syncScores()
	f.layout(a)
	if f.fxHeld {
		f.syncLog()
	}
	// The frame and the table read the input through the keyboard's
	// cursor: Enter on the focused target is a click on it.
	live := a.In
	defer func() { a.In = live }()
	f.updated = true
	if f.touch {
		defer f.endTouchTick(a)
	}
	f.gestures(a, live)
	f.syncZoomScale(a)
	r, _ := f.table.(ui.Revealer)
	f.gate.Input = f.focus.Over(live, (*focusTargets)(f), r)
	a.In = &f.gate
	in := a.In
	if f.curtain >= 0 {
		if f.curtainBtn.Update(in) || in.Command(ui.CmdConfirm) {
			a.Play("click")
			p := f.curtain
			f.curtain = -1
			f.eyes = p
			f.setShown(p)
			f.waitSince = a.now()
		}
		return nil
	}
	if f.guide != nil {
		f.guideLayout(a)
		if f.takeOffer(a, in) {
			return nil
		}
		if f.guideBtn.Update(in) || in.Command(ui.CmdConfirm) || in.Command(ui.CmdCancel) {
			a.Play("click")
			f.guide = nil
			f.offer = nil
			a.MarkGuided(f.guideKey())
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
		f.drawerOpen = false
		return nil
	}
	if f.touch {
		f.updateDrawer(a, in)
	}
	if (f.skipShown() && f.btnSkip.Update(in)) || in.Command(ui.CmdSkip) {
		f.table.SkipAnimation()
	}
	if f.fitShown() && f.btnFit.Update(in) {
		a.Play("click")
		f.zoom = tableZoom{}
		f.syncZoomScale(a)
	}
	if f.tapPointer(a, in) {
		return nil
	}
	if !f.touch || f.drawerOpen {
		f.log.Update(in, f.ds)
		f.log.ScrollKeys(in, f.ds)
	}
	if f.lesson != nil {
		f.updateLesson(a, in)
		return nil
	}

	st := f.sess.State
	d := st.CurrentPlayer()
	if st.IsTerminal() {
		f.updateTable(in, false)
		if want, _ := f.wantShown(); want != f.shown && !f.table.Busy() {
			f.setShown(want)
		}
		if f.overAt.IsZero() {
			f.overAt = a.now()
			a.Store.Remove(f.sess.SaveName())
			a.keepFinished(f.sess)
			a.Play("win")
		}
		if !f.table.Busy() && (a.since(f.overAt) >= f.pause(a, 900*time.Millisecond) || a.Auto.Demo != "") {
			a.GoTo(NewGameOver(a, f.sess).WithBoard(f.table, f.ctx))
		}
		return nil
	}

	if f.undoHeld(a) {
		// The pointer rests on Undo: what comes next (a draw, a
		// computer's move, the next person's turn) waits for it.
		f.waitSince = a.now()
	}
	if want, curtain := f.wantShown(); want != f.shown {
		if f.undoHeld(a) && !f.table.Busy() {
			if f.btnUndo.Update(in) {
				a.Play("click")
				f.undo(a)
			}
			f.updateTable(in, false)
			return nil
		}
		if f.table.Busy() {
			// Everyone watches the last move finish before the
			// screen turns to the next person.
			f.updateTable(in, false)
			return nil
		}
		if curtain {
			f.curtain = want
			f.cancelHint()
			return nil
		}
		if want >= 0 {
			f.eyes = want
		}
		f.setShown(want)
		f.waitSince = a.now()
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

	humanTurn := d >= 0 && f.sess.IsHuman(d)
	if humanTurn && f.respond(a, d) {
		f.updateTable(in, false)
		return nil
	}
	if humanTurn && f.onlyMove() {
		// The table still offers the move (Monster Insurance's Reveal
		// button): the person may make it before the pause is over.
		act, ok := f.updateTable(in, d == f.shown)
		f.playOnlyMove(a, ok && act == f.legal[0])
		return nil
	}
	if humanTurn && d == f.shown && f.playHint(a, in) {
		return nil
	}
	act, ok := f.updateTable(in, humanTurn && d == f.shown)
	switch {
	case d == engine.Chance:
		wait := 250 * time.Millisecond
		if q, ok := f.table.(ui.QuickChancer); ok && q.QuickChance() {
			wait = 0
		}
		if !f.table.Busy() && a.since(f.waitSince) >= f.pause(a, f.hold(wait)) {
			f.apply(a, f.sess.SampleChance(), false)
		}
	case humanTurn:
		if ok {
			f.apply(a, act, false)
		}
	default:
		f.think(a, d)
	}
	return nil
}

// onlyMove reports whether the person deciding now has a single legal
// action (a reveal that must happen, the one place a tile fits): the
// frame plays it for them, announced, after a pause.
func (f *Frame) onlyMove() bool {
	if _, win := engine.OpenWindow(f.sess.State); win {
		return false
	}
	// Listed once per position: a frame at rest asks again and again.
	if !f.listed {
		f.legal = f.sess.State.AppendLegalActions(f.legal[:0])
		f.listed = true
	}
	return len(f.legal) == 1
}

// playOnlyMove announces the only legal move and plays it when the pause
// is over, a person confirms it or made it on the table (made); played
// for them, it can be undone with the move before it where that is fair.
func (f *Frame) playOnlyMove(a *App, made bool) {
	act := f.legal[0]
	if made {
		f.apply(a, act, false)
		return
	}
	if f.forced == "" {
		f.forced = "Only one move: " + f.sess.Describe(act)
		f.waitSince = a.now()
	}
	if f.table.Busy() {
		return
	}
	if a.In.Command(ui.CmdConfirm) || a.since(f.waitSince) >= f.pause(a, f.hold(1500*time.Millisecond)) {
		f.apply(a, act, true)
	}
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

// hold lengthens the pacing delay d to undoGrace while the person at the
// screen may undo.
func (f *Frame) hold(d time.Duration) time.Duration {
	if d < undoGrace && f.undoSteps(f.eyes) > 0 {
		return undoGrace
	}
	return d
}

// undoHeld reports whether the pointer rests on an offered Undo while the
// game is paced: the next draw, computer move or person's turn then waits
// until the pointer leaves it (and the grace after), so that a person on
// their way to Undo never sees it vanish under the pointer. At the
// instant speed nothing waits.
func (f *Frame) undoHeld(a *App) bool {
	x, y := a.In.Cursor()
	return !f.btnUndo.Disabled && f.btnUndo.Rect.Contains(x, y) && f.pause(a, undoGrace) > 0
}

// pause scales a pacing delay with the animation speed (none at instant).
func (f *Frame) pause(a *App, d time.Duration) time.Duration {
	sp := a.AnimSpeed()
	if sp == 0 {
		return 0
	}
	return time.Duration(float64(d) / sp)
}

// computerAnswer is when, at the normal animation speed, a computer seat
// answers a response window after the move that opened it.
const computerAnswer = 600 * time.Millisecond

// think runs the computer seat's search for a slice of this tick and
// plays its move when the search is done and the table is idle. A
// response window is answered at a fixed moment (computerAnswer after the
// move, once the table is idle), whatever the seat holds: a search still
// running then is stopped and its best so far played, so that a computer
// that can only pass looks the same as one that weighs an answer. (At the
// instant speed nothing is paced, and the search runs to its end.)
func (f *Frame) think(a *App, d int) {
	if f.thinker == nil {
		seed := session.ChanceSeed(f.sess.Record.Seed^0xa11ce, len(f.sess.Entries))
		f.thinker = newThinkerIn(f.sess.Record.Setup(), f.sess.State.ViewFor(d), f.sess.Seats()[d].Kind, seed, a.thinkAside)
	}
	f.budget.lend(a.Frames, f.table.Busy(), f.thinker)
	pace := f.pause(a, f.hold(450*time.Millisecond))
	if _, win := engine.OpenWindow(f.sess.State); win {
		pace = f.pause(a, computerAnswer)
		if pace > 0 && !f.table.Busy() && a.since(f.waitSince) >= pace {
			f.thinker.hurry()
		}
	}
	if f.thinker.done() && !f.table.Busy() && a.since(f.waitSince) >= pace {
		best := f.thinker.best()
		f.thinker = nil
		f.apply(a, best, false)
	}
}

func (f *Frame) startHint(a *App) {
	d := f.sess.Decider()
	if d < 0 {
		return
	}
	seed := session.ChanceSeed(f.sess.Record.Seed^0x4177, len(f.sess.Entries))
	f.hint = newThinkerIn(f.sess.Record.Setup(), f.sess.State.ViewFor(d), session.KindNormal, seed, a.thinkAside)
}

func (f *Frame) stepHint(a *App) {
	if f.hint == nil {
		return
	}
	f.budget.lend(a.Frames, f.table.Busy(), f.hint)
	if f.hint.done() {
		f.hinted = f.hint.best()
		f.table.ShowHint(f.hinted, true)
		f.prompt.focusOn(f.hinted)
		if f.prompt != nil {
			f.focus.Set(f.prompt.target())
		}
		f.hintShown = true
		f.hintKeys = f.prompt == nil
		f.focus.Hide() // Enter plays the hint, or takes the prompt's choice
		f.hint = nil
	}
}

// playHint plays the hinted move when the person confirms it (Enter) before
// doing anything else on the table; a click, an arrow key (the keyboard's
// cursor) or a typed key (a card's number) gives Enter back to the
// table.
func (f *Frame) playHint(a *App, in ui.Input) bool {
	if !f.hintKeys || f.table.Busy() {
		return false
	}
	if in.Command(ui.CmdConfirm) && !in.Clicked() {
		a.Play("click")
		f.apply(a, f.hinted, false)
		return true
	}
	if in.Clicked() || f.focus.Shown() || in.Command(ui.CmdRotate) ||
		in.Command(ui.CmdRotateBack) || in.Command(ui.CmdCancel) || len(in.Typed()) > 0 {
		f.hintKeys = false
	}
	return false
}

// Hinted returns the move the hint on the table suggests, if one is shown.
func (f *Frame) Hinted() (engine.Action, bool) { return f.hinted, f.hintShown }

func (f *Frame) cancelHint() {
	f.hint.cancel()
	f.hint = nil
	if f.hintShown {
		f.table.ShowHint(0, false)
		f.hintShown = false
	}
	f.hintKeys = false
}

// dropThinker abandons the computer seat's search in progress.
func (f *Frame) dropThinker() {
	f.thinker.cancel()
	f.thinker = nil
}

// apply plays act, animates it on the table and saves the game; auto
// marks a move the app made for a person. When the move ends a person's
// decision on a shared screen, the table turns to the neutral view at
// once and animates the move there.
func (f *Frame) apply(a *App, act engine.Action, auto bool) {
	before := f.view()
	var neutral engine.State
	if f.shown != engine.Observer && f.shared() {
		neutral = f.sess.State.ViewFor(engine.Observer)
	}
	if err := f.sess.Apply(act); err != nil {
		f.message = refusal(err)
		return
	}
	f.auto = append(f.auto[:len(f.sess.Entries)-1], auto)
	f.message = ""
	f.forced = ""
	f.prompt = nil
	f.wait = nil
	f.cancelHint()
	f.dropThinker()
	f.secret = f.secret[:0]
	f.obsEnc = nil
	if want, _ := f.wantShown(); want != f.shown && neutral != nil {
		f.shown = engine.Observer
		f.ctx.Viewer = engine.Observer
		before = neutral
		f.table.Reset(&f.ctx, before)
	}
	f.refresh()
	f.table.Animate(&f.ctx, before, act, f.view())
	f.waitSince = a.now()
	f.syncLog()
	f.autosave(a)
}

// refusal says why the game refused a move, in the game's own words
// (the reason of an engine.IllegalError, without the move's notation).
func refusal(err error) string {
	var ie *engine.IllegalError
	if errors.As(err, &ie) && ie.Reason != "" {
		r := []rune(ie.Reason)
		return string(unicode.ToUpper(r[0])) + string(r[1:])
	}
	return err.Error()
}

// undoSteps is how many entries Undo takes back for seat p: its latest
// move and the moves the app made after it for a person (the only legal
// move, a response window passed by the settings), which Undo looks
// through unless they revealed a secret; 0 when the session's policy
// forbids taking back p's move.
func (f *Frame) undoSteps(p int) int {
	upTo := *f.sess
	n := len(f.sess.Entries)
	for k := range n {
		i := n - 1 - k
		if i < len(f.auto) && f.auto[i] && !f.sess.Entries[i].Reveals {
			continue
		}
		upTo.Entries = f.sess.Entries[:i+1]
		if upTo.UndoBy(p) == 0 {
			return 0
		}
		return k + 1
	}
	return 0
}

// undo takes back the viewer's latest move with the automatic moves after
// it (each by the person it was made for).
func (f *Frame) undo(a *App) {
	steps := f.undoSteps(f.eyes)
	for k := range steps {
		by := f.eyes
		if k < steps-1 {
			by = f.sess.Entries[len(f.sess.Entries)-1].Actor
		}
		if err := f.sess.Undo(by); err != nil {
			f.message = err.Error()
			break
		}
	}
	f.auto = f.auto[:min(len(f.auto), len(f.sess.Entries))]
	f.cancelHint()
	f.dropThinker()
	f.forced = ""
	f.prompt = nil
	f.wait = nil
	f.shown, _ = f.wantShown()
	f.ctx.Viewer = f.shown
	f.refresh()
	f.table.Reset(&f.ctx, f.view())
	f.message = "Undone."
	f.waitSince = a.now()
	f.syncLog()
	f.autosave(a)
}

func (f *Frame) autosave(a *App) {
	if f.lesson != nil {
		return // a lesson is saved once it is played on
	}
	if f.sess.State.IsTerminal() {
		// A finished game is not resumed: the save of the position
		// before the last action must not survive either.
		a.Store.Remove(f.sess.SaveName())
		return
	}
	if err := a.Store.Write(f.sess.SaveName(), f.sess.Save()); err != nil {
		f.saveErr = "Autosave failed: " + err.Error()
	} else {
		f.saveErr = ""
	}
}

// counted is a log sentence said n times in a row, the count before its
// full stop: "Blorb's Worbin moves forward (2 times)."
func counted(sentence string, n int) string {
	if stem, ok := strings.CutSuffix(sentence, "."); ok {
		return fmt.Sprintf("%s (%d times).", stem, n)
	}
	return fmt.Sprintf("%s (%d times)", sentence, n)
}

// syncLog shows the session's entries in the log. What the latest action
// caused waits until the table has played it out, and so does a draw or a
// roll (what came out is the end of its animation), so the log never
// tells the end of an animation before the board shows it.
func (f *Frame) syncLog() {
	hold := f.table.Busy()
	if f.logSeen == len(f.sess.Entries) && len(f.log.Lines) > 0 && (!f.fxHeld || hold) {
		return
	}
	f.fxHeld = false
	lines := f.log.Lines[:0]
	// The same sentence again and again (a team picked card by card in
	// secret) is one line with a count.
	prev, repeats := "", 0
	for i, e := range f.sess.Entries {
		if hold && i == len(f.sess.Entries)-1 && e.Actor == engine.Chance {
			f.fxHeld = true
			break
		}
		if e.Text != "" { // an action that tells nothing alone (a deal before the last)
			line := f.marked(e.Line, e.Text)
			if line == prev && len(lines) > 0 {
				repeats++
				lines[len(lines)-1] = counted(prev, repeats)
			} else {
				lines = append(lines, line)
				prev, repeats = line, 1
			}
		}
		if len(e.Effects) > 0 {
			prev = ""
		}
		if hold && i == len(f.sess.Entries)-1 && len(e.Effects) > 0 {
			f.fxHeld = true
			break
		}
		for j, fx := range e.Effects {
			lines = append(lines, "→ "+f.marked(e.EffectLine(j), fx))
		}
	}
	f.log.SetLines(lines)
	f.logSeen = len(f.sess.Entries)
	f.log.Follow = true
}

// marked renders a log sentence with each seat's name marked for its
// colour (ui.SeatMark); text is the sentence already rendered, used when
// the entry has no typed line.
func (f *Frame) marked(l engine.Line, text string) string {
	return ui.Marked(l, text, f.ctx.Seats)
}

func (f *Frame) updateMenu(a *App) error {
	in := a.In
	if in.Command(ui.CmdCancel) || in.Command(ui.CmdMenu) {
		f.menu = false
		return nil
	}
	for _, b := range f.menuBtns {
		if !b.Update(in) {
			continue
		}
		a.Play("click")
		f.menu = false
		switch b.Label {
		case menuGuide:
			f.openGuide()
		case "Rules":
			a.GoTo(NewRules(a, f.sess.Game.ID(), f))
		case "Settings":
			a.GoTo(NewSettings(a, f))
		case "Restart":
			f.cancelHint()
			f.dropThinker()
			if _, err := a.OpenTable(f.sess.Restart(f.sess.Record.Seed + 1)); err != nil {
				f.message = err.Error()
			}
		case "Save and quit":
			f.cancelHint()
			f.dropThinker()
			f.autosave(a)
			a.GoTo(NewTitle(a))
		case menuPlayOn:
			f.playOn(a)
		case menuLeave:
			a.GoTo(NewTitle(a))
		}
	}
	return nil
}

// Draw implements Scene.
func (f *Frame) Draw(dst *ebiten.Image, a *App) {
	_, side := f.layout(a)
	if f.curtain >= 0 {
		f.drawCurtain(dst, a)
		f.focus.Draw(dst, a.Scale)
		return
	}
	s := a.Scale
	ui.FillRoundRect(dst, f.tableArea, 16*s, ui.ColPanelLo)
	// The text probe (the browser's touch check) measures the frame's
	// text; the table's own labels are the table's to size (as on the
	// game-over screen and in the replay).
	sprites.PauseTextProbe(true)
	if za := f.zoomArea(); za != f.tableArea {
		f.table.Draw(&f.ctx, f.clip.Of(dst, f.tableArea), za)
	} else {
		f.table.Draw(&f.ctx, dst, f.tableArea)
	}
	sprites.PauseTextProbe(false)
	f.drawPointers(dst)
	if f.touch {
		f.drawTopTouch(dst, a)
	} else {
		f.drawTop(dst, a)
		f.drawSide(dst, a, side, s)
		if f.skipShown() {
			f.btnSkip.Draw(dst, s)
		}
		if f.fitShown() {
			f.btnFit.Draw(dst, s)
		}
	}
	if f.prompt != nil && !f.table.Busy() {
		f.prompt.draw(dst, f.us)
	}
	if f.waiting() && !f.table.Busy() {
		f.wait.draw(dst, f.us)
	}
	if f.forced != "" && !f.table.Busy() {
		f.drawOnlyMove(dst, f.ds)
	}
	if f.touch {
		f.drawNote(dst, a)
		f.drawDrawer(dst, a)
	}
	if f.lesson != nil {
		f.drawLesson(dst, a)
	}
	if f.menu {
		f.drawMenu(dst, a)
	}
	if f.guide != nil {
		f.drawGuide(dst, a)
	}
	f.focus.Draw(dst, s)
}

// status is the top bar's line: what the table is showing while it
// animates (the table's own words, or the move being shown), the move the
// app is about to make for a person, a response prompt, or whose decision
// it is; seat is the seat whose symbol goes with it, or -1.
func (f *Frame) status(w, sc float64) (line string, who int) {
	d := f.sess.Decider()
	if d == engine.Terminal {
		return "Game over", -1
	}
	if f.table.Busy() {
		text, actor := "", -1
		if n := len(f.sess.Entries); n > 0 {
			text, actor = f.sess.Entries[n-1].Text, f.sess.Entries[n-1].Actor
		}
		if line, who := ui.ShownLine(f.table, text, actor); line != "" {
			return line, who
		}
	}
	switch {
	case f.forced != "":
		return f.forced, d
	case f.prompt != nil:
		return f.prompt.text, d
	case f.waiting():
		return f.wait.text, d
	case d == engine.Chance:
		if st := f.table.Status(); st != "" {
			return st, -1
		}
		return "Drawing…", -1
	}
	seat := f.ctx.Seats[d]
	instr := ""
	if in, ok := f.table.(ui.Instructor); ok && seat.Human && (d == f.shown || !f.shared()) {
		instr = in.Instruction()
	}
	named := ""
	if f.shared() {
		named = seat.Name + ": "
	}
	switch {
	case instr != "" && f.fitsTop(w, sc, named+instr):
		return named + instr, d
	case instr != "" && f.fitsTop(w, sc, named+shortInstruction(instr)):
		return named + shortInstruction(instr), d
	case seat.Human && d == f.shown && f.shared():
		return seat.Name + ", your turn", d
	case seat.Human && f.shared():
		return engine.Possessive(seat.Name) + " turn", d
	case seat.Human:
		return "Your turn", d
	}
	return seat.Name + " is thinking…", d
}

// shortInstruction is an instruction's first clause, up to its first
// semicolon: the top bar's short form of a long instruction (the table
// shows the whole one).
func shortInstruction(instr string) string {
	first, _, _ := strings.Cut(instr, "; ")
	return first
}

// fitsTop reports whether the top bar of a window w pixels wide at scale
// sc shows line whole: the instruction of the table goes there only when
// it does (a line cut with "…" tells the player half of it).
func (f *Frame) fitsTop(w, sc float64, line string) bool {
	if f.touch {
		return f.touchFits(line)
	}
	l := ui.LayTopBar(w, sc, w-ui.TableProgressEnd*sc, f.sess.Game.Name(), line, f.table.Progress(), true)
	return l.Line == strings.TrimSuffix(line, ".")
}

func (f *Frame) drawTop(dst *ebiten.Image, a *App) {
	s := a.Scale
	line, who := f.status(a.W, s)
	ui.DrawTopBar(dst, a.W, s, a.W-ui.TableProgressEnd*s, f.sess.Game.Name(), line, f.table.Progress(), f.ctx.Seats, who)
	f.btnMenu.Draw(dst, s)
}

// TopBar is the top bar as the frame draws it now on a window w pixels
// wide at scale s: the status line whole or cut, and where it goes.
func (f *Frame) TopBar(w, s float64) ui.TopBar {
	line, who := f.status(w, s)
	return ui.LayTopBar(w, s, w-ui.TableProgressEnd*s, f.sess.Game.Name(), line, f.table.Progress(), who >= 0 && who < len(f.ctx.Seats))
}

// sideMessage is the note over the side panel's buttons: the search for
// a hint, a failed autosave, the last refusal or note, or what the
// outlined hint means.
func (f *Frame) sideMessage() string {
	switch {
	case f.hint != nil:
		return "Looking for a good move…"
	case f.saveErr != "":
		return f.saveErr
	case f.message == "" && f.hintKeys:
		return ui.Keys("Hint: the suggested move is outlined in gold. Enter plays it.", "Hint: the suggested move is outlined in gold: tap what is outlined to play it.")
	case f.message == "" && f.hintShown:
		return "Hint: the suggested move is outlined in gold."
	}
	return f.message
}

// messageLines wraps the side panel's message to its width: a refusal is
// never cut off.
func (f *Frame) messageLines(a *App, side ui.Rect, s float64) []string {
	msg := f.sideMessage()
	if msg == "" {
		return nil
	}
	return ui.Wrap(msg, 14*s, false, side.W-28*s)
}

// messageH is the height the side panel's message takes.
func (f *Frame) messageH(a *App, side ui.Rect, s float64) float64 {
	return float64(len(f.messageLines(a, side, s))) * 18 * s
}

func (f *Frame) drawSide(dst *ebiten.Image, a *App, side ui.Rect, s float64) {
	ui.Panel(dst, side, s)
	y := side.Y + 16*s
	ui.DrawText(dst, "Players", 17*s, true, side.X+16*s, y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	ui.DrawText(dst, ui.Ellipsize(f.scores.Unit.Many, 14*s, false, 140*s), 14*s, false, side.X+side.W-18*s, y+2*s, ui.AlignEnd, ui.AlignStart, ui.ColTextDim)
	d := f.sess.Decider()
	for p, seat := range f.ctx.Seats {
		row := f.seatRows[p]
		if p == d {
			ui.FillRoundRect(dst, row, 8*s, ui.ColPanelHi)
			ui.StrokeRoundRect(dst, row, 8*s, 1.5*s, seat.Color)
		}
		ui.DrawSymbol(dst, seat.Symbol, row.X+18*s, row.Y+row.H/2, 10*s, seat.Color)
		kind := "human"
		if !seat.Human {
			kind = f.sess.Seats()[p].Kind
		}
		name := ui.Ellipsize(seat.Name, 17*s, true, row.W-130*s)
		ui.DrawText(dst, name, 17*s, true, row.X+36*s, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, kind, 13*s, false, row.X+row.W-52*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
		if p < len(f.scores.Seats) {
			ui.DrawText(dst, f.scores.Seats[p], 17*s, true, row.X+row.W-10*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		}
	}
	// Opponents that are not seats (the game's own rivals) are ranked
	// with the seats, so they are listed with them.
	for i, r := range f.scores.Rivals {
		row := f.seatRows[len(f.ctx.Seats)+i]
		ui.DrawSymbol(dst, "circle", row.X+18*s, row.Y+row.H/2, 10*s, ui.ColTextDim)
		ui.DrawText(dst, ui.Ellipsize(r.Name, 17*s, true, row.W-130*s), 17*s, true, row.X+36*s, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, "rival", 13*s, false, row.X+row.W-52*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
		ui.DrawText(dst, strconv.Itoa(r.Score), 17*s, true, row.X+row.W-10*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColText)
	}
	ui.DrawText(dst, "Game log", 17*s, true, f.logHead.X, f.logHead.Y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	ui.FillRoundRect(dst, f.log.Rect, 8*s, ui.ColPanelLo)
	if len(f.log.Lines) == 0 {
		ui.DrawText(dst, "No moves yet.", 15*s, false, f.log.Rect.X+10*s, f.log.Rect.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	f.log.Draw(dst, s)
	if a.Form.Touch() {
		// The drawer: the progress at its foot; the note is on the table.
		if p := f.table.Progress(); p != "" {
			ui.DrawText(dst, ui.Ellipsize(p, 15*s, false, side.W-28*s), 15*s, false, side.X+14*s, side.Y+side.H-20*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		}
		return
	}
	lines := f.messageLines(a, side, s)
	for i, l := range lines {
		ly := f.btnHint.Rect.Y - 14*s - float64(len(lines)-1-i)*18*s
		ui.DrawText(dst, l, 14*s, false, side.X+14*s, ly, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	}
	f.btnHint.Draw(dst, s)
	f.btnUndo.Draw(dst, s)
}

func (f *Frame) drawMenu(dst *ebiten.Image, a *App) {
	s := f.us
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

// drawOnlyMove announces the move the app is about to make for a person,
// with the key that plays it at once, over the top of the game log: there
// it covers no seat's name or score (the side panel's rows above it, a
// table's own seat panels on the board) and none of the board's targets
// (Monster Insurance's Reveal button still takes the move at once).
func (f *Frame) drawOnlyMove(dst *ebiten.Image, s float64) {
	r := f.onlyMoveRect(s)
	ui.Panel(dst, r, s)
	for i, line := range f.forcedLines {
		ui.DrawText(dst, line, 19*s, true, r.X+r.W/2, r.Y+24*s+float64(i)*24*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
	if !f.touch {
		ui.DrawText(dst, "Enter plays it now.", 14*s, false, r.X+r.W/2, r.Y+r.H-20*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
}

// onlyMoveRect wraps the announcement and places it over the game log
// (layout has placed the log).
func (f *Frame) onlyMoveRect(s float64) ui.Rect {
	w := f.log.Rect.W
	if f.touch {
		w = min(f.tableArea.W-24*s, 520*s)
	}
	if f.forcedFor != f.forced || f.forcedWidth != w {
		f.forcedLines = ui.Wrap(f.forced, 19*s, true, w-24*s)
		f.forcedFor, f.forcedWidth = f.forced, w
	}
	h := 46*s + float64(len(f.forcedLines))*24*s
	f.forcedRect = ui.Rect{X: f.log.Rect.X, Y: f.log.Rect.Y, W: w, H: h}
	if f.touch {
		// On a touch screen the log is in the drawer: the announcement
		// goes at the foot of the table (its own text says what to tap).
		h = 24*s + float64(len(f.forcedLines))*24*s
		v := f.tableArea
		f.forcedRect = ui.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - h - 12*s, W: w, H: h}
	}
	return f.forcedRect
}

// menuGuide is the menu item that shows the first-game guide again.
const menuGuide = "How to play"

// guideKey is what the seen-guides bookkeeping remembers a guide by:
// the game's id, and its mode when the guide is told for the mode played
// (ui.GuideModer), so that each mode's guide shows the first time.
func (f *Frame) guideKey() string {
	id := f.sess.Game.ID()
	if m, ok := f.table.(ui.GuideModer); ok {
		if mode := m.GuideMode(); mode != "" {
			return id + "/" + mode
		}
	}
	return id
}

// openGuide shows the table's first-game guide, with its pictures.
func (f *Frame) openGuide() {
	f.guide = f.table.(ui.Guider).Guide()
	f.guidePics = nil
	if p, ok := f.table.(ui.GuidePainter); ok {
		f.guidePics = p.GuidePictures()
	}
}

// guideStep is one step of the guide as laid out: its lines, where its
// text starts, and the rectangle of its picture (zero when it has none).
type guideStep struct {
	lines []string
	y     float64
	pic   ui.Rect
}

// guidePicW is the width of a guide step's picture at scale 1.
const guidePicW = 120.0

// guideLayout places the first-game guide's panel, steps and button, and
// wraps its text (beside the pictures when it has some).
func (f *Frame) guideLayout(a *App) (p ui.Rect, steps []guideStep) {
	s := f.guideScale(a)
	f.guideNoPics = false
	p, steps = f.guideLayoutAt(a, s)
	if a.Form.Touch() && p.H > a.H-16*a.Scale && len(f.guidePics) > 0 {
		// Too tall for the screen: the text alone, at a finger's sizes.
		f.guideNoPics = true
		p, steps = f.guideLayoutAt(a, s)
	}
	if a.Form.Touch() && p.H > a.H-16*a.Scale {
		// Too tall for the screen at a finger's sizes: as large as fits
		// (never below the design's scale).
		s = max(a.Scale, s*(a.H-16*a.Scale)/p.H)
		f.guideS = s
		p, steps = f.guideLayoutAt(a, s)
	}
	return p, steps
}

// guideScale is the scale the guide is laid out at: the layout's, or on a
// touch screen as large as its least text (17 units) and target (the
// 50-unit button) need.
func (f *Frame) guideScale(a *App) float64 {
	s := a.Scale
	if a.Form.Touch() {
		s = max(s, a.MinText()*a.Scale/17, a.MinTarget()*a.Scale/50)
	}
	f.guideS = s
	return s
}

// guideLayoutAt lays the guide out at scale s.
func (f *Frame) guideLayoutAt(a *App, s float64) (p ui.Rect, steps []guideStep) {
	w := 640 * s
	pics := len(f.guidePics) > 0 && !f.guideNoPics
	if pics {
		w = 760 * s
	}
	textW := w - 60*s
	if pics {
		textW -= guidePicW*s + 16*s
	}
	y := 74 * s
	for i, para := range f.guide {
		st := guideStep{lines: ui.Wrap(para, 17*s, false, textW), y: y}
		h := float64(len(st.lines)) * 22 * s
		if pics && i < len(f.guidePics) && f.guidePics[i].Draw != nil {
			asp := f.guidePics[i].Aspect
			if asp <= 0 {
				asp = 1
			}
			ph := guidePicW * s / asp
			st.pic = ui.Rect{X: 30 * s, Y: y - 11*s, W: guidePicW * s, H: ph}
			h = max(h, ph)
		}
		steps = append(steps, st)
		y += h + 14*s
	}
	h := y + 56*s
	p = ui.Rect{X: (a.W - w) / 2, Y: max(8*s, (a.H-h)/2), W: w, H: h}
	for i := range steps {
		steps[i].y += p.Y
		if steps[i].pic.W > 0 {
			steps[i].pic.X += p.X
			steps[i].pic.Y += p.Y
		}
	}
	f.guideBtn.Rect = ui.Rect{X: p.X + p.W/2 - 100*s, Y: p.Y + p.H - 66*s, W: 200 * s, H: 50 * s}
	if bh := a.MinTarget() * a.Scale; f.guideBtn.Rect.H < bh {
		f.guideBtn.Rect.Y -= bh - f.guideBtn.Rect.H
		f.guideBtn.Rect.H = bh
	}
	if f.offer != nil {
		// The lesson offered beside Got it.
		f.offerBtn.Rect = f.guideBtn.Rect
		f.offerBtn.Rect.X = p.X + p.W/2 - f.offerBtn.Rect.W - 10*s
		f.guideBtn.Rect.X = p.X + p.W/2 + 10*s
	}
	return p, steps
}

// drawGuide draws the first-game guide over the table: a short text, a
// picture beside each step when the table paints them, and a button to
// start playing.
func (f *Frame) drawGuide(dst *ebiten.Image, a *App) {
	ui.FillRect(dst, ui.Rect{W: a.W, H: a.H}, ui.ColShade)
	p, steps := f.guideLayout(a)
	s := f.guideS
	ui.Panel(dst, p, s)
	ui.DrawText(dst, "How to play "+f.sess.Game.Name(), 26*s, true, p.X+p.W/2, p.Y+36*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	x := p.X + 30*s
	if len(f.guidePics) > 0 && !f.guideNoPics {
		x += guidePicW*s + 16*s
	}
	for i, st := range steps {
		if st.pic.W > 0 {
			sprites.PauseTextProbe(true) // the board's own labels in its picture
			f.guidePics[i].Draw(dst, st.pic)
			sprites.PauseTextProbe(false)
		}
		for k, l := range st.lines {
			ui.DrawText(dst, l, 17*s, false, x, st.y+float64(k)*22*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
		}
	}
	f.guideBtn.Draw(dst, s)
	if f.offer != nil {
		f.offerBtn.Draw(dst, s)
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
	verb := "click"
	if a.Form.Touch() {
		verb = "tap"
	}
	ui.DrawText(dst, "Everyone else, look away. "+seat.Name+", "+verb+" when only you can see the screen.", max(20*s, a.MinText()*s), false, cx, cy+36*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	f.curtainBtn.Draw(dst, s)
}

// Targets implements ui.Targeter.
func (f *Frame) Targets() []ui.Target { return f.appendTargets(nil) }

// focusTargets are the frame's targets as its keyboard cursor reads them:
// in a slice the frame keeps (Frame.Targets makes a new one).
type focusTargets Frame

// Targets implements ui.Targeter.
func (t *focusTargets) Targets() []ui.Target {
	f := (*Frame)(t)
	f.focusTs = f.appendTargets(f.focusTs[:0])
	return f.focusTs
}

// appendTargets appends the frame's targets to ts (the keyboard's cursor
// reuses its slice every tick).
func (f *Frame) appendTargets(ts []ui.Target) []ui.Target {
	if f.curtain >= 0 {
		return append(ts, f.curtainBtn.Target())
	}
	if f.guide != nil {
		if f.offer != nil {
			ts = append(ts, f.offerBtn.Target())
		}
		return append(ts, f.guideBtn.Target())
	}
	if f.menu {
		for _, b := range f.menuBtns {
			ts = append(ts, b.Target())
		}
		return ts
	}
	ts = append(ts, f.btnMenu.Target())
	if f.touch {
		ts = append(ts, f.btnDrawer.Target())
		if f.drawerOpen {
			// A tap anywhere else closes the drawer.
			return ts
		}
	}
	if f.skipShown() {
		ts = append(ts, f.btnSkip.Target())
	}
	if f.fitShown() {
		ts = append(ts, f.btnFit.Target())
	}
	if f.prompt != nil {
		ts = append(ts, f.prompt.targets()...)
	}
	if f.waiting() && !f.table.Busy() {
		ts = append(ts, f.wait.btn.Target())
	}
	if !f.btnHint.Disabled {
		ts = append(ts, f.btnHint.Target())
	}
	if !f.btnUndo.Disabled {
		ts = append(ts, f.btnUndo.Target())
	}
	if f.lesson != nil {
		return f.appendLessonTargets(ts)
	}
	if f.tableTurn && !f.shownDecides() {
		// The person's move was applied this tick: until the table's
		// next update it lights the next decider's choices as the
		// person's (Monsters on Board's computer seat's Fearnobile dice);
		// none of them is the person's to tap.
		return ts
	}
	if !f.touch && !f.zoom.zoomed() {
		return append(ts, f.table.Targets()...)
	}
	if !f.updated {
		// Before its first tick the frame has not zoomed the table for
		// the decision on screen (autoZoom): nothing of it is offered.
		return ts
	}
	// Zoomed, or on a touch screen: only what shows of the table's
	// targets can be tapped.
	minPx := 0.0
	if f.touch {
		minPx = f.minPx
	}
	if f.touch && f.zoomPending() {
		// The frame has not yet zoomed for this step of the decision:
		// what the table offers is offered once it has (a tick later).
		return ts
	}
	return f.appendPointerTargets(f.appendTableTargets(ts, minPx))
}

// appendTableTargets appends the table's targets that show on screen.
func (f *Frame) appendTableTargets(ts []ui.Target, minPx float64) []ui.Target {
	for _, t := range f.table.Targets() {
		if t, ok := f.visibleTarget(t, minPx); ok {
			ts = append(ts, t)
		}
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

// Status is the top bar's line now (what is happening, or whose decision
// it is).
func (f *Frame) Status() string {
	line, _ := f.status(f.barW, f.barS)
	return line
}

// Note is the side panel's message now (a refusal, a note, or what the
// hint on the table means).
func (f *Frame) Note() string { return f.sideMessage() }

// Offered is what the table offers now, whether or not it shows on
// screen (Targets has only what shows, once the frame has zoomed).
func (f *Frame) Offered() []ui.Target { return f.table.Targets() }

// Busy reports whether the table is still showing a move.
func (f *Frame) Busy() bool { return f.table.Busy() }
