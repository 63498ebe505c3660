package chessmonsters

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// Highlight colours.
var (
	colLitMove   = ui.Scaled(colMove, 0.45)
	colLitTarget = ui.Scaled(color.RGBA{0xd0, 0x40, 0x40, 0xff}, 0.5)
	colHover     = ui.Scaled(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.1)
	colHint      = ui.ColHint
	colCellA     = color.RGBA{0x3a, 0x34, 0x52, 0xff}
	colCellB     = color.RGBA{0x30, 0x2b, 0x45, 0xff}
	colBack      = color.RGBA{0x5a, 0x3e, 0x7a, 0xff}
	colBadge     = color.RGBA{0x10, 0x0e, 0x18, 0xd0}
	colLitJump   = ui.Scaled(color.RGBA{0x8a, 0x5c, 0xe0, 0xff}, 0.42)
	colJump      = color.RGBA{0xb4, 0x8c, 0xff, 0xff}
	colJumpText  = color.RGBA{0xe4, 0xd8, 0xff, 0xff}
	colMoveDot   = ui.Scaled(ui.ColAccent, 0.8)
)

// exhaustedAngle is how far an exhausted card is turned: 10 degrees, so
// that its numbers stay easy to read.
const exhaustedAngle = math.Pi / 18

// Draw implements ui.Table.
func (t *Table) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	if t.st == nil {
		return
	}
	if area != t.area || ctx.Scale != t.scale {
		t.doLayout(area, ctx.Scale)
	}
	if t.texts.pickFor != t.lay.pickCard {
		t.wrapPicks()
	}
	if t.st.Picking() {
		t.drawPick(dst)
		return
	}
	s := t.scale
	note, col := t.texts.instr, ui.ColTextDim
	if t.texts.hoverAct != "" && t.myTurn && !t.tl.Busy() {
		note, col = t.texts.hoverAct, ui.ColText
	}
	if t.note != "" {
		note, col = t.note, ui.ColDanger
	}
	if note != t.texts.noteFor {
		t.texts.noteFor, t.texts.noteSize = note, 16*s
		for t.texts.noteSize > 10*s && ui.TextWidth(note, t.texts.noteSize, t.note != "") > t.lay.arena.W {
			t.texts.noteSize -= s
		}
		t.texts.noteLine = ui.Ellipsize(note, t.texts.noteSize, t.note != "", t.lay.arena.W)
	}
	ui.DrawText(dst, t.texts.noteLine, t.texts.noteSize, t.note != "", t.lay.note.X, t.lay.note.Y+t.lay.note.H/2, ui.AlignStart, ui.AlignCenter, col)
	t.drawArena(dst)
	for i := range t.btns {
		if t.btns[i].Rect.W > 0 && t.myTurn && !t.tl.Busy() {
			t.btns[i].Draw(dst, s)
		}
	}
	for p := range 2 {
		t.drawPanel(dst, p)
	}
	t.drawDetail(dst)
	t.drawAnim(dst)
	t.tipBox.Draw(dst)
	if len(t.choices) > 0 && !t.tl.Busy() {
		ui.FillRect(dst, t.lay.arena, ui.ColShade)
		for i := range t.choices {
			t.choices[i].btn.Draw(dst, s)
		}
	}
}

// hidden reports whether field f's monster is being drawn by the running
// animation instead.
func (t *Table) hidden(f int) bool {
	e := t.anim.cur
	if e == nil {
		return false
	}
	switch e.kind {
	case stSlide:
		return f == e.from
	case stAppear, stKO:
		return f == e.to
	case stRoll:
		return e.lunge && f == e.from
	}
	return false
}

func (t *Table) drawArena(dst *ebiten.Image) {
	s, l := t.scale, &t.lay
	ui.FillRoundRect(dst, ui.Rect{X: l.arena.X - 6*s, Y: l.arena.Y - 6*s, W: l.arena.W + 12*s, H: l.arena.H + 12*s}, 10*s, ui.ColPanelLo)
	live := t.myTurn && !t.tl.Busy()
	for f := range cm.NumFields {
		r := l.fieldRect(f)
		c := colCellA
		if (f%cm.Size+f/cm.Size)%2 == 1 {
			c = colCellB
		}
		ui.FillRect(dst, r.Inset(1), c)
		k := key{kField, f}
		if live && t.isLit(k) && len(t.sel) > 0 {
			switch {
			case t.chance[f] != "":
				ui.FillRect(dst, r.Inset(1), colLitTarget)
			case t.litAs[f] == litJump:
				ui.FillRect(dst, r.Inset(1), colLitJump)
			default:
				ui.FillRect(dst, r.Inset(1), colLitMove)
			}
		}
		if t.hoverOK && t.hoverKey == k {
			ui.FillRect(dst, r.Inset(1), colHover)
		}
	}
	// The monsters.
	for f := range cm.NumFields {
		m, ok := t.shown.Field(f)
		if !ok || t.hidden(f) {
			continue
		}
		t.drawMonster(dst, f, m)
	}
	// The team attack being formed or rolled: who joins (told by the
	// badges on their cards), and the target.
	if fs, to := t.attackers, t.attacked; to >= 0 {
		tx, ty := l.fieldRect(to).Center()
		for _, f := range fs {
			x, y := l.fieldRect(f).Center()
			t.dots(dst, x, y, tx, ty, ui.ColWarm)
			ui.StrokeRoundRect(dst, l.fieldRect(f).Inset(2*s), 6*s, 3*s, ui.ColWarm)
		}
		ui.StrokeRoundRect(dst, l.fieldRect(to).Inset(2*s), 6*s, 3*s, ui.ColDanger)
	}
	// What may be clicked, what is chosen and the hint: plain moves are
	// green with a dot, Pole Jump landings violet with an arc and "Jump".
	for f := range cm.NumFields {
		k := key{kField, f}
		r := l.fieldRect(f).Inset(2 * s)
		switch {
		case t.selected(k):
			ui.StrokeRoundRect(dst, r, 6*s, 4*s, ui.ColSelected)
		case live && t.isLit(k) && t.chance[f] != "":
			ui.StrokeRoundRect(dst, r, 6*s, 3*s, ui.ColDanger)
		case live && t.isLit(k) && len(t.sel) > 0 && t.litAs[f] != litOther:
			t.drawLanding(dst, r, t.litAs[f])
		case live && t.isLit(k):
			ui.StrokeRoundRect(dst, r, 6*s, 2.5*s, ui.ColAccent)
		}
		if t.hinted(k) {
			ui.StrokeRoundRect(dst, r.Inset(3*s), 6*s, 3*s, colHint)
		}
	}
}

// drawLanding marks the empty field r where a plain move, a Pole Jump or
// either of them lands.
func (t *Table) drawLanding(dst *ebiten.Image, r ui.Rect, as litKind) {
	s := t.scale
	cx, cy := r.Center()
	switch as {
	case litMove:
		ui.StrokeRoundRect(dst, r, 6*s, 2.5*s, ui.ColAccent)
		d := r.W * 0.22
		ui.FillRoundRect(dst, ui.Rect{X: cx - d/2, Y: cy - d/2, W: d, H: d}, d/2, colMoveDot)
	case litJump, litBoth:
		ui.StrokeRoundRect(dst, r, 6*s, 3*s, colJump)
		ui.StrokeRoundRect(dst, r.Inset(5*s), 5*s, 1.5*s, ui.Scaled(colJump, 0.6))
		// a dotted arc: the jump over what stands between
		for i := range 9 {
			u := float64(i)/8*2 - 1
			d := 5 * s
			if i == 8 {
				d = 8 * s
			}
			x, y := cx+u*r.W*0.3, cy+r.H*0.3-(1-u*u)*r.H*0.32
			ui.FillRoundRect(dst, ui.Rect{X: x - d/2, Y: y - d/2, W: d, H: d}, d/2, colJump)
		}
		label := "Jump"
		if as == litBoth {
			label = "Move or Jump"
		}
		ui.DrawText(dst, label, 13*s, true, cx, cy+r.H*0.36, ui.AlignCenter, ui.AlignCenter, colJumpText)
	}
}

// dots draws a dotted line from (x0, y0) to (x1, y1) (without a vector
// path, so an idle frame allocates nothing).
func (t *Table) dots(dst *ebiten.Image, x0, y0, x1, y1 float64, c color.RGBA) {
	s := t.scale
	n := int(math.Hypot(x1-x0, y1-y0) / (9 * s))
	for i := 0; i <= n; i++ {
		f := float64(i) / float64(max(n, 1))
		ui.FillRect(dst, ui.Rect{X: x0 + (x1-x0)*f - 2.5*s, Y: y0 + (y1-y0)*f - 2.5*s, W: 5 * s, H: 5 * s}, c)
	}
}

// drawMonster draws the card of the monster on field f: turned and
// dimmed when exhausted, its energy left on the card, its markers, bonuses,
// part in a team attack and chance to be hit as badges along the card's
// name strip, clear of its numbers.
func (t *Table) drawMonster(dst *ebiten.Image, f int, m cm.OnField) {
	r := t.lay.fieldRect(f)
	cx, cy := r.Center()
	size, angle, alpha := t.cardSize(m.Exhausted)
	t.drawCard(dst, m.Kind, m.Owner, t.lay.facing(m.Owner), m.Energy, size, cx, cy, angle, alpha)
	bs, n := t.badgesOf(f, m)
	for _, b := range bs[:n] {
		ui.FillRoundRect(dst, b.r, b.r.H*0.4, b.bg)
		bx, by := b.r.Center()
		ui.DrawText(dst, b.label, b.size, true, bx, by, ui.AlignCenter, ui.AlignCenter, b.fg)
	}
}

// cardSize is the size, angle and opacity of a card in an arena cell.
func (t *Table) cardSize(exhausted bool) (size, angle float64, alpha float32) {
	if exhausted {
		return math.Round(t.lay.cell * exhaustedShare), exhaustedAngle, 0.82
	}
	return math.Round(t.lay.cell * cardShare), 0, 1
}

// badge is a label on a card in the arena.
type badge struct {
	label  string
	bg, fg color.RGBA
	size   float64
	r      ui.Rect
}

// numbersOnCard are the screen rectangles (their bounds, turned with the
// card) of the numbers of a card of size size turned by angle, centred on
// (cx, cy): its accuracies' places and its Health, Power and energy.
func numbersOnCard(size, angle, cx, cy float64) (out [11]ui.Rect) {
	grid, stats := cardNumbers(size)
	sin, cos := math.Sincos(angle)
	turn := func(r ui.Rect) ui.Rect {
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, c := range [4][2]float64{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X, r.Y + r.H}, {r.X + r.W, r.Y + r.H}} {
			dx, dy := c[0]-size/2, c[1]-size/2
			x, y := cx+dx*cos-dy*sin, cy+dx*sin+dy*cos
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
		return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	for i, r := range grid {
		out[i] = turn(r)
	}
	for i, r := range stats {
		out[8+i] = turn(r)
	}
	return out
}

// badgesOf lays out the badges of the monster m on field f in a row along
// the top of its cell, above the highest of its card's numbers: the
// chance to hit it (or its chance as a joiner), its bonuses and its markers (its part in a team attack last: its ring
// tells it too). A badge that would not fit is left out (the large card
// tells everything).
func (t *Table) badgesOf(f int, m cm.OnField) (bs [6]badge, n int) {
	s, r := t.scale, t.lay.fieldRect(f)
	cx, cy := r.Center()
	size, angle, _ := t.cardSize(m.Exhausted)
	top := math.Inf(1)
	for _, nr := range numbersOnCard(size, angle, cx, cy) {
		top = min(top, nr.Y)
	}
	y := r.Y + 1.5*s
	h := math.Min(17*s, top-1.5*s-y)
	if h < 8*s {
		return bs, 0
	}
	add := func(label string, bg, fg color.RGBA) {
		if n < len(bs) {
			bs[n] = badge{label: label, bg: bg, fg: fg}
			n++
		}
	}
	if t.myTurn && !t.tl.Busy() && t.chance[f] != "" {
		add(t.chance[f], colBadge, ui.ColText)
	}
	if m.Shield > 0 {
		add("Shield", sprites.SeatColors[1], colCardInk)
	}
	if m.Sword {
		add("Sword", ui.ColWarm, colCardInk)
	}
	if m.AccBonus > 0 {
		add("+1 aim", ui.ColAccent, colCardInk)
	}
	if m.PowBonus > 0 {
		add("+1 pow", ui.ColAccent, colCardInk)
	}
	for i, a := range t.attackers {
		if a == f && t.attacked >= 0 {
			if i == 0 {
				add("leads", ui.ColWarm, colCardInk)
			} else {
				add("joins", ui.ColWarm, colCardInk)
			}
		}
	}
	// one row: the text shrinks (down to 9 pixels) until the row fits;
	// what still does not fit is left out
	fs := math.Min(12.5*s, h*0.78)
	room := r.W - 4*s
	for {
		w := -2 * s
		for _, b := range bs[:n] {
			w += ui.TextWidth(b.label, fs, true) + 7*s
		}
		if w <= room || fs <= 9*s {
			break
		}
		fs = math.Max(9*s, fs*room/w)
	}
	x, kept := r.X+2*s, 0
	for _, b := range bs[:n] {
		w := ui.TextWidth(b.label, fs, true) + 5*s
		if x+w > r.X+r.W-2*s {
			break
		}
		b.size, b.r = fs, ui.Rect{X: x, Y: y, W: w, H: h}
		bs[kept] = b
		kept++
		x += w + 2*s
	}
	return bs, kept
}

// drawPanel draws seat p's panel: name, hit points as a number and a
// bar, loot deck, reserve (face up for the viewer) and loot hand (face up
// for the viewer, backs for anyone else).
func (t *Table) drawPanel(dst *ebiten.Image, p int) {
	s, r := t.scale, t.lay.panel[p]
	ui.Panel(dst, r, s)
	c := ui.ColText
	sym := ""
	if p < len(t.seats) {
		c, sym = t.seats[p].Color, t.seats[p].Symbol
	}
	if t.st.Turn() == p && !t.st.IsTerminal() {
		ui.StrokeRoundRect(dst, r, 14*s, 3*s, c)
	}
	if sym != "" {
		ui.DrawSymbol(dst, sym, r.X+22*s, r.Y+20*s, 9*s, c)
	}
	hp := t.shown.HitPointsOf(p)
	if t.hpAfter {
		hp = t.st.HitPointsOf(p)
	}
	hp = min(max(hp, 0), cm.HitPoints)
	name, hpText, deck, res := t.panelLabels(p, hp, r)
	ui.DrawText(dst, name, 18*s, true, r.X+38*s, r.Y+20*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, hpText, 17*s, true, r.X+r.W-14*s, r.Y+20*s, ui.AlignEnd, ui.AlignCenter, ui.ColText)
	bar := ui.Rect{X: r.X + 14*s, Y: r.Y + 34*s, W: r.W - 28*s, H: 10 * s}
	ui.FillRoundRect(dst, bar, 5*s, ui.ColPanelLo)
	if hp > 0 {
		fill := bar
		fill.W = bar.W * float64(hp) / cm.HitPoints
		fc := c
		if hp <= 5 {
			fc = ui.ColDanger
		}
		ui.FillRoundRect(dst, fill, 5*s, fc)
	}
	ui.DrawText(dst, deck, 14*s, false, r.X+14*s, r.Y+57*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	ui.DrawText(dst, res, 14*s, false, r.X+r.W-14*s, r.Y+57*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	l := &t.lay
	live := t.myTurn && !t.tl.Busy() && p == t.viewer
	_, nres := t.st.Reserve(p)
	for i := 0; i < nres && i < len(l.res[p]); i++ {
		cr := l.res[p][i]
		if p == t.viewer && i < len(t.texts.resKinds[p]) {
			k := t.texts.resKinds[p][i]
			cx, cy := cr.Center()
			t.drawCard(dst, k, p, 0, -1, cr.W, cx, cy, 0, 1)
			t.outline(dst, key{kRes, k}, cr, live)
		} else {
			t.drawBack(dst, cr, "?")
		}
	}
	_, nhand := t.st.Hand(p)
	if h := l.hand[p][0]; nhand == 0 && h.Y+h.H <= r.Y+r.H {
		ui.DrawText(dst, t.texts.handTitle[p], 14*s, false, r.X+14*s, h.Y+h.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	} else if nhand > l.handFit[p] {
		ui.DrawText(dst, t.texts.handTitle[p], 14*s, false, r.X+r.W-14*s, r.Y+r.H-10*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	}
	for i := 0; i < nhand && i < l.handFit[p]; i++ {
		hr := l.hand[p][i]
		if p == t.viewer && i < len(t.texts.handCards[p]) {
			c := t.texts.handCards[p][i]
			t.drawLoot(dst, hr, c)
			t.outline(dst, key{kLoot, c}, hr, live)
		} else {
			t.drawBack(dst, hr, "Loot")
		}
	}
}

// panelLabels are the texts of seat p's panel r, with hp hit points,
// shortened to fit its width (the game-over screen's panel is narrow): the
// name beside the hit points, the Loot deck beside the reserve.
func (t *Table) panelLabels(p, hp int, r ui.Rect) (name, hpText, deck, res string) {
	s := t.scale
	name, hpText = t.names.Name(p), hpLabels[hp]
	nameW := r.W - 38*s - 14*s - ui.TextWidth(hpText, 17*s, true) - 10*s
	if ui.TextWidth(name, 18*s, true) > nameW {
		hpText = hpShort[hp]
		nameW = r.W - 38*s - 14*s - ui.TextWidth(hpText, 17*s, true) - 10*s
	}
	deck, res = t.texts.deck[p], t.texts.resTitle[p]
	if ui.TextWidth(deck, 14*s, false)+ui.TextWidth(res, 14*s, false)+10*s > r.W-28*s {
		deck, res = t.texts.deckShort[p], t.texts.resShort[p]
	}
	return ui.Ellipsize(name, 18*s, true, nameW), hpText, deck, res
}

// outline marks a card as lit, chosen or hinted.
func (t *Table) outline(dst *ebiten.Image, k key, r ui.Rect, live bool) {
	s := t.scale
	switch {
	case t.selected(k):
		ui.StrokeRoundRect(dst, r, 6*s, 4*s, ui.ColSelected)
	case live && t.isLit(k):
		ui.StrokeRoundRect(dst, r, 6*s, 2.5*s, ui.ColAccent)
	}
	if t.hinted(k) {
		ui.StrokeRoundRect(dst, r.Inset(-3*s), 6*s, 3*s, colHint)
	}
}

// drawLoot draws loot card c face up in r: interrupts framed warm,
// actions green.
func (t *Table) drawLoot(dst *ebiten.Image, r ui.Rect, c int) {
	s := t.scale
	frame := ui.ColAccent
	if cm.Loot[c].Kind == cm.InterruptKind {
		frame = ui.ColWarm
	}
	sprites.PaintCardBody(dst, r.X, r.Y, r.W, r.H, sprites.Card{Radius: 6 * s, Border: 2 * s, Fill: colCard, Ink: frame})
	size := min(12*s, r.H*0.45)
	for size > 8*s && ui.TextWidth(cm.Loot[c].Name, size, true) > r.W-8*s {
		size -= s
	}
	ui.DrawText(dst, ui.Ellipsize(cm.Loot[c].Name, size, true, r.W-6*s), size, true, r.X+r.W/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, colCardInk)
}

// drawBack draws the back of a hidden card.
func (t *Table) drawBack(dst *ebiten.Image, r ui.Rect, label string) {
	s := t.scale
	sprites.PaintCardBack(dst, r.X, r.Y, r.W, r.H, sprites.CardBack{
		Card:  sprites.Card{Radius: 6 * s, Fill: colBack},
		Inset: 3 * s, DecoRadius: 4 * s, DecoWidth: 1.5 * s, Deco: ui.Scaled(ui.ColText, 0.5),
	})
	ui.DrawText(dst, label, min(13*s, r.H*0.4), true, r.X+r.W/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, ui.Scaled(ui.ColText, 0.8))
}

// detailKey is what the detail panel explains: the card or monster under
// the pointer, else the one chosen, else the one interacting.
func (t *Table) detailKey() (key, bool) {
	if t.hoverOK {
		switch t.hoverKey.k {
		case kField:
			if _, ok := t.shown.Field(t.hoverKey.id); ok {
				return t.hoverKey, true
			}
		case kRes, kLoot, kPick:
			return t.hoverKey, true
		}
	}
	// The selection and the acting monster are the state's, which runs
	// ahead of the arena while an animation shows: a field that is still
	// empty on screen has nothing to tell.
	onScreen := func(k key) bool {
		if k.k != kField {
			return true
		}
		_, ok := t.shown.Field(k.id)
		return ok
	}
	if len(t.sel) > 0 && t.sel[0].k != kBtn && onScreen(t.sel[0]) {
		return t.sel[0], true
	}
	if f := t.st.Acting(); f >= 0 && onScreen(key{kField, f}) {
		return key{kField, f}, true
	}
	return key{}, false
}

// largeCard is the picture's size in the large card of the detail panel r.
func (t *Table) largeCard(r ui.Rect) float64 {
	s := t.scale
	return math.Floor(min(r.W*0.4, r.H-20*s-3*detailLine*s, 170*s))
}

// The large card's text: sizes and spacing in layout units.
const (
	detailFont = 13.0
	detailLine = 16.5
	statRow    = 22.0
)

// buildDetail makes the large card's texts for k: its title, Health,
// Power and energy left as the engine has them, and the rest wrapped
// beside the picture (pic wide; 0 for a loot card) and then under it.
func (t *Table) buildDetail(k key, r ui.Rect, pic float64) {
	s := t.scale
	x := &t.texts
	x.detailFor = k
	x.detail = x.detail[:0]
	x.detailStats = [3]string{}
	x.detailState = ""
	lines := t.detailText(k, nil)
	if len(lines) == 0 {
		return
	}
	x.detail = append(x.detail, lines[0])
	kind := -1
	switch k.k {
	case kField:
		m, _ := t.shown.Field(k.id)
		kind = m.Kind
		mo := cm.Roster[kind]
		x.detailStats = [3]string{strconv.Itoa(mo.Health), strconv.Itoa(mo.Power), strconv.Itoa(m.Energy) + " of " + strconv.Itoa(mo.Energy)}
		x.detailState = "Active"
		if m.Exhausted {
			x.detailState = "Exhausted"
		}
	case kRes, kPick:
		kind = k.id
		mo := cm.Roster[kind]
		x.detailStats = [3]string{strconv.Itoa(mo.Health), strconv.Itoa(mo.Power), strconv.Itoa(mo.Energy)}
	}
	rest := lines[1:]
	if kind >= 0 {
		rest = lines[2:] // the figures are the stat rows
	}
	text := strings.Join(rest, " ")
	if pic == 0 {
		x.detailNarrow = 0
		x.detail = append(x.detail, ui.Wrap(text, detailFont*s, false, r.W-28*s)...)
		return
	}
	// beside the picture, under the stat rows; then the panel's width
	room := 10*s + pic - (detailHead+3*statRow+detailLine/2)*s
	if x.detailState != "" {
		room -= statRow * s
	}
	n := max(0, int(room/(detailLine*s)))
	narrow := ui.Wrap(text, detailFont*s, false, r.W-pic-38*s)
	if len(narrow) <= n {
		x.detailNarrow = len(narrow)
		x.detail = append(x.detail, narrow...)
		return
	}
	x.detailNarrow = n
	x.detail = append(x.detail, narrow[:n]...)
	x.detail = append(x.detail, ui.Wrap(strings.Join(narrow[n:], " "), detailFont*s, false, r.W-24*s)...)
}

// detailHead is where the stat rows begin under the large card's title.
const detailHead = 40.0

// detailText explains k, appended to text: the card's or monster's name,
// then its figures and abilities as the engine's roster has them.
func (t *Table) detailText(k key, text []string) []string {
	kind := -1
	switch k.k {
	case kField:
		m, ok := t.shown.Field(k.id)
		if !ok {
			return text
		}
		kind = m.Kind
		mo := cm.Roster[kind]
		text = append(text, engine.Possessive(t.seatName(m.Owner))+" "+mo.Name)
		state := "Active"
		if m.Exhausted {
			state = "Exhausted"
		}
		text = append(text, "Health "+strconv.Itoa(mo.Health)+", Power "+strconv.Itoa(mo.Power)+", energy "+strconv.Itoa(m.Energy)+" of "+strconv.Itoa(mo.Energy)+". "+state+".")
		if m.Sword {
			text = append(text, cm.ParasiticSword.Passive.Name+": "+cm.ParasiticSword.Passive.Text+" "+cm.ParasiticSword.ChangeHost.Name+" ("+cm.ParasiticSword.ChangeHost.Kind+"): "+cm.ParasiticSword.ChangeHost.Text)
		}
	case kRes, kPick:
		kind = k.id
		mo := cm.Roster[kind]
		text = append(text, mo.Name, "Health "+strconv.Itoa(mo.Health)+", Power "+strconv.Itoa(mo.Power)+", Energy "+strconv.Itoa(mo.Energy)+".")
	case kLoot:
		c := cm.Loot[k.id]
		text = append(text, c.Name, c.Kind+" loot card: "+c.Text)
	}
	if kind >= 0 {
		a := cm.Roster[kind].Ability
		text = append(text, a.Name+" ("+a.Kind+"): "+a.Text)
	}
	return text
}

// statCols are the colours of the stat rows: Health, Power, energy.
var statCols = [3]color.RGBA{colHealth, colPower, colEnergy}

// statNames name the stat rows.
var statNames = [3]string{"Health", "Power", "Energy"}

// drawDetail draws the large card: the card under the pointer (or the
// chosen or acting one) large, with its direction grid and accuracies, its
// Health, Power and energy left as rows, whether it is exhausted, and its
// ability in words.
func (t *Table) drawDetail(dst *ebiten.Image) {
	s, r := t.scale, t.lay.detail
	if r.H < 40*s {
		return
	}
	ui.Panel(dst, r, s)
	k, ok := t.detailKey()
	if !ok {
		x := &t.texts
		if hint := ui.Keys("Hover or press and hold a card to read it.", "Press and hold a card to read it."); hint != x.hintFor || r.W != x.hintW {
			x.hintFor, x.hintW = hint, r.W
			x.hint = ui.Wrap(hint, 14*s, false, r.W-28*s) // a narrow panel (the game-over screen's) wraps it
		}
		for i, line := range x.hint {
			if y := r.Y + 20*s + float64(i)*18*s; y < r.Y+r.H-8*s {
				ui.DrawText(dst, line, 14*s, false, r.X+14*s, y, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
			}
		}
		return
	}
	pic := 0.0
	tx := r.X + 14*s
	if k.k != kLoot && t.largeCard(r) >= 48*s { // a small panel tells in words only
		pic = t.largeCard(r)
		kind, energy := k.id, -1
		owner := -1
		if k.k == kField {
			m, _ := t.shown.Field(k.id)
			kind, owner, energy = m.Kind, m.Owner, m.Energy
		} else if k.k == kRes {
			owner = t.viewer
		}
		t.drawCard(dst, kind, owner, 0, energy, pic, r.X+10*s+pic/2, r.Y+10*s+pic/2, 0, 1)
		tx = r.X + pic + 24*s
	}
	if t.texts.detailFor != k || t.texts.detail == nil {
		t.buildDetail(k, r, pic)
	}
	x := &t.texts
	if len(x.detail) == 0 {
		return
	}
	ui.DrawText(dst, x.detail[0], 17*s, true, tx, r.Y+22*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	y := r.Y + detailHead*s + statRow*s/2
	if x.detailStats[0] != "" {
		for i, v := range x.detailStats {
			w := max(ui.TextWidth(v, 15*s, true)+12*s, 26*s)
			pill := ui.Rect{X: tx, Y: y - 10*s, W: w, H: 20 * s}
			ui.FillRoundRect(dst, pill, 7*s, statCols[i])
			ui.DrawText(dst, v, 15*s, true, pill.X+w/2, y, ui.AlignCenter, ui.AlignCenter, colWhite)
			ui.DrawText(dst, statNames[i], 14*s, false, tx+w+8*s, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
			y += statRow * s
		}
		if x.detailState != "" {
			c := ui.ColAccent
			if x.detailState == "Exhausted" {
				c = ui.ColTextDim
			}
			ui.DrawText(dst, x.detailState, 14*s, true, tx, y, ui.AlignStart, ui.AlignCenter, c)
			y += statRow * s
		}
	} else {
		y = r.Y + detailHead*s
	}
	y += (detailLine/2 - statRow/2) * s
	for i, line := range x.detail[1:] {
		if i == x.detailNarrow {
			tx = r.X + 14*s
			y = max(y, r.Y+pic+16*s+detailLine*s/2)
		}
		if y > r.Y+r.H-8*s {
			break
		}
		ui.DrawText(dst, line, detailFont*s, false, tx, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
		y += detailLine * s
	}
}

// wrapPicks wraps every ability for the pick screen's cards (Sword Ling's
// with what its marker does).
func (t *Table) wrapPicks() {
	t.texts.pickFor = t.lay.pickCard
	s := t.scale
	for k := range cm.NumMonsters {
		a := cm.Roster[k].Ability
		w := t.lay.pick[k].W - 14*s
		text := a.Text
		if k == cm.SwordLing {
			ps := cm.ParasiticSword
			text += " " + ps.Passive.Name + ": " + ps.Passive.Text + " " + ps.ChangeHost.Name + ": " + ps.ChangeHost.Text
		}
		// The largest size at which the whole ability fits under the
		// picture (Sword Ling's, with its marker, needs a smaller one).
		room := t.lay.pick[k].H - 34*s - t.lay.pickCard // above the count badge
		for f := 1.0; ; f -= 0.05 {
			title := ui.Wrap(a.Name+" ("+a.Kind+")", pickTitle*f*s, true, w)
			lines := append(title, ui.Wrap(text, pickFont*f*s, false, w)...)
			t.texts.pickBold[k] = len(title)
			t.texts.pickText[k] = lines
			t.texts.pickSize[k] = f
			if float64(len(lines))*pickLine*f*s <= room || f <= 0.6 {
				break
			}
		}
	}
}

// The pick screen's text sizes.
const (
	pickTitle = 12.5
	pickFont  = 11.5
	pickLine  = 13.5
)

// drawPick draws the pick screen: for the player picking, every monster
// card with its ability and how many the team holds; for anyone else,
// only that the player picks in secret.
func (t *Table) drawPick(dst *ebiten.Image) {
	s, l := t.scale, &t.lay
	if t.texts.pickHead == "" {
		cx, cy := t.area.Center()
		ui.DrawText(dst, t.texts.pickWait, 24*s, true, cx, cy, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		return
	}
	ui.DrawText(dst, t.texts.pickHead, 17*s, true, l.pickHead.X, l.pickHead.Y+28*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	if t.note != "" {
		// a refused click says why where the key to the cards stands
		ui.DrawText(dst, t.note, 14*s, true, l.pickHead.X, l.pickHead.Y+56*s, ui.AlignStart, ui.AlignCenter, ui.ColDanger)
	} else {
		ui.DrawText(dst, "Green: moves. Red: attacks, with the accuracy (a D6 at or under it, or a 6, hits). H: Health. P: Power.", 13*s, false, l.pickHead.X, l.pickHead.Y+56*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	live := t.myTurn && !t.tl.Busy() && len(t.picks) == 0
	if live {
		t.random.Draw(dst, s)
	}
	for k := range cm.NumMonsters {
		r := l.pick[k]
		ui.FillRoundRect(dst, r, 10*s, ui.ColPanel)
		if t.texts.pickCount[k] != "" {
			ui.FillRoundRect(dst, r, 10*s, ui.Scaled(ui.ColAccentDark, 0.6))
		}
		if t.hoverOK && t.hoverKey == (key{kPick, k}) {
			ui.FillRoundRect(dst, r, 10*s, colHover)
		}
		t.outline(dst, key{kPick, k}, r, live)
		cx := r.X + r.W/2
		t.drawCard(dst, k, -1, 0, -1, l.pickCard, cx, r.Y+6*s+l.pickCard/2, 0, 1)
		if t.texts.pickCount[k] != "" {
			b := ui.Rect{X: r.X + r.W - 86*s, Y: r.Y + r.H - 24*s, W: 82 * s, H: 20 * s}
			ui.FillRoundRect(dst, b, 8*s, ui.ColAccent)
			ui.DrawText(dst, t.texts.pickCount[k], 12*s, true, b.X+b.W/2, b.Y+b.H/2, ui.AlignCenter, ui.AlignCenter, colCardInk)
		}
		f := t.texts.pickSize[k]
		y := r.Y + 16*s + l.pickCard
		for i, line := range t.texts.pickText[k] {
			if y > r.Y+r.H-6*s {
				break
			}
			size, bold := pickFont*f*s, false
			if i < t.texts.pickBold[k] {
				size, bold = pickTitle*f*s, true
			}
			ui.DrawText(dst, line, size, bold, r.X+7*s, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
			y += pickLine * f * s
		}
	}
}

// drawAnim draws the running step over the table.
func (t *Table) drawAnim(dst *ebiten.Image) {
	e, p := t.anim.cur, t.anim.p
	if e == nil {
		return
	}
	s, l := t.scale, &t.lay
	ease := ui.Ease(p)
	center := func(f int) (float64, float64) { return l.fieldRect(f).Center() }
	switch e.kind {
	case stSlide:
		x0, y0 := center(e.from)
		x1, y1 := center(e.to)
		lift := 1 + 0.08*math.Sin(p*math.Pi) // the card rises a little as it slides
		t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), e.energy, math.Round(l.cell*cardShare*lift), x0+(x1-x0)*ease, y0+(y1-y0)*ease, 0, 1)
	case stAppear:
		x, y := center(e.to)
		t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), e.energy, math.Round(l.cell*cardShare*(0.4+0.6*ease)), x, y, 0, float32(0.3+0.7*p))
	case stKO:
		x, y, size, angle, alpha := t.koPlace(e, p)
		t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), e.energy, size, x, y, angle, alpha)
		if p < 0.6 {
			x0, y0 := center(e.to)
			ui.DrawText(dst, "KO", 44*s, true, x0, y0, ui.AlignCenter, ui.AlignCenter, ui.Scaled(ui.ColDanger, 1-p/0.6))
		}
	case stAim:
		x0, y0 := center(e.from)
		x1, y1 := center(e.to)
		t.dots(dst, x0, y0, x0+(x1-x0)*ease, y0+(y1-y0)*ease, ui.ColDanger)
	case stRoll:
		if e.from < 0 {
			return
		}
		r := l.fieldRect(e.from)
		if e.lunge {
			x, y := t.lungePlace(e, p)
			m, _ := t.shown.Field(e.from)
			size, angle, alpha := t.cardSize(m.Exhausted)
			t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), e.energy, size, x, y, angle, alpha)
		}
		t.drawDie(dst, r.X+r.W*0.8, r.Y+r.H*0.2, 46*s, e.die, p, false)
		if p >= dieSettles && e.label != "" {
			c := ui.ColDanger
			if e.hit {
				c = ui.ColAccent
			}
			ui.FillRoundRect(dst, ui.Rect{X: r.X + r.W*0.8 - 34*s, Y: r.Y + r.H*0.2 + 26*s, W: 68 * s, H: 22 * s}, 8*s, colBadge)
			ui.DrawText(dst, e.label, 15*s, true, r.X+r.W*0.8, r.Y+r.H*0.2+37*s, ui.AlignCenter, ui.AlignCenter, c)
		}
	case stStart:
		cx, cy := l.arena.Center()
		ui.FillRoundRect(dst, ui.Rect{X: cx - 170*s, Y: cy - 70*s, W: 340 * s, H: 140 * s}, 14*s, colBadge)
		t.drawDie(dst, cx-70*s, cy-12*s, 60*s, e.die, p, false)
		t.drawDie(dst, cx+70*s, cy-12*s, 60*s, e.die2, p, true)
		ui.DrawText(dst, t.names.Name(cm.White), 15*s, true, cx-70*s, cy+46*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, t.names.Name(cm.Black), 15*s, true, cx+70*s, cy+46*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	case stHits:
		x, y := center(e.to)
		y -= l.cell * 0.8 * ease
		a := 1 - p*p
		ui.FillRoundRect(dst, ui.Rect{X: x - 34*s, Y: y - 26*s, W: 68 * s, H: 52 * s}, 14*s, ui.Scaled(colBadge, a))
		ui.DrawText(dst, e.label, 40*s, true, x, y, ui.AlignCenter, ui.AlignCenter, ui.Scaled(ui.ColDanger, a))
	case stDraw:
		if e.seat < 0 {
			return
		}
		_, n := t.st.Hand(e.seat)
		i := max(0, min(n-1, len(l.hand[e.seat])-1))
		to := l.hand[e.seat][i]
		pr := l.panel[e.seat]
		r := ui.Rect{X: pr.X + pr.W - to.W - 14*s, Y: pr.Y + 50*s, W: to.W, H: to.H}
		r.X += (to.X - r.X) * ease
		r.Y += (to.Y - r.Y) * ease
		if e.card >= 0 {
			t.drawLoot(dst, r, e.card)
		} else {
			t.drawBack(dst, r, "Loot")
		}
	case stLoot:
		cx, cy := l.arena.Center()
		w, h := 300*s*(0.6+0.4*ease), 80*s*(0.6+0.4*ease)
		r := ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
		ui.FillRoundRect(dst, r, 12*s, colCard)
		ui.StrokeRoundRect(dst, r, 12*s, 4*s, ui.ColWarm)
		ui.DrawText(dst, e.label, 24*s*(0.6+0.4*ease), true, cx, cy, ui.AlignCenter, ui.AlignCenter, colCardInk)
	case stBanner:
		cx, cy := l.arena.Center()
		r := ui.Rect{X: l.arena.X, Y: cy - 40*s, W: l.arena.W, H: 80 * s}
		ui.FillRect(dst, r, colBadge)
		ui.DrawText(dst, ui.Ellipsize(e.label, 18*s, true, r.W-20*s), 18*s, true, cx, cy, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
}

// koPlace is where the card of a KO step e is at p: it jolts on its
// field, then spins away towards its owner's panel, out of the arena,
// shrinking and fading.
func (t *Table) koPlace(e *step, p float64) (x, y, size, angle float64, alpha float32) {
	l := &t.lay
	x0, y0 := l.fieldRect(e.to).Center()
	x1, y1 := l.panel[max(0, min(e.owner, 1))].Center()
	q := max(0, (p-0.2)/0.8)
	qe := q * q
	x, y = x0+(x1-x0)*qe, y0+(y1-y0)*qe-math.Sin(q*math.Pi)*l.cell*0.8
	if p < 0.2 {
		x += math.Sin(p*80) * 4 * t.scale
	}
	return x, y, math.Round(l.cell * cardShare * (1 - 0.6*q)), q * 3 * math.Pi, float32(1 - q*q)
}

// lungePlace is where the attacker of a roll step e is at p: it lunges
// towards its target as its die settles, and back.
func (t *Table) lungePlace(e *step, p float64) (x, y float64) {
	x0, y0 := t.lay.fieldRect(e.from).Center()
	x1, y1 := t.lay.fieldRect(e.to).Center()
	k := 0.0
	if q := (p - 0.35) / 0.45; q > 0 && q < 1 {
		k = math.Sin(q*math.Pi) * 0.38
	}
	return x0 + (x1-x0)*k, y0 + (y1-y0)*k
}

// dieSettles is how far into a roll's step the dice stop tumbling and
// show their values.
const dieSettles = 0.5

// drawDie draws a D6 that tumbles until dieSettles of p, then shows
// value.
func (t *Table) drawDie(dst *ebiten.Image, x, y, size float64, value int, p float64, dark bool) {
	if p < dieSettles {
		face := 1 + int(p*37)%6
		sprites.PaintDie(dst, x, y-math.Sin(p*2*math.Pi)*size*0.4, size, p*4*math.Pi, face, dark)
		return
	}
	sprites.DrawDie(dst, x, y, size, value, dark)
}
