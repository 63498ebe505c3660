package fandango

import (
	"math"

	"monstermixer/engine"
)

// This file holds the heuristics the computer players use: a static
// estimate of who is ahead and a score of each action for rollouts.

// questWorth is a seat's quest progress: each completed quest counts 1,
// an open one its share of its condition (and of its rounds).
func (s *State) questWorth(p int) float64 {
	v := 0.0
	for i := range 3 {
		pr := s.QuestProgress(p, i)
		switch {
		case pr.Quest == 0:
		case pr.Done:
			v++
		default:
			part := float64(pr.Have) / float64(max(pr.Need, 1))
			if pr.Rounds > 0 {
				part = 0.5*part + 0.5*float64(pr.Held)/float64(pr.Rounds)
			}
			v += 0.6 * part
		}
	}
	return v
}

// material is a seat's strength on the map: its units' attack and
// defense and the items they carry.
func (s *State) material(p int) float64 {
	m := 0.0
	for _, u := range s.units {
		if u.Owner == p {
			m += float64(Monsters[u.Kind].Attack+Monsters[u.Kind].Defense)/8 + 0.1*float64(len(u.Items))
		}
	}
	return m
}

// Estimate writes each seat's estimated chance of winning, in [0,1]: a
// finished game's ranks; otherwise a softmax over quest progress and
// material (solo: progress against the rounds left).
func (s *State) Estimate(out []float64) {
	if s.IsTerminal() {
		scores, ranks := make([]int, s.n), make([]int, s.n)
		s.ScoreInto(scores, ranks)
		for p := range out {
			out[p] = 0
			if ranks[p] == 1 {
				out[p] = 1
			}
		}
		return
	}
	if s.n == 1 {
		left := 1 - float64(s.round)/float64(s.cap+1)
		out[0] = math.Min(1, s.questWorth(0)/3*(0.5+0.5*left))
		if !s.standing(0) {
			out[0] = 0
		}
		return
	}
	sum := 0.0
	for p := range s.n {
		out[p] = math.Exp(2*s.questWorth(p) + 0.5*math.Min(s.material(p), 4))
		if !s.standing(p) {
			out[p] = 0
		}
		sum += out[p]
	}
	for p := range out {
		out[p] /= sum
	}
}

// killOdds is a's chance in 64ths of killing t in melee.
func (s *State) killOdds(a, t *Unit) int {
	return min(s.meleeAttack(a, t), 8) * (8 - min(s.Defense(t), 8))
}

// Score rates an action for a rollout: higher is more purposeful
// (attacking, searching, opening, picking up, saving a unit). Moves score
// by where they end: next to an enemy, or on a hex the unit may search.
func (s *State) Score(a engine.Action) int {
	o, x, y := decode(a)
	few := s.seat >= 0 && s.unitsOf(s.seat) < 5 // build up before taking risks
	switch o {
	case opAttack, opShoot:
		at, t := s.Unit(s.actor), s.Unit(x)
		if at == nil || t == nil {
			return 0
		}
		n := s.meleeAttack(at, t)
		if o == opShoot {
			n = s.rangedAttack(at, t, s.board.Distance(at.Hex, t.Hex))
		}
		return 1 + n*(8-s.Defense(t))/8
	case opRampage, opFury:
		return 5
	case opRally:
		if few {
			return 8
		}
		return 2
	case opSearch:
		if s.unitsOf(s.seat) <= 2 {
			return 1
		}
		return 5
	case opOpen, opKey, opHeal, opEscape:
		return 5
	case opLucky:
		switch s.roll {
		case rkAttack, rkDefend, rkSearch, rkOpen: // lower is better
			if x == 0 {
				return 6
			}
			return 0
		}
		return 3
	case opOrc:
		if o, t := s.Unit(x), s.Unit(s.targets[0]); o != nil && t != nil && s.Defense(o) > s.Defense(t) {
			return 5
		}
		return 0
	case opPickup:
		return 4
	case opBuy:
		if s.phase == PhaseDeath {
			return 5
		}
		return 1
	case opMove, opRide:
		u := s.Unit(x)
		if u == nil {
			return 0
		}
		from := u.Hex
		y, _, _ = s.moveTarget(y)
		u.Hex = y
		v := 1
		if s.mayNotSearch(u) == "" {
			v += 2
		}
		// Next to an enemy: good when u would strike it harder than it
		// strikes back, bad otherwise.
		for _, e := range s.units {
			if targetable(u, e) && s.board.Distance(e.Hex, y) == 1 {
				if s.killOdds(u, e) > s.killOdds(e, u) {
					v += 2
				} else {
					v -= 3
				}
			}
		}
		u.Hex = from
		return v
	}
	return 0
}
