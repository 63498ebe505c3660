package ai

import (
	"math/rand/v2"
	"sync"

	"monstermixer/engine"
)

// Hooks are optional per-game helpers that make the searcher stronger or
// faster. Any field may be nil or zero.
type Hooks struct {
	// Rollout picks the action to play in a rollout from a decision state
	// (never a chance node or a terminal state). It must return one of the
	// state's legal actions: the searcher plays it with engine.ApplyChosen,
	// which a game may implement without checking it again. Nil means
	// uniformly random.
	Rollout func(s engine.State, rng *rand.Rand) engine.Action
	// Evaluate writes a static estimate of each seat's reward, in [0,1],
	// into out (len(out) == s.NumPlayers()). It is used to cut rollouts
	// short after Depth plies.
	Evaluate func(s engine.State, out []float64)
	// Depth is the number of rollout actions (decisions and chance
	// outcomes) after which Evaluate replaces the rest of the rollout.
	// It is ignored when Evaluate is nil; 0 means play to the end.
	Depth int
	// Widen turns on progressive widening for games with hundreds of
	// legal actions: a decision node visited n times expands a new action
	// only while fewer than 1 + Widen*sqrt(n) are expanded, and each new
	// one is the Rollout
	// policy's choice when that is still untried (else a random untried
	// action). 0 expands every legal action before choosing by UCT.
	Widen float64
}

var (
	hooksMu sync.RWMutex
	hooks   = map[string]Hooks{}
)

// RegisterHooks sets the hooks of the game with the given id, replacing
// earlier ones.
func RegisterHooks(gameID string, h Hooks) {
	hooksMu.Lock()
	defer hooksMu.Unlock()
	hooks[gameID] = h
}

// HooksFor returns the hooks registered for a game id (zero Hooks if none).
func HooksFor(gameID string) Hooks {
	hooksMu.RLock()
	defer hooksMu.RUnlock()
	return hooks[gameID]
}
