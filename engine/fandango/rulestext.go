package fandango

import (
	"fmt"
	"strings"

	"monstermixer/engine"
)

// Rules is the in-game rules reference (engine.RulesBook).
func (s *State) Rules() string { return RulesText() }

// RulesText is the player-facing rules of Monster Fandango with every
// table the engine uses, generated from the same data.
func RulesText() string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("## The goal")
	w("Each player rolls three quests with two eight-sided dice. The first player to finish three quests wins. Anyone may look at anyone's quests; the table shows each quest's progress.")
	w("Alone (solo), you play against the map's random monsters: your score is the number of rounds you took to finish three quests, fewer is better. Quests that need an opponent (3, 9 and 12) are rolled again, and so is a quest you already have.")
	w("")
	w("## The map")
	w("A map of hexes, at least 25 per player (the Map size option: small 25, normal 32, large 45). Each player starts with a villager on their starting hex, spread around the edge; new monsters of yours arrive there. The four corners are the map's corner hexes; the two ends are its west and east edge columns.")
	w("")
	w("## Setting up")
	w("Every player rolls their three quests. The lowest total starts; players tied roll one die and the lowest starts. Play goes clockwise. If a player has Capture the Flag, the next player clockwise marks its three points (never a starting hex).")
	w("")
	w("## A round")
	w("Players in turn pick one of their monsters that has not acted this round. It moves up to its Movement and then does one more thing: attack, search, open a chest, pick up what lies on its hex, give an item to a friend on its hex, use its special, or pass. A player with more monsters acts with the rest when the others are done. A money bag may be spent at any point of your turn.")
	w("At the end of the round every random monster moves one hex in a random direction (it stays if the hex is off the map, taken or full; a lair's monster always stays), then attacks the weakest of your monsters next to it, if any.")
	w("")
	w("## Moving and stacking")
	w("A hex holds at most 4 stack points: each monster its Stack Size, each item 1, a treasure chest 2, whether carried or on the ground. A monster never passes through a hex with another player's monster or a random monster. A monster stacked with your horse that has not acted may ride it: both move up to 3 hexes together and the horse has acted.")
	w("The monsters on a hex never carry more than its 4 points: a find that does not fit is left lying on the hex (it may take the hex past 4) for a later pick-up, and a pick-up takes only what fits.")
	w("")
	w("With the Facing option a monster faces one side of its hex: it steps only into the hex it faces, turning costs 1 movement, and it attacks in melee only into its three front hexes.")
	w("")
	w("## Combat")
	w("Attack a monster in an adjacent hex, or at range with a bow (3 hexes), a crossbow (4) or a sling (2); an elf shoots its own bow 3 hexes hitting on 1-3. Roll a die: at or under the attack number hits. The target then rolls its defense: at or under, it is unharmed; over, it is killed and drops what it carried. A weapon adds 1 to attack and armor or a shield 1 to defense, one of each at a time (a sword in melee, a missile weapon when shooting). Defending never uses a monster's action.")
	w("A potion is drunk by itself when its carrier would die, and it lives. A kitten lets a monster escape a deadly hit: it moves 3 hexes in a straight line, never through or onto a hex with another player's monster or a random monster (nor one its Fear forbids), and the kitten is gone. A money bag can buy a potion or a kitten at that moment.")
	w("")
	w("## Searching")
	w("A monster may search the hex it stands on, once per hex, never your own starting hex or the hexes around it. Roll a die at or under its Search number to find something, then roll again: 1-4 a treasure chest, 5-6 a random monster, 7-8 a dungeon or monster lair. A lair is searched again and again, with two dice on its own table and no search roll. A random monster that comes out of a lair stays at the lair (it never wanders off) for the next encounter: the lair cannot be searched again until it is slain. When every hex has been searched, it is a fight to the finish: the last player with monsters wins (three quests still win too).")
	w("A treasure chest is locked and trapped. Opening it is another search roll: success opens it, failure sets off the trap and kills the searcher, and the chest stays (now the next monster opens it without a roll). A key opens it safely and is used up. An opened chest is empty but still a chest for quest 2. What you find is carried by the finder at once when it fits (see stacking); a horse joins you; a random monster appears on the nearest free hex and is everybody's enemy.")
	w("")
	w("## Monsters")
	for k := range NumKinds {
		m := Monsters[k]
		search := "~"
		if m.Search > 0 {
			search = rng(m.Search)
		}
		w("- %s: Stack %d, Move %d, Attack %s, Defense %s, Search %s. %s: %s", engine.Capital(m.Name), m.Stack, m.Move, rng(m.Attack), rng(m.Defense), search, m.Special, m.Text)
	}
	w("")
	w("## Quests (2d8)")
	for q := 2; q <= 16; q++ {
		w("- %d: %s", q, Quests[q].Text)
	}
	w("")
	w("## Tables")
	missile := dieTable(1, 8, func(v int) string { return MissileTable(v).String() })
	weapon := dieTable(1, 8, func(v int) string { return WeaponTable(v).String() })
	w("Search (a die, after a successful search roll): %s.", dieTable(1, 8, func(v int) string {
		return [...]string{FindChest: "treasure chest", FindMonster: "random monster", FindLair: "dungeon or monster lair"}[SearchTable(v)]
	}))
	w("Treasure chest (2d8): %s.", dieTable(2, 16, func(v int) string {
		return strings.Replace(loot(ChestTable(v)), "missile weapon", "missile weapon (a die: "+missile+")", 1)
	}))
	w("Lair (2d8): %s.", dieTable(2, 16, func(v int) string {
		return strings.Replace(loot(LairTable(v)), "weapon", "weapon (a die: "+weapon+")", 1)
	}))
	w("Random monster (2d8): %s.", dieTable(2, 16, func(v int) string {
		if k, ok := RandomMonster(v); ok {
			return k.String()
		}
		return "kitten (the finder takes it)"
	}))
	w("Rally Cry: a die of 1-4 is answered; a second die says who comes: %s.", dieTable(1, 8, func(v int) string { return RallyTable[v].String() }))
	w("Money bags buy a sword, bow, crossbow, sling, armor, shield, kitten or potion, never a monster.")
	w("")
	w("## The end")
	w("The first player with three quests wins; players who finish their third quest at the same moment (in the same action, or at the same round's end) are all first, and the one with more monsters on the map wins (still tied, they share the win). A player whose last monster dies is out; when only one player has monsters left, that player wins. After the round cap (an option) the player with the most quests wins; a tie goes to the one with more monsters on the map. Alone, you lose if your monsters all die or the cap comes first.")
	return b.String()
}

// dieTable writes a die table as ranges of equal results: "1-4 bow, 5-6
// crossbow, 7-8 sling".
func dieTable(lo, hi int, label func(int) string) string {
	var parts []string
	for v := lo; v <= hi; {
		end := v
		for end < hi && label(end+1) == label(v) {
			end++
		}
		r := fmt.Sprint(v)
		if end > v {
			r = fmt.Sprintf("%d-%d", v, end)
		}
		parts = append(parts, r+" "+label(v))
		v = end + 1
	}
	return strings.Join(parts, ", ")
}

// loot names a result of the chest and lair tables.
func loot(r ChestResult) string {
	return [...]string{GetBag: "money bag", GetMelee: "sword", GetMonster: "random monster", GetMissile: "missile weapon",
		GetKitten: "kitten", GetHorse: "horse", GetKey: "key", GetPotion: "potion", GetWeapon: "weapon"}[r]
}

// rng writes a d8 range "1-4" (or "1").
func rng(top int) string {
	if top == 1 {
		return "1"
	}
	return fmt.Sprintf("1-%d", top)
}
