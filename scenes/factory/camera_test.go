package factory

import (
	"testing"

	fe "monstermixer/engine/factory"
)

// A placement with the pointer over the monsters leaves every shown tile
// where it was (the spot under the pointer does not jump); once the
// pointer leaves the monsters they are centred again, as a table shown
// afresh shows them.
func TestTheMonsterStaysStillUnderThePointer(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 6; seed++ {
		for k := 2; k < 30; k += 3 {
			st := play(t, 2, seed, k)
			if st.Phase() != fe.PhasePlace {
				continue
			}
			for _, name := range wantSpots(st, 0) {
				if stillCase(t, st, name) {
					tried++
				}
			}
			if tried >= 3 {
				return
			}
		}
	}
	t.Fatalf("%d placements checked that re-centring would move, want 3", tried)
}

// stillCase places at the lit spot name with the pointer on it; it
// reports false when the case says nothing (the monster completes, it
// outgrows its box, or centring it again would not move it).
func stillCase(t *testing.T, st *fe.State, name string) bool {
	t.Helper()
	tb, ctx, in := setup(t, st)
	clickTarget(tb, in, name)
	a, ok := step(tb, ctx, in, true)
	if !ok {
		t.Fatalf("a click on %s played nothing", name)
	}
	seat, _, _, _, _, _ := fe.DecodePlacement(a)
	main := tb.seats[seat].main
	first := tb.seats[seat].mons[main].Tiles[0]
	before, _ := tb.cellRect(seat, main, first.X, first.Y)

	next := st.Clone().(*fe.State)
	if err := next.Apply(a); err != nil {
		t.Fatal(err)
	}
	// The centred layout of the state after, as shown afresh.
	fresh, _, _ := setup(t, next)
	centred, _ := fresh.cellRect(seat, main, first.X, first.Y)
	if fresh.seats[seat].main != main || centred == before {
		return false
	}
	held, fits := heldGrid(tb.seats[seat].grid, fresh.seats[seat].grid, tb.seats[seat].work)
	if !fits || held.Cell != before.W {
		return false // grown past its box: the tiles must shrink
	}

	tb.Animate(ctx, st.Clone(), a, next)
	for i := 0; i < 3; i++ {
		step(tb, ctx, in, false) // the pointer stays on the spot
	}
	if got, _ := tb.cellRect(seat, main, first.X, first.Y); got != before {
		t.Fatalf("%s: with the pointer on the monster, its first tile moved from %v to %v", name, before, got)
	}
	// The pointer leaves the monsters: they are centred again.
	in.X, in.Y = tb.handTile.Center()
	step(tb, ctx, in, false)
	if got, _ := tb.cellRect(seat, main, first.X, first.Y); got != centred {
		t.Fatalf("%s: the pointer left, the first tile is at %v, centred %v", name, got, centred)
	}
	return true
}
