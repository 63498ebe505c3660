package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/learn"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// Title is the first scene: the app's name, the playable games, Continue,
// Settings, Rules and Quit.
type Title struct {
	games []engine.Game
	cards []ui.Rect
	hover int
	focus int // the card chosen with the arrow keys, or -1
	// lessons are the games' first lessons (nil for a game with none)
	// and learnBtns their "Learn to play" buttons, under the cards;
	// focusLearn says that the keyboard's focus is on the button under
	// card focus, not on the card.
	lessons    []*learn.Lesson
	learnBtns  []ui.Button
	focusLearn bool
	saves      saveList // Continue: the saved games
	btnSet     ui.Button
	btnRules   ui.Button
	btnQuit    ui.Button
	ticks      int
	// past and stats open Past games and Statistics (pastgames.go,
	// stats.go); dropped tells why a file dropped on the window did not
	// open.
	past, stats ui.Button
	dropped     string
}

// NewTitle makes the title scene, reading the autosave.
func NewTitle(a *App) *Title {
	t := &Title{hover: -1, focus: -1}
	for _, id := range ui.PlayableGames() {
		if g, err := engine.Lookup(id); err == nil {
			t.games = append(t.games, g)
			var first *learn.Lesson
			if ls := learn.For(id); len(ls) > 0 {
				first = ls[0] // Monsters on Board: the whole round before the solo rules
			}
			t.lessons = append(t.lessons, first)
			t.learnBtns = append(t.learnBtns, ui.Button{Label: "Learn to play"})
		}
	}
	t.saves = loadSaveList(a)
	t.btnSet = ui.Button{Label: "Settings"}
	t.btnRules = ui.Button{Label: "Rules"}
	t.btnQuit = ui.Button{Label: "Quit"}
	t.past = ui.Button{Label: "Past games"}
	t.stats = ui.Button{Label: "Statistics"}
	t.layout(a)
	return t
}

// Name implements Scene.
func (t *Title) Name() string { return "title" }

func (t *Title) layout(a *App) {
	n := len(t.games)
	ch, gap := 200.0, 24.0
	cw := cardWidth(n, gap)
	total := float64(n)*cw + float64(n-1)*gap
	x0 := (LayoutW - total) / 2
	t.cards = t.cards[:0]
	for i := range t.games {
		t.cards = append(t.cards, a.R(x0+float64(i)*(cw+gap), 250, cw, ch))
	}
	// Each lesson's button under its card, as high as a finger needs on
	// a touch screen; the row of buttons below them.
	rowY := 500.0
	if t.anyLesson() {
		learnY, learnH := 250+ch+10, a.menuTap(40)
		for i := range t.games {
			t.learnBtns[i].Rect = a.R(x0+float64(i)*(cw+gap)+10, learnY, cw-20, learnH)
		}
		rowY = learnY + learnH + 20
	}
	btns := []*ui.Button{&t.btnRules, &t.btnSet}
	if CanQuit() {
		btns = append(btns, &t.btnQuit)
	}
	t.saves.layout(a, rowY, btns)
	if a.Form.Touch() {
		// Past games and Statistics in the screen's top right corner,
		// as high as a finger needs.
		v, h := a.menuView(), a.menuTap(44)
		right := v.X + v.W - 16
		t.past.Rect = a.R(right-2*170-12, v.Y+12, 170, h)
		t.stats.Rect = a.R(right-170, v.Y+12, 170, h)
		return
	}
	t.past.Rect = a.R(LayoutW-2*170-28, 16, 170, 44)
	t.stats.Rect = a.R(LayoutW-170-16, 16, 170, 44)
}

// Update implements Scene.
func (t *Title) Update(a *App) error {
	t.ticks++
	t.layout(a)
	in := a.In
	if t.saves.update(a, t.focus < 0) {
		return nil
	}
	if msg := openDropped(a, func() Scene { return NewTitle(a) }); msg != "" {
		t.dropped = msg
	}
	if leave(a, t.past.Update(in), NewPastGames) || leave(a, t.stats.Update(in), NewStatistics) {
		return nil
	}
	for i := range t.learnBtns {
		if t.lessons[i] != nil && t.learnBtns[i].Update(in) {
			t.learn(a, i)
			return nil
		}
	}
	x, y := in.Cursor()
	t.hover = -1
	for i, r := range t.cards {
		if r.Contains(x, y) {
			t.hover = i
			if in.Clicked() {
				a.Play("click")
				t.saves.choose(a, t.games[i])
				return nil
			}
		}
	}
	// The arrow keys choose a game or its lesson and Enter opens it.
	t.moveFocus(in)
	if t.focus >= 0 && in.Command(ui.CmdConfirm) {
		if t.focusLearn {
			t.learn(a, t.focus)
			return nil
		}
		a.Play("click")
		t.saves.choose(a, t.games[t.focus])
		return nil
	}
	if t.btnRules.Update(in) {
		a.Play("click")
		id := ""
		if len(t.games) > 0 {
			id = t.games[0].ID()
		}
		a.GoTo(NewRules(a, id, t))
	}
	if t.btnSet.Update(in) {
		a.Play("click")
		a.GoTo(NewSettings(a, t))
	}
	if CanQuit() && t.btnQuit.Update(in) {
		a.Quit()
	}
	return nil
}

// anyLesson reports whether a game on the title has a lesson.
func (t *Title) anyLesson() bool {
	for _, l := range t.lessons {
		if l != nil {
			return true
		}
	}
	return false
}

// moveFocus moves the keyboard's focus: Left and Right (Next and Prev)
// go along the row the focus is in, the cards or their lessons; Down and
// Up go from a card to its lesson and on to the next card, and back.
func (t *Title) moveFocus(in ui.Input) {
	n := len(t.games)
	hasLesson := func(i int) bool { return i >= 0 && i < n && t.lessons[i] != nil }
	switch {
	case n == 0:
	case in.Command(ui.CmdDown) && t.focus >= 0:
		if !t.focusLearn && hasLesson(t.focus) {
			t.focusLearn = true
			return
		}
		t.focus, t.focusLearn = (t.focus+1)%n, false
	case in.Command(ui.CmdUp) && t.focus >= 0:
		if t.focusLearn {
			t.focusLearn = false
			return
		}
		t.focus = (t.focus - 1 + n) % n
		t.focusLearn = hasLesson(t.focus)
	default:
		t.focus = cycle(in, t.focus, n)
		t.focusLearn = t.focusLearn && hasLesson(t.focus)
	}
}

// learn starts the lesson of game i.
func (t *Title) learn(a *App, i int) {
	a.Play("click")
	a.MarkGuided(t.games[i].ID()) // the lesson is the first game
	if _, err := StartLesson(a, t.lessons[i]); err != nil {
		t.dropped = err.Error()
	}
}

// Draw implements Scene.
func (t *Title) Draw(dst *ebiten.Image, a *App) {
	t.layout(a)
	s := a.Scale
	// Complete from the first frame, pictures included: they are painted on
	// the CPU (sprites/cpupaint.go). Painted on the GPU, where every
	// anti-aliased fill costs an offscreen pass, they had made the
	// browser's first interactive frame about 12% later and came from
	// frame 3; now they cost it about 2% (docs/performance.md).
	drawBackdrop(dst, a)
	// The name, large, with a monster peeking over it.
	c := a.R(640, 150, 0, 0)
	// Its horns keep clear of the top edge: they reach 1.5 r above its centre.
	drawMonster(dst, c.X, c.Y-72*s, 42*s, ui.ColAccent, float64(t.ticks), 1)
	ui.DrawText(dst, "Monster Mixer", 84*s, true, c.X+3*s, c.Y+5*s, ui.AlignCenter, ui.AlignCenter, color.RGBA{0, 0, 0, 0x90})
	ui.DrawText(dst, "Monster Mixer", 84*s, true, c.X, c.Y, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, "Monster board games for 1 to 6 people on one screen", 20*s, false, c.X, c.Y+58*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	if len(t.games) == 0 {
		r := a.R(340, 270, 600, 120)
		ui.Panel(dst, r, s)
		ui.DrawText(dst, "No game can be played in this version.", 22*s, false, r.X+r.W/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
	for i, g := range t.games {
		r := t.cards[i]
		lit := i == t.hover || (i == t.focus && !t.focusLearn)
		if lit {
			r.Y -= 4 * s
		}
		ui.Panel(dst, r, s)
		pic := ui.Rect{X: r.X + 12*s, Y: r.Y + 12*s, W: r.W - 24*s, H: 110 * s}
		ui.FillRoundRect(dst, pic, 10*s, ui.ColPanelLo)
		sprites.PauseTextProbe(true) // a picture's figures are art, not text to read
		DrawGamePicture(dst, g.ID(), pic, 1)
		sprites.PauseTextProbe(false)
		drawCardAffordance(dst, r, s, a.menuText(15), lit)
		ui.DrawText(dst, g.Name(), max(cardTitleSize(g.Name(), s, r.W-16*s), a.menuText(0)), true, r.X+r.W/2, r.Y+146*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, playersText(g), a.menuText(16), false, r.X+r.W/2, r.Y+176*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
	for i := range t.learnBtns {
		if t.lessons[i] != nil {
			t.learnBtns[i].Primary = t.focusLearn && i == t.focus
			t.learnBtns[i].Draw(dst, s)
		}
	}
	t.btnRules.Draw(dst, s)
	t.btnSet.Draw(dst, s)
	if CanQuit() {
		t.btnQuit.Draw(dst, s)
	}
	t.past.Draw(dst, s)
	t.stats.Draw(dst, s)
	y := a.R(0, max(600, t.saves.draw(dst, a)+14), 0, 0).Y
	notices := a.Notices
	if t.dropped != "" {
		notices = append([]string{t.dropped}, notices...)
	}
	size, step := a.menuText(16), max(22*s, a.menuText(16)*1.3)
	for _, n := range notices {
		for _, line := range ui.Wrap(n, size, false, 1000*s) {
			ui.DrawText(dst, line, size, false, a.W/2, y, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
			y += step
		}
	}
	t.saves.drawOpen(dst, a)
}

func playersText(g engine.Game) string {
	if g.MinPlayers() == g.MaxPlayers() {
		return playersLabel(g.MinPlayers())
	}
	return fmt.Sprintf("%d to %d players", g.MinPlayers(), g.MaxPlayers())
}

// Targets implements ui.Targeter.
func (t *Title) Targets() []ui.Target {
	var ts []ui.Target
	for i, g := range t.games {
		if i < len(t.cards) {
			ts = append(ts, ui.Target{Name: "game:" + g.ID(), Rect: t.cards[i]})
		}
	}
	for i, g := range t.games {
		if t.lessons[i] != nil {
			ts = append(ts, ui.Target{Name: "learn:" + g.ID(), Rect: t.learnBtns[i].Rect})
		}
	}
	if t.saves.ask != nil || t.saves.open {
		return t.saves.targets()
	}
	ts = append(ts, t.saves.targets()...)
	ts = append(ts, t.btnRules.Target(), t.btnSet.Target(), t.past.Target(), t.stats.Target())
	if CanQuit() {
		ts = append(ts, t.btnQuit.Target())
	}
	return ts
}

// drawMonster draws the friendly blob monster at opacity alpha (see
// sprites.DrawMonster).
func drawMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, tick, alpha float64) {
	sprites.DrawMonster(dst, x, y, r, body, tick, alpha)
}

// DrawGamePicture draws a small picture of a game by code inside r at
// opacity alpha (painted once per size into a cached sprite).
func DrawGamePicture(dst *ebiten.Image, gameID string, r ui.Rect, alpha float64) {
	sprites.DrawGamePicture(dst, gameID, r.X, r.Y, r.W, r.H, alpha)
}

// launchFrames is how many frames the app draws after launch before
// background work (decoding the sound effects) starts, so that it does not
// hold up the first frames.
const launchFrames = 20

// launchSettled reports whether the launch is over for background work.
func launchSettled(frames int) bool { return frames >= launchFrames }
