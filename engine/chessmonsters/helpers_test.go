package chessmonsters

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// ready plays the preparation by notation: the two teams are picked (six
// monster keys each), the two hands drawn and the starting dice rolled
// ("start 6 1": White starts).
func ready(t *testing.T, white, black, whiteHand, blackHand []string, start string) *State {
	t.Helper()
	st, err := Game.NewState(engine.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var script []string
	for _, k := range append(append([]string{}, white...), black...) {
		script = append(script, "pick "+k)
	}
	for _, c := range append(append([]string{}, whiteHand...), blackHand...) {
		script = append(script, "draw "+c)
	}
	enginetest.Play(t, s, append(script, start)...)
	return s
}

// put places a monster of seat p from its reserve onto field (notation)
// as if it had been summoned earlier, to set up a position quickly.
func put(t *testing.T, s *State, p int, key, field string) {
	t.Helper()
	k := monsterByKey([]string{key})
	f, err := ParseField(field)
	if err != nil || k < 0 || s.reserve[p][k] == 0 || s.board[f].Kind >= 0 {
		t.Fatalf("cannot put %s on %s", key, field)
	}
	s.reserve[p][k]--
	s.reserveN[p]--
	s.enter(k, p, f, false)
	s.summoned[p] = true
}

// at returns the monster on a field.
func at(t *testing.T, s *State, field string) mon {
	t.Helper()
	f, err := ParseField(field)
	if err != nil {
		t.Fatal(err)
	}
	return s.board[f]
}

// effects renders the last action's effects with seats named White and Black.
func effects(s *State) string {
	var b []string
	for _, l := range s.DescribeEffects() {
		b = append(b, l.Render(func(p int) string { return [2]string{"White", "Black"}[p] }))
	}
	return strings.Join(b, " ")
}

func wantTurn(t *testing.T, s *State, p int) {
	t.Helper()
	if s.phase != phTurn || int(s.turn) != p {
		t.Fatalf("phase %d turn %d, want the turn of seat %d", s.phase, s.turn, p)
	}
}
