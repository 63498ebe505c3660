package learn_test

import (
	"slices"
	"testing"

	_ "monstermixer/engine/games" // every game's rules
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	_ "monstermixer/scenes/chessmonsters"
	"monstermixer/scenes/ebitentest"
	_ "monstermixer/scenes/factory"
	_ "monstermixer/scenes/fandango"
	_ "monstermixer/scenes/insurance"
	"monstermixer/scenes/learn"
	_ "monstermixer/scenes/monstersonboard"
	"monstermixer/scenes/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// find returns the target named name among ts.
func find(ts []ui.Target, name string) (ui.Target, bool) {
	for _, t := range ts {
		if t.Name == name {
			return t, true
		}
	}
	return ui.Target{}, false
}

// toStep ticks a until the lesson waits for the person at a lit target.
func toStep(t *testing.T, a *scenes.App, f *scenes.Frame, in *ui.Script, step func()) {
	t.Helper()
	for range 3000 {
		step()
		if _, _, lit, done := f.Lesson(); len(lit) > 0 && !f.Busy() && !done {
			if _, ok := find(a.Targets(), lit[0]); ok {
				return
			}
		}
		if b, ok := find(a.Targets(), "button:Next"); ok {
			in.ClickRect(b.Rect)
		}
	}
	t.Fatal("the lesson never lit a target")
}

// TestEveryLessonPlaysByClickingTheLitTarget plays each lesson as a
// person would: the lit target at each step, Next at each note; it must
// reach the lesson's end with the script played whole, then Play on makes
// it a normal game.
func TestEveryLessonPlaysByClickingTheLitTarget(t *testing.T) {
	for _, l := range learn.All() {
		t.Run(l.ID, func(t *testing.T) {
			in := &ui.Script{}
			a, step := apptest.FastApp(t, in)
			f, err := scenes.StartLesson(a, l)
			if err != nil {
				t.Fatal(err)
			}
			rec, _ := l.Parse()
			clicks, nexts := 0, 0
			for i := 0; ; i++ {
				if i > 40000 {
					_, next, lit, _ := f.Lesson()
					t.Fatalf("stuck at action %d of %d, lit %v, targets %v", next, len(rec.Actions), lit, a.Targets())
				}
				step()
				if a.Scene() != scenes.Scene(f) {
					t.Fatalf("left the table for %s", a.Scene().Name())
				}
				_, next, lit, done := f.Lesson()
				if done {
					if next != len(rec.Actions) {
						t.Fatalf("ended at action %d of %d", next, len(rec.Actions))
					}
					if f.Busy() {
						continue
					}
					b, ok := find(a.Targets(), "button:Play on")
					if !ok {
						continue
					}
					apptest.SaveShot(t, a, "lesson-"+l.ID+"-end")
					in.ClickRect(b.Rect)
					step()
					if id, _, _, _ := f.Lesson(); id != "" {
						t.Fatal("Play on left the lesson on")
					}
					break
				}
				if f.Busy() {
					continue
				}
				ts := a.Targets()
				if len(lit) > 0 {
					if tg, ok := find(ts, lit[0]); ok {
						in.ClickRect(tg.Rect)
						clicks++
						continue
					}
				}
				if b, ok := find(ts, "button:Next"); ok {
					in.ClickRect(b.Rect)
					nexts++
				}
			}
			if f.LessonRefusals() != 0 {
				t.Fatalf("%d clicks on lit targets refused", f.LessonRefusals())
			}
			t.Logf("%s: %d actions, %d clicks on lit targets, %d Next", l.ID, len(rec.Actions), clicks, nexts)
		})
	}
}

// TestRefusedClickLeavesTheLessonWhereItWas clicks outside the lit target
// at a step of each lesson: it is refused with a hint, and the game, the
// table's choice and what is lit stay as they were.
func TestRefusedClickLeavesTheLessonWhereItWas(t *testing.T) {
	for _, l := range learn.All() {
		t.Run(l.ID, func(t *testing.T) {
			in := &ui.Script{}
			a, step := apptest.FastApp(t, in)
			f, err := scenes.StartLesson(a, l)
			if err != nil {
				t.Fatal(err)
			}
			toStep(t, a, f, in, step)
			_, next, lit, _ := f.Lesson()
			lit = slices.Clone(lit)
			sel := f.Selection()
			tg, _ := find(a.Targets(), lit[0])
			// A point of the table away from the lit target.
			x, y := 40.0, 200.0
			if tg.Rect.Contains(x, y) || tg.Rect.Contains(x+600, y) {
				y = 600
			} else {
				x += 600
			}
			in.ClickAt(x, y)
			step()
			step()
			_, next2, lit2, _ := f.Lesson()
			if next2 != next || f.Selection() != sel || !slices.Equal(lit, lit2) {
				t.Fatalf("a refused click moved the lesson: action %d->%d, selection %q->%q, lit %v->%v", next, next2, sel, f.Selection(), lit, lit2)
			}
			if f.LessonRefusals() != 1 || f.Note() == "" {
				t.Fatalf("refusals %d, note %q", f.LessonRefusals(), f.Note())
			}
			// The lit target still plays on.
			tg, _ = find(a.Targets(), lit[0])
			in.ClickRect(tg.Rect)
			for range 200 {
				step()
				if _, n, l2, _ := f.Lesson(); n > next || !slices.Equal(l2, lit) {
					return
				}
			}
			t.Fatal("the lit target did nothing after the refusal")
		})
	}
}
