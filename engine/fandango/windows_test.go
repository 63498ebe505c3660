package fandango_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/fandango"
)

// buttonRunes is about what a response button shows of its label before
// cutting it (bold 20 px text in a 512 px button).
const buttonRunes = 44

// TestWindowOptionsDistinct plays seeded random games and, at every
// response window (Lucky, Dark Sacrifice, a death), checks that the
// descriptions of the window's legal actions (as far as a button shows
// them) are pairwise different, so the response prompt never shows two
// buttons with the same words. The games must reach Lucky and death
// windows with several options (TestDarkSacrificeOptionsDistinct puts
// four orcs beside one target, which random games rarely do).
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
						text := []rune(s.DescribeAction(b).String())
						// A button cuts a long label at its end: the words
						// that tell options apart must come early.
						text = text[:min(len(text), buttonRunes)]
						if c, dup := said[string(text)]; dup {
							t.Fatalf("seed %d: %s and %s are both described %q", seed, s.ActionString(c), s.ActionString(b), string(text))
						}
						said[string(text)] = b
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
