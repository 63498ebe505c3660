package monstersonboard

import (
	"fmt"
	"math/bits"

	"monstermixer/engine"
)

// RemoveExcess is step 1 of final scoring: the rightmost dice of each row
// beyond its Spider Jack die's value go back to the box. It returns how
// many went.
func RemoveExcess(b *Board) int {
	n := 0
	for r := 0; r < NumRows; r++ {
		for c := int(b.Jack[r]); c < NumCols; c++ {
			if !b.Order[r][c].Empty() {
				b.Order[r][c] = 0
				n++
			}
		}
	}
	return n
}

// DiceOf counts the Lord dice of colour c in the Order.
func DiceOf(b *Board, c int) int {
	k := 0
	for r := 0; r < NumRows; r++ {
		for _, d := range b.Order[r] {
			if !d.Empty() && d.Colour() == c {
				k++
			}
		}
	}
	return k
}

// diceByColour counts the Lord dice of each colour in the Order.
func diceByColour(b *Board) [NumColours]int {
	var k [NumColours]int
	for r := 0; r < NumRows; r++ {
		for _, d := range b.Order[r] {
			if !d.Empty() {
				k[d.Colour()]++
			}
		}
	}
	return k
}

// GruntScore is step 2 of final scoring for colour c: 3 Spook Juice for
// each Grunt in the final area for each Lord die of its colour.
func GruntScore(b *Board, c int) int { return 3 * b.FinalGrunts(c) * DiceOf(b, c) }

// ProphecyScore is step 3: the board's Prophecy card (at most 50).
func ProphecyScore(b *Board) int {
	if b.Prophecy < 0 || b.Prophecy >= NumProphecies {
		return 0
	}
	return Prophecies[b.Prophecy].Score(&b.Order)
}

// neighbourhoods lists the neighbourhood areas.
var neighbourhoods = []int{2, 4, 6, 8, 10}

// ArchScore is what Arch Monster card id scores on board b in step 4.
func ArchScore(b *Board, id int) int {
	a := &Archs[id]
	g := &b.Order
	switch a.Kind {
	case ArchPair:
		k := 0
		match := func(x, y Die) bool {
			if x.Empty() || y.Empty() {
				return false
			}
			return x.Colour() == a.Colour && y.Colour() == a.Colour2 || x.Colour() == a.Colour2 && y.Colour() == a.Colour
		}
		for r := 0; r < NumRows; r++ {
			for c := 0; c < NumCols; c++ {
				if c+1 < NumCols && match(g[r][c], g[r][c+1]) {
					k++
				}
				if r+1 < NumRows && match(g[r][c], g[r+1][c]) {
					k++
				}
			}
		}
		return k * a.Points
	case ArchSpooked:
		t := 0
		for i := 0; i < int(b.NGrunts); i++ {
			if int(b.Grunts[i].Colour) == a.Colour {
				t += int(b.Grunts[i].Area)
			}
		}
		return t
	case ArchNeighGhosts:
		k := 0
		for sp, gh := range b.Ghosts {
			if gh != 0 && Neighbourhood(SpaceArea(sp)) {
				k++
			}
		}
		return k * a.Points
	case ArchColumns30:
		for c := 0; c+1 < NumCols; c++ {
			if colSum(g, c)+colSum(g, c+1) >= 30 {
				return a.Points
			}
		}
	case ArchGhostPair:
		for _, area := range neighbourhoods {
			k := 0
			for c := 0; c < NumColours; c++ {
				if b.Ghosts[Space(area, c)] != 0 {
					k++
				}
			}
			if k >= 2 {
				return a.Points
			}
		}
	case ArchMinions3:
		var colours [NumAreas + 1]uint8 // the colours of the spaces with a Minion, by area
		for _, m := range b.Minions {
			if m >= 0 {
				colours[SpaceArea(int(m))] |= 1 << SpaceColour(int(m))
			}
		}
		for _, area := range neighbourhoods {
			if bits.OnesCount8(colours[area]) >= 3 {
				return a.Points
			}
		}
	case ArchChampion:
		if b.FinalGrunts(a.Colour) > 0 {
			return (a.Points - 3) * DiceOf(b, a.Colour)
		}
	case ArchRowColour, ArchRowRank:
		for r := 0; r < NumRows; r++ {
			k := 0
			for _, d := range g[r] {
				if !d.Empty() && (a.Kind == ArchRowColour && d.Colour() == a.Colour || a.Kind == ArchRowRank && d.Rank() == a.Rank) {
					k++
				}
			}
			if k >= 3 {
				return a.Points
			}
		}
	case ArchPathMinions:
		k := 0
		for _, m := range b.Minions {
			if m >= 0 {
				k++
			}
		}
		return k * a.Points
	case ArchFinalGrunts:
		return b.FinalGrunts(-1) * a.Points
	case ArchMalice:
		return int(b.Malice) * a.Points
	case ArchColourGhosts:
		k := 0
		for _, gh := range b.Ghosts {
			if gh != 0 && Ghosts[gh-1].Colour == a.Colour {
				k++
			}
		}
		for _, gh := range b.GainUsed {
			if gh != 0 && Ghosts[gh-1].Colour == a.Colour {
				k++
			}
		}
		return k * a.Points
	case ArchStrongJack:
		k := 0
		for _, j := range b.Jack {
			if j >= 5 {
				k++
			}
		}
		return k * a.Points
	case ArchFullTrack:
		k := 0
		for _, t := range b.Track {
			if t == TrackLen {
				k++
			}
		}
		return k * a.Points
	}
	return 0
}

// finalScoring scores every board in the rulebook's order and ends the game.
func (s *State) finalScoring() {
	for p := 0; p < s.n; p++ {
		b := &s.boards[p]
		b.Before = b.Juice
		if !s.family {
			b.Removed = int8(RemoveExcess(b))
			for c := 0; c < NumColours; c++ {
				b.Juice += int16(GruntScore(b, c))
			}
		}
		b.Juice += int16(ProphecyScore(b))
		for _, id := range b.CardIDs() {
			b.Juice += int16(ArchScore(b, id))
		}
	}
	s.jackFinal()
	s.phase = PhaseOver
	s.seat = 0
	s.note(fxFinal, 0, 0, 0, 0)
}

// ScoreInto writes the scores and ranks without building the text. Seats
// rank by Spook Juice, then by the regular game's tie-breaks (Grunts in
// the final area, then Malice) or the family mode's (the youngest).
func (s *State) ScoreInto(scores, ranks []int) {
	var kb [MaxPlayers][3]int
	var keys [MaxPlayers][]int
	for p := 0; p < s.n; p++ {
		b := &s.boards[p]
		if s.family {
			kb[p] = [3]int{int(b.Juice), -int(s.ages[p])}
			keys[p] = kb[p][:2]
		} else {
			kb[p] = [3]int{int(b.Juice), b.FinalGrunts(-1), int(b.Malice)}
			keys[p] = kb[p][:]
		}
		scores[p] = int(b.Juice)
	}
	if s.solo != SoloNone {
		ranks[0], _ = s.soloRanks()
		return
	}
	engine.RankKeys(keys[:s.n], ranks)
}

// Result is the outcome: Spook Juice, ranks with the tie-breaks, and a
// breakdown per step of final scoring.
func (s *State) Result() engine.Result {
	r := engine.Result{Scores: make([]int, s.n), Ranks: make([]int, s.n), Breakdown: make([][]string, s.n)}
	s.ScoreInto(r.Scores, r.Ranks)
	for p := 0; p < s.n; p++ {
		r.Breakdown[p] = s.breakdown(p)
	}
	r.TieBreak = s.tieBreak(r.Ranks)
	// "attempt to score as much Spook Juice as possible": a score attack
	r.ScoreOnly = s.solo == SoloMode1
	if s.solo == SoloMode2 {
		_, jr := s.soloRanks()
		r.Rivals = []engine.Rival{{Name: JackName, Score: int(s.jack.Juice), Rank: jr, Breakdown: s.jackBreakdown()}}
		if s.phase == PhaseOver && s.boards[0].Juice == s.jack.Juice {
			r.TieBreak = engine.Say("%s and Spider Jack tie on %d Spook Juice; only outscoring him wins, so Spider Jack wins the tie.", engine.SeatRef(0), s.jack.Juice)
		}
	}
	return r
}

func (s *State) breakdown(p int) []string {
	b := &s.boards[p]
	if s.phase != PhaseOver {
		return []string{fmt.Sprintf("Spook Juice so far = %d", b.Juice)}
	}
	out := []string{fmt.Sprintf("Spook Juice during the game = %d", b.Before)}
	if !s.family {
		out = append(out, fmt.Sprintf("Lord dice returned to the box: %d", b.Removed))
		for c := 0; c < NumColours; c++ {
			if k := b.FinalGrunts(c); k > 0 {
				out = append(out, fmt.Sprintf("%s in the final area x %s x 3 = %d",
					engine.Count(k, ColourName(c)+" Grunt", ColourName(c)+" Grunts"), engine.Count(DiceOf(b, c), ColourName(c)+" die", ColourName(c)+" dice"), GruntScore(b, c)))
			}
		}
	}
	if b.Prophecy >= 0 && b.Prophecy < NumProphecies {
		out = append(out, fmt.Sprintf("Prophecy card %02d = %d", b.Prophecy+1, ProphecyScore(b)))
	}
	for _, id := range b.CardIDs() {
		out = append(out, fmt.Sprintf("Arch Monster card (%s) = %d", ArchFront(id), ArchScore(b, id)))
	}
	return out
}

// tieBreak says how ties on Spook Juice were broken, if any were.
func (s *State) tieBreak(ranks []int) engine.Line {
	if s.phase != PhaseOver {
		return nil
	}
	var line engine.Line
	for p := 0; p < s.n; p++ {
		var group []int
		for q := 0; q < s.n; q++ {
			if s.boards[q].Juice == s.boards[p].Juice {
				group = append(group, q)
			}
		}
		if len(group) < 2 || group[0] != p {
			continue
		}
		names := make([]any, 0, len(group)+1)
		format := make([]string, len(group))
		best := group[0]
		for i, q := range group {
			names = append(names, engine.SeatRef(q))
			format[i] = "%s"
			if ranks[q] < ranks[best] {
				best = q
			}
		}
		names = append(names, s.boards[p].Juice)
		if len(line) > 0 {
			line = append(line, engine.Plain(" ")...)
		}
		line = append(line, engine.Say(engine.JoinWords(format)+" tie on %d Spook Juice; ", names...)...)
		grunts := func(q int) int { return s.boards[q].FinalGrunts(-1) }
		switch {
		case s.family:
			line = append(line, engine.Say("%s is the youngest and wins the tie.", engine.SeatRef(best))...)
		case s.differ(group, grunts):
			line = append(line, engine.Say("%s has the most Grunts in the final area.", engine.SeatRef(best))...)
		case s.differ(group, func(q int) int { return int(s.boards[q].Malice) }):
			line = append(line, engine.Say("%s has the most Malice.", engine.SeatRef(best))...)
		default:
			line = append(line, engine.Plain("they have as many Grunts in the final area and as much Malice, so they share the place.")...)
		}
	}
	return line
}

// differ reports whether f differs among the seats of group.
func (s *State) differ(group []int, f func(q int) int) bool {
	for _, q := range group {
		if f(q) != f(group[0]) {
			return true
		}
	}
	return false
}
