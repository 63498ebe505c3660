package fandango

import (
	"strings"
	"testing"

	"monstermixer/engine"
)

// table makes a game of n seats on the small map, past the setup: the
// seats have the given quests (missing: none), seat 0 starts round 1, and
// no unit is on the map (tests place their own with put).
func table(t *testing.T, n int, quests ...[3]int) *State {
	t.Helper()
	st, err := Game.NewState(engine.Setup{Players: n, Options: map[string]string{"map": "small"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for p, q := range quests {
		s.players[p].Quests = q
	}
	s.units = nil
	s.round, s.first = 1, 0
	s.phase = PhaseSelect
	s.turn, s.seat = 0, 0
	return s
}

// hx reads a hex name.
func hx(t *testing.T, s *State, name string) int {
	t.Helper()
	h, err := s.board.ParseHex(name)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// put places a unit of kind k for owner on the named hex, carrying items.
func put(t *testing.T, s *State, k Kind, owner int, hex string, items ...Item) *Unit {
	t.Helper()
	id := s.addUnit(k, owner, hx(t, s, hex))
	u := s.Unit(id)
	u.Items = append(u.Items, items...)
	return u
}

// step returns the hex next to h in direction d.
func step(s *State, h int, d Dir) int { return s.board.Neighbor(h, d) }

// name is a hex's notation name.
func name(s *State, h int) string { return s.board.HexName(h) }

// legal reports whether the action in notation is legal now.
func legal(t *testing.T, s *State, text string) bool {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return engine.IsLegal(s, a)
}

// said reports whether the last action's effects include a line with want.
func said(s *State, want string) bool {
	for _, l := range s.DescribeEffects() {
		if strings.Contains(l.String(), want) {
			return true
		}
	}
	return false
}
