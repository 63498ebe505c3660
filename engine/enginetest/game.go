// Package enginetest holds High Card, a tiny game with chance, secrets,
// options, a rival and response windows. It tests the engine's shared
// machinery (records, the conformance suite, the AI, the app's frame)
// without depending on a real game, and it is the skeleton a new game
// copies: one file per concern (this file: the game and its options;
// actions.go: actions and notation; legal.go: who decides and what is
// legal; apply.go; view.go: views and sampling; score.go), with RULES.md
// beside them. Only tests import it.
//
// The rules are in RULES.md: each seat in turn is dealt a secret card from
// 1 to 6 and keeps it or swaps it for a new one; the highest card wins.
package enginetest

import (
	_ "embed"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// The game's option keys and values.
const (
	OptHouse  = "house" // "yes": the House plays as a rival
	OptTrade  = "trade" // "yes": trade chips and response windows
	OptSwaps  = "swaps" // "once" or "any": how often a seat may swap
	OptLimit  = "limit" // swaps at the whole table, when OptSwaps is "any"
	SwapsOnce = "once"  // a seat swaps at most once
	SwapsAny  = "any"   // a seat swaps as often as the table's limit allows
	houseName = "The House"
)

// HighCard is the game.
var HighCard = &game{id: "test-highcard"}

func init() {
	engine.Register(HighCard)
	registerVariants()
}

// game is High Card or one of its deliberately broken variants
// (variants.go): flaws says which rule of the engine's contract it breaks.
type game struct {
	id    string
	flaws flaws
}

func (g *game) ID() string      { return g.id }
func (g *game) Name() string    { return "High Card" }
func (g *game) MinPlayers() int { return 1 }
func (g *game) MaxPlayers() int { return 4 }

// Options lists High Card's options: the trade chips need a second seat,
// and the swap limit means something only when seats may swap at will.
func (g *game) Options() []engine.Option {
	return []engine.Option{
		{Key: OptHouse, Name: "The House", Description: "The House is dealt a card after everyone has kept, and you must beat it too.", Default: "no", Choices: []string{"no", "yes"}},
		{Key: OptTrade, Name: "Trade chips", Description: "When a later player keeps, you may trade your kept card for theirs, once a game.", Default: "no", Choices: []string{"no", "yes"}, MinPlayers: 2},
		{Key: OptSwaps, Name: "Swaps", Description: "How often a player may swap.", Default: SwapsOnce, Choices: []string{SwapsOnce, SwapsAny}},
		{Key: OptLimit, Name: "Swap limit", Description: "After this many swaps at the table, everyone must keep.", Default: "12", Choices: []string{"12", "4", "1"}, Requires: map[string]string{OptSwaps: SwapsAny}},
	}
}

// config is a setup read once: what the state consults while playing.
type config struct {
	house, trade bool
	any          bool // a seat may swap more than once
	limit        int  // swaps the whole table may make
}

func (g *game) config(setup engine.Setup) config {
	opt := func(k string) string { return setup.Option(k, engine.DefaultOf(g)(k)) }
	c := config{house: opt(OptHouse) == "yes", trade: opt(OptTrade) == "yes", limit: setup.Players}
	if opt(OptSwaps) == SwapsAny {
		c.any = true
		c.limit, _ = strconv.Atoi(opt(OptLimit))
	}
	return c
}

// NewState deals nothing yet: the first action is the deal to seat 0.
func (g *game) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	n := setup.Players
	cfg := g.config(setup)
	return &State{g: g, cfg: cfg, cards: make([]int, n), swapped: make([]bool, n), chips: slices.Repeat([]bool{cfg.trade}, n), asking: -1, viewer: everything}, nil
}

// MaxActions bounds a game: each seat's deal and keep, two actions per
// swap (the swap and the new deal), a window per earlier seat at each
// keep, and the House's deal.
func (g *game) MaxActions(setup engine.Setup) int {
	n := setup.Players
	if g.flaws.unbounded {
		return n
	}
	return 2*n + 2*g.config(setup).limit + n*(n-1)/2 + 1
}

// ScoreUnit names what High Card counts: the pips on a card.
func (g *game) ScoreUnit() engine.ScoreUnit { return engine.ScoreUnit{One: "pip", Many: "pips"} }

//go:embed RULES.md
var rulesNotes string

// Rules is the player-facing text (engine.RulesBook): RULES.md without its
// title line; its sections are written for players.
func (s *State) Rules() string {
	_, text, _ := strings.Cut(rulesNotes, "\n")
	return strings.TrimSpace(text)
}
