package session

import (
	"reflect"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/internal/fakegame"
)

func newSession(t *testing.T, gameID string, kinds ...string) *Session {
	t.Helper()
	seats := make([]record.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = record.Seat{Name: []string{"Anna", "Bob", "Cleo"}[i], Kind: k}
	}
	s, err := New(gameID, engine.Setup{Players: len(kinds)}, seats, 7)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustApply(t *testing.T, s *Session, a engine.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatalf("apply %d: %v", a, err)
	}
}

func TestUndoOwnActionOnly(t *testing.T) {
	s := newSession(t, enginetest.HighCard.ID(), KindHuman, KindHuman)
	mustApply(t, s, 3) // deal seat 0 a 3
	if n := s.UndoBy(0); n != 0 {
		t.Fatalf("undo across a chance event offered: %d", n)
	}
	before := engine.Hash(s.State)
	mustApply(t, s, enginetest.Swap)
	if s.UndoBy(1) != 0 {
		t.Fatal("seat 1 may not undo seat 0's action")
	}
	if s.UndoBy(0) != 1 {
		t.Fatal("seat 0 should be able to undo its own swap")
	}
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	if engine.Hash(s.State) != before || len(s.Record.Actions) != 1 || len(s.Entries) != 1 {
		t.Fatalf("undo did not restore the position: %d actions", len(s.Record.Actions))
	}
	mustApply(t, s, enginetest.Swap)
	mustApply(t, s, 5) // the new card is dealt: a chance event
	if s.UndoBy(0) != 0 || s.Undo(0) != ErrNoUndo {
		t.Fatal("undo across the deal after a swap offered")
	}
}

func TestUndoNeverForComputersOrRevealedSecrets(t *testing.T) {
	s := newSession(t, enginetest.HighCard.ID(), KindNormal, KindHuman)
	mustApply(t, s, 2)
	mustApply(t, s, enginetest.Keep) // the computer's action
	if s.UndoBy(0) != 0 || s.UndoBy(1) != 0 {
		t.Fatal("a computer's action must not be undoable")
	}
	// In the fake game keeping a card reveals it: no undo after it.
	f := newSession(t, fakegame.ID, KindHuman, KindHuman)
	mustApply(t, f, 2)
	mustApply(t, f, enginetest.Swap)
	if f.UndoBy(0) != 1 {
		t.Fatal("a swap reveals nothing and should be undoable")
	}
	mustApply(t, f, 4)
	mustApply(t, f, enginetest.Keep)
	if !f.Entries[len(f.Entries)-1].Reveals {
		t.Fatal("keep should be marked as revealing")
	}
	if f.UndoBy(0) != 0 {
		t.Fatal("undo offered across a revealed secret")
	}
}

func TestSaveAndLoadResumeExactly(t *testing.T) {
	s := newSession(t, fakegame.ID, KindHuman, KindEasy)
	mustApply(t, s, s.SampleChance())
	mustApply(t, s, enginetest.Swap)
	mustApply(t, s, s.SampleChance())
	mustApply(t, s, enginetest.Keep)
	rec, err := record.Parse(strings.NewReader(string(s.Save())))
	if err != nil {
		t.Fatal(err)
	}
	l, err := Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	if engine.Hash(l.State) != engine.Hash(s.State) || len(l.Entries) != len(s.Entries) {
		t.Fatal("the loaded game differs from the saved one")
	}
	for i := range l.Entries {
		if !reflect.DeepEqual(l.Entries[i], s.Entries[i]) {
			t.Fatalf("entry %d: %+v != %+v", i, l.Entries[i], s.Entries[i])
		}
	}
	// The next chance outcome is the same in the resumed game.
	if l.SampleChance() != s.SampleChance() {
		t.Fatal("a resumed game draws differently")
	}
}

func TestLoadRefusesABrokenRecord(t *testing.T) {
	s := newSession(t, enginetest.HighCard.ID(), KindHuman, KindHuman)
	mustApply(t, s, 3)
	text := string(s.Save()) + "fly away\n"
	rec, err := record.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(rec); err == nil {
		t.Fatal("a record with an unreadable action loaded")
	}
}

func TestLogNamesSeats(t *testing.T) {
	s := newSession(t, fakegame.ID, KindHuman, KindHuman)
	mustApply(t, s, 3)
	mustApply(t, s, enginetest.Swap)
	if got := s.Entries[1].Text; got != "Anna swaps their card" {
		t.Fatalf("log line %q", got)
	}
	if got := s.Entries[0].Text; got != "The dealer deals a card" {
		t.Fatalf("log line %q", got)
	}
}

func TestIllegalActionChangesNothing(t *testing.T) {
	s := newSession(t, enginetest.HighCard.ID(), KindHuman, KindHuman)
	h := engine.Hash(s.State)
	if err := s.Apply(99); err == nil {
		t.Fatal("an illegal deal was accepted")
	}
	if engine.Hash(s.State) != h || len(s.Entries) != 0 || len(s.Record.Actions) != 0 {
		t.Fatal("a refused action changed the session")
	}
}

func TestSeatReferencesBecomeNames(t *testing.T) {
	s := newSession(t, enginetest.HighCard.ID(), KindHuman, KindHuman)
	got := s.Say(engine.Say("%s plays a card; %s waits; %s is nobody; Seat 2 stays text", engine.SeatRef(1), engine.SeatRef(0), engine.SeatRef(8)))
	if got != "Bob plays a card; Anna waits; Seat 9 is nobody; Seat 2 stays text" {
		t.Fatal(got)
	}
}

// What an action caused goes into its entry with the players' names.
func TestEntriesCarryTheEffectsWithNames(t *testing.T) {
	s := newSession(t, enginetest.HighCard.ID(), KindHuman, KindHuman)
	mustApply(t, s, 3)
	got := s.Entries[0].Effects
	if len(got) != 1 || got[0] != s.Seats()[0].Name+" is dealt a card" {
		t.Fatalf("the deal's effects are %q", got)
	}
	mustApply(t, s, enginetest.Keep)
	if len(s.Entries[1].Effects) != 0 {
		t.Fatalf("keeping a card caused %q", s.Entries[1].Effects)
	}
}
