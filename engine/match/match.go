// Package match plays whole games between agents: the loop shared by the
// headless command, benchmarks and strength measurements.
package match

import (
	"fmt"
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// Outcome is what one played game produced.
type Outcome struct {
	Final   engine.State
	Result  engine.Result
	Actions int            // decisions and chance outcomes applied
	Moves   int            // decisions by seats only
	Record  *record.Record // nil unless requested
}

// Play plays one game from setup to the end. Each seat's agent is given
// only its own view; chance is sampled with rng. When seats is not nil a
// record of the game is kept (seats names the players in it). maxActions
// bounds a runaway game; 0 takes the game's own bound (engine.Bounded).
func Play(g engine.Game, setup engine.Setup, agents []engine.Agent, rng *rand.Rand, seats []record.Seat, seed uint64, maxActions int) (Outcome, error) {
	if len(agents) != setup.Players {
		return Outcome{}, fmt.Errorf("%d agents for %d seats", len(agents), setup.Players)
	}
	s, err := g.NewState(setup)
	if err != nil {
		return Outcome{}, err
	}
	var rec *record.Record
	if seats != nil {
		rec = record.New(g.ID(), setup, seats, seed)
	}
	if maxActions == 0 {
		maxActions = g.MaxActions(setup)
	}
	out := Outcome{Record: rec}
	for !s.IsTerminal() {
		if maxActions > 0 && out.Actions >= maxActions {
			return out, fmt.Errorf("no end after %d actions", maxActions)
		}
		var a engine.Action
		if p := s.CurrentPlayer(); p == engine.Chance {
			a = engine.Sample(s, rng)
		} else {
			a = agents[p].Choose(s.ViewFor(p))
			out.Moves++
		}
		if rec != nil {
			rec.Add(s, a)
		}
		if err := s.Apply(a); err != nil {
			return out, fmt.Errorf("action %d (%s) refused: %w", out.Actions+1, s.ActionString(a), err)
		}
		out.Actions++
	}
	out.Final = s
	out.Result = s.Result()
	return out, nil
}
