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

// zoomRest is how many frames in a row the zoom keeps still before the
// map's layer is painted afresh at it (until then the last one is drawn
// scaled: a pinch repaints the whole map once, when the fingers stop).
const zoomRest = 2

// drawMap draws the layer, the highlights, the items and the units.
func (t *Table) drawMap(dst *ebiten.Image) {
	gx := &t.gfx
	z := t.cam.Zoom
	if z != gx.seenZ {
		gx.seenZ, gx.zoomStill = z, 0
	} else if gx.zoomStill < zoomRest {
		gx.zoomStill++
	}
	if gx.layer == nil || gx.layerZ <= 0 || z != gx.layerZ && gx.zoomStill >= zoomRest || t.dirty && !slices.Equal(t.searchSig(), gx.layerSig) {
		t.paintLayer()
	}
	t.dirty = false
	lb := gx.layerLB
	x, y := t.cam.ToScreen(t.lay.mapR, lb.X, lb.Y)
	var op ebiten.DrawImageOptions
	if k := z / gx.layerZ; k != 1 {
		op.GeoM.Scale(k, k)
		op.Filter = ebiten.FilterLinear
		op.GeoM.Translate(x, y)
	} else {
		op.GeoM.Translate(math.Round(x), math.Round(y))
	}
	dst.DrawImage(gx.layer, &op)

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
	t.drawGround(dst, g)
	t.drawUnits(dst, g)
	for _, gh := range t.ghosts {
		cx, cy := g.Center(hexOf(b, gh.hex))
		a := 1.0
		if t.fly.on && t.fly.s.kind == stEvent && t.fly.s.ev.Kind == fd.EvKilled && t.fly.s.ev.Unit == gh.u.ID {
			a = 1 - t.fly.p
		}
		// a death fades out as the token sinks and shrinks
		r := g.Size * tokenR * (1 - 0.3*(1-a))
		t.drawSprite(dst, t.counterKey(&gh.u, 2*r), cx, cy+g.Size*0.3*(1-a), ui.Scaled(sprites.White, a))
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
	if t.fan >= 0 && t.fan < b.NumHexes() {
		t.drawFan(dst, g, t.fan)
	}
}

// drawGround draws the items lying on the map: a chest alone on its hex
// large in the middle, anything else as chips along the hex's bottom.
func (t *Table) drawGround(dst *ebiten.Image, g ui.HexGrid) {
	st := t.st
	b := st.Board()
	for i, gi := range st.Ground() {
		k := 0
		for _, o := range st.Ground()[:i] {
			if o.Hex == gi.Hex {
				k++
			}
		}
		cx, cy := g.Center(hexOf(b, gi.Hex))
		if k == 0 && gi.Item.IsChest() && !t.hasUnits(gi.Hex) {
			t.drawSprite(dst, spriteKey{kind: spItem, which: int(gi.Item), size: int(g.Size * 1.0)}, cx, cy+g.Size*0.05, sprites.White)
			continue
		}
		cs := g.Size * 0.54
		t.drawSprite(dst, spriteKey{kind: spItem, which: int(gi.Item), size: int(cs)}, cx-g.Size*0.5+float64(k%4)*cs*0.8, cy+g.Size*0.56, sprites.White)
	}
}

// hasUnits reports whether a unit stands on hex h.
func (t *Table) hasUnits(h int) bool {
	for _, u := range t.st.Units() {
		if u.Hex == h {
			return true
		}
	}
	return false
}

// walking reports whether unit id is walking in the running move.
func (t *Table) walking(id int) bool {
	return t.tl.Busy() && !t.mv.done && slices.Contains(t.mv.ids, id)
}

// drawUnits draws every hex's units: a lone unit's token fills its hex;
// a stack shows its top unit with the rims of the others under it and a
// count, or all of them side by side when two or more are lit; the units
// walking in a move go along their path.
func (t *Table) drawUnits(dst *ebiten.Image, g ui.HexGrid) {
	st := t.st
	units := st.Units()
	for i, u := range units {
		if slices.Contains(t.hidden, u.ID) || t.walking(u.ID) || i > 0 && t.seenHex(units[:i], u.Hex) {
			continue
		}
		t.stackBuf = t.stackOf(u.Hex, t.stackBuf)
		stack := t.stackBuf
		fan := t.fanOf(u.Hex, stack)
		if fan == 2 {
			fan = 0 // drawn piled here, and spread out over everything (drawFan)
		}
		n := len(stack)
		for k := n - 1; k >= 0; k-- {
			if fan == 0 && k > 2 {
				continue
			}
			x, y, r := t.slot(u.Hex, k, n, fan)
			t.drawToken(dst, g, stack[k], x, y, r, fan == 0 && k > 0)
		}
		if fan == 0 && n > 1 {
			x, y, r := t.slot(u.Hex, 0, n, 0)
			t.drawCount(dst, n, x+r*0.72, y-r*0.72, r*0.36)
		}
	}
	if len(t.mv.ids) > 0 && t.tl.Busy() && !t.mv.done {
		x, y := t.walkPos()
		r := g.Size * tokenR
		for k := len(t.mv.ids) - 1; k >= 0; k-- {
			if u := st.Unit(t.mv.ids[k]); u != nil && !slices.Contains(t.hidden, u.ID) {
				d := g.Size * 0.09 * float64(k)
				t.drawToken(dst, g, u, x-d, y+d, r, k > 0)
			}
		}
		if len(t.mv.ids) > 1 {
			t.drawCount(dst, len(t.mv.ids), x+r*0.72, y-r*0.72, r*0.36)
		}
	}
}

// seenHex reports whether one of the units holds hex h (a hex is drawn
// with its first unit).
func (t *Table) seenHex(units []*fd.Unit, h int) bool {
	for _, v := range units {
		if v.Hex == h && !slices.Contains(t.hidden, v.ID) && !t.walking(v.ID) {
			return true
		}
	}
	return false
}

// drawToken draws unit u's token centred on (x, y) with radius r: dimmed
// once it has acted, lunging at its target while its attack flies, with
// what it carries as chips on its rim, its facing and a burrowed dwarf's
// mound. under is a token under a pile's top: only its rim shows.
func (t *Table) drawToken(dst *ebiten.Image, g ui.HexGrid, u *fd.Unit, x, y, r float64, under bool) {
	st := t.st
	if t.fly.on && t.fly.s.kind == stStrike && t.fly.s.unit == u.ID && len(t.fly.s.path) > 1 {
		b := st.Board()
		x0, y0 := g.Center(hexOf(b, t.fly.s.path[0]))
		x1, y1 := g.Center(hexOf(b, t.fly.s.path[1]))
		if d := math.Hypot(x1-x0, y1-y0); d > 0 {
			f := math.Sin(math.Min(1, t.fly.p*1.4)*math.Pi) * g.Size * 0.45
			x, y = x+(x1-x0)/d*f, y+(y1-y0)/d*f
		}
	}
	clr := sprites.White
	if u.Acted && u.Owner != fd.Wild && st.Phase() != fd.PhaseOver {
		clr = colDim
	}
	t.drawSprite(dst, t.counterKey(u, 2*r), x, y, clr)
	if under {
		return
	}
	for i, it := range u.Items[:min(len(u.Items), 4)] {
		a := 0.35 + float64(i)*0.62
		cr := max(5, r*0.38)
		t.drawSprite(dst, spriteKey{kind: spItem, which: int(it), size: int(2 * cr)}, x+math.Cos(a)*r*0.92, y+math.Sin(a)*r*0.92, clr)
	}
	if st.Facing() {
		a := dirAngle(u.Facing)
		t.drawArrow(dst, x+math.Cos(a)*r*1.12, y+math.Sin(a)*r*1.12, r*0.55, a, colFacing)
	}
	if u.Burrowed {
		sprites.FillRect(dst, x-r, y+r*0.45, 2*r, r*0.45, color.RGBA{0x5a, 0x40, 0x28, 0xe8})
		sprites.FillRect(dst, x-r*0.8, y+r*0.35, 1.6*r, r*0.12, color.RGBA{0x7a, 0x58, 0x38, 0xe8})
	}
}

// countTexts are the stack counts' numbers.
var countTexts = [...]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// drawCount draws a stack's count badge: a dark disc with the number.
func (t *Table) drawCount(dst *ebiten.Image, n int, x, y, r float64) {
	r = max(r, 7)
	t.drawSprite(dst, spriteKey{kind: spBadge, size: int(2 * r)}, x, y, sprites.White)
	ui.DrawText(dst, countTexts[min(n, 9)], r*1.35, true, x, y, ui.AlignCenter, ui.AlignCenter, ui.ColText)
}

// drawFan draws hex h's stack spread out wide over the map on a dark
// plate: the pointer rests on it.
func (t *Table) drawFan(dst *ebiten.Image, g ui.HexGrid, h int) {
	t.stackBuf = t.stackOf(h, t.stackBuf)
	stack := t.stackBuf
	if t.fanOf(h, stack) != 2 {
		return
	}
	n := len(stack)
	_, y0, r := t.slot(h, 0, n, 2)
	x0, _, _ := t.slot(h, 0, n, 2)
	x1, _, _ := t.slot(h, n-1, n, 2)
	plate := ui.Rect{X: x0 - r*1.25, Y: y0 - r*1.25, W: x1 - x0 + r*2.5, H: r * 2.5}
	ui.FillRoundRect(dst, plate, r*0.5, color.RGBA{0x14, 0x12, 0x1c, 0xe0})
	ui.StrokeRoundRect(dst, plate, r*0.5, 1.5, ui.ColBorder)
	for k := range n {
		x, y, rr := t.slot(h, k, n, 2)
		t.drawToken(dst, g, stack[k], x, y, rr, false)
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
		ui.StrokeRoundRect(dst, ui.Rect{X: x - r - 3, Y: y - r - 3, W: 2*r + 6, H: 2*r + 6}, r+3, 3, colHint)
	}
	if u := st.Unit(st.Actor()); u != nil && st.Phase() == fd.PhaseThing {
		x, y, r, _ := t.unitSlot(u.ID)
		ui.StrokeRoundRect(dst, ui.Rect{X: x - r - 3, Y: y - r - 3, W: 2*r + 6, H: 2*r + 6}, r+3, 3, colHint)
	}
	for i := range t.choice {
		c := &t.choice[i]
		r := t.choiceRect(i)
		switch c.kind {
		case chUnit:
			ui.StrokeRoundRect(dst, r.Inset(-2), r.W/2+2, 2, ui.Scaled(colLit, pulse))
		case chTarget:
			ui.StrokeRoundRect(dst, r.Inset(-2), r.W/2+2, 2.5, colTarget)
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
	rad := 6.0
	if c.kind == chUnit || c.kind == chTarget {
		rad = r.W/2 + 3 // a token: a ring round it
	}
	ui.StrokeRoundRect(dst, r.Inset(-3), rad, 2.5, clr)
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
	if e.Kind == fd.EvFound {
		// the find comes up out of the chest, the lair or the ground, growing
		k := ui.Ease(min(1, p*1.6))
		sz := int(g.Size*(0.4+0.7*k)) / 4 * 4
		t.drawSprite(dst, spriteKey{kind: spItem, which: int(e.Item), size: sz}, cx, cy-g.Size*0.9*k, ui.Scaled(sprites.White, min(1, p*4)))
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

// drawDiceText draws the dice box's words (a variable so that tests can
// record them).
var drawDiceText = ui.DrawText

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
		drawDiceText(dst, l, 16*s, true, tx, r.Y+14*s+float64(i)*21*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	}
	if need > 0 && need < len(needTexts) {
		// the number the roll needs, shown before the die falls, then
		// the outcome; the die's faces that succeed as a gold bar under it
		word, col := needTexts[need], colHint
		if t.fly.on && !rolling {
			if t.fly.s.sum <= need {
				word, col = "Success", colLit
			} else {
				word, col = "Failure", colTarget
			}
		}
		drawDiceText(dst, word, 15*s, true, tx, r.Y+r.H-14*s, ui.AlignStart, ui.AlignEnd, col)
		bw := ds / 8
		for f := range 8 {
			c := ui.Scaled(ui.ColTextDim, 0.35)
			if f < need {
				c = colHint
			}
			sprites.FillRect(dst, x-ds/2+float64(f)*bw+1, r.Y+r.H-10*s, bw-2, 4*s, c)
		}
	}
}

// needTexts say what a roll needs, by the number it needs ("Needs 1-4 to
// succeed"), made once.
var needTexts = func() [9]string {
	var out [9]string
	for n := 1; n < 9; n++ {
		out[n] = "Needs " + upTo(n) + " to succeed"
	}
	return out
}()

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
		t.drawCard(dst, s, a.Y+58*s)
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
	top := a.Y + 58*s
	for i := range t.choice {
		if t.choice[i].hex < 0 {
			r := t.choiceRect(i)
			top = max(top, r.Y+r.H+12*s)
		}
	}
	t.drawCard(dst, s, top)
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
