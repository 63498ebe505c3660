package factory

import (
	"testing"

	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// A refused click says why and keeps the tile's turn; the sentence goes
// as soon as the tile is turned, and it never shows over the next
// player's turn.
func TestARefusalGoesWhenTheTileTurnsOrTheTurnPasses(t *testing.T) {
	st := withUnlit(t, 3, true)
	tb, ctx, in := setup(t, st)
	var _ ui.Refuser = tb
	p, sp, _ := unlit(tb)
	r := tb.seats[p].grid.cell(sp.x, sp.y)
	// The first refusal is on a spot where the tile does not fit (the
	// engine's reason); the later ones on the pile (what to do now), as
	// a turned tile may fit the spot.
	refuse := func() {
		t.Helper()
		defer func() { r = tb.pileR }()
		sel := tb.Selection()
		in.ClickRect(r)
		if a, ok := step(tb, ctx, in, true); ok {
			t.Fatalf("a click on an unlit spot returned %s", st.ActionString(a))
		}
		if tb.Refused() == "" || tb.note != tb.Refused() {
			t.Fatalf("refused %q, note %q", tb.Refused(), tb.note)
		}
		if tb.Selection() != sel {
			t.Fatalf("the selection became %q, was %q", tb.Selection(), sel)
		}
		step(tb, ctx, in, true)
		if tb.Refused() == "" {
			t.Fatal("the refusal went on an idle tick")
		}
	}

	// Turned with R: the refusal goes.
	refuse()
	in.Press(ui.CmdRotate)
	step(tb, ctx, in, true)
	if tb.Selection() == "" || tb.Refused() != "" || tb.note != "" {
		t.Fatalf("turned %q: refusal %q, note %q stays", tb.Selection(), tb.Refused(), tb.note)
	}

	// Turned by a click on the tile in hand (its lit target): the same.
	refuse()
	clickTarget(tb, in, "hand")
	before := tb.rot
	step(tb, ctx, in, true)
	if tb.rot == before || tb.Refused() != "" {
		t.Fatalf("the hand click: turn %d (was %d), refusal %q", tb.rot, before, tb.Refused())
	}

	// The next player's turn: the refusal goes at once.
	refuse()
	step(tb, ctx, in, false)
	if tb.Refused() != "" || tb.note != "" {
		t.Fatalf("over another player's turn: refusal %q, note %q", tb.Refused(), tb.note)
	}

	// A new state (the next draw): the refusal goes.
	refuse()
	next := st.Clone().(*fe.State)
	var placed bool
	for _, a := range st.AppendLegalActions(nil) {
		if _, _, _, _, _, ok := fe.DecodePlacement(a); ok {
			if err := next.Apply(a); err != nil {
				t.Fatal(err)
			}
			tb.Animate(ctx, st.Clone(), a, next)
			placed = true
			break
		}
	}
	if !placed {
		t.Fatal("no placement")
	}
	step(tb, ctx, in, true)
	if tb.Refused() != "" {
		t.Fatalf("after a new state: refusal %q", tb.Refused())
	}
}
