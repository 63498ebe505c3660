package insurance

import "monstermixer/engine"

// EndReason implements engine.EndTeller: the game has one end, once the
// last round's move and damage are resolved.
func (s *State) EndReason() engine.Line {
	if s.phase != PhaseOver {
		return nil
	}
	return engine.LastRoundOver(NumRounds)
}
