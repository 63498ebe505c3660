package chessmonsters

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

func TestSniperGlasses(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, []string{"glasses", "mirror"}, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "glasses c3")
	if s.hand[White][SniperGlasses] != 0 || s.trash[White][SniperGlasses] != 1 {
		t.Fatal("Sniper Glasses did not go to the trash")
	}
	enginetest.Play(t, s, "c3xc4", "pass", "roll 5") // accuracy 4+1
	if s.hp[Black] != HitPoints-2 {
		t.Fatalf("a 5 against accuracy 5 missed: %s", effects(s))
	}
	if at(t, s, "c3").Acc != 0 {
		t.Fatal("the bonus outlived the next attack")
	}
}

func TestMagicMirror(t *testing.T) {
	s := ready(t, whiteTeam, []string{"jumo", "bullhorn", "lotl", "lotl", "shellby", "spikel"}, []string{"mirror", "gloves"}, quiet, "start 6 1")
	put(t, s, White, "rallo", "b2")
	put(t, s, Black, "jumo", "f6")
	enginetest.Refused(t, s, "b2 mirror shove b3", "monster in the arena")
	enginetest.Play(t, s, "b2 mirror jump b5") // Rallo copies Black's Pole Jump, forward 3
	if _, ok := s.OpenWindow(); !ok || s.hand[White][MagicMirror] != 0 {
		t.Fatal("a mirrored Pole Jump opened no window for Black, or the card stayed in hand")
	}
	enginetest.Play(t, s, "pass")
	if at(t, s, "b5").Kind != Rallo {
		t.Fatal("Magic Mirror did not make Rallo jump")
	}
	enginetest.Play(t, s, "roll 1")
	if s.hp[White] != HitPoints-2 || at(t, s, "b5").Energy != 2 {
		t.Fatalf("after the mirrored jump: hp %d, %+v", s.hp[White], at(t, s, "b5"))
	}
}

func TestPowerGloves(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, []string{"gloves", "mirror"}, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "gloves c3")
	if m := at(t, s, "c3"); m.Energy != 2 || m.Pow != 1 {
		t.Fatalf("Jumo with gloves: %+v", m)
	}
	enginetest.Play(t, s, "c3xc4", "pass", "roll 1")
	if s.hp[Black] != HitPoints-3 {
		t.Fatalf("the gloved hit cost Black %d, want 3", HitPoints-s.hp[Black])
	}
}

func TestIronShield(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, []string{"shield", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	enginetest.Play(t, s, "c3xc4")
	if w, ok := s.OpenWindow(); !ok || !w.Useful {
		t.Fatal("no useful window for the shield")
	}
	enginetest.Play(t, s, "shield c4", "roll 1")
	if s.hp[Black] != HitPoints || at(t, s, "c4").Shield != 0 {
		t.Fatalf("the shield let %d hits through or stayed", HitPoints-s.hp[Black])
	}
}

func TestBearTrap(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, []string{"beartrap", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Refused(t, s, "beartrap", "answers an enemy move or attack only")
	enginetest.Play(t, s, "c3-c4", "beartrap")
	if m := at(t, s, "c3"); !m.Exhausted || at(t, s, "c4").Kind >= 0 {
		t.Fatal("Bear Trap did not stop the move")
	}
	wantTurn(t, s, Black)
	if !strings.Contains(effects(s), "exhausted and its turn ends") {
		t.Fatalf("effects: %s", effects(s))
	}
	// A Pole Jump is a movement too: Jumo stays, exhausted, and rolls no die.
	s = ready(t, whiteTeam, blackTeam, quiet, []string{"beartrap", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3 jump c5", "beartrap")
	if m := at(t, s, "c3"); !m.Exhausted || at(t, s, "c5").Kind >= 0 || s.hp[White] != HitPoints {
		t.Fatal("Bear Trap did not stop the Pole Jump")
	}
	wantTurn(t, s, Black)
}

func TestTeleporter(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, []string{"teleport", "mirror"}, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "f5")
	enginetest.Refused(t, s, "teleport c3 f5", "empty field")
	enginetest.Play(t, s, "teleport c3 f4")
	if m := at(t, s, "f4"); m.Kind != Jumo || m.Energy != 2 {
		t.Fatalf("f4: %+v", m)
	}
	enginetest.Play(t, s, "f4xf5") // the acting monster goes on from its new field
}

func TestSecondWind(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, []string{"wind", "mirror"}, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Refused(t, s, "wind c3", "exhausted monster")
	enginetest.Play(t, s, "wait c3", "a6-a5")
	if s.CurrentPlayer() != White {
		t.Fatal("no window for White's Second Wind in Black's turn")
	}
	enginetest.Play(t, s, "wind c3") // in Black's turn, while Lotl moves
	if m := at(t, s, "c3"); m.Exhausted || m.Energy != 3 {
		t.Fatalf("Jumo after Second Wind: %+v", m)
	}
	if at(t, s, "a5").Kind != Lotl {
		t.Fatal("Lotl's move did not resume")
	}
	wantTurn(t, s, Black)
}

func TestSmokeBomb(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, []string{"smoke", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "smoke")
	if !at(t, s, "c3").Exhausted || !at(t, s, "d3").Exhausted || s.hp[Black] != HitPoints {
		t.Fatal("Smoke Bomb did not call off the attack and exhaust the attackers")
	}
	wantTurn(t, s, Black)
}

func TestAttackWindowPrompt(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, []string{"shield", "mirror"}, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	enginetest.Play(t, s, "c3xc4")
	w, ok := s.OpenWindow()
	if got := w.Prompt.Render(func(p int) string { return [2]string{"Ann", "Bob"}[p] }); !ok || got != "Ann's Jumo is about to attack Bob's Bullhorn. Use an interrupt?" {
		t.Fatalf("prompt %q", got)
	}
	if w.Pass != mk(kPass, 0, 0, 0) || !engine.IsLegal(s, w.Pass) {
		t.Fatal("the window's pass is not legal")
	}
}
