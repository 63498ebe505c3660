package scenes

import (
	"fmt"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/scenes/internal/fakegame"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// savedGame stores a started game of id in st and returns its session.
func savedGame(t *testing.T, st storage.Store, id string, names ...string) *session.Session {
	t.Helper()
	s := personVsEasy(t, id, names[0], names[1])
	if err := s.Apply(s.SampleChance()); err != nil {
		t.Fatal(err)
	}
	if err := st.Write(s.SaveName(), s.Save()); err != nil {
		t.Fatal(err)
	}
	return s
}

// Two games' saves both wait on the title, each with its own Continue;
// a new game of a game that has a save asks first.
func TestTitleListsEverySaveAndAsksBeforeANewGame(t *testing.T) {
	st := storage.NewMemory()
	savedGame(t, st, enginetest.HighCard.ID(), "Team #1", "Bob")
	secret := savedGame(t, st, fakegame.ID, "Cleo", "Dan")
	a, in := newTestApp(t, st)
	if len(a.Notices) != 0 {
		t.Fatalf("notices %q", a.Notices)
	}
	tick(t, a, in, 2)
	render(t, a, "title-saves")
	click(t, a, in, "button:Continue...")
	for _, id := range []string{enginetest.HighCard.ID(), fakegame.ID} {
		if !hasTarget(a, "continue:"+id) {
			t.Fatalf("no Continue for %s: %v", id, a.Targets())
		}
	}
	click(t, a, in, "button:Back")
	// A new game of the secret game asks: Back keeps the title.
	click(t, a, in, "game:"+fakegame.ID)
	if a.Scene().Name() != "title" || !hasTarget(a, "button:Continue it") || !hasTarget(a, "button:New game") {
		t.Fatalf("no question: scene %s, %v", a.Scene().Name(), a.Targets())
	}
	render(t, a, "title-ask")
	click(t, a, in, "button:Back")
	if hasTarget(a, "button:Continue it") {
		t.Fatal("the question stays after Back")
	}
	// Continue it resumes that game exactly.
	click(t, a, in, "game:"+fakegame.ID)
	click(t, a, in, "button:Continue it")
	f, ok := a.Scene().(*Frame)
	if !ok || engine.Hash(f.Session().State) != engine.Hash(secret.State) {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	// New game goes to the new-game screen; the save is still there.
	b, in2 := newTestApp(t, st)
	click(t, b, in2, "game:"+fakegame.ID)
	click(t, b, in2, "button:New game")
	settle(t, b, in2)
	if b.Scene().Name() != "newgame" {
		t.Fatalf("scene %s", b.Scene().Name())
	}
	if _, err := st.Read(secret.SaveName()); err != nil {
		t.Fatal("the save is gone before the new game started")
	}
}

// A save cut by a crash is recovered on the title and the player told.
func TestTitleRecoversACutSave(t *testing.T) {
	st := storage.NewMemory()
	s := savedGame(t, st, enginetest.HighCard.ID(), "Ann", "Bob")
	b, _ := st.Read(s.SaveName())
	st.Write(s.SaveName(), b[:len(b)-2])
	a, _ := newTestApp(t, st)
	if len(a.Notices) != 1 || !strings.Contains(a.Notices[0], "recovered") || !hasTarget(a, "button:Continue...") {
		t.Fatalf("notices %q targets %v", a.Notices, a.Targets())
	}
}

// longNamedGame is High Card under a long name, a fourth game with a
// table for the title's saves.
type longNamedGame struct{ engine.Game }

const longNamedID = "test-highcard-long-name"

func (longNamedGame) ID() string   { return longNamedID }
func (longNamedGame) Name() string { return "Monster High Card Deluxe Edition" }

func init() {
	engine.Register(longNamedGame{enginetest.HighCard})
	ui.RegisterTable(longNamedID, func() ui.Table { return &fakeTable{} })
}

// insideScreen fails when a target of the scene on screen is not whole
// inside the window.
func insideScreen(t *testing.T, a *App, when string) {
	t.Helper()
	for _, tg := range a.Targets() {
		r := tg.Rect
		if r.X < 0 || r.Y < 0 || r.X+r.W > a.W+0.5 || r.Y+r.H > a.H+0.5 {
			t.Errorf("%s at %.0fx%.0f: %s at %+v runs off the screen", when, a.W, a.H, tg.Name, r)
		}
	}
}

// With four saves the title shows one Continue... that lists them all
// (game, players, moves, date), every button inside the screen, at the
// layout size and in a small landscape window; a row resumes its game.
func TestContinueListsFourSavesInsideTheScreen(t *testing.T) {
	st := storage.NewMemory()
	ids := []string{enginetest.HighCard.ID(), fakegame.ID, roundsGameID, longNamedID}
	var want []*session.Session
	for i, id := range ids {
		want = append(want, savedGame(t, st, id, fmt.Sprintf("Annabelle the %d.", i+1), "Bartholomew"))
	}
	for _, size := range [][2]float64{{LayoutW, LayoutH}, {844, 390}} {
		a, in := newTestApp(t, st)
		a.SetSize(size[0], size[1])
		tick(t, a, in, 2)
		insideScreen(t, a, "title")
		var conts int
		for _, tg := range a.Targets() {
			if strings.HasPrefix(tg.Name, "button:Continue") {
				conts++
			}
		}
		if conts != 1 {
			t.Fatalf("%d Continue buttons: %v", conts, a.Targets())
		}
		render(t, a, fmt.Sprintf("title-four-saves-%.0f", size[0]))
		click(t, a, in, "button:Continue...")
		for _, id := range ids {
			if !hasTarget(a, "continue:"+id) {
				t.Fatalf("no row for %s: %v", id, a.Targets())
			}
		}
		insideScreen(t, a, "the Continue list")
		render(t, a, fmt.Sprintf("title-continue-list-%.0f", size[0]))
		// Esc closes the list; Enter opens it again and resumes the newest.
		in.Press(ui.CmdCancel)
		tick(t, a, in, 1)
		if hasTarget(a, "continue:"+ids[0]) || !hasTarget(a, "button:Continue...") {
			t.Fatalf("Esc left the list open: %v", a.Targets())
		}
	}
	a, in := newTestApp(t, st)
	click(t, a, in, "button:Continue...")
	click(t, a, in, "continue:"+roundsGameID)
	f, ok := a.Scene().(*Frame)
	if !ok || engine.Hash(f.Session().State) != engine.Hash(want[2].State) {
		t.Fatalf("the row did not resume its game: scene %s", a.Scene().Name())
	}
}
