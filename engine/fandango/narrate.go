package fandango

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// compose builds a sentence like engine.Say, where an argument may also be
// an engine.Line (a unit named with its owner) spliced in whole. Only the
// verbs %s, %d and %v are used.
func compose(format string, args ...any) engine.Line {
	var l engine.Line
	text := func(t string) {
		if t != "" {
			l = append(l, engine.Span{Text: t, Seat: -1}) // as engine.Plain(t), without its slice
		}
	}
	for len(format) > 0 {
		i := strings.IndexByte(format, '%')
		if i < 0 || i+1 >= len(format) || len(args) == 0 {
			text(format)
			break
		}
		text(format[:i])
		verb := format[i+1]
		switch v := args[0].(type) {
		case engine.Line:
			l = append(l, v...)
		case engine.SeatRef, engine.SeatsOf:
			l = append(l, seatLine(v)...)
		case string:
			if verb == 's' || verb == 'v' {
				text(v)
			} else {
				text(fmt.Sprintf(format[i:i+2], v))
			}
		case int:
			if verb == 'd' || verb == 'v' {
				text(strconv.Itoa(v))
			} else {
				text(fmt.Sprintf(format[i:i+2], v))
			}
		default:
			text(fmt.Sprintf(format[i:i+2], v))
		}
		args, format = args[1:], format[i+2:]
	}
	if len(l) > 0 && l[0].Seat < 0 {
		l[0].Text = engine.Capital(l[0].Text)
	}
	return l
}

func (s *State) seatRef(p int) engine.SeatRef { return engine.SeatRef(p) }

// seatLine is engine.Say("%s", v) of a SeatRef or SeatsOf v, from a
// table for the seats (every event names one).
func seatLine(v any) engine.Line {
	switch v := v.(type) {
	case engine.SeatRef:
		if v >= 0 && v < MaxPlayers {
			return seatLines[v]
		}
	case engine.SeatsOf:
		if v >= 0 && v < MaxPlayers {
			return seatsOfLines[v]
		}
	}
	return engine.Say("%s", v)
}

// seatLines and seatsOfLines are seatLine's table.
var seatLines, seatsOfLines = func() (refs, ofs [MaxPlayers]engine.Line) {
	for p := range MaxPlayers {
		refs[p] = engine.Say("%s", engine.SeatRef(p))
		ofs[p] = engine.Say("%s", engine.SeatsOf(p))
	}
	return refs, ofs
}()

// unitRef names a unit for a person: "Anna's troll", "the wild troll".
// The line is shared: append to it, never change it.
func (s *State) unitRef(u *Unit) engine.Line {
	if u == nil {
		return engine.Plain("a unit that is gone")
	}
	l := unitNames[u.Owner-Wild][u.Kind]
	return l[:len(l):len(l)]
}

// unitNames are unitRef's lines by owner (from Wild) and kind, made once:
// nearly every event names a unit.
var unitNames = func() (names [MaxPlayers - Wild][NumKinds]engine.Line) {
	for k := range NumKinds {
		names[0][k] = engine.Plain("the wild " + k.String())
		for p := range MaxPlayers {
			names[p-Wild][k] = engine.Say("%s "+k.String(), engine.SeatsOf(p))
		}
	}
	return names
}()

// itemPhrase is an item with its article: "a sword", "armor", "an open chest".
func itemPhrase(it Item) string {
	if it == Armor {
		return "armor"
	}
	return engine.Article(it.String())
}

// DescribeEffects tells what the last action caused, in order: the lines
// of its events.
func (s *State) DescribeEffects() []engine.Line {
	lines := make([]engine.Line, 0, len(s.events))
	for _, e := range s.events {
		if len(e.Line) > 0 {
			lines = append(lines, e.Line)
		}
	}
	return lines
}

// DescribeAction says what an action does, for the game log.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	if s.phase == PhaseOver || s.check(a) != nil {
		return engine.Plain(s.ActionString(a))
	}
	o, x, y := decode(a)
	seat := engine.SeatRef(max(s.seat, 0))
	actor := s.unitRef(s.Unit(s.actor))
	switch s.phase {
	case PhaseQuests:
		return compose("%s rolls %d for a quest", s.seatRef(s.qSeat), x)
	case PhaseTie:
		return compose("%s rolls %d for the start", s.seatRef(s.tied[len(s.tieRolls)]), x)
	case PhaseRoll:
		return s.describeRoll(x)
	case PhaseMark:
		return compose("%s marks a Capture the Flag point for %s", seat, s.seatRef(s.markFor))
	case PhaseLucky:
		if o == opDecline {
			return compose("%s lets the roll stand", seat)
		}
		return compose("%s is Lucky: %d becomes %d", s.unitRef(s.luckyUnit()), s.die, s.die+2*x-1)
	case PhaseOrc:
		if o == opDecline {
			return compose("%s lets the attack go ahead", seat)
		}
		return compose("%s takes the attack", s.orcRef(x))
	case PhaseDeath:
		if o == opDecline {
			return compose("%s accepts the loss of %s", seat, s.unitRef(s.Unit(s.dying)))
		}
	}
	switch o {
	case opMove, opRide:
		u := s.Unit(x)
		h, f, _ := s.moveTarget(y)
		steps := s.board.Distance(u.Hex, h)
		how := "moves"
		if o == opRide {
			how = "rides a horse"
		}
		turns := s.facing && f != u.Facing
		switch {
		case steps == 0 && turns:
			return compose("%s turns to face %s", s.unitRef(u), f)
		case steps == 0:
			return compose("%s stays where it is", s.unitRef(u))
		case turns:
			return compose("%s %s %s and faces %s", s.unitRef(u), how, engine.Count(steps, "hex", "hexes"), f)
		}
		return compose("%s %s %s", s.unitRef(u), how, engine.Count(steps, "hex", "hexes"))
	case opPass:
		return compose("%s passes", actor)
	case opAttack:
		return compose("%s attacks %s", actor, s.unitRef(s.Unit(x)))
	case opShoot:
		return compose("%s shoots at %s", actor, s.unitRef(s.Unit(x)))
	case opRampage:
		return compose("%s rampages through a hex", actor)
	case opFury:
		return compose("%s strikes with Primordial Fury to the %s", actor, Dir(x))
	case opSearch:
		return compose("%s searches", actor)
	case opOpen:
		return compose("%s tries to open a treasure chest", actor)
	case opKey:
		return compose("%s opens a treasure chest with a key", actor)
	case opPickup:
		return compose("%s picks up what lies on the ground", actor)
	case opGive:
		return compose("%s gives %s to %s", actor, itemPhrase(Item(y)), s.unitRef(s.Unit(x)))
	case opRally:
		return compose("%s gives a rally cry", actor)
	case opHeal:
		return compose("%s heals and gets back up", actor)
	case opBurrow:
		return compose("%s burrows into the ground", actor)
	case opBuy:
		return compose("%s spends a money bag on %s", s.unitRef(s.Unit(x)), itemPhrase(Item(y)))
	case opEscape:
		u := s.Unit(s.dying)
		return compose("%s escapes %s with a kitten (to %s)", s.unitRef(u), Dir(x), s.board.HexName(s.escapeTo(u, Dir(x))))
	}
	return engine.Plain(s.ActionString(a))
}

// orcRef names the orc id that could take the attack by where it stands
// beside the target ("Anna's orc to the north-east"), and by its place
// among the orcs that could take it on that hex when there are several.
// The words that tell orcs apart come early, since a response button cuts
// a long label at its end.
func (s *State) orcRef(id int) engine.Line {
	o, t := s.Unit(id), s.Unit(s.targets[0])
	if o == nil || t == nil {
		return s.unitRef(o)
	}
	where := "on the same hex"
	for d := range Dir(6) {
		if s.board.Neighbor(t.Hex, d) == o.Hex {
			where = "to the " + d.String()
		}
	}
	n, k := 0, 0
	for _, u := range s.units {
		if s.mayTakeAttack(u) && u.Hex == o.Hex {
			n++
			if u.ID == id {
				k = n
			}
		}
	}
	if n < 2 {
		return compose("%s "+where, s.unitRef(o))
	}
	return compose("%s "+where+" (%d of %d)", s.unitRef(o), k, n)
}

// rollNeeds says what the pending roll is and what it needs.
func (s *State) describeRoll(v int) engine.Line {
	a := s.unitRef(s.Unit(s.actor))
	switch s.roll {
	case rkAttack:
		if len(s.atk) == 0 { // no target is left to roll for
			return compose("%s rolls %d to attack", a, v)
		}
		return compose("%s rolls %d to attack (needs %d or less)", a, v, slices.Max(s.atk))
	case rkDefend:
		t := s.Unit(s.targets[s.ti])
		return compose("%s rolls %d to defend (needs %d or less)", s.unitRef(t), v, s.Defense(t))
	case rkSearch:
		return compose("%s rolls %d to search (needs %d or less)", a, v, Monsters[s.Unit(s.actor).Kind].Search)
	case rkOpen:
		return compose("%s rolls %d to open the chest (needs %d or less)", a, v, Monsters[s.Unit(s.actor).Kind].Search)
	case rkFind:
		return compose("The find roll is %d", v)
	case rkChest:
		return compose("The chest roll is %d", v)
	case rkLair:
		return compose("The lair roll is %d", v)
	case rkMonster:
		return compose("The random monster roll is %d", v)
	case rkMissile, rkWeapon:
		return compose("The weapon roll is %d", v)
	case rkRally:
		return compose("The rally cry roll is %d (answered on 4 or less)", v)
	case rkRallyKind:
		return compose("The rally table roll is %d: %s", v, engine.Article(RallyTable[max(1, min(v, 8))].String()))
	case rkWildDir:
		return compose("%s heads %s", a, Dir(v))
	}
	return compose("Roll %d", v)
}

// OpenWindow reports the response window open now: a ratman's Lucky, an
// orc's Dark Sacrifice, or a kitten or money bag against a death.
func (s *State) OpenWindow() (engine.Window, bool) {
	w := engine.Window{Seat: s.seat, Pass: DeclineAction(), Useful: true}
	switch s.phase {
	case PhaseLucky:
		w.Prompt = compose("%s is Lucky: change the roll of %d by one?", s.unitRef(s.luckyUnit()), s.die)
	case PhaseOrc:
		t := s.Unit(s.targets[0])
		w.Prompt = compose("Let an orc take the attack on %s?", s.unitRef(t))
		// Useful when an orc would defend better than the target.
		w.Useful = false
		for _, o := range s.units {
			w.Useful = w.Useful || s.mayTakeAttack(o) && s.Defense(o) > s.Defense(t)
		}
	case PhaseDeath:
		w.Prompt = compose("%s is about to die: escape with a kitten or buy a potion?", s.unitRef(s.Unit(s.dying)))
	default:
		return engine.Window{}, false
	}
	return w, true
}
