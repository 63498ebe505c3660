package chessmonsters_test

import (
	"testing"

	"monstermixer/engine/chessmonsters"
	"monstermixer/engine/record"
)

// replay replays a record of testdata.
func replay(t *testing.T, name string) *chessmonsters.State {
	t.Helper()
	_, st, err := record.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*chessmonsters.State)
}

func TestSandtrapRecord(t *testing.T) {
	s := replay(t, "sandtrap.mixer")
	field := func(name string) chessmonsters.OnField {
		f, err := chessmonsters.ParseField(name)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := s.Field(f)
		return m
	}
	if w := field("c3"); w.Kind != chessmonsters.Worbin || w.Owner != chessmonsters.Black || !w.Exhausted {
		t.Fatalf("c3: %+v", w)
	}
	if j := field("c2"); j.Kind != chessmonsters.Jumo || !j.Exhausted {
		t.Fatalf("c2: %+v", j)
	}
	if l := field("d3"); l.Kind != chessmonsters.Lotl || l.Exhausted || l.Energy != 2 {
		t.Fatalf("d3: %+v", l)
	}
	if c := field("e4"); c.AccBonus != 1 {
		t.Fatalf("e4: %+v", c)
	}
	if s.Turn() != chessmonsters.Black {
		t.Fatalf("turn %d", s.Turn())
	}
}

// The rulebook's Sandtrap: "If a black monster starts a movement that
// movement is denied, place Worbin on a field in that monsters movement
// direction, the monster and worbin are both exhausted." Jumo's Pole Jump
// is a movement: "Jumo moves for up to 3 fields in attack direction,
// ignore blocked fields for this movement". So Sandtrap answers a Pole
// Jump: Worbin enters the field Jumo wanted to land on, both are
// exhausted, and no landing die is rolled (RULES.md, Sandtrap).
func TestSandtrapDeniesAPoleJumpRecord(t *testing.T) {
	s := replay(t, "polejump-sandtrap.mixer")
	field := func(name string) (chessmonsters.OnField, bool) {
		f, err := chessmonsters.ParseField(name)
		if err != nil {
			t.Fatal(err)
		}
		return s.Field(f)
	}
	if w, ok := field("c4"); !ok || w.Kind != chessmonsters.Worbin || w.Owner != chessmonsters.Black || !w.Exhausted {
		t.Fatalf("c4, where Jumo wanted to land: %+v %v", w, ok)
	}
	if j, ok := field("c2"); !ok || j.Kind != chessmonsters.Jumo || !j.Exhausted {
		t.Fatalf("c2, where Jumo jumped from: %+v %v", j, ok)
	}
	if s.HitPointsOf(chessmonsters.White) != chessmonsters.HitPoints || s.Turn() != chessmonsters.Black || s.CurrentPlayer() != chessmonsters.Black {
		t.Fatalf("hit points %d, turn %d, deciding %d: no landing die, and Bob's turn", s.HitPointsOf(chessmonsters.White), s.Turn(), s.CurrentPlayer())
	}
}

func TestTeamKORecord(t *testing.T) {
	s := replay(t, "teamko.mixer")
	r := s.Result()
	if !s.IsTerminal() || s.Winner() != chessmonsters.White || r.Scores[0] != 19 || r.Scores[1] != 20 {
		t.Fatalf("terminal %v, winner %d, scores %v", s.IsTerminal(), s.Winner(), r.Scores)
	}
	if r.Breakdown[0][1] != "Won: the opponent has no monster left in the arena" {
		t.Fatalf("breakdown %q", r.Breakdown)
	}
}
