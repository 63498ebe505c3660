package chessmonsters

import (
	"fmt"
	"strconv"
	"strings"
)

// This file holds every piece of content designed for Chess Monsters (the
// rulebook's pictures are lost): the monster roster with direction grids,
// the abilities and the loot deck. RULES.md explains each choice.

// Cell is what a monster can do in one direction of its card.
type Cell struct {
	Move     bool // a movement direction
	Attack   bool // an attack direction
	Accuracy int  // the accuracy printed on an attack direction
}

// Ability kinds, as the rulebook's symbols name them.
const (
	ActionKind    = "Action"
	PassiveKind   = "Passive"
	ReserveKind   = "Reserve"
	InterruptKind = "Interrupt"
)

// Ability is a monster's ability card.
type Ability struct {
	Name, Kind, Text string
}

// Monster is one card of the roster. Directions are given from its owner's
// side: Grid[0] is forward (towards the opponent), then clockwise: forward
// right, right, back right, back, back left, left, forward left.
type Monster struct {
	Name    string
	Health  int
	Power   int
	Energy  int
	Grid    [8]Cell
	Ability Ability
}

// Monster kinds, indexes into Roster.
const (
	Jumo = iota
	Lotl
	SwordLing
	Worbin
	Rallo
	Bullhorn
	Shellby
	Spikel
	Creepo
	Mothling
	Flitz
	Blinky
	NumMonsters
)

// grid reads a direction grid: eight tokens, forward first then clockwise;
// "." nothing, "m" only move, "aN" only attack with accuracy N, "N" move
// and attack with accuracy N.
func grid(spec string) [8]Cell {
	f := strings.Fields(spec)
	if len(f) != 8 {
		panic("chessmonsters: a grid needs 8 tokens: " + spec)
	}
	var g [8]Cell
	for i, t := range f {
		switch {
		case t == ".":
		case t == "m":
			g[i] = Cell{Move: true}
		case strings.HasPrefix(t, "a"):
			n, err := strconv.Atoi(t[1:])
			if err != nil || n < 1 || n > 6 {
				panic("chessmonsters: bad grid token " + t)
			}
			g[i] = Cell{Attack: true, Accuracy: n}
		default:
			n, err := strconv.Atoi(t)
			if err != nil || n < 1 || n > 6 {
				panic("chessmonsters: bad grid token " + t)
			}
			g[i] = Cell{Move: true, Attack: true, Accuracy: n}
		}
	}
	return g
}

// Roster is every monster card (each player may take each one twice).
var Roster = [NumMonsters]Monster{
	Jumo: {Name: "Jumo", Health: 3, Power: 2, Energy: 3, Grid: grid("4 a3 m . m . m a3"),
		Ability: Ability{"Pole Jump", ActionKind, "1 energy: Jumo moves up to 3 fields in one of its attack directions, ignoring blocked fields on the way (it must land on an empty field). Then roll a D6: on a 1 its player takes 2 hits, on a 2 it takes 1 hit."}},
	Lotl: {Name: "Lotl", Health: 3, Power: 1, Energy: 2, Grid: grid("3 . m . m . m ."),
		Ability: Ability{"Regrowth", PassiveKind, "Hits that Lotl receives do not reduce its player's hit points."}},
	SwordLing: {Name: "Sword Ling", Health: 2, Power: 2, Energy: 2, Grid: grid("a5 4 m m . m m 4"),
		Ability: Ability{"Parasitic Sword", ReserveKind, "When Sword Ling enters the arena, put a Parasitic Sword marker on it."}},
	Worbin: {Name: "Worbin", Health: 3, Power: 2, Energy: 2, Grid: grid("4 . a3 m m m a3 ."),
		Ability: Ability{"Sandtrap", InterruptKind, "As long as Worbin is in reserve: when an enemy monster starts a Move or a Pole Jump, it is denied; Worbin enters the arena on the field the monster wanted to enter; the monster and Worbin are both exhausted."}},
	Rallo: {Name: "Rallo", Health: 3, Power: 2, Energy: 3, Grid: grid("3 3 m . m . m 3"),
		Ability: Ability{"Rally", ActionKind, "1 energy: an exhausted friendly monster next to Rallo (any of the 8 directions) becomes active again with all its energy."}},
	Bullhorn: {Name: "Bullhorn", Health: 4, Power: 2, Energy: 2, Grid: grid("5 a3 . . m . . a3"),
		Ability: Ability{"Shove", ActionKind, "1 energy: an enemy monster in contact in one of Bullhorn's attack directions is pushed 1 field further in that direction, if that field is in the arena and empty."}},
	Shellby: {Name: "Shellby", Health: 4, Power: 2, Energy: 2, Grid: grid("3 a3 m . m . m a3"),
		Ability: Ability{"Thick Shell", PassiveKind, "Every attack on Shellby inflicts 1 hit fewer."}},
	Spikel: {Name: "Spikel", Health: 3, Power: 2, Energy: 2, Grid: grid("4 a4 m m m m m a4"),
		Ability: Ability{"Thorns", PassiveKind, "Every attack roll on Spikel that misses costs the attacking player 1 hit point."}},
	Creepo: {Name: "Creepo", Health: 3, Power: 2, Energy: 3, Grid: grid("4 m 4 m . m 4 m"),
		Ability: Ability{"Ambush", ReserveKind, "While Creepo is in reserve it may be summoned onto any empty field of the 3 rows nearest its player."}},
	Mothling: {Name: "Mothling", Health: 2, Power: 2, Energy: 4, Grid: grid("3 a3 m m m m m a3"),
		Ability: Ability{"Avenge", ReserveKind, "While Mothling is in reserve: when a friendly monster is KO, Mothling enters the arena on its field, exhausted."}},
	Flitz: {Name: "Flitz", Health: 3, Power: 2, Energy: 3, Grid: grid("4 m m m m m m m"),
		Ability: Ability{"Dodge", InterruptKind, "When Flitz is attacked and not exhausted: it uses 1 energy and moves 1 field in one of its movement directions. The attack is no longer possible."}},
	Blinky: {Name: "Blinky", Health: 3, Power: 2, Energy: 2, Grid: grid("3 3 . a3 . a3 . 3"),
		Ability: Ability{"Blink", ActionKind, "1 energy: Blinky swaps places with any other friendly monster in the arena."}},
}

// ParasiticSword is the marker card Sword Ling brings into the arena.
var ParasiticSword = struct {
	Name                 string
	Passive, ChangeHost  Ability
	PowerBonus, AccBonus int
}{
	Name:       "Parasitic Sword",
	Passive:    Ability{"Parasitic Sword", PassiveKind, "+1 Power and -2 accuracy on every attack direction."},
	ChangeHost: Ability{"Change host", ActionKind, "1 energy: move the Parasitic Sword marker onto a monster (friend or enemy) in contact in one of this monster's attack directions."},
	PowerBonus: 1,
	AccBonus:   -2,
}

// Loot card kinds, indexes into Loot.
const (
	SniperGlasses = iota
	MagicMirror
	PowerGloves
	IronShield
	BearTrap
	Teleporter
	SecondWind
	SmokeBomb
	NumLoot
)

// LootCard is one card of the 8-card loot deck each colour has.
type LootCard struct {
	Name, Key, Kind, Text string
}

// Loot is the loot deck: both colours have the same 8 cards.
var Loot = [NumLoot]LootCard{
	SniperGlasses: {"Sniper Glasses", "glasses", InterruptKind, "Choose 1 of your monsters in the arena: it gains +1 accuracy for its next attack."},
	MagicMirror:   {"Magic Mirror", "mirror", ActionKind, "1 energy: use the effect of 1 action ability of a monster in the arena (Pole Jump, Rally, Shove or Blink, on either side) as this card's effect."},
	PowerGloves:   {"Power Gloves", "gloves", ActionKind, "1 energy: the monster gains +1 Power for its next attack."},
	IronShield:    {"Iron Shield", "shield", InterruptKind, "Choose 1 of your monsters in the arena: the next attack on it inflicts 2 hits fewer."},
	BearTrap:      {"Bear Trap", "beartrap", InterruptKind, "When an enemy monster starts a Move or a Pole Jump: it is denied and that monster is exhausted."},
	Teleporter:    {"Teleporter", "teleport", ActionKind, "1 energy: the monster moves onto any empty field of the arena."},
	SecondWind:    {"Second Wind", "wind", InterruptKind, "Choose 1 of your exhausted monsters in the arena: it is active again with all its energy."},
	SmokeBomb:     {"Smoke Bomb", "smoke", InterruptKind, "When an enemy attack on one of your monsters is declared: the attack is called off and every attacking monster is exhausted."},
}

// Game constants from the rulebook.
const (
	Size        = 6 // the arena is 6x6 fields
	NumFields   = Size * Size
	TeamSize    = 6  // monster cards per team
	MaxCopies   = 2  // each monster at most twice per team
	HitPoints   = 20 // hit points per player
	StartHand   = 2  // loot cards drawn at the start
	SummonRows  = 2  // the summon range in rows
	AmbushRows  = 3  // Creepo's summon range
	JumpRange   = 3  // Pole Jump's reach
	ActionCost  = 1  // the energy of an action ability or action loot
	ShieldValue = 2  // hits Iron Shield takes off
	// TurnCap is the designed end of a stalled game: after this many
	// turns (both players together) the game ends and the player with more
	// hit points left wins.
	TurnCap = 200
)

// monsterKey is the notation name of a monster: lower case, no spaces.
func monsterKey(k int) string {
	return strings.ToLower(strings.ReplaceAll(Roster[k].Name, " ", ""))
}

func init() {
	for k := range Roster {
		m := &Roster[k]
		if m.Health < 1 || m.Power < 1 || m.Energy < 1 || m.Ability.Name == "" {
			panic(fmt.Sprintf("chessmonsters: monster %s is incomplete", m.Name))
		}
	}
}
