package conformance

import (
	"bytes"
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
		return checkNoSecrets(s)
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

// checkNoSecrets checks that a game that says it has no secrets (neither
// engine.HiddenInfo nor engine.SecretLiner) hides nothing: every seat's
// view encodes like the Observer's. Such a game's lines are never sealed
// and its hand-off never brings a curtain, so a secret it forgot to
// declare would be shown.
func checkNoSecrets(s engine.State) error {
	if _, ok := s.(engine.HiddenInfo); ok {
		return nil
	}
	obs := s.ViewFor(engine.Observer).Encode()
	for p := 0; p < s.NumPlayers(); p++ {
		if !bytes.Equal(s.ViewFor(p).Encode(), obs) {
			return fmt.Errorf("seat %d's view differs from the Observer's, but the game declares no secrets (engine.HiddenInfo): its autosave would write them in plain text and no curtain would hide them", p)
		}
	}
	return nil
}
