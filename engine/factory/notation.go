package factory

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// Notation (see RULES.md):
//
//	start T17        seat to pick takes T17 from the face-up supply as its first monster
//	draw T17         chance: the player to play draws T17 from the face-down pile
//	minion T17       chance: the owner of a just-completed monster draws T17 to start a minion
//	T17 @B 1,-2 r1   place T17 on seat B's monster in progress at cell x=1, y=-2
//	                 (relative to its starting tile; x east, y south), turned 1 quarter clockwise
//	discard          the tile in hand fits nowhere: it leaves the game and a replacement is drawn

// ActionString formats a in the notation above.
func (s *State) ActionString(a engine.Action) string {
	d := decode(a)
	if d.tile >= NumTiles {
		return "?" + itoa(int(a))
	}
	switch d.kind {
	case kindStart:
		return "start " + TileName(d.tile)
	case kindDraw:
		return "draw " + TileName(d.tile)
	case kindMinion:
		return "minion " + TileName(d.tile)
	case kindDiscard:
		return "discard"
	case kindPlace:
		return fmt.Sprintf("%s @%s %d,%d r%d", TileName(d.tile), seatName(d.seat), d.x, d.y, d.rot)
	}
	return "?" + itoa(int(a))
}

// parseTile reads T01..T88 (any case).
func parseTile(w string) (int, error) {
	if len(w) < 2 || (w[0] != 'T' && w[0] != 't') {
		return 0, fmt.Errorf("%q is not a tile: tiles are written T01 to T88", w)
	}
	v, err := strconv.Atoi(w[1:])
	if err != nil || v < 1 || v > NumTiles {
		return 0, fmt.Errorf("%q is not a tile: tiles are written T01 to T88", w)
	}
	return v - 1, nil
}

// ParseAction reads the notation in the context of this state. A placement
// turned to a rotation that looks the same as a lower one is read as the
// lower one.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return 0, errors.New("empty action")
	}
	switch strings.ToLower(f[0]) {
	case "start", "draw", "minion":
		if len(f) != 2 {
			return 0, fmt.Errorf("%q: write %s followed by one tile, e.g. %s T17", text, f[0], strings.ToLower(f[0]))
		}
		t, err := parseTile(f[1])
		if err != nil {
			return 0, err
		}
		kind := kindStart
		switch strings.ToLower(f[0]) {
		case "draw":
			kind = kindDraw
		case "minion":
			kind = kindMinion
		}
		return mkAction(kind, 0, 0, 0, 0, t), nil
	case "discard":
		if len(f) != 1 {
			return 0, fmt.Errorf("%q: discard takes nothing after it", text)
		}
		if s.phase != PhasePlace {
			return 0, errors.New("there is no tile in hand to discard")
		}
		return mkAction(kindDiscard, 0, 0, 0, 0, int(s.hand)), nil
	}
	t, err := parseTile(f[0])
	if err != nil {
		return 0, fmt.Errorf("%q is not an action: write start Txx, draw Txx, minion Txx, discard, or a placement like T17 @B 1,-2 r1", text)
	}
	if len(f) != 4 {
		return 0, fmt.Errorf("%q: a placement is written tile @seat x,y rotation, e.g. T17 @B 1,-2 r1", text)
	}
	if len(f[1]) != 2 || f[1][0] != '@' {
		return 0, fmt.Errorf("%q: the target monster is written @ and its owner's seat letter, e.g. @B", f[1])
	}
	seat := int(f[1][1] | 0x20 - 'a')
	if seat < 0 || seat >= int(s.n) {
		return 0, fmt.Errorf("%q: there is no seat %c in a %d-player game (seats A to %s)", f[1], f[1][1], s.n, seatName(int(s.n)-1))
	}
	xs, ys, ok := strings.Cut(f[2], ",")
	x, errx := strconv.Atoi(xs)
	y, erry := strconv.Atoi(ys)
	if !ok || errx != nil || erry != nil {
		return 0, fmt.Errorf("%q: a cell is written x,y with whole numbers, e.g. 1,-2", f[2])
	}
	if x < -100 || x > 100 || y < -100 || y > 100 {
		return 0, fmt.Errorf("%q: the cell is too far from any monster", f[2])
	}
	if len(f[3]) != 2 || (f[3][0] != 'r' && f[3][0] != 'R') || f[3][1] < '0' || f[3][1] > '3' {
		return 0, fmt.Errorf("%q: a rotation is written r0 to r3 (quarter turns clockwise)", f[3])
	}
	r := CanonicalRotation(t, int(f[3][1]-'0'))
	return mkAction(kindPlace, seat, x, y, r, t), nil
}

// WhyNot explains why the tile in hand, turned rot quarter turns clockwise,
// cannot be placed on seat target's monster in progress at cell x,y (x
// grows east, y south, 0,0 is the monster's starting tile). It returns nil
// when the placement fits. Any rotation 0..3 may be asked about.
func (s *State) WhyNot(target, x, y, rot int) error {
	if s.phase != PhasePlace {
		return errors.New("there is no tile in hand to place")
	}
	if target < 0 || target >= int(s.n) {
		return fmt.Errorf("there is no seat %d", target)
	}
	if rot < 0 || rot > 3 {
		return fmt.Errorf("rotation %d is not 0 to 3 quarter turns", rot)
	}
	p := int(s.turn)
	if !s.canTarget(p, target) {
		return fmt.Errorf("%s has completed their first monster, so %s may no longer add to other players' first monsters", seatName(p), seatName(p))
	}
	if x < -100 || x > 100 || y < -100 || y > 100 {
		return fmt.Errorf("cell %d,%d does not touch %s", x, y, s.monsterName(s.cur[target]))
	}
	m := s.cur[target]
	slot, found := s.lookup(m, int8(x), int8(y))
	if found && s.hvals[slot]&openFlag == 0 {
		return fmt.Errorf("cell %d,%d of %s already holds a tile", x, y, s.monsterName(m))
	}
	if !found {
		for q := 0; q < 4; q++ {
			if _, ok := s.cellAt(m, int8(x)+dx[q], int8(y)+dy[q]); ok {
				return fmt.Errorf("only blank edges of %s touch cell %d,%d: a tile must connect by at least one thin or thick edge", s.monsterName(m), x, y)
			}
		}
		return fmt.Errorf("cell %d,%d does not touch %s", x, y, s.monsterName(m))
	}
	i := int(s.hvals[slot] & 0xff)
	o := &s.open[i]
	e := rotEdges[s.hand][rot]
	if e&o.mask == o.want {
		return nil
	}
	for side := 0; side < 4; side++ {
		if o.mask>>(2*side)&3 == 0 {
			continue
		}
		have, need := Edge(e>>(2*side)&3), Edge(o.want>>(2*side)&3)
		if have != need {
			return fmt.Errorf("its %s edge is %s but touches a %s edge: touching edges must match", sideNames[side], have, need)
		}
	}
	return nil
}

var sideNames = [4]string{"north", "east", "south", "west"}

// PlaceAction returns the action that places the tile in hand on seat
// target's monster at x,y turned rot, or why it does not fit. Rotations that
// look alike give the same action.
func (s *State) PlaceAction(target, x, y, rot int) (engine.Action, error) {
	if err := s.WhyNot(target, x, y, rot); err != nil {
		return 0, err
	}
	return mkAction(kindPlace, target, x, y, CanonicalRotation(int(s.hand), rot), int(s.hand)), nil
}

// DecodePlacement reads a placement action: the target seat, cell, rotation
// and tile. ok is false for the other kinds of action.
func DecodePlacement(a engine.Action) (target, x, y, rot, tile int, ok bool) {
	d := decode(a)
	return d.seat, d.x, d.y, d.rot, d.tile, d.kind == kindPlace
}

// monsterName is e.g. "B's first monster" or "B's minion 2".
func (s *State) monsterName(m uint8) engine.Line {
	mo := s.mons[m]
	if mo.num == 0 {
		return engine.Say("%s first monster", engine.SeatsOf(mo.owner))
	}
	return engine.Say("%s minion %d", engine.SeatsOf(mo.owner), mo.num)
}

// DescribeAction says in a sentence what a does, for the game log, with
// seats as references. It is meant for legal actions, before they are applied.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	d := decode(a)
	who := engine.SeatRef(s.turn)
	switch d.kind {
	case kindStart:
		return engine.Say("%s picks %s to start their first monster", who, TileName(d.tile))
	case kindDraw:
		return engine.Say("%s draws %s", who, TileName(d.tile))
	case kindMinion:
		p := s.minionFor
		return engine.Say("%s draws %s to start minion %d", engine.SeatRef(p), TileName(d.tile), s.mons[s.cur[p]].num+1)
	case kindDiscard:
		return engine.Say("%s discards %s: it fits on no monster", who, TileName(d.tile))
	case kindPlace:
		if d.seat >= int(s.n) {
			break
		}
		m := s.cur[d.seat]
		name := s.monsterName(m)
		if d.seat == int(s.turn) {
			name = append(engine.Plain("their"), name[1:]...)
			name[1].Text = " " + strings.TrimLeft(name[1].Text, " ")
		}
		txt := append(engine.Say("%s adds %s to ", who, TileName(d.tile)), name...)
		txt = append(txt, engine.Say(" at %d,%d", d.x, d.y)...)
		c := *s
		if c.Apply(a) == nil && c.mons[m].complete {
			mo := c.mons[m]
			if mo.num == 0 {
				txt = append(txt, engine.Plain(", completing it ("+tilesText(int(mo.tiles))+")")...)
			} else {
				txt = append(txt, engine.Plain(", completing it ("+eyeTilesText(int(mo.eyes))+")")...)
			}
		}
		return txt
	}
	return engine.Plain(s.ActionString(a))
}
