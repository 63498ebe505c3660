package ui

import (
	"strings"

	"monstermixer/engine"
)

// SeatNames are the names of a game's seats as the players typed them, for
// a table's sentences, labels and tooltips.
type SeatNames []string

// NamesFrom returns the names of a game's n seats from the frame's seats,
// the engine's default name for any seat the frame does not list; it
// reuses dst's memory.
func NamesFrom(dst SeatNames, seats []Seat, n int) SeatNames {
	dst = dst[:0]
	for p := range n {
		name := engine.DefaultSeatName(p)
		if p < len(seats) {
			name = seats[p].Name
		}
		dst = append(dst, name)
	}
	return dst
}

// Name is seat p's name, or the engine's default name for a seat not
// listed (a rival or an out-of-range seat).
func (n SeatNames) Name(p int) string {
	if p >= 0 && p < len(n) {
		return n[p]
	}
	return engine.DefaultSeatName(p)
}

// Say renders an engine sentence with these names.
func (n SeatNames) Say(l engine.Line) string { return l.Render(n.Name) }

// Marked renders an engine sentence with each listed seat's name marked
// for its colour (SeatMark ... MarkEnd); text is the sentence already
// rendered, returned when l is empty (an entry with no typed line).
// The log shows every line as a sentence, ending in a full stop
// (Sentence), whether or not the game's sentence has one.
func Marked(l engine.Line, text string, seats []Seat) string {
	if len(l) == 0 {
		return Sentence(text)
	}
	return Sentence(l.RenderNames(func(p int, possessive bool) string {
		listed := p >= 0 && p < len(seats)
		name := engine.DefaultSeatName(p)
		if listed {
			name = seats[p].Name
		}
		if possessive {
			// "Your", not the marked "You" and 's.
			name = engine.Possessive(name)
		}
		if !listed {
			return name
		}
		return string(SeatMark(p)) + name + string(MarkEnd)
	}))
}

// Sentence ends s with a full stop unless it ends in one already, or in
// a question or exclamation mark (a seat's mark after the last word does
// not count). An empty s stays empty.
func Sentence(s string) string {
	last := strings.TrimRight(s, string(MarkEnd))
	if last == "" || strings.ContainsAny(last[len(last)-1:], ".!?") {
		return s
	}
	return s + "."
}
