package fandango

import (
	"testing"

	"monstermixer/engine/enginetest"
)

// facingTable is a two-seat table with the advanced rule of facing.
func facingTable(t *testing.T) *State {
	t.Helper()
	s := table(t, 2)
	s.facing = true
	return s
}

// With the facing rule a unit steps into the hex it faces and turning
// costs 1 movement: a villager (Move 1) either steps ahead or turns.
func TestFacingMovement(t *testing.T) {
	s := facingTable(t)
	v := put(t, s, Villager, 0, "d3")
	v.Facing = East
	put(t, s, Villager, 1, "h4")
	if !legal(t, s, mv(v, "e3 e")) || !legal(t, s, mv(v, "d3 nw")) || !legal(t, s, mv(v, "d3 e")) {
		t.Fatal("the villager cannot step ahead, turn in place or stay")
	}
	enginetest.Refused(t, s, mv(v, "c3 w"), "each turn costs 1 movement")
	enginetest.Refused(t, s, mv(v, "e3 ne"), "each turn costs 1 movement")
	if _, err := s.ParseAction(mv(v, "e3")); err == nil {
		t.Fatal("a move without a facing was read under the facing rule")
	}
	if why := s.whyNotMove(v.ID, hx(t, s, "e3"), false); why != "with the facing rule a move says which way the unit ends up facing" {
		t.Fatalf("a move without a facing refused with %q", why)
	}
	rat := put(t, s, Ratman, 0, "d5") // Move 2: turn, then step
	rat.Facing = East
	if !legal(t, s, mv(rat, "c5 w")) || legal(t, s, mv(rat, "b5 w")) {
		t.Fatal("a ratman turns and steps one hex, not two")
	}
	turn, _ := s.ParseAction(mv(v, "d3 w"))
	if got := s.DescribeAction(turn).String(); got != "Seat 1's villager turns to face west" {
		t.Fatalf("turning is told as %q", got)
	}
	enginetest.Play(t, s, mv(v, "d3 w"))
	if v.Facing != West || v.Hex != hx(t, s, "d3") {
		t.Fatal("turning in place did not turn the villager")
	}
}

// With the facing rule a melee attack, a rampage and Primordial Fury
// strike only the three front hexes; missiles are not limited.
func TestFacingAttacks(t *testing.T) {
	s := facingTable(t)
	troll := put(t, s, Troll, 0, "d3")
	troll.Facing = East
	put(t, s, Villager, 1, "h4")
	front := put(t, s, Orc, 1, "e3")
	back := put(t, s, Orc, 1, "c3")
	enginetest.Play(t, s, mv(troll, "d3 e"))
	if !legal(t, s, "attack "+ref(front)) {
		t.Fatal("the troll cannot attack the hex it faces")
	}
	enginetest.Refused(t, s, "attack "+ref(back), "three front hexes")

	s2 := facingTable(t)
	db := put(t, s2, DeathBeast, 0, "d3")
	db.Facing = West
	put(t, s2, Villager, 1, "c3")
	put(t, s2, Villager, 1, "e3")
	enginetest.Play(t, s2, mv(db, "d3 w"))
	if !legal(t, s2, "fury w") {
		t.Fatal("the death beast cannot strike its front hexes")
	}
	enginetest.Refused(t, s2, "fury e", "three front hexes")

	s3 := facingTable(t)
	elf := put(t, s3, Elf, 0, "d3")
	elf.Facing = East
	far := put(t, s3, Orc, 1, "a3")
	enginetest.Play(t, s3, mv(elf, "d3 e"))
	if !legal(t, s3, "shoot "+ref(far)) {
		t.Fatal("the elf cannot shoot behind itself")
	}
}
