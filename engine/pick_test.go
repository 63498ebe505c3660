package engine_test

import (
	"testing"

	"monstermixer/engine"
)

// The best score wins wherever it stands; tied best actions are each
// picked about equally often.
func TestBestPickTakesTheBestAndSharesTies(t *testing.T) {
	rng := engine.NewRand(1)
	counts := map[engine.Action]int{}
	for i := 0; i < 3000; i++ {
		var p engine.BestPick
		for a, score := range []int{2, 7, 1, 7, 7, 3} {
			p.Offer(engine.Action(a), score, rng)
		}
		counts[p.Best()]++
	}
	if len(counts) != 3 {
		t.Fatalf("picked %v, want only the actions scoring 7 (1, 3, 4)", counts)
	}
	for _, a := range []engine.Action{1, 3, 4} {
		if counts[a] < 900 || counts[a] > 1100 {
			t.Fatalf("action %d picked %d times of 3000, want about 1000: %v", a, counts[a], counts)
		}
	}
}
