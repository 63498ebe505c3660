package fandango

import (
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// A move's path goes hex by hex around what blocks it.
func TestPath(t *testing.T) {
	s := table(t, 2)
	rat := put(t, s, Ratman, 0, "c3")
	put(t, s, Villager, 1, "d3")
	a, _ := s.ParseAction(mv(rat, "d4"))
	path := s.Path(a)
	if len(path) != 3 || path[0] != hx(t, s, "c3") || path[1] != hx(t, s, "c4") || path[2] != hx(t, s, "d4") {
		t.Fatalf("path %v", path)
	}
	for i := 1; i < len(path); i++ {
		if s.board.Distance(path[i-1], path[i]) != 1 {
			t.Fatalf("path %v jumps", path)
		}
	}
	if s.Path(PassAction()) != nil {
		t.Fatal("a pass has a path")
	}
}

// The odds shown before an attack: a troll (1-6) against a villager
// (defends on 1) kills 6/8 x 7/8 = 65%.
func TestAttackOddsAndRollNeed(t *testing.T) {
	s := table(t, 2)
	troll := put(t, s, Troll, 0, "d3")
	v := put(t, s, Villager, 1, "e3")
	enginetest.Play(t, s, mv(troll, "d3"))
	odds := s.AttackOdds(AttackAction(v.ID))
	if !slices.Equal(odds, []Odds{{Target: v.ID, Attack: 6, Defense: 1, Kill: 65}}) {
		t.Fatalf("odds %+v", odds)
	}
	enginetest.Play(t, s, "attack "+ref(v))
	if what, need := s.RollNeed(); need != 6 || what.String() != "Seat 1's troll attacks" {
		t.Fatalf("the attack roll needs %d (%q)", need, what)
	}
	enginetest.Play(t, s, "roll 2")
	if what, need := s.RollNeed(); need != 1 || what.String() != "Seat 2's villager defends" {
		t.Fatalf("the defense roll needs %d (%q)", need, what)
	}
}

// A chest's trap tells the table what to animate: the trap, then the
// death on the chest's hex, each with its sentence.
func TestEvents(t *testing.T) {
	s := table(t, 2)
	elf := put(t, s, Elf, 0, "e3")
	put(t, s, Villager, 1, "h4")
	s.ground = append(s.ground, GroundItem{Hex: elf.Hex, Item: Chest})
	enginetest.Play(t, s, mv(elf, "e3"), "open", "roll 8")
	ev := s.Events()
	if len(ev) < 2 || ev[0].Kind != EvTrap || ev[1].Kind != EvKilled || ev[1].Unit != elf.ID || ev[1].Hex != elf.Hex || ev[1].Item != Chest {
		t.Fatalf("events %+v", ev)
	}
	if got := ev[1].Line.String(); got != "Seat 1's elf is killed by the trap" {
		t.Fatalf("the death is told as %q", got)
	}
	if lines := s.DescribeEffects(); len(lines) != len(ev) {
		t.Fatalf("%d lines for %d events", len(lines), len(ev))
	}
}

// DeterminizeInto copies a state into an earlier one, reusing its memory,
// and the two stay independent.
func TestDeterminizeInto(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "d3", Sword, Key)
	put(t, s, Villager, 1, "h4")
	dst := s.Determinize(0, nil)
	enginetest.Play(t, s, mv(v, "e3"), "pass")
	put(t, s, Troll, Wild, "a1", Potion)
	got := s.DeterminizeInto(dst, 0, nil)
	if got != dst || !slices.Equal(got.Encode(), s.Encode()) {
		t.Fatal("DeterminizeInto did not copy the state into dst")
	}
	c := got.(*State)
	c.units[0].Items[0] = Bow
	c.units[0].Hex = 0
	if v.Items[0] != Sword || v.Hex != hx(t, s, "e3") {
		t.Fatal("the copy shares units with the original")
	}
}

// The map as text for a person checking a record.
func TestBoardText(t *testing.T) {
	s := table(t, 2, [3]int{7, 11, 13}, [3]int{7, 11, 13})
	put(t, s, Troll, Wild, "c2", Sword)
	put(t, s, Villager, 0, "d3")
	put(t, s, Elf, 0, "d3")
	s.ground = append(s.ground, GroundItem{Hex: hx(t, s, "d3"), Item: Key})
	s.lair[hx(t, s, "e3")] = true
	var text []string
	for _, l := range s.BoardText() {
		text = append(text, l.String())
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{
		"  2    .   .  wT   .   .   .   .   .   .",
		"  3  .   .   .  1V+! L   .   .   .   .",
		"  4    .  *.   .   .   .   .   .  *.   .",
		"u3 the wild troll on c2 (carries sword)",
		"A key lies on d3",
		"Seat 1's quest 7: Slay two trolls: 0 of 2",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the board text has no %q:\n%s", want, all)
		}
	}
}

// The dice sampler rolls 2d8 with the table's probabilities: a 9 comes up
// about 8 times in 64, a 2 about once.
func TestSampleChance(t *testing.T) {
	s := newGame(t, 2)
	rng := engine.NewRand(1)
	var n [17]int
	for range 64000 {
		_, v, _ := decode(s.SampleChance(rng))
		n[v]++
	}
	if n[9] < 7500 || n[9] > 8500 || n[2] < 800 || n[2] > 1200 || n[1] != 0 {
		t.Fatalf("2d8 counts %v", n)
	}
}

// MoveOf reads back the moves and rides the constructors make, and only
// those of the game's own rules: a facing where the rule is off, or none
// where it is on, is not a move.
func TestMoveOf(t *testing.T) {
	s, f := table(t, 2), facingTable(t)
	c3 := hx(t, s, "c3")
	for _, c := range []struct {
		s    *State
		a    engine.Action
		want Move
		ok   bool
	}{
		{s, MoveAction(7, c3), Move{Unit: 7, Hex: c3}, true},
		{s, RideAction(7, c3), Move{Unit: 7, Hex: c3, Ride: true}, true},
		{f, FacingMoveAction(7, c3, East), Move{Unit: 7, Hex: c3, Facing: East}, true},
		{f, FacingRideAction(7, c3, West), Move{Unit: 7, Hex: c3, Ride: true, Facing: West}, true},
		{s, FacingMoveAction(7, c3, East), Move{}, false},
		{f, MoveAction(7, c3), Move{}, false},
		{s, MoveAction(7, s.board.NumHexes()), Move{}, false},
		{s, AttackAction(7), Move{}, false},
		{s, PassAction(), Move{}, false},
	} {
		m, ok := c.s.MoveOf(c.a)
		if ok != c.ok || m != c.want {
			t.Errorf("MoveOf(%s) = %+v, %v; want %+v, %v", c.s.ActionString(c.a), m, ok, c.want, c.ok)
		}
	}
}
