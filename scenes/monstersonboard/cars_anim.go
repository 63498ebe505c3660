package monstersonboard

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file times the table's events and plays the Fearnobiles' ones:
// dice rolling into the cars, the cars driving, a drafted die jumping
// from its car to the Driveway or the Order.

// duration is how long an event plays at normal speed, in seconds.
func duration(e *mb.Event) float64 {
	switch e.Kind {
	case mb.EvRoll:
		return 0.18
	case mb.EvProphecy, mb.EvMarket:
		return 0.2
	case mb.EvDrive:
		return 0.6
	case mb.EvDraft, mb.EvPlace, mb.EvMinion, mb.EvBuyArch, mb.EvBuyGhost, mb.EvJackScore:
		return 0.45
	case mb.EvFamTake, mb.EvMaliceDie, mb.EvSummon, mb.EvRow, mb.EvLap:
		return 0.55
	case mb.EvGrunt:
		return min(1.6, 0.22*float64(e.To-e.From)+0.1)
	case mb.EvJuice, mb.EvMalice:
		return min(0.8, 0.25+0.03*math.Abs(float64(e.To-e.From)))
	case mb.EvRound, mb.EvFinal:
		return 0.9
	}
	return 0.3
}

// drawCarFlight draws the running event if it is one of the
// Fearnobiles': a die rolling into a car or leaving one. It reports
// whether it was.
func (t *Table) drawCarFlight(dst *ebiten.Image) bool {
	e := &t.fly.e
	p := t.fly.p
	s := t.lay.s
	jump := func(from, to ui.Rect) {
		f := ui.Ease(p)
		r := ui.Rect{X: from.X + (to.X-from.X)*f, Y: from.Y + (to.Y-from.Y)*f, W: from.W + (to.W-from.W)*f, H: from.H + (to.H-from.H)*f}
		// a hop out of the car, level with it, then down to the board
		r.Y -= math.Sin(math.Min(1, p*2)*math.Pi) * 10 * s
		drawDie(dst, r, e.Die)
		// the bays' labels stay readable over the die
		if r.Overlaps(t.lay.cars) {
			t.drawBayLabels(dst)
		}
	}
	switch e.Kind {
	case mb.EvRoll:
		r := t.carDie(e.Seat, e.Slot)
		r.Y -= (1 - ui.Ease(p)) * 24 * s
		d := e.Die
		if p < dieLands {
			d = mb.MakeDie(d.Colour(), (int(p*12)+e.Slot)%6+1)
		}
		drawDie(dst, r, d)
	case mb.EvDraft:
		jump(t.carDie(e.Owner, e.Slot), t.lay.boards[e.Seat].drive(e.To))
	case mb.EvFamTake:
		jump(t.carDie(e.Owner, e.Slot), t.lay.boards[e.Seat].order(e.To))
	case mb.EvJackPick:
		jump(t.carDie(e.Owner, e.Slot), t.jackDie(min(max(e.Row, 0), mb.DicePerCar-1)))
	default:
		return false
	}
	return true
}
