package fandango

import "slices"

// afterDie offers a ratman's Lucky when it would change what the die does,
// else resolves the roll.
func (s *State) afterDie() {
	if u := s.luckyUnit(); u != nil && (s.luckChanges(false) || s.luckChanges(true)) {
		s.phase, s.seat = PhaseLucky, u.Owner
		return
	}
	s.resolveRoll()
}

// luckyUnit is the ratman of a seat whose roll the pending die is, if
// any: its attack, its defense, its search and what that search finds
// or opens.
func (s *State) luckyUnit() *Unit {
	var u *Unit
	switch s.roll {
	case rkAttack, rkSearch, rkFind, rkOpen, rkChest, rkLair, rkMonster, rkMissile, rkWeapon:
		u = s.Unit(s.actor)
	case rkDefend:
		u = s.Unit(s.targets[s.ti])
	}
	if u == nil || u.Kind != Ratman || u.Owner < 0 {
		return nil
	}
	return u
}

// outcome is what die value v does for the pending roll, as a number
// that differs exactly when the result differs.
func (s *State) outcome(v int) int {
	a := s.Unit(s.actor)
	switch s.roll {
	case rkAttack:
		hits := 0
		for i, n := range s.atk {
			if v <= n {
				hits |= 1 << i
			}
		}
		return hits
	case rkDefend:
		return bint(v <= s.Defense(s.Unit(s.targets[s.ti])))
	case rkSearch, rkOpen:
		return bint(v <= Monsters[a.Kind].Search)
	case rkFind:
		return int(SearchTable(v))
	case rkChest:
		return int(ChestTable(v))
	case rkLair:
		return int(LairTable(v))
	case rkMonster:
		k, ok := RandomMonster(v)
		return int(k) + 100*bint(ok)
	case rkMissile:
		return int(MissileTable(v))
	case rkWeapon:
		return int(WeaponTable(v))
	}
	return v
}

// luckChanges reports whether Lucky's +1 (up) or -1 changes the outcome.
func (s *State) luckChanges(up bool) bool {
	d := -1
	if up {
		d = 1
	}
	return s.outcome(s.die+d) != s.outcome(s.die)
}

func (s *State) luck(up bool) {
	if up {
		s.die++
	} else {
		s.die--
	}
	s.silent(Event{Kind: EvLucky, Unit: s.luckyUnit().ID, Hex: s.luckyUnit().Hex, Value: s.die})
}

// resolveRoll does what the pending die says.
func (s *State) resolveRoll() {
	v := s.die
	a := s.Unit(s.actor)
	switch s.roll {
	case rkAttack:
		var hit []int
		for i, id := range s.targets {
			if v <= s.atk[i] {
				hit = append(hit, id)
			}
		}
		if len(hit) == 0 {
			s.tell(Event{Kind: EvMissed, Unit: a.ID, Hex: a.Hex}, "%s misses", s.unitRef(a))
			s.finish()
			return
		}
		s.tell(Event{Kind: EvHit, Unit: a.ID, Hex: a.Hex}, "%s hits", s.unitRef(a))
		s.targets, s.ti = append(s.targets[:0], hit...), -1
		s.nextTarget()
	case rkDefend:
		t := s.Unit(s.targets[s.ti])
		if v <= s.Defense(t) {
			s.tell(Event{Kind: EvUnharmed, Unit: t.ID, Hex: t.Hex}, "%s defends and is unharmed", s.unitRef(t))
			s.nextTarget()
			return
		}
		s.wouldDie(t.ID)
	case rkSearch:
		if v > Monsters[a.Kind].Search {
			s.tell(Event{Kind: EvNothing, Unit: a.ID, Hex: a.Hex}, "%s finds nothing", s.unitRef(a))
			s.finish()
			return
		}
		s.rollFor(rkFind)
	case rkFind:
		switch SearchTable(v) {
		case FindChest:
			s.ground = append(s.ground, GroundItem{Hex: a.Hex, Item: Chest})
			s.tell(Event{Kind: EvFound, Unit: a.ID, Hex: a.Hex, Item: Chest}, "%s finds a treasure chest, locked and trapped", s.unitRef(a))
			s.finish()
		case FindMonster:
			s.tell(Event{Kind: EvDisturbed, Unit: a.ID, Hex: a.Hex}, "%s disturbs a monster", s.unitRef(a))
			s.rollFor(rkMonster)
		default:
			s.lair[a.Hex] = true
			s.tell(Event{Kind: EvLair, Unit: a.ID, Hex: a.Hex}, "%s finds a dungeon: a monster lair, to be searched again and again", s.unitRef(a))
			s.finish()
		}
	case rkOpen:
		if v <= Monsters[a.Kind].Search {
			s.tell(Event{Kind: EvOpened, Unit: a.ID, Hex: a.Hex}, "%s opens the chest safely", s.unitRef(a))
			s.setChest(OpenChest)
			s.rollFor(rkChest)
			return
		}
		s.setChest(SprungChest)
		s.tell(Event{Kind: EvTrap, Unit: a.ID, Hex: a.Hex}, "The chest's trap goes off")
		s.trap = true
		s.wouldDie(a.ID)
	case rkChest, rkLair:
		r := ChestTable(v)
		if s.roll == rkLair {
			r = LairTable(v)
		}
		switch r {
		case GetMissile:
			s.rollFor(rkMissile)
			return
		case GetWeapon:
			s.rollFor(rkWeapon)
			return
		case GetMonster:
			if s.roll == rkLair {
				s.dens = append(s.dens, den{hex: a.Hex}) // the lair's encounter: its monster will keep it
			}
			s.rollFor(rkMonster)
			return
		case GetHorse:
			s.appear(a.Hex, Horse, a.Owner)
		default:
			s.give([...]Item{GetBag: MoneyBag, GetMelee: Sword, GetKitten: Kitten, GetKey: Key, GetPotion: Potion}[r])
		}
		s.finish()
	case rkMonster:
		if k, ok := RandomMonster(v); ok {
			s.appear(a.Hex, k, Wild)
		} else {
			s.give(Kitten)
		}
		// A lair's encounter that brought no monster leaves the lair unkept.
		s.dens = slices.DeleteFunc(s.dens, func(d den) bool { return d.unit == 0 })
		s.finish()
	case rkMissile:
		s.give(MissileTable(v))
		s.finish()
	case rkWeapon:
		s.give(WeaponTable(v))
		s.finish()
	case rkRally:
		if v > 4 {
			s.tell(Event{Kind: EvNobody, Unit: a.ID, Hex: a.Hex}, "Nobody answers the rally cry")
			s.finish()
			return
		}
		s.rollFor(rkRallyKind)
	case rkRallyKind:
		s.appear(s.board.Start(s.turn), RallyTable[v], s.turn)
		s.finish()
	case rkWildDir:
		s.wildMove(a, Dir(v))
	}
}

// wildMove moves a random monster one hex in direction d (it stays when
// that hex is off the map, has a unit or no room, or Fear forbids it),
// then has it strike (wildStrike).
func (s *State) wildMove(u *Unit, d Dir) {
	if to := s.board.Neighbor(u.Hex, d); to >= 0 && s.occupant(to) == -2 && s.load(to)+u.Load() <= StackLimit && !s.feared(u.Kind, Wild, to) {
		u.Hex, u.Facing = to, d
	}
	s.wildStrike(u)
}

// wildStrike has a random monster attack a player's unit next to it: the
// one with the lowest defense, then the oldest.
func (s *State) wildStrike(u *Unit) {
	var t *Unit
	for dd := range Dir(6) {
		if h := s.board.Neighbor(u.Hex, dd); h >= 0 {
			if w := s.weakest(u, h); w != nil && (t == nil || s.Defense(w) < s.Defense(t) || s.Defense(w) == s.Defense(t) && w.ID < t.ID) {
				t = w
			}
		}
	}
	switch {
	case t == nil:
		s.finish()
	case u.Kind == BlackDeath:
		s.declare(u, s.rampageTargets(u, t.Hex), false)
	case u.Kind == DeathBeast:
		for dd := range Dir(6) {
			if s.board.Neighbor(u.Hex, dd) == t.Hex {
				s.declare(u, s.furyTargets(u, dd), false)
			}
		}
	default:
		s.declare(u, []int{t.ID}, false)
	}
}
