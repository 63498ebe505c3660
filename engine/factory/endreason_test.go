package factory

import (
	"strings"
	"testing"

	"monstermixer/engine"
)

// The game says why it ended: every first monster complete (with the
// tiles left in the pile) or the tiles ran out; nothing while it goes on.
func TestEndReasonSaysWhyTheGameEnded(t *testing.T) {
	rng := engine.NewRand(3)
	buf := make([]engine.Action, 0, 256)
	sample := func(s *State) engine.Action { return s.SampleChance(rng) }
	seen := map[bool]bool{}
	for i := 0; i < 60 && len(seen) < 2; i++ {
		s := New(2 + i%3)
		if r := engine.EndReason(s); len(r) != 0 {
			t.Fatalf("a reason before the end: %q", r.String())
		}
		buf = playRandom(s, rng, buf, sample)
		why := engine.EndReason(s).String()
		seen[s.allFirstDone()] = true
		switch {
		case s.allFirstDone() && s.pileN > 0:
			if !strings.Contains(why, "every first monster is complete") || !strings.Contains(why, "left in the pile") {
				t.Fatalf("%d tiles left: %q", s.pileN, why)
			}
		case s.pileN == 0 && !strings.Contains(why, "tiles ran out"):
			t.Fatalf("empty pile: %q", why)
		}
	}
	if !seen[true] {
		t.Fatal("no game ended with every first monster complete: the test proves little")
	}
}
