package chessmonsters

import (
	"math"

	"monstermixer/engine"
)

// This file holds the computer players' judgement of Chess Monsters: a
// score for each action (the rollout policy's guide) and a static estimate
// of who is ahead. Neither is a rule; both read only the state they are
// given (the searcher gives them sampled states).

// hitFaces is the number of D6 faces that hit with accuracy acc.
func hitFaces(acc int) int {
	n := 0
	for r := 1; r <= 6; r++ {
		if Hits(r, acc) {
			n++
		}
	}
	return n
}

// hitChance is the chance that a D6 hits with accuracy acc.
func hitChance(acc int) float64 { return float64(hitFaces(acc)) / 6 }

// Score rates a legal action for the seat deciding: higher is better.
func (s *State) Score(a engine.Action) int {
	d := decode(a)
	switch d.kind {
	case kAttack, kTeam:
		m, v := s.board[d.a], s.board[d.b]
		p := hitChance(accuracy(m, dirTo(d.a, d.b)))
		hits := power(m) - int(v.Shield)
		if v.Kind == Shellby {
			hits--
		}
		score := 40 + int(20*p*float64(hits))
		if hits >= Roster[v.Kind].Health {
			score += int(60 * p)
		}
		if d.kind == kTeam {
			score += 25
		}
		return score
	case kJoin:
		return 60
	case kGo:
		return 10
	case kSummon:
		r := d.b / Size
		if s.turn == Black {
			r = Size - 1 - r
		}
		return 30 + 3*r + Roster[d.a].Health + Roster[d.a].Power
	case kMove:
		return 50 - 6*s.nearestEnemyFrom(d.b, int(s.board[d.a].Owner))
	case kAbility, kMirror, kHost:
		return 15
	case kLoot:
		switch d.a {
		case BearTrap, SmokeBomb:
			return 45
		case IronShield:
			if s.pend.kind == pendAttack && int(s.pend.to) == d.b {
				return 40
			}
		case SecondWind:
			return 25
		case PowerGloves:
			return 12
		}
		return 3
	case kSandtrap, kDodge:
		return 60
	case kPass:
		return 10
	case kWait:
		return 1
	case kEnd:
		return 6
	case kPick:
		m := Roster[d.a]
		return 2*m.Health + 3*m.Power + m.Energy
	}
	return 0
}

// nearestEnemyFrom is the king-move distance from field f to the nearest
// monster not of owner (2*Size when there is none).
func (s *State) nearestEnemyFrom(f, owner int) int {
	enemies := s.occ[1-owner]
	for r, ring := range rings[f] {
		if enemies&ring != 0 {
			return r
		}
	}
	return 2 * Size
}

// rings holds, for each field f, the fields at each king-move distance
// from f (ring 0 is f itself).
var rings = func() (out [NumFields][Size]uint64) {
	for f := range NumFields {
		for g := range NumFields {
			dr, dc := g/Size-f/Size, g%Size-f%Size
			out[f][max(engine.Abs(dr), engine.Abs(dc))] |= fieldBit(g)
		}
	}
	return out
}()

// WhiteAhead estimates White's chance of winning in [0,1]: the end when
// the game is over, otherwise hit points and the monsters each side still
// has (in the arena and in reserve), with the loot cards drawn.
func (s *State) WhiteAhead() float64 {
	switch {
	case s.phase == phOver && s.winner == White:
		return 1
	case s.phase == phOver && s.winner == Black:
		return 0
	case s.phase == phOver:
		return 0.5
	}
	var v [2]float64
	for p := range 2 {
		v[p] = float64(s.hp[p]) + 2*float64(NumLoot-s.deckN[p])
		for k, n := range s.reserve[p] {
			v[p] += float64(n) * float64(Roster[k].Health+Roster[k].Power)
		}
	}
	for _, m := range s.board {
		if m.Kind >= 0 {
			v[m.Owner] += float64(Roster[m.Kind].Health + Roster[m.Kind].Power)
		}
	}
	return 1 / (1 + math.Exp(-(v[White]-v[Black])/8))
}

// Picking reports whether the seat deciding is picking its team.
func (s *State) Picking() bool { return s.phase == phPick }

// PickOf returns the monster a pick action takes, or -1 for another action.
func (s *State) PickOf(a engine.Action) int {
	if d := decode(a); d.kind == kPick && d.a < NumMonsters {
		return d.a
	}
	return -1
}
