package chessmonsters

import "monstermixer/engine"

// EndReason implements engine.EndTeller, from why the game ended (s.why)
// and the winner: a seat drew its last loot card, a seat's hit points
// are gone (its opponent's Victory Card is revealed), a seat's last
// monster in the arena was knocked out, or the turn limit was reached.
func (s *State) EndReason() engine.Line {
	if s.phase != phOver {
		return nil
	}
	w := int(s.winner)
	switch s.why {
	case whyLoot:
		return engine.Say("%s drew the last card from their loot deck", engine.SeatRef(w))
	case whyHitPoints:
		return engine.Say("%s hit points are all gone, so %s Victory Card is revealed", engine.SeatsOf(1-w), engine.SeatsOf(w))
	case whyArena:
		return engine.Say("%s last monster in the arena was knocked out", engine.SeatsOf(1-w))
	}
	if w == White || w == Black {
		return engine.Say("the turn limit of %d turns was reached with %s ahead on hit points, %d to %d", TurnCap, engine.SeatRef(w), s.hp[w], s.hp[1-w])
	}
	return engine.Say("the turn limit of %d turns was reached with %d hit points each", TurnCap, s.hp[White])
}
