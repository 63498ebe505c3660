package enginetest

import (
	"strconv"

	"monstermixer/engine"
)

// BoardText implements engine.BoardTexter: each seat's card as the view
// shows it, its swaps and trade chip, and the House. The LeakyBoard
// variant prints the cards as dealt, which its views keep.
func (s *State) BoardText() []engine.Line {
	if s.g.flaws.blankBoard {
		return nil
	}
	var lines []engine.Line
	for p, c := range s.cards {
		if s.g.flaws.leakyBoard && s.dealt != nil {
			c = s.dealt[p]
		}
		card := "no card yet"
		switch {
		case c == hidden:
			card = "a card face down"
		case c > 0:
			card = "the card " + strconv.Itoa(c)
		}
		l := engine.Say("%s: %s", engine.SeatRef(p), card)
		if s.swapped[p] {
			l = append(l, engine.Plain(", has swapped")...)
		}
		if s.chips[p] {
			l = append(l, engine.Plain(", holds a trade chip")...)
		}
		lines = append(lines, l)
	}
	if s.cfg.house {
		house := "no card yet"
		if s.house > 0 {
			house = "the card " + strconv.Itoa(s.house)
		}
		lines = append(lines, engine.Plain(houseName+": "+house))
	}
	return append(lines, engine.Plain("Swaps made: "+strconv.Itoa(s.swaps)+"."))
}
