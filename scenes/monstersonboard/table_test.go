package monstersonboard

import (
	"image/color"
	"os"
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

var (
	faceUp   = color.RGBA{0xd8, 0xc8, 0xf0, 0xff}
	faceDown = color.RGBA{0x5a, 0x3a, 0x8a, 0xff}
)

// dealt is a new game past its setup, at the first draft decision.
func dealt(t *testing.T, n int, opts map[string]string) *mb.State {
	st := newGame(t, n, opts)
	playUntil(t, st, 3, func(s *mb.State) bool { return s.CurrentPlayer() >= 0 })
	return st
}

// TestProphecyFaceUpOnlyForItsOwner draws seat 0's board for seat 0, for
// seat 1 and for the neutral Observer: only its owner sees it face up.
func TestProphecyFaceUpOnlyForItsOwner(t *testing.T) {
	st := dealt(t, 3, nil)
	area := tableArea(1)
	for _, viewer := range []int{0, 1, engine.Observer} {
		ctx := newCtx(3, viewer, 1)
		tb := showing(st, ctx, area)
		tb.focus = 0
		tb.dirty = true
		tb.Update(ctx, &ui.Script{}, area, false)
		img := render(tb, ctx, area, 1280, 720, "mob-prophecy")
		r := tb.lay.boards[0].prophecy()
		up, down := tabletest.Count(img, faceUp, r), tabletest.Count(img, faceDown, r)
		if viewer == 0 && (up == 0 || down != 0) {
			t.Fatalf("the owner sees %d face-up and %d face-down pixels of the Prophecy", up, down)
		}
		if viewer != 0 && (up != 0 || down == 0) {
			t.Fatalf("viewer %d sees %d face-up and %d face-down pixels of seat 0's Prophecy", viewer, up, down)
		}
		if viewer == engine.Observer && tabletest.Count(img, faceUp, tabletest.Whole(img)) != 0 {
			t.Fatal("the Observer sees a Prophecy card face up somewhere")
		}
	}
}

// TestDraftByClick takes a die from the Fearnobile in front by clicking it.
func TestDraftByClick(t *testing.T) {
	st := dealt(t, 3, nil)
	ctx := newCtx(3, st.CurrentPlayer(), 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	front := st.CarInFront(st.CurrentPlayer())
	var names []string
	for _, tg := range tb.Targets() {
		names = append(names, tg.Name)
	}
	if len(names) == 0 || !strings.HasPrefix(names[0], "car:"+ui.Num(front)+",") {
		t.Fatalf("targets %v, want the dice of car %d", names, front)
	}
	tg := tb.Targets()[0]
	in := &ui.Script{}
	in.ClickRect(tg.Rect)
	a, ok := tick(tb, ctx, in, area, true)
	if !ok || mb.Decode(a).Kind != mb.KindTake || !slices.Contains(engine.Legal(st), a) {
		t.Fatalf("clicking %s gave %v %v", tg.Name, a, ok)
	}
}

// TestRefusedClickSaysWhy clicks a die in another player's Fearnobile:
// nothing is chosen and the table says why.
func TestRefusedClickSaysWhy(t *testing.T) {
	st := dealt(t, 3, nil)
	p := st.CurrentPlayer()
	ctx, area, tb := atTable(st, 3, p)
	other := (st.CarInFront(p) + 1) % 3
	in := &ui.Script{}
	in.ClickRect(tb.carDie(other, 0))
	if a, ok := tick(tb, ctx, in, area, true); ok {
		t.Fatalf("a die of another Fearnobile was taken: %v", a)
	}
	if !strings.Contains(tb.note, "in front of you") {
		t.Fatalf("refusal %q", tb.note)
	}
	img := render(tb, ctx, area, 1280, 720, "mob-refused")
	if tabletest.CountNear(img, color.RGBA{0x50, 0x18, 0x22, 0xff}, 6, tabletest.Whole(img)) == 0 {
		t.Fatal("the refusal is not drawn")
	}
}

// atDecision plays until seat 0 decides with an action of kind k legal.
func atDecision(t *testing.T, n int, opts map[string]string, seed uint64, k mb.Kind) *mb.State {
	st := newGame(t, n, opts)
	playUntil(t, st, seed, func(s *mb.State) bool {
		return s.CurrentPlayer() == 0 && slices.ContainsFunc(engine.Legal(s), func(a engine.Action) bool { return mb.Decode(a).Kind == k })
	})
	return st
}

// clickName clicks the target whose name starts with prefix.
func clickName(t *testing.T, tb *Table, ctx *ui.Context, area ui.Rect, prefix string) (engine.Action, bool) {
	t.Helper()
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, prefix) {
			in := &ui.Script{}
			in.ClickRect(tg.Rect)
			return tick(tb, ctx, in, area, true)
		}
	}
	t.Fatalf("no target %q among %v", prefix, tb.sortedLit())
	return 0, false
}

// TestPlaceDieInRow places a Driveway die in a row: the die, then a lit row.
func TestPlaceDieInRow(t *testing.T) {
	st := atDecision(t, 2, nil, 4, mb.KindPlace)
	ctx, area, tb := atTable(st, 2, 0)
	if _, ok := clickName(t, tb, ctx, area, "drive:"); ok {
		t.Fatal("one click placed a die")
	}
	if !slices.ContainsFunc(tb.sortedLit(), func(s string) bool { return strings.HasPrefix(s, "row:") }) {
		t.Fatalf("no row lit after choosing a die: %v", tb.sortedLit())
	}
	render(tb, ctx, area, 1280, 720, "mob-place")
	a, ok := clickName(t, tb, ctx, area, "row:")
	if !ok || mb.Decode(a).Kind != mb.KindPlace || !slices.Contains(engine.Legal(st), a) {
		t.Fatalf("placing gave %v %v", a, ok)
	}
}

// TestDoneSkipsTheRest offers Done (or Skip this action) while actions
// are pending, and it means the engine's Done.
func TestDoneSkipsTheRest(t *testing.T) {
	st := atDecision(t, 2, nil, 6, mb.KindDone)
	ctx, area, tb := atTable(st, 2, 0)
	now, _ := st.Pending()
	want := "button:Done"
	if len(now) == 1 {
		want = "button:Skip this action"
	}
	a, ok := clickName(t, tb, ctx, area, want)
	if !ok || mb.Decode(a).Kind != mb.KindDone {
		t.Fatalf("%s gave %v %v", want, a, ok)
	}
}

// TestKeyboardChooses moves the frame's keyboard cursor to a lit target
// and confirms.
func TestKeyboardChooses(t *testing.T) {
	st := dealt(t, 2, nil)
	ctx := newCtx(2, st.CurrentPlayer(), 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	in := &ui.Script{}
	var cur ui.Cursor
	tabletest.ArrowTo(t, tb, &cur, ctx, in, area, tb.litNames[1])
	in.Press(ui.CmdConfirm)
	a, ok := tabletest.KeyTick(tb, &cur, ctx, in, area, true)
	if !ok || !slices.Contains(engine.Legal(st), a) {
		t.Fatalf("the keyboard chose %v %v", a, ok)
	}
}

// TestFamilyRowByClick puts a family-mode Minion on a lit row.
func TestFamilyRowByClick(t *testing.T) {
	st := atDecision(t, 2, map[string]string{mb.OptMode: mb.ModeFamily}, 2, mb.KindFamRow)
	ctx, area, tb := atTable(st, 2, 0)
	render(tb, ctx, area, 1280, 720, "mob-family")
	a, ok := clickName(t, tb, ctx, area, "row:")
	if !ok || mb.Decode(a).Kind != mb.KindFamRow {
		t.Fatalf("the row gave %v %v", a, ok)
	}
}

// TestAnimationPlaysWithSoundAndSkips rolls a die into a Fearnobile and
// drafts one: the events play with sounds at speed 1, and skipping ends
// on the new state.
func TestAnimationPlaysWithSoundAndSkips(t *testing.T) {
	st := newGame(t, 2, nil)
	playUntil(t, st, 1, func(s *mb.State) bool { return s.Phase() == mb.PhaseArrival })
	ctx, area, tb := atTable(st, 2, engine.Observer)
	before := st.ViewFor(engine.Observer)
	roll := mb.Move{Kind: mb.KindDie, A: 2, B: 5}.Encode()
	if err := st.Apply(roll); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, roll, st.ViewFor(engine.Observer))
	if !tb.Busy() {
		t.Fatal("a roll plays nothing")
	}
	// The die's colour shows as it falls, its rank once it has landed.
	ranked := false
	for i := 0; i < 120 && tb.Busy(); i++ {
		if tb.fly.on && tb.fly.e.Kind == mb.EvRoll {
			told := strings.Contains(tb.Status(), "pink 5")
			if told != (tb.fly.p >= dieLands) || !strings.Contains(tb.Status(), "pink") {
				t.Fatalf("status %q at %.2f of the roll", tb.Status(), tb.fly.p)
			}
			ranked = ranked || told
		}
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	if !ranked {
		t.Fatal("the roll's rank was never told")
	}
	if tb.Busy() || ctx.Sound.(*ebitentest.Sounds).Count("dice") == 0 {
		t.Fatalf("busy %v, sounds %v", tb.Busy(), ctx.Sound.(*ebitentest.Sounds).Played)
	}
	if tb.v.cars[0][0] != mb.MakeDie(2, 5) {
		t.Fatalf("the car shows %v", tb.v.cars[0][0])
	}
	playUntil(t, st, 1, func(s *mb.State) bool { return s.Phase() == mb.PhaseDraft })
	tb.Reset(ctx, st.ViewFor(engine.Observer))
	for st.Phase() == mb.PhaseDraft && st.Steps() == 0 {
		before := st.ViewFor(engine.Observer)
		a := engine.Legal(st)[0]
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(engine.Observer))
	}
	if !tb.Busy() {
		t.Fatal("the end of a draft step plays nothing")
	}
	tick(tb, ctx, &ui.Script{}, area, false)
	render(tb, ctx, area, 1280, 720, "mob-flight")
	tb.SkipAnimation()
	if tb.Busy() || tb.v.boards[0].Drive[0].Empty() || tb.v.front != snapshot(st).front {
		t.Fatalf("after skipping: busy %v, driveway %v, fronts %v", tb.Busy(), tb.v.boards[0].Drive, tb.v.front)
	}
}

// TestDrawsEverySizeAndCount draws 2 players at 1280x720 and 4 players at
// 1920x1080 and checks the dice of the Fearnobiles show.
func TestDrawsEverySizeAndCount(t *testing.T) {
	for _, c := range []struct {
		n     int
		scale float64
	}{{2, 1}, {4, 1.5}} {
		st := dealt(t, c.n, nil)
		ctx := newCtx(c.n, 0, c.scale)
		area := tableArea(c.scale)
		tb := showing(st, ctx, area)
		img := render(tb, ctx, area, int(1280*c.scale), int(720*c.scale), "mob-size")
		d := st.Car(0)[0]
		r := tb.carDie(0, 0)
		if !d.Empty() && tabletest.Count(img, monColours[d.Colour()], r) == 0 {
			t.Fatalf("%d players at %v: the die %v in the first car is not drawn", c.n, c.scale, d)
		}
	}
}

// TestEveryEventPlays plays seeded games (3 players regular and family,
// 1 player in both solo modes) through the table as
// the Observer sees it, each action animated at normal speed tick by
// tick: every kind of event of a regular game runs and ends, and the top
// bar names only players and Spider Jack (never a "Seat N") in a line it
// shows whole. With
// MIXER_SHOTS set it saves each kind half-way.
func TestEveryEventPlays(t *testing.T) {
	playEveryEvent(t, 3, nil, []mb.EventKind{mb.EvRoll, mb.EvMarket, mb.EvDrive, mb.EvDraft, mb.EvGrunt, mb.EvPlace, mb.EvJuice,
		mb.EvMalice, mb.EvMaliceDie, mb.EvRound, mb.EvFinal, mb.EvCall, mb.EvFeed})
	playEveryEvent(t, 3, map[string]string{mb.OptMode: mb.ModeFamily}, []mb.EventKind{mb.EvRoll, mb.EvDrive, mb.EvFamTake,
		mb.EvGrunt, mb.EvJuice, mb.EvRow, mb.EvRound, mb.EvFinal})
	for _, solo := range []string{mb.SoloJack, mb.SoloScare} {
		playEveryEvent(t, 1, map[string]string{mb.OptSolo: solo}, []mb.EventKind{mb.EvRoll, mb.EvDrive, mb.EvDraft,
			mb.EvJackPick, mb.EvGrunt, mb.EvPlace, mb.EvRound, mb.EvFinal})
	}
}

// playEveryEvent plays a seeded 3-player game with opts through the table
// and checks that the kinds of event want were played.
func playEveryEvent(t *testing.T, n int, opts map[string]string, want []mb.EventKind) {
	st := newGame(t, n, opts)
	ctx, area, tb := atTable(st, n, engine.Observer)
	rng := engine.NewRand(8)
	var legal []engine.Action
	seen := map[mb.EventKind]bool{}
	shot := map[mb.EventKind]bool{}
	for !st.IsTerminal() {
		var a engine.Action
		a, legal = enginetest.RandomAction(st, rng, legal)
		before := st.ViewFor(engine.Observer)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(engine.Observer))
		for i := 0; tb.Busy(); i++ {
			if i > 600 {
				t.Fatalf("an animation of %v never ends", tb.fly.e)
			}
			tick(tb, ctx, &ui.Script{}, area, false)
			if strings.Contains(tb.status, "Seat ") {
				t.Fatalf("%v: the top bar names a seat that is not a player: %q", opts, tb.status)
			}
			if l := ui.LayTopBar(1280, 1, 1280-ui.TableProgressEnd, mb.Game.Name(), tb.status, tb.Progress(), true); strings.HasSuffix(l.Line, "…") {
				t.Fatalf("%v: the top bar cuts %q short", opts, tb.status)
			}
			if tb.fly.on {
				seen[tb.fly.e.Kind] = true
				if k := tb.fly.e.Kind; tb.fly.p > 0.5 && !shot[k] && os.Getenv("MIXER_SHOTS") != "" {
					shot[k] = true
					render(tb, ctx, area, 1280, 720, "mob-event-"+opts[mb.OptMode]+opts[mb.OptSolo]+ui.Num(int(k)))
				}
			}
		}
		if tb.v != snapshot(st.ViewFor(engine.Observer).(*mb.State)) {
			t.Fatalf("after the events of %s the table does not show the state", st.ActionString(a))
		}
	}
	for _, k := range want {
		if !seen[k] {
			t.Errorf("%v: no event of kind %d played", opts, k)
		}
	}
}

// TestSmallBoardsReadable hovers a small board (it shows enlarged) and
// clicks it (it stays enlarged beside the person's board, which stays large).
func TestSmallBoardsReadable(t *testing.T) {
	st := dealt(t, 3, nil)
	p := st.CurrentPlayer()
	ctx, area, tb := atTable(st, 3, p)
	q := (p + 1) % 3
	plain := render(tb, ctx, area, 1280, 720, "mob-nopeek")
	in := &ui.Script{}
	in.X, in.Y = tb.lay.minis[q].Center()
	tick(tb, ctx, in, area, true)
	if got, ok := tb.peeking(); !ok || got != q {
		t.Fatalf("hovering the small board of seat %d peeks at %d %v", q, got, ok)
	}
	peek := render(tb, ctx, area, 1280, 720, "mob-peek")
	big := tb.lay.boards[tb.focus].whole()
	if a, b := tabletest.Count(plain, ui.ColAccent, big), tabletest.Count(peek, ui.ColAccent, big); b <= a {
		t.Fatalf("the enlarged board is not drawn (%d accent pixels, %d before)", b, a)
	}
	in.ClickRect(tb.lay.minis[q])
	tick(tb, ctx, in, area, true)
	if got, ok := tb.shownPeek(); !ok || got != q || tb.focus != p {
		t.Fatalf("clicking the small board of seat %d: enlarged %d %v, large %d", q, got, ok, tb.focus)
	}
	if len(tb.Targets()) == 0 {
		t.Fatal("looking at another board took away the choices")
	}
}

// TestHoverSurvivesANewState hovers the last region of a busy board, then
// the table gets a state with fewer pieces and draws before its next
// Update: nothing refers to the old regions.
func TestHoverSurvivesANewState(t *testing.T) {
	late := newGame(t, 3, nil)
	playUntil(t, late, 5, func(s *mb.State) bool { return s.Round() == 4 && s.CurrentPlayer() >= 0 })
	early := dealt(t, 3, nil)
	ctx, area, tb := atTable(late, 3, 0)
	last := tb.hot[len(tb.hot)-1]
	in := &ui.Script{}
	in.X, in.Y = last.r.Center()
	tick(tb, ctx, in, area, false)
	if tb.hover < 0 {
		t.Fatal("nothing hovered")
	}
	tb.Reset(ctx, early.ViewFor(0))
	render(tb, ctx, area, 1280, 720, "mob-rehover")
	if tb.hover >= len(tb.hot) {
		t.Fatalf("hover %d of %d regions", tb.hover, len(tb.hot))
	}
}

// TestHintLightsTheClicks shows a suggested placement: its die and its row
// are ringed in the hint colour.
func TestHintLightsTheClicks(t *testing.T) {
	st := atDecision(t, 2, nil, 4, mb.KindPlace)
	ctx, area, tb := atTable(st, 2, 0)
	var a engine.Action
	for _, l := range engine.Legal(st) {
		if mb.Decode(l).Kind == mb.KindPlace {
			a = l
		}
	}
	plain := render(tb, ctx, area, 1280, 720, "mob-nohint")
	tb.ShowHint(a, true)
	m := mb.Decode(a)
	if !tb.isHint(key{k: kDrive, a: m.A}) || !tb.isHint(key{k: kRow, a: m.B}) {
		t.Fatalf("hint keys %v for %v", tb.ch.HintKeys(), m)
	}
	img := render(tb, ctx, area, 1280, 720, "mob-hint")
	r := tb.lay.boards[0].row(m.B).Inset(-6)
	if a, b := tabletest.Count(plain, colHint, r), tabletest.Count(img, colHint, r); b <= a {
		t.Fatalf("the hinted row is not ringed (%d hint pixels, %d before)", b, a)
	}
	tb.ShowHint(0, false)
	if len(tb.ch.HintKeys()) != 0 {
		t.Fatal("the hint stays")
	}
}

// TestPromoteRefusedOnTheDieJustPlaced clicks the die just placed while
// Promote or Demote is pending: the engine's reason shows.
func TestPromoteRefusedOnTheDieJustPlaced(t *testing.T) {
	st := newGame(t, 2, nil)
	playUntil(t, st, 11, func(s *mb.State) bool {
		now, _ := s.Pending()
		return s.CurrentPlayer() == 0 && s.Placed() >= 0 && slices.ContainsFunc(now, func(ic mb.Icon) bool { return ic.Act == mb.ActPromote })
	})
	ctx, area, tb := atTable(st, 2, 0)
	in := &ui.Script{}
	in.ClickRect(tb.lay.boards[0].order(st.Placed()))
	if a, ok := tick(tb, ctx, in, area, true); ok {
		t.Fatalf("a click on the die just placed chose %v", a)
	}
	if !strings.Contains(tb.note, "just placed") {
		t.Fatalf("refusal %q", tb.note)
	}
}

// TestRowTipCountsDice says "1 die" and "2 dice" in a row's tip.
func TestRowTipCountsDice(t *testing.T) {
	var b mb.Board
	b.Order[0][0] = mb.MakeDie(4, 6)
	tb := New()
	if got := tb.rowTip(&b, 0); !strings.Contains(got, ": 1 die, ranks adding up to 6.") {
		t.Fatalf("one die: %q", got)
	}
	b.Order[0][1] = mb.MakeDie(0, 2)
	if got := tb.rowTip(&b, 0); !strings.Contains(got, ": 2 dice, ranks adding up to 8.") {
		t.Fatalf("two dice: %q", got)
	}
}

// TestFamilyDieTips: in the family mode (no actions, no Malice) a die in
// a Fearnobile tells how far it moves its Grunt, not actions it has not.
func TestFamilyDieTips(t *testing.T) {
	for _, family := range []bool{false, true} {
		opts := map[string]string{}
		if family {
			opts[mb.OptMode] = mb.ModeFamily
		}
		st := dealt(t, 2, opts)
		tb := showing(st, newCtx(2, 0, 1), tableArea(1))
		n := 0
		for _, h := range tb.hot {
			if h.k.k != kCar {
				continue
			}
			n++
			moves := strings.Contains(h.tip, "Grunt") && strings.Contains(h.tip, "(one per icon on its face)")
			if family && (!moves || strings.Contains(h.tip, "Malice")) || !family && (moves || !strings.Contains(h.tip, "Malice")) {
				t.Fatalf("family %v: a die in a Fearnobile reads %q", family, h.tip)
			}
		}
		if n == 0 {
			t.Fatalf("family %v: no die in a Fearnobile has a tip", family)
		}
	}
}

// TestFitsASmallArea draws the table in an area smaller than the frame's
// (the game-over screen's picture): everything shrinks to fit inside it.
func TestFitsASmallArea(t *testing.T) {
	st := dealt(t, 3, nil)
	ctx := newCtx(3, 0, 1)
	area := ui.Rect{X: 30, Y: 170, W: 560, H: 420}
	tb := showing(st, ctx, area)
	render(tb, ctx, area, 1280, 720, "mob-small")
	for _, r := range []ui.Rect{tb.carDie(1, 3), tb.lay.cars, tb.lay.boards[0].whole(), tb.lay.minis[2]} {
		if r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W+0.01 || r.Y+r.H > area.Y+area.H+0.01 {
			t.Fatalf("%+v lies outside the area %+v", r, area)
		}
	}
}

// TestIdleFramesAllocateNothing runs the table's Update and Targets on a
// person's turn with nothing moving, with and without decision buttons:
// the table itself allocates nothing (drawing is measured in scenes/perf).
func TestIdleFramesAllocateNothing(t *testing.T) {
	for _, k := range []mb.Kind{mb.KindPlace, mb.KindDone, mb.KindPass} {
		st := atDecision(t, 4, nil, 3, k)
		ctx, area, tb := atTable(st, 4, 0)
		in := &ui.Script{X: 400, Y: 500}
		tb.Update(ctx, in, area, true)
		var n float64
		ebitentest.OnFrame(func() { n = testing.AllocsPerRun(50, func() { tb.Update(ctx, in, area, true); tb.Targets() }) })
		if n != 0 {
			t.Fatalf("decision with %v: %v allocations per idle frame", k, n)
		}
	}
}

// The first-game guide tells the mode the game is played in: the family
// mode's own turn, and, alone, Spider Jack's draft and how to win.
func TestGuideTellsTheMode(t *testing.T) {
	for _, c := range []struct {
		n         int
		opts      map[string]string
		want, not []string
	}{
		{2, nil, []string{"Grunt Movement", "Arch Monster", "small board"}, []string{"Spider Jack takes", "area 4"}},
		{2, map[string]string{mb.OptMode: mb.ModeFamily}, []string{"area 4", "Minion in a row", "small board"}, []string{"Grunt Movement", "Arch Monster"}},
		{1, nil, []string{"Spider Jack takes", "outscoring him", "Grunt Movement"}, []string{"small board", "best scores"}},
		{1, map[string]string{mb.OptSolo: mb.SoloScare}, []string{"Spider Jack takes", "best scores", "two of each"}, []string{"small board", "outscoring him"}},
	} {
		ctx := newCtx(c.n, 0, 1)
		tb := showing(newGame(t, c.n, c.opts), ctx, tableArea(1))
		guide := strings.Join(tb.Guide(), " ")
		for _, w := range c.want {
			if !strings.Contains(guide, w) {
				t.Errorf("%d players %v: the guide lacks %q: %s", c.n, c.opts, w, guide)
			}
		}
		for _, w := range c.not {
			if strings.Contains(guide, w) {
				t.Errorf("%d players %v: the guide tells %q of another mode: %s", c.n, c.opts, w, guide)
			}
		}
	}
}

// insidePoints are the centre of r and points 3 pixels inside each edge
// and each corner: a lit target takes the click anywhere inside it.
func insidePoints(r ui.Rect) [][2]float64 {
	const d = 3
	cx, cy := r.Center()
	out := [][2]float64{{cx, cy}}
	for _, x := range []float64{r.X + d, cx, r.X + r.W - d} {
		for _, y := range []float64{r.Y + d, cy, r.Y + r.H - d} {
			if x != cx || y != cy {
				out = append(out, [2]float64{x, y})
			}
		}
	}
	return out
}

// centre is the middle of r.
func centre(r ui.Rect) [2]float64 {
	x, y := r.Center()
	return [2]float64{x, y}
}

// clickAt clicks (x, y) after the pointer has arrived there.
func clickAt(tb *Table, ctx *ui.Context, area ui.Rect, p [2]float64) (engine.Action, bool) {
	in := &ui.Script{X: p[0], Y: p[1]}
	tick(tb, ctx, in, area, true)
	in.Click = true
	return tick(tb, ctx, in, area, true)
}

// TestOrderRowTakesTheClickAnywhere: a Driveway die chosen for Swamp-Jack
// (a die of the Fearnobile in the family mode) lights whole rows of the
// Order; a click anywhere inside a lit row (its target, and the Order row
// as drawn: on its dice, between them, at its corners) puts the die in
// that row. For a swap, a click anywhere inside the lit second spot swaps.
func TestOrderRowTakesTheClickAnywhere(t *testing.T) {
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	for _, c := range []struct {
		opts  map[string]string
		kind  mb.Kind
		first string
	}{
		{nil, mb.KindPlace, "drive:"},
		{map[string]string{mb.OptMode: mb.ModeFamily}, mb.KindFamTake, "car:"},
	} {
		st := atDecision(t, 2, c.opts, 4, c.kind)
		tb := showing(st, ctx, area)
		first, ok := target(tb, firstName(tb, c.first))
		if !ok {
			t.Fatalf("%v: no %s lit: %v", c.kind, c.first, tb.sortedLit())
		}
		rows := 0
		for row := 0; row < mb.NumRows; row++ {
			tb = showing(st, ctx, area)
			clickAt(tb, ctx, area, centre(first.Rect))
			tg, ok := target(tb, "row:"+ui.Num(row))
			if !ok {
				continue
			}
			rows++
			for _, p := range append(insidePoints(tg.Rect), insidePoints(tb.lay.boards[0].row(row))...) {
				tb = showing(st, ctx, area)
				clickAt(tb, ctx, area, centre(first.Rect))
				a, ok := clickAt(tb, ctx, area, p)
				if m := mb.Decode(a); !ok || m.Kind != c.kind || m.B != row || !engine.IsLegal(st, a) {
					t.Fatalf("%v: a click at %.0f,%.0f inside the lit %s (%+v) gave %v %v, note %q", c.kind, p[0], p[1], tg.Name, tg.Rect, m, ok, tb.note)
				}
			}
		}
		if rows == 0 {
			t.Fatalf("%v: no row lit after choosing %s", c.kind, first.Name)
		}
	}

	st := atDecision(t, 2, nil, 5, mb.KindSwap)
	tb := showing(st, ctx, area)
	first, ok := target(tb, firstName(tb, "order:"))
	if !ok {
		t.Fatalf("no Order spot lit for a swap: %v", tb.sortedLit())
	}
	clickAt(tb, ctx, area, centre(first.Rect))
	var seconds []ui.Target
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "order:") {
			seconds = append(seconds, tg)
		}
	}
	if len(seconds) == 0 {
		t.Fatalf("nothing lit to swap with: %v", tb.sortedLit())
	}
	for _, tg := range seconds {
		for _, p := range insidePoints(tg.Rect) {
			tb = showing(st, ctx, area)
			clickAt(tb, ctx, area, centre(first.Rect))
			a, ok := clickAt(tb, ctx, area, p)
			if m := mb.Decode(a); !ok || m.Kind != mb.KindSwap || !engine.IsLegal(st, a) {
				t.Fatalf("a click at %.0f,%.0f inside the lit %s (%+v) gave %v %v, note %q", p[0], p[1], tg.Name, tg.Rect, m, ok, tb.note)
			}
		}
	}
}

// firstName is the name of the first target whose name starts with prefix.
func firstName(tb *Table, prefix string) string {
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, prefix) {
			return tg.Name
		}
	}
	return prefix
}

// TestBackEscAndRightClickStepBack: a chosen Driveway die shows Back;
// Back, Esc, a right-click and a click on the die again each let go of
// it, and a refused click keeps it chosen.
func TestBackEscAndRightClickStepBack(t *testing.T) {
	st := atDecision(t, 2, nil, 4, mb.KindPlace)
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	drive, _ := target(tb, firstName(tb, "drive:"))
	for _, back := range []struct {
		name string
		set  func(in *ui.Script)
	}{
		{"Back", func(in *ui.Script) { in.ClickRect(tb.btnBack.Rect) }},
		{"Esc", func(in *ui.Script) { in.Press(ui.CmdCancel) }},
		{"right-click", func(in *ui.Script) { in.RClick = true }},
		{"the die again", func(in *ui.Script) { in.ClickRect(drive.Rect) }},
	} {
		if _, ok := target(tb, "button:Back"); ok {
			t.Fatal("Back shows with nothing chosen")
		}
		clickAt(tb, ctx, area, centre(drive.Rect))
		sel := tb.Selection()
		// A click on the Prophecy card (not lit) is refused and keeps the die.
		if _, ok := clickAt(tb, ctx, area, centre(tb.lay.boards[0].prophecy())); ok || tb.note == "" || tb.Selection() != sel || sel == "" {
			t.Fatalf("a refused click: selection [%s] (was [%s]), note %q", tb.Selection(), sel, tb.note)
		}
		if _, ok := target(tb, "button:Back"); !ok {
			t.Fatalf("no Back button among %v", tb.Targets())
		}
		render(tb, ctx, area, 1280, 720, "mob-back")
		in := &ui.Script{}
		back.set(in)
		if a, ok := tick(tb, ctx, in, area, true); ok {
			t.Fatalf("%s played %v", back.name, a)
		}
		if tb.Selection() != "" {
			t.Fatalf("%s: selection [%s]", back.name, tb.Selection())
		}
	}
}
