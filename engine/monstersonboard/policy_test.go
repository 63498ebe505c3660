package monstersonboard

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"monstermixer/engine"
)

// greedyByList is Greedy written the plain way: list the legal actions it
// considers, then rate every one of them.
func greedyByList(s *State, rng *rand.Rand) engine.Action {
	explore := rng.Float64() < policyExplore
	nd := s.node()
	var legal []engine.Action
	if !explore && (nd == nodeSpook || nd == nodeItem) {
		for _, a := range s.greedyShapes(nd, nil, s.spaces()) {
			if s.why(a) == "" && !slices.Contains(legal, a) {
				legal = append(legal, a)
			}
		}
	} else {
		legal = s.AppendLegalActions(nil)
	}
	if len(legal) == 1 || explore {
		return legal[rng.IntN(len(legal))]
	}
	w := weigher{b: &s.boards[s.seat]}
	var pick engine.BestPick
	for _, a := range legal {
		pick.Offer(a, s.value(Decode(a), &w), rng)
	}
	return pick.Best()
}

// Greedy checks the rules only for the actions that can still win, and
// picks what rating every legal action picks, drawing the same random
// numbers.
func TestGreedyPicksAsRatingEveryLegalAction(t *testing.T) {
	setups := []map[string]string{nil, {OptMode: ModeFamily}, {OptDraft: DraftTurns}}
	for seed := uint64(1); seed <= 3; seed++ {
		for _, opts := range setups {
			for players := 2; players <= 4; players++ {
				greedyMatchesList(t, engine.Setup{Players: players, Options: opts}, seed)
			}
		}
		greedyMatchesList(t, engine.Setup{Players: 1}, seed)
		greedyMatchesList(t, engine.Setup{Players: 1, Options: map[string]string{OptSolo: SoloScare}}, seed)
	}
}

// greedyMatchesList plays a game of Greedy seats, checking each decision
// against greedyByList with a generator in the same state.
func greedyMatchesList(t *testing.T, setup engine.Setup, seed uint64) {
	t.Helper()
	st, err := Game.NewState(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	src, ref := rand.NewPCG(seed, 1), rand.NewPCG(seed, 1)
	rng, refRng := rand.New(src), rand.New(ref)
	decisions := 0
	for !s.IsTerminal() {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = s.SampleChance(rng)
			copyPCG(t, ref, src)
		} else {
			want := greedyByList(s, refRng)
			a = Greedy(s, rng)
			if a != want {
				t.Fatalf("%d players %v seed %d, decision %d: Greedy picks %s, rating every legal action %s",
					setup.Players, setup.Options, seed, decisions, s.ActionString(a), s.ActionString(want))
			}
			if !samePCG(t, src, ref) {
				t.Fatalf("%d players %v seed %d, decision %d (%s): Greedy drew other random numbers",
					setup.Players, setup.Options, seed, decisions, s.ActionString(a))
			}
			decisions++
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if decisions < 30 {
		t.Fatalf("only %d decisions", decisions)
	}
}

func samePCG(t *testing.T, a, b *rand.PCG) bool {
	x, err := a.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	y, err := b.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Equal(x, y)
}

// copyPCG puts generator dst in the state of src.
func copyPCG(t *testing.T, dst, src *rand.PCG) {
	b, err := src.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := dst.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
}
