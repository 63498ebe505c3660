package scenes

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/history"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
)

// playSolo plays a whole seeded game of beat your own scare for a seat of
// the given kind.
func playSolo(t *testing.T, kind string, seed uint64) *session.Session {
	t.Helper()
	s, err := session.New(mb.GameID, engine.Setup{Players: 1, Options: map[string]string{mb.OptSolo: mb.SoloScare}},
		[]record.Seat{{Name: "Anna", Kind: kind}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(seed)
	for !s.State.IsTerminal() {
		var a engine.Action
		if s.State.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s.State, rng)
		} else {
			a = mb.Greedy(s.State.(*mb.State), rng)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// A person's finished solo game goes into its mode's best scores, and the
// sentence says where it ranks; computer seats keep none.
func TestSoloScoresAreKept(t *testing.T) {
	st := storage.NewMemory()
	a, _ := newTestApp(t, st)
	first := playSolo(t, session.KindHuman, 1)
	if got := a.recordHighScore(first); got != "Beat your own scare: Your first score in this mode, so the best so far." {
		t.Fatalf("first game: %q", got)
	}
	second := playSolo(t, session.KindHuman, 2)
	got := a.recordHighScore(second)
	s1, s2 := first.State.Result().Scores[0], second.State.Result().Scores[0]
	if s2 > s1 && !strings.Contains(got, "A new best score!") || s2 <= s1 && !strings.Contains(got, "2nd of the 2 best") {
		t.Fatalf("second game (%d after %d): %q", s2, s1, got)
	}
	tb, problem := storage.LoadHighScores(st)
	list := tb.Modes[mb.GameID+"/Beat your own scare"]
	if problem != "" || len(list) != 2 || list[0].Score != max(s1, s2) || list[0].Name != "Anna" {
		t.Fatalf("kept %+v %q", list, problem)
	}
	if got := a.recordHighScore(playSolo(t, session.KindEasy, 3)); got != "" {
		t.Fatalf("a computer seat's game was kept: %q", got)
	}
	if tb, _ := storage.LoadHighScores(st); len(tb.Modes[mb.GameID+"/Beat your own scare"]) != 2 {
		t.Fatalf("the computer's score is in the table")
	}
}

// The game over screen of a person's solo game says where the score
// ranks among the mode's best. Beat your own scare has no goal and no
// rival, so it is nobody's win or loss: the title gives the score, and no
// line counts wins.
func TestGameOverSaysTheHighScore(t *testing.T) {
	a, _ := newTestApp(t, storage.NewMemory())
	sess := playSolo(t, session.KindHuman, 4)
	g := NewGameOver(a, sess)
	if g.news != "Beat your own scare: Your first score in this mode, so the best so far." {
		t.Fatalf("news %q", g.news)
	}
	score := engine.StateUnit(sess.State).Format(sess.State.Result().Scores[0])
	if g.title != "You scored "+score || len(g.order) != 1 || g.order[0].rankText != "Final score" {
		t.Fatalf("title %q, entrants %+v", g.title, g.order)
	}
	g = NewGameOver(a, playSolo(t, session.KindHuman, 4))
	if !strings.HasPrefix(g.news, "Beat your own scare: Your score is 2nd of the 2 best") {
		t.Fatalf("news after an equal score %q", g.news)
	}
}

// A person's games of beat your own scare count as played, with their
// scores, but give no win rate: none of them could be won.
func TestStatisticsOfScoreAttacks(t *testing.T) {
	alone := history.Stats{Name: "Anna", Game: mb.GameID, Tally: history.Tally{Played: 2, ScoreOnly: 2}, Best: 210, Mean: 190}
	if got := cells(alone); got[1] != "2" || got[2] != "0" || got[3] != "–" || got[7] != "210" {
		t.Errorf("two games alone: %q", got)
	}
	alone.Tally = history.Tally{Played: 3, Won: 1, ScoreOnly: 2}
	if got := cells(alone); got[3] != "100%" {
		t.Errorf("a won game of two seats besides: %q", got)
	}
}
