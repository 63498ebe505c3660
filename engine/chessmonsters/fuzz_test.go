package chessmonsters

import (
	"testing"

	"monstermixer/engine"
)

// FuzzParseAction reads any text in a position with monsters, windows and
// loot about: it never panics, an action it reads and the state accepts
// reads back from its notation, and a refused one leaves the state as it
// was.
func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"c2-c3", "c3xc4 team", "join d3", "summon jumo c2", "c3 jump c6", "c2 mirror rally d3",
		"teleport c3 f4", "glasses c2", "beartrap", "sandtrap", "dodge d4", "roll 6", "start 3 5", "draw wind", "pick swordling",
		"end", "skip", "pass", "go", "wait c3", "c3 host c4", "", "zz 99 99", "c7-c8", "a1xa1 team team"} {
		f.Add(seed, uint8(0))
	}
	f.Fuzz(func(t *testing.T, text string, steps uint8) {
		st, _ := Game.NewState(engine.Setup{Players: 2})
		s := st.(*State)
		rng := engine.NewRand(uint64(steps))
		for i := 0; i < int(steps) && !s.IsTerminal(); i++ {
			legal := s.AppendLegalActions(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		a, err := s.ParseAction(text)
		if err != nil {
			return
		}
		before := engine.Hash(s)
		c := s.Clone().(*State)
		if err := c.Apply(a); err != nil {
			if engine.Hash(s) != before {
				t.Fatal("a refusal changed the state")
			}
			return
		}
		if b, err := s.ParseAction(s.ActionString(a)); err != nil || b != a {
			t.Fatalf("%q: accepted action %q reads back as %d (%v)", text, s.ActionString(a), b, err)
		}
	})
}
