package monstersonboard

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// TestOwnBoardLargeInEveryPhase puts the table in front of the person
// deciding in each phase of each mode (issue 35): their own board is the
// large one, its targets are on it, and no other board is drawn large.
func TestOwnBoardLargeInEveryPhase(t *testing.T) {
	modes := []struct {
		name string
		n    int
		opts map[string]string
	}{
		{"regular", 3, nil},
		{"family", 3, map[string]string{mb.OptMode: mb.ModeFamily}},
		{"solo", 1, map[string]string{mb.OptSolo: mb.SoloJack}},
	}
	area := tableArea(1)
	for _, m := range modes {
		st := newGame(t, m.n, m.opts)
		rng := engine.NewRand(5)
		var legal []engine.Action
		seen := map[mb.Phase]bool{}
		for i := 0; !st.IsTerminal() && i < 5000; i++ {
			if p := st.CurrentPlayer(); p >= 0 && !seen[st.Phase()] {
				seen[st.Phase()] = true
				ctx := newCtx(m.n, p, 1)
				tb := showing(st, ctx, area)
				if tb.focus != p {
					t.Fatalf("%s, %s: seat %d decides but seat %d's board is large", m.name, phaseNames[st.Phase()], p, tb.focus)
				}
				big := tb.lay.boards[p]
				for q := 0; q < m.n; q++ {
					if q != p && tb.lay.boards[q].k >= big.k {
						t.Fatalf("%s, %s: seat %d's board is as large as the person's", m.name, phaseNames[st.Phase()], q)
					}
				}
				if len(tb.Targets()) == 0 {
					t.Fatalf("%s, %s: nothing to click on the person's board", m.name, phaseNames[st.Phase()])
				}
				render(tb, ctx, area, 1280, 720, "mob-own-"+m.name+"-"+ui.Num(int(st.Phase())))
			}
			legal = enginetest.StepRandom(t, st, rng, legal)
		}
		for _, ph := range []mb.Phase{mb.PhaseDraft, mb.PhaseMove, mb.PhaseSwamp, mb.PhaseSpook} {
			if m.name != "family" && !seen[ph] {
				t.Errorf("%s: never decided in %s", m.name, phaseNames[ph])
			}
		}
		if m.name == "family" && (!seen[mb.PhaseFamPick] || !seen[mb.PhaseFamRow]) {
			t.Errorf("family: phases decided %v", seen)
		}
	}
}

// TestComputerTurnKeepsPersonsBoard plays a 3-seat game where seat 0 is the
// person and the others computers, shown for the Observer between the
// person's decisions: the large board never leaves seat 0, and the seat
// acting glows on its small board.
func TestComputerTurnKeepsPersonsBoard(t *testing.T) {
	st := newGame(t, 3, nil)
	area := tableArea(1)
	obs := newCtx(3, engine.Observer, 1)
	tb := showing(st, obs, area)
	rng := engine.NewRand(11)
	var legal []engine.Action
	computer := 0
	for i := 0; i < 400 && !st.IsTerminal(); i++ {
		ctx := obs
		if st.CurrentPlayer() == 0 {
			ctx = newCtx(3, 0, 1)
		}
		var a engine.Action
		a, legal = enginetest.RandomAction(st, rng, legal)
		before := st.ViewFor(ctx.Viewer)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(ctx.Viewer))
		for j := 0; tb.Busy(); j++ {
			if j > 600 {
				t.Fatal("an animation never ends")
			}
			tick(tb, ctx, &ui.Script{}, area, false)
			if i == 120 && j == 20 && tb.acting > 0 {
				render(tb, ctx, area, 1280, 720, "mob-computer-turn")
			}
			if tb.focus != 0 {
				t.Fatalf("while seat %d's move plays, seat %d's board is large", tb.acting, tb.focus)
			}
		}
		tick(tb, ctx, &ui.Script{}, area, st.CurrentPlayer() == ctx.Viewer)
		if tb.focus != 0 {
			t.Fatalf("after a move, seat %d's board is large, not the person's", tb.focus)
		}
		if tb.acting > 0 {
			computer++
		}
	}
	if computer == 0 {
		t.Fatal("no computer ever acted")
	}
}

// TestPinnedPeek clicks a small board: it opens enlarged beside the
// person's board, which stays large with its targets; a click on it
// closes it.
func TestPinnedPeek(t *testing.T) {
	st := dealt(t, 4, nil)
	p := st.CurrentPlayer()
	ctx := newCtx(4, p, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	q := (p + 2) % 4
	in := &ui.Script{}
	in.ClickRect(tb.lay.minis[q])
	tick(tb, ctx, in, area, true)
	in.X, in.Y = 1, 1
	tick(tb, ctx, in, area, true)
	if got, ok := tb.shownPeek(); !ok || got != q || tb.focus != p {
		t.Fatalf("after clicking seat %d's small board: peek %d %v, large %d", q, got, ok, tb.focus)
	}
	peek := tb.peekRect(q)
	if !peek.Within(area) {
		t.Fatalf("the enlarged board %v leaves the table area %v", peek, area)
	}
	for i := 0; i < tb.v.n; i++ {
		if i != p && peek.Overlaps(tb.lay.minis[i]) {
			t.Fatalf("the enlarged board covers seat %d's small board", i)
		}
	}
	if len(tb.Targets()) == 0 {
		t.Fatal("looking at another board took away the choices")
	}
	render(tb, ctx, area, 1280, 720, "mob-pinned-peek")
	in.ClickRect(peek)
	tick(tb, ctx, in, area, true)
	if _, ok := tb.shownPeek(); ok {
		t.Fatal("a click on the enlarged board does not close it")
	}
}
