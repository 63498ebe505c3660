package fandango

import (
	"fmt"

	"monstermixer/engine"
)

// RivalName is the name of the map's monsters together, a solo seat's opponent (one name, so "The monster horde wins" reads right).
const RivalName = "The monster horde"

// keys are the ranking keys of seat p: winner of the game (three quests,
// or last standing), then completed quests, then units on the map (the
// documented tie-break), higher better.
func (s *State) keys(p int) []int {
	won := 0
	if s.players[p].QuestsDone() == 3 {
		won = 1
	}
	if s.phase == PhaseOver && s.n > 1 && s.standing(p) {
		alone := true
		for q := range s.n {
			alone = alone && (q == p || !s.standing(q))
		}
		if alone {
			won = 1
		}
	}
	return []int{won, s.players[p].QuestsDone(), s.unitsOf(p)}
}

func (s *State) unitsOf(p int) int {
	n := 0
	for i := range s.units {
		if s.units[i].Owner == p {
			n++
		}
	}
	return n
}

// soloScore is a solo seat's score: the round its third quest was
// finished, or the rounds played when it was not.
func (s *State) soloScore() int {
	if w := s.players[0].WonRound; w > 0 {
		return w
	}
	return s.round
}

// HighScoreMiss says why a finished solo game keeps no best score (see
// engine/highscores): one that did not finish three quests is failed,
// whatever its rounds. It returns "" for a won solo game.
func (s *State) HighScoreMiss() string {
	if s.n == 1 && s.players[0].QuestsDone() < 3 {
		return "The three quests were not finished, so this game is not a best score."
	}
	return ""
}

// ScoreInto writes the scores and ranks without building text.
func (s *State) ScoreInto(scores, ranks []int) {
	if s.n == 1 {
		scores[0] = s.soloScore()
		ranks[0] = 1
		if s.players[0].QuestsDone() < 3 {
			ranks[0] = 2
		}
		return
	}
	keys := make([][]int, s.n)
	for p := range s.n {
		keys[p] = s.keys(p)
		scores[p] = s.players[p].QuestsDone()
	}
	engine.RankKeys(keys, ranks)
}

// Result is the outcome: quests per seat (a solo seat: rounds taken),
// ranked by who won, then quests, then units on the map.
func (s *State) Result() engine.Result {
	r := engine.Result{Scores: make([]int, s.n), Ranks: make([]int, s.n), Breakdown: make([][]string, s.n)}
	s.ScoreInto(r.Scores, r.Ranks)
	for p := range s.n {
		for i := range 3 {
			if s.players[p].Quests[i] != 0 {
				r.Breakdown[p] = append(r.Breakdown[p], s.QuestProgress(p, i).String())
			}
		}
		r.Breakdown[p] = append(r.Breakdown[p], fmt.Sprintf("Quests completed: %d = %d", s.players[p].QuestsDone(), s.players[p].QuestsDone()))
	}
	if s.n == 1 {
		rank := 2
		if r.Ranks[0] == 2 {
			rank = 1
		}
		r.Breakdown[0] = append(r.Breakdown[0], fmt.Sprintf("Rounds played: %d = %d", r.Scores[0], r.Scores[0]))
		// The rival's score is in the seat's unit too: the rounds it held
		// the seat off (its wild monsters are told in the breakdown).
		r.Rivals = []engine.Rival{{Name: RivalName, Score: s.round, Rank: rank, Breakdown: []string{fmt.Sprintf("Wild monsters on the map: %d", s.unitsOf(Wild))}}}
		if done := s.players[0].QuestsDone(); done < 3 && s.IsTerminal() {
			// Both show the rounds played; say why the horde ranks first.
			r.TieBreak = compose("%s finished %d of the 3 quests by round %d, so the monster horde keeps the map", engine.SeatRef(0), done, s.round)
			if !s.standing(0) {
				r.TieBreak = compose("%s monsters were all gone by round %d, with %d of the 3 quests finished, so the monster horde keeps the map", engine.SeatsOf(0), s.round, done)
			}
		}
		return r
	}
	r.TieBreak = s.tieBreak(r.Ranks)
	if p := s.lastStanding(); p >= 0 {
		// The winner may have fewer quests than a seat ranked below it:
		// say why it ranks first.
		r.TieBreak = compose("%s is the last player standing: no other player has a monster left on the map", engine.SeatRef(p))
	}
	return r
}

// lastStanding is the seat that won a finished game of several seats as
// the last player standing (no seat finished three quests), or -1.
func (s *State) lastStanding() int {
	if s.phase != PhaseOver || s.n == 1 {
		return -1
	}
	last := -1
	for p := range s.n {
		if s.players[p].QuestsDone() == 3 {
			return -1
		}
		if s.standing(p) {
			if last >= 0 {
				return -1
			}
			last = p
		}
	}
	return last
}

// tieBreak tells how seats level on winning and quests were separated by
// their units on the map: the pair ranked highest, so a tie for first
// place is told before one lower down.
func (s *State) tieBreak(ranks []int) engine.Line {
	more, fewer, best := -1, -1, 0
	for p := range s.n {
		for q := p + 1; q < s.n; q++ {
			kp, kq := s.keys(p), s.keys(q)
			if kp[0] != kq[0] || kp[1] != kq[1] || kp[2] == kq[2] {
				continue
			}
			if r := min(ranks[p], ranks[q]); more < 0 || r < best {
				more, fewer, best = p, q, r
				if kq[2] > kp[2] {
					more, fewer = q, p
				}
			}
		}
	}
	if more < 0 {
		return nil
	}
	return compose("%s and %s finished as many quests; %s has more monsters on the map", engine.SeatRef(more), engine.SeatRef(fewer), engine.SeatRef(more))
}
