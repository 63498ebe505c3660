// Package chessmonsters is the table of Chess Monsters: the secret team
// pick, the 6x6 arena with the monster cards (direction grids with
// accuracies, Health, Power, energy left, exhausted cards turned), each
// player's hit points, reserve and loot hand beside it, and the
// animations of moves, dice, hits, KOs and loot draws on the shared
// timeline. It asks the rules engine (monstermixer/engine/chessmonsters)
// what is legal and never applies an action itself.
package chessmonsters

import (
	"strconv"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

func init() {
	ui.RegisterTable(cm.GameID, func() ui.Table { return New() })
}

// Table is Chess Monsters' ui.Table (and ui.Targeter, ui.Guider,
// ui.StatusTeller, ui.ControlsHelper).
type Table struct {
	st    *cm.State // the latest view
	shown *cm.State // what the arena shows: the state before the action while it plays
	// attackers and attacked are shown's team attack (its Attackers).
	attackers []int
	attacked  int
	hpAfter   bool // the panels show the hit points after the action already
	names     ui.SeatNames
	seats     []ui.Seat
	viewer    int
	myTurn    bool
	legal     []engine.Action

	ch      ui.Chooser[key]       // the legal actions as clicks
	sel     []key                 // the clicks made so far (ch's, read only)
	lit     []key                 // what may be clicked next (ch's, read only)
	choices []choice              // the buttons of ch's options
	chance  [cm.NumFields]string  // "67%" on the lit attack targets
	litAs   [cm.NumFields]litKind // how each lit field is lit

	lay      layout
	area     ui.Rect
	scale    float64
	btns     [numBtns]ui.Button
	random   ui.Button
	hoverKey key  // the card or field under the pointer
	hoverOK  bool // hoverKey is set
	mx, my   float64
	note     string     // why the last click was refused (ref's sentence)
	ref      ui.Refusal // the refusal of the last refused click
	picks    []engine.Action
	texts    texts
	tipBox   ui.Tooltip // the hovered monster or card, told
	targets  []ui.Target
	progress string

	tl     timeline.Timeline[step]
	anim   animState
	status string
	sound  ui.Sounds
}

// New returns an empty table; Reset gives it a state.
func New() *Table { return &Table{} }

// Reset implements ui.Table.
func (t *Table) Reset(ctx *ui.Context, view engine.State) {
	st, ok := view.(*cm.State)
	if !ok {
		return
	}
	t.tl.Clear()
	t.anim = animState{}
	t.status, t.note = "", ""
	t.picks = t.picks[:0]
	t.setState(ctx, st)
	t.setShown(st)
}

// Animate implements ui.Table: the action's events play on the timeline,
// the arena showing the state before it until they end.
func (t *Table) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	b, n, ok := ui.StatesOf[*cm.State](before, after)
	if !ok {
		t.Reset(ctx, after)
		return
	}
	t.tl.Skip(t) // the last action's steps end (their last shows its state) before this one's start
	t.setState(ctx, n)
	steps := t.stepsOf(b, a, n)
	if len(steps) == 0 {
		t.setShown(n)
	} else {
		t.setShown(b)
		t.status = steps[0].status
	}
	timeline.Play(&t.tl, t, steps, duration, ctx.AnimSpeed)
}

// setShown makes the arena show st.
func (t *Table) setShown(st *cm.State) {
	t.shown = st
	t.hpAfter = false
	t.attackers, t.attacked = st.Attackers()
}

// Busy implements ui.Table.
func (t *Table) Busy() bool { return t.tl.Busy() }

// SkipAnimation implements ui.Table.
func (t *Table) SkipAnimation() { t.tl.Skip(t) }

// Progress implements ui.Table.
func (t *Table) Progress() string { return t.progress }

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

// setState takes a new state: what is legal, the clicks that choose it.
func (t *Table) setState(ctx *ui.Context, st *cm.State) {
	t.st = st
	t.sound = ctx.Sound
	t.viewer = ctx.Viewer
	t.seats = ctx.Seats
	t.names = ui.NamesFrom(t.names, ctx.Seats, 2)
	if flip := ctx.Viewer == cm.Black; flip != t.lay.flip {
		t.lay.flip = flip
		if t.scale > 0 {
			t.doLayout(t.area, t.scale)
		}
	}
	t.myTurn = st.CurrentPlayer() == ctx.Viewer && ctx.Viewer >= 0
	t.legal = t.legal[:0]
	if t.myTurn {
		t.legal = st.AppendLegalActions(t.legal)
	}
	switch {
	case st.IsTerminal():
		t.progress = "Game over"
	case st.Picking():
		t.progress = "Picking the teams"
	case st.Turn() < 0:
		t.progress = "Getting ready"
	default:
		t.progress = "Turn " + strconv.Itoa(st.TurnsPlayed()+1) + " of " + strconv.Itoa(cm.TurnCap)
	}
	t.note = ""
	t.texts.build(t) // first: the targets of buildSeqs find the cards where they are drawn
	// What the pointer rests on is looked up again in this view: a card
	// of the last person's hand is no longer there for the next one.
	t.hoverKey, t.hoverOK = key{}, false
	if t.scale > 0 {
		t.hoverKey, t.hoverOK = t.keyAt(t.mx, t.my)
	}
	t.buildSeqs()
	t.texts.instr = t.instruction()
}

// seatName is the name of seat p as the frame shows it.
func (t *Table) seatName(p int) string { return t.names.Name(p) }

func (t *Table) say(l engine.Line) string { return t.names.Say(l) }

// Guide is the first-game guide (ui.Guider).
func (t *Table) Guide() []string {
	return []string{
		"Each player first picks 6 monster cards in secret (or clicks Random team); on a card, green squares are its moves and red ones its attacks with their accuracy.",
		"On your turn, summon a monster from your reserve into your 2 nearest rows, or click a monster in the arena: its moves light green and its targets red with the chance to hit.",
		"An attack rolls a D6 per attacker: at or under the accuracy, or a 6, hits for the monster's Power; hits reaching its Health in one attack knock it out, and you draw a loot card.",
		"Every hit on your monsters costs one of your 20 hit points; a monster that attacked or waited is exhausted (its card turned) until all of a player's monsters are, then all recover.",
		"You win by drawing your last loot card, by taking all your opponent's hit points, or when your opponent has no monster left in the arena.",
	}
}

// Controls implements ui.ControlsHelper.
func (t *Table) Controls() []string {
	return []string{
		"Click a lit monster or card, then a lit field; when a click could mean two things, buttons ask which.",
		"Click the chosen monster again, press Esc, right-click or click Back to step back. End turn, Wait and Skip are buttons under the arena.",
		"Hover a card, or press and hold it, to read it large beside the arena: its grid, Health, Power, energy left and ability; the chance to hit shows on each target.",
	}
}

// The table keeps the whole contract.
var _ ui.Table = (*Table)(nil)
