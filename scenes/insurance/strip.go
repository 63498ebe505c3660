package insurance

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
)

// Fixed texts of the strip (kept as values so drawing does not allocate).
const (
	txtPick       = "Pick a card to play face down (hover it to see its path; keys 1–9)"
	txtPickTouch  = "Pick a card to play face down (press and hold it to see its path)"
	txtHand       = "Your hand"
	txtMonster    = "Choose where the monster starts: click an arrow beside the board"
	txtReveal     = "Everyone has placed: turn the cards up!"
	txtRevealing  = "The reveal: cards are turned up in play order"
	txtYourCard   = "Your card"
	txtFaceDown   = "face down"
	txtPickedUp   = "picked up"
	txtPlaceShort = "Place your tokens: pick a type (1-4), then a lit square"
	txtOver       = "Game over: the last round's cards"
)

var placeTexts = func() [4]string {
	return [4]string{"", "Place 1 more token", "Place 2 more tokens", "Place 3 more tokens"}
}()

var tokenNames = [ins.NumTokenTypes]string{"Factory", "Car", "Person", "House"}

// status is the strip's title line: what the table waits for.
func (t *Table) status() string {
	if t.an.revealing {
		return txtRevealing
	}
	if t.view == nil {
		return ""
	}
	cur := t.view.CurrentPlayer()
	mine := t.myTurn && cur == t.viewer
	switch ph := t.view.Phase(); ph {
	case ins.PhaseDeal:
		return "Dealing the city tiles…"
	case ins.PhaseOver:
		return txtOver
	default:
		if tx, ok := turnTexts[ph]; ok {
			if mine {
				if ph == ins.PhasePick {
					return ui.Keys(tx.mine, txtPickTouch)
				}
				return tx.mine
			}
			return t.waiting(cur, tx.others)
		}
	}
	return txtHand
}

// turnTexts are the strip's title lines in the phases in which seats take
// turns: mine when it is the viewer's, others after the name of the seat
// the table waits for.
var turnTexts = map[ins.Phase]struct{ mine, others string }{
	ins.PhaseMonster: {txtMonster, " places the monster beside the board"},
	ins.PhasePick:    {txtPick, " is picking a card"},
	ins.PhasePlace:   {txtPlaceShort, " is placing tokens"},
	ins.PhaseReveal:  {txtReveal, " turns the cards up"},
}

// waiting names the seat the table waits for; the strings are cached per
// seat and phase text.
func (t *Table) waiting(seat int, what string) string {
	if seat < 0 || seat >= len(t.seats) {
		return ""
	}
	key := what
	if t.waitKey == key && t.waitSeat == seat {
		return t.waitText
	}
	t.waitKey, t.waitSeat = key, seat
	t.waitText = t.seats[seat].Name + what
	return t.waitText
}

// shownWhy is the refusal the strip shows now, or "".
func (t *Table) shownWhy() string { return t.ref.Text() }

// whyLines wraps a refusal to the strip's width.
func (t *Table) whyLines(why string) []string {
	s := t.lay.s
	return ui.Wrap(why, 14*s, false, t.lay.strip.W-32*s)
}

// drawStrip draws the bottom strip: the viewer's hand, the token buttons
// while placing, the reveal button, or the round's cards during the
// reveal.
func (t *Table) drawStrip(dst *ebiten.Image) {
	L := &t.lay
	s := L.s
	m := &t.m
	ui.Panel(dst, L.strip, s)
	title := t.status()
	why := t.shownWhy()
	w := ui.TextWidth(title, 16*s, true)
	switch {
	case why == "":
		ui.DrawText(dst, title, 16*s, true, L.strip.X+16*s, L.strip.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	case ui.TextWidth(why, 14*s, false) <= L.strip.W-w-52*s:
		ui.DrawText(dst, title, 16*s, true, L.strip.X+16*s, L.strip.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, why, 14*s, false, L.strip.X+w+36*s, L.strip.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	default:
		// Too long beside the title: the refusal takes the title's
		// place, wrapped, never cut.
		for i, ln := range t.whyLines(why) {
			ui.DrawText(dst, ln, 14*s, false, L.strip.X+16*s, L.strip.Y+(12+16*float64(i))*s, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
		}
	}
	if t.an.revealing {
		for i := 0; i < m.n; i++ {
			if q := (t.revealFirst + i) % m.n; q < len(t.seats) {
				x, y, rad := t.roundSymbol(i)
				ui.DrawSymbol(dst, t.seats[q].Symbol, x, y, rad, t.seats[q].Color)
			}
		}
		return
	}
	if t.placing() {
		t.drawPlacing(dst)
		return
	}
	if t.view != nil && t.view.Phase() == ins.PhaseOver {
		t.drawLastCards(dst)
		return
	}
	picking := t.myTurn && t.view != nil && t.view.Phase() == ins.PhasePick && t.view.CurrentPlayer() == t.viewer
	if t.view != nil && t.view.Phase() == ins.PhaseReveal && t.myTurn {
		return
	}
	for i := 0; i < L.ncards; i++ {
		r := L.cards[i]
		c := m.hand[i]
		alpha := 1.0
		if !picking {
			alpha = 0.75
		}
		y := r.Y
		if picking && i == t.hoverCard {
			y -= 6 * s
		}
		if t.hintOK && t.hint.Kind == ins.KindPlay && t.hint.Card == c {
			ui.StrokeRoundRect(dst, ui.Rect{X: r.X, Y: y, W: r.W, H: r.H}.Inset(-4*s), 10*s, 4*s, colHint)
		}
		t.drawImageAt(dst, t.cardSprite(c, r.W, r.H), r.X, y, alpha)
		if i < len(m.handUp) && m.handUp[i] {
			// in the last round every card places the same number of
			// tokens: the tag covers the token circles
			ui.StrokeRoundRect(dst, ui.Rect{X: r.X, Y: y, W: r.W, H: r.H}.Inset(-2*s), 9*s, 2*s, colLit)
			tag := ui.Rect{X: r.X + 3*s, Y: y + 4*s, W: r.W*0.72 - 3*s, H: 16 * s}
			ui.FillRoundRect(dst, tag, 6*s, colLit)
			ui.DrawText(dst, txtPickedUp, 11*s, true, tag.X+tag.W/2, tag.Y+tag.H/2, ui.AlignCenter, ui.AlignCenter, colInk)
		}
	}
	if t.viewer >= 0 && t.viewer < m.n {
		if c := m.down[t.viewer]; c != 0 && c != ins.Unknown && !m.up[t.viewer] {
			r := L.down
			t.drawImageAt(dst, t.cardSprite(c, r.W, r.H), r.X, r.Y, 1)
			// The tag straddles the card's top edge, clear of its
			// token circles and number.
			tag := ui.Rect{X: r.X + 6*s, Y: r.Y - 9*s, W: r.W - 12*s, H: 15 * s}
			ui.FillRoundRect(dst, tag, 6*s, colCardBack)
			ui.DrawText(dst, txtFaceDown, 11*s, true, tag.X+tag.W/2, tag.Y+tag.H/2, ui.AlignCenter, ui.AlignCenter, colWhite)
			ui.DrawText(dst, txtYourCard, 13*s, true, r.X+r.W/2, r.Y-22*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		}
	}
}

// drawLastCards shows, once the game is over, the cards of the last
// round face up in seat order, each under its seat's symbol (the highest
// last card breaks a tie).
func (t *Table) drawLastCards(dst *ebiten.Image) {
	m := &t.m
	for q := 0; q < m.n; q++ {
		c := m.played[q][ins.NumRounds-1]
		if c == 0 || c == ins.Unknown {
			continue
		}
		r := t.lay.round[q]
		t.drawImageAt(dst, t.cardSprite(c, r.W, r.H), r.X, r.Y, 1)
		if q < len(t.seats) {
			x, y, rad := t.roundSymbol(q)
			ui.DrawSymbol(dst, t.seats[q].Symbol, x, y, rad, t.seats[q].Color)
		}
	}
}

// drawPlacing draws the viewer's card and the four token buttons with the
// tokens left of each type.
func (t *Table) drawPlacing(dst *ebiten.Image) {
	L := &t.lay
	s := L.s
	m := &t.m
	if c := m.down[t.viewer]; c != 0 && c != ins.Unknown {
		r := ui.Rect{X: L.strip.X + 14*s, Y: L.cards[0].Y, W: L.cardW, H: L.cardH}
		if L.ncards == 0 {
			r.Y = L.strip.Y + 32*s
		}
		t.drawImageAt(dst, t.cardSprite(c, r.W, r.H), r.X, r.Y, 1)
	}
	if owed := t.view.Owed(); owed >= 0 && owed < len(placeTexts) && !L.docked {
		last := L.tokBtn[ins.NumTokenTypes-1]
		ui.DrawText(dst, placeTexts[owed], 18*s, true, L.strip.X+L.strip.W-16*s, last.Y+last.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColAccent)
	}
	if !L.docked {
		t.drawTokenButtons(dst)
	}
}

// drawTokenButtons draws the four token buttons with the tokens left of
// each type: in the strip, or docked over the zoomed board (drawn over
// it by Draw, outside the strip's layer).
func (t *Table) drawTokenButtons(dst *ebiten.Image) {
	L := &t.lay
	s := L.tokS
	m := &t.m
	for k := ins.TokenType(0); k < ins.NumTokenTypes; k++ {
		r := L.tokBtn[k]
		sel := k == t.sel
		bg := ui.ColPanelHi
		usable := t.litCount[k] > 0
		switch {
		case sel:
			bg = ui.Mix(ui.ColPanelHi, colLit, 0.25)
		case int(k) == t.hoverBtn && usable:
			bg = ui.Mix(ui.ColPanelHi, colWhite, 0.1)
		case !usable:
			bg = ui.ColPanelLo
		}
		ui.FillRoundRect(dst, r, 10*s, bg)
		border := ui.ColBorder
		bwid := 1.2 * s
		if sel {
			border, bwid = colLit, 3*s
		}
		if t.hintOK && t.hint.Kind == ins.KindPlace && t.hint.Token == k {
			border, bwid = colHint, 4*s
		}
		ui.StrokeRoundRect(dst, r, 10*s, bwid, border)
		isz := math.Min(r.H*0.5, 44*s)
		alpha := 1.0
		if !usable {
			alpha = 0.35
		}
		t.drawSprite(dst, t.tokenSprite(k, t.viewer, false, isz), r.X+r.W/2, r.Y+r.H*0.38, 1, 0, alpha)
		txt := ui.ColText
		if !usable {
			txt = ui.ColTextDim
		}
		ui.DrawText(dst, tokenNames[k], 14*s, true, r.X+r.W/2, r.Y+r.H*0.78, ui.AlignEnd, ui.AlignCenter, txt)
		ui.DrawText(dst, times(m.supply[t.viewer][k]), 14*s, false, r.X+r.W/2+4*s, r.Y+r.H*0.78, ui.AlignStart, ui.AlignCenter, txt)
		ui.DrawText(dst, ui.Num(int(k)+1), 11*s, false, r.X+8*s, r.Y+10*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
}

// drawRoundCards shows the round's cards in play order during the
// reveal: backs until each is turned up, the resolving one raised.
func (t *Table) drawRoundCards(dst *ebiten.Image) {
	L := &t.lay
	s := L.s
	m := &t.m
	first := t.revealFirst
	for i := 0; i < m.n; i++ {
		q := (first + i) % m.n
		r := L.round[i]
		y := r.Y
		if q == t.an.card {
			y -= 4 * s
			fillRect(dst, ui.Rect{X: r.X, Y: y, W: r.W, H: r.H}.Inset(-4*s), colStep)
		}
		c := m.down[q]
		if c == 0 {
			c = m.played[q][m.round-1]
		}
		f := t.an.cardFlip[q]
		face := m.up[q] || (f > 0.5 && f < 1)
		if c == ins.Unknown || c == 0 {
			face = false
		}
		kx := 1.0
		if f < 1 {
			kx = math.Abs(math.Cos(f * math.Pi))
		}
		img := t.cardSprite(0, r.W, r.H)
		if face {
			img = t.cardSprite(c, r.W, r.H)
		}
		op := &t.gfx.op
		*op = ebiten.DrawImageOptions{}
		op.GeoM.Translate(-r.W/2, 0)
		op.GeoM.Scale(kx, 1)
		op.GeoM.Translate(math.Round(r.X+r.W/2), math.Round(y))
		dst.DrawImage(img, op)
	}
	t.drawDice(dst)
}

// drawDice shows a Wild's two dice tumbling, then their values, beside
// the resolving card.
func (t *Table) drawDice(dst *ebiten.Image) {
	a := &t.an
	if a.diceT[0] < 0 {
		return
	}
	L := &t.lay
	s := L.s
	idx := 0
	for i := 0; i < t.m.n; i++ {
		if (t.revealFirst+i)%t.m.n == a.diceSeat {
			idx = i
		}
	}
	r := L.round[idx]
	x, y0, size := t.diceSpot(idx)
	for i := 0; i < 2; i++ {
		tt := a.diceT[i]
		if tt < 0 {
			continue
		}
		y := y0 + size/2 + float64(i)*(size+8*s)
		v := a.dice[i]
		angle := 0.0
		if tt < diceTumble {
			// tumbling: faces change and the die spins
			v = 1 + int(tt*23+float64(i)*3)%6
			angle = tt * 14
			y -= math.Abs(math.Sin(tt*12)) * 8 * s
		}
		t.drawSprite(dst, t.dieSprite(v, i == 1), x, y, size/(40*s), angle, 1)
	}
	if a.diceTold() {
		ui.DrawText(dst, a.diceMove.String()+"!", 15*s, true, x, r.Y+r.H+2*s, ui.AlignCenter, ui.AlignEnd, colHint)
	}
}

// diceSpot is where a Wild's dice go for the card idx-th in play order:
// the centre x of both, the top of the first, and their size. They sit in
// the gap right of the card (left of the last one), below the seat symbol
// of the card beside them (roundSymbol).
func (t *Table) diceSpot(idx int) (x, top, size float64) {
	L := &t.lay
	s := L.s
	r := L.round[idx]
	size = 28 * s
	x = r.X + r.W + 6*s + size/2
	if idx == t.m.n-1 && x+size > L.strip.X+L.strip.W {
		x = r.X - 6*s - size/2
	}
	return x, r.Y + 22*s, size
}

// roundSymbol is the centre and radius of the seat symbol beside the
// card idx-th in play order during the reveal.
func (t *Table) roundSymbol(idx int) (x, y, radius float64) {
	r, s := t.lay.round[idx], t.lay.s
	return r.X - 12*s, r.Y + 10*s, 8 * s
}

// drawOverlay draws the round banner, the notes of the reveal and the
// tooltip.
func (t *Table) drawOverlay(dst *ebiten.Image) {
	L := &t.lay
	s := L.s
	a := &t.an
	if a.bannerT > 0 && a.banner != "" {
		al := math.Min(1, a.bannerT/0.3)
		cx, cy := L.board.Center()
		w := ui.TextWidth(a.banner, 34*s, true) + 60*s
		r := ui.Rect{X: cx - w/2, Y: cy - 36*s, W: w, H: 72 * s}
		ui.FillRoundRect(dst, r, 20*s, ui.Scaled(ui.ColShade, al))
		ui.StrokeRoundRect(dst, r, 20*s, 2*s, ui.Scaled(ui.ColAccent, al))
		ui.DrawText(dst, a.banner, 34*s, true, cx, cy, ui.AlignCenter, ui.AlignCenter, ui.Scaled(ui.ColText, al))
	}
	if a.noteT > 0 && a.note != "" {
		al := math.Min(1, a.noteT/0.3)
		cx := L.board.X + L.board.W/2
		y := L.board.Y + L.board.H - 16*s
		w := ui.TextWidth(a.note, 16*s, true) + 30*s
		fillRect(dst, ui.Rect{X: cx - w/2, Y: y - 15*s, W: w, H: 30 * s}, ui.Scaled(ui.ColShade, al))
		ui.DrawText(dst, a.note, 16*s, true, cx, y, ui.AlignCenter, ui.AlignCenter, ui.Scaled(colHint, al))
	}
	t.tipBox.Draw(dst)
}

var timesStr = func() [20]string {
	var s [20]string
	for i := range s {
		s[i] = "×" + ui.Num(i)
	}
	return s
}()

func times(n int) string {
	if n >= 0 && n < len(timesStr) {
		return timesStr[n]
	}
	return "×" + ui.Num(n)
}

// splitLines splits s at its first newline without allocating.
func splitLines(s string) [2]string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return [2]string{s[:i], s[i+1:]}
		}
	}
	return [2]string{s, ""}
}
