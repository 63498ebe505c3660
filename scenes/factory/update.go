package factory

import (
	"strconv"
	"strings"

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
	t.tipBox.View = ctx.View
	t.myTurn = myTurn
	t.clock += tick
	if t.noteT > 0 {
		t.noteT -= tick
		if t.noteT <= 0 {
			t.ref.Clear()
		}
	}
	t.stepAnims(ctx.AnimSpeed)
	if t.st == nil {
		return 0, false
	}
	t.layout(area, ctx.Scale, ctx.MinTarget)
	if key := 2*t.st.Turn() + b2i(myTurn); key != t.titleKey {
		t.titleKey = key
		t.handTitle = "Your tile"
		if !myTurn {
			t.handTitle = engine.Possessive(t.seatName(t.st.Turn())) + " tile"
		}
	}
	t.moveCursor(in)
	if t.offCentre && !t.seatsR.Contains(t.mx, t.my) {
		// The pointer left the monsters: centre them again.
		t.dirty = true
		t.layout(area, ctx.Scale, ctx.MinTarget)
	}
	t.hover = t.hoverAt(t.cx, t.cy)
	t.zoom = t.thumbAt(t.cx, t.cy)
	byButton := false
	if t.turnable() {
		step := 0
		if in.RightClicked() || in.Command(ui.CmdRotate) || in.Wheel() < 0 {
			step = 1
		}
		if in.Command(ui.CmdRotateBack) || in.Wheel() > 0 {
			step = -1
		}
		for i, d := range [2]int{-1, 1} {
			if t.turnBtns[i].Update(in) {
				step, byButton = d, true
			}
		}
		if step != 0 {
			t.turn(step)
		}
	}
	// The refusal goes once the state, the turn of the tile or the
	// deciding seat changes (the interaction contract).
	t.ref.Keep(t.st, t.Selection(), myTurn)
	if t.note != t.ref.Text() {
		t.setNote(t.ref.Text())
	}
	t.updateTip()
	t.tipBox.Place(in, t.cx, t.cy, t.area, t.scale, t.Targets)
	if byButton || !myTurn || !in.Clicked() || !area.Contains(t.mx, t.my) {
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
		t.refuse("Pick one of the face-up tiles to start your first monster.")
	case fe.PhasePlace:
		if t.inHand && t.handTile.Contains(t.cx, t.cy) {
			if t.forced {
				// It fits nowhere: the click discards it.
				t.play("click")
				return t.legal[0], true
			}
			t.turn(1)
			return 0, false
		}
		if sp := t.spotAt(t.hover); sp != nil && sp.fit&fitNow != 0 {
			return sp.act, true
		}
		t.refuse(t.refusalAt(t.hover))
	default:
		t.refuse("")
	}
	return 0, false
}

// turnable reports whether the person deciding may turn the tile in hand
// now (the turn buttons show).
func (t *Table) turnable() bool {
	return t.myTurn && t.phase == fe.PhasePlace && t.inHand && !t.forced
}

// turn turns the tile in hand step quarter turns clockwise; a refusal
// said before goes with the old turn.
func (t *Table) turn(step int) {
	t.rot = (t.rot + step + 4) % 4
	t.computeSpots()
	t.play("rotate")
	t.ref.Keep(t.st, t.Selection(), true)
	if t.note != t.ref.Text() {
		t.setNote(t.ref.Text())
	}
}

// turnNames are the selections of the tile in hand turned 0 to 3 quarter
// turns (Selection): fixed strings, so an idle tick allocates nothing.
var turnNames = [4]string{"", "turned 1/4", "turned 2/4", "turned 3/4"}

// Selection implements ui.Refuser: how the tile in hand is turned.
func (t *Table) Selection() string {
	if t.st == nil || t.phase != fe.PhasePlace || !t.inHand {
		return ""
	}
	return turnNames[t.rot&3]
}

// Refused implements ui.Refuser.
func (t *Table) Refused() string { return t.ref.Text() }

// refuse shows why a click was refused (ui.Refusal): the sentence goes
// when the state, the turn of the tile or the deciding seat changes, or
// after noteTime.
func (t *Table) refuse(why string) {
	t.ref.Say(why, t.st, t.Selection())
	t.setNote(t.ref.Text())
}

// refusalAt says why a click at h (a cell of a monster, or elsewhere)
// places nothing: the engine's reason where the pointer is on a spot,
// else what to do now.
func (t *Table) refusalAt(h hoverCell) string {
	do := t.placeInstruction()
	switch {
	case !h.ok:
		return do
	case t.occupied(h):
		return "That cell already holds a tile. " + do
	}
	why := t.whyNot(h)
	if why == "" {
		return do
	}
	if c := why[len(why)-1]; c != '.' && c != '!' && c != '?' {
		why += "."
	}
	if t.forced {
		why += " " + do
	}
	return why
}

// placeInstruction says what to do with the tile in hand now.
func (t *Table) placeInstruction() string {
	switch {
	case t.locked:
		return "Your tile fits only on other players' first monsters, closed to you once your own is complete: click it to discard it."
	case t.forced:
		return "Your tile fits nowhere: click it to discard it."
	}
	for p := range t.seats {
		for _, sp := range t.seats[p].spots {
			if sp.fit&fitNow != 0 {
				return "Click a lit spot to add your tile there; Turn left, Turn right, R or the wheel turn it."
			}
		}
	}
	return "Turned like this, your tile fits nowhere: turn it with the buttons under it, R or the wheel."
}

func (t *Table) play(name string) {
	if t.sound != nil && name != "" {
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
		msg += ". Turned another way it fits: turn it (the buttons under it, or R)."
	}
	return msg
}

// setNote shows msg where the table's messages go ("" for none) for
// noteTime at most.
func (t *Table) setNote(msg string) {
	t.note = msg
	t.noteT = noteTime
	t.noteW = t.noteW[:0]
	if msg != "" {
		t.noteW = ui.Wrap(msg, 14*t.scale, false, t.msgR.W)
	}
}

// updateTip recomputes the hover tooltip only when the hovered cell, the
// hovered header, the rotation, the state or the scale changed: why the
// tile does not fit a spot, or what a seat's figures mean.
func (t *Table) updateTip() {
	key := hoverKey{h: t.hover, head: t.headAt(t.cx, t.cy), rot: t.rot, st: t.st, scale: t.scale}
	if key == t.tipKey {
		return
	}
	t.tipKey = key
	t.tip = ""
	t.tipInfo = false
	t.tipBox.Hide()
	h := t.hover
	if key.head > 0 && !h.ok {
		p := key.head - 1
		t.tip, t.tipInfo = t.explainScore(p), true
		title, body, _ := strings.Cut(t.tip, ": ")
		t.tipText = [2]string{title, body}
		t.tipBox.Show(t.tipText[:], t.seats[p].head, false)
		return
	}
	if !h.ok || !t.myTurn || t.phase != fe.PhasePlace || !t.inHand || t.occupied(h) {
		return
	}
	if sp := t.spotAt(h); sp != nil && sp.fit&fitNow != 0 {
		return
	}
	t.tip = t.whyNot(h)
	if t.tip != "" {
		t.tipText = [2]string{"The tile cannot go here", t.tip}
		t.tipBox.Show(t.tipText[:], t.seats[h.seat].grid.cell(h.x, h.y), true)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// moveCursor follows the pointer (the frame's keyboard cursor moves it
// onto the lit spots and the starting tiles).
func (t *Table) moveCursor(in ui.Input) {
	t.mx, t.my = in.Cursor()
	t.cx, t.cy = t.mx, t.my
}

// thumbAt finds the small monster (a completed one, in a seat's strip)
// under the pointer: the table shows it enlarged.
func (t *Table) thumbAt(x, y float64) zoomInfo {
	for p := range t.seats {
		for _, th := range t.seats[p].thumb {
			if th.r.Contains(x, y) {
				return zoomInfo{on: true, seat: p, mon: th.mon}
			}
		}
	}
	return zoomInfo{}
}

// headAt is 1 plus the seat whose header (name and score) is under the
// pointer, or 0.
func (t *Table) headAt(x, y float64) int {
	for p := range t.seats {
		if t.seats[p].head.Contains(x, y) {
			return p + 1
		}
	}
	return 0
}

// explainScore says what seat p's figures in its header mean.
func (t *Table) explainScore(p int) string {
	sv := &t.seats[p]
	name := t.seatName(p)
	msg := name + " scores " + engine.Points.Format(sv.live.Banked) + " now: a point a tile for a completed first monster, a point a tile with an eye for each completed minion."
	switch {
	case sv.riskText != "" && t.phase == fe.PhaseOver:
		msg += " " + engine.Possessive(name) + " last monster was left open, so it scores nothing: " + engine.Points.Format(sv.live.AtRisk) + " lost."
	case sv.riskText != "":
		msg += " +" + strconv.Itoa(sv.live.AtRisk) + " at risk: what " + engine.Possessive(name) + " monster in progress adds once completed, and loses if it is still open at the end."
	}
	return msg
}
