package ui

import (
	"slices"
	"strconv"
	"testing"

	"monstermixer/engine"
)

// scoredState is a state that only has a result.
type scoredState struct {
	engine.State
	scores []int
	rival  int
}

func (scoredState) ScoreUnit() engine.ScoreUnit { return engine.Points }

func (s scoredState) Result() engine.Result {
	return engine.Result{Scores: s.scores, Rivals: []engine.Rival{{Name: "Spider Jack", Score: s.rival}}}
}

// busyTable is a table that animates while busy is set.
type busyTable struct {
	Table
	busy bool
}

func (t *busyTable) Busy() bool { return t.busy }

// countingTable is a busyTable whose board shows its own scores.
type countingTable struct {
	busyTable
	seats []int
	rival int
}

func (t *countingTable) ShownScores(seats, rivals []int) {
	copy(seats, t.seats)
	rivals[0] = t.rival
}

func shownScores(ps *PanelScores) []string {
	return append(slices.Clone(ps.Seats), num(ps.Rivals[0].Score))
}

func num(n int) string { return strconv.Itoa(n) }

// The side panel shows the scores of a change once a table that shows no
// scores has shown the change, and the scores a ScoreTeller's board shows
// at every step while it animates.
func TestPanelScoresWaitOrFollowTheTable(t *testing.T) {
	before, after := scoredState{scores: []int{1, 2}, rival: 3}, scoredState{scores: []int{5, 6}, rival: 7}
	plain := &busyTable{}
	var ps PanelScores
	ps.Changed(before)
	ps.Sync(plain, 2)
	plain.busy = true
	ps.Changed(after)
	ps.Sync(plain, 2)
	if got := shownScores(&ps); !slices.Equal(got, []string{"1", "2", "3"}) {
		t.Fatalf("while a plain table animates the panel shows %q", got)
	}
	plain.busy = false
	ps.Sync(plain, 2)
	if got := shownScores(&ps); !slices.Equal(got, []string{"5", "6", "7"}) {
		t.Fatalf("after the animation the panel shows %q", got)
	}
	counting := &countingTable{busyTable: busyTable{busy: true}, seats: []int{2, 2}, rival: 4}
	ps.Changed(before)
	ps.Sync(counting, 2)
	if got := shownScores(&ps); !slices.Equal(got, []string{"2", "2", "4"}) {
		t.Fatalf("while a counting table animates the panel shows %q", got)
	}
	counting.seats[0], counting.rival = 3, 5
	ps.Sync(counting, 2)
	if got := shownScores(&ps); !slices.Equal(got, []string{"3", "2", "5"}) {
		t.Fatalf("a step later the panel shows %q", got)
	}
	counting.busy = false
	ps.Sync(counting, 2)
	if got := shownScores(&ps); !slices.Equal(got, []string{"1", "2", "3"}) {
		t.Fatalf("at rest the panel shows %q, not the view's", got)
	}
}
