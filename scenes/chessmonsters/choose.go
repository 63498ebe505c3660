package chessmonsters

import (
	"fmt"
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
	numBtns
)

var btnLabels = [numBtns]string{"End turn", "Wait", "Skip the turn", "Start the attack", "Pass", "Sandtrap"}

// seq is a legal action as the clicks that choose it.
type seq struct {
	act  engine.Action
	keys [4]key
	n    int
}

func (s *seq) add(k keyKind, id int) { s.keys[s.n] = key{k, id}; s.n++ }

// choice is a button that settles clicks meaning more than one action.
type choice struct {
	act engine.Action
	btn ui.Button
}

// seqOf turns an action into its clicks; chance outcomes have none.
func seqOf(a engine.Action) (seq, bool) {
	s := seq{act: a}
	x := cm.DecodeAction(a)
	switch x.Kind {
	case cm.ActPick:
		s.add(kPick, x.Monster)
	case cm.ActSummon:
		s.add(kRes, x.Monster)
		s.add(kField, x.To)
	case cm.ActMove, cm.ActAttack, cm.ActTeam, cm.ActAbility, cm.ActHost:
		s.add(kField, x.From)
		s.add(kField, x.To)
	case cm.ActMirror:
		s.add(kLoot, cm.MagicMirror)
		s.add(kField, x.From)
		s.add(kField, x.To)
	case cm.ActJoin:
		s.add(kField, x.From)
	case cm.ActGo:
		s.add(kBtn, btnGo)
	case cm.ActWait:
		s.add(kField, x.From)
		s.add(kBtn, btnWait)
	case cm.ActEnd:
		s.add(kBtn, btnEnd)
	case cm.ActSkip:
		s.add(kBtn, btnSkip)
	case cm.ActLoot:
		s.add(kLoot, x.Loot)
		if x.From >= 0 {
			s.add(kField, x.From)
		}
		if x.To >= 0 {
			s.add(kField, x.To)
		}
	case cm.ActSandtrap:
		s.add(kBtn, btnSandtrap)
	case cm.ActDodge:
		s.add(kField, x.To)
	case cm.ActPass:
		s.add(kBtn, btnPass)
	default:
		return s, false
	}
	return s, true
}

// buildSeqs lists the legal actions as clicks and selects the monster
// that is interacting (or the team attack being formed).
func (t *Table) buildSeqs() {
	t.seqs = t.seqs[:0]
	for _, a := range t.legal {
		if s, ok := seqOf(a); ok {
			t.seqs = append(t.seqs, s)
		}
	}
	t.sel = t.sel[:0]
	t.choices = t.choices[:0]
	if f := t.st.Acting(); f >= 0 && !t.st.Joining() && t.startsWith(key{kField, f}) {
		t.sel = append(t.sel, key{kField, f})
	}
	t.updateLit()
}

// startsWith reports whether some legal action's clicks start with k.
func (t *Table) startsWith(k key) bool {
	for i := range t.seqs {
		if t.seqs[i].keys[0] == k {
			return true
		}
	}
	return false
}

// matches reports whether s begins with the clicks sel.
func matches(s *seq, sel []key) bool {
	if s.n < len(sel) {
		return false
	}
	for i, k := range sel {
		if s.keys[i] != k {
			return false
		}
	}
	return true
}

// updateLit works out what may be clicked next: the next click of every
// action that begins with the selection, the buttons that act alone, and
// (with nothing chosen) the first click of every action.
func (t *Table) updateLit() {
	t.lit = t.lit[:0]
	for i := range t.seqs {
		s := &t.seqs[i]
		var k key
		switch {
		case matches(s, t.sel) && s.n > len(t.sel):
			k = s.keys[len(t.sel)]
		case s.n == 1 && s.keys[0].k == kBtn:
			k = s.keys[0]
		default:
			continue
		}
		if !t.isLit(k) {
			t.lit = append(t.lit, k)
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
	if t.scale > 0 {
		t.layoutButtons()
		t.buildTargets()
	}
	t.texts.hoverAct = t.hoverSays(t.hoverKey, t.hoverOK)
}

// isLit reports whether k may be clicked next.
func (t *Table) isLit(k key) bool {
	for _, l := range t.lit {
		if l == k {
			return true
		}
	}
	return false
}

// selected reports whether k is among the clicks made so far.
func (t *Table) selected(k key) bool {
	for _, s := range t.sel {
		if s == k {
			return true
		}
	}
	return false
}

// hinted reports whether k is a click of the hinted action.
func (t *Table) hinted(k key) bool {
	for _, h := range t.hint {
		if h == k {
			return true
		}
	}
	return false
}

// click takes the click k: it returns the action it completes, or narrows
// the selection, or offers buttons when it could mean several actions, or
// says why it is refused.
func (t *Table) click(k key) (engine.Action, bool) {
	t.ref.Clear()
	t.note = ""
	t.choices = t.choices[:0]
	if n := len(t.sel); n > 0 && t.sel[n-1] == k && k.k != kBtn {
		t.sel = t.sel[:0]
		t.updateLit()
		return 0, false
	}
	next := append(t.sel[:len(t.sel):len(t.sel)], k)
	if !t.anyMatch(next) {
		if !t.anyMatch([]key{k}) {
			t.refuse(k)
			return 0, false
		}
		next = append(next[:0], k)
	}
	var done, longer int
	var last engine.Action
	for i := range t.seqs {
		s := &t.seqs[i]
		if !matches(s, next) {
			continue
		}
		if s.n == len(next) {
			done++
			last = s.act
		} else {
			longer++
		}
	}
	t.sel = append(t.sel[:0], next...)
	if done == 1 && longer == 0 {
		t.sel = t.sel[:0]
		t.updateLit()
		return last, true
	}
	if done > 0 {
		for i := range t.seqs {
			s := &t.seqs[i]
			if s.n == len(next) && matches(s, next) {
				t.choices = append(t.choices, choice{act: s.act, btn: ui.Button{Label: t.choiceLabel(s.act)}})
			}
		}
		t.layoutChoices()
	}
	t.updateLit()
	return 0, false
}

func (t *Table) anyMatch(sel []key) bool {
	for i := range t.seqs {
		if matches(&t.seqs[i], sel) {
			return true
		}
	}
	return false
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
