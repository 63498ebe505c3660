package remote

import (
	"fmt"

	"monstermixer/engine"
	"monstermixer/engine/ai"
)

// Sample is a position for measuring a decision: a game of gameID with
// players seats played at random from seed for plies actions, then on to
// the first decision of a seat with more than one legal action. The
// browser test and BenchmarkHardDecision time the same positions.
func Sample(gameID string, players int, seed uint64, plies int) (engine.State, engine.Setup, error) {
	setup := engine.Setup{Players: players}
	g, err := engine.Lookup(gameID)
	if err != nil {
		return nil, setup, err
	}
	st, err := g.NewState(setup)
	if err != nil {
		return nil, setup, err
	}
	rng := engine.NewRand(seed)
	var legal []engine.Action
	for ply := 0; !st.IsTerminal(); ply++ {
		p := st.CurrentPlayer()
		legal = st.AppendLegalActions(legal[:0])
		if ply >= plies && p >= 0 && len(legal) > 1 {
			return st, setup, nil
		}
		a := legal[rng.IntN(len(legal))]
		if p == engine.Chance {
			a = engine.Sample(st, rng)
		}
		if err := st.Apply(a); err != nil {
			return nil, setup, err
		}
	}
	return nil, setup, fmt.Errorf("%s: the game ended before %d actions", gameID, plies)
}

// SamplePositions are the positions the browser test and
// BenchmarkHardDecision time a Hard decision at, one a game: the game,
// its seats, the seed and the random actions before it (midgame).
var SamplePositions = []struct {
	Game           string
	Players, Plies int
	Seed           uint64
}{
	{"monster-factory", 4, 30, 1},
	{"monster-insurance", 4, 60, 1},
	{"monsters-on-board", 4, 150, 1},
	{"chess-monsters", 2, 60, 1},
	{"monster-fandango", 2, 60, 1},
}

// WarmUp runs a short search of every registered game through a message,
// as the worker does, so that what a first decision pays once (code the
// WebAssembly engine compiles on its first call, the games' tables built
// on first use) is paid before a seat waits for it. It stops before the
// next game once more reports true (a decision is waiting).
func WarmUp(more func() bool) {
	for _, g := range engine.Games() {
		if more != nil && more() {
			return
		}
		st, setup, err := Sample(g.ID(), min(max(g.MinPlayers(), 2), g.MaxPlayers()), 1, 0)
		if err != nil {
			continue
		}
		cfg := ai.LevelConfig(ai.Easy, 1)
		cfg.Iterations, cfg.TimeCap = 20, 0
		msg, err := Request{Game: g.ID(), Setup: setup, Config: cfg, View: st.ViewFor(st.CurrentPlayer())}.Marshal()
		if err == nil {
			Serve(msg, nil)
		}
	}
}

// SampleRequest is the request of the decision at SamplePositions[i]
// with cfg: the deciding seat's view.
func SampleRequest(i int, cfg ai.Config) (Request, error) {
	sp := SamplePositions[i]
	st, setup, err := Sample(sp.Game, sp.Players, sp.Seed, sp.Plies)
	if err != nil {
		return Request{}, err
	}
	return Request{Game: sp.Game, Setup: setup, Config: cfg, View: st.ViewFor(st.CurrentPlayer())}, nil
}
