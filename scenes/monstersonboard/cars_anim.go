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

// duration is how long an event plays at normal speed, in seconds. The
// steps of a round add up to well under a minute (TestRoundPace): a die
// flies to the Order in a third of a second.
func duration(e *mb.Event) float64 {
	switch e.Kind {
	case mb.EvRoll:
		return 0.1 // and the die falls on for fallTime
	case mb.EvProphecy, mb.EvMarket:
		return 0.12
	case mb.EvDrive:
		return 0.7
	case mb.EvDraft, mb.EvFamTake, mb.EvJackPick:
		return 0.4
	case mb.EvPlace, mb.EvMinion, mb.EvJackScore:
		return 0.3
	case mb.EvBuyArch, mb.EvBuyGhost:
		return 0.4
	case mb.EvMaliceDie, mb.EvSummon, mb.EvRow, mb.EvLap:
		return 0.45
	case mb.EvGrunt:
		return min(1.2, 0.16*float64(e.To-e.From)+0.1)
	case mb.EvJuice, mb.EvMalice:
		return min(0.6, 0.2+0.03*math.Abs(float64(e.To-e.From)))
	case mb.EvRound, mb.EvFinal:
		return 0.8
	}
	return 0.25
}

// stepDuration is how long the event e of the action being animated
// plays: the dice every player drafted at the end of a step jump to
// their Driveways together, so only the first of them takes time.
func (t *Table) stepDuration(e *mb.Event) float64 {
	for i := range t.cv.evs {
		if &t.cv.evs[i] == e {
			if e.Kind == mb.EvDraft && i > 0 && t.cv.evs[i-1].Kind == mb.EvDraft {
				return 0
			}
			break
		}
	}
	return duration(e)
}

// draftRun is the run of drafts that starts with e, when e leads one:
// they fly together.
func (t *Table) draftRun(e *mb.Event) []mb.Event {
	if e.Kind != mb.EvDraft {
		return nil
	}
	for i := range t.cv.evs {
		if t.cv.evs[i] == *e && (i == 0 || t.cv.evs[i-1].Kind != mb.EvDraft) {
			j := i + 1
			for j < len(t.cv.evs) && t.cv.evs[j].Kind == mb.EvDraft {
				j++
			}
			return t.cv.evs[i:j]
		}
	}
	return nil
}

// drawCarFlight draws the running event if it is one of the
// Fearnobiles': a die rolling into a car or leaving one. It reports
// whether it was.
func (t *Table) drawCarFlight(dst *ebiten.Image) bool {
	e := &t.fly.e
	p := t.fly.p
	s := t.lay.s
	jump := func(from, to ui.Rect, d mb.Die) {
		f := ui.Ease(p)
		r := ui.Rect{X: from.X + (to.X-from.X)*f, Y: from.Y + (to.Y-from.Y)*f, W: from.W + (to.W-from.W)*f, H: from.H + (to.H-from.H)*f}
		// a hop out of the car, level with it, then down to the board
		r.Y -= math.Sin(math.Min(1, p*2)*math.Pi) * 10 * s
		drawDie(dst, r, d)
		// the bays' labels stay readable over the die
		if r.Overlaps(t.lay.cars) {
			t.drawBayLabels(dst)
		}
	}
	switch e.Kind {
	case mb.EvRoll:
		// drawCars draws the falling dice
	case mb.EvDraft:
		if run := t.cv.run; len(run) > 1 && run[0] == *e {
			for i := range run {
				jump(t.carDie(run[i].Owner, run[i].Slot), t.lay.boards[run[i].Seat].drive(run[i].To), run[i].Die)
			}
			break
		}
		jump(t.carDie(e.Owner, e.Slot), t.lay.boards[e.Seat].drive(e.To), e.Die)
	case mb.EvFamTake:
		jump(t.carDie(e.Owner, e.Slot), t.lay.boards[e.Seat].order(e.To), e.Die)
	case mb.EvJackPick:
		jump(t.carDie(e.Owner, e.Slot), t.jackDie(min(max(e.Row, 0), mb.DicePerCar-1)), e.Die)
	default:
		return false
	}
	return true
}

// fallTime is how long a die takes to fall into its car, at normal
// speed: longer than its roll's step, so the dice of a refill, drawn one
// after the other without a pause (QuickChance), fall together.
const fallTime = 0.45

// QuickChance implements ui.QuickChancer: the next die is rolled as soon
// as the last one's step is over, while it still falls.
func (t *Table) QuickChance() bool { return true }

// startFall starts die d falling into slot i of owner q's car.
func (t *Table) startFall(q, i int, d mb.Die) {
	if q >= 0 && q < mb.MaxPlayers && i >= 0 && i < mb.DicePerCar {
		t.cv.falls[q][i] = fall{on: true, at: t.tl.Clock, d: d}
	}
}

// stopFalls lands every falling die at once (skipping, a new game).
func (t *Table) stopFalls() {
	for q := range t.cv.falls {
		for i := range t.cv.falls[q] {
			t.cv.falls[q][i].on = false
		}
	}
}

// falling is how many dice are falling into the cars now.
func (t *Table) falling() int {
	n := 0
	for q := range t.cv.falls {
		for i := range t.cv.falls[q] {
			if f := &t.cv.falls[q][i]; f.on && t.tl.Clock-f.at < fallTime {
				n++
			}
		}
	}
	return n
}

// drawFall draws the die f falling into slot rect r (slot i), tumbling
// until it lands; it reports false once it has landed.
func (t *Table) drawFall(dst *ebiten.Image, r ui.Rect, f *fall, i int) bool {
	p := (t.tl.Clock - f.at) / fallTime
	if p >= 1 || p < 0 {
		return false
	}
	r.Y -= (1 - ui.Ease(p)) * 24 * t.lay.s
	d := f.d
	if p < dieLands {
		d = mb.MakeDie(d.Colour(), (int(p*12)+i)%6+1)
	}
	drawDie(dst, r, d)
	return true
}
