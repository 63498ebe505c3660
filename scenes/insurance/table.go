// Package insurance is Monster Insurance's table: the city board with its
// roads and buildings, the monster, the insurance tokens, each seat's
// cards and supply, and the reveal in which the monster walks, stomps,
// punches and breathes fire. It asks the engine (package
// monstermixer/engine/insurance) for everything the rules decide.
package insurance

import (
	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

func init() {
	ui.RegisterTable(ins.GameID, func() ui.Table { return New() })
}

// New returns an empty Monster Insurance table.
func New() *Table {
	t := &Table{hoverSq: ins.NoSquare, hoverCard: -1, hoverPose: -1, hoverSeat: -1, tipSq: ins.NoSquare, live: true}
	t.an.card = -1
	t.an.diceT = [2]float64{-1, -1}
	t.an.monT, t.an.monDrop = 1, 1
	t.an.rng = 12345
	for i := range t.an.cardFlip {
		t.an.cardFlip[i] = 1
	}
	t.revealBtn = ui.Button{Label: "Reveal", Shortcut: "Enter", Primary: true}
	return t
}

// spot is a clickable legal place: a square for a token or a place for
// the monster beside the board.
type spot struct {
	act  engine.Action
	sq   ins.Square
	typ  ins.TokenType
	pose ins.Pose
	name string // "spot:car n1", "spot:monster a5 e"
}

// Table is Monster Insurance's ui.Table.
type Table struct {
	view   *ins.State
	viewer int
	seats  []ui.Seat
	sound  ui.Sounds
	speed  float64
	scale  float64
	live   bool // effects and sounds play (false while skipping)
	// minT is the least target size on a touch screen (0 on a desktop);
	// onScreen is the part of the table's area that shows when the frame
	// zooms it (ui.Context.View), zero when all of it does.
	minT     float64
	onScreen ui.Rect

	m   model
	an  anim
	lay layout

	// input
	mx, my    float64       // the pointer (the frame's keyboard cursor moves it)
	sel       ins.TokenType // the token type chosen while placing, noSel for none
	selSeat   int           // the seat that chose sel: a token type never carries over to the next person
	hoverSq   ins.Square
	hoverCard int
	hoverPose int
	hoverBtn  int
	hoverSeat int // the seat whose score the pointer is over, -1
	myTurn    bool
	ref       ui.Refusal // why the last click was refused (the one refusal path)
	hint      ins.Decoded
	hintOK    bool

	// derived from the view when it changes
	legal    []engine.Action
	lit      [ins.MaxSquares]uint8 // token types (bit 1<<type) legal on each square
	litCount [ins.NumTokenTypes]int
	poses    []spot
	places   []spot
	cardTgt  [ins.NumCards + 1]string
	tokTgt   [ins.NumTokenTypes]string

	tip    string
	tipSq  ins.Square
	tipOf  ins.TokenType
	tipBox ui.Tooltip // shows tip
	leg    legend     // the legend of the city and the tokens (legend.go)

	preview     ins.Trace
	previewCard ins.Card
	previewOK   bool

	revealBtn   ui.Button
	targets     []ui.Target
	revealFirst int // the first player of the round being revealed

	waitKey  string
	waitSeat int
	waitText string

	gen int // bumped whenever what the layers show changes

	statusKey  statusKey
	statusText string

	gfx graphics
}

func (t *Table) useCtx(ctx *ui.Context) {
	t.seats = ctx.Seats
	t.sound = ctx.Sound
	t.speed = ctx.AnimSpeed
	t.scale = ctx.Scale
	if t.scale <= 0 {
		t.scale = 1
	}
	t.minT, t.onScreen = ctx.MinTarget, ctx.View
}

// Reset implements ui.Table.
func (t *Table) Reset(ctx *ui.Context, view engine.State) {
	t.useCtx(ctx)
	t.viewer = ctx.Viewer
	st, _ := view.(*ins.State)
	t.view = st
	t.hintOK = false
	t.ref.Clear()
	t.an.tl.Clear()
	t.finishAll()
	t.selSeat = -2 // shown afresh: the first usable token type is chosen
	t.derive()
	if st != nil {
		t.revealFirst = st.FirstPlayer()
	}
}

// Animate implements ui.Table: after's events play on the timeline
// (timeline.Play) from what before showed.
func (t *Table) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	t.useCtx(ctx)
	t.finishAll()
	t.viewer = ctx.Viewer
	b, _ := before.(*ins.State)
	st, _ := after.(*ins.State)
	t.view = st
	t.hintOK = false
	t.ref.Clear()
	t.derive()
	if st == nil {
		return
	}
	if b == nil || ctx.AnimSpeed <= 0 {
		// At the instant setting the table shows after at once: its
		// steps, all finished at once, would come to the same.
		t.m.sync(st, t.viewer)
		return
	}
	t.m.sync(b, t.viewer)
	t.m.board = st.Board()
	t.revealFirst = b.FirstPlayer()
	timeline.Play(&t.an.tl, (*player)(t), st.Events(), duration, ctx.AnimSpeed)
	for _, e := range st.Events() {
		if e.Kind == ins.EvReveal || e.Kind == ins.EvDie {
			t.an.revealing = true
		}
	}
	if !t.an.tl.Busy() {
		t.m.sync(st, t.viewer)
	}
}

// Busy implements ui.Table.
func (t *Table) Busy() bool { return t.an.busy() }

// SkipAnimation implements ui.Table.
func (t *Table) SkipAnimation() { t.finishAll() }

// ShowHint implements ui.Table.
func (t *Table) ShowHint(a engine.Action, ok bool) {
	t.hintOK = ok
	if ok {
		t.hint = ins.Decode(a)
		if t.hint.Kind == ins.KindPlace {
			t.sel = t.hint.Token
			t.tipSq = ins.NoSquare
		}
	}
}

// Progress implements ui.Table.
// It follows the animation: the round shown is the one on the board.
func (t *Table) Progress() string {
	if t.view == nil {
		return ""
	}
	switch t.m.phase {
	case ins.PhaseDeal:
		return "Dealing the city"
	case ins.PhaseMonster:
		return "Placing the monster"
	case ins.PhaseOver:
		return "Game over"
	}
	return progressTexts[t.m.round]
}

var progressTexts = func() [ins.NumRounds + 1]string {
	var s [ins.NumRounds + 1]string
	for r := 1; r <= ins.NumRounds; r++ {
		s[r] = "Round " + ui.Num(r) + " of " + ui.Num(ins.NumRounds)
	}
	return s
}()

// derive recomputes what the view allows: the legal actions, the lit
// squares and the monster's places, with their target names.
func (t *Table) derive() {
	t.changed()
	t.legal = t.legal[:0]
	t.poses = t.poses[:0]
	t.places = t.places[:0]
	for i := range t.lit {
		t.lit[i] = 0
	}
	t.litCount = [ins.NumTokenTypes]int{}
	t.tipSq = ins.NoSquare
	t.previewOK = false
	st := t.view
	if st == nil {
		return
	}
	for c := ins.Charge; c <= ins.Wild; c++ {
		if t.cardTgt[c] == "" {
			t.cardTgt[c] = "card:" + ui.Num(int(c))
		}
	}
	for k := ins.TokenType(0); k < ins.NumTokenTypes; k++ {
		t.tokTgt[k] = "token:" + k.String()
	}
	if st.CurrentPlayer() != t.viewer {
		return
	}
	t.legal = st.AppendLegalActions(t.legal)
	for _, a := range t.legal {
		d := ins.Decode(a)
		switch d.Kind {
		case ins.KindPlace:
			t.lit[d.Square] |= 1 << d.Token
			t.litCount[d.Token]++
			t.places = append(t.places, spot{act: a, sq: d.Square, typ: d.Token, name: "spot:" + st.ActionString(a)})
		case ins.KindMonster:
			t.poses = append(t.poses, spot{act: a, pose: d.Pose, sq: ins.NoSquare, name: "spot:" + st.ActionString(a)})
		}
	}
	newSeat := st.CurrentPlayer() != t.selSeat
	if newSeat {
		t.selSeat, t.sel = st.CurrentPlayer(), 0 // the first usable type below
	}
	// A type chosen and no longer usable gives way to the first usable
	// one; none chosen (the person stepped back) stays none.
	if st.Phase() == ins.PhasePlace && (newSeat || t.sel != noSel && t.litCount[t.sel] == 0) {
		t.sel = noSel
		for k := ins.TokenType(0); k < ins.NumTokenTypes; k++ {
			if t.litCount[k] > 0 {
				t.sel = k
				break
			}
		}
	}
}

// Refused implements ui.Refuser: why the last click was refused, while it
// shows (it goes with a new state, a new token type or another seat).
func (t *Table) Refused() string { return t.ref.Text() }

// Selection implements ui.Refuser: the token type chosen while placing.
func (t *Table) Selection() string {
	if t.view == nil || t.view.Phase() != ins.PhasePlace || t.sel == noSel {
		return ""
	}
	return t.tokTgt[t.sel]
}

// seatName is a seat's name as the players typed it.
func (t *Table) seatName(p int) string {
	if p >= 0 && p < len(t.seats) {
		return t.seats[p].Name
	}
	return engine.DefaultSeatName(p)
}

// say renders an engine sentence with the players' names.
func (t *Table) say(l engine.Line) string { return l.Render(t.seatName) }

// explainScore is the tooltip of a seat's score: what it is made of, and
// why everyone starts at -22.
func (t *Table) explainScore(q int) string {
	m := &t.m
	unplaced := 0
	for _, k := range m.supply[q] {
		unplaced += k
	}
	total := 0
	for _, k := range ins.TokenSupply {
		total += k
	}
	return t.seatName(q) + ": " + ui.Num(m.score[q]) + " points: " + ui.Num(m.score[q]+unplaced) + " from damage and houses standing, " +
		ui.Num(-unplaced) + " from the " + ui.Num(unplaced) + " tokens not placed yet.\nEvery token not placed counts -1, so everyone starts at -" + ui.Num(total) + "."
}

// placing reports whether the viewer is placing tokens now.
func (t *Table) placing() bool {
	return t.view != nil && t.myTurn && t.view.Phase() == ins.PhasePlace && t.view.CurrentPlayer() == t.viewer
}

// describe is the tooltip of a square: its name, what it is, what is on
// it and, while placing, why the chosen token cannot go there.
func (t *Table) describe(sq ins.Square) string {
	if sq == ins.NoSquare || t.view == nil {
		return ""
	}
	b := t.m.board
	s := b.Name(sq)
	switch b.Kind(sq) {
	case ins.Road:
		s += ": road"
	case ins.Building:
		id := b.BuildingOf(sq)
		n := len(b.BuildingSquares(id))
		if n == 1 {
			s += ": building (1 space)"
		} else {
			s += ": building (" + ui.Num(n) + " spaces)"
		}
		if b.TouchesEdge(id) {
			s += " on the edge"
		}
	default:
		s += ": not dealt yet"
	}
	if t.m.placed {
		lx, ly, rx, ry := t.m.monster.Feet()
		if x, y := b.XY(sq); x == lx && y == ly || x == rx && y == ry {
			s += "; the monster stands here, facing " + t.m.monster.Facing.String()
		}
	}
	if c := t.m.cells[sq]; c.ok {
		s += ", " + engine.Possessive(t.seatName(c.tok.Owner)) + " " + c.tok.Type.String()
		if c.tok.Damaged {
			s += " (damaged)"
		}
	}
	if t.placing() && t.sel != noSel {
		if err := t.view.WhyNot(t.sel, sq); err != nil {
			s += "\nNo " + t.sel.String() + " here. " + t.say(engine.ReasonOf(err))
		}
	}
	return s
}

// Tip implements ui.Tipper: what the hovered square holds, or what a
// seat's score is made of.
func (t *Table) Tip() ([]string, ui.Rect, bool) { return t.tipBox.Tip() }

// Targets implements ui.Targeter: the playable cards, the token buttons,
// the lit squares and the monster's places.
func (t *Table) Targets() []ui.Target {
	t.targets = t.targets[:0]
	st := t.view
	if st == nil || !t.myTurn {
		return t.targets
	}
	switch st.Phase() {
	case ins.PhaseMonster:
		for _, p := range t.poses {
			t.targets = append(t.targets, ui.Target{Name: p.name, Rect: t.poseRect(p.pose)})
		}
	case ins.PhasePick:
		for i := 0; i < t.lay.ncards && i < len(t.m.hand); i++ {
			t.targets = append(t.targets, ui.Target{Name: t.cardTgt[t.m.hand[i]], Rect: t.lay.cards[i]})
		}
	case ins.PhasePlace:
		for k := range t.lay.tokBtn {
			if t.litCount[k] > 0 {
				t.targets = append(t.targets, ui.Target{Name: t.tokTgt[k], Rect: t.lay.tokBtn[k]})
			}
		}
		for _, p := range t.places {
			if p.typ == t.sel && !t.underTokenButton(t.squareRect(p.sq)) {
				t.targets = append(t.targets, ui.Target{Name: p.name, Rect: t.squareRect(p.sq)})
			}
		}
	case ins.PhaseReveal:
		t.targets = append(t.targets, t.revealBtn.Target())
	}
	return t.targets
}

// Draw implements ui.Table.
func (t *Table) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	t.useCtx(ctx)
	t.layout(area)
	if t.view == nil {
		return
	}
	t.drawBoard(dst)
	t.drawLayers(dst)
	if t.lay.docked && t.placing() {
		t.drawTokenButtons(dst)
	}
	if t.an.revealing {
		t.drawRoundCards(dst)
	}
	if t.view.Phase() == ins.PhaseReveal && t.myTurn && t.view.CurrentPlayer() == t.viewer && !t.an.revealing {
		t.revealBtn.Draw(dst, t.lay.s)
	}
	t.drawFlights(dst)
	t.drawOverlay(dst)
	t.drawLegend(dst)
}

// Controls implements ui.ControlsHelper.
func (t *Table) Controls() []string {
	return []string{
		"Before the first round: click an arrow beside the board to set the monster there.",
		"Click a card, or press its number (1-9), to play it face down; hover a card, or press and hold it, to see its path on the board.",
		"Placing: choose a token type with its button or 1-4, then click a lit square; click a dark square to read why not. The chosen type's button again, Esc or a right-click chooses none.",
		"Enter or the button turns the cards up once everyone has placed.",
		"Hover a score, or press and hold it, to see how it is made: every token not placed yet counts -1.",
		"The Legend button or L tells what the city's colours and the four token types mean.",
	}
}

// Guide implements ui.Guider: the first-game guide.
func (t *Table) Guide() []string {
	total := 0
	for _, k := range ins.TokenSupply {
		total += k
	}
	return []string{
		"A round: each player in turn picks one of their cards face down, then places as many insurance tokens as it shows (the circles on the card).",
		"While you place, choose a token type (buttons or 1-4): the lit squares are where it may go. Click a dark square, or hover it, to read why not.",
		"When everyone has placed, the cards are turned up in play order and each one moves the monster. Hover a card in your hand, or press and hold it, to see its path.",
		"Damaged factories, cars and people score +1 for their owner; a house scores +1 if it survives to the end and -1 if it is damaged.",
		"Every token you never place counts -1, so everyone starts at -" + ui.Num(total) + " and climbs as they place. Hover a score, or press and hold it, to see it explained.",
		"The highest bid that nobody else played takes the first-player marker. After 9 rounds the highest score wins.",
		"Keyboard: the arrow keys move over the places you may choose, Enter chooses; 1-9 play a card, 1-4 choose a token type.",
	}
}

// Status implements ui.StatusTeller: during the reveal, the card being
// resolved ("Revealing: Ann's 4 - Fire [R]"); while the city is dealt,
// that.
func (t *Table) Status() string {
	a := &t.an
	if a.revealing && a.card >= 0 && a.card < t.m.n {
		c := t.m.down[a.card]
		if c == 0 || c == ins.Unknown {
			c = t.m.played[a.card][t.m.round-1]
		}
		if c == 0 || c == ins.Unknown {
			return ""
		}
		move := ins.Move(0)
		if a.diceTold() {
			move = a.diceMove // said once the dice have settled on it
		}
		key := statusKey{a.card, c, move}
		if key != t.statusKey || t.statusText == "" {
			t.statusKey = key
			t.statusText = "Revealing: " + engine.Possessive(t.seatName(a.card)) + " " + c.Label()
			if c == ins.Wild && move != 0 {
				t.statusText += ": " + move.String()
			}
		}
		return t.statusText
	}
	if e, _, ok := a.tl.Current(); ok && e.Kind == ins.EvDeal {
		return "Dealing the city"
	}
	return ""
}

// statusKey is what Status's text says, so it is built once per change.
type statusKey struct {
	seat int
	card ins.Card
	move ins.Move
}

// The table keeps the whole contract.
var _ ui.Table = (*Table)(nil)
