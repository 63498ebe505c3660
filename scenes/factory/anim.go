package factory

import (
	"strconv"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

// The table shows what an action caused by playing the engine's typed
// events (fe.Event, from the state after it: State.Events) one after the other on the shared
// timeline: a picked tile flies from the supply to its seat, a drawn one
// flips over in the hand, a placed one slides to its cell, a completed
// monster glows with its points, a minion's first tile comes from the
// pile, a discarded tile sinks away with its reason. The table's state is
// already the final one; the timeline only changes how it is drawn.

// stepTime is how long each kind of event shows at speed 1, in seconds.
var stepTime = [fe.EvOrder + 1]float64{fe.EvPick: 0.45, fe.EvDraw: 0.42, fe.EvPlace: 0.32, fe.EvComplete: 1.5, fe.EvMinion: 1.1, fe.EvDiscard: 1.3, fe.EvOrder: 1.2}

// stepSound is the sound each kind of event makes as it starts.
var stepSound = [fe.EvOrder + 1]string{fe.EvPick: "click", fe.EvPlace: "place", fe.EvComplete: "complete", fe.EvMinion: "place", fe.EvOrder: "click"}

func duration(e *fe.Event) float64 { return stepTime[e.Kind] }

// Animate implements ui.Table: it queues the events of a (after.Events)
// on the timeline (at the instant setting only their sounds play).
func (t *Table) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	var evs []fe.Event
	if n, ok := after.(*fe.State); ok {
		evs = n.Events()
	}
	// A picked tile flies from its place in the supply, which the new
	// state no longer shows when it was the last of its kind.
	t.pickFrom = ui.Rect{}
	for _, e := range evs {
		if e.Kind == fe.EvPick {
			t.pickFrom = t.supplyRect(e.Tile)
		}
	}
	t.setState(ctx, after)
	timeline.Play(&t.tl, (*player)(t), evs, duration, ctx.AnimSpeed)
	if ctx.AnimSpeed <= 0 {
		for i := range evs {
			t.play(stepSound[evs[i].Kind])
		}
	}
}

// supplyRect is where the supply shows tiles that look like tile id.
func (t *Table) supplyRect(id int) ui.Rect {
	for _, g := range t.supply {
		if lookOf(g.tile, 0) == lookOf(id, 0) {
			return g.r
		}
	}
	return ui.Rect{}
}

// player shows the table's timeline steps (timeline.Player): an event
// sounds as it starts; drawing reads the running step itself.
type player Table

func (p *player) Start(e *fe.Event, live bool) {
	if live {
		(*Table)(p).play(stepSound[e.Kind])
	}
}
func (p *player) Run(*fe.Event, float64) {}
func (p *player) Finish(*fe.Event)       {}

// Busy implements ui.Table.
func (t *Table) Busy() bool { return t.tl.Busy() }

// SkipAnimation implements ui.Table.
func (t *Table) SkipAnimation() { t.tl.Skip((*player)(t)) }

// stepAnims advances the timeline by one tick at the given speed.
func (t *Table) stepAnims(speed float64) { t.tl.Tick(speed, (*player)(t)) }

// current is the event being shown (or about to be) and its progress.
func (t *Table) current() (*fe.Event, float64, bool) { return t.tl.Current() }

// Status implements ui.StatusTeller: what the running step shows, for the
// top bar.
func (t *Table) Status() string {
	e, _, ok := t.current()
	if !ok {
		return ""
	}
	name := t.seatName(e.Seat)
	switch e.Kind {
	case fe.EvPick:
		return name + " picks a starting tile"
	case fe.EvDraw:
		return name + " draws a tile"
	case fe.EvPlace:
		return engine.Possessive(name) + " monster grows"
	case fe.EvComplete:
		kind := "first monster"
		if e.Monster > 0 {
			kind = "minion " + strconv.Itoa(e.Monster)
		}
		return engine.Possessive(name) + " " + kind + " is complete: " + engine.Points.Format(e.Points)
	case fe.EvMinion:
		return minionText(name)
	case fe.EvDiscard:
		return name + " discards the tile"
	case fe.EvOrder:
		return orderText(name) + ", then the others clockwise"
	}
	return ""
}

// orderText announces the seat drawn to pick a starting tile first.
func orderText(name string) string { return "Drawn at random: " + name + " picks first" }

// completeText is the celebration of a completed monster.
func completeText(e *fe.Event) string { return "Complete! " + engine.Points.Format(e.Points) }

// minionText labels a minion's first tile coming in.
func minionText(name string) string { return "Minion for " + name }

// discardText says why a tile goes away.
func discardText(e *fe.Event) string {
	if e.LockedOut {
		return "Fits only on closed monsters: discarded"
	}
	return "Fits nowhere: discarded"
}

// seatName is seat p's name as the table shows it (cached by setState).
func (t *Table) seatName(p int) string { return t.names.Name(p) }

// hidden reports whether the tile at x,y of seat p's monster m is being
// drawn by the running step instead (a tile on its way to that cell).
func (t *Table) hidden(p, m, x, y int) bool {
	e, _, ok := t.current()
	if !ok || e.Seat != p || e.Monster != m {
		return false
	}
	switch e.Kind {
	case fe.EvPlace:
		return e.X == x && e.Y == y
	case fe.EvPick, fe.EvMinion:
		return x == 0 && y == 0
	}
	return false
}

// flipping reports whether the hand shows a draw being flipped over or a
// discard going away.
func (t *Table) flipping() (*fe.Event, float64, bool) {
	e, p, ok := t.current()
	if !ok || (e.Kind != fe.EvDraw && e.Kind != fe.EvDiscard) {
		return nil, 0, false
	}
	return e, p, true
}

var _ timeline.Player[fe.Event] = (*player)(nil)
