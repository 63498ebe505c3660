package scenes

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fd "monstermixer/engine/fandango"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
)

// A person's solo game of Monster Fandango that ends at the round cap
// without three quests is failed: the game over sentence says so and the
// best scores of its mode stay empty.
func TestFandangoFailedSoloIsNoBestScore(t *testing.T) {
	st := storage.NewMemory()
	a, _ := newTestApp(t, st)
	s, err := session.New(fd.GameID, engine.Setup{Players: 1, Options: map[string]string{"map": "small", "rounds": "20"}},
		[]record.Seat{{Name: "Anna", Kind: session.KindHuman}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(1)
	var legal []engine.Action
	for !s.State.IsTerminal() {
		var act engine.Action
		act, legal = enginetest.RandomAction(s.State, rng, legal)
		if err := s.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	if s.State.(*fd.State).Player(0).QuestsDone() == 3 {
		t.Fatal("the random solo game finished its quests; pick another seed")
	}
	got := a.recordHighScore(s)
	if got != "Solo, small map: The three quests were not finished, so this game is not a best score." {
		t.Fatalf("failed solo game: %q", got)
	}
	if tb, problem := storage.LoadHighScores(st); problem != "" || len(tb.Modes) != 0 {
		t.Fatalf("a failed game is in the best scores: %+v %q", tb.Modes, problem)
	}
}
