package fandango

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// figurePixels paints one figure at 64 pixels into a fresh image and
// reads it back.
func figurePixels(paint func(img *ebiten.Image)) *image.RGBA {
	img := ebiten.NewImage(68, 68)
	defer img.Deallocate()
	paint(img)
	out := image.NewRGBA(image.Rect(0, 0, 68, 68))
	img.ReadPixels(out.Pix)
	return out
}

// differ counts the pixels where a and b differ clearly.
func differ(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		d := 0
		for c := range 4 {
			v := int(a.Pix[i+c]) - int(b.Pix[i+c])
			d += max(v, -v)
		}
		if d > 90 {
			n++
		}
	}
	return n
}

// Each of the thirteen monsters and each item is its own figure: every
// pair of pictures differs in a good part of their pixels, and none is
// empty. FD_SHEET=path writes them all to a PNG to look at.
func TestEveryKindHasItsOwnFigure(t *testing.T) {
	var figs []*image.RGBA
	var names []string
	blank := image.NewRGBA(image.Rect(0, 0, 68, 68))
	for k := range fd.NumKinds {
		figs = append(figs, figurePixels(func(img *ebiten.Image) { paintMonsterFigure(img, k, 34, 34, 32, false) }))
		names = append(names, k.String())
	}
	for it := range fd.NumItems {
		figs = append(figs, figurePixels(func(img *ebiten.Image) { paintItemFigure(img, it, 34, 34, 32) }))
		names = append(names, it.String())
	}
	for i := range figs {
		if n := differ(figs[i], blank); n < 68*68/10 {
			t.Errorf("the %s's figure covers only %d pixels", names[i], n)
		}
		for j := range i {
			if n := differ(figs[i], figs[j]); n < 68*68/12 {
				t.Errorf("the %s and the %s look alike: %d pixels differ", names[i], names[j], n)
			}
		}
	}
	if path := os.Getenv("FD_SHEET"); path != "" {
		writeSheet(t, path)
	}
}

// writeSheet paints every token (seat colours and wild) and item chip
// large and small into one PNG.
func writeSheet(t *testing.T, path string) {
	img := ebiten.NewImage(1100, 400)
	img.Fill(terrainColours[meadow])
	for k := range fd.NumKinds {
		x := 45 + float64(k)*82
		key := spriteKey{kind: spCounter, which: int(k), colour: sprites.SeatColors[int(k)%6], symbol: sprites.Symbols[int(k)%6]}
		paintToken(img, key, x, 50, 38)
		paintToken(img, spriteKey{kind: spCounter, which: int(k), colour: wildColour}, x, 140, 38)
		paintToken(img, key, x, 215, 16)
		paintToken(img, spriteKey{kind: spCounter, which: int(k), colour: wildColour, flag: k == fd.Troll}, x+30, 215, 11)
	}
	for it := range fd.NumItems {
		x := 45 + float64(it)*82
		paintItemChip(img, it, x, 300, 34)
		paintItemChip(img, it, x, 370, 12)
	}
	out := image.NewRGBA(image.Rect(0, 0, 1100, 400))
	img.ReadPixels(out.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}

// stacked plays a 2-player game at random until some hex holds two or
// more units, and returns it with that hex.
func stackedGame(t *testing.T) (*fd.State, int) {
	st := newState(t, 2, map[string]string{"map": "small"})
	rng := engine.NewRand(3)
	var legal []engine.Action
	for i := 0; i < 4000 && !st.IsTerminal(); i++ {
		count := map[int]int{}
		for _, u := range st.Units() {
			count[u.Hex]++
			if count[u.Hex] >= 2 {
				return st, u.Hex
			}
		}
		legal = enginetest.StepRandom(t, st, rng, legal)
	}
	t.Fatal("no stack in the game")
	return nil, 0
}

// A stack shows its top unit with a count badge; the pointer on it fans
// every unit out, each in its own place and all shown.
func TestAStackShowsACountAndFansOut(t *testing.T) {
	st, h := stackedGame(t)
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	tb := showing(st, ctx, area)
	tb.myTurn = false
	tb.stackBuf = tb.stackOf(h, tb.stackBuf)
	n := len(tb.stackBuf)
	top := tb.stackBuf[0].ID
	x, y, r, shown := tb.unitSlot(top)
	if !shown {
		t.Fatal("the top of the stack is not shown")
	}
	img := render(tb, ctx, area, 1280, 720, "fandango-stack")
	bx, by := int(x+r*0.72), int(y-r*0.72)
	badge := 0
	for yy := by - 3; yy <= by+3; yy++ {
		for xx := bx - 3; xx <= bx+3; xx++ {
			c := img.RGBAAt(xx, yy)
			if tabletest.Near(c, color.RGBA{0x1c, 0x18, 0x28, 0xff}, 20) || tabletest.Near(c, ui.ColText, 40) {
				badge++
			}
		}
	}
	if badge < 25 {
		t.Errorf("no count badge at %d,%d on the stack of %d (%d badge pixels)", bx, by, n, badge)
	}
	for _, u := range tb.stackBuf[1:] {
		if _, _, _, shown := tb.unitSlot(u.ID); shown {
			t.Errorf("unit %d under the pile's top is shown whole", u.ID)
		}
	}
	// a finger tapping the hex does not fan it; held there, it does
	cx, cy := tb.grid().Center(hexOf(st.Board(), h))
	in := &ui.Script{Finger: true}
	in.X, in.Y = cx, cy
	tick(tb, ctx, in, area, false)
	if tb.fan >= 0 {
		t.Fatalf("a finger's touch fans hex %d open", tb.fan)
	}
	in.Long = true
	tick(tb, ctx, in, area, false)
	if tb.fan != h {
		t.Fatalf("a long press on hex %d fans %d", h, tb.fan)
	}
	// the mouse pointer resting on the hex fans the stack out
	tb.fan = -1
	in = &ui.Script{}
	in.X, in.Y = cx+1, cy
	tick(tb, ctx, in, area, false)
	if tb.fan != h {
		t.Fatalf("the pointer on hex %d fans %d", h, tb.fan)
	}
	seen := map[[2]int]bool{}
	for _, u := range st.Units() {
		if u.Hex != h {
			continue
		}
		x, y, _, shown := tb.unitSlot(u.ID)
		if !shown || seen[[2]int{int(x), int(y)}] {
			t.Errorf("fanned, unit %d is not shown in a place of its own", u.ID)
		}
		seen[[2]int{int(x), int(y)}] = true
	}
	fanned := render(tb, ctx, area, 1280, 720, "fandango-stack-fanned")
	if differ(img, fanned) < 200 {
		t.Error("the fanned stack looks like the pile")
	}
}

// The card in the middle panel tells the chosen unit's statistics as the
// engine gives them, its special and what it may do now.
func TestTheCardTellsTheUnit(t *testing.T) {
	st := game(t)
	ctx, area, tb := atTable(st, 2, 0)
	tb.choose(1, false)
	tick(tb, ctx, &ui.Script{}, area, true)
	u := st.Unit(1)
	s := u.Kind.Stats()
	c := &tb.card
	want := [5]string{strconv.Itoa(s.Move), upTo(s.Attack), upTo(st.Defense(u)), upTo(s.Search), strconv.Itoa(s.Stack)}
	if c.id != 1 || c.vals != want {
		t.Fatalf("the card shows unit %d with %q, want %q", c.id, c.vals, want)
	}
	if c.special != s.Special || c.text != s.Text || !strings.Contains(c.now, "may move now") {
		t.Fatalf("the card says %q, %q, %q", c.special, c.text, c.now)
	}
	var drawn []string
	defer recordTexts(&drawCardText, &drawn)()
	render(tb, ctx, area, 1280, 720, "fandango-card")
	for _, w := range append([]string{"Move", "Attack", "Defense", "Search", "Stack", s.Special, c.title}, want[:]...) {
		if !slices.Contains(drawn, w) {
			t.Errorf("the card does not show %q (shows %q)", w, drawn)
		}
	}
}

// The map's panel is filled by the map and the land around it, on the
// solo map and on the 6-player large map, on a desktop and a tablet.
func TestTheMapFillsItsPanel(t *testing.T) {
	for _, c := range []struct {
		n     int
		size  string
		scale float64
	}{{1, "small", 1}, {1, "normal", 1}, {6, "large", 1}, {6, "normal", 1.5}} {
		st := newState(t, c.n, map[string]string{"map": c.size})
		ctx := newCtx(c.n, 0, c.scale)
		area := tableArea(c.scale)
		tb := showing(st, ctx, area)
		img := render(tb, ctx, area, int(1280*c.scale), int(720*c.scale), "fandango-fill")
		m := tb.lay.mapR
		filled, all := 0, 0
		for y := int(m.Y) + 12; y < int(m.Y+m.H)-12; y += 2 {
			for x := int(m.X) + 12; x < int(m.X+m.W)-12; x += 2 {
				all++
				if !tabletest.Near(img.RGBAAt(x, y), colWater, 6) {
					filled++
				}
			}
		}
		if filled*100 < all*90 {
			t.Errorf("%d players, %s map: the map fills %d%% of its panel", c.n, c.size, filled*100/all)
		}
	}
}

// An idle Update allocates nothing: with a unit chosen (its card shown)
// and with the pointer resting on a stack fanned out (the map's figures,
// the card and the fan are worked out when they change, not each frame).
func TestIdleUpdateAllocatesNothing(t *testing.T) {
	st, h := stackedGame(t)
	ctx := newCtx(2, 0, 1)
	area := tableArea(1)
	dst := ebiten.NewImage(1280, 720)
	defer dst.Deallocate()
	for _, fanned := range []bool{false, true} {
		tb := showing(st, ctx, area)
		in := &ui.Script{}
		if fanned {
			in.X, in.Y = tb.grid().Center(hexOf(st.Board(), h))
		} else if tb.st.Phase() == fd.PhaseSelect && st.CurrentPlayer() == 0 {
			for _, u := range st.Units() {
				if u.Owner == 0 && !u.Acted {
					tb.choose(u.ID, false)
					break
				}
			}
		}
		update := func() {
			tb.Update(ctx, in, area, st.CurrentPlayer() == 0)
			tb.Targets()
			in.EndTick()
		}
		for range 3 {
			update()
			tb.Draw(ctx, dst, area)
		}
		if fanned && tb.fan != h {
			t.Fatalf("the pointer on hex %d fans %d", h, tb.fan)
		}
		if tb.card.title == "" {
			t.Fatal("no card")
		}
		var a float64
		ebitentest.OnFrame(func() { a = testing.AllocsPerRun(50, update) })
		if a != 0 {
			t.Errorf("fanned %v: an idle Update allocates %.1f times", fanned, a)
		}
	}
}

// Before a search's die falls the dice box shows the number it needs,
// and a gold bar over the faces that succeed.
func TestThePendingRollShowsTheNumberNeeded(t *testing.T) {
	st := game(t, "u1 c4", "pass", "u2 g4", "pass", "u1 d4", "search")
	_, need := st.RollNeed()
	if need <= 0 {
		t.Fatalf("no number needed: %d", need)
	}
	ctx, area, tb := atTable(st, 2, 1)
	var drawn []string
	defer recordTexts(&drawDiceText, &drawn)()
	render(tb, ctx, area, 1280, 720, "fandango-roll-pending")
	if !slices.Contains(drawn, needTexts[need]) {
		t.Fatalf("the dice box says %q, not %q", drawn, needTexts[need])
	}
}

// recordTexts makes the text drawer *draw also append what it draws to
// *drawn, and returns the function that puts it back.
func recordTexts(draw *func(*ebiten.Image, string, float64, bool, float64, float64, ui.Align, ui.Align, color.RGBA), drawn *[]string) func() {
	old := *draw
	*draw = func(dst *ebiten.Image, s string, size float64, bold bool, x, y float64, h, v ui.Align, c color.RGBA) {
		*drawn = append(*drawn, s)
		old(dst, s, size, bold, x, y, h, v, c)
	}
	return func() { *draw = old }
}
