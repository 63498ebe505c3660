package insurance

import (
	"strconv"
	"strings"

	"monstermixer/engine"
)

// BoardText implements engine.BoardTexter: the city square by square
// with the tokens and the monster, then each player's cards and tokens.
// A face-down card prints as face down (the caller prints the Observer
// view, where the round's picks are hidden).
func (s *State) BoardText() []engine.Line {
	b := s.board
	lines := []engine.Line{
		engine.Plain("Squares: . road, ## building, ? not dealt yet. Tokens: f factory, c car, p person, h house,"),
		engine.Plain("then the owner's number from this list (a capital letter: damaged). M and an arrow: the monster's feet and where it faces."),
	}
	for p := 0; p < s.n; p++ {
		lines = append(lines, engine.Say("  %s %s", strconv.Itoa(p+1), engine.SeatRef(p)))
	}
	pose, placed := s.Monster()
	var fl, fr [2]int
	fl[0], fl[1], fr[0], fr[1] = pose.Feet()
	arrow := [4]string{"^", ">", "v", "<"}[pose.Facing&3]
	var head strings.Builder
	head.WriteString("    ")
	for x := -1; x <= b.W; x++ {
		if x >= 0 && x < b.W {
			head.WriteString("  " + string(rune('a'+x)) + " ")
		} else {
			head.WriteString("    ")
		}
	}
	lines = append(lines, engine.Plain(""), engine.Plain(strings.TrimRight(head.String(), " ")))
	for y := -1; y <= b.H; y++ {
		var row strings.Builder
		if y >= 0 && y < b.H {
			row.WriteString(padLeft(strconv.Itoa(y+1), 3) + " ")
		} else {
			row.WriteString("    ")
		}
		for x := -1; x <= b.W; x++ {
			row.WriteString(s.cellText(x, y, placed && (fl == [2]int{x, y} || fr == [2]int{x, y}), arrow))
		}
		lines = append(lines, engine.Plain(strings.TrimRight(row.String(), " ")))
	}
	if placed {
		lines = append(lines, engine.Plain("The monster faces "+pose.Facing.String()+"."))
	}
	lines = append(lines, engine.Plain(""), engine.Plain("Round "+strconv.Itoa(s.Round())+" of "+strconv.Itoa(NumRounds)+"."))
	for p := 0; p < s.n; p++ {
		var hand []string
		for _, c := range s.Hand(p) {
			hand = append(hand, c.Label())
		}
		var supply []string
		for t := TokenType(0); t < NumTokenTypes; t++ {
			supply = append(supply, strconv.Itoa(s.Supply(p, t))+" "+t.Plural())
		}
		line := engine.Say("%s: %s points; cards in hand: %s; tokens left: %s", engine.SeatRef(p), strconv.Itoa(s.Tally(p).Score), strings.Join(hand, ", "), strings.Join(supply, ", "))
		if c := s.FaceDown(p); c == Unknown {
			line = append(line, engine.Plain("; has picked a card face down")...)
		} else if c > 0 && s.phase != PhaseOver {
			line = append(line, engine.Plain("; has picked "+c.Label())...)
		}
		lines = append(lines, line)
	}
	return lines
}

// cellText is a square (or a place beside the board) as 4 characters.
func (s *State) cellText(x, y int, foot bool, arrow string) string {
	if foot {
		return " M" + arrow + " "
	}
	b := s.board
	sq := b.At(x, y)
	if sq == NoSquare {
		return "    "
	}
	if tok, ok := s.TokenAt(sq); ok {
		mark := "fcph"[tok.Type : tok.Type+1]
		if tok.Damaged {
			mark = strings.ToUpper(mark)
		}
		return " " + mark + strconv.Itoa(tok.Owner+1) + " "
	}
	switch b.Kind(sq) {
	case Road:
		return " .  "
	case Building:
		return " ## "
	}
	return " ?  "
}

func padLeft(s string, n int) string {
	return strings.Repeat(" ", max(0, n-len(s))) + s
}
