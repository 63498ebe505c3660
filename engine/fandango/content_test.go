package fandango

import (
	"strings"
	"testing"
)

// The tables, read back as the rulebook prints them.
func TestTablesAsPrinted(t *testing.T) {
	rules := RulesText()
	for _, want := range []string{
		"Search (a die, after a successful search roll): 1-4 treasure chest, 5-6 random monster, 7-8 dungeon or monster lair.",
		"Treasure chest (2d8): 2-3 money bag, 4 sword, 5 random monster, 6 missile weapon (a die: 1-4 bow, 5-6 crossbow, 7-8 sling), 7-8 kitten, 9-11 horse, 12-14 key, 15-16 potion.",
		"Lair (2d8): 2-5 money bag, 6-9 weapon (a die: 1-4 sword, 5-6 bow, 7 crossbow, 8 sling), 10-11 potion, 12-16 random monster.",
		"Random monster (2d8): 2 kitten (the finder takes it), 3 elf, 4 dwarf, 5 ratman, 6 horror, 7 orc, 8-9 troll, 10-11 death beast, 12-13 black death, 14-15 wolf, 16 villager.",
	} {
		if !strings.Contains(rules, want) {
			t.Errorf("the rules do not say %q", want)
		}
	}
	sum := 0
	for v := 2; v <= 16; v++ {
		sum += TwoD8(v)
	}
	if sum != 64 {
		t.Fatalf("2d8 outcomes sum to %d of 64", sum)
	}
}

// The monster statistics as printed (Stack, Move, Attack, Defense, Search
// with "~" as 0); the horse's stack size is read as 2 (RULES.md).
func TestMonsterStatistics(t *testing.T) {
	want := map[Kind][5]int{
		Villager: {2, 1, 2, 1, 6}, Lizardman: {2, 1, 4, 2, 4}, Horror: {3, 2, 4, 1, 5}, Elf: {1, 1, 4, 2, 5},
		Orc: {2, 1, 2, 4, 1}, Dwarf: {1, 1, 3, 3, 5}, Ratman: {1, 2, 3, 3, 3}, WarDog: {1, 2, 5, 1, 0},
		Horse: {2, 3, 1, 1, 0}, BlackDeath: {4, 2, 5, 4, 0}, Wolf: {1, 1, 4, 1, 0}, Troll: {3, 2, 6, 3, 1},
		DeathBeast: {4, 4, 4, 5, 0},
	}
	for k := range NumKinds {
		m := Monsters[k]
		if got := [5]int{m.Stack, m.Move, m.Attack, m.Defense, m.Search}; got != want[k] {
			t.Errorf("%v: %v, want %v", k, got, want[k])
		}
	}
}

// Every map has at least 25 hexes a player, starting hexes apart, and
// every start's neighbours on the map.
func TestMaps(t *testing.T) {
	for n := 1; n <= MaxPlayers; n++ {
		for _, z := range Sizes {
			b := NewBoard(n, z.PerSeat)
			if b.NumHexes() < n*z.PerSeat || b.NumHexes() < 25*n || b.NumHexes() >= 1<<hexBits {
				t.Errorf("%d players, %s: %d hexes", n, z.Name, b.NumHexes())
			}
			for p := range n {
				for d := range Dir(6) {
					if b.Neighbor(b.Start(p), d) < 0 {
						t.Errorf("%d players, %s: seat %d's start is on the edge", n, z.Name, p+1)
					}
				}
				for q := range p {
					if b.Distance(b.Start(p), b.Start(q)) < 3 {
						t.Errorf("%d players, %s: seats %d and %d start %d hexes apart", n, z.Name, q+1, p+1, b.Distance(b.Start(p), b.Start(q)))
					}
				}
			}
		}
	}
}
