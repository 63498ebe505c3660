package fandango_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/fandango"
)

// TestWindowOptionsDistinct plays seeded random games and, at every
// response window (Lucky, Dark Sacrifice, a death), checks that the
// descriptions of the window's legal actions are pairwise different, so
// the response prompt never shows two buttons with the same words. The
// games must reach windows with several options of each kind.
func TestWindowOptionsDistinct(t *testing.T) {
	seen := map[fandango.Phase]int{}
	var legal []engine.Action
	for seed := range uint64(40) {
		st, err := fandango.Game.NewState(engine.Setup{Players: 2 + int(seed%3), Options: map[string]string{"map": "small", "rounds": "20"}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*fandango.State)
		rng := engine.NewRand(seed)
		for !s.IsTerminal() {
			var a engine.Action
			if s.CurrentPlayer() == engine.Chance {
				a = engine.Sample(s, rng)
			} else {
				legal = s.AppendLegalActions(legal[:0])
				if _, ok := s.OpenWindow(); ok && len(legal) > 2 {
					seen[s.Phase()]++
					said := map[string]engine.Action{}
					for _, b := range legal {
						text := s.DescribeAction(b).String()
						if c, dup := said[text]; dup {
							t.Fatalf("seed %d: %s and %s are both described %q", seed, s.ActionString(c), s.ActionString(b), text)
						}
						said[text] = b
					}
				}
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("windows with three or more options: %v", seen)
	for _, ph := range []fandango.Phase{fandango.PhaseLucky, fandango.PhaseDeath} {
		if seen[ph] == 0 {
			t.Errorf("no %v window with three or more options was reached", ph)
		}
	}
}
