package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// saveList is the title's Continue: a button for each saved game (one
// per game, newest first) with a line under the buttons telling what
// each is, and the question asked before a new game of a game that has a
// save (the new game would replace it).
type saveList struct {
	saves []session.Saved
	btns  []ui.Button
	// ask is the game whose card was chosen while it has a save, or nil.
	ask      engine.Game
	askSave  int
	btnKeep  ui.Button
	btnNew   ui.Button
	btnBack  ui.Button
	askPanel ui.Rect
	linesY   float64 // where the lines telling what each save is start
}

// loadSaveList reads the saves; what could not be resumed whole is told
// in the app's notices (see session.LoadSaves).
func loadSaveList(a *App) saveList {
	saves, notices := session.LoadSaves(a.Store, func(id string) bool {
		_, ok := ui.NewTable(id)
		return ok
	})
	a.Notices = append(a.Notices, notices...)
	l := saveList{saves: saves}
	for i, sv := range saves {
		b := ui.Button{Label: "Continue"}
		if len(saves) > 1 {
			b.Label = "Continue " + gameNameOf(sv.Record.Game)
		}
		if i == 0 {
			b.Shortcut, b.Primary = "Enter", true
		}
		l.btns = append(l.btns, b)
	}
	l.btnKeep = ui.Button{Label: "Continue it", Shortcut: "Enter", Primary: true}
	l.btnNew = ui.Button{Label: "New game"}
	l.btnBack = ui.Button{Label: "Back", Shortcut: "Esc"}
	return l
}

func gameNameOf(id string) string {
	if g, err := engine.Lookup(id); err == nil {
		return g.Name()
	}
	return id
}

// buttons are the Continue buttons, for the title's row.
func (l *saveList) buttons() []*ui.Button {
	out := make([]*ui.Button, len(l.btns))
	for i := range l.btns {
		out[i] = &l.btns[i]
	}
	return out
}

// layout places the Continue buttons and the title's other buttons:
// one row at the foot of the title with one save (the line telling what
// it is under the row), or with several saves a row of Continue buttons
// and their lines, then the other buttons.
func (l *saveList) layout(a *App, others []*ui.Button) {
	row := func(y float64, btns []*ui.Button) {
		widths := make([]float64, len(btns))
		total := float64(len(btns)-1) * 16
		for i, b := range btns {
			widths[i] = max(200, ui.TextWidth(b.Label, 20, true)+60)
			if b.Shortcut != "" {
				widths[i] = max(200, ui.TextWidth(b.Label, 20, true)+ui.TextWidth(b.Shortcut, 14, false)+70)
			}
			total += widths[i]
		}
		x := (LayoutW - total) / 2
		for i, b := range btns {
			b.Rect = a.R(x, y, widths[i], 52)
			x += widths[i] + 16
		}
	}
	if len(l.btns) <= 1 {
		row(500, append(l.buttons(), others...))
		l.linesY = 566
		return
	}
	row(466, l.buttons())
	l.linesY = 532
	row(l.linesY+float64(len(l.saves))*20, others)
}

// saveOf returns the index of the save of game id, or -1.
func (l *saveList) saveOf(id string) int {
	for i, sv := range l.saves {
		if sv.Record.Game == id {
			return i
		}
	}
	return -1
}

// choose opens the new-game screen of g, asking first when g has a save.
func (l *saveList) choose(a *App, g engine.Game) {
	if i := l.saveOf(g.ID()); i >= 0 {
		l.ask, l.askSave = g, i
		l.layoutAsk(a)
		return
	}
	a.GoTo(NewNewGame(a, g))
}

// resume opens save i; a save that no longer resumes is dropped from
// the list with a notice.
func (l *saveList) resume(a *App, i int) {
	if _, err := a.OpenTable(l.saves[i].Resume()); err != nil {
		a.Notices = append(a.Notices, "Could not continue: "+err.Error())
		l.saves = append(l.saves[:i:i], l.saves[i+1:]...)
		l.btns = append(l.btns[:i:i], l.btns[i+1:]...)
	}
}

// update handles the Continue buttons and the question; it reports
// whether it used this tick's input (the title then ignores it).
func (l *saveList) update(a *App) bool {
	in := a.In
	if l.ask != nil {
		l.layoutAsk(a)
		switch {
		case l.btnKeep.Update(in) || in.Command(ui.CmdConfirm):
			a.Play("click")
			l.ask = nil
			l.resume(a, l.askSave)
		case l.btnNew.Update(in):
			a.Play("click")
			g := l.ask
			l.ask = nil
			a.GoTo(NewNewGame(a, g))
		case l.btnBack.Update(in) || in.Command(ui.CmdCancel):
			a.Play("click")
			l.ask = nil
		}
		return true
	}
	for i := range l.btns {
		if l.btns[i].Update(in) {
			a.Play("click")
			l.resume(a, i)
			return true
		}
	}
	return false
}

func (l *saveList) layoutAsk(a *App) {
	l.askPanel = a.R(290, 230, 700, 260)
	y := 230.0 + 180
	l.btnKeep.Rect = a.R(330, y, 200, 52)
	l.btnNew.Rect = a.R(540, y, 200, 52)
	l.btnBack.Rect = a.R(750, y, 200, 52)
}

// draw draws the buttons, the lines telling what each save is and the
// question; it returns the y (in layout units) below what it drew.
func (l *saveList) draw(dst *ebiten.Image, a *App) float64 {
	s := a.Scale
	for i := range l.btns {
		l.btns[i].Draw(dst, s)
	}
	y := l.linesY
	for _, sv := range l.saves {
		p := a.R(LayoutW/2, y, 0, 0)
		ui.DrawText(dst, sv.Summary(), 14*s, false, p.X, p.Y, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		y += 20
	}
	if len(l.saves) > 1 {
		y += 60 // the row of the other buttons
	}
	if l.ask != nil {
		l.layoutAsk(a)
		r := l.askPanel
		ui.Panel(dst, r, s)
		sv := l.saves[l.askSave]
		ui.DrawText(dst, "A "+l.ask.Name()+" game is saved", 24*s, true, r.X+r.W/2, r.Y+44*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, sv.Summary(), 16*s, false, r.X+r.W/2, r.Y+88*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		ui.DrawText(dst, "A new game of "+l.ask.Name()+" replaces it once it starts.", 16*s, false, r.X+r.W/2, r.Y+120*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		l.btnKeep.Draw(dst, s)
		l.btnNew.Draw(dst, s)
		l.btnBack.Draw(dst, s)
	}
	return y
}

// targets are the buttons a test or the keyboard can reach.
func (l *saveList) targets() []ui.Target {
	if l.ask != nil {
		return []ui.Target{l.btnKeep.Target(), l.btnNew.Target(), l.btnBack.Target()}
	}
	var ts []ui.Target
	for i := range l.btns {
		ts = append(ts, l.btns[i].Target())
	}
	return ts
}
