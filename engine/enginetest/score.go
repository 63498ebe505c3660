package enginetest

import (
	"strconv"

	"monstermixer/engine"
)

// IsTerminal reports the end: every seat has kept (and the House has its
// card, when it plays).
func (s *State) IsTerminal() bool { return s.done }

// Result ranks the cards, highest first, ties shared. With the House, it
// is a rival ranked with the seats; a lone seat without the House is
// ranked 1 with a 4 or better and 2 otherwise. Before the end it is a
// provisional count, a hidden card counting 0.
func (s *State) Result() engine.Result {
	n := len(s.cards)
	r := engine.Result{Scores: make([]int, n), Ranks: make([]int, n), Breakdown: make([][]string, n)}
	for p, c := range s.cards {
		r.Scores[p] = max(c, 0)
		r.Breakdown[p] = []string{"Card = " + strconv.Itoa(r.Scores[p])}
	}
	switch {
	case s.cfg.house:
		all := engine.RankScores(append(r.Scores[:n:n], s.house), make([]int, n+1))
		copy(r.Ranks, all)
		if s.g.flaws.badRanks {
			engine.RankScores(r.Scores, r.Ranks)
		}
		r.Rivals = []engine.Rival{{Name: houseName, Score: s.house, Rank: all[n], Breakdown: []string{"Card = " + strconv.Itoa(s.house)}}}
	case n == 1:
		r.Ranks[0] = 2
		if r.Scores[0] >= goal {
			r.Ranks[0] = 1
		}
	default:
		engine.RankScores(r.Scores, r.Ranks)
	}
	r.ScoreOnly = s.g.flaws.scoreOnly
	return r
}

// EndReason says why the game ended (engine.EndTeller): everyone has kept,
// and with the House its card is dealt.
func (s *State) EndReason() engine.Line {
	switch {
	case !s.done:
		return nil
	case s.cfg.house:
		return engine.Plain("everyone has kept a card and the House's card is dealt")
	}
	return engine.Plain("everyone has kept a card")
}
