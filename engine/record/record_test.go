package record_test

import (
	"errors"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
)

const sample = `# a hand-written High Card game
mixer-record 1
game test-highcard
seed 42
player human Anna Lee
player hard Bob
---
deal 3     # Anna is dealt a 3
swap
deal 5
keep
deal 6
keep
`

func TestParseAndReplay(t *testing.T) {
	r, err := record.Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if r.Game != "test-highcard" || r.Seed != 42 || len(r.Seats) != 2 || r.Seats[0].Name != "Anna Lee" || r.Seats[1].Kind != "hard" {
		t.Fatalf("header read wrong: %+v", r)
	}
	if len(r.Actions) != 6 || r.Actions[0] != "deal 3" || r.Lines[0] != 8 {
		t.Fatalf("actions read wrong: %q at lines %v", r.Actions, r.Lines)
	}
	s, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsTerminal() || s.Result().Ranks[1] != 1 || s.Result().Ranks[0] != 2 {
		t.Fatalf("replay ended wrong: terminal %v result %+v", s.IsTerminal(), s.Result())
	}
}

func TestWriteParseRoundTrip(t *testing.T) {
	r, _ := record.Parse(strings.NewReader(sample))
	r.Options = map[string]string{"b": "2", "a": "1"}
	again, err := record.Parse(strings.NewReader(r.String()))
	if err != nil {
		t.Fatalf("written record does not parse: %v\n%s", err, r.String())
	}
	if again.String() != r.String() {
		t.Fatalf("round trip differs:\n%s\n---\n%s", r.String(), again.String())
	}
}

// Chosen colours and symbols survive writing and reading; seats left
// their own write no looks line.
func TestLooksRoundTrip(t *testing.T) {
	r, _ := record.Parse(strings.NewReader(sample))
	if strings.Contains(r.String(), "looks") {
		t.Fatalf("default looks were written:\n%s", r.String())
	}
	if r.Seats[0].LookIndex(0) != 0 || r.Seats[1].LookIndex(1) != 1 {
		t.Fatalf("default look indexes %d %d", r.Seats[0].LookIndex(0), r.Seats[1].LookIndex(1))
	}
	r.Seats[0].Look, r.Seats[1].Look = 4, 1
	if !strings.Contains(r.String(), "looks 4 1\n---") {
		t.Fatalf("looks line missing:\n%s", r.String())
	}
	again, err := record.Parse(strings.NewReader(r.String()))
	if err != nil {
		t.Fatal(err)
	}
	if again.Seats[0].LookIndex(0) != 3 || again.Seats[1].LookIndex(1) != 0 {
		t.Fatalf("looks read back as %+v", again.Seats)
	}
}

func TestBuildRecordWhilePlaying(t *testing.T) {
	g := enginetest.HighCard
	setup := engine.Setup{Players: 2}
	s, _ := g.NewState(setup)
	rec := record.New(g.ID(), setup, []record.Seat{{Name: "A", Kind: "human"}, {Name: "B", Kind: "random"}}, 1)
	for _, a := range []engine.Action{4, enginetest.Keep, 2, enginetest.Swap, 6, enginetest.Keep} {
		rec.Add(s, a)
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	r, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if engine.Hash(r) != engine.Hash(s) {
		t.Fatal("replayed state differs from the played one")
	}
	half, err := rec.ReplayN(2)
	if err != nil || half.CurrentPlayer() != engine.Chance {
		t.Fatalf("ReplayN(2) = %v, %v", half, err)
	}
}

func TestErrorsNameTheLine(t *testing.T) {
	cases := []struct {
		name, text string
		line       int
		reason     string
	}{
		{"empty", "", 1, "empty file"},
		{"only comments", "# nothing\n\n", 2, "empty file"},
		{"seed twice", "mixer-record 1\ngame test-highcard\nseed 1\nseed 2\n", 4, "seed is given twice"},
		{"not a record", "hello\n", 1, "not a Monster Mixer record"},
		{"future version", "mixer-record 9\n", 1, "unsupported record format version 9"},
		{"bad seed", "mixer-record 1\ngame test-highcard\nseed x\n", 3, "seed must be"},
		{"bad kind", "mixer-record 1\ngame test-highcard\nplayer wizard Al\n", 3, "player kind"},
		{"no separator", "mixer-record 1\ngame test-highcard\nplayer human Al\n", 3, "does not end with a ---"},
		{"unknown header", "mixer-record 1\ncolour red\n", 2, "unknown header"},
		{"looks before players", "mixer-record 1\ngame test-highcard\nlooks 1\nplayer human A\n", 3, "comes after the player lines"},
		{"player after looks", "mixer-record 1\ngame test-highcard\nplayer human A\nlooks 1\nplayer human B\n", 5, "player lines come before"},
		{"too few looks", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\nlooks 2\n", 5, "one number for each of the 2 players"},
		{"look out of range", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\nlooks 2 7\n", 5, "from 1 to 6"},
		{"look twice", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\nlooks 2 2\n", 5, "given to two players"},
		{"unknown game", "mixer-record 1\ngame chess\nplayer human A\nplayer human B\n---\n", 2, "unknown game"},
		{"too many players", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\nplayer human C\nplayer human D\nplayer human E\n---\n", 8, "to 4 players, not 5"},
		{"bad notation", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\n---\ndeal 3\nfold\n", 7, "cannot read \"fold\""},
		{"illegal action", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\n---\ndeal 3\nswap\ndeal 4\nswap\n", 9, "swaps only once"},
		{"after the end", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\n---\ndeal 3\nkeep\ndeal 4\nkeep\nkeep\n", 10, "after the end"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := record.Parse(strings.NewReader(c.text))
			if err == nil {
				_, err = r.Replay()
			}
			var le *record.LineError
			if !errors.As(err, &le) {
				t.Fatalf("got %v, want a LineError", err)
			}
			if le.Line != c.line || !strings.Contains(le.Error(), c.reason) {
				t.Fatalf("got %q at line %d, want %q at line %d", le.Error(), le.Line, c.reason, c.line)
			}
		})
	}
}
