package chessmonsters

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// cardFaces counts the pixels of the face-up card colour in r.
func cardFaces(t *testing.T, tb *Table, ctx *ui.Context, name string, rects ...ui.Rect) int {
	t.Helper()
	img := render(t, tb, ctx, name)
	n := 0
	for _, r := range rects {
		n += tabletest.CountNear(img, colCard, 2, r)
	}
	return n
}

// The pick screen shows the roster and the picks only to the player
// picking: the other player and the neutral view see that a team is being
// picked, not which cards.
func TestPicksAreDrawnOnlyForThePicker(t *testing.T) {
	s, _ := cm.Game.NewState(engine.Setup{Players: 2})
	st := s.(*cm.State)
	play(t, st, "pick jumo", "pick lotl", "pick lotl")
	tb, ctx := shown(t, st, cm.White)
	if !strings.Contains(tb.texts.pickHead, "3 of 6") || tb.texts.pickCount[cm.Lotl] != "In team: 2" {
		t.Fatalf("the picker reads %q and %q", tb.texts.pickHead, tb.texts.pickCount[cm.Lotl])
	}
	if n := cardFaces(t, tb, ctx, "cm-pick-white", frameArea); n < 5000 {
		t.Fatalf("the picker sees %d pixels of cards", n)
	}
	for _, v := range []int{cm.Black, engine.Observer} {
		tb, ctx := shown(t, st, v)
		if tb.texts.pickHead != "" || tb.texts.pickCount[cm.Lotl] != "" || tb.texts.pickCount[cm.Jumo] != "" {
			t.Fatalf("viewer %d reads the picks: %q %v", v, tb.texts.pickHead, tb.texts.pickCount)
		}
		if n := cardFaces(t, tb, ctx, "cm-pick-other", frameArea); n != 0 {
			t.Fatalf("viewer %d sees %d pixels of cards while Anna picks", v, n)
		}
		if !strings.Contains(tb.texts.pickWait, "Anna is picking") {
			t.Fatalf("viewer %d reads %q", v, tb.texts.pickWait)
		}
		if tgts := tb.Targets(); len(tgts) != 0 {
			t.Fatalf("viewer %d may click %v", v, tgts)
		}
	}
}

// A player's reserve and loot hand are face up for that player only:
// the other player and the neutral view see backs.
func TestReserveAndHandAreDrawnOnlyForTheirOwner(t *testing.T) {
	st := ready(t)
	panels := func(tb *Table, p int) []ui.Rect {
		return append(append([]ui.Rect{}, tb.lay.res[p][:]...), tb.lay.hand[p][:]...)
	}
	for _, v := range []int{cm.White, cm.Black, engine.Observer} {
		tb, ctx := shown(t, st, v)
		for p := range 2 {
			n := cardFaces(t, tb, ctx, "cm-panels", panels(tb, p)...)
			backs := tabletest.CountNear(render(t, tb, ctx, "cm-panels"), colBack, 2, tabletest.Whole(render(t, tb, ctx, "cm-panels")))
			if p == v && n < 2000 {
				t.Errorf("viewer %d sees only %d pixels of their own cards", v, n)
			}
			if p != v && n != 0 {
				t.Errorf("viewer %d sees %d pixels of seat %d's hidden cards", v, n, p)
			}
			if backs == 0 {
				t.Errorf("viewer %d sees no card backs", v)
			}
			if p != v && (len(tb.texts.resKinds[p]) != 0 || len(tb.texts.handCards[p]) != 0) {
				t.Errorf("viewer %d's table knows seat %d's cards", v, p)
			}
		}
	}
}

// Summoning is two clicks: a reserve card, then a lit field; a field out
// of reach is refused with the engine's reason, and nothing is played.
func TestSummonByClicksAndARefusal(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	in := &ui.Script{}
	click := func(r ui.Rect) (engine.Action, bool) { in.ClickRect(r); return update(tb, ctx, in) }
	if _, ok := click(tb.keyRect(key{kRes, cm.Jumo})); ok {
		t.Fatal("a reserve card alone played an action")
	}
	lit := 0
	for f := range cm.NumFields {
		if tb.isLit(key{kField, f}) {
			lit++
			if f >= 2*cm.Size {
				t.Fatalf("field %s is lit for a summon", cm.FieldName(f))
			}
		}
	}
	if lit != 12 {
		t.Fatalf("%d fields lit for the summon, want the 12 of the 2 nearest rows", lit)
	}
	far, _ := cm.ParseField("c4")
	if _, ok := click(tb.lay.fieldRect(far)); ok || !strings.Contains(tb.note, "2 rows nearest") {
		t.Fatalf("a summon onto c4: note %q", tb.note)
	}
	// The refusal keeps Jumo chosen: a lit field summons it.
	c2, _ := cm.ParseField("c2")
	a, ok := click(tb.lay.fieldRect(c2))
	if !ok || st.ActionString(a) != "summon jumo c2" {
		t.Fatalf("clicking c2 played %v %q", ok, st.ActionString(a))
	}
}

// Selecting a monster lights its targets with the chance to hit; a target
// that a single and a team attack can both reach asks which, and the team
// attack then shows who joins.
func TestAttackChanceAndTeamAttack(t *testing.T) {
	st := facing(t)
	tb, ctx := shown(t, st, cm.White)
	c4, _ := cm.ParseField("c4")
	c5, _ := cm.ParseField("c5")
	d4, _ := cm.ParseField("d4")
	if len(tb.sel) != 1 || tb.sel[0] != (key{kField, c4}) {
		t.Fatalf("the interacting monster is not chosen: %v", tb.sel)
	}
	if tb.chance[c5] != "83%" {
		t.Fatalf("the target shows %q, want 83%% (accuracy 4: 1-4 and 6)", tb.chance[c5])
	}
	render(t, tb, ctx, "cm-target")
	published := false
	for _, tg := range tb.Targets() {
		published = published || tg.Name == "target:c5"
	}
	if !published {
		t.Fatalf("the target is not published as one: %v", tb.Targets())
	}
	in := &ui.Script{}
	in.ClickRect(tb.lay.fieldRect(c5))
	if _, ok := tb.Update(ctx, in, frameArea, true); ok {
		t.Fatal("an ambiguous click played an action")
	}
	in.EndTick()
	if len(tb.choices) != 2 || !strings.Contains(tb.choices[0].btn.Label, "83% to hit") || !strings.Contains(tb.choices[1].btn.Label, "team attack") {
		t.Fatalf("choices %v", tb.choices)
	}
	render(t, tb, ctx, "cm-choices")
	in.ClickRect(tb.choices[1].btn.Rect)
	a, ok := tb.Update(ctx, in, frameArea, true)
	in.EndTick()
	if !ok || st.ActionString(a) != "c4xc5 team" {
		t.Fatalf("the team button played %q", st.ActionString(a))
	}
	if err := st.Apply(a); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, view(st, cm.White), a, view(st, cm.White))
	tb.SkipAnimation()
	if !tb.isLit(key{kField, d4}) || tb.chance[d4] != "67%" {
		t.Fatalf("d4 can join: lit %v, chance %q", tb.isLit(key{kField, d4}), tb.chance[d4])
	}
	in.ClickRect(tb.lay.fieldRect(d4))
	a, ok = tb.Update(ctx, in, frameArea, true)
	in.EndTick()
	if !ok || st.ActionString(a) != "join d4" {
		t.Fatalf("clicking d4 played %q", st.ActionString(a))
	}
	before := view(st, cm.White)
	if err := st.Apply(a); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, a, view(st, cm.White))
	tb.SkipAnimation()
	if fs, to := tb.shown.Attackers(); len(fs) != 2 || to != c5 {
		t.Fatalf("the table shows attackers %v on %d", fs, to)
	}
	if !tb.isLit(key{kBtn, btnGo}) || tb.btns[btnGo].Rect.W == 0 {
		t.Fatal("no button starts the team attack")
	}
	render(t, tb, ctx, "cm-team")
}

// The frame's keyboard cursor moves over what may be clicked, Enter clicks
// it.
func TestKeyboardPlaysASummon(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	in := &ui.Script{}
	var cur ui.Cursor
	enter := func(prefix string) (engine.Action, bool) {
		t.Helper()
		return tabletest.ArrowEnter(t, tb, &cur, ctx, in, frameArea, prefix)
	}
	if _, ok := enter("res:"); ok || tb.Selection() == "" {
		t.Fatalf("Enter on a monster in reserve chose nothing (%q)", tb.Selection())
	}
	a, ok := enter("field:")
	if !ok || !strings.HasPrefix(st.ActionString(a), "summon ") {
		t.Fatalf("Enter played %v %q", ok, st.ActionString(a))
	}
}

// shotNames name the pictures of steps saved for a person to look at.
var shotNames = map[stepKind]string{stRoll: "cm-roll", stHits: "cm-hits", stKO: "cm-ko"}

// The last roll of a team attack: the roll, the hits and the KO play in order with their sounds, and
// skipping ends them with the arena showing the state after.
func TestAttackAnimationPlaysAndSkips(t *testing.T) {
	st := facing(t)
	play(t, st, "c4xc5 team", "join d4", "go", "roll 6")
	tb, ctx := showTo(st, cm.Black, false)
	roll, _ := st.ParseAction("roll 6")
	before := view(st, cm.Black)
	if err := st.Apply(roll); err != nil {
		t.Fatal(err)
	}
	after := view(st, cm.Black)
	tb.Animate(ctx, before, roll, after)
	if !tb.Busy() || tb.shown != before {
		t.Fatal("the roll does not play")
	}
	kinds := map[stepKind]bool{}
	for i := 0; i < 600 && tb.Busy(); i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
		if e := tb.anim.cur; e != nil {
			kinds[e.kind] = true
			if tb.Status() == "" {
				t.Fatalf("no status while step %d plays", e.kind)
			}
			// The roll's outcome is told once the die has settled.
			if told := strings.Contains(tb.Status(), "rolls 6 against accuracy"); e.kind == stRoll && told != (tb.anim.p >= dieSettles) {
				t.Fatalf("status %q at %.2f of the roll", tb.Status(), tb.anim.p)
			}
			if (e.kind == stKO) != tb.hpAfter {
				t.Fatalf("step %d plays with the hit points after the hits shown: %v", e.kind, tb.hpAfter)
			}
			if name := shotNames[e.kind]; name != "" && tb.anim.p > 0.4 && !kinds[e.kind+100] {
				kinds[e.kind+100] = true
				render(t, tb, ctx, name)
			}
		}
	}
	if tb.Busy() || tb.shown != after {
		t.Fatal("the animation never ended")
	}
	if !kinds[stRoll] || !kinds[stHits] || !kinds[stKO] || !kinds[stKO+100] {
		t.Fatalf("steps seen %v, want a roll, hits and a KO", kinds)
	}
	snd := ctx.Sound.(interface{ Count(string) int })
	if snd.Count("dice") != 1 || snd.Count("punch") != 1 || snd.Count("fire") != 1 {
		t.Fatalf("sounds %v", ctx.Sound)
	}
	if tb.Status() != "" {
		t.Fatalf("status %q after the animation", tb.Status())
	}
	// Skipping: the same roll again ends at once in the same state.
	tb.Animate(ctx, before, roll, after)
	tb.SkipAnimation()
	if tb.Busy() || tb.shown != after {
		t.Fatal("skipping did not end the animation")
	}
}

// An idle tick allocates nothing: the pointer resting on a monster while
// a team attack is formed (labels, chances, targets and the detail are
// made when the state changes, not per tick). Drawing is measured by the
// app's frame benchmarks (scenes/perf), in ebiten's real loop.
func TestIdleTickDoesNotAllocate(t *testing.T) {
	st := facing(t)
	play(t, st, "c4xc5 team")
	tb, ctx := shown(t, st, cm.White)
	ctx.Sound = nil
	in := &ui.Script{}
	c4, _ := cm.ParseField("c4")
	in.X, in.Y = tb.lay.fieldRect(c4).Center()
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	tick := func() {
		tb.Update(ctx, in, frameArea, true)
		tb.Targets()
	}
	tick()
	tb.Draw(ctx, img, frameArea)
	if len(tb.attackers) != 1 || tb.texts.detailFor != (key{kField, c4}) || len(tb.Targets()) == 0 {
		t.Fatalf("not the tick meant: attackers %v, detail of %v", tb.attackers, tb.texts.detailFor)
	}
	var allocs float64
	ebitentest.OnFrame(func() { allocs = testing.AllocsPerRun(100, tick) })
	if allocs != 0 {
		t.Fatalf("an idle tick allocates %.1f times", allocs)
	}
}

// Pointing at a lit field says what clicking it plays; the hint lights
// the clicks of the suggested action.
func TestHoverSaysAndHintLights(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	in := &ui.Script{}
	in.ClickRect(tb.keyRect(key{kRes, cm.Shellby}))
	tb.Update(ctx, in, frameArea, true)
	in.EndTick()
	b2, _ := cm.ParseField("b2")
	in.X, in.Y = tb.lay.fieldRect(b2).Center()
	tb.Update(ctx, in, frameArea, true)
	if tb.texts.hoverAct != "Click: Anna summons Shellby into the arena." {
		t.Fatalf("pointing at b2 says %q", tb.texts.hoverAct)
	}
	a, _ := st.ParseAction("summon lotl e1")
	tb.ShowHint(a, true)
	e1, _ := cm.ParseField("e1")
	if !tb.hinted(key{kRes, cm.Lotl}) || !tb.hinted(key{kField, e1}) || tb.hinted(key{kField, b2}) {
		t.Fatalf("the hint lights %v", tb.ch.HintKeys())
	}
	img := render(t, tb, ctx, "cm-hint")
	if n := tabletest.CountNear(img, colHint, 8, tb.lay.fieldRect(e1)); n < 50 {
		t.Fatalf("the hinted field has %d gold pixels", n)
	}
	tb.ShowHint(0, false)
	if len(tb.ch.HintKeys()) != 0 {
		t.Fatal("the hint stays")
	}
}

// Each player sees their own side of the arena at the bottom, with their
// panel beside it, and their cards facing up the screen; a click finds
// the field drawn under it either way.
func TestTheViewerSitsAtTheBottom(t *testing.T) {
	st := facing(t)
	c5, _ := cm.ParseField("c5")
	for _, v := range []int{cm.White, cm.Black, engine.Observer} {
		tb, _ := shown(t, st, v)
		for f := range cm.NumFields {
			if got := tb.lay.fieldUnder(tb.lay.fieldRect(f).Center()); got != f {
				t.Fatalf("viewer %d: field %d is drawn where a click finds %d", v, f, got)
			}
		}
		_, y := tb.lay.fieldRect(c5).Center()
		_, mid := tb.lay.arena.Center()
		blackLow := v == cm.Black
		if (y > mid) != blackLow || (tb.lay.panel[cm.Black].Y > tb.lay.panel[cm.White].Y) != blackLow {
			t.Errorf("viewer %d: Black's side drawn low %v, want %v", v, y > mid, blackLow)
		}
		if (tb.lay.facing(cm.Black) == 0) != blackLow || (tb.lay.facing(cm.White) == 0) == blackLow {
			t.Errorf("viewer %d: cards face %d (White), %d (Black)", v, tb.lay.facing(cm.White), tb.lay.facing(cm.Black))
		}
	}
}

// A move paused by a response window slides once the window is passed.
func TestAMovePausedByAWindowSlidesAfterThePass(t *testing.T) {
	s, _ := cm.Game.NewState(engine.Setup{Players: 2})
	st := s.(*cm.State)
	for range 2 {
		play(t, st, "pick jumo", "pick jumo", "pick lotl", "pick lotl", "pick shellby", "pick shellby")
	}
	play(t, st, "draw mirror", "draw gloves", "draw beartrap", "draw gloves", "start 6 1",
		"summon jumo c2", "summon jumo c5", "c2-c3")
	if w, ok := st.OpenWindow(); !ok || w.Seat != cm.Black {
		t.Fatal("no window for Blorb's Bear Trap")
	}
	tb, ctx := showTo(st, engine.Observer, false)
	before := view(st, engine.Observer)
	pass, _ := st.ParseAction("pass")
	if err := st.Apply(pass); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, pass, view(st, engine.Observer))
	c2, _ := cm.ParseField("c2")
	c3, _ := cm.ParseField("c3")
	e, _, ok := tb.tl.Current()
	if !ok || e.kind != stSlide || e.from != c2 || e.to != c3 {
		t.Fatalf("the pass plays %+v", e)
	}
}

// The card a person points at is not explained to the next viewer: after
// the view changes, the detail explains only what that viewer may see.
func TestThePointedCardIsNotShownToTheNextViewer(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	in := &ui.Script{}
	in.X, in.Y = tb.keyRect(key{kLoot, cm.MagicMirror}).Center()
	tb.Update(ctx, in, frameArea, true)
	if k, ok := tb.detailKey(); !ok || k != (key{kLoot, cm.MagicMirror}) {
		t.Fatalf("the owner pointing at Magic Mirror reads %v", k)
	}
	ctx.Viewer = engine.Observer
	tb.Reset(ctx, view(st, engine.Observer))
	render(t, tb, ctx, "cm-after-handoff")
	if k, ok := tb.detailKey(); ok && k.k == kLoot {
		t.Fatalf("the neutral view explains loot card %d", k.id)
	}
	if strings.Contains(strings.Join(tb.texts.detail, " "), "Magic Mirror") {
		t.Fatalf("the neutral view reads %v", tb.texts.detail)
	}
}

// Every ability on the pick screen is read whole: Sword Ling's, with its
// marker's two abilities, is longer than the others and is set smaller
// rather than cut off, and no card's last line runs under the "In team"
// badge.
func TestPickCardsShowTheirWholeAbility(t *testing.T) {
	s, _ := cm.Game.NewState(engine.Setup{Players: 2})
	st := s.(*cm.State)
	tb, ctx := shown(t, st, cm.White)
	render(t, tb, ctx, "cm-pick-text")
	sc := tb.scale
	for k := range cm.NumMonsters {
		r := tb.lay.pick[k]
		f := tb.texts.pickSize[k]
		n := len(tb.texts.pickText[k])
		if n == 0 || f <= 0 {
			t.Fatalf("%s has no text (size %v)", cm.Roster[k].Name, f)
		}
		last := r.Y + 16*sc + tb.lay.pickCard + float64(n-1)*pickLine*f*sc
		if badge := r.Y + r.H - 24*sc; last+pickLine*f*sc/2 > badge {
			t.Errorf("%s's ability ends at %.0f, under the badge at %.0f (%d lines at %.2f)", cm.Roster[k].Name, last, badge, n, f)
		}
		if k != cm.SwordLing && f != 1 {
			t.Errorf("%s's ability is set at %.2f of the size", cm.Roster[k].Name, f)
		}
	}
	joined := strings.Join(tb.texts.pickText[cm.SwordLing], " ")
	if !strings.Contains(joined, "attack directions.") {
		t.Errorf("Sword Ling's card reads %q", joined)
	}
}

// While an animation plays, the arena shows the state before the move:
// the card panel tells the monster where it still stands, never an empty
// field (where it would draw a monster nobody has), and the top bar tells
// the other player's move in words though their reserve is hidden.
func TestAnimationTellsWhatIsOnScreen(t *testing.T) {
	st := ready(t)
	play(t, st, "summon jumo c2")
	tb, ctx := showTo(st, cm.White, false)
	summon, _ := st.ParseAction("summon jumo c5")
	before := view(st, cm.White)
	if err := st.Apply(summon); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, summon, view(st, cm.White))
	if got := tb.Status(); !strings.Contains(got, "summons Jumo into the arena") {
		t.Fatalf("the top bar reads %q while Blorb summons", got)
	}
	tb.SkipAnimation()
	play(t, st, "c2-c3") // Blorb's window opens; the move goes on when Blorb passes
	pass, _ := st.ParseAction("pass")
	before = view(st, cm.White)
	if err := st.Apply(pass); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, pass, view(st, cm.White))
	if !tb.Busy() {
		t.Fatal("the move does not play")
	}
	for i := 0; i < 600 && tb.Busy(); i++ {
		if k, ok := tb.detailKey(); ok && k.k == kField {
			if _, on := tb.shown.Field(k.id); !on {
				t.Fatalf("the card panel tells field %d, empty on screen", k.id)
			}
		}
		render(t, tb, ctx, "cm-move-anim")
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
}

// A narrow panel (the game-over screen shows the table small) shortens
// its labels so that none runs into another: the name stops before the
// hit points, the Loot deck before the reserve; a wide one keeps the words.
func TestPanelLabelsFitTheirPanel(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	fits := func(area ui.Rect) (long bool) {
		t.Helper()
		tb.Update(ctx, &ui.Script{}, area, true)
		long = true
		for p := range 2 {
			r := tb.lay.panel[p]
			name, hp, deck, res := tb.panelLabels(p, cm.HitPoints, r)
			top := 38 + ui.TextWidth(name, 18, true) + 10 + ui.TextWidth(hp, 17, true) + 14
			mid := 14 + ui.TextWidth(deck, 14, false) + 10 + ui.TextWidth(res, 14, false) + 14
			if top > r.W || mid > r.W {
				t.Fatalf("in a panel %.0f wide, %q and %q take %.0f, %q and %q take %.0f", r.W, name, hp, top, deck, res, mid)
			}
			long = long && strings.HasSuffix(hp, "hit points") && strings.HasSuffix(deck, "cards") && strings.HasSuffix(res, "monsters")
		}
		return long
	}
	if !fits(frameArea) {
		t.Error("the table's own panels shortened their labels")
	}
	if fits(ui.Rect{X: 30, Y: 170, W: 560, H: 430}) {
		t.Error("the game-over screen's panels kept the long labels")
	}
}

// The reserve and the loot hand cards drawn stay inside the seat's panel:
// the table's own panels show a row of four loot cards, and the game-over
// screen's shorter ones, with no room for them, the count alone.
func TestPanelCardsStayInTheirPanel(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	for _, c := range []struct {
		area      ui.Rect
		leastHand int
	}{{frameArea, 4}, {ui.Rect{X: 30, Y: 170, W: 560, H: 430}, 0}} {
		tb.Update(ctx, &ui.Script{}, c.area, true)
		for p := range 2 {
			panel := tb.lay.panel[p]
			if tb.lay.handFit[p] < c.leastHand {
				t.Errorf("in the area %+v, seat %d's panel has room for %d loot cards", c.area, p, tb.lay.handFit[p])
			}
			for _, r := range append(tb.lay.res[p][:], tb.lay.hand[p][:tb.lay.handFit[p]]...) {
				if r.X < panel.X || r.Y < panel.Y || r.X+r.W > panel.X+panel.W || r.Y+r.H > panel.Y+panel.H {
					t.Errorf("in the area %+v, a card %+v leaves seat %d's panel %+v", c.area, r, p, panel)
				}
			}
		}
	}
}

// The progress line counts the turns against the turn limit, so that a
// stalled game's end does not come as a surprise.
func TestProgressCountsTowardsTheTurnLimit(t *testing.T) {
	tb, _ := shown(t, ready(t), cm.White)
	if want := "Turn 1 of " + strconv.Itoa(cm.TurnCap); tb.Progress() != want {
		t.Fatalf("progress %q, want %q", tb.Progress(), want)
	}
}

// A chosen reserve card shows Back; Back, Esc, a right-click and a click
// on the card again each step back to nothing chosen, and a refused click
// keeps the card chosen.
func TestBackEscAndRightClickStepBack(t *testing.T) {
	st := ready(t)
	tb, ctx := shown(t, st, cm.White)
	in := &ui.Script{}
	tick := func(set func()) {
		set()
		if a, ok := tb.Update(ctx, in, frameArea, true); ok {
			t.Fatalf("a step back played %q", st.ActionString(a))
		}
		in.EndTick()
	}
	jumo := tb.keyRect(key{kRes, cm.Jumo})
	far, _ := cm.ParseField("c4")
	for _, back := range []struct {
		name string
		set  func()
	}{
		{"Back", func() { in.ClickRect(tb.btns[btnBack].Rect) }},
		{"Esc", func() { in.Press(ui.CmdCancel) }},
		{"right-click", func() { in.RClick = true }},
		{"the card again", func() { in.ClickRect(jumo) }},
	} {
		if tb.btns[btnBack].Rect.W != 0 {
			t.Fatal("Back shows with nothing chosen")
		}
		tick(func() { in.ClickRect(jumo) })
		tick(func() { in.ClickRect(tb.lay.fieldRect(far)) })
		if !slices.Equal(tb.sel, []key{{kRes, cm.Jumo}}) || tb.note == "" {
			t.Fatalf("a refused click: selection %v, note %q", tb.sel, tb.note)
		}
		if !slices.ContainsFunc(tb.Targets(), func(tg ui.Target) bool { return tg.Name == "button:Back" }) {
			t.Fatalf("no Back button among %v", tb.Targets())
		}
		render(t, tb, ctx, "cm-back")
		tick(back.set)
		if len(tb.sel) != 0 || !tb.isLit(key{kRes, cm.Jumo}) {
			t.Fatalf("%s: selection %v", back.name, tb.sel)
		}
	}
}

// On the pick screen a click beside the cards is refused, and the
// refusal is drawn where the key to the cards stands (it was said and
// never shown).
func TestAPickScreenRefusalIsDrawn(t *testing.T) {
	s, _ := cm.Game.NewState(engine.Setup{Players: 2})
	st := s.(*cm.State)
	tb, ctx := showTo(st, st.CurrentPlayer(), true)
	head := tb.lay.pickHead
	band := ui.Rect{X: head.X, Y: head.Y + 46, W: 600, H: 20}
	before := tabletest.CountNear(render(t, tb, ctx, "chess-pick"), ui.ColDanger, 40, band)
	x := (tb.lay.pick[0].X + tb.lay.pick[0].W + tb.lay.pick[1].X) / 2 // between two cards
	if _, ok := update(tb, ctx, &ui.Script{X: x, Y: tb.lay.pick[0].Y + 40, Click: true}); ok {
		t.Fatal("a click beside the cards played an action")
	}
	if tb.Refused() == "" {
		t.Fatal("a click beside the cards said nothing")
	}
	if after := tabletest.CountNear(render(t, tb, ctx, "chess-pick-refused"), ui.ColDanger, 40, band); after < before+50 {
		t.Fatalf("the refusal %q is not drawn (%d red pixels, %d before)", tb.Refused(), after, before)
	}
}
