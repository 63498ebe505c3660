package monstersonboard_test

import (
	"fmt"
	"slices"
	"testing"

	"monstermixer/engine/monstersonboard"
	"monstermixer/engine/record"
)

// Prophecy card 10, as the rulebook says it: "2 colors only: If exactly
// two colors of dice are in any one row, gain 15." No number of dice is
// asked: in the record Anna's rows hold 3, 3 and 2 dice, each row in two
// colours, and the card scores 15 (once: each condition scores once).
func TestProphecy10TwoColoursInAnyRow(t *testing.T) {
	_, st, err := record.ReadFile("testdata/prophecy10.mixer")
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*monstersonboard.State)
	if !s.IsTerminal() {
		t.Fatal("the record does not reach final scoring")
	}
	anna := s.Board(0)
	if anna.Prophecy != 9 {
		t.Fatalf("Anna holds card %02d, want 10", anna.Prophecy+1)
	}
	for r, row := range anna.Order {
		n := 0
		for _, d := range row {
			if !d.Empty() {
				n++
			}
		}
		if n >= 4 {
			t.Fatalf("row %d holds %d dice: the record no longer shows a row of fewer than 4", r+1, n)
		}
	}
	if got := monstersonboard.ProphecyScore(&anna); got != 15 {
		t.Fatalf("card 10 scores %d, want 15", got)
	}
	if !slices.Contains(s.Result().Breakdown[0], "Prophecy card 10 = 15") {
		t.Fatalf("Anna's breakdown does not say so: %q", s.Result().Breakdown[0])
	}
	// Two dice of two colours are enough; one colour or three are not.
	var g monstersonboard.Grid
	g[1][0], g[1][1] = monstersonboard.MakeDie(0, 1), monstersonboard.MakeDie(1, 2)
	if got := monstersonboard.Prophecies[9].Score(&g); got != 15 {
		t.Fatalf("a row of a blue and a green die scores %d, want 15", got)
	}
	g[1][1] = monstersonboard.MakeDie(0, 2)
	if got := monstersonboard.Prophecies[9].Score(&g); got != 0 {
		t.Fatalf("a row of two blue dice scores %d, want 0", got)
	}
	g[1][1], g[1][2] = monstersonboard.MakeDie(1, 2), monstersonboard.MakeDie(2, 3)
	if got := monstersonboard.Prophecies[9].Score(&g); got != 0 {
		t.Fatalf("a row of three colours scores %d, want 0", got)
	}
}

// BenchmarkProphecyCards plays Greedy games (game i uses seed i+1) and
// scores every Prophecy card on every final Order of Spider Jack (after
// the excess dice are removed), whatever card the seat held: how often
// each card scores and its mean, the figures of RULES.md. Greedy ignores
// its card, so these are the cards' odds on an Order built without them.
func BenchmarkProphecyCards(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			var scored, sum [monstersonboard.NumProphecies]int
			boards := 0
			for i := 0; b.Loop(); i++ {
				s := playGreedyState(b, uint64(i+1), players, nil)
				for p := range players {
					g := monstersonboard.Grid(s.Board(p).Order)
					for c := range monstersonboard.Prophecies {
						v := monstersonboard.Prophecies[c].Score(&g)
						sum[c] += v
						if v > 0 {
							scored[c]++
						}
					}
					boards++
				}
			}
			for c := range monstersonboard.Prophecies {
				b.ReportMetric(100*float64(scored[c])/float64(boards), fmt.Sprintf("c%02d-scores%%", c+1))
				b.ReportMetric(float64(sum[c])/float64(boards), fmt.Sprintf("c%02d-mean", c+1))
			}
		})
	}
}
