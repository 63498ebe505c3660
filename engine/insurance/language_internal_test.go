package insurance

import (
	"testing"

	"monstermixer/engine"
)

// A seat with no token of a type left, or no space for it, is told so by
// name, and the token buttons' query agrees with the legal actions.
func TestWhyNotTokenAgreesWithLegalActions(t *testing.T) {
	s := dealtState(t, 3)
	if err := s.Apply(s.AppendLegalActions(nil)[0]); err != nil { // the monster
		t.Fatal(err)
	}
	if err := s.Apply(PlayAction(Charge)); err != nil {
		t.Fatal(err)
	}
	name := func(p int) string { return []string{"Ann", "Bob", "Cid"}[p] }
	s.supply[0][House] = 0
	if got := engine.ReasonOf(s.WhyNotToken(House)).Render(name); got != "Ann has no houses left" {
		t.Errorf("WhyNotToken(house) = %q", got)
	}
	// Fill every road square: no room for a car.
	for sq := range s.board.NumSquares() {
		if s.board.kind[sq] == Road {
			s.tok[sq] = packToken(1, Person)
		}
	}
	if got := engine.ReasonOf(s.WhyNotToken(Car)).Render(name); got != "There is no legal space left for Ann's car" {
		t.Errorf("WhyNotToken(car) = %q", got)
	}
	legal := s.AppendLegalActions(nil)
	for k := Factory; k <= House; k++ {
		has := false
		for _, a := range legal {
			has = has || Decode(a).Token == k
		}
		if has != (s.WhyNotToken(k) == nil) {
			t.Errorf("%s: in the legal actions %v, WhyNotToken %v", k, has, s.WhyNotToken(k))
		}
	}
}

// The cards' pictures show what the rulebook says each card does: how
// many squares are stepped on or attacked, and where the feet end.
func TestMovePictures(t *testing.T) {
	cases := []struct {
		m                 Move
		stepped, attacked int // start squares a move steps on count as stepped
		facing            Dir
	}{
		{MoveCharge, 12, 0, North},
		{MoveStomp, 8, 0, North},
		{MoveFireL, 0, 6, North},
		{MovePunchR, 0, 3, North},
		{MoveTurnL, 4, 0, West},
		{MoveTurnR, 4, 0, East},
		{MoveAboutFace, 2, 0, South},
	}
	for _, c := range cases {
		p := MovePicture(c.m)
		var start, stepped, attacked int
		for _, cell := range p.Cells {
			switch cell {
			case PicStart:
				start++
			case PicStepped:
				stepped++
			case PicAttacked:
				attacked++
			}
		}
		if c.stepped > 0 {
			stepped += start
		}
		if start != 2 || stepped != c.stepped || attacked != c.attacked || p.EndFacing != c.facing || len(p.Cells) != p.Cols*p.Rows {
			t.Errorf("%v: %d start, %d stepped, %d attacked, ends facing %v (%dx%d); want 2, %d, %d, %v",
				c.m, start, stepped, attacked, p.EndFacing, p.Cols, p.Rows, c.stepped, c.attacked, c.facing)
		}
	}
	// A punch does not move the monster: its feet end where they started.
	p := MovePicture(MovePunchL)
	for _, f := range p.EndFeet {
		if p.Cells[f] != PicStart {
			t.Errorf("Punch [L]'s feet end off their start: %v", p.Cells[f])
		}
	}
}
