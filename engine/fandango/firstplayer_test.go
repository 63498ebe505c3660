package fandango

import (
	"strings"
	"testing"

	"monstermixer/engine"
)

// Alone at the table, the seat simply starts: nobody rolled lower, so the
// log never says "rolled the lowest"; with two seats it still does.
func TestALoneSeatNeverRolledTheLowest(t *testing.T) {
	for _, n := range []int{1, 2} {
		st, err := Game.NewState(engine.Setup{Players: n})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(5)
		var log []string
		for i := 0; i < 200 && !st.IsTerminal() && st.(*State).phase != PhaseTie; i++ {
			var a engine.Action
			if st.CurrentPlayer() == engine.Chance {
				a = engine.Sample(st, rng)
			} else {
				acts := engine.Legal(st)
				a = acts[rng.IntN(len(acts))]
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			for _, l := range st.(*State).DescribeEffects() {
				log = append(log, l.String())
			}
			if strings.Contains(strings.Join(log, "\n"), "starts") {
				break
			}
		}
		text := strings.Join(log, "\n")
		if got := strings.Contains(text, "rolled the lowest"); got != (n > 1) {
			t.Errorf("%d players: log\n%s", n, text)
		}
		if !strings.Contains(text, "starts") {
			t.Errorf("%d players: nobody starts in\n%s", n, text)
		}
	}
}
