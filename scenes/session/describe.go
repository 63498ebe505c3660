package session

import "monstermixer/engine"

// Describe says in a sentence with the players' names what action a
// would do now, as the log would say it once it is played (a move the app
// is about to make for a player, a response offered in a prompt).
func (s *Session) Describe(a engine.Action) string {
	return s.Say(s.describe(s.State, a))
}
