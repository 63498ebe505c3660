package ui

import (
	"slices"
	"strconv"

	"monstermixer/engine"
)

// PanelScores are the scores a side panel lists beside the players (the
// table frame's, the replay's), kept in step with the board: while the
// table animates a change, a ScoreTeller table's scores as its board
// shows them at the current step; a table that shows no scores of its own
// leaves the panel on the scores before the change until it has shown it.
// At rest the panel shows the view's Result. Texts are made only when a
// number changes, so a panel at rest allocates nothing.
type PanelScores struct {
	// Seats is each seat's score as text ("" when the view has none).
	Seats []string
	// Rivals are the opponents that are not seats, with their scores as
	// shown.
	Rivals []engine.Rival
	// Unit is what the scores count (engine.StateUnit).
	Unit engine.ScoreUnit

	view       engine.State // the view whose scores are due, nil when taken
	res        engine.Result
	seatN      []int // the numbers shown
	rivalN     []int
	seatBuf    []int
	rivalBuf   []int
	haveScores bool
}

// Changed says the view changed (a move was applied, the viewer changed):
// its scores are shown as the table shows the change.
func (ps *PanelScores) Changed(view engine.State) { ps.view = view }

// Sync brings the panel in step with table for seats seats; call it once
// per tick.
func (ps *PanelScores) Sync(t Table, seats int) {
	busy := t.Busy()
	tell, _ := t.(ScoreTeller)
	if ps.view != nil && (!busy || tell != nil) {
		ps.res = ps.view.Result()
		ps.Unit = engine.StateUnit(ps.view)
		ps.view = nil
		ps.Rivals = append(ps.Rivals[:0], ps.res.Rivals...)
		ps.Seats = ps.Seats[:0] // the texts are made again below
		ps.haveScores = true
	}
	if !ps.haveScores {
		return
	}
	ps.seatBuf = append(ps.seatBuf[:0], ps.res.Scores...)
	ps.rivalBuf = ps.rivalBuf[:0]
	for _, r := range ps.res.Rivals {
		ps.rivalBuf = append(ps.rivalBuf, r.Score)
	}
	if busy && tell != nil {
		tell.ShownScores(ps.seatBuf, ps.rivalBuf)
	}
	if len(ps.Seats) == seats && slices.Equal(ps.seatBuf, ps.seatN) && slices.Equal(ps.rivalBuf, ps.rivalN) {
		return
	}
	ps.seatN = append(ps.seatN[:0], ps.seatBuf...)
	ps.rivalN = append(ps.rivalN[:0], ps.rivalBuf...)
	ps.Seats = ps.Seats[:0]
	for p := range seats {
		sc := ""
		if p < len(ps.seatN) {
			sc = strconv.Itoa(ps.seatN[p])
		}
		ps.Seats = append(ps.Seats, sc)
	}
	for i := range ps.Rivals {
		ps.Rivals[i].Score = ps.rivalN[i]
	}
}
