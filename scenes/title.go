package scenes

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// Title is the first scene: the app's name, the playable games, Continue,
// Settings, Rules and Quit.
type Title struct {
	games     []engine.Game
	cards     []ui.Rect
	hover     int
	focus     int            // the card chosen with the arrow keys, or -1
	saved     *record.Record // the autosave, if it can be resumed
	savedText string         // what it is, under the Continue button
	btnCont   ui.Button
	btnSet    ui.Button
	btnRules  ui.Button
	btnQuit   ui.Button
	ticks     int
}

// NewTitle makes the title scene, reading the autosave.
func NewTitle(a *App) *Title {
	t := &Title{hover: -1, focus: -1}
	for _, id := range ui.PlayableGames() {
		if g, err := engine.Lookup(id); err == nil {
			t.games = append(t.games, g)
		}
	}
	t.saved = loadAutosave(a)
	if t.saved != nil {
		name := t.saved.Game
		if g, err := engine.Lookup(name); err == nil {
			name = g.Name()
		}
		t.savedText = fmt.Sprintf("%s, %d players", name, len(t.saved.Seats))
	}
	t.btnCont = ui.Button{Label: "Continue", Shortcut: "Enter", Primary: true}
	t.btnSet = ui.Button{Label: "Settings"}
	t.btnRules = ui.Button{Label: "Rules"}
	t.btnQuit = ui.Button{Label: "Quit"}
	t.layout(a)
	return t
}

// loadAutosave reads the autosave; a corrupt or unknown one is reported,
// set aside and forgotten.
func loadAutosave(a *App) *record.Record {
	b, err := a.Store.Read(storage.AutosaveName)
	if storage.IsMissing(err) {
		return nil
	}
	var rec *record.Record
	if err == nil {
		rec, err = parseSave(b)
	}
	if err == nil {
		return rec
	}
	msg := "Your saved game could not be resumed (" + err.Error() + ")."
	if bad, aerr := a.Store.SetAside(storage.AutosaveName); aerr == nil {
		msg += " It was kept as " + bad + "."
	}
	a.Notices = append(a.Notices, msg)
	return nil
}

// parseSave reads an autosave and checks that it replays.
func parseSave(b []byte) (*record.Record, error) {
	rec, err := record.Parse(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	if _, ok := ui.NewTable(rec.Game); !ok {
		return nil, fmt.Errorf("this version cannot show %q", rec.Game)
	}
	if _, err := session.Load(rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// Name implements Scene.
func (t *Title) Name() string { return "title" }

func (t *Title) layout(a *App) {
	n := len(t.games)
	cw, ch, gap := 260.0, 200.0, 24.0
	total := float64(n)*cw + float64(n-1)*gap
	x0 := (LayoutW - total) / 2
	t.cards = t.cards[:0]
	for i := range t.games {
		t.cards = append(t.cards, a.R(x0+float64(i)*(cw+gap), 250, cw, ch))
	}
	y := 500.0
	bw := 200.0
	btns := []*ui.Button{}
	if t.saved != nil {
		btns = append(btns, &t.btnCont)
	}
	btns = append(btns, &t.btnRules, &t.btnSet)
	if CanQuit() {
		btns = append(btns, &t.btnQuit)
	}
	total = float64(len(btns))*bw + float64(len(btns)-1)*16
	x0 = (LayoutW - total) / 2
	for i, b := range btns {
		b.Rect = a.R(x0+float64(i)*(bw+16), y, bw, 52)
	}
}

// Update implements Scene.
func (t *Title) Update(a *App) error {
	t.ticks++
	t.layout(a)
	in := a.In
	x, y := in.Cursor()
	t.hover = -1
	for i, r := range t.cards {
		if r.Contains(x, y) {
			t.hover = i
			if in.Clicked() {
				a.Play("click")
				a.GoTo(NewNewGame(a, t.games[i]))
				return nil
			}
		}
	}
	// The arrow keys choose a game and Enter opens it.
	if n := len(t.games); n > 0 {
		switch {
		case in.Command(ui.CmdNext):
			t.focus = (t.focus + 1) % n
		case in.Command(ui.CmdPrev):
			t.focus = (t.focus - 1 + n) % n
		}
	}
	if t.focus >= 0 && in.Command(ui.CmdConfirm) {
		a.Play("click")
		a.GoTo(NewNewGame(a, t.games[t.focus]))
		return nil
	}
	if t.saved != nil && (t.btnCont.Update(in) || in.Command(ui.CmdConfirm)) {
		a.Play("click")
		sess, err := session.Load(t.saved)
		var f *Frame
		if err == nil {
			f, err = NewFrame(a, sess)
		}
		if err != nil {
			a.Notices = append(a.Notices, "Could not continue: "+err.Error())
			t.saved = nil
			return nil
		}
		a.GoTo(f)
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

// Draw implements Scene.
func (t *Title) Draw(dst *ebiten.Image, a *App) {
	t.layout(a)
	s := a.Scale
	drawBackdrop(dst, a)
	// The name, large, with a monster peeking over it.
	c := a.R(640, 150, 0, 0)
	drawMonster(dst, c.X, c.Y-80*s, 46*s, ui.ColAccent, float64(t.ticks))
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
		lit := i == t.hover || i == t.focus
		if lit {
			r.Y -= 4 * s
		}
		ui.Panel(dst, r, s)
		if lit {
			ui.StrokeRoundRect(dst, r, 14*s, 2.5*s, ui.ColAccent)
		}
		pic := ui.Rect{X: r.X + 12*s, Y: r.Y + 12*s, W: r.W - 24*s, H: 110 * s}
		ui.FillRoundRect(dst, pic, 10*s, ui.ColPanelLo)
		DrawGamePicture(dst, g.ID(), pic, float64(t.ticks))
		ui.DrawText(dst, g.Name(), 22*s, true, r.X+r.W/2, r.Y+146*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, playersText(g), 16*s, false, r.X+r.W/2, r.Y+176*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
	if t.saved != nil {
		t.btnCont.Draw(dst, s)
		r := t.btnCont.Rect
		ui.DrawText(dst, t.savedText, 14*s, false, r.X+r.W/2, r.Y+r.H+14*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	}
	t.btnRules.Draw(dst, s)
	t.btnSet.Draw(dst, s)
	if CanQuit() {
		t.btnQuit.Draw(dst, s)
	}
	y := a.R(0, 600, 0, 0).Y
	for _, n := range a.Notices {
		for _, line := range ui.Wrap(n, 16*s, false, 1000*s) {
			ui.DrawText(dst, line, 16*s, false, a.W/2, y, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
			y += 22 * s
		}
	}
}

func playersText(g engine.Game) string {
	if g.MinPlayers() == g.MaxPlayers() {
		return fmt.Sprintf("%d players", g.MinPlayers())
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
	if t.saved != nil {
		ts = append(ts, t.btnCont.Target())
	}
	ts = append(ts, t.btnRules.Target(), t.btnSet.Target())
	if CanQuit() {
		ts = append(ts, t.btnQuit.Target())
	}
	return ts
}

// drawMonster draws a friendly blob monster with horns and two blinking
// eyes, centred on (x, y) with radius r; tick animates it. The monster is
// painted once per size and colour into a cached sprite.
func drawMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, tick float64) {
	bob := math.Sin(tick/25) * r * 0.05
	blink := math.Mod(tick, 240) > 232
	rq := math.Round(r)
	type monsterKey struct {
		r     float64
		body  color.RGBA
		blink bool
	}
	w, h := int(rq*2.8)+4, int(rq*2.2)+4
	ox, oy := float64(w)/2, rq*1.55+2
	img, ox, oy := ui.SpriteNow(monsterKey{rq, body, blink}, w, h, ox, oy, func(img *ebiten.Image) {
		paintMonster(img, ox, oy, rq, body, blink)
	})
	if img == nil {
		return
	}
	ui.DrawSprite(dst, img, ox, oy, x, y+bob, color.White)
}

func paintMonster(dst *ebiten.Image, x, y, r float64, body color.RGBA, blink bool) {
	dark := ui.Mix(body, color.RGBA{0, 0, 0, 0xff}, 0.45)
	var p vector.Path
	// Horns.
	for _, side := range []float64{-1, 1} {
		p = vector.Path{}
		p.MoveTo(float32(x+side*r*0.45), float32(y-r*0.6))
		p.QuadTo(float32(x+side*r*0.95), float32(y-r*1.1), float32(x+side*r*0.8), float32(y-r*1.45))
		p.QuadTo(float32(x+side*r*0.7), float32(y-r*1.0), float32(x+side*r*0.15), float32(y-r*0.8))
		p.Close()
		ui.FillPath(dst, &p, ui.ColWarm)
	}
	// Body: a squashed blob.
	p = vector.Path{}
	p.MoveTo(float32(x-r*1.2), float32(y+r*0.55))
	p.CubicTo(float32(x-r*1.3), float32(y-r*0.9), float32(x+r*1.3), float32(y-r*0.9), float32(x+r*1.2), float32(y+r*0.55))
	p.Close()
	ui.FillPath(dst, &p, body)
	ui.StrokePath(dst, &p, math.Max(1, r*0.06), dark)
	// Eyes, or closed lids when blinking.
	for _, side := range []float64{-1, 1} {
		ex, ey := x+side*r*0.42, y-r*0.2
		if blink {
			ui.FillRoundRect(dst, ui.Rect{X: ex - r*0.25, Y: ey - r*0.04, W: r * 0.5, H: r * 0.08}, r*0.04, dark)
			continue
		}
		ui.PaintSymbol(dst, "circle", ex, ey, r*0.3, color.RGBA{0xfb, 0xf8, 0xff, 0xff})
		ui.PaintSymbol(dst, "circle", ex+side*r*0.06, ey+r*0.04, r*0.13, color.RGBA{0x15, 0x12, 0x20, 0xff})
	}
	// A toothy grin.
	ui.FillRoundRect(dst, ui.Rect{X: x - r*0.35, Y: y + r*0.12, W: r * 0.7, H: r * 0.18}, r*0.09, dark)
	for _, tx := range []float64{-0.18, 0.12} {
		ui.FillRect(dst, ui.Rect{X: x + tx*r, Y: y + r*0.12, W: r * 0.09, H: r * 0.09}, color.RGBA{0xfb, 0xf8, 0xff, 0xff})
	}
}

// DrawGamePicture draws a small picture of a game by code inside r
// (painted once per size into a cached sprite).
func DrawGamePicture(dst *ebiten.Image, gameID string, r ui.Rect, tick float64) {
	type pictureKey struct {
		id   string
		w, h int
	}
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	img, ox, oy := ui.SpriteNow(pictureKey{gameID, w, h}, w, h, 0, 0, func(img *ebiten.Image) {
		paintGamePicture(img, gameID, ui.Rect{W: float64(w), H: float64(h)})
	})
	if img != nil {
		ui.DrawSprite(dst, img, ox, oy, r.X, r.Y, color.White)
	}
}

func paintGamePicture(dst *ebiten.Image, gameID string, r ui.Rect) {
	cx, cy := r.Center()
	u := r.H / 110
	switch gameID {
	case "monster-factory":
		// A conveyor of tiles with a monster being assembled.
		ui.FillRoundRect(dst, ui.Rect{X: r.X + 14*u, Y: cy + 30*u, W: r.W - 28*u, H: 10 * u}, 5*u, ui.ColBorder)
		cols := []color.RGBA{ui.SeatColors[0], ui.SeatColors[1], ui.SeatColors[3]}
		for i := 0; i < 3; i++ {
			x := r.X + 30*u + float64(i)*34*u
			ui.FillRoundRect(dst, ui.Rect{X: x, Y: cy + 2*u, W: 28 * u, H: 28 * u}, 5*u, cols[i])
		}
		paintMonster(dst, cx+58*u, cy+4*u, 26*u, ui.SeatColors[4], false)
	case "monster-insurance":
		// A shield with a monster paw print.
		var p vector.Path
		p.MoveTo(float32(cx), float32(cy-42*u))
		p.LineTo(float32(cx+34*u), float32(cy-30*u))
		p.QuadTo(float32(cx+34*u), float32(cy+22*u), float32(cx), float32(cy+44*u))
		p.QuadTo(float32(cx-34*u), float32(cy+22*u), float32(cx-34*u), float32(cy-30*u))
		p.Close()
		ui.FillPath(dst, &p, ui.SeatColors[1])
		ui.StrokePath(dst, &p, 3*u, ui.ColText)
		ui.PaintSymbol(dst, "circle", cx, cy+6*u, 12*u, ui.ColPanelLo)
		for i, dx := range []float64{-14, -5, 5, 14} {
			dy := -12.0
			if i == 0 || i == 3 {
				dy = -6
			}
			ui.PaintSymbol(dst, "circle", cx+dx*u, cy+dy*u, 4.5*u, ui.ColPanelLo)
		}
		ui.PaintSymbol(dst, "star", cx-62*u, cy-10*u, 12*u, ui.ColWarm)
		ui.PaintSymbol(dst, "star", cx+62*u, cy+14*u, 9*u, ui.ColWarm)
	default:
		paintMonster(dst, cx, cy+10*u, 30*u, ui.ColAccent, false)
	}
}
