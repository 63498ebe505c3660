package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"monstermixer/engine/highscores"
)

func TestDirWritesAtomicallyAndSetsAside(t *testing.T) {
	d := Dir(filepath.Join(t.TempDir(), "mm"))
	if _, err := d.Read("x"); !IsMissing(err) {
		t.Fatalf("missing item: %v", err)
	}
	if err := d.Write("x", []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := d.Write("x", []byte("two")); err != nil {
		t.Fatal(err)
	}
	b, err := d.Read("x")
	if err != nil || string(b) != "two" {
		t.Fatalf("read %q %v", b, err)
	}
	ents, _ := os.ReadDir(string(d))
	if len(ents) != 1 {
		t.Fatalf("temporary files left behind: %v", ents)
	}
	bad, err := d.SetAside("x")
	if err != nil || filepath.Dir(bad) != string(d) || !strings.HasPrefix(filepath.Base(bad), "x.bad-") {
		t.Fatal(bad, err)
	}
	if _, err := d.Read("x"); !IsMissing(err) {
		t.Fatal("the set-aside item is still there")
	}
	if b, _ := os.ReadFile(bad); string(b) != "two" {
		t.Fatal("the set-aside item lost its content")
	}
	// A second broken item set aside in the same second keeps the first.
	d.Write("x", []byte("three"))
	bad2, err := d.SetAside("x")
	if err != nil || bad2 == bad {
		t.Fatal(bad2, err)
	}
	if b, _ := os.ReadFile(bad); string(b) != "two" {
		t.Fatal("the first set-aside item was replaced")
	}
	if b, _ := os.ReadFile(bad2); string(b) != "three" {
		t.Fatal("the second set-aside item lost its content")
	}
}

func TestBrokenSettingsAreReportedAndReplaced(t *testing.T) {
	for _, text := range []string{"{not json", `{"volume": 7}`, `{"animSpeed": "warp"}`} {
		m := NewMemory()
		m.Write(SettingsName, []byte(text))
		s, problem := LoadSettings(m)
		if problem == "" || !strings.Contains(problem, "defaults") {
			t.Fatalf("%s: no problem reported", text)
		}
		if s != DefaultSettings() {
			t.Fatalf("%s: got %+v", text, s)
		}
		kept := ""
		for _, n := range m.Names() {
			if strings.HasPrefix(n, SettingsName+".bad-") {
				kept = n
			}
		}
		if b, _ := m.Read(kept); string(b) != text || !strings.Contains(problem, kept) {
			t.Fatalf("%s: the broken file was not kept or not named (%q)", text, problem)
		}
		if again, p := LoadSettings(m); p != "" || again != DefaultSettings() {
			t.Fatalf("%s: defaults were not written back (%q)", text, p)
		}
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	m := NewMemory()
	want := Settings{Volume: 0.25, Muted: true, AnimSpeed: "fast"}
	if err := SaveSettings(m, want); err != nil {
		t.Fatal(err)
	}
	got, problem := LoadSettings(m)
	if problem != "" || got != want {
		t.Fatalf("got %+v (%q)", got, problem)
	}
	if got.SpeedFactor() <= DefaultSettings().SpeedFactor() {
		t.Fatal("fast should be faster than normal")
	}
}

// Temporary files left by a write cut short are removed at start; a young
// one (another window writing now) and other files are left alone.
func TestCleanTempRemovesStaleTemporaryFiles(t *testing.T) {
	d := Dir(t.TempDir())
	old := filepath.Join(string(d), ".autosave-x.mixer.123.tmp")
	young := filepath.Join(string(d), ".settings.json.456.tmp")
	for _, p := range []string{old, young} {
		if err := os.WriteFile(p, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-time.Hour)
	os.Chtimes(old, past, past)
	d.Write("keep.me", []byte("x"))
	os.Chtimes(filepath.Join(string(d), "keep.me"), past, past)
	if n := d.CleanTemp(); n != 1 {
		t.Fatalf("removed %d files, want 1", n)
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Fatal("the stale temporary file is still there")
	}
	if _, err := os.Stat(young); err != nil {
		t.Fatal("a young temporary file was removed")
	}
	items, _ := d.List()
	if len(items) != 1 || items[0].Name != "keep.me" || items[0].Modified.IsZero() {
		t.Fatalf("listed %+v", items)
	}
}

func TestHugeItemIsRefusedBeforeReading(t *testing.T) {
	d := Dir(t.TempDir())
	f, err := os.Create(filepath.Join(string(d), "big"))
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(MaxItemBytes + 1) // sparse: nothing is written
	f.Close()
	if _, err := d.Read("big"); err != ErrTooLarge {
		t.Fatalf("read a huge file: %v", err)
	}
}

func TestMemoryListsWithTimes(t *testing.T) {
	m := NewMemory()
	at := time.Date(2026, 11, 22, 12, 40, 0, 0, time.UTC)
	m.Now = func() time.Time { return at }
	m.Write("b", nil)
	m.Write("a", nil)
	items, _ := m.List()
	if len(items) != 2 || items[0].Name != "a" || !items[1].Modified.Equal(at) {
		t.Fatalf("listed %+v", items)
	}
	bad, _ := m.SetAside("a")
	if bad != "a.bad-20261122-124000" {
		t.Fatalf("set aside as %q", bad)
	}
	m.Write("a", nil)
	if bad2, _ := m.SetAside("a"); bad2 != "a.bad-20261122-124000-2" {
		t.Fatalf("second set aside as %q", bad2)
	}
}

// Loading any settings file never panics and always ends with valid
// settings; a problem is a short printable sentence.
func FuzzLoadSettings(f *testing.F) {
	f.Add([]byte(`{"volume": 0.5, "muted": true, "fullscreen": false, "animSpeed": "fast"}`))
	f.Add([]byte(`{"volume": 7}`))
	f.Add([]byte("{not json"))
	f.Add([]byte(`{"animSpeed": "` + strings.Repeat("w", 5000) + `"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m := NewMemory()
		m.Write(SettingsName, data)
		s, problem := LoadSettings(m)
		if s.valid() != nil {
			t.Fatalf("loaded invalid settings %+v", s)
		}
		if len(problem) > 400 || strings.IndexFunc(problem, unicode.IsControl) >= 0 {
			t.Fatalf("problem not short and printable: %q", problem)
		}
		if again, p := LoadSettings(m); p != "" || again != s {
			t.Fatalf("second load: %+v %q", again, p)
		}
	})
}

func TestHighScoresKeptAndCorruptSetAside(t *testing.T) {
	d := Dir(filepath.Join(t.TempDir(), "mm"))
	tb, problem := LoadHighScores(d)
	if problem != "" || len(tb.Modes) != 0 {
		t.Fatalf("no file: %+v %q", tb, problem)
	}
	when := time.Date(2026, 11, 22, 13, 0, 0, 0, time.UTC)
	pl, problem, err := RecordHighScore(d, "g/Solo", highscores.Entry{Name: "Anna", Score: 150, Date: when, Seed: 7}, false)
	if err != nil || problem != "" || !pl.First {
		t.Fatalf("first: %+v %q %v", pl, problem, err)
	}
	pl, _, err = RecordHighScore(d, "g/Solo", highscores.Entry{Name: "Bob", Score: 120, Date: when, Seed: 8}, false)
	if err != nil || pl.Rank != 2 || pl.Best {
		t.Fatalf("second: %+v %v", pl, err)
	}
	tb, problem = LoadHighScores(d)
	if list := tb.Modes["g/Solo"]; problem != "" || len(list) != 2 || list[0].Name != "Anna" || list[0].Seed != 7 || !list[0].Date.Equal(when) {
		t.Fatalf("kept: %+v %q", tb, problem)
	}

	if err := os.WriteFile(filepath.Join(string(d), HighScoresName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	tb, problem = LoadHighScores(d)
	if len(tb.Modes) != 0 || !strings.Contains(problem, "could not be read") || !strings.Contains(problem, HighScoresName+".bad-") {
		t.Fatalf("corrupt file: %+v %q", tb, problem)
	}
	if _, err := d.Read(HighScoresName); !IsMissing(err) {
		t.Fatalf("the corrupt file is still in place")
	}
}
