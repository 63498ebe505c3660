package fandango

import "monstermixer/engine"

// EndReason implements engine.EndTeller, read from the final state in the
// order the game checks its ends (over, then the round cap): a seat, or
// several at once, finished three quests; the solo seat has no unit left;
// no seat, or only one, still has units; the round cap was reached.
func (s *State) EndReason() engine.Line {
	if s.phase != PhaseOver {
		return nil
	}
	var three []int
	for p := range s.n {
		if s.players[p].QuestsDone() == 3 {
			three = append(three, p)
		}
	}
	if len(three) > 0 {
		seats, args := s.seatList(three)
		args = append(args, s.players[three[0]].WonRound)
		if len(three) == 1 {
			return engine.Say(seats+" finished three quests in round %d", args...)
		}
		return engine.Say(seats+" finished three quests at once, in round %d", args...)
	}
	standing, last := s.standingCount()
	switch {
	case s.n == 1 && standing == 0:
		return engine.Say("%s has no monster left on the map", s.seatRef(0))
	case s.n > 1 && standing == 0:
		return engine.Plain("no player has a monster left on the map")
	case s.n > 1 && standing == 1:
		return engine.Say("no other player has a monster left on the map, so %s is the last player standing", s.seatRef(last))
	}
	return engine.Say("the %s round, the round cap, is over", engine.Ordinal(s.cap))
}

// standingCount is how many seats still have a unit on the map, and the
// highest of them (-1: none).
func (s *State) standingCount() (n, last int) {
	last = -1
	for p := range s.n {
		if s.standing(p) {
			n, last = n+1, p
		}
	}
	return n, last
}
