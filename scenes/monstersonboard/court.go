package monstersonboard

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file draws, under Spider Jack's panel (jack.go), the symbols of his
// face-up solo card and (versus Spider Jack) his Court grouped by colour;
// his dice in the panel are clicked when the person chooses which of his
// tied dice he scores.

// courtRect is the column under his panel.
func (t *Table) courtRect() ui.Rect {
	s := t.lay.s
	j := t.lay.jack
	y := j.Y + j.H + 8*s
	return ui.Rect{X: j.X, Y: y, W: j.W, H: t.area.Y + t.area.H - 8*s - y}
}

// cardSymbol is what box k of his card's symbols stands for: ok with the
// face-up card's symbol for boxes 0-2, pending while no card is face up,
// neither for box 3 (the last die, given).
func cardSymbol(j *mb.Jack, k int) (y mb.Symbol, ok, pending bool) {
	if k >= 3 {
		return mb.Symbol{}, false, false
	}
	if j.Card < 0 {
		return mb.Symbol{}, false, true
	}
	return mb.SoloCards[j.Card].Symbols[k], true, false
}

// symbolRect is the box of his card's symbol k (3: the last die, given).
func (t *Table) symbolRect(k int) ui.Rect {
	d := t.jackDie(k)
	r := t.courtRect()
	return ui.Rect{X: d.X, Y: r.Y + 26*t.lay.s, W: d.W, H: 22 * t.lay.s}
}

// courtRow is the line of colour c in his Court.
func (t *Table) courtRow(c int) ui.Rect {
	s := t.lay.s
	r := t.courtRect()
	return ui.Rect{X: r.X + 8*s, Y: r.Y + 80*s + float64(c)*26*s, W: r.W - 16*s, H: 24 * s}
}

// drawCourt draws his card's symbols and his Court; nothing outside solo games.
func (t *Table) drawCourt(dst *ebiten.Image) {
	v := &t.v
	r := t.courtRect()
	s := t.lay.s
	if v.solo == mb.SoloNone || r.H < 60*s {
		return
	}
	j := &v.jack
	h := r.H
	if v.solo != mb.SoloMode2 {
		h = 56 * s
	}
	back := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: h}
	ui.FillRoundRect(dst, back, 10*s, color.RGBA{0x22, 0x1e, 0x2e, 0xff})
	drawText(dst, "His card picks by", 12*s, false, r.X+12*s, r.Y+13*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	for k := 0; k < mb.DicePerCar; k++ {
		box := t.symbolRect(k)
		label, col := "last", ui.ColTextDim
		y, ok, pending := cardSymbol(j, k)
		if pending {
			label = "?" // his card of this round is not flipped yet
		}
		if ok {
			label, col = "low", white
			if y.High {
				label = "high"
			}
			if y.Colour != mb.White {
				col = monColours[y.Colour]
			}
		}
		ui.FillRoundRect(dst, box, 5*s, colPublic)
		ui.StrokeRoundRect(dst, box, 5*s, 1.5*s, col)
		drawText(dst, label, 11*s, true, box.X+box.W/2, box.Y+box.H/2, ui.AlignCenter, ui.AlignCenter, col)
	}
	if !t.courtShown() {
		return
	}
	drawText(dst, "His Court", 14*s, true, r.X+12*s, r.Y+64*s, ui.AlignStart, ui.AlignCenter, ui.ColText)
	for c := 0; c < mb.NumColours; c++ {
		row := t.courtRow(c)
		dice, ghosts, grunts := j.CourtItems(c)
		ui.FillRoundRect(dst, ui.Rect{X: row.X, Y: row.Y + 4*s, W: 6 * s, H: row.H - 8*s}, 3*s, monColours[c])
		x := row.X + 12*s
		sz := row.H - 4*s
		for i := 0; i < grunts; i++ {
			drawGrunt(dst, ui.Rect{X: x, Y: row.Y + 2*s, W: sz, H: sz}, c)
			x += sz * 0.8
		}
		text := t.courtText(c, dice, ghosts)
		drawText(dst, ui.Ellipsize(text, 12*s, false, row.X+row.W-x-4*s), 12*s, false, x+4*s, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
}

// courtShown reports whether his Court is drawn: versus Spider Jack, with
// room for a row a colour.
func (t *Table) courtShown() bool {
	return t.v.solo == mb.SoloMode2 && t.courtRect().H >= 80*t.lay.s+26*t.lay.s*mb.NumColours
}

// courtDie is where a die he scores lands in the row of colour c of his Court.
func (t *Table) courtDie(c int) ui.Rect {
	r := t.courtRow(c)
	return ui.Rect{X: r.X + 12*t.lay.s, Y: r.Y, W: r.H, H: r.H}
}

// courtText says what his Court holds of colour c ("2 dice, 1 Ghost"),
// kept while the counts stay the same so that a frame at rest allocates
// nothing.
func (t *Table) courtText(c, dice, ghosts int) string {
	k := [2]int{dice, ghosts}
	if t.court[c].text == "" || t.court[c].counts != k {
		t.court[c].counts = k
		t.court[c].text = engine.Count(dice, "die", "dice") + ", " + engine.Count(ghosts, "Ghost", "Ghosts")
	}
	return t.court[c].text
}

// courtRegions adds the hover regions of his card's symbols and his Court,
// and his dice as clickable for the choice between his tied dice (the
// panel's own region, added before, stays under them).
func (t *Table) courtRegions(add func(ui.Rect, key, string)) {
	v := &t.v
	if v.solo == mb.SoloNone {
		return
	}
	j := &v.jack
	for k := 0; k < mb.DicePerCar; k++ {
		tip := "He is given the last die left."
		y, ok, pending := cardSymbol(j, k)
		if pending {
			tip = fmt.Sprintf("Symbol %d of his card: his next card is flipped once the dice are rolled into his Fearnobile.", k+1)
		}
		if ok {
			hl := "lowest"
			if y.High {
				hl = "highest"
			}
			tip = fmt.Sprintf("Symbol %d of his card: %s. He takes a die of the colour if there is one (white: any colour), then the %s, then the one closest to the front.", k+1, mb.SymbolText(y), hl)
		}
		if d := j.Dice[k]; !d.Empty() {
			// his dice score their rank and colour: their actions and Malice are not his
			took := "He took " + d.Words()
			switch {
			case j.Scored&(1<<k) != 0:
				took += " and scored it: it is in his Court now"
			case j.LeftUnscored() == k:
				took += " and did not score it: in the Spook phase its rank shows which Ghost he takes"
			}
			add(t.jackDie(k), key{k: kJackDie, a: k}, took+". "+tip)
		}
		if t.courtRect().H >= 60*t.lay.s {
			add(t.symbolRect(k), key{}, tip)
		}
	}
	if v.solo != mb.SoloMode2 || t.courtRect().H < 80*t.lay.s+26*t.lay.s*mb.NumColours {
		return
	}
	for c := 0; c < mb.NumColours; c++ {
		dice, ghosts, grunts := j.CourtItems(c)
		add(t.courtRow(c), key{}, fmt.Sprintf("His %s Court: %s, %s (a multicoloured Ghost counts for every colour), %s. A %s die he scores gains its rank and %d for his Court.",
			mb.ColourName(c), engine.Count(dice, "Lord die", "Lord dice"), engine.Count(ghosts, "Ghost", "Ghosts"), engine.Count(grunts, "Monster", "Monsters"), mb.ColourName(c), j.CourtScore(c)+1))
	}
}

// The app's targets name his dice "jackdie:SLOT".
func init() { keyNames[kJackDie] = "jackdie" }
