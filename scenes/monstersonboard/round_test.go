package monstersonboard

import (
	"strings"
	"testing"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/tabletest"
)

// TestTheProgressFollowsTheAnimation: in family mode the action that
// ends a round plays its scoring before the top bar's progress tells the
// next round (issue 34: "Round 3" was announced before the person's own
// row score showed); once it has played, the new round shows.
func TestTheProgressFollowsTheAnimation(t *testing.T) {
	st := newGame(t, 2, map[string]string{mb.OptMode: mb.ModeFamily})
	ctx, area, tb := atTable(st, 2, engine.Observer)
	tabletest.RoundEnds(t, tb, ctx, area, st, 5, 5000, 2, 5000,
		func(s engine.State) int { return s.(*mb.State).Round() },
		func(e tabletest.RoundEnd, tick int) {
			switch tick {
			case 0:
				if want := progressLine(e.Before.(*mb.State)); tb.Progress() != want {
					t.Fatalf("as round %d's last action starts to play the progress reads %q, want %q", e.Before.(*mb.State).Round(), tb.Progress(), want)
				}
			case -1:
				if want := progressLine(e.After.(*mb.State)); tb.Progress() != want || !strings.HasPrefix(want, "Round ") {
					t.Fatalf("once it has played the progress reads %q, want %q", tb.Progress(), want)
				}
			}
		})
}
