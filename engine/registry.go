package engine

import (
	"fmt"
	"maps"
	"slices"
	"strings"
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
	return slices.SortedFunc(maps.Values(registry), func(a, b Game) int { return strings.Compare(a.ID(), b.ID()) })
}

// ValidateSetup checks a setup against a game's player range and options:
// every option named must exist, take one of its choices, and apply to the
// setup (Option.AppliesTo). An option that does not apply may still be
// given its default value, which means the same as leaving it out, so a
// screen or a record may list every option.
func ValidateSetup(g Game, s Setup) error {
	if s.Players < g.MinPlayers() || s.Players > g.MaxPlayers() {
		return fmt.Errorf("%s takes %d to %d players, not %d", g.Name(), g.MinPlayers(), g.MaxPlayers(), s.Players)
	}
	opts := g.Options()
	defaults := DefaultOf(g)
	for _, k := range slices.Sorted(maps.Keys(s.Options)) {
		v := s.Options[k]
		i := slices.IndexFunc(opts, func(o Option) bool { return o.Key == k })
		if i < 0 {
			return fmt.Errorf("%s has no option %q", g.Name(), k)
		}
		opt := opts[i]
		if !slices.Contains(opt.Choices, v) {
			return fmt.Errorf("option %s of %s takes one of %v, not %q", k, g.Name(), opt.Choices, v)
		}
		if v != opt.Default && !opt.AppliesTo(s, defaults) {
			return fmt.Errorf("the option %s of %s does not apply %s", opt.Name, g.Name(), whyNotApplies(opt, s, opts, defaults))
		}
	}
	return nil
}

// whyNotApplies says why opt does not apply to s: "with 3 players (only
// with 1)" or "unless Swaps is any".
func whyNotApplies(opt Option, s Setup, opts []Option, defaults func(string) string) string {
	if opt.MinPlayers > 0 && s.Players < opt.MinPlayers || opt.MaxPlayers > 0 && s.Players > opt.MaxPlayers {
		return fmt.Sprintf("with %s (only with %s)", players(s.Players), playerRange(opt.MinPlayers, opt.MaxPlayers))
	}
	for _, k := range slices.Sorted(maps.Keys(opt.Requires)) {
		if want := opt.Requires[k]; s.Option(k, defaults(k)) != want {
			name := k
			if i := slices.IndexFunc(opts, func(o Option) bool { return o.Key == k }); i >= 0 {
				name = opts[i].Name
			}
			return fmt.Sprintf("unless %s is %s", name, want)
		}
	}
	return "to this setup"
}

func players(n int) string { return Count(n, "player", "players") }

// playerRange says a player range: "1", "2 or more", "2 to 4".
func playerRange(lo, hi int) string {
	lo = max(lo, 1)
	switch {
	case lo == hi:
		return fmt.Sprint(lo)
	case hi == 0:
		return fmt.Sprintf("%d or more", lo)
	case lo == 1:
		return fmt.Sprintf("up to %d", hi)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}
