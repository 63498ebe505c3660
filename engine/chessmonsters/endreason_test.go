package chessmonsters

import (
	"fmt"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// wantEndReason is the sentence of the way finished game s ended, by
// s.why and the winner, seats as "Seat N"; written out, not computed as
// EndReason does, but for the hit points at the turn limit.
func wantEndReason(t *testing.T, s *State) string {
	t.Helper()
	switch {
	case s.why == whyLoot && s.winner == White:
		return "Seat 1 drew the last card from their loot deck"
	case s.why == whyHitPoints && s.winner == White:
		return "Seat 2's hit points are all gone, so Seat 1's Victory Card is revealed"
	case s.why == whyHitPoints && s.winner == Black:
		return "Seat 1's hit points are all gone, so Seat 2's Victory Card is revealed"
	case s.why == whyArena && s.winner == White:
		return "Seat 2's last monster in the arena was knocked out"
	case s.why == whyArena && s.winner == Black:
		return "Seat 1's last monster in the arena was knocked out"
	case s.why == whyCap && s.winner == White:
		return fmt.Sprintf("the turn limit of 200 turns was reached with Seat 1 ahead on hit points, %d to %d", s.hp[White], s.hp[Black])
	case s.why == whyCap && s.winner == Black:
		return fmt.Sprintf("the turn limit of 200 turns was reached with Seat 2 ahead on hit points, %d to %d", s.hp[Black], s.hp[White])
	case s.why == whyCap && s.winner == 2:
		return fmt.Sprintf("the turn limit of 200 turns was reached with %d hit points each", s.hp[White])
	}
	t.Fatalf("no sentence expected for why %d, winner %d", s.why, s.winner)
	return ""
}

// Random games say why they ended, and nothing before (PlayToEnd); the
// two ends that random play reaches (hit points, the turn limit: random
// monsters rarely knock out a whole arena) both occur.
func TestEndReasonOfRandomGames(t *testing.T) {
	seen := map[uint8]int{}
	var legal []engine.Action
	for seed := range uint64(60) {
		st, why, l := enginetest.PlayToEnd(t, Game, engine.Setup{Players: 2}, seed, legal)
		legal = l
		s := st.(*State)
		seen[s.why]++
		if want := wantEndReason(t, s); why != want {
			t.Fatalf("seed %d: %q, want %q", seed, why, want)
		}
	}
	if seen[whyHitPoints] == 0 || seen[whyCap] == 0 {
		t.Fatalf("ends over 60 random games (by why) %v: hit points and the turn limit should both occur", seen)
	}
}

// placed is a monster put on the arena before a test's actions.
type placed struct {
	seat       int
	key, field string
}

// Each end, reached from a built position: the sentence is empty before
// the last action and says that end after it.
func TestEndReasonOfEachEnd(t *testing.T) {
	cases := []struct {
		name         string
		arena        []placed
		hp           [2]int8 // hit points to start from (0: all 20)
		lootLeft     int8    // White's loot deck holds only this many Smoke Bombs (0: as dealt)
		turns        int16   // turns already played
		before, last []string
		want         string
	}{
		{"last loot card", []placed{{White, "jumo", "c3"}, {White, "jumo", "d3"}, {Black, "bullhorn", "c4"}, {Black, "lotl", "a6"}}, [2]int8{}, 1, 0,
			[]string{"c3xc4 team", "join d3", "go", "roll 1", "roll 2"}, []string{"draw smoke"},
			"Seat 1 drew the last card from their loot deck"},
		{"hit points", []placed{{White, "jumo", "c3"}, {Black, "bullhorn", "c4"}, {Black, "lotl", "a6"}}, [2]int8{0, 2}, 0, 0,
			[]string{"c3xc4"}, []string{"roll 3"},
			"Seat 2's hit points are all gone, so Seat 1's Victory Card is revealed"},
		{"own hit points on a Pole Jump", []placed{{White, "jumo", "c3"}, {Black, "bullhorn", "c4"}, {Black, "lotl", "c5"}}, [2]int8{1, 0}, 0, 0,
			[]string{"c3 jump c6", "pass"}, []string{"roll 1"},
			"Seat 1's hit points are all gone, so Seat 2's Victory Card is revealed"},
		{"empty arena", []placed{{White, "jumo", "c3"}, {White, "jumo", "d3"}, {Black, "bullhorn", "c4"}}, [2]int8{}, 0, 0,
			[]string{"c3xc4 team", "join d3", "go", "roll 1"}, []string{"roll 1"},
			"Seat 2's last monster in the arena was knocked out"},
		{"turn limit, a winner", []placed{{White, "jumo", "c3"}, {Black, "lotl", "a6"}}, [2]int8{0, 19}, 0, TurnCap - 1,
			[]string{"c3-b3", "pass"}, []string{"end"},
			"the turn limit of 200 turns was reached with Seat 1 ahead on hit points, 20 to 19"},
		{"turn limit, a tie", []placed{{White, "jumo", "c3"}, {Black, "lotl", "a6"}}, [2]int8{}, 0, TurnCap - 1,
			[]string{"c3-b3", "pass"}, []string{"end"},
			"the turn limit of 200 turns was reached with 20 hit points each"},
	}
	for _, c := range cases {
		s := quietGame(t)
		for _, m := range c.arena {
			put(t, s, m.seat, m.key, m.field)
		}
		for p, hp := range c.hp {
			if hp > 0 {
				s.hp[p] = hp
			}
		}
		if c.lootLeft > 0 {
			s.deck[White] = [NumLoot]int8{SmokeBomb: c.lootLeft}
			s.deckN[White] = c.lootLeft
		}
		s.turns = c.turns
		enginetest.Play(t, s, c.before...)
		if r := s.EndReason(); len(r) != 0 || s.IsTerminal() {
			t.Fatalf("%s: before the last action: over %v, %q", c.name, s.IsTerminal(), r.String())
		}
		enginetest.Play(t, s, c.last...)
		if got := engine.EndReason(s).String(); got != c.want {
			t.Fatalf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
