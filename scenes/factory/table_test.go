package factory

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"monstermixer/engine"
	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// setup shows st on a new table with instant animations and lays it out.
func setup(t *testing.T, st *fe.State) (*Table, *ui.Context, *ui.Script) {
	t.Helper()
	ctx := newCtx(st.NumPlayers(), 0)
	tb := New()
	tb.Reset(ctx, st.Clone())
	in := &ui.Script{X: 2, Y: 2}
	step(tb, ctx, in, true)
	return tb, ctx, in
}

// step runs one Update and clears the one-tick input.
func step(tb *Table, ctx *ui.Context, in *ui.Script, myTurn bool) (engine.Action, bool) {
	a, ok := tb.Update(ctx, in, frameArea, myTurn)
	in.EndTick()
	return a, ok
}

// spotNames is the sorted "spot:" targets.
func spotNames(tb *Table) []string {
	var out []string
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "spot:") {
			out = append(out, tg.Name)
		}
	}
	slices.Sort(out)
	return out
}

// wantSpots is the sorted notation of the legal placements turned as rot.
func wantSpots(st *fe.State, rot int) []string {
	hand, _ := st.Hand()
	var out []string
	for _, a := range st.AppendLegalActions(nil) {
		if _, _, _, r, _, ok := fe.DecodePlacement(a); ok && r == fe.CanonicalRotation(hand, rot) {
			out = append(out, "spot:"+st.ActionString(a))
		}
	}
	slices.Sort(out)
	return out
}

// find plays seeded games until cond holds in PhasePlace.
func find(t testing.TB, n int, cond func(st *fe.State) bool) *fe.State {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		for k := 2; k < 30; k += 3 {
			st := play(t, n, seed, k)
			if st.Phase() == fe.PhasePlace && cond(st) {
				return st
			}
		}
	}
	t.Fatal("no state found")
	return nil
}

func TestWheelTurnsTheTileAndTargetsFollowTheLegalActions(t *testing.T) {
	st := find(t, 4, func(st *fe.State) bool {
		return len(wantSpots(st, 0)) > 0 && !slices.Equal(wantSpots(st, 0), wantSpots(st, 1))
	})
	tb, ctx, in := setup(t, st)
	if tb.rot != 0 {
		t.Fatalf("new tile turned %d", tb.rot)
	}
	hand := false
	for _, tg := range tb.Targets() {
		hand = hand || tg.Name == "hand" && tg.Rect == tb.handTile
	}
	if !hand {
		t.Fatal("no hand target")
	}
	before := spotNames(tb)
	for r := 0; r < 4; r++ {
		got, want := spotNames(tb), wantSpots(st, r)
		if len(want) > 0 && !slices.Equal(got, want) {
			t.Fatalf("rotation %d: targets %v, legal %v", r, got, want)
		}
		if len(want) == 0 && len(got) != 0 {
			t.Fatalf("rotation %d: targets %v with nothing legal", r, got)
		}
		// Every target lies on its cell: hovering its centre finds the spot.
		for _, tg := range tb.Targets() {
			if !strings.HasPrefix(tg.Name, "spot:") {
				continue
			}
			h := tb.hoverAt(tg.Rect.Center())
			sp := tb.spotAt(h)
			if sp == nil || sp.name != tg.Name {
				t.Fatalf("target %s: hover finds %+v", tg.Name, h)
			}
		}
		in.WheelY = -1
		step(tb, ctx, in, true)
		if tb.rot != (r+1)%4 {
			t.Fatalf("after wheel: rotation %d", tb.rot)
		}
		if r == 0 && slices.Equal(spotNames(tb), before) {
			t.Fatal("the wheel did not change the lit spots")
		}
	}
	in.WheelY = 1
	step(tb, ctx, in, true)
	in.Press(ui.CmdRotateBack)
	step(tb, ctx, in, true)
	in.RClick = true
	step(tb, ctx, in, true)
	in.Press(ui.CmdRotate)
	step(tb, ctx, in, true)
	if tb.rot != 0 {
		t.Fatalf("wheel up, Shift+R, right-click, R: rotation %d, want 0", tb.rot)
	}
	if n := ctx.Sound.(*sounds).Count("rotate"); n != 8 {
		t.Fatalf("%d rotate sounds for 8 turns", n)
	}
	// Not the viewer's turn: no turning, no spots.
	in.WheelY = -1
	step(tb, ctx, in, false)
	if tb.rot != 0 || len(spotNames(tb)) != 0 {
		t.Fatalf("out of turn: rotation %d, spots %v", tb.rot, spotNames(tb))
	}
}

func TestClickingALitSpotReturnsTheLegalPlacement(t *testing.T) {
	for _, n := range []int{2, 6} {
		st := find(t, n, func(st *fe.State) bool { return len(wantSpots(st, 0)) > 1 })
		for _, name := range wantSpots(st, 0) {
			tb, ctx, in := setup(t, st)
			r := clickTarget(tb, in, name)
			a, ok := step(tb, ctx, in, true)
			if !ok {
				t.Fatalf("%dp: click on %s returned nothing", n, name)
			}
			if "spot:"+st.ActionString(a) != name {
				t.Fatalf("%dp: click on %s returned %s", n, name, st.ActionString(a))
			}
			if err := st.Clone().(*fe.State).Apply(a); err != nil {
				t.Fatalf("%dp: %s refused: %v", n, name, err)
			}
			// The same click out of turn does nothing.
			in.ClickRect(r)
			if _, ok := step(tb, ctx, in, false); ok {
				t.Fatal("a click out of turn returned an action")
			}
		}
	}
}

// withUnlit finds an n-player state (find) whose table has an open cell
// where the tile in hand does not fit as turned (unlit), and, when lit,
// a spot where it fits.
func withUnlit(t *testing.T, n int, lit bool) *fe.State {
	return find(t, n, func(st *fe.State) bool {
		tb, _, _ := setup(t, st)
		_, _, ok := unlit(tb)
		return ok && (!lit || len(wantSpots(st, 0)) > 0)
	})
}

// clickTarget clicks the centre of the target tb publishes as name (the
// zero rectangle's when it publishes none) and returns the target's
// rectangle.
func clickTarget(tb *Table, in *ui.Script, name string) ui.Rect {
	var r ui.Rect
	for _, tg := range tb.Targets() {
		if tg.Name == name {
			r = tg.Rect
		}
	}
	in.ClickRect(r)
	return r
}

// unlit finds an open cell where the tile in hand does not fit as turned.
func unlit(tb *Table) (p int, sp spot, ok bool) {
	for p := range tb.seats {
		for _, sp := range tb.seats[p].spots {
			if sp.fit&fitNow == 0 {
				return p, sp, true
			}
		}
	}
	return 0, spot{}, false
}

func TestClickingAnUnlitSpotExplainsWhyAndPlaysNothing(t *testing.T) {
	st := withUnlit(t, 3, true)
	tb, ctx, in := setup(t, st)
	p, sp, _ := unlit(tb)
	r := tb.seats[p].grid.cell(sp.x, sp.y)
	want := st.WhyNot(p, sp.x, sp.y, 0)
	if want == nil {
		t.Fatal("the engine says it fits")
	}
	// Hovering shows the reason as a tooltip.
	in.X, in.Y = r.Center()
	step(tb, ctx, in, true)
	if !strings.HasPrefix(tb.tip, want.Render(tb.seatName)) {
		t.Fatalf("tooltip %q, want %q", tb.tip, want)
	}
	img := render(t, tb, ctx, frameArea, 1280, 720, "whynot")
	if countNear(img, r, colNoFit, 8) == 0 {
		t.Fatal("the refused cell is not outlined in red")
	}
	tip := ui.Rect{X: in.X + 16, Y: in.Y + 18, W: 60, H: 20}
	if countNear(img, tip, colNoFit, 8)+countNear(img, tip.Inset(-300), ui.ColText, 10) == 0 {
		t.Fatal("no tooltip drawn")
	}
	in.ClickRect(r)
	if a, ok := step(tb, ctx, in, true); ok {
		t.Fatalf("click on an unlit spot returned %s", st.ActionString(a))
	}
	if !strings.HasPrefix(tb.note, want.Render(tb.seatName)) {
		t.Fatalf("note %q, want %q", tb.note, want)
	}
	if sp.fit&fitOther != 0 && !strings.Contains(tb.note, "Turned another way it fits") {
		t.Fatalf("note %q does not say another turn fits", tb.note)
	}
}

// The why-not tooltip stays inside the table's area wherever the refused
// cell is, also in the seat box nearest the right edge.
func TestWhyNotTooltipStaysInsideTheTable(t *testing.T) {
	st := withUnlit(t, 2, false)
	tb, ctx, in := setup(t, st)
	checked := 0
	for p := range tb.seats {
		for _, sp := range tb.seats[p].spots {
			if sp.fit&fitNow != 0 {
				continue
			}
			in.X, in.Y = tb.seats[p].grid.cell(sp.x, sp.y).Center()
			in.X += 20 // towards the cell's right side
			step(tb, ctx, in, true)
			if tb.tip == "" {
				continue
			}
			_, r, ok := tb.Tip()
			if !ok {
				t.Fatalf("no tooltip shows %q", tb.tip)
			}
			a := frameArea
			if r.X < a.X || r.Y < a.Y || r.X+r.W > a.X+a.W || r.Y+r.H > a.Y+a.H {
				t.Fatalf("tooltip %+v leaves the table area %+v (seat %d cell %d,%d)", r, a, p, sp.x, sp.y)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no refused cell was hovered")
	}
}

func TestLitSpotsAreDrawnAndTheHoveredOneShowsTheTile(t *testing.T) {
	st := withUnlit(t, 2, true)
	tb, ctx, in := setup(t, st)
	img := render(t, tb, ctx, frameArea, 1280, 720, "lit")
	var lit ui.Rect
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "spot:") {
			lit = tg.Rect
		}
	}
	if countNear(img, lit, colSpot, 6) < int(lit.W) {
		t.Fatalf("lit spot %v barely green: %d pixels", lit, countNear(img, lit, colSpot, 6))
	}
	p, sp, _ := unlit(tb)
	dark := tb.seats[p].grid.cell(sp.x, sp.y)
	if n := countNear(img, dark, colSpot, 6); n > 0 {
		t.Fatalf("unlit spot has %d lit pixels", n)
	}
	// Under the cursor the lit spot shows the tile in hand as a ghost, with
	// a light outline.
	in.X, in.Y = lit.Center()
	step(tb, ctx, in, true)
	img = render(t, tb, ctx, frameArea, 1280, 720, "lit-hover")
	if countNear(img, lit, ui.ColText, 6) < int(lit.W) {
		t.Fatal("hovered lit spot has no outline")
	}
	hand, _ := st.Hand()
	thin, thick := 0, 0
	for _, e := range fe.RotatedEdges(hand, 0) {
		switch e {
		case fe.Thin:
			thin++
		case fe.Thick:
			thick++
		}
	}
	// The ghost is drawn at 70%: its colours are darkened thin/thick.
	ghost := countNear(img, lit, ui.Mix(ui.ColPanel, colThin, 0.7), 20) + countNear(img, lit, ui.Mix(ui.ColPanel, colThick, 0.7), 20)
	if ghost == 0 {
		t.Fatalf("no ghost of the tile in hand (thin %d, thick %d)", thin, thick)
	}
}

func TestHintLightsTheSuggestedSpotAndTurnsTheTile(t *testing.T) {
	st := find(t, 4, func(st *fe.State) bool {
		for _, a := range st.AppendLegalActions(nil) {
			if _, _, _, r, _, ok := fe.DecodePlacement(a); ok && r > 0 {
				return true
			}
		}
		return false
	})
	var hint engine.Action
	for _, a := range st.AppendLegalActions(nil) {
		if _, _, _, r, _, ok := fe.DecodePlacement(a); ok && r > 0 {
			hint = a
		}
	}
	seat, x, y, rot, _, _ := fe.DecodePlacement(hint)
	tb, ctx, in := setup(t, st)
	cell := tb.seats[seat].grid.cell(x, y)
	orange := func() int {
		img := render(t, tb, ctx, frameArea, 1280, 720, "hint")
		n := 0
		r := cell.Inset(-4)
		for py := int(r.Y); py < int(r.Y+r.H); py++ {
			for px := int(r.X); px < int(r.X+r.W); px++ {
				c := img.RGBAAt(px, py)
				if c.R > 150 && c.R > c.G+40 && c.G > c.B+40 {
					n++
				}
			}
		}
		return n
	}
	if n := orange(); n > 0 {
		t.Fatalf("%d hint pixels before the hint", n)
	}
	tb.ShowHint(hint, true)
	step(tb, ctx, in, true)
	if tb.rot != rot {
		t.Fatalf("hint turned the tile to %d, want %d", tb.rot, rot)
	}
	if n := orange(); n < int(cell.W) {
		t.Fatalf("hint outline: %d pixels", n)
	}
	found := false
	for _, tg := range tb.Targets() {
		found = found || tg.Name == "spot:"+st.ActionString(hint)
	}
	if !found {
		t.Fatal("the hinted spot is not lit")
	}
	tb.ShowHint(0, false)
	if n := orange(); n > 0 {
		t.Fatalf("%d hint pixels after clearing", n)
	}
}

func TestStartingSupplyIsGroupedAndAClickPicks(t *testing.T) {
	st := fe.New(3)
	// The supply lies face up while the picking order is drawn.
	if tb, _, _ := setup(t, st); len(tb.supply) < 10 || tb.pickOrder != "Drawing who picks first" {
		t.Fatalf("while the order is drawn: %d supply groups, note %q", len(tb.supply), tb.pickOrder)
	}
	if err := st.Apply(st.AppendLegalActions(nil)[0]); err != nil {
		t.Fatal(err)
	}
	tb, ctx, in := setup(t, st)
	total := 0
	seen := map[look]bool{}
	for _, g := range tb.supply {
		total += g.count
		l := lookOf(g.tile, 0)
		if seen[l] {
			t.Fatalf("tile %s shown twice", fe.TileName(g.tile))
		}
		seen[l] = true
	}
	if total != fe.NumTiles || len(tb.supply) < 10 {
		t.Fatalf("%d groups holding %d tiles", len(tb.supply), total)
	}
	picks := 0
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "pick:") {
			picks++
		}
	}
	if picks != len(tb.supply) {
		t.Fatalf("%d pick targets for %d groups", picks, len(tb.supply))
	}
	img := render(t, tb, ctx, frameArea, 1280, 720, "pick")
	g := tb.supply[len(tb.supply)-1]
	if countNear(img, g.r, colPaper, 4) < int(g.r.W) {
		t.Fatal("supply tile not drawn")
	}
	in.ClickRect(g.r)
	a, ok := step(tb, ctx, in, true)
	if id, isStart := fe.DecodeStart(a); !ok || !isStart || id != g.tile {
		t.Fatalf("click on %s: %v %v", g.name, st.ActionString(a), ok)
	}
	if err := st.Clone().(*fe.State).Apply(a); err != nil {
		t.Fatal(err)
	}
	// A hint for another copy of the same tile outlines the group.
	tb.ShowHint(a, true)
	if !tb.hint.on || lookOf(tb.hint.til, 0) != lookOf(g.tile, 0) {
		t.Fatalf("pick hint %+v", tb.hint)
	}
}

func TestLayoutFitsTwoToSixSeats(t *testing.T) {
	for n := 2; n <= 6; n++ {
		st := play(t, n, uint64(n), 8*n)
		for _, sc := range []float64{1, 2} {
			ctx := newCtx(n, 0)
			ctx.Scale = sc
			tb := New()
			tb.Reset(ctx, st.Clone())
			area := ui.Rect{X: frameArea.X * sc, Y: frameArea.Y * sc, W: frameArea.W * sc, H: frameArea.H * sc}
			tb.Update(ctx, &ui.Script{}, area, true)
			for p := range tb.seats {
				sv := &tb.seats[p]
				b := sv.box
				if b.X < area.X || b.Y < area.Y || b.X+b.W > area.X+area.W+0.5 || b.Y+b.H > area.Y+area.H+0.5 {
					t.Fatalf("%dp x%v: seat %d box %v outside %v", n, sc, p, b, area)
				}
				for q := range p {
					o := tb.seats[q].box
					if b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H {
						t.Fatalf("%dp: seats %d and %d overlap", n, p, q)
					}
				}
				if sv.grid.Cell > maxMainTile*sc || sv.grid.Cell < 8*sc {
					t.Fatalf("%dp x%v: seat %d tiles %v px", n, sc, p, sv.grid.Cell)
				}
				for _, tl := range sv.mons[sv.main].Tiles {
					r := sv.grid.cell(tl.X, tl.Y)
					if r.X < b.X || r.Y < b.Y || r.X+r.W > b.X+b.W || r.Y+r.H > b.Y+b.H {
						t.Fatalf("%dp x%v: seat %d tile %v outside its box %v", n, sc, p, r, b)
					}
				}
				for _, th := range sv.thumb {
					if th.r.Y+th.r.H > b.Y+b.H+0.5 {
						t.Fatalf("%dp: thumb below the box", n)
					}
				}
			}
		}
	}
}

func TestTileSizesComeFromALadder(t *testing.T) {
	seen := map[float64]bool{}
	prev := 0.0
	for px := 4.0; px <= 400; px += 0.25 {
		q := tileStep(px)
		if q > px || q < px/1.06-1 || q < prev {
			t.Fatalf("size %v steps to %v (previous %v)", px, q, prev)
		}
		prev = q
		seen[q] = true
	}
	if len(seen) > 90 {
		t.Fatalf("%d different sizes up to 400 px", len(seen))
	}
}

// A narrow seat box (the game-over screen shows four seats' boxes side by
// side in a small table) fits its texts: the points lose their unit, the
// points at risk go into a word, the name and the monster's label give way,
// and nothing runs into anything else. A wide box keeps the words.
func TestSeatBoxTextsFitTheirBox(t *testing.T) {
	var st *fe.State
	for seed := uint64(1); st == nil; seed++ {
		over := play(t, 4, seed, 1<<30)
		for p := 0; p < 4; p++ {
			if over.Score(p).AtRisk > 0 {
				st = over // a monster left open: its points are lost
			}
		}
	}
	tb, _, _ := setup(t, st)
	fits := func(width float64) (words bool) {
		t.Helper()
		words = true
		for p := range tb.seats {
			tb.layoutSeat(p, ui.Rect{X: 300, Y: 100, W: width, H: 400}, 1, false)
			sv := &tb.seats[p]
			score := ui.TextWidth(sv.scoreFit, 17, true)
			risk := ui.TextWidth(sv.riskFit, 12, false)
			head := score + 12
			if sv.riskInHead && sv.riskFit != "" {
				head += ui.TextWidth(sv.riskFit, 13, false) + 8
			}
			switch {
			case 27+4+head > width:
				t.Fatalf("seat %d: in a box %.0f wide the symbol runs into %q", p, width, sv.scoreFit)
			case sv.name != "" && 34+ui.TextWidth(sv.name, 17, true)+4+head > width:
				t.Fatalf("seat %d: in a box %.0f wide the name %q runs into %q", p, width, sv.name, sv.scoreFit)
			case !sv.riskInHead && risk > width-24:
				t.Fatalf("seat %d: %q does not fit a box %.0f wide", p, sv.riskFit, width)
			case !sv.riskInHead && sv.mainFit != "" && 12+ui.TextWidth(sv.mainFit, 12, false)+4+risk+12 > width:
				t.Fatalf("seat %d: in a box %.0f wide %q runs into %q", p, width, sv.mainFit, sv.riskFit)
			}
			words = words && sv.scoreFit == sv.scoreText && sv.riskFit == sv.riskText && sv.name != ""
		}
		return words
	}
	if !fits(340) {
		t.Error("a box 340 wide shortened its texts")
	}
	for _, w := range []float64{72, 100} {
		if fits(w) {
			t.Errorf("a box %.0f wide kept every word", w)
		}
	}
}

// The game-over screen draws the final board in a box 560 by 430 (issue
// 34: "Mi…", "Sn…" were cut there): with 4 and 6 seats, named as the
// computer players are, every name, score, monster label and lost-points
// line is drawn whole, inside its seat's box and clear of the others.
func TestGameOverBoardCutsNoText(t *testing.T) {
	names := []string{"Blorb", "Snaggle", "Fizzwick", "Grumble", "Mopsy", "Zonk"}
	area := ui.Rect{X: 30, Y: 170, W: 560, H: 430}
	for _, n := range []int{4, 6} {
		for seed := uint64(1); seed <= 6; seed++ {
			cutNothing(t, play(t, n, seed, 1<<30), names, area)
		}
	}
}

// cutNothing checks the texts of the finished game st drawn in area.
func cutNothing(t *testing.T, st *fe.State, names []string, area ui.Rect) {
	t.Helper()
	n := st.NumPlayers()
	ctx := newCtx(n, 0)
	for p := range ctx.Seats {
		ctx.Seats[p].Name = names[p]
	}
	tb := New()
	tb.Reset(ctx, st.Clone())
	render(t, tb, ctx, area, 640, 640, "factory-gameover-"+strconv.Itoa(n)+"p")
	if !tb.noHandCol {
		t.Errorf("%dp: the hand column takes room from the seats", n)
	}
	for p := range tb.seats {
		sv := &tb.seats[p]
		b := sv.box
		if b.X < area.X || b.X+b.W > area.X+area.W+0.5 {
			t.Fatalf("%dp: seat %d's box %+v leaves the board's %+v", n, p, b, area)
		}
		head := 12 + ui.TextWidth(sv.scoreFit, 17, true)
		if sv.riskInHead && sv.riskFit != "" {
			head += ui.TextWidth(sv.riskFit, 13, false) + 8
		}
		switch {
		case sv.name != names[p]:
			t.Errorf("%dp: %s is drawn as %q", n, names[p], sv.name)
		case 34+ui.TextWidth(sv.name, sv.nameSize, true)+4+head > b.W:
			t.Errorf("%dp: in a box %.0f wide the name %q runs into %q", n, b.W, sv.name, sv.scoreFit)
		case sv.scoreFit != sv.scoreText && sv.scoreFit != sv.scoreShort:
			t.Errorf("%dp: the points %q are cut", n, sv.scoreFit)
		case sv.mainFit != sv.mainLabel:
			t.Errorf("%dp: %q is drawn as %q", n, sv.mainLabel, sv.mainFit)
		case sv.riskFit != sv.riskText:
			t.Errorf("%dp: %q is drawn as %q", n, sv.riskText, sv.riskFit)
		case !sv.riskInHead && !sv.riskBelow && sv.riskFit != "" && 12+ui.TextWidth(sv.mainFit, 12, false)+4+ui.TextWidth(sv.riskFit, 12, false)+12 > b.W:
			t.Errorf("%dp: %q runs into %q", n, sv.mainFit, sv.riskFit)
		case sv.riskBelow && 24+ui.TextWidth(sv.riskFit, 12, false) > b.W:
			t.Errorf("%dp: %q leaves its box", n, sv.riskFit)
		}
		if sv.live.AtRisk > 0 && !strings.Contains(sv.riskFit, "lost: left open") {
			t.Errorf("%dp: seat %d's lost points say %q", n, p, sv.riskFit)
		}
		for i, th := range sv.thumb {
			if i < len(sv.thumbFit) && (strings.Contains(sv.thumbFit[i], "…") || ui.TextWidth(sv.thumbFit[i], 12, false) > th.r.W-4) {
				t.Errorf("%dp: a minion's label %q is cut", n, sv.thumbFit[i])
			}
		}
	}
}

// completing finds a state with a legal placement that completes a
// monster, and that placement.
func completing(t *testing.T, n int) (*fe.State, engine.Action) {
	t.Helper()
	var act engine.Action
	st := find(t, n, func(st *fe.State) bool {
		for _, a := range st.AppendLegalActions(nil) {
			seat, _, _, _, _, ok := fe.DecodePlacement(a)
			if !ok {
				continue
			}
			c := st.Clone().(*fe.State)
			before := len(c.Monsters(seat))
			c.Apply(a)
			ms := c.Monsters(seat)
			if !c.IsTerminal() && len(ms) == before && ms[before-1].Complete {
				act = a
				return true
			}
		}
		return false
	})
	return st, act
}

// ticks runs Updates until the table is idle; it returns how many ran.
func ticks(tb *Table, ctx *ui.Context, max int) int {
	in := &ui.Script{}
	for i := 1; i <= max; i++ {
		tb.Update(ctx, in, frameArea, false)
		if !tb.Busy() {
			return i
		}
	}
	return max + 1
}

// showing is the kind of the event the timeline shows now (or next) and
// how many are queued.
func showing(tb *Table) (fe.EventKind, int) {
	e, _, ok := tb.current()
	if !ok {
		return 0, 0
	}
	return e.Kind, tb.tl.Pending()
}

func TestCompletingAMonsterSlidesCelebratesAndStartsAMinion(t *testing.T) {
	st, act := completing(t, 3)
	seat, x, y, _, _, _ := fe.DecodePlacement(act)
	ctx := newCtx(3, 1)
	tb := New()
	tb.Reset(ctx, st.Clone())
	tb.Update(ctx, &ui.Script{}, frameArea, true)
	after := st.Clone().(*fe.State)
	after.Apply(act)
	tb.Animate(ctx, st.Clone(), act, after.Clone())
	if k, n := showing(tb); k != fe.EvPlace || n != 2 {
		t.Fatalf("showing %v of %d steps, want a placement then a completion", k, n)
	}
	mon := len(after.Monsters(seat)) - 1
	if !tb.hidden(seat, mon, x, y) {
		t.Fatal("the sliding tile is also drawn in its cell")
	}
	pts := after.Monsters(seat)[mon].Points()
	snd := ctx.Sound.(*sounds)
	// The sounds come when their animation starts: place now, complete
	// after the slide.
	tb.Update(ctx, &ui.Script{}, frameArea, false)
	if snd.Count("place") != 1 || snd.Count("complete") != 0 {
		t.Fatalf("sounds after one tick: %v", snd.Played)
	}
	render(t, tb, ctx, frameArea, 1280, 720, "anim-slide")
	for i := 0; i < 60 && func() bool { k, _ := showing(tb); return k == fe.EvPlace }(); i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
	e, _, _ := tb.current()
	if e == nil || e.Kind != fe.EvComplete || e.Points != pts || tb.hidden(seat, mon, x, y) {
		t.Fatalf("after the slide the table shows %+v, want the completion worth %d with the tile in place", e, pts)
	}
	if want := "Complete! " + strconv.Itoa(pts) + " point"; !strings.HasPrefix(completeText(e), want) {
		t.Fatalf("celebration %q, want %q", completeText(e), want)
	}
	if want := ctx.Seats[seat].Name + "'s "; !strings.HasPrefix(tb.Status(), want) || !strings.Contains(tb.Status(), " is complete: "+strconv.Itoa(pts)+" point") {
		t.Fatalf("status %q, want %q... is complete: %d points", tb.Status(), want, pts)
	}
	n := ticks(tb, ctx, 1000) + 20
	if n < 60 || n > 200 {
		t.Fatalf("slide and celebration took %d ticks at speed 1", n)
	}
	if snd.Count("complete") != 1 {
		t.Fatalf("sounds: %v", snd.Played)
	}
	if tb.hidden(seat, mon, x, y) {
		t.Fatal("the tile is still hidden after the animation")
	}
	// Twice as fast takes about half as long.
	tb.Reset(ctx, st.Clone())
	ctx.AnimSpeed = 2
	tb.Animate(ctx, st.Clone(), act, after.Clone())
	if m := ticks(tb, ctx, 1000); m > n/2+3 || m < n/2-3 {
		t.Fatalf("speed 2: %d ticks, speed 1: %d", m, n)
	}
	// The minion draw is shown with the owner's name.
	if after.Phase() != fe.PhaseMinion {
		t.Fatalf("phase %v after completing", after.Phase())
	}
	ctx.AnimSpeed = 1
	animateDraw(tb, ctx, after, 1)
	if k, n := showing(tb); k != fe.EvMinion || n != 1 {
		t.Fatalf("showing %v of %d, want a minion", k, n)
	}
	if want := "Minion for " + ctx.Seats[seat].Name; tb.Status() != want {
		t.Fatalf("minion label %q, want %q", tb.Status(), want)
	}
	for i := 0; i < 30; i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
	render(t, tb, ctx, frameArea, 1280, 720, "anim-minion")
	tb.SkipAnimation()
	if tb.Busy() {
		t.Fatal("busy after SkipAnimation")
	}
}

func TestInstantSpeedAnimatesNothingButStillSounds(t *testing.T) {
	st, act := completing(t, 2)
	ctx := newCtx(2, 0)
	tb := New()
	tb.Reset(ctx, st.Clone())
	after := st.Clone().(*fe.State)
	after.Apply(act)
	tb.Animate(ctx, st.Clone(), act, after.Clone())
	if k, n := showing(tb); tb.Busy() {
		t.Fatalf("busy at instant speed: %v of %d", k, n)
	}
	snd := ctx.Sound.(*sounds)
	if snd.Count("place") != 1 || snd.Count("complete") != 1 {
		t.Fatalf("sounds %v", snd.Played)
	}
	if tb.st != after && tb.st.Phase() != fe.PhaseMinion {
		t.Fatal("the table does not show the new state")
	}
}

func TestDrawFlipsAndAForcedDiscardGoesAwayWithItsReason(t *testing.T) {
	st := find(t, 2, func(st *fe.State) bool {
		l := st.AppendLegalActions(nil)
		_, _, _, _, _, isPlace := fe.DecodePlacement(l[0])
		return len(l) == 1 && !isPlace && !st.LockedOut()
	})
	ctx := newCtx(2, 1)
	tb := New()
	tb.Reset(ctx, st.Clone())
	tb.Update(ctx, &ui.Script{}, frameArea, true)
	if !tb.forced {
		t.Fatal("the forced discard is not noticed")
	}
	if len(spotNames(tb)) != 0 {
		t.Fatalf("spots lit for a tile that fits nowhere: %v", spotNames(tb))
	}
	render(t, tb, ctx, frameArea, 1280, 720, "forced")
	discard := st.AppendLegalActions(nil)[0]
	after := st.Clone().(*fe.State)
	after.Apply(discard)
	tb.Animate(ctx, st.Clone(), discard, after.Clone())
	if e, _, ok := tb.current(); !ok || e.Kind != fe.EvDiscard || discardText(e) != "Fits nowhere: discarded" {
		t.Fatalf("discard animation %+v", e)
	}
	for i := 0; i < 20; i++ {
		tb.Update(ctx, &ui.Script{}, frameArea, false)
	}
	img := render(t, tb, ctx, frameArea, 1280, 720, "anim-discard")
	ht := tb.handTile
	if countNear(img, ui.Rect{X: ht.X - 30, Y: ht.Y + ht.H, W: ht.W + 60, H: 60}, ui.ColWarm, 40) < 20 {
		t.Fatal("the discard reason is not shown by the hand")
	}
	ticks(tb, ctx, 1000)
	if after.IsTerminal() {
		return
	}
	// The replacement draw flips in.
	animateDraw(tb, ctx, after, 2)
	if k, n := showing(tb); k != fe.EvDraw || n != 1 {
		t.Fatalf("draw animation %v of %d", k, n)
	}
	if n := ticks(tb, ctx, 1000); n < 15 || n > 40 {
		t.Fatalf("the flip took %d ticks", n)
	}
}

// animateDraw samples the chance draw that follows after with seed and
// shows it on tb as an animation from after to the state it leads to.
func animateDraw(tb *Table, ctx *ui.Context, after *fe.State, seed uint64) {
	draw := after.SampleChance(engine.NewRand(seed))
	next := after.Clone().(*fe.State)
	next.Apply(draw)
	tb.Animate(ctx, after.Clone(), draw, next.Clone())
}
