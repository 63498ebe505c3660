package insurance

import (
	"fmt"
	"slices"

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

// keys are a tally's ranking keys, higher better: score, then destroyed
// buildings, then the last card played.
func (t Tally) keys() [3]int { return [3]int{t.Score, t.Destroyed, int(t.LastCard)} }

// rank fills ranks from the tallies by their keys (engine.RankKeys);
// seats equal on every key share a rank.
func rank(ts []Tally, ranks []int) {
	var kb [MaxPlayers][3]int
	var keys [MaxPlayers][]int
	for p := range ts {
		kb[p] = ts[p].keys()
		keys[p] = kb[p][:]
	}
	engine.RankKeys(keys[:len(ts)], ranks)
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
	rank(ts, r.Ranks)
	r.TieBreak = tieBreak(ts)
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
	rank(ts[:s.n], ranks)
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
			fmt.Sprintf("Damaged %s: %d = %s", k.Plural(), t.Damaged[k], points(dmg*t.Damaged[k])),
			fmt.Sprintf("Undamaged %s: %d = %s", k.Plural(), t.Undamaged[k], points(und*t.Undamaged[k])))
	}
	last := "none"
	if t.LastCard != 0 {
		last = t.LastCard.Label()
	}
	return append(lines,
		fmt.Sprintf("Tokens never placed: %d = %s", t.Unplayed, points(-t.Unplayed)),
		fmt.Sprintf("Total = %d", t.Score),
		fmt.Sprintf("Destroyed buildings: %d", t.Destroyed),
		"Last card: "+last)
}

// points writes a score change with its sign ("+2", "-1", "0").
func points(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", n)
}

// seatList names seats in a sentence: "Ann", "Ann and Bob", "Ann, Bob
// and Cid".
func seatList(seats []int) engine.Line {
	var l engine.Line
	for i, p := range seats {
		switch {
		case i == 0:
		case i == len(seats)-1:
			l = append(l, engine.Plain(" and ")...)
		default:
			l = append(l, engine.Plain(", ")...)
		}
		l = append(l, engine.Say("%s", engine.SeatRef(p))...)
	}
	return l
}

// figures lists each seat with a figure: "Ann 2, Bob 1".
func figures(seats []int, fig func(p int) int) engine.Line {
	var l engine.Line
	for i, p := range seats {
		if i > 0 {
			l = append(l, engine.Plain(", ")...)
		}
		l = append(l, engine.Say("%s %d", engine.SeatRef(p), fig(p))...)
	}
	return l
}

// groups splits seats into groups equal by key, in order of first
// appearance, keeping only groups of two or more.
func groups(seats []int, key func(p int) int) [][]int {
	var out [][]int
	for i, p := range seats {
		if slices.ContainsFunc(seats[:i], func(q int) bool { return key(q) == key(p) }) {
			continue
		}
		var g []int
		for _, q := range seats[i:] {
			if key(q) == key(p) {
				g = append(g, q)
			}
		}
		if len(g) > 1 {
			out = append(out, g)
		}
	}
	return out
}

// tieBreak explains each tie on points and how it was broken, with seats
// as references; empty without a tie.
func tieBreak(ts []Tally) engine.Line {
	all := make([]int, len(ts))
	for p := range all {
		all[p] = p
	}
	score := func(p int) int { return ts[p].Score }
	destroyed := func(p int) int { return ts[p].Destroyed }
	last := func(p int) int { return int(ts[p].LastCard) }
	var out engine.Line
	for _, g := range groups(all, score) {
		if out != nil {
			out = append(out, engine.Plain(". ")...)
		}
		out = append(out, seatList(g)...)
		out = append(out, engine.Say(" tied on %s", engine.Points.Format(ts[g[0]].Score))...)
		if len(groups(g, destroyed)) != 1 || len(groups(g, destroyed)[0]) != len(g) {
			out = append(out, engine.Plain(": decided by the most destroyed buildings (")...)
			out = append(out, figures(g, destroyed)...)
			out = append(out, engine.Plain(")")...)
		}
		for _, sub := range groups(g, destroyed) {
			out = append(out, engine.Plain("; ")...)
			out = append(out, seatList(sub)...)
			if len(groups(sub, last)) == 1 && len(groups(sub, last)[0]) == len(sub) {
				out = append(out, engine.Plain(" also tied on destroyed buildings and last card: they share the rank")...)
				continue
			}
			out = append(out, engine.Say(" tied on destroyed buildings (%d): decided by the highest last card (", ts[sub[0]].Destroyed)...)
			out = append(out, figures(sub, last)...)
			out = append(out, engine.Plain(")")...)
		}
	}
	return out
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
