package monstersonboard_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/monstersonboard"
)

// Every mode says why its games ended, and nothing before (PlayToEnd):
// the 6th round is over; the family mode once every Minion space is
// filled; versus Spider Jack, naming him.
func TestEndReasonOfEveryMode(t *testing.T) {
	cases := []struct {
		players int
		opts    map[string]string
		want    string
	}{
		{2, nil, "the 6th and last round is over"},
		{4, map[string]string{monstersonboard.OptDraft: monstersonboard.DraftTurns}, "the 6th and last round is over"},
		{3, map[string]string{monstersonboard.OptMode: monstersonboard.ModeFamily}, "the 6th and last round is over and every Minion space is filled"},
		{1, map[string]string{monstersonboard.OptSolo: monstersonboard.SoloScare}, "the 6th and last round is over"},
		{1, map[string]string{monstersonboard.OptSolo: monstersonboard.SoloJack}, "the 6th and last round against Spider Jack is over"},
	}
	var legal []engine.Action
	for i, c := range cases {
		for seed := range uint64(2) {
			st, why, l := enginetest.PlayToEnd(t, monstersonboard.Game, engine.Setup{Players: c.players, Options: c.opts}, uint64(10*i)+seed, legal)
			legal = l
			if why != c.want {
				t.Fatalf("%d players %v, seed %d: %q, want %q", c.players, c.opts, seed, why, c.want)
			}
			s := st.(*monstersonboard.State)
			if s.Round() != monstersonboard.NumRounds {
				t.Fatalf("%d players %v, seed %d: over in round %d", c.players, c.opts, seed, s.Round())
			}
			if !s.Family() {
				continue
			}
			for p := range c.players {
				for r := range monstersonboard.NumRows {
					if n := s.MinionsOnRow(p, r); n != 2 {
						t.Fatalf("seed %d: the game ended with %d Minions on seat %d's row %d", seed, n, p+1, r+1)
					}
				}
			}
		}
	}
}
