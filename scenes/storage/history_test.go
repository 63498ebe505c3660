package storage

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	_ "monstermixer/engine/games"
	"monstermixer/engine/history"
)

func finishedRecord(t *testing.T, n string) []byte {
	t.Helper()
	b, err := os.ReadFile("../../engine/history/testdata/stats-" + n + ".mixer")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestKeptGamesSurviveACorruptEntry(t *testing.T) {
	for _, st := range []Store{NewMemory(), Dir(t.TempDir())} {
		t0 := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
		for i, n := range []string{"5", "6", "7"} {
			if _, err := KeepFinished(st, "monster-factory", finishedRecord(t, n), t0.Add(time.Duration(i)*time.Minute)); err != nil {
				t.Fatal(err)
			}
		}
		names, _ := Finished(st)
		if len(names) != 3 || !strings.Contains(names[0], "20260304-100200.000") {
			t.Fatalf("kept %v, want three, newest first", names)
		}
		// The middle one is damaged: a line of binary junk.
		if err := st.Write(names[1], append(finishedRecord(t, "6"), "\x00\x01 junk\n"...)); err != nil {
			t.Fatal(err)
		}
		games, notices := LoadFinished(st, "")
		if len(games) != 2 || games[0].Name != names[0] || games[1].Name != names[2] {
			t.Fatalf("loaded %d games, want the two whole ones", len(games))
		}
		if only, _ := LoadFinished(st, "monster-insurance"); len(only) != 0 {
			t.Errorf("%d Monster Insurance games among Factory games", len(only))
		}
		if !games[0].When.Equal(t0.Add(2 * time.Minute)) {
			t.Errorf("when %v, want %v", games[0].When, t0.Add(2*time.Minute))
		}
		if len(notices) != 1 || !strings.Contains(notices[0], "could not be read") || !strings.Contains(notices[0], ".bad-") || strings.Contains(notices[0], "\x00") {
			t.Fatalf("notices %q", notices)
		}
		// The damaged game was set aside: the next load is quiet, and the
		// original is not lost.
		if _, again := LoadFinished(st, ""); len(again) != 0 {
			t.Errorf("second load still reports %q", again)
		}
		items, _ := st.List()
		kept := 0
		for _, it := range items {
			if strings.HasPrefix(it.Name, names[1]+".bad-") {
				kept++
			}
		}
		if kept != 1 {
			t.Errorf("the damaged game is not kept aside: %v", items)
		}
	}
}

func TestKeepDropsTheOldest(t *testing.T) {
	st := NewMemory()
	data := finishedRecord(t, "5")
	t0 := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	first, _ := KeepFinished(st, "monster-factory", data, t0)
	for i := 1; i <= KeepLimit; i++ {
		if _, err := KeepFinished(st, "monster-factory", data, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	names, _ := Finished(st)
	if len(names) != KeepLimit || slices.Contains(names, first) {
		t.Fatalf("%d kept (want %d), oldest still there: %v", len(names), KeepLimit, slices.Contains(names, first))
	}
	// Two games ending in the same millisecond both stay.
	a, _ := KeepFinished(st, "monster-factory", data, t0.Add(time.Hour))
	b, _ := KeepFinished(st, "monster-factory", data, t0.Add(time.Hour))
	if a == b || !IsFinished(a) || !IsFinished(b) {
		t.Errorf("same time: %q and %q", a, b)
	}
}

func TestRenameAndForget(t *testing.T) {
	st := NewMemory()
	t0 := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	for i, n := range []string{"5", "8"} {
		KeepFinished(st, "g", finishedRecord(t, n), t0.Add(time.Duration(i)*time.Minute))
	}
	games, _ := LoadFinished(st, "")
	if err := RenamePlayer(st, games, "Anna", "Ann #2"); err != nil {
		t.Fatal(err)
	}
	if err := RenamePlayer(st, games, "Bob", "bad\nname"); err == nil {
		t.Error("a name with a line break was accepted")
	}
	games, notices := LoadFinished(st, "")
	if len(notices) > 0 {
		t.Fatal(notices)
	}
	people := history.People(history.Compute(games))
	if strings.Join(people, "|") != "Ann #2|Bob" {
		t.Fatalf("people after renaming: %v", people)
	}
	n, err := ForgetPlayer(st, games, "Bob")
	if err != nil || n != 1 {
		t.Fatalf("forgot %d games (%v), want the one Bob played as a person", n, err)
	}
	games, _ = LoadFinished(st, "")
	if people := history.People(history.Compute(games)); strings.Join(people, "|") != "Ann #2" {
		t.Errorf("people after forgetting Bob: %v", people)
	}
}

// full is a store that refuses a write once it holds max items, as the
// browser's storage does past its quota.
type full struct {
	*Memory
	max int
}

func (f full) Write(name string, data []byte) error {
	if len(f.Names()) >= f.max {
		return errors.New("quota exceeded")
	}
	return f.Memory.Write(name, data)
}

func TestKeepMakesRoomInAFullStore(t *testing.T) {
	st := full{NewMemory(), 3}
	data := finishedRecord(t, "5")
	t0 := time.Date(2026, 3, 4, 10, 0, 0, 0, time.UTC)
	var kept []string
	for i := range 5 {
		name, err := KeepFinished(st, "monster-factory", data, t0.Add(time.Duration(i)*time.Minute))
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		kept = append(kept, name)
	}
	names, _ := Finished(st)
	if len(names) != 3 || names[0] != kept[4] || names[2] != kept[2] {
		t.Fatalf("kept %v, want the three newest", names)
	}
	// A store that takes nothing at all says so.
	if _, err := KeepFinished(full{NewMemory(), 0}, "monster-factory", data, t0); err == nil {
		t.Error("a store that takes nothing reported no error")
	}
}
