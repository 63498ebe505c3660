package monstersonboard

import (
	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file holds the legend: every icon the board draws, its name and
// what it does, in one table of texts that the tooltips use too (one
// source of truth; the words are the rules', engine/monstersonboard
// RULES.md and rulestext.go). A "Legend" button on the main board and the
// L key open it over the table.

// piece is a kind of piece the legend shows beside the action icons.
type piece uint8

const (
	pieceNone piece = iota
	pieceDie
	pieceGrunt
	pieceMinion
	pieceGhost
	pieceJackDie
	pieceArch
)

// legendEntry is one line of the legend: an action icon or a piece, its
// name and what it does.
type legendEntry struct {
	icon  mb.Icon // Act != ActNone: an action icon
	piece piece   // else the piece drawn
	name  string
	what  string
}

// actionWhat says what each action icon does (the rules' Actions).
var actionWhat = map[mb.Act]string{
	mb.ActSwap:       "Swap any 2 dice of your Order of Spider Jack.",
	mb.ActPromote:    "One of your Order's dice +1 or -1: never the die you just placed, never above 6 or below 1.",
	mb.ActMoveGrunt:  "Choose a colour: each of your Grunts of that colour walks once to its next free space and does what it lands on.",
	mb.ActMoveMinion: "Move one of your Minions to an empty space of areas 1 to 11: Grunts skip it, and its action is not done.",
	mb.ActJuice:      "Gain the Spook Juice shown: it is your score.",
	mb.ActFeed:       "+1 to one of your Spider Jack dice (at most 6): at the end its row keeps that many dice.",
	mb.ActMalice:     "Gain the Malice shown (at most 8; more is lost). Malice buys Ghosts and Arch Monster cards.",
	mb.ActCall:       "Move one Summoning tracker one space on and do what the new space shows.",
	mb.ActGainGrunt:  "Only on Ghosts: the Ghost goes on an empty Gain Grunt space and a new Grunt of its colour joins your start.",
	mb.ActSummon:     "Scores the ranks of its row's leftmost dice, as many as the row's Spider Jack die shows.",
}

// familyWhat says what the icons of the family mode's areas do.
var familyWhat = map[mb.Act]string{
	mb.ActPromote: "Area 4: a Grunt entering it may promote or demote any die of your rows (+1 or -1).",
	mb.ActSwap:    "Area 8: a Grunt entering it may swap 2 dice of your rows.",
	mb.ActJuice:   "Area 12: a Grunt reaching it scores 12 Spook Juice and goes back to the start, going on with any steps left.",
}

// actionName names an action icon in the legend, without its number.
var actionName = map[mb.Act]string{
	mb.ActJuice: "Gain Spook Juice", mb.ActMalice: "Gain Malice",
}

// iconWhat is what icon ic does, as the legend says it.
func iconWhat(ic mb.Icon, family bool) string {
	if w, ok := familyWhat[ic.Act]; family && ok {
		return w
	}
	return actionWhat[ic.Act]
}

// iconTip is the tooltip words of icon ic: its name with its number, then
// the legend's words.
func iconTip(ic mb.Icon, family bool) string {
	return mb.IconText(ic) + ": " + iconWhat(ic, family)
}

// The legend's words for the pieces.
const (
	whatDie       = "Each face shows a colour and a rank; lower ranks carry more actions, higher ranks score more. Hover a die, or press and hold it, to read its actions."
	whatGrunt     = "When a die of its colour is activated, it walks to the next space of its colour, skipping Minions and Grunts, and does what it lands on. In area 12 it scores 3 for each die of its colour at the end."
	whatMinion    = "Blocks its space: Grunts skip it. It starts beside the path; Move Minion moves it."
	whatGhost     = "Bought with Malice; goes on an empty space of its colour (multicoloured: any). A Grunt landing there does the Ghost's action too."
	whatJackDie   = "Before each row of your Order: at the end only that many of the row's leftmost dice count; Summon scores that many."
	whatArch      = "Bought with Malice. Its front scores at the end; its back is an action you may use instead (the card then goes)."
	whatFamDie    = "Taken, it goes in a row and moves its colour's Grunt one space per icon on its face; its rank scores when a Minion scores the row."
	whatFamGrunt  = "Walks one space for each icon of a die of its colour: area 4 promotes or demotes, area 8 swaps, area 12 scores 12."
	whatFamMinion = "When each Fearnobile holds one die, everyone puts a Minion on a row's Minion space: it scores the ranks of that row."
)

// legendEntries is the legend of a game: regular (and solo), or family.
func legendEntries(family bool) []legendEntry {
	if family {
		return []legendEntry{
			{icon: mb.Icon{Act: mb.ActPromote, N: 1}, name: "Promote or Demote (area 4)", what: familyWhat[mb.ActPromote]},
			{icon: mb.Icon{Act: mb.ActSwap, N: 1}, name: "Swap (area 8)", what: familyWhat[mb.ActSwap]},
			{icon: mb.Icon{Act: mb.ActJuice, N: 12}, name: "12 Spook Juice (area 12)", what: familyWhat[mb.ActJuice]},
			{piece: pieceDie, name: "Lord die", what: whatFamDie},
			{piece: pieceGrunt, name: "Grunt", what: whatFamGrunt},
			{piece: pieceMinion, name: "Minion", what: whatFamMinion},
		}
	}
	out := make([]legendEntry, 0, len(rulesIcons)+5)
	for _, ic := range rulesIcons {
		ic.N = max(ic.N, 1)
		name := mb.IconText(ic)
		if n, ok := actionName[ic.Act]; ok {
			name = n
		}
		out = append(out, legendEntry{icon: ic, name: name, what: actionWhat[ic.Act]})
	}
	return append(out,
		legendEntry{piece: pieceDie, name: "Lord die", what: whatDie},
		legendEntry{piece: pieceGrunt, name: "Grunt", what: whatGrunt},
		legendEntry{piece: pieceMinion, name: "Minion", what: whatMinion},
		legendEntry{piece: pieceGhost, name: "Ghost", what: whatGhost},
		legendEntry{piece: pieceJackDie, name: "Spider Jack die", what: whatJackDie},
		legendEntry{piece: pieceArch, name: "Arch Monster card", what: whatArch},
	)
}

// legend is the legend panel: its button and whether it is open (the
// shared ui.Legend), and its wrapped lines for the size it was laid out at.
type legend struct {
	ui.Legend
	family  bool
	entries []legendEntry
	lines   [][]string // each entry's description, wrapped
	panel   ui.Rect
	wrapS   float64
	wrapFam bool
}

// legendButton is where the Legend button is: the main board's top right,
// under the Spook Juice chips.
func (l *layout) legendButton() ui.Rect {
	s := l.s
	return ui.Rect{X: l.main.X + l.main.W - 96*s, Y: l.main.Y + 33*s, W: 88 * s, H: 22 * s}
}

// updateLegend opens and closes the legend (its button, L, Esc or a click
// while open); it reports whether it took the input, so that nothing under
// the open panel is clicked.
func (t *Table) updateLegend(in ui.Input) bool {
	took, changed := t.leg.Update(in, t.lay.legendButton())
	switch {
	case changed && t.leg.Open:
		t.openLegend()
	case changed:
		t.tipFor = -2 // the tip under the pointer shows again
	}
	return took
}

// openLegend shows the legend of the mode played.
func (t *Table) openLegend() {
	lg := &t.leg
	lg.Open = true
	lg.family = t.v.family
	lg.entries = legendEntries(t.v.family)
	lg.wrapS = 0
	t.tipBox.Hide()
	if t.sound != nil {
		t.sound.Play("click")
	}
}

// legendCols is how many columns the legend's entries fill.
const legendCols = 2

// layoutLegend places the panel and wraps the descriptions.
func (t *Table) layoutLegend() {
	lg := &t.leg
	s := t.lay.s
	a := t.area
	w := min(a.W-24*s, 900*s)
	colW := (w - 40*s) / legendCols
	if lg.wrapS != s || lg.wrapFam != lg.family || len(lg.lines) != len(lg.entries) {
		lg.lines = lg.lines[:0]
		for _, e := range lg.entries {
			lg.lines = append(lg.lines, ui.Wrap(e.what, 13*s, false, colW-56*s))
		}
		lg.wrapS, lg.wrapFam = s, lg.family
	}
	h := 70 * s
	for i := 0; i < len(lg.entries); i += legendCols {
		h += t.legendRowH(i)
	}
	lg.panel = ui.Rect{X: a.X + (a.W-w)/2, Y: a.Y + max(8*s, (a.H-h)/2), W: w, H: h}
}

// legendRowH is the height of the legend's row starting at entry i.
func (t *Table) legendRowH(i int) float64 {
	s := t.lay.s
	n := 1
	for j := i; j < min(i+legendCols, len(t.leg.lines)); j++ {
		n = max(n, len(t.leg.lines[j]))
	}
	return max(44*s, 24*s+float64(n)*17*s) + 6*s
}

// drawLegend draws the Legend button and, when open, the legend over the
// table.
func (t *Table) drawLegend(dst *ebiten.Image) {
	lg := &t.leg
	s := t.lay.s
	lg.DrawButton(dst, t.lay.legendButton(), s)
	if !lg.Open {
		return
	}
	t.layoutLegend()
	p := lg.panel
	lg.DrawPanel(dst, t.area, p, s)
	title := "Legend: every icon of the board"
	if lg.family {
		title = "Legend: the family mode's icons"
	}
	drawText(dst, title, 20*s, true, p.X+20*s, p.Y+26*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	drawText(dst, "L, Esc or a click closes it", 13*s, false, p.X+p.W-20*s, p.Y+26*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
	colW := (p.W - 40*s) / legendCols
	y := p.Y + 54*s
	for i := 0; i < len(lg.entries); i += legendCols {
		for j := i; j < min(i+legendCols, len(lg.entries)); j++ {
			e := &lg.entries[j]
			x := p.X + 20*s + float64(j-i)*colW
			box := ui.Rect{X: x, Y: y, W: 40 * s, H: 40 * s}
			drawLegendPicture(dst, e, box, s, lg.family)
			drawText(dst, e.name, 14*s, true, x+50*s, y+9*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
			for k, line := range lg.lines[j] {
				drawText(dst, line, 13*s, false, x+50*s, y+27*s+float64(k)*17*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
			}
		}
		y += t.legendRowH(i)
	}
}

// drawLegendPicture draws an entry's icon or piece as the board draws it.
func drawLegendPicture(dst *ebiten.Image, e *legendEntry, r ui.Rect, s float64, family bool) {
	cx, cy := r.Center()
	switch {
	case e.icon.Act != mb.ActNone:
		c := colPublic
		if family {
			c = ui.ColPanelLo
		}
		ui.FillRoundRect(dst, r, r.W*0.12, c)
		drawIcon(dst, e.icon, cx, cy, r.W*0.7)
	case e.piece == pieceDie:
		drawDie(dst, r.Inset(3*s), mb.MakeDie(2, 4))
	case e.piece == pieceGrunt:
		ui.FillRoundRect(dst, r, r.W*0.12, colPublic)
		drawGrunt(dst, r.Inset(4*s), 2)
	case e.piece == pieceMinion:
		ui.FillRoundRect(dst, r, r.W*0.12, colPublic)
		drawMinion(dst, r.Inset(4*s), s)
	case e.piece == pieceGhost:
		drawGhost(dst, r.Inset(2*s), 37, s)
	case e.piece == pieceJackDie:
		jr := r.Inset(3 * s)
		ui.FillRoundRect(dst, jr, 8*s, colJack)
		ui.StrokeRoundRect(dst, jr, 8*s, 1.5*s, ui.ColWarm)
		drawText(dst, "3", jr.H*0.55, true, cx, cy, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
	case e.piece == pieceArch:
		drawArch(dst, ui.Rect{X: cx - r.H*0.36, Y: r.Y, W: r.H * 0.72, H: r.H}, 0, s*0.6)
	}
}
