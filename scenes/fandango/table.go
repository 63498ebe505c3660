// Package fandango is the table of Monster Fandango: the hex map with its
// meadows, woods and hills drawn by code (pan and zoom), every unit as its
// monster's figure on a token in its owner's colour and symbol and every
// item as its object (figures.go), a card of the chosen unit, the players' quests
// with their progress, the dice with the number a roll needs, and the
// animations of moves, attacks, deaths, searches, chest traps and lairs on
// the shared timeline. It asks the rules engine
// (monstermixer/engine/fandango) what is legal and never applies an action
// itself.
package fandango

import (
	"errors"
	"slices"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

func init() {
	ui.RegisterTable(fd.GameID, func() ui.Table { return New() })
}

// Table is Monster Fandango's ui.Table (and ui.Targeter, ui.Guider,
// ui.StatusTeller, ui.ControlsHelper).
type Table struct {
	st *fd.State // the latest view
	// roundSt is the state whose round the texts tell: the one before
	// the running animation, else the latest (the round never runs ahead
	// of what the map shows).
	roundSt *fd.State
	names   ui.SeatNames
	seats   []ui.Seat
	legal   []engine.Action
	viewer  int
	myTurn  bool
	// minTap is the least width and height of a button, in screen
	// pixels (ui.Context.MinTarget): 0 on a desktop.
	minTap float64
	// builds counts the rebuilds of the choices; zoomedFor is the one
	// the map was last zoomed for on a touch screen (zoomToLit).
	builds, zoomedFor int
	// tapZ is the least zoom at which the lit targets on the map are a
	// finger's size (minTap), 0 when none is lit: on a touch screen the
	// person's pinch, the zoom buttons and Fit stop there while they
	// decide.
	tapZ float64

	ch         ui.Chooser[key] // the legal moves as clicks, and the clicks made so far
	sel        int             // the unit chosen to move (its id), 0 for none (ch's)
	ride       bool            // the chosen unit rides the horse on its hex (ch's)
	dest       int             // facing rule: the hex chosen, waiting for a facing; -1 (ch's)
	page       int             // the page of the action buttons
	choice     []choice
	hover      int // choice under the pointer, -1
	hoverQuest int // the collapsed player heading under the pointer, -1
	fan        int // the hex whose stack is fanned out under the pointer, -1
	stackBuf   []*fd.Unit
	hint       engine.Action
	hintOn     bool

	area                                   ui.Rect
	lay                                    layout
	cam                                    ui.Camera
	fitted                                 bool
	fitZ                                   float64 // the zoom that shows the map whole
	drag                                   dragState
	mx, my                                 float64
	note                                   string     // why the last click was refused (ref's sentence)
	ref                                    ui.Refusal // the refusal of the last refused click
	tip                                    []string
	tipStale                               bool       // the tip needs working out again
	tipBox                                 ui.Tooltip // shows tip
	tipX, tipY                             float64    // where the tip points: the pointer, or the keyboard's choice
	hov                                    hoverOnly
	wrapHead, wrapNote, wrapDice, wrapSolo wrapped
	questWrap                              []wrapped
	mv                                     moving
	hidden                                 []int
	ghosts                                 []ghost
	targets                                []ui.Target
	gfx                                    gfx
	card                                   card

	tl     timeline.Timeline[step]
	fly    flight
	status string
	sound  ui.Sounds
	clock  float64
	dirty  bool // the map layer needs painting again
	texts  texts
}

// New returns an empty table; Reset gives it a state.
func New() *Table { return &Table{hover: -1, hoverQuest: -1, fan: -1, dest: -1, dirty: true} }

// Reset implements ui.Table.
func (t *Table) Reset(ctx *ui.Context, view engine.State) {
	st, ok := view.(*fd.State)
	if !ok {
		return
	}
	t.tl.Clear()
	t.fly = flight{}
	t.status = ""
	t.hintOn = false
	t.gfx.layerZ = 0 // paint the map again: the seats may look different
	if t.st == nil || t.st.Board() != st.Board() && (t.st.Board().Width != st.Board().Width || t.st.Board().Height != st.Board().Height) {
		t.fitted = false
	}
	t.setState(ctx, st)
}

// Animate implements ui.Table: the action's move and events play on the
// timeline, drawn over the state after it.
func (t *Table) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	b, n, ok := ui.StatesOf[*fd.State](before, after)
	if !ok {
		t.Reset(ctx, after)
		return
	}
	t.tl.Skip(t) // the last action's steps end before this one's are built
	t.hintOn = false
	t.setState(ctx, n)
	timeline.Play(&t.tl, t, t.steps(b, a, n), duration, ctx.AnimSpeed)
	if !t.tl.Busy() {
		t.settle()
	} else if b.Round() != n.Round() || b.Player(0).WonRound != n.Player(0).WonRound {
		t.roundSt = b
		t.texts.rounds(b)
	}
}

// settle ends the animations: the table shows the latest state alone.
func (t *Table) settle() {
	t.fly = flight{}
	t.mv.ids = t.mv.ids[:0]
	t.hidden = t.hidden[:0]
	t.ghosts = t.ghosts[:0]
	t.status = ""
	t.dirty = true
	if t.roundSt != t.st && t.st != nil {
		t.roundSt = t.st
		t.texts.rounds(t.st)
	}
}

// Busy implements ui.Table.
func (t *Table) Busy() bool { return t.tl.Busy() }

// SkipAnimation implements ui.Table.
func (t *Table) SkipAnimation() {
	t.tl.Skip(t)
	t.settle()
}

// Progress implements ui.Table: the round and the cap.
func (t *Table) Progress() string {
	if t.st == nil {
		return ""
	}
	return t.texts.progress
}

// Status implements ui.StatusTeller: what the running animation shows,
// or at rest what a roll waiting to be made decides ("Anna's villager
// searches: needs 1-6" rather than the frame's "Drawing…").
func (t *Table) Status() string {
	if !t.tl.Busy() {
		return t.texts.need
	}
	return t.status
}

// ShowHint implements ui.Table: the suggested action's unit, hex or button
// lights up in gold.
func (t *Table) ShowHint(a engine.Action, ok bool) {
	t.hint, t.hintOn = a, ok
	if ok && t.st != nil && t.st.Phase() == fd.PhaseSelect {
		// a move: choose its unit so that the destination shows
		for _, u := range t.st.Units() {
			if t.moveOf(u.ID, a) {
				t.choose(u.ID, t.isRide(a))
				break
			}
		}
	}
}

// setState takes a new state: what is legal, the texts, the choices.
func (t *Table) setState(ctx *ui.Context, st *fd.State) {
	old := t.st
	t.st = st
	t.roundSt = st
	t.sound = ctx.Sound
	t.viewer = ctx.Viewer
	t.seats = ctx.Seats
	t.names = ui.NamesFrom(t.names, ctx.Seats, st.NumPlayers())
	t.legal = st.AppendLegalActions(t.legal[:0])
	if t.sel != 0 && (st.Unit(t.sel) == nil || st.Phase() != fd.PhaseSelect || old == nil || old.Phase() != fd.PhaseSelect) {
		t.sel, t.ride = 0, false
	}
	t.buildMoves()
	t.selectUnit(t.sel, t.ride) // the chosen unit stays chosen while units move
	t.page = 0
	t.note = ""
	t.ref.Clear()
	t.texts.update(t)
	t.dirty = true
	t.rebuild()
}

// seatName is the name of seat p as the frame shows it.
func (t *Table) seatName(p int) string {
	if p == fd.Wild {
		return "The map"
	}
	return t.names.Name(p)
}

// say renders a line with the players' names.
func (t *Table) say(l engine.Line) string { return l.Render(t.seatName) }

// refusal is the engine's reason for refusing a, as a sentence; "" when a
// is legal.
func (t *Table) refusal(a engine.Action) string { return refusalIn(t.st, a) }

// refusalIn is why st refuses a, as a sentence ("" when it is legal).
func refusalIn(st *fd.State, a engine.Action) string {
	err := st.Clone().Apply(a)
	if err == nil {
		return ""
	}
	var ill *engine.IllegalError
	msg := err.Error()
	if errors.As(err, &ill) {
		msg = ill.Reason
	}
	return engine.Capital(msg) + "."
}

// unitName is a unit for a person: "Anna's troll", "The wild wolf".
func (t *Table) unitName(u *fd.Unit) string {
	if u.Owner == fd.Wild {
		return "The wild " + u.Kind.String()
	}
	return t.say(engine.Say("%s "+u.Kind.String(), engine.SeatsOf(u.Owner)))
}

// Guide is the first-game guide (ui.Guider).
func (t *Table) Guide() []string {
	guide := []string{
		"Each player has three quests (on the right, with their progress); the first to finish all three wins. A solo game counts the rounds you take.",
		"On your turn click one of your units that has not acted (a bright token), then a lit hex to move it there, or its own hex to stay.",
		"Then it does one more thing: click a lit enemy to attack (the per cent is the chance to kill), or a button on the right: Search, Open the chest, Pick up, Pass and the specials.",
		"Searching rolls a d8 against the unit's search number: a treasure chest (locked and trapped), a random monster, or a lair you can search again. The die shows the number it needs before it falls.",
		"Hover any hex, or press and hold it, to read its units, items and what they do. The wheel or the - and + buttons zoom, dragging or the arrows at the map's edge pan.",
	}
	if t.st != nil && t.st.Facing() {
		guide = slices.Insert(guide, 2, "With the facing rule a unit steps only into the hex it faces and turning costs 1 movement: after the lit hex, click the arrow of the way it should end facing. It attacks only into its three front hexes.")
	}
	return guide
}

// Controls implements ui.ControlsHelper.
func (t *Table) Controls() []string {
	return []string{
		"Click a unit that has not acted, then a lit hex: it moves there (its own hex: it stays). With a horse on its hex, Ride lights the hexes it reaches riding.",
		"After moving: click a lit enemy to attack or shoot (the per cent is the chance to kill), or a button on the right.",
		"1-9 press the buttons on the right. Esc, a right-click or Back steps back (the facing, riding, then the chosen unit).",
		"The wheel zooms the map; drag it or click the arrows at its edges to pan; Fit shows it whole.",
	}
}

// The table keeps the whole contract.
var _ ui.Table = (*Table)(nil)
