package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	if err != nil || bad != "x.bad" {
		t.Fatal(bad, err)
	}
	if _, err := d.Read("x"); !IsMissing(err) {
		t.Fatal("the set-aside item is still there")
	}
	if b, _ := d.Read("x.bad"); string(b) != "two" {
		t.Fatal("the set-aside item lost its content")
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
		if b, _ := m.Read(SettingsName + ".bad"); string(b) != text {
			t.Fatalf("%s: the broken file was not kept", text)
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
