package insurance

import (
	"strings"
	"testing"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/ui"
)

// nearMonster reports whether sq is within two squares of the monster's
// feet (the standee covers the squares around them).
func nearMonster(st *ins.State, sq ins.Square) bool {
	p, ok := st.Monster()
	if !ok {
		return false
	}
	x, y := st.Board().XY(sq)
	lx, ly, rx, ry := p.Feet()
	d := func(ax, ay int) bool { return engine.Abs(x-ax) <= 2 && engine.Abs(y-ay) <= 2 }
	return d(lx, ly) || d(rx, ry)
}

func hasDamaged(st *ins.State) bool {
	for sq := 0; sq < st.Board().NumSquares(); sq++ {
		if tk, ok := st.TokenAt(ins.Square(sq)); ok && tk.Damaged && !nearMonster(st, ins.Square(sq)) {
			return true
		}
	}
	return false
}

// TestBoardPixels draws 3- and 6-player tables and checks the colours of
// roads, buildings, a token in its owner's colour and a damaged token.
func TestBoardPixels(t *testing.T) {
	for _, n := range []int{3, 6} {
		st := dealt(t, n, 7)
		playUntil(t, st, 5, func(s *ins.State) bool {
			return s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0 && s.Round() >= 3 && hasDamaged(s)
		})
		ctx, area, tb := atTable(st, n, 0)
		img := render(t, tb, ctx, area, 1280, 720, "pixels-"+ui.Num(n))
		b := st.Board()
		c := tb.lay.cell
		if c < 16 {
			t.Fatalf("%d players: squares of %.0f px are too small to read", n, c)
		}
		var roads, blds, own, dmg int
		for sq := ins.Square(0); int(sq) < b.NumSquares(); sq++ {
			if nearMonster(st, sq) {
				continue
			}
			r := tb.squareRect(sq)
			tk, has := st.TokenAt(sq)
			if !has {
				px := img.RGBAAt(int(r.X+0.22*c), int(r.Y+0.22*c))
				switch b.Kind(sq) {
				case ins.Road:
					if px != colRoad {
						t.Fatalf("%d players: road %s drawn %v, want asphalt %v", n, b.Name(sq), px, colRoad)
					}
					roads++
				case ins.Building:
					found := false
					for _, tint := range buildingTints {
						found = found || px == tint
					}
					if !found {
						t.Fatalf("%d players: building %s drawn %v, want a roof colour", n, b.Name(sq), px)
					}
					blds++
				}
				continue
			}
			seat := ctx.Seats[tk.Owner].Color
			exact := count(img, seat, r)
			if !tk.Damaged {
				if exact < int(c*c/20) {
					t.Fatalf("%d players: %s's %v on %s has %d pixels of its colour", n, ctx.Seats[tk.Owner].Name, tk.Type, b.Name(sq), exact)
				}
				own++
				continue
			}
			grey := countNear(img, ui.Mix(seat, colDamaged, 0.72), 10, r)
			if exact > int(c*c/40) || grey < int(c*c/20) {
				t.Fatalf("%d players: damaged %v on %s: %d pixels of the owner's colour, %d grey", n, tk.Type, b.Name(sq), exact, grey)
			}
			dmg++
		}
		if roads == 0 || blds == 0 || own == 0 || dmg == 0 {
			t.Fatalf("%d players: checked %d roads, %d buildings, %d tokens, %d damaged", n, roads, blds, own, dmg)
		}
	}
}

// findTarget returns the first published target whose name starts with
// prefix.
func findTarget(tb *Table, prefix string) (ui.Target, bool) {
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, prefix) {
			return tg, true
		}
	}
	return ui.Target{}, false
}

// clickFound clicks the first target of tb whose name starts with prefix
// (findTarget) and returns it; it fails the test, naming what it looked
// for, when tb publishes none.
func clickFound(t *testing.T, tb *Table, in *ui.Script, prefix, what string) ui.Target {
	t.Helper()
	tg, ok := findTarget(tb, prefix)
	if !ok {
		t.Fatalf("no %s: %v", what, tb.Targets())
	}
	in.ClickRect(tg.Rect)
	return tg
}

// TestPickAndPlace scripts a pick, a token type and a click on a lit
// square, and a click on a refused square.
func TestPickAndPlace(t *testing.T) {
	st := dealt(t, 4, 3)
	playUntil(t, st, 9, func(s *ins.State) bool { return s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0 })
	ctx, area, tb := atTable(st, 4, 0)
	in := &ui.Script{}
	if _, ok := findTarget(tb, "card:"); !ok {
		t.Fatalf("no playable card published: %v", tb.Targets())
	}
	tg, _ := findTarget(tb, "card:5")
	in.ClickRect(tg.Rect)
	a, ok := tick(tb, ctx, in, area, true)
	if !ok || a != ins.PlayAction(ins.PunchL) {
		t.Fatalf("clicking card 5 gave %v %v", a, ok)
	}
	// not my turn: nothing comes back
	in.ClickRect(tg.Rect)
	if _, ok := tick(tb, ctx, in, area, false); ok {
		t.Fatal("a click when it is not the viewer's turn returned an action")
	}
	// a card's number plays it; 0 is no card
	in.Type("07")
	if a, ok := tick(tb, ctx, in, area, true); !ok || a != ins.PlayAction(ins.TurnL) {
		t.Fatalf("typing 0 then 7 gave %v %v, want Turn [L]", a, ok)
	}
	before := st.ViewFor(0)
	if err := st.Apply(a); err != nil {
		t.Fatal(err)
	}
	tb.Animate(ctx, before, a, st.ViewFor(0))
	for i := 0; i < 600 && tb.Busy(); i++ {
		tick(tb, ctx, in, area, true)
	}
	if st.Phase() != ins.PhasePlace {
		t.Fatalf("phase %v after the pick", st.Phase())
	}
	tick(tb, ctx, in, area, true)
	render(t, tb, ctx, area, 1280, 720, "placing")

	// keyboard: 2 picks cars
	in.Type("2")
	tick(tb, ctx, in, area, true)
	if tb.sel != ins.Car {
		t.Fatalf("key 2 selected %v", tb.sel)
	}
	clickFound(t, tb, in, "token:person", "person button")
	tick(tb, ctx, in, area, true)
	if tb.sel != ins.Person {
		t.Fatalf("the person button selected %v", tb.sel)
	}
	sp := clickFound(t, tb, in, "spot:person ", "lit square for a person")
	a, ok = tick(tb, ctx, in, area, true)
	if d := ins.Decode(a); !ok || d.Kind != ins.KindPlace || d.Token != ins.Person || tb.squareRect(d.Square) != sp.Rect || !engine.IsLegal(st, a) {
		t.Fatalf("clicking %s gave %+v %v, want a person on the clicked square", sp.Name, d, ok)
	}

	// a road square refuses a person, and says why
	var road ins.Square = ins.NoSquare
	for sq := ins.Square(0); int(sq) < st.Board().NumSquares(); sq++ {
		if _, has := st.TokenAt(sq); st.Board().Kind(sq) == ins.Road && !has {
			road = sq
			break
		}
	}
	in.ClickRect(tb.squareRect(road))
	if a, ok := tick(tb, ctx, in, area, true); ok {
		t.Fatalf("a person on road %s was returned: %v", st.Board().Name(road), a)
	}
	why := st.WhyNot(ins.Person, road)
	if why == nil || tb.Refused() != tb.say(engine.ReasonOf(why))+"." || strings.Contains(tb.Refused(), "illegal") {
		t.Fatalf("why-not message %q, engine says %v", tb.Refused(), why)
	}
	img := render(t, tb, ctx, area, 1280, 720, "refused")
	if countNear(img, ui.ColWarm, 8, tb.lay.strip) == 0 {
		t.Fatal("the refusal is not shown in the strip")
	}
}

// revealState plays to the reveal of a round and returns the view before,
// the action and the state after.
func revealState(t *testing.T, n int, seed uint64, round int) (engine.State, engine.Action, *ins.State) {
	t.Helper()
	st := dealt(t, n, seed)
	playUntil(t, st, seed+1, func(s *ins.State) bool { return s.Phase() == ins.PhaseReveal && s.Round() == round })
	before := st.ViewFor(0)
	a := ins.RevealAction()
	if err := st.Apply(a); err != nil {
		t.Fatal(err)
	}
	return before, a, st
}

// sameAsView checks that the table shows exactly the view's tokens and
// monster.
func sameAsView(t *testing.T, tb *Table, st *ins.State) {
	t.Helper()
	for sq := ins.Square(0); int(sq) < st.Board().NumSquares(); sq++ {
		tk, has := st.TokenAt(sq)
		c := tb.m.cells[sq]
		if c.ok != has || (has && c.tok != tk) {
			t.Fatalf("square %s shows %v %v, the state has %v %v", st.Board().Name(sq), c.tok, c.ok, tk, has)
		}
	}
	if p, _ := st.Monster(); tb.m.monster != p {
		t.Fatalf("monster shown at %v, the state has %v", tb.m.monster, p)
	}
}

// TestRevealAnimation plays a reveal to its end, checks that it takes
// time, makes the monster's sounds and ends on the state; SkipAnimation
// and the instant speed end it at once.
func TestRevealAnimation(t *testing.T) {
	before, a, st := revealState(t, 4, 21, 2)
	moved := 0
	for _, e := range st.Events() {
		if e.Kind == ins.EvStep || e.Kind == ins.EvAttack || e.Kind == ins.EvTurn || e.Kind == ins.EvStamp {
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("the chosen reveal does not move the monster; pick another seed")
	}
	ctx := newCtx(4, 0, 1)
	snd := ctx.Sound.(*sounds)
	area := tableArea(1)
	tb := New()
	tb.Reset(ctx, before)
	tb.Animate(ctx, before, a, st.ViewFor(0))
	if !tb.Busy() {
		t.Fatal("not busy after a reveal")
	}
	if got := tb.Progress(); got != "Round 2 of 9" {
		t.Fatalf("progress %q while round 2 is revealed", got)
	}
	in := &ui.Script{}
	ticks := 0
	shot := 0
	for ; tb.Busy() && ticks < 60*120; ticks++ {
		tick(tb, ctx, in, area, false)
		if ticks%45 == 20 && shot < 8 {
			render(t, tb, ctx, area, 1280, 720, "reveal-"+ui.Num(shot))
			shot++
		}
	}
	if tb.Busy() {
		t.Fatal("the reveal never ended")
	}
	if ticks < 60 {
		t.Fatalf("the reveal took only %d ticks", ticks)
	}
	if snd.Count("stomp")+snd.Count("punch")+snd.Count("fire") == 0 {
		t.Fatalf("no monster sounds: %v", snd.Played)
	}
	sameAsView(t, tb, st)
	if got := tb.Progress(); got != "Round 3 of 9" || st.Round() != 3 {
		t.Fatalf("progress %q after the reveal; the state is in round %d", got, st.Round())
	}
	if tb.m.round != st.Round() || tb.m.first != st.FirstPlayer() {
		t.Fatalf("round %d first %d shown, state round %d first %d", tb.m.round, tb.m.first, st.Round(), st.FirstPlayer())
	}

	tb2 := New()
	tb2.Reset(ctx, before)
	tb2.Animate(ctx, before, a, st.ViewFor(0))
	tick(tb2, ctx, in, area, false)
	if !tb2.Busy() {
		t.Fatal("not busy after one tick")
	}
	tb2.SkipAnimation()
	if tb2.Busy() {
		t.Fatal("still busy after SkipAnimation")
	}
	sameAsView(t, tb2, st)

	tb3 := New()
	tb3.Reset(ctx, before)
	ctx.AnimSpeed = 0
	n := len(snd.Played)
	tb3.Animate(ctx, before, a, st.ViewFor(0))
	if tb3.Busy() {
		t.Fatal("busy at instant speed")
	}
	if len(snd.Played) != n {
		t.Fatal("sounds played at instant speed")
	}
	sameAsView(t, tb3, st)
}

// TestWildDice shows a Wild's dice: the reveal stops at the Wild, each die
// tumbles and the move follows.
func TestWildDice(t *testing.T) {
	st := dealt(t, 3, 4)
	playUntil(t, st, 8, func(s *ins.State) bool { return s.Phase() == ins.PhaseDice })
	ctx := newCtx(3, 0, 1)
	snd := ctx.Sound.(*sounds)
	area := tableArea(1)
	tb := New()
	tb.Reset(ctx, st.ViewFor(0))
	in := &ui.Script{}
	for roll := 1; roll <= 2; roll++ {
		before := st.ViewFor(0)
		a := ins.RollAction(3 + roll)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		tb.Animate(ctx, before, a, st.ViewFor(0))
		if !tb.an.revealing {
			t.Fatal("the round's cards are not shown during the dice")
		}
		tick(tb, ctx, in, area, false)
		move := tb.an.diceMove.String()
		if roll == 2 && (tb.an.diceMove == 0 || strings.Contains(tb.Status(), move)) {
			t.Fatalf("while the dark die tumbles the top bar says %q (the move: %q)", tb.Status(), move)
		}
		for i := 0; i < 29; i++ {
			tick(tb, ctx, in, area, false)
		}
		render(t, tb, ctx, area, 1280, 720, "dice-"+ui.Num(roll))
		if roll == 2 {
			for i := 0; i < 60 && tb.an.diceT[1] < diceTumble; i++ {
				tick(tb, ctx, in, area, false)
			}
			if !strings.HasSuffix(tb.Status(), ": "+move) {
				t.Fatalf("once the dice settled the top bar says %q, want the move %q", tb.Status(), move)
			}
		}
		if tb.an.diceT[roll-1] < 0 || tb.an.dice[roll-1] != 3+roll {
			t.Fatalf("die %d shows %d (t %.2f)", roll, tb.an.dice[roll-1], tb.an.diceT[roll-1])
		}
		if roll == 2 && (tb.an.diceT[0] < 0 || tb.an.dice[0] != 4) {
			t.Fatalf("beside the dark die the light die shows %d (t %.2f), want the 4 rolled", tb.an.dice[0], tb.an.diceT[0])
		}
		for i := 0; i < 60*60 && tb.Busy(); i++ {
			tick(tb, ctx, in, area, false)
		}
		if st.Phase() != ins.PhaseDice {
			break
		}
	}
	if snd.Count("dice") < 2 {
		t.Fatalf("dice sounds: %v", snd.Played)
	}
}

// TestHiddenCards draws views in which other seats hold face-down cards
// and checks that only backs are drawn for them.
func TestHiddenCards(t *testing.T) {
	st := dealt(t, 3, 5)
	playUntil(t, st, 6, func(s *ins.State) bool {
		return s.Phase() == ins.PhasePick && s.CurrentPlayer() == s.PlayOrder(2)
	})
	p0, p1, p2 := st.PlayOrder(0), st.PlayOrder(1), st.PlayOrder(2)
	if st.FaceDown(p0) == 0 || st.FaceDown(p1) == 0 {
		t.Fatal("the first two seats have no face-down card")
	}
	area := tableArea(1)
	// the seat about to pick sees two backs
	ctx := newCtx(3, p2, 1)
	tb := shown(st, ctx, area)
	img := render(t, tb, ctx, area, 1280, 720, "hidden")
	for _, q := range []int{p0, p1} {
		// chips of earlier rounds are faces; only this round's chip may
		// be a back, and no face may appear in its place
		cur := tb.chipRect(q, st.Round()-1)
		if count(img, colCard, cur) != 0 {
			t.Fatalf("seat %d's face-down card is drawn face up for seat %d", q, p2)
		}
		if count(img, colCardBack, cur) == 0 {
			t.Fatalf("seat %d's face-down card has no back drawn", q)
		}
	}
	// the viewer's own face-down card carries a "face down" tag
	if count(img, colCardBack, tb.lay.down) != 0 {
		t.Fatal("a face-down card is shown in the viewer's slot while the viewer has none")
	}
	// its owner sees its face in its own slot
	ctx0 := newCtx(3, p0, 1)
	tb0 := shown(st, ctx0, area)
	img0 := render(t, tb0, ctx0, area, 1280, 720, "own-card")
	if count(img0, colCard, tb0.lay.down) == 0 || count(img0, colCardBack, tb0.lay.down) == 0 {
		t.Fatal("the viewer does not see its own face-down card")
	}
}

// TestMonsterPlacement publishes a place for every legal pose and returns
// the clicked one.
func TestMonsterPlacement(t *testing.T) {
	st := dealt(t, 5, 2)
	ctx, area, tb := atTable(st, 5, 0)
	legal := engine.Legal(st)
	n := 0
	for _, tg := range tb.Targets() {
		if strings.HasPrefix(tg.Name, "spot:monster ") {
			n++
		}
	}
	if n != len(legal) {
		t.Fatalf("%d monster places published, %d legal", n, len(legal))
	}
	tg, _ := findTarget(tb, "spot:monster ")
	in := &ui.Script{}
	in.X, in.Y = tg.Rect.Center()
	tick(tb, ctx, in, area, true)
	render(t, tb, ctx, area, 1280, 720, "monster-hover")
	in.ClickRect(tg.Rect)
	a, ok := tick(tb, ctx, in, area, true)
	if d := ins.Decode(a); !ok || d.Kind != ins.KindMonster || tb.poseRect(d.Pose) != tg.Rect || !engine.IsLegal(st, a) {
		t.Fatalf("clicking %s gave %+v %v, want the monster at the clicked place", tg.Name, d, ok)
	}
}

// TestHighDensity draws the table at 2560x1440: everything doubles.
func TestHighDensity(t *testing.T) {
	st := dealt(t, 4, 12)
	playUntil(t, st, 13, func(s *ins.State) bool {
		return s.Round() == 4 && s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0
	})
	ctx1, ctx2 := newCtx(4, 0, 1), newCtx(4, 0, 2)
	tb1, tb2 := shown(st, ctx1, tableArea(1)), shown(st, ctx2, tableArea(2))
	render(t, tb2, ctx2, tableArea(2), 2560, 1440, "hidpi")
	if r := tb2.lay.cell / tb1.lay.cell; r < 1.9 || r > 2.1 {
		t.Fatalf("square size %.0f at 2x, %.0f at 1x", tb2.lay.cell, tb1.lay.cell)
	}
}

// BenchmarkDraw measures a frame (Update and Draw) of a 6-player table in
// the middle of a game, with the pointer on the board. The drawing is
// waited for every 16 frames, outside the timer, so that the allocations
// counted are the table's (and ebiten's per call), not the read-back's.
func BenchmarkDraw(b *testing.B) {
	st := dealt(b, 6, 7)
	playUntil(b, st, 5, func(s *ins.State) bool { return s.Round() == 5 && s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0 })
	ctx, area, tb := atTable(st, 6, 0)
	img := newImage(1280, 720)
	in := &ui.Script{}
	in.X, in.Y = tb.squareRect(40).Center()
	for i := 0; i < 3; i++ {
		tb.Update(ctx, in, area, true)
		tb.Draw(ctx, img, area)
	}
	img.At(0, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tb.Update(ctx, in, area, true)
		tb.Draw(ctx, img, area)
		if i%16 == 15 {
			b.StopTimer()
			img.At(0, 0) // waits for the frames to be drawn
			b.StartTimer()
		}
	}
}

// TestLastRound shows the cards picked up for the last round in the hand
// and in the panels, as the engine's hand says.
func TestLastRound(t *testing.T) {
	st := dealt(t, 3, 8)
	playUntil(t, st, 9, func(s *ins.State) bool {
		return s.Round() == ins.NumRounds && s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0
	})
	ctx, area, tb := atTable(st, 3, 0)
	render(t, tb, ctx, area, 1280, 720, "last-round")
	hand := st.Hand(0)
	if len(tb.m.hand) != len(hand) {
		t.Fatalf("hand shows %v, the engine's hand is %v", tb.m.hand, hand)
	}
	up := 0
	for i, c := range tb.m.hand {
		if c != hand[i] {
			t.Fatalf("hand shows %v, the engine's hand is %v", tb.m.hand, hand)
		}
		if tb.m.handUp[i] {
			up++
		}
	}
	if up != len(hand)-1 {
		t.Fatalf("%d cards marked picked up in a last hand of %d", up, len(hand))
	}
	if n, _ := findTarget(tb, "card:"); n.Name == "" || len(tb.Targets()) != len(hand) {
		t.Fatalf("targets %v for hand %v", tb.Targets(), hand)
	}
}

// TestLastCardsAtGameOver: once the game is over, the strip shows each
// seat's last card face up (the highest last card breaks a tie).
func TestLastCardsAtGameOver(t *testing.T) {
	st := dealt(t, 3, 8)
	playUntil(t, st, 9, func(s *ins.State) bool { return s.IsTerminal() })
	ctx, area, tb := atTable(st, 3, engine.Observer)
	img := render(t, tb, ctx, area, 1280, 720, "game-over-strip")
	for q := 0; q < 3; q++ {
		if c := tb.m.played[q][ins.NumRounds-1]; c != st.Played(q, ins.NumRounds) {
			t.Fatalf("seat %d's last card is %v on the table, %v in the game", q, c, st.Played(q, ins.NumRounds))
		}
		if n := count(img, colCard, tb.lay.round[q]); n < 200 {
			t.Errorf("seat %d's last card face is not drawn in the strip (%d pixels)", q, n)
		}
	}
}

// TestHint highlights the suggested card and the suggested square.
func TestHint(t *testing.T) {
	st := dealt(t, 3, 14)
	playUntil(t, st, 15, func(s *ins.State) bool { return s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0 })
	ctx, area, tb := atTable(st, 3, 0)
	img := render(t, tb, ctx, area, 1280, 720, "no-hint")
	r := tb.lay.cards[0].Inset(-8)
	n0 := countNear(img, colHint, 20, r)
	tb.ShowHint(ins.PlayAction(tb.m.hand[0]), true)
	img = render(t, tb, ctx, area, 1280, 720, "hint-card")
	if n := countNear(img, colHint, 20, r); n < n0+50 {
		t.Fatalf("the hinted card has %d hint pixels around it, %d before the hint", n, n0)
	}
	if tb.Progress() != "Round "+ui.Num(st.Round())+" of 9" {
		t.Fatalf("progress %q", tb.Progress())
	}
}

// BenchmarkFrameBaseline is the cost of a frame that only fills the
// screen, for comparison with BenchmarkDraw under a software renderer.
func BenchmarkFrameBaseline(b *testing.B) {
	img := newImage(1280, 720)
	for i := 0; i < b.N; i++ {
		img.Fill(ui.ColBackground)
		img.At(0, 0)
	}
}

// TestRevealEffects finds a reveal with fire, a token sent home and a
// damaged building, and checks that each is shown: flames, a token flying
// to its owner, the claim token flipping, and the marker moving.
func TestRevealEffects(t *testing.T) {
	var before engine.State
	var st *ins.State
	has := func(evs []ins.Event, k ins.EventKind, fire bool) bool {
		for _, e := range evs {
			if e.Kind == k && (!fire || e.Move == ins.MoveFireL || e.Move == ins.MoveFireR) {
				return true
			}
		}
		return false
	}
	for seed := uint64(1); seed < 60 && st == nil; seed++ {
		s := dealt(t, 5, seed)
		for s.Round() < ins.NumRounds && st == nil {
			playUntil(t, s, seed*31+uint64(s.Round()), func(x *ins.State) bool { return x.Phase() == ins.PhaseReveal })
			b := s.ViewFor(0)
			if err := s.Apply(ins.RevealAction()); err != nil {
				t.Fatal(err)
			}
			evs := s.Events()
			if has(evs, ins.EvAttack, true) && has(evs, ins.EvTokenReturned, false) && has(evs, ins.EvBuildingDamaged, false) && has(evs, ins.EvFirstPlayer, false) {
				before, st = b, s
			}
			if s.Phase() == ins.PhaseDice {
				break
			}
		}
	}
	if st == nil {
		t.Fatal("no reveal with fire, a returned token and a damaged building in 60 seeded games")
	}
	ctx := newCtx(5, 0, 1)
	area := tableArea(1)
	tb := New()
	tb.Reset(ctx, before)
	tb.Animate(ctx, before, ins.RevealAction(), st.ViewFor(0))
	in := &ui.Script{}
	seen := map[string]bool{}
	for i := 0; i < 60*120 && tb.Busy(); i++ {
		tick(tb, ctx, in, area, false)
		cur, _, ok := tb.an.tl.Current()
		if !ok {
			continue
		}
		e := *cur
		name := ""
		switch {
		case e.Kind == ins.EvAttack && tb.an.nsp > 0 && (e.Move == ins.MoveFireL || e.Move == ins.MoveFireR):
			name = "fire"
		case tb.an.nfl > 0 && !tb.flyingMarker():
			name = "token-home"
		case e.Kind == ins.EvBuildingDamaged && tb.m.cells[e.Square].flip < 1 && tb.m.cells[e.Square].tok.Damaged:
			name = "flip"
		case tb.flyingMarker():
			name = "marker"
		}
		if name != "" && !seen[name] {
			seen[name] = true
			render(t, tb, ctx, area, 1280, 720, "effect-"+name)
		}
	}
	for _, n := range []string{"fire", "token-home", "flip", "marker"} {
		if !seen[n] {
			t.Errorf("the reveal never showed %s", n)
		}
	}
	sameAsView(t, tb, st)
}

// TestUpdateDoesNotAllocate checks that an idle tick of the table (the
// pointer moving over the board, a running animation) allocates nothing.
func TestUpdateDoesNotAllocate(t *testing.T) {
	st := dealt(t, 4, 3)
	playUntil(t, st, 9, func(s *ins.State) bool { return s.Phase() == ins.PhasePlace && s.CurrentPlayer() == 0 })
	ctx, area, tb := atTable(st, 4, 0)
	in := &ui.Script{}
	r := tb.squareRect(0)
	in.X, in.Y = r.Center()
	tb.Update(ctx, in, area, true)
	var allocs float64
	ebitentest.OnFrame(func() {
		allocs = testing.AllocsPerRun(200, func() {
			tb.Update(ctx, in, area, true)
			tb.Targets()
		})
	})
	if allocs != 0 {
		t.Fatalf("an idle tick allocates %.1f times", allocs)
	}
}
