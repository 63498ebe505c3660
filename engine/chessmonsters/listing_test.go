package chessmonsters

import (
	"slices"
	"testing"

	"monstermixer/engine"
)

// TestLegalActionsAreTheAcceptedOnes checks the listing against the rule:
// in positions of random and Score-guided games (every few steps, and
// every response window), the legal actions are exactly the candidates of
// the whole action space that check accepts (the listing skips candidates
// only where the rule refuses them all), each listed once.
func TestLegalActionsAreTheAcceptedOnes(t *testing.T) {
	games, every := 8, 4
	if testing.Short() {
		games, every = 4, 6
	}
	states := 0
	playMixed(t, games, func(s *State, legal []engine.Action, step int) {
		checkIndexes(t, s)
		if step%every != 0 && s.phase != phWindow { // windows are rare: each is checked
			return
		}
		states++
		if want := acceptedActions(s); !slices.Equal(sorted(legal), want) {
			t.Fatalf("step %d: listed %v, the rule accepts %v", step, sorted(legal), want)
		}
	})
	t.Logf("%d positions checked", states)
}

// playMixed plays seeded games, random in the even ones and half
// Score-guided in the odd ones, and shows each decision's position, its
// legal actions and its step to visit before the action is applied.
func playMixed(tb testing.TB, games int, visit func(s *State, legal []engine.Action, step int)) {
	for seed := range uint64(games) {
		st, _ := Game.NewState(engine.Setup{Players: 2})
		s := st.(*State)
		rng := engine.NewRand(seed)
		for step := 0; !s.IsTerminal(); step++ {
			legal := s.AppendLegalActions(nil)
			visit(s, legal, step)
			a := legal[rng.IntN(len(legal))]
			if seed%2 == 1 && rng.IntN(2) == 0 {
				for _, b := range legal {
					if s.Score(b) > s.Score(a) {
						a = b
					}
				}
			}
			if err := s.Apply(a); err != nil {
				tb.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		}
	}
}

// BenchmarkLegalActions lists the legal actions of every 16th position
// of twenty mixed games where a seat decides (the searcher does not list
// chance outcomes; a few hundred positions stay in the cache, as a
// rollout's state does).
func BenchmarkLegalActions(b *testing.B) {
	var states []*State
	playMixed(b, 20, func(s *State, _ []engine.Action, step int) {
		if step%16 == 0 && s.CurrentPlayer() >= 0 {
			states = append(states, s.Clone().(*State))
		}
	})
	legal := make([]engine.Action, 0, 512)
	for b.Loop() {
		for _, s := range states {
			legal = s.AppendLegalActions(legal[:0])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(states)), "ns/position")
}

// checkIndexes checks that the state's indexes of the board (the kinds in
// the arena, the fields of each seat, the monsters not exhausted) agree
// with the board.
func checkIndexes(t *testing.T, s *State) {
	t.Helper()
	var arena [NumMonsters]int8
	var occ [2]uint64
	var ready [2]int8
	for f, m := range s.board {
		if m.Kind >= 0 {
			arena[m.Kind]++
			occ[m.Owner] |= fieldBit(f)
			if !m.Exhausted {
				ready[m.Owner]++
			}
		}
	}
	if arena != s.arena || occ != s.occ || ready != s.ready {
		t.Fatalf("the indexes say %v %x %v, the board %v %x %v", s.arena, s.occ, s.ready, arena, occ, ready)
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
