package fandango

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
)

// randomGame plays random legal moves in an n-player game until round r.
func randomGame(t *testing.T, n int, seed uint64, r int) *fd.State {
	t.Helper()
	st := newState(t, n, nil)
	rng := engine.NewRand(seed)
	for st.Round() < r && !st.IsTerminal() {
		enginetest.StepRandom(t, st, rng, nil)
	}
	return st
}

// TestQuestProgressIsReadable: in games of 1, 2, 4 and 6 players at scale
// 1, no quest line is cut with an ellipsis or runs out of the panel, the
// deciding player's progress is written in full, the others' headings
// tell theirs on hover, and the action part keeps room for its buttons.
func TestQuestProgressIsReadable(t *testing.T) {
	type drawn struct {
		s    string
		size float64
		x    float64
	}
	var got []drawn
	old := drawText
	drawText = func(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v ui.Align, c color.RGBA) {
		if h == ui.AlignStart {
			got = append(got, drawn{s, size, x})
		}
		old(dst, s, size, bold, x, y, h, v, c)
	}
	defer func() { drawText = old }()
	positions := []*fd.State{game(t)}
	for _, n := range []int{1, 2, 4, 6} {
		for _, seed := range []uint64{4, 11} {
			positions = append(positions, randomGame(t, n, seed, 4+int(seed)%5))
		}
	}
	for k, st := range positions {
		n := st.NumPlayers()
		ctx, area, tb := atTable(st, n, engine.Observer)
		got = got[:0]
		render(tb, ctx, area, 1280, 720, "")
		q := tb.lay.quests
		all := ""
		for _, d := range got {
			all += d.s + " "
			if strings.Contains(d.s, "…") {
				t.Errorf("position %d (%d players): a quest line is cut: %q", k, n, d.s)
			}
			if d.x+ui.TextWidth(d.s, d.size, false) > q.X+q.W-8 {
				t.Errorf("position %d (%d players): %q runs out of the panel", k, n, d.s)
			}
		}
		focus := tb.texts.focus
		words := strings.Join(strings.Fields(all), " ") // wrapped lines are drawn one by one
		for i := range 3 {
			if line := tb.texts.quests[focus*3+i]; !strings.Contains(words, line) {
				t.Errorf("position %d (%d players): %q is not written in full in %q", k, n, line, all)
			}
		}
		if tb.lay.acts.H < 300 {
			t.Errorf("position %d (%d players): the action part is %v high", k, n, tb.lay.acts.H)
		}
		for _, r := range tb.lay.qrows {
			if r.i >= 0 || r.open {
				continue
			}
			tb.updateTip(r.r.X+r.r.W/2, r.r.Y+r.r.H/2)
			tip := strings.Join(tb.tip, "\n")
			for i := range 3 {
				if line := tb.texts.quests[r.p*3+i]; !strings.Contains(tip, line) {
					t.Errorf("position %d: hovering %s's heading does not tell %q: %q", k, tb.seatName(r.p), line, tip)
				}
			}
		}
	}
}
