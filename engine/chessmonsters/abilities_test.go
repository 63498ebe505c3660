package chessmonsters

import (
	"strings"
	"testing"

	"monstermixer/engine/enginetest"
)

func TestPoleJump(t *testing.T) {
	for roll, lost := range map[int]int{1: 2, 2: 1, 3: 0, 6: 0} {
		s := quietGame(t)
		put(t, s, White, "jumo", "c3")
		put(t, s, Black, "bullhorn", "c4")
		put(t, s, Black, "lotl", "c5")
		enginetest.Refused(t, s, "c3 jump c5", "land on an empty field")
		enginetest.Refused(t, s, "c3 jump b2", "attack direction")
		enginetest.Play(t, s, "c3 jump c6") // over two blocked fields
		if w, ok := s.OpenWindow(); !ok || w.Seat != Black || w.Useful || at(t, s, "c3").Kind != Jumo {
			t.Fatalf("the jump did not wait for Black's window (Black's reserve might hold Worbin): %+v %v", w, ok)
		}
		enginetest.Play(t, s, "pass")
		if at(t, s, "c6").Kind != Jumo || s.phase != phRoll {
			t.Fatalf("Jumo did not jump to c6")
		}
		enginetest.Play(t, s, "roll "+string(rune('0'+roll)))
		if got := HitPoints - int(s.hp[White]); got != lost {
			t.Errorf("roll %d: White lost %d hit points, want %d", roll, got, lost)
		}
		if m := at(t, s, "c6"); m.Energy != 2 || m.Exhausted {
			t.Errorf("Jumo after the jump: %+v", m)
		}
		wantTurn(t, s, White)
	}
}

func TestRegrowth(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "c4")
	enginetest.Play(t, s, "c3xc4", "roll 1")
	if s.hp[Black] != HitPoints || at(t, s, "c4").Kind != Lotl {
		t.Fatalf("Black has %d hit points after hits on Lotl", s.hp[Black])
	}
	if !strings.Contains(effects(s), "Black's Lotl takes 2 hits; Regrowth spares Black's hit points.") {
		t.Fatalf("effects: %s", effects(s))
	}
	// Lotl can still be knocked out.
	s = quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "lotl", "c4")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "roll 1", "roll 1")
	if at(t, s, "c4").Kind >= 0 || s.hp[Black] != HitPoints {
		t.Fatal("Lotl was not KO by 4 hits, or they cost hit points")
	}
}

var swordTeam = []string{"swordling", "swordling", "lotl", "lotl", "shellby", "spikel"}

// The Parasitic Sword marker: +1 Power and -2 accuracy for its host.
func TestParasiticSword(t *testing.T) {
	for roll, ko := range map[int]bool{3: true, 4: false} {
		s := handsBack(ready(t, whiteTeam, swordTeam, quiet, quiet, "start 1 6"))
		put(t, s, White, "jumo", "c3")
		put(t, s, White, "rallo", "a1")
		enginetest.Play(t, s, "summon swordling c5", "c3-c4", "pass", "end")
		if !at(t, s, "c5").Sword {
			t.Fatal("Sword Ling entered without its marker")
		}
		enginetest.Play(t, s, "c5xc4", "roll "+string(rune('0'+roll)))
		if got := at(t, s, "c4").Kind < 0; got != ko {
			t.Errorf("roll %d against accuracy 5-2: KO %v, want %v (%s)", roll, got, ko, effects(s))
		}
		if ko && s.hp[White] != HitPoints-3 {
			t.Errorf("the sword's hit: White has %d hit points, want 17", s.hp[White])
		}
		if !strings.Contains(effects(s), "accuracy 3") {
			t.Errorf("effects: %s", effects(s))
		}
	}
	// Change host: the marker moves onto a monster in attack reach.
	s := handsBack(ready(t, whiteTeam, swordTeam, quiet, quiet, "start 1 6"))
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "swordling", "c4")
	enginetest.Refused(t, s, "c4 host c2", "in contact")
	enginetest.Play(t, s, "c4 host c3")
	if at(t, s, "c4").Sword || !at(t, s, "c3").Sword || int(at(t, s, "c4").Energy) != Roster[SwordLing].Energy-1 {
		t.Fatal("Change host did not move the marker for 1 energy")
	}
	enginetest.Refused(t, s, "c4 host c3", "carrying the Parasitic Sword")
	// The new host attacks with Power 3 and accuracy 2.
	enginetest.Play(t, s, "end", "c3xc4", "roll 2")
	if at(t, s, "c4").Kind >= 0 {
		t.Fatalf("Jumo with the sword did not KO Sword Ling: %s", effects(s))
	}
}

var worbinTeam = []string{"worbin", "worbin", "lotl", "lotl", "shellby", "spikel"}

func TestSandtrap(t *testing.T) {
	s := ready(t, whiteTeam, worbinTeam, quiet, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3-c4")
	w, ok := s.OpenWindow()
	if !ok || w.Seat != Black || !w.Useful || s.CurrentPlayer() != Black {
		t.Fatalf("no useful window for Black: %+v %v", w, ok)
	}
	if got := w.Prompt.Render(func(p int) string { return [2]string{"Ann", "Bob"}[p] }); got != "Ann's Jumo is about to move. Use an interrupt?" {
		t.Errorf("prompt %q", got)
	}
	enginetest.Play(t, s, "sandtrap")
	if m := at(t, s, "c4"); m.Kind != Worbin || !m.Exhausted || int(m.Owner) != Black {
		t.Fatalf("c4: %+v", m)
	}
	if m := at(t, s, "c3"); m.Kind != Jumo || !m.Exhausted {
		t.Fatalf("the denied monster: %+v", m)
	}
	if s.reserve[Black][Worbin] != 1 {
		t.Fatal("Worbin did not leave the reserve")
	}
	wantTurn(t, s, Black)
	// Without Worbin in its reserve, Black is asked all the same (White
	// cannot tell the reserves apart) and can only pass.
	s = quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3-c4")
	if w, ok := s.OpenWindow(); !ok || w.Seat != Black || w.Useful || len(s.AppendLegalActions(nil)) != 1 {
		t.Fatalf("no window, or one offering more than its pass, without Worbin: %+v %v", w, ok)
	}
	enginetest.Refused(t, s, "sandtrap", "while Worbin is in your reserve")
	enginetest.Play(t, s, "pass")
	if at(t, s, "c4").Kind != Jumo {
		t.Fatal("the move did not happen after the pass")
	}
	// Once both copies of Worbin have been seen, no reserve can hold it
	// and a move opens no window.
	s = quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	s.seen[Black][Worbin] = MaxCopies
	enginetest.Play(t, s, "c3-c4")
	if _, ok := s.OpenWindow(); ok || at(t, s, "c4").Kind != Jumo {
		t.Fatal("a window opened although Black cannot hold Worbin, or the move did not happen")
	}
}

// An interrupt pauses a move; the move then resumes.
func TestInterruptPausesAndResumesAMove(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, []string{"glasses", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3-b3")
	if s.CurrentPlayer() != Black || at(t, s, "b3").Kind >= 0 {
		t.Fatal("the move was not paused for Black's window")
	}
	if w, _ := s.OpenWindow(); w.Useful {
		t.Error("Sniper Glasses is not judged useful against a move")
	}
	enginetest.Refused(t, s, "glasses c3", "monster of yours")
	enginetest.Play(t, s, "glasses a6")
	if at(t, s, "b3").Kind != Jumo || at(t, s, "a6").Acc != 1 {
		t.Fatal("the move did not resume after the interrupt")
	}
	wantTurn(t, s, White)
	if s.actor < 0 || at(t, s, "b3").Energy != 2 {
		t.Fatal("Jumo's turn did not go on")
	}
	// Passing lets the move go on too.
	s = ready(t, whiteTeam, blackTeam, quiet, []string{"glasses", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3-b3", "pass")
	if at(t, s, "b3").Kind != Jumo {
		t.Fatal("the move did not happen after a pass")
	}
}

func TestRally(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "rallo", "c2")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "lotl", "b3")
	s.exhaust(2*Size + 1)
	enginetest.Refused(t, s, "c2 rally b3", "exhausted friendly monster") // an enemy
	enginetest.Refused(t, s, "c2 rally d3", "exhausted friendly monster")
	s.exhaust(2*Size + 3)
	enginetest.Play(t, s, "c2 rally d3")
	if m := at(t, s, "d3"); m.Exhausted || m.Energy != 3 {
		t.Fatalf("Jumo after Rally: %+v", m)
	}
}

func TestShove(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "bullhorn", "c3")
	put(t, s, Black, "lotl", "c4")
	put(t, s, Black, "lotl", "c6")
	enginetest.Play(t, s, "c3 shove c4")
	if at(t, s, "c5").Kind != Lotl || at(t, s, "c4").Kind >= 0 {
		t.Fatal("Lotl was not shoved to c5")
	}
	enginetest.Play(t, s, "c3-c4", "pass") // Bullhorn follows and has used all its energy
	wantTurn(t, s, Black)
	enginetest.Refused(t, s, "c5 shove c4", "Lotl has no ability")
}

func TestThickShellAndThorns(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "shellby", "c4")
	enginetest.Play(t, s, "c3xc4", "roll 1")
	if s.hp[Black] != HitPoints-1 {
		t.Fatalf("Shellby took %d hits from a Power 2 attack, want 1", HitPoints-s.hp[Black])
	}
	s = quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "spikel", "c4")
	enginetest.Play(t, s, "c3xc4", "roll 5")
	if s.hp[White] != HitPoints-1 || s.hp[Black] != HitPoints {
		t.Fatalf("after a miss on Spikel: White %d, Black %d", s.hp[White], s.hp[Black])
	}
	if !strings.Contains(effects(s), "Spikel's Thorns: White loses 1 hit point.") {
		t.Fatalf("effects: %s", effects(s))
	}
}

func TestAvenge(t *testing.T) {
	s := handsBack(ready(t, whiteTeam, []string{"mothling", "bullhorn", "lotl", "lotl", "shellby", "spikel"}, quiet, quiet, "start 6 1"))
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "roll 1", "roll 1")
	if m := at(t, s, "c4"); m.Kind != Mothling || !m.Exhausted {
		t.Fatalf("c4 after the KO: %+v", m)
	}
	if s.IsTerminal() {
		t.Fatal("the game ended although Mothling avenged")
	}
	if !strings.Contains(effects(s), "Mothling enters the arena") {
		t.Fatalf("effects: %s", effects(s))
	}
}

var flitzTeam = []string{"flitz", "flitz", "lotl", "lotl", "shellby", "spikel"}

// Dodge makes the attack impossible: its energy comes back and the
// attacker's player chooses another interaction.
func TestDodge(t *testing.T) {
	s := ready(t, whiteTeam, flitzTeam, quiet, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "flitz", "c4")
	enginetest.Play(t, s, "c3xc4")
	if w, ok := s.OpenWindow(); !ok || !w.Useful {
		t.Fatal("no useful window for Flitz")
	}
	enginetest.Refused(t, s, "dodge c3", "empty field")
	enginetest.Play(t, s, "dodge d4")
	if m := at(t, s, "d4"); m.Kind != Flitz || m.Energy != 2 {
		t.Fatalf("Flitz after dodging: %+v", m)
	}
	wantTurn(t, s, White)
	if m := at(t, s, "c3"); m.Energy != 3 || m.Exhausted || s.actor != 2*Size+2 {
		t.Fatalf("Jumo after the called-off attack: %+v actor %d", m, s.actor)
	}
	enginetest.Play(t, s, "c3xd4") // forward right, accuracy 3
	if s.phase != phWindow && s.phase != phRoll {
		t.Fatal("Jumo could not choose another attack")
	}
}

func TestBlink(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "blinky", "b2")
	put(t, s, White, "jumo", "e2")
	put(t, s, Black, "lotl", "a6")
	enginetest.Refused(t, s, "b2 blink a6", "friendly monster")
	enginetest.Play(t, s, "b2 blink e2")
	if at(t, s, "b2").Kind != Jumo || at(t, s, "e2").Kind != Blinky || s.actor != Size+4 {
		t.Fatal("Blink did not swap")
	}
}

func TestAmbush(t *testing.T) {
	s := quietGame(t)
	enginetest.Refused(t, s, "summon creepo c4", "3 rows")
	enginetest.Play(t, s, "summon creepo c3")
}
