package monstersonboard

import (
	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file is the first-game guide (ui.Guider): a few short steps told
// for the mode played (regular, family, alone versus Spider Jack, beating
// your own scare), each with a small picture of the part of the board it
// names (ui.GuidePainter); the frame shows it the first time each mode is
// played (ui.GuideModer).

// guideStep is one step of the guide and its picture.
type guideStep struct {
	text string
	pic  func(dst *ebiten.Image, r ui.Rect)
}

// The steps the modes share.
var (
	stepDraft = guideStep{"Draft: take a die from the Fearnobile in front of you (top right) onto your Driveway; the cars drive on until you have four.", picCar}
	stepMove  = guideStep{"Grunt Movement: click a Driveway die: every Grunt of its colour walks to its next free space; do the action it lands on (click it, or Done).", picWalk}
	stepSwamp = guideStep{"Swamp-Jack: click a Driveway die, then a row of your Order: do the die's actions. Your last die gives Malice.", picOrder}
	stepSpook = guideStep{"Spook: spend Malice on a Ghost or an Arch Monster card (click it), or Pass.", picSpook}
	stepEnd   = guideStep{"Every icon is in the Legend (L, or the Legend button); hover anything (or press and hold it) to read it, click a small board to see it large. At the end each Grunt in area 12 scores 3 per die of its colour.", picLegend}
	stepSolo  = guideStep{"Draft: take a die from your Fearnobile; Spider Jack takes one from his by his card, then the cars switch, until you have four.", picCar}
	stepJack  = guideStep{"Spider Jack scores three of his dice after each draft, with his Court; you win only by outscoring him. Every icon is in the Legend (L).", picJack}
	stepScare = guideStep{"After each Spook the rightmost Ghost and Arch Monster card leave the markets (two of each if you bought nothing). Your best scores are kept. Every icon is in the Legend (L).", picLegend}
	famSteps  = []guideStep{
		{"Click a die in the Fearnobile in front of you, then a lit row: the die goes in, and its colour's Grunt walks one space per icon.", picCar},
		{"Entering area 4 you may promote or demote a die, entering area 8 swap two (or Skip this action); area 12 scores 12.", picFamAreas},
		{"When each car holds one die, put a Minion in a row: it scores the ranks of that row's dice.", picMinionRow},
		{"After 6 rounds your Prophecy card scores too. Every icon is in the Legend (L); hover anything (or press and hold it) to read it, click a small board to see it large.", picLegendButton},
	}
)

// guideSteps are the steps of the mode of the game shown.
func (t *Table) guideSteps() []guideStep {
	switch t.GuideMode() {
	case "family":
		return famSteps
	case "versus-jack":
		return []guideStep{stepSolo, stepMove, stepSwamp, stepSpook, stepJack}
	case "own-scare":
		return []guideStep{stepSolo, stepMove, stepSwamp, stepSpook, stepScare}
	}
	return []guideStep{stepDraft, stepMove, stepSwamp, stepSpook, stepEnd}
}

// GuideMode implements ui.GuideModer: the mode of the game shown.
func (t *Table) GuideMode() string {
	switch {
	case t.st == nil:
		return ""
	case t.st.Family():
		return "family"
	case t.st.Solo() == mb.SoloMode2:
		return "versus-jack"
	case t.st.Solo() == mb.SoloMode1:
		return "own-scare"
	}
	return ""
}

// Guide is the first-game guide (ui.Guider), told for the mode of the
// game shown.
func (t *Table) Guide() []string {
	steps := t.guideSteps()
	out := make([]string, len(steps))
	for i, st := range steps {
		out[i] = st.text
	}
	return out
}

// GuidePictures implements ui.GuidePainter: a picture of the part of the
// board each step names, drawn as the table draws it.
func (t *Table) GuidePictures() []ui.RulesPicture {
	steps := t.guideSteps()
	out := make([]ui.RulesPicture, len(steps))
	for i, st := range steps {
		out[i] = ui.RulesPicture{Aspect: 2, Draw: st.pic}
	}
	return out
}

// picScale is the pixels per unit of a 120 x 60 picture drawn in r.
func picScale(r ui.Rect) float64 { return r.W / 120 }

// picCar: a Fearnobile with its dice.
func picCar(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	body := ui.Rect{X: r.X + 4*k, Y: r.Y + 12*k, W: r.W - 8*k, H: 36 * k}
	ui.FillRoundRect(dst, body, 10*k, ui.ColPanelHi)
	ui.StrokeRoundRect(dst, body, 10*k, 1.5*k, ui.ColBorder)
	for i, d := range []mb.Die{mb.MakeDie(0, 3), mb.MakeDie(2, 5), mb.MakeDie(5, 2)} {
		drawDie(dst, ui.Rect{X: body.X + 14*k + float64(i)*32*k, Y: body.Y + 5*k, W: 26 * k, H: 26 * k}, d)
	}
}

// picWalk: a Driveway die and the Grunt of its colour on a space.
func picWalk(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	drawDie(dst, ui.Rect{X: r.X + 4*k, Y: r.Y + 16*k, W: 28 * k, H: 28 * k}, mb.MakeDie(2, 4))
	sp := ui.Rect{X: r.X + 62*k, Y: r.Y + 8*k, W: 54 * k, H: 44 * k}
	ui.FillRoundRect(dst, sp, 6*k, colPublic)
	drawIcon(dst, mb.Icon{Act: mb.ActFeed, N: 1}, sp.X+38*k, sp.Y+22*k, 22*k)
	drawGrunt(dst, ui.Rect{X: sp.X + 2*k, Y: sp.Y + 10*k, W: 22 * k, H: 22 * k}, 2)
	drawText(dst, "→", 20*k, true, r.X+47*k, r.Y+30*k, ui.AlignCenter, ui.AlignCenter, ui.ColAccent)
}

// picOrder: a row of the Order of Spider Jack behind its Spider Jack die.
func picOrder(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	jr := ui.Rect{X: r.X + 2*k, Y: r.Y + 16*k, W: 28 * k, H: 28 * k}
	ui.FillRoundRect(dst, jr, 6*k, colJack)
	ui.StrokeRoundRect(dst, jr, 6*k, 1.5*k, ui.ColWarm)
	drawText(dst, "2", 16*k, true, jr.X+jr.W/2, jr.Y+jr.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
	for i, d := range []mb.Die{mb.MakeDie(4, 5), mb.MakeDie(1, 3)} {
		drawDie(dst, ui.Rect{X: r.X + 36*k + float64(i)*30*k, Y: r.Y + 16*k, W: 28 * k, H: 28 * k}, d)
	}
	ui.StrokeRoundRect(dst, ui.Rect{X: r.X + 96*k, Y: r.Y + 16*k, W: 22 * k, H: 28 * k}, 5*k, 1.5*k, colLit)
}

// picSpook: a Ghost and an Arch Monster card of the markets.
func picSpook(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	drawGhost(dst, ui.Rect{X: r.X + 8*k, Y: r.Y + 12*k, W: 36 * k, H: 36 * k}, 3, k)
	drawArch(dst, ui.Rect{X: r.X + 62*k, Y: r.Y + 2*k, W: 40 * k, H: 56 * k}, 0, k*0.7)
}

// picLegend: a few action icons, as the legend lists them.
func picLegend(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	for i, ic := range []mb.Icon{{Act: mb.ActFeed, N: 1}, {Act: mb.ActCall, N: 1}, {Act: mb.ActMalice, N: 1}, {Act: mb.ActJuice, N: 5}} {
		b := ui.Rect{X: r.X + 2*k + float64(i)*30*k, Y: r.Y + 16*k, W: 26 * k, H: 28 * k}
		ui.FillRoundRect(dst, b, 5*k, colPublic)
		cx, cy := b.Center()
		drawIcon(dst, ic, cx, cy, 20*k)
	}
}

// picJack: Spider Jack's panel with his dice.
func picJack(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	ui.FillRoundRect(dst, r, 8*k, colJackSlot)
	ui.StrokeRoundRect(dst, r, 8*k, 1.5*k, ui.ColWarm)
	drawText(dst, mb.JackName, 12*k, true, r.X+8*k, r.Y+11*k, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
	for i, d := range []mb.Die{mb.MakeDie(3, 6), mb.MakeDie(0, 4), mb.MakeDie(5, 3)} {
		drawDie(dst, ui.Rect{X: r.X + 8*k + float64(i)*36*k, Y: r.Y + 24*k, W: 30 * k, H: 30 * k}, d)
	}
}

// picFamAreas: the family mode's area icons.
func picFamAreas(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	for i, ic := range []mb.Icon{{Act: mb.ActPromote, N: 1}, {Act: mb.ActSwap, N: 1}, {Act: mb.ActJuice, N: 12}} {
		b := ui.Rect{X: r.X + 4*k + float64(i)*40*k, Y: r.Y + 12*k, W: 34 * k, H: 36 * k}
		ui.FillRoundRect(dst, b, 5*k, ui.ColPanelLo)
		cx, cy := b.Center()
		drawIcon(dst, ic, cx, cy, 26*k)
	}
}

// picMinionRow: a Minion beside a row of dice.
func picMinionRow(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	for i, d := range []mb.Die{mb.MakeDie(1, 4), mb.MakeDie(4, 2), mb.MakeDie(0, 5)} {
		drawDie(dst, ui.Rect{X: r.X + 2*k + float64(i)*28*k, Y: r.Y + 16*k, W: 26 * k, H: 26 * k}, d)
	}
	drawMinion(dst, ui.Rect{X: r.X + 88*k, Y: r.Y + 12*k, W: 30 * k, H: 34 * k}, k)
}

// picLegendButton: the Legend button of the main board.
func picLegendButton(dst *ebiten.Image, r ui.Rect) {
	k := picScale(r)
	b := ui.Rect{X: r.X + 10*k, Y: r.Y + 16*k, W: 100 * k, H: 28 * k}
	ui.FillRoundRect(dst, b, 8*k, ui.ColPanelHi)
	ui.StrokeRoundRect(dst, b, 8*k, 1.5*k, ui.ColBorder)
	drawText(dst, "Legend", 14*k, true, b.X+42*k, b.Y+b.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	drawText(dst, "L", 11*k, false, b.X+b.W-10*k, b.Y+b.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
}
