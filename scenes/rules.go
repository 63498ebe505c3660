package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/ui"
)

// Rules shows a game's rules text (engine.RulesBook), scrollable, with
// headings; a selector switches between the playable games.
type Rules struct {
	back    Scene
	ids     []string
	pick    ui.Choice
	list    ui.ScrollList
	btnBack ui.Button
	wrapped float64 // the scale the text was wrapped for
	shown   int
}

// NewRules makes the rules scene for gameID; Back returns to back.
func NewRules(a *App, gameID string, back Scene) *Rules {
	r := &Rules{back: back, shown: -1}
	r.pick.Name = "game"
	for _, id := range ui.PlayableGames() {
		g, err := engine.Lookup(id)
		if err != nil {
			continue
		}
		r.ids = append(r.ids, id)
		r.pick.Choices = append(r.pick.Choices, g.Name())
		if id == gameID {
			r.pick.Index = len(r.ids) - 1
		}
	}
	r.pick.Wrap = true
	r.btnBack = ui.Button{Label: "Back", Shortcut: "Esc", Primary: true}
	r.layout(a)
	return r
}

// Name implements Scene.
func (r *Rules) Name() string { return "rules" }

func (r *Rules) layout(a *App) {
	r.pick.Rect = a.R(440, 28, 400, 44)
	r.list.Rect = a.R(120, 92, 1040, 530)
	r.list.Size = 17
	r.btnBack.Rect = a.R(540, 640, 200, 56)
	if r.shown != r.pick.Index || r.wrapped != a.Scale {
		r.fill(a)
	}
}

// fill wraps the selected game's rules to the list's width.
func (r *Rules) fill(a *App) {
	r.shown, r.wrapped = r.pick.Index, a.Scale
	r.list.Lines = r.list.Lines[:0]
	r.list.Scroll = 0
	if r.pick.Index >= len(r.ids) {
		r.list.Lines = append(r.list.Lines, "No game can be played in this version.")
		return
	}
	g, _ := engine.Lookup(r.ids[r.pick.Index])
	book, ok := rulesBook(g)
	if !ok {
		r.list.Lines = append(r.list.Lines, "The rules of "+g.Name()+" are in the printed rulebook.")
		return
	}
	size := r.list.Size * a.Scale
	afterHeading := false
	for _, line := range strings.Split(book.Rules(), "\n") {
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "# ") {
			r.list.Lines = append(r.list.Lines, "## "+strings.TrimLeft(line, "# "))
			afterHeading = true
			continue
		}
		if afterHeading && strings.TrimSpace(line) == "" {
			continue // the heading's own spacing is enough
		}
		afterHeading = false
		r.list.Lines = append(r.list.Lines, ui.Wrap(line, size, false, r.list.Rect.W-40*a.Scale)...)
	}
	r.list.Lines = append(r.list.Lines, "## Controls")
	controls := ui.CommonControls
	if t, ok := ui.NewTable(g.ID()); ok {
		if h, ok := t.(ui.ControlsHelper); ok {
			controls = append(h.Controls(), controls...)
		}
	}
	for _, line := range controls {
		r.list.Lines = append(r.list.Lines, ui.Wrap(line, size, false, r.list.Rect.W-40*a.Scale)...)
	}
}

// Update implements Scene.
func (r *Rules) Update(a *App) error {
	r.layout(a)
	in := a.In
	if r.pick.Update(in) {
		a.Play("click")
		r.fill(a)
	}
	if in.Command(ui.CmdNext) {
		r.list.ScrollBy(3, a.Scale)
	}
	if in.Command(ui.CmdPrev) {
		r.list.ScrollBy(-3, a.Scale)
	}
	r.list.Update(in, a.Scale)
	if r.btnBack.Update(in) || in.Command(ui.CmdCancel) {
		a.Play("click")
		a.GoTo(r.back)
	}
	return nil
}

// Draw implements Scene.
func (r *Rules) Draw(dst *ebiten.Image, a *App) {
	r.layout(a)
	s := a.Scale
	drawBackdrop(dst, a)
	ui.DrawText(dst, "Rules", 30*s, true, a.R(120, 50, 0, 0).X, a.R(0, 50, 0, 0).Y, ui.AlignStart, ui.AlignCenter, ui.ColText)
	r.pick.Draw(dst, s)
	ui.Panel(dst, ui.Rect{X: r.list.Rect.X - 10*s, Y: r.list.Rect.Y - 10*s, W: r.list.Rect.W + 20*s, H: r.list.Rect.H + 20*s}, s)
	r.list.Draw(dst, s)
	r.btnBack.Draw(dst, s)
}

// Targets implements ui.Targeter.
func (r *Rules) Targets() []ui.Target {
	return append([]ui.Target{r.btnBack.Target()}, r.pick.Targets()...)
}

// rulesBook finds a game's rules text: on the game itself, or on one of
// its states (some games carry it there).
func rulesBook(g engine.Game) (engine.RulesBook, bool) {
	if b, ok := g.(engine.RulesBook); ok {
		return b, true
	}
	st, err := g.NewState(engine.Setup{Players: g.MinPlayers()})
	if err != nil {
		return nil, false
	}
	b, ok := st.(engine.RulesBook)
	return b, ok
}
