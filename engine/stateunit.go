package engine

// StateUnit returns the score unit of state s: the state's own when it
// implements ScoreNamer (a unit that depends on the setup, such as a solo
// mode scored in rounds taken, fewer better), else its game's (UnitOf).
func StateUnit(s State) ScoreUnit {
	if n, ok := s.(ScoreNamer); ok {
		return n.ScoreUnit()
	}
	return UnitOf(s.Game())
}
