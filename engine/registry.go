package engine

import (
	"fmt"
	"sort"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register adds a game to the registry. It panics on a duplicate id, which
// is a programming error.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[g.ID()]; dup {
		panic("engine: game registered twice: " + g.ID())
	}
	registry[g.ID()] = g
}

// Lookup returns the registered game with the given id.
func Lookup(id string) (Game, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	g, ok := registry[id]
	if !ok {
		return nil, fmt.Errorf("unknown game %q", id)
	}
	return g, nil
}

// Games returns every registered game, sorted by id.
func Games() []Game {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]Game, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID() < out[j].ID() })
	return out
}

// ValidateSetup checks a setup against a game's player range and options.
func ValidateSetup(g Game, s Setup) error {
	if s.Players < g.MinPlayers() || s.Players > g.MaxPlayers() {
		return fmt.Errorf("%s takes %d to %d players, not %d", g.Name(), g.MinPlayers(), g.MaxPlayers(), s.Players)
	}
	for k, v := range s.Options {
		var opt *Option
		for i := range g.Options() {
			if g.Options()[i].Key == k {
				opt = &g.Options()[i]
			}
		}
		if opt == nil {
			return fmt.Errorf("%s has no option %q", g.Name(), k)
		}
		ok := false
		for _, c := range opt.Choices {
			ok = ok || c == v
		}
		if !ok {
			return fmt.Errorf("option %s of %s takes one of %v, not %q", k, g.Name(), opt.Choices, v)
		}
	}
	return nil
}
