package fandango_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
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

// replayTo replays a record of testdata, over or not, up to its action
// number n (before it), counted from the end when n < 0.
func replayTo(t *testing.T, file string, n int) *fandango.State {
	t.Helper()
	f, err := os.Open("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := record.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	if n < 0 {
		n += len(rec.Actions) + 1
	}
	s, err := rec.ReplayN(n)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*fandango.State)
}

// refused checks that the action in notation is refused with a reason
// containing why.
func refused(t *testing.T, s *fandango.State, text, why string) {
	t.Helper()
	a, err := s.ParseAction(text)
	if err == nil {
		err = s.Apply(a)
	}
	if err == nil || !strings.Contains(err.Error(), why) {
		t.Fatalf("%s: %v, want a refusal saying %q", text, err, why)
	}
}

// effect reports whether the last action's effects include a line with want.
func effect(s *fandango.State, want string) bool {
	return slices.ContainsFunc(s.DescribeEffects(), func(l engine.Line) bool { return strings.Contains(l.String(), want) })
}

// "Random monsters that survive an encounter, will remain at the lair for
// the next encounter." The record has no direction roll for the lair's
// monster at the round's end: it stays.
func TestRecordLairKeeper(t *testing.T) {
	s := replayTo(t, "lair-keeper.mixer", 13) // the wild villager has just come out
	lair, _ := s.Board().ParseHex("d3")
	k := s.Keeper(lair)
	if k == nil || k.Owner != fandango.Wild || k.Kind != fandango.Villager || !effect(s, "comes out of the lair; it stays at the lair") {
		t.Fatalf("keeper %+v, effects %v: want the wild villager keeping the lair", k, s.DescribeEffects())
	}
	at := k.Hex
	s = replayTo(t, "lair-keeper.mixer", 15) // round 4: the villager has moved
	if k := s.Keeper(lair); k == nil || k.Hex != at {
		t.Fatalf("after the round's end the keeper is %+v, want it still on %s", k, s.Board().HexName(at))
	}
	refused(t, s, "search", "slay it before searching the lair again")
	s = replayTo(t, "lair-keeper.mixer", -1)
	if s.Keeper(lair) != nil || !s.Units()[0].Has(fandango.MoneyBag) {
		t.Fatalf("the lair is still kept, or its next encounter found no money bag")
	}
}

// "There can be at most 4 stack points in a single hex." A lone villager
// (stack 2) carrying two money bags leaves a third lying on its hex.
func TestRecordFindWithoutRoom(t *testing.T) {
	s := replayTo(t, "find-no-room.mixer", -1)
	v := s.Units()[0]
	if v.Load() != fandango.StackLimit || len(s.Ground()) != 1 || s.Ground()[0].Item != fandango.MoneyBag || s.Ground()[0].Hex != v.Hex {
		t.Fatalf("the villager carries %v, the ground holds %v: want two bags carried and the third on its hex", v.Items, s.Ground())
	}
	if !effect(s, "it is left lying there for a later pick-up") || s.Events()[len(s.Events())-1].Value != 1 {
		t.Fatalf("the effects %v do not say the find lies on the hex", s.DescribeEffects())
	}
	if got := s.QuestProgress(0, 2).String(); got != "Carry 3 money bags: 2 of 3" {
		t.Fatalf("quest 16 shows %q", got)
	}
	enginetest.Play(t, s, "u1 d3")
	refused(t, s, "pickup", "nothing lying here fits")
}

// "Enemy units cannot pass through a hex with a monster or another player
// character": a kitten's escape three hexes east would pass through Bob's
// villager.
func TestRecordKittenEscapeNotThroughEnemies(t *testing.T) {
	s := replayTo(t, "kitten-escape.mixer", -2) // Anna's death window
	if s.Phase() != fandango.PhaseDeath {
		t.Fatalf("phase %v, want the death window", s.Phase())
	}
	refused(t, s, "escape e", "escape with a kitten")
	s = replayTo(t, "kitten-escape.mixer", -1)
	if h, _ := s.Board().ParseHex("a4"); s.Unit(1) == nil || s.Unit(1).Hex != h {
		t.Fatalf("Anna's villager is %+v, want it escaped to a4", s.Unit(1))
	}
}
