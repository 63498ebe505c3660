package insurance

import (
	"strings"
	"testing"

	"monstermixer/engine"
	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
)

// The Legend button (or L) opens a panel that tells the squares (roads,
// buildings and what their colours mean) and every token type; a click,
// L or Esc closes it, and nothing under it is clicked meanwhile.
func TestLegendTellsColoursAndTokens(t *testing.T) {
	st := dealt(t, 3, 7)
	playUntil(t, st, 5, func(s *ins.State) bool { return s.Phase() == ins.PhasePick && s.CurrentPlayer() == 0 })
	ctx, area, tb := atTable(st, 3, 0)
	words := ""
	for _, r := range legendRows {
		words += r.name + " " + r.what + " "
	}
	for k := ins.TokenType(0); k < ins.NumTokenTypes; k++ {
		name := strings.ToUpper(k.String()[:1]) + k.String()[1:]
		if !strings.Contains(words, name) {
			t.Errorf("the legend does not name the %s", k)
		}
	}
	for _, w := range []string{"Road", "Building", "roof colour", "Damaged", "-1"} {
		if !strings.Contains(words, w) {
			t.Errorf("the legend does not say %q", w)
		}
	}
	b := tb.lay.legendButton()
	if b.X < tb.lay.board.X || b.X+b.W > tb.lay.board.X+tb.lay.board.W || b.Y+b.H > float64(tb.lay.oy)-tb.lay.cell*0.2 {
		t.Errorf("the Legend button %+v is not in the board region's corner above the board (top %.0f)", b, tb.lay.oy)
	}
	in := &ui.Script{}
	in.ClickRect(b)
	if _, ok := tick(tb, ctx, in, area, true); ok || !tb.leg.Open {
		t.Fatal("the Legend button did not open the legend")
	}
	img := render(t, tb, ctx, area, 1280, 720, "insurance-legend")
	p := tb.leg.panel
	if p.W <= 0 || p.X < area.X || p.Y < area.Y || p.X+p.W > area.X+area.W || p.Y+p.H > area.Y+area.H {
		t.Fatalf("the legend %+v leaves the table %+v", p, area)
	}
	// the pictures: a building's roof colours and the viewer's tokens
	if n := count(img, buildingTints[1], p); n < 50 {
		t.Errorf("the legend shows %d pixels of a roof colour", n)
	}
	if n := count(img, ctx.Seats[0].Color, p); n < 200 {
		t.Errorf("the legend shows %d pixels of the viewer's tokens", n)
	}
	// a click on a card under it closes it and plays nothing
	in = &ui.Script{}
	in.ClickRect(tb.lay.cards[0])
	if _, ok := tick(tb, ctx, in, area, true); ok || tb.leg.Open {
		t.Fatalf("a click while the legend is open played, or left it open (%v)", tb.leg.Open)
	}
	in = &ui.Script{}
	in.Type("l")
	tick(tb, ctx, in, area, false)
	if !tb.leg.Open {
		t.Fatal("L does not open the legend (out of turn too)")
	}
}

// besideFeet reports whether sq touches one of the monster's feet (or is
// one), the monster standing on the board.
func besideFeet(st *ins.State, sq ins.Square) bool {
	p, ok := st.Monster()
	if !ok {
		return false
	}
	b := st.Board()
	lx, ly, rx, ry := p.Feet()
	if b.At(lx, ly) == ins.NoSquare || b.At(rx, ry) == ins.NoSquare {
		return false // beside the board
	}
	x, y := b.XY(sq)
	d := func(ax, ay int) bool { return engine.Abs(x-ax) <= 1 && engine.Abs(y-ay) <= 1 }
	return d(lx, ly) || d(rx, ry)
}

// The monster's standee never hides a token: every undamaged token on a
// square beside the monster's feet shows as much of its owner's colour as
// it does with no monster on the board.
func TestMonsterNeverHidesTokens(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ { // seeds where the standee once covered a token beside it
		st := dealt(t, 4, 7)
		beside := func(s *ins.State) int {
			n := 0
			for sq := 0; sq < s.Board().NumSquares(); sq++ {
				if tk, ok := s.TokenAt(ins.Square(sq)); ok && !tk.Damaged && besideFeet(s, ins.Square(sq)) {
					n++
				}
			}
			return n
		}
		playUntil(t, st, seed, func(s *ins.State) bool {
			return (s.Phase() == ins.PhasePick || s.Phase() == ins.PhasePlace) && beside(s) >= 1
		})
		ctx, area, tb := atTable(st, 4, 0)
		img := render(t, tb, ctx, area, 1280, 720, "insurance-monster-tokens-"+ui.Num(int(seed)))
		tb.m.placed = false // the same table without the monster
		bare := render(t, tb, ctx, area, 1280, 720, "")
		tb.m.placed = true
		for sq := ins.Square(0); int(sq) < st.Board().NumSquares(); sq++ {
			tk, ok := st.TokenAt(sq)
			if !ok || tk.Damaged || !besideFeet(st, sq) {
				continue
			}
			col, r := ctx.Seats[tk.Owner].Color, tb.squareRect(sq)
			if n, all := count(img, col, r), count(bare, col, r); n < all || all == 0 {
				t.Errorf("seed %d: %s's %v on %s beside the monster shows %d pixels of its colour, %d without the monster", seed, ctx.Seats[tk.Owner].Name, tk.Type, st.Board().Name(sq), n, all)
			}
			checked++
		}
	}
	if checked < 3 {
		t.Fatalf("%d tokens beside the monster checked", checked)
	}
}
