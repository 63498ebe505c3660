package insurance

import (
	"strings"
	"testing"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// The neutral view between two people's turns draws nothing secret: no
// hand, no face-up pick (even the seat placing has its card face down), no
// "Your card" slot, and every seat's chip of this round is a back.
func TestObserverViewShowsNoSecret(t *testing.T) {
	st := dealt(t, 3, 5)
	playUntil(t, st, 6, func(s *ins.State) bool {
		return s.Phase() == ins.PhasePlace && s.CurrentPlayer() == s.PlayOrder(1)
	})
	area := tableArea(1)
	ctx := newCtx(3, engine.Observer, 1)
	tb := shown(st, ctx, area)
	if len(tb.m.hand) != 0 {
		t.Fatalf("the neutral view shows a hand: %v", tb.m.hand)
	}
	for q := range 3 {
		if c := tb.m.down[q]; c != 0 && c != ins.Unknown {
			t.Fatalf("the neutral view holds seat %d's pick %v face up", q, c)
		}
	}
	img := render(t, tb, ctx, area, 1280, 720, "observer")
	for _, q := range []int{st.PlayOrder(0), st.PlayOrder(1)} {
		cur := tb.chipRect(q, st.Round()-1)
		if count(img, colCard, cur) != 0 || count(img, colCardBack, cur) == 0 {
			t.Fatalf("seat %d's pick is not drawn as a back in the neutral view", q)
		}
	}
	if count(img, colCard, tb.lay.down) != 0 || count(img, colCardBack, tb.lay.down) != 0 {
		t.Fatal("the neutral view draws a card in the \"Your card\" slot")
	}
	// Even a full state (not a view) handed to the table for the
	// observer shows no pick.
	tb.Reset(ctx, st)
	for q := range 3 {
		if c := tb.m.down[q]; c != 0 && c != ins.Unknown {
			t.Fatalf("a full state shows seat %d's pick %v to the observer", q, c)
		}
	}
}

// A whole turn by keyboard, as the frame runs the table: the arrows move
// its cursor over the monster's places, the cards and the lit squares, 1-4
// choose the token type and Enter chooses.
func TestKeyboardTurn(t *testing.T) {
	st := dealt(t, 3, 9)
	area := tableArea(1)
	ctx := newCtx(3, 0, 1)
	tb := New()
	tb.Reset(ctx, st.ViewFor(0))
	in := &ui.Script{}
	var cur ui.Cursor
	apply := func(a engine.Action) {
		t.Helper()
		before := st.ViewFor(0)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(0))
		for i := 0; i < 60*30 && tb.Busy(); i++ {
			tabletest.KeyTick(tb, &cur, ctx, in, area, st.CurrentPlayer() == 0)
		}
	}
	enter := func(name string) (engine.Action, bool) {
		t.Helper()
		tabletest.ArrowTo(t, tb, &cur, ctx, in, area, name)
		in.Press(ui.CmdConfirm)
		return tabletest.KeyTick(tb, &cur, ctx, in, area, true)
	}
	tabletest.KeyTick(tb, &cur, ctx, in, area, true)
	// The monster: the second place.
	a, ok := enter(tb.poses[1].name)
	if !ok || a != tb.poses[1].act {
		t.Fatalf("the keyboard set the monster with %v %v, want the second place", a, ok)
	}
	apply(a)
	// The cards: the Wild.
	a, ok = enter(tb.cardTgt[ins.Wild])
	if !ok || ins.Decode(a).Card != ins.Wild {
		t.Fatalf("the arrows and Enter played %v %v, want the Wild", a, ok)
	}
	apply(a)
	// The tokens: 2 chooses cars; Enter places on the second lit square
	// for a car.
	in.Type("2")
	tabletest.KeyTick(tb, &cur, ctx, in, area, true)
	var cars []spot
	for _, p := range tb.places {
		if p.typ == ins.Car {
			cars = append(cars, p)
		}
	}
	a, ok = enter(cars[1].name)
	if d := ins.Decode(a); !ok || d.Token != ins.Car || d.Square != cars[1].sq {
		t.Fatalf("the keyboard placed %v (%v), want a car on %s", d, ok, st.Board().Name(cars[1].sq))
	}
	if !engine.IsLegal(st, a) {
		t.Fatalf("the keyboard's placement %s is not legal", st.ActionString(a))
	}
	apply(a)
	// Moving the pointer hides the ring and hands control back to it.
	in.X, in.Y = 5, 5
	tabletest.KeyTick(tb, &cur, ctx, in, area, true)
	if cur.Shown() {
		t.Fatal("the keyboard's ring still shows after the pointer moved")
	}
}

// The Reveal button never presses itself: without a click or Enter the
// table returns nothing, however long it waits.
func TestRevealWaitsForThePlayer(t *testing.T) {
	st := dealt(t, 3, 3)
	playUntil(t, st, 4, func(s *ins.State) bool { return s.Phase() == ins.PhaseReveal })
	area := tableArea(1)
	ctx := newCtx(3, st.CurrentPlayer(), 1)
	tb := shown(st, ctx, area)
	in := &ui.Script{}
	for i := 0; i < 60*10; i++ {
		if a, ok := tick(tb, ctx, in, area, true); ok {
			t.Fatalf("the table revealed by itself after %d ticks: %v", i, a)
		}
	}
	in.Press(ui.CmdConfirm)
	if a, ok := tick(tb, ctx, in, area, true); !ok || a != ins.RevealAction() {
		t.Fatalf("Enter gave %v %v, want the reveal", a, ok)
	}
}

// A Wild's dice never cover the seat symbol of the card beside them.
func TestDiceClearOfSeatSymbols(t *testing.T) {
	for n := 3; n <= ins.MaxPlayers; n++ {
		ctx := newCtx(n, 0, 1)
		tb := shown(dealt(t, n, 1), ctx, tableArea(1))
		tb.an.revealing = true
		tb.layout(tableArea(1))
		for idx := range n {
			x, top, size := tb.diceSpot(idx)
			// a tumbling die spins and hops: its reach is the circle
			// round its square, 8 pixels higher
			reach := size / 2 * 1.42
			for i := range 2 {
				cy := top + size/2 + float64(i)*(size+8*tb.lay.s)
				for j := range n {
					sx, sy, rad := tb.roundSymbol(j)
					dx, dy := sx-x, sy-cy
					if dy < 0 {
						dy = min(0, dy+8*tb.lay.s)
					}
					if dx*dx+dy*dy < (reach+rad)*(reach+rad) && (engine.Abs(int(dx)) < int(reach+rad)) && (engine.Abs(int(dy)) < int(reach+rad)) {
						t.Fatalf("%d players: die %d of card %d reaches the symbol of card %d", n, i+1, idx+1, j+1)
					}
				}
			}
		}
	}
}

// The table explains its figures and has a first-game guide.
func TestScoreIsExplained(t *testing.T) {
	st := dealt(t, 4, 2)
	area := tableArea(1)
	ctx := newCtx(4, 0, 1)
	tb := shown(st, ctx, area)
	in := &ui.Script{}
	in.X, in.Y = tb.scoreRect(1).Center()
	tick(tb, ctx, in, area, false)
	if !strings.HasPrefix(tb.tip, "Blorb: -22 points") || !strings.Contains(tb.tip, "everyone starts at -22") {
		t.Fatalf("the score's tooltip is %q", tb.tip)
	}
	tipped := render(t, tb, ctx, area, 1280, 720, "score-tip")
	in.X, in.Y = 1, 1
	tick(tb, ctx, in, area, false)
	plain := render(t, tb, ctx, area, 1280, 720, "score-no-tip")
	// The tooltip opens below the pointer, to its left near the right
	// edge.
	x0, y0 := int(tb.scoreRect(1).X)-200, int(tb.scoreRect(1).Y)+30
	differ := 0
	for y := y0; y < y0+20; y++ {
		for x := x0; x < x0+200; x++ {
			if tipped.RGBAAt(x, y) != plain.RGBAAt(x, y) {
				differ++
			}
		}
	}
	if differ < 200 {
		t.Fatalf("the score's tooltip is not drawn below the pointer (%d pixels differ)", differ)
	}
	if g := tb.Guide(); len(g) < 4 || !strings.Contains(strings.Join(g, " "), "-22") {
		t.Fatalf("the guide %q does not explain the start at -22", g)
	}
}

// During the reveal the top bar can say which card is resolving.
func TestStatusNamesTheResolvingCard(t *testing.T) {
	before, a, st := revealState(t, 3, 21, 1)
	ctx := newCtx(3, 0, 1)
	area := tableArea(1)
	tb := New()
	tb.Reset(ctx, before)
	tb.Animate(ctx, before, a, st.ViewFor(0))
	in := &ui.Script{}
	seen := ""
	for i := 0; i < 60*60 && tb.Busy(); i++ {
		tick(tb, ctx, in, area, false)
		if s := tb.Status(); strings.HasPrefix(s, "Revealing: ") && seen == "" {
			seen = s
		}
	}
	first := before.(*ins.State).FirstPlayer()
	want := "Revealing: " + ctx.Seats[first].Name + "'s " + st.Played(first, 1).Label()
	if !strings.HasPrefix(seen, want) {
		t.Fatalf("the first status during the reveal is %q, want %q", seen, want)
	}
	if s := tb.Status(); s != "" {
		t.Fatalf("after the reveal the status is %q", s)
	}
}

// A refusal is never cut: beside the title when it fits, else wrapped in
// the title's place on lines that fit the strip above the token buttons.
func TestRefusalIsNeverCut(t *testing.T) {
	for _, scale := range []float64{0.5, 1} {
		ctx := newCtx(3, 0, scale)
		area := tableArea(scale)
		tb := shown(dealt(t, 3, 2), ctx, area)
		why := "A house cannot go on a building that touches the board's edge, and that building is already claimed by Fizzwick's factory."
		lines := tb.whyLines(why)
		if strings.Join(lines, " ") != why {
			t.Fatalf("scale %v: the wrapped refusal %q lost words", scale, lines)
		}
		for _, ln := range lines {
			if w := ui.TextWidth(ln, 14*scale, false); w > tb.lay.strip.W-32*scale {
				t.Fatalf("scale %v: line %q is %v wide in a strip of %v", scale, ln, w, tb.lay.strip.W)
			}
		}
		if bottom := (12 + 16*float64(len(lines)-1) + 7) * scale; bottom > 40*scale {
			t.Fatalf("scale %v: %d lines reach the token buttons", scale, len(lines))
		}
	}
}

// TestRefusalContract: the chosen token type's button clicked again steps
// back (nothing chosen) and a click on another chooses it; a square
// clicked with nothing chosen, or a spot beside the board, says what to
// do and keeps the choice; the sentence goes with a new choice, and over
// another player's turn.
func TestRefusalContract(t *testing.T) {
	st := dealt(t, 3, 4)
	playUntil(t, st, 9, func(s *ins.State) bool { return s.Phase() == ins.PhasePlace && s.CurrentPlayer() == 0 })
	ctx, area, tb := atTable(st, 3, 0)
	in := &ui.Script{}
	first := tb.Selection()
	btn, ok := findTarget(tb, first)
	if first == "" || !ok {
		t.Fatalf("selection %q, targets %v", first, tb.Targets())
	}
	in.ClickRect(btn.Rect)
	tick(tb, ctx, in, area, true)
	if tb.Selection() != "" || tb.Refused() != "" {
		t.Fatalf("%s clicked again: selection %q, refusal %q", first, tb.Selection(), tb.Refused())
	}
	if _, ok := findTarget(tb, "spot:"); ok {
		t.Fatal("squares still lit with no token type chosen")
	}
	// a square with nothing chosen says to choose a type
	in.ClickRect(tb.squareRect(0))
	if _, ok := tick(tb, ctx, in, area, true); ok || tb.Refused() != txtChooseType || tb.Selection() != "" {
		t.Fatalf("a square with no type: refusal %q, selection %q", tb.Refused(), tb.Selection())
	}
	// choosing a type takes the sentence away
	in.ClickRect(btn.Rect)
	tick(tb, ctx, in, area, true)
	if tb.Selection() != first || tb.Refused() != "" {
		t.Fatalf("%s chosen: selection %q, refusal %q", first, tb.Selection(), tb.Refused())
	}
	// a spot beside the board says what to do and keeps the type
	in.X, in.Y, in.Click = area.X+2, area.Y+2, true
	tick(tb, ctx, in, area, true)
	if tb.Refused() == "" || tb.Selection() != first {
		t.Fatalf("a stray click: refusal %q, selection %q", tb.Refused(), tb.Selection())
	}
	tick(tb, ctx, in, area, true)
	if tb.Refused() == "" {
		t.Fatal("the refusal went on an idle tick")
	}
	// Esc steps back, and the sentence goes with the choice
	in.Press(ui.CmdCancel)
	tick(tb, ctx, in, area, true)
	tick(tb, ctx, in, area, true)
	if tb.Selection() != "" || tb.Refused() != "" {
		t.Fatalf("after Esc: selection %q, refusal %q", tb.Selection(), tb.Refused())
	}
	// never over another player's turn
	in.ClickRect(tb.squareRect(0))
	tick(tb, ctx, in, area, true)
	if tb.Refused() == "" {
		t.Fatal("no refusal")
	}
	tick(tb, ctx, in, area, false)
	if tb.Refused() != "" {
		t.Fatalf("the refusal %q sits over another player's turn", tb.Refused())
	}
}
