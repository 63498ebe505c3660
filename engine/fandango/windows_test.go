package fandango_test

import (
	"regexp"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
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

// A Lucky change is told once, by the choice itself ("Bob's ratman is
// Lucky: 3 becomes 4"), not again as its effect; an attack roll names the
// unit that rolls, as defence and search rolls do.
func TestLuckAndAttackRollsAreToldOnceByTheirUnit(t *testing.T) {
	lucky := regexp.MustCompile(`^.+'s [a-z ]+ is Lucky: [0-9]+ becomes [0-9]+$`)
	attack := regexp.MustCompile(`^.+ rolls [0-9]+ to attack( \(needs [0-9]+ or less\))?$`)
	luck, rolls := 0, 0
	for seed := range uint64(40) {
		st, err := fandango.Game.NewState(engine.Setup{Players: 2, Options: map[string]string{"map": "small", "rounds": "20"}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*fandango.State)
		rng := engine.NewRand(seed)
		var a engine.Action
		var legal []engine.Action
		for !s.IsTerminal() {
			a, legal = enginetest.RandomAction(s, rng, legal)
			said := s.DescribeAction(a).String()
			phase := s.Phase()
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			switch {
			case phase == fandango.PhaseLucky && strings.Contains(said, "Lucky"):
				luck++
				if !lucky.MatchString(said) {
					t.Fatalf("seed %d: the Lucky choice says %q", seed, said)
				}
				for _, l := range s.DescribeEffects() {
					if strings.Contains(l.String(), "Lucky") {
						t.Fatalf("seed %d: the Lucky change is told again: %q", seed, l.String())
					}
				}
			case strings.Contains(said, "to attack"):
				rolls++
				if !attack.MatchString(said) {
					t.Fatalf("seed %d: an attack roll says %q", seed, said)
				}
			case strings.Contains(said, "Attack roll"):
				t.Fatalf("seed %d: an attack roll names no unit: %q", seed, said)
			}
		}
	}
	if luck == 0 || rolls == 0 {
		t.Fatalf("the games met %d Lucky changes and %d attack rolls: too few to check", luck, rolls)
	}
}
