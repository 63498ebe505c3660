package factory

import (
	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// tick is the length of one Update in seconds (ebiten runs 60 a second).
const tick = 1.0 / 60

// noteTime is how long a refused click's reason stays, in seconds.
const noteTime = 4.0

// Update implements ui.Table.
func (t *Table) Update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	t.sound = ctx.Sound
	t.myTurn = myTurn
	t.clock += tick
	if t.noteT > 0 {
		t.noteT -= tick
		if t.noteT <= 0 {
			t.note, t.noteW = "", t.noteW[:0]
		}
	}
	t.stepAnims(ctx.AnimSpeed)
	if t.st == nil {
		return 0, false
	}
	t.layout(area, ctx.Scale)
	if key := 2*t.st.Turn() + b2i(myTurn); key != t.titleKey {
		t.titleKey = key
		t.handTitle = "Your tile"
		if !myTurn {
			t.handTitle = t.seatName(t.st.Turn()) + "'s tile"
		}
	}
	t.cx, t.cy = in.Cursor()
	t.hover = t.hoverAt(t.cx, t.cy)
	if myTurn && t.phase == fe.PhasePlace && t.inHand && !t.forced {
		step := 0
		if in.RightClicked() || in.Command(ui.CmdRotate) || in.Wheel() < 0 {
			step = 1
		}
		if in.Command(ui.CmdRotateBack) || in.Wheel() > 0 {
			step = -1
		}
		if step != 0 {
			t.rot = (t.rot + step + 4) % 4
			t.computeSpots()
			t.play("rotate")
		}
	}
	t.updateTip()
	if !myTurn || !in.Clicked() {
		return 0, false
	}
	switch t.phase {
	case fe.PhasePick:
		for _, g := range t.supply {
			if g.act >= 0 && g.r.Contains(t.cx, t.cy) {
				t.play("click")
				return g.act, true
			}
		}
	case fe.PhasePlace:
		if t.handTile.Contains(t.cx, t.cy) && t.inHand && !t.forced {
			t.rot = (t.rot + 1) % 4
			t.computeSpots()
			t.play("rotate")
			return 0, false
		}
		h := t.hover
		if !h.ok {
			return 0, false
		}
		if sp := t.spotAt(h); sp != nil && sp.fit&fitNow != 0 {
			return sp.act, true
		}
		if t.occupied(h) {
			return 0, false
		}
		t.setNote(t.whyNot(h))
	}
	return 0, false
}

func (t *Table) play(name string) {
	if t.sound != nil {
		t.sound.Play(name)
	}
}

// hoverAt finds the cell of a monster in progress under the pointer.
func (t *Table) hoverAt(x, y float64) hoverCell {
	for p := range t.seats {
		sv := &t.seats[p]
		if !sv.inProg || !sv.box.Contains(x, y) {
			continue
		}
		if cx, cy, ok := sv.grid.at(x, y); ok {
			return hoverCell{seat: p, x: cx, y: cy, ok: true}
		}
	}
	return hoverCell{}
}

func (t *Table) spotAt(h hoverCell) *spot {
	if !h.ok {
		return nil
	}
	sv := &t.seats[h.seat]
	for i := range sv.spots {
		if sv.spots[i].x == h.x && sv.spots[i].y == h.y {
			return &sv.spots[i]
		}
	}
	return nil
}

// occupied reports whether the hovered cell already holds a tile.
func (t *Table) occupied(h hoverCell) bool {
	sv := &t.seats[h.seat]
	for _, tl := range sv.mons[sv.main].Tiles {
		if tl.X == h.x && tl.Y == h.y {
			return true
		}
	}
	return false
}

// whyNot is the engine's reason the tile in hand, turned as now, does not
// fit at h, with a pointer to another turn when one fits.
func (t *Table) whyNot(h hoverCell) string {
	why := t.st.WhyNot(h.seat, h.x, h.y, t.rot)
	if why == nil {
		return ""
	}
	msg := why.Render(t.seatName)
	if sp := t.spotAt(h); sp != nil && sp.fit&fitOther != 0 {
		msg += ". Turned another way it fits: press R or use the wheel."
	}
	return msg
}

func (t *Table) setNote(msg string) {
	t.note = msg
	t.noteT = noteTime
	t.noteW = ui.Wrap(msg, 14*t.scale, false, t.msgR.W)
}

// updateTip recomputes the hover tooltip only when the hovered cell, the
// rotation, the state or the scale changed.
func (t *Table) updateTip() {
	key := hoverKey{h: t.hover, rot: t.rot, st: t.st, scale: t.scale}
	if key == t.tipKey {
		return
	}
	t.tipKey = key
	t.tip = ""
	t.tipW = t.tipW[:0]
	h := t.hover
	if !h.ok || !t.myTurn || t.phase != fe.PhasePlace || !t.inHand || t.occupied(h) {
		return
	}
	if sp := t.spotAt(h); sp != nil && sp.fit&fitNow != 0 {
		return
	}
	t.tip = t.whyNot(h)
	if t.tip != "" {
		t.tipW = ui.Wrap(t.tip, 14*t.scale, false, 260*t.scale)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
