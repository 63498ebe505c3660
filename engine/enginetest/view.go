package enginetest

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"monstermixer/engine"
)

// Clone copies the state.
func (s *State) Clone() engine.State {
	c := *s
	c.cards = slices.Clone(s.cards)
	c.swapped = slices.Clone(s.swapped)
	c.chips = slices.Clone(s.chips)
	return &c
}

// ViewFor hides every card but seat p's own until the end; the Observer's
// view (engine.Observer) hides every card.
func (s *State) ViewFor(p int) engine.State {
	c := s.Clone().(*State)
	if s.done || s.g.flaws.leaky || s.g.flaws.leakyObserver && p == engine.Observer {
		return c
	}
	c.viewer = p
	if s.g.flaws.leakyBoard {
		c.dealt = slices.Clone(s.cards)
	}
	for q := range c.cards {
		if q != p && c.cards[q] > 0 {
			c.cards[q] = hidden
		}
	}
	return c
}

// LineShowsSecret (engine.SecretLiner) is true for a deal: the card goes
// face down to its seat, and the record's line names it. The PlainLines
// variant calls no line secret.
func (s *State) LineShowsSecret(engine.Action) bool {
	return s.CurrentPlayer() == engine.Chance && !s.g.flaws.plainLines
}

// Determinize deals every card that seat p cannot see at random.
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	c := s.Clone().(*State)
	c.viewer = everything
	if s.done {
		return c
	}
	for q, v := range c.cards {
		if v == hidden || q != p && v != 0 {
			c.cards[q] = 1 + rng.IntN(6)
		}
	}
	return c
}

// DescribeEffects tells the log who was just dealt a card
// (engine.EffectDescriber); the LeakyLog variant also names the card.
func (s *State) DescribeEffects() []engine.Line {
	if s.dealtTo == 0 {
		return nil
	}
	p := s.dealtTo - 1
	if s.g.flaws.leakyLog {
		return []engine.Line{engine.Say("%s is dealt a %d", engine.SeatRef(p), s.cards[p])}
	}
	return []engine.Line{engine.Say("%s is dealt a card", engine.SeatRef(p))}
}

// Encode writes the whole state.
func (s *State) Encode() []byte {
	return fmt.Appendf(nil, "%d %v %v %v %d %v %d %d %v %d %d",
		s.turn, s.dealing, s.cards, s.swapped, s.swaps, s.chips, s.asking, s.house, s.done, s.viewer, s.dealtTo)
}
