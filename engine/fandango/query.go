package fandango

import (
	"slices"

	"monstermixer/engine"
)

// This file answers what a table shows: the way a move goes, the odds of
// an attack, the number a pending roll needs.

// Path lists the hexes a legal move or ride passes through, from the
// unit's hex to where it stops, one step at a time (a turn in place with
// the facing rule repeats the hex); nil for any other action.
func (s *State) Path(a engine.Action) []int {
	o, x, y := decode(a)
	u := s.Unit(x)
	if o != opMove && o != opRide || u == nil || s.check(a) != nil {
		return nil
	}
	h, f, _ := s.moveTarget(y)
	parent := make([]int, s.spots())
	s.reachFrom(u, o == opRide, parent)
	start, sp := s.spotOf(u.Hex, u.Facing), s.spotOf(h, f)
	var path []int
	for ; sp != start; sp = parent[sp] {
		path = append(path, s.hexOfSpot(sp))
	}
	path = append(path, u.Hex)
	slices.Reverse(path)
	return path
}

func (s *State) hexOfSpot(sp int) int {
	if s.facing {
		return sp / 6
	}
	return sp
}

// Odds is what an attack on one target needs: the attack roll at or under
// Attack hits, the defense roll at or under Defense saves; Kill is the
// chance in per cent that the target is hit and fails its defense.
type Odds struct {
	Target          int // unit id
	Attack, Defense int
	Kill            int
}

// AttackOdds gives the odds of each target of a legal attack, shot,
// rampage or fury (nil for any other action).
func (s *State) AttackOdds(a engine.Action) []Odds {
	o, x, _ := decode(a)
	if s.phase != PhaseThing || s.check(a) != nil {
		return nil
	}
	at := s.Unit(s.actor)
	var targets []int
	switch o {
	case opAttack, opShoot:
		targets = []int{x}
	case opRampage:
		targets = s.rampageTargets(at, x)
	case opFury:
		targets = s.furyTargets(at, Dir(x))
	default:
		return nil
	}
	var out []Odds
	for _, id := range targets {
		t := s.Unit(id)
		n := s.meleeAttack(at, t)
		if o == opShoot {
			n = s.rangedAttack(at, t, s.board.Distance(at.Hex, t.Hex))
		}
		atk, def := min(n, 8), min(s.Defense(t), 8)
		out = append(out, Odds{Target: id, Attack: n, Defense: s.Defense(t), Kill: atk * (8 - def) * 100 / 64})
	}
	return out
}

// RollNeed tells what the pending roll is for and the number it needs at
// or under (0 when a table decides instead: the find, loot and monster
// tables, a direction), for showing before the dice fall.
func (s *State) RollNeed() (what engine.Line, need int) {
	if s.phase != PhaseRoll {
		return nil, 0
	}
	a := s.Unit(s.actor)
	switch s.roll {
	case rkAttack:
		return compose("%s attacks", s.unitRef(a)), slices.Max(s.atk)
	case rkDefend:
		t := s.Unit(s.targets[s.ti])
		return compose("%s defends", s.unitRef(t)), s.Defense(t)
	case rkSearch:
		return compose("%s searches", s.unitRef(a)), Monsters[a.Kind].Search
	case rkOpen:
		return compose("%s opens the chest", s.unitRef(a)), Monsters[a.Kind].Search
	case rkRally:
		return compose("The rally cry is answered"), 4
	case rkFind:
		return compose("What %s finds", s.unitRef(a)), 0
	case rkChest:
		return compose("What the treasure chest holds"), 0
	case rkLair:
		return compose("What the lair holds"), 0
	case rkMonster:
		return compose("Which monster appears"), 0
	case rkMissile, rkWeapon:
		return compose("Which weapon it is"), 0
	case rkRallyKind:
		return compose("Who answers the rally cry"), 0
	}
	return compose("Where %s heads", s.unitRef(a)), 0
}
