package engine_test

import (
	"reflect"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// Equal keys share a rank and the next rank skips; later keys break ties
// of earlier ones.
func TestRankKeys(t *testing.T) {
	keys := [][]int{{5, 1}, {7, 0}, {5, 1}, {5, 2}, {2, 9}}
	if got := engine.RankKeys(keys, make([]int, 5)); !reflect.DeepEqual(got, []int{3, 1, 3, 2, 5}) {
		t.Fatalf("RankKeys = %v", got)
	}
	if got := engine.RankScores([]int{4, 9, 9, 1}, make([]int, 4)); !reflect.DeepEqual(got, []int{3, 1, 1, 4}) {
		t.Fatalf("RankScores = %v", got)
	}
}

func TestUniformOutcomes(t *testing.T) {
	got := engine.UniformOutcomes(nil, []engine.Action{3, 5, 8, 9})
	want := []engine.ChanceOutcome{{Action: 3, Prob: 0.25}, {Action: 5, Prob: 0.25}, {Action: 8, Prob: 0.25}, {Action: 9, Prob: 0.25}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("UniformOutcomes = %v", got)
	}
}

// A game names its score; others count points.
func TestScoreUnits(t *testing.T) {
	u := engine.UnitOf(enginetest.HighCard)
	if u.Format(1) != "1 pip" || u.Format(5) != "5 pips" {
		t.Fatalf("High Card says %q and %q", u.Format(1), u.Format(5))
	}
	if got := engine.Points.Format(0); got != "0 points" {
		t.Fatalf("Points.Format(0) = %q", got)
	}
	juice := engine.ScoreUnit{One: "Spook Juice", Many: "Spook Juice"}
	if got := juice.Format(212); got != "212 Spook Juice" {
		t.Fatalf("%q", got)
	}
}

// Seats and rivals are entrants; a seat wins only when ranked first.
func TestResultEntrants(t *testing.T) {
	r := engine.Result{Scores: []int{198}, Ranks: []int{2}, Rivals: []engine.Rival{{Name: "Spider Jack", Score: 212, Rank: 1}}}
	if r.Entrants() != 2 || r.SeatWon(0) || len(r.Winners()) != 0 {
		t.Fatalf("entrants %d, seat won %v, winners %v", r.Entrants(), r.SeatWon(0), r.Winners())
	}
}
