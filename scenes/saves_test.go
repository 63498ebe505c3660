package scenes

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/internal/fakegame"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
)

// savedGame stores a started game of id in st and returns its session.
func savedGame(t *testing.T, st storage.Store, id string, names ...string) *session.Session {
	t.Helper()
	seats := []record.Seat{{Name: names[0], Kind: session.KindHuman}, {Name: names[1], Kind: session.KindEasy}}
	s, err := session.New(id, engine.Setup{Players: 2}, seats, 3)
	if err != nil {
		t.Fatal(err)
	}
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
	for _, id := range []string{enginetest.HighCard.ID(), fakegame.ID} {
		if !hasTarget(a, "button:Continue "+gameNameOf(id)) {
			t.Fatalf("no Continue for %s: %v", id, a.Targets())
		}
	}
	tick(t, a, in, 2)
	render(t, a, "title-saves")
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
	if len(a.Notices) != 1 || !strings.Contains(a.Notices[0], "recovered") || !hasTarget(a, "button:Continue") {
		t.Fatalf("notices %q targets %v", a.Notices, a.Targets())
	}
}
