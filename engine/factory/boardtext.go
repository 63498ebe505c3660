package factory

import (
	"strconv"
	"strings"

	"monstermixer/engine"
)

// BoardText implements engine.BoardTexter: each player's monsters drawn
// as grids of tiles, then the tile in hand, the pile and the discards.
// Everything in Monster Factory is public.
func (s *State) BoardText() []engine.Line {
	lines := []engine.Line{
		engine.Plain("Each tile is 3 by 3 characters: in the middle o (no eye) or the number of its eyes;"),
		engine.Plain("on each side . blank, - thin, = thick. A ? marks an empty cell that a thin or thick bit faces."),
	}
	for p := 0; p < s.NumPlayers(); p++ {
		for _, m := range s.Monsters(p) {
			what := "first monster"
			if m.Minion > 0 {
				what = "minion " + strconv.Itoa(m.Minion)
			}
			state := "open"
			if m.Complete {
				state = "complete, " + engine.Count(m.Points(), "point", "points")
			}
			lines = append(lines, engine.Plain(""), engine.Say("%s %s: %s, %s with an eye (%s)", engine.SeatsOf(p), what, engine.Count(len(m.Tiles), "tile", "tiles"), strconv.Itoa(m.EyeTiles), state))
			for _, row := range monsterRows(m) {
				lines = append(lines, engine.Plain(row))
			}
		}
	}
	lines = append(lines, engine.Plain(""))
	if t, ok := s.Hand(); ok {
		lines = append(lines, engine.Say("%s holds tile %s.", engine.SeatRef(s.Turn()), TileName(t)))
	}
	lines = append(lines, engine.Plain("Tiles left in the pile: "+strconv.Itoa(s.PileSize())+"; discarded: "+strconv.Itoa(len(s.Discarded()))+"."))
	return lines
}

// monsterRows draws a monster's tiles (and its open cells) as text.
func monsterRows(m Monster) []string {
	minX, minY, maxX, maxY := 0, 0, 0, 0
	grow := func(x, y int) {
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
	}
	for _, t := range m.Tiles {
		grow(t.X, t.Y)
	}
	for _, c := range m.Open {
		grow(c.X, c.Y)
	}
	w, h := maxX-minX+1, maxY-minY+1
	grid := make([][]byte, 3*h)
	for i := range grid {
		grid[i] = []byte(strings.Repeat(" ", 3*w))
	}
	mark := [3]byte{'.', '-', '='}
	for _, t := range m.Tiles {
		x, y := 3*(t.X-minX), 3*(t.Y-minY)
		mid := byte('o')
		if t.Eyes > 0 {
			mid = byte('0' + min(t.Eyes, 9))
		}
		grid[y+1][x+1] = mid
		grid[y][x+1] = mark[min(int(t.Edges[North]), 2)]
		grid[y+1][x+2] = mark[min(int(t.Edges[East]), 2)]
		grid[y+2][x+1] = mark[min(int(t.Edges[South]), 2)]
		grid[y+1][x] = mark[min(int(t.Edges[West]), 2)]
	}
	for _, c := range m.Open {
		grid[3*(c.Y-minY)+1][3*(c.X-minX)+1] = '?'
	}
	rows := make([]string, len(grid))
	for i, r := range grid {
		rows[i] = strings.TrimRight("  "+string(r), " ")
	}
	return rows
}
