package fandango

import (
	"strconv"
	"testing"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/tabletest"
)

// TestTheRoundFollowsTheAnimation: while the action that ends a round
// still plays (its die rolling), the round label and the top bar's
// progress say the old round; the new round shows once it has played
// (issue 34: "Round 2" showed while the round-1 die was rolling).
func TestTheRoundFollowsTheAnimation(t *testing.T) {
	st := newState(t, 2, map[string]string{"map": "small", "rounds": "20"})
	ctx, area, tb := atTable(st, 2, engine.Observer)
	tabletest.RoundEnds(t, tb, ctx, area, st, 3, 3000, 3, 2000,
		func(s engine.State) int { return s.(*fd.State).Round() },
		func(e tabletest.RoundEnd, tick int) {
			want := "Round " + strconv.Itoa(e.Before.(*fd.State).Round()) + " of 20"
			what := "while round " + strconv.Itoa(e.Before.(*fd.State).Round()) + "'s last action plays"
			if tick < 0 {
				want = "Round " + strconv.Itoa(e.After.(*fd.State).Round()) + " of 20"
				what = "once it has played"
			}
			if tb.Progress() != want || tb.texts.round != want {
				t.Fatalf("%s the progress reads %q and the label %q, want %q", what, tb.Progress(), tb.texts.round, want)
			}
		})
}
