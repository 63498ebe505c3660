package scenes

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine/history"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// headlines are the lines game over says of each person who just played
// sess ("Anna: 7th win at Monster Factory"), from the kept games (the
// one just finished among them).
func headlines(a *App, sess *session.Session) []string {
	games, _ := storage.LoadFinished(a.Store, sess.Record.Game)
	all := history.Compute(games)
	res := sess.State.Result()
	if res.ScoreOnly {
		// nobody won: the solo mode's best scores say how it went
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for p, seat := range sess.Seats() {
		if seat.Kind != session.KindHuman || seen[seat.Name] {
			continue
		}
		seen[seat.Name] = true
		if st, ok := history.Find(all, seat.Name, sess.Record.Game); ok {
			out = append(out, history.Headline(st, res.SeatWon(p)))
		}
	}
	return out
}

// Statistics shows each person's record at each game, computed from the
// kept finished games: games played and won, the win rate against each
// computer level, the best and mean score and the longest run of wins.
// A person's name can be changed (in every kept game) or forgotten (their
// kept games removed).
type Statistics struct {
	games  []*history.Game
	all    []history.Stats
	people []string
	sel    int
	rows   []history.Stats // the chosen person's, one per game
	btns   []ui.Button     // one per person
	// The column of people scrolls by the wheel and by dragging (drag):
	// shown rows from first, pitch pixels apart, in col.
	drag    ui.DragScroll
	col     ui.Rect
	shown   int
	pitch   float64
	notices []string
	message string
	forget  bool // Forget was clicked once: the next click confirms

	panel   ui.Rect // the table of the chosen person's games
	noticeY float64 // where the notice goes, in layout units
	// On a touch screen with more people than rows, btnMore takes the
	// last row and turns to the next people from first (no wheel).
	first                              int
	btnMore                            ui.Button
	name                               ui.TextInput
	btnBack, btnPast, btnRename, btnFg ui.Button
}

// NewStatistics reads the kept games and computes the statistics.
func NewStatistics(a *App) *Statistics {
	s := &Statistics{}
	s.btnBack = ui.Button{Label: "Title", Shortcut: "Esc"}
	s.btnPast = ui.Button{Label: "Past games"}
	s.btnRename = ui.Button{Label: "Rename"}
	s.btnFg = ui.Button{Label: "Forget"}
	s.name = ui.TextInput{Max: 40}
	s.load(a, "")
	return s
}

// load (re)reads the kept games and selects person (the first if gone).
func (s *Statistics) load(a *App, person string) {
	s.games, s.notices = storage.LoadFinished(a.Store, "")
	s.all = history.Compute(s.games)
	s.people = history.People(s.all)
	s.sel = 0
	s.btns = s.btns[:0]
	for i, p := range s.people {
		if p == person {
			s.sel = i
		}
		s.btns = append(s.btns, ui.Button{Label: p})
	}
	s.first = min(s.first, max(0, len(s.btns)-statRows))
	s.choose(s.sel)
	s.layout(a)
}

// choose shows person i.
func (s *Statistics) choose(i int) {
	s.sel, s.forget = i, false
	s.rows = s.rows[:0]
	if i >= len(s.people) {
		s.name.Text = ""
		return
	}
	for _, st := range s.all {
		if st.Name == s.people[i] {
			s.rows = append(s.rows, st)
		}
	}
	s.name.Text = s.people[i]
	s.btnFg.Label = "Forget"
}

// Name implements Scene.
func (s *Statistics) Name() string { return "statistics" }

// statRows is how many people the column shows at once, and statRowH
// the height of a row in layout units.
const (
	statRows = 11
	statRowH = 44
)

func (s *Statistics) layout(a *App) {
	s.btnRename.Disabled = len(s.people) == 0
	s.btnFg.Disabled = len(s.people) == 0
	if a.Form.Touch() {
		s.layoutTouch(a)
		return
	}
	s.noticeY = 620
	s.col, s.shown, s.pitch = a.R(40, 120, 220, statRows*statRowH), statRows, statRowH*a.Scale
	for i := range s.btns {
		s.btns[i].Rect = ui.Rect{}
		if k := i - s.first; k >= 0 && k < statRows {
			s.btns[i].Rect = a.R(40, 120+float64(k)*statRowH, 220, 38)
			s.btns[i].Primary = i == s.sel
		}
	}
	s.name.Rect = a.R(300, 560, 300, 44)
	s.btnRename.Rect = a.R(612, 558, 150, 48)
	s.btnFg.Rect = a.R(780, 558, 340, 48)
	s.panel = a.R(280, 110, 960, 420)
	s.btnBack.Rect = a.R(300, 640, 200, 52)
	s.btnPast.Rect = a.R(520, 640, 200, 52)
	if len(s.people) == 0 {
		// No column of people: the panel and the buttons stand centred.
		s.panel = a.R(160, 110, 960, 420)
		s.btnBack.Rect = a.R(430, 640, 200, 52)
		s.btnPast.Rect = a.R(650, 640, 200, 52)
	}
}

// layoutTouch lays the screen out for a finger on the whole screen: the
// people in a column of rows as high as a target, the table beside them
// as wide as the screen allows, the name's field and buttons under it
// and Title and Past games at the foot.
func (s *Statistics) layoutTouch(a *App) {
	v, h, text := a.menuView(), a.menuTap(44), a.MinText()
	left := v.X + 16
	bottom := v.Y + v.H - 12
	btnY := bottom - h
	nameY := btnY - 10 - h
	s.noticeY = nameY - 6 - text*0.8
	panelX := left
	if len(s.people) > 0 {
		panelX = left + 240 + 20
	}
	s.panel = a.R(panelX, 110, v.X+v.W-16-panelX, s.noticeY-text*0.8-6-110)
	rows := rowsThatFit(s.noticeY-text*0.8-6-110, h, 6)
	s.btnMore.Rect = ui.Rect{}
	if len(s.btns) > rows {
		rows--
		s.btnMore.Label = "More people"
		s.btnMore.Rect = a.R(left, 110+float64(rows)*(h+6), 240, h)
	}
	if s.first >= len(s.btns) {
		s.first = 0
	}
	s.col, s.shown, s.pitch = a.R(left, 110, 240, float64(rows)*(h+6)), rows, (h+6)*a.Scale
	for i := range s.btns {
		s.btns[i].Rect = ui.Rect{}
		if k := i - s.first; k >= 0 && k < rows {
			s.btns[i].Rect = a.R(left, 110+float64(k)*(h+6), 240, h)
			s.btns[i].Primary = i == s.sel
		}
	}
	s.name.Rect = a.R(panelX+20, nameY, 300, h)
	s.btnRename.Rect = a.R(panelX+332, nameY, 150, h)
	s.btnFg.Rect = a.R(panelX+500, nameY, 380, h)
	buttonRow(a, []*ui.Button{&s.btnBack, &s.btnPast}, v.X+v.W/2, btnY, h, 200, 20)
}

// statX is where column k of the table starts on screen: as designed on
// a desktop; spread across the panel on a touch screen.
func (s *Statistics) statX(a *App, k int) float64 {
	x := statCols[k].x
	if !a.Form.Touch() {
		return a.R(x, 0, 0, 0).X
	}
	last := statCols[len(statCols)-1].x - statCols[0].x
	return s.panel.X + 20*a.Scale + (x-statCols[0].x)*(s.panel.W-100*a.Scale)/last
}

// Update implements Scene.
func (s *Statistics) Update(a *App) error {
	s.layout(a)
	in := a.In
	if msg := openDropped(a, func() Scene { return NewStatistics(a) }); msg != "" {
		s.message = msg
	}
	if len(s.people) > 0 {
		s.name.Update(in)
	}
	// The column of people scrolls first: a drag's release is no click.
	was, col := s.first, s.col
	if x, y := in.Cursor(); col.Contains(x, y) {
		s.first = ui.WheelRows(in.Wheel(), s.first, len(s.btns), s.shown)
	}
	if s.first = s.drag.Rows(s.drag.Update(in, col, a.Scale), s.first, len(s.btns), s.shown, s.pitch); s.first != was {
		s.layout(a)
	}
	if leave(a, s.btnBack.Update(in) || in.Command(ui.CmdCancel), NewTitle) ||
		leave(a, s.btnPast.Update(in), NewPastGames) {
		return nil
	}
	for i := range s.btns {
		if s.btns[i].Rect.W > 0 && s.btns[i].Update(in) {
			a.Play("click")
			s.choose(i)
			s.message = ""
		}
	}
	if s.btnMore.Rect.W > 0 && s.btnMore.Update(in) {
		a.Play("click")
		for i := range s.btns {
			if s.btns[i].Rect.W > 0 {
				s.first = i + 1 // after the last one shown
			}
		}
		s.layout(a)
	}
	if len(s.people) == 0 {
		return nil
	}
	person := s.people[s.sel]
	if (s.btnRename.Update(in) || s.name.Focused && in.Command(ui.CmdConfirm)) && s.name.Text != person {
		a.Play("click")
		if err := storage.RenamePlayer(a.Store, s.games, person, s.name.Text); err != nil {
			s.message = "Not renamed: " + record.Clip(err.Error(), record.MaxMessage)
			return nil
		}
		s.message = person + " is now " + s.name.Text + " in every kept game."
		s.load(a, s.name.Text)
		return nil
	}
	if s.btnFg.Update(in) {
		a.Play("click")
		if !s.forget {
			s.forget = true
			n := 0
			for _, g := range s.games {
				if history.HasPlayer(g.Record, person) {
					n++
				}
			}
			s.btnFg.Label = fmt.Sprintf("Really forget (removes %d games)?", n)
			return nil
		}
		n, err := storage.ForgetPlayer(a.Store, s.games, person)
		s.message = fmt.Sprintf("%s is forgotten: %d kept games removed.", person, n)
		if err != nil {
			s.message = "Could not forget " + person + ": " + record.Clip(err.Error(), record.MaxMessage)
		}
		s.load(a, "")
	}
	return nil
}

// columns of the table: the header and the x (layout units) of each.
var statCols = []struct {
	head string
	x    float64
}{{"Game", 300}, {"Played", 540}, {"Won", 610}, {"Win rate", 680}, {"vs Easy", 770}, {"vs Normal", 860}, {"vs Hard", 960}, {"Best", 1050}, {"Mean", 1110}, {"Streak", 1180}}

// cells are the texts of a row of the table.
func cells(st history.Stats) []string {
	vs := func(level string) string {
		t, ok := st.Versus[level]
		if !ok {
			return "–"
		}
		return fmt.Sprintf("%d/%d", t.Won, t.Played)
	}
	rate := "–" // every game was a solo score attack: none could be won
	if st.Winnable() > 0 {
		rate = strconv.Itoa(int(st.Rate()*100+0.5)) + "%"
	}
	return []string{
		history.GameName(st.Game), strconv.Itoa(st.Played), strconv.Itoa(st.Won),
		rate, vs("easy"), vs("normal"), vs("hard"),
		strconv.Itoa(st.Best), strconv.FormatFloat(st.Mean, 'f', 1, 64), strconv.Itoa(st.Longest),
	}
}

// Draw implements Scene.
func (s *Statistics) Draw(dst *ebiten.Image, a *App) {
	sc := drawScreen(dst, a, s.layout)
	c := drawHeading(dst, a, "Statistics", 50)
	ui.DrawText(dst, "Per person and game, from the finished games kept on this machine (computer seats have none).", a.menuText(16), false, c.X, c.Y+40*sc, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	for i := range s.btns {
		if s.btns[i].Rect.W > 0 {
			s.btns[i].Draw(dst, sc)
		}
	}
	if s.btnMore.Rect.W > 0 {
		s.btnMore.Draw(dst, sc)
	}
	panel := s.panel
	ui.Panel(dst, panel, sc)
	if len(s.people) == 0 {
		ui.DrawText(dst, "No statistics yet: finish a game with a person at the table.", 20*sc, false, panel.X+panel.W/2, panel.Y+panel.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	} else {
		head := a.R(0, 140, 0, 0).Y
		for k, col := range statCols {
			ui.DrawText(dst, col.head, a.menuText(14), true, s.statX(a, k), head, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		}
		step := max(40, a.MinText()*2)
		first := 230 * sc
		if a.Form.Touch() {
			first = s.statX(a, 1) - s.statX(a, 0) - 10*sc
		}
		for r, st := range s.rows {
			y := a.R(0, 180+float64(r)*step, 0, 0).Y
			if a.Form.Touch() && y > panel.Y+panel.H-a.menuText(13)*3 {
				break // no room left above the note
			}
			for k, text := range cells(st) {
				if k == 0 {
					text = ui.Ellipsize(text, a.menuText(17), true, first)
				}
				ui.DrawText(dst, text, a.menuText(17), k == 0, s.statX(a, k), y, ui.AlignStart, ui.AlignCenter, ui.ColText)
			}
		}
		note := "vs a level: wins / games with a computer of that level at the table. Streak: the longest run of wins."
		ui.DrawText(dst, ui.Ellipsize(note, a.menuText(13), false, panel.W-40*sc), a.menuText(13), false, panel.X+20*sc, panel.Y+panel.H-20*sc, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		s.name.Draw(dst, a.menuWidgetScale(19))
		s.btnRename.Draw(dst, sc)
		s.btnFg.Draw(dst, sc)
	}
	s.btnBack.Draw(dst, sc)
	s.btnPast.Draw(dst, sc)
	lines := s.notices
	if s.message != "" {
		lines = append([]string{s.message}, lines...)
	}
	y := a.R(0, s.noticeY, 0, 0).Y
	for i, n := range lines {
		if i < 1 {
			ui.DrawText(dst, ui.Ellipsize(n, a.menuText(15), false, 1200*sc), a.menuText(15), false, a.W/2, y, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
		}
	}
}

// Targets implements ui.Targeter.
func (s *Statistics) Targets() []ui.Target {
	ts := []ui.Target{s.btnBack.Target(), s.btnPast.Target()}
	for i := range s.btns {
		if s.btns[i].Rect.W > 0 {
			ts = append(ts, ui.Target{Name: "person:" + s.btns[i].Label, Rect: s.btns[i].Rect})
		}
	}
	if len(s.people) > 0 {
		ts = append(ts, s.btnRename.Target(), s.btnFg.Target(), ui.Target{Name: "field:name", Rect: s.name.Rect})
	}
	if s.btnMore.Rect.W > 0 {
		ts = append(ts, s.btnMore.Target())
	}
	return ts
}
