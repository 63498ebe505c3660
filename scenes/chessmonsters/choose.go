package chessmonsters

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
)

// keyKind is what a click lands on.
type keyKind uint8

const (
	kNone  keyKind = iota
	kField         // a field of the arena; id: the field
	kRes           // a monster card in the viewer's reserve; id: the monster
	kLoot          // a loot card in the viewer's hand; id: the card
	kPick          // a roster card on the pick screen; id: the monster
	kBtn           // a decision button; id: btnEnd...
)

// key is one click.
type key struct {
	k  keyKind
	id int
}

// The decision buttons.
const (
	btnEnd = iota
	btnWait
	btnSkip
	btnGo
	btnPass
	btnSandtrap
	btnBack // steps back one click; shown while something is chosen
	numBtns
)

var btnLabels = [numBtns]string{"End turn", "Wait", "Skip the turn", "Start the attack", "Pass", "Sandtrap", ui.BackLabel}

// choice is a button that settles clicks meaning more than one action.
type choice struct {
	act engine.Action
	btn ui.Button
}

// addAction adds the legal action a to the chooser as the clicks that
// choose it; chance outcomes have none.
func (t *Table) addAction(a engine.Action) {
	var buf [3]key
	ks := buf[:0]
	x := cm.DecodeAction(a)
	switch x.Kind {
	case cm.ActPick:
		ks = append(ks, key{kPick, x.Monster})
	case cm.ActSummon:
		ks = append(ks, key{kRes, x.Monster}, key{kField, x.To})
	case cm.ActMove, cm.ActAttack, cm.ActTeam, cm.ActAbility, cm.ActHost:
		ks = append(ks, key{kField, x.From}, key{kField, x.To})
	case cm.ActMirror:
		ks = append(ks, key{kLoot, cm.MagicMirror}, key{kField, x.From}, key{kField, x.To})
	case cm.ActJoin:
		ks = append(ks, key{kField, x.From})
	case cm.ActGo:
		ks = append(ks, key{kBtn, btnGo})
	case cm.ActWait:
		ks = append(ks, key{kField, x.From}, key{kBtn, btnWait})
	case cm.ActEnd:
		ks = append(ks, key{kBtn, btnEnd})
	case cm.ActSkip:
		ks = append(ks, key{kBtn, btnSkip})
	case cm.ActLoot:
		ks = append(ks, key{kLoot, x.Loot})
		if x.From >= 0 {
			ks = append(ks, key{kField, x.From})
		}
		if x.To >= 0 {
			ks = append(ks, key{kField, x.To})
		}
	case cm.ActSandtrap:
		ks = append(ks, key{kBtn, btnSandtrap})
	case cm.ActDodge:
		ks = append(ks, key{kField, x.To})
	case cm.ActPass:
		ks = append(ks, key{kBtn, btnPass})
	}
	t.ch.Add(a, ks...)
}

// isButton reports whether k is a decision button: one that acts alone
// stays lit whatever is chosen.
func isButton(k key) bool { return k.k == kBtn }

// buildSeqs lists the legal actions as clicks and selects the monster
// that is interacting (or the team attack being formed).
func (t *Table) buildSeqs() {
	t.ch.Stay = isButton
	t.ch.Reset()
	for _, a := range t.legal {
		t.addAction(a)
	}
	if f := t.st.Acting(); f >= 0 && !t.st.Joining() {
		t.ch.Select(key{kField, f})
	}
	t.updateLit()
}

// updateLit works out what may be clicked next (the chooser's lit keys:
// the next click of every action that begins with the selection, the
// buttons that act alone, and with nothing chosen the first click of
// every action), the buttons of an ambiguous click, and the chances.
func (t *Table) updateLit() {
	t.sel, t.lit = t.ch.Selected(), t.ch.Lit()
	if opts := t.ch.Options(); !slices.EqualFunc(opts, t.choices, func(a engine.Action, c choice) bool { return a == c.act }) {
		t.choices = t.choices[:0]
		for _, a := range opts {
			t.choices = append(t.choices, choice{act: a, btn: ui.Button{Label: t.choiceLabel(a)}})
		}
		if t.scale > 0 {
			t.layoutChoices()
		}
	}
	// The chance to hit on every lit target of the selected monster.
	clear(t.chance[:])
	if len(t.sel) == 1 && t.sel[0].k == kField {
		from := t.sel[0].id
		for _, k := range t.lit {
			if k.k == kField {
				if c := t.st.HitChance(from, k.id); c > 0 {
					t.chance[k.id] = strconv.Itoa(c) + "%"
				}
			}
		}
	}
	if fs, to := t.st.Attackers(); len(fs) > 0 && t.st.Joining() {
		for _, k := range t.lit {
			if k.k == kField {
				if c := t.st.HitChance(k.id, to); c > 0 {
					t.chance[k.id] = strconv.Itoa(c) + "%"
				}
			}
		}
		for _, f := range fs {
			if c := t.st.HitChance(f, to); c > 0 {
				t.chance[f] = strconv.Itoa(c) + "%"
			}
		}
	}
	t.classifyLit()
	if t.scale > 0 {
		t.layoutButtons()
		t.buildTargets()
	}
	t.texts.hoverAct = t.hoverSays(t.hoverKey, t.hoverOK)
}

// litKind is how a lit field is lit: what clicking it would play.
type litKind uint8

const (
	litOther litKind = iota // an ability's or a loot card's aim, a summon, a join
	litMove                 // a plain move lands there
	litJump                 // a Pole Jump (Jumo's, or copied with Magic Mirror) lands there
	litBoth                 // a move or a Pole Jump: the click asks which
)

// isJump reports whether the legal action a is a Pole Jump: Jumo's own
// ability or Magic Mirror copying it.
func (t *Table) isJump(a engine.Action) bool {
	x := cm.DecodeAction(a)
	switch x.Kind {
	case cm.ActAbility:
		m, ok := t.st.Field(x.From)
		return ok && m.Kind == cm.Jumo
	case cm.ActMirror:
		return x.Monster == cm.Jumo
	}
	return false
}

// classifyLit works out, for every lit field, whether a plain move or a
// Pole Jump (or both) lands there: the two are lit differently. What
// completes there is the engine's legal actions, as the chooser holds them.
func (t *Table) classifyLit() {
	clear(t.litAs[:])
	if len(t.sel) == 0 {
		return
	}
	var buf [8]engine.Action
	for _, k := range t.lit {
		if k.k != kField {
			continue
		}
		move, jump := false, false
		for _, a := range t.ch.Completing(buf[:0], k) {
			switch {
			case cm.DecodeAction(a).Kind == cm.ActMove:
				move = true
			case t.isJump(a):
				jump = true
			}
		}
		switch {
		case move && jump:
			t.litAs[k.id] = litBoth
		case jump:
			t.litAs[k.id] = litJump
		case move:
			t.litAs[k.id] = litMove
		}
	}
}

// isLit reports whether k may be clicked next.
func (t *Table) isLit(k key) bool { return t.ch.IsLit(k) }

// selected reports whether k is among the clicks made so far.
func (t *Table) selected(k key) bool { return t.ch.IsSelected(k) }

// hinted reports whether k is a click of the hinted action.
func (t *Table) hinted(k key) bool { return t.ch.IsHint(k) }

// click takes the click k: it returns the action it completes, or takes
// a step (or a step back), or offers buttons when it could mean several
// actions, or says why it is refused and keeps the selection.
func (t *Table) click(k key) (engine.Action, bool) {
	t.ref.Clear()
	t.note = ""
	r, a := t.ch.Press(k)
	if r == ui.Refused {
		t.refuse(k)
	}
	t.updateLit()
	return a, r == ui.Chosen
}

// back steps back one click (Esc, a right-click, the Back button).
func (t *Table) back() {
	if t.ch.Back() {
		t.ref.Clear()
		t.note = ""
		t.updateLit()
		t.texts.instr = t.instruction()
	}
}

// choiceLabel says an action for its button, with the chance to hit of an
// attack alone.
func (t *Table) choiceLabel(a engine.Action) string {
	l := strings.TrimSuffix(t.say(t.st.DescribeAction(a)), ".")
	if x := cm.DecodeAction(a); x.Kind == cm.ActAttack {
		l += " (" + strconv.Itoa(t.st.HitChance(x.From, x.To)) + "% to hit)"
	}
	return l
}

// refuse says why the click k does nothing: the engine's reason for the
// action the click would most plainly mean.
func (t *Table) refuse(k key) {
	if !t.myTurn {
		t.note = "It is not your decision now."
		return
	}
	if len(t.sel) > 0 && t.ch.Starts(k) {
		t.note = ui.LetGoFirst()
		t.ref.Say(t.note, t.st, t.Selection())
		return
	}
	probe := ""
	switch k.k {
	case kField:
		f := cm.FieldName(k.id)
		_, occupied := t.st.Field(k.id)
		switch {
		case len(t.sel) == 1 && t.sel[0].k == kField && !occupied:
			probe = cm.FieldName(t.sel[0].id) + "-" + f
		case len(t.sel) == 1 && t.sel[0].k == kField:
			probe = cm.FieldName(t.sel[0].id) + "x" + f
		case len(t.sel) == 1 && t.sel[0].k == kRes:
			probe = "summon " + keyOf(t.sel[0].id) + " " + f
		default:
			probe = "wait " + f
		}
	case kRes:
		probe = "summon " + keyOf(k.id) + " " + cm.FieldName(t.freeField())
	case kPick:
		probe = "pick " + keyOf(k.id)
	case kLoot:
		probe = cm.Loot[k.id].Key
		switch k.id {
		case cm.BearTrap, cm.SmokeBomb:
		case cm.Teleporter:
			probe += " " + cm.FieldName(t.ownField()) + " " + cm.FieldName(t.freeField())
		case cm.MagicMirror:
			probe = cm.FieldName(t.ownField()) + " mirror jump " + cm.FieldName(t.freeField())
		default:
			probe += " " + cm.FieldName(t.ownField())
		}
	}
	t.note = "That is not possible now."
	if probe == "" {
		return
	}
	a, err := t.st.ParseAction(probe)
	if err == nil {
		err = t.st.Clone().Apply(a)
	}
	if err != nil {
		t.note = ui.RefusalOf(err, t.say)
	}
	t.ref.Say(t.note, t.st, t.Selection())
}

// Refused implements ui.Refuser.
func (t *Table) Refused() string { return t.ref.Text() }

// Selection implements ui.Refuser: the clicks made so far.
func (t *Table) Selection() string {
	var b strings.Builder
	for _, k := range t.sel {
		fmt.Fprintf(&b, "%d:%d ", k.k, k.id)
	}
	return b.String()
}

// keyOf is a monster's notation name.
func keyOf(k int) string { return cm.MonsterKey(k) }

// freeField is an empty field nearest the viewer, for asking why a summon
// is refused.
func (t *Table) freeField() int {
	for i := range cm.NumFields {
		f := i
		if t.viewer == cm.Black {
			f = cm.NumFields - 1 - i
		}
		if _, ok := t.st.Field(f); !ok {
			return f
		}
	}
	return 0
}

// ownField is a field holding a monster of the viewer, or the first field.
func (t *Table) ownField() int {
	for f := range cm.NumFields {
		if m, ok := t.st.Field(f); ok && m.Owner == t.viewer {
			return f
		}
	}
	return 0
}
