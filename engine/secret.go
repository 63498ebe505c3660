package engine

import "bytes"

// MaxActionText is the longest notation of any action, in bytes: a record
// line of one action is never longer, and the record format's limits are
// worked out from it and each game's MaxActions (the conformance suite
// checks every game keeps to it).
const MaxActionText = 64

// ShowsSecret reports whether the notation of action a, applied to
// before, tells something that some seat does not see once a is played,
// judged from the game's own views: whether the Observer's view after it
// (what every seat sees) could have come from another line. The other
// lines tried are the other legal actions (or chance outcomes) of before,
// and those of a state sampled for each seat (Determinize): a state that
// seat cannot tell from before. A line is secret when one of them leaves
// the same Observer view but another state (a card drawn into a hand, a
// face-down pick, a dealt prophecy, the last card of a deck whose order is
// hidden). The sampled states are tried only for a line that was the only
// legal one: where there were others, the real state's alternatives tell. A line that reveals a card as it plays it is not: the view
// after shows the card.
//
// A line that shows nothing secret when it is played never does later:
// whatever it tells was public from then on. A game that is neither a
// SecretLiner nor HiddenInfo (it has no secret to bring a hand-off
// curtain) shows none. The app seals secret lines in the
// autosave for as long as the game is not over (package record).
func ShowsSecret(before State, a Action) bool {
	if l, ok := before.(SecretLiner); ok {
		return l.LineShowsSecret(a)
	}
	if _, ok := before.(HiddenInfo); !ok {
		return false // a game with no secrets for the hand-off has none to keep
	}
	return ShowsSecretByViews(before, a)
}

// SecretLiner is implemented by games that answer ShowsSecret at once,
// from their own rules, where trying every other action would be slow
// (Monster Insurance's many placements). LineShowsSecret(a) must be true
// whenever ShowsSecretByViews(state, a) is (it may seal more, never
// less): the conformance suite checks it.
type SecretLiner interface {
	LineShowsSecret(a Action) bool
}

// ShowsSecretByViews is ShowsSecret judged by trying the other lines,
// whether or not the game is a SecretLiner.
func ShowsSecretByViews(before State, a Action) bool {
	after := before.Clone()
	if after.Apply(a) != nil {
		return false
	}
	public, whole := after.ViewFor(Observer).Encode(), after.Encode()
	if bytes.Equal(public, whole) && bytes.Equal(before.ViewFor(Observer).Encode(), before.Encode()) {
		return false // nothing is hidden from anyone
	}
	text := before.ActionString(a)
	legal := before.AppendLegalActions(nil)
	if sameViewOtherLine(before, legal, public, text, whole) {
		return true
	}
	if len(legal) > 1 {
		// Every other line there was leaves another view: the states
		// sampled below matter only for a line that was the only one
		// (the last card of a deck).
		return false
	}
	rng := NewRand(uint64(len(whole)))
	for q := 0; q < before.NumPlayers(); q++ {
		sample := before.Determinize(q, rng)
		var wholeThere []byte
		if b, err := sample.ParseAction(text); err == nil && IsLegal(sample, b) {
			there := sample.Clone()
			if there.Apply(b) == nil {
				wholeThere = there.Encode()
			}
		}
		if sameViewOtherLine(sample, sample.AppendLegalActions(nil), public, text, wholeThere) {
			return true
		}
	}
	return false
}

// sameViewOtherLine reports whether a legal action of s (legal) other than
// the line text leaves the Observer view public and a state other than
// whole (nil: the line is not legal in s, so any state differs).
func sameViewOtherLine(s State, legal []Action, public []byte, text string, whole []byte) bool {
	for _, b := range legal {
		if s.ActionString(b) == text {
			continue
		}
		other := s.Clone()
		if other.Apply(b) != nil || !bytes.Equal(other.ViewFor(Observer).Encode(), public) {
			continue
		}
		if whole == nil || !bytes.Equal(other.Encode(), whole) {
			return true
		}
	}
	return false
}
