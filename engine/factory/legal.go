package factory

import (
	"fmt"
	"strconv"

	"monstermixer/engine"
)

// Each rule is written once here; the legal-action listing
// (AppendLegalActions), the refusal of an action (check) and the table's
// explanation of a spot (WhyNot) all ask these.

// canTarget is the first-monster rule: seat p may add to seat t's monster
// in progress unless p has completed their first monster and t's is
// another player's first monster.
func (s *State) canTarget(p, t int) bool {
	return p == t || !s.firstDone[p] || s.mons[s.cur[t]].num != 0
}

// targets returns the seats p may add to, one bit per seat.
func (s *State) targets(p int) uint8 {
	var allowed uint8
	for t := 0; t < int(s.n); t++ {
		if s.canTarget(p, t) {
			allowed |= 1 << t
		}
	}
	return allowed
}

// fits is the matching rule: a tile whose packed edges are e fits open cell
// o when every side touching a tile shows the same edge (thin, thick or
// blank) as that tile; o exists only where a thin or thick edge faces it,
// so a fit always joins by at least one thin or thick bit.
func (o *open) fits(e uint8) bool { return e&o.mask == o.want }

// fitsFor reports whether the tile in hand fits, turned some way, on an
// open cell of a seat in the bit set allowed.
func (s *State) fitsFor(allowed uint8) bool {
	re := &rotEdges[s.hand]
	for i := 0; i < int(s.nOpen); i++ {
		o := &s.open[i]
		if allowed>>o.owner&1 == 0 {
			continue
		}
		for r := 0; r < 4; r++ {
			if o.fits(re[r]) {
				return true
			}
		}
	}
	return false
}

// fitsAnywhere reports whether the tile in hand fits on a monster the
// player to play may add to: if so, it may not be discarded.
func (s *State) fitsAnywhere() bool { return s.fitsFor(s.targets(int(s.turn))) }

// LockedOut reports whether the tile in hand fits nowhere the player to
// play may add to, but would fit on another player's first monster that
// is closed to them since their own first monster is complete (RULES.md,
// reading 3): they must discard it.
func (s *State) LockedOut() bool {
	if s.phase != PhasePlace {
		return false
	}
	allowed := s.targets(int(s.turn))
	return !s.fitsFor(allowed) && s.fitsFor(^allowed&(1<<s.n-1))
}

var sideWords = [4]string{"top", "right", "bottom", "left"}

// edgeWords names an edge with its article, as a player says it.
var edgeWords = [3]string{"a blank edge", "a thin bit", "a thick bit"}

// WhyNot explains why the tile in hand, turned rot quarter turns clockwise,
// cannot go on seat target's monster in progress at cell x,y (x grows east,
// y south, 0,0 is the monster's starting tile), in a sentence for the
// player; it returns nil when it fits there. Any rotation 0..3 may be asked
// about.
func (s *State) WhyNot(target, x, y, rot int) engine.Line {
	if s.phase != PhasePlace {
		return engine.Plain("There is no tile in hand to place")
	}
	if target < 0 || target >= int(s.n) {
		return engine.Plain("There is no such player")
	}
	if rot < 0 || rot > 3 {
		return engine.Plain("A tile turns 0 to 3 quarter turns")
	}
	p := int(s.turn)
	if !s.canTarget(p, target) {
		return engine.Say("%s first monster is complete, so %s may no longer add to other players' first monsters", engine.SeatsOf(p), engine.SeatRef(p))
	}
	m := s.cur[target]
	if x < -100 || x > 100 || y < -100 || y > 100 {
		return append(engine.Plain("This spot does not touch "), s.monsterName(m)...)
	}
	slot, found := s.lookup(m, int8(x), int8(y))
	if found && s.hvals[slot]&openFlag == 0 {
		return append(append(engine.Plain("This spot of "), s.monsterName(m)...), engine.Plain(" already holds a tile")...)
	}
	if !found {
		for q := 0; q < 4; q++ {
			if _, ok := s.cellAt(m, int8(x)+dx[q], int8(y)+dy[q]); ok {
				return append(append(engine.Plain("Only blank edges touch "), s.monsterName(m)...), engine.Plain(" here: a tile must join with a thin or thick bit")...)
			}
		}
		return append(engine.Plain("This spot does not touch "), s.monsterName(m)...)
	}
	o := &s.open[s.hvals[slot]&0xff]
	e := rotEdges[s.hand][rot]
	if o.fits(e) {
		return nil
	}
	for side := 0; side < 4; side++ {
		if o.mask>>(2*side)&3 == 0 {
			continue
		}
		have, need := e>>(2*side)&3, o.want>>(2*side)&3
		if have != need {
			l := engine.Plain(fmt.Sprintf("Turned like this, its %s side is %s but meets %s of ", sideWords[side], edgeWords[have], edgeWords[need]))
			return append(append(l, s.monsterName(m)...), engine.Plain(": touching edges must match")...)
		}
	}
	return nil
}

// check explains why a is not legal now, or returns nil.
func (s *State) check(a engine.Action) error {
	d := decode(a)
	if a < 0 || d.kind < kindStart || d.kind > kindOrder || d.tile >= NumTiles || mkAction(d.kind, d.seat, d.x, d.y, d.rot, d.tile) != a {
		return engine.Illegal(strconv.Itoa(int(a)), "Not a Monster Factory action")
	}
	text := func() string { return s.ActionString(a) }
	switch d.kind {
	case kindOrder:
		if d.seat >= int(s.n) || d.x != 0 || d.y != 0 || d.rot != 0 || d.tile != 0 {
			return engine.Illegal(strconv.Itoa(int(a)), "Not a Monster Factory action")
		}
		if s.phase != PhaseOrder {
			return engine.Refuse(text(), engine.Plain("The picking order has been drawn already"))
		}
	case kindStart, kindDraw, kindMinion:
		if d.seat != 0 || d.x != 0 || d.y != 0 || d.rot != 0 {
			return engine.Illegal(strconv.Itoa(int(a)), "Not a Monster Factory action")
		}
		if !(s.phase == PhasePick && d.kind == kindStart || s.phase == PhaseDraw && d.kind == kindDraw || s.phase == PhaseMinion && d.kind == kindMinion) {
			return engine.Refuse(text(), s.expecting())
		}
		if !s.inPile(d.tile) {
			if s.phase == PhasePick {
				return engine.Refuse(text(), engine.Plain("That tile is no longer in the supply"))
			}
			return engine.Refuse(text(), engine.Plain("That tile is not in the face-down pile"))
		}
	case kindDiscard:
		if d.seat != 0 || d.x != 0 || d.y != 0 || d.rot != 0 {
			return engine.Illegal(strconv.Itoa(int(a)), "Not a Monster Factory action")
		}
		if s.phase != PhasePlace {
			return engine.Refuse(text(), s.expecting())
		}
		if d.tile != int(s.hand) {
			return engine.Refuse(text(), engine.Plain("That is not the tile in hand"))
		}
		if s.fitsAnywhere() {
			return engine.Refuse(text(), engine.Plain("The tile in hand fits on a monster, and a playable tile may not be discarded"))
		}
	case kindPlace:
		if s.phase != PhasePlace {
			return engine.Refuse(text(), s.expecting())
		}
		if d.tile != int(s.hand) {
			return engine.Refuse(text(), engine.Plain("That is not the tile in hand"))
		}
		if why := s.WhyNot(d.seat, d.x, d.y, d.rot); why != nil {
			return engine.Refuse(text(), why)
		}
		if c := CanonicalRotation(d.tile, d.rot); c != d.rot {
			return engine.Refuse(text(), engine.Plain(fmt.Sprintf("Turned %d quarter turns, this tile looks the same as turned %d: write r%d", d.rot, c, c)))
		}
	}
	return nil
}

// expecting says what the game waits for now.
func (s *State) expecting() engine.Line {
	switch s.phase {
	case PhaseOrder:
		return engine.Plain("The picking order must be drawn first")
	case PhasePick:
		return engine.Say("%s must pick a starting tile first", engine.SeatRef(s.turn))
	case PhaseDraw:
		return engine.Say("A tile must be drawn for %s first", engine.SeatRef(s.turn))
	case PhaseMinion:
		return engine.Say("%s must first draw a tile to start a minion", engine.SeatRef(s.minionFor))
	case PhasePlace:
		return engine.Say("%s must place the tile in hand first", engine.SeatRef(s.turn))
	}
	return engine.Plain("The game is over")
}
