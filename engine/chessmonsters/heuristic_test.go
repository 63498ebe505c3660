package chessmonsters

import (
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// The fast chance sampler draws every outcome with its listed probability.
func TestSampleChanceMatchesOutcomes(t *testing.T) {
	st, _ := Game.NewState(engine.Setup{Players: 2})
	s := st.(*State)
	for _, k := range append(append([]string{}, whiteTeam...), blackTeam...) {
		enginetest.Play(t, s, "pick "+k)
	}
	enginetest.Play(t, s, "draw mirror") // a draw with 7 cards left
	start := s.Clone().(*State)
	enginetest.Play(t, start, "draw gloves", "draw mirror", "draw gloves")
	rng := engine.NewRand(1)
	for _, st := range []*State{s, start, ready(t, whiteTeam, blackTeam, quiet, quiet, "start 6 1")} {
		if st.phase == phTurn {
			put(t, st, White, "jumo", "c3")
			enginetest.Play(t, st, "c3 jump c6", "pass")
		}
		want := map[engine.Action]float64{}
		for _, o := range st.ChanceOutcomes() {
			want[o.Action] = o.Prob
		}
		const n = 60000
		got := map[engine.Action]float64{}
		for range n {
			got[st.SampleChance(rng)] += 1.0 / n
		}
		for a, p := range want {
			if d := got[a] - p; d > 0.01 || d < -0.01 {
				t.Errorf("%s: sampled %.3f, listed %.3f", st.ActionString(a), got[a], p)
			}
		}
		if len(got) != len(want) {
			t.Errorf("sampled %d outcomes, listed %d", len(got), len(want))
		}
	}
}

// Random games keep the counts consistent at every step: energy within the
// card's, exhausted monsters without energy, hit points within 0-20, and
// each team's cards, hands and decks adding up.
func TestInvariantsOfRandomGames(t *testing.T) {
	for seed := range uint64(60) {
		st, _ := Game.NewState(engine.Setup{Players: 2})
		s := st.(*State)
		rng := engine.NewRand(seed)
		var legal []engine.Action
		for step := 0; !s.IsTerminal(); step++ {
			for f, m := range s.board {
				if m.Kind < 0 {
					continue
				}
				if m.Energy < 0 || int(m.Energy) > Roster[m.Kind].Energy || m.Exhausted && m.Energy != 0 {
					t.Fatalf("seed %d step %d: %s on %s has energy %d, exhausted %v", seed, step, Roster[m.Kind].Name, FieldName(f), m.Energy, m.Exhausted)
				}
			}
			for p := range 2 {
				var res, hand, deck, seen int
				for k := range NumMonsters {
					res += int(s.reserve[p][k])
					seen += int(s.seen[p][k])
					if s.reserve[p][k]+s.seen[p][k] > MaxCopies {
						t.Fatalf("seed %d step %d: more than two of %s", seed, step, Roster[k].Name)
					}
				}
				for c := range NumLoot {
					hand += int(s.hand[p][c])
					deck += int(s.deck[p][c])
					if s.hand[p][c]+s.deck[p][c]+s.trash[p][c] != 1 {
						t.Fatalf("seed %d step %d: loot card %s is lost or doubled", seed, step, Loot[c].Name)
					}
				}
				if res != int(s.reserveN[p]) || hand != int(s.handN[p]) || deck != int(s.deckN[p]) || s.phase != phPick && res+seen != TeamSize {
					t.Fatalf("seed %d step %d: seat %d counts reserve %d/%d hand %d/%d deck %d/%d seen %d", seed, step, p, res, s.reserveN[p], hand, s.handN[p], deck, s.deckN[p], seen)
				}
				if s.hp[p] < 0 || s.hp[p] > HitPoints {
					t.Fatalf("seed %d step %d: hit points %d", seed, step, s.hp[p])
				}
			}
			legal = enginetest.StepRandom(t, s, rng, legal)
		}
	}
}
