package engine

import (
	"slices"
	"strconv"
)

// ScoreUnit names what a game counts, so that the app says "212 Spook
// Juice", "2 quests" or "14 hits left" rather than a fixed "points".
type ScoreUnit struct {
	One, Many string // "point", "points"; "Spook Juice", "Spook Juice"
	// LowerIsBetter is set where fewer is better (rounds taken to win a
	// solo game); ranks already say who won, this only guides wording.
	LowerIsBetter bool
}

// Format says n in the unit: "1 point", "212 Spook Juice".
func (u ScoreUnit) Format(n int) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + u.One
	}
	return strconv.Itoa(n) + " " + u.Many
}

// Points is the unit of games that count points.
var Points = ScoreUnit{One: "point", Many: "points"}

// ScoreNamer is implemented by games whose score is not "points".
type ScoreNamer interface {
	ScoreUnit() ScoreUnit
}

// UnitOf returns the score unit of g: its own, or Points.
func UnitOf(g Game) ScoreUnit {
	if n, ok := g.(ScoreNamer); ok {
		return n.ScoreUnit()
	}
	return Points
}

// RankKeys ranks entrants by keys compared in order, higher better (negate
// a key where lower is better): entrants with equal keys share a rank and
// the next rank skips (1, 1, 3). ranks must have len(keys) entries; it is
// filled and returned. It allocates nothing.
func RankKeys(keys [][]int, ranks []int) []int {
	for i := range keys {
		r := 1
		for j := range keys {
			if j != i && slices.Compare(keys[j], keys[i]) > 0 {
				r++
			}
		}
		ranks[i] = r
	}
	return ranks
}

// RankScores ranks by score alone, higher better, ties shared.
func RankScores(scores []int, ranks []int) []int {
	for i := range scores {
		r := 1
		for j := range scores {
			if scores[j] > scores[i] {
				r++
			}
		}
		ranks[i] = r
	}
	return ranks
}

// Entrants is the number of seats and rivals ranked in r.
func (r Result) Entrants() int { return len(r.Ranks) + len(r.Rivals) }

// SeatWon reports whether seat p is ranked first (alone or tied); never
// when the result is ScoreOnly.
func (r Result) SeatWon(p int) bool { return !r.ScoreOnly && p < len(r.Ranks) && r.Ranks[p] == 1 }

// UniformOutcomes appends the chance outcomes of a uniform choice among
// actions, each with probability 1/len(actions).
func UniformOutcomes(dst []ChanceOutcome, actions []Action) []ChanceOutcome {
	p := 1 / float64(len(actions))
	for _, a := range actions {
		dst = append(dst, ChanceOutcome{Action: a, Prob: p})
	}
	return dst
}
