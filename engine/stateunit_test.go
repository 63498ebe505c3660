package engine_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// roundsState is a state that names its own score unit.
type roundsState struct{ engine.State }

func (roundsState) ScoreUnit() engine.ScoreUnit {
	return engine.ScoreUnit{One: "round", Many: "rounds", LowerIsBetter: true}
}

// A state's own unit wins over its game's; without one the game's counts.
func TestStateUnit(t *testing.T) {
	s, err := enginetest.HighCard.NewState(engine.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := engine.StateUnit(s).Format(2); got != "2 pips" {
		t.Fatalf("StateUnit of a plain state says %q", got)
	}
	if u := engine.StateUnit(roundsState{s}); u.Format(3) != "3 rounds" || !u.LowerIsBetter {
		t.Fatalf("StateUnit ignores the state's own unit: %+v", u)
	}
}
