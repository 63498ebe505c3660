package enginetest

import (
	"strconv"

	"monstermixer/engine"
)

// Apply plays a deal or a decision; an illegal one is refused with whyNot's
// reason and the state unchanged.
func (s *State) Apply(a engine.Action) error {
	if s.done {
		return engine.ErrGameOver
	}
	if why := s.whyNot(a); why != "" {
		text := strconv.Itoa(int(a))
		if n, ok := names[a]; ok {
			text = n
		}
		return engine.Illegal(text, "%s", why)
	}
	s.play(a)
	return nil
}

// ApplyChosen plays a legal action without checking it again
// (engine.ChosenApplier).
func (s *State) ApplyChosen(a engine.Action) {
	s.play(a)
	if s.g.flaws.carelessChosen {
		s.swaps++
	}
}

// play changes the state by a legal action.
func (s *State) play(a engine.Action) {
	s.dealtTo = 0
	switch {
	case s.CurrentPlayer() == engine.Chance && s.turn == len(s.cards):
		s.house = int(a)
		s.done = true
	case s.CurrentPlayer() == engine.Chance:
		s.cards[s.turn] = int(a)
		s.dealing = false
		s.dealtTo = s.turn + 1
	case a == Swap:
		s.swapped[s.turn] = true
		s.swaps++
		s.dealing = true
	case a == Keep:
		s.asking = s.nextAsked(0)
		if s.asking < 0 {
			s.endTurn()
		}
	case a == Trade:
		q, p := s.asking, s.turn
		s.chips[q] = false
		s.cards[q], s.cards[p] = s.cards[p], s.cards[q]
		s.endTurn()
	case a == Pass:
		s.asking = s.nextAsked(s.asking + 1)
		if s.asking < 0 {
			s.endTurn()
		}
	}
}

// endTurn closes any window and moves on to the next seat, the House's
// deal, or the end.
func (s *State) endTurn() {
	s.asking = -1
	s.turn++
	if s.turn == len(s.cards) && !s.cfg.house {
		s.done = true
	}
}
