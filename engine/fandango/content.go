package fandango

// Kind is one of the thirteen monsters of the game.
type Kind uint8

// The thirteen monsters, in the rulebook's order of statistics.
const (
	Villager Kind = iota
	Lizardman
	Horror
	Elf
	Orc
	Dwarf
	Ratman
	WarDog
	Horse
	BlackDeath
	Wolf
	Troll
	DeathBeast
	NumKinds
)

// Stats are a monster's printed statistics. Attack, Defense and Search are
// the top of a d8 range starting at 1 ("Attack: 1-4" is 4); Search 0 is the
// rulebook's "~" (cannot search).
type Stats struct {
	Name, Plural string
	Stack        int
	Move         int
	Attack       int
	Defense      int
	Search       int
	Special      string // the special's name
	Text         string // the special as printed
}

// Monsters lists every monster's statistics as printed in the rulebook,
// with one reading: the horse has Stack Size 2 (the statistics say 3, the
// stacking example "a villager could ride a horse (both having a stack
// size of 2)" says 2; see RULES.md).
var Monsters = [NumKinds]Stats{
	Villager:   {"villager", "villagers", 2, 1, 2, 1, 6, "Rally Cry", "Summon a monster to your cause on a 1-4. Roll a d8 to determine the monster that arrives at your starting hex."},
	Lizardman:  {"lizardman", "lizardmen", 2, 1, 4, 2, 4, "Dark Foe", "The evil lizardman successfully attacks villagers, elves, and dwarves on a 1-6."},
	Horror:     {"horror", "horrors", 3, 2, 4, 1, 5, "Fear", "The ghastly horror is so frightening that a villager, elf, dwarf, horse, or war dog cannot come within two hexes of it."},
	Elf:        {"elf", "elves", 1, 1, 4, 2, 5, "Elven Archer", "The elf can shoot a bow 3 hexes with successful attack on 1-3."},
	Orc:        {"orc", "orcs", 2, 1, 2, 4, 1, "Dark Sacrifice", "An orc can take 1 attack meant for another target, within 1 hex of his position. Roll defense as normal."},
	Dwarf:      {"dwarf", "dwarves", 1, 1, 3, 3, 5, "Stone Crawl", "The dwarf can burrow into the ground removing the chance of being attacked until he moves again, taking a stack of up to 3 items."},
	Ratman:     {"ratman", "ratmen", 1, 2, 3, 3, 3, "Lucky", "A ratman can add or subtract 1 point from any die roll that he is associated to."},
	WarDog:     {"war dog", "war dogs", 1, 2, 5, 1, 0, "Guard Dog", "Any unit the war dog is stacked with gains +1 to their defense score. War dogs can't open chests."},
	Horse:      {"horse", "horses", 2, 3, 1, 1, 0, "Riding", "Any unit stacked with a horse can move at its rate of 3 hexes per turn. Horses can't search for items or open chests."},
	BlackDeath: {"black death", "black deaths", 4, 2, 5, 4, 0, "Rampage", "A black death can attack a hex as if it was a single target: each unit in it must make a defense or be destroyed."},
	Wolf:       {"wolf", "wolves", 1, 1, 4, 1, 0, "Pack Mentality", "For each additional wolf in the hex, all the wolves gain +1 to attack and +1 defense. Wolves cannot search or open chests."},
	Troll:      {"troll", "trolls", 3, 2, 6, 3, 1, "Regeneration", "A troll that fails to defend is turned upside down instead of dying; it can spend its next whole action to heal. Failing again while down destroys it."},
	DeathBeast: {"death beast", "death beasts", 4, 4, 4, 5, 0, "Primordial Fury", "The death beast attacks 1 unit in each of three adjacent hexes as a single attack; each must make a defense roll or perish. Death beasts cannot search or open chests."},
}

// String is the monster's name in lower case ("war dog").
func (k Kind) String() string {
	if k < NumKinds {
		return Monsters[k].Name
	}
	return "?"
}

// Stats returns the monster's statistics.
func (k Kind) Stats() Stats { return Monsters[k] }

// CanSearch reports whether the monster may search hexes and open chests
// (the rulebook's "~" search, and the specials that say so).
func (k Kind) CanSearch() bool { return Monsters[k].Search > 0 }

// rampages reports whether the monster has Rampage (the black death).
func (k Kind) rampages() bool { return k == BlackDeath }

// hasFury reports whether the monster has Primordial Fury (the death
// beast).
func (k Kind) hasFury() bool { return k == DeathBeast }

// fears reports whether Fear keeps this kind two hexes away from a horror.
func (k Kind) fears() bool {
	return k == Villager || k == Elf || k == Dwarf || k == Horse || k == WarDog
}

// Item is a thing a unit carries or that lies on the ground.
type Item uint8

// The items. A treasure chest is an item with three states.
const (
	Sword Item = iota
	Bow
	Crossbow
	Sling
	Armor
	Shield
	Potion
	Kitten
	Key
	MoneyBag
	Chest       // locked and trapped
	SprungChest // its trap went off: the next unit opens it without a roll
	OpenChest   // opened and emptied; still a chest for quests
	NumItems
)

var itemNames = [NumItems]string{"sword", "bow", "crossbow", "sling", "armor", "shield", "potion", "kitten", "key", "money bag", "chest", "sprung chest", "open chest"}

// itemWords are the items' notation words.
var itemWords = [NumItems]string{"sword", "bow", "crossbow", "sling", "armor", "shield", "potion", "kitten", "key", "bag", "chest", "sprung", "opened"}

// String is the item's name for a person ("money bag").
func (it Item) String() string {
	if it < NumItems {
		return itemNames[it]
	}
	return "?"
}

// Stack is the item's stack size: 2 for a chest, 1 for everything else.
func (it Item) Stack() int {
	if it.IsChest() {
		return 2
	}
	return 1
}

// IsChest reports whether the item is a treasure chest in any state.
func (it Item) IsChest() bool { return it >= Chest && it <= OpenChest }

// IsWeapon reports whether the item adds +1 to attack.
func (it Item) IsWeapon() bool { return it <= Sling }

// Range is a missile weapon's range in hexes (0 for other items).
func (it Item) Range() int {
	switch it {
	case Bow:
		return 3
	case Crossbow:
		return 4
	case Sling:
		return 2
	}
	return 0
}

// Buyable lists what a money bag buys: "a weapon, armor, shield, kitten,
// or a potion" (never a monster, a key or a chest).
var Buyable = []Item{Sword, Bow, Crossbow, Sling, Armor, Shield, Kitten, Potion}

// ChestResult is one line of the treasure chest's 2d8 table.
type ChestResult uint8

// Results of the chest and lair tables.
const (
	GetBag ChestResult = iota
	GetMelee
	GetMonster
	GetMissile
	GetKitten
	GetHorse
	GetKey
	GetPotion
	GetWeapon // the lair's "weapon": melee or missile
)

// ChestTable maps a 2d8 roll (2-16) to the treasure chest's contents.
func ChestTable(roll int) ChestResult {
	switch {
	case roll <= 3:
		return GetBag
	case roll == 4:
		return GetMelee
	case roll == 5:
		return GetMonster
	case roll == 6:
		return GetMissile
	case roll <= 8:
		return GetKitten
	case roll <= 11:
		return GetHorse
	case roll <= 14:
		return GetKey
	}
	return GetPotion
}

// LairTable maps a 2d8 roll (2-16) to what a search of a lair finds.
func LairTable(roll int) ChestResult {
	switch {
	case roll <= 5:
		return GetBag
	case roll <= 9:
		return GetWeapon
	case roll <= 11:
		return GetPotion
	}
	return GetMonster
}

// SearchFind is what a successful search finds.
type SearchFind uint8

// The search results.
const (
	FindChest SearchFind = iota
	FindMonster
	FindLair
)

// SearchTable maps the d8 of a successful search to what it finds: 1-4
// treasure chest, 5-6 random monster, 7-8 dungeon or monster lair.
func SearchTable(roll int) SearchFind {
	switch {
	case roll <= 4:
		return FindChest
	case roll <= 6:
		return FindMonster
	}
	return FindLair
}

// RandomMonster maps a 2d8 roll (2-16) to the random monster that
// appears; ok is false for 2, the kitten (an item, not a monster).
func RandomMonster(roll int) (k Kind, ok bool) {
	switch {
	case roll <= 2:
		return 0, false
	case roll == 3:
		return Elf, true
	case roll == 4:
		return Dwarf, true
	case roll == 5:
		return Ratman, true
	case roll == 6:
		return Horror, true
	case roll == 7:
		return Orc, true
	case roll <= 9:
		return Troll, true
	case roll <= 11:
		return DeathBeast, true
	case roll <= 13:
		return BlackDeath, true
	case roll <= 15:
		return Wolf, true
	}
	return Villager, true
}

// RallyTable is the designed d8 table of Rally Cry (the rulebook names
// none): the monster that arrives at the caller's starting hex. It is the
// only way to gain a lizardman.
var RallyTable = [9]Kind{0, Villager, Lizardman, Elf, Dwarf, Orc, Ratman, WarDog, Wolf}

// MissileTable is the designed d8 table for the chest's "Missile Weapon":
// 1-4 bow, 5-6 crossbow, 7-8 sling.
func MissileTable(roll int) Item {
	switch {
	case roll <= 4:
		return Bow
	case roll <= 6:
		return Crossbow
	}
	return Sling
}

// WeaponTable is the designed d8 table for the lair's "weapon": 1-4 sword,
// 5-6 bow, 7 crossbow, 8 sling. The chest's "Melee Weapon" is a sword.
func WeaponTable(roll int) Item {
	switch {
	case roll <= 4:
		return Sword
	case roll <= 6:
		return Bow
	case roll == 7:
		return Crossbow
	}
	return Sling
}

// TwoD8 is the probability of each 2d8 sum (index 2-16) in 64ths.
func TwoD8(sum int) int {
	if sum < 2 || sum > 16 {
		return 0
	}
	if sum <= 9 {
		return sum - 1
	}
	return 17 - sum
}
