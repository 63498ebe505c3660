package chessmonsters

import (
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// Action kinds; an action packs kind<<24 | a<<16 | b<<8 | c.
const (
	kPick     = iota + 1 // a: monster
	kDraw                // a: loot card (chance)
	kStart               // a: White's die, b: Black's die (chance)
	kSummon              // a: monster, b: field
	kMove                // a: from, b: to
	kAttack              // a: from, b: target
	kTeam                // a: from, b: target
	kJoin                // a: field of the joining monster
	kGo                  // the team attack starts
	kWait                // a: field
	kEnd                 // the acting monster ends its turn
	kSkip                // nothing can be done: the turn passes
	kAbility             // a: from, b: target field of the monster's action ability
	kHost                // a: from, b: the new host (Change host)
	kMirror              // a: from, b: target field, c: the monster whose ability is copied
	kLoot                // a: loot card, b: field, c: second field (Teleporter)
	kSandtrap            // Worbin answers a move from reserve
	kDodge               // a: the field Flitz dodges to
	kPass                // a response window closes unused
	kRoll                // a: the D6 (chance)
	kMax
)

type act struct{ kind, a, b, c int }

func (d act) action() engine.Action {
	return engine.Action(d.kind<<24 | d.a<<16 | d.b<<8 | d.c)
}

func decode(a engine.Action) act {
	return act{int(a>>24) & 0x7f, int(a>>16) & 0xff, int(a>>8) & 0xff, int(a) & 0xff}
}

func mk(kind, a, b, c int) engine.Action { return act{kind, a, b, c}.action() }

// FieldName is a field in notation: files a-f left to right from White's
// side, ranks 1-6 from White's side ("c2").
func FieldName(f int) string {
	return string(rune('a'+f%Size)) + strconv.Itoa(f/Size+1)
}

// ParseField reads a field name.
func ParseField(t string) (int, error) {
	if len(t) != 2 || t[0] < 'a' || t[0] >= 'a'+Size || t[1] < '1' || t[1] >= '1'+Size {
		return 0, fmt.Errorf("%q is not a field (a1 to f6)", t)
	}
	return int(t[1]-'1')*Size + int(t[0]-'a'), nil
}

// abilityWord is the notation word of an action ability, by monster.
func abilityWord(k int) string {
	switch k {
	case Jumo:
		return "jump"
	case Rallo:
		return "rally"
	case Bullhorn:
		return "shove"
	case Blinky:
		return "blink"
	}
	return ""
}

// ActionString formats an action; the notation is documented in RULES.md:
//
//	pick jumo          White or Black picks a card for the team (secret)
//	draw glasses       a loot card is drawn (chance)
//	start 3 5          the starting dice: White 3, Black 5 (chance)
//	summon jumo c2     summon Jumo onto c2
//	c2-c3              the monster on c2 moves to c3
//	c2xc3              single attack from c2 on c3
//	c2xc3 team         team attack from c2 on c3, then join d2 ... go
//	c2 jump c5         an action ability (jump, rally, shove, blink) aimed at c5
//	c2 host c3         Change host: the Parasitic Sword moves to c3
//	c2 mirror jump c5  Magic Mirror used by c2 as Pole Jump
//	glasses c2         a loot card (glasses, shield, wind, gloves c2; teleport c2 e4; beartrap; smoke)
//	wait c2, end, skip, pass, sandtrap, dodge d4, roll 4
func (s *State) ActionString(a engine.Action) string {
	d := decode(a)
	f := FieldName
	switch d.kind {
	case kPick:
		if d.a < NumMonsters {
			return "pick " + monsterKey(d.a)
		}
	case kDraw:
		if d.a < NumLoot {
			return "draw " + Loot[d.a].Key
		}
	case kStart:
		return fmt.Sprintf("start %d %d", d.a, d.b)
	case kSummon:
		if d.a < NumMonsters && d.b < NumFields {
			return "summon " + monsterKey(d.a) + " " + f(d.b)
		}
	case kMove:
		return f(d.a%NumFields) + "-" + f(d.b%NumFields)
	case kAttack:
		return f(d.a%NumFields) + "x" + f(d.b%NumFields)
	case kTeam:
		return f(d.a%NumFields) + "x" + f(d.b%NumFields) + " team"
	case kJoin:
		return "join " + f(d.a%NumFields)
	case kGo:
		return "go"
	case kWait:
		return "wait " + f(d.a%NumFields)
	case kEnd:
		return "end"
	case kSkip:
		return "skip"
	case kAbility:
		if m := s.board[d.a%NumFields]; m.Kind >= 0 && abilityWord(int(m.Kind)) != "" {
			return f(d.a%NumFields) + " " + abilityWord(int(m.Kind)) + " " + f(d.b%NumFields)
		}
	case kHost:
		return f(d.a%NumFields) + " host " + f(d.b%NumFields)
	case kMirror:
		if d.c < NumMonsters && abilityWord(d.c) != "" {
			return f(d.a%NumFields) + " mirror " + abilityWord(d.c) + " " + f(d.b%NumFields)
		}
	case kLoot:
		switch d.a {
		case BearTrap, SmokeBomb:
			return Loot[d.a].Key
		case Teleporter:
			return "teleport " + f(d.b%NumFields) + " " + f(d.c%NumFields)
		case SniperGlasses, IronShield, SecondWind, PowerGloves:
			return Loot[d.a].Key + " " + f(d.b%NumFields)
		}
	case kSandtrap:
		return "sandtrap"
	case kDodge:
		return "dodge " + f(d.a%NumFields)
	case kPass:
		return "pass"
	case kRoll:
		return "roll " + strconv.Itoa(d.a)
	}
	return fmt.Sprintf("action %d", int32(a))
}

// ParseAction reads the notation of ActionString (case and extra spaces
// do not matter). It reads the form; Apply says why a well-formed action
// is not legal now.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return 0, fmt.Errorf("empty action")
	}
	bad := func() (engine.Action, error) { return 0, fmt.Errorf("%q is not an action of Chess Monsters", text) }
	field := func(i int) (int, error) {
		if i >= len(f) {
			return 0, fmt.Errorf("%q: a field is missing", text)
		}
		return ParseField(f[i])
	}
	die := func(t string) (int, error) {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > 6 {
			return 0, fmt.Errorf("%q: a die shows 1 to 6", text)
		}
		return n, nil
	}
	want := func(n int) bool { return len(f) == n }
	switch f[0] {
	case "pick":
		if k := monsterByKey(f[1:]); k >= 0 {
			return mk(kPick, k, 0, 0), nil
		}
		return bad()
	case "draw":
		if c := lootByKey(f[1:]); c >= 0 {
			return mk(kDraw, c, 0, 0), nil
		}
		return bad()
	case "start":
		if !want(3) {
			return bad()
		}
		w, err := die(f[1])
		if err != nil {
			return 0, err
		}
		b, err := die(f[2])
		return mk(kStart, w, b, 0), err
	case "summon":
		if !want(3) {
			return bad()
		}
		k := monsterByKey(f[1:2])
		to, err := field(2)
		if k < 0 || err != nil {
			return bad()
		}
		return mk(kSummon, k, to, 0), nil
	case "roll":
		if !want(2) {
			return bad()
		}
		n, err := die(f[1])
		return mk(kRoll, n, 0, 0), err
	case "join", "wait", "dodge":
		if !want(2) {
			return bad()
		}
		x, err := field(1)
		kind := map[string]int{"join": kJoin, "wait": kWait, "dodge": kDodge}[f[0]]
		return mk(kind, x, 0, 0), err
	case "go", "end", "skip", "pass", "sandtrap":
		if !want(1) {
			return bad()
		}
		return mk(map[string]int{"go": kGo, "end": kEnd, "skip": kSkip, "pass": kPass, "sandtrap": kSandtrap}[f[0]], 0, 0, 0), nil
	}
	if c := lootByKey(f[:1]); c >= 0 {
		switch {
		case (c == BearTrap || c == SmokeBomb) && want(1):
			return mk(kLoot, c, 0, 0), nil
		case c == Teleporter && want(3):
			x, err := field(1)
			if err != nil {
				return 0, err
			}
			y, err := field(2)
			return mk(kLoot, c, x, y), err
		case c != BearTrap && c != SmokeBomb && c != Teleporter && c != MagicMirror && want(2):
			x, err := field(1)
			return mk(kLoot, c, x, 0), err
		}
		return bad()
	}
	if len(f[0]) == 5 && (f[0][2] == '-' || f[0][2] == 'x') {
		x, err := ParseField(f[0][:2])
		if err != nil {
			return 0, err
		}
		y, err := ParseField(f[0][3:])
		if err != nil {
			return 0, err
		}
		switch {
		case f[0][2] == '-' && want(1):
			return mk(kMove, x, y, 0), nil
		case want(1):
			return mk(kAttack, x, y, 0), nil
		case want(2) && f[1] == "team":
			return mk(kTeam, x, y, 0), nil
		}
		return bad()
	}
	x, err := field(0)
	if err != nil || len(f) < 3 {
		return bad()
	}
	switch {
	case f[1] == "host" && want(3):
		y, err := field(2)
		return mk(kHost, x, y, 0), err
	case f[1] == "mirror" && want(4):
		y, err := field(3)
		for _, k := range []int{Jumo, Rallo, Bullhorn, Blinky} {
			if abilityWord(k) == f[2] {
				return mk(kMirror, x, y, k), err
			}
		}
	case want(3):
		y, err := field(2)
		if m := s.board[x]; m.Kind >= 0 && abilityWord(int(m.Kind)) != f[1] {
			return 0, fmt.Errorf("%q: %s has no ability %q", text, Roster[m.Kind].Name, f[1])
		}
		for _, k := range []int{Jumo, Rallo, Bullhorn, Blinky} {
			if abilityWord(k) == f[1] {
				return mk(kAbility, x, y, 0), err
			}
		}
	}
	return bad()
}

func monsterByKey(f []string) int {
	if len(f) != 1 {
		return -1
	}
	for k := range NumMonsters {
		if monsterKey(k) == f[0] {
			return k
		}
	}
	return -1
}

func lootByKey(f []string) int {
	if len(f) != 1 {
		return -1
	}
	for c := range NumLoot {
		if Loot[c].Key == f[0] {
			return c
		}
	}
	return -1
}
