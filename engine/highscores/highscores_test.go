package highscores

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
)

var juice = engine.ScoreUnit{One: "Spook Juice", Many: "Spook Juice"}

func entry(name string, score int) Entry {
	return Entry{Name: name, Score: score, Date: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC), Seed: uint64(score)}
}

func TestAddRanksAndKeeps(t *testing.T) {
	var tb Table
	pl := tb.Add("m", entry("Anna", 150), false)
	if !pl.First || !pl.Best || pl.Rank != 1 || pl.Of != 1 {
		t.Fatalf("first score: %+v", pl)
	}
	if s := pl.Sentence(juice); !strings.Contains(s, "first score") {
		t.Fatalf("sentence %q", s)
	}
	pl = tb.Add("m", entry("Bob", 180), false)
	if !pl.Best || pl.Rank != 1 || pl.Previous.Name != "Anna" {
		t.Fatalf("new best: %+v", pl)
	}
	if s := pl.Sentence(juice); s != "A new best score! The old best was 150 Spook Juice (Anna)." {
		t.Fatalf("sentence %q", s)
	}
	// An equal score goes below the earlier one.
	pl = tb.Add("m", entry("Cleo", 150), false)
	if pl.Best || pl.Rank != 3 || pl.Of != 3 {
		t.Fatalf("a tie with the 2nd: %+v", pl)
	}
	if s := pl.Sentence(juice); s != "Your score is 3rd of the 3 best; the best is 180 Spook Juice (Bob)." {
		t.Fatalf("sentence %q", s)
	}
	for i := 0; i < Keep; i++ {
		tb.Add("m", entry(fmt.Sprint("P", i), 160+i), false)
	}
	if len(tb.Modes["m"]) != Keep {
		t.Fatalf("%d kept", len(tb.Modes["m"]))
	}
	pl = tb.Add("m", entry("Dev", 10), false)
	if pl.Rank != 0 || !strings.Contains(pl.Sentence(juice), "did not make the 10 best; the best is 180") {
		t.Fatalf("a low score: %+v %q", pl, pl.Sentence(juice))
	}
	if best, ok := tb.Best("m"); !ok || best.Name != "Bob" {
		t.Fatalf("best %+v", best)
	}
	if _, ok := tb.Best("other"); ok {
		t.Fatalf("a best in an empty mode")
	}
}

func TestLowerIsBetter(t *testing.T) {
	var tb Table
	tb.Add("m", entry("Anna", 9), true)
	pl := tb.Add("m", entry("Bob", 7), true)
	if !pl.Best || tb.Modes["m"][0].Name != "Bob" {
		t.Fatalf("fewer rounds is not better: %+v", pl)
	}
}

func TestJSONRoundTripAndChecks(t *testing.T) {
	var tb Table
	tb.Add("monsters-on-board/Beat your own scare", entry("Anna \"#1\"", 150), false)
	b, err := Marshal(tb)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Modes["monsters-on-board/Beat your own scare"]; len(got) != 1 || got[0] != tb.Modes["monsters-on-board/Beat your own scare"][0] {
		t.Fatalf("round trip %+v", back)
	}
	for _, bad := range []string{`{`, `{"modes":{"m":[{"name":" ","score":1}]}}`, `{"modes":{"":[]}}`,
		`{"modes":{"m":[` + strings.Repeat(`{"name":"a"},`, Keep) + `{"name":"a"}]}}`} {
		if _, err := Unmarshal([]byte(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if tb2, err := Unmarshal([]byte(`{}`)); err != nil || tb2.Modes == nil {
		t.Fatalf("an empty table: %v", err)
	}
}

type moder struct{ engine.Game }

func (moder) ID() string { return "g" }
func (moder) HighScoreMode(s engine.Setup) (string, bool) {
	return "Solo", s.Players == 1
}

func TestModeOf(t *testing.T) {
	g := moder{}
	if k, ok := ModeOf(g, engine.Setup{Players: 1}); !ok || k != "g/Solo" || ModeName(k) != "Solo" {
		t.Fatalf("mode %q %v", k, ok)
	}
	if _, ok := ModeOf(g, engine.Setup{Players: 2}); ok {
		t.Fatalf("a 2-player game keeps high scores")
	}
}
