package apptest_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"

	_ "monstermixer/engine/games"     // every game's rules
	_ "monstermixer/scenes/factory"   // Monster Factory's table
	_ "monstermixer/scenes/insurance" // Monster Insurance's table
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

func TestFlagsParse(t *testing.T) {
	a := scenes.ParseFlags([]string{"-demo", "monster-factory", "-players", "4", "-seed", "7", "-screenshot", "x.png"})
	if a.Demo != "monster-factory" || a.Players != 4 || !a.SeedSet || a.Seed != 7 || a.Screenshot != "x.png" {
		t.Fatalf("%+v", a)
	}
	a = scenes.ParseFlags([]string{"-demo", "monster-factory", "-screenshot", "x.png", "-shot-at", "12"})
	if a.ShotAt != 12 || a.IdleFrames != 0 {
		t.Fatalf("-shot-at: %+v", a)
	}
	a = scenes.ParseFlags([]string{"-demo", "monster-factory", "-idle-frames", "600"})
	if a.IdleFrames != 600 || a.ShotAt != 0 {
		t.Fatalf("-idle-frames: %+v", a)
	}
}

// tickApp runs n ticks of the app with scripted input.
func tickApp(t *testing.T, a *scenes.App, in *ui.Script, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Tick(); err != nil {
			t.Fatalf("tick: %v", err)
		}
		in.EndTick()
	}
}

// shot saves what the app shows as NAME.png in the folder MIXER_SHOTS
// names, for a person to look at; without it, it does nothing.
func shot(t *testing.T, a *scenes.App, name string) {
	t.Helper()
	ebitentest.SaveShot(t, int(a.W), int(a.H), name, a.Draw)
}

// dismissGuide closes the first-game guide when it is on screen and
// reports whether it was.
func dismissGuide(t *testing.T, a *scenes.App, in *ui.Script) bool {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.Name == "button:Got it" {
			apptest.ClickTarget(t, a, in, tg.Name)
			return true
		}
	}
	return false
}

// TestEveryTablePlaysInTheFrame starts each real game from the title with
// the default seats (a human and a computer, made Easy), makes moves as a
// person by clicking the table's published targets, asks for a hint, and
// checks that saving and continuing resumes the same position.
func TestEveryTablePlaysInTheFrame(t *testing.T) {
	games := ui.PlayableGames()
	if len(games) < 2 {
		t.Fatalf("playable games %v", games)
	}
	seed := os.Getenv("MIXER_TEST_SEED")
	if seed == "" {
		seed = "7"
	}
	for _, id := range games {
		t.Run(id, func(t *testing.T) {
			st := storage.NewMemory()
			in := &ui.Script{}
			a := scenes.NewApp(scenes.Config{Input: in, Store: st})
			a.Settings.AnimSpeed = "instant"
			a.SetSize(scenes.LayoutW, scenes.LayoutH)
			shot(t, a, "app-title")
			apptest.ClickTarget(t, a, in, "game:"+id)
			tickApp(t, a, in, 20)
			shot(t, a, "app-newgame-"+id)
			apptest.ClickTarget(t, a, in, "prev:seat2") // Computer Normal -> Easy
			apptest.ClickTarget(t, a, in, "input:seed")
			in.Type(seed)
			tickApp(t, a, in, 1)
			apptest.ClickTarget(t, a, in, "button:Start")
			tickApp(t, a, in, 20)
			f, ok := a.Scene().(*scenes.Frame)
			if !ok {
				t.Fatalf("scene %s after Start", a.Scene().Name())
			}
			// Targets are picked at random (seeded): picking them in turn
			// can fall into step with a table's cycle (Monster Factory's
			// tile turned by each click on it, its one fitting spot shown
			// every other turn) and never pick the spot.
			byHuman, hinted, pick := 0, false, rand.New(rand.NewPCG(7, 7))
			for i := 0; i < 6000 && byHuman < 3 && !f.Session().State.IsTerminal(); i++ {
				// The top bar names players, never a seat number, in a
				// line it shows whole.
				if l := f.TopBar(scenes.LayoutW, 1); strings.Contains(l.Line, "Seat ") || l.Line != strings.TrimSuffix(f.Status(), ".") {
					t.Fatalf("the top bar shows %q", l.Line)
				}
				d := f.Session().Decider()
				if a.Scene().Name() == "curtain" {
					apptest.ClickTarget(t, a, in, "button:I am ready")
					continue
				}
				if dismissGuide(t, a, in) {
					continue
				}
				if d < 0 || !f.Session().IsHuman(d) {
					tickApp(t, a, in, 1)
					continue
				}
				if !hinted {
					apptest.AskHint(t, f, in, func() { tickApp(t, a, in, 1) })
					hinted = true
					// An arrow (the keyboard's ring) gives Enter back to
					// the table; a new hint takes it again (the ring
					// hides), and Enter plays the suggested move.
					if !strings.Contains(f.Note(), "Enter plays it") {
						t.Errorf("with the hint shown the side panel says %q", f.Note())
					}
					in.Press(ui.CmdRight)
					tickApp(t, a, in, 1)
					if strings.Contains(f.Note(), "Enter plays it") || !f.HintShown() {
						t.Errorf("after an arrow key the side panel says %q (hint shown: %v)", f.Note(), f.HintShown())
					}
					in.Press(ui.CmdHint)
					for i := 0; i < 600 && !strings.Contains(f.Note(), "Enter plays it"); i++ {
						tickApp(t, a, in, 1)
					}
					want, _ := f.Hinted()
					n := len(f.Session().Entries)
					in.Press(ui.CmdConfirm)
					tickApp(t, a, in, 1)
					if got := f.Session().Entries; len(got) <= n || got[n].Action != want || got[n].Actor != d {
						t.Fatalf("Enter with the hint shown did not play it (%d entries, were %d)", len(got), n)
					}
					continue
				}
				// The table's targets, or its own buttons when it offers
				// only those (Monster Fandango's Pass or Rally Cry).
				table := apptest.ChoiceTargets(a)
				if len(table) == 0 {
					tickApp(t, a, in, 1)
					continue
				}
				n := len(f.Session().Entries)
				choices := len(engine.Legal(f.Session().State))
				if tg := table[pick.IntN(len(table))]; byHuman == 1 {
					// Once a game by keyboard: the arrows take the
					// frame's ring to the target, Enter clicks it.
					keyTo(t, a, in, f, tg.Name)
					in.Press(ui.CmdConfirm)
				} else {
					in.ClickRect(tg.Rect)
				}
				tickApp(t, a, in, 1)
				if choices > 1 && len(f.Session().Entries) > n && f.Session().Entries[n].Actor == d {
					byHuman++
				}
			}
			if f.Session().State.IsTerminal() {
				// The game ended early: nothing to save; the frame ends it.
				tickApp(t, a, in, 30)
				if a.Scene().Name() != "gameover" {
					t.Fatalf("scene %s after the end", a.Scene().Name())
				}
				return
			}
			if byHuman < 3 {
				t.Fatalf("only %d actions made by clicking the table", byHuman)
			}
			shot(t, a, "app-table-"+id)
			want := engine.Hash(f.Session().State)
			in.Press(ui.CmdMenu)
			tickApp(t, a, in, 1)
			apptest.ClickTarget(t, a, in, "button:Save and quit")
			tickApp(t, a, in, 20)
			apptest.ClickTarget(t, a, in, "button:Continue...")
			apptest.ClickTarget(t, a, in, "continue:"+id)
			g, ok := a.Scene().(*scenes.Frame)
			if !ok || engine.Hash(g.Session().State) != want {
				t.Fatal("continue did not resume the saved position")
			}
		})
	}
}

// TestPassAndPlayCurtain plays each game with every seat human: when the
// decision passes to another person who has secrets, the curtain shows
// and publishes nothing of the table until that person is ready.
func TestPassAndPlayCurtain(t *testing.T) {
	tested := 0
	for _, id := range ui.PlayableGames() {
		g, _ := engine.Lookup(id)
		probe, _ := g.NewState(engine.Setup{Players: g.MinPlayers()})
		if _, secret := probe.(engine.HiddenInfo); !secret {
			continue // no secrets: no curtain
		}
		tested++
		t.Run(id, func(t *testing.T) {
			in := &ui.Script{}
			a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
			a.Settings.AnimSpeed = "instant"
			a.SetSize(scenes.LayoutW, scenes.LayoutH)
			apptest.ClickTarget(t, a, in, "game:"+id)
			tickApp(t, a, in, 20)
			// At least two people: a game one may play alone (Monsters
			// on Board against Spider Jack) still seats a computer second.
			for p := 2; p <= max(2, g.MinPlayers()); p++ {
				seat := fmt.Sprintf("next:seat%d", p)
				apptest.ClickTarget(t, a, in, seat) // Normal -> Hard
				apptest.ClickTarget(t, a, in, seat) // Hard -> Human
			}
			apptest.ClickTarget(t, a, in, "input:seed")
			in.Type("5")
			tickApp(t, a, in, 1)
			apptest.ClickTarget(t, a, in, "button:Start")
			tickApp(t, a, in, 20)
			f := a.Scene().(*scenes.Frame)
			curtains, clicks := 0, 0
			for i := 0; i < 4000 && curtains < 2 && !f.Session().State.IsTerminal(); i++ {
				if a.Scene().Name() == "curtain" {
					for _, tg := range a.Targets() {
						if tg.Name != "button:I am ready" {
							t.Fatalf("the curtain publishes %s", tg.Name)
						}
					}
					if curtains == 0 {
						shot(t, a, "app-curtain-"+id)
					}
					curtains++
					apptest.ClickTarget(t, a, in, "button:I am ready")
					if f.Viewer() != f.Session().Decider() {
						t.Fatalf("viewer %d after the curtain, decider %d", f.Viewer(), f.Session().Decider())
					}
					continue
				}
				if dismissGuide(t, a, in) {
					continue
				}
				table := apptest.TableTargets(a)
				if len(table) == 0 {
					tickApp(t, a, in, 1)
					continue
				}
				in.ClickRect(table[clicks%len(table)].Rect)
				clicks++
				tickApp(t, a, in, 1)
			}
			if curtains < 2 {
				t.Fatalf("%d curtains in a pass-and-play game with secrets", curtains)
			}
		})
	}
	if tested == 0 {
		t.Fatal("no playable game has secrets")
	}
}

// Every game's table explains its own controls on the rules screen.
func TestEveryTableExplainsItsControls(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		tb, _ := ui.NewTable(id)
		if len(tb.Controls()) == 0 {
			t.Errorf("%s: the table explains no controls", id)
		}
	}
}

// keyTo shows the frame's keyboard ring and takes it with the arrows to
// the target called name.
func keyTo(t *testing.T, a *scenes.App, in *ui.Script, f *scenes.Frame, name string) {
	t.Helper()
	in.Press(ui.CmdDown)
	tickApp(t, a, in, 1)
	ts := a.Targets()
	from, _ := f.KeyFocus()
	named := func(n string) int { return slices.IndexFunc(ts, func(tg ui.Target) bool { return tg.Name == n }) }
	path, ok := tabletest.ArrowPath(ts, named(from.Name), named(name))
	if !ok {
		t.Fatalf("the arrows do not take the ring from %s to %s among %v", from.Name, name, ts)
	}
	for _, c := range path {
		in.Press(c)
		tickApp(t, a, in, 1)
	}
	if at, _ := f.KeyFocus(); at.Name != name {
		t.Fatalf("the arrows took the ring to %s, want %s", at.Name, name)
	}
}
