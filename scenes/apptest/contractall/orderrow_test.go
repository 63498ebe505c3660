package contractall

import (
	"fmt"
	"slices"
	"testing"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
)

// positionsWhere are up to n seeded positions reached by random play
// where want holds, seen by the seat that decides then.
func positionsWhere(t *testing.T, id string, seed int64, n int, want func(engine.State) bool) []engine.State {
	var out []engine.State
	walk(t, id, seed, func(_ int, st engine.State) bool {
		if want(st) {
			out = append(out, st.Clone())
		}
		return len(out) < n
	})
	return out
}

// TestOrderRowTakesTheClickAnywhere holds Monsters on Board's placements
// into a row of the Order (a Driveway die, then a lit row) and its swaps
// (an Order spot, then another) to the contract, which the positions of
// TestEveryLitTargetTakesTheClick do not reach: every lit target, after a
// first step too, takes the click at its centre and inside each edge.
func TestOrderRowTakesTheClickAnywhere(t *testing.T) {
	id := mb.Game.ID()
	for _, kind := range []mb.Kind{mb.KindPlace, mb.KindSwap} {
		has := func(st engine.State) bool {
			return slices.ContainsFunc(engine.Legal(st), func(a engine.Action) bool { return mb.Decode(a).Kind == kind })
		}
		found := 0
		for seed := int64(1); seed <= 4 && found < 2; seed++ {
			for pi, st := range positionsWhere(t, id, seed, 1, has) {
				found++
				checkLit(t, id, st, fmt.Sprintf("kind %d: seed %d position %d (%s)", kind, seed, pi, describe(st)), nil)
			}
		}
		t.Logf("kind %d: %d positions", kind, found)
		if found == 0 {
			t.Errorf("no position with an action of kind %d found", kind)
		}
	}
}
