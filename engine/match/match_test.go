package match_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/match"
	"monstermixer/engine/record"
)

// keeper always keeps its card; swapper swaps once, then keeps.
type keeper struct{}

func (keeper) Choose(engine.State) engine.Action { return enginetest.Keep }

type swapper struct{}

func (swapper) Choose(v engine.State) engine.Action {
	if engine.IsLegal(v, enginetest.Swap) {
		return enginetest.Swap
	}
	return enginetest.Keep
}

func TestPlayKeepsARecordThatReplays(t *testing.T) {
	seats := []record.Seat{{Name: "A", Kind: "random"}, {Name: "B", Kind: "random"}}
	out, err := match.Play(enginetest.HighCard, engine.Setup{Players: 2}, []engine.Agent{keeper{}, swapper{}}, engine.NewRand(3), seats, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Seat A: deal, keep. Seat B: deal, swap, deal, keep.
	if out.Actions != 6 || out.Moves != 3 {
		t.Fatalf("actions %d moves %d, want 6 and 3", out.Actions, out.Moves)
	}
	r, err := out.Record.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if engine.Hash(r) != engine.Hash(out.Final) {
		t.Fatal("record replays to another state")
	}
}

func TestPlayRefusesWrongAgentCount(t *testing.T) {
	if _, err := match.Play(enginetest.HighCard, engine.Setup{Players: 3}, []engine.Agent{keeper{}}, engine.NewRand(1), nil, 1, 0); err == nil {
		t.Fatal("one agent for three seats was accepted")
	}
}

// With no bound given, the game's own MaxActions stops a game that runs
// past it (High Card's Unbounded variant declares too few actions).
func TestPlayStopsAtTheGamesBound(t *testing.T) {
	_, err := match.Play(enginetest.Unbounded, engine.Setup{Players: 2}, []engine.Agent{keeper{}, keeper{}}, engine.NewRand(1), nil, 1, 0)
	if err == nil || err.Error() != "no end after 2 actions" {
		t.Fatalf("got %v, want no end after 2 actions", err)
	}
	if _, err := match.Play(enginetest.HighCard, engine.Setup{Players: 2}, []engine.Agent{keeper{}, swapper{}}, engine.NewRand(1), nil, 1, 0); err != nil {
		t.Fatalf("High Card within its bound: %v", err)
	}
}
