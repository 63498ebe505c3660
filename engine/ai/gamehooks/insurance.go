package gamehooks

import (
	"math/rand/v2"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/insurance"
)

func init() {
	ai.RegisterHooks(insurance.GameID, ai.Hooks{Rollout: InsuranceRollout})
}

// Rollout policy tuning for Monster Insurance.
const (
	// insuranceExplore is the chance of placing on the first legal
	// square sampled instead of the best of several.
	insuranceExplore = 0.15
	// insuranceCandidates is how many legal placements are compared.
	insuranceCandidates = 4
	// insuranceTries bounds the random squares tried before falling back
	// to a uniform choice among all legal actions.
	insuranceTries = 64
)

// InsuranceRollout is a cheap, sensible rollout policy for Monster
// Insurance. Cards are picked uniformly. A token goes on a square sampled
// at random (without listing the hundreds of legal placements): the best of
// a few legal samples, where a house (which scores when undamaged) prefers
// squares far from where the monster is heading and a factory, car or
// person (which score when damaged) prefers squares near it. Every other
// decision is uniform.
func InsuranceRollout(st engine.State, rng *rand.Rand) engine.Action {
	s, ok := st.(*insurance.State)
	if !ok {
		return uniform(st, rng)
	}
	switch s.Phase() {
	case insurance.PhasePick:
		for range insuranceTries {
			if c := insurance.Card(1 + rng.IntN(int(insurance.Wild))); s.Playable(c) {
				return insurance.PlayAction(c)
			}
		}
	case insurance.PhasePlace:
		if a, ok := insurancePlace(s, rng); ok {
			return a
		}
	case insurance.PhaseReveal:
		return insurance.RevealAction()
	}
	return uniform(st, rng)
}

// insurancePlace samples a token placement for the seat now placing.
func insurancePlace(s *insurance.State, rng *rand.Rand) (engine.Action, bool) {
	p := s.CurrentPlayer()
	b := s.Board()
	n := b.NumSquares()
	// Token types in supply, weighted by how many are left.
	var have [insurance.NumTokenTypes]int
	total := 0
	for t := insurance.Factory; t <= insurance.House; t++ {
		have[t] = s.Supply(p, t)
		total += have[t]
	}
	if total == 0 {
		return 0, false
	}
	// Where the monster is heading: two squares ahead of its feet.
	pose, placed := s.Monster()
	hx, hy := 0, 0
	if placed {
		fx, fy := facing(pose.Facing)
		lx, ly, rx, ry := pose.Feet()
		hx, hy = lx+rx+4*fx, ly+ry+4*fy // doubled coordinates
	}
	explore := rng.Float64() < insuranceExplore
	best, bestKey, found := engine.Action(0), 0, 0
	for range insuranceTries {
		k := rng.IntN(total)
		t := insurance.Factory
		for k >= have[t] {
			k -= have[t]
			t++
		}
		sq := insurance.Square(rng.IntN(n))
		if !s.Placeable(t, sq) {
			continue
		}
		a := insurance.PlaceAction(t, sq)
		if explore || !placed {
			return a, true
		}
		x, y := b.XY(sq)
		d := abs(2*x+1-hx) + abs(2*y+1-hy)
		key := -d
		if t == insurance.House {
			key = d
		}
		if found == 0 || key > bestKey {
			best, bestKey = a, key
		}
		found++
		if found == insuranceCandidates {
			break
		}
	}
	return best, found > 0
}

// facing returns the unit step of a direction.
func facing(d insurance.Dir) (int, int) {
	switch d {
	case insurance.North:
		return 0, -1
	case insurance.East:
		return 1, 0
	case insurance.South:
		return 0, 1
	}
	return -1, 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// uniform returns a uniformly random legal action.
func uniform(st engine.State, rng *rand.Rand) engine.Action {
	var buf [64]engine.Action
	legal := st.AppendLegalActions(buf[:0])
	return legal[rng.IntN(len(legal))]
}
