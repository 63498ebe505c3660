package fandango

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fd "monstermixer/engine/fandango"
	"monstermixer/engine/record"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// TestObserverSeesTheMapWithoutChoices draws a game for the neutral
// Observer: the counters of both seats are on the map, nothing is lit
// and nothing is offered to click.
func TestObserverSeesTheMapWithoutChoices(t *testing.T) {
	st := game(t, "u1 c4", "pass")
	ctx, area, tb := atTable(st, 2, engine.Observer)
	img := render(tb, ctx, area, 1280, 720, "fandango-observer")
	m := tb.lay.mapR
	for p := range 2 {
		if n := tabletest.Count(img, ctx.Seats[p].Color, m); n < 100 {
			t.Fatalf("%s's counter shows %d pixels of their colour on the map", ctx.Seats[p].Name, n)
		}
	}
	if n := tabletest.CountNear(img, ui.Scaled(colLit, 1), 8, m); n != 0 {
		t.Fatalf("the Observer sees %d lit pixels", n)
	}
	if len(tb.Targets()) != 0 {
		t.Fatalf("the Observer is offered %v", tb.Targets())
	}
	if !strings.HasPrefix(tb.Progress(), "Round 1 of "+fd.DefaultRoundCap) {
		t.Fatalf("progress %q", tb.Progress())
	}
}

// TestAUnitMovesByTwoClicks chooses Anna's villager, sees the hexes it
// reaches lit, and moves it by clicking one.
func TestAUnitMovesByTwoClicks(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	before := render(tb, ctx, area, 1280, 720, "fandango-choose-before")
	if _, ok := click(t, tb, ctx, area, "unit:1"); ok {
		t.Fatal("choosing a unit played an action")
	}
	var moves []string
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "move:") {
			moves = append(moves, strings.TrimPrefix(tg.Name, "move:"))
		}
	}
	slices.Sort(moves)
	want := []string{"a4", "b3", "b4", "b5", "c3", "c4", "c5"}
	if !slices.Equal(moves, want) {
		t.Fatalf("lit hexes %v, want %v", moves, want)
	}
	lit := render(tb, ctx, area, 1280, 720, "fandango-choose-lit")
	m := tb.lay.mapR
	if a, b := tabletest.CountNear(before, colLit, 6, m), tabletest.CountNear(lit, colLit, 6, m); b <= a+200 {
		t.Fatalf("lit pixels before %d, after choosing %d", a, b)
	}
	a, ok := click(t, tb, ctx, area, "move:c4")
	if !ok || a != act(t, st, "u1 c4") {
		t.Fatalf("clicking c4 gave %v %v", st.ActionString(a), ok)
	}
}

// TestARefusedMoveSaysWhy clicks a hex the chosen villager cannot reach:
// no action, the engine's reason on the table, the state unchanged.
func TestARefusedMoveSaysWhy(t *testing.T) {
	st := game(t)
	enc := string(st.Encode())
	ctx, area, tb := atTable(st, 2, 0)
	click(t, tb, ctx, area, "unit:1")
	h, _ := st.Board().ParseHex("h1")
	x, y := tb.grid().Center(hexOf(st.Board(), h))
	in := &ui.Script{}
	in.ClickAt(x, y)
	if a, ok := tick(tb, ctx, in, area, true); ok {
		t.Fatalf("a click out of reach played %s", st.ActionString(a))
	}
	want := engine.Capital(reason(st, fd.MoveAction(1, h))) + "."
	if tb.note == "" || tb.note != want {
		t.Fatalf("note %q, want the engine's reason %q", tb.note, want)
	}
	if tip := strings.Join(tb.tip, " "); !strings.Contains(tip, "Out of reach: "+want) {
		t.Fatalf("the hover tip %q does not say why", tip)
	}
	if string(st.Encode()) != enc {
		t.Fatal("the state changed")
	}
	img := render(tb, ctx, area, 1280, 720, "fandango-refused")
	if tabletest.CountNear(img, ui.ColDanger, 20, tb.lay.acts) == 0 {
		t.Fatal("the reason is not drawn in the panel")
	}
}

// reason is the engine's reason for refusing a.
func reason(st *fd.State, a engine.Action) string {
	err := st.Clone().Apply(a)
	if err == nil {
		return ""
	}
	msg := err.Error()
	if i := strings.Index(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	}
	return msg
}

// TestKeyboardChoosesAndMoves picks the villager and a hex with the arrows
// and Enter alone, through the frame's keyboard cursor.
func TestKeyboardChoosesAndMoves(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	in := &ui.Script{}
	var cur ui.Cursor
	enter := func(prefix string) (engine.Action, bool) {
		t.Helper()
		return tabletest.ArrowEnter(t, tb, &cur, ctx, in, area, prefix)
	}
	if _, ok := enter("unit:1"); ok || tb.sel != 1 {
		t.Fatalf("Enter on the villager chose unit %d", tb.sel)
	}
	a, ok := enter("move:")
	if !ok || !slices.Contains(engine.Legal(st), a) || !strings.HasPrefix(st.ActionString(a), "u1 ") {
		t.Fatalf("the keyboard played %v %v", st.ActionString(a), ok)
	}
}

// A choice the map has moved away from comes into view when the
// keyboard's cursor reaches it (ui.Revealer).
func TestTheCursorBringsAChoiceIntoView(t *testing.T) {
	st := game(t)
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	ts := tb.Targets()
	i := slices.IndexFunc(ts, func(tg ui.Target) bool { return strings.HasPrefix(tg.Name, "unit:") })
	if i < 0 {
		t.Fatalf("no unit among %v", ts)
	}
	name := ts[i].Name
	m := tb.lay.mapR
	cx, _ := ts[i].Rect.Center()
	tb.cam.Pan(m.X+m.W+200-cx, 0) // the unit well right of the map
	tb.Update(ctx, &ui.Script{}, area, true)
	if r, _ := tabletest.Target(tb, name); m.Contains(r.Rect.Center()) {
		t.Fatalf("%s still shows at %v after the pan", name, r)
	}
	if !tb.Reveal(name) {
		t.Fatalf("Reveal(%s) moved nothing", name)
	}
	if r, _ := tabletest.Target(tb, name); !m.Inset(30).Contains(r.Rect.Center()) {
		t.Fatalf("%s at %v is not in view after Reveal", name, r)
	}
	if tb.Reveal(name) {
		t.Fatal("Reveal moves a choice already in view")
	}
}

// TestSearchIsAButtonAndItsRollShowsTheNeed moves the villager two hexes
// from its start over two rounds, clicks Search, then shows the pending
// roll with the number it needs and the dice falling with their sound.
func TestSearchIsAButtonAndItsRollShowsTheNeed(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4")
	ctx, area, tb := atTable(st, 2, 0)
	a, ok := click(t, tb, ctx, area, "button:Search")
	if !ok || a != fd.SearchAction() {
		t.Fatalf("the Search button gave %v %v", st.ActionString(a), ok)
	}
	before := st.Clone().(*fd.State)
	play(t, st, "search")
	tb.Animate(ctx, before, a, st.ViewFor(0))
	for tb.Busy() {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	if !strings.Contains(tb.texts.need, "Anna's villager searches: needs 1-6") || tb.Status() != tb.texts.need {
		t.Fatalf("the pending roll says %q, the top bar %q", tb.texts.need, tb.Status())
	}
	img := render(tb, ctx, area, 1280, 720, "fandango-search-need")
	if tabletest.CountNear(img, sprites.DieLight, 4, tb.lay.dice) < 200 {
		t.Fatal("no die is drawn before the roll")
	}
	sounds := ctx.Sound.(*ebitentest.Sounds)
	before = st.Clone().(*fd.State)
	roll := act(t, st, "roll 3")
	play(t, st, "roll 3")
	tb.Animate(ctx, before, roll, st.ViewFor(0))
	tick(tb, ctx, &ui.Script{}, area, false)
	if !tb.Busy() || sounds.Count("dice") != 1 {
		t.Fatalf("the roll: busy %v, dice sounds %d", tb.Busy(), sounds.Count("dice"))
	}
	// While the die tumbles the top bar and the dice panel ask the
	// question; the outcome comes when it settles.
	if tb.Status() != "Anna's villager searches: needs 1-6" || tb.fly.p >= settle {
		t.Fatalf("status %q at %.2f of the roll", tb.Status(), tb.fly.p)
	}
	tumbling := render(tb, ctx, area, 1280, 720, "fandango-search-tumbling")
	for range 50 {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	settled := render(tb, ctx, area, 1280, 720, "fandango-search-dice")
	if tb.fly.s.kind != stDice || tb.fly.s.dice[0] != 3 || tb.fly.s.need != 6 || tb.fly.p < settle {
		t.Fatalf("after 50 ticks the step is %+v at %.2f", tb.fly.s, tb.fly.p)
	}
	if !strings.Contains(tb.Status(), "rolls 3 to search") {
		t.Fatalf("status %q once the die settled", tb.Status())
	}
	if tabletest.CountNear(tumbling, ui.ColText, 8, tb.lay.dice) == tabletest.CountNear(settled, ui.ColText, 8, tb.lay.dice) {
		t.Fatal("the dice panel's caption did not change when the die settled")
	}
	for i := 0; tb.Busy(); i++ {
		if i > 1000 {
			t.Fatal("the roll's animation never ends")
		}
		tick(tb, ctx, &ui.Script{}, area, false)
	}
}

// TestAMoveWalksHexByHex plays the villager's move: it is drawn between
// its two hexes halfway, with a step sound, and at its new hex after.
func TestAMoveWalksHexByHex(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	before := st.Clone().(*fd.State)
	a := act(t, st, "u1 c4")
	play(t, st, "u1 c4")
	tb.Animate(ctx, before, a, st.ViewFor(0))
	if len(tb.mv.ids) != 1 || tb.mv.ids[0] != 1 || len(tb.mv.path) != 2 {
		t.Fatalf("walking %v along %v", tb.mv.ids, tb.mv.path)
	}
	for range 6 {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	g := tb.grid()
	b := st.Board()
	x0, y0 := g.Center(hexOf(b, tb.mv.path[0]))
	x1, _ := g.Center(hexOf(b, tb.mv.path[1]))
	x, y := tb.walkPos()
	if !(x > x0 && x < x1) || y != y0 {
		t.Fatalf("halfway the villager is at %v,%v, between %v and %v", x, y, x0, x1)
	}
	if ctx.Sound.(*ebitentest.Sounds).Count("place") == 0 {
		t.Fatal("no step sound")
	}
	for tb.Busy() {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	if x, y, _, _ := tb.unitSlot(1); x != x1 || y != y0 {
		t.Fatalf("after the move the villager is drawn at %v,%v", x, y)
	}
}

// TestAnAttackShowsTheChanceToKill: the villagers meet; Bob's villager is
// a lit target with the engine's chance to kill, and the kill animates
// with its sound.
func TestAnAttackShowsTheChanceToKill(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4", "pass", "u2 f4", "pass", "u1 e4")
	ctx, area, tb := atTable(st, 2, 0)
	odds := st.AttackOdds(fd.AttackAction(2))
	if len(odds) != 1 {
		t.Fatalf("odds %v", odds)
	}
	i := slices.IndexFunc(tb.choice, func(c choice) bool { return c.kind == chTarget && c.unit == 2 })
	if i < 0 || tb.choice[i].kill != odds[0].Kill {
		t.Fatalf("choices %+v, want Bob's villager at %d%%", tb.choice, odds[0].Kill)
	}
	render(tb, ctx, area, 1280, 720, "fandango-attack")
	a, ok := click(t, tb, ctx, area, "attack:2")
	if !ok || a != fd.AttackAction(2) {
		t.Fatalf("clicking the target gave %v %v", st.ActionString(a), ok)
	}
	before := st.Clone().(*fd.State)
	play(t, st, "attack u2")
	tb.Animate(ctx, before, a, st.ViewFor(0))
	tick(tb, ctx, &ui.Script{}, area, false)
	if tb.fly.s.kind != stStrike || len(tb.fly.s.path) != 2 || tb.fly.s.path[1] != st.Unit(2).Hex {
		t.Fatalf("the attack plays %+v", tb.fly.s)
	}
	for range 8 {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	if img := render(tb, ctx, area, 1280, 720, "fandango-strike"); tabletest.CountNear(img, colTarget, 30, tb.lay.mapR) < 50 {
		t.Fatal("the attack's line is not drawn")
	}
	for tb.Busy() {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
	play(t, st, "roll 2")
	before = st.Clone().(*fd.State)
	roll := act(t, st, "roll 5")
	play(t, st, "roll 5")
	tb.Animate(ctx, before, roll, st.ViewFor(0))
	if len(tb.ghosts) != 1 || tb.ghosts[0].u.ID != 2 {
		t.Fatalf("ghosts %+v, want Bob's villager until its death plays", tb.ghosts)
	}
	shot := false
	for tb.Busy() {
		tick(tb, ctx, &ui.Script{}, area, false)
		if e := tb.fly.s.ev; !shot && tb.fly.on && e.Kind == fd.EvKilled && tb.fly.p > 0.3 {
			shot = true
			img := render(tb, ctx, area, 1280, 720, "fandango-killed")
			if tabletest.CountNear(img, colTarget, 30, tb.lay.mapR) < 100 {
				t.Fatal("the death is not drawn in red")
			}
		}
	}
	if !shot {
		t.Fatal("the death never played")
	}
	if ctx.Sound.(*ebitentest.Sounds).Count("stomp") == 0 || len(tb.ghosts) != 0 {
		t.Fatalf("sounds %v, ghosts %v", ctx.Sound.(*ebitentest.Sounds).Played, tb.ghosts)
	}
}

// TestHoverTellsAHexsContents hovers Anna's starting hex: its name, her
// villager with its statistics and the stack.
func TestHoverTellsAHexsContents(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, engine.Observer)
	h := st.Unit(1).Hex
	in := &ui.Script{}
	in.X, in.Y = tb.grid().Center(hexOf(st.Board(), h))
	tick(tb, ctx, in, area, false)
	tip := strings.Join(tb.tip, "\n")
	for _, want := range []string{"Anna's starting hex", "Anna's villager: attack 1-2, defense 1, move 1, search 1-6", "Rally Cry", "Stack: 2 of 4"} {
		if !strings.Contains(tip, want) {
			t.Fatalf("tip %q lacks %q", tip, want)
		}
	}
	img := render(tb, ctx, area, 1280, 720, "fandango-hover")
	_, box, ok := tb.Tip()
	if !ok || box.W < 100 || tabletest.CountNear(img, color.RGBA{0x10, 0x12, 0x18, 0xff}, 12, box) < int(box.W*box.H/2) {
		t.Fatal("the tip is not drawn")
	}
}

// TestFacingIsASecondClick plays with the facing rule: a lit hex asks for
// the way the unit ends up facing, with arrows, and the arrow plays the
// move.
func TestFacingIsASecondClick(t *testing.T) {
	st := newState(t, 2, map[string]string{"map": "small", "facing": "on"})
	play(t, st, quests...)
	ctx, area, tb := atTable(st, 2, 0)
	click(t, tb, ctx, area, "unit:1")
	// a hex the villager may end on facing more than one way (turning
	// costs 1 movement: its own hex)
	var move string
	for _, tg := range tb.Targets() {
		if h, ok := strings.CutPrefix(tg.Name, "move:"); ok {
			hx, _ := st.Board().ParseHex(h)
			if len(tb.choiceFacings(hx)) > 1 {
				move = tg.Name
				break
			}
		}
	}
	if move == "" {
		t.Fatal("no hex to end on facing two ways")
	}
	if _, ok := click(t, tb, ctx, area, move); ok {
		t.Fatal("the hex played a move before its facing was chosen")
	}
	var faces []string
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "face:") {
			faces = append(faces, tg.Name)
		}
	}
	if len(faces) < 2 {
		t.Fatalf("facings offered: %v", faces)
	}
	// Esc steps back to the villager, the hex unchosen; the hex again
	// asks for the facing again.
	in := &ui.Script{}
	in.Press(ui.CmdCancel)
	tick(tb, ctx, in, area, true)
	if tb.dest >= 0 || tb.sel != 1 {
		t.Fatalf("Esc on the facing: hex %d, unit %d", tb.dest, tb.sel)
	}
	if _, ok := click(t, tb, ctx, area, move); ok || tb.dest < 0 {
		t.Fatal("the hex again did not ask for the facing")
	}
	render(tb, ctx, area, 1280, 720, "fandango-facing")
	a, ok := click(t, tb, ctx, area, faces[0])
	if !ok || !slices.Contains(engine.Legal(st), a) {
		t.Fatalf("%s gave %v %v", faces[0], st.ActionString(a), ok)
	}
	if want := "u1 " + strings.TrimPrefix(move, "move:") + " "; !strings.HasPrefix(st.ActionString(a), want) {
		t.Fatalf("%s played %q, want %q...", faces[0], st.ActionString(a), want)
	}
}

// TestSixPlayersAtFullHD draws a 6-player game on the large map at
// 1920x1080 for the Observer: every seat's name colour is in the quest
// panel and the map fits the viewport.
func TestSixPlayersAtFullHD(t *testing.T) {
	st := newState(t, 6, map[string]string{"map": "large"})
	rng := engine.NewRand(3)
	for st.Round() < 2 {
		enginetest.StepRandom(t, st, rng, nil)
	}
	ctx := newCtx(6, engine.Observer, 1.5)
	area := tableArea(1.5)
	tb := showing(st, ctx, area)
	img := render(tb, ctx, area, 1920, 1080, "fandango-six")
	for p := range 6 {
		if tabletest.Count(img, ctx.Seats[p].Color, tb.lay.quests) == 0 {
			t.Fatalf("%s's symbol is missing from the quests", ctx.Seats[p].Name)
		}
	}
	bb := boardBounds(st.Board())
	x0, y0 := tb.cam.ToScreen(tb.lay.mapR, bb.X, bb.Y)
	x1, y1 := tb.cam.ToScreen(tb.lay.mapR, bb.X+bb.W, bb.Y+bb.H)
	m := tb.lay.mapR
	if x0 < m.X-1 || y0 < m.Y-1 || x1 > m.X+m.W+1 || y1 > m.Y+m.H+1 {
		t.Fatalf("the map %v,%v-%v,%v overflows the viewport %+v", x0, y0, x1, y1, m)
	}
}

// TestWheelZoomsAndArrowsPan zooms in with the wheel over the map and pans
// with an arrow: the map moves under the pointer as asked.
func TestWheelZoomsAndArrowsPan(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, engine.Observer)
	z := tb.cam.Zoom
	in := &ui.Script{}
	in.X, in.Y = tb.lay.mapR.Center()
	in.WheelY = 2
	tick(tb, ctx, in, area, false)
	if tb.cam.Zoom <= z {
		t.Fatalf("the wheel left the zoom at %v (was %v)", tb.cam.Zoom, z)
	}
	x := tb.cam.X
	in.ClickRect(tb.lay.pans[0])
	tick(tb, ctx, in, area, false)
	if tb.cam.X >= x {
		t.Fatalf("the west arrow moved the view from %v to %v", x, tb.cam.X)
	}
	// The + and - buttons zoom too (a finger has no wheel).
	z = tb.cam.Zoom
	in.ClickRect(tb.lay.zoom[1].Rect)
	tick(tb, ctx, in, area, false)
	if tb.cam.Zoom <= z {
		t.Fatalf("+ left the zoom at %v (was %v)", tb.cam.Zoom, z)
	}
	z = tb.cam.Zoom
	in.ClickRect(tb.lay.zoom[0].Rect)
	tick(tb, ctx, in, area, false)
	if tb.cam.Zoom >= z {
		t.Fatalf("- left the zoom at %v (was %v)", tb.cam.Zoom, z)
	}
	// dragging
	y := tb.cam.Y
	in.X, in.Y = tb.lay.mapR.Center()
	in.HeldDown = true
	tick(tb, ctx, in, area, false)
	in.Y += 60
	tick(tb, ctx, in, area, false)
	in.HeldDown = false
	in.Click = true
	if _, ok := tick(tb, ctx, in, area, false); ok || tb.cam.Y >= y {
		t.Fatalf("dragging down moved the view from %v to %v", y, tb.cam.Y)
	}
}

// TestRidingIsAToggle: Anna's villager finds a chest, opens it and a horse
// joins her; next round the chosen villager offers Ride, which lights the
// hexes three away, and a click there rides (the horse came to the
// villager's hex the round before).
func TestRidingIsAToggle(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4", "search", "roll 1", "roll 1",
		"u2 f4", "pass", "u1 d4", "open", "roll 1", "roll 10", "u2 f4", "pass",
		"u1 d3", "pass", "u2 f4", "pass", "u3 d3", "pass")
	ctx, area, tb := atTable(st, 2, 0)
	click(t, tb, ctx, area, "unit:1")
	farthest := func() int {
		far := 0
		for _, tg := range tb.Targets() {
			if h, ok := strings.CutPrefix(tg.Name, "move:"); ok {
				hx, _ := st.Board().ParseHex(h)
				far = max(far, st.Board().Distance(hx, st.Unit(1).Hex))
			}
		}
		return far
	}
	if far := farthest(); far != 1 {
		t.Fatalf("walking, the villager reaches %d hexes away", far)
	}
	if _, ok := click(t, tb, ctx, area, "button:Ride the horse"); ok || !tb.ride {
		t.Fatal("Ride did not switch to riding")
	}
	if far := farthest(); far != 3 {
		t.Fatalf("riding, the villager reaches %d hexes away", far)
	}
	var name string
	for _, tg := range tb.Targets() {
		if h, ok := strings.CutPrefix(tg.Name, "move:"); ok {
			hx, _ := st.Board().ParseHex(h)
			if st.Board().Distance(hx, st.Unit(1).Hex) == 3 {
				name = tg.Name
			}
		}
	}
	a, ok := click(t, tb, ctx, area, name)
	if !ok || !strings.Contains(st.ActionString(a), "ride") || !slices.Contains(engine.Legal(st), a) {
		t.Fatalf("%s gave %q %v", name, st.ActionString(a), ok)
	}
	// the ride animates the villager and the horse together
	before := st.Clone().(*fd.State)
	if err := st.Apply(a); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, a, st.ViewFor(0))
	if len(tb.mv.ids) != 2 || len(tb.mv.path) != 4 {
		t.Fatalf("riding moves %v along %v", tb.mv.ids, tb.mv.path)
	}
}

// TestHintChoosesTheUnitAndLightsItsMove: a hinted move chooses its unit,
// so its destination is among the lit hexes, and draws in gold.
func TestHintChoosesTheUnitAndLightsItsMove(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	hint := act(t, st, "u1 c5")
	tb.ShowHint(hint, true)
	if tb.sel != 1 {
		t.Fatalf("the hint chose unit %d", tb.sel)
	}
	tick(tb, ctx, &ui.Script{}, area, true)
	if _, ok := target(tb, "move:c5"); !ok {
		t.Fatal("the hinted hex is not offered")
	}
	on := tabletest.CountNear(render(tb, ctx, area, 1280, 720, "fandango-hint"), colHint, 10, tb.lay.mapR)
	tb.ShowHint(0, false)
	// the chosen unit keeps its gold ring: less gold, not none
	off := tabletest.CountNear(render(tb, ctx, area, 1280, 720, "fandango-hint-off"), colHint, 10, tb.lay.mapR)
	if off == 0 || on < off+100 {
		t.Fatalf("gold pixels with the hint %d, without %d", on, off)
	}
}

// TestAnOpponentMarksTheFlags: Anna rolls Capture the Flag, so Bob marks
// her three points by clicking lit hexes; the marked hex tells whose
// point it is.
func TestAnOpponentMarksTheFlags(t *testing.T) {
	st := newState(t, 2, map[string]string{"map": "small"})
	play(t, st, "roll 3", "roll 5", "roll 6", "roll 7", "roll 10", "roll 11")
	if st.Phase() != fd.PhaseMark || st.CurrentPlayer() != 1 {
		t.Fatalf("phase %v, seat %d decides", st.Phase(), st.CurrentPlayer())
	}
	ctx, area, tb := atTable(st, 2, 1)
	if !strings.Contains(tb.texts.heading, "Bob marks a Capture the Flag point for Anna") {
		t.Fatalf("heading %q", tb.texts.heading)
	}
	a, ok := click(t, tb, ctx, area, "hex:e2")
	if !ok || a != act(t, st, "mark e2") {
		t.Fatalf("clicking e2 gave %v %v", st.ActionString(a), ok)
	}
	play(t, st, "mark e2")
	tb.Reset(ctx, st.ViewFor(1))
	h, _ := st.Board().ParseHex("e2")
	in := &ui.Script{}
	in.X, in.Y = tb.grid().Center(hexOf(st.Board(), h))
	tick(tb, ctx, in, area, true)
	if tip := strings.Join(tb.tip, " "); !strings.Contains(tip, "One of Anna's Capture the Flag points.") {
		t.Fatalf("tip %q", tip)
	}
	render(tb, ctx, area, 1280, 720, "fandango-mark")
}

// TestStayIsAButton: the chosen villager may stay where it is with a
// button as well as by clicking its own hex.
func TestStayIsAButton(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	click(t, tb, ctx, area, "unit:1")
	a, ok := click(t, tb, ctx, area, "button:Stay where it is")
	if !ok || a != fd.MoveAction(1, st.Unit(1).Hex) {
		t.Fatalf("the button gave %q %v", st.ActionString(a), ok)
	}
}

// TestSoloShowsTheRoundsAgainstTheGoal: a solo game's progress says it is
// solo, its panel says the rounds so far against the round cap, and the wild monsters' counters
// are drawn in their own colour.
func TestSoloShowsTheRoundsAgainstTheGoal(t *testing.T) {
	st := newState(t, 1, map[string]string{"rounds": "20"})
	if tb := showing(st, newCtx(1, engine.Observer, 1), tableArea(1)); tb.Progress() != "Rolling quests (solo, round cap 20)" {
		t.Fatalf("while the quests are rolled the progress reads %q", tb.Progress())
	}
	rng := engine.NewRand(9)
	for st.Round() < 4 && !st.IsTerminal() {
		enginetest.StepRandom(t, st, rng, nil)
	}
	ctx, area, tb := atTable(st, 1, engine.Observer)
	if !strings.Contains(tb.texts.solo, "by round 20. Rounds so far: 4.") || tb.Progress() != "Round 4 of 20 (solo)" {
		t.Fatalf("solo line %q, progress %q", tb.texts.solo, tb.Progress())
	}
	img := render(tb, ctx, area, 1280, 720, "fandango-solo")
	if tabletest.CountNear(img, colHint, 10, tb.lay.quests) < 50 {
		t.Fatal("the solo goal is not drawn")
	}
	wild := 0
	for _, u := range st.Units() {
		if u.Owner == fd.Wild {
			wild++
		}
	}
	if n := tabletest.Count(img, wildColour, tb.lay.mapR); wild > 0 && n < 50*wild {
		t.Fatalf("%d wild monsters drawn with %d pixels of their colour", wild, n)
	}
}

// TestMoreButtonsPageThroughEveryAction: with a money bag the villager
// has eleven things to do after moving; the panel shows six at a time and
// More shows the rest, so every legal action has a button.
func TestMoreButtonsPageThroughEveryAction(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4", "search", "roll 1", "roll 1",
		"u2 f4", "pass", "u1 d4", "open", "roll 1", "roll 2", "u2 f4", "pass", "u1 d4")
	ctx, area, tb := atTable(st, 2, 0)
	seen := map[engine.Action]bool{}
	for page := range 3 { // the third page: the things the villager may not do now, disabled
		if page > 0 {
			click(t, tb, ctx, area, "button:More (page "+strconv.Itoa(page)+" of 3)")
		}
		for _, c := range tb.choice {
			if c.kind == chButton {
				seen[c.act] = true
			}
		}
		if page == 0 {
			render(tb, ctx, area, 1280, 720, "fandango-buttons")
		}
	}
	legal := engine.Legal(st)
	if len(seen) != len(legal) {
		t.Fatalf("buttons for %d of the %d legal actions", len(seen), len(legal))
	}
	// More on the page of disabled buttons goes round to the first page
	// (it once lay in a disabled button's slot, which took the click),
	// and on to the potion's.
	for page := 3; ; page = page%3 + 1 {
		if _, ok := target(tb, "button:Buy: potion"); ok {
			break
		}
		if page == 2 {
			t.Fatal("no potion button on any page")
		}
		click(t, tb, ctx, area, "button:More (page "+strconv.Itoa(page)+" of 3)")
	}
	a, ok := click(t, tb, ctx, area, "button:Buy: potion")
	if !ok || a != fd.BuyAction(1, fd.Potion) {
		t.Fatalf("the potion button gave %q %v", st.ActionString(a), ok)
	}
}

// TestAWildMonsterHeadsOff: Anna's search disturbs a random monster; at
// the end of the round it heads off in a rolled direction: the pending
// roll is a direction (an arrow, no die), and the roll walks it one hex.
func TestAWildMonsterHeadsOff(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4", "search", "roll 1", "roll 5", "roll 8", "u2 f4", "pass")
	var wild *fd.Unit
	for _, u := range st.Units() {
		if u.Owner == fd.Wild {
			wild = u
		}
	}
	if wild == nil || st.CurrentPlayer() != engine.Chance {
		t.Fatalf("no wild monster about to move (phase %v)", st.Phase())
	}
	ctx, area, tb := atTable(st, 2, engine.Observer)
	if !tb.texts.needDir || !strings.Contains(tb.texts.need, "wild") {
		t.Fatalf("the pending roll: %q, a direction %v", tb.texts.need, tb.texts.needDir)
	}
	var roll engine.Action
	for _, a := range engine.Legal(st) {
		c := st.Clone().(*fd.State)
		if c.Apply(a) == nil && c.Unit(wild.ID) != nil && c.Unit(wild.ID).Hex != wild.Hex {
			roll = a
			break
		}
	}
	before := st.Clone().(*fd.State)
	if err := st.Apply(roll); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, roll, st.ViewFor(engine.Observer))
	tick(tb, ctx, &ui.Script{}, area, false)
	if tb.fly.s.kind != stDice || tb.fly.s.dir < 0 || len(tb.mv.ids) != 1 || tb.mv.ids[0] != wild.ID {
		t.Fatalf("step %+v, walking %v", tb.fly.s, tb.mv.ids)
	}
	render(tb, ctx, area, 1280, 720, "fandango-direction")
	for tb.Busy() {
		tick(tb, ctx, &ui.Script{}, area, false)
	}
}

// TestGuideAndControls: the first-game guide has four to six sentences
// and, like the controls, every line starts with a capital and names no
// seat number.
func TestGuideAndControls(t *testing.T) {
	tb := New()
	guide := tb.Guide()
	if len(guide) < 4 || len(guide) > 6 {
		t.Fatalf("the guide has %d lines", len(guide))
	}
	for _, l := range append(guide, tb.Controls()...) {
		if l == "" || strings.ToUpper(l[:1]) != l[:1] || strings.Contains(l, "Seat ") {
			t.Fatalf("line %q", l)
		}
	}
	if strings.Contains(strings.Join(guide, " "), "facing") {
		t.Fatal("the guide of a game without the facing rule tells it")
	}
	// With the facing rule the guide says how a move ends facing.
	ctx := newCtx(2, 0, 1)
	facing := showing(newState(t, 2, map[string]string{"facing": "on"}), ctx, tableArea(1)).Guide()
	if len(facing) > 6 || !strings.Contains(strings.Join(facing, " "), "click the arrow of the way it should end facing") {
		t.Fatalf("the guide with the facing rule: %q", facing)
	}
}

// TestEveryLegalActionIsOffered plays seeded random games (with and
// without the facing rule) and at every decision of a seat checks that
// the table offers exactly the legal actions: the units to choose, each
// chosen unit's hexes walking and riding (with their facings), the
// targets, and the buttons on every page.
func TestEveryLegalActionIsOffered(t *testing.T) {
	for _, facing := range []string{"off", "on"} {
		st := newState(t, 3, map[string]string{"map": "small", "facing": facing})
		ctx := newCtx(3, 0, 1)
		rng := engine.NewRand(17)
		checked := 0
		for i := 0; i < 600 && !st.IsTerminal(); i++ {
			p := st.CurrentPlayer()
			switch st.Phase() {
			case fd.PhaseSelect, fd.PhaseThing, fd.PhaseMark:
				ctx.Viewer = p
				offered := offeredActions(t, st, ctx)
				legal := engine.Legal(st)
				for _, a := range legal {
					if !offered[a] {
						t.Fatalf("facing %s, action %d: %q is legal but not offered", facing, i, st.ActionString(a))
					}
				}
				if len(offered) != len(legal) {
					t.Fatalf("facing %s: %d actions offered, %d legal", facing, len(offered), len(legal))
				}
				checked++
			}
			enginetest.StepRandom(t, st, rng, nil)
		}
		if checked < 100 {
			t.Fatalf("facing %s: only %d decisions checked", facing, checked)
		}
	}
}

// offeredActions collects every action the table offers for st, choosing
// each unit, riding or not, each destination and each page of buttons.
func offeredActions(t *testing.T, st *fd.State, ctx *ui.Context) map[engine.Action]bool {
	t.Helper()
	tb := New()
	tb.Reset(ctx, st)
	out := map[engine.Action]bool{}
	collect := func() {
		for _, c := range tb.choice {
			switch c.kind {
			case chHex:
				if st.Phase() == fd.PhaseSelect && st.Facing() {
					for _, a := range tb.choiceFacings(c.hex) {
						out[a] = true
					}
					continue
				}
				out[c.act] = true
			case chTarget, chButton, chFacing:
				out[c.act] = true
			}
		}
	}
	pages := func() {
		for range 5 {
			collect()
			if !slices.ContainsFunc(tb.choice, func(c choice) bool { return c.kind == chPage }) {
				return
			}
			tb.page++
			tb.rebuild()
			if tb.page == 0 {
				return
			}
		}
	}
	pages()
	var units []int
	for _, c := range tb.choice {
		if c.kind == chUnit {
			units = append(units, c.unit)
		}
	}
	for _, id := range units {
		for _, ride := range []bool{false, true} {
			tb.choose(id, ride)
			tb.page = 0
			tb.rebuild()
			pages()
		}
	}
	return out
}

// TestEveryEventPlays plays a seeded random 3-player game through the
// table at normal speed: every action animates to its end (the status
// telling each event as it plays), the table draws now and then, and the
// game's kinds of events (rolls, moves, attacks, deaths, finds) all
// appear.
func TestEveryEventPlays(t *testing.T) {
	st := newState(t, 3, map[string]string{"map": "small", "rounds": "20"})
	ctx, area, tb := atTable(st, 3, engine.Observer)
	rng := engine.NewRand(6) // a game with every kind below (seed 5 has no Lucky since the lair and stacking rules of issue 33)
	seen := map[fd.EventKind]bool{}
	in := &ui.Script{}
	for i := 0; i < 3000 && !st.IsTerminal(); i++ {
		a, _ := enginetest.RandomAction(st, rng, nil)
		before := st.Clone().(*fd.State)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(engine.Observer))
		for n := 0; tb.Busy(); n++ {
			if n > 2000 {
				t.Fatalf("action %d never finishes animating", i)
			}
			tick(tb, ctx, in, area, false)
			if tb.fly.on && tb.fly.s.kind == stEvent {
				seen[tb.fly.s.ev.Kind] = true
				want := tb.say(tb.fly.s.ev.Line)
				if want == "" { // an event its action's line tells (a Lucky change)
					want = tb.say(before.DescribeAction(a))
				}
				if want == "" || tb.Status() != want {
					t.Fatalf("status %q while %q plays", tb.Status(), want)
				}
			}
		}
		if i%300 == 0 {
			render(tb, ctx, area, 1280, 720, "fandango-random")
		}
	}
	if !st.IsTerminal() {
		t.Fatal("the game did not end")
	}
	for _, k := range []fd.EventKind{fd.EvQuestRolled, fd.EvFirstPlayer, fd.EvHit, fd.EvMissed, fd.EvKilled, fd.EvNothing, fd.EvFound, fd.EvEnd, fd.EvLucky} {
		if !seen[k] {
			t.Errorf("no event of kind %d played in the game (seen %v)", k, seen)
		}
	}
}

// TestDigitsPressTheButtons: typing 2 presses the second button (Search
// after the villager's move) as clicking it would.
func TestDigitsPressTheButtons(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4")
	ctx, area, tb := atTable(st, 2, 0)
	var labels []string
	for _, c := range tb.choice {
		if c.kind == chButton {
			labels = append(labels, c.label)
		}
	}
	if len(labels) < 2 || labels[1] != "Search" {
		t.Fatalf("buttons %v", labels)
	}
	in := &ui.Script{}
	in.Type("2")
	a, ok := tick(tb, ctx, in, area, true)
	if !ok || a != fd.SearchAction() {
		t.Fatalf("typing 2 gave %q %v", st.ActionString(a), ok)
	}
}

// TestAFindWithoutRoomLiesOnTheHex plays the last action of the engine's
// record of a find with no room to carry it (a third money bag for a lone
// villager): the word over the hex says so, the bag is drawn on the hex,
// and hovering the hex tells it lies on the ground past the 4 points.
func TestAFindWithoutRoomLiesOnTheHex(t *testing.T) {
	rec, st, err := record.ReadFile("../../engine/fandango/testdata/find-no-room.mixer")
	if err != nil {
		t.Fatal(err)
	}
	before := replayTo(t, rec, len(rec.Actions)-1)
	ctx := newCtx(1, engine.Observer, 1)
	area := tableArea(1)
	tb := showing(before.Clone().(*fd.State), ctx, area)
	tb.Animate(ctx, before, act(t, before, rec.Actions[len(rec.Actions)-1]), st.ViewFor(engine.Observer))
	in := &ui.Script{}
	word := ""
	for n := 0; tb.Busy() && n < 2000; n++ {
		tick(tb, ctx, in, area, false)
		if tb.fly.on && tb.fly.s.kind == stEvent && tb.fly.s.ev.Kind == fd.EvFound {
			word, _ = effectWord(&tb.fly.s.ev)
			if !strings.Contains(tb.Status(), "left lying there") {
				t.Fatalf("status %q while the find plays", tb.Status())
			}
		}
	}
	if word != "No room: left here" {
		t.Fatalf("the find's word is %q", word)
	}
	after := render(tb, ctx, area, 1280, 720, "fandango-find-no-room")
	bare := render(showing(before, ctx, area), ctx, area, 1280, 720, "fandango-find-before")
	h := st.(*fd.State).Ground()[0].Hex
	g := tb.grid()
	cx, cy := g.Center(hexOf(st.(*fd.State).Board(), h))
	// Where the bag is drawn, below the villager's counter.
	_, uy, r, _ := tb.unitSlot(1)
	top := max(cy+g.Size*0.25, uy+r+2)
	spot := ui.Rect{X: cx - g.Size*0.85, Y: top, W: g.Size * 0.6, H: cy + g.Size*0.85 - top}
	changed := 0
	for y := int(spot.Y); y < int(spot.Y+spot.H); y++ {
		for x := int(spot.X); x < int(spot.X+spot.W); x++ {
			if !tabletest.Near(after.RGBAAt(x, y), bare.RGBAAt(x, y), 24) {
				changed++
			}
		}
	}
	if changed < int(spot.W*spot.H/8) {
		t.Fatalf("the bag on the ground is not drawn: %d pixels changed", changed)
	}
	in.X, in.Y = cx, cy
	tick(tb, ctx, in, area, false)
	tip := strings.Join(tb.tip, "\n")
	for _, want := range []string{"On the ground: money bag.", "Stack: 4 of 4 points, with 1 more lying on the ground."} {
		if !strings.Contains(tip, want) {
			t.Fatalf("tip %q lacks %q", tip, want)
		}
	}
}

// replayTo is the state of the record before its action number n.
func replayTo(t *testing.T, rec *record.Record, n int) *fd.State {
	t.Helper()
	st, err := rec.ReplayN(n)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*fd.State)
}

// TestAKeptLairSaysWhoKeepsIt hovers the lair of the engine's record of a
// lair's monster, after it came out: the tip names the monster that keeps
// the lair.
func TestAKeptLairSaysWhoKeepsIt(t *testing.T) {
	rec, _, err := record.ReadFile("../../engine/fandango/testdata/lair-keeper.mixer")
	if err != nil {
		t.Fatal(err)
	}
	st := replayTo(t, rec, 15) // round 4, the villager on the lair
	ctx, area, tb := atTable(st, 1, engine.Observer)
	in := &ui.Script{}
	in.X, in.Y = tb.grid().Center(hexOf(st.Board(), st.Unit(1).Hex))
	tick(tb, ctx, in, area, false)
	if tip := strings.Join(tb.tip, "\n"); !strings.Contains(tip, "A lair, kept by the villager that came out of it: slay it to search the lair again.") {
		t.Fatalf("tip %q does not say who keeps the lair", tip)
	}
}

// TestAStrayClickKeepsTheChosenUnit: with a villager chosen, a click on
// the panel's empty part plays nothing, says what to do and keeps the
// villager; the sentence goes when the choice changes (ui.Refusal), and a
// right-click lets go of the villager.
func TestAStrayClickKeepsTheChosenUnit(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	click(t, tb, ctx, area, "unit:1")
	sel := tb.Selection()
	if sel == "" {
		t.Fatal("choosing the villager selected nothing")
	}
	in := &ui.Script{}
	in.ClickAt(area.X+area.W-4, area.Y+area.H-4)
	if a, ok := tick(tb, ctx, in, area, true); ok {
		t.Fatalf("a stray click played %s", st.ActionString(a))
	}
	if tb.Refused() == "" || tb.Selection() != sel {
		t.Fatalf("refused %q, selection %q (was %q)", tb.Refused(), tb.Selection(), sel)
	}
	in = &ui.Script{X: in.X, Y: in.Y, RClick: true}
	tick(tb, ctx, in, area, true)
	if tb.Selection() != "" {
		t.Fatalf("a right-click kept the selection %q", tb.Selection())
	}
	tick(tb, ctx, &ui.Script{X: in.X, Y: in.Y}, area, true)
	if tb.Refused() != "" || tb.note != "" {
		t.Fatalf("the refusal %q stayed after the choice changed", tb.Refused())
	}
}

// offButton is the disabled panel button labelled label, -1 for none.
func offButton(tb *Table, label string) int {
	for i, c := range tb.choice {
		if c.kind == chOff && c.label == label {
			return i
		}
	}
	return -1
}

// TestAForbiddenSearchIsShownDisabledWithWhy (issue 34): the villager
// just moved next to its starting hex may not search there: Search is a
// disabled button, not a lit target, whose tip and click give the
// engine's reason and keep the state; before the move, the chosen
// villager's Search says to move first.
func TestAForbiddenSearchIsShownDisabledWithWhy(t *testing.T) {
	st := game(t, "u1 c4")
	if slices.Contains(engine.Legal(st), fd.SearchAction()) {
		t.Fatal("the test wants a hex the villager may not search")
	}
	enc := string(st.Encode())
	ctx, area, tb := atTable(st, 2, 0)
	i := offButton(tb, "Search")
	if i < 0 {
		t.Fatalf("no disabled Search among %+v", tb.choice)
	}
	want := engine.Capital(reason(st, fd.SearchAction())) + "."
	if tb.choice[i].why != want {
		t.Fatalf("Search is disabled because %q, want the engine's %q", tb.choice[i].why, want)
	}
	for _, tg := range tb.Targets() {
		if tg.Name == "button:Search" {
			t.Fatal("the disabled Search is a lit target")
		}
	}
	r := tb.choiceRect(i)
	cx, cy := r.Center()
	tick(tb, ctx, &ui.Script{X: cx, Y: cy}, area, true)
	if tip := strings.Join(tb.tip, " "); !strings.Contains(tip, want) {
		t.Fatalf("the hover tip %q does not say why", tip)
	}
	in := &ui.Script{}
	in.ClickAt(cx, cy)
	if a, ok := tick(tb, ctx, in, area, true); ok {
		t.Fatalf("the disabled Search played %s", st.ActionString(a))
	}
	if tb.Refused() != want || tb.note != want || string(st.Encode()) != enc {
		t.Fatalf("the click refused %q (note %q), want %q", tb.Refused(), tb.note, want)
	}
	render(tb, ctx, area, 1280, 720, "fandango-search-disabled")

	st = game(t)
	tb = showing(st, ctx, area)
	click(t, tb, ctx, area, "unit:1")
	i = offButton(tb, "Search")
	if i < 0 || !strings.Contains(tb.choice[i].why, "first") {
		t.Fatalf("before the move the chosen villager's buttons are %+v", tb.choice)
	}
}

// TestBackAndEscStepBack: with a villager chosen the panel shows Back, as
// the other tables do; Back and Esc each let go of the villager.
func TestBackAndEscStepBack(t *testing.T) {
	st := game(t)
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	if _, ok := target(tb, "button:"+ui.BackLabel); ok {
		t.Fatal("Back shows with nothing chosen")
	}
	for _, esc := range []bool{false, true} {
		click(t, tb, ctx, area, "unit:1")
		if tb.Selection() == "" {
			t.Fatal("choosing the villager selected nothing")
		}
		if esc {
			in := &ui.Script{}
			in.Press(ui.CmdCancel)
			tick(tb, ctx, in, area, true)
		} else {
			render(tb, ctx, area, 1280, 720, "fandango-back")
			if a, ok := click(t, tb, ctx, area, "button:"+ui.BackLabel); ok {
				t.Fatalf("Back played %s", st.ActionString(a))
			}
		}
		if tb.Selection() != "" {
			t.Fatalf("esc %v: the selection %q stays", esc, tb.Selection())
		}
	}
}

// TestPinchZoomsTheMapAboutTheFingers: the frame's pinch (ui.Zoomer)
// zooms the map's camera about the fingers' midpoint, which keeps the
// same hex under it, then moves the map with them.
func TestPinchZoomsTheMapAboutTheFingers(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, engine.Observer)
	var z ui.Zoomer = tb
	m := tb.lay.mapR
	x, y := m.X+m.W*0.4, m.Y+m.H*0.6
	bx, by := tb.cam.ToBoard(m, x, y)
	zoom := tb.cam.Zoom
	z.Pinch(x, y, 1.5, 0, 0)
	if got := tb.cam.Zoom; got < zoom*1.49 || got > zoom*1.51 {
		t.Fatalf("zoom %v after a pinch of 1.5 from %v", got, zoom)
	}
	if ax, ay := tb.cam.ToBoard(m, x, y); math.Abs(ax-bx) > 1e-6 || math.Abs(ay-by) > 1e-6 {
		t.Fatalf("the board point under the fingers moved from %v,%v to %v,%v", bx, by, ax, ay)
	}
	z.Pinch(x, y, 1, 30, 0)
	if ax, _ := tb.cam.ToBoard(m, x+30, y); math.Abs(ax-bx) > 1e-6 {
		t.Fatalf("the map did not move with the fingers: %v, want %v", ax, bx)
	}
	tick(tb, ctx, &ui.Script{}, area, false)
}
