package contractall

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
)

// positionsWhere are up to n seeded positions reached by random play
// where want holds, seen by the seat that decides then.
func positionsWhere(t *testing.T, id string, seed int64, n int, want func(engine.State) bool) []engine.State {
	g, err := engine.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.NewState(engine.Setup{Players: max(2, g.MinPlayers())})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 34))
	var out []engine.State
	for len(out) < n && !st.IsTerminal() {
		if st.CurrentPlayer() < 0 {
			if err := st.Apply(engine.SampleChance(st, rng)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if want(st) {
			out = append(out, st.Clone())
		}
		legal := engine.Legal(st)
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
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
