package chessmonsters

import (
	"image"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// inkHeight is the height in pixels of the ink of the digits 0-9 drawn
// bold at size: how tall a card's numbers really are on screen.
func inkHeight(t *testing.T, size float64) int {
	t.Helper()
	img := ebiten.NewImage(400, 100)
	defer img.Deallocate()
	sprites.PaintText(img, "0123456789", size, true, 10, 10, ui.AlignStart, ui.AlignStart, colWhite)
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	top, bottom := -1, -1
	for y := range 100 {
		for x := range 400 {
			if px.Pix[(y*400+x)*4+3] >= 0x80 {
				if top < 0 {
					top = y
				}
				bottom = y
				break
			}
		}
	}
	if top < 0 {
		t.Fatalf("nothing drawn at size %.1f", size)
	}
	return bottom - top + 1
}

// At 1280x720 a card in an arena cell can be read: the cells are large,
// the numbers on the card (accuracies, Health, Power, energy) are at
// least 10 pixels high, active or exhausted, and no badge (markers,
// bonuses, a part in a team attack, a chance to hit) covers one of them.
func TestArenaCardsReadAt1280x720(t *testing.T) {
	st := facing(t)
	play(t, st, "c4xc5 team")
	tb, _ := shown(t, st, cm.White)
	if tb.lay.cell < 96 {
		t.Fatalf("an arena cell is %.0f pixels at 1280x720, want at least 96", tb.lay.cell)
	}
	if a, r := tb.lay.arena, frameArea; a.X < r.X || a.Y < r.Y || a.X+a.W > r.X+r.W || a.Y+a.H > r.Y+r.H {
		t.Fatalf("the arena %+v leaves the area %+v", a, r)
	}
	for _, exhausted := range []bool{false, true} {
		size, angle, _ := tb.cardSize(exhausted)
		acc, stat := size*cardGridG*cardAccTxt, size*cardStatTx
		t.Logf("exhausted %v: card %.0f px, accuracies %.1f px (ink %d), stats %.1f px (ink %d)", exhausted, size, acc, inkHeight(t, acc), stat, inkHeight(t, stat))
		if h := inkHeight(t, acc); h < 10 {
			t.Errorf("exhausted %v: a card of %.0f pixels draws its accuracies %d pixels high", exhausted, size, h)
		}
		if h := inkHeight(t, stat); h < 10 {
			t.Errorf("exhausted %v: a card of %.0f pixels draws Health, Power and energy %d pixels high", exhausted, size, h)
		}
		// the leader with its chance as a joiner's and a Shield: all shown;
		// every badge at once: what does not fit is left out
		c4, _ := cm.ParseField("c4")
		tb.chance[c4] = "67%"
		cx, cy := tb.lay.fieldRect(c4).Center()
		for _, m := range []cm.OnField{
			{Kind: cm.Jumo, Owner: cm.White, Energy: 1, Exhausted: exhausted, Shield: 2},
			{Kind: cm.Jumo, Owner: cm.White, Energy: 1, Exhausted: exhausted, Sword: true, AccBonus: 1, PowBonus: 1, Shield: 2},
		} {
			bs, n := tb.badgesOf(c4, m)
			if n < 3 {
				t.Errorf("exhausted %v: only %d badges shown of %+v", exhausted, n, m)
			}
			for _, b := range bs[:n] {
				if b.size < 9 {
					t.Errorf("badge %q in a %.1f pixel font", b.label, b.size)
				}
				for _, nr := range numbersOnCard(size, angle, cx, cy) {
					if b.r.Overlaps(nr) {
						t.Errorf("exhausted %v: badge %q at %+v covers a number at %+v", exhausted, b.label, b.r, nr)
					}
				}
			}
			if n > 0 && bs[0].label != "67%" {
				t.Errorf("the first badge is %q, not the chance", bs[0].label)
			}
		}
	}
}

// The large card beside the arena shows the hovered monster large (its
// direction grid and accuracies on the picture) with its Health, Power
// and energy left as the engine has them, whether it is exhausted, and its
// ability in words; no tooltip covers the arena to say it again.
func TestLargeCardShowsTheHoveredMonster(t *testing.T) {
	st := facing(t)
	tb, ctx := shown(t, st, cm.White)
	c5, _ := cm.ParseField("c5")
	in := &ui.Script{}
	in.X, in.Y = tb.lay.fieldRect(c5).Center()
	update(tb, ctx, in)
	img := render(t, tb, ctx, "cm-large-card")
	if _, box, ok := tb.Tip(); ok {
		t.Errorf("a tooltip at %+v covers the arena while the large card tells the monster", box)
	}
	m, _ := st.Field(c5)
	mo := cm.Roster[m.Kind]
	want := [3]string{itoa(mo.Health), itoa(mo.Power), itoa(m.Energy) + " of " + itoa(mo.Energy)}
	if tb.texts.detailStats != want || tb.texts.detailState != "Active" {
		t.Fatalf("the large card says %q, %q; the engine %q", tb.texts.detailStats, tb.texts.detailState, want)
	}
	if !strings.Contains(tb.texts.detail[0], "Blorb's Jumo") || !strings.Contains(strings.Join(tb.texts.detail, " "), mo.Ability.Name) {
		t.Fatalf("the large card reads %q", tb.texts.detail)
	}
	if pic := tb.largeCard(tb.lay.detail); pic < 2*tb.lay.cell*cardShare*0.6 || pic < 120 {
		t.Fatalf("the large card's picture is %.0f pixels", pic)
	}
	// the picture is drawn: the card's colour fills much of its place
	r := tb.lay.detail
	pic := tb.largeCard(r)
	if n := tabletest.CountNear(img, colCard, 6, ui.Rect{X: r.X + 10, Y: r.Y + 10, W: pic, H: pic}); n < int(pic*pic/10) {
		t.Fatalf("the large card has %d pixels of card colour", n)
	}
	// every text line of the large card stays inside its panel
	if len(tb.texts.detail) < 2 {
		t.Fatalf("no ability text: %q", tb.texts.detail)
	}
}

// Plain moves and Pole Jump landings are lit differently: the engine's
// legal actions say which lit field a move and which a jump reaches, the
// jump landings are drawn violet, and the prompt names both.
func TestPoleJumpLandingsAreLitApart(t *testing.T) {
	st := facing(t) // Anna's Jumo on c4 is acting, with 1 energy left
	tb, ctx := shown(t, st, cm.White)
	c3, _ := cm.ParseField("c3")
	c6, _ := cm.ParseField("c6")
	if tb.litAs[c3] != litMove || tb.litAs[c6] != litJump {
		t.Fatalf("c3 lit as %d, c6 as %d; want a move and a jump", tb.litAs[c3], tb.litAs[c6])
	}
	for _, k := range tb.lit {
		if k.k != kField || tb.litAs[k.id] == litOther {
			continue
		}
		a, err := st.ParseAction("c4 jump " + cm.FieldName(k.id))
		jump := err == nil && isLegal(st, a)
		b, err := st.ParseAction("c4-" + cm.FieldName(k.id))
		move := err == nil && isLegal(st, b)
		if want := map[[2]bool]litKind{{true, false}: litMove, {false, true}: litJump, {true, true}: litBoth}[[2]bool{move, jump}]; tb.litAs[k.id] != want {
			t.Errorf("%s lit as %d; the engine: move %v, jump %v", cm.FieldName(k.id), tb.litAs[k.id], move, jump)
		}
	}
	img := render(t, tb, ctx, "cm-pole-jump")
	if n := tabletest.CountNear(img, colJump, 10, tb.lay.fieldRect(c6)); n < 60 {
		t.Errorf("the jump landing c6 has %d violet pixels", n)
	}
	if n := tabletest.CountNear(img, colJump, 10, tb.lay.fieldRect(c3)); n > 10 {
		t.Errorf("the move c3 has %d violet pixels", n)
	}
	if !strings.Contains(tb.texts.instr, "Pole Jump") || !strings.Contains(tb.texts.instr, "moves") {
		t.Errorf("the prompt says %q", tb.texts.instr)
	}
}

// The prompt names a decision button only when it is on screen, and the
// lit buttons it leaves out are none.
func TestPromptNamesOnlyButtonsOnScreen(t *testing.T) {
	check := func(name string, tb *Table) {
		t.Helper()
		for i, label := range btnLabels {
			if i == btnBack {
				continue
			}
			said := strings.Contains(tb.texts.instr, label)
			if on := tb.btns[i].Rect.W > 0; said != on {
				t.Errorf("%s: the prompt %q names %q: %v; on screen: %v", name, tb.texts.instr, label, said, on)
			}
		}
	}
	st := facing(t)
	tb, _ := shown(t, st, cm.White)
	check("acting", tb)
	tb, _ = shown(t, ready(t), cm.White)
	check("first turn", tb)
	play(t, st, "c4xc5 team")
	tb, _ = shown(t, st, cm.White)
	check("team attack", tb)
	play(t, st, "join d4")
	tb, _ = shown(t, st, cm.White)
	check("joined", tb)
}

// An attack's die settles with the attacker lunging at its target (and
// back); a knocked-out card leaves the arena.
func TestAttackLungesAndKOLeavesTheArena(t *testing.T) {
	st := facing(t)
	play(t, st, "c4xc5 team", "join d4", "go", "roll 1")
	before := st.Clone().(*cm.State)
	roll, _ := st.ParseAction("roll 1")
	if err := st.Apply(roll); err != nil {
		t.Fatal(err)
	}
	tb, ctx := showTo(st, cm.White, false)
	steps := tb.stepsOf(before, roll, st)
	var lunge, ko *step
	for i := range steps {
		switch {
		case steps[i].kind == stRoll && steps[i].lunge:
			lunge = &steps[i]
		case steps[i].kind == stKO:
			ko = &steps[i]
		}
	}
	if lunge == nil || ko == nil {
		t.Fatalf("steps %+v: want a lunging roll and a KO", steps)
	}
	x0, y0 := tb.lay.fieldRect(lunge.from).Center()
	tx, ty := tb.lay.fieldRect(lunge.to).Center()
	x, y := tb.lungePlace(lunge, 0.57)
	if d0, d := (tx-x0)*(tx-x0)+(ty-y0)*(ty-y0), (tx-x)*(tx-x)+(ty-y)*(ty-y); d >= d0*0.6 {
		t.Errorf("at the lunge's height the attacker is not nearer its target: %.0f, %.0f", d, d0)
	}
	if x, y := tb.lungePlace(lunge, 1); x != x0 || y != y0 {
		t.Errorf("after the lunge the attacker is at %.0f,%.0f, not back on its field", x, y)
	}
	x, y, size, _, alpha := tb.koPlace(ko, 0.9)
	a := tb.lay.arena
	if out := x-size/2 > a.X+a.W || y+size/2 < a.Y || x+size/2 < a.X || y-size/2 > a.Y+a.H; !out || alpha > 0.5 {
		t.Errorf("near its end the KO card is at %.0f,%.0f (size %.0f, alpha %.2f), in the arena %+v", x, y, size, alpha, a)
	}
	// pictures of the lunge and the KO while they play
	tb.Animate(ctx, before, roll, st)
	shot := map[stepKind]bool{}
	for i := 0; i < 600 && tb.Busy(); i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
		if e := tb.anim.cur; e != nil && !shot[e.kind] && ((e.kind == stRoll && tb.anim.p > 0.55) || (e.kind == stKO && tb.anim.p > 0.45)) {
			shot[e.kind] = true
			render(t, tb, ctx, "cm-anim-"+map[stepKind]string{stRoll: "lunge", stKO: "ko"}[e.kind])
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func isLegal(st *cm.State, a engine.Action) bool { return engine.IsLegal(st, a) }
