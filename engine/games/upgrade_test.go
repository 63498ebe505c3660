package games_test

import (
	"os"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// A record written before issue 33 opened Chess Monsters' windows
// whenever the responder might hold an answer has no line for those
// windows: it still replays (a kept game stays in the statistics, a save
// resumes whole), with the passes put in where the windows now open, to
// the same end as the record written with them.
func TestOlderRecordsUpgrade(t *testing.T) {
	older := readRecord(t, "testdata/older/chess-monsters-teamko.mixer")
	if _, err := older.Clone().ReplayN(len(older.Actions)); err == nil {
		t.Fatal("the older record replays without an upgrade: it tests nothing")
	}
	if n := older.Upgrade(); n != 5 {
		t.Fatalf("%d pass lines put in, want 5", n)
	}
	end, err := older.Replay()
	if err != nil {
		t.Fatal(err)
	}
	current := readRecord(t, "../chessmonsters/testdata/teamko.mixer")
	want, err := current.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if engine.Hash(end) != engine.Hash(want) || strings.Join(older.Actions, ",") != strings.Join(current.Actions, ",") {
		t.Fatalf("the upgraded record differs from the one written with its passes:\n%q\n%q", older.Actions, current.Actions)
	}
}

func readRecord(t *testing.T, name string) *record.Record {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := record.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
