package fandango_test

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/fandango"
	"monstermixer/engine/record"
)

// replay replays a record of testdata to its end.
func replay(t *testing.T, file string) *fandango.State {
	t.Helper()
	_, s, err := record.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsTerminal() {
		t.Fatalf("%s does not reach the end of the game", file)
	}
	return s.(*fandango.State)
}

func TestRecordLastStanding(t *testing.T) {
	r := replay(t, "last-standing.mixer").Result()
	if !r.SeatWon(0) || r.Ranks[1] != 2 {
		t.Fatalf("ranks %v, want Anna first as the last player standing", r.Ranks)
	}
}

func TestRecordSoloLoss(t *testing.T) {
	s := replay(t, "solo-death-beast.mixer")
	r := s.Result()
	if r.Ranks[0] != 2 || len(r.Rivals) != 1 || r.Rivals[0].Rank != 1 || r.Scores[0] != 2 {
		t.Fatalf("result %+v, want the seat second after 2 rounds and the map's monsters first", r)
	}
	// Game over says that the seat was wiped out, not that time ran out.
	if got := r.TieBreak.String(); got != "Seat 1's monsters were all gone by round 2, with 0 of the 3 quests finished, so the monster horde keeps the map" {
		t.Fatalf("the result tells %q", got)
	}
	if u := engine.UnitOf(s.Game()); u.Many != "quests" {
		t.Fatalf("the game's unit is %q", u.Many)
	}
}

func TestRecordLucky(t *testing.T) {
	s := replay(t, "lucky-ratman.mixer")
	r := s.Result()
	if !r.SeatWon(0) || s.Player(0).Slain != 1<<fandango.Orc|1<<fandango.Villager {
		t.Fatalf("ranks %v, slain %b: want Anna first having slain an orc and a villager", r.Ranks, s.Player(0).Slain)
	}
}
