package scenes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes/learn"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// seatKind is a choice for a seat: its label and the record's kind.
type seatKind struct{ label, kind string }

// seatKinds are the choices for a seat, as shown and as records name them.
var seatKinds = []seatKind{
	{"Human", session.KindHuman},
	{"Computer Easy", session.KindEasy},
	{"Computer Normal", session.KindNormal},
	{"Computer Hard", session.KindHard},
}

// NewGame sets up a game: the number of players, each seat's name, colour
// and symbol, who plays it, the game's options and an optional seed. The
// defaults start a game in two clicks (seat 1 human, the others computer
// Normal).
type NewGame struct {
	game  engine.Game
	count ui.Choice
	names []*ui.TextInput
	kinds []*ui.Choice
	// looks is each seat's colour-and-symbol pair, a permutation of the
	// pairs (so seats never share one); lookBtns are their chips.
	looks    []int
	lookBtns []ui.Button
	options  []*ui.Choice
	// boxes is where each option's name and description go (zero when
	// the option is not on screen); the options that apply are laid out
	// in pages of what fits above the seed field, and btnMore turns to
	// the next page.
	boxes   []optionBox
	page    int
	pages   int
	btnMore ui.Button
	pageAt  ui.Rect // where "page 1 of 2" goes
	// summary sums up the setup chosen so far (a game's
	// engine.SetupSummarizer), drawn at summaryAt; "" for none.
	summary   string
	summaryAt ui.Rect
	seed      ui.TextInput
	// seedLabel and seedHint are where the seed field's name and its
	// note go.
	seedLabel, seedHint ui.Rect
	btnBack             ui.Button
	btnGo               ui.Button
	// learnBtns open the game's lessons ("Learn to play", package learn).
	learnBtns []ui.Button
	lessons   []*learn.Lesson
	err       string
	// og is the options panel's geometry for the form; head, left,
	// right, playersAt and tipAt are where the heading, the two panels,
	// the players' label and the tip go.
	og                                  optGeom
	head, left, right, playersAt, tipAt ui.Rect
	// offeredTo is the player count the options' choices were narrowed
	// to (engine.Option.Offered).
	offeredTo int
	// labelled is the player count and the names typed when the choices
	// naming seats were last named (nameSeatChoices).
	labelled struct {
		players int
		names   []string
	}
}

// seedName and seedNote are the seed field's name and note.
const (
	seedName = "Seed (optional)"
	seedNote = "Same seed, same draws."
)

// optionBox is where an option's name and description lines are drawn.
type optionBox struct {
	label, desc ui.Rect
	lines       []string
}

// The options panel in layout units: option blocks from optTop down to at
// most optEnd (less the summary line when there is one), each a name, a
// choice and up to descLines lines of description, optGap apart; then the
// summary line and the seed field at the panel's bottom.
const (
	optX, optW     = 760, 410
	optTop, optEnd = 158, 500
	optGap         = 12
	descLines      = 3
	summaryH       = 30
	seedY          = 530
)

// optGeom is the options panel's geometry in layout units: the blocks
// go from top down to at most end, at x, their descriptions wrapped to
// w; name and desc are the text sizes of an option's name and
// description, lineH a description line's height, choiceH the chooser's
// height and summary the summary line's text size.
type optGeom struct {
	x, w, top, end      float64
	name, desc, lineH   float64
	choiceH, summary    float64
	seedX, seedY, seedH float64
}

// deskOpts is the desktop's options panel.
var deskOpts = optGeom{x: optX, w: optW, top: optTop, end: optEnd, name: 17, desc: 14, lineH: 18, choiceH: 40, summary: 18, seedX: optX, seedY: seedY, seedH: 40}

// NewNewGame makes the setup scene for g.
func NewNewGame(a *App, g engine.Game) *NewGame {
	n := &NewGame{game: g}
	for p := g.MinPlayers(); p <= g.MaxPlayers(); p++ {
		n.count.Choices = append(n.count.Choices, playersLabel(p))
	}
	n.count.Name = "players"
	// The number of players, names and kinds of the last new game come
	// back (the same people play again); the other seats take the
	// defaults.
	last := a.recall()
	def := 2
	if k := len(last.Names); k >= g.MinPlayers() && k <= g.MaxPlayers() {
		def = k
	}
	if def < g.MinPlayers() || def > g.MaxPlayers() {
		def = g.MinPlayers()
	}
	n.count.Index = def - g.MinPlayers()
	for p := 0; p < g.MaxPlayers(); p++ {
		name, kind := defaultName(p, false), 2
		if p == 0 {
			name, kind = defaultName(p, true), 0
		}
		if p < len(last.Kinds) {
			if k := slices.IndexFunc(seatKinds, func(k seatKind) bool { return k.kind == last.Kinds[p] }); k >= 0 {
				kind = k
				name = defaultName(p, k == 0)
			}
		}
		if p < len(last.Names) && last.Names[p] != "" {
			name = last.Names[p]
		}
		n.names = append(n.names, &ui.TextInput{Text: name, Max: 16})
		c := &ui.Choice{Name: fmt.Sprintf("seat%d", p+1), Index: kind, Wrap: true}
		for _, k := range seatKinds {
			c.Choices = append(c.Choices, k.label)
		}
		n.kinds = append(n.kinds, c)
	}
	for p := 0; p < record.MaxLooks; p++ {
		n.looks = append(n.looks, p)
	}
	n.lookBtns = make([]ui.Button, g.MaxPlayers())
	for _, o := range g.Options() {
		c := &ui.Choice{Name: "option:" + o.Key, Choices: o.Choices, Labels: o.Labels, Wrap: true}
		c.Select(o.Default)
		c.Select(last.Options[g.ID()][o.Key]) // the last new game's choice
		n.options = append(n.options, c)
	}
	n.boxes = make([]optionBox, len(n.options))
	n.btnMore = ui.Button{Label: "More options"}
	n.seed.Max, n.seed.Numeric = 19, true
	if a.Auto.SeedSet {
		n.seed.Text = strconv.FormatUint(a.Auto.Seed, 10)
	}
	n.btnBack = ui.Button{Label: "Back", Shortcut: "Esc"}
	n.btnGo = ui.Button{Label: "Start", Shortcut: "Enter", Primary: true}
	n.lessons = learn.For(g.ID())
	for _, l := range n.lessons {
		n.learnBtns = append(n.learnBtns, ui.Button{Label: l.ButtonLabel()})
	}
	n.layout(a)
	return n
}

// Name implements Scene.
func (n *NewGame) Name() string { return "newgame" }

func (n *NewGame) players() int { return n.game.MinPlayers() + n.count.Index }

func (n *NewGame) layout(a *App) {
	if a.Form.Touch() {
		n.layoutTouch(a)
		return
	}
	n.og = deskOpts
	n.head, n.playersAt, n.tipAt = a.R(100, 30, 0, 0), a.R(130, 132, 0, 0), a.R(130, 570, 0, 0)
	n.left, n.right = a.R(90, 96, 620, 500), a.R(730, 96, 470, 500)
	n.count.Rect = a.R(240, 112, 220, 40)
	for p := range n.names {
		y := 180 + float64(p)*52
		n.names[p].Rect = a.R(130, y, 300, 40)
		n.kinds[p].Rect = a.R(446, y, 240, 40)
		n.lookBtns[p].Rect = a.R(90, y+4, 32, 32)
	}
	n.layoutOptions(a)
	n.layoutSeed(a)
	n.btnBack.Rect = a.R(100, 620, 180, 56)
	n.btnGo.Rect = a.R(1000, 620, 180, 56)
	n.layoutLearn(a, 1180, 36, 52)
}

// layoutLearn places the lesson buttons in a row ending at right, their
// tops at y, h high (layout units).
func (n *NewGame) layoutLearn(a *App, right, y, h float64) {
	for i := len(n.learnBtns) - 1; i >= 0; i-- {
		b := &n.learnBtns[i]
		w := labelW(b, 180)
		b.Rect = a.R(right-w, y, w, h)
		right -= w + 12
	}
}

// layoutSeed places the seed field, its name and its note.
func (n *NewGame) layoutSeed(a *App) {
	o := n.og
	n.seed.Rect = a.R(o.seedX, o.seedY, 200, o.seedH)
	n.seedLabel = a.R(o.seedX, o.seedY-o.name-6, 0, 18)
	n.seedLabel.W = ui.TextWidth(seedName, o.name*a.Scale, true)
	n.seedHint = a.R(o.seedX+212, o.seedY+o.seedH/2-9, 0, 18)
	n.seedHint.W = ui.TextWidth(seedNote, o.desc*a.Scale, false)
}

// layoutTouch lays the setup out for a finger on the whole screen: the
// seats in a column of rows as high as a target, each symbol, name and
// chooser as large as a finger needs; the options, the seed and the
// buttons in a column beside them, the options paged as on a desktop.
func (n *NewGame) layoutTouch(a *App) {
	v, tap, m := a.menuView(), a.menuTap(40), 16.0
	text := a.MinText()
	gap := max(6, tap*0.12)
	n.head = a.R(v.X+m+10, v.Y+m, 0, 0)
	top := v.Y + m + max(18, text) + 4 + 44 + 8
	kindW := max(260, 2*tap+180)
	leftW := 16 + tap + 10 + 300 + 10 + kindW + 16
	rows := float64(n.game.MaxPlayers())
	leftH := 14 + tap + 14 + rows*(tap+gap) + max(14, text)*1.4 + 10
	n.left = a.R(v.X+m, top, leftW, leftH)
	x0 := v.X + m + 16
	n.playersAt = a.R(x0+4, top+14+tap/2, 0, 0)
	n.count.Rect = a.R(x0+tap+10+110, top+14, 260, tap)
	for p := range n.names {
		y := top + 14 + tap + 14 + float64(p)*(tap+gap)
		n.lookBtns[p].Rect = a.R(x0, y, tap, tap)
		n.names[p].Rect = a.R(x0+tap+10, y, 300, tap)
		n.kinds[p].Rect = a.R(x0+tap+10+310, y, kindW, tap)
	}
	n.tipAt = a.R(x0+4, top+leftH-max(14, text)*0.9-6, 0, 0)
	// The right column: options above, the seed, then Back and Start.
	rx := v.X + m + leftW + m
	rw := v.X + v.W - m - rx
	bottom := v.Y + v.H - m
	btnY := bottom - tap
	n.btnBack.Rect = a.R(rx, btnY, 180, tap)
	n.btnGo.Rect = a.R(rx+rw-180, btnY, 180, tap)
	n.right = a.R(rx, top, rw, btnY-12-top)
	name, desc := max(17, text), max(14, text)
	n.og = optGeom{
		x: rx + 30, w: rw - 60, top: top + 40 + tap, name: name, desc: desc, lineH: desc * 1.3,
		choiceH: tap, summary: max(18, text), seedX: rx + 30, seedH: tap,
	}
	n.og.seedY = btnY - 12 - 14 - tap
	n.og.end = n.og.seedY - name - 6 - 14
	n.layoutOptions(a)
	n.layoutSeed(a)
	n.layoutLearn(a, v.X+v.W-m, v.Y+m, tap)
	if n.pages > 1 {
		n.btnMore.Rect = a.R(rx+rw-16-190, top+14, 190, tap)
		n.pageAt = a.R(rx+rw-16-190-12-ui.TextWidth(n.pageText(), desc, false), top+14+tap/2-9, 0, 18)
		n.pageAt.W = ui.TextWidth(n.pageText(), desc*a.Scale, false)
	}
}

// layoutOptions places the options that apply, page by page: a page
// holds the blocks that fit between optTop and the summary line, so no
// option ever runs into the summary, the seed field or the buttons.
func (n *NewGame) layoutOptions(a *App) {
	s := a.Scale
	n.offer()
	n.nameSeatChoices()
	n.summary = ""
	if sum, ok := n.game.(engine.SetupSummarizer); ok {
		n.summary = sum.SetupSummary(n.chosen())
	}
	g := n.og
	end := g.end
	if n.summary != "" {
		end -= summaryH + (g.summary - 18)
		n.summaryAt = a.R(g.x, end+6, 0, 24)
		n.summaryAt.W = ui.TextWidth(n.summary, g.summary*s, true)
	}
	opts := n.game.Options()
	pageOf, tops := make([]int, len(opts)), make([]float64, len(opts))
	page, y := 0, g.top
	for i, o := range opts {
		n.boxes[i] = optionBox{}
		n.options[i].Rect = ui.Rect{}
		pageOf[i] = -1
		if !n.applies(i) {
			continue
		}
		n.boxes[i].lines = descriptionLines(o.Description, g.desc*s, g.w*s)
		h := g.name + 6 + g.choiceH + 3 + g.lineH*float64(len(n.boxes[i].lines))
		if y > g.top && y+h > end {
			page, y = page+1, g.top
		}
		pageOf[i], tops[i] = page, y
		y += h + optGap
	}
	n.pages = page + 1
	n.page = min(n.page, n.pages-1)
	n.btnMore.Rect, n.pageAt = ui.Rect{}, ui.Rect{}
	if n.pages > 1 {
		n.btnMore.Rect = a.R(990, 112, 190, 40)
		n.pageAt = a.R(850, 123, 0, 18)
		n.pageAt.W = ui.TextWidth(n.pageText(), 14*s, false)
	}
	for i, o := range opts {
		if pageOf[i] != n.page {
			continue
		}
		b := &n.boxes[i]
		b.label = a.R(g.x, tops[i], 0, 18)
		b.label.W = ui.TextWidth(o.Name, g.name*s, true)
		n.options[i].Rect = a.R(g.x, tops[i]+g.name+6, min(400, g.w), g.choiceH)
		b.desc = a.R(g.x, tops[i]+g.name+6+g.choiceH+3, 0, g.lineH*float64(len(b.lines)))
		for _, line := range b.lines {
			b.desc.W = max(b.desc.W, ui.TextWidth(line, g.desc*s, false))
		}
	}
}

// offer gives each option the choices offered with the player count
// chosen (engine.Option.Offered: no "Player 3 first" for two players),
// keeping the choice made while it is offered and taking the default when
// it no longer is.
func (n *NewGame) offer() {
	p := n.players()
	if p == n.offeredTo {
		return
	}
	n.offeredTo = p
	for i, o := range n.game.Options() {
		c := n.options[i]
		was := c.Value()
		c.Choices, c.Labels = o.Offered(p)
		c.Index = 0
		c.Select(o.Default)
		c.Select(was)
	}
}

// nameSeatChoices names the choices of each option that names seats
// (engine.Option.Seats) by the names typed for those seats, leaving out
// seats that do not play: "Blorb" first, "Blorb, Anna" youngest first.
func (n *NewGame) nameSeatChoices() {
	players := n.players()
	if players == n.labelled.players && slices.EqualFunc(n.labelled.names, n.names[:players], func(was string, t *ui.TextInput) bool { return was == t.Text }) {
		return // named already: layout runs every frame
	}
	n.labelled.players, n.labelled.names = players, n.labelled.names[:0]
	for _, t := range n.names[:players] {
		n.labelled.names = append(n.labelled.names, t.Text)
	}
	for i, o := range n.game.Options() {
		if o.Seats == nil {
			continue
		}
		c := n.options[i]
		c.Labels = make([]string, len(c.Choices))
		for k, v := range c.Choices {
			var names []string
			for _, p := range o.Seats[slices.Index(o.Choices, v)] {
				if p < players {
					names = append(names, n.seatName(p))
				}
			}
			c.Labels[k] = strings.Join(names, ", ")
		}
	}
}

// seatName is the name seat p plays under: the name typed, or "Player N"
// if it is blank.
func (n *NewGame) seatName(p int) string {
	if name := strings.TrimSpace(n.names[p].Text); name != "" {
		return name
	}
	return fmt.Sprintf("Player %d", p+1)
}

// descriptionLines wraps an option's description to width, in at most
// descLines lines (the last one cut short with an ellipsis if need be).
func descriptionLines(desc string, size, width float64) []string {
	lines := ui.Wrap(desc, size, false, width)
	if len(lines) > descLines {
		last := strings.Join(lines[descLines-1:], " ")
		lines = append(lines[:descLines-1], ui.Ellipsize(last, size, false, width))
	}
	return lines
}

// pageText says which page of options is shown: "page 1 of 2".
func (n *NewGame) pageText() string { return fmt.Sprintf("page %d of %d", n.page+1, n.pages) }

// shown reports whether option i is on screen (it applies and is on the
// page shown).
func (n *NewGame) shown(i int) bool { return n.options[i].Rect.W > 0 }

// Update implements Scene.
func (n *NewGame) Update(a *App) error {
	n.layout(a)
	in := a.In
	editing := n.seed.Focused
	for _, t := range n.names {
		editing = editing || t.Focused
	}
	if n.count.Update(in) {
		a.Play("click")
		n.layout(a)
	}
	for p := 0; p < n.players(); p++ {
		if n.lookBtns[p].Update(in) {
			a.Play("click")
			n.nextLook(p)
		}
		n.names[p].Update(in)
		if n.kinds[p].Update(in) {
			a.Play("click")
			// A default name follows the seat's kind: people are
			// "Player N", computers have monster names.
			human := n.kinds[p].Index == 0
			if n.names[p].Text == defaultName(p, !human) {
				n.names[p].Text = defaultName(p, human)
			}
		}
	}
	for i, c := range n.options {
		if n.shown(i) && c.Update(in) {
			a.Play("click")
			n.layout(a) // another option may apply now, or no longer
		}
	}
	if n.btnMore.Update(in) && n.pages > 1 {
		a.Play("click")
		n.page = (n.page + 1) % n.pages
		n.layout(a)
	}
	n.seed.Update(in)
	if leave(a, n.btnBack.Update(in) || (!editing && in.Command(ui.CmdCancel)), NewTitle) {
		return nil
	}
	if editing && in.Command(ui.CmdConfirm) && !typedSpace(in) {
		for _, t := range n.names {
			t.Focused = false
		}
		n.seed.Focused = false
		return nil
	}
	if n.btnGo.Update(in) || (!editing && in.Command(ui.CmdConfirm)) {
		a.Play("click")
		n.start(a)
	}
	for i := range n.learnBtns {
		if n.learnBtns[i].Update(in) {
			a.Play("click")
			a.MarkGuided(n.game.ID()) // the lesson is the first game
			if _, err := StartLesson(a, n.lessons[i]); err != nil {
				n.err = err.Error()
			}
			return nil
		}
	}
	return nil
}

// Setup returns the engine setup, the seats and the seed chosen so far.
func (n *NewGame) Setup(a *App) (engine.Setup, []record.Seat, uint64, error) {
	setup := n.chosen()
	seats := make([]record.Seat, setup.Players)
	for p := range seats {
		seats[p] = record.Seat{Name: n.seatName(p), Kind: seatKinds[n.kinds[p].Index].kind, Look: n.looks[p] + 1}
	}
	seed := uint64(time.Now().UnixNano())
	if s := strings.TrimSpace(n.seed.Text); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return setup, seats, 0, fmt.Errorf("the seed must be a whole number")
		}
		seed = v
	}
	return setup, seats, seed, engine.ValidateSetup(n.game, setup)
}

// chosen is the engine setup chosen so far: the player count and the
// options that apply.
func (n *NewGame) chosen() engine.Setup {
	setup := engine.Setup{Players: n.players(), Options: map[string]string{}}
	for i, o := range n.game.Options() {
		if n.applies(i) {
			setup.Options[o.Key] = n.options[i].Value()
		}
	}
	return setup
}

// applies reports whether the game's option i means anything with the
// player count and the other options chosen now; the screen shows only
// those, and the setup names only those. An option that does not apply
// counts as its default for the others (a family-mode choice hidden in a
// solo game brings no family option along), as it does in the setup.
func (n *NewGame) applies(i int) bool {
	opts := n.game.Options()
	on := make([]bool, len(opts))
	for j := range on {
		on[j] = true
	}
	for range opts { // until nothing changes; each pass settles one more
		setup := engine.Setup{Players: n.players(), Options: map[string]string{}}
		for j, o := range opts {
			if on[j] {
				setup.Options[o.Key] = n.options[j].Value()
			}
		}
		changed := false
		for j, o := range opts {
			if a := o.AppliesTo(setup, engine.DefaultOf(n.game)); a != on[j] {
				on[j], changed = a, true
			}
		}
		if !changed {
			break
		}
	}
	return on[i]
}

// playersLabel says a player count: "1 player", "3 players".
func playersLabel(p int) string {
	if p == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", p)
}

// rememberSeats keeps the seats' names and kinds, and the options chosen
// for game (the mode among them; an option that did not apply keeps its
// earlier choice), for the next new game.
func rememberSeats(a *App, game string, seats []record.Seat, options map[string]string) {
	r := a.recall()
	if len(options) > 0 {
		if r.Options == nil {
			r.Options = map[string]map[string]string{}
		}
		kept := r.Options[game]
		if kept == nil {
			kept = map[string]string{}
		}
		for k, v := range options {
			kept[k] = v
		}
		r.Options[game] = kept
	}
	r.Names, r.Kinds = nil, nil
	for _, s := range seats {
		r.Names = append(r.Names, s.Name)
		r.Kinds = append(r.Kinds, s.Kind)
	}
	a.remember(r)
}

func (n *NewGame) start(a *App) {
	setup, seats, seed, err := n.Setup(a)
	if err == nil {
		rememberSeats(a, n.game.ID(), seats, setup.Options)
	}
	if err == nil {
		_, err = a.OpenTable(session.New(n.game.ID(), setup, seats, seed))
	}
	if err != nil {
		n.err = err.Error()
	}
}

// Draw implements Scene.
func (n *NewGame) Draw(dst *ebiten.Image, a *App) {
	s := drawScreen(dst, a, n.layout)
	h := n.head
	ui.DrawText(dst, "New game", a.menuText(18), false, h.X, h.Y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	ui.DrawText(dst, n.game.Name(), 40*s, true, h.X, h.Y+max(22, a.MinText()+4)*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	ui.Panel(dst, n.left, s)
	l := n.playersAt
	ui.DrawText(dst, "Players", a.menuText(19), true, l.X, l.Y, ui.AlignStart, ui.AlignCenter, ui.ColText)
	ws := a.menuWidgetScale(18)
	n.count.Draw(dst, ws)
	for p := 0; p < n.players(); p++ {
		c, sym := ui.Look(n.looks[p])
		b := n.lookBtns[p].Rect
		if n.lookBtns[p].Hovered() {
			ui.FillRoundRect(dst, b, 8*s, ui.ColPanelHi)
			ui.StrokeRoundRect(dst, b, 8*s, 1.5*s, ui.ColBorder)
		}
		ui.DrawSymbol(dst, sym, b.X+b.W/2, b.Y+b.H/2, max(13*s, b.H*0.32), c)
		n.names[p].Draw(dst, a.menuWidgetScale(19))
		n.kinds[p].Draw(dst, ws)
	}
	tip, tipText := n.tipAt, "Click a seat's symbol to change its colour."
	if a.Form.Touch() {
		tipText = "Tap a seat's symbol to change its colour."
	}
	ui.DrawText(dst, tipText, a.menuText(14), false, tip.X, tip.Y, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	right := n.right
	ui.Panel(dst, right, s)
	ui.DrawText(dst, "Options", a.menuText(19), true, right.X+30*s, right.Y+36*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	g := n.og
	if n.pages > 1 {
		ui.DrawText(dst, n.pageText(), g.desc*s, false, n.pageAt.X, n.pageAt.Y+n.pageAt.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		n.btnMore.Draw(dst, s)
	}
	if !slices.ContainsFunc(n.options, func(c *ui.Choice) bool { return c.Rect.W > 0 }) {
		// Nothing to choose: say so rather than leave the panel blank.
		none := "None with this many players."
		if len(n.options) == 0 {
			none = "This game has none."
		}
		o := a.R(g.x, g.top+9, 0, 0)
		ui.DrawText(dst, none, a.menuText(15), false, o.X, o.Y, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	for i, o := range n.game.Options() {
		if !n.shown(i) {
			continue
		}
		b := n.boxes[i]
		ui.DrawText(dst, o.Name, g.name*s, true, b.label.X, b.label.Y+b.label.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
		n.options[i].Draw(dst, ws)
		for j, line := range b.lines {
			ui.DrawText(dst, line, g.desc*s, false, b.desc.X, b.desc.Y+(float64(j)+0.5)*g.lineH*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		}
	}
	if n.summary != "" {
		r := n.summaryAt
		ui.DrawText(dst, n.summary, g.summary*s, true, r.X, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ui.ColAccent)
	}
	sl, sh := n.seedLabel, n.seedHint
	ui.DrawText(dst, seedName, g.name*s, true, sl.X, sl.Y+sl.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	n.seed.Draw(dst, a.menuWidgetScale(19))
	ui.DrawText(dst, seedNote, g.desc*s, false, sh.X, sh.Y+sh.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	n.btnBack.Draw(dst, s)
	n.btnGo.Draw(dst, s)
	for i := range n.learnBtns {
		n.learnBtns[i].Draw(dst, ws)
	}
	if n.err != "" {
		e := a.R(640, 648, 0, 0)
		if a.Form.Touch() {
			e = a.R(n.og.x+n.og.w/2, n.og.seedY+n.og.seedH+26, 0, 0)
		}
		ui.DrawText(dst, n.err, a.menuText(17), false, e.X, e.Y, ui.AlignCenter, ui.AlignCenter, ui.ColDanger)
	}
}

// Targets implements ui.Targeter.
func (n *NewGame) Targets() []ui.Target {
	ts := append([]ui.Target{n.btnGo.Target(), n.btnBack.Target()}, n.count.Targets()...)
	for i := range n.learnBtns {
		ts = append(ts, n.learnBtns[i].Target())
	}
	for p := 0; p < n.players(); p++ {
		ts = append(ts, ui.Target{Name: fmt.Sprintf("name:seat%d", p+1), Rect: n.names[p].Rect})
		ts = append(ts, ui.Target{Name: fmt.Sprintf("look:seat%d", p+1), Rect: n.lookBtns[p].Rect})
		ts = append(ts, n.kinds[p].Targets()...)
	}
	for i, c := range n.options {
		if n.shown(i) {
			ts = append(ts, c.Targets()...)
		}
	}
	if n.pages > 1 {
		ts = append(ts, n.btnMore.Target())
	}
	return append(ts, ui.Target{Name: "input:seed", Rect: n.seed.Rect})
}

// nextLook gives seat p the next colour-and-symbol pair; the seat that had
// it (or the unused slot) takes p's old one.
func (n *NewGame) nextLook(p int) {
	next := (n.looks[p] + 1) % len(n.looks)
	for q := range n.looks {
		if n.looks[q] == next {
			n.looks[q] = n.looks[p]
		}
	}
	n.looks[p] = next
}

// typedSpace reports whether a space was typed this tick: Space confirms
// elsewhere, but in a name it is just a space.
func typedSpace(in ui.Input) bool {
	for _, r := range in.Typed() {
		if r == ' ' {
			return true
		}
	}
	return false
}

// defaultName is the name a seat starts with.
func defaultName(p int, human bool) string {
	if human {
		return fmt.Sprintf("Player %d", p+1)
	}
	return computerNames[(p+len(computerNames)-1)%len(computerNames)]
}
