package insurance_test

import (
	"strings"
	"testing"

	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
	"monstermixer/engine/record"
)

// header4 starts a 4-player record; deal4 deals the board used by the
// example tests (each tile is the first one whose roads fit):
//
//	   a b c d e f g h i j k l m n o p
//	 1 A + B B A + B C A + B C A + B B
//	 2 A + B B A + C C d + B C A + C C
//	 3 + + + + + + + + + + + + + + + +
//	 4 C + d d d + e e e + f f d + E E
//	 5 A + b b a + b c a + b c a + B B
//	 6 C + b b a + d c a + b d a + B C
//	 7 + + + + + + + + + + b d d + + +
//	 8 D + e e e + f f e + b d d + E E
//	 9 A + b b a + b b a + b c a + B B
//	10 A + b b a + c c a + d c a + B B
//
// ('+' road; a letter is a building, capital when it touches the edge.)
const header4 = `mixer-record 1
game monster-insurance
seed 1
player human Green
player human Blue
player human Red
player human Yellow
---
`

const deal4 = `deal 1
deal 2
deal 3
deal 4
deal 5
deal 6
deal 15
deal 7
deal 8
deal 16
deal 9
deal 17
deal 10
deal 18
deal 23
deal 24
`

// replay4 replays a 4-player record body after the deal.
func replay4(t *testing.T, body string) *insurance.State {
	t.Helper()
	rec, err := record.Parse(strings.NewReader(header4 + deal4 + body))
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return s.(*insurance.State)
}

// sq parses a square name.
func sq(t *testing.T, s *insurance.State, name string) insurance.Square {
	t.Helper()
	q, err := s.Board().ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// names formats squares as sorted-by-appearance names.
func names(s *insurance.State, l []insurance.Square) string {
	out := make([]string, len(l))
	for i, q := range l {
		out[i] = s.Board().Name(q)
	}
	return strings.Join(out, " ")
}

// sameSet reports whether the square list has exactly the named squares.
func sameSet(t *testing.T, s *insurance.State, got []insurance.Square, want string) bool {
	t.Helper()
	w := strings.Fields(want)
	if len(w) != len(got) {
		return false
	}
	for _, n := range w {
		found := false
		for _, q := range got {
			found = found || s.Board().Name(q) == n
		}
		if !found {
			return false
		}
	}
	return true
}

// eventsOf returns the events of the last Apply with the given kind.
func eventsOf(s *insurance.State, k insurance.EventKind) []insurance.Event {
	var out []insurance.Event
	for _, e := range s.Events() {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// placeFirst places tokens for the seat now placing with its first legal
// action until its placing ends.
func placeFirst(t *testing.T, s *insurance.State) {
	t.Helper()
	p := s.CurrentPlayer()
	for s.Phase() == insurance.PhasePlace && s.CurrentPlayer() == p {
		if err := s.Apply(s.AppendLegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// playRound plays one round: each seat plays cards[seat] and places its
// first legal tokens; Wild dice roll 1 (Charge).
func playRound(t *testing.T, s *insurance.State, cards []insurance.Card) {
	t.Helper()
	for s.Phase() == insurance.PhasePick {
		if err := s.Apply(insurance.PlayAction(cards[s.CurrentPlayer()])); err != nil {
			t.Fatalf("seat %d: %v", s.CurrentPlayer()+1, err)
		}
		placeFirst(t, s)
	}
	enginetest.Play(t, s, "reveal")
	for s.Phase() == insurance.PhaseDice {
		enginetest.Play(t, s, "roll 1")
	}
}

// damageRound is a first round in which seat 1's Stomp flips its own
// factory, sends back its person and seat 2's car, and the other cards hit
// nothing; bids 2, 3, 4, 6 make seat 4 the next first player.
const damageRound = `monster d1 s # beside the north edge, in line with d1 and e1
play 2 # seat 1: Stomp down columns d and e
factory c1 # claims the building c1 d1 c2 d2
person c2 # a person on a claimed building
person d2 # a person on a building that already has a person
play 3 # seat 2: Fire [L]
car d3
car n5
car n6
play 4 # seat 3: Fire [R]
car n8
car n9
car n10
play 6 # seat 4: Punch [R]
car n11
car n12
reveal

`
