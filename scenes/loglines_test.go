package scenes

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// The same sentence several times in a row is one log line with a count
// (before the sentence's full stop, which every log line gets); a sentence
// with effects between two equal ones keeps them apart.
func TestRepeatedLogLinesAreCounted(t *testing.T) {
	a, _ := newTestApp(t, nil)
	s, err := session.New(enginetest.HighCard.ID(), engine.Setup{Players: 2}, []record.Seat{anna, {Name: "Blorb", Kind: session.KindEasy}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	f, err := a.OpenTable(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	pick := session.Entry{Text: "Blorb picks a card in secret"}
	move := session.Entry{Text: "Blorb's Worbin moves forward."}
	s.Entries = append(s.Entries[:0], pick, pick, pick, session.Entry{Text: "Anna keeps", Effects: []string{"Anna is dealt a card"}}, pick, move, move)
	f.syncLog()
	got := make([]string, len(f.log.Lines))
	for i, l := range f.log.Lines {
		got[i] = ui.StripMarks(l)
	}
	want := []string{"Blorb picks a card in secret (3 times).", "Anna keeps.", "→ Anna is dealt a card.", "Blorb picks a card in secret.", "Blorb's Worbin moves forward (2 times)."}
	if len(got) != len(want) {
		t.Fatalf("log %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("log %q, want %q", got, want)
		}
	}
}
