package factory

import (
	"strconv"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// animKind is what an animation shows.
type animKind uint8

const (
	animFlip      animKind = iota // a drawn tile flips over in the hand
	animSlide                     // a placed tile slides from the hand to its cell
	animCelebrate                 // a completed monster glows, with its points
	animMinion                    // a tile goes from the pile to a seat's new minion
	animDiscard                   // the tile in hand goes away: it fits nowhere
	animPick                      // a starting tile goes from the supply to its seat
)

// anim is one running animation. The logic state (the table's State) is
// already the final one; an animation only changes how it is drawn.
type anim struct {
	kind         animKind
	t            float64 // seconds run, at AnimSpeed 1
	delay, dur   float64
	seat, mon    int // the monster the tile goes to
	x, y         int
	look         look
	from         ui.Rect // where a picked tile starts
	text         string
	sound        string
	sounded      bool
	hidesTile    bool // the tile at seat/mon/x,y is drawn by the animation
	points       int
	celebrateMon int
}

// progress is 0..1 through the animation (0 while it waits).
func (a *anim) progress() float64 {
	if a.t <= a.delay {
		return 0
	}
	p := (a.t - a.delay) / a.dur
	if p > 1 {
		return 1
	}
	return p
}

func (a *anim) started() bool { return a.t > a.delay }

// Animate implements ui.Table.
func (t *Table) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	b, ok := before.(*fe.State)
	if !ok {
		t.setState(ctx, after)
		return
	}
	var fromPick ui.Rect
	var queued []anim
	switch b.Phase() {
	case fe.PhasePick:
		p := b.Turn()
		t.play("click")
		if id, ok := fe.DecodeStart(a); ok {
			for _, g := range t.supply {
				if lookOf(g.tile, 0) == lookOf(id, 0) {
					fromPick = g.r
				}
			}
		}
		queued = append(queued, anim{kind: animPick, dur: 0.45, seat: p, mon: 0, hidesTile: true, from: fromPick})
	case fe.PhaseDraw:
		queued = append(queued, anim{kind: animFlip, dur: 0.42})
	case fe.PhaseMinion:
		p := b.MinionFor()
		name := t.seatName(p)
		queued = append(queued, anim{kind: animMinion, dur: 1.1, seat: p, hidesTile: true, text: "Minion for " + name, sound: "place"})
	case fe.PhasePlace:
		hand, _ := b.Hand()
		seat, x, y, rot, tile, isPlace := fe.DecodePlacement(a)
		if !isPlace {
			text := "Fits nowhere: discarded"
			if b.LockedOut() {
				text = "Fits only on closed monsters: discarded"
			}
			queued = append(queued, anim{kind: animDiscard, dur: 1.3, look: lookOf(hand, t.rot), text: text})
			break
		}
		mon := len(b.Monsters(seat)) - 1
		queued = append(queued, anim{kind: animSlide, dur: 0.32, seat: seat, mon: mon, x: x, y: y, look: lookOf(tile, rot), hidesTile: true, sound: "place"})
		if af, ok := after.(*fe.State); ok {
			ms := af.Monsters(seat)
			if mon < len(ms) && ms[mon].Complete {
				pts := ms[mon].Points()
				queued = append(queued, anim{kind: animCelebrate, delay: 0.32, dur: 1.5, seat: seat, mon: mon, points: pts, sound: "complete",
					text: "Complete! " + strconv.Itoa(pts) + pointWord(pts)})
			}
		}
	}
	t.setState(ctx, after)
	if ctx.AnimSpeed <= 0 {
		for i := range queued {
			t.finish(&queued[i])
		}
		return
	}
	// The minion and pick animations land on the new monster.
	for i := range queued {
		q := &queued[i]
		if q.kind == animMinion || q.kind == animPick {
			q.mon = len(t.seats[q.seat].mons) - 1
			if q.mon >= 0 && len(t.seats[q.seat].mons[q.mon].Tiles) > 0 {
				tl := t.seats[q.seat].mons[q.mon].Tiles[0]
				q.look = placedLook(tl)
			}
		}
	}
	t.anims = append(t.anims, queued...)
}

func pointWord(n int) string {
	if n == 1 {
		return " point"
	}
	return " points"
}

// seatName is seat p's name as the table shows it (cached by setState).
func (t *Table) seatName(p int) string {
	if p >= 0 && p < len(t.names) {
		return t.names[p]
	}
	return engine.DefaultSeatName(p)
}

// finish ends an animation at once: it plays its sound if it has not yet.
func (t *Table) finish(a *anim) {
	if a.sound != "" && !a.sounded {
		a.sounded = true
		t.play(a.sound)
	}
}

// stepAnims advances the animations by one tick at the given speed.
func (t *Table) stepAnims(speed float64) {
	if speed <= 0 {
		t.SkipAnimation()
		return
	}
	keep := t.anims[:0]
	for _, a := range t.anims {
		a.t += tick * speed
		if a.started() && a.sound != "" && !a.sounded {
			a.sounded = true
			t.play(a.sound)
		}
		if a.t < a.delay+a.dur {
			keep = append(keep, a)
		}
	}
	t.anims = keep
}

// hidden reports whether the tile at x,y of seat p's monster m is being
// drawn by an animation instead.
func (t *Table) hidden(p, m, x, y int) bool {
	for i := range t.anims {
		a := &t.anims[i]
		if a.hidesTile && a.seat == p && a.mon == m && a.x == x && a.y == y {
			return true
		}
	}
	return false
}

// flipping reports whether the hand shows a draw being flipped over.
func (t *Table) flipping() (*anim, bool) {
	for i := range t.anims {
		if t.anims[i].kind == animFlip || t.anims[i].kind == animDiscard {
			return &t.anims[i], true
		}
	}
	return nil, false
}
