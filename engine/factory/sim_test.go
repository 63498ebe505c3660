package factory

import (
	"math/rand/v2"
	"slices"
	"testing"

	"monstermixer/engine"
)

// simStats are the figures the tile mix was chosen by (see RULES.md).
type simStats struct {
	games, byCompletion      int
	drawn, discarded, placed int
	firstSizes, firstDone    int // sum of completed first monster sizes, count
	firstAll, firstN         int // sum of all first monster sizes, count
	minionsDone              int
	sizeHist                 [8]int // completed first monsters by size: <6, 6-8, 9-11, 12-15, 16-20, 21+
	winScore                 int
	firsts                   [6]int // games each seat ranked first (ties count for each)
}

func sizeBucket(n int) int {
	switch {
	case n < 6:
		return 0
	case n <= 8:
		return 1
	case n <= 11:
		return 2
	case n <= 15:
		return 3
	case n <= 20:
		return 4
	}
	return 5
}

// pickStart picks the supply tile with the most thin/thick edges, as the
// rulebook advises (ties at random).
func pickStart(s *State, legal []engine.Action, rng *rand.Rand) engine.Action {
	var pick engine.BestPick
	for _, a := range legal {
		pick.Offer(a, tileConn[decode(a).tile], rng)
	}
	return pick.Best()
}

// greedyPlace closes its own monster and opens other players' monsters:
// it picks the placement that minimises the open cells of its own monster
// in progress, or maximises those of another's (ties at random).
func greedyPlace(s *State, legal []engine.Action, rng *rand.Rand) engine.Action {
	p := int(s.turn)
	var pick engine.BestPick
	for _, a := range legal {
		d := decode(a)
		if d.kind != kindPlace {
			return a
		}
		c := *s
		if err := c.Apply(a); err != nil {
			panic(err)
		}
		v := int(c.openN[d.seat])
		if d.seat == p {
			v = -v
			if c.mons[s.cur[p]].complete {
				v = 100
			}
		} else if c.mons[s.cur[d.seat]].complete {
			v = -100
		}
		pick.Offer(a, v, rng)
	}
	return pick.Best()
}

func simulate(n, games int, seed uint64, greedy, randomPick bool) simStats {
	rng := engine.NewRand(seed)
	var st simStats
	var buf []engine.Action
	for g := 0; g < games; g++ {
		s := New(n)
		for !s.IsTerminal() {
			var a engine.Action
			switch {
			case s.CurrentPlayer() == engine.Chance:
				a = s.SampleChance(rng)
			case s.phase == PhasePick && !randomPick:
				buf = s.AppendLegalActions(buf[:0])
				a = pickStart(s, buf, rng)
			case greedy:
				buf = s.AppendLegalActions(buf[:0])
				a = greedyPlace(s, buf, rng)
			default:
				buf = s.AppendLegalActions(buf[:0])
				a = buf[rng.IntN(len(buf))]
			}
			if err := s.Apply(a); err != nil {
				panic(err)
			}
		}
		st.games++
		if s.allFirstDone() {
			st.byCompletion++
		}
		st.drawn += NumTiles - int(s.pileN) - n
		st.discarded += int(s.nDisc)
		st.placed += int(s.nPlaced)
		for _, m := range s.mons[:s.nMon] {
			if m.num == 0 {
				st.firstAll += int(m.tiles)
				st.firstN++
				if m.complete {
					st.firstSizes += int(m.tiles)
					st.firstDone++
					st.sizeHist[sizeBucket(int(m.tiles))]++
				}
			} else if m.complete {
				st.minionsDone++
			}
		}
		res := s.Result()
		st.winScore += slices.Max(res.Scores)
		for p, r := range res.Ranks {
			if r == 1 {
				st.firsts[p]++
			}
		}
	}
	return st
}

// TestMixFigures plays simulated games with the designed tile mix and
// checks the design goals of RULES.md: completed first monsters of about
// 6 to 15 tiles, most games ending by completion. Run with -v to print the
// figures.
func TestMixFigures(t *testing.T) {
	eyes := 0
	for i := 0; i < NumTiles; i++ {
		if tileEye[i] {
			eyes++
		}
	}
	t.Logf("tiles with an eye: %d of %d", eyes, NumTiles)
	if eyes < 25 || eyes > 35 {
		t.Errorf("%d eye tiles; the design wants about a third", eyes)
	}
	for _, mode := range []string{"random", "greedy", "greedy, random start"} {
		greedy, randomPick := mode != "random", mode == "greedy, random start"
		for _, n := range []int{2, 3, 4, 6} {
			st := simulate(n, 1000, 7, greedy, randomPick)
			g := float64(st.games)
			name := mode
			meanDone := float64(st.firstSizes) / float64(max(st.firstDone, 1))
			t.Logf("%s %dp: ended by completion %.0f%%, tiles drawn/game %.1f (discarded %.1f), first monsters completed %.0f%% mean size %.1f (all %.1f), sizes <6/6-8/9-11/12-15/16-20/21+ %v, completed minions/game %.1f, winning score %.1f, first by seat %v",
				name, n, 100*float64(st.byCompletion)/g, float64(st.drawn)/g, float64(st.discarded)/g,
				100*float64(st.firstDone)/float64(st.firstN), meanDone, float64(st.firstAll)/float64(st.firstN),
				st.sizeHist[:6], float64(st.minionsDone)/g, float64(st.winScore)/g, st.firsts[:n])
			if minEnd := map[int]float64{2: 0.8, 3: 0.6, 4: 0.4}[n]; mode == "greedy" && n <= 4 {
				if float64(st.byCompletion)/g < minEnd {
					t.Errorf("greedy %dp: only %d of %d games end by completion", n, st.byCompletion, st.games)
				}
				if meanDone < 6 || meanDone > 15 {
					t.Errorf("greedy %dp: completed first monsters average %.1f tiles, want 6 to 15", n, meanDone)
				}
			}
		}
	}
}
