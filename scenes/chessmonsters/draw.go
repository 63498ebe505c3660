package chessmonsters

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

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
)

// exhaustedAngle is how far an exhausted card is turned: 30 degrees.
const exhaustedAngle = math.Pi / 6

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
			if t.chance[f] != "" {
				ui.FillRect(dst, r.Inset(1), colLitTarget)
			} else {
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
	// The team attack being formed or rolled: who joins, and the target.
	if fs, to := t.attackers, t.attacked; to >= 0 {
		tx, ty := l.fieldRect(to).Center()
		for i, f := range fs {
			x, y := l.fieldRect(f).Center()
			t.dots(dst, x, y, tx, ty, ui.ColWarm)
			r := l.fieldRect(f)
			label := "joins"
			if i == 0 {
				label = "leads"
			}
			ui.StrokeRoundRect(dst, r.Inset(2*s), 6*s, 3*s, ui.ColWarm)
			ui.FillRoundRect(dst, ui.Rect{X: r.X + 3*s, Y: r.Y + r.H - 19*s, W: 44 * s, H: 16 * s}, 6*s, ui.ColWarm)
			ui.DrawText(dst, label, 12*s, true, r.X+25*s, r.Y+r.H-11*s, ui.AlignCenter, ui.AlignCenter, colCardInk)
		}
		ui.StrokeRoundRect(dst, l.fieldRect(to).Inset(2*s), 6*s, 3*s, ui.ColDanger)
	}
	// What may be clicked, what is chosen and the hint.
	for f := range cm.NumFields {
		k := key{kField, f}
		r := l.fieldRect(f).Inset(2 * s)
		switch {
		case t.selected(k):
			ui.StrokeRoundRect(dst, r, 6*s, 4*s, ui.ColWarm)
		case live && t.isLit(k) && t.chance[f] != "":
			ui.StrokeRoundRect(dst, r, 6*s, 3*s, ui.ColDanger)
		case live && t.isLit(k):
			ui.StrokeRoundRect(dst, r, 6*s, 2.5*s, ui.ColAccent)
		}
		if t.hinted(k) {
			ui.StrokeRoundRect(dst, r.Inset(3*s), 6*s, 3*s, colHint)
		}
		if live && t.chance[f] != "" {
			cx, _ := r.Center()
			ui.FillRoundRect(dst, ui.Rect{X: cx - 28*s, Y: r.Y + r.H - 24*s, W: 56 * s, H: 22 * s}, 8*s, colBadge)
			ui.DrawText(dst, t.chance[f], 16*s, true, cx, r.Y+r.H-13*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		}
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

// drawMonster draws the card of the monster on field f: turned by 30
// degrees when exhausted, its energy left as pips down its right side,
// its markers and bonuses as badges.
func (t *Table) drawMonster(dst *ebiten.Image, f int, m cm.OnField) {
	s, r := t.scale, t.lay.fieldRect(f)
	cx, cy := r.Center()
	size := r.W * 0.8
	angle, alpha := 0.0, float32(1)
	if m.Exhausted {
		angle, alpha = exhaustedAngle, 0.85
		size = r.W * 0.74
	}
	t.drawCard(dst, m.Kind, m.Owner, t.lay.facing(m.Owner), size, cx-3*s, cy, angle, alpha)
	t.drawEnergy(dst, r, m.Energy, cm.Roster[m.Kind].Energy)
	// Badges stack up from the card's bottom left, clear of its name.
	y := r.Y + r.H*0.62
	badge := func(label string, c color.RGBA) {
		w := ui.TextWidth(label, 10*s, true) + 8*s
		ui.FillRoundRect(dst, ui.Rect{X: r.X + 2*s, Y: y, W: w, H: 14 * s}, 5*s, c)
		ui.DrawText(dst, label, 10*s, true, r.X+6*s, y+7*s, ui.AlignStart, ui.AlignCenter, colCardInk)
		y -= 15 * s
	}
	if m.Sword {
		badge("Sword", ui.ColWarm)
	}
	if m.AccBonus > 0 {
		badge("+1 aim", ui.ColAccent)
	}
	if m.PowBonus > 0 {
		badge("+1 power", ui.ColAccent)
	}
	if m.Shield > 0 {
		badge("Shield", sprites.SeatColors[1])
	}
}

// drawEnergy draws energy pips down the right edge of cell r: filled for
// the energy left.
func (t *Table) drawEnergy(dst *ebiten.Image, r ui.Rect, left, most int) {
	s := t.scale
	d := min(9*s, (r.H-8*s)/float64(max(most, 1))-2*s)
	for i := range most {
		pr := ui.Rect{X: r.X + r.W - d - 3*s, Y: r.Y + r.H - 4*s - float64(i+1)*(d+2*s), W: d, H: d}
		c := ui.ColPanelLo
		if i < left {
			c = ui.ColAccent
		}
		ui.FillRoundRect(dst, pr, d/2, c)
		ui.StrokeRoundRect(dst, pr, d/2, 1*s, colCardInk)
	}
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
	bar := ui.Rect{X: r.X + 14*s, Y: r.Y + 36*s, W: r.W - 28*s, H: 10 * s}
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
	ui.DrawText(dst, deck, 14*s, false, r.X+14*s, r.Y+60*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	ui.DrawText(dst, res, 14*s, false, r.X+r.W-14*s, r.Y+60*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	l := &t.lay
	live := t.myTurn && !t.tl.Busy() && p == t.viewer
	_, nres := t.st.Reserve(p)
	for i := 0; i < nres && i < len(l.res[p]); i++ {
		cr := l.res[p][i]
		if p == t.viewer && i < len(t.texts.resKinds[p]) {
			k := t.texts.resKinds[p][i]
			cx, cy := cr.Center()
			t.drawCard(dst, k, p, 0, cr.W, cx, cy, 0, 1)
			t.outline(dst, key{kRes, k}, cr, live)
		} else {
			t.drawBack(dst, cr, "?")
		}
	}
	hy := l.res[p][0].Y + l.resSize + 14*s
	ui.DrawText(dst, t.texts.handTitle[p], 14*s, false, r.X+14*s, hy, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	_, nhand := t.st.Hand(p)
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
		ui.StrokeRoundRect(dst, r, 6*s, 4*s, ui.ColWarm)
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

// detailLines explains k in lines wrapped to width w.
func (t *Table) detailLines(k key, w float64) []string {
	s := t.scale
	var out []string
	for i, line := range t.detailText(k, nil) {
		if i == 0 {
			out = append(out, line)
			continue
		}
		out = append(out, ui.Wrap(line, 13*s, false, w)...)
	}
	return out
}

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
		text = append(text, t.seatName(m.Owner)+"'s "+mo.Name)
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

func (t *Table) drawDetail(dst *ebiten.Image) {
	s, r := t.scale, t.lay.detail
	if r.H < 40*s {
		return
	}
	ui.Panel(dst, r, s)
	k, ok := t.detailKey()
	if !ok {
		ui.DrawText(dst, "Hover or press and hold a card to read it.", 14*s, false, r.X+14*s, r.Y+20*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		return
	}
	pic := min(92*s, r.H-20*s)
	tx := r.X + 14*s
	if k.k != kLoot {
		kind := k.id
		owner, facing := -1, int8(0)
		if k.k == kField {
			m, _ := t.shown.Field(k.id)
			kind, owner = m.Kind, m.Owner
		} else if k.k == kRes {
			owner = t.viewer
		}
		t.drawCard(dst, kind, owner, facing, pic, r.X+10*s+pic/2, r.Y+10*s+pic/2, 0, 1)
		tx += pic + 4*s
	}
	if t.texts.detailFor != k || t.texts.detail == nil {
		t.texts.detailFor = k
		t.texts.detail = t.detailLines(k, r.X+r.W-tx-12*s)
	}
	y := r.Y + 18*s
	for i, line := range t.texts.detail {
		if y > r.Y+r.H-10*s {
			break
		}
		if i == 0 {
			ui.DrawText(dst, line, 17*s, true, tx, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
			y += 24 * s
			continue
		}
		ui.DrawText(dst, line, 13*s, false, tx, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
		y += 17 * s
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
		t.drawCard(dst, k, -1, 0, l.pickCard, cx, r.Y+6*s+l.pickCard/2, 0, 1)
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
		t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), l.cell*0.8, x0+(x1-x0)*ease, y0+(y1-y0)*ease, 0, 1)
	case stAppear:
		x, y := center(e.to)
		t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), l.cell*0.8*(0.4+0.6*ease), x, y, 0, float32(0.3+0.7*p))
	case stKO:
		x, y := center(e.to)
		t.drawCard(dst, e.monster, e.owner, t.lay.facing(e.owner), l.cell*0.8*(1-0.8*ease), x, y, p*2*math.Pi, float32(1-p))
	case stAim:
		x0, y0 := center(e.from)
		x1, y1 := center(e.to)
		t.dots(dst, x0, y0, x0+(x1-x0)*ease, y0+(y1-y0)*ease, ui.ColDanger)
	case stRoll:
		if e.from < 0 {
			return
		}
		r := l.fieldRect(e.from)
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
