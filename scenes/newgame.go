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
	seed     ui.TextInput
	btnBack  ui.Button
	btnGo    ui.Button
	err      string
}

// NewNewGame makes the setup scene for g.
func NewNewGame(a *App, g engine.Game) *NewGame {
	n := &NewGame{game: g}
	for p := g.MinPlayers(); p <= g.MaxPlayers(); p++ {
		n.count.Choices = append(n.count.Choices, playersLabel(p))
	}
	n.count.Name = "players"
	def := 2
	if def < g.MinPlayers() || def > g.MaxPlayers() {
		def = g.MinPlayers()
	}
	n.count.Index = def - g.MinPlayers()
	// The names and kinds of the last new game come back (the same
	// people play again); the other seats take the defaults.
	last := a.recall()
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
		c := &ui.Choice{Name: "option:" + o.Key, Choices: o.Choices, Wrap: true}
		c.Select(o.Default)
		n.options = append(n.options, c)
	}
	n.seed.Max = 19
	if a.Auto.SeedSet {
		n.seed.Text = strconv.FormatUint(a.Auto.Seed, 10)
	}
	n.btnBack = ui.Button{Label: "Back", Shortcut: "Esc"}
	n.btnGo = ui.Button{Label: "Start", Shortcut: "Enter", Primary: true}
	n.layout(a)
	return n
}

// Name implements Scene.
func (n *NewGame) Name() string { return "newgame" }

func (n *NewGame) players() int { return n.game.MinPlayers() + n.count.Index }

func (n *NewGame) layout(a *App) {
	n.count.Rect = a.R(240, 112, 220, 40)
	for p := range n.names {
		y := 180 + float64(p)*52
		n.names[p].Rect = a.R(130, y, 300, 40)
		n.kinds[p].Rect = a.R(446, y, 240, 40)
		n.lookBtns[p].Rect = a.R(90, y+4, 32, 32)
	}
	shown := 0
	for i, c := range n.options {
		if !n.applies(i) {
			c.Rect = ui.Rect{}
			continue
		}
		c.Rect = a.R(760, 180+float64(shown)*112, 400, 40)
		shown++
	}
	n.seed.Rect = a.R(760, 180+float64(shown)*112, 200, 40)
	n.btnBack.Rect = a.R(100, 620, 180, 56)
	n.btnGo.Rect = a.R(1000, 620, 180, 56)
}

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
		if n.applies(i) && c.Update(in) {
			a.Play("click")
			n.layout(a) // another option may apply now, or no longer
		}
	}
	n.seed.Update(in)
	if n.btnBack.Update(in) || (!editing && in.Command(ui.CmdCancel)) {
		a.Play("click")
		a.GoTo(NewTitle(a))
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
	return nil
}

// Setup returns the engine setup, the seats and the seed chosen so far.
func (n *NewGame) Setup(a *App) (engine.Setup, []record.Seat, uint64, error) {
	setup := engine.Setup{Players: n.players(), Options: map[string]string{}}
	for i, o := range n.game.Options() {
		if n.applies(i) {
			setup.Options[o.Key] = n.options[i].Value()
		}
	}
	seats := make([]record.Seat, setup.Players)
	for p := range seats {
		name := strings.TrimSpace(n.names[p].Text)
		if name == "" {
			name = fmt.Sprintf("Player %d", p+1)
		}
		seats[p] = record.Seat{Name: name, Kind: seatKinds[n.kinds[p].Index].kind, Look: n.looks[p] + 1}
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

// applies reports whether the game's option i means anything with the
// player count and the other options chosen now; the screen shows only
// those, and the setup names only those.
func (n *NewGame) applies(i int) bool {
	opts := n.game.Options()
	setup := engine.Setup{Players: n.players(), Options: map[string]string{}}
	for j, o := range opts {
		setup.Options[o.Key] = n.options[j].Value()
	}
	return opts[i].AppliesTo(setup, engine.DefaultOf(n.game))
}

// playersLabel says a player count: "1 player", "3 players".
func playersLabel(p int) string {
	if p == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", p)
}

// rememberSeats keeps the seats' names and kinds for the next new game.
func rememberSeats(a *App, seats []record.Seat) {
	r := a.recall()
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
		rememberSeats(a, seats)
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
	n.layout(a)
	s := a.Scale
	drawBackdrop(dst, a)
	h := a.R(100, 30, 0, 0)
	ui.DrawText(dst, "New game", 18*s, false, h.X, h.Y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	ui.DrawText(dst, n.game.Name(), 40*s, true, h.X, h.Y+22*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	left := a.R(90, 96, 620, 500)
	ui.Panel(dst, left, s)
	l := a.R(130, 132, 0, 0)
	ui.DrawText(dst, "Players", 19*s, true, l.X, l.Y, ui.AlignStart, ui.AlignCenter, ui.ColText)
	n.count.Draw(dst, s)
	for p := 0; p < n.players(); p++ {
		c, sym := ui.Look(n.looks[p])
		b := n.lookBtns[p].Rect
		if n.lookBtns[p].Hovered() {
			ui.FillRoundRect(dst, b, 8*s, ui.ColPanelHi)
			ui.StrokeRoundRect(dst, b, 8*s, 1.5*s, ui.ColBorder)
		}
		ui.DrawSymbol(dst, sym, b.X+b.W/2, b.Y+b.H/2, 13*s, c)
		n.names[p].Draw(dst, s)
		n.kinds[p].Draw(dst, s)
	}
	tip := a.R(130, 570, 0, 0)
	ui.DrawText(dst, "Click a seat's symbol to change its colour.", 14*s, false, tip.X, tip.Y, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	right := a.R(730, 96, 470, 500)
	ui.Panel(dst, right, s)
	ui.DrawText(dst, "Options", 19*s, true, right.X+30*s, right.Y+36*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	for i, o := range n.game.Options() {
		c := n.options[i]
		if !n.applies(i) {
			continue
		}
		ui.DrawText(dst, o.Name, 17*s, true, c.Rect.X, c.Rect.Y-14*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
		c.Draw(dst, s)
		for j, line := range ui.Wrap(o.Description, 14*s, false, c.Rect.W) {
			if j < 2 {
				ui.DrawText(dst, line, 14*s, false, c.Rect.X, c.Rect.Y+c.Rect.H+12*s+float64(j)*18*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
			}
		}
	}
	sr := n.seed.Rect
	ui.DrawText(dst, "Seed (optional)", 17*s, true, sr.X, sr.Y-14*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	n.seed.Draw(dst, s)
	ui.DrawText(dst, "Same seed, same draws.", 14*s, false, sr.X+sr.W+12*s, sr.Y+sr.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	n.btnBack.Draw(dst, s)
	n.btnGo.Draw(dst, s)
	if n.err != "" {
		e := a.R(640, 648, 0, 0)
		ui.DrawText(dst, n.err, 17*s, false, e.X, e.Y, ui.AlignCenter, ui.AlignCenter, ui.ColDanger)
	}
}

// Targets implements ui.Targeter.
func (n *NewGame) Targets() []ui.Target {
	ts := append([]ui.Target{n.btnGo.Target(), n.btnBack.Target()}, n.count.Targets()...)
	for p := 0; p < n.players(); p++ {
		ts = append(ts, ui.Target{Name: fmt.Sprintf("name:seat%d", p+1), Rect: n.names[p].Rect})
		ts = append(ts, ui.Target{Name: fmt.Sprintf("look:seat%d", p+1), Rect: n.lookBtns[p].Rect})
		ts = append(ts, n.kinds[p].Targets()...)
	}
	for i, c := range n.options {
		if n.applies(i) {
			ts = append(ts, c.Targets()...)
		}
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
