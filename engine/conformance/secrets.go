package conformance

import (
	"fmt"

	"monstermixer/engine"
)

// checkSecretLines checks what a record's lines may show: every legal
// action's notation is at most engine.MaxActionText long (the record
// format's limits are worked out from it), and a game that judges its
// secret lines itself (engine.SecretLiner) calls secret every line that
// shows something some seat does not see (engine.ShowsSecretByViews), for
// one legal action in four states (trying every other action is slow).
func checkSecretLines(s engine.State, legal []engine.Action) error {
	for _, a := range legal {
		if text := s.ActionString(a); len(text) > engine.MaxActionText {
			return fmt.Errorf("the notation %q is %d bytes long, more than engine.MaxActionText (%d)", text, len(text), engine.MaxActionText)
		}
	}
	liner, ok := s.(engine.SecretLiner)
	if !ok {
		return nil
	}
	rng := engine.NewRand(engine.Hash(s)) // leaves the game's course alone
	if len(legal) == 0 || rng.IntN(4) != 0 {
		return nil
	}
	a := legal[rng.IntN(len(legal))]
	if engine.ShowsSecretByViews(s, a) && !liner.LineShowsSecret(a) {
		return fmt.Errorf("the line %q shows something some seat does not see, but LineShowsSecret says it does not: an autosave would write it in plain text", s.ActionString(a))
	}
	return nil
}
