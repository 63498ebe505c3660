package chessmonsters

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// Teams and hands that hold no interrupt: neither team has Worbin or
// Flitz, and the hands hold only action loot.
var (
	whiteTeam = []string{"jumo", "jumo", "rallo", "bullhorn", "blinky", "creepo"}
	blackTeam = []string{"bullhorn", "bullhorn", "lotl", "lotl", "shellby", "spikel"}
	quiet     = []string{"mirror", "gloves"}
)

// quietGame is a game in White's first turn in which no attack opens a
// response window: the quiet hands are put back into the decks, so that
// neither seat may hold an interrupt loot card. A move or a Pole Jump
// still opens one while the other seat keeps a reserve (it might hold
// Worbin, as far as the mover knows), and the other seat passes.
func quietGame(t *testing.T) *State {
	return handsBack(ready(t, whiteTeam, blackTeam, quiet, quiet, "start 6 1"))
}

// handsBack puts both hands back into the loot decks.
func handsBack(s *State) *State {
	for p := range 2 {
		for c := range NumLoot {
			s.deck[p][c] += s.hand[p][c]
		}
		s.hand[p] = [NumLoot]int8{}
		s.deckN[p] += s.handN[p]
		s.handN[p] = 0
	}
	return s
}

// The rulebook: "if a monster would attack in this direction its accuracy
// value is 4, its attack would be successful if the dice roll result is
// 1,2,3,4 or 6".
func TestAccuracyFourHitsOn1234And6(t *testing.T) {
	for roll := 1; roll <= 6; roll++ {
		s := quietGame(t)
		put(t, s, White, "jumo", "c3")
		put(t, s, Black, "bullhorn", "c4")
		put(t, s, Black, "lotl", "a6")
		enginetest.Play(t, s, "c3xc4")
		if s.phase != phRoll {
			t.Fatalf("phase %d after the attack, want a roll", s.phase)
		}
		enginetest.Play(t, s, "roll "+string(rune('0'+roll)))
		want := roll != 5
		if got := s.hp[Black] == HitPoints-2; got != want {
			t.Errorf("roll %d: hit %v, want %v (%s)", roll, got, want, effects(s))
		}
		if !at(t, s, "c3").Exhausted {
			t.Errorf("roll %d: the attacker is not exhausted", roll)
		}
		wantTurn(t, s, Black)
	}
	if !Hits(6, 1) || Hits(5, 4) || !Hits(4, 4) {
		t.Error("Hits disagrees with the rulebook")
	}
}

func TestMoveBlockedByAMonster(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "c4")
	enginetest.Refused(t, s, "c3-c4", "That field is blocked")
	enginetest.Refused(t, s, "c3-d4", "cannot move in that direction")
	enginetest.Play(t, s, "c3-b3", "pass")
	if at(t, s, "b3").Kind != Jumo || at(t, s, "b3").Energy != 2 {
		t.Fatalf("Jumo did not move for 1 energy: %+v", at(t, s, "b3"))
	}
}

func TestFirstTurnMustSummon(t *testing.T) {
	s := quietGame(t)
	wantTurn(t, s, White)
	for _, a := range s.AppendLegalActions(nil) {
		if decode(a).kind != kSummon {
			t.Fatalf("the first turn offers %s", s.ActionString(a))
		}
	}
	enginetest.Refused(t, s, "gloves c2", "first turn must be a Summon")
	enginetest.Play(t, s, "summon jumo c2")
	wantTurn(t, s, Black)
	enginetest.Refused(t, s, "wait c2", "first turn must be a Summon")
}

func TestSummonRange(t *testing.T) {
	s := quietGame(t)
	enginetest.Refused(t, s, "summon jumo c3", "2 rows nearest you")
	enginetest.Play(t, s, "summon jumo c2")
	enginetest.Refused(t, s, "summon lotl c4", "2 rows nearest you")
	enginetest.Refused(t, s, "summon jumo c5", "not in your reserve")
	enginetest.Play(t, s, "summon lotl c5")
	enginetest.Refused(t, s, "summon jumo c2", "blocked")
	// Creepo's Ambush: the 3 nearest rows, not 4.
	enginetest.Refused(t, s, "summon creepo c4", "3 rows nearest you")
	enginetest.Play(t, s, "summon creepo c3")
	if at(t, s, "c3").Kind != Creepo || at(t, s, "c3").Exhausted {
		t.Fatal("Creepo did not enter active")
	}
}

// Health counts the hits of one single or team attack: two Jumos (Power 2)
// knock out a Bullhorn (Health 4) together, but not one after the other.
func TestTeamAttackKOByCombinedHits(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	enginetest.Refused(t, s, "go", "Summon a monster or interact")
	enginetest.Play(t, s, "c3xc4 team")
	enginetest.Refused(t, s, "go", "at least one monster to join")
	enginetest.Refused(t, s, "join c4", "Only an active monster of yours")
	enginetest.Play(t, s, "join d3", "go", "roll 1", "roll 1")
	if at(t, s, "c4").Kind >= 0 {
		t.Fatalf("Bullhorn survived 4 hits: %s", effects(s))
	}
	if s.hp[Black] != HitPoints-4 || s.phase != phDraw || s.drawSeat != White {
		t.Fatalf("hp %d, phase %d: want 16 and White drawing loot", s.hp[Black], s.phase)
	}
	if !at(t, s, "c3").Exhausted || !at(t, s, "d3").Exhausted {
		t.Fatal("the team attackers are not exhausted")
	}
	enginetest.Play(t, s, "draw smoke")
	if s.handN[White] != 1 {
		t.Fatal("the loot card did not go to White's hand")
	}
	wantTurn(t, s, Black)
}

func TestNoKOWhenNoSingleAttackReachesHealth(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3xc4", "roll 1", "a6-a5", "pass", "end", "d3xc4", "roll 1")
	if at(t, s, "c4").Kind != Bullhorn {
		t.Fatal("hits of two single attacks added up to a KO")
	}
	if s.hp[Black] != HitPoints-4 {
		t.Fatalf("Black has %d hit points, want 16", s.hp[Black])
	}
	// A team attack in which one die misses does not reach Health either.
	s = quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "roll 1", "roll 5")
	if at(t, s, "c4").Kind != Bullhorn || s.hp[Black] != HitPoints-2 {
		t.Fatalf("one hit of 2 knocked Bullhorn out or cost %d", HitPoints-s.hp[Black])
	}
}

func TestEnergyRecoveryWhenNotAllUsed(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3-b3", "pass")
	enginetest.Refused(t, s, "summon rallo b1", "no longer a Summon")
	enginetest.Play(t, s, "end")
	if m := at(t, s, "b3"); m.Energy != 3 || m.Exhausted {
		t.Fatalf("Jumo after its turn: %+v, want 3 energy and active", m)
	}
	enginetest.Play(t, s, "a6-a5", "pass", "end", "b3-a3", "pass", "a3-a2", "pass", "a2-a1", "pass")
	if m := at(t, s, "a1"); m.Energy != 0 || !m.Exhausted {
		t.Fatalf("Jumo after using all energy: %+v, want exhausted", m)
	}
	wantTurn(t, s, Black)
}

// The first player to exhaust all monsters gets the first turn after the
// recovery; the opponent has one last turn before it.
func TestRecoveryAndWhoStarts(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "wait c3", "wait a6")
	if s.exhaustedFirst != Black {
		t.Fatalf("exhausted first: %d, want Black", s.exhaustedFirst)
	}
	wantTurn(t, s, White) // White's last turn
	if !at(t, s, "a6").Exhausted {
		t.Fatal("recovery came before White's last turn")
	}
	enginetest.Play(t, s, "d3-d4", "pass", "end")
	if !strings.Contains(effects(s), "Recovery") {
		t.Fatalf("no recovery told: %s", effects(s))
	}
	wantTurn(t, s, Black)
	for _, f := range []string{"c3", "d4", "a6"} {
		if m := at(t, s, f); m.Exhausted || int(m.Energy) != Roster[m.Kind].Energy {
			t.Fatalf("%s after the recovery: %+v", f, m)
		}
	}
	// White exhausts first: Black's last turn, then White starts.
	s = quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	put(t, s, Black, "lotl", "b6")
	enginetest.Play(t, s, "wait c3")
	wantTurn(t, s, Black)
	enginetest.Play(t, s, "wait a6")
	wantTurn(t, s, White)
	if at(t, s, "c3").Exhausted || at(t, s, "a6").Exhausted {
		t.Fatal("no recovery after Black's last turn")
	}
}

func TestVictoryByLastLootCard(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	s.deck[White] = [NumLoot]int8{SmokeBomb: 1}
	s.deckN[White] = 1
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "roll 1", "roll 2", "draw smoke")
	if !s.IsTerminal() || s.Winner() != White || s.why != whyLoot {
		t.Fatalf("winner %d why %d", s.Winner(), s.why)
	}
	if r := s.Result(); r.Ranks[White] != 1 || r.Ranks[Black] != 2 {
		t.Fatalf("ranks %v", r.Ranks)
	}
}

// "If the Victory Card of a player is revealed (after 20 hits) that player
// wins": the card is revealed when its opponent's hit points are gone.
func TestVictoryByHitPoints(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	s.hp[Black] = 2
	enginetest.Play(t, s, "c3xc4", "roll 3")
	if !s.IsTerminal() || s.Winner() != White || s.why != whyHitPoints {
		t.Fatalf("winner %d why %d", s.Winner(), s.why)
	}
	if !strings.Contains(effects(s), "White wins") {
		t.Fatalf("effects: %s", effects(s))
	}
}

func TestVictoryByEmptyArena(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "roll 1", "roll 1")
	if !s.IsTerminal() || s.Winner() != White || s.why != whyArena {
		t.Fatalf("winner %d why %d: Black has monsters in reserve but none in the arena", s.Winner(), s.why)
	}
	// Before both have summoned, an empty arena wins nothing.
	s = quietGame(t)
	enginetest.Play(t, s, "summon jumo c2")
	if s.IsTerminal() {
		t.Fatal("the game ended before Black summoned")
	}
}

func TestTurnCap(t *testing.T) {
	s := quietGame(t)
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	s.hp[Black] = 19
	s.turns = TurnCap - 1
	enginetest.Play(t, s, "c3-b3", "pass", "end")
	if !s.IsTerminal() || s.Winner() != White || s.why != whyCap {
		t.Fatalf("winner %d why %d", s.Winner(), s.why)
	}
	if r := s.Result(); r.Scores[White] != 20 || r.Scores[Black] != 19 || r.Ranks[White] != 1 {
		t.Fatalf("result %+v", r)
	}
}

func TestStartingRoll(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, quiet, "start 2 5")
	wantTurn(t, s, Black)
	s = ready(t, whiteTeam, blackTeam, quiet, quiet, "start 4 3")
	wantTurn(t, s, White)
	st, _ := Game.NewState(engine.Setup{Players: 2})
	s = st.(*State)
	for _, k := range append(append([]string{}, whiteTeam...), blackTeam...) {
		enginetest.Play(t, s, "pick "+k)
	}
	enginetest.Play(t, s, "draw mirror", "draw gloves", "draw mirror", "draw gloves")
	outs := s.ChanceOutcomes()
	if len(outs) != 30 {
		t.Fatalf("%d starting outcomes, want the 30 pairs of different dice", len(outs))
	}
	for _, o := range outs {
		if o.Prob != 1.0/30 {
			t.Fatalf("outcome %s has probability %v", s.ActionString(o.Action), o.Prob)
		}
	}
	enginetest.Refused(t, s, "start 3 3", "rolled again")
}

// A player can exhaust all monsters in the opponent's turn (Worbin enters
// exhausted): the turn in progress is the opponent's last, and the
// recovery follows it.
func TestRecoveryAfterExhaustionInTheOpponentsTurn(t *testing.T) {
	s := ready(t, whiteTeam, worbinTeam, quiet, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "e2")
	put(t, s, Black, "lotl", "a6")
	s.exhaust(5 * Size)
	enginetest.Play(t, s, "c3-c4", "sandtrap")
	wantTurn(t, s, Black)
	if !strings.Contains(effects(s), "Recovery") || at(t, s, "c4").Exhausted || at(t, s, "c3").Exhausted || at(t, s, "a6").Exhausted {
		t.Fatalf("no recovery after White's turn: %s", effects(s))
	}
}
