package monstersonboard

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file says what the next click does, in the phase's own words
// (Arrival, Draft, Grunt Movement, Swamp-Jack, Spook): the instruction
// line on the board and the frame's top bar (ui.Instructor).

var ordinals = [...]string{"first", "second", "third", "fourth", "fifth"}

func ordinal(i int) string {
	if i >= 0 && i < len(ordinals) {
		return ordinals[i]
	}
	return "next"
}

// Instruction implements ui.Instructor: what the next click does, for the
// seat deciding ("Swamp-Jack: place your second die in a row: click a
// Driveway die, then a lit row").
func (t *Table) Instruction() string {
	if t.st == nil || t.st.CurrentPlayer() < 0 {
		return ""
	}
	return t.decision
}

// litHas reports whether a thing of kind k may be clicked now.
func (t *Table) litHas(k keyKind) bool {
	for _, l := range t.ch.Lit() {
		if l.k == k {
			return true
		}
	}
	return false
}

// instruction makes the instruction for the decision due and the clicks
// made so far.
func (t *Table) instruction() string {
	st := t.st
	if st == nil || st.CurrentPlayer() < 0 {
		return ""
	}
	ph := st.Phase()
	b := st.Board(st.Acting())
	left, moved := 0, 0
	for i, d := range b.Drive {
		if !d.Empty() {
			left++
			if b.Moved[i] {
				moved++
			}
		}
	}
	if sel := t.ch.Selected(); len(sel) > 0 {
		switch sel[0].k {
		case kDrive:
			return "Swamp-Jack: now click a lit row of your Order for this die"
		case kOrder:
			if t.litHas(kUp) || t.litHas(kDown) {
				return "Promote or Demote: click Promote (+1) or Demote (-1)"
			}
			return "Swap 2 Lords: click the die to swap it with"
		case kMinion:
			return "Move Minion: click an empty lit space of areas 1 to 11"
		case kGhostMkt:
			return "Spook: click a lit space of your path for the Ghost"
		case kCar:
			return "Click a lit row of your board for the die"
		}
	}
	switch {
	case ph == mb.PhaseMove && t.litHas(kGrunt) && len(t.pending) == 0:
		return fmt.Sprintf("Grunt Movement: click the %s Grunt that walks next", mb.ColourName(st.Moving()))
	case t.litHas(kCard) && len(t.pending) == 0:
		return phaseWords(ph) + ": flip an Arch Monster card for its back's action, or Done to keep them"
	case len(t.pending) == 1:
		return phaseWords(ph) + ": click the action below or its lit target, or Skip this action"
	case len(t.pending) > 1:
		return phaseWords(ph) + ": click an action below or its lit target, in any order; Done skips the rest"
	case st.FamilyStop() == 4:
		return "Area 4: click a die, then Promote or Demote, or Skip this action"
	case st.FamilyStop() == 8:
		return "Area 8: click two dice to swap them, or Skip this action"
	case ph == mb.PhaseDraft:
		return fmt.Sprintf("Draft: take your %s die from the Fearnobile in front of you", ordinal(left))
	case ph == mb.PhaseMove:
		return fmt.Sprintf("Grunt Movement: choose your %s die on your Driveway; every Grunt of its colour walks", ordinal(moved))
	case ph == mb.PhaseSwamp:
		return fmt.Sprintf("Swamp-Jack: place your %s die in a row: click a Driveway die, then a lit row", ordinal(mb.DicePerCar-left))
	case ph == mb.PhaseSpook:
		return "Spook: buy an Arch Monster card or a Ghost with Malice (click it), or Pass"
	case ph == mb.PhaseFamPick:
		return "Take a die from the Fearnobile in front of you, then click a lit row for it"
	case ph == mb.PhaseFamRow:
		return "Put a Minion on a lit row: it scores the ranks of that row's dice"
	case ph == mb.PhaseJackScore:
		return "Spider Jack scores: click which of his tied dice he scores next"
	}
	return st.Decision()
}

// drawInstruction writes the instruction over the action chips while they
// show (with no chips the chip row itself says it), so it never goes away
// while action buttons show.
func (t *Table) drawInstruction(dst *ebiten.Image) {
	if !t.myTurn || len(t.pending) == 0 || t.decision == "" || t.focus != t.acting || t.tl.Busy() {
		return
	}
	g := t.lay.boards[t.focus]
	drawText(dst, t.decision, 12*g.k, true, g.x+4*g.k, g.y+425*g.k, ui.AlignStart, ui.AlignCenter, ui.ColAccent)
}
