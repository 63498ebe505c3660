package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// saveList is the title's Continue: one "Continue..." button, whatever
// the number of saved games, that opens a list of them (game, players,
// moves, date; newest first, one per game), and the question asked
// before a new game of a game that has a save (the new game would
// replace it).
type saveList struct {
	saves   []session.Saved
	btnCont ui.Button // "Continue...": opens the list
	// open is whether the list is shown; rows are its entries and sel
	// the one Enter resumes (moved with the arrow keys).
	open     bool
	rows     []ui.Button
	sel      int
	btnClose ui.Button
	list     ui.Rect
	// ask is the game whose card was chosen while it has a save, or nil.
	ask      engine.Game
	askSave  int
	btnKeep  ui.Button
	btnNew   ui.Button
	btnBack  ui.Button
	askPanel ui.Rect
	linesY   float64 // where the line telling what is saved is drawn
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
	l.btnCont = ui.Button{Label: "Continue...", Shortcut: "Enter", Primary: true}
	for _, sv := range saves {
		l.rows = append(l.rows, ui.Button{Label: sv.Summary()})
	}
	l.btnClose = ui.Button{Label: "Back", Shortcut: "Esc"}
	l.btnKeep = ui.Button{Label: "Continue it", Shortcut: "Enter", Primary: true}
	l.btnNew = ui.Button{Label: "New game"}
	l.btnBack = ui.Button{Label: "Back", Shortcut: "Esc"}
	return l
}

// layout places the title's row of buttons at its foot, their tops at y
// (layout units): Continue... (when there is a save) and the others, the
// line telling what is saved under the row; and the list when it is
// open.
func (l *saveList) layout(a *App, y float64, others []*ui.Button) {
	btns := others
	if len(l.saves) > 0 {
		btns = append([]*ui.Button{&l.btnCont}, others...)
	}
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
	l.linesY = y + 66
	if a.Form.Touch() {
		h := a.menuTap(52)
		buttonRow(a, btns, LayoutW/2, y, h, 200, 16)
		l.linesY = y + h + 14 + a.MinText()/2
	}
	if l.open {
		l.layoutList(a)
	}
}

// listRowH is the height of a row of the Continue list, rowGap the space
// between rows, in layout units; with many saves the rows get lower so
// that the list always fits on the screen.
const (
	listRowH = 56.0
	rowGap   = 8.0
)

func (l *saveList) layoutList(a *App) {
	n := max(1, len(l.rows))
	// Header 70, rows, Back 52 and margins: at most the screen less 40.
	rowH := min(listRowH, (LayoutH-40-70-52-40)/float64(n)-rowGap)
	backH := 52.0
	if a.Form.Touch() {
		// A finger's rows: a game has one save, so five rows fit.
		rowH, backH = a.menuTap(rowH), a.menuTap(backH)
	}
	h := 70 + float64(n)*(rowH+rowGap) + backH + 32
	y0 := (LayoutH - h) / 2
	l.list = a.R(160, y0, 960, h)
	for i := range l.rows {
		l.rows[i].Rect = a.R(190, y0+70+float64(i)*(rowH+rowGap), 900, rowH)
		l.rows[i].Primary = i == l.sel
	}
	l.btnClose.Rect = a.R(540, y0+h-backH-20, 200, backH)
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
		l.rows = append(l.rows[:i:i], l.rows[i+1:]...)
		l.sel = 0
		if len(l.saves) == 0 {
			l.open = false
		}
	}
}

// update handles Continue..., the list and the question; it reports
// whether it used this tick's input (the title then ignores it). Enter
// on the title opens the list, and Enter in the list resumes the chosen
// save (the newest unless the arrows chose another).
// keys is false when Enter belongs to the title (a game card chosen
// with the arrow keys).
func (l *saveList) update(a *App, keys bool) bool {
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
	if l.open {
		l.layoutList(a)
		l.sel = cycle(in, l.sel, len(l.rows))
		for i := range l.rows {
			if l.rows[i].Update(in) {
				a.Play("click")
				l.resume(a, i)
				return true
			}
		}
		switch {
		case l.btnClose.Update(in) || in.Command(ui.CmdCancel):
			a.Play("click")
			l.open = false
		case in.Command(ui.CmdConfirm) && l.sel < len(l.saves):
			a.Play("click")
			l.resume(a, l.sel)
		case in.Clicked():
			// A click outside the list closes it.
			if x, y := in.Cursor(); !l.list.Contains(x, y) {
				l.open = false
			}
		}
		return true
	}
	if len(l.saves) > 0 && (l.btnCont.Update(in) || keys && in.Command(ui.CmdConfirm)) {
		a.Play("click")
		l.open, l.sel = true, 0
		l.layoutList(a)
		return true
	}
	return false
}

func (l *saveList) layoutAsk(a *App) {
	if a.Form.Touch() {
		h := a.menuTap(52)
		l.askPanel = a.R(240, 200, 800, 220+h)
		buttonRow(a, []*ui.Button{&l.btnKeep, &l.btnNew, &l.btnBack}, LayoutW/2, 200+180, h, 200, 16)
		return
	}
	l.askPanel = a.R(290, 230, 700, 260)
	y := 230.0 + 180
	l.btnKeep.Rect = a.R(330, y, 200, 52)
	l.btnNew.Rect = a.R(540, y, 200, 52)
	l.btnBack.Rect = a.R(750, y, 200, 52)
}

// savedLine is the line under the title's buttons telling what is saved.
func (l *saveList) savedLine() string {
	switch len(l.saves) {
	case 0:
		return ""
	case 1:
		return l.saves[0].Summary()
	}
	return fmt.Sprintf("%d saved games: Continue... lists them", len(l.saves))
}

// draw draws Continue... and the line telling what is saved; it returns
// the y (in layout units) below what it drew under the buttons.
func (l *saveList) draw(dst *ebiten.Image, a *App) float64 {
	s := a.Scale
	y := l.linesY
	if len(l.saves) > 0 {
		l.btnCont.Draw(dst, s)
		p := a.R(LayoutW/2, y, 0, 0)
		size := a.menuText(14)
		line := ui.Ellipsize(l.savedLine(), size, false, 1200*s)
		ui.DrawText(dst, line, size, false, p.X, p.Y, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		y += max(20, a.MinText()*1.3)
	}
	return y
}

// drawOpen draws the list or the question when one is open, over the
// rest of the title.
func (l *saveList) drawOpen(dst *ebiten.Image, a *App) {
	s := a.Scale
	if l.open {
		l.drawList(dst, a)
	}
	if l.ask != nil {
		l.layoutAsk(a)
		r := l.askPanel
		ui.Panel(dst, r, s)
		sv := l.saves[l.askSave]
		ui.DrawText(dst, ui.Ellipsize("A "+l.ask.Name()+" game is saved", 24*s, true, r.W-32*s), 24*s, true, r.X+r.W/2, r.Y+44*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, ui.Ellipsize(sv.Summary(), a.menuText(16), false, r.W-32*s), a.menuText(16), false, r.X+r.W/2, r.Y+88*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		ui.DrawText(dst, ui.Ellipsize("A new game of "+l.ask.Name()+" replaces it once it starts.", a.menuText(16), false, r.W-32*s), a.menuText(16), false, r.X+r.W/2, r.Y+120*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		l.btnKeep.Draw(dst, s)
		l.btnNew.Draw(dst, s)
		l.btnBack.Draw(dst, s)
	}
}

func (l *saveList) drawList(dst *ebiten.Image, a *App) {
	s := a.Scale
	l.layoutList(a)
	// Shade the title so that the list reads as in front of it.
	ui.FillRect(dst, ui.Rect{W: a.W, H: a.H}, ui.ColShade)
	r := l.list
	ui.Panel(dst, r, s)
	ui.DrawText(dst, "Continue a saved game", 24*s, true, r.X+r.W/2, r.Y+36*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	for i := range l.rows {
		l.rows[i].Draw(dst, s)
	}
	l.btnClose.Draw(dst, s)
}

// targets are the buttons a test or the keyboard can reach; while the
// list or the question is open, only theirs.
func (l *saveList) targets() []ui.Target {
	if l.ask != nil {
		return []ui.Target{l.btnKeep.Target(), l.btnNew.Target(), l.btnBack.Target()}
	}
	if l.open {
		var ts []ui.Target
		for i := range l.rows {
			ts = append(ts, ui.Target{Name: "continue:" + l.saves[i].Record.Game, Rect: l.rows[i].Rect})
		}
		return append(ts, l.btnClose.Target())
	}
	if len(l.saves) == 0 {
		return nil
	}
	return []ui.Target{l.btnCont.Target()}
}
