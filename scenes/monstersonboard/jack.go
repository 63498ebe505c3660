package monstersonboard

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file shows Spider Jack in a solo game: the Fearnobile he drafts
// from, and a panel with his solo card, the dice he took this
// round and (versus Spider Jack) his Spook Juice.

// carName names Fearnobile q: its seat's, or Spider Jack's in a solo game.
func (t *Table) carName(q int) string {
	if q < t.v.n {
		return t.seatName(q) + "'s"
	}
	return mb.JackName + "'s"
}

// jackDie is where Spider Jack's die i is drawn in his panel.
func (t *Table) jackDie(i int) ui.Rect {
	s := t.lay.s
	r := t.lay.jack
	return ui.Rect{X: r.X + 12*s + float64(i)*44*s, Y: r.Y + 76*s, W: 38 * s, H: 38 * s}
}

// jackTip says what the panel shows.
func (t *Table) jackTip() string {
	j := &t.v.jack
	tip := "Spider Jack drafts a die from the Fearnobile not in front of you at each step, by the symbols of his face-up solo card."
	if t.v.solo == mb.SoloMode2 {
		tip += fmt.Sprintf(" He has %d Spook Juice.", j.Juice)
	}
	return tip
}

// drawJack draws Spider Jack's panel.
func (t *Table) drawJack(dst *ebiten.Image) {
	s := t.lay.s
	r := t.lay.jack
	j := &t.v.jack
	ui.FillRoundRect(dst, r, 10*s, color.RGBA{0x22, 0x1e, 0x2e, 0xff})
	ui.StrokeRoundRect(dst, r, 10*s, 1.5*s, ui.ColWarm)
	drawText(dst, mb.JackName, 15*s, true, r.X+12*s, r.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	if t.v.solo == mb.SoloMode2 {
		drawText(dst, "Spook Juice", 12*s, false, r.X+12*s, r.Y+38*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		drawText(dst, ui.Num(t.jackJuice(int(j.Juice))), 15*s, true, r.X+r.W-12*s, r.Y+38*s, ui.AlignEnd, ui.AlignCenter, colJuice)
	}
	if j.Card >= 0 {
		drawText(dst, t.jackCard, 12*s, false, r.X+12*s, r.Y+56*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	for i, d := range j.Dice {
		dr := t.jackDie(i)
		ui.FillRoundRect(dst, dr, 6*s, colJackSlot)
		drawDie(dst, dr, d)
		if t.jackScored(i) {
			// scored: the die is in his Court now; the card shows it faded
			ui.FillRoundRect(dst, dr, 6*s, colScoredVeil)
		}
	}
}

// colJackSlot is an empty place of his card; colScoredVeil fades a die he
// scored (colours are premultiplied).
var (
	colJackSlot   = color.RGBA{0x18, 0x16, 0x22, 0xff}
	colScoredVeil = color.RGBA{0x13, 0x12, 0x1b, 0xc8}
)

// jackScored reports whether his die i shows as scored: scored in the view,
// or lifting off to his Court now.
func (t *Table) jackScored(i int) bool {
	if t.v.jack.Scored&(1<<i) != 0 {
		return true
	}
	return t.fly.on && t.fly.e.Kind == mb.EvJackScore && t.fly.e.Slot == i
}

// jackJuice is Spider Jack's Spook Juice as shown now: counting while its
// event runs.
func (t *Table) jackJuice(val int) int {
	if t.fly.on && t.fly.e.Kind == mb.EvJackJuice {
		e := &t.fly.e
		return e.From + int(float64(e.To-e.From)*t.fly.p+0.5)
	}
	return val
}

// drawJackBanner announces Spider Jack's scoring on the table, not only
// in the log: the die he scores and what it gives him, over the board.
func (t *Table) drawJackBanner(dst *ebiten.Image) {
	if !t.fly.on || t.fly.e.Kind != mb.EvJackScore {
		return
	}
	t.banner(dst, t.lay.boards[t.focus], jackScoreLine(&t.fly.e), ui.ColWarm)
}

// jackScoreLine says what one of Spider Jack's scored dice gives him:
// "Spider Jack scores a blue 5: +7 (rank 5, Court 2)".
func jackScoreLine(e *mb.Event) string {
	return fmt.Sprintf("%s scores %s: +%d (rank %d, Court %d)", mb.JackName, e.Die.Words(), e.Die.Rank()+e.N, e.Die.Rank(), e.N)
}
