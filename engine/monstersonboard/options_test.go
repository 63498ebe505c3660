package monstersonboard

import (
	"slices"
	"testing"

	"monstermixer/engine"
)

// "Youngest first" names only the seats playing, youngest first, in
// player language; the choices (the values records keep) are the same at
// every player count.
func TestBirthOrderLabelsNameOnlySeatsPlaying(t *testing.T) {
	i := slices.IndexFunc(Game.Options(), func(o engine.Option) bool { return o.Key == OptAges })
	o := Game.Options()[i]
	want := map[int]map[string]string{
		2: {"1234": "Player 1, then Player 2", "2134": "Player 2, then Player 1"},
		3: {"3124": "Player 3, then Player 1, then Player 2", "2314": "Player 2, then Player 3, then Player 1"},
		4: {"2134": "Player 2, then 1, then 3, then 4", "4321": "Player 4, then 3, then 2, then 1"},
	}
	for n, labelOf := range want {
		choices, labels := o.Offered(n)
		got := map[string]string{}
		for k, c := range choices {
			got[c] = labels[k]
		}
		for c, l := range labelOf {
			if got[c] != l {
				t.Errorf("%d players: %s reads %q, want %q", n, c, got[c], l)
			}
		}
		seen := map[string]bool{}
		for _, l := range labels {
			if seen[l] {
				t.Errorf("%d players: two orders read %q", n, l)
			}
			seen[l] = true
		}
	}
	if !slices.Contains(o.Choices, "2143") || len(o.Choices) != 24 {
		t.Errorf("the birth orders are no longer the 24 orders of four seats: %q", o.Choices)
	}
}
