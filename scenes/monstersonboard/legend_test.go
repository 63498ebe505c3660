package monstersonboard

import (
	"fmt"
	"strings"
	"testing"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// hotAt is the tip of the topmost region at exactly rect r, or of key k.
func hotTip(tb *Table, k key, r ui.Rect) (string, bool) {
	for i := len(tb.hot) - 1; i >= 0; i-- {
		h := &tb.hot[i]
		if (k.k != kNone && h.k == k) || (k.k == kNone && h.r == r) {
			return h.tip, true
		}
	}
	return "", false
}

// legendWhat is the legend's words for action a (family: the family
// mode's legend), and whether it has an entry.
func legendWhat(a mb.Act, family bool) (string, bool) {
	for _, e := range legendEntries(family) {
		if e.icon.Act == a {
			return e.what, true
		}
	}
	return "", false
}

// Every icon drawn on the board has a legend entry, and its tooltip has
// the legend's text: the path's spaces, the Summoning tracks, the Ghosts
// and Arch Monster card backs of the markets and the boards, the chips of
// the actions to do (issue 35).
func TestEveryIconHasALegendEntryAndItsTip(t *testing.T) {
	st := midGame(t, 2, nil)
	ctx := newCtx(2, st.CurrentPlayer(), 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	g := tb.lay.boards[tb.focus]
	b := &tb.v.boards[tb.focus]
	checked := 0
	check := func(where string, ic mb.Icon, tip string, ok bool) {
		t.Helper()
		what, in := legendWhat(ic.Act, false)
		if !in {
			t.Errorf("%s: %s has no legend entry", where, mb.IconText(ic))
			return
		}
		if !ok || !strings.Contains(tip, what) {
			t.Errorf("%s: the tip %q lacks the legend's %q", where, tip, what)
		}
		checked++
	}
	for sp := 0; sp < mb.Space(mb.FinalArea, 0); sp++ {
		a, c := mb.SpaceArea(sp), mb.SpaceColour(sp)
		tip, ok := hotTip(tb, key{k: kSpace, a: sp}, ui.Rect{})
		if ic := mb.PathIcon(a, c); ic.Act != mb.ActNone {
			check(fmt.Sprintf("area %d %s", a, mb.ColourName(c)), ic, tip, ok)
		}
		if gh := b.Ghosts[sp]; gh > 0 {
			check(fmt.Sprintf("the Ghost of area %d %s", a, mb.ColourName(c)), mb.Ghosts[gh-1].Icon, tip, ok)
		}
	}
	for r := 0; r < mb.NumRows; r++ {
		for i := 1; i <= mb.TrackLen; i++ {
			tip, ok := hotTip(tb, key{}, g.track(r, i))
			check(fmt.Sprintf("track %d space %d", r+1, i), mb.TrackIcon(r, i), tip, ok)
		}
	}
	for i := 0; i < mb.MarketSize; i++ {
		if id := tb.v.ghosts[i]; id >= 0 {
			tip, ok := hotTip(tb, key{k: kGhostMkt, a: i}, ui.Rect{})
			check(fmt.Sprintf("market Ghost %d", i), mb.Ghosts[id].Icon, tip, ok)
		}
		if id := tb.v.archs[i]; id >= 0 {
			tip, ok := hotTip(tb, key{k: kArchMkt, a: i}, ui.Rect{})
			check(fmt.Sprintf("market card %d", i), mb.Archs[id].Back, tip, ok)
		}
	}
	for _, id := range b.CardIDs() {
		tip, ok := hotTip(tb, key{k: kCard, a: id}, ui.Rect{})
		check(fmt.Sprintf("card %d", id), mb.Archs[id].Back, tip, ok)
	}
	if checked < 60 {
		t.Fatalf("only %d icons checked", checked)
	}
	// the chips of a set of actions
	st = atDecision(t, 2, nil, 4, mb.KindDone)
	tb = showing(st, newCtx(2, 0, 1), area)
	now, _ := st.Pending()
	if len(now) == 0 {
		t.Fatal("no actions pending")
	}
	for _, ic := range now {
		tip, ok := hotTip(tb, key{kChip, int(ic.Act), int(ic.N)}, ui.Rect{})
		check("chip "+mb.IconText(ic), ic, tip, ok)
		if strings.Contains(tip, "with Done") && len(now) == 1 {
			t.Errorf("the chip says Done while the button reads Skip this action: %q", tip)
		}
	}
	// every action has an entry, and the pieces too
	for a := mb.ActNone + 1; a <= mb.ActSummon; a++ {
		if _, ok := legendWhat(a, false); !ok {
			t.Errorf("the legend lacks action %d", a)
		}
	}
}

// The family mode's area icons (4, 8, 12) have the family legend's text.
func TestFamilyAreaIconsHaveTheirLegend(t *testing.T) {
	st := dealt(t, 2, map[string]string{mb.OptMode: mb.ModeFamily})
	area := tableArea(1)
	tb := showing(st, newCtx(2, 0, 1), area)
	g := tb.lay.boards[tb.focus]
	for _, a := range []int{4, 8, mb.FinalArea} {
		_, ic := tb.areaLabel(a)
		what, ok := legendWhat(ic.Act, true)
		tip, found := hotTip(tb, key{}, g.areaBox(a))
		if !ok || !found || !strings.Contains(tip, what) {
			t.Errorf("area %d: tip %q, legend %q (%v)", a, tip, what, ok)
		}
	}
}

// In Grunt Movement a Driveway die's tip names the Grunts of its colour
// that will walk and where each lands, as the engine tells (Board.Walks).
func TestMoveDieTipNamesTheWalkingGrunts(t *testing.T) {
	st := atDecision(t, 2, nil, 7, mb.KindActivate)
	if st.Phase() != mb.PhaseMove {
		t.Fatalf("phase %v", st.Phase())
	}
	tb := showing(st, newCtx(2, 0, 1), tableArea(1))
	b := st.Board(0)
	n := 0
	for i, d := range b.Drive {
		if d.Empty() || b.Moved[i] {
			continue
		}
		tip, ok := hotTip(tb, key{k: kDrive, a: i}, ui.Rect{})
		col := mb.ColourName(d.Colour())
		if !ok || !strings.Contains(tip, "Grunt Movement") || !strings.Contains(tip, col+" Grunt") {
			t.Fatalf("die %d (%s): the tip %q does not name the %s Grunts walking", i, d.Words(), tip, col)
		}
		for _, w := range b.Walks(d.Colour()) {
			to := fmt.Sprintf("to area %d", w.To)
			if w.To >= mb.FinalArea {
				to = "to the final area"
			}
			if !strings.Contains(tip, to) {
				t.Errorf("die %d: the tip %q lacks %q", i, tip, to)
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no die to activate")
	}
	if in := tb.Instruction(); !strings.HasPrefix(in, "Grunt Movement: choose your") {
		t.Errorf("the instruction says %q", in)
	}
}

// The instruction line is there, in the phase's words, while decision
// buttons show (it once went away when Done appeared), and drawn.
func TestInstructionStaysWithButtons(t *testing.T) {
	for _, c := range []struct {
		k      mb.Kind
		prefix string
	}{{mb.KindDone, ""}, {mb.KindPass, "Spook:"}} {
		st := atDecision(t, 2, nil, 3, c.k)
		ctx := newCtx(2, 0, 1)
		area := tableArea(1)
		tb := showing(st, ctx, area)
		tick(tb, ctx, &ui.Script{}, area, true)
		if len(tb.buttons()) == 0 {
			t.Fatalf("%v: no buttons", c.k)
		}
		in := tb.Instruction()
		if in == "" || !strings.HasPrefix(in, c.prefix) || !strings.Contains(in, ":") {
			t.Fatalf("%v: instruction %q with buttons shown", c.k, in)
		}
		drawn := recordTexts(func() { render(tb, ctx, area, 1280, 720, fmt.Sprintf("mob-instruction-%d", c.k)) })
		if !containsString(drawn, in) {
			t.Errorf("%v: the instruction %q is not drawn", c.k, in)
		}
	}
}

func containsString(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// Alone against Spider Jack the instruction (the top bar's line) names
// the step of the multi-step Swamp-Jack.
func TestSoloInstructionNamesTheStep(t *testing.T) {
	st := atDecision(t, 1, nil, 5, mb.KindPlace)
	tb := showing(st, newCtx(1, 0, 1), tableArea(1))
	left := 0
	for _, d := range st.Board(0).Drive {
		if !d.Empty() {
			left++
		}
	}
	want := "Swamp-Jack: place your " + ordinal(mb.DicePerCar-left) + " die in a row"
	if in := tb.Instruction(); !strings.HasPrefix(in, want) {
		t.Fatalf("instruction %q, want %q", in, want)
	}
}

// The legend opens with its button and with L, lists every entry drawn,
// takes the clicks while open and closes with Esc.
func TestLegendOpensAndCloses(t *testing.T) {
	for _, opts := range []map[string]string{nil, {mb.OptMode: mb.ModeFamily}} {
		st := dealt(t, 2, opts)
		ctx := newCtx(2, st.CurrentPlayer(), 1)
		area := tableArea(1)
		tb := showing(st, ctx, area)
		in := &ui.Script{}
		in.ClickRect(tb.lay.legendButton())
		if _, ok := tick(tb, ctx, in, area, true); ok || !tb.leg.Open {
			t.Fatal("the Legend button did not open the legend")
		}
		if len(tb.Targets()) != 0 {
			t.Error("targets under the open legend")
		}
		name := "mob-legend"
		if opts != nil {
			name += "-family"
		}
		drawn := recordTexts(func() { render(tb, ctx, area, 1280, 720, name) })
		for _, e := range legendEntries(st.Family()) {
			if !containsString(drawn, e.name) {
				t.Errorf("the legend does not show %q", e.name)
			}
		}
		esc := &ui.Script{}
		esc.Cmds[ui.CmdCancel] = true
		tick(tb, ctx, esc, area, true)
		if tb.leg.Open {
			t.Fatal("Esc did not close the legend")
		}
		tick(tb, ctx, &ui.Script{}, area, true)
		tick(tb, ctx, &ui.Script{Text: []rune{'l'}}, area, true)
		if !tb.leg.Open {
			t.Fatal("L did not open the legend")
		}
	}
}

// The guide is shorter than it was, differs per mode, and has a picture
// for each step.
func TestGuidePerModeWithPictures(t *testing.T) {
	seen := map[string]string{}
	for _, c := range []struct {
		n    int
		opts map[string]string
		mode string
	}{
		{2, nil, ""}, {2, map[string]string{mb.OptMode: mb.ModeFamily}, "family"},
		{1, nil, "versus-jack"}, {1, map[string]string{mb.OptSolo: mb.SoloScare}, "own-scare"},
	} {
		tb := showing(newGame(t, c.n, c.opts), newCtx(c.n, 0, 1), tableArea(1))
		if tb.GuideMode() != c.mode {
			t.Errorf("%v: mode %q, want %q", c.opts, tb.GuideMode(), c.mode)
		}
		g := tb.Guide()
		pics := tb.GuidePictures()
		if len(pics) != len(g) {
			t.Errorf("%q: %d steps, %d pictures", c.mode, len(g), len(pics))
		}
		words := len(strings.Fields(strings.Join(g, " ")))
		if words > 150 {
			t.Errorf("%q: the guide has %d words", c.mode, words)
		}
		for m, other := range seen {
			if other == strings.Join(g, " ") {
				t.Errorf("modes %q and %q tell the same guide", c.mode, m)
			}
		}
		seen[c.mode] = strings.Join(g, " ")
	}
}

// Spider Jack's scoring after the draft is announced on the table (a
// banner over the board), not only in the log.
func TestJackScoringIsAnnounced(t *testing.T) {
	st := dealt(t, 1, nil)
	ctx := newCtx(1, 0, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	tb.fly = flight{on: true, e: mb.Event{Kind: mb.EvJackScore, Die: mb.MakeDie(0, 5), Colour: 0, N: 2}}
	drawn := recordTexts(func() { render(tb, ctx, area, 1280, 720, "mob-jack-banner") })
	want := "Spider Jack scores " + mb.MakeDie(0, 5).Words() + ": +7 (rank 5, Court 2)"
	if !containsString(drawn, want) {
		t.Fatalf("no banner %q among %q", want, drawn)
	}
}
