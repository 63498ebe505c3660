package scenes

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine/history"
	"monstermixer/engine/record"
	"monstermixer/scenes/replay"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// keepFinished keeps the record of a game that just ended among the
// finished games (storage.KeepFinished), for Past games and Statistics;
// a failure is told on the title.
func (a *App) keepFinished(sess *session.Session) {
	rec := sess.Record.Clone()
	rec.Secret = nil // the game is over: nothing is secret any more
	if _, err := storage.KeepFinished(a.Store, rec.Game, []byte(rec.String()), a.now()); err != nil {
		a.Notices = append(a.Notices, "The finished game could not be kept: "+record.Clip(err.Error(), record.MaxMessage))
	}
}

// replayScene shows a record in the replay viewer; leaving it goes back
// to the scene it was opened from.
type replayScene struct {
	v    *replay.Viewer
	back func() Scene
}

// openReplay opens rec in the replay viewer; back makes the scene to
// return to.
func (a *App) openReplay(rec *record.Record, back func() Scene) error {
	v, err := replay.New(rec)
	if err != nil {
		return err
	}
	a.GoTo(&replayScene{v: v, back: back})
	return nil
}

func (r *replayScene) env(a *App) replay.Env {
	return replay.Env{In: a.In, W: a.W, H: a.H, Scale: a.Scale, AnimSpeed: a.AnimSpeed(), Sound: a.Sound, Aside: a.thinkAside, Far: probeFar, MinTarget: a.MinTarget(), MinText: a.MinText()}
}

// Name implements Scene.
func (r *replayScene) Name() string { return "replay" }

// Update implements Scene.
func (r *replayScene) Update(a *App) error {
	if r.v.Update(r.env(a)) {
		a.GoTo(r.back())
	}
	return nil
}

// Draw implements Scene.
func (r *replayScene) Draw(dst *ebiten.Image, a *App) {
	drawBackdrop(dst, a)
	r.v.Draw(dst, r.env(a))
}

// Targets implements ui.Targeter.
func (r *replayScene) Targets() []ui.Target { return r.v.Targets() }

// Viewer is the replay viewer on screen.
func (r *replayScene) Viewer() *replay.Viewer { return r.v }

// canOpenFiles reports whether the build can open a file by its path
// (a desktop; the browser takes a dropped file instead).
func canOpenFiles() bool { return runtime.GOOS != "js" }

// readRecord reads a record file's text, refusing what is larger than
// any record of its game before reading it all (record.Parse).
func readRecord(r io.Reader) (*record.Record, error) {
	return record.Parse(r)
}

// openDropped opens a record file dropped on the window in the replay
// viewer (the first file of the drop); it reports what went wrong, in a
// sentence, or "" when nothing was dropped or the replay opened.
func openDropped(a *App, back func() Scene) string {
	files := ebiten.DroppedFiles()
	if files == nil {
		return ""
	}
	ents, err := fs.ReadDir(files, ".")
	if err != nil || len(ents) == 0 {
		return ""
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		f, err := files.Open(e.Name())
		if err != nil {
			return "The dropped file could not be read: " + record.Clip(err.Error(), record.MaxMessage)
		}
		rec, err := readRecord(f)
		f.Close()
		if err == nil {
			err = a.openReplay(rec, back)
		}
		if err != nil {
			return record.Clip(e.Name(), 40) + " is not a game record this version can show: " + record.Clip(err.Error(), record.MaxMessage)
		}
		return ""
	}
	return ""
}

// PastGames lists the finished games kept on this machine, newest first
// (game, players, result, date); choosing one opens its replay. On a
// desktop it also opens a record file by its path, and a record file
// dropped on the window opens anywhere.
type PastGames struct {
	games   []*history.Game
	rows    []ui.Button
	scroll  int
	drag    ui.DragScroll // a drag of the rows scrolls them
	listR   ui.Rect       // where the rows are, dragged
	pitch   float64       // from one row to the next, in pixels
	notices []string
	message string

	btnBack, btnStats, btnOpen, btnGo ui.Button
	btnCancel                         ui.Button // closes the path field (Esc)
	path                              ui.TextInput
	asking                            bool // the path field is open
	// perPage is how many games the list shows at once; on a touch
	// screen, with no wheel, btnNewer and btnOlder page through them.
	perPage            int
	btnNewer, btnOlder ui.Button
	noticeY            float64 // where the notices go, in layout units
}

// pastRows is how many games the list shows at once, and pastRowH the
// height of a row in layout units.
const (
	pastRows = 9
	pastRowH = 48
)

// NewPastGames reads the kept games; damaged ones are told and set aside.
func NewPastGames(a *App) *PastGames {
	p := &PastGames{}
	p.games, p.notices = storage.LoadFinished(a.Store, "")
	for _, g := range p.games {
		p.rows = append(p.rows, ui.Button{Label: g.Summary()})
	}
	p.btnBack = ui.Button{Label: "Title", Shortcut: "Esc"}
	p.btnStats = ui.Button{Label: "Statistics"}
	p.btnOpen = ui.Button{Label: "Open a record..."}
	p.btnGo = ui.Button{Label: "Open", Shortcut: "Enter", Primary: true}
	p.btnCancel = ui.Button{Label: "Cancel"}
	p.path = ui.TextInput{Max: 400}
	p.btnNewer = ui.Button{Label: "Newer"}
	p.btnOlder = ui.Button{Label: "Older"}
	p.perPage = pastRows
	return p
}

// Name implements Scene.
func (p *PastGames) Name() string { return "pastgames" }

func (p *PastGames) layout(a *App) {
	if a.Form.Touch() {
		p.layoutTouch(a)
		return
	}
	p.perPage, p.noticeY = pastRows, 590
	p.listR, p.pitch = a.R(140, 130, 1000, pastRows*pastRowH), pastRowH*a.Scale
	for i := range p.rows {
		k := i - p.scroll
		if k < 0 || k >= pastRows {
			p.rows[i].Rect = ui.Rect{}
			continue
		}
		p.rows[i].Rect = a.R(140, 130+float64(k)*pastRowH, 1000, 42)
	}
	p.btnBack.Rect = a.R(140, 640, 200, 52)
	p.btnStats.Rect = a.R(360, 640, 200, 52)
	p.btnOpen.Rect = a.R(940, 640, 200, 52)
	p.path.Rect = a.R(240, 300, 640, 48)
	p.btnGo.Rect = a.R(900, 298, 140, 52)
	p.btnCancel.Rect = a.R(900, 356, 140, 36)
}

// layoutTouch lays the list out for a finger: rows as high as a target,
// as many as fit above the notices and the buttons, paged by Newer and
// Older when there are more.
func (p *PastGames) layoutTouch(a *App) {
	v, h := a.menuView(), a.menuTap(42)
	btnH := a.menuTap(52)
	btnY := v.Y + v.H - 12 - btnH
	p.noticeY = btnY - 14 - 2*max(20, a.MinText()*1.3)
	top := 110 + max(17, a.MinText())
	room := p.noticeY - max(20, a.MinText()*1.3) - top
	p.perPage = rowsThatFit(room, h, 8)
	p.scroll = max(0, min(p.scroll, len(p.rows)-p.perPage))
	paged := len(p.rows) > p.perPage
	w := 1000.0
	if paged {
		w -= 140
	}
	for i := range p.rows {
		k := i - p.scroll
		if k < 0 || k >= p.perPage {
			p.rows[i].Rect = ui.Rect{}
			continue
		}
		p.rows[i].Rect = a.R(140, top+float64(k)*(h+8), w, h)
	}
	p.listR, p.pitch = a.R(140, top, w, float64(p.perPage)*(h+8)), (h+8)*a.Scale
	p.btnNewer.Rect, p.btnOlder.Rect = ui.Rect{}, ui.Rect{}
	if paged {
		p.btnNewer.Rect = a.R(140+w+16, top, 124, h)
		p.btnOlder.Rect = a.R(140+w+16, top+float64(p.perPage-1)*(h+8), 124, h)
	}
	p.btnNewer.Disabled, p.btnOlder.Disabled = p.scroll == 0, p.scroll+p.perPage >= len(p.rows)
	p.btnBack.Rect = a.R(140, btnY, 200, btnH)
	p.btnStats.Rect = a.R(360, btnY, 200, btnH)
	p.btnOpen.Rect = a.R(940, btnY, 200, btnH)
	p.path.Rect = a.R(240, 300, 640, a.menuTap(48))
	p.btnGo.Rect = a.R(900, 300, 140, a.menuTap(48))
	p.btnCancel.Rect = a.R(900, 308+a.menuTap(48), 140, a.menuTap(36))
}

func (p *PastGames) back(a *App) func() Scene {
	return func() Scene { return NewPastGames(a) }
}

// Update implements Scene.
func (p *PastGames) Update(a *App) error {
	p.layout(a)
	in := a.In
	if msg := openDropped(a, p.back(a)); msg != "" {
		p.message = msg
	}
	if p.asking {
		p.path.Focused = true
		p.path.Update(in)
		switch {
		case p.btnGo.Update(in) || in.Command(ui.CmdConfirm):
			a.Play("click")
			p.openPath(a)
		case p.btnCancel.Update(in) || in.Command(ui.CmdCancel):
			p.asking = false
		}
		return nil
	}
	// First the rows' scrolling: a drag's release is no click.
	was := p.scroll
	p.scroll = ui.WheelRows(in.Wheel(), p.scroll, len(p.rows), p.perPage)
	dy := p.drag.Update(in, p.listR, a.Scale)
	if p.scroll = p.drag.Rows(dy, p.scroll, len(p.rows), p.perPage, p.pitch); p.scroll != was {
		p.layout(a)
	}
	if leave(a, p.btnBack.Update(in) || in.Command(ui.CmdCancel), NewTitle) ||
		leave(a, p.btnStats.Update(in), NewStatistics) {
		return nil
	}
	if canOpenFiles() && p.btnOpen.Update(in) {
		a.Play("click")
		p.asking, p.message = true, ""
		return nil
	}
	if p.btnNewer.Rect.W > 0 && p.btnNewer.Update(in) && !p.btnNewer.Disabled {
		a.Play("click")
		p.scroll = max(0, p.scroll-p.perPage)
	}
	if p.btnOlder.Rect.W > 0 && p.btnOlder.Update(in) && !p.btnOlder.Disabled {
		a.Play("click")
		p.scroll = min(len(p.rows)-p.perPage, p.scroll+p.perPage)
	}
	for i := range p.rows {
		if p.rows[i].Rect.W > 0 && p.rows[i].Update(in) {
			a.Play("click")
			if err := a.openReplay(p.games[i].Record, p.back(a)); err != nil {
				p.message = "This game cannot be shown: " + record.Clip(err.Error(), record.MaxMessage)
			}
			return nil
		}
	}
	return nil
}

// openPath opens the record file named in the path field.
func (p *PastGames) openPath(a *App) {
	f, err := os.Open(p.path.Text)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			p.message = "There is no file " + record.Excerpt(p.path.Text) + "."
		} else {
			p.message = "The file could not be opened: " + record.Clip(err.Error(), record.MaxMessage)
		}
		return
	}
	rec, err := readRecord(f)
	f.Close()
	if err == nil {
		err = a.openReplay(rec, p.back(a))
	}
	if err != nil {
		p.message = "That file is not a game record this version can show: " + record.Clip(err.Error(), record.MaxMessage)
		return
	}
	p.asking = false
}

// Draw implements Scene.
func (p *PastGames) Draw(dst *ebiten.Image, a *App) {
	s := drawScreen(dst, a, p.layout)
	c := drawHeading(dst, a, "Past games", 56)
	sub := "The finished games kept on this machine, newest first. Choose one to watch it again."
	if len(p.games) == 0 {
		sub = "No finished game is kept yet: each game you finish is kept here."
	}
	if a.Form.Touch() {
		sub = "The finished games kept here, newest first. Tap one to watch it again."
		if len(p.games) == 0 {
			sub = "No finished game is kept yet: each game you finish is kept here."
		}
	}
	ui.DrawText(dst, ui.Ellipsize(sub, a.menuText(17), false, a.W), a.menuText(17), false, c.X, c.Y+44*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	for i := range p.rows {
		if p.rows[i].Rect.W > 0 {
			p.rows[i].Draw(dst, s)
		}
	}
	if p.btnNewer.Rect.W > 0 {
		p.btnNewer.Draw(dst, s)
		p.btnOlder.Draw(dst, s)
	}
	if len(p.rows) > pastRows && !a.Form.Touch() {
		m := a.R(1150, 130, 0, 0)
		ui.DrawText(dst, "drag or wheel", 13*s, false, m.X, m.Y, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	y := a.R(0, p.noticeY, 0, 0).Y
	lines := p.notices
	if p.message != "" {
		lines = append([]string{p.message}, lines...)
	}
	k := 0
	size, step := a.menuText(15), max(20, a.MinText()*1.3)
	for _, n := range lines {
		for _, l := range ui.Wrap(n, size, false, 1160*s) {
			if k < 3 {
				ui.DrawText(dst, l, size, false, a.W/2, y+float64(k)*step*s-step*s, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
			}
			k++
		}
	}
	p.btnBack.Draw(dst, s)
	p.btnStats.Draw(dst, s)
	if canOpenFiles() {
		p.btnOpen.Draw(dst, s)
	}
	if !a.Form.Touch() {
		// A file is dropped with a mouse.
		drop := a.R(640, 712, 0, 0)
		ui.DrawText(dst, "Drop a record file (.mixer) on this window to watch it.", 13*s, false, drop.X, drop.Y-6*s, ui.AlignCenter, ui.AlignEnd, ui.ColTextDim)
	}
	if p.asking {
		ui.FillRect(dst, ui.Rect{W: a.W, H: a.H}, ui.ColShade)
		r := a.R(200, 200, 880, 200)
		if a.Form.Touch() {
			r = a.R(200, 200, 880, 200+a.menuTap(48)-48)
		}
		ui.Panel(dst, r, s)
		ui.DrawText(dst, "Open a record: type or paste the file's path", 20*s, true, r.X+40*s, r.Y+50*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
		p.path.Draw(dst, a.menuWidgetScale(19))
		p.btnGo.Draw(dst, s)
		p.btnCancel.Draw(dst, s)
		hint := "Cancel or Esc goes back. A save (autosave-GAME.mixer) or a record written by the mixer command opens too."
		if p.message != "" {
			hint = p.message
		}
		hy := r.Y + 170*s
		if a.Form.Touch() {
			hy = r.Y + r.H - 30*s
		}
		ui.DrawText(dst, ui.Ellipsize(hint, a.menuText(14), false, 640*s), a.menuText(14), false, r.X+40*s, hy, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	}
}

// Targets implements ui.Targeter.
func (p *PastGames) Targets() []ui.Target {
	if p.asking {
		return []ui.Target{p.btnGo.Target(), p.btnCancel.Target(), {Name: "field:path", Rect: p.path.Rect}}
	}
	ts := []ui.Target{p.btnBack.Target(), p.btnStats.Target()}
	if p.btnNewer.Rect.W > 0 {
		ts = append(ts, p.btnNewer.Target(), p.btnOlder.Target())
	}
	if canOpenFiles() {
		ts = append(ts, p.btnOpen.Target())
	}
	for i := range p.rows {
		if p.rows[i].Rect.W > 0 {
			ts = append(ts, ui.Target{Name: "past:" + p.games[i].Record.Game + ":" + p.games[i].Name, Rect: p.rows[i].Rect})
		}
	}
	return ts
}
