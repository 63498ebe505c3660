package fandango

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// Every line a hex's tip shows (what stands on it, its units with their
// specials, what lies there) reads as written text, at many moments of a
// game with and without the facing rule.
func TestHexTipsRead(t *testing.T) {
	for _, facing := range []string{"off", "on"} {
		st := newState(t, 2, map[string]string{"map": "small", "facing": facing})
		rng := engine.NewRand(5)
		var legal []engine.Action
		seen := map[string]bool{}
		for i := 0; i < 1500 && !st.IsTerminal(); i++ {
			if p := st.CurrentPlayer(); p >= 0 && i%10 == 0 {
				tb := showing(st, newCtx(2, p, 1), tableArea(1))
				for h := range st.Board().NumHexes() {
					for _, line := range tb.hexLines(h, nil) {
						if seen[line] {
							continue
						}
						seen[line] = true
						if f := engine.TextFault(line, false); f != "" {
							t.Errorf("facing %s: the tip line %q %s", facing, line, f)
						}
					}
				}
			}
			legal = enginetest.StepRandom(t, st, rng, legal)
		}
		if len(seen) < 40 {
			t.Errorf("facing %s: only %d tip lines read", facing, len(seen))
		}
	}
}
