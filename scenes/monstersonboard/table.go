// Package monstersonboard is the table of Monsters on Board: the main board
// with both markets and the round track, the Fearnobiles with their dice,
// every player's board (the one deciding large, the others small) with the
// town path, its Grunts, Minions and Ghosts, the Order of Spider Jack, the
// Malice track and the Driveway; the animations of rolls, drafts, drives,
// walks and purchases on the shared timeline. It asks the rules engine
// (monstermixer/engine/monstersonboard) what is legal and never applies an
// action itself.
package monstersonboard

import (
	"strconv"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

func init() {
	ui.RegisterTable(mb.GameID, func() ui.Table { return New() })
}

// shown is what the table draws: a copy of the state's public parts,
// moved on event by event while an action's events play.
type shown struct {
	n      int
	family bool
	round  int
	first  int
	boards [mb.MaxPlayers]mb.Board
	cars   [mb.MaxPlayers][mb.DicePerCar]mb.Die // by owner
	front  [mb.MaxPlayers]int                   // the owner of the car in each bay: in front of each seat, then Spider Jack's
	ncars  int                                  // Fearnobiles (and bays): one per seat, and Spider Jack's in solo games
	ghosts [mb.MarketSize]int
	archs  [mb.MarketSize]int
	solo   int
	jack   mb.Jack
}

func snapshot(st *mb.State) shown {
	v := shown{n: st.NumPlayers(), family: st.Family(), round: st.Round(), first: st.FirstPlayer(), ncars: st.NumCars(), solo: st.Solo()}
	for p := 0; p < v.n; p++ {
		v.boards[p] = st.Board(p)
	}
	for b := 0; b < v.ncars; b++ {
		v.cars[b] = st.Car(b)
		v.front[b] = carInBay(st, b)
	}
	v.ghosts, v.archs = st.GhostMarket(), st.ArchMarket()
	if v.solo != mb.SoloNone {
		v.jack = st.Jack()
	}
	return v
}

// carInBay is the owner of the Fearnobile in bay b: the one in front of
// seat b, or (the bay after the seats' in a solo game) the one Spider
// Jack drafts from.
func carInBay(st *mb.State, b int) int {
	if b < st.NumPlayers() {
		return st.CarInFront(b)
	}
	return st.JackCar()
}

// Table is Monsters on Board's ui.Table (and ui.Targeter, ui.Guider,
// ui.StatusTeller, ui.ControlsHelper).
type Table struct {
	st    *mb.State // the latest view
	v     shown     // what is drawn
	names ui.SeatNames
	legal []engine.Action
	// court keeps the texts of Spider Jack's Court by colour (courtText).
	court [mb.NumColours]struct {
		counts [2]int
		text   string
	}

	// focus is the seat whose board is drawn large: the person's at the
	// screen (home), never the computer's that acts.
	focus int
	// home is the person's seat: the one deciding, or, while a computer
	// acts, the last person who decided; -1 until known.
	home int
	// pin is the seat whose small board the person clicked: it shows
	// enlarged beside theirs until clicked again (pinned).
	pin      int
	pinned   bool
	acting   int
	viewer   int
	myTurn   bool
	progress string
	// progressBefore is the progress of the state before the running
	// animation while that ends a round: told until the animation reaches
	// the new round.
	progressBefore string

	ch  ui.Chooser[key] // the legal actions as clicks
	sel []key           // the clicks made so far of a two-click action (ch's, read only)
	lit []key           // what may be clicked next (ch's, read only)
	// litNames are the target names of lit, for Targets
	litNames []string

	area  ui.Rect
	scale float64
	// minT is the least size of a tapped target on this screen, in
	// screen pixels (ui.Context.MinTarget); 0 on a desktop
	minT  float64
	lay   layout
	hot   []hot // hover and click regions, the topmost last
	dirty bool  // the regions need rebuilding

	btnDone, btnPass, btnSkip, btnUp, btnDown ui.Button
	btnBack                                   ui.Button // steps back one click while something is chosen

	mx, my  float64    // where the tip shows: the pointer (the frame's keyboard cursor moves it)
	hover   int        // index in hot, -1
	note    string     // the refusal shown (ref's sentence)
	noteT   float64    // seconds it stays at most
	ref     ui.Refusal // the refusal of the last refused click
	targets []ui.Target
	texts

	tl     timeline.Timeline[mb.Event]
	fly    flight
	cv     carView // the road and the painted cars
	status string
	sound  ui.Sounds
	speed  float64

	leg legend // the legend of every icon (legend.go)
}

// New returns an empty table; Reset gives it a state.
func New() *Table { return &Table{hover: -1, home: -1, dirty: true} }

// Reset implements ui.Table.
func (t *Table) Reset(ctx *ui.Context, view engine.State) {
	st, ok := view.(*mb.State)
	if !ok {
		return
	}
	t.tl.Clear()
	t.stopFalls()
	t.fly = flight{}
	t.status = ""
	t.note = ""
	t.ref.Clear()
	t.setState(ctx, st)
	t.v = snapshot(st)
}

// Animate implements ui.Table: the action's events play on the timeline
// from what before showed to after.
func (t *Table) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	b, n, ok := ui.StatesOf[*mb.State](before, after)
	if !ok {
		t.Reset(ctx, after)
		return
	}
	t.sound = ctx.Sound
	t.tl.Skip(t) // the last action's steps end before the board before this one is taken
	t.v = snapshot(b)
	t.setState(ctx, n)
	t.progressBefore = ""
	if b.Round() != n.Round() {
		t.progressBefore = progressLine(b)
	}
	t.cv.evs = append(t.cv.evs[:0], n.Events()...)
	timeline.Play(&t.tl, t, t.cv.evs, t.stepDuration, ctx.AnimSpeed)
	if ctx.AnimSpeed > 0 {
		// The first event starts now, so that the frame drawn before the
		// next tick already tells it (Status) and shows it beginning.
		t.tl.Advance(0, t)
	}
	if !t.tl.Busy() {
		t.settle()
	}
}

// Busy implements ui.Table.
func (t *Table) Busy() bool { return t.tl.Busy() }

// SkipAnimation implements ui.Table.
func (t *Table) SkipAnimation() {
	t.stopFalls()
	t.tl.Skip(t)
	t.settle()
}

// Progress implements ui.Table.
func (t *Table) Progress() string {
	if t.st != nil && t.v.round != t.st.Round() && t.progressBefore != "" {
		// the animation has not reached the new round yet
		return t.progressBefore
	}
	return t.progress
}

// Status implements ui.StatusTeller: what the running animation shows.
func (t *Table) Status() string {
	if !t.tl.Busy() {
		return ""
	}
	return t.status
}

// ShowHint implements ui.Table: the clicks of the suggested action light
// up in gold.
func (t *Table) ShowHint(a engine.Action, ok bool) {
	t.ch.Hint(a, ok && t.st != nil)
}

// progressLine is the progress of st: its round and phase.
func progressLine(st *mb.State) string {
	return "Round " + strconv.Itoa(st.Round()) + " of " + strconv.Itoa(mb.NumRounds) + ": " + phaseNames[st.Phase()]
}

// phaseNames say the phase for the progress line.
var phaseNames = [mb.NumPhases]string{
	mb.PhaseSetup: "setting up", mb.PhaseArrival: "Arrival", mb.PhaseDraft: "Draft", mb.PhaseMove: "Grunt Movement",
	mb.PhaseSwamp: "Swamp-Jack", mb.PhaseSpook: "Spook", mb.PhaseFinal: "final scoring", mb.PhaseFamPick: "taking dice",
	mb.PhaseFamRow: "Minions onto rows", mb.PhaseOver: "game over", mb.PhaseJackScore: "Spider Jack scores his dice",
}

// setState takes a new state: what is legal, the clicks that choose it,
// the texts.
func (t *Table) setState(ctx *ui.Context, st *mb.State) {
	t.st = st
	t.sound = ctx.Sound
	t.speed = ctx.AnimSpeed
	t.viewer = ctx.Viewer
	t.names = ui.NamesFrom(t.names, ctx.Seats, st.NumPlayers())
	t.acting = st.Acting()
	t.home = t.personSeat(ctx, st)
	t.focus = t.home
	if t.pin == t.home || t.pin >= st.NumPlayers() {
		t.pinned = false
	}
	t.legal = st.AppendLegalActions(t.legal[:0])
	t.progress = progressLine(st)
	t.note = ""
	t.ref.Clear()
	t.buildSeqs()
	t.dirty = true
}

// personSeat is the seat whose board is large: the viewer deciding, else
// the person acting, else the last person who decided (a computer's turn
// shows on its small board, never by swapping the large one), else the
// first person at the table (seat 0 when every seat is a computer).
func (t *Table) personSeat(ctx *ui.Context, st *mb.State) int {
	n := st.NumPlayers()
	if ctx.Viewer >= 0 && ctx.Viewer < n {
		return ctx.Viewer
	}
	if a := st.CurrentPlayer(); a >= 0 && a < n && a < len(ctx.Seats) && ctx.Seats[a].Human {
		return a
	}
	if t.home >= 0 && t.home < n {
		return t.home
	}
	for p := 0; p < n && p < len(ctx.Seats); p++ {
		if ctx.Seats[p].Human {
			return p
		}
	}
	return 0
}

// seatName is the name of seat p as the frame shows it.
func (t *Table) seatName(p int) string { return t.names.Name(p) }

func (t *Table) say(l engine.Line) string { return t.names.Say(l) }

// Controls implements ui.ControlsHelper.
func (t *Table) Controls() []string {
	return []string{
		"Click a lit die, row, space or card to choose it; two-step choices (a die then a row, a Ghost then a space) light the second step after the first.",
		"Click a chosen piece again, press Esc, right-click or click Back to step back. Done skips the actions left; Pass ends your Spook turns for now.",
		"Click a small board on the right to see that player's board large; hover any piece, or press and hold it, to read what it does.",
		"L or the Legend button (top of the main board) shows every icon with its name and what it does; L, Esc or a click closes it.",
	}
}

// The table keeps the whole contract (ui.Table), and these optional
// parts of it.
var (
	_ ui.Table        = (*Table)(nil)
	_ ui.Instructor   = (*Table)(nil)
	_ ui.GuidePainter = (*Table)(nil)
)
