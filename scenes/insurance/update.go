package insurance

// Input: clicks and the pointer over the board, the cards and the token
// buttons, turned into actions among the engine's legal ones.

import (
	"math"
	"strings"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

// Update implements ui.Table.
func (t *Table) Update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	t.useCtx(ctx)
	t.tipBox.View = ctx.View
	if ctx.AnimSpeed <= 0 {
		if t.an.busy() {
			t.finishAll()
		}
		t.advanceEffects(timeline.Tick)
	} else {
		t.advance(ctx.AnimSpeed)
	}
	t.myTurn = myTurn
	// The refusal goes as soon as the state, the token type or the
	// deciding seat changes.
	t.ref.Keep(t.view, t.Selection(), myTurn && t.view != nil && t.view.CurrentPlayer() == t.viewer)
	t.layout(area)
	x, y := in.Cursor()
	t.mx, t.my = x, y
	if t.view != nil && t.updateLegend(in) {
		return 0, false
	}
	st := t.view
	if st == nil || !myTurn || (t.an.revealing && t.an.busy()) {
		t.hover(in)
		return 0, false
	}
	t.hover(in)
	press := in.Clicked()
	// A click inside the table on nothing lit says why (refuse below).
	stray := in.Clicked() && area.Contains(x, y)
	switch st.Phase() {
	case ins.PhaseMonster:
		if press && t.hoverPose >= 0 {
			t.play("click", true)
			return t.poses[t.hoverPose].act, true
		}
		if stray {
			t.refuse(txtMonsterWhy)
		}
	case ins.PhasePick:
		if press && t.hoverCard >= 0 && t.hoverCard < len(t.m.hand) {
			a := ins.PlayAction(t.m.hand[t.hoverCard])
			if engine.IsLegal(st, a) {
				return a, true
			}
			t.refuse(ui.RefusalOf(st.Clone().Apply(a), t.say))
			break
		}
		if stray {
			t.refuse(txtPickWhy)
		}
		// A card's number on the keyboard plays it.
		for _, r := range in.Typed() {
			if r >= '1' && r <= '9' {
				if a := ins.PlayAction(ins.Card(r - '0')); engine.IsLegal(st, a) {
					t.play("click", true)
					return a, true
				}
			}
		}
	case ins.PhasePlace:
		for _, r := range in.Typed() {
			if r >= '1' && r <= '4' {
				t.choose(ins.TokenType(r - '1'))
			}
		}
		// Esc or a right-click steps back: no token type chosen.
		if t.sel != noSel && (in.Command(ui.CmdCancel) || in.RightClicked()) {
			t.deselect()
		}
		if !press {
			break
		}
		if t.hoverBtn >= 0 {
			if ins.TokenType(t.hoverBtn) == t.sel {
				t.play("click", true)
				t.deselect() // the chosen type clicked again: step back
			} else {
				t.choose(ins.TokenType(t.hoverBtn))
			}
			break
		}
		switch {
		case t.hoverSq != ins.NoSquare && t.sel == noSel:
			t.refuse(ui.Keys(txtChooseType, txtChooseTypeTouch))
		case t.hoverSq != ins.NoSquare:
			if err := st.WhyNot(t.sel, t.hoverSq); err != nil {
				t.refuse(ui.RefusalOf(err, t.say))
				break
			}
			t.ref.Clear()
			return ins.PlaceAction(t.sel, t.hoverSq), true
		case stray && t.sel == noSel:
			t.refuse(ui.Keys(txtChooseType, txtChooseTypeTouch))
		case stray:
			t.refuse(txtPlaceWhy[t.sel])
		}
	case ins.PhaseReveal:
		if t.revealBtn.Update(in) || in.Command(ui.CmdConfirm) {
			return ins.RevealAction(), true
		}
		if stray {
			t.refuse(ui.Keys(txtRevealWhy, txtRevealWhyTouch))
		}
	}
	return 0, false
}

// noSel is the token type chosen when none is: the person stepped back.
const noSel ins.TokenType = ins.NumTokenTypes

// The refusals of a click on nothing lit: what to do now.
const (
	txtMonsterWhy = "Choose an arrow beside the board to set the monster there."
	txtPickWhy    = "Choose a card from your hand to play it face down."
	txtRevealWhy  = "Everyone has placed: click Reveal (or press Enter) to turn the cards up."
	txtChooseType = "Choose a token type first (the buttons below, or 1-4), then a lit square."
	// ... on a touch screen (ui.Keys)
	txtRevealWhyTouch  = "Everyone has placed: tap Reveal to turn the cards up."
	txtChooseTypeTouch = "Choose a token type first (the buttons below), then a lit square."
)

// txtPlaceWhy is the refusal of a click beside the board while a token
// type is chosen.
var txtPlaceWhy = func() (s [ins.NumTokenTypes]string) {
	for k := range s {
		s[k] = "Choose a lit square to place your " + ins.TokenType(k).String() + "."
	}
	return s
}()

// refuse says why the click was refused, keeping the selection.
func (t *Table) refuse(why string) {
	t.play("click", true)
	t.ref.Say(why, t.view, t.Selection())
}

// deselect steps back: no token type is chosen.
func (t *Table) deselect() {
	t.sel = noSel
	t.ref.Clear()
	t.tipSq = ins.NoSquare
}

// choose selects the token type to place, or says why it cannot be used.
func (t *Table) choose(k ins.TokenType) {
	if t.view == nil {
		return
	}
	if err := t.view.WhyNotToken(k); err != nil {
		t.refuse(ui.RefusalOf(err, t.say))
		return
	}
	if k < ins.NumTokenTypes && t.litCount[k] == 0 {
		t.refuse("No " + k.String() + " can go anywhere now.")
		return
	}
	t.play("click", true)
	t.sel = k
	t.ref.Clear()
	t.tipSq = ins.NoSquare
}

// hover finds what the pointer is over and updates the tooltip.
func (t *Table) hover(in ui.Input) {
	L := &t.lay
	t.hoverSq, t.hoverCard, t.hoverPose, t.hoverBtn = ins.NoSquare, -1, -1, -1
	x, y := t.mx, t.my
	seat := -1
	for q := 0; q < t.m.n; q++ {
		if t.scoreRect(q).Contains(x, y) {
			seat = q
		}
	}
	b := t.m.board
	if b != nil && L.cell > 0 {
		gx := math.Floor((x - L.ox) / L.cell)
		gy := math.Floor((y - L.oy) / L.cell)
		if gx >= 0 && gy >= 0 && int(gx) < b.W && int(gy) < b.H {
			t.hoverSq = b.At(int(gx), int(gy))
		}
		for i := range t.poses {
			if t.poseRect(t.poses[i].pose).Contains(x, y) {
				t.hoverPose = i
			}
		}
	}
	for i := 0; i < L.ncards; i++ {
		if L.cards[i].Contains(x, y) {
			t.hoverCard = i
		}
	}
	if t.placing() {
		for k := range L.tokBtn {
			if L.tokBtn[k].Contains(x, y) {
				t.hoverBtn = k
			}
		}
	}
	// the path preview of the hovered card
	if t.view != nil && t.view.Phase() == ins.PhasePick && t.hoverCard >= 0 && t.hoverCard < len(t.m.hand) && t.m.placed {
		c := t.m.hand[t.hoverCard]
		if c != t.previewCard || !t.previewOK {
			t.previewCard = c
			t.previewOK = c != ins.Wild
			if t.previewOK {
				b.Trace(t.m.monster, c.Move(), &t.preview)
			}
		}
	} else {
		t.previewOK = false
		t.previewCard = 0
	}
	if t.hoverSq != t.tipSq || t.sel != t.tipOf || seat != t.hoverSeat {
		t.tipSq, t.tipOf, t.hoverSeat = t.hoverSq, t.sel, seat
		t.tip = t.describe(t.hoverSq)
		anchor := ui.Rect{}
		if t.hoverSq != ins.NoSquare {
			anchor = t.squareRect(t.hoverSq)
		}
		if seat >= 0 {
			t.tip, anchor = t.explainScore(seat), t.scoreRect(seat)
		}
		t.tipBox.Hide()
		if t.tip != "" {
			// a square's second line says why the token cannot go
			// there; a score's title is its points
			two := splitLines(t.tip)
			lines, n := [3]string{two[0], two[1]}, 1
			if lines[1] != "" {
				n = 2
			}
			if title, body, ok := strings.Cut(two[0], " points: "); ok && seat >= 0 {
				lines, n = [3]string{title + " points", body, two[1]}, 3
			}
			t.tipBox.Show(lines[:n], anchor, seat < 0 && n == 2)
		}
	}
	t.tipBox.Place(in, t.mx, t.my, L.area, L.s, t.Targets)
}
