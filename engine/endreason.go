package engine

// LastRoundOver is the end reason of a game that lasts a fixed number of
// rounds (see EndTeller): "the 9th and last round is over".
func LastRoundOver(rounds int) Line {
	return Plain("the " + Ordinal(rounds) + " and last round is over")
}
