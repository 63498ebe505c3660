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
	// shows syncs the panel with tb and checks it shows want; msg says
	// when, with a %q for what it shows.
	shows := func(tb Table, want []string, msg string) {
		t.Helper()
		ps.Sync(tb, 2)
		if got := shownScores(&ps); !slices.Equal(got, want) {
			t.Fatalf(msg, got)
		}
	}
	ps.Changed(before)
	ps.Sync(plain, 2)
	plain.busy = true
	ps.Changed(after)
	shows(plain, []string{"1", "2", "3"}, "while a plain table animates the panel shows %q")
	plain.busy = false
	shows(plain, []string{"5", "6", "7"}, "after the animation the panel shows %q")
	counting := &countingTable{busyTable: busyTable{busy: true}, seats: []int{2, 2}, rival: 4}
	ps.Changed(before)
	shows(counting, []string{"2", "2", "4"}, "while a counting table animates the panel shows %q")
	counting.seats[0], counting.rival = 3, 5
	shows(counting, []string{"3", "2", "5"}, "a step later the panel shows %q")
	counting.busy = false
	shows(counting, []string{"1", "2", "3"}, "at rest the panel shows %q, not the view's")
}
