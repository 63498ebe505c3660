package fandango

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
)

// choiceKind says what choosing a choice does.
type choiceKind uint8

const (
	chUnit   choiceKind = iota // choose a unit to move
	chHex                      // a hex: move there, mark it, rampage into it, fury towards it
	chFacing                   // facing rule: end the move facing this way
	chTarget                   // attack or shoot this unit
	chButton                   // an action of the side panel
	chRide                     // toggle riding for the chosen unit
	chPage                     // the next page of buttons
	chOff                      // an action of the panel the rules forbid now: disabled, with why
	chBack                     // step back one click, as Esc and a right-click
)

// choice is one thing the person may click now.
type choice struct {
	kind  choiceKind
	act   engine.Action // what it plays (chHex, chFacing, chTarget, chButton)
	unit  int           // chUnit, chTarget: the unit
	hex   int           // the hex it lies on (-1: a button)
	dir   fd.Dir        // chFacing
	label string        // chButton, chRide, chPage, chOff
	why   string        // chOff: why the rules forbid it now
	kill  int           // chTarget, chHex attacks: chance to kill in per cent (-1 none)
	btn   int           // index of its button rectangle in the panel
}

// keyKind is what a click of a move lands on (the Chooser's keys).
type keyKind uint8

const (
	kUnit keyKind = iota // the unit to move; id: the unit
	kRide                // riding the horse on its hex
	kHex                 // the hex it moves to; id: the hex
	kFace                // facing rule: the way it ends facing; id: the direction
)

// key is one click of a move.
type key struct {
	k  keyKind
	id int
}

// buildMoves gives the chooser the legal moves as their clicks: the unit,
// riding or not, the hex, and under the facing rule the facing where the
// hex has more than one.
func (t *Table) buildMoves() {
	t.ch.Reset()
	st := t.st
	if st.Phase() != fd.PhaseSelect {
		return
	}
	type end struct {
		unit, hex int
		ride      bool
	}
	facings := map[end]int{}
	for _, a := range t.legal {
		if m, ok := st.MoveOf(a); ok {
			facings[end{m.Unit, m.Hex, m.Ride}]++
		}
	}
	for _, a := range t.legal {
		m, ok := st.MoveOf(a)
		if !ok {
			continue
		}
		var buf [4]key
		ks := append(buf[:0], key{kUnit, m.Unit})
		if m.Ride {
			ks = append(ks, key{k: kRide})
		}
		ks = append(ks, key{kHex, m.Hex})
		if st.Facing() && facings[end{m.Unit, m.Hex, m.Ride}] > 1 {
			ks = append(ks, key{kFace, int(m.Facing)})
		}
		t.ch.Add(a, ks...)
	}
}

// selectUnit makes unit id (0: none), walking or riding, the chooser's
// selection, riding only where it may; the selection follows.
func (t *Table) selectUnit(id int, ride bool) {
	t.ch.Clear()
	if id != 0 && !(ride && t.ch.Select(key{kUnit, id}, key{k: kRide})) {
		t.ch.Select(key{kUnit, id})
	}
	t.syncSel()
}

// syncSel reads the chooser's selection into sel, ride and dest.
func (t *Table) syncSel() {
	t.sel, t.ride, t.dest = 0, false, -1
	for _, k := range t.ch.Selected() {
		switch k.k {
		case kUnit:
			t.sel = k.id
		case kRide:
			t.ride = true
		case kHex:
			t.dest = k.id
		}
	}
}

// perPage is how many action buttons the panel shows at once at most.
const perPage = 6

// moveOf reports whether a is a move or ride of unit id.
func (t *Table) moveOf(id int, a engine.Action) bool {
	m, ok := t.st.MoveOf(a)
	return ok && m.Unit == id
}

// isRide reports whether a is a ride of some unit.
func (t *Table) isRide(a engine.Action) bool {
	m, ok := t.st.MoveOf(a)
	return ok && m.Ride
}

// moveAction is the move (or ride) of unit id to hex h facing f.
func (t *Table) moveAction(id, h int, f fd.Dir, ride bool) engine.Action {
	switch {
	case t.st.Facing() && ride:
		return fd.FacingRideAction(id, h, f)
	case t.st.Facing():
		return fd.FacingMoveAction(id, h, f)
	case ride:
		return fd.RideAction(id, h)
	}
	return fd.MoveAction(id, h)
}

// mayMove reports whether unit id has a legal move (staying counts).
func (t *Table) mayMove(id int, legal map[engine.Action]bool) bool {
	for a := range legal {
		if t.moveOf(id, a) {
			return true
		}
	}
	return false
}

// choose makes unit id the unit to move (0: none), walking or riding.
func (t *Table) choose(id int, ride bool) {
	t.selectUnit(id, ride)
	t.rebuild()
}

// rebuild works out the choices from the legal actions and what the person
// has chosen so far.
func (t *Table) rebuild() {
	t.choice = t.choice[:0]
	t.builds++
	t.hover = -1
	st := t.st
	if st == nil {
		return
	}
	t.texts.heading = t.heading()
	t.tipStale = true
	legal := make(map[engine.Action]bool, len(t.legal))
	for _, a := range t.legal {
		legal[a] = true
	}
	used := map[engine.Action]bool{}
	b := st.Board()
	switch st.Phase() {
	case fd.PhaseMark:
		for _, a := range t.legal {
			for h := range b.NumHexes() {
				if fd.MarkAction(h) == a {
					t.choice = append(t.choice, choice{kind: chHex, act: a, hex: h, kill: -1})
					used[a] = true
				}
			}
		}
	case fd.PhaseSelect:
		t.selectChoices(legal, used)
	case fd.PhaseThing:
		t.thingChoices(legal, used)
	}
	if st.Phase() == fd.PhaseSelect || st.Phase() == fd.PhaseThing {
		var btns []engine.Action
		if u := st.Unit(t.sel); u != nil && st.Phase() == fd.PhaseSelect && !t.ride {
			// staying put is a move to the unit's own hex: a button too
			if stay := t.moveAction(u.ID, u.Hex, u.Facing, false); legal[stay] {
				btns = append(btns, stay)
			}
		}
		for _, a := range t.legal {
			if !used[a] {
				btns = append(btns, a)
			}
		}
		// the actions the unit could have but not now come after, disabled
		off := t.offButtons(legal)
		n := len(btns) + len(off)
		per := t.pageSize()
		pages := (n + per - 1) / per
		if t.page >= pages {
			t.page = 0
		}
		lo := t.page * per
		for k := lo; k < min(n, lo+per); k++ {
			if k < len(btns) {
				a := btns[k]
				t.choice = append(t.choice, choice{kind: chButton, act: a, hex: -1, kill: -1, btn: k - lo, label: t.buttonLabel(a)})
				continue
			}
			c := off[k-len(btns)]
			c.btn = k - lo
			t.choice = append(t.choice, c)
		}
		if pages > 1 {
			// More after every button of the page, the disabled ones
			// too: in a disabled one's slot it could not be pressed (a
			// phone's page of one button showed More alone, for ever).
			t.choice = append(t.choice, choice{kind: chPage, hex: -1, kill: -1, btn: min(n-lo, per),
				label: "More (page " + strconv.Itoa(t.page+1) + " of " + strconv.Itoa(pages) + ")"})
		}
	}
	if st.Phase() == fd.PhaseSelect && (t.sel != 0 || t.dest >= 0) {
		// Back: after the panel's last button
		slot := 0
		for i := range t.choice {
			if c := &t.choice[i]; c.hex < 0 && c.kind != chRide {
				slot = max(slot, c.btn+1)
			}
		}
		t.choice = append(t.choice, choice{kind: chBack, act: -1, hex: -1, kill: -1, btn: slot, label: ui.BackLabel})
	}
	if t.lay.s > 0 {
		// the buttons move down when the ride toggle shows
		per := t.pageSize()
		t.place(t.area, t.lay.s)
		if t.lay.per != per {
			// the quests above took another height: page again
			t.rebuild()
		}
	}
}

// pageSize is how many action buttons a page of the panel shows.
func (t *Table) pageSize() int {
	if t.lay.per > 0 {
		return t.lay.per
	}
	return perPage
}

// thingKinds are the things after a move that any unit may try, shown
// in the panel, disabled with the reason, when the rules forbid them now.
var thingKinds = [...]engine.Action{fd.SearchAction(), fd.OpenAction(), fd.PickupAction()}

// specials are the special abilities that are a button of the panel.
var specials = map[fd.Kind]engine.Action{fd.Villager: fd.RallyAction(), fd.Dwarf: fd.BurrowAction(), fd.Troll: fd.HealAction()}

// offButtons are the panel actions the chosen or acting unit could have
// but the rules forbid now, each a disabled button with the engine's
// reason: before its move the unit must move (or stay) first.
func (t *Table) offButtons(legal map[engine.Action]bool) []choice {
	st := t.st
	u := st.Unit(t.sel)
	if st.Phase() == fd.PhaseThing {
		u = st.Unit(st.Actor())
	}
	if u == nil || u.Owner != st.CurrentPlayer() {
		return nil
	}
	acts := thingKinds[:]
	if a, ok := specials[u.Kind]; ok {
		acts = append(acts[:len(acts):len(acts)], a)
	}
	// after staying where it is, for the reason a unit not moved yet
	var after *fd.State
	if st.Phase() == fd.PhaseSelect {
		c := st.Clone().(*fd.State)
		if c.Apply(t.moveAction(u.ID, u.Hex, u.Facing, false)) == nil && c.Phase() == fd.PhaseThing && c.Actor() == u.ID {
			after = c
		}
	}
	var out []choice
	for _, a := range acts {
		if legal[a] || a == fd.OpenAction() && legal[fd.KeyAction()] {
			continue
		}
		label := buttonLabels[a]
		why := refusalIn(st, a)
		if st.Phase() == fd.PhaseSelect {
			why = "Move " + t.unitName(u) + " first (a lit hex, or Stay where it is): " + label + " comes after the move."
			if after != nil {
				if w := refusalIn(after, a); w != "" {
					why += " Where it stands: " + w
				}
			}
		}
		out = append(out, choice{kind: chOff, act: a, hex: -1, kill: -1, label: label, why: why})
	}
	return out
}

// selectChoices are the units that may move and, for the chosen one, the
// hexes it reaches.
func (t *Table) selectChoices(legal, used map[engine.Action]bool) {
	st := t.st
	canWalk, canRide := false, false
	for _, u := range st.Units() {
		if u.Owner != st.CurrentPlayer() || u.Acted {
			continue
		}
		if u.ID != t.sel && t.mayMove(u.ID, legal) {
			t.choice = append(t.choice, choice{kind: chUnit, unit: u.ID, hex: u.Hex, kill: -1})
		}
	}
	// every move is the map's, chosen or not; the chosen unit's light up,
	// hex by hex, then facing by facing
	type move struct {
		fd.Move
		act engine.Action
	}
	var mine []move
	for _, a := range t.legal {
		m, ok := st.MoveOf(a)
		if !ok {
			continue
		}
		used[a] = true
		if m.Unit != t.sel {
			continue
		}
		canWalk = canWalk || !m.Ride
		canRide = canRide || m.Ride
		if m.Ride == t.ride {
			mine = append(mine, move{m, a})
		}
	}
	slices.SortFunc(mine, func(x, y move) int {
		return cmp.Or(cmp.Compare(x.Hex, y.Hex), cmp.Compare(x.Facing, y.Facing))
	})
	for i, m := range mine {
		if t.dest == m.Hex {
			t.choice = append(t.choice, choice{kind: chFacing, act: m.act, hex: m.Hex, dir: m.Facing, kill: -1})
		} else if i == 0 || mine[i-1].Hex != m.Hex {
			t.choice = append(t.choice, choice{kind: chHex, act: m.act, hex: m.Hex, kill: -1})
		}
	}
	// A hex the chosen unit may move to takes the tap anywhere on it: the
	// other units standing there are not offered while it waits (Back
	// lets go of the chosen one first).
	t.choice = slices.DeleteFunc(t.choice, func(c choice) bool {
		return c.kind == chUnit && slices.ContainsFunc(t.choice, func(d choice) bool {
			return (d.kind == chHex || d.kind == chFacing) && d.hex == c.hex
		})
	})
	if t.sel != 0 && canRide {
		label := "Ride the horse"
		if t.ride {
			label = "Walk instead of riding"
		}
		if canWalk || !t.ride {
			t.choice = append(t.choice, choice{kind: chRide, hex: -1, kill: -1, label: label, btn: -1})
		}
	}
}

// thingChoices are the targets of the acting unit's attacks on the map.
func (t *Table) thingChoices(legal, used map[engine.Action]bool) {
	st := t.st
	at := st.Unit(st.Actor())
	if at == nil {
		return
	}
	for _, u := range st.Units() {
		for _, a := range []engine.Action{fd.AttackAction(u.ID), fd.ShootAction(u.ID)} {
			if legal[a] && !used[a] {
				used[a] = true
				t.choice = append(t.choice, choice{kind: chTarget, act: a, unit: u.ID, hex: u.Hex, kill: killOf(st.AttackOdds(a))})
			}
		}
	}
	b := st.Board()
	for d := range fd.Dir(6) {
		n := b.Neighbor(at.Hex, d)
		if n < 0 {
			continue
		}
		for _, a := range []engine.Action{fd.RampageAction(n), fd.FuryAction(d)} {
			if legal[a] && !used[a] {
				used[a] = true
				t.choice = append(t.choice, choice{kind: chHex, act: a, hex: n, kill: killOf(st.AttackOdds(a))})
			}
		}
	}
}

// killOf is the best chance to kill among the odds, -1 for none.
func killOf(odds []fd.Odds) int {
	k := -1
	for _, o := range odds {
		k = max(k, o.Kill)
	}
	return k
}

// activate chooses choice i: it returns the action when one is complete.
func (t *Table) activate(i int) (engine.Action, bool) {
	c := t.choice[i]
	if c.kind == chOff {
		t.refuseWith(c.why) // not a lit target: says why, keeps the choice
		return 0, false
	}
	t.play("click")
	switch c.kind {
	case chUnit:
		t.choose(c.unit, false)
		return 0, false
	case chRide:
		t.choose(t.sel, !t.ride)
		return 0, false
	case chPage:
		t.page++
		t.rebuild()
		return 0, false
	case chBack:
		t.back()
		return 0, false
	case chHex:
		if t.st.Phase() != fd.PhaseSelect {
			break
		}
		if t.dest >= 0 {
			t.ch.Back() // another hex than the one waiting for a facing
		}
		if r, _ := t.ch.Press(key{kHex, c.hex}); r == ui.Stepped {
			t.syncSel() // facing rule: the hex waits for a facing
			t.rebuild()
			return 0, false
		}
	}
	return c.act, true
}

// back steps back one click (Esc, a right-click, the Back button): the
// hex waiting for a facing, riding, then the chosen unit.
func (t *Table) back() {
	if !t.ch.Back() {
		t.ch.Clear()
	}
	t.syncSel()
	t.rebuild()
}

// refuse explains why a click on hex h (on unit id, 0 for none) does
// nothing, with the engine's reason where the click meant an action.
func (t *Table) refuse(h, id int) {
	st := t.st
	note := ""
	switch st.Phase() {
	case fd.PhaseSelect:
		u := st.Unit(id)
		switch {
		case t.sel != 0:
			note = t.refusal(t.moveAction(t.sel, h, st.Unit(t.sel).Facing, t.ride))
		case u != nil:
			note = t.refusal(t.moveAction(u.ID, u.Hex, u.Facing, false))
		default:
			note = "Choose one of your units that has not acted (a bright token) first."
		}
	case fd.PhaseThing:
		if id != 0 {
			note = t.refusal(fd.AttackAction(id))
		} else {
			note = "Choose what the unit does with a lit target or a button on the right."
		}
	case fd.PhaseMark:
		note = t.refusal(fd.MarkAction(h))
	}
	if note == "" {
		note = t.instruction()
	}
	t.refuseWith(note)
}

// refuseWith shows why a click did nothing (ui.Refusal): the sentence
// goes when the state, the selection or the deciding seat changes; the
// selection stays.
func (t *Table) refuseWith(why string) {
	t.ref.Say(why, t.st, t.Selection())
	t.note = t.ref.Text()
	t.play("click")
}

// instruction says what to do now, for a click on nothing that is lit.
func (t *Table) instruction() string {
	st := t.st
	switch st.Phase() {
	case fd.PhaseSelect:
		u := st.Unit(t.sel)
		switch {
		case u == nil:
			return "Choose one of your units that has not acted (a bright token) first."
		case t.dest >= 0:
			return ui.Keys("Click the arrow of the way "+t.unitName(u)+" should end facing; Esc, a right-click or Back chooses another hex.",
				"Tap the arrow of the way "+t.unitName(u)+" should end facing; Back chooses another hex.")
		}
		return ui.Keys("Click a lit hex to move "+t.unitName(u)+" there, or a button on the right; Esc, a right-click or Back lets go of it.",
			"Tap a lit hex to move "+t.unitName(u)+" there, or a button on the right; Back lets go of it.")
	case fd.PhaseThing:
		return "Choose what the unit does with a lit target or a button on the right."
	case fd.PhaseMark:
		return "Click a lit hex to mark it."
	}
	return "Click one of the lit targets or a button on the right."
}

// Refused implements ui.Refuser.
func (t *Table) Refused() string { return t.ref.Text() }

// Selection implements ui.Refuser: the chosen unit, riding or not, the
// hex chosen waiting for a facing, and the page of buttons.
func (t *Table) Selection() string {
	if t.sel == 0 && t.dest < 0 && t.page == 0 {
		return ""
	}
	var b strings.Builder
	if t.sel != 0 {
		b.WriteString("unit:" + strconv.Itoa(t.sel))
		if t.ride {
			b.WriteString(" ride")
		}
	}
	if t.dest >= 0 && t.st != nil {
		b.WriteString(" dest:" + t.st.Board().HexName(t.dest))
	}
	if t.page > 0 {
		b.WriteString(" page:" + strconv.Itoa(t.page))
	}
	return strings.TrimSpace(b.String())
}

// play plays a sound when sound is on.
func (t *Table) play(name string) {
	if t.sound != nil {
		t.sound.Play(name)
	}
}

// Tip implements ui.Tipper: what the hovered hex, unit, quest or button
// is, or does.
func (t *Table) Tip() ([]string, ui.Rect, bool) { return t.tipBox.Tip() }

// Targets implements ui.Targeter: every choice with its place on screen.
func (t *Table) Targets() []ui.Target {
	t.targets = t.targets[:0]
	if !t.myTurn || t.Busy() {
		return t.targets
	}
	for i := range t.choice {
		if t.choice[i].kind == chOff {
			continue // disabled: not lit
		}
		t.targets = append(t.targets, ui.Target{Name: t.choiceName(i), Rect: t.choiceRect(i)})
	}
	return t.targets
}

// choiceName names choice i for tests: "unit:3", "move:c4", "face:c4 ne",
// "attack:5", "hex:d2", "button:Anna's elf searches".
func (t *Table) choiceName(i int) string {
	c := &t.choice[i]
	b := t.st.Board()
	switch c.kind {
	case chUnit:
		return "unit:" + strconv.Itoa(c.unit)
	case chHex:
		if t.st.Phase() == fd.PhaseSelect {
			return "move:" + b.HexName(c.hex)
		}
		return "hex:" + b.HexName(c.hex)
	case chFacing:
		return "face:" + b.HexName(c.hex) + " " + c.dir.String()
	case chTarget:
		return "attack:" + strconv.Itoa(c.unit)
	}
	return "button:" + c.label
}

// buttonLabels are the short labels of the actions without arguments.
var buttonLabels = map[engine.Action]string{
	fd.PassAction():   "Pass",
	fd.SearchAction(): "Search",
	fd.OpenAction():   "Open the chest",
	fd.KeyAction():    "Open the chest with a key",
	fd.PickupAction(): "Pick up what lies here",
	fd.RallyAction():  "Rally Cry",
	fd.HealAction():   "Heal",
	fd.BurrowAction(): "Burrow",
}

// buttonLabel is a short label for a panel action (the heading names the
// unit; the hover tip has the whole sentence): "Search", "Buy: sword",
// "Give: key to dwarf", "Stay where it is".
func (t *Table) buttonLabel(a engine.Action) string {
	if l, ok := buttonLabels[a]; ok {
		return l
	}
	st := t.st
	for _, u := range st.Units() {
		if st.Phase() == fd.PhaseSelect && a == t.moveAction(u.ID, u.Hex, u.Facing, false) {
			return "Stay where it is"
		}
		for _, it := range fd.Buyable {
			if a != fd.BuyAction(u.ID, it) {
				continue
			}
			if u.ID == st.Actor() && st.Phase() == fd.PhaseThing {
				return "Buy: " + it.String()
			}
			return "Buy: " + it.String() + " (" + u.Kind.String() + "'s bag)"
		}
		for it := range fd.NumItems {
			if a == fd.GiveAction(u.ID, it) {
				return "Give: " + it.String() + " to " + u.Kind.String()
			}
		}
	}
	return engine.Capital(t.say(st.DescribeAction(a)))
}
