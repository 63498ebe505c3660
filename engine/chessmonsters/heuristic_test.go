package chessmonsters

import (
	"testing"

	"monstermixer/engine"
)

// The fast chance sampler draws every outcome with its listed probability.
func TestSampleChanceMatchesOutcomes(t *testing.T) {
	st, _ := Game.NewState(engine.Setup{Players: 2})
	s := st.(*State)
	for _, k := range append(append([]string{}, whiteTeam...), blackTeam...) {
		do(t, s, "pick "+k)
	}
	do(t, s, "draw mirror") // a draw with 7 cards left
	start := s.Clone().(*State)
	do(t, start, "draw gloves", "draw mirror", "draw gloves")
	rng := engine.NewRand(1)
	for _, st := range []*State{s, start, ready(t, whiteTeam, blackTeam, quiet, quiet, "start 6 1")} {
		if st.phase == phTurn {
			put(t, st, White, "jumo", "c3")
			do(t, st, "c3 jump c6")
		}
		want := map[engine.Action]float64{}
		for _, o := range st.ChanceOutcomes() {
			want[o.Action] = o.Prob
		}
		const n = 60000
		got := map[engine.Action]float64{}
		for range n {
			got[st.SampleChance(rng)] += 1.0 / n
		}
		for a, p := range want {
			if d := got[a] - p; d > 0.01 || d < -0.01 {
				t.Errorf("%s: sampled %.3f, listed %.3f", st.ActionString(a), got[a], p)
			}
		}
		if len(got) != len(want) {
			t.Errorf("sampled %d outcomes, listed %d", len(got), len(want))
		}
	}
}
