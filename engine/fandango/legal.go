package fandango

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"

	"monstermixer/engine"
)

// AppendLegalActions appends the legal actions (or chance outcomes) in a
// deterministic order.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.phase {
	case PhaseQuests, PhaseTie, PhaseRoll:
		lo, hi := s.dieRange()
		for v := lo; v <= hi; v++ {
			dst = append(dst, RollAction(v))
		}
	case PhaseMark:
		for h := range s.board.NumHexes() {
			if s.whyNotMark(h) == "" {
				dst = append(dst, MarkAction(h))
			}
		}
	case PhaseSelect:
		dst = s.appendMoves(dst)
		dst = s.appendBuys(dst)
	case PhaseThing:
		dst = s.appendThings(dst)
		dst = s.appendBuys(dst)
	case PhaseLucky:
		for _, up := range []bool{false, true} {
			if s.luckChanges(up) {
				dst = append(dst, LuckyAction(up))
			}
		}
		dst = append(dst, DeclineAction())
	case PhaseOrc:
		for i := range s.units {
			if s.mayTakeAttack(s.units[i]) {
				dst = append(dst, OrcAction(s.units[i].ID))
			}
		}
		dst = append(dst, DeclineAction())
	case PhaseDeath:
		dst = s.appendSaves(dst)
		dst = append(dst, DeclineAction())
	}
	return dst
}

// Legal lists the legal actions (AppendLegalActions) into the state's
// working memory, which allocates nothing once it has grown; the list
// holds until the next Legal of the state.
func (s *State) Legal() []engine.Action {
	w := s.work()
	w.legal = s.AppendLegalActions(w.legal[:0])
	return w.legal
}

// dieRange is the outcomes of the pending roll: 2-16 for 2d8, 0-5 for a
// direction, else 1-8.
func (s *State) dieRange() (int, int) {
	switch {
	case s.phase == PhaseQuests || s.phase == PhaseRoll && s.roll.twoDice():
		return 2, 16
	case s.phase == PhaseRoll && s.roll == rkWildDir:
		return 0, 5
	}
	return 1, 8
}

// ChanceOutcomes gives the probabilities of the pending roll.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	if s.CurrentPlayer() != engine.Chance {
		return nil
	}
	lo, hi := s.dieRange()
	out := make([]engine.ChanceOutcome, 0, hi-lo+1)
	for v := lo; v <= hi; v++ {
		p := 1 / float64(hi-lo+1)
		if hi == 16 {
			p = float64(TwoD8(v)) / 64
		}
		out = append(out, engine.ChanceOutcome{Action: RollAction(v), Prob: p})
	}
	return out
}

// SampleChance rolls the pending dice with rng (engine.ChanceSampler),
// with the probabilities of ChanceOutcomes and without listing them.
func (s *State) SampleChance(rng *rand.Rand) engine.Action {
	lo, hi := s.dieRange()
	if hi == 16 {
		return RollAction(2 + rng.IntN(8) + rng.IntN(8))
	}
	return RollAction(lo + rng.IntN(hi-lo+1))
}

func (s *State) whyNotMark(h int) string {
	switch {
	case h < 0 || h >= s.board.NumHexes():
		return "there is no such hex"
	case slices.Contains(s.board.starts, h):
		return "a starting hex cannot be a Capture the Flag point"
	case slices.Contains(s.players[s.markFor].Flags, h):
		return "that hex is marked already"
	}
	return ""
}

// appendMoves lists every move of every unit of the seat that has not
// acted: each hex it can reach with room for it (its own hex: it stays),
// riding where it can.
func (s *State) appendMoves(dst []engine.Action) []engine.Action {
	// The load of each hex, worked out once for all the units.
	w := s.work()
	w.loads = s.loads(w.loads)
	// The hexes closed to the seat's units, without and with fear, worked
	// out once for all of them (closedTo), with fear when first needed.
	w.closed = s.closedTo(s.seat, false, w.closed)
	fearedOK := false
	feared := func() []uint64 {
		if !fearedOK {
			w.feared, fearedOK = s.closedTo(s.seat, true, w.feared), true
		}
		return w.feared
	}
	for i := range s.units {
		u := s.units[i]
		if u.Owner != s.seat || u.Acted {
			continue
		}
		closed := w.closed
		if u.Kind.fears() {
			closed = feared()
		}
		dst = s.appendReach(dst, u, false, closed, w.loads)
		if s.horseFor(u) != nil {
			dst = s.appendReach(dst, u, true, feared(), w.loads)
		}
	}
	return dst
}

// appendReach lists unit u's moves (rides) given the hexes closed to it
// and each hex's load.
func (s *State) appendReach(dst []engine.Action, u *Unit, riding bool, closed []uint64, loads []int) []engine.Action {
	need := u.Load()
	if riding {
		need += s.horseFor(u).Load()
	}
	for i, word := range s.reachSet(u, riding, closed) {
		// The spots reached, in order.
		for ; word != 0; word &= word - 1 {
			sp := 64*i + bits.TrailingZeros64(word)
			h, f := sp, Dir(0)
			if s.facing {
				h, f = sp/6, Dir(sp%6)
			}
			if riding && h == u.Hex || h != u.Hex && loads[h]+need > StackLimit {
				continue
			}
			if riding {
				dst = append(dst, act(opRide, u.ID, s.targetCode(h, f)))
			} else {
				dst = append(dst, act(opMove, u.ID, s.targetCode(h, f)))
			}
		}
	}
	return dst
}

// appendBuys lists the purchases of the seat's money bags.
func (s *State) appendBuys(dst []engine.Action) []engine.Action {
	for i := range s.units {
		u := s.units[i]
		if u.Owner != s.seat || !u.Has(MoneyBag) {
			continue
		}
		for _, it := range Buyable {
			if s.mayNotBuy(u.ID, it) == "" {
				dst = append(dst, BuyAction(u.ID, it))
			}
		}
	}
	return dst
}

// appendThings lists the one more thing the moved unit may do.
func (s *State) appendThings(dst []engine.Action) []engine.Action {
	u := s.Unit(s.actor)
	dst = append(dst, PassAction())
	try := func(o op, x, y int, t *Unit) {
		if s.whyNotThingTo(u, o, x, y, t) == "" {
			dst = append(dst, act(o, x, y))
		}
	}
	// The rule refuses to attack a unit that is not targetable: those are
	// not asked.
	for _, t := range s.units {
		if targetable(u, t) {
			try(opAttack, t.ID, 0, t)
		}
	}
	for _, t := range s.units {
		if targetable(u, t) {
			try(opShoot, t.ID, 0, t)
		}
	}
	// The rule refuses Rampage and Primordial Fury to the kinds without
	// them: those are not asked.
	if u.Kind.rampages() {
		for d := range Dir(6) {
			if h := s.board.Neighbor(u.Hex, d); h >= 0 {
				try(opRampage, h, 0, nil)
			}
		}
	}
	if u.Kind.hasFury() {
		for d := range Dir(6) {
			try(opFury, int(d), 0, nil)
		}
	}
	for _, o := range [...]op{opSearch, opOpen, opKey, opPickup, opRally, opHeal, opBurrow} {
		try(o, 0, 0, nil)
	}
	for _, t := range s.units {
		if s.mayNotGiveTo(u, t) != "" {
			continue // nothing to give t
		}
		for it := range NumItems {
			try(opGive, t.ID, int(it), t)
		}
	}
	return dst
}

// whyNotThing says why the moved unit u may not do a ("" if it may).
func (s *State) whyNotThing(u *Unit, a engine.Action) string {
	o, x, y := decode(a)
	var t *Unit
	if o == opAttack || o == opShoot || o == opGive {
		t = s.Unit(x)
	}
	return s.whyNotThingTo(u, o, x, y, t)
}

// whyNotThingTo is whyNotThing of the action decoded (o, x, y), with the
// unit that it attacks or gives to, t, found already (nil when there is
// none).
func (s *State) whyNotThingTo(u *Unit, o op, x, y int, t *Unit) string {
	if u.Flipped && o != opPass && o != opHeal && o != opBuy {
		return "a downed troll can only heal or pass"
	}
	switch o {
	case opPass:
		return ""
	case opAttack, opShoot:
		if t == nil || t.ID == u.ID {
			return "there is no such unit to attack"
		}
		if !enemies(u, t) {
			return "that unit is on your side"
		}
		if t.Burrowed {
			return "a burrowed dwarf cannot be attacked until he moves again"
		}
		d := s.board.Distance(u.Hex, t.Hex)
		if o == opAttack && d != 1 {
			return "a melee attack needs a target in an adjacent hex"
		}
		if o == opAttack && !s.inFront(u, t.Hex) {
			return "with the facing rule a unit attacks only into its three front hexes"
		}
		if o == opShoot {
			if d <= 1 {
				return "an adjacent target is attacked in melee"
			}
			if s.rangedAttack(u, t, d) == 0 {
				return "nothing the unit has shoots that far (bow 3 hexes, crossbow 4, sling 2, the elf's own bow 3)"
			}
		}
		return ""
	case opRampage:
		switch {
		case !u.Kind.rampages():
			return "only a black death rampages"
		case x >= s.board.NumHexes() || s.board.Distance(u.Hex, x) != 1:
			return "a rampage strikes an adjacent hex"
		case !s.inFront(u, x):
			return "with the facing rule a unit attacks only into its three front hexes"
		case len(s.rampageTargets(u, x)) == 0:
			return "there is nobody to attack in that hex"
		}
		return ""
	case opFury:
		switch {
		case !u.Kind.hasFury():
			return "only a death beast has Primordial Fury"
		case x > 5:
			return "there is no such direction"
		case s.facing && Dir(x) != u.Facing:
			return "with the facing rule Primordial Fury strikes the three front hexes"
		case len(s.furyTargets(u, Dir(x))) == 0:
			return "there is nobody to attack in those three hexes"
		}
		return ""
	case opSearch:
		return s.mayNotSearch(u)
	case opOpen:
		return s.mayNotOpen(u, false)
	case opKey:
		return s.mayNotOpen(u, true)
	case opPickup:
		why := "there is nothing lying on this hex"
		for _, g := range s.ground {
			if g.Hex == u.Hex {
				if s.roomFor(u.Hex, g.Item) {
					return ""
				}
				why = "the units on this hex already hold 4 stack points: nothing lying here fits"
			}
		}
		return why
	case opGive:
		if why := s.mayNotGiveTo(u, t); why != "" {
			return why
		}
		if y >= int(NumItems) || !u.Has(Item(y)) {
			return "the unit does not carry that"
		}
		return ""
	case opRally:
		if u.Kind != Villager {
			return "only a villager has Rally Cry"
		}
		return ""
	case opHeal:
		if !u.Flipped || s.moved {
			return "only a downed troll heals, with its whole action"
		}
		return ""
	case opBurrow:
		switch {
		case u.Kind != Dwarf:
			return "only a dwarf burrows"
		case u.Burrowed:
			return "the dwarf is in the ground already"
		case len(u.Items) > 3:
			return "a dwarf takes at most 3 items into the ground"
		}
		return ""
	case opBuy:
		return s.mayNotBuy(x, Item(y))
	}
	return "that is not something a unit does after moving"
}

// mayNotGiveTo says why unit u may not give anything to unit t (nil when
// there is no such unit), whatever the item ("" if it may).
func (s *State) mayNotGiveTo(u, t *Unit) string {
	if t == nil || t.ID == u.ID || t.Owner != u.Owner || t.Hex != u.Hex {
		return "items are given to another of your units on the same hex"
	}
	return ""
}

// mayTakeAttack reports whether unit o is an orc that may take the
// declared attack (Dark Sacrifice): of the target's side, within 1 hex
// of it, not the target, and not already sacrificed this round.
func (s *State) mayTakeAttack(o *Unit) bool {
	if o.Kind != Orc || len(s.targets) != 1 || o.Gave || o.Burrowed {
		return false
	}
	t := s.Unit(s.targets[0])
	return t != nil && t.ID != o.ID && t.Owner == o.Owner && o.Owner >= 0 && s.board.Distance(o.Hex, t.Hex) <= 1 && o.ID != s.actor
}

// appendSaves lists what the dying unit's owner can do against its
// death: a kitten's escape (in combat), buying a potion, or buying a
// kitten to escape with.
func (s *State) appendSaves(dst []engine.Action) []engine.Action {
	u := s.Unit(s.dying)
	if !s.trap && u.Has(Kitten) {
		for d := range Dir(6) {
			if s.escapeTo(u, d) >= 0 {
				dst = append(dst, EscapeAction(d))
			}
		}
	}
	if u.Has(MoneyBag) && s.mayBuy(u.Owner) {
		dst = append(dst, BuyAction(u.ID, Potion))
		if !s.trap && !u.Has(Kitten) && s.canEscape(u) {
			dst = append(dst, BuyAction(u.ID, Kitten))
		}
	}
	return dst
}

// canEscape reports whether a kitten would take u somewhere.
func (s *State) canEscape(u *Unit) bool {
	for d := range Dir(6) {
		if s.escapeTo(u, d) >= 0 {
			return true
		}
	}
	return false
}

// params says which of an action's two numbers op uses (x, y); an
// action with a number its op does not use is not an action at all.
var params = [numOps][2]bool{
	opRoll: {true, false}, opMark: {true, false}, opMove: {true, true}, opRide: {true, true},
	opAttack: {true, false}, opShoot: {true, false}, opRampage: {true, false}, opFury: {true, false},
	opGive: {true, true}, opBuy: {true, true}, opLucky: {true, false}, opOrc: {true, false}, opEscape: {true, false},
}

// check refuses an illegal action with a reason; the reasons are the same
// predicates that list the legal actions.
func (s *State) check(a engine.Action) error {
	o, x, y := decode(a)
	if a < 0 || o == 0 || o >= numOps || !params[o][0] && x != 0 || !params[o][1] && y != 0 || (o == opGive || o == opBuy) && y >= int(NumItems) {
		return engine.Illegal(strconv.Itoa(int(a)), "that is not a Monster Fandango action")
	}
	why := ""
	switch s.phase {
	case PhaseQuests, PhaseTie, PhaseRoll:
		if lo, hi := s.dieRange(); o != opRoll || x < lo || x > hi {
			why = "the dice decide now"
		}
	case PhaseMark:
		why = "mark a Capture the Flag point now"
		if o == opMark {
			why = s.whyNotMark(x)
		}
	case PhaseSelect:
		switch o {
		case opMove, opRide:
			why = s.whyNotMove(x, y, o == opRide)
		case opBuy:
			why = s.mayNotBuy(x, Item(y))
		default:
			why = "choose a unit that has not acted and move it first"
		}
	case PhaseThing:
		why = s.whyNotThing(s.Unit(s.actor), a)
	case PhaseLucky, PhaseOrc, PhaseDeath:
		var buf [16]engine.Action // a window lists a few actions
		if !slices.Contains(s.AppendLegalActions(buf[:0]), a) {
			why = map[Phase]string{
				PhaseLucky: "Lucky changes the die by one up or down, where that changes what it does",
				PhaseOrc:   "an orc of yours within 1 hex of the target may take the attack, or decline",
				PhaseDeath: "escape with a kitten, buy a potion or a kitten, or decline",
			}[s.phase]
		}
	}
	if why == "" {
		return nil
	}
	return engine.Illegal(s.ActionString(a), "%s", why)
}
