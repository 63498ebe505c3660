package ui

import (
	"testing"

	"monstermixer/engine"
)

func TestSeatNames(t *testing.T) {
	seats := []Seat{{Name: "Anna"}, {Name: "Blorb"}}
	names := NamesFrom(nil, seats, 3)
	if got := []string(names); len(got) != 3 || got[0] != "Anna" || got[1] != "Blorb" || got[2] != engine.DefaultSeatName(2) {
		t.Fatalf("names %q", got)
	}
	if names.Name(-1) != engine.DefaultSeatName(-1) || names.Name(7) != engine.DefaultSeatName(7) {
		t.Errorf("names beyond the list: %q, %q", names.Name(-1), names.Name(7))
	}
	l := engine.Say("%s passes to %s.", engine.SeatRef(1), engine.SeatRef(0))
	if got := names.Say(l); got != "Blorb passes to Anna." {
		t.Errorf("Say: %q", got)
	}
	want := string(SeatMark(1)) + "Blorb" + string(MarkEnd) + " passes to " + string(SeatMark(0)) + "Anna" + string(MarkEnd) + "."
	if got := Marked(l, "unused", seats); got != want {
		t.Errorf("Marked: %q, want %q", got, want)
	}
	if got := Marked(nil, "plain", seats); got != "plain." {
		t.Errorf("Marked without a line: %q", got)
	}
	if again := NamesFrom(names, seats[:1], 2); &again[0] != &names[0] || again[1] != engine.DefaultSeatName(1) {
		t.Errorf("NamesFrom does not reuse its memory or misses a default: %q", []string(again))
	}
}

// The log's marked names take the possessive the engine gives: a seat
// named You owns "Your" things (the log read "You's blue Grunt").
func TestMarkedPossessive(t *testing.T) {
	l := engine.Say("%s blue Grunt moves; %s turn", engine.SeatsOf(0), engine.SeatsOf(1))
	got := Marked(l, "", []Seat{{Name: "You"}, {Name: "Blorb"}})
	want := string(SeatMark(0)) + "Your" + string(MarkEnd) + " blue Grunt moves; " + string(SeatMark(1)) + "Blorb's" + string(MarkEnd) + " turn."
	if got != want {
		t.Fatalf("Marked = %q, want %q", got, want)
	}
}
