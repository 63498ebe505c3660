package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"monstermixer/engine/highscores"
)

func TestHighScoresKeptAndCorruptSetAside(t *testing.T) {
	d := Dir(filepath.Join(t.TempDir(), "mm"))
	tb, problem := LoadHighScores(d)
	if problem != "" || len(tb.Modes) != 0 {
		t.Fatalf("no file: %+v %q", tb, problem)
	}
	when := time.Date(2026, 11, 22, 13, 0, 0, 0, time.UTC)
	pl, problem, err := RecordHighScore(d, "g/Solo", highscores.Entry{Name: "Anna", Score: 150, Date: when, Seed: 7}, false)
	if err != nil || problem != "" || !pl.First {
		t.Fatalf("first: %+v %q %v", pl, problem, err)
	}
	pl, _, err = RecordHighScore(d, "g/Solo", highscores.Entry{Name: "Bob", Score: 120, Date: when, Seed: 8}, false)
	if err != nil || pl.Rank != 2 || pl.Best {
		t.Fatalf("second: %+v %v", pl, err)
	}
	tb, problem = LoadHighScores(d)
	if list := tb.Modes["g/Solo"]; problem != "" || len(list) != 2 || list[0].Name != "Anna" || list[0].Seed != 7 || !list[0].Date.Equal(when) {
		t.Fatalf("kept: %+v %q", tb, problem)
	}

	if err := os.WriteFile(filepath.Join(string(d), HighScoresName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	tb, problem = LoadHighScores(d)
	if len(tb.Modes) != 0 || !strings.Contains(problem, "could not be read") || !strings.Contains(problem, HighScoresName+".bad-") {
		t.Fatalf("corrupt file: %+v %q", tb, problem)
	}
	if _, err := d.Read(HighScoresName); !IsMissing(err) {
		t.Fatalf("the corrupt file is still in place")
	}
}
