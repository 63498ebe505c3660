package factory

import "monstermixer/engine"

// EndReason implements engine.EndTeller: the game ends when every first
// monster is complete (tiles may be left in the pile) or when the pile
// is empty.
func (s *State) EndReason() engine.Line {
	if s.phase != PhaseOver {
		return nil
	}
	if s.allFirstDone() {
		switch s.pileN {
		case 0:
			return engine.Plain("every first monster is complete and the tiles ran out")
		case 1:
			return engine.Plain("every first monster is complete, with 1 tile left in the pile")
		}
		return engine.Say("every first monster is complete, with %d tiles left in the pile", s.pileN)
	}
	return engine.Plain("the tiles ran out")
}
