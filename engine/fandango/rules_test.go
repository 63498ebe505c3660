package fandango

import (
	"fmt"
	"slices"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

func ref(u *Unit) string { return fmt.Sprintf("u%d", u.ID) }

func mv(u *Unit, hex string) string { return ref(u) + " " + hex }

// The rulebook's stacking examples: a troll (3) carries a sword; a
// villager rides a horse (2 + 2) but carries nothing more; an elf carries
// a sword, a bow and armor.
func TestStackingExamples(t *testing.T) {
	s := table(t, 2)
	put(t, s, Villager, 1, "h4")
	v := put(t, s, Villager, 0, "d3")
	put(t, s, Horse, 0, "d3")
	elf := put(t, s, Elf, 0, "c3")
	if s.load(hx(t, s, "d3")) != 4 {
		t.Fatalf("a villager and a horse fill %d stack points, want 4", s.load(hx(t, s, "d3")))
	}
	enginetest.Refused(t, s, mv(elf, "d3"), "more than 4 stack points")
	v.Items = append(v.Items, Sword)
	if !s.reaches(v, false, s.spotOf(v.Hex, v.Facing)) || !legal(t, s, mv(v, "d3")) {
		t.Fatal("a unit may always stay where it is")
	}
	v.Items = nil

	archer := put(t, s, Elf, 0, "f3", Sword, Bow, Armor)
	if archer.Load() != 4 {
		t.Fatalf("an elf with a sword, bow and armor has load %d, want 4", archer.Load())
	}
	if !legal(t, s, mv(archer, "g3")) {
		t.Fatal("the loaded elf cannot move to an empty hex")
	}
	s.ground = append(s.ground, GroundItem{Hex: hx(t, s, "f2"), Item: Key})
	enginetest.Refused(t, s, mv(archer, "f2"), "more than 4 stack points")

	troll := put(t, s, Troll, 0, "d5", Sword)
	if !legal(t, s, mv(troll, "e5")) {
		t.Fatal("a troll with a sword cannot move to an empty hex")
	}
	troll.Items = append(troll.Items, Shield)
	put(t, s, Wolf, 0, "f5")
	enginetest.Refused(t, s, mv(troll, "f5"), "more than 4 stack points")
}

// Enemy units never pass through a hex with another player's unit or a
// monster; the unit's own side does not block it.
func TestMovementThroughEnemiesRefused(t *testing.T) {
	s := table(t, 2)
	rat := put(t, s, Ratman, 0, "c3") // Move 2
	put(t, s, Villager, 1, "d3")
	enginetest.Refused(t, s, mv(rat, "e3"), "passes through")
	enginetest.Refused(t, s, mv(rat, "d3"), "another player's unit")
	s.Unit(4).Owner = Wild
	enginetest.Refused(t, s, mv(rat, "e3"), "passes through")
	s.Unit(4).Owner = 0
	put(t, s, Villager, 1, "h4")
	enginetest.Play(t, s, mv(rat, "e3"))
	if rat.Hex != hx(t, s, "e3") {
		t.Fatal("the ratman did not pass through its own side's hex")
	}
}

// Missile ranges: bow 3, crossbow 4, sling 2, the elf's own bow 3 at 1-3.
func TestMissileRanges(t *testing.T) {
	for _, c := range []struct {
		kind  Kind
		items []Item
		reach int // farthest distance it can shoot
		atk   int // attack number at that distance
	}{
		{Elf, nil, 3, 3},
		{Elf, []Item{Crossbow}, 4, 5},
		{Orc, []Item{Sling}, 2, 3},
		{Orc, []Item{Bow}, 3, 3},
		{Orc, []Item{Crossbow}, 4, 3},
		{Orc, nil, 1, 0},
	} {
		s := table(t, 2)
		a := put(t, s, c.kind, 0, "a1", c.items...)
		put(t, s, Villager, 1, "h4")
		var targets []*Unit
		for d := 1; d <= 5; d++ {
			targets = append(targets, put(t, s, Troll, Wild, string(rune('a'+d))+"1"))
		}
		enginetest.Play(t, s, mv(a, "a1"))
		for d, tg := range targets {
			want := d+1 >= 2 && d+1 <= c.reach
			if got := legal(t, s, "shoot "+ref(tg)); got != want {
				t.Errorf("%v with %v: shooting at distance %d legal %v, want %v", c.kind, c.items, d+1, got, want)
			}
		}
		if c.reach >= 2 {
			if got := s.rangedAttack(a, targets[c.reach-1], c.reach); got != c.atk {
				t.Errorf("%v with %v at %d hexes hits on 1-%d, want 1-%d", c.kind, c.items, c.reach, got, c.atk)
			}
			if c.reach < 5 {
				enginetest.Refused(t, s, "shoot "+ref(targets[c.reach]), "shoots that far")
			}
		}
		enginetest.Refused(t, s, "shoot "+ref(targets[0]), "adjacent target is attacked in melee")
	}
}

// An attack: a d8 at or under the attack number hits, the target defends
// with a d8; a failure kills it and drops its items; a success leaves it
// unharmed. Weapons and armor add one.
func TestAttackAndDefense(t *testing.T) {
	s := table(t, 2)
	orc := put(t, s, Orc, 0, "c3", Sword)
	put(t, s, Villager, 1, "h4")
	elf := put(t, s, Elf, Wild, "d3", Bow, Shield)
	if got := s.meleeAttack(orc, elf); got != 3 {
		t.Fatalf("an orc with a sword attacks on 1-%d, want 1-3", got)
	}
	if got := s.Defense(elf); got != 3 {
		t.Fatalf("an elf with a shield defends on 1-%d, want 1-3", got)
	}
	enginetest.Play(t, s, mv(orc, "c3"), "attack "+ref(elf), "roll 4")
	if !said(s, "misses") || s.Unit(elf.ID) == nil {
		t.Fatal("a roll of 4 against 1-3 did not miss")
	}
	// Seat 2's villager acts, then the wild elf moves; back to seat 1.
	enginetest.Play(t, s, "u4 h4", "pass", "dir w", "roll 8") // the wild elf is blocked and misses the orc
	enginetest.Play(t, s, mv(orc, "c3"), "attack "+ref(elf), "roll 3", "roll 3")
	if !said(s, "unharmed") || s.Unit(elf.ID) == nil {
		t.Fatal("a defense of 3 against 1-3 did not leave the elf unharmed")
	}
	enginetest.Play(t, s, "u4 h4", "pass", "dir w", "roll 8") // the wild elf is blocked and misses the orc
	enginetest.Play(t, s, mv(orc, "c3"), "attack "+ref(elf), "roll 1", "roll 4")
	if s.Unit(elf.ID) != nil {
		t.Fatal("a failed defense did not kill the elf")
	}
	if got := len(s.ground); got != 2 {
		t.Fatalf("the dead elf dropped %d items, want its bow and shield", got)
	}
	if s.players[0].Slain != 1<<Elf {
		t.Fatal("the kill was not credited to the attacker's seat")
	}
}

// Pack Mentality, the rulebook's example: three wolves attack on 1-6 and
// defend on 1-3.
func TestPackMentality(t *testing.T) {
	s := table(t, 2)
	var w []*Unit
	for range 3 {
		w = append(w, put(t, s, Wolf, 0, "d3"))
	}
	troll := put(t, s, Troll, 1, "e3")
	if a, d := s.meleeAttack(w[0], troll), s.Defense(w[0]); a != 6 || d != 3 {
		t.Fatalf("three wolves attack on 1-%d and defend on 1-%d, want 1-6 and 1-3", a, d)
	}
	lone := put(t, s, Wolf, 0, "a1")
	if a, d := s.meleeAttack(lone, troll), s.Defense(lone); a != 4 || d != 1 {
		t.Fatalf("a lone wolf attacks on 1-%d and defends on 1-%d, want 1-4 and 1", a, d)
	}
	put(t, s, Wolf, 0, "d3")
	if a := s.meleeAttack(w[0], troll); a != 7 {
		t.Fatalf("four wolves attack on 1-%d, want 1-7", a)
	}
}

// Guard Dog: any unit stacked with a war dog gains +1 defense.
func TestGuardDog(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "d3")
	dog := put(t, s, WarDog, 0, "d3")
	if s.Defense(v) != 2 || s.Defense(dog) != 1 {
		t.Fatalf("villager with a dog defends on 1-%d, the dog on 1-%d; want 1-2 and 1", s.Defense(v), s.Defense(dog))
	}
	enemy := put(t, s, Villager, 1, "e3")
	if s.Defense(enemy) != 1 {
		t.Fatal("an enemy next to the dog gained its bonus")
	}
}

// Dark Foe: the lizardman hits villagers, elves and dwarves on 1-6.
func TestDarkFoe(t *testing.T) {
	s := table(t, 2)
	l := put(t, s, Lizardman, 0, "d3")
	for k, want := range map[Kind]int{Villager: 6, Elf: 6, Dwarf: 6, Troll: 4, Orc: 4} {
		if got := s.meleeAttack(l, put(t, s, k, 1, "e3")); got != want {
			t.Errorf("a lizardman attacks a %v on 1-%d, want 1-%d", k, got, want)
		}
	}
}

// Fear: a villager, elf, dwarf, horse or war dog cannot come within two
// hexes of an enemy horror.
func TestFear(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "b3")
	orc := put(t, s, Orc, 0, "b5")
	put(t, s, Horror, 1, "e3")
	enginetest.Refused(t, s, mv(v, "c3"), "Fear")
	if !legal(t, s, mv(orc, "c5")) {
		t.Fatal("an orc fears the horror")
	}
	put(t, s, Horror, 0, "a2")
	if !legal(t, s, mv(v, "b2")) {
		t.Fatal("a villager fears its own side's horror")
	}
}

// Rally Cry: on 1-4 a monster from the Rally table arrives at the start.
func TestRallyCry(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "d3")
	put(t, s, Villager, 1, "h4")
	enginetest.Play(t, s, mv(v, "d3"), "rally", "roll 5")
	if !said(s, "Nobody answers") || len(s.units) != 2 {
		t.Fatal("a rally cry of 5 was answered")
	}
	enginetest.Play(t, s, "u4 h4", "pass") // seat 2, then a new round
	enginetest.Play(t, s, mv(v, "d3"), "rally", "roll 4", "roll 2")
	liz := s.units[len(s.units)-1]
	if liz.Kind != Lizardman || liz.Owner != 0 || liz.Hex != s.board.Start(0) {
		t.Fatalf("the rally brought %v of seat %d on hex %s, want seat 1's lizardman on its start", liz.Kind, liz.Owner+1, name(s, liz.Hex))
	}
}

// Dark Sacrifice: an orc within 1 hex of the target may take the attack
// (a window for its owner); it defends as normal.
func TestDarkSacrifice(t *testing.T) {
	s := table(t, 2)
	troll := put(t, s, Troll, 0, "d3")
	put(t, s, Villager, 0, "a1")
	v := put(t, s, Villager, 1, "e3")
	orc := put(t, s, Orc, 1, "f3")
	enginetest.Play(t, s, mv(troll, "d3"), "attack "+ref(v))
	w, ok := s.OpenWindow()
	if !ok || w.Seat != 1 || s.Phase() != PhaseOrc || !w.Useful {
		t.Fatalf("no useful Dark Sacrifice window for seat 2 (phase %d)", s.Phase())
	}
	enginetest.Play(t, s, "orc "+ref(orc), "roll 6", "roll 5")
	if s.Unit(orc.ID) != nil || s.Unit(v.ID) == nil {
		t.Fatal("the orc did not take the attack in the villager's place")
	}
	// No orc near: no window.
	enginetest.Play(t, s, mv(v, "e3"), "pass", "u4 a1", "pass")
	enginetest.Play(t, s, mv(troll, "d3"), "attack "+ref(v))
	if _, ok := s.OpenWindow(); ok || s.Phase() != PhaseRoll {
		t.Fatal("a window opened with no orc to take the attack")
	}
}

// Orcs of one seat that could take the same attack are told apart in the
// window's options: by where they stand beside the target, and by their
// place among those on its own hex.
func TestDarkSacrificeOptionsDistinct(t *testing.T) {
	s := table(t, 2)
	troll := put(t, s, Troll, 0, "d3")
	put(t, s, Villager, 0, "a1")
	v := put(t, s, Villager, 1, "e3")
	put(t, s, Orc, 1, name(s, step(s, v.Hex, NorthEast)))
	put(t, s, Orc, 1, name(s, step(s, v.Hex, SouthEast)))
	put(t, s, Orc, 1, "e3")
	put(t, s, Orc, 1, "e3")
	enginetest.Play(t, s, mv(troll, "d3"), "attack "+ref(v))
	legal := s.AppendLegalActions(nil)
	if s.Phase() != PhaseOrc || len(legal) != 5 {
		t.Fatalf("phase %d with %d options, want the Dark Sacrifice window with 4 orcs and decline", s.Phase(), len(legal))
	}
	said := map[string]bool{}
	for _, a := range legal {
		text := s.DescribeAction(a).String()
		if said[text] {
			t.Fatalf("two options are described %q", text)
		}
		said[text] = true
	}
	if !said["Seat 2's orc to the north-east takes the attack"] || !said["Seat 2's orc on the same hex (2 of 2) takes the attack"] {
		t.Fatalf("options %v", said)
	}
}

// Stone Crawl: a burrowed dwarf cannot be attacked until he moves again.
func TestStoneCrawl(t *testing.T) {
	s := table(t, 2)
	d := put(t, s, Dwarf, 0, "d3", Sword, Key, Potion)
	troll := put(t, s, Troll, 1, "e3")
	enginetest.Play(t, s, mv(d, "d3"), "burrow")
	if !d.Burrowed {
		t.Fatal("the dwarf did not burrow")
	}
	enginetest.Play(t, s, mv(troll, "e3"))
	enginetest.Refused(t, s, "attack "+ref(d), "burrowed dwarf")
	enginetest.Play(t, s, "pass", mv(d, "c3"))
	if d.Burrowed {
		t.Fatal("the dwarf stayed burrowed after moving")
	}
	enginetest.Play(t, s, "pass")
	d.Items = append(d.Items, Sword)
	enginetest.Play(t, s, mv(troll, "e3"), "pass", mv(d, "c3"))
	enginetest.Refused(t, s, "burrow", "at most 3 items")
}

// Lucky: the ratman's owner may change a die he is part of by one, when
// that changes the result.
func TestLucky(t *testing.T) {
	s := table(t, 2)
	rat := put(t, s, Ratman, 0, "d3")
	orc := put(t, s, Orc, 1, "e3")
	enginetest.Play(t, s, mv(rat, "d3"), "attack "+ref(orc), "roll 4")
	w, ok := s.OpenWindow()
	if !ok || w.Seat != 0 || !legal(t, s, "lucky -1") || legal(t, s, "lucky +1") {
		t.Fatal("Lucky's window did not offer -1 alone on a miss by one")
	}
	enginetest.Play(t, s, "lucky -1")
	if !said(s, "hits") {
		t.Fatal("Lucky's -1 did not turn the miss into a hit")
	}
	// The defense is the orc's roll: no ratman of its own, no window.
	enginetest.Play(t, s, "roll 7")
	if s.Unit(orc.ID) != nil {
		t.Fatal("the orc survived a failed defense")
	}
	// A roll Lucky cannot change opens no window.
	s2 := table(t, 2)
	rat2 := put(t, s2, Ratman, 0, "d3")
	troll := put(t, s2, Troll, 1, "e3")
	enginetest.Play(t, s2, mv(rat2, "d3"), "attack "+ref(troll), "roll 8")
	if _, ok := s2.OpenWindow(); ok {
		t.Fatal("a window opened where Lucky changes nothing")
	}
}

// Riding: a unit stacked with a horse moves 3 hexes with it.
func TestRiding(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "d3")
	horse := put(t, s, Horse, 0, "d3")
	put(t, s, Villager, 1, "h4")
	enginetest.Refused(t, s, mv(v, "f3"), "out of the unit's movement")
	enginetest.Play(t, s, ref(v)+" ride a3")
	if horse.Hex != v.Hex || !horse.Acted || s.players[0].Ends != 1 {
		t.Fatal("the horse did not carry the villager to the west end")
	}
}

// Rampage: a black death attacks a hex; every unit in it defends.
func TestRampage(t *testing.T) {
	s := table(t, 2)
	bd := put(t, s, BlackDeath, 0, "d3")
	a := put(t, s, Villager, 1, "e3")
	b := put(t, s, Elf, 1, "e3")
	enginetest.Play(t, s, mv(bd, "d3"), "rampage e3", "roll 5", "roll 2", "roll 2")
	if s.Unit(a.ID) != nil || s.Unit(b.ID) == nil {
		t.Fatal("the rampage did not make each unit of the hex defend (villager fails on 2, elf holds)")
	}
}

// Primordial Fury: one attack on a unit in each of three adjacent hexes.
func TestPrimordialFury(t *testing.T) {
	s := table(t, 2)
	db := put(t, s, DeathBeast, 0, "d3")
	h := hx(t, s, "d3")
	var targets []*Unit
	for _, d := range []Dir{NorthWest, West, SouthWest} {
		targets = append(targets, put(t, s, Villager, 1, name(s, step(s, h, d))))
	}
	put(t, s, Villager, 1, name(s, step(s, h, East)))
	enginetest.Play(t, s, mv(db, "d3"))
	if got := s.furyTargets(db, West); len(got) != 3 {
		t.Fatalf("fury to the west strikes %d units, want 3", len(got))
	}
	enginetest.Play(t, s, "fury w", "roll 4", "roll 2", "roll 1", "roll 2")
	if s.Unit(targets[0].ID) != nil || s.Unit(targets[1].ID) == nil || s.Unit(targets[2].ID) != nil {
		t.Fatal("each of the three targets did not defend on its own roll")
	}
}

// Regeneration: a troll that fails to defend is downed; it heals with its
// whole action; downed and failing again, it is destroyed.
func TestRegeneration(t *testing.T) {
	s := table(t, 2)
	bd := put(t, s, BlackDeath, 0, "d3")
	troll := put(t, s, Troll, 1, "e3")
	enginetest.Play(t, s, mv(bd, "d3"), "attack "+ref(troll), "roll 1", "roll 8")
	if !troll.Flipped {
		t.Fatal("the troll was not downed")
	}
	enginetest.Play(t, s, mv(troll, "e3"))
	enginetest.Refused(t, s, "attack "+ref(bd), "downed troll")
	enginetest.Play(t, s, "heal")
	if troll.Flipped {
		t.Fatal("the troll did not heal")
	}
	enginetest.Play(t, s, mv(bd, "d3"), "attack "+ref(troll), "roll 1", "roll 8", mv(troll, "e3"), "pass")
	enginetest.Play(t, s, mv(bd, "d3"), "attack "+ref(troll), "roll 1", "roll 8")
	if s.Unit(troll.ID) != nil || s.players[0].Trolls != 1 {
		t.Fatal("a downed troll failing again was not destroyed and counted")
	}
}

// Searching: once per hex, never the starting hex or the hexes around it;
// 1-4 a chest, 5-6 a random monster, 7-8 a lair searched again and again.
func TestSearching(t *testing.T) {
	s := table(t, 2)
	start := s.board.Start(0)
	v := put(t, s, Villager, 0, name(s, start))
	put(t, s, Villager, 1, "h4")
	enginetest.Play(t, s, mv(v, name(s, start)))
	enginetest.Refused(t, s, "search", "starting hex")
	enginetest.Play(t, s, "pass", "u4 h4", "pass")
	next := step(s, start, East)
	enginetest.Play(t, s, mv(v, name(s, next)))
	enginetest.Refused(t, s, "search", "starting hex")
	enginetest.Play(t, s, "pass", "u4 h4", "pass")
	far := step(s, next, East)
	enginetest.Play(t, s, mv(v, name(s, far)), "search", "roll 7")
	if !said(s, "finds nothing") || s.SearchedBy(far) != 0 {
		t.Fatal("a failed search did not mark the hex searched by seat 1")
	}
	enginetest.Play(t, s, "u4 h4", "pass", mv(v, name(s, far)))
	enginetest.Refused(t, s, "search", "searched already")
	enginetest.Play(t, s, "pass", "u4 h4", "pass")
	lair := step(s, far, East)
	enginetest.Play(t, s, mv(v, name(s, lair)), "search", "roll 6", "roll 8")
	if !s.IsLair(lair) {
		t.Fatal("a find of 8 did not reveal a lair")
	}
	enginetest.Play(t, s, "u4 h4", "pass", mv(v, name(s, lair)), "search", "roll 3")
	if !v.Has(MoneyBag) {
		t.Fatal("searching the lair again with 3 on 2d8 found no money bag")
	}
	enginetest.Play(t, s, "u4 h4", "pass", mv(v, name(s, lair)), "search", "roll 12", "roll 8")
	if len(s.units) != 3 || s.units[2].Kind != Troll || s.units[2].Owner != Wild {
		t.Fatal("a lair roll of 12 and a monster roll of 8 did not bring a wild troll")
	}
}

// A chest is locked and trapped: a failed opening kills the searcher and
// leaves the chest, sprung, for the next monster; a key opens it safely.
func TestChestTrapAndKey(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "e3")
	elf := put(t, s, Elf, 0, "e3")
	put(t, s, Villager, 1, "h4")
	enginetest.Play(t, s, mv(v, "e3"), "search", "roll 2", "roll 3")
	if len(s.ground) != 1 || s.ground[0].Item != Chest {
		t.Fatal("a find of 3 left no treasure chest")
	}
	enginetest.Play(t, s, "u5 h4", "pass", mv(elf, "e3"), "open", "roll 7")
	if s.Unit(elf.ID) != nil || !said(s, "killed by the trap") {
		t.Fatal("the trap did not kill the elf")
	}
	if s.ground[0].Item != SprungChest {
		t.Fatal("the chest did not stay, sprung")
	}
	enginetest.Play(t, s, mv(v, "e3"), "open")
	if s.Phase() != PhaseRoll || s.roll != rkChest || !said(s, "trap has gone off") {
		t.Fatal("a sprung chest did not open without a roll")
	}
	enginetest.Play(t, s, "roll 13")
	if !v.Has(Key) || s.ground[0].Item != OpenChest {
		t.Fatal("the chest roll of 13 did not give a key")
	}
	// A key opens a locked chest safely.
	s.ground = append(s.ground, GroundItem{Hex: v.Hex, Item: Chest})
	enginetest.Play(t, s, "u5 h4", "pass", mv(v, "e3"), "key")
	if v.Has(Key) || s.Phase() != PhaseRoll || s.roll != rkChest {
		t.Fatal("the key did not open the chest")
	}
	enginetest.Play(t, s, "roll 16")
	if !v.Has(Potion) {
		t.Fatal("the chest roll of 16 did not give a potion")
	}
	dog := put(t, s, WarDog, 0, "e3")
	s.ground = append(s.ground, GroundItem{Hex: v.Hex, Item: Chest})
	enginetest.Play(t, s, "u5 h4", "pass", mv(dog, "e3"))
	enginetest.Refused(t, s, "open", "cannot open chests")
}

// A potion cancels a death.
func TestPotionAgainstDeath(t *testing.T) {
	s := table(t, 2)
	troll := put(t, s, Troll, 0, "d3")
	v := put(t, s, Villager, 1, "e3", Potion)
	enginetest.Play(t, s, mv(troll, "d3"), "attack "+ref(v), "roll 1", "roll 8")
	if s.Unit(v.ID) == nil || v.Has(Potion) || !said(s, "drinks a potion") {
		t.Fatal("the potion did not cancel the death")
	}
}

// A kitten lets a unit escape a deadly hit: three hexes in a line, and
// the kitten is gone.
func TestKittenEscape(t *testing.T) {
	s := table(t, 2)
	troll := put(t, s, Troll, 0, "d3")
	v := put(t, s, Villager, 1, "e3", Kitten)
	enginetest.Play(t, s, mv(troll, "d3"), "attack "+ref(v), "roll 1", "roll 8")
	w, ok := s.OpenWindow()
	if !ok || w.Seat != 1 || !legal(t, s, "escape e") || legal(t, s, "escape ne") {
		t.Fatal("no escape window east (or one off the map)")
	}
	enginetest.Play(t, s, "escape e")
	if s.Unit(v.ID) == nil || v.Hex != hx(t, s, "h3") || v.Has(Kitten) {
		t.Fatalf("the villager is on %s with kitten %v, want h3 without it", name(s, v.Hex), v.Has(Kitten))
	}
}

// A money bag buys any item but a monster, at any time of the turn, and
// out of turn to save a unit from death.
func TestMoneyBag(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "d3", MoneyBag)
	troll := put(t, s, Troll, 1, "e3")
	enginetest.Refused(t, s, "buy key "+ref(v), "a money bag buys")
	enginetest.Play(t, s, "buy armor "+ref(v))
	if !v.Has(Armor) || v.Has(MoneyBag) || s.Phase() != PhaseSelect {
		t.Fatal("buying armor did not swap the bag for it as a free action")
	}
	v.Items = append(v.Items, MoneyBag)
	enginetest.Play(t, s, mv(v, "d3"), "pass", mv(troll, "e3"), "attack "+ref(v), "roll 1", "roll 8")
	if s.Phase() != PhaseDeath || !legal(t, s, "buy potion "+ref(v)) {
		t.Fatal("no window to buy a potion against the death")
	}
	enginetest.Play(t, s, "buy potion "+ref(v))
	if s.Unit(v.ID) == nil || v.Has(MoneyBag) {
		t.Fatal("the bought potion did not save the villager")
	}
	// The money-bag quest keeps the bags unspent.
	s.players[0].Quests = [3]int{16, 7, 11}
	v.Items = append(v.Items, MoneyBag)
	enginetest.Refused(t, s, "buy sword "+ref(v), "cannot be spent")
}

// Declining the death window lets the unit die.
func TestDeclineDeath(t *testing.T) {
	s := table(t, 2)
	troll := put(t, s, Troll, 0, "d3")
	v := put(t, s, Villager, 1, "e3", Kitten)
	put(t, s, Villager, 1, "h4")
	enginetest.Play(t, s, mv(troll, "d3"), "attack "+ref(v), "roll 1", "roll 8", "decline")
	if s.Unit(v.ID) != nil || len(s.ground) != 1 {
		t.Fatal("declining the window did not kill the villager and drop its kitten")
	}
}

// Random monsters move one hex in a random direction at the end of the
// round and attack the weakest unit next to them.
func TestRandomMonsters(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "b1")
	put(t, s, Villager, 1, "h4")
	wolf := put(t, s, Wolf, Wild, "d1")
	enginetest.Play(t, s, mv(v, "b1"), "pass", "u4 h4", "pass")
	if s.Phase() != PhaseRoll || s.roll != rkWildDir || s.Actor() != wolf.ID {
		t.Fatal("the round did not end with the wolf's random move")
	}
	if got := len(engine.Legal(s)); got != 6 {
		t.Fatalf("%d directions, want 6", got)
	}
	enginetest.Play(t, s, "dir ne") // off the map: stays
	if wolf.Hex != hx(t, s, "d1") || s.Round() != 2 {
		t.Fatal("a wolf heading off the map did not stay")
	}
	enginetest.Play(t, s, mv(v, "b1"), "pass", "u4 h4", "pass", "dir w")
	if wolf.Hex != hx(t, s, "c1") || s.Phase() != PhaseRoll || s.roll != rkAttack {
		t.Fatal("the wolf did not move west and attack the villager next to it")
	}
	enginetest.Play(t, s, "roll 1", "roll 5")
	if s.Unit(v.ID) != nil {
		t.Fatal("the wolf's attack did not kill the villager")
	}
	if !s.IsTerminal() || !s.Result().SeatWon(1) {
		t.Fatal("with seat 1 gone, seat 2 is not the last player standing")
	}
}

// When every hex has been searched it is a fight to the finish: the last
// player standing wins, even with fewer quests.
func TestAllSearchedLastStanding(t *testing.T) {
	s := table(t, 3, [3]int{7, 11, 13}, [3]int{7, 11, 13}, [3]int{7, 11, 13})
	for h := range s.searchd {
		s.searchd[h] = 0
	}
	s.players[2].Done[0] = true
	a := put(t, s, BlackDeath, 0, "d3")
	b := put(t, s, Villager, 1, "e3")
	c := put(t, s, Villager, 2, "f3")
	enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(b), "roll 1", "roll 8")
	if s.IsTerminal() {
		t.Fatal("the game ended with two players standing")
	}
	enginetest.Play(t, s, mv(c, "e3"), "pass", mv(a, "d3"), "attack "+ref(c), "roll 1", "roll 8")
	if !s.IsTerminal() {
		t.Fatal("the game did not end with one player standing")
	}
	r := s.Result()
	if !r.SeatWon(0) || r.Ranks[2] != 2 || r.Ranks[1] != 3 {
		t.Fatalf("ranks %v, want seat 1 first (last standing), seat 3 second (a quest)", r.Ranks)
	}
	// Game over says why the winner ranks above a seat with more quests.
	if got := r.TieBreak.String(); got != "Seat 1 is the last player standing: no other player has a monster left on the map" {
		t.Fatalf("the result tells %q", got)
	}
}

// capGame is a 3-seat game of villagers capped at rounds rounds, with
// seat 1 (counted from 0) holding two villagers and the others one; done
// lists the quests finished as (seat, quest) pairs. It plays every round
// with each unit staying put and returns the result.
func capGame(t *testing.T, rounds int, done ...[2]int) engine.Result {
	t.Helper()
	s := table(t, 3, [3]int{7, 11, 13}, [3]int{7, 11, 13}, [3]int{7, 11, 13})
	s.cap = rounds
	a := put(t, s, Villager, 0, "a1")
	b := put(t, s, Villager, 1, "h4")
	b2 := put(t, s, Villager, 1, "h5")
	c := put(t, s, Villager, 2, "a5")
	for _, d := range done {
		s.players[d[0]].Done[d[1]] = true
	}
	for range rounds {
		if s.IsTerminal() {
			t.Fatal("the game ended before the cap")
		}
		enginetest.Play(t, s, mv(a, "a1"), "pass", mv(b, "h4"), "pass", mv(c, "a5"), "pass", mv(b2, "h5"), "pass")
	}
	if !s.IsTerminal() || s.Round() != rounds {
		t.Fatalf("the game did not end after round %d", rounds)
	}
	return s.Result()
}

// The round cap: after the last round the most quests wins, then the
// most units on the map.
func TestRoundCap(t *testing.T) {
	r := capGame(t, 2, [2]int{1, 0}, [2]int{2, 1})
	if !slices.Equal(r.Ranks, []int{3, 1, 2}) || !slices.Equal(r.Scores, []int{0, 1, 1}) {
		t.Fatalf("ranks %v scores %v, want seat 2 first on more units", r.Ranks, r.Scores)
	}
	if got := r.TieBreak.String(); got != "Seat 2 and Seat 3 finished as many quests; Seat 2 has more monsters on the map" {
		t.Fatalf("tie-break %q", got)
	}
}

// Below a clear winner, seats level on quests and split by their units
// on the map are told too: the result says why one ranks above the other.
func TestRoundCapTellsALowerTieBreak(t *testing.T) {
	r := capGame(t, 1, [2]int{0, 0}, [2]int{0, 1})
	if !slices.Equal(r.Ranks, []int{1, 2, 3}) {
		t.Fatalf("ranks %v, want seat 1 first on quests, seat 2 second on more units", r.Ranks)
	}
	if got := r.TieBreak.String(); got != "Seat 2 and Seat 3 finished as many quests; Seat 2 has more monsters on the map" {
		t.Fatalf("tie-break %q", got)
	}
}
