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
