package learn_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	_ "monstermixer/engine/games" // every game's rules
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	_ "monstermixer/scenes/chessmonsters"
	"monstermixer/scenes/ebitentest"
	_ "monstermixer/scenes/factory"
	_ "monstermixer/scenes/fandango"
	_ "monstermixer/scenes/insurance"
	"monstermixer/scenes/learn"
	_ "monstermixer/scenes/monstersonboard"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// forms are the screens the lessons are played on: a desktop, a tablet
// and a phone.
var forms = append([]apptest.Screen{{Name: "desktop", Form: ui.FormDesktop, W: 1280, H: 720}}, apptest.TouchScreens...)

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
// it a normal game, on a desktop, a tablet and a phone. Every step of the
// person's lights exactly one target, and is played by it: none is left
// to Next.
func TestEveryLessonPlaysByClickingTheLitTarget(t *testing.T) {
	for _, sc := range forms {
		for _, l := range learn.All() {
			t.Run(sc.Name+"/"+l.ID, func(t *testing.T) { playLesson(t, l, sc.Form, sc.W, sc.H) })
		}
	}
}

// playLesson plays lesson l to its end on a screen of the form, w x h.
func playLesson(t *testing.T, l *learn.Lesson, form ui.Form, w, h float64) {
	in := &ui.Script{}
	a, step := apptest.FastApp(t, in)
	a.Form, a.DeviceScale = form, 1
	a.SetSize(w, h)
	if form == ui.FormDesktop {
		a.Settings.AnimSpeed = "normal" // the default: the lesson's length is measured at it
	}
	f, err := scenes.StartLesson(a, l)
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := l.Parse()
	person, err := l.PersonSteps()
	if err != nil {
		t.Fatal(err)
	}
	lit := map[int]bool{} // the person's steps played by a lit target
	clicks, nexts, ticks, refused := 0, 0, 0, 0
	for i := 0; ; i++ {
		ticks = i
		if i > 100000 {
			_, next, lit, _ := f.Lesson()
			t.Fatalf("stuck at action %d of %d, lit %v, targets %v", next, len(rec.Actions), lit, a.Targets())
		}
		step()
		if a.Scene() != scenes.Scene(f) {
			t.Fatalf("left the table for %s", a.Scene().Name())
		}
		_, next, shown, done := f.Lesson()
		if done {
			if next != len(rec.Actions) {
				t.Fatalf("ended at action %d of %d", next, len(rec.Actions))
			}
			if f.Busy() {
				continue
			}
			b, ok := find(a.Targets(), "button:Play on")
			over := f.Session().State.IsTerminal()
			if over {
				// The lesson played its game to the end: its scores.
				b, ok = find(a.Targets(), "button:Final scores")
			}
			if !ok {
				continue
			}
			apptest.SaveShot(t, a, "lesson-"+strings.ReplaceAll(l.ID, "/", "-")+"-end")
			refused = f.LessonRefusals() // Play on ends the lesson and its count
			in.ClickRect(b.Rect)
			step()
			if over {
				for range 40 {
					step()
				}
				if a.Scene().Name() != "gameover" {
					t.Fatalf("Final scores opened %s", a.Scene().Name())
				}
				break
			}
			if id, _, _, _ := f.Lesson(); id != "" {
				t.Fatal("Play on left the lesson on")
			}
			break
		}
		if f.Busy() {
			continue
		}
		ts := a.Targets()
		if len(shown) > 1 {
			t.Fatalf("action %d %q: %d targets lit, not one: %v", next, rec.Actions[next], len(shown), shown)
		}
		if len(shown) > 0 {
			if tg, ok := find(ts, shown[0]); ok {
				// On a touch screen the lit target is a finger's size
				// (0 on a desktop).
				if least := a.MinTarget() * a.Scale; tg.Rect.W < least-1e-6 || tg.Rect.H < least-1e-6 {
					t.Fatalf("action %d %q: the lit %s is %.1fx%.1f px (least %.0f) at zoom %.2f", next, rec.Actions[next], tg.Name, tg.Rect.W, tg.Rect.H, least, f.Zoom())
				}
				in.ClickRect(tg.Rect)
				clicks++
				lit[next] = lit[next] || person[next]
				continue
			}
		}
		if b, ok := find(ts, "button:Next"); ok {
			if person[next] {
				t.Fatalf("the person's action %d %q has nothing lit: Next plays it", next, rec.Actions[next])
			}
			in.ClickRect(b.Rect)
			nexts++
		}
	}
	if refused != 0 {
		t.Fatalf("%d clicks on lit targets refused", refused)
	}
	for i, p := range person {
		if p && !lit[i] {
			t.Errorf("the person's action %d %q was never played by a lit target", i, rec.Actions[i])
		}
	}
	steps := 0
	for _, p := range person {
		if p {
			steps++
		}
	}
	own := float64(ticks) / 60
	words, minutes := lessonMinutes(l, own, clicks+nexts)
	t.Logf("%s at %s speed: %d actions, %d of them the person's, %d clicks on lit targets, %d Next; %.0f s of the app's own animations and pauses, %d words of captions: about %.1f min",
		l.ID, a.Settings.AnimSpeed, len(rec.Actions), steps, clicks, nexts, own, words, minutes)
}

// lessonMinutes estimates how long a person takes over a lesson: the
// app's own animations and pauses (own seconds: the play test clicks as
// soon as the app takes a click, so its ticks are the app's time; at the
// default, normal, speed on the desktop), reading every caption at 200
// words a minute, and 2 s a click (on a lit target or Next).
func lessonMinutes(l *learn.Lesson, own float64, clicks int) (words int, minutes float64) {
	words = len(strings.Fields(l.End))
	for _, say := range l.Say {
		words += len(strings.Fields(say))
	}
	return words, (own + float64(words)/200*60 + 2*float64(clicks)) / 60
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

// TestLessonsFromTheNewGameScreen opens each game's lessons from its
// new-game screen on a desktop, a tablet and a phone: the buttons lie on
// the screen, a finger's size on the touch screens, and open the lesson.
func TestLessonsFromTheNewGameScreen(t *testing.T) {
	for _, sc := range forms {
		for _, id := range ui.PlayableGames() {
			for _, l := range learn.For(id) {
				t.Run(sc.Name+"/"+l.ID, func(t *testing.T) {
					in := &ui.Script{}
					a, step := apptest.FastApp(t, in)
					a.Form, a.DeviceScale = sc.Form, 1
					a.SetSize(sc.W, sc.H)
					g, err := engine.Lookup(id)
					if err != nil {
						t.Fatal(err)
					}
					a.GoTo(scenes.NewNewGame(a, g))
					for range 30 {
						step()
					}
					b, ok := find(a.Targets(), "button:"+l.ButtonLabel())
					if !ok {
						t.Fatalf("no %q on the new-game screen", l.ButtonLabel())
					}
					if !b.Rect.Within(ui.Rect{W: a.W, H: a.H}) || b.Rect.H < a.MinTarget()*a.Scale-1e-6 {
						t.Fatalf("%s at %+v on a %vx%v screen (least %.0f)", b.Name, b.Rect, a.W, a.H, a.MinTarget()*a.Scale)
					}
					for _, o := range a.Targets() {
						if o.Name != b.Name && overlaps(o.Rect, b.Rect) {
							t.Fatalf("%s at %+v covers %s at %+v", b.Name, b.Rect, o.Name, o.Rect)
						}
					}
					if sc.Name != "desktop" {
						apptest.SaveShot(t, a, "newgame-"+sc.Name+"-"+id)
					}
					opens(t, a, in, step, b, l.ID)
				})
			}
		}
	}
}

// TestLessonsFromTheTitle taps each game's "Learn to play" under its card
// on the title, on a desktop (a click), a tablet and a phone (a finger's
// tap): the control lies on the screen, a finger's size on the touch
// screens, covers no other target, and opens the game's first lesson
// (Monsters on Board's whole round; its solo lesson is on the new-game
// screen). The arrow keys reach it too: Down from a card, then Enter.
func TestLessonsFromTheTitle(t *testing.T) {
	for _, sc := range forms {
		for _, id := range ui.PlayableGames() {
			ls := learn.For(id)
			if len(ls) == 0 {
				continue
			}
			t.Run(sc.Name+"/"+id, func(t *testing.T) {
				in := &ui.Script{Finger: sc.Form.Touch()}
				a, step := apptest.FastApp(t, in)
				a.Form, a.DeviceScale = sc.Form, 1
				a.SetSize(sc.W, sc.H)
				a.GoTo(scenes.NewTitle(a))
				for range 30 {
					step()
				}
				b, ok := find(a.Targets(), "learn:"+id)
				if !ok {
					t.Fatalf("no learn:%s on the title: %v", id, a.Targets())
				}
				if least := a.MinTarget() * a.Scale; !b.Rect.Within(ui.Rect{W: a.W, H: a.H}) || b.Rect.H < least-1e-6 || b.Rect.W < least-1e-6 {
					t.Fatalf("%s at %+v on a %vx%v screen (least %.0f)", b.Name, b.Rect, a.W, a.H, least)
				}
				for _, o := range a.Targets() {
					if o.Name != b.Name && overlaps(o.Rect, b.Rect) {
						t.Fatalf("%s at %+v covers %s at %+v", b.Name, b.Rect, o.Name, o.Rect)
					}
				}
				if id == ui.PlayableGames()[0] {
					img := ebiten.NewImage(int(a.W), int(a.H))
					for range 3 {
						a.Draw(img) // the title's pictures come from its third frame
					}
					img.Deallocate()
					apptest.SaveShot(t, a, "title-learn-"+sc.Name)
				}
				opens(t, a, in, step, b, ls[0].ID)
			})
		}
	}
	t.Run("keyboard", func(t *testing.T) {
		in := &ui.Script{}
		a, step := apptest.FastApp(t, in)
		a.GoTo(scenes.NewTitle(a))
		for range 30 {
			step()
		}
		// Next, Next: the second card; Down: its lesson; Enter.
		for _, c := range []ui.Command{ui.CmdNext, ui.CmdNext, ui.CmdDown, ui.CmdConfirm} {
			in.Press(c)
			step()
		}
		for range 40 {
			step()
		}
		f, ok := a.Scene().(*scenes.Frame)
		if !ok {
			t.Fatalf("on %s, not at a table", a.Scene().Name())
		}
		id := ui.PlayableGames()[1]
		if got, _, _, _ := f.Lesson(); got != learn.For(id)[0].ID {
			t.Fatalf("the table plays lesson %q, want %s's", got, id)
		}
	})
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestFirstGameOffersTheLesson starts a game for the first time: beside
// the first-game guide, "Learn by playing" opens the game's lesson.
func TestFirstGameOffersTheLesson(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		if len(learn.For(id)) == 0 {
			continue
		}
		t.Run(id, func(t *testing.T) {
			in := &ui.Script{}
			a, step := apptest.FastApp(t, in)
			g, _ := engine.Lookup(id)
			seats := []record.Seat{{Name: "You", Kind: session.KindHuman}}
			for len(seats) < g.MinPlayers() {
				seats = append(seats, record.Seat{Name: "Blorb", Kind: session.KindEasy})
			}
			if _, err := a.OpenTable(session.New(id, engine.Setup{Players: len(seats)}, seats, 3)); err != nil {
				t.Fatal(err)
			}
			for range 30 {
				step()
			}
			b, ok := find(a.Targets(), "button:Learn by playing")
			if !ok {
				t.Fatalf("no lesson offered: %v", a.Targets())
			}
			opens(t, a, in, step, b, learn.For(id)[0].ID)
		})
	}
}

// opens clicks button b and checks that the table of lesson id comes.
func opens(t *testing.T, a *scenes.App, in *ui.Script, step func(), b ui.Target, id string) {
	t.Helper()
	in.ClickRect(b.Rect)
	for range 40 {
		step()
	}
	f, ok := a.Scene().(*scenes.Frame)
	if !ok {
		t.Fatalf("on %s, not at a table", a.Scene().Name())
	}
	if got, _, _, _ := f.Lesson(); got != id {
		t.Fatalf("the table plays lesson %q, want %q", got, id)
	}
}
