package ui

import (
	"strings"
	"testing"
)

// The top bar's status line stays between the game's name and the table's
// progress at any window size: a Monster Fandango quest roll ran into
// "Rolling quests (round cap 40)" at 1280 pixels.
func TestTopBarStatusFitsBetweenNameAndProgress(t *testing.T) {
	cases := []struct {
		name, line, progress string
		mark                 bool
	}{
		{"Monster Fandango", "Player 1 rolls 10: Slay 4 different kinds of monsters.", "Rolling quests (round cap 40)", false},
		{"Monsters on Board", "A pink Monster joins Spider Jack's Court", "Round 1 of 6: Swamp–Jack", false},
		{"Monster Fandango", "Annabelle-Marie's war dog shoots at Bartholomew's villager", "Rolling quests (solo, round cap 40)", true},
		{"Chess Monsters", "Snaggle is thinking…", "Turn 17", true},
		{"Monster Insurance", "Anna, your turn", "", true},
	}
	for _, scale := range []float64{0.5, 1, 1.5} {
		w := 1280 * scale
		for _, c := range cases {
			// The table's frame ends the progress at 150 pixels from the
			// right, the replay viewer at 170: the nearer to the middle.
			l := LayTopBar(w, scale, w-170*scale, c.name, c.line, c.progress, c.mark)
			if l.LineX0 < l.NameX1 || l.LineX1 > l.ProgressX0 {
				t.Errorf("at %v pixels %q spans %.0f-%.0f, between the name's end %.0f and the progress' start %.0f", w, l.Line, l.LineX0, l.LineX1, l.NameX1, l.ProgressX0)
			}
		}
	}
	// A line that fits keeps the large size; a long one is made smaller
	// before it is shortened.
	if l := LayTopBar(1280, 1, 1130, "Chess Monsters", "Snaggle is thinking…", "Turn 17", true); l.Size != 22 || l.Line != "Snaggle is thinking…" {
		t.Errorf("a short line: %q at %v", l.Line, l.Size)
	}
	if l := LayTopBar(1280, 1, 1130, cases[0].name, cases[0].line, cases[0].progress, false); l.Size != 17 || l.Line != strings.TrimSuffix(cases[0].line, ".") {
		t.Errorf("the quest roll: %q at %v, want it whole at 17 without its final stop", l.Line, l.Size)
	}
	// Every game's status reads as a heading: a line from the log loses its
	// final stop, an ellipsis stays.
	if l := LayTopBar(1280, 1, 1130, "Monsters on Board", "Anna takes a blue 3.", "", true); l.Line != "Anna takes a blue 3" {
		t.Errorf("a line from the log shows as %q", l.Line)
	}
	// A line too long to be centred moves towards the roomier side rather
	// than being cut: Spider Jack's pick beside a long phase name.
	jack := "Spider Jack takes a purple 6 by his card's second symbol (white, highest)"
	l := LayTopBar(1280, 1, 1130, "Monsters on Board", jack, "Round 6 of 6: Grunt Movement", false)
	if l.Line != jack || l.LineX0 < l.NameX1 || l.LineX1 > l.ProgressX0 || l.CentreX >= 640 {
		t.Errorf("a long line: %q from %.0f to %.0f, centred at %.0f (name ends at %.0f, progress starts at %.0f)", l.Line, l.LineX0, l.LineX1, l.CentreX, l.NameX1, l.ProgressX0)
	}
	if l := LayTopBar(1280, 1, 1130, "Chess Monsters", "Snaggle is thinking…", "Turn 17", true); l.CentreX != 640 {
		t.Errorf("a short line is centred at %.0f, not on the bar", l.CentreX)
	}
	long := strings.Repeat("Blorb's war dog moves 2 hexes and passes. ", 3)
	if l := LayTopBar(1280, 1, 1130, "Monster Fandango", long, "Round 12 of 40", true); !strings.HasSuffix(l.Line, "…") || l.LineX0 < l.NameX1 || l.LineX1 > l.ProgressX0 {
		t.Errorf("a line too long even at 17: %q from %.0f to %.0f", l.Line, l.LineX0, l.LineX1)
	}
}
