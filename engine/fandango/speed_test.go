package fandango

import (
	"testing"

	"monstermixer/engine"
)

// The distance table NewBoard works out is the axial hex distance on every
// map the options make.
func TestDistanceTable(t *testing.T) {
	for n := 1; n <= MaxPlayers; n++ {
		for _, z := range Sizes {
			b := NewBoard(n, z.PerSeat)
			for i := range b.NumHexes() {
				for j := range b.NumHexes() {
					dq, dr := b.Q(i)-b.Q(j), b.R(i)-b.R(j)
					if want := (abs(dq) + abs(dr) + abs(dq+dr)) / 2; b.Distance(i, j) != want {
						t.Fatalf("%d seats, %s map: Distance(%s, %s) = %d, want %d", n, z.Name, b.HexName(i), b.HexName(j), b.Distance(i, j), want)
					}
				}
			}
		}
	}
}

// midgame plays seeded random moves into round 5 of a game with the given
// options and returns the state when a seat picks a unit there.
func midgame(t *testing.T, options map[string]string) *State {
	t.Helper()
	st, err := Game.NewState(engine.Setup{Players: 2, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := engine.NewRand(3)
	for s.Round() < 5 || s.Phase() != PhaseSelect {
		legal := s.AppendLegalActions(nil)
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		if s.IsTerminal() {
			t.Fatal("the seeded game ended before its fifth round")
		}
	}
	return s
}

// Listing the moves (a breadth-first search a unit) and the one more
// thing a moved unit does allocates nothing once the state's working
// memory has grown: the search lists them thousands of times a decision.
func TestListingAllocatesNothing(t *testing.T) {
	for _, facing := range []string{"off", "on"} {
		s := midgame(t, map[string]string{"facing": facing})
		buf := make([]engine.Action, 0, 4096)
		moves := s.AppendLegalActions(buf[:0])
		if n := testing.AllocsPerRun(20, func() { s.AppendLegalActions(buf[:0]) }); n != 0 {
			t.Errorf("facing %s: listing %d moves allocates %.1f times", facing, len(moves), n)
		}
		if err := s.Apply(moves[0]); err != nil {
			t.Fatal(err)
		}
		if s.Phase() != PhaseThing {
			t.Fatalf("facing %s: phase %d after a move", facing, s.Phase())
		}
		things := s.AppendLegalActions(buf[:0])
		if n := testing.AllocsPerRun(20, func() { s.AppendLegalActions(buf[:0]) }); n != 0 {
			t.Errorf("facing %s: listing %d things allocates %.1f times", facing, len(things), n)
		}
	}
}

// A killed unit leaves the map but its memory stays past the end of the
// units, where DeterminizeInto reuses it instead of allocating a unit.
func TestKilledUnitMemoryIsReused(t *testing.T) {
	s := table(t, 2)
	put(t, s, Villager, 0, "b2")
	gone := put(t, s, Troll, 1, "e3")
	put(t, s, Wolf, 1, "f3")
	src := s.clone()
	s.kill(gone)
	if len(s.units) != 2 || s.Unit(gone.ID) != nil {
		t.Fatalf("after the kill the units are %v", s.units)
	}
	got := src.DeterminizeInto(s, 0, nil).(*State)
	if got.units[2] != gone {
		t.Error("DeterminizeInto allocated a unit where the killed one's memory was free")
	}
	if string(got.Encode()) != string(src.Encode()) {
		t.Error("DeterminizeInto changed the state")
	}
}
