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
// the seat's Order holds.
func TestWeigherRows(t *testing.T) {
	full := 0
	for _, setup := range keptModes {
		for seed := uint64(1); seed <= 3; seed++ {
			playKept(t, setup, seed, func(s *State) {
				for p := 0; p < s.n; p++ {
					w := weigher{s: s, p: p}
					for r := NumRows - 1; r >= 0; r-- {
						want := 0
						for _, d := range s.boards[p].Order[r] {
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
				}
			})
		}
	}
	if full == 0 {
		t.Fatal("no row was ever full: the games checked little")
	}
}
