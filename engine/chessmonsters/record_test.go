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
