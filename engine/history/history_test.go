package history

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	_ "monstermixer/engine/games"
	"monstermixer/engine/record"
)

func load(t *testing.T, name string, when time.Time) *Game {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Parse(b, when)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

// statsGames are four Monster Factory games (Anna human, Bob hard, Cleo
// easy; the last with the seats turned) and a Monster Insurance game
// between Bob and Anna, both human, and Dot (normal), in that order.
func statsGames(t *testing.T) []*Game {
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	var gs []*Game
	for i, n := range []string{"stats-5.mixer", "stats-6.mixer", "stats-7.mixer", "stats-9.mixer", "stats-8.mixer"} {
		gs = append(gs, load(t, n, t0.Add(time.Duration(i)*time.Hour)))
	}
	// Given newest first, as the store lists them: Compute orders them.
	for i, j := 0, len(gs)-1; i < j; i, j = i+1, j-1 {
		gs[i], gs[j] = gs[j], gs[i]
	}
	return gs
}

func TestStatsOfFixedRecords(t *testing.T) {
	all := Compute(statsGames(t))
	// Only people (human seats) have statistics: Anna at both games, Bob
	// at Monster Insurance (he was a Hard computer seat at Factory).
	if got := People(all); strings.Join(got, ",") != "Anna,Bob" {
		t.Fatalf("people %v, want Anna, Bob", got)
	}
	if len(all) != 3 {
		t.Fatalf("%d entries, want 3: %+v", len(all), all)
	}
	anna, ok := Find(all, "Anna", "monster-factory")
	if !ok {
		t.Fatal("no statistics of Anna at Monster Factory")
	}
	// Scores 0, 0, 10, 16; only the last won.
	if anna.Played != 4 || anna.Won != 1 || anna.Best != 16 || anna.Mean != 6.5 || anna.Longest != 1 || anna.Current != 1 {
		t.Errorf("Anna at Factory: %+v", anna)
	}
	if v := anna.Versus["hard"]; v != (Tally{Played: 4, Won: 1}) {
		t.Errorf("Anna against Hard: %+v", v)
	}
	if v := anna.Versus["easy"]; v != (Tally{Played: 4, Won: 1}) {
		t.Errorf("Anna against Easy: %+v", v)
	}
	if _, ok := anna.Versus["normal"]; ok {
		t.Errorf("Anna never met a Normal seat at Factory: %+v", anna.Versus)
	}
	if r := anna.Rate(); r != 0.25 {
		t.Errorf("Anna's win rate %v, want 0.25", r)
	}
	annaIns, _ := Find(all, "Anna", "monster-insurance")
	if annaIns.Played != 1 || annaIns.Won != 1 || annaIns.Best != 9 || annaIns.Versus["normal"] != (Tally{Played: 1, Won: 1}) {
		t.Errorf("Anna at Insurance: %+v", annaIns)
	}
	bob, _ := Find(all, "Bob", "monster-insurance")
	if bob.Played != 1 || bob.Won != 0 || bob.Best != 5 || bob.Longest != 0 {
		t.Errorf("Bob at Insurance: %+v", bob)
	}
	if got := Headline(anna, true); got != "Anna: 1st win at Monster Factory" {
		t.Errorf("headline %q", got)
	}
	if got := Headline(bob, false); got != "Bob: 0 wins in 1 game of Monster Insurance" {
		t.Errorf("headline %q", got)
	}
}

func TestStreak(t *testing.T) {
	// Bob's three wins in a row at Factory count once he is a person.
	gs := statsGames(t)
	for _, g := range gs {
		for i := range g.Record.Seats {
			if g.Record.Seats[i].Name == "Bob" {
				g.Record.Seats[i].Kind = "human"
			}
		}
	}
	bob, _ := Find(Compute(gs), "Bob", "monster-factory")
	if bob.Played != 4 || bob.Won != 3 || bob.Longest != 3 || bob.Current != 0 || bob.Best != 16 {
		t.Errorf("Bob at Factory: %+v", bob)
	}
}

// A lone seat's score attack (beat your own scare) is neither a win nor a
// loss: it counts as played, with its score, but leaves the win rate and
// the run of wins alone, and the list of past games gives its score.
func TestScoreOnlyGames(t *testing.T) {
	scare := load(t, "scare-3.mixer", time.Date(2026, 1, 1, 13, 0, 0, 0, time.UTC))
	if !scare.Result.ScoreOnly || scare.Result.SeatWon(0) {
		t.Fatalf("beat your own scare: %+v", scare.Result)
	}
	if got, want := scare.Outcome(), fmt.Sprintf("Anna plays alone (%d Spook Juice)", scare.Result.Scores[0]); got != want {
		t.Errorf("outcome %q, want %q", got, want)
	}
	// two won games of two seats around it, at the same game
	won := func(hour int) *Game {
		return &Game{
			When:   time.Date(2026, 1, 1, hour, 0, 0, 0, time.UTC),
			Record: &record.Record{Game: scare.Record.Game, Seats: []record.Seat{{Name: "Anna", Kind: "human"}, {Name: "Blorb", Kind: "easy"}}},
			Result: engine.Result{Scores: []int{90, 80}, Ranks: []int{1, 2}},
		}
	}
	anna, _ := Find(Compute([]*Game{won(12), scare, won(14)}), "Anna", scare.Record.Game)
	want := Tally{Played: 3, Won: 2, ScoreOnly: 1}
	if anna.Tally != want || anna.Rate() != 1 || anna.Current != 2 || anna.Longest != 2 || anna.Best != 90 || anna.Versus["easy"] != (Tally{Played: 2, Won: 2}) {
		t.Errorf("Anna: %+v, want %+v, rate 1 and a run of 2 wins", anna, want)
	}
	alone, _ := Find(Compute([]*Game{scare}), "Anna", scare.Record.Game)
	if alone.Played != 1 || alone.Won != 0 || alone.Rate() != 0 || alone.Best != scare.Result.Scores[0] {
		t.Errorf("Anna after one game alone: %+v", alone)
	}
}

func TestRenameAndSummary(t *testing.T) {
	g := load(t, "stats-5.mixer", time.Time{})
	if !Rename(g.Record, "Anna", "Ann") || Rename(g.Record, "Zed", "Z") {
		t.Fatal("Rename reports wrongly what it changed")
	}
	if !HasPlayer(g.Record, "Ann") || HasPlayer(g.Record, "Anna") || HasPlayer(g.Record, "Bob") {
		t.Error("HasPlayer: Ann is a person now, Anna is gone, Bob is a computer seat")
	}
	if got, want := g.Summary(), "Monster Factory: Ann, Bob, Cleo · Bob and Cleo share the win (11 points)"; got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
}

func TestParseRefusesUnfinishedAndBroken(t *testing.T) {
	b, err := os.ReadFile("testdata/stats-5.mixer")
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Join(strings.Split(string(b), "\n")[:30], "\n") + "\n"
	if _, err := Parse([]byte(cut), time.Time{}); !errors.Is(err, ErrNotOver) {
		t.Errorf("a game cut short: %v, want ErrNotOver", err)
	}
	if _, err := Parse([]byte("mixer-record 1\ngame monster-factory\n\x00\x01junk"), time.Time{}); err == nil {
		t.Error("junk was read as a game")
	}
}

func TestEveryGameReplaysToItsEnd(t *testing.T) {
	for _, id := range []string{"monster-factory", "monster-insurance", "chess-monsters", "monster-fandango", "monsters-on-board"} {
		g := load(t, id+".mixer", time.Time{})
		if g.Moves == 0 || len(g.Result.Ranks) != len(g.Record.Seats) {
			t.Errorf("%s: %d moves, result %+v", id, g.Moves, g.Result)
		}
	}
}

// TestProbeIsFixed: the analysis of a fixed position with a fixed seed
// gives a fixed suggestion, whatever the slicing.
func TestProbeIsFixed(t *testing.T) {
	g := load(t, "monster-factory.mixer", time.Time{})
	// The first decision after the opening draws that has a choice.
	idx := -1
	st, _ := g.Record.Start()
	for i, text := range g.Record.Actions {
		a, err := st.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if i > 10 && st.CurrentPlayer() >= 0 && len(st.AppendLegalActions(nil)) > 3 {
			idx = i
			break
		}
		st.Apply(a)
	}
	if idx < 0 {
		t.Fatal("no decision with a choice")
	}
	run := func(slice time.Duration) Verdict {
		before, err := g.Record.ReplayN(idx)
		if err != nil {
			t.Fatal(err)
		}
		played, _ := before.ParseAction(g.Record.Actions[idx])
		cfg := ai.LevelConfig(ai.Easy, ProbeSeed(g.Record, idx))
		cfg.TimeCap = 0
		p := NewProbe(before, played, cfg)
		for !p.Step(slice) {
		}
		return p.Verdict()
	}
	a, b := run(time.Millisecond), run(time.Hour)
	if a != b {
		t.Fatalf("the same search gave %+v and %+v", a, b)
	}
	if a.Iterations != 150 || a.BestShare <= 0 || a.BestShare < a.PlayedShare || a.Seat < 0 {
		t.Errorf("verdict %+v", a)
	}
	before, _ := g.Record.ReplayN(idx)
	t.Logf("at action %d the searcher plays %s (%.0f%%), the game played %s (%.0f%%)", idx, before.ActionString(a.Best), 100*a.BestShare, g.Record.Actions[idx], 100*a.PlayedShare)
}

func TestReviewMarksWeakMoves(t *testing.T) {
	g := load(t, "monster-factory.mixer", time.Time{})
	cfg := ai.LevelConfig(ai.Easy, 0)
	cfg.TimeCap = 0
	run := func() []Moment {
		r, err := NewReview(g.Record, 0, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if r.Decisions() == 0 {
			t.Fatal("no decision to review")
		}
		for !r.Step(5 * time.Millisecond) {
		}
		if r.Reviewed() != r.Decisions() {
			t.Fatalf("reviewed %d of %d", r.Reviewed(), r.Decisions())
		}
		return r.Moments()
	}
	ms := run()
	// A random player's moves: the searcher disagrees with some.
	if len(ms) == 0 {
		t.Fatal("no weak move found in a random player's game")
	}
	for _, m := range ms {
		if m.Same() || m.Loss() < Threshold || m.Seat != 0 {
			t.Errorf("moment %+v should not be marked", m)
		}
	}
	again := run()
	if len(again) != len(ms) || again[0] != ms[0] {
		t.Errorf("two reviews differ: %d and %d moments", len(ms), len(again))
	}
}

func TestReviewOfBrokenRecord(t *testing.T) {
	rec := &record.Record{Game: "monster-factory", Seats: []record.Seat{{Name: "A", Kind: "human"}, {Name: "B", Kind: "human"}}, Actions: []string{"nonsense"}}
	if _, err := NewReview(rec, 0, ai.LevelConfig(ai.Easy, 1)); err == nil {
		t.Error("a record that does not replay was reviewed")
	}
}
