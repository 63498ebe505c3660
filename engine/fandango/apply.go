package fandango

import (
	"slices"

	"monstermixer/engine"
)

// Apply plays an action or a chance outcome; an illegal one is refused
// with the reason and the state unchanged.
func (s *State) Apply(a engine.Action) error {
	if s.phase == PhaseOver {
		return engine.ErrGameOver
	}
	if err := s.check(a); err != nil {
		return err
	}
	s.ApplyChosen(a)
	return nil
}

// ApplyChosen plays an action taken from the state's legal actions or
// chance outcomes (engine.ChosenApplier) without checking it again.
func (s *State) ApplyChosen(a engine.Action) {
	s.events = s.events[:0]
	o, x, y := decode(a)
	switch s.phase {
	case PhaseQuests:
		s.questRolled(x)
	case PhaseTie:
		s.tieRolled(x)
	case PhaseRoll:
		s.die = x
		s.afterDie()
	case PhaseMark:
		s.mark(x)
	case PhaseSelect:
		if o == opBuy {
			s.buy(x, Item(y))
		} else {
			s.move(x, y, o == opRide)
		}
	case PhaseThing:
		s.thing(o, x, y)
	case PhaseLucky:
		if o == opLucky {
			s.luck(x == 1)
		}
		s.resolveRoll()
	case PhaseOrc:
		if o == opOrc {
			s.sacrifice(x)
		}
		s.rollFor(rkAttack)
	case PhaseDeath:
		s.save(o, x, y)
	}
}

// rollFor waits for a die of kind rk.
func (s *State) rollFor(rk rollKind) {
	s.phase, s.roll = PhaseRoll, rk
}

// ---- setup: quests, the first player, Capture the Flag points ----

func (s *State) questRolled(v int) {
	pl := &s.players[s.qSeat]
	if Quests[v].Rival && s.n == 1 {
		s.tell(Event{Kind: EvQuestRolled, Seat: s.qSeat, Value: v}, "This quest (%s) needs an opponent, so %s rolls again", Quests[v].Short, s.seatRef(s.qSeat))
		return
	}
	if slices.Contains(pl.Quests[:], v) {
		s.tell(Event{Kind: EvQuestRolled, Seat: s.qSeat, Value: v}, "%s already has this quest (%s), so rolls again", s.seatRef(s.qSeat), Quests[v].Short)
		return
	}
	pl.Quests[s.qIdx] = v
	pl.Rolled += v
	s.tell(Event{Kind: EvQuestRolled, Seat: s.qSeat, Value: v}, "%s rolls %d: %s", s.seatRef(s.qSeat), v, Quests[v].Text)
	if s.qIdx++; s.qIdx < 3 {
		return
	}
	s.qIdx = 0
	if s.qSeat++; s.qSeat < s.n {
		return
	}
	low := s.players[0].Rolled
	for _, p := range s.players {
		low = min(low, p.Rolled)
	}
	s.tied = s.tied[:0]
	for p := range s.n {
		if s.players[p].Rolled == low {
			s.tied = append(s.tied, p)
		}
	}
	s.settleFirst()
}

// settleFirst starts the seat left alone among the tied, or has them roll.
func (s *State) settleFirst() {
	if len(s.tied) > 1 {
		s.phase = PhaseTie
		s.tieRolls = s.tieRolls[:0]
		return
	}
	s.first = s.tied[0]
	if s.n == 1 {
		// Alone, nobody rolled lower: the seat simply starts.
		s.tell(Event{Kind: EvFirstPlayer, Seat: s.first}, "%s starts", s.seatRef(s.first))
		s.nextMark()
		return
	}
	s.tell(Event{Kind: EvFirstPlayer, Seat: s.first}, "%s rolled the lowest and starts", s.seatRef(s.first))
	s.nextMark()
}

func (s *State) tieRolled(v int) {
	s.tieRolls = append(s.tieRolls, v)
	if len(s.tieRolls) < len(s.tied) {
		return
	}
	low := slices.Min(s.tieRolls)
	var still []int
	for i, p := range s.tied {
		if s.tieRolls[i] == low {
			still = append(still, p)
		}
	}
	s.tied = still
	s.settleFirst()
}

// nextMark asks an opponent to mark the next Capture the Flag point, or
// starts the first round.
func (s *State) nextMark() {
	for p := range s.n {
		if slices.Contains(s.players[p].Quests[:], 3) && len(s.players[p].Flags) < 3 {
			s.phase, s.markFor, s.seat = PhaseMark, p, (p+1)%s.n
			return
		}
	}
	s.round = 1
	s.turn = (s.first + s.n - 1) % s.n
	s.nextTurn()
}

func (s *State) mark(h int) {
	s.players[s.markFor].Flags = append(s.players[s.markFor].Flags, h)
	s.nextMark()
}

// ---- turns and rounds ----

// nextTurn passes the turn clockwise to the next seat with a unit that
// has not acted, or ends the players' part of the round.
func (s *State) nextTurn() {
	for i := 1; i <= s.n; i++ {
		p := (s.turn + i) % s.n
		for j := range s.units {
			if s.units[j].Owner == p && !s.units[j].Acted {
				s.turn, s.seat, s.phase, s.actor = p, p, PhaseSelect, 0
				return
			}
		}
	}
	s.turn, s.seat = Wild, Wild
	s.wild = s.wild[:0]
	for i := range s.units {
		if s.units[i].Owner == Wild {
			s.wild = append(s.wild, s.units[i].ID)
		}
	}
	s.nextWild()
}

// nextWild moves the next random monster, or ends the round.
func (s *State) nextWild() {
	for len(s.wild) > 0 {
		u := s.Unit(s.wild[0])
		s.wild = slices.Delete(s.wild, 0, 1) // keeps the memory for the next round
		if u == nil {
			continue
		}
		if u.Flipped {
			u.Flipped = false
			s.tell(Event{Kind: EvHealed, Unit: u.ID, Hex: u.Hex}, "%s gets back up", s.unitRef(u))
			continue
		}
		s.actor = u.ID
		if s.keeps(u.ID) {
			s.wildStrike(u) // a lair's monster stays at its lair
			return
		}
		s.rollFor(rkWildDir)
		return
	}
	s.endRound()
}

// endRound counts the control quests' whole rounds, checks the end and
// starts the next round.
func (s *State) endRound() {
	s.holdRounds()
	s.checkQuests()
	for i := range s.units {
		s.units[i].Acted, s.units[i].Gave = false, false
	}
	if s.over() {
		return
	}
	if s.round >= s.cap {
		s.tell(Event{Kind: EvEnd, Seat: -1, Value: s.cap}, "The round cap of %d rounds is reached", s.cap)
		s.phase = PhaseOver
		return
	}
	s.round++
	s.turn = (s.first + s.n - 1) % s.n
	s.nextTurn()
}

// over ends the game when a seat has three quests, when at most one
// player still has units (solo: when the seat has none).
func (s *State) over() bool {
	var three []int
	for p := range s.n {
		if s.players[p].QuestsDone() == 3 {
			three = append(three, p)
		}
	}
	if len(three) > 0 {
		s.phase = PhaseOver
		s.tellThree(three)
		return true
	}
	standing, last := s.standingCount()
	switch {
	case s.n == 1 && standing == 0:
		s.tell(Event{Kind: EvEnd, Seat: -1}, "%s monsters are all gone: the map's monsters win", engine.SeatsOf(0))
	case standing == 0:
		s.tell(Event{Kind: EvEnd, Seat: -1}, "No player has a monster left")
	case s.n > 1 && standing == 1:
		s.tell(Event{Kind: EvEnd, Seat: last}, "%s is the last player standing and wins", s.seatRef(last))
	default:
		return false
	}
	s.phase = PhaseOver
	return true
}

// tellThree announces the end when the seats in three finished their third
// quest in the same action or at the same round's end: they are all first
// to finish, so the ranking's tie-break decides (more monsters on the
// map; still tied, they share the win), as after the round cap.
func (s *State) tellThree(three []int) {
	if len(three) == 1 {
		s.tell(Event{Kind: EvEnd, Seat: three[0]}, "%s has finished three quests and wins", s.seatRef(three[0]))
		return
	}
	ranks := make([]int, s.n)
	s.ScoreInto(make([]int, s.n), ranks)
	var firsts []int
	for _, p := range three {
		if ranks[p] == 1 {
			firsts = append(firsts, p)
		}
	}
	all, allArgs := s.seatList(three)
	e := Event{Kind: EvEnd, Seat: -1}
	win, winArgs := s.seatList(firsts)
	switch {
	case len(firsts) == len(three):
		s.tell(e, all+" finish three quests at once with as many monsters on the map, and share the win", allArgs...)
	case len(firsts) == 1:
		e.Seat = firsts[0]
		s.tell(e, all+" finish three quests at once; "+win+" has the most monsters on the map and wins", append(allArgs, winArgs...)...)
	default:
		s.tell(e, all+" finish three quests at once; "+win+" have the most monsters on the map and share the win", append(allArgs, winArgs...)...)
	}
}

// seatList is a format naming the seats ("%s, %s and %s") and its
// arguments.
func (s *State) seatList(seats []int) (string, []any) {
	verbs, args := make([]string, len(seats)), make([]any, len(seats))
	for i, p := range seats {
		verbs[i], args[i] = "%s", s.seatRef(p)
	}
	return engine.JoinWords(verbs), args
}

// standing reports whether seat p still has a unit on the map.
func (s *State) standing(p int) bool {
	for i := range s.units {
		if s.units[i].Owner == p {
			return true
		}
	}
	return false
}

// finish ends the acting unit's action (or the wild monster's).
func (s *State) finish() {
	s.targets, s.atk = s.targets[:0], s.atk[:0]
	s.trap = false
	s.checkQuests()
	if s.over() {
		return
	}
	if s.turn == Wild {
		s.nextWild()
		return
	}
	s.nextTurn()
}

// ---- a unit's action ----

func (s *State) move(id, y int, riding bool) {
	u := s.Unit(id)
	h, f, _ := s.moveTarget(y)
	from := u.Hex
	if s.facing {
		u.Facing = f
	}
	if riding {
		horse := s.horseFor(u)
		horse.Hex, horse.Acted, horse.Facing = h, true, u.Facing
		if e := s.board.End(h); e != 0 {
			s.players[u.Owner].Ends |= uint8(e)
		}
	}
	u.Hex, u.Acted = h, true
	s.actor, s.moved = id, h != from
	if s.moved && u.Burrowed {
		u.Burrowed = false
		s.tell(Event{Kind: EvSurfaced, Unit: u.ID, Hex: u.Hex}, "%s comes out of the ground", s.unitRef(u))
	}
	s.checkQuests()
	s.phase = PhaseThing
}

func (s *State) thing(o op, x, y int) {
	u := s.Unit(s.actor)
	if u.Burrowed && (o == opAttack || o == opShoot || o == opRampage || o == opFury) {
		u.Burrowed = false
	}
	switch o {
	case opPass, opHeal, opBurrow, opPickup, opGive:
		switch o {
		case opHeal:
			u.Flipped = false
		case opBurrow:
			u.Burrowed = true
		case opPickup:
			s.pickup(u)
		case opGive:
			i := slices.Index(u.Items, Item(y))
			u.Items = slices.Delete(u.Items, i, i+1)
			t := s.Unit(x)
			t.Items = append(t.Items, Item(y))
		}
		s.finish()
	case opBuy:
		s.buy(x, Item(y))
	case opAttack, opShoot:
		s.declare(u, []int{x}, o == opShoot)
	case opRampage:
		s.declare(u, s.rampageTargets(u, x), false)
	case opFury:
		s.declare(u, s.furyTargets(u, Dir(x)), false)
	case opSearch:
		if s.lair[u.Hex] {
			s.rollFor(rkLair)
			return
		}
		s.searchd[u.Hex] = int8(u.Owner)
		s.rollFor(rkSearch)
	case opOpen:
		at, c, _ := s.chestFor(u)
		s.chestAt = at
		if c == SprungChest {
			s.tell(Event{Kind: EvOpened, Unit: u.ID, Hex: u.Hex}, "The trap has gone off already: the chest opens")
			s.setChest(OpenChest)
			s.rollFor(rkChest)
			return
		}
		s.rollFor(rkOpen)
	case opKey:
		s.chestAt, _, _ = s.chestFor(u)
		i := slices.Index(u.Items, Key)
		u.Items = slices.Delete(u.Items, i, i+1)
		s.tell(Event{Kind: EvOpened, Unit: u.ID, Hex: u.Hex, Item: Key}, "The key opens the chest safely")
		s.setChest(OpenChest)
		s.rollFor(rkChest)
	case opRally:
		s.rollFor(rkRally)
	}
}

// pickup moves to u the items lying on its hex that the units there have
// room to carry (roomFor), in the order they lie; the rest stay.
func (s *State) pickup(u *Unit) {
	s.ground = slices.DeleteFunc(s.ground, func(g GroundItem) bool {
		if g.Hex == u.Hex && s.roomFor(u.Hex, g.Item) {
			u.Items = append(u.Items, g.Item)
			return true
		}
		return false
	})
}

// setChest changes the state of the chest being opened.
func (s *State) setChest(it Item) {
	if s.chestAt >= 0 {
		s.ground[s.chestAt].Item = it
		return
	}
	u := s.Unit(s.actor)
	for i, c := range u.Items {
		if c == Chest || c == SprungChest {
			u.Items[i] = it
			return
		}
	}
}

// buy spends unit id's money bag on it.
func (s *State) buy(id int, it Item) {
	u := s.Unit(id)
	u.Items[slices.Index(u.Items, MoneyBag)] = it
	s.tell(Event{Kind: EvBought, Unit: u.ID, Hex: u.Hex, Item: it}, "%s buys %s with a money bag", s.unitRef(u), itemPhrase(it))
}

// ---- combat ----

// declare starts an attack by a on the targets; a single target's orc
// friends may take it first.
func (s *State) declare(a *Unit, targets []int, ranged bool) {
	s.targets = append(s.targets[:0], targets...)
	s.killer, s.trap, s.ti = a.Owner, false, 0
	s.setAttackNumbers(ranged)
	if len(targets) == 1 {
		for i := range s.units {
			if s.mayTakeAttack(s.units[i]) {
				s.phase, s.seat = PhaseOrc, s.Unit(targets[0]).Owner
				return
			}
		}
	}
	s.rollFor(rkAttack)
}

// setAttackNumbers works out the attacker's range against each target.
func (s *State) setAttackNumbers(ranged bool) {
	a := s.Unit(s.actor)
	s.atk = s.atk[:0]
	for _, id := range s.targets {
		t := s.Unit(id)
		if d := s.board.Distance(a.Hex, t.Hex); ranged && d > 1 {
			s.atk = append(s.atk, s.rangedAttack(a, t, d))
		} else {
			s.atk = append(s.atk, s.meleeAttack(a, t))
		}
	}
}

// sacrifice has orc id take the declared attack: it is rolled as
// declared (the same attack number) and the orc defends as normal.
func (s *State) sacrifice(id int) {
	o := s.Unit(id)
	o.Gave = true
	s.tell(Event{Kind: EvSacrifice, Unit: o.ID, Hex: o.Hex, Value: s.targets[0]}, "%s takes the attack meant for %s", s.unitRef(o), s.unitRef(s.Unit(s.targets[0])))
	s.targets[0] = id
}

// nextTarget rolls the next hit target's defense, or ends the attack.
func (s *State) nextTarget() {
	if s.ti++; s.ti < len(s.targets) {
		s.rollFor(rkDefend)
		return
	}
	s.finish()
}

// wouldDie resolves a death: a troll's first failed defense downs it, a
// potion cancels it, a window may let the owner save the unit.
func (s *State) wouldDie(id int) {
	u := s.Unit(id)
	switch {
	case !s.trap && u.Kind == Troll && !u.Flipped:
		u.Flipped = true
		s.tell(Event{Kind: EvDowned, Unit: u.ID, Hex: u.Hex}, "%s is knocked down (Regeneration)", s.unitRef(u))
	case u.Has(Potion):
		i := slices.Index(u.Items, Potion)
		u.Items = slices.Delete(u.Items, i, i+1)
		s.tell(Event{Kind: EvSaved, Unit: u.ID, Hex: u.Hex, Item: Potion}, "%s drinks a potion and survives", s.unitRef(u))
	case u.Owner >= 0 && s.hasSave(u):
		s.phase, s.seat, s.dying = PhaseDeath, u.Owner, id
		return
	default:
		s.kill(u)
	}
	s.afterDeath()
}

// hasSave reports whether u's owner could save it from dying now.
func (s *State) hasSave(u *Unit) bool {
	d := s.dying
	s.dying = u.ID
	n := len(s.appendSaves(nil))
	s.dying = d
	return n > 0
}

func (s *State) afterDeath() {
	if s.trap {
		s.finish()
		return
	}
	s.nextTarget()
}

// save applies a decision of the death window.
func (s *State) save(o op, x, y int) {
	u := s.Unit(s.dying)
	switch {
	case o == opEscape:
		i := slices.Index(u.Items, Kitten)
		u.Items = slices.Delete(u.Items, i, i+1)
		u.Hex, u.Facing = s.escapeTo(u, Dir(x)), Dir(x)
		s.tell(Event{Kind: EvEscaped, Unit: u.ID, Hex: u.Hex, Item: Kitten}, "%s escapes three hexes %s with a kitten; the kitten is gone", s.unitRef(u), Dir(x))
	case o == opBuy && Item(y) == Kitten:
		s.buy(x, Kitten)
		return
	case o == opBuy:
		i := slices.Index(u.Items, MoneyBag)
		u.Items = slices.Delete(u.Items, i, i+1)
		s.tell(Event{Kind: EvSaved, Unit: u.ID, Hex: u.Hex, Item: MoneyBag}, "%s buys a potion with a money bag, drinks it and survives", s.unitRef(u))
	default:
		s.kill(u)
	}
	s.dying = 0
	s.afterDeath()
}

// kill removes u from the game; its items drop to the ground and the
// attacking seat is credited.
func (s *State) kill(u *Unit) {
	if s.trap {
		s.tell(Event{Kind: EvKilled, Unit: u.ID, Hex: u.Hex, Item: Chest}, "%s is killed by the trap", s.unitRef(u))
	} else {
		s.tell(Event{Kind: EvKilled, Unit: u.ID, Hex: u.Hex}, "%s is killed", s.unitRef(u))
	}
	for _, it := range u.Items {
		s.ground = append(s.ground, GroundItem{Hex: u.Hex, Item: it})
	}
	s.dens = slices.DeleteFunc(s.dens, func(d den) bool { return d.unit == u.ID }) // its lair is free again
	if k := s.killer; !s.trap && k >= 0 && k != u.Owner {
		s.credit(k, u)
	}
	// Remove u, keeping its memory past the end of the slice, where
	// DeterminizeInto reuses it.
	i := slices.IndexFunc(s.units, func(x *Unit) bool { return x.ID == u.ID })
	last := len(s.units) - 1
	copy(s.units[i:], s.units[i+1:])
	s.units[last] = u
	s.units = s.units[:last]
}

// ---- appearing monsters ----

// place finds the hex nearest to h0 (h0 itself unless notHere) where a
// unit of kind k on side owner can appear: no other side's unit (for a
// random monster, no unit at all) and room for it; -1 when the map is
// full.
func (s *State) place(h0 int, k Kind, owner int, notHere bool) int {
	best, bestD := -1, 1<<30
	for h := range s.board.NumHexes() {
		d := s.board.Distance(h0, h)
		if d >= bestD {
			continue // not nearer than the best so far
		}
		o := s.occupant(h)
		if notHere && h == h0 || o != -2 && (o != owner || owner == Wild) || s.load(h)+Monsters[k].Stack > StackLimit {
			continue
		}
		best, bestD = h, d
	}
	return best
}

// appear brings a new unit of kind k to the map near h0.
func (s *State) appear(h0 int, k Kind, owner int) {
	h := s.place(h0, k, owner, owner == Wild)
	if h < 0 {
		s.tell(Event{Kind: EvNoRoom, Value: int(k)}, "%s would appear, but the map has no room for it", engine.Article(k.String()))
		return
	}
	// A monster that joins a seat has acted this round: it arrives at the
	// end of another unit's action.
	id := s.addUnit(k, owner, h)
	s.Unit(id).Acted = owner != Wild
	if i := slices.IndexFunc(s.dens, func(d den) bool { return d.unit == 0 }); i >= 0 && owner == Wild {
		s.dens[i].unit = id
		s.tell(Event{Kind: EvAppeared, Unit: id, Hex: h, Seat: Wild, Value: s.dens[i].hex + 1}, "A wild %s comes out of the lair; it stays at the lair for the next encounter", k)
	} else if owner == Wild {
		s.tell(Event{Kind: EvAppeared, Unit: id, Hex: h, Seat: Wild}, "A wild %s appears", k)
	} else {
		s.tell(Event{Kind: EvAppeared, Unit: id, Hex: h, Seat: owner}, "%s joins %s", engine.Article(k.String()), s.seatRef(owner))
	}
}

// give hands a found item to the acting unit, or leaves it lying on the
// unit's hex when carrying it would take the units there past 4 stack
// points (roomFor).
func (s *State) give(it Item) {
	u := s.Unit(s.actor)
	if !s.roomFor(u.Hex, it) {
		s.ground = append(s.ground, GroundItem{Hex: u.Hex, Item: it})
		s.tell(Event{Kind: EvFound, Unit: u.ID, Hex: u.Hex, Item: it, Value: 1}, "%s finds %s, but the hex holds 4 stack points: it is left lying there for a later pick-up", s.unitRef(u), itemPhrase(it))
		return
	}
	u.Items = append(u.Items, it)
	s.tell(Event{Kind: EvFound, Unit: u.ID, Hex: u.Hex, Item: it}, "%s finds %s", s.unitRef(u), itemPhrase(it))
}
