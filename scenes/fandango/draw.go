package fandango

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// The table's highlight colours.
var (
	colLit    = color.RGBA{0x9c, 0xf0, 0x8c, 0xff} // a legal move or mark
	colTarget = color.RGBA{0xff, 0x70, 0x50, 0xff} // an attack's target
	colHint   = ui.ColHint                         // the hint, the chosen unit
	colCursor = color.RGBA{0xff, 0xff, 0xff, 0xff} // the choice under the pointer
	colWater  = color.RGBA{0x1e, 0x34, 0x44, 0xff} // around the map
	colDim    = color.RGBA{0x9a, 0x9a, 0x9a, 0xff} // a unit that has acted
	colFacing = color.RGBA{0xf6, 0xf2, 0xe8, 0xff} // the way a unit faces (the facing rule)
)

// Draw implements ui.Table.
func (t *Table) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	if t.st == nil {
		return
	}
	t.fit(area, ctx.Scale, ctx.MinTarget)
	s := ctx.Scale
	m := t.lay.mapR
	ui.FillRoundRect(dst, m, 10*s, colWater)
	t.drawMap(t.gfx.mapClip.Of(dst, m))
	t.drawPanControls(dst, s)
	t.drawDice(dst, s)
	t.drawPanel(dst, s)
	t.tipBox.Draw(dst)
}

// drawMap draws the layer, the highlights, the items and the units.
func (t *Table) drawMap(dst *ebiten.Image) {
	if z := t.cam.Zoom; t.gfx.layer == nil || z != t.gfx.layerZ || t.dirty && !slices.Equal(t.searchSig(), t.gfx.layerSig) {
		t.paintLayer()
	}
	t.dirty = false
	bb := boardBounds(t.st.Board())
	x, y := t.cam.ToScreen(t.lay.mapR, bb.X, bb.Y)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(x), math.Round(y))
	dst.DrawImage(t.gfx.layer, &op)

	st := t.st
	b := st.Board()
	g := t.grid()
	hs := int(g.Size * 2)
	// Capture the Flag points, in the colour of the seat they belong to
	for p := range st.NumPlayers() {
		for _, h := range st.Player(p).Flags {
			cx, cy := g.Center(hexOf(b, h))
			sprites.FillRect(dst, cx+g.Size*0.3, cy-g.Size*0.75, g.Size*0.06, g.Size*0.5, color.RGBA{0x30, 0x20, 0x10, 0xff})
			ui.FillRect(dst, ui.Rect{X: cx + g.Size*0.36, Y: cy - g.Size*0.75, W: g.Size * 0.3, H: g.Size * 0.2}, t.seatColour(p))
		}
	}
	lit := t.myTurn && !t.tl.Busy()
	if lit {
		for i := range t.choice {
			c := &t.choice[i]
			if c.kind != chHex {
				continue
			}
			cx, cy := g.Center(hexOf(b, c.hex))
			col := colLit
			if c.kill >= 0 {
				col = colTarget
			}
			t.drawSprite(dst, spriteKey{kind: spHexFill, size: hs}, cx, cy, ui.Scaled(col, 0.28))
			t.drawSprite(dst, spriteKey{kind: spHexRing, size: hs}, cx, cy, col)
		}
	}
	// units
	for _, u := range st.Units() {
		if slices.Contains(t.hidden, u.ID) {
			continue
		}
		x, y, r, _ := t.unitSlot(u.ID)
		if t.tl.Busy() && slices.Contains(t.mv.ids, u.ID) && !t.mv.done {
			x, y = t.walkPos()
		}
		clr := sprites.White
		if u.Acted && u.Owner != fd.Wild && st.Phase() != fd.PhaseOver {
			clr = colDim
		}
		t.drawSprite(dst, t.counterKey(u, 2*r), x, y, clr)
		if st.Facing() {
			a := dirAngle(u.Facing)
			t.drawArrow(dst, x+math.Cos(a)*r*1.12, y+math.Sin(a)*r*1.12, r*0.55, a, colFacing)
		}
		if u.Burrowed {
			sprites.FillRect(dst, x-r, y+r*0.6, 2*r, r*0.4, color.RGBA{0x5a, 0x40, 0x28, 0xe0})
		}
	}
	// items on the ground, over the bottom of their hex
	for i, gi := range st.Ground() {
		k := 0
		for _, o := range st.Ground()[:i] {
			if o.Hex == gi.Hex {
				k++
			}
		}
		cx, cy := g.Center(hexOf(b, gi.Hex))
		cs := g.Size * 0.6
		t.drawSprite(dst, spriteKey{kind: spItem, which: int(gi.Item), size: int(cs)}, cx-g.Size*0.55+float64(k%4)*cs*0.8, cy+g.Size*0.55, sprites.White)
	}
	for _, gh := range t.ghosts {
		cx, cy := g.Center(hexOf(b, gh.hex))
		a := 1.0
		if t.fly.on && t.fly.s.kind == stEvent && t.fly.s.ev.Kind == fd.EvKilled && t.fly.s.ev.Unit == gh.u.ID {
			a = 1 - t.fly.p
		}
		t.drawSprite(dst, t.counterKey(&gh.u, g.Size*0.9), cx, cy, ui.Scaled(sprites.White, a))
	}
	if lit {
		t.drawChoiceMarks(dst, g)
	}
	if t.fly.on && t.fly.s.kind == stEvent {
		t.drawEffect(dst, g)
	}
	if t.fly.on && t.fly.s.kind == stStrike {
		t.drawStrike(dst, g)
	}
}

// walkPos is where the walking units are now, between two hexes of the
// path.
func (t *Table) walkPos() (float64, float64) {
	g := t.grid()
	b := t.st.Board()
	path := t.mv.path
	if len(path) < 2 {
		return g.Center(hexOf(b, path[0]))
	}
	f := t.mv.p * float64(len(path)-1)
	i := min(int(f), len(path)-2)
	x0, y0 := g.Center(hexOf(b, path[i]))
	x1, y1 := g.Center(hexOf(b, path[i+1]))
	k := f - float64(i)
	return x0 + (x1-x0)*k, y0 + (y1-y0)*k
}

// drawChoiceMarks rings the units that may act and the targets (with the
// chance to kill), the facings, the chosen unit, the hint and the choice under the pointer.
func (t *Table) drawChoiceMarks(dst *ebiten.Image, g ui.HexGrid) {
	st := t.st
	pulse := 0.75 + 0.25*math.Sin(t.clock*5)
	if u := st.Unit(t.sel); u != nil {
		x, y, r, _ := t.unitSlot(u.ID)
		ui.StrokeRoundRect(dst, ui.Rect{X: x - r - 3, Y: y - r - 3, W: 2*r + 6, H: 2*r + 6}, r*0.3, 3, colHint)
	}
	if u := st.Unit(st.Actor()); u != nil && st.Phase() == fd.PhaseThing {
		x, y, r, _ := t.unitSlot(u.ID)
		ui.StrokeRoundRect(dst, ui.Rect{X: x - r - 3, Y: y - r - 3, W: 2*r + 6, H: 2*r + 6}, r*0.3, 3, colHint)
	}
	for i := range t.choice {
		c := &t.choice[i]
		r := t.choiceRect(i)
		switch c.kind {
		case chUnit:
			ui.StrokeRoundRect(dst, r.Inset(-2), r.W*0.15, 2, ui.Scaled(colLit, pulse))
		case chTarget:
			ui.StrokeRoundRect(dst, r.Inset(-2), r.W*0.15, 2.5, colTarget)
			t.drawKill(dst, c.kill, r.X+r.W/2, r.Y-2, g.Size)
		case chHex:
			if c.kill >= 0 {
				cx, cy := r.Center()
				t.drawKill(dst, c.kill, cx, cy-g.Size*0.55, g.Size)
			}
		case chFacing:
			cx, cy := r.Center()
			t.drawArrow(dst, cx, cy, r.W, dirAngle(c.dir), colLit)
		}
		if t.hintOn && c.act == t.hint && c.kind != chUnit && c.kind != chRide && c.kind != chPage {
			t.markChoice(dst, i, colHint)
		}
	}
	if t.hintOn && st.Phase() == fd.PhaseSelect {
		for i := range t.choice {
			if c := &t.choice[i]; c.kind == chUnit && t.moveOf(c.unit, t.hint) {
				t.markChoice(dst, i, colHint)
			}
		}
	}
	if t.hover >= 0 && t.choice[t.hover].hex >= 0 {
		t.markChoice(dst, t.hover, ui.Scaled(colCursor, 0.7))
	}
}

// drawArrow draws a white arrow sprite pointing at angle a, tinted.
func (t *Table) drawArrow(dst *ebiten.Image, cx, cy, size, a float64, clr color.RGBA) {
	sp := t.sprite(spriteKey{kind: spArrow, size: int(size)})
	if sp == nil {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-sp.OX, -sp.OY)
	op.GeoM.Rotate(a)
	op.GeoM.Translate(cx, cy)
	sprites.ScaleBy(&op.ColorScale, clr)
	dst.DrawImage(sp.Img, &op)
}

// markChoice outlines choice i on the map or in the panel.
func (t *Table) markChoice(dst *ebiten.Image, i int, clr color.RGBA) {
	c := &t.choice[i]
	if c.kind == chHex {
		g := t.grid()
		cx, cy := g.Center(hexOf(t.st.Board(), c.hex))
		t.drawSprite(dst, spriteKey{kind: spHexRing, size: int(g.Size * 2)}, cx, cy, clr)
		return
	}
	r := t.choiceRect(i)
	ui.StrokeRoundRect(dst, r.Inset(-3), 6, 2.5, clr)
}

// killTexts are "0%" to "100%", made once.
var killTexts = func() [101]string {
	var out [101]string
	for i := range out {
		out[i] = strconv.Itoa(i) + "%"
	}
	return out
}()

// drawKill draws an attack's chance to kill above a target.
func (t *Table) drawKill(dst *ebiten.Image, kill int, x, y, hexSize float64) {
	if kill < 0 || kill > 100 {
		return
	}
	size := max(11, hexSize*0.36)
	w := ui.TextWidth(killTexts[kill], size, true) + 8
	ui.FillRoundRect(dst, ui.Rect{X: x - w/2, Y: y - size - 4, W: w, H: size + 4}, 4, color.RGBA{0x20, 0x10, 0x10, 0xe0})
	ui.DrawText(dst, killTexts[kill], size, true, x, y-size/2-2, ui.AlignCenter, ui.AlignCenter, colTarget)
}

// effectWords are the words shown over a hex as an event plays.
var effectWords = map[fd.EventKind]string{
	fd.EvHit: "Hit!", fd.EvMissed: "Miss", fd.EvUnharmed: "Unharmed", fd.EvDowned: "Down!",
	fd.EvHealed: "Healed", fd.EvKilled: "Killed", fd.EvSaved: "Saved", fd.EvEscaped: "Escaped",
	fd.EvSacrifice: "Sacrifice", fd.EvLucky: "Lucky", fd.EvNothing: "Nothing", fd.EvFound: "Found!",
	fd.EvDisturbed: "A monster!", fd.EvLair: "A lair!", fd.EvOpened: "Opened", fd.EvTrap: "Trap!",
	fd.EvBought: "Bought", fd.EvAppeared: "Arrives", fd.EvSurfaced: "Surfaces", fd.EvQuestDone: "Quest done!",
}

// effectWord is the word shown over the hex of event e, if any.
func effectWord(e *fd.Event) (string, bool) {
	word, ok := effectWords[e.Kind]
	if e.Kind == fd.EvFound && e.Value == 1 {
		word = "No room: left here" // the find lies on the hex, drawn with the items on the ground
	}
	return word, ok && e.Unit != 0
}

// drawEffect draws the running event over its hex: a burst ring and a
// word.
func (t *Table) drawEffect(dst *ebiten.Image, g ui.HexGrid) {
	e := &t.fly.s.ev
	word, ok := effectWord(e)
	if !ok {
		return
	}
	h := e.Hex
	if u := t.st.Unit(e.Unit); u != nil && e.Kind != fd.EvKilled && e.Kind != fd.EvFound && e.Kind != fd.EvLair && e.Kind != fd.EvEscaped && e.Kind != fd.EvAppeared {
		h = u.Hex
	}
	if h < 0 || h >= t.st.Board().NumHexes() {
		return
	}
	cx, cy := g.Center(hexOf(t.st.Board(), h))
	col := colHint
	switch e.Kind {
	case fd.EvHit, fd.EvKilled, fd.EvTrap, fd.EvDowned, fd.EvDisturbed:
		col = colTarget
	case fd.EvMissed, fd.EvNothing, fd.EvUnharmed:
		col = color.RGBA{0xc8, 0xd8, 0xe8, 0xff}
	case fd.EvSaved, fd.EvHealed, fd.EvOpened, fd.EvQuestDone, fd.EvEscaped:
		col = colLit
	}
	p := t.fly.p
	size := int(g.Size * 2 * (1 + 0.5*p))
	t.drawSprite(dst, spriteKey{kind: spHexRing, size: size}, cx, cy, ui.Scaled(col, 1-p*0.7))
	if e.Kind == fd.EvKilled || e.Kind == fd.EvTrap {
		r := g.Size * 0.5
		ui.StrokeRoundRect(dst, ui.Rect{X: cx - r, Y: cy - r, W: 2 * r, H: 2 * r}, r, 3, col)
	}
	ts := max(12, g.Size*0.45)
	ui.DrawText(dst, word, ts, true, cx+1, cy-g.Size*(0.9+0.3*p)+1, ui.AlignCenter, ui.AlignCenter, color.RGBA{0, 0, 0, 0xc0})
	ui.DrawText(dst, word, ts, true, cx, cy-g.Size*(0.9+0.3*p), ui.AlignCenter, ui.AlignCenter, col)
}

// drawStrike draws an attack on its way: a red line from the attacker
// towards each target, its head a dot.
func (t *Table) drawStrike(dst *ebiten.Image, g ui.HexGrid) {
	b := t.st.Board()
	path := t.fly.s.path
	x0, y0 := g.Center(hexOf(b, path[0]))
	p := min(1, t.fly.p*1.4)
	for _, h := range path[1:] {
		x1, y1 := g.Center(hexOf(b, h))
		x, y := x0+(x1-x0)*p, y0+(y1-y0)*p
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x), float32(y), float32(max(2, g.Size*0.08)), colTarget, true)
		vector.DrawFilledCircle(dst, float32(x), float32(y), float32(max(3, g.Size*0.14)), colTarget, true)
	}
}

// drawPanControls draws the pan arrows, the zoom buttons and Fit.
func (t *Table) drawPanControls(dst *ebiten.Image, s float64) {
	for i, r := range t.lay.pans {
		if t.underLit(r) {
			continue // the lit target under it takes the click
		}
		hover := r.Contains(t.mx, t.my)
		bg := ui.Scaled(ui.ColPanel, 0.8)
		if hover {
			bg = ui.ColPanelHi
		}
		ui.FillRoundRect(dst, r, 6*s, bg)
		a := [4]float64{math.Pi, 0, -math.Pi / 2, math.Pi / 2}[i]
		cx, cy := r.Center()
		t.drawArrow(dst, cx, cy, r.W*0.55, a, ui.ColText)
	}
	for _, b := range [...]*ui.Button{&t.lay.zoom[0], &t.lay.zoom[1], &t.lay.fit} {
		if !t.underLit(b.Rect) {
			b.Draw(dst, s)
		}
	}
}

// drawDice draws the dice box: the pending roll with the number it needs,
// or the dice falling.
func (t *Table) drawDice(dst *ebiten.Image, s float64) {
	r := t.lay.dice
	var caption string
	var dice [2]int
	two, rolling, need := false, false, 0
	arrow := math.NaN() // a direction's arrow angle, NaN for dice
	switch {
	case t.fly.on && t.fly.s.kind == stDice:
		st := &t.fly.s
		caption, two, need = st.caption, st.two, st.need
		if t.fly.p < settle && st.ask != "" {
			caption = st.ask
		}
		if st.dir >= 0 {
			// a direction: an arrow spins and stops on it
			arrow = dirAngle(fd.Dir(st.dir)) - math.Max(0, settle-t.fly.p)*20
		} else if t.fly.p < settle {
			rolling = true
			k := int(t.fly.p*40) % 8
			dice = [2]int{k + 1, (k*5+3)%8 + 1}
		} else {
			dice = st.dice
		}
	case !t.tl.Busy() && t.texts.need != "":
		caption, two, need = t.texts.need, t.texts.needTwo, t.texts.needN
		if t.texts.needDir {
			arrow = t.clock * 3
		}
	default:
		return
	}
	ui.FillRoundRect(dst, r, 10*s, color.RGBA{0x14, 0x18, 0x20, 0xe8})
	ui.StrokeRoundRect(dst, r, 10*s, 1.5*s, ui.ColBorder)
	ds := 52 * s
	x := r.X + 16*s + ds/2
	cy := r.Y + r.H/2
	sz := int(ds)
	if rolling {
		cy += math.Sin(t.fly.p*30) * 4 * s
	}
	if math.IsNaN(arrow) {
		t.drawSprite(dst, spriteKey{kind: spD8, which: dice[0], size: sz}, x, cy, sprites.White)
	} else {
		t.drawArrow(dst, x, cy, ds*0.8, arrow, ui.ColText)
	}
	tx := x + ds/2 + 12*s
	if two {
		t.drawSprite(dst, spriteKey{kind: spD8, which: dice[1], size: sz}, x+ds+8*s, cy, sprites.White)
		tx += ds + 8*s
	}
	lines := t.wrapDice.get(caption, 16*s, true, r.X+r.W-tx-12*s)
	for i, l := range lines[:min(len(lines), 3)] {
		ui.DrawText(dst, l, 16*s, true, tx, r.Y+14*s+float64(i)*21*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	}
	if need > 0 && t.fly.on {
		word, col := "Needs "+upTo(need), ui.ColTextDim
		if !rolling {
			if t.fly.s.sum <= need {
				word, col = "Success", colLit
			} else {
				word, col = "Failure", colTarget
			}
		}
		ui.DrawText(dst, word, 15*s, false, tx, r.Y+r.H-14*s, ui.AlignStart, ui.AlignEnd, col)
	}
}

// seatColour is seat p's colour (the wild monsters' for Wild).
func (t *Table) seatColour(p int) color.RGBA {
	if p >= 0 && p < len(t.seats) {
		return t.seats[p].Color
	}
	if p >= 0 {
		c, _ := ui.Look(p)
		return c
	}
	return wildColour
}

// drawText draws the quest panel's texts (a variable so that tests can
// record what is written).
var drawText = ui.DrawText

// drawPanel draws the round, the quests and the action part.
func (t *Table) drawPanel(dst *ebiten.Image, s float64) {
	st := t.st
	l := &t.lay
	q := l.quests
	ui.Panel(dst, q, s)
	ui.DrawText(dst, t.texts.round, 17*s, true, q.X+12*s, q.Y+10*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	y := q.Y + 34*s
	if t.texts.solo != "" {
		for i, line := range t.wrapSolo.get(t.texts.solo, 12*s, false, q.W-24*s) {
			ui.DrawText(dst, line, 12*s, false, q.X+12*s, y+float64(i)*15*s, ui.AlignStart, ui.AlignStart, colHint)
		}
	}
	fs := t.questFont(s)
	for _, r := range l.qrows {
		p := r.p
		if r.i >= 0 {
			col := ui.ColTextDim
			if st.Player(p).Done[r.i] {
				col = colLit
			}
			for j, line := range r.lines {
				drawText(dst, line, fs, false, r.r.X, r.r.Y+float64(j)*fs*1.3, ui.AlignStart, ui.AlignStart, col)
			}
			continue
		}
		sym := "circle"
		if p < len(t.seats) {
			sym = t.seats[p].Symbol
		}
		if !r.open && t.hoverQuest == p {
			ui.FillRoundRect(dst, ui.Rect{X: q.X + 6*s, Y: r.r.Y - 2*s, W: q.W - 12*s, H: r.r.H}, 6*s, ui.ColPanelHi)
		}
		ui.DrawSymbol(dst, sym, q.X+20*s, r.r.Y+8*s, 7*s, t.seatColour(p))
		drawText(dst, t.seatName(p), 15*s, true, q.X+34*s, r.r.Y, ui.AlignStart, ui.AlignStart, ui.ColText)
		if p < len(t.texts.done) {
			drawText(dst, t.texts.done[p], 13*s, false, q.X+q.W-12*s, r.r.Y+1*s, ui.AlignEnd, ui.AlignStart, ui.ColTextDim)
		}
	}
	a := l.acts
	ui.Panel(dst, a, s)
	head := t.wrapHead.get(t.texts.heading, 14*s, true, a.W-24*s)
	for i, line := range head[:min(2, len(head))] {
		ui.DrawText(dst, line, 14*s, true, a.X+12*s, a.Y+10*s+float64(i)*18*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	}
	if t.note != "" {
		lines := t.wrapNote.get(t.note, 12*s, false, a.W-24*s)
		lines = lines[:min(3, len(lines))]
		for i, line := range lines {
			ui.DrawText(dst, line, 12*s, false, a.X+12*s, a.Y+a.H-14*s-float64(len(lines)-1-i)*15*s, ui.AlignStart, ui.AlignEnd, ui.ColDanger)
		}
	}
	if !t.myTurn || t.tl.Busy() || !t.hasButtons() {
		t.drawLegend(dst, s)
		return
	}
	k := 0
	for i := range t.choice {
		c := &t.choice[i]
		if c.hex >= 0 {
			continue
		}
		btn := ui.Button{Label: c.label, Rect: t.choiceRect(i), Primary: t.hintOn && c.act == t.hint && c.kind == chButton, Disabled: c.kind == chOff}
		if k < len(digits) {
			btn.Shortcut = digits[k]
		}
		k++
		t.hov = hoverOnly{t.mx, t.my}
		btn.Update(&t.hov)
		btn.Draw(dst, s)
	}
	t.drawUnitInfo(dst, s)
}

// drawUnitInfo tells the chosen or acting unit's statistics and special
// at the bottom of the action panel, where the buttons leave room.
func (t *Table) drawUnitInfo(dst *ebiten.Image, s float64) {
	if t.texts.unit == "" {
		return
	}
	a := t.lay.acts
	top := a.Y + 58*s
	for i := range t.choice {
		if t.choice[i].hex < 0 {
			r := t.choiceRect(i)
			top = max(top, r.Y+r.H+12*s)
		}
	}
	lh := 15 * s
	lines := t.wrapUnit.get(t.texts.unit, 12*s, false, a.W-24*s)
	bottom := a.Y + a.H - 60*s
	n := min(len(lines), int((bottom-top)/lh))
	for i, line := range lines[:max(n, 0)] {
		ui.DrawText(dst, line, 12*s, false, a.X+12*s, bottom-float64(n-i)*lh, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	}
}

// digits are the buttons' keys.
var digits = []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}

// hasButtons reports whether the panel has buttons to show.
func (t *Table) hasButtons() bool {
	for i := range t.choice {
		if t.choice[i].hex < 0 {
			return true
		}
	}
	return false
}

// drawLegend lists the counters' and chips' short names in the action
// panel's free space.
func (t *Table) drawLegend(dst *ebiten.Image, s float64) {
	a := t.lay.acts
	y := a.Y + 58*s
	lh := 16 * s
	n := legendFit(y, a.Y+a.H-50*s, lh, s)
	if n == 0 {
		return // not even the heading and one row: no heading alone
	}
	ui.DrawText(dst, "On the counters", 13*s, true, a.X+12*s, y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	y += lh + 2*s
	colW := (a.W - 24*s) / 2
	for i := range legend[:n] {
		row, col := i/2, i%2
		yy := y + float64(row)*lh
		x := a.X + 12*s + float64(col)*colW
		ui.DrawText(dst, legend[i].code, 12*s, true, x, yy, ui.AlignStart, ui.AlignStart, ui.ColText)
		ui.DrawText(dst, legend[i].name, 12*s, false, x+26*s, yy, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	}
}

// legendFit is how many legend entries (two to a row, lh apart) fit
// between top and bottom below the legend's heading.
func legendFit(top, bottom, lh, s float64) int {
	rows := int((bottom - (top + lh + 2*s)) / lh)
	return min(max(rows, 0)*2, len(legend))
}

// legend pairs the short names with the monsters and items.
var legend = func() []struct{ code, name string } {
	var out []struct{ code, name string }
	for k := range fd.NumKinds {
		out = append(out, struct{ code, name string }{kindCodes[k], k.String()})
	}
	for it := range fd.Chest + 1 {
		name := it.String()
		if it == fd.Chest {
			name = "treasure chest"
		}
		out = append(out, struct{ code, name string }{itemCodes[it], name})
	}
	return out
}()

// hoverOnly is an input that only points: it lets a button draw its
// hover state.
type hoverOnly struct{ x, y float64 }

func (h hoverOnly) Cursor() (float64, float64) { return h.x, h.y }
func (hoverOnly) Clicked() bool                { return false }
func (hoverOnly) RightClicked() bool           { return false }
func (hoverOnly) Wheel() float64               { return 0 }
func (hoverOnly) Command(ui.Command) bool      { return false }
func (hoverOnly) Typed() []rune                { return nil }
func (hoverOnly) Backspace() bool              { return false }

// wrapped keeps a text wrapped to a width, wrapping it again only when
// the text or the size changes.
type wrapped struct {
	src         string
	size, width float64
	bold        bool
	lines       []string
}

// get is src wrapped at size to width.
func (w *wrapped) get(src string, size float64, bold bool, width float64) []string {
	if src != w.src || size != w.size || width != w.width || bold != w.bold || w.lines == nil {
		w.src, w.size, w.width, w.bold = src, size, width, bold
		w.lines = ui.Wrap(src, size, bold, width)
	}
	return w.lines
}
