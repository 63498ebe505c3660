package monstersonboard

import (
	"math/rand/v2"
	"slices"
	"testing"

	"monstermixer/engine"
)

// keptModes are the setups whose games check what the state keeps up to
// date: every mode and draft, the solo games.
var keptModes = []engine.Setup{
	{Players: 4},
	{Players: 2},
	{Players: 3, Options: map[string]string{OptDraft: DraftTurns}},
	{Players: 4, Options: map[string]string{OptMode: ModeFamily}},
	{Players: 1, Options: map[string]string{OptCourt: "4 random Ghosts (+3)", OptUnscored: "scored, then into his Court (+2)"}},
	{Players: 1, Options: map[string]string{OptSolo: SoloScare}},
}

// playKept plays a game of setup with seed, half its decisions by Greedy
// and half at random, and calls check on every state reached (and on the
// acting seat's view and a determinization of it).
func playKept(t *testing.T, setup engine.Setup, seed uint64, check func(s *State)) {
	t.Helper()
	st, err := Game.NewState(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(seed, 7))
	for !s.IsTerminal() {
		check(s)
		var a engine.Action
		switch p := s.CurrentPlayer(); {
		case p == engine.Chance:
			a = engine.Sample(s, rng)
		case rng.IntN(2) == 0:
			a = Greedy(s, rng)
			v := s.ViewFor(p).(*State)
			check(v)
			check(v.Determinize(p, rng).(*State))
		default:
			legal := s.AppendLegalActions(nil)
			a = legal[rng.IntN(len(legal))]
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	check(s)
}

// The decision and the chance event a state keeps (found by settle) are
// the ones worked out afresh, through whole games.
func TestDecisionKept(t *testing.T) {
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 6; seed++ {
			playKept(t, setup, seed, func(s *State) {
				if d := s.nextDraw(); s.due != d {
					t.Fatalf("%d players %v: kept draw %+v, now %+v", setup.Players, setup.Options, s.due, d)
				}
				if nd := s.findNode(); s.at != nd {
					t.Fatalf("%d players %v: kept decision %d, now %d", setup.Players, setup.Options, s.at, nd)
				}
			})
		}
	}
}

// spaces answers free as the pieces on the board say, both while it looks
// at them and once it has marked the taken spaces.
func TestSpacesFree(t *testing.T) {
	plain := func(b *Board, sp int) bool {
		return sp >= 0 && sp < NumSpaces && SpaceArea(sp) < FinalArea && b.Ghosts[sp] == 0 && !b.minionAt(sp) && !b.gruntAt(sp)
	}
	taken := 0
	for _, setup := range keptModes[:3] {
		for seed := uint64(1); seed <= 4; seed++ {
			playKept(t, setup, seed, func(s *State) {
				for p := 0; p < s.n; p++ {
					b := &s.boards[p]
					f := &spaces{b: b}
					for sp := -2; sp < NumSpaces+70; sp++ {
						want := plain(b, sp)
						if !want && sp >= NumSpaces/2 && sp < NumSpaces {
							taken++
						}
						if got := f.free(sp); got != want {
							t.Fatalf("space %d after %d questions: free %v, want %v", sp, f.asked, got, want)
						}
						if got := b.free(sp); got != want {
							t.Fatalf("space %d: Board.free %v, want %v", sp, got, want)
						}
					}
				}
			})
		}
	}
	if taken == 0 {
		t.Fatal("no space of the later areas was ever taken: the games checked nothing")
	}
}

// An action setting bits its kind does not use is not an action of the
// game, as the arguments each kind takes say.
func TestArgBits(t *testing.T) {
	s := newState(t, 2, nil)
	rng := rand.New(rand.NewPCG(3, 3))
	const notOurs = "That is not an action of this game."
	for i := 0; i < 20000; i++ {
		a := engine.Action(rng.Int32())
		if i%2 == 0 {
			a &= 0x1fffffff // kinds of the game, arguments anything
		}
		if i%3 == 0 {
			a &^= 0xff // no third argument
		}
		m := Decode(a)
		want := a < 0 || m.C != 0 || int(m.Kind) >= len(argCount) || m.B != 0 && argCount[m.Kind] < 2 || m.A != 0 && argCount[m.Kind] < 1
		if got := s.why(a) == notOurs; got != want {
			t.Fatalf("action %#x (%+v): refused as not of this game %v, want %v", a, m, got, want)
		}
	}
}

// Greedy's pick and SampleChance's draw are legal in every state of games
// in each mode, as the searcher takes them to be when it plays them with
// ApplyChosen, unchecked; ApplyChosen plays them as Apply does (in a
// state the game can go on from: not in a view hiding draft picks).
func TestPolicyPicksLegal(t *testing.T) {
	picks := 0
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 3; seed++ {
			playKept(t, setup, seed, func(s *State) {
				if s.IsTerminal() {
					return
				}
				c := s.clone()
				rng := rand.New(rand.NewPCG(seed, 9))
				var a engine.Action
				if c.CurrentPlayer() == engine.Chance {
					a = c.SampleChance(rng)
				} else {
					a = Greedy(c, rng)
				}
				if r := c.why(a); r != "" {
					t.Fatalf("%d players %v: the pick %s is illegal: %s", setup.Players, setup.Options, c.ActionString(a), r)
				}
				if slices.Contains(c.picks[:c.n], hiddenPick) {
					return // a view: the draft cannot go on with the others' picks hidden
				}
				checked := c.clone()
				if err := checked.Apply(a); err != nil {
					t.Fatal(err)
				}
				c.ApplyChosen(a)
				if string(c.Encode()) != string(checked.Encode()) {
					t.Fatalf("%d players %v: ApplyChosen(%s) plays otherwise than Apply", setup.Players, setup.Options, c.ActionString(a))
				}
				picks++
			})
		}
	}
	if picks == 0 {
		t.Fatal("no pick was made")
	}
}

// A market's empty spots are its leftmost ones, as emptySpot takes them
// to be: it finds the rightmost empty spot a search of every spot finds.
func TestMarketHolesLeft(t *testing.T) {
	rightmost := func(m *[MarketSize]int8) int {
		for i := MarketSize - 1; i >= 0; i-- {
			if m[i] == 0 {
				return i
			}
		}
		return -1
	}
	partial := 0
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 6; seed++ {
			playKept(t, setup, seed, func(s *State) {
				for _, m := range []*[MarketSize]int8{&s.ghostMkt, &s.archMkt} {
					want := rightmost(m)
					if want >= 0 && m[MarketSize-1] != 0 {
						partial++
					}
					if got := emptySpot(m); got != want {
						t.Fatalf("%d players %v: market %v: empty spot %d, want %d", setup.Players, setup.Options, *m, got, want)
					}
				}
			})
		}
	}
	if partial == 0 {
		t.Fatal("no market was ever partly empty: the games checked little")
	}
}

// The row sizes a weigher keeps for a decision are the dice each row of
// the seat's Order holds, and the areas it finds near a Grunt are those 1
// or 2 areas ahead of one of the colour.
func TestWeigherRows(t *testing.T) {
	full, near := 0, 0
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 3; seed++ {
			playKept(t, setup, seed, func(s *State) {
				for p := 0; p < s.n; p++ {
					b := &s.boards[p]
					w := weigher{b: b}
					for r := NumRows - 1; r >= 0; r-- {
						want := 0
						for _, d := range b.Order[r] {
							if d != 0 {
								want++
							}
						}
						if want == NumCols {
							full++
						}
						if got := w.dice(r); got != want {
							t.Fatalf("seat %d row %d: %d dice kept, %d in the row", p, r, got, want)
						}
					}
					for a := 0; a <= FinalArea+3; a++ {
						for c := 0; c < NumColours; c++ {
							want := false
							for _, g := range b.Grunts[:b.NGrunts] {
								want = want || int(g.Colour) == c && int(g.Area) < a && a-int(g.Area) <= 2
							}
							if want {
								near++
							}
							if got := w.near(a, c); got != want {
								t.Fatalf("seat %d, Grunts %v: area %d near a %s Grunt %v, want %v", p, b.Grunts[:b.NGrunts], a, ColourName(c), got, want)
							}
						}
					}
				}
			})
		}
	}
	if full == 0 || near == 0 {
		t.Fatal("no row was ever full, or no area near a Grunt: the games checked little")
	}
}

// Spider Jack's Court counts, and the dice he may score next, are those
// the plain reckoning finds: every Ghost looked at, each die's Court score
// worked out where it is compared.
func TestJackCourtAndScoreChoices(t *testing.T) {
	plainItems := func(j *Jack, c int) (dice, ghosts, grunts int) {
		for id := 0; id < NumGhosts; id++ {
			if j.Ghosts&(1<<id) != 0 && (Ghosts[id].Colour == c || Ghosts[id].Colour == MultiColour) {
				ghosts++
			}
		}
		return int(j.CourtDice[c]), ghosts, int(j.Grunts[c])
	}
	plainChoices := func(j *Jack) []int {
		court := func(c int) int {
			d, g, m := plainItems(j, c)
			return d + 2*g + 3*m
		}
		best, bestCourt := 0, -1
		for k, d := range j.Dice {
			if d.Empty() || j.Scored&(1<<k) != 0 {
				continue
			}
			c := court(d.Colour()) + 1
			if d.Rank() > best || d.Rank() == best && c > bestCourt {
				best, bestCourt = d.Rank(), c
			}
		}
		var out []int
		for k, d := range j.Dice {
			if d.Empty() || j.Scored&(1<<k) != 0 || d.Rank() != best || court(d.Colour())+1 != bestCourt {
				continue
			}
			dup := false
			for _, o := range out {
				dup = dup || j.Dice[o] == d
			}
			if !dup {
				out = append(out, k)
			}
		}
		return out
	}
	ghosts, ties := 0, 0
	for _, setup := range keptModes[4:5] {
		for seed := uint64(1); seed <= 6; seed++ {
			playKept(t, setup, seed, func(s *State) {
				j := &s.jack
				for c := 0; c < NumColours; c++ {
					d, g, m := j.CourtItems(c)
					wd, wg, wm := plainItems(j, c)
					if d != wd || g != wg || m != wm {
						t.Fatalf("Court of colour %d: %d dice, %d Ghosts, %d Monsters; plainly %d, %d, %d", c, d, g, m, wd, wg, wm)
					}
					ghosts += g
				}
				got, want := s.ScoreChoices(), plainChoices(j)
				if !slices.Equal(got, want) {
					t.Fatalf("dice %v scored %b: choices %v, plainly %v", j.Dice, j.Scored, got, want)
				}
				if len(want) > 1 {
					ties++
				}
			})
		}
	}
	if ghosts == 0 || ties == 0 {
		t.Fatalf("%d Ghosts counted, %d ties met: the games checked little", ghosts, ties)
	}
}

// SampleChance draws a solo chance outcome (Spider Jack's colour, his
// Court, his solo cards) as engine.SampleChance draws from ChanceOutcomes:
// the same outcome with the same random numbers.
func TestSoloDrawsAsChanceOutcomes(t *testing.T) {
	kinds := map[Kind]int{}
	monsters := engine.Setup{Players: 1, Options: map[string]string{OptCourt: "2 more Monsters (+2)"}}
	for _, setup := range append(keptModes[4:], monsters) {
		for seed := uint64(1); seed <= 3; seed++ {
			playKept(t, setup, seed, func(s *State) {
				switch s.due.kind {
				case KindJackColour, KindCourtMonster, KindCourtGhost, KindSoloCard:
				default:
					return
				}
				kinds[s.due.kind]++
				for k := uint64(0); k < 50; k++ {
					src, ref := rand.NewPCG(seed, k), rand.NewPCG(seed, k)
					got, want := s.SampleChance(rand.New(src)), engine.SampleChance(s, rand.New(ref))
					if got != want || !samePCG(t, src, ref) {
						t.Fatalf("draw %+v, generator %d: %s, from the outcomes %s", s.due, k, s.ActionString(got), s.ActionString(want))
					}
				}
			})
		}
	}
	if len(kinds) < 4 {
		t.Fatalf("only the draws %v were met", kinds)
	}
}

// bestRows scores each Prophecy card's row conditions as trying every
// assignment of conditions to rows does, each condition scored afresh.
func TestBestRows(t *testing.T) {
	var plain func(g *Grid, conds []rowCond, i int, used uint) int
	plain = func(g *Grid, conds []rowCond, i int, used uint) int {
		if i == len(conds) {
			return 0
		}
		b := plain(g, conds, i+1, used)
		for r := 0; r < NumRows; r++ {
			if used&(1<<r) == 0 {
				if v := conds[i].score(g[r]); v > 0 {
					b = max(b, v+plain(g, conds, i+1, used|1<<r))
				}
			}
		}
		return b
	}
	rng := rand.New(rand.NewPCG(5, 5))
	scored := 0
	for n := 0; n < 20000; n++ {
		var g Grid
		for r := range g {
			for c := range rng.IntN(NumCols + 1) {
				// few colours and ranks, so that the conditions are met
				g[r][c] = MakeDie(rng.IntN(2+n%5), 1+rng.IntN(2+n%5))
			}
		}
		for id := range Prophecies {
			conds := Prophecies[id].rows
			if len(conds) > maxRowConds {
				t.Fatalf("card %d has %d row conditions", id+1, len(conds))
			}
			got, want := bestRows(&g, conds), plain(&g, conds, 0, 0)
			if got != want {
				t.Fatalf("card %02d, grid %v: rows score %d, every assignment %d", id+1, g, got, want)
			}
			if want > 0 {
				scored++
			}
		}
	}
	if scored < 1000 {
		t.Fatalf("only %d grids scored on a row condition", scored)
	}
}

// A die's colour and rank, read from the tables, are the ones its number
// gives (number = 6 x colour + rank), for every value of a Die.
func TestDieTables(t *testing.T) {
	for v := range 256 {
		d := Die(v)
		colour, rank := int((d-1)/6), 0
		if d != 0 {
			rank = int((d-1)%6) + 1
		}
		if d.Colour() != colour || d.Rank() != rank {
			t.Fatalf("die %d: colour %d rank %d, want %d and %d", v, d.Colour(), d.Rank(), colour, rank)
		}
	}
	if d := MakeDie(3, 5); d.Colour() != 3 || d.Rank() != 5 {
		t.Fatalf("MakeDie(3, 5) reads as colour %d rank %d", d.Colour(), d.Rank())
	}
}

// The listings of the Spook phase, the window and the sets of actions
// hold every action of the decision's kinds that the rule (why) allows
// and nothing else; the Spook phase's and the window's in the actions'
// order.
func TestListingsAsTheRule(t *testing.T) {
	kindsOf := map[node][]Kind{
		nodeSpook:   {KindBuyArch, KindBuyGhost, KindPass},
		nodeWindow:  {KindFlip, KindKeep},
		nodeItem:    {KindSwap, KindPromote, KindMoveGrunt, KindMinion, KindJuice, KindFeed, KindMalice, KindCall, KindDone},
		nodeFamStop: {KindSwap, KindPromote, KindFamSkip},
	}
	args := func(k Kind, i int) []int {
		if argCount[k] <= i {
			return []int{0}
		}
		out := []int{gainSpace}
		for a := range NumSpaces + 2 {
			out = append(out, a)
		}
		return out
	}
	seen := map[Kind]int{}
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 2; seed++ {
			playKept(t, setup, seed, func(s *State) {
				nd := s.node()
				kinds, ok := kindsOf[nd]
				if !ok {
					return
				}
				var want []engine.Action
				for _, k := range kinds {
					for _, a := range args(k, 0) {
						for _, b := range args(k, 1) {
							if x := (Move{Kind: k, A: a, B: b}).Encode(); s.why(x) == "" {
								want = append(want, x)
								seen[k]++
							}
						}
					}
				}
				slices.Sort(want)
				got := s.AppendLegalActions(nil)
				sorted := slices.Sorted(slices.Values(got))
				if !slices.Equal(sorted, want) || (nd == nodeSpook || nd == nodeWindow) && !slices.Equal(got, want) {
					t.Fatalf("%d players %v, decision %d: listed %v, the rule allows %v", setup.Players, setup.Options, nd, got, want)
				}
			})
		}
	}
	for _, k := range []Kind{KindBuyGhost, KindFlip, KindSwap, KindMinion, KindPromote} {
		if seen[k] == 0 {
			t.Errorf("no legal action of kind %d was met: the games checked little", k)
		}
	}
}

// The shapes Greedy lists for a set of actions never hold an action twice
// (it looks for repeats only in the Spook phase, where they come).
func TestGreedyItemShapesOnce(t *testing.T) {
	sets, repeats := 0, 0
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 3; seed++ {
			playKept(t, setup, seed, func(s *State) {
				nd := s.node()
				if nd != nodeItem && nd != nodeSpook {
					return
				}
				shapes := s.greedyShapes(nd, nil, s.spaces())
				for i, a := range shapes {
					if !slices.Contains(shapes[:i], a) {
						continue
					}
					if nd == nodeItem {
						t.Fatalf("%d players %v: the set of actions %v gives %s twice", setup.Players, setup.Options, s.items, s.ActionString(a))
					}
					repeats++
				}
				if nd == nodeItem {
					sets++
				}
			})
		}
	}
	if sets == 0 || repeats == 0 {
		t.Fatalf("%d sets of actions, %d repeats in the Spook phase: the games checked little", sets, repeats)
	}
}
