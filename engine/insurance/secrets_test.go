package insurance_test

import (
	"bytes"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
)

// A seat that has put its card face down and placed its tokens keeps a
// secret until the reveal: its view shows the card, the Observer's does
// not, so it needs the hand-off curtain before it decides again (an
// interrupt, say). Every view of the state agrees.
func TestPlacedFaceDownCardIsASecret(t *testing.T) {
	s := replay4(t, `monster a5 e
play 6
car n1
car n2
`)
	if s.Phase() != insurance.PhasePick || s.CurrentPlayer() != 1 {
		t.Fatalf("phase %v, seat %d decides: want seat 2 picking", s.Phase(), s.CurrentPlayer()+1)
	}
	for _, view := range []int{-1, engine.Observer, 0, 1, 2} {
		v := engine.State(s)
		if view != -1 {
			v = s.ViewFor(view)
		}
		h := v.(engine.HiddenInfo)
		for p, want := range []bool{true, true, false, false} {
			if got := h.HasSecretsFor(p); got != want {
				t.Errorf("view %d: HasSecretsFor(seat %d) = %v, want %v", view, p+1, got, want)
			}
		}
	}
	enginetest.Play(t, s, "play 1")
	placeFirst(t, s)
	enginetest.Play(t, s, "play 2")
	placeFirst(t, s)
	enginetest.Play(t, s, "play 3")
	placeFirst(t, s)
	if s.Phase() != insurance.PhaseReveal {
		t.Fatalf("phase %v after four picks, want the reveal", s.Phase())
	}
	for p := 0; p < 4; p++ {
		if !s.HasSecretsFor(p) {
			t.Errorf("before the reveal: seat %d's face-down card is no secret", p+1)
		}
	}
	enginetest.Play(t, s, "reveal")
	for p := 0; p < 4; p++ {
		picking := s.Phase() == insurance.PhasePick && s.CurrentPlayer() == p
		if s.HasSecretsFor(p) != picking {
			t.Errorf("after the reveal (phase %v, seat %d decides): seat %d has a secret: %v", s.Phase(), s.CurrentPlayer()+1, p+1, !picking)
		}
	}
}

// Whenever a seat's view shows something the Observer's view does not,
// HasSecretsFor says so (the frame's curtain relies on it), in every
// state of random games.
func TestHasSecretsForCoversTheView(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		n := 3 + int(seed)%4
		st, err := insurance.Game.NewState(engine.Setup{Players: n})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(seed)
		var legal []engine.Action
		checked := 0
		for steps := 0; !st.IsTerminal(); steps++ {
			if steps > 5000 {
				t.Fatalf("seed %d: no end after %d actions", seed, steps)
			}
			obs := st.ViewFor(engine.Observer).Encode()
			for p := 0; p < n; p++ {
				if !bytes.Equal(st.ViewFor(p).Encode(), obs) {
					checked++
					if !st.(engine.HiddenInfo).HasSecretsFor(p) {
						t.Fatalf("seed %d, action %d: seat %d's view shows more than the Observer's, but HasSecretsFor is false", seed, steps, p+1)
					}
				}
			}
			legal = enginetest.StepRandom(t, st, rng, legal)
		}
		if checked == 0 {
			t.Fatalf("seed %d: no view ever showed a secret: the test checks nothing", seed)
		}
	}
}
