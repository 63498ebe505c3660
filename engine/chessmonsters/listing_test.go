package chessmonsters

import (
	"slices"
	"testing"

	"monstermixer/engine"
)

// TestLegalActionsAreTheAcceptedOnes checks the listing against the rule:
// in positions of random and Score-guided games, the legal actions are
// exactly the candidates of the whole action space that check accepts
// (the listing skips candidates only where the rule refuses them all),
// each listed once.
func TestLegalActionsAreTheAcceptedOnes(t *testing.T) {
	games, every := 8, 4
	if testing.Short() {
		games, every = 4, 6
	}
	states := 0
	for seed := range uint64(games) {
		st, _ := Game.NewState(engine.Setup{Players: 2})
		s := st.(*State)
		rng := engine.NewRand(seed)
		for step := 0; !s.IsTerminal(); step++ {
			legal := s.AppendLegalActions(nil)
			if step%every == 0 {
				states++
				checkIndexes(t, s)
				if want := acceptedActions(s); !slices.Equal(sorted(legal), want) {
					t.Fatalf("seed %d step %d: listed %v, the rule accepts %v", seed, step, sorted(legal), want)
				}
			}
			a := legal[rng.IntN(len(legal))]
			if seed%2 == 1 && rng.IntN(2) == 0 {
				for _, b := range legal {
					if s.Score(b) > s.Score(a) {
						a = b
					}
				}
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions checked", states)
}

// checkIndexes checks that the state's indexes of the board (the kinds in
// the arena, the fields of each seat) agree with the board.
func checkIndexes(t *testing.T, s *State) {
	t.Helper()
	var arena [NumMonsters]int8
	var occ [2]uint64
	for f, m := range s.board {
		if m.Kind >= 0 {
			arena[m.Kind]++
			occ[m.Owner] |= fieldBit(f)
		}
	}
	if arena != s.arena || occ != s.occ {
		t.Fatalf("the indexes say %v %x, the board %v %x", s.arena, s.occ, arena, occ)
	}
}

// acceptedActions lists, in increasing order, every action check accepts
// (only Magic Mirror and loot cards use the third field).
func acceptedActions(s *State) []engine.Action {
	var out []engine.Action
	for kind := 1; kind < kMax; kind++ {
		cs := 1
		if kind == kMirror || kind == kLoot {
			cs = NumFields + 1
		}
		for a := range NumFields + 1 {
			for b := range NumFields + 1 {
				for c := range cs {
					if x := mk(kind, a, b, c); s.check(x) == "" {
						out = append(out, x)
					}
				}
			}
		}
	}
	return out
}

func sorted(as []engine.Action) []engine.Action {
	return slices.Sorted(slices.Values(as))
}
