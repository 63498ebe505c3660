package session

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	_ "monstermixer/engine/games" // the games whose records seed the fuzz corpus
	"monstermixer/engine/record"
	"monstermixer/scenes/internal/fakegame"
	"monstermixer/scenes/storage"
)

func showAll(string) bool { return true }

func mustTime(t *testing.T, text string) time.Time {
	t.Helper()
	tm, err := time.Parse(time.RFC3339, text)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// played returns a fake-game session of Anna and Bob after actions.
func played(t testing.TB, names []string, actions ...engine.Action) *Session {
	t.Helper()
	seats := []record.Seat{{Name: names[0], Kind: KindHuman}, {Name: names[1], Kind: KindHuman}}
	s, err := New(fakegame.ID, engine.Setup{Players: 2}, seats, 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// Every line that shows a secret is sealed in the autosave, wherever it
// is (issue 33: a card dealt face down stays sealed after a later
// reveal); the public decisions stay plain, and the game resumes exactly.
func TestSaveSealsEverySecretLine(t *testing.T) {
	s := played(t, []string{"Anna", "Bob"}, 3, enginetest.Keep, 5, enginetest.Swap)
	text := string(s.Save())
	if !strings.Contains(text, "---\n~sealed 0 ") || !strings.Contains(text, "\nkeep\n~sealed 2 ") || strings.Contains(text, "deal") {
		t.Fatalf("the dealt cards are not sealed where they are:\n%s", text)
	}
	st := storage.NewMemory()
	st.Write(s.SaveName(), s.Save())
	saves, notices := LoadSaves(st, showAll)
	if len(saves) != 1 || len(notices) != 0 {
		t.Fatalf("saves %v notices %q", saves, notices)
	}
	r, err := saves[0].Resume()
	if err != nil || engine.Hash(r.State) != engine.Hash(s.State) {
		t.Fatalf("resumed differently: %v", err)
	}
}

// Names with '#' and every other printable character survive the
// autosave (issue 9: "Team #1" lost the game).
func TestNamesSurviveTheAutosave(t *testing.T) {
	names := []string{"Team #1", `!"#$%&'()*+,-./:;<=>?@[\]^_{|}~` + "`"}
	s := played(t, names, 3, enginetest.Keep)
	st := storage.NewMemory()
	st.Write(s.SaveName(), s.Save())
	saves, notices := LoadSaves(st, showAll)
	if len(saves) != 1 || len(notices) != 0 {
		t.Fatalf("saves %d notices %q", len(saves), notices)
	}
	for i, seat := range saves[0].Record.Seats {
		if seat.Name != names[i] {
			t.Fatalf("name %q came back as %q", names[i], seat.Name)
		}
	}
	if sum := saves[0].Summary(); !strings.Contains(sum, "Secret High Card: Team #1, ") || !strings.Contains(sum, "1 move") {
		t.Fatalf("summary %q", sum)
	}
}

func TestNamesWithControlCharactersAreRefused(t *testing.T) {
	seats := []record.Seat{{Name: "An\tna", Kind: KindHuman}, {Name: "Bob", Kind: KindHuman}}
	if _, err := New(fakegame.ID, engine.Setup{Players: 2}, seats, 1); err == nil {
		t.Fatal("a name with a tab was accepted")
	}
}

// kept returns the set-aside items' contents.
func kept(st *storage.Memory) map[string]string {
	out := map[string]string{}
	for _, n := range st.Names() {
		if strings.Contains(n, ".bad-") {
			b, _ := st.Read(n)
			out[n] = string(b)
		}
	}
	return out
}

// A save cut anywhere in its actions (a crash mid-write of a system
// without atomic rename) is resumed from its longest whole beginning;
// the player is told how far it got, and the original is kept aside.
func TestCutSaveRecoversTheLongestPrefix(t *testing.T) {
	s := played(t, []string{"Anna", "Bob"}, 3, enginetest.Swap, 4, enginetest.Keep)
	s.Record.Secret = nil
	full := s.Record.String()
	start := strings.Index(full, "---\n") + 4
	for cut := start + 1; cut < len(full); cut++ {
		data := full[:cut]
		st := storage.NewMemory()
		st.Write(s.SaveName(), []byte(data))
		saves, notices := LoadSaves(st, showAll)
		if len(saves) != 1 {
			t.Fatalf("cut at %d: %d saves, notices %q", cut, len(saves), notices)
		}
		whole := strings.Count(data, "\n") - strings.Count(full[:start], "\n")
		got := saves[0].Record.Actions
		if len(got) != whole || strings.Join(got, "\n") != strings.Join(s.Record.Actions[:whole], "\n") {
			t.Fatalf("cut at %d: recovered %q, want the first %d actions", cut, got, whole)
		}
		if strings.HasSuffix(data, "\n") {
			if len(notices) != 0 {
				t.Fatalf("cut at %d, a whole line: notices %q", cut, notices)
			}
			continue
		}
		if len(notices) != 1 || !strings.Contains(notices[0], "recovered up to") || !strings.Contains(notices[0], "kept as") {
			t.Fatalf("cut at %d: notices %q", cut, notices)
		}
		k := kept(st)
		if len(k) != 1 {
			t.Fatalf("cut at %d: kept %v", cut, k)
		}
		for name, text := range k {
			if text != data || !strings.Contains(notices[0], name) {
				t.Fatalf("cut at %d: the original was not kept as told", cut)
			}
		}
		// The recovered save is written back whole and replays.
		if b, _ := st.Read(s.SaveName()); !bytes.HasSuffix(b, []byte("\n")) {
			t.Fatalf("cut at %d: recovered save not written back", cut)
		}
	}
}

// A save with a damaged line in the middle resumes up to that line.
func TestDamagedLineRecoversTheActionsBeforeIt(t *testing.T) {
	s := played(t, []string{"Anna", "Bob"}, 3, enginetest.Swap, 4, enginetest.Keep)
	s.Record.Secret = nil
	text := strings.Replace(s.Record.String(), "deal 4\n", "deal 44\n", 1)
	st := storage.NewMemory()
	st.Write(s.SaveName(), []byte(text))
	saves, notices := LoadSaves(st, showAll)
	if len(saves) != 1 || strings.Join(saves[0].Record.Actions, ",") != "deal 3,swap" {
		t.Fatalf("saves %+v", saves)
	}
	if len(notices) != 1 || !strings.Contains(notices[0], "line 9") || !strings.Contains(notices[0], "recovered up to 1 move") {
		t.Fatalf("notices %q", notices)
	}
	if k := kept(st); len(k) != 1 {
		t.Fatalf("kept %v", k)
	}
}

// Each broken save set aside is kept: a later one never replaces it.
func TestBrokenSavesAreEachKept(t *testing.T) {
	st := storage.NewMemory()
	name := storage.AutosaveFor(fakegame.ID)
	for i, text := range []string{"mixer-record 99\n", "garbage\n", "mixer-record 1\ngame nowhere\nplayer human A\n---\n"} {
		st.Write(name, []byte(text))
		saves, notices := LoadSaves(st, showAll)
		if len(saves) != 0 || len(notices) != 1 || !strings.Contains(notices[0], "kept as") {
			t.Fatalf("%q: saves %d notices %q", text, len(saves), notices)
		}
		if k := kept(st); len(k) != i+1 {
			t.Fatalf("after %d broken saves %d are kept", i+1, len(k))
		}
	}
}

// A broken save whose first word is huge gives a short notice.
func TestHugeWordGivesAShortNotice(t *testing.T) {
	st := storage.NewMemory()
	st.Write(storage.AutosaveFor("x"), []byte(strings.Repeat("w", 1<<20)+"\n"))
	_, notices := LoadSaves(st, showAll)
	if len(notices) != 1 || len(notices[0]) > 400 {
		t.Fatalf("notice of %d bytes", len(notices[0]))
	}
}

// The single autosave of earlier versions moves to its game's name; a
// save of a game this version cannot show is kept aside.
func TestOldAutosaveMovesAndUnknownGamesAreKept(t *testing.T) {
	st := storage.NewMemory()
	s := played(t, []string{"Anna", "Bob"}, 3)
	st.Write(storage.AutosaveName, s.Save())
	saves, notices := LoadSaves(st, showAll)
	if len(saves) != 1 || saves[0].Name != storage.AutosaveFor(fakegame.ID) || len(notices) != 0 {
		t.Fatalf("saves %+v notices %q", saves, notices)
	}
	if _, err := st.Read(storage.AutosaveName); !storage.IsMissing(err) {
		t.Fatal("the old autosave is still there")
	}
	saves, notices = LoadSaves(st, func(string) bool { return false })
	if len(saves) != 0 || len(notices) != 1 || len(kept(st)) != 1 {
		t.Fatalf("saves %d notices %q", len(saves), notices)
	}
}

// Saves list newest first, each game its own.
func TestSavesListNewestFirst(t *testing.T) {
	d := storage.Dir(t.TempDir())
	a := played(t, []string{"Anna", "Bob"}, 3)
	d.Write(a.SaveName(), a.Save())
	b, err := New(enginetest.HighCard.ID(), engine.Setup{Players: 2}, []record.Seat{{Name: "Cleo", Kind: KindHuman}, {Name: "Dan", Kind: KindEasy}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	d.Write(b.SaveName(), b.Save())
	old := filepath.Join(string(d), a.SaveName())
	past := mustTime(t, "2026-01-02T03:04:05Z")
	os.Chtimes(old, past, past)
	saves, notices := LoadSaves(d, showAll)
	if len(saves) != 2 || len(notices) != 0 || saves[0].Record.Game != enginetest.HighCard.ID() {
		t.Fatalf("saves %+v notices %q", saves, notices)
	}
	if sum := saves[1].Summary(); !strings.Contains(sum, "not started") || !strings.Contains(sum, "saved Jan 2") {
		t.Fatalf("summary %q", sum)
	}
}

// Loading any save never panics, never loses the file and offers only
// saves that resume; notices are short and printable.
func FuzzLoadSave(f *testing.F) {
	s := played(f, []string{"Team #1", "Bob"}, 3, enginetest.Keep, 5, enginetest.Swap)
	f.Add(s.Save())
	f.Add(s.Save()[:len(s.Save())-3])
	f.Add([]byte(strings.Replace(string(s.Save()), "keep", "kep", 1)))
	f.Add([]byte("\ufeff" + s.Record.String()))
	records, _ := filepath.Glob("../../engine/games/testdata/*.mixer")
	if len(records) == 0 {
		f.Fatal("no game records to seed the corpus")
	}
	for _, name := range records {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)*2/3])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st := storage.NewMemory()
		name := storage.AutosaveFor(fakegame.ID)
		st.Write(name, data)
		saves, notices := LoadSaves(st, showAll)
		for _, n := range notices {
			if len(n) > 600 || strings.IndexFunc(n, unicode.IsControl) >= 0 {
				t.Fatalf("notice not short and printable: %q", n)
			}
		}
		for _, sv := range saves {
			if _, err := sv.Resume(); err != nil {
				t.Fatalf("an offered save does not resume: %v", err)
			}
		}
		// The original bytes are still in the store, as the save or
		// set aside.
		found := false
		for _, n := range st.Names() {
			if b, _ := st.Read(n); bytes.Equal(b, data) {
				found = true
			}
		}
		if !found && !(len(saves) == 1 && len(notices) == 0) {
			t.Fatalf("the save's bytes were lost (notices %q)", notices)
		}
	})
}
