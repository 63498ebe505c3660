package monstersonboard

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// texts are the labels cached when what is shown changes.
type texts struct {
	seats        []ui.Seat
	frontLabels  [mb.MaxPlayers]string
	pickedLabels [mb.MaxPlayers]string
	captions     [mb.MaxPlayers]string
	boardTitles  [mb.MaxPlayers]string
	extraCards   [mb.MaxPlayers]string
	pending      []mb.Icon
	btns         []*ui.Button
	miniImg      [mb.MaxPlayers]*ebiten.Image
	miniDirty    [mb.MaxPlayers]bool
	miniOp       ebiten.DrawImageOptions
	restImg      *ebiten.Image // the table at rest (drawRest)
	restDirty    bool
	restAt       ui.Rect // the table area as restImg holds it
	restPaints   int     // how many times (for tests)
	peekNote     string
	unpinNote    string
	laterText    string // the actions waiting under the set being done
	decision     string // what the decision due is about
	jackCard     string // Spider Jack's face-up solo card
	noteLines    []string
	tipText      [2]string  // the hovered tip: its first sentence, then the rest
	tipFor       int        // the hot region tipText was made for, -1
	tipBox       ui.Tooltip // shows tipText
	noteFor      string
	// laidOutBy is the context of the last Update or Draw: Targets lays
	// the table out again with it when a change came after them (an
	// action applied, a choice made), so what is published is where the
	// next frame draws it.
	laidOutBy *ui.Context
	// docked says that the decision buttons were moved over the board
	// to show in the frame's zoomed view (dockButtons).
	docked bool
	view   ui.Rect // the part of area on screen when zoomed (ui.Context.View)
}

// refresh remakes the regions and labels after a change.
func (t *Table) refresh(ctx *ui.Context, area ui.Rect) {
	t.laidOutBy = ctx
	t.area, t.scale, t.minT = area, ctx.Scale, ctx.MinTarget
	t.seats = ctx.Seats
	t.view = ctx.View
	t.doLayout(area, ctx.Scale)
	v := &t.v
	for b := 0; b < v.ncars; b++ {
		t.frontLabels[b] = "Spider Jack's pick"
		t.pickedLabels[b] = ""
		if b < v.n {
			t.frontLabels[b] = "In front of " + t.seatName(b)
			if t.st.Picked(b) && t.st.Phase() == mb.PhaseDraft {
				t.pickedLabels[b] = "taken"
			}
		}
	}
	for p := 0; p < v.n; p++ {
		b := &v.boards[p]
		t.captions[p] = t.seatName(p)
		if w := t.lay.minis[p].W - 110*t.lay.s; w > 0 {
			t.captions[p] = ui.Ellipsize(t.captions[p], 13*t.lay.s, true, w)
		}
		t.boardTitles[p] = t.seatName(p)
		t.extraCards[p] = ""
		if n := len(b.CardIDs()); n > maxCards {
			t.extraCards[p] = fmt.Sprintf("and %d more", n-maxCards)
		}
	}
	t.jackCard = ""
	if v.solo != mb.SoloNone && v.jack.Card >= 0 {
		t.jackCard = fmt.Sprintf("Card %d; %d more in his deck", v.jack.Card+1, t.st.JackDeckLeft())
	}
	var later []mb.Icon
	t.pending, later = t.st.Pending()
	t.decision = t.instruction()
	t.laterText = ""
	if len(later) > 0 {
		parts := make([]string, len(later))
		for i, ic := range later {
			parts[i] = chipLabels[ic.Act]
		}
		t.laterText = "Then: " + strings.Join(parts, ", ")
	}
	t.miniDirty = [mb.MaxPlayers]bool{true, true, true, true}
	t.restDirty = true
	t.peekNote = "Click the small board to keep it open"
	t.unpinNote = "Click it again to close"

	t.rebuild()
	t.tipFor = -1
}

// buttons are the decision buttons offered now.
func (t *Table) buttons() []*ui.Button {
	t.btns = t.btns[:0]
	if !t.myTurn {
		return t.btns
	}
	if t.isLit(key{k: kDone}) {
		t.btnDone.Label = "Done"
		if len(t.pending) == 1 {
			t.btnDone.Label = "Skip this action"
		}
		t.btns = append(t.btns, &t.btnDone)
	}
	for _, b := range [...]struct {
		k     keyKind
		btn   *ui.Button
		label string
	}{{kPass, &t.btnPass, "Pass"}, {kSkip, &t.btnSkip, "Skip this action"}, {kUp, &t.btnUp, "Promote"}, {kDown, &t.btnDown, "Demote"}} {
		if t.isLit(key{k: b.k}) {
			b.btn.Label = b.label
			t.btns = append(t.btns, b.btn)
		}
	}
	if len(t.sel) > 0 {
		t.btnBack.Label = ui.BackLabel
		t.btns = append(t.btns, &t.btnBack)
	}
	return t.btns
}

// buttonKey is what a decision button stands for.
func (t *Table) buttonKey(b *ui.Button) key {
	switch b {
	case &t.btnDone:
		return key{k: kDone}
	case &t.btnPass:
		return key{k: kPass}
	case &t.btnSkip:
		return key{k: kSkip}
	case &t.btnUp:
		return key{k: kUp}
	}
	return key{k: kDown}
}

// Update implements ui.Table.
func (t *Table) Update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	if t.st == nil {
		return 0, false
	}
	t.sound = ctx.Sound
	t.tipBox.View = ctx.View
	if t.tl.Busy() {
		if t.tl.Tick(ctx.AnimSpeed, t) {
			t.settle()
		}
	} else {
		t.tl.Clock += ctx.AnimSpeed / 60
	}
	if myTurn != t.myTurn {
		t.myTurn = myTurn
		t.ch.Clear()
		t.updateLit()
		// a touch screen's tray of large dice shows on the person's turn
		t.dirty = t.dirty || t.minT > 0
	}
	if t.dirty || area != t.area || ctx.Scale != t.scale || ctx.MinTarget != t.minT {
		t.refresh(ctx, area)
	}
	if t.noteT > 0 {
		t.noteT -= 1.0 / 60
		if t.noteT <= 0 {
			t.ref.Clear()
		}
	}
	if t.ref.Text() != "" { // no selection text on an idle tick
		t.ref.Keep(t.st, t.Selection(), t.myTurn)
	}
	t.note = t.ref.Text()
	if t.updateLegend(in) {
		t.hover = -1
		t.updateTexts()
		return 0, false
	}
	x, y := in.Cursor()
	t.mx, t.my = x, y
	t.hover = -1
	// the board clicked open covers what is under it: a click on it closes it
	onPin := t.pinned && t.pin != t.focus && t.pin < t.v.n && t.peekRect(t.pin).Contains(x, y)
	for i := len(t.hot) - 1; i >= 0 && !onPin; i-- {
		if t.hot[i].r.Contains(x, y) && area.Contains(x, y) {
			t.hover = i
			break
		}
	}
	if onPin && in.Clicked() {
		t.pinned = false
		t.updateTexts()
		return 0, false
	}
	t.updateTexts()
	t.tipBox.Place(in, t.mx, t.my, area, t.lay.s, t.Targets)
	if t.tl.Busy() {
		return 0, false
	}
	for _, b := range t.buttons() {
		if !b.Update(in) {
			continue
		}
		if b == &t.btnBack {
			t.back()
			t.updateTexts()
			return 0, false
		}
		return t.press(t.buttonKey(b))
	}
	if (in.RightClicked() || in.Command(ui.CmdCancel)) && t.myTurn && len(t.sel) > 0 {
		t.back()
		t.updateTexts()
		return 0, false
	}
	if in.Clicked() && area.Contains(x, y) {
		k := t.clickedKey(x, y)
		act, ok := t.press(k)
		t.updateTexts()
		return act, ok
	}
	t.updateTexts()
	return 0, false
}

// clickedKey is the topmost clickable thing under the pointer: a lit one
// first, so a lit row wins over the dice in it.
func (t *Table) clickedKey(x, y float64) key {
	var first, board key
	found, onBoard := false, false
	for i := len(t.hot) - 1; i >= 0; i-- {
		h := &t.hot[i]
		if !h.r.Contains(x, y) || h.k.k == kNone {
			continue
		}
		if t.isLit(h.k) || t.isSel(h.k) {
			return h.k
		}
		if h.k.k == kBoard && !onBoard {
			board, onBoard = h.k, true
		} else if h.k.k != kBoard && !found {
			first, found = h.k, true
		}
	}
	if onBoard && !found {
		return board
	}
	return first
}

// hotOf is the index of k's region, or -1.
func (t *Table) hotOf(k key) int {
	for i := len(t.hot) - 1; i >= 0; i-- {
		if t.hot[i].k == k {
			return i
		}
	}
	return -1
}

// rectOf is where k is on screen.
func (t *Table) rectOf(k key) (ui.Rect, bool) {
	for _, b := range []*ui.Button{&t.btnDone, &t.btnPass, &t.btnSkip, &t.btnUp, &t.btnDown} {
		if t.buttonKey(b) == k {
			return b.Rect, true
		}
	}
	if i := t.hotOf(k); i >= 0 {
		return t.hot[i].r, true
	}
	return ui.Rect{}, false
}

// updateTexts wraps the hovered tip and the refusal when they change.
func (t *Table) updateTexts() {
	s := t.lay.s
	if t.hover != t.tipFor {
		t.tipFor = t.hover
		t.tipBox.Hide()
		_, peek := t.peeking() // the enlarged board shows instead
		if t.hover >= 0 && t.hot[t.hover].tip != "" && !peek {
			h := &t.hot[t.hover]
			title, body, _ := strings.Cut(h.tip, ". ")
			if body != "" {
				title += "."
			}
			if t.myTurn && t.isLit(h.k) {
				body = strings.TrimSpace(body + " (Click to choose it.)")
			}
			t.tipText = [2]string{title, body}
			t.tipBox.Show(t.tipText[:], h.r, false)
		}
	}
	if t.note != t.noteFor {
		t.noteFor = t.note
		t.noteLines = ui.Wrap(t.note, 15*s, false, 540*s*t.lay.boards[t.focus].k/s)
		if len(t.noteLines) > 2 {
			t.noteLines = t.noteLines[:2]
		}
	}
}

// Draw implements ui.Table.
func (t *Table) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	if t.st == nil {
		return
	}
	if t.dirty || area != t.area || ctx.Scale != t.scale || ctx.MinTarget != t.minT {
		t.refresh(ctx, area)
	}
	t.drawAll(ctx, dst)
}

// Tip implements ui.Tipper: what the hovered piece is and does.
func (t *Table) Tip() ([]string, ui.Rect, bool) { return t.tipBox.Tip() }

// Targets implements ui.Targeter: what may be clicked now, named by the
// action's kind: "die:", "row:", "space:", "button:Done" and so on.
func (t *Table) Targets() []ui.Target {
	if t.dirty && t.laidOutBy != nil {
		t.refresh(t.laidOutBy, t.area)
	}
	ts := t.targets[:0]
	if !t.myTurn || t.tl.Busy() || t.leg.Open {
		t.targets = ts
		return ts
	}
	for _, b := range t.buttons() {
		ts = append(ts, b.Target())
	}
	for i, k := range t.lit {
		if k.k >= kUp && k.k <= kSkip {
			continue
		}
		if r, ok := t.rectOf(k); ok && !t.underButton(r) {
			ts = append(ts, ui.Target{Name: t.litNames[i], Rect: r})
		}
	}
	t.targets = ts
	return ts
}

var keyNames = map[keyKind]string{
	kCar: "car", kDrive: "drive", kGrunt: "grunt", kOrder: "order", kRow: "row", kJack: "jack", kTrack: "track",
	kSpace: "space", kMinion: "minion", kGain: "gain", kArchMkt: "arch", kGhostMkt: "ghost", kCard: "card", kChip: "chip",
}

// targetName names a clickable thing for tests: "car:2", "row:1".
func targetName(k key) string {
	var b strings.Builder
	b.WriteString(keyNames[k.k])
	b.WriteString(":")
	b.WriteString(ui.Num(k.a))
	if k.k == kCar || k.k == kChip {
		b.WriteString(",")
		b.WriteString(ui.Num(k.b))
	}
	return b.String()
}

// sortedLit lists the names of what may be clicked now, sorted (for tests).
func (t *Table) sortedLit() []string {
	out := slices.Clone(t.litNames)
	slices.Sort(out)
	return out
}
