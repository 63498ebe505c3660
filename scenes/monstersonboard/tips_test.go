package monstersonboard

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
)

// Every hover tip of the table, in each mode, at many moments of a game
// seen by the seat deciding, reads as written sentences.
func TestEveryTipReadsAsSentences(t *testing.T) {
	cases := []struct {
		name string
		n    int
		opts map[string]string
	}{
		{"regular", 2, nil},
		{"family", 2, map[string]string{mb.OptMode: mb.ModeFamily}},
		{"versus Spider Jack", 1, map[string]string{mb.OptSolo: mb.SoloJack, mb.OptCourt: "2 random Ghosts (+2)"}},
		{"beat your own scare", 1, map[string]string{mb.OptSolo: mb.SoloScare}},
	}
	for _, c := range cases {
		st := newGame(t, c.n, c.opts)
		rng := engine.NewRand(3)
		seen, checked := map[string]bool{}, 0
		for i := 0; !st.IsTerminal(); i++ {
			if p := st.CurrentPlayer(); p >= 0 && i%5 == 0 {
				ctx := newCtx(c.n, p, 1)
				tb := showing(st, ctx, tableArea(1))
				for _, h := range tb.hot {
					if h.tip == "" || seen[h.tip] {
						continue
					}
					seen[h.tip] = true
					checked++
					if f := engine.TextFault(h.tip, true); f != "" {
						t.Errorf("%s, round %d: the tip %q %s", c.name, st.Round(), h.tip, f)
					}
				}
			}
			if err := st.Apply(enginetest.PolicyAction(st, rng, mb.Greedy)); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 50 {
			t.Errorf("%s: only %d tips read", c.name, checked)
		}
	}
}
