package fandango

import (
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// op is the kind of an action; an action packs op<<24 | x<<12 | y.
type op uint8

const (
	opRoll    op = iota + 1 // chance: x = the die (or the direction)
	opMark                  // x = hex
	opMove                  // x = unit, y = hex
	opRide                  // x = unit, y = hex
	opPass                  //
	opAttack                // x = target
	opShoot                 // x = target
	opRampage               // x = hex
	opFury                  // x = middle direction
	opSearch                //
	opOpen                  //
	opKey                   //
	opPickup                //
	opGive                  // x = unit receiving, y = item
	opRally                 //
	opHeal                  //
	opBurrow                //
	opBuy                   // x = unit with the bag, y = item
	opLucky                 // x = 0 subtract one, 1 add one
	opOrc                   // x = orc
	opEscape                // x = direction
	opDecline               // closes a window
	numOps
)

func act(o op, x, y int) engine.Action { return engine.Action(int32(o)<<24 | int32(x)<<12 | int32(y)) }

func decode(a engine.Action) (op, int, int) {
	return op(a >> 24), int(a>>12) & 0xfff, int(a) & 0xfff
}

var opWords = [numOps]string{"", "roll", "mark", "", "ride", "pass", "attack", "shoot", "rampage", "fury", "search", "open", "key", "pickup", "give", "rally", "heal", "burrow", "buy", "lucky", "orc", "escape", "decline"}

// Action constructors for tests and tables.

// RollAction is a chance outcome: a d8 or a 2d8 sum.
func RollAction(v int) engine.Action { return act(opRoll, v, 0) }

// DirAction is a wild monster's random direction.
func DirAction(d Dir) engine.Action { return act(opRoll, int(d), 0) }

// MarkAction marks hex h as a Capture the Flag point.
func MarkAction(h int) engine.Action { return act(opMark, h, 0) }

// MoveAction picks unit id and moves it to hex h (its own hex: stays),
// without the facing rule.
func MoveAction(id, h int) engine.Action { return act(opMove, id, h) }

// RideAction moves unit id with the horse on its hex to hex h, without
// the facing rule.
func RideAction(id, h int) engine.Action { return act(opRide, id, h) }

// FacingMoveAction is a move to hex h ending facing f (the facing rule).
func FacingMoveAction(id, h int, f Dir) engine.Action {
	return act(opMove, id, h|(int(f)+1)<<hexBits)
}

// FacingRideAction is a ride to hex h ending facing f (the facing rule).
func FacingRideAction(id, h int, f Dir) engine.Action {
	return act(opRide, id, h|(int(f)+1)<<hexBits)
}

// Move is what a move or ride action does.
type Move struct {
	Unit int  // the unit that moves
	Hex  int  // the hex where it ends (its own: it stays)
	Ride bool // it rides the horse on its hex
	// Facing is the way it faces at the end with the facing rule (East,
	// the zero Dir, without it).
	Facing Dir
}

// MoveOf reads a as a move or ride; ok is false for any other action and
// for a number that is not a move of this game (a hex off the map, a
// facing where the facing rule is off or none where it is on).
func (s *State) MoveOf(a engine.Action) (m Move, ok bool) {
	o, x, y := decode(a)
	if o != opMove && o != opRide {
		return Move{}, false
	}
	h, f, ok := s.moveTarget(y)
	if !ok {
		return Move{}, false
	}
	return Move{Unit: x, Hex: h, Ride: o == opRide, Facing: f}, true
}

// PassAction ends the unit's action without anything more.
func PassAction() engine.Action { return act(opPass, 0, 0) }

// AttackAction attacks an adjacent unit.
func AttackAction(target int) engine.Action { return act(opAttack, target, 0) }

// ShootAction attacks a unit at range.
func ShootAction(target int) engine.Action { return act(opShoot, target, 0) }

// RampageAction is a black death's attack on every unit of hex h.
func RampageAction(h int) engine.Action { return act(opRampage, h, 0) }

// FuryAction is a death beast's attack on the three hexes around d.
func FuryAction(d Dir) engine.Action { return act(opFury, int(d), 0) }

// SearchAction searches the unit's hex (or its lair).
func SearchAction() engine.Action { return act(opSearch, 0, 0) }

// OpenAction opens a chest on the unit's hex or carried by it.
func OpenAction() engine.Action { return act(opOpen, 0, 0) }

// KeyAction opens a chest with a key.
func KeyAction() engine.Action { return act(opKey, 0, 0) }

// PickupAction picks up every item lying on the unit's hex.
func PickupAction() engine.Action { return act(opPickup, 0, 0) }

// GiveAction gives an item to another unit on the same hex.
func GiveAction(to int, it Item) engine.Action { return act(opGive, to, int(it)) }

// RallyAction is a villager's Rally Cry.
func RallyAction() engine.Action { return act(opRally, 0, 0) }

// HealAction turns a downed troll back up.
func HealAction() engine.Action { return act(opHeal, 0, 0) }

// BurrowAction is a dwarf's Stone Crawl.
func BurrowAction() engine.Action { return act(opBurrow, 0, 0) }

// BuyAction spends unit id's money bag on an item.
func BuyAction(id int, it Item) engine.Action { return act(opBuy, id, int(it)) }

// LuckyAction changes the die by +1 (up) or -1.
func LuckyAction(up bool) engine.Action { return act(opLucky, bint(up), 0) }

// OrcAction has orc id take the attack.
func OrcAction(id int) engine.Action { return act(opOrc, id, 0) }

// EscapeAction uses a kitten to escape three hexes in direction d.
func EscapeAction(d Dir) engine.Action { return act(opEscape, int(d), 0) }

// DeclineAction closes a response window.
func DeclineAction() engine.Action { return act(opDecline, 0, 0) }

// ActionString formats a in the notation of RULES.md.
func (s *State) ActionString(a engine.Action) string {
	o, x, y := decode(a)
	if o == 0 || o >= numOps {
		return strconv.Itoa(int(a))
	}
	b := s.board
	switch o {
	case opRoll:
		if s.phase == PhaseRoll && s.roll == rkWildDir {
			return "dir " + dirWords[x%6]
		}
		return "roll " + strconv.Itoa(x)
	case opMark, opRampage:
		return opWords[o] + " " + b.HexName(x)
	case opMove, opRide:
		h, f, ok := s.moveTarget(y)
		if !ok {
			return strconv.Itoa(int(a))
		}
		text := "u" + strconv.Itoa(x) + " "
		if o == opRide {
			text += "ride "
		}
		text += b.HexName(h)
		if s.facing {
			text += " " + dirWords[f]
		}
		return text
	case opAttack, opShoot, opOrc:
		return opWords[o] + " u" + strconv.Itoa(x)
	case opFury, opEscape:
		return opWords[o] + " " + dirWords[x%6]
	case opGive:
		return "give " + itemWord(y) + " u" + strconv.Itoa(x)
	case opBuy:
		return "buy " + itemWord(y) + " u" + strconv.Itoa(x)
	case opLucky:
		if x == 1 {
			return "lucky +1"
		}
		return "lucky -1"
	}
	return opWords[o]
}

func itemWord(y int) string {
	if y < int(NumItems) {
		return itemWords[y]
	}
	return "?"
}

// ParseAction reads the notation of RULES.md.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return 0, fmt.Errorf("empty action")
	}
	bad := func() (engine.Action, error) {
		return 0, fmt.Errorf("cannot read %q as a Monster Fandango action", text)
	}
	unit := func(w string) (int, bool) {
		n, err := strconv.Atoi(strings.TrimPrefix(w, "u"))
		return n, err == nil && strings.HasPrefix(w, "u") && n > 0 && n < 4096
	}
	dir := func(w string) (int, bool) {
		for d, dw := range dirWords {
			if dw == w {
				return d, true
			}
		}
		return 0, false
	}
	item := func(w string) (int, bool) {
		for i, iw := range itemWords {
			if iw == w {
				return i, true
			}
		}
		return 0, false
	}
	if id, ok := unit(f[0]); ok {
		o, rest := opMove, f[1:]
		if len(rest) > 0 && rest[0] == "ride" {
			o, rest = opRide, rest[1:]
		}
		want := 1
		if s.facing {
			want = 2
		}
		if len(rest) != want {
			return bad()
		}
		h, err := s.board.ParseHex(rest[0])
		if err != nil {
			return bad()
		}
		if !s.facing {
			return act(o, id, h), nil
		}
		if d, ok := dir(rest[1]); ok {
			return act(o, id, s.targetCode(h, Dir(d))), nil
		}
		return bad()
	}
	if f[0] == "dir" && len(f) == 2 {
		if d, ok := dir(f[1]); ok {
			return DirAction(Dir(d)), nil
		}
	}
	o := op(0)
	for i, w := range opWords {
		if w != "" && w == f[0] {
			o = op(i)
		}
	}
	switch {
	case o == 0:
		return bad()
	case len(f) == 1:
		switch o {
		case opPass, opSearch, opOpen, opKey, opPickup, opRally, opHeal, opBurrow, opDecline:
			return act(o, 0, 0), nil
		}
	case len(f) == 2:
		switch o {
		case opRoll:
			if v, err := strconv.Atoi(f[1]); err == nil && v >= 0 && v <= 16 {
				return RollAction(v), nil
			}
		case opMark, opRampage:
			if h, err := s.board.ParseHex(f[1]); err == nil {
				return act(o, h, 0), nil
			}
		case opAttack, opShoot, opOrc:
			if id, ok := unit(f[1]); ok {
				return act(o, id, 0), nil
			}
		case opFury, opEscape:
			if d, ok := dir(f[1]); ok {
				return act(o, d, 0), nil
			}
		case opLucky:
			switch f[1] {
			case "+1":
				return LuckyAction(true), nil
			case "-1":
				return LuckyAction(false), nil
			}
		}
	case len(f) == 3:
		it, ok1 := item(f[1])
		id, ok2 := unit(f[2])
		if ok1 && ok2 && (o == opGive || o == opBuy) {
			return act(o, id, it), nil
		}
	}
	return bad()
}
