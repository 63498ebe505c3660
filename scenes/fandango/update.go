package fandango

import (
	"math"
	"slices"
	"strconv"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

// dragState follows a drag of the map with the primary button.
type dragState struct {
	down     bool    // the button is held and started over the map
	moved    bool    // the pointer went far enough to count as a drag
	x0, y0   float64 // where the press started
	lastX    float64
	lastY    float64
	ignoreUp bool // the release ends a drag, not a click
}

// Update implements ui.Table. On a touch screen the map is zoomed for
// the choices as they are when the update is over: a tap that chose a
// unit lights its moves at once, and what is published after this tick
// is already a finger's size.
func (t *Table) Update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	if t.st == nil {
		return 0, false
	}
	act, ok := t.update(ctx, in, area, myTurn)
	t.zoomForChoices()
	return act, ok
}

// zoomForChoices zooms the map for a new set of choices on a touch
// screen, once each (zoomToLit), and holds the camera's least zoom where
// the choices stay a finger's size while the person decides (tapZ).
func (t *Table) zoomForChoices() {
	if t.minTap <= 0 {
		return
	}
	if !t.myTurn || t.tl.Busy() {
		t.tapZ = 0
	} else if t.zoomedFor != t.builds {
		t.zoomedFor = t.builds
		t.zoomToLit()
	}
	t.cam.Min = max(t.fitZ*outFromFit, t.tapZ)
	t.cam.Max = max(t.cam.Max, t.cam.Min)
}

func (t *Table) update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	t.sound = ctx.Sound
	t.clock += timeline.Tick
	t.fit(area, ctx.Scale, ctx.MinTarget)
	if t.tl.Busy() && t.tl.Tick(ctx.AnimSpeed, t) {
		t.settle()
	}
	t.myTurn = myTurn
	// the buttons' places follow the choices (the ride toggle moves them)
	t.place(area, ctx.Scale)
	t.zoomForChoices()
	x, y := in.Cursor()
	moved := x != t.mx || y != t.my
	t.mx, t.my = x, y
	if moved || t.tipStale || t.fan < 0 && longPress(in) {
		t.updateFan(x, y, ui.TipAllowed(in))
	}
	t.hover = t.choiceAt(x, y)
	clicked := t.updateCamera(in, x, y)
	if t.ref.Text() != "" { // no selection text on an idle tick
		t.ref.Keep(t.st, t.Selection(), myTurn && !t.tl.Busy())
	}
	t.note = t.ref.Text()
	if moved || t.tipStale {
		t.tipStale = false
		t.updateTip(x, y)
	}
	t.tipBox.Place(in, t.tipX, t.tipY, area, ctx.Scale, t.Targets)
	t.updateCard()
	if !myTurn || t.tl.Busy() {
		return 0, false
	}
	// Esc or a right-click steps back one click: the facing, riding, then the chosen unit.
	if (in.Command(ui.CmdCancel) || in.RightClicked()) && (t.sel != 0 || t.dest >= 0) {
		t.play("click")
		t.back()
		return 0, false
	}
	for _, r := range in.Typed() {
		if i := t.buttonNumbered(r); i >= 0 {
			return t.activate(i)
		}
	}
	if !clicked {
		return 0, false
	}
	if t.hover >= 0 {
		return t.activate(t.hover)
	}
	if h := t.hexAt(x, y); h >= 0 {
		t.refuse(h, t.unitAt(x, y))
	} else if area.Contains(x, y) {
		// Not a lit target nor a hex: say what to do, keep the choice.
		t.refuseWith(t.instruction())
	}
	return 0, false
}

// buttonNumbered is the panel choice the digit r chooses (1 the first
// button), -1 for none.
func (t *Table) buttonNumbered(r rune) int {
	if r < '1' || r > '9' {
		return -1
	}
	k := int(r - '1')
	for i := range t.choice {
		if t.choice[i].hex >= 0 {
			continue
		}
		if k == 0 {
			return i
		}
		k--
	}
	return -1
}

// Reveal implements ui.Revealer: the map moves so that the choice named
// name, which the keyboard's cursor has reached, shows on it.
func (t *Table) Reveal(name string) bool {
	for i := range t.choice {
		if t.choice[i].hex < 0 || t.choiceName(i) != name {
			continue
		}
		cx, cy := t.choiceRect(i).Center()
		m := t.lay.mapR
		if m.Inset(30*t.lay.s).Contains(cx, cy) {
			return false
		}
		mx, my := m.Center()
		t.cam.Pan(mx-cx, my-cy)
		return true
	}
	return false
}

// updateCamera zooms with the wheel, pans with the arrows and by dragging,
// and reports whether the tick's click is a click (not the end of a drag
// or a camera button).
func (t *Table) updateCamera(in ui.Input, x, y float64) bool {
	m := t.lay.mapR
	if w := in.Wheel(); w != 0 && m.Contains(x, y) {
		t.cam.ZoomAt(m, x, y, math.Pow(1.15, w))
		t.dirty = true
	}
	held := ui.Held(in)
	d := &t.drag
	switch {
	case held && !d.down && m.Contains(x, y):
		*d = dragState{down: true, x0: x, y0: y, lastX: x, lastY: y}
	case held && d.down:
		if math.Hypot(x-d.x0, y-d.y0) > 6*t.lay.s {
			d.moved = true
		}
		if d.moved {
			t.cam.Pan(x-d.lastX, y-d.lastY)
		}
		d.lastX, d.lastY = x, y
	case !held && d.down:
		d.down = false
		d.ignoreUp = d.moved
	}
	clicked := in.Clicked()
	if clicked && d.ignoreUp {
		d.ignoreUp = false
		return false
	}
	if !clicked {
		d.ignoreUp = false
	}
	// A lit target wins over the camera's buttons: one that overlaps a
	// lit target on the map hides (drawn and clicked) while it does.
	if fit := t.lay.fit.Update(in); fit && !t.underLit(t.lay.fit.Rect) {
		t.play("click")
		t.fitMap()
		if t.tapZ > 0 {
			// On a touch screen Fit shows as much of the map as keeps
			// the choices a finger's size, about them (zoomToLit).
			t.zoomedFor = t.builds - 1
		}
		return false
	}
	for i, f := range [2]float64{1 / 1.3, 1.3} {
		if z := &t.lay.zoom[i]; z.Update(in) && !t.underLit(z.Rect) {
			t.play("click")
			cx, cy := m.Center()
			t.cam.ZoomAt(m, cx, cy, f)
			t.dirty = true
			return false
		}
	}
	step := 120 * t.lay.s
	for i, r := range t.lay.pans {
		if clicked && r.Contains(x, y) && !t.underLit(r) {
			dx := [4]float64{step, -step, 0, 0}[i]
			dy := [4]float64{0, 0, step, -step}[i]
			t.cam.Pan(dx, dy)
			t.play("click")
			return false
		}
	}
	return clicked
}

// underLit reports whether r, a camera button over the map, overlaps a lit
// target on the map: the button then hides, so that the target takes a
// click anywhere inside it.
func (t *Table) underLit(r ui.Rect) bool {
	if !t.myTurn || t.tl.Busy() {
		return false
	}
	for i := range t.choice {
		if t.choice[i].hex < 0 {
			continue
		}
		c := t.choiceRect(i)
		if c.X < r.X+r.W && r.X < c.X+c.W && c.Y < r.Y+r.H && r.Y < c.Y+c.H {
			return true
		}
	}
	return false
}

// choiceAt is the choice under the point: a counter before its hex.
func (t *Table) choiceAt(x, y float64) int {
	if !t.myTurn || t.tl.Busy() {
		return -1
	}
	best := -1
	for i := range t.choice {
		c := &t.choice[i]
		if c.hex >= 0 && !t.lay.mapR.Contains(x, y) {
			continue
		}
		r := t.choiceRect(i)
		if !r.Contains(x, y) {
			continue
		}
		switch c.kind {
		case chUnit, chTarget, chFacing, chButton, chRide, chPage, chOff:
			return i
		}
		if best < 0 {
			best = i
		}
	}
	return best
}

// unitAt is the unit whose counter is under the point, 0 for none.
func (t *Table) unitAt(x, y float64) int {
	h := t.hexAt(x, y)
	if h < 0 {
		return 0
	}
	for _, u := range t.st.Units() {
		if u.Hex != h {
			continue
		}
		ux, uy, r, shown := t.unitSlot(u.ID)
		if shown && math.Abs(x-ux) <= r && math.Abs(y-uy) <= r {
			return u.ID
		}
	}
	return 0
}

// longPress reports whether a finger rests on the screen long enough to
// read a tip.
func longPress(in ui.Input) bool {
	tc, ok := in.(ui.Toucher)
	if !ok {
		return false
	}
	finger, long := tc.Touch()
	return finger && long
}

// updateFan opens the stack under the point wide (two or more units on
// a hex; a finger must rest on it: open), keeps an open one while the
// point stays over it, and closes it when the point leaves or rests on
// another lit hex.
func (t *Table) updateFan(x, y float64, open bool) {
	h := t.hexAt(x, y)
	if i := t.choiceAt(x, y); i >= 0 && t.choice[i].hex >= 0 && t.choice[i].hex != t.fan {
		t.fan = -1
		return
	}
	if t.fan >= 0 && t.fan < t.st.Board().NumHexes() && t.lay.mapR.Contains(x, y) && t.fanRect(t.fan).Contains(x, y) {
		return
	}
	t.fan = -1
	if h >= 0 && open {
		if t.stackBuf = t.stackOf(h, t.stackBuf); len(t.stackBuf) > 1 {
			t.fan = h
			t.tipStale = true
		}
	}
}

// updateTip works out the hover text for the point: a button's action or
// a hex's contents.
func (t *Table) updateTip(x, y float64) {
	t.tipX, t.tipY = x, y
	anchor, warn := t.tipContent(x, y)
	if len(t.tip) == 0 {
		t.tipBox.Hide()
		return
	}
	t.tipBox.Show(t.tip, anchor, warn)
}

// tipContent works out tip for the point, and the rect of what it
// describes; warn is true for a refusal.
func (t *Table) tipContent(x, y float64) (anchor ui.Rect, warn bool) {
	t.tip = t.tip[:0]
	t.hoverQuest = -1
	if i := t.choiceAt(x, y); i >= 0 && t.choice[i].hex < 0 {
		c := &t.choice[i]
		switch c.kind {
		case chButton:
			t.tip = append(t.tip, engine.Capital(t.say(t.st.DescribeAction(c.act)))+".")
			t.tip = append(t.tip, t.oddsLines(c.act)...)
		case chRide:
			t.tip = append(t.tip, "A unit stacked with a horse moves at its rate of 3 hexes; the horse goes along.")
		case chPage:
			t.tip = append(t.tip, "Show the other things the unit may do.")
		case chOff:
			t.tip = append(t.tip, c.label+": not now.", c.why)
			warn = true
		}
		return t.choiceRect(i), warn
	}
	if r, ok := t.questAt(x, y); ok {
		p := r.p
		switch {
		case r.i >= 0:
			if q := t.st.Player(p).Quests[r.i]; q != 0 {
				t.tip = append(t.tip, engine.Possessive(t.seatName(p))+" quest: "+fd.Quests[q].Text, t.st.QuestProgress(p, r.i).String()+".")
			}
		case !r.open:
			t.hoverQuest = p
			t.tip = append(t.tip, engine.Possessive(t.seatName(p))+" quests ("+t.texts.done[p]+" done):")
			t.tip = append(t.tip, t.texts.quests[p*3:p*3+3]...)
		}
		return r.r, false
	}
	h := t.hexAt(x, y)
	if h < 0 {
		return
	}
	t.tip = t.hexLines(h, t.tip)
	g := t.grid()
	cx, cy := g.Center(hexOf(t.st.Board(), h))
	anchor = ui.Rect{X: cx - g.Size, Y: cy - g.Size, W: 2 * g.Size, H: 2 * g.Size}
	if i := t.choiceAt(x, y); i >= 0 {
		c := &t.choice[i]
		anchor = anchor.Union(t.choiceRect(i))
		switch c.kind {
		case chHex, chTarget, chFacing:
			t.tip = append(t.tip, "Click: "+t.say(t.st.DescribeAction(c.act))+".")
			t.tip = append(t.tip, t.oddsLines(c.act)...)
		case chUnit:
			t.tip = append(t.tip, "Click: choose "+t.unitName(t.st.Unit(c.unit))+" to move.")
		}
	} else if u := t.st.Unit(t.sel); u != nil && t.myTurn && t.st.Phase() == fd.PhaseSelect {
		t.tip = append(t.tip, "Out of reach: "+t.refusal(t.moveAction(u.ID, h, u.Facing, t.ride)))
	}
	return anchor, false
}

// oddsLines tell an attack's chances: what the rolls need, the chance to
// kill.
func (t *Table) oddsLines(a engine.Action) []string {
	var out []string
	for _, o := range t.st.AttackOdds(a) {
		u := t.st.Unit(o.Target)
		if u == nil {
			continue
		}
		out = append(out, t.unitName(u)+": hit on "+upTo(o.Attack)+", it defends on "+upTo(o.Defense)+"; "+strconv.Itoa(o.Kill)+"% to kill.")
	}
	return out
}

// upTo is a d8 range: "1-4", "1", "any roll", "no roll".
func upTo(n int) string {
	switch {
	case n >= 8:
		return "any roll"
	case n <= 0:
		return "no roll"
	case n == 1:
		return "1"
	}
	return "1-" + strconv.Itoa(n)
}

// hexLines are what a hex holds, for the hover tip.
func (t *Table) hexLines(h int, out []string) []string {
	st := t.st
	out = append(out, t.hexTitle(h))
	load := 0
	for _, u := range st.Units() {
		if u.Hex != h {
			continue
		}
		load += u.Load()
		out = append(out, t.unitLine(u))
	}
	var items []string
	ground := 0
	for _, g := range st.Ground() {
		if g.Hex == h {
			items = append(items, g.Item.String())
			ground += g.Item.Stack()
		}
	}
	if len(items) > 0 {
		out = append(out, "On the ground: "+engine.JoinWords(items)+".")
	}
	switch {
	case load+ground > fd.StackLimit:
		// A find with no room to carry it lies on the hex past the limit.
		out = append(out, "Stack: "+strconv.Itoa(load)+" of "+strconv.Itoa(fd.StackLimit)+" points, with "+strconv.Itoa(ground)+" more lying on the ground.")
	case load+ground > 0:
		out = append(out, "Stack: "+strconv.Itoa(load+ground)+" of "+strconv.Itoa(fd.StackLimit)+" points.")
	}
	for p := range st.NumPlayers() {
		if slices.Contains(st.Player(p).Flags, h) {
			out = append(out, "One of "+engine.Possessive(t.seatName(p))+" Capture the Flag points.")
		}
	}
	switch who := st.SearchedBy(h); {
	case st.IsLair(h) && st.Keeper(h) != nil:
		out = append(out, "A lair, kept by the "+st.Keeper(h).Kind.String()+" that came out of it: slay it to search the lair again.")
	case st.IsLair(h):
		out = append(out, "A lair: searched again and again, with its own table.")
	case who >= 0:
		out = append(out, "Searched by "+t.seatName(who)+".")
	case t.nearStart(h):
		out = append(out, "Too near a starting hex to search.")
	default:
		out = append(out, "Not searched yet.")
	}
	return out
}

// hexTitle names a hex by what it is: a player's starting hex, a corner,
// an end of the map, or its terrain.
func (t *Table) hexTitle(h int) string {
	st := t.st
	b := st.Board()
	for p := range st.NumPlayers() {
		if b.Start(p) == h {
			return engine.Possessive(t.seatName(p)) + " starting hex"
		}
	}
	for _, c := range b.Corners() {
		if c == h {
			return "A corner of the map (" + terrainName(h) + ")"
		}
	}
	switch b.End(h) {
	case 1:
		return "The west end of the map (" + terrainName(h) + ")"
	case 2:
		return "The east end of the map (" + terrainName(h) + ")"
	}
	return engine.Capital(terrainName(h)) + " (scenery: it does not change the rules)"
}

// nearStart reports whether h is a starting hex or next to one.
func (t *Table) nearStart(h int) bool {
	b := t.st.Board()
	for p := range t.st.NumPlayers() {
		if b.Distance(b.Start(p), h) <= 1 {
			return true
		}
	}
	return false
}

// unitLine tells a unit: whose, its statistics, what it carries, its
// state.
func (t *Table) unitLine(u *fd.Unit) string {
	s := u.Kind.Stats()
	line := t.unitName(u) + ": attack " + upTo(s.Attack) + ", defense " + upTo(t.st.Defense(u)) + ", move " + strconv.Itoa(s.Move)
	if s.Search > 0 {
		line += ", search " + upTo(s.Search)
	}
	line += ". " + s.Special + ": " + s.Text
	if len(u.Items) > 0 {
		var its []string
		for _, it := range u.Items {
			its = append(its, it.String())
		}
		line += " Carries: " + engine.JoinWords(its) + "."
	}
	switch {
	case u.Flipped:
		line += " Knocked down: it heals with its whole action."
	case u.Burrowed:
		line += " In the ground: it cannot be attacked until it moves."
	}
	if u.Acted && u.Owner != fd.Wild && !(t.st.Phase() == fd.PhaseThing && u.ID == t.st.Actor()) {
		line += " Has acted this round."
	}
	return line
}

// zoomToLit, on a touch screen, zooms the map's camera in when a lit
// target on it (a unit, a hex, a facing) is smaller than a finger
// (t.minTap), as far as makes the smallest one a finger's size or the
// camera's limit allows, and centres the lit targets in the view; it
// sets tapZ, the zoom at which the smallest is a finger's size. It runs
// once for each new set of choices, so the person may zoom out again, as
// far as tapZ; it never zooms out.
func (t *Table) zoomToLit() {
	m := t.lay.mapR
	small, x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := range t.choice {
		switch t.choice[i].kind {
		case chUnit, chTarget, chHex, chFacing:
		default:
			continue
		}
		r := t.choiceRect(i)
		small = min(small, r.W, r.H)
		x0, y0, x1, y1 = min(x0, r.X), min(y0, r.Y), max(x1, r.X+r.W), max(y1, r.Y+r.H)
	}
	t.tapZ = 0
	if math.IsInf(small, 1) || small <= 0 || m.W <= 0 || m.H <= 0 {
		return
	}
	t.tapZ = t.cam.Zoom * t.minTap / small
	if small >= t.minTap {
		return
	}
	cx, cy := (x0+x1)/2, (y0+y1)/2
	// A finger's size is reached even past the camera's usual limit.
	t.cam.Max = max(t.cam.Max, t.cam.Zoom*t.minTap/small)
	t.cam.ZoomAt(m, cx, cy, t.minTap/small)
	t.cam.Pan(m.X+m.W/2-cx, m.Y+m.H/2-cy)
	t.dirty = true
}

// fit lays the table out again when its area, scale or least target
// size changed, and fits the map into view when it is not.
func (t *Table) fit(area ui.Rect, scale, minTap float64) {
	if area != t.area || t.lay.s != scale || t.minTap != minTap {
		t.area, t.minTap = area, minTap
		t.place(area, scale)
		t.fitted = false
	}
	if !t.fitted {
		t.fitMap()
	}
}

// Pinch implements ui.Zoomer: two fingers zoom the map about their
// midpoint and move it with them (the frame's pinch).
func (t *Table) Pinch(x, y, factor, dx, dy float64) {
	m := t.lay.mapR
	if m.W <= 0 || m.H <= 0 {
		return
	}
	t.cam.ZoomAt(m, x, y, factor)
	t.cam.Pan(dx, dy)
	t.dirty = true
}
