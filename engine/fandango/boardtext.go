package fandango

import (
	"fmt"
	"strings"

	"monstermixer/engine"
)

// kindLetters are the map letters of the monsters, in Kind order.
const kindLetters = "VZHEODRGSBWTX"

// BoardText implements engine.BoardTexter: the map row by row in the
// notation's hex names, then every unit with what it carries, what lies
// on the ground, and each player's quests with their progress.
func (s *State) BoardText() []engine.Line {
	b := s.board
	lines := []engine.Line{
		engine.Plain("Hexes: . not searched, , searched, L lair, * a starting hex; a unit shows as its side (1-6 a player, w wild)"),
		engine.Plain("and its letter: V villager, Z lizardman, H horror, E elf, O orc, D dwarf, R ratman, G war dog, S horse,"),
		engine.Plain("B black death, W wolf, T troll, X death beast; + after it: more units; ! items on the ground."),
	}
	for p := range s.n {
		lines = append(lines, compose("  %d %s", p+1, engine.SeatRef(p)))
	}
	var head strings.Builder
	head.WriteString("    ")
	for c := range b.Width {
		head.WriteString(" " + string(rune('a'+c)) + "  ")
	}
	lines = append(lines, engine.Plain(""), engine.Plain(strings.TrimRight(head.String(), " ")))
	for r := range b.Height {
		var row strings.Builder
		row.WriteString(fmt.Sprintf("%3d ", r+1))
		if r%2 == 1 {
			row.WriteString("  ")
		}
		for c := range b.Width {
			row.WriteString(s.cellText(r*b.Width + c))
		}
		lines = append(lines, engine.Plain(strings.TrimRight(row.String(), " ")))
	}
	lines = append(lines, engine.Plain(""), compose("Round %d of %d.", max(s.round, 1), s.cap))
	for _, u := range s.units {
		l := append(engine.Plain(fmt.Sprintf("u%d ", u.ID)), s.unitRef(u)...)
		l = append(l, engine.Plain(" on "+b.HexName(u.Hex))...)
		var notes []string
		if len(u.Items) > 0 {
			var items []string
			for _, it := range u.Items {
				items = append(items, it.String())
			}
			notes = append(notes, "carries "+strings.Join(items, ", "))
		}
		for _, c := range []struct {
			on   bool
			text string
		}{{u.Flipped, "knocked down"}, {u.Burrowed, "in the ground"}, {u.Acted, "has acted"}, {s.facing, "faces " + u.Facing.String()}} {
			if c.on {
				notes = append(notes, c.text)
			}
		}
		if len(notes) > 0 {
			l = append(l, engine.Plain(" ("+strings.Join(notes, "; ")+")")...)
		}
		lines = append(lines, l)
	}
	for _, g := range s.ground {
		lines = append(lines, compose("%s lies on %s", engine.Capital(itemPhrase(g.Item)), b.HexName(g.Hex)))
	}
	for p := range s.n {
		for i := range 3 {
			if s.players[p].Quests[i] != 0 {
				lines = append(lines, compose("%s quest %d: %s", engine.SeatsOf(p), s.players[p].Quests[i], s.QuestProgress(p, i).String()))
			}
		}
	}
	return lines
}

// cellText is hex h in four characters.
func (s *State) cellText(h int) string {
	cell := []byte(" .  ")
	switch {
	case s.lair[h]:
		cell[1] = 'L'
	case s.searchd[h] >= 0:
		cell[1] = ','
	}
	for p := range s.n {
		if s.board.Start(p) == h {
			cell[0] = '*'
		}
	}
	n := 0
	for _, u := range s.units {
		if u.Hex != h {
			continue
		}
		if n == 0 {
			cell[0], cell[1] = 'w', kindLetters[u.Kind]
			if u.Owner >= 0 {
				cell[0] = byte('1' + u.Owner)
			}
		}
		n++
	}
	if n > 1 {
		cell[2] = '+'
	}
	for _, g := range s.ground {
		if g.Hex == h {
			cell[3] = '!'
		}
	}
	return string(cell)
}
