package chessmonsters

import (
	"testing"

	"monstermixer/engine/enginetest"
)

// Every legal action of a played position decodes to fields and cards
// that its notation names.
func TestDecodeActionAgreesWithTheNotation(t *testing.T) {
	s := quietGame(t)
	enginetest.Play(t, s, "summon jumo c2")
	a, _ := s.ParseAction("c3xc4")
	if x := DecodeAction(a); x.Kind != ActAttack || FieldName(x.From) != "c3" || FieldName(x.To) != "c4" || x.Loot != -1 {
		t.Fatalf("c3xc4 decodes as %+v", x)
	}
	a, _ = s.ParseAction("teleport c2 e4")
	if x := DecodeAction(a); x.Kind != ActLoot || x.Loot != Teleporter || FieldName(x.From) != "c2" || FieldName(x.To) != "e4" {
		t.Fatalf("teleport c2 e4 decodes as %+v", x)
	}
	a, _ = s.ParseAction("summon worbin b5")
	if x := DecodeAction(a); x.Kind != ActSummon || x.Monster != Worbin || FieldName(x.To) != "b5" || x.From != -1 {
		t.Fatalf("summon worbin b5 decodes as %+v", x)
	}
}

// An attack's roll reports who rolls at whom, then the typed events of
// the roll and the hits.
func TestRollerAndEventsOfAnAttack(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	if f, at := s.Roller(); f != -1 || at != -1 {
		t.Fatalf("a roller %d, %d before any attack", f, at)
	}
	enginetest.Play(t, s, "c3xc4")
	if f, at := s.Roller(); FieldName(f) != "c3" || FieldName(at) != "c4" {
		t.Fatalf("roller %d at %d, want c3 at c4", f, at)
	}
	enginetest.Play(t, s, "roll 2")
	ev := s.Events()
	if len(ev) < 2 || ev[0].Kind != EvRoll || ev[0].Die != 2 || ev[0].Accuracy != 4 || !ev[0].Hit || ev[0].Monster != Jumo || ev[0].Seat != White {
		t.Fatalf("first event %+v", ev)
	}
	if ev[1].Kind != EvHits || ev[1].Hits != 2 || ev[1].Monster != Bullhorn || ev[1].Seat != Black {
		t.Fatalf("second event %+v", ev[1])
	}
}

// A monster's notation name reads back as the monster.
func TestMonsterKeyReadsBack(t *testing.T) {
	s := quietGame(t)
	for k := range NumMonsters {
		a, err := s.ParseAction("pick " + MonsterKey(k))
		if err != nil || DecodeAction(a).Monster != k {
			t.Fatalf("pick %s: %v, %+v", MonsterKey(k), err, DecodeAction(a))
		}
	}
	if MonsterKey(SwordLing) != "swordling" {
		t.Fatalf("Sword Ling is %q", MonsterKey(SwordLing))
	}
}
