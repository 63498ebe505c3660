package scenes

import (
	"fmt"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// GameOver shows the ranking and each seat's score breakdown, with Play
// again (same seats) and Title.
type GameOver struct {
	sess     *session.Session
	res      engine.Result
	order    []int // seats by rank
	btnPlay  ui.Button
	btnHome  ui.Button
	lists    []*ui.ScrollList
	tieBreak string
	err      string
	ticks    int
}

// NewGameOver makes the scene for a finished session.
func NewGameOver(a *App, sess *session.Session) *GameOver {
	g := &GameOver{sess: sess, res: sess.State.Result()}
	g.tieBreak = sess.Say(g.res.TieBreak)
	for p := 0; p < sess.State.NumPlayers(); p++ {
		g.order = append(g.order, p)
		l := &ui.ScrollList{Size: 14, Wrap: true, Figures: true}
		if p < len(g.res.Breakdown) {
			l.Lines = g.res.Breakdown[p]
		}
		g.lists = append(g.lists, l)
	}
	sort.SliceStable(g.order, func(i, j int) bool {
		return rankOf(g.res, g.order[i]) < rankOf(g.res, g.order[j])
	})
	g.btnPlay = ui.Button{Label: "Play again", Shortcut: "Enter", Primary: true}
	g.btnHome = ui.Button{Label: "Title", Shortcut: "Esc"}
	g.layout(a)
	return g
}

func rankOf(r engine.Result, p int) int {
	if p < len(r.Ranks) {
		return r.Ranks[p]
	}
	return 99
}

// Name implements Scene.
func (g *GameOver) Name() string { return "gameover" }

func (g *GameOver) layout(a *App) {
	n := len(g.order)
	w := (1180.0 - float64(n-1)*16) / float64(n)
	for i, p := range g.order {
		g.lists[p].Rect = a.R(50+float64(i)*(w+16)+8, 300, w-16, 270)
	}
	g.btnHome.Rect = a.R(420, 624, 200, 56)
	g.btnPlay.Rect = a.R(660, 624, 200, 56)
}

// Update implements Scene.
func (g *GameOver) Update(a *App) error {
	g.ticks++
	g.layout(a)
	for _, l := range g.lists {
		l.Update(a.In, a.Scale)
	}
	if g.btnHome.Update(a.In) || a.In.Command(ui.CmdCancel) {
		a.Play("click")
		a.GoTo(NewTitle(a))
		return nil
	}
	if g.btnPlay.Update(a.In) || a.In.Command(ui.CmdConfirm) {
		a.Play("click")
		if _, err := a.OpenTable(g.sess.Restart(g.sess.Record.Seed + 1)); err != nil {
			g.err = err.Error()
		}
	}
	return nil
}

// Draw implements Scene.
func (g *GameOver) Draw(dst *ebiten.Image, a *App) {
	g.layout(a)
	s := a.Scale
	drawBackdrop(dst, a)
	seats := g.sess.Seats()
	title := "Game over"
	if w := g.res.Winners(); len(w) == 1 {
		title = seats[w[0]].Name + " wins!"
	} else if len(w) > 1 {
		title = "A shared win!"
	}
	c := a.R(640, 70, 0, 0)
	ui.DrawText(dst, title, 52*s, true, c.X, c.Y, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	if w := g.res.Winners(); len(w) > 0 {
		// The winner's monster cheers beside the title.
		col, _ := ui.Look(seats[w[0]].LookIndex(w[0]))
		half := ui.TextWidth(title, 52*s, true) / 2
		drawMonster(dst, c.X-half-60*s, c.Y+14*s, 30*s, col, float64(g.ticks))
		drawMonster(dst, c.X+half+60*s, c.Y+14*s, 30*s, col, float64(g.ticks+90))
	}
	ui.DrawText(dst, g.sess.Game.Name(), 20*s, false, c.X, c.Y+46*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	for i, line := range ui.Wrap(g.tieBreak, 16*s, false, 1160*s) {
		if i < 2 {
			ui.DrawText(dst, line, 16*s, false, c.X, c.Y+76*s+float64(i)*20*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		}
	}
	for _, p := range g.order {
		l := g.lists[p]
		card := ui.Rect{X: l.Rect.X - 8*s, Y: l.Rect.Y - 120*s, W: l.Rect.W + 16*s, H: l.Rect.H + 130*s}
		ui.Panel(dst, card, s)
		col, sym := ui.Look(seats[p].LookIndex(p))
		rank := rankOf(g.res, p)
		if rank == 1 {
			ui.StrokeRoundRect(dst, card, 14*s, 3*s, ui.ColAccent)
		}
		cx := card.X + card.W/2
		ui.DrawText(dst, ordinal(rank), 20*s, true, cx, card.Y+24*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		ui.DrawSymbol(dst, sym, card.X+24*s, card.Y+60*s, 12*s, col)
		ui.DrawText(dst, ui.Ellipsize(seats[p].Name, 20*s, true, card.W-60*s), 20*s, true, card.X+44*s, card.Y+60*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
		score := ""
		if p < len(g.res.Scores) {
			score = fmt.Sprintf("%d points", g.res.Scores[p])
			if g.res.Scores[p] == 1 || g.res.Scores[p] == -1 {
				score = fmt.Sprintf("%d point", g.res.Scores[p])
			}
		}
		ui.DrawText(dst, score, 26*s, true, cx, card.Y+96*s, ui.AlignCenter, ui.AlignCenter, col)
		l.Draw(dst, s)
	}
	g.btnHome.Draw(dst, s)
	g.btnPlay.Draw(dst, s)
	if g.err != "" {
		e := a.R(640, 600, 0, 0)
		ui.DrawText(dst, g.err, 16*s, false, e.X, e.Y, ui.AlignCenter, ui.AlignCenter, ui.ColDanger)
	}
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// Targets implements ui.Targeter.
func (g *GameOver) Targets() []ui.Target {
	return []ui.Target{g.btnPlay.Target(), g.btnHome.Target()}
}
