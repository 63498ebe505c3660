package engine

import (
	"hash/fnv"
	"math/rand/v2"
)

// ChanceSampler is implemented by states that can sample a chance outcome
// faster than the generic walk over ChanceOutcomes (for example a uniform
// draw from a pile). It must pick with the same probabilities.
type ChanceSampler interface {
	SampleChance(rng *rand.Rand) Action
}

// ActionDescriber is implemented by states that can describe an action in a
// full sentence for the game log, e.g. "Anna adds a tile to Bob's monster".
// It is called before the action is applied.
type ActionDescriber interface {
	DescribeAction(a Action) string
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

// RulesBook is implemented by games that carry a player-facing rules text
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
