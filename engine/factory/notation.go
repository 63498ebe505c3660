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
//	order B          chance: seat B picks a starting tile first, then the others clockwise
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
		return "?" + strconv.Itoa(int(a))
	}
	switch d.kind {
	case kindOrder:
		return "order " + seatName(d.seat)
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
	return "?" + strconv.Itoa(int(a))
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
	case "order":
		if len(f) != 2 || len(f[1]) != 1 {
			return 0, fmt.Errorf("%q: write order followed by the seat letter that picks first, e.g. order B", text)
		}
		seat := int(f[1][0] | 0x20 - 'a')
		if seat < 0 || seat >= int(s.n) {
			return 0, fmt.Errorf("%q: there is no seat %s in a %d-player game (seats A to %s)", text, f[1], s.n, seatName(int(s.n)-1))
		}
		return mkAction(kindOrder, seat, 0, 0, 0, 0), nil
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

// DecodePlacement reads a placement action: the target seat, cell, rotation
// and tile. ok is false for the other kinds of action.
func DecodePlacement(a engine.Action) (target, x, y, rot, tile int, ok bool) {
	d := decode(a)
	return d.seat, d.x, d.y, d.rot, d.tile, d.kind == kindPlace
}

// seatName is the letter of seat p in the notation: A to F.
func seatName(p int) string { return string(rune('A' + p)) }

// StartAction is the starting pick of tile id 0..87 from the face-up supply.
func StartAction(tile int) engine.Action { return mkAction(kindStart, 0, 0, 0, 0, tile) }

// DecodeStart reads a starting pick: its tile. ok is false for the other
// kinds of action.
func DecodeStart(a engine.Action) (tile int, ok bool) {
	d := decode(a)
	return d.tile, d.kind == kindStart && d.tile < NumTiles
}

// monsterName is e.g. "Ann's first monster" or "Ann's minion 2".
func (s *State) monsterName(m uint8) engine.Line {
	mo := s.mons[m]
	if mo.num == 0 {
		return engine.Say("%s first monster", engine.SeatsOf(mo.owner))
	}
	return engine.Say("%s minion %d", engine.SeatsOf(mo.owner), mo.num)
}

// tileWords names tile id as a player sees it: "a thin end piece with two
// eyes".
func tileWords(id int) string {
	w := "a " + describeKind(edgeChars(id))
	switch tiles[id].Eyes {
	case 1:
		w += " with an eye"
	case 2:
		w += " with two eyes"
	case 3:
		w += " with three eyes"
	}
	return w
}

// monsterSize says what a monster holds and would score: "10 tiles" for a
// first monster, "4 tiles, 2 with an eye" for a minion.
func monsterSize(mo monster) string {
	if mo.num == 0 {
		return tilesText(int(mo.tiles))
	}
	if mo.eyeTiles == 1 {
		return tilesText(int(mo.tiles)) + ", 1 with an eye"
	}
	return tilesText(int(mo.tiles)) + ", " + strconv.Itoa(int(mo.eyeTiles)) + " with an eye"
}

// DescribeAction says in a sentence what a does, for the game log, with
// seats as references and tiles in words. It is meant for legal actions,
// before they are applied.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	d := decode(a)
	who := engine.SeatRef(s.turn)
	if d.tile >= NumTiles {
		return engine.Plain(s.ActionString(a))
	}
	switch d.kind {
	case kindOrder:
		return engine.Say("%s is drawn to pick a starting tile first, then the others clockwise", engine.SeatRef(d.seat))
	case kindStart:
		return engine.Say("%s picks %s to start their first monster", who, tileWords(d.tile))
	case kindDraw:
		return engine.Say("%s draws %s", who, tileWords(d.tile))
	case kindMinion:
		p := s.minionFor
		return engine.Say("%s draws %s to start minion %d", engine.SeatRef(p), tileWords(d.tile), s.mons[s.cur[p]].num+1)
	case kindDiscard:
		if s.LockedOut() {
			return engine.Say("%s discards the tile: it fits only on other players' first monsters, closed to %s since their own first monster is complete", who, who)
		}
		return engine.Say("%s discards the tile: it fits on no monster", who)
	case kindPlace:
		if d.seat >= int(s.n) {
			break
		}
		m := s.cur[d.seat]
		c := *s
		if c.Apply(a) != nil {
			break
		}
		mo := c.mons[m]
		kind := "first monster"
		if mo.num > 0 {
			kind = "minion " + strconv.Itoa(int(mo.num))
		}
		var txt engine.Line
		if d.seat == int(s.turn) {
			txt = engine.Say("%s adds a tile to their %s (%s)", who, kind, monsterSize(mo))
		} else {
			txt = engine.Say("%s adds a tile to %s %s (%s)", who, engine.SeatsOf(d.seat), kind, monsterSize(mo))
		}
		if mo.complete {
			v := int(mo.tiles)
			if mo.num > 0 {
				v = int(mo.eyeTiles)
			}
			txt = append(txt, engine.Plain(", completing it: "+engine.Points.Format(v))...)
		}
		return txt
	}
	return engine.Plain(s.ActionString(a))
}
