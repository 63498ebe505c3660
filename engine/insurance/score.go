package insurance

import (
	"fmt"
	"strings"

	"monstermixer/engine"
)

// Tally is one seat's count of tokens for scoring.
type Tally struct {
	Damaged   [NumTokenTypes]int // damaged tokens (cars and people: returned)
	Undamaged [NumTokenTypes]int // undamaged tokens on the board
	Unplayed  int                // tokens never placed
	Score     int
	Destroyed int  // damaged houses and factories (first tie-break)
	LastCard  Card // the card played in the last round so far (second tie-break)
}

// Tally counts seat p's tokens and score.
func (s *State) Tally(p int) Tally {
	var t Tally
	n := s.board.NumSquares()
	for sq := 0; sq < n; sq++ {
		v := s.tok[sq]
		if v == 0 || int(v&7) != p {
			continue
		}
		tk := unpackToken(v)
		if tk.Damaged {
			t.Damaged[tk.Type]++
		} else {
			t.Undamaged[tk.Type]++
		}
	}
	t.Damaged[Car] += int(s.returned[p][Car])
	t.Damaged[Person] += int(s.returned[p][Person])
	for k := 0; k < NumTokenTypes; k++ {
		t.Unplayed += int(s.supply[p][k])
	}
	t.Score = t.Damaged[Factory] + t.Damaged[Car] + t.Damaged[Person] + t.Undamaged[House] - t.Damaged[House] - t.Unplayed
	t.Destroyed = t.Damaged[Factory] + t.Damaged[House]
	for r := NumRounds - 1; r >= 0; r-- {
		if c := s.hist[p][r]; c != 0 {
			t.LastCard = c
			break
		}
	}
	return t
}

// better compares two tallies by score, then destroyed buildings, then
// last card: 1 if a ranks above b, -1 below, 0 tied.
func better(a, b Tally) int {
	switch {
	case a.Score != b.Score:
		return sign(a.Score - b.Score)
	case a.Destroyed != b.Destroyed:
		return sign(a.Destroyed - b.Destroyed)
	}
	return sign(int(a.LastCard) - int(b.LastCard))
}

func sign(x int) int {
	if x > 0 {
		return 1
	}
	if x < 0 {
		return -1
	}
	return 0
}

// Result scores the game: damaged factory, car or person +1, undamaged
// house +1, damaged house -1, unplayed token -1. Ties go to the most
// destroyed buildings, then the highest last card, then share the rank.
func (s *State) Result() engine.Result {
	n := s.n
	r := engine.Result{Scores: make([]int, n), Ranks: make([]int, n), Breakdown: make([][]string, n)}
	ts := make([]Tally, n)
	for p := 0; p < n; p++ {
		t := s.Tally(p)
		ts[p] = t
		r.Scores[p] = t.Score
		r.Breakdown[p] = breakdown(t)
	}
	for p := 0; p < n; p++ {
		r.Ranks[p] = 1
		for q := 0; q < n; q++ {
			if better(ts[q], ts[p]) > 0 {
				r.Ranks[p]++
			}
		}
	}
	r.TieBreak = engine.Plain(tieBreak(ts))
	return r
}

// ScoreInto writes the scores and ranks of Result into scores and ranks
// (NumPlayers entries each) without building the breakdown text.
func (s *State) ScoreInto(scores, ranks []int) {
	var ts [MaxPlayers]Tally
	for p := 0; p < s.n; p++ {
		ts[p] = s.Tally(p)
		scores[p] = ts[p].Score
	}
	for p := 0; p < s.n; p++ {
		ranks[p] = 1
		for q := 0; q < s.n; q++ {
			if better(ts[q], ts[p]) > 0 {
				ranks[p]++
			}
		}
	}
}

// breakdown lists a tally's scoring lines, each ending in " = points"
// (the app aligns them), then the tie-break figures.
func breakdown(t Tally) []string {
	var lines []string
	for _, k := range []TokenType{Factory, Car, Person, House} {
		dmg, und := 1, 0
		if k == House {
			dmg, und = -1, 1
		}
		lines = append(lines,
			fmt.Sprintf("damaged %s: %d = %s", k.Plural(), t.Damaged[k], points(dmg*t.Damaged[k])),
			fmt.Sprintf("undamaged %s: %d = %s", k.Plural(), t.Undamaged[k], points(und*t.Undamaged[k])))
	}
	last := "none"
	if t.LastCard != 0 {
		last = t.LastCard.Label()
	}
	return append(lines,
		fmt.Sprintf("unplayed tokens: %d = %s", t.Unplayed, points(-t.Unplayed)),
		fmt.Sprintf("total = %d", t.Score),
		fmt.Sprintf("destroyed buildings: %d", t.Destroyed),
		"last card: "+last)
}

// points writes a score change with its sign ("+2", "-1", "0").
func points(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", n)
}

func seatList(seats []int) string {
	parts := make([]string, len(seats))
	for i, p := range seats {
		parts[i] = fmt.Sprintf("seat %d", p+1)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// tieBreak explains each tie on points and how it was broken.
func tieBreak(ts []Tally) string {
	var out []string
	done := make([]bool, len(ts))
	for p := range ts {
		if done[p] {
			continue
		}
		group := []int{p}
		for q := p + 1; q < len(ts); q++ {
			if ts[q].Score == ts[p].Score {
				group = append(group, q)
				done[q] = true
			}
		}
		if len(group) < 2 {
			continue
		}
		msg := fmt.Sprintf("%s tied on %d points", seatList(group), ts[p].Score)
		sameDestroyed, sameLast := true, true
		for _, q := range group[1:] {
			sameDestroyed = sameDestroyed && ts[q].Destroyed == ts[p].Destroyed
		}
		if !sameDestroyed {
			msg += ": decided by most destroyed buildings ("
			for i, q := range group {
				if i > 0 {
					msg += ", "
				}
				msg += fmt.Sprintf("seat %d: %d", q+1, ts[q].Destroyed)
			}
			msg += ")"
		}
		// Seats still tied after destroyed buildings go to the last card.
		var still [][]int
		seen := map[int]bool{}
		for _, q := range group {
			if seen[q] {
				continue
			}
			sub := []int{q}
			for _, o := range group {
				if o != q && !seen[o] && ts[o].Destroyed == ts[q].Destroyed {
					sub = append(sub, o)
				}
			}
			for _, o := range sub {
				seen[o] = true
			}
			if len(sub) > 1 {
				still = append(still, sub)
			}
		}
		for _, sub := range still {
			sameLast = true
			for _, o := range sub[1:] {
				sameLast = sameLast && ts[o].LastCard == ts[sub[0]].LastCard
			}
			if sameLast {
				msg += fmt.Sprintf("; %s also tied on destroyed buildings and last card: they share the rank", seatList(sub))
				continue
			}
			msg += fmt.Sprintf("; %s tied on destroyed buildings (%d): decided by the highest last card (", seatList(sub), ts[sub[0]].Destroyed)
			for i, o := range sub {
				if i > 0 {
					msg += ", "
				}
				msg += fmt.Sprintf("seat %d: %d", o+1, ts[o].LastCard)
			}
			msg += ")"
		}
		out = append(out, msg)
	}
	return strings.Join(out, ". ")
}

// Encode writes the whole state canonically (the events of the last Apply
// are presentation only and are not part of it).
func (s *State) Encode() []byte {
	b := s.board
	n := b.NumSquares()
	out := make([]byte, 0, 64+len(b.Tiles)+n+s.n*(2*NumTokenTypes+NumRounds+3))
	out = append(out, 'M', 'I', byte(s.n), byte(s.tilesPer), byte(b.TW), byte(b.TH))
	for _, t := range b.Tiles {
		out = append(out, byte(t))
	}
	out = append(out, byte(s.dealt), byte(s.phase), byte(s.round), byte(s.first), byte(s.turn),
		byte(s.monster.X), byte(s.monster.Y), byte(s.monster.Facing), boolByte(s.placedM), byte(s.light))
	out = append(out, s.tok[:n]...)
	for p := 0; p < s.n; p++ {
		for k := 0; k < NumTokenTypes; k++ {
			out = append(out, byte(s.supply[p][k]), byte(s.returned[p][k]))
		}
		for r := 0; r < NumRounds; r++ {
			out = append(out, byte(s.hist[p][r]))
		}
		out = append(out, byte(s.down[p]), byte(s.placed[p]), boolByte(s.noRoom[p]))
	}
	return out
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}
