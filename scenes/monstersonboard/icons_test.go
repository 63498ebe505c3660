package monstersonboard

import (
	"image/color"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// textCode matches the text codes the table once drew for actions ("J3",
// "M1", "Sum", "+/-", "+Grunt"...): a player reads icons now.
var textCode = regexp.MustCompile(`^(J\d*|M\d*|Sum|\+/-|Swap|Feed|Call|Grunt|Minion|\+Grunt|\+\d+)$`)

// recordTexts runs draw with every text the table writes recorded.
func recordTexts(draw func()) []string {
	var seen []string
	old := drawText
	drawText = func(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v ui.Align, c color.RGBA) {
		seen = append(seen, s)
		old(dst, s, size, bold, x, y, h, v, c)
	}
	defer func() { drawText = old }()
	draw()
	return seen
}

// midGame is a game of n seats with the options played on until some
// Ghost stands on a player's path and a Summoning tracker has moved.
func midGame(t *testing.T, n int, opts map[string]string) *mb.State {
	st := newGame(t, n, opts)
	playUntil(t, st, 5, func(s *mb.State) bool {
		if s.CurrentPlayer() < 0 || s.Round() < 3 {
			return false
		}
		if opts[mb.OptMode] == mb.ModeFamily {
			return true
		}
		for p := 0; p < n; p++ {
			b := s.Board(p)
			ghost := false
			for _, g := range b.Ghosts {
				ghost = ghost || g > 0
			}
			if ghost && b.Track != [mb.NumRows]int8{} {
				return true
			}
		}
		return false
	})
	return st
}

// No action is written as a text code on the table any more, in any mode
// and at scale 1 and 1.5: the spaces, Ghosts, Summoning tracks, card
// backs and family areas show icons. (The words of the table, such as
// "Neighbourhood", are still written, which shows the recording works.)
func TestNoTextCodesOnTheTable(t *testing.T) {
	cases := []struct {
		name string
		n    int
		opts map[string]string
		word string // a word the table does write
	}{
		{"regular", 3, nil, "Neighbourhood"},
		{"family", 3, map[string]string{mb.OptMode: mb.ModeFamily}, "Row 1"},
		{"solo Spider Jack", 1, map[string]string{mb.OptSolo: mb.SoloJack}, "Neighbourhood"},
		{"solo scare", 1, map[string]string{mb.OptSolo: mb.SoloScare}, "Neighbourhood"},
	}
	for _, c := range cases {
		st := midGame(t, c.n, c.opts)
		for _, scale := range []float64{1, 1.5} {
			ctx := newCtx(c.n, st.CurrentPlayer(), scale)
			area := tableArea(scale)
			tb := showing(st, ctx, area)
			texts := recordTexts(func() {
				if os.Getenv("MIXER_SHOTS") != "" {
					render(tb, ctx, area, int(1280*scale), int(720*scale), "mob-icons-"+strings.ReplaceAll(c.name, " ", "-")+"-"+strconv.FormatFloat(scale, 'f', -1, 64))
					return
				}
				// only the texts count: a one-pixel image takes the
				// draws without painting the table (software GL is slow);
				// the still table is drawn live (Draw paints its still
				// image only for the part of the area on the image)
				img := ebiten.NewImage(1, 1)
				defer img.Deallocate()
				tb.drawStill(img)
				tb.Draw(ctx, img, area)
			})
			found := false
			for _, s := range texts {
				found = found || s == c.word
				if textCode.MatchString(s) {
					t.Errorf("%s, scale %v: the table writes %q", c.name, scale, s)
				}
			}
			if !found {
				t.Errorf("%s, scale %v: %q is not among the %d texts written", c.name, scale, c.word, len(texts))
			}
		}
	}
}

// The large board shows each path space's and each Summoning track
// space's action as its icon, in the action's own colour, at scale 1 and
// 1.5 (where no piece covers it).
func TestBoardShowsActionIcons(t *testing.T) {
	st := midGame(t, 3, nil)
	for _, scale := range []float64{1, 1.5} {
		ctx := newCtx(3, st.CurrentPlayer(), scale)
		area := tableArea(scale)
		tb := showing(st, ctx, area)
		img := render(tb, ctx, area, int(1280*scale), int(720*scale), "mob-icons-board-"+strconv.FormatFloat(scale, 'f', -1, 64))
		p := tb.focus
		g := tb.lay.boards[p]
		b := &tb.v.boards[p]
		covered := map[int]bool{}
		for i := 0; i < int(b.NGrunts); i++ {
			covered[mb.Space(int(b.Grunts[i].Area), int(b.Grunts[i].Colour))] = true
		}
		for sp, gh := range b.Ghosts {
			covered[sp] = covered[sp] || gh > 0 || hasMinion(b, sp)
		}
		checked := 0
		for a := 1; a < mb.FinalArea; a++ {
			for c := 0; c < mb.NumColours; c++ {
				ic := mb.PathIcon(a, c)
				if ic.Act == mb.ActNone || covered[mb.Space(a, c)] {
					continue
				}
				want := actionColour(ic.Act)
				if n := tabletest.CountNear(img, want, 6, g.space(mb.Space(a, c))); n < int(20*scale*scale) {
					t.Errorf("scale %v: area %d, %s space: %d pixels of the colour of %s", scale, a, mb.ColourName(c), n, mb.IconText(ic))
				}
				checked++
			}
		}
		for r := 0; r < mb.NumRows; r++ {
			for i := 1; i <= mb.TrackLen; i++ {
				ic := mb.TrackIcon(r, i)
				if n := tabletest.CountNear(img, actionColour(ic.Act), 6, g.track(r, i)); n < int(20*scale*scale) {
					t.Errorf("scale %v: row %d track space %d: %d pixels of the colour of %s", scale, r+1, i, n, mb.IconText(ic))
				}
				checked++
			}
		}
		if checked < 30 {
			t.Errorf("scale %v: only %d spaces checked", scale, checked)
		}
	}
}

// The rules screen shows every kind of action icon, named in words.
func TestRulesPicturesNameEveryAction(t *testing.T) {
	pics := New().RulesPictures()
	kinds := map[mb.Act]bool{}
	for _, ic := range rulesIcons {
		kinds[ic.Act] = true
	}
	for _, a := range missingActs(func(a mb.Act) bool { return kinds[a] }) {
		t.Errorf("the rules show no icon of action %d", a)
	}
	if len(pics) != len(rulesIcons) || pics[0].Heading == "" {
		t.Fatalf("%d pictures, the first under %q", len(pics), pics[0].Heading)
	}
	for i, p := range pics {
		if p.Caption != mb.IconText(rulesIcons[i]) || textCode.MatchString(p.Caption) || p.Draw == nil {
			t.Errorf("picture %d: %q", i, p.Caption)
		}
	}
}
