// Package factory is Monster Factory's table: each seat's monsters drawn
// from code-drawn tiles, the tile in hand with its rotation, the lit spots
// where it fits, the starting-tile supply and the animations of draws,
// placements, completed monsters, minion draws and discards. It asks the
// rules engine (monstermixer/engine/factory) what is legal and never
// applies an action itself.
package factory

import (
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

func init() {
	ui.RegisterTable(fe.GameID, func() ui.Table { return New() })
}

// Table is Monster Factory's ui.Table (and ui.Targeter).
type Table struct {
	st     *fe.State
	legal  []engine.Action
	seats  []seatView
	phase  fe.Phase
	hand   int
	inHand bool
	forced bool // the only legal action is the discard of a tile that fits nowhere
	locked bool // forced because it fits only on first monsters closed to the player
	rot    int  // rotation of the tile in hand, quarter turns clockwise
	supply []group

	progress  string
	pickOrder string // who picks after the seat picking now
	handTitle string // "Your tile" or "NAME's tile"
	titleKey  int    // turn and myTurn that handTitle was made for
	pileText  string
	names     ui.SeatNames

	area      ui.Rect
	scale     float64
	dirty     bool
	fresh     bool // shown afresh (Reset): the next layout centres every monster
	offCentre bool // a monster is held where it was, off centre, under the pointer
	handCol   ui.Rect
	noHandCol bool // the game-over screen's small board: the seats take the whole width
	handTile  ui.Rect
	// turnBtns turn the tile in hand anticlockwise and clockwise: a
	// finger has no R key, no wheel and no right-click.
	turnBtns [2]ui.Button
	// minTap is the least target size the layout was made for, in screen
	// pixels (ui.Context.MinTarget).
	minTap  float64
	pileR   ui.Rect
	legendR ui.Rect
	msgR    ui.Rect
	supplyR ui.Rect
	seatsR  ui.Rect

	myTurn  bool
	cx, cy  float64 // the pointer
	mx, my  float64 // the pointer as last seen
	hover   hoverCell
	zoom    zoomInfo
	tipKey  hoverKey
	tip     string
	tipInfo bool // the tip explains figures (not a refusal)
	tipText [2]string
	tipBox  ui.Tooltip
	note    string // the refusal shown (ref's sentence)
	noteW   []string
	noteT   float64    // seconds the note stays at most
	ref     ui.Refusal // the refusal of the last refused click

	hint     hintInfo
	tl       timeline.Timeline[fe.Event] // the events of the latest action
	pickFrom ui.Rect                     // where the tile being picked was in the supply
	clock    float64
	tiles    tileCache

	targets []ui.Target
	sound   ui.Sounds
}

// seatView is what one seat's area shows, cached when the state changes.
type seatView struct {
	mons       []fe.Monster
	main       int // index of the monster drawn large: the one in progress, else the last
	inProg     bool
	live       fe.LiveScore
	scoreText  string
	riskText   string
	scoreShort string // scoreText without its unit, for a narrow box
	riskShort  string // riskText in a word, for a narrow box
	mainLabel  string
	thumbText  []string
	thumbShort []string // thumbText for narrow thumbs: "M2: 3 pts"
	spots      []spot

	name       string   // fitted to the header ("" when there is no room)
	scoreFit   string   // scoreText or scoreShort, as fits the header
	riskFit    string   // riskText or riskShort, as fits where it goes
	mainFit    string   // mainLabel fitted to the box
	closedFit  string   // why the monster is closed to the player to place, fitted
	riskInHead bool     // the points at risk fit in the header
	riskBelow  bool     // the points at risk have their own line, under the monster's label
	nameSize   float64  // the name's font size: smaller in a narrow box
	thumbFit   []string // thumbText fitted to the thumbs
	box        ui.Rect
	head       ui.Rect
	work       ui.Rect
	strip      ui.Rect
	grid       grid
	gridMon    int // the monster grid was laid out for (main then)
	thumb      []thumb
}

// grid places a monster's cells on screen: the shared square grid, whose
// first column and row hold the monster's cell minX, minY.
type grid struct {
	ui.SquareGrid
	minX, minY int
}

// cell is the screen rectangle of the monster's cell x, y.
func (g grid) cell(x, y int) ui.Rect { return g.Rect(x-g.minX, y-g.minY) }

// at is the monster's cell under the point px, py.
func (g grid) at(px, py float64) (x, y int, ok bool) {
	c, r, ok := g.CellAt(px, py)
	return c + g.minX, r + g.minY, ok
}

// thumb is a completed (or earlier) monster drawn small in the strip.
type thumb struct {
	mon  int
	r    ui.Rect
	grid grid
}

// spot is an open cell of a monster in progress.
type spot struct {
	x, y int
	fit  uint8 // fitNow: the current rotation fits; fitOther: another one does
	act  engine.Action
	name string // "spot:" + the action's notation
}

const (
	fitNow   = 1
	fitOther = 2
)

// group is one kind of tile in the starting supply, shown once with a count.
type group struct {
	tile  int
	count int
	act   engine.Action
	name  string // "pick:T17"
	label string // "x8"
	r     ui.Rect
}

type hoverCell struct {
	seat, x, y int
	ok         bool
}

// zoomInfo is a small monster shown enlarged under the pointer.
type zoomInfo struct {
	on        bool
	seat, mon int
}

type hoverKey struct {
	h     hoverCell
	head  int // 1 + the seat whose header is hovered, or 0
	rot   int
	st    *fe.State
	scale float64
}

type hintInfo struct {
	on                   bool
	place                bool
	seat, x, y, rot, til int
}

// New returns an empty table; Reset gives it a state.
func New() *Table {
	return &Table{dirty: true, turnBtns: [2]ui.Button{{Label: "Turn left", Shortcut: "Shift+R"}, {Label: "Turn right", Shortcut: "R"}}}
}

// Reset implements ui.Table.
func (t *Table) Reset(ctx *ui.Context, view engine.State) {
	t.tl.Clear()
	t.note, t.noteW, t.noteT = "", t.noteW[:0], 0
	t.ref.Clear()
	t.hint = hintInfo{}
	t.rot = 0 // afresh: nothing chosen, the tile as drawn
	t.fresh = true
	t.setState(ctx, view)
}

// Progress implements ui.Table.
func (t *Table) Progress() string { return t.progress }

// ShowHint implements ui.Table: a placement lights its spot with a ghost
// of the tile turned as suggested (and turns the tile in hand to match); a
// starting pick outlines its tile in the supply.
func (t *Table) ShowHint(a engine.Action, ok bool) {
	t.hint = hintInfo{}
	if !ok || t.st == nil {
		return
	}
	if seat, x, y, rot, tile, isPlace := fe.DecodePlacement(a); isPlace {
		t.hint = hintInfo{on: true, place: true, seat: seat, x: x, y: y, rot: rot, til: tile}
		if t.rot != rot {
			t.rot = rot
			t.computeSpots()
		}
		return
	}
	id, isStart := fe.DecodeStart(a)
	if !isStart {
		return
	}
	l := lookOf(id, 0)
	for _, g := range t.supply {
		if lookOf(g.tile, 0) == l {
			t.hint = hintInfo{on: true, til: g.tile}
			return
		}
	}
}

// setState caches everything the table shows of a state.
func (t *Table) setState(ctx *ui.Context, view engine.State) {
	st, ok := view.(*fe.State)
	if !ok {
		return
	}
	t.sound = ctx.Sound
	prevHand, prevIn := t.hand, t.inHand
	t.st = st
	t.phase = st.Phase()
	t.hand, t.inHand = st.Hand()
	if !t.inHand || !prevIn || prevHand != t.hand {
		t.rot = 0
	}
	t.legal = st.AppendLegalActions(t.legal[:0])
	t.forced = false
	if t.phase == fe.PhasePlace && len(t.legal) == 1 {
		_, _, _, _, _, isPlace := fe.DecodePlacement(t.legal[0])
		t.forced = !isPlace
	}
	t.locked = t.forced && st.LockedOut()
	n := st.NumPlayers()
	if len(t.seats) != n {
		t.seats = make([]seatView, n)
	}
	for p := range t.seats {
		t.cacheSeat(p)
	}
	t.names = ui.NamesFrom(t.names, ctx.Seats, n)
	t.cacheSupply()
	left := st.PileSize()
	t.pickOrder = ""
	if t.picking() {
		t.pickOrder = t.pickOrderText()
		t.progress = "Starting tiles: " + strconv.Itoa(left)
		t.pileText = strconv.Itoa(left) + " tiles face up"
	} else {
		t.progress = "Tiles left: " + strconv.Itoa(left)
		t.pileText = strconv.Itoa(left) + " tiles in the pile"
	}
	t.tipKey = hoverKey{}
	t.titleKey = -1
	t.hint = hintInfo{}
	t.dirty = true
	t.computeSpots()
}

func (t *Table) cacheSeat(p int) {
	sv := &t.seats[p]
	sv.mons = t.st.Monsters(p)
	sv.main, sv.inProg = len(sv.mons)-1, false
	if k := len(sv.mons) - 1; k >= 0 && !sv.mons[k].Complete {
		sv.inProg = true
	}
	sv.live = t.st.Score(p)
	sv.scoreText = strconv.Itoa(sv.live.Banked) + " pts"
	sv.scoreShort = strconv.Itoa(sv.live.Banked)
	sv.riskText, sv.riskShort = "", ""
	if sv.inProg && sv.live.AtRisk > 0 {
		sv.riskText = "+" + strconv.Itoa(sv.live.AtRisk) + " at risk"
		sv.riskShort = "+" + strconv.Itoa(sv.live.AtRisk)
		if t.phase == fe.PhaseOver {
			sv.riskText = strconv.Itoa(sv.live.AtRisk) + " lost: left open"
			sv.riskShort = strconv.Itoa(sv.live.AtRisk) + " lost"
		}
	}
	sv.mainLabel = ""
	if sv.main >= 0 {
		sv.mainLabel = monsterLabel(sv.mons[sv.main], true)
	}
	sv.thumbText = sv.thumbText[:0]
	sv.thumbShort = sv.thumbShort[:0]
	for i, m := range sv.mons {
		if i == sv.main {
			continue
		}
		sv.thumbText = append(sv.thumbText, monsterLabel(m, false))
		sv.thumbShort = append(sv.thumbShort, shortLabel(m))
	}
}

// monsterLabel names a monster and what it is worth: "First monster: 6
// tiles", "Minion 2: 3 eye tiles", "Minion 1: 2 pts" once complete.
func monsterLabel(m fe.Monster, long bool) string {
	name := "First"
	if m.Minion > 0 {
		name = "Minion " + strconv.Itoa(m.Minion)
	} else if long {
		name = "First monster"
	}
	if m.Complete {
		return name + ": " + strconv.Itoa(m.Points()) + " pts"
	}
	if !long {
		return name + ": open, 0"
	}
	v := m.Value()
	unit := " tiles"
	switch {
	case m.Minion > 0 && v == 1:
		unit = " eye tile"
	case m.Minion > 0:
		unit = " eye tiles"
	case v == 1:
		unit = " tile"
	}
	return name + ": " + strconv.Itoa(v) + unit
}

// shortLabel is monsterLabel for a narrow thumbnail.
func shortLabel(m fe.Monster) string {
	name := "First"
	if m.Minion > 0 {
		name = "M" + strconv.Itoa(m.Minion)
	}
	if !m.Complete {
		return name + ": open"
	}
	return name + ": " + strconv.Itoa(m.Points()) + " pts"
}

// cacheSupply groups the face-up supply while seats pick starting tiles:
// identical tiles once, with a count.
func (t *Table) cacheSupply() {
	t.supply = t.supply[:0]
	if !t.picking() {
		return
	}
	for _, id := range t.st.PileTiles() {
		l := lookOf(id, 0)
		if i := slices.IndexFunc(t.supply, func(g group) bool { return lookOf(g.tile, 0) == l }); i >= 0 {
			t.supply[i].count++
		} else {
			t.supply = append(t.supply, group{tile: id, count: 1})
		}
	}
	for i := range t.supply {
		g := &t.supply[i]
		g.label = "x" + strconv.Itoa(g.count)
		g.name = "pick:" + fe.TileName(g.tile)
		g.act = -1
		if a := fe.StartAction(g.tile); slices.Contains(t.legal, a) {
			g.act = a
		}
	}
}

// computeSpots lists the open cells of each monster in progress and marks
// where the tile in hand fits, turned as now or turned otherwise.
func (t *Table) computeSpots() {
	cur := -1
	if t.inHand {
		cur = fe.CanonicalRotation(t.hand, t.rot)
	}
	for p := range t.seats {
		sv := &t.seats[p]
		sv.spots = sv.spots[:0]
		if !sv.inProg {
			continue
		}
		for _, c := range sv.mons[sv.main].Open {
			sv.spots = append(sv.spots, spot{x: c.X, y: c.Y})
		}
	}
	for _, a := range t.legal {
		seat, x, y, rot, _, ok := fe.DecodePlacement(a)
		if !ok || seat >= len(t.seats) {
			continue
		}
		sv := &t.seats[seat]
		for i := range sv.spots {
			sp := &sv.spots[i]
			if sp.x != x || sp.y != y {
				continue
			}
			if rot == cur {
				sp.fit |= fitNow
				sp.act = a
				sp.name = "spot:" + t.st.ActionString(a)
			} else {
				sp.fit |= fitOther
			}
		}
	}
	t.tipKey = hoverKey{}
}

// Targets implements ui.Targeter: "hand" for the tile in hand (a click
// turns it, or discards it when it fits nowhere), "spot:<action>"
// for each spot where it fits as turned now, "pick:Txx" for the supply.
func (t *Table) Targets() []ui.Target {
	ts := t.targets[:0]
	if t.st == nil {
		return ts
	}
	if t.myTurn && t.phase == fe.PhasePlace && t.inHand {
		ts = append(ts, ui.Target{Name: "hand", Rect: t.handTile})
	}
	if t.myTurn && t.phase == fe.PhasePlace {
		for p := range t.seats {
			sv := &t.seats[p]
			for _, sp := range sv.spots {
				if sp.fit&fitNow != 0 {
					ts = append(ts, ui.Target{Name: sp.name, Rect: sv.grid.cell(sp.x, sp.y)})
				}
			}
		}
	}
	if t.turnable() {
		ts = append(ts, t.turnBtns[0].Target(), t.turnBtns[1].Target())
	}
	if t.myTurn && t.phase == fe.PhasePick {
		for _, g := range t.supply {
			if g.act >= 0 {
				ts = append(ts, ui.Target{Name: g.name, Rect: g.r})
			}
		}
	}
	t.targets = ts
	return ts
}

// Tip implements ui.Tipper: why the tile cannot go on the hovered spot,
// or what a seat's figures mean.
func (t *Table) Tip() ([]string, ui.Rect, bool) { return t.tipBox.Tip() }

// Controls implements ui.ControlsHelper.
func (t *Table) Controls() []string {
	return []string{
		"Click a lit spot to add the tile there; a spot lights up where the tile fits as it is turned now.",
		"Turn left and Turn right, under the tile, turn it anticlockwise and clockwise; so do Shift+R and R (or a right-click, the wheel, a click on the tile).",
		"Hover a dark spot, or press and hold it, to read why the tile cannot go there.",
		"Hover a small finished monster to see it enlarged, and a player's score to read what it counts (on a touch screen: press and hold).",
	}
}

// Guide is the first-game guide (ui.Guider): what a turn is, what the
// highlights mean and how scoring works.
func (t *Table) Guide() []string {
	return []string{
		"Everyone starts a monster with one tile, picked from the face-up tiles. Who picks first is drawn at random; the others follow clockwise.",
		"On your turn you get one tile. Add it to any monster in progress, yours or another player's: touching edges must match (thin to thin, thick to thick, blank to blank) and it must join by a thin or thick bit.",
		"Bright green spots: the tile fits there as it is turned now. Faint green: it fits there if you turn it (the buttons under the tile, or R). Click a bright spot, or move with the arrow keys and press Enter.",
		"A monster with no open thin or thick bit is complete; its owner at once starts a minion. Once your first monster is complete, other players' first monsters are closed to you.",
		"Scoring: a completed first monster scores a point a tile; a completed minion a point for each tile with an eye (however many eyes it shows). Anything left open scores 0, so finish what you start.",
		"The game ends when every first monster is complete or the tiles run out. Hover a score, or press and hold it, to read what it counts; a small finished monster, to see it enlarged.",
	}
}

// The table keeps the whole contract.
var _ ui.Table = (*Table)(nil)

// picking reports whether the starting tiles lie face up: the picking
// order is being drawn, or seats pick.
func (t *Table) picking() bool { return t.phase == fe.PhaseOrder || t.phase == fe.PhasePick }

// pickOrderText says who picks after the seat picking now, in the order
// drawn.
func (t *Table) pickOrderText() string {
	if t.phase == fe.PhaseOrder {
		return "Drawing who picks first"
	}
	n := len(t.seats)
	var next []string
	for p := (t.st.Turn() + 1) % n; p != t.st.FirstPick(); p = (p + 1) % n {
		next = append(next, t.seatName(p))
	}
	if len(next) == 0 {
		return "Last to pick (the order was drawn)"
	}
	return "Then " + strings.Join(next, ", ") + " (the order was drawn)"
}
