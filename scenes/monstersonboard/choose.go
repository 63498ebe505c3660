package monstersonboard

import (
	"slices"
	"strings"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// keyKind is a kind of clickable thing on the table.
type keyKind uint8

const (
	kNone     keyKind = iota
	kCar              // a die in a Fearnobile: a = owner, b = slot
	kDrive            // a die on the acting seat's Driveway: a = slot
	kGrunt            // a Grunt: a = its index on the board
	kOrder            // a spot of the Order of Spider Jack: a = position
	kRow              // a row of the Order: a = row
	kJack             // a row's Spider Jack die: a = row
	kTrack            // a row's Summoning track: a = row
	kSpace            // a space of the town path: a = space
	kMinion           // a Minion: a = 0 on its starting spot, else space + 1
	kGain             // the Gain Grunt spaces
	kArchMkt          // an Arch Monster card in the market: a = spot
	kGhostMkt         // a Ghost in the market: a = spot
	kCard             // an Arch Monster card in front of the player: a = id
	kChip             // a pending action icon: a = its Act, b = its number
	kUp               // Promote the chosen die
	kDown             // Demote the chosen die
	kDone             // the Done / Skip this action button
	kPass             // the Pass button
	kSkip             // family: skip the area's action
	kBoard            // a small board: a = seat (shows it large)
	kJackDie          // one of Spider Jack's dice in his panel: a = slot (court.go)
)

// key is one clickable thing.
type key struct {
	k    keyKind
	a, b int
}

// buildSeqs turns the legal actions into clicks.
func (t *Table) buildSeqs() {
	t.ch.Reset()
	st := t.st
	if st.CurrentPlayer() < 0 {
		t.updateLit()
		return
	}
	p := st.Acting()
	b := st.Board(p)
	front := st.CarInFront(p)
	for _, a := range t.legal {
		m := mb.Decode(a)
		switch m.Kind {
		case mb.KindTake:
			t.ch.Add(a, key{kCar, front, m.A})
		case mb.KindActivate:
			t.ch.Add(a, key{k: kDrive, a: m.A})
		case mb.KindGrunt:
			t.ch.Add(a, key{k: kGrunt, a: m.A})
		case mb.KindPlace:
			t.ch.Add(a, key{k: kDrive, a: m.A}, key{k: kRow, a: m.B})
		case mb.KindSwap:
			t.ch.Add(a, key{k: kOrder, a: m.A}, key{k: kOrder, a: m.B})
			t.ch.Add(a, key{k: kOrder, a: m.B}, key{k: kOrder, a: m.A})
		case mb.KindPromote:
			k := kDown
			if m.B == 1 {
				k = kUp
			}
			t.ch.Add(a, key{k: kOrder, a: m.A}, key{k: k})
		case mb.KindMoveGrunt:
			for i := 0; i < int(b.NGrunts); i++ {
				if int(b.Grunts[i].Colour) == m.A && b.Grunts[i].Area < mb.FinalArea {
					t.ch.Add(a, key{k: kGrunt, a: i})
				}
			}
		case mb.KindMinion:
			t.ch.Add(a, key{k: kMinion, a: m.A}, key{k: kSpace, a: m.B})
		case mb.KindJuice:
			t.ch.Add(a, key{kChip, int(mb.ActJuice), m.A})
		case mb.KindMalice:
			t.ch.Add(a, key{kChip, int(mb.ActMalice), m.A})
		case mb.KindFeed:
			t.ch.Add(a, key{k: kJack, a: m.A})
		case mb.KindCall:
			t.ch.Add(a, key{k: kTrack, a: m.A})
		case mb.KindDone:
			t.ch.Add(a, key{k: kDone})
		case mb.KindBuyArch:
			t.ch.Add(a, key{k: kArchMkt, a: m.A})
		case mb.KindBuyGhost:
			dst := key{k: kSpace, a: m.B}
			if m.B == 255 {
				dst = key{k: kGain}
			}
			t.ch.Add(a, key{k: kGhostMkt, a: m.A}, dst)
		case mb.KindPass:
			t.ch.Add(a, key{k: kPass})
		case mb.KindJackScore:
			t.ch.Add(a, key{k: kJackDie, a: m.A})
		case mb.KindFlip:
			t.ch.Add(a, key{k: kCard, a: m.A})
		case mb.KindFamTake:
			t.ch.Add(a, key{kCar, front, m.A}, key{k: kRow, a: m.B})
		case mb.KindFamSkip:
			t.ch.Add(a, key{k: kSkip})
		case mb.KindFamRow:
			t.ch.Add(a, key{k: kRow, a: m.A})
		}
	}
	t.updateLit()
}

// updateLit lists what may be clicked next after the clicks made so far.
func (t *Table) updateLit() {
	t.sel, t.lit = t.ch.Selected(), t.ch.Lit()
	t.litNames = t.litNames[:0]
	for _, k := range t.lit {
		t.litNames = append(t.litNames, targetName(k))
	}
	t.dirty = true
}

// isLit reports whether k may be clicked now.
func (t *Table) isLit(k key) bool { return t.myTurn && t.ch.IsLit(k) }

// isSel reports whether k is among the clicks made so far.
func (t *Table) isSel(k key) bool { return t.ch.IsSelected(k) }

// isHint reports whether k is a click of the suggested action.
func (t *Table) isHint(k key) bool { return t.ch.IsHint(k) }

// press handles a click on k: it completes an action, chooses the first
// part of one, lets go of a chosen piece, or is refused with the engine's
// reason.
func (t *Table) press(k key) (engine.Action, bool) {
	if k.k == kBoard {
		// the board shows enlarged beside the person's until clicked again
		t.pin, t.pinned = k.a, !(t.pinned && t.pin == k.a)
		t.dirty = true
		return 0, false
	}
	if !t.myTurn {
		if k.k != kNone {
			t.refuse(t.notYours())
		}
		return 0, false
	}
	r, a := t.ch.Press(k)
	switch r {
	case ui.Refused:
		// Not legal now: say why and keep the half-made choice (Esc, a
		// right-click or Back steps back).
		if len(t.sel) > 0 && t.ch.Starts(k) {
			t.refuse(ui.LetGoFirst())
		} else {
			t.refuse(t.why(k))
		}
		return 0, false
	case ui.Ambiguous:
		// Never: no two actions of this game share their clicks; the
		// first is played rather than leave the choice stuck.
		a, _ = t.ch.Choose(0)
		fallthrough
	case ui.Chosen:
		t.ref.Clear()
		t.updateLit()
		if t.sound != nil {
			t.sound.Play("click")
		}
		return a, true
	}
	t.ref.Clear()
	t.updateLit()
	return 0, false
}

// back steps back one click (Esc, a right-click, the Back button).
func (t *Table) back() {
	if t.myTurn && t.ch.Back() {
		t.updateLit()
	}
}

// refuse shows why a click did nothing (ui.Refusal): the sentence goes
// when the state or the selection changes, or after a while.
func (t *Table) refuse(why string) {
	t.ref.Say(why, t.st, t.Selection())
	t.note, t.noteT = t.ref.Text(), 8
}

// Refused implements ui.Refuser.
func (t *Table) Refused() string { return t.ref.Text() }

// Selection implements ui.Refuser: the clicks made so far.
func (t *Table) Selection() string {
	var b strings.Builder
	for i, k := range t.sel {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(targetName(k))
	}
	return b.String()
}

func (t *Table) notYours() string {
	if t.st == nil || t.st.IsTerminal() {
		return "The game is over."
	}
	if t.st.CurrentPlayer() < 0 {
		return "Wait: the dice are rolling."
	}
	return "It is " + engine.Possessive(t.seatName(t.st.CurrentPlayer())) + " decision now."
}

// why is the engine's reason for refusing what a click on k would mean.
func (t *Table) why(k key) string {
	st := t.st
	p := st.Acting()
	has := func(kind mb.Kind) bool {
		return slices.ContainsFunc(t.legal, func(a engine.Action) bool { return mb.Decode(a).Kind == kind })
	}
	var sel key
	if len(t.sel) > 0 {
		sel = t.sel[0]
	}
	var a engine.Action = -1
	mv := func(kind mb.Kind, x, y int) engine.Action { return mb.Move{Kind: kind, A: x, B: y}.Encode() }
	switch k.k {
	case kCar:
		if k.a != st.CarInFront(p) {
			return "Take a die from the Fearnobile in front of you: " + t.seatName(st.CarInFront(p)) + "'s."
		}
		if has(mb.KindFamTake) {
			a = mv(mb.KindFamTake, k.b, 0)
		} else {
			a = mv(mb.KindTake, k.b, 0)
		}
	case kDrive:
		if has(mb.KindPlace) {
			a = mv(mb.KindPlace, k.a, 0)
		} else {
			a = mv(mb.KindActivate, k.a, 0)
		}
	case kRow:
		switch {
		case sel.k == kDrive:
			a = mv(mb.KindPlace, sel.a, k.a)
		case sel.k == kCar:
			a = mv(mb.KindFamTake, sel.b, k.a)
		case has(mb.KindFamRow) || st.Phase() == mb.PhaseFamRow:
			a = mv(mb.KindFamRow, k.a, 0)
		case has(mb.KindPlace):
			return "First click a die of your Driveway, then its row."
		}
	case kOrder:
		switch {
		case sel.k == kOrder:
			a = mv(mb.KindSwap, min(sel.a, k.a), max(sel.a, k.a))
		case has(mb.KindSwap):
			a = mv(mb.KindSwap, k.a, k.a)
		default:
			a = mv(mb.KindPromote, k.a, 1)
			if why := t.reason(a); why != "" && st.Placed() != k.a {
				a = mv(mb.KindPromote, k.a, 0)
			}
		}
	case kJack:
		a = mv(mb.KindFeed, k.a, 0)
	case kTrack:
		a = mv(mb.KindCall, k.a, 0)
	case kGrunt:
		if has(mb.KindGrunt) {
			a = mv(mb.KindGrunt, k.a, 0)
		} else {
			b := st.Board(p)
			if k.a < int(b.NGrunts) {
				a = mv(mb.KindMoveGrunt, int(b.Grunts[k.a].Colour), 0)
			}
		}
	case kSpace:
		switch sel.k {
		case kMinion:
			a = mv(mb.KindMinion, sel.a, k.a)
		case kGhostMkt:
			a = mv(mb.KindBuyGhost, sel.a, k.a)
		default:
			if has(mb.KindMinion) {
				return "First click the Minion to move, then a lit space."
			}
		}
	case kGain:
		if sel.k == kGhostMkt {
			a = mv(mb.KindBuyGhost, sel.a, 255)
		}
	case kMinion:
		a = mv(mb.KindMinion, k.a, 0)
	case kArchMkt:
		a = mv(mb.KindBuyArch, k.a, 0)
	case kGhostMkt:
		a = mv(mb.KindBuyGhost, k.a, 255)
		for sp := 0; sp < mb.NumSpaces; sp++ {
			if st.Free(p, sp) {
				if gh := st.GhostMarket()[k.a]; gh >= 0 && mb.Ghosts[gh].Icon.Act != mb.ActGainGrunt &&
					(mb.Ghosts[gh].Colour == mb.MultiColour || mb.Ghosts[gh].Colour == mb.SpaceColour(sp)) {
					a = mv(mb.KindBuyGhost, k.a, sp)
					break
				}
			}
		}
	case kCard:
		a = mv(mb.KindFlip, k.a, 0)
	case kChip:
		return "Click the lit pieces on your board to do " + chipName(mb.Act(k.a)) + "."
	}
	if a < 0 {
		a = mv(mb.KindKeep, 0, 0)
		if has(mb.KindKeep) {
			a = mv(mb.KindPass, 0, 0)
		}
	}
	if why := t.reason(a); why != "" {
		return why
	}
	return "Not that: " + t.reason(mv(mb.KindKeep, 0, 0))
}

// reason is the engine's refusal of a, "" when a is legal.
func (t *Table) reason(a engine.Action) string {
	c := t.st.Clone()
	if err := c.Apply(a); err != nil {
		return t.say(engine.ReasonOf(err))
	}
	return ""
}
