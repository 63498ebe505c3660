package monstersonboard

import "monstermixer/engine"

// EndReason implements engine.EndTeller. Every mode ends after the 6th
// round: the regular game and beat your own scare when the round track
// reaches 6 ("proceed to Final Scoring"), the family mode when every
// Minion space is filled ("proceed to Game End", which is after the 6th
// round: three rows of two spaces, one Minion a round); versus Spider
// Jack the sentence names him.
func (s *State) EndReason() engine.Line {
	if s.phase != PhaseOver {
		return nil
	}
	switch {
	case s.family:
		return append(engine.LastRoundOver(NumRounds), engine.Plain(" and every Minion space is filled")...)
	case s.solo == SoloMode2:
		return engine.Say("the %s and last round against %s is over", engine.Ordinal(NumRounds), JackName)
	}
	return engine.LastRoundOver(NumRounds)
}
