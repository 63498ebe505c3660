package monstersonboard

import (
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// soloAt plays seeded games versus Spider Jack with the rollout policy
// until one reaches the position done asks for.
func soloAt(t *testing.T, opts map[string]string, done func(*mb.State) bool) *mb.State {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		st := newGame(t, 1, opts)
		rng := engine.NewRand(seed)
		for !st.IsTerminal() && !done(st) {
			a := enginetest.PolicyAction(st, rng, mb.Greedy)
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if done(st) {
			return st
		}
	}
	t.Fatal("no seed reached the position")
	return nil
}

// Spider Jack's Court is drawn under his panel, a colour a row, with his
// card's symbols; when his dice tie, the person picks the one he scores
// by clicking it in his panel.
func TestCourtAndTheTieByClick(t *testing.T) {
	st := soloAt(t, map[string]string{mb.OptCourt: "2 random Ghosts (+2)"}, func(s *mb.State) bool { return s.Phase() == mb.PhaseJackScore })
	ctx, area, tb := atTable(st, 1, 0)
	choices := st.ScoreChoices()
	for _, k := range choices {
		if _, ok := target(tb, "jackdie:"+ui.Num(k)); !ok {
			t.Fatalf("his tied die %d is not a target: %v", k, tb.Targets())
		}
	}
	img := render(tb, ctx, area, 1280, 720, "mob-court")
	for c := 0; c < mb.NumColours; c++ {
		if tabletest.Count(img, monColours[c], tb.courtRow(c)) == 0 {
			t.Fatalf("the %s row of his Court is not drawn", mb.ColourName(c))
		}
	}
	j := st.Jack()
	for k := 0; k < 3; k++ {
		y := mb.SoloCards[j.Card].Symbols[k]
		col := white
		if y.Colour != mb.White {
			col = monColours[y.Colour]
		}
		if tabletest.Count(img, col, tb.symbolRect(k)) == 0 {
			t.Fatalf("symbol %d (%s) is not drawn", k+1, mb.SymbolText(y))
		}
	}
	if p := tb.Progress(); !strings.HasSuffix(p, ": Spider Jack scores his dice") {
		t.Errorf("progress while he scores: %q", p)
	}
	for _, h := range tb.hot {
		if h.k.k == kJackDie && (!strings.HasPrefix(h.tip, "He took a") || strings.Contains(h.tip, "..") || strings.Contains(h.tip, "Malice")) {
			t.Errorf("the tip of his die %d reads %q", h.k.a, h.tip)
		}
	}
	tg, _ := target(tb, "jackdie:"+ui.Num(choices[1]))
	in := &ui.Script{}
	in.ClickRect(tg.Rect)
	a, ok := tick(tb, ctx, in, area, true)
	if want := (mb.Move{Kind: mb.KindJackScore, A: choices[1]}).Encode(); !ok || a != want {
		t.Fatalf("clicking his die gave %v %v", a, ok)
	}
}

// The Court's texts are made when its counts change, not at every frame:
// a frame at rest allocates nothing for them.
func TestCourtTextsAreKept(t *testing.T) {
	tb := New()
	if got := tb.courtText(2, 3, 1); got != "3 dice, 1 Ghost" {
		t.Fatalf("court text %q", got)
	}
	var n float64
	ebitentest.OnFrame(func() { n = testing.AllocsPerRun(20, func() { tb.courtText(2, 3, 1) }) })
	if n != 0 {
		t.Fatalf("%v allocations for an unchanged Court text", n)
	}
	if got := tb.courtText(2, 1, 0); got != "1 die, 0 Ghosts" {
		t.Fatalf("court text after a change %q", got)
	}
}

// Before his first card is flipped, the first three symbol boxes show a
// question mark and their tips say the card is still to come; only the
// fourth says he is given the last die.
func TestCourtBeforeHisFirstCard(t *testing.T) {
	st := newGame(t, 1, map[string]string{mb.OptSolo: mb.SoloJack})
	if st.Jack().Card >= 0 {
		t.Fatalf("a new game already shows his card %d", st.Jack().Card)
	}
	ctx, area := newCtx(1, 0, 1), tableArea(1)
	tb := showing(st, ctx, area)
	texts := recordTexts(func() { render(tb, ctx, area, 1280, 720, "mob-court-before-card") })
	count := map[string]int{}
	for _, s := range texts {
		count[s]++
	}
	if count["?"] != 3 || count["last"] != 1 {
		t.Fatalf("the symbol boxes read %d \"?\" and %d \"last\", want 3 and 1", count["?"], count["last"])
	}
	tips := 0
	for _, h := range tb.hot {
		for k := 0; k < mb.DicePerCar; k++ {
			if h.r != tb.symbolRect(k) {
				continue
			}
			tips++
			last := strings.Contains(h.tip, "last die")
			if (k == 3) != last {
				t.Errorf("symbol box %d reads %q", k+1, h.tip)
			}
		}
	}
	if tips != mb.DicePerCar {
		t.Fatalf("%d symbol boxes have a tip, want %d", tips, mb.DicePerCar)
	}
}

// Every phase has a name on the progress line.
func TestEveryPhaseIsNamed(t *testing.T) {
	for p := range mb.NumPhases {
		if phaseNames[p] == "" {
			t.Errorf("phase %d has no name", p)
		}
	}
}

// A die Spider Jack scores lifts off his card into the row of its colour
// in his Court; from then on his card shows it faded, and its tip says it
// is in his Court now.
func TestHisScoredDieGoesToHisCourt(t *testing.T) {
	st := soloAt(t, map[string]string{mb.OptCourt: "2 random Ghosts (+2)"}, func(s *mb.State) bool { return s.Phase() == mb.PhaseJackScore })
	ctx, area := newCtx(1, 0, 1), tableArea(1)
	tb := showing(st, ctx, area)
	a := (mb.Move{Kind: mb.KindJackScore, A: st.ScoreChoices()[0]}).Encode()
	next := st.Clone().(*mb.State)
	if err := next.Apply(a); err != nil {
		t.Fatal(err)
	}
	evs := next.Events()
	i := slices.IndexFunc(evs, func(e mb.Event) bool { return e.Kind == mb.EvJackScore })
	if i < 0 {
		t.Fatalf("no score among the events %v", evs)
	}
	e := evs[i]
	col := monColours[e.Colour]
	counts := func(name string) (card, court int) {
		img := render(tb, ctx, area, 1280, 720, name)
		return tabletest.Count(img, col, tb.jackDie(e.Slot)), tabletest.Count(img, col, tb.courtDie(e.Colour))
	}
	card0, court0 := counts("mob-score-before")
	if card0 == 0 {
		t.Fatalf("his %s is not drawn on his card before he scores it", e.Die.Words())
	}
	tb.Start(&e, false)
	tb.Run(&e, 1)
	card, court := counts("mob-score-landing")
	if card != 0 || court <= court0 {
		t.Fatalf("as it lands: %d bright pixels left on his card, %d in his Court (%d before)", card, court, court0)
	}
	tb.Finish(&e)
	card, court = counts("mob-score-after")
	if card != 0 || court != court0 {
		t.Fatalf("after it lands: %d bright pixels on his card, %d in his Court (%d before)", card, court, court0)
	}
	if got, want := tb.v.jack.CourtDice[e.Colour], st.Jack().CourtDice[e.Colour]+1; got != want {
		t.Fatalf("his Court shows %d %s dice, want %d", got, mb.ColourName(e.Colour), want)
	}
	tips := 0
	for _, h := range tb.hot {
		if h.k.k == kJackDie && h.k.a == e.Slot {
			tips++
			if !strings.Contains(h.tip, "in his Court now") {
				t.Errorf("the tip of his scored die reads %q", h.tip)
			}
		}
	}
	if tips != 1 {
		t.Fatalf("%d tips for his scored die", tips)
	}
	// Once he has scored three, the die left says it picks his Ghost.
	for next.Phase() == mb.PhaseJackScore {
		if err := next.Apply((mb.Move{Kind: mb.KindJackScore, A: next.ScoreChoices()[0]}).Encode()); err != nil {
			t.Fatal(err)
		}
	}
	tb = showing(next, ctx, area)
	render(tb, ctx, area, 1280, 720, "mob-score-done")
	left := 0
	for _, h := range tb.hot {
		if h.k.k == kJackDie && strings.Contains(h.tip, "did not score it") {
			left++
		}
	}
	if left != 1 {
		t.Fatalf("%d of his dice say they were not scored, want 1", left)
	}
}
