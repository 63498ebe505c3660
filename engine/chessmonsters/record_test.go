package chessmonsters_test

import (
	"os"
	"testing"

	"monstermixer/engine/chessmonsters"
	"monstermixer/engine/record"
)

func TestTeamKORecord(t *testing.T) {
	f, err := os.Open("testdata/teamko.mixer")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := record.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*chessmonsters.State)
	r := s.Result()
	if !s.IsTerminal() || s.Winner() != chessmonsters.White || r.Scores[0] != 19 || r.Scores[1] != 20 {
		t.Fatalf("terminal %v, winner %d, scores %v", s.IsTerminal(), s.Winner(), r.Scores)
	}
	if r.Breakdown[0][1] != "won: the opponent has no monster left in the arena" {
		t.Fatalf("breakdown %q", r.Breakdown)
	}
}
