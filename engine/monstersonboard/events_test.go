package monstersonboard

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// The events contract over seeded games of every mode: Apply records what
// the table used to work out by comparing the states before and after
// (appendEvents), for the state and for every seat's view and the
// Observer's, which carry the very same events (they hold no secret).
func TestEventsContract(t *testing.T) {
	oracle := func(before engine.State, a engine.Action, after engine.State) []Event {
		return appendEvents(nil, before.(*State), after.(*State), a)
	}
	for _, g := range []struct {
		n    int
		opts map[string]string
	}{{3, nil}, {2, map[string]string{OptDraft: DraftTurns}}, {4, map[string]string{OptMode: ModeFamily}}, {1, map[string]string{OptSolo: SoloScare}}, {1, map[string]string{OptSolo: SoloJack}}} {
		enginetest.CheckEvents(t, Game, engine.Setup{Players: g.n, Options: g.opts}, 3, true, oracle)
	}
}

// TestEventsOfAWholeGame plays seeded random games in both draft ways and
// checks the events a table sees (through the Observer's views) against
// what happened: every die rolled, every Grunt step, every counter.
func TestEventsOfAWholeGame(t *testing.T) {
	for _, opts := range []map[string]string{{}, {OptDraft: DraftTurns}, {OptMode: ModeFamily}} {
		s := newState(t, 3, opts)
		family := opts[OptMode] == ModeFamily
		rng := engine.NewRand(5)
		var legal []engine.Action
		counts := map[EventKind]int{}
		for !s.IsTerminal() {
			var a engine.Action
			a, legal = enginetest.RandomAction(s, rng, legal)
			before := s.ViewFor(engine.Observer).(*State)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			after := s.ViewFor(engine.Observer).(*State)
			for _, e := range after.Events() {
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
					if e.To <= e.From || e.Counted != family {
						t.Fatalf("a Grunt walked back, or the family walk is not marked: %+v", e)
					}
				}
			}
		}
		if counts[EvRoll] != 3*DicePerCar*NumRounds || counts[EvFinal] != 1 || counts[EvRound] != NumRounds || counts[EvDrive] == 0 {
			t.Fatalf("%v: counts %v", opts, counts)
		}
		if !family && (counts[EvDraft] != 3*DicePerCar*NumRounds || counts[EvMaliceDie] != 3*NumRounds || counts[EvGrunt] == 0) {
			t.Fatalf("%v: counts %v", opts, counts)
		}
		if family && (counts[EvFamTake] != 3*(DicePerCar-1)*NumRounds || counts[EvGrunt] < counts[EvFamTake]) {
			t.Fatalf("family: counts %v", counts)
		}
	}
}

// The events of solo games: Spider Jack's picks match his car and card,
// his scores and his purchases add up to his Spook Juice.
func TestEventsOfSoloGames(t *testing.T) {
	for _, opts := range []map[string]string{{OptSolo: SoloScare}, {OptCourt: courtChoices[3], OptUnscored: unscoredRules[2]}} {
		s := newState(t, 1, opts)
		rng := engine.NewRand(9)
		counts := map[EventKind]int{}
		for !s.IsTerminal() {
			a := enginetest.PolicyAction(s, rng, Greedy)
			before := s.ViewFor(engine.Observer).(*State)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			after := s.ViewFor(engine.Observer).(*State)
			for _, e := range after.Events() {
				counts[e.Kind]++
				switch e.Kind {
				case EvJackPick:
					if before.cars[e.Owner][e.Slot] != e.Die || e.Owner == before.CarInFront(0) {
						t.Fatalf("pick %+v: his car holds %v", e, before.cars[e.Owner])
					}
					if l := JackPickLine(e).String(); !strings.Contains(l, e.Die.Words()) || e.Piece != int(after.jack.Card) {
						t.Fatalf("pick %+v: %q", e, l)
					}
					// The top bar's short form is the log line's beginning.
					l, h := JackPickLine(e).String(), JackPickHeadline(e).String()
					if !strings.HasPrefix(l, strings.TrimSuffix(h, ".")) || len(h) > 80 {
						t.Fatalf("pick %+v: headline %q for %q", e, h, l)
					}
				case EvJackScore:
					// The slot is the die he scores (perhaps given to him by
					// the same action), not an earlier twin he scored before.
					bit := uint8(1) << e.Slot
					if after.jack.Dice[e.Slot] != e.Die || before.jack.Scored&bit != 0 || after.jack.Scored&bit == 0 || e.Colour != e.Die.Colour() {
						t.Fatalf("score %+v: his dice %v, scored %b then %b", e, before.jack.Dice, before.jack.Scored, after.jack.Scored)
					}
				case EvJackJuice:
					if int(after.jack.Juice) != e.To || int(before.jack.Juice) != e.From {
						t.Fatalf("his Spook Juice %+v", e)
					}
				case EvJackBuys:
					// After a pass the market is the one he buys from.
					if e.Piece >= 0 && Decode(a).Kind == KindPass && before.ghostMkt[e.Slot] != int8(e.Piece+1) {
						t.Fatalf("purchase %+v: the market held %d", e, before.ghostMkt[e.Slot])
					}
				}
			}
		}
		if counts[EvJackPick] != DicePerCar*NumRounds || counts[EvSoloCard] != NumRounds || counts[EvRoll] != 2*DicePerCar*NumRounds {
			t.Fatalf("%v: counts %v", opts, counts)
		}
		if opts[OptSolo] == SoloScare && (counts[EvJackBack] != NumRounds || counts[EvSoloDiscard] != NumRounds-1 || counts[EvJackScore] != 0) {
			t.Fatalf("beat your own scare: counts %v", counts)
		}
		if opts[OptSolo] != SoloScare && (counts[EvJackScore] != 3*NumRounds || counts[EvJackUnscored] != NumRounds || counts[EvCourt] != 3) {
			t.Fatalf("versus Spider Jack: counts %v", counts)
		}
	}
}
