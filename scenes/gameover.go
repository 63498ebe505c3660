package scenes

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// GameOver shows the outcome, the final board and each entrant's score
// breakdown (the seats and the game's rivals that are not seats), with
// Play again (same seats) and Title.
type GameOver struct {
	sess     *session.Session
	res      engine.Result
	unit     engine.ScoreUnit
	order    []entrant // by rank
	title    string
	summary  string
	btnPlay  ui.Button
	btnHome  ui.Button
	tieBreak string
	reason   string // why the game ended (engine.EndReason), or ""
	// info are reason and tieBreak wrapped at infoScale (kept, so that a
	// frame allocates nothing).
	info      []string
	infoScale float64
	err       string
	ticks     int

	// board is the game's table showing the final position, drawn beside
	// the breakdown; nil when the game over was made without one.
	board ui.Table
	ctx   ui.Context

	// btnWatch opens the game in the replay viewer; news are the
	// statistics lines of the people who played (stats.go).
	btnWatch ui.Button
	news     string
}

// entrant is one line of the ranking: a seat or a rival.
type entrant struct {
	name      string
	seat      int // the seat, or -1 for a rival
	score     int
	scoreText string // score in the unit, said once, not per frame
	rank      int
	rankText  string // "1st", "2nd"...: said once, not per frame
	breakdown []string
	list      *ui.ScrollList
}

// NewGameOver makes the scene for a finished session.
func NewGameOver(a *App, sess *session.Session) *GameOver {
	g := &GameOver{sess: sess, res: sess.State.Result(), unit: engine.StateUnit(sess.State)}
	g.tieBreak = sess.Say(g.res.TieBreak)
	if why := sess.Say(engine.EndReason(sess.State)); why != "" {
		g.reason = "The game ended: " + why + "."
	}
	g.order = rankEntrants(g.res, func(p int) string { return sess.Seats()[p].Name })
	for i := range g.order {
		g.order[i].list = &ui.ScrollList{Size: 14, Wrap: true, Figures: true, Lines: g.order[i].breakdown}
		g.order[i].scoreText = g.unit.Format(g.order[i].score)
		g.order[i].rankText = engine.Ordinal(g.order[i].rank)
	}
	humans := 0
	for p := range sess.Seats() {
		if sess.IsHuman(p) {
			humans++
		}
	}
	you := func(p int) bool { return humans == 1 && sess.IsHuman(p) }
	if g.res.ScoreOnly && len(g.order) == 1 {
		// a score attack: nobody wins or loses
		e := &g.order[0]
		e.rankText = "Final score"
		g.title = e.name + " scored " + e.scoreText
		if you(e.seat) {
			g.title = "You scored " + e.scoreText
		}
	} else {
		g.title, g.summary = outcome(g.order, g.unit, you)
	}
	g.btnPlay = ui.Button{Label: "Play again", Shortcut: "Enter", Primary: true}
	g.btnHome = ui.Button{Label: "Title", Shortcut: "Esc"}
	g.btnWatch = ui.Button{Label: "Watch again"}
	news := headlines(a, sess)
	if hs := a.recordHighScore(sess); hs != "" { // a solo mode's best scores (highscores.go)
		news = append([]string{hs}, news...)
	}
	g.news = strings.Join(news, " · ")
	g.layout(a)
	return g
}

// WithBoard draws the game's table (showing the final position, as ctx
// sees it) beside the breakdown.
func (g *GameOver) WithBoard(t ui.Table, ctx ui.Context) *GameOver {
	g.board, g.ctx = t, ctx
	return g
}

// rankEntrants lists the seats and the rivals of r by rank (seats before
// rivals of the same rank, each in order).
func rankEntrants(r engine.Result, name func(seat int) string) []entrant {
	var es []entrant
	for p := range r.Ranks {
		e := entrant{name: name(p), seat: p, rank: r.Ranks[p]}
		if p < len(r.Scores) {
			e.score = r.Scores[p]
		}
		if p < len(r.Breakdown) {
			e.breakdown = r.Breakdown[p]
		}
		es = append(es, e)
	}
	for _, rv := range r.Rivals {
		es = append(es, entrant{name: rv.Name, seat: -1, score: rv.Score, rank: rv.Rank, breakdown: rv.Breakdown})
	}
	sort.SliceStable(es, func(i, j int) bool { return es[i].rank < es[j].rank })
	return es
}

// outcome says who won, in words that fit: "Anna wins!", "A shared
// win!", "You lose" for a lone person beaten by a rival or by the goal,
// "Spider Jack wins" when a rival does. you reports whether a seat is the
// only person at the screen (said as "You"). summary ranks everyone with
// their scores when a rival is among them ("Spider Jack 212, Anna 198:
// Spider Jack wins"), and is empty otherwise.
func outcome(es []entrant, unit engine.ScoreUnit, you func(seat int) bool) (title, summary string) {
	var winners []string
	seats, rivals := 0, 0
	for _, e := range es {
		if e.seat >= 0 {
			seats++
		} else {
			rivals++
		}
		if e.rank == 1 {
			winners = append(winners, e.name)
		}
	}
	verdict := ""
	switch len(winners) {
	case 0:
		verdict = "nobody wins"
	case 1:
		verdict = winners[0] + " wins"
	default:
		verdict = engine.JoinWords(winners) + " share the win"
	}
	if rivals > 0 {
		var parts []string
		for _, e := range es {
			parts = append(parts, e.name+" "+strconv.Itoa(e.score))
		}
		summary = strings.Join(parts, ", ") + ": " + verdict
	}
	if seats == 1 {
		for _, e := range es {
			if e.seat < 0 {
				continue
			}
			switch {
			case e.rank == 1 && you(e.seat):
				return "You win!", summary
			case e.rank == 1:
				return e.name + " wins!", summary
			case you(e.seat):
				return "You lose", summary
			}
			return e.name + " loses", summary
		}
	}
	switch len(winners) {
	case 0:
		return "Game over", summary
	case 1:
		return winners[0] + " wins!", summary
	}
	return "A shared win!", summary
}

// Name implements Scene.
func (g *GameOver) Name() string { return "gameover" }

// boardRect is where the final board is drawn: narrower beside five or
// six cards, so that their score lines keep their figures beside their
// words.
func (g *GameOver) boardRect(a *App) ui.Rect { return a.R(30, 170, g.boardW(), 430) }

// boardW is the final board's width in layout units.
func (g *GameOver) boardW() float64 {
	if len(g.order) > 4 {
		return 450
	}
	return 560
}

// cardRect is entrant i's card: beside the board when there is one, else
// across the screen; more entrants than fit in a row take two rows,
// shared evenly (four beside the board are two by two, so that their
// score lines keep their width).
func (g *GameOver) cardRect(a *App, i int) ui.Rect {
	n := len(g.order)
	x0, w0, y0, h0, perRow := 50.0, 1180.0, 180.0, 400.0, 6
	if g.board != nil {
		x0 = 30 + g.boardW() + 20
		w0, y0, h0, perRow = 1250-x0, 170, 430, 3
	}
	cols := min(n, perRow)
	if n > perRow {
		cols = (n + 1) / 2
	}
	rows := (n + cols - 1) / cols
	w := (w0 - float64(cols-1)*12) / float64(cols)
	h := (h0 - float64(rows-1)*12) / float64(rows)
	return a.R(x0+float64(i%cols)*(w+12), y0+float64(i/cols)*(h+12), w, h)
}

// compactCard is the height (in layout units) below which a card puts
// the name and the score on one line, leaving its breakdown more room.
const compactCard = 260

// compact reports whether card c (in screen pixels) is a compact one.
func compact(c ui.Rect, s float64) bool { return c.H < compactCard*s }

func (g *GameOver) layout(a *App) {
	s := a.Scale
	for i, e := range g.order {
		e.list.Size = max(14, a.MinText())
		c := g.cardRect(a, i)
		top := 112 * s
		if compact(c, s) {
			top = 68 * s
		}
		// The breakdown shows whole lines only: a line that does not
		// fit is scrolled to, never drawn cut in half.
		_, lh := e.list.LineHeight(s)
		room := c.H - top - 8*s
		rows := math.Floor((room - 6*s) / lh)
		e.list.Rect = ui.Rect{X: c.X + 8*s, Y: c.Y + top, W: c.W - 16*s, H: 6*s + rows*lh + 2*s}
	}
	h := a.menuTap(56)
	g.btnHome.Rect = a.R(260, 630, 240, h)
	g.btnPlay.Rect = a.R(520, 630, 240, h)
	g.btnWatch.Rect = a.R(780, 630, 240, h)
}

// keyGuard is how many ticks (half a second) the game-over screen waits
// before Enter, Esc or Play again act: a second Enter pressed as the
// last move is played must not skip the result and start a new game.
const keyGuard = 30

// guarded reports whether the screen still ignores Enter, Esc and Play
// again.
func (g *GameOver) guarded() bool { return g.ticks <= keyGuard }

// Update implements Scene.
func (g *GameOver) Update(a *App) error {
	g.ticks++
	g.layout(a)
	for _, e := range g.order {
		e.list.Update(a.In, a.Scale)
	}
	home := g.btnHome.Update(a.In) || a.In.Command(ui.CmdCancel)
	play := g.btnPlay.Update(a.In) || a.In.Command(ui.CmdConfirm)
	if g.guarded() {
		home, play = false, false
	}
	if leave(a, home, NewTitle) {
		return nil
	}
	if g.btnWatch.Update(a.In) {
		a.Play("click")
		if err := a.openReplay(g.sess.Record.Clone(), func() Scene { return g }); err != nil {
			g.err = err.Error()
		}
		return nil
	}
	if play {
		a.Play("click")
		if _, err := a.OpenTable(g.sess.Restart(g.sess.Record.Seed + 1)); err != nil {
			g.err = err.Error()
		}
	}
	return nil
}

// Draw implements Scene.
func (g *GameOver) Draw(dst *ebiten.Image, a *App) {
	s := drawScreen(dst, a, g.layout)
	seats := g.sess.Seats()
	c := a.R(640, 56, 0, 0)
	ui.DrawText(dst, g.title, 48*s, true, c.X, c.Y, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	if len(g.order) > 0 && g.order[0].rank == 1 && g.order[0].seat >= 0 && !g.res.ScoreOnly {
		// The winner's monster cheers beside the title.
		w := g.order[0].seat
		col, _ := ui.Look(seats[w].LookIndex(w))
		half := ui.TextWidth(g.title, 48*s, true) / 2
		drawMonster(dst, c.X-half-60*s, c.Y+14*s, 28*s, col, float64(g.ticks), 1)
		drawMonster(dst, c.X+half+60*s, c.Y+14*s, 28*s, col, float64(g.ticks+90), 1)
	}
	sub := g.sess.Game.Name()
	if g.summary != "" {
		sub += " · " + g.summary
	}
	ui.DrawText(dst, ui.Ellipsize(sub, 20*s, false, 1200*s), 20*s, false, c.X, c.Y+44*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	// Why the game ended and how a tie was broken, in up to three lines
	// between the title and the board.
	if g.infoScale != s {
		g.info = append(ui.Wrap(g.reason, a.menuText(16), false, 1160*s), ui.Wrap(g.tieBreak, a.menuText(16), false, 1160*s)...)
		g.infoScale = s
	}
	lines := g.info
	step := 20.0
	if len(lines) > 2 {
		step = 18
	}
	step = max(step, a.MinText()*1.1)
	for i, line := range lines[:min(3, len(lines))] {
		ui.DrawText(dst, line, a.menuText(16), false, c.X, c.Y+70*s+float64(i)*step*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
	if g.board != nil {
		r := g.boardRect(a)
		ui.FillRoundRect(dst, r, 16*s, ui.ColPanelLo)
		g.ctx.Scale = s
		sprites.PauseTextProbe(true) // the table's own text is the table's to size
		g.board.Draw(&g.ctx, dst, r)
		sprites.PauseTextProbe(false)
	}
	for i, e := range g.order {
		card := g.cardRect(a, i)
		ui.Panel(dst, card, s)
		col, sym := ui.ColTextDim, "circle"
		if e.seat >= 0 {
			col, sym = ui.Look(seats[e.seat].LookIndex(e.seat))
		}
		if e.rank == 1 && !g.res.ScoreOnly {
			ui.StrokeRoundRect(dst, card, 14*s, 3*s, ui.ColAccent)
		}
		cx := card.X + card.W/2
		score := e.scoreText
		if compact(card, s) {
			// the rank and the score share the top line; the name has
			// the next one to itself
			ui.DrawText(dst, e.rankText, a.menuText(16), true, card.X+14*s, card.Y+22*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
			ui.DrawText(dst, score, a.menuText(18), true, card.X+card.W-12*s, card.Y+22*s, ui.AlignEnd, ui.AlignCenter, col)
			ui.DrawSymbol(dst, sym, card.X+22*s, card.Y+50*s, 11*s, col)
			ui.DrawText(dst, ui.Ellipsize(e.name, a.menuText(18), true, card.W-50*s), a.menuText(18), true, card.X+40*s, card.Y+50*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
		} else {
			ui.DrawText(dst, e.rankText, a.menuText(18), true, cx, card.Y+20*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
			ui.DrawSymbol(dst, sym, card.X+22*s, card.Y+52*s, 11*s, col)
			ui.DrawText(dst, ui.Ellipsize(e.name, a.menuText(19), true, card.W-50*s), a.menuText(19), true, card.X+40*s, card.Y+52*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
			size := 24 * s
			if ui.TextWidth(score, size, true) > card.W-16*s {
				size = a.menuText(17)
			}
			ui.DrawText(dst, ui.Ellipsize(score, size, true, card.W-16*s), size, true, cx, card.Y+86*s, ui.AlignCenter, ui.AlignCenter, col)
		}
		e.list.Draw(dst, s)
	}
	g.btnHome.Draw(dst, s)
	g.btnPlay.Draw(dst, s)
	g.btnWatch.Draw(dst, s)
	if g.news != "" {
		n := a.R(640, max(704, 630+a.menuTap(56)+a.MinText()*0.6), 0, 0)
		ui.DrawText(dst, ui.Ellipsize(g.news, a.menuText(15), false, 1240*s), a.menuText(15), false, n.X, n.Y, ui.AlignCenter, ui.AlignCenter, ui.ColAccent)
	}
	if g.err != "" {
		e := a.R(640, 612, 0, 0)
		ui.DrawText(dst, g.err, a.menuText(16), false, e.X, e.Y, ui.AlignCenter, ui.AlignCenter, ui.ColDanger)
	}
}

// Targets implements ui.Targeter.
func (g *GameOver) Targets() []ui.Target {
	return []ui.Target{g.btnPlay.Target(), g.btnHome.Target(), g.btnWatch.Target()}
}
