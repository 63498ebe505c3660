package learn

import (
	"testing"

	_ "monstermixer/engine/games" // every game's rules
)

// TestEveryLessonReplays replays every lesson's record through the
// engine: a rule change that breaks a lesson fails here.
func TestEveryLessonReplays(t *testing.T) {
	if len(All()) == 0 {
		t.Fatal("no lessons")
	}
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			st, steps, err := l.Check()
			if err != nil {
				t.Fatal(err)
			}
			if steps < 3 {
				t.Fatalf("%d steps of the person's: a lesson is played, not watched", steps)
			}
			rec, _ := l.Parse()
			t.Logf("%s: %d actions, %d of them the person's; over: %v", l.ID, len(rec.Actions), steps, st.IsTerminal())
		})
	}
}
