package engine

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
)

// ChanceSampler is implemented by states that can sample a chance outcome
// faster than the generic walk over ChanceOutcomes (for example a uniform
// draw from a pile). It must pick with the same probabilities.
type ChanceSampler interface {
	SampleChance(rng *rand.Rand) Action
}

// ChosenApplier is implemented by states that can play an action without
// checking it again, for callers that took the action from the state's own
// legal actions or chance outcomes (the searcher plays millions of them).
// ApplyChosen(a) changes the state exactly as Apply(a) does when a is
// legal now; for any other action the state is undefined.
type ChosenApplier interface {
	ApplyChosen(a Action)
}

// ApplyChosen plays a, an action taken from s's own legal actions or
// chance outcomes, with s.ApplyChosen when s has it and Apply otherwise;
// it panics when Apply refuses the action (a caller's bug).
func ApplyChosen(s State, a Action) {
	if c, ok := s.(ChosenApplier); ok {
		c.ApplyChosen(a)
		return
	}
	if err := s.Apply(a); err != nil {
		panic(fmt.Sprintf("engine: %s refused an action taken from its own list (%d): %v", s.Game().ID(), a, err))
	}
}

// ActionDescriber is part of every State: it describes an action in a
// full sentence for the game log, e.g. "Anna adds a tile to Bob's monster",
// with seats as typed references (Say). It is called before the action is
// applied.
type ActionDescriber interface {
	DescribeAction(a Action) Line
}

// EffectDescriber is implemented by states that can tell what the action
// just applied caused beyond itself (cards turned up and their damage, a
// new first player), as sentences with seats as typed references (Say).
// The lines go into the shared log, so they say only what every seat may
// know: any seat's view describes the same effects.
type EffectDescriber interface {
	DescribeEffects() []Line
}

// SecretRevealer is implemented by games in which applying an action can
// reveal a secret (face-down cards turned up). The app never offers undo
// across such an action.
type SecretRevealer interface {
	// RevealsSecret reports whether applying a in this state reveals
	// something that was hidden from some seat.
	RevealsSecret(a Action) bool
}

// HiddenInfo is implemented by games in which some seat can have secrets.
// The app shows a hand-off curtain before a human seat p decides when
// HasSecretsFor(p) is true.
type HiddenInfo interface {
	HasSecretsFor(p int) bool
}

// Hash returns a 64-bit hash of the state's canonical encoding.
func Hash(s State) uint64 {
	h := fnv.New64a()
	h.Write(s.Encode())
	return h.Sum64()
}

// Sample picks a chance outcome of s with rng, using the state's own
// sampler when it has one.
func Sample(s State, rng *rand.Rand) Action {
	if cs, ok := s.(ChanceSampler); ok {
		return cs.SampleChance(rng)
	}
	return SampleChance(s, rng)
}

// NewRand returns the deterministic generator that Monster Mixer uses for a
// seed everywhere (drivers, AI, tests).
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// RulesBook is part of every State: the game's player-facing rules text
// for the in-app rules reference, including the content we designed (tile
// mixes, card patterns). The text is plain, with "## " starting a section.
type RulesBook interface {
	Rules() string
}

// Agent chooses actions for the seat that decides in a state. Computer
// opponents and the random player implement it.
type Agent interface {
	// Choose returns a legal action for view.CurrentPlayer(); view is a
	// view for that seat (ViewFor), so an agent cannot see secrets.
	Choose(view State) Action
}

// DeterminizerInto is implemented by states that can determinize into a
// state they made earlier, reusing its memory: a searcher determinizes
// thousands of times per decision.
type DeterminizerInto interface {
	// DeterminizeInto returns the same state as Determinize(p, rng) would,
	// drawing the same numbers from rng, but may build it in dst (a state
	// of the same game returned by an earlier DeterminizeInto or
	// Determinize, or nil) instead of allocating. dst must not be the
	// receiver; its earlier contents are lost.
	DeterminizeInto(dst State, p int, rng *rand.Rand) State
}

// ResultScorer is implemented by states that can report the scores and
// ranks of Result without building its text (for rollouts). It reports no
// rivals: their ranks are already counted in the seats' ranks, but a
// searcher then cannot share a tied first place with a rival, nor include
// a rival's score in the table's range; a game whose rivals matter to its
// computer seats (a solo game against Spider Jack) leaves it out.
type ResultScorer interface {
	// ScoreInto writes Result().Scores into scores and Result().Ranks into
	// ranks; both have NumPlayers entries.
	ScoreInto(scores, ranks []int)
}

// DeterminizeInto determinizes s for seat p into dst when s implements
// DeterminizerInto, and calls s.Determinize otherwise.
func DeterminizeInto(s State, dst State, p int, rng *rand.Rand) State {
	if d, ok := s.(DeterminizerInto); ok {
		return d.DeterminizeInto(dst, p, rng)
	}
	return s.Determinize(p, rng)
}

// EndTeller is part of every State: EndReason says, once the state is
// terminal, why the game ended (which of its ends it reached),
// as a clause for everyone ("every first monster is complete, with 12
// tiles left in the pile"). It is empty while the game goes on.
type EndTeller interface {
	EndReason() Line
}

// EndReason returns why terminal state s ended (see EndTeller), or an
// empty Line when the game does not say.
func EndReason(s State) Line {
	if s.IsTerminal() {
		return s.EndReason()
	}
	return nil
}
