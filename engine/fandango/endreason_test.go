package fandango

import (
	"fmt"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// Random games say why they ended, and nothing before (PlayToEnd). Each
// sentence agrees with the final state, and the ends random play reaches
// all occur: the round cap, a solo seat wiped out, the last player
// standing (three quests and nobody standing are built below).
func TestEndReasonOfRandomGames(t *testing.T) {
	seen := map[string]int{}
	var legal []engine.Action
	for seed := range uint64(40) {
		n := 1 + int(seed)%3
		st, why, l := enginetest.PlayToEnd(t, Game, engine.Setup{Players: n, Options: map[string]string{"map": "small", "rounds": "20"}}, seed, legal)
		legal = l
		s := st.(*State)
		last := s.lastStanding()
		switch {
		case why == "the 20th round, the round cap, is over":
			seen["cap"]++
			if s.Round() != 20 {
				t.Fatalf("seed %d: %q in round %d", seed, why, s.Round())
			}
		case n == 1 && why == "Seat 1 has no monster left on the map":
			seen["wiped out"]++
			if s.standing(0) {
				t.Fatalf("seed %d: %q with units on the map", seed, why)
			}
		case last >= 0 && why == fmt.Sprintf("no other player has a monster left on the map, so Seat %d is the last player standing", last+1):
			seen["last standing"]++
			if !s.Result().SeatWon(last) {
				t.Fatalf("seed %d: %q, but the seat did not win", seed, why)
			}
		default:
			t.Fatalf("seed %d, %d seats: %q (last standing %d, round %d)", seed, n, why, last, s.Round())
		}
	}
	for _, k := range []string{"cap", "wiped out", "last standing"} {
		if seen[k] == 0 {
			t.Fatalf("no random game ended by %s: %v", k, seen)
		}
	}
}

// A seat's third quest ends the game: the sentence names it and the
// round; seats finishing at once are named together.
func TestEndReasonThreeQuests(t *testing.T) {
	s := table(t, 2, [3]int{13, 7, 11}, [3]int{7, 11, 9})
	s.players[0].Done[1], s.players[0].Done[2] = true, true
	s.round = 3
	put(t, s, Villager, 1, "h4")
	start := s.board.Start(0)
	v := put(t, s, Villager, 0, name(s, step(s, start, East)), Kitten)
	if r := s.EndReason(); len(r) != 0 {
		t.Fatalf("before the third quest: %q", r.String())
	}
	enginetest.Play(t, s, mv(v, name(s, start)), "pass")
	if got, want := engine.EndReason(s).String(), "Seat 1 finished three quests in round 3"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}

	s = table(t, 2, [3]int{12, 7, 11}, [3]int{12, 7, 11})
	for p := range 2 {
		pl := &s.players[p]
		pl.Done[1], pl.Done[2], pl.Held[0] = true, true, 2
		put(t, s, Villager, p, name(s, s.board.Start(1-p)))
	}
	passRound(t, s)
	if got, want := engine.EndReason(s).String(), "Seat 1 and Seat 2 finished three quests at once, in round 1"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}

// The last seat standing, after a fight to the finish, wins even with
// fewer quests.
func TestEndReasonLastStanding(t *testing.T) {
	s := table(t, 3, [3]int{7, 11, 13}, [3]int{7, 11, 13}, [3]int{7, 11, 13})
	s.players[2].Done[0] = true
	a := put(t, s, BlackDeath, 0, "d3")
	b := put(t, s, Villager, 1, "e3")
	c := put(t, s, Villager, 2, "f3")
	enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(b), "roll 1", "roll 8")
	if r := s.EndReason(); len(r) != 0 {
		t.Fatalf("two seats still stand: %q", r.String())
	}
	enginetest.Play(t, s, mv(c, "e3"), "pass", mv(a, "d3"), "attack "+ref(c), "roll 1", "roll 8")
	if got, want := engine.EndReason(s).String(), "no other player has a monster left on the map, so Seat 1 is the last player standing"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}

// Nobody standing (the last units of two seats fall to one attack) is
// built: the map is emptied and the game's own end check ends it.
func TestEndReasonNobodyStanding(t *testing.T) {
	for n, want := range map[int]string{1: "Seat 1 has no monster left on the map", 2: "no player has a monster left on the map"} {
		s := table(t, n)
		if !s.over() {
			t.Fatalf("%d seats: an empty map does not end the game", n)
		}
		if got := engine.EndReason(s).String(); got != want {
			t.Fatalf("%d seats: %q, want %q", n, got, want)
		}
	}
}

// The round cap: the sentence gives the cap chosen.
func TestEndReasonRoundCap(t *testing.T) {
	s := table(t, 1, [3]int{7, 11, 13})
	s.cap = 2
	put(t, s, Villager, 0, "d3")
	passRound(t, s)
	if r := s.EndReason(); len(r) != 0 {
		t.Fatalf("after round 1 of 2: %q", r.String())
	}
	passRound(t, s)
	if got := engine.EndReason(s).String(); got != "the 2nd round, the round cap, is over" {
		t.Fatalf("%q, want the round cap: the 2nd round", got)
	}
}
