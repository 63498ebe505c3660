package monstersonboard

import (
	"testing"

	"monstermixer/engine"
)

// TestEventsOfAWholeGame plays seeded random games in both draft ways and
// checks the events a table sees (through the Observer's views) against
// what happened: every die rolled, every Grunt step, every counter.
func TestEventsOfAWholeGame(t *testing.T) {
	for _, opts := range []map[string]string{{}, {OptDraft: DraftTurns}, {OptMode: ModeFamily}} {
		s := newState(t, 3, opts)
		rng := engine.NewRand(5)
		counts := map[EventKind]int{}
		for !s.IsTerminal() {
			var a engine.Action
			if s.CurrentPlayer() == engine.Chance {
				a = engine.Sample(s, rng)
			} else {
				legal := engine.Legal(s)
				a = legal[rng.IntN(len(legal))]
			}
			before := s.ViewFor(engine.Observer).(*State)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			after := s.ViewFor(engine.Observer).(*State)
			evs := Events(before, after, a)
			for _, e := range evs {
				counts[e.Kind]++
				switch e.Kind {
				case EvRoll:
					if after.cars[e.Seat][e.Slot] != e.Die {
						t.Fatalf("roll %+v: the car holds %v", e, after.cars[e.Seat][e.Slot])
					}
				case EvDraft:
					if before.cars[e.Owner][e.Slot] != e.Die || after.boards[e.Seat].Drive[e.To] != e.Die {
						t.Fatalf("draft %+v does not match the cars and Driveway", e)
					}
				case EvPlace:
					if after.boards[e.Seat].Order[e.To/NumCols][e.To%NumCols] != e.Die {
						t.Fatalf("place %+v: the Order holds something else", e)
					}
				case EvJuice:
					if int(after.boards[e.Seat].Juice) != e.To || int(before.boards[e.Seat].Juice) != e.From {
						t.Fatalf("juice %+v", e)
					}
				case EvGrunt:
					if e.To <= e.From {
						t.Fatalf("a Grunt walked back: %+v", e)
					}
				}
			}
		}
		family := opts[OptMode] == ModeFamily
		if counts[EvRoll] != 3*DicePerCar*NumRounds || counts[EvFinal] != 1 || counts[EvRound] != NumRounds || counts[EvDrive] == 0 {
			t.Fatalf("%v: counts %v", opts, counts)
		}
		if !family && (counts[EvDraft] != 3*DicePerCar*NumRounds || counts[EvMaliceDie] != 3*NumRounds || counts[EvGrunt] == 0) {
			t.Fatalf("%v: counts %v", opts, counts)
		}
		if family && counts[EvFamTake] != 3*(DicePerCar-1)*NumRounds {
			t.Fatalf("family: counts %v", counts)
		}
	}
}
