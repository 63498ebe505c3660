package monstersonboard

import (
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
)

func newState(t *testing.T, players int, opts map[string]string) *State {
	t.Helper()
	st, err := Game.NewState(engine.Setup{Players: players, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// deal2 is the setup of the scripted 2-player games: Prophecy cards 01
// and 02, Ghosts G2-G6 (the Ghost market reads, left to right: blue Move
// Grunt, blue Malice, blue Call, blue Feed, blue Spook Juice 4), Arch
// Monster cards A1-A5.
var deal2 = []string{"prophecy 1", "prophecy 2",
	"ghost G2", "ghost G3", "ghost G4", "ghost G5", "ghost G6",
	"arch A1", "arch A2", "arch A3", "arch A4", "arch A5"}

// round1 rolls round 1's dice and drafts them: seat 1 ends with blue 1,
// orange 4, purple 1, green 6 on its Driveway; seat 2 with yellow 5,
// blue 2, pink 6, green 3. With two players the Fearnobiles swap at each
// step.
var round1 = []string{
	"roll blue-1", "roll blue-2", "roll purple-1", "roll green-3",
	"roll yellow-5", "roll orange-4", "roll green-6", "roll pink-6",
	"take blue-1", "take yellow-5",
	"take orange-4", "take blue-2",
	"take purple-1", "take pink-6",
	"take green-6", "take green-3",
}

// atMove returns a 2-player game at seat 1's Grunt Movement in round 1.
func atMove(t *testing.T) *State {
	s := newState(t, 2, nil)
	enginetest.Play(t, s, deal2...)
	enginetest.Play(t, s, round1...)
	if s.Phase() != PhaseMove || s.CurrentPlayer() != 0 {
		t.Fatalf("phase %d, player %d: want seat 1's Grunt Movement", s.Phase(), s.CurrentPlayer())
	}
	return s
}

// atSwamp plays seat 1's Grunt Movement, skipping every action.
func atSwamp(t *testing.T) *State {
	s := atMove(t)
	// The purple Grunt lands on Promote or Demote with no die to change:
	// that set is skipped by itself.
	enginetest.Play(t, s, "activate blue-1", "done", "activate orange-4", "done", "activate purple-1", "activate green-6", "done")
	if s.Phase() != PhaseSwamp {
		t.Fatalf("phase %d, want Swamp-Jack", s.Phase())
	}
	return s
}

func TestDraftSimultaneousHidesPicks(t *testing.T) {
	s := newState(t, 2, nil)
	enginetest.Play(t, s, deal2...)
	enginetest.Play(t, s, round1[:8]...)
	enginetest.Play(t, s, "take blue-1")
	v := s.ViewFor(1).(*State)
	if v.picks[0] != hiddenPick || !v.boards[0].Drive[0].Empty() {
		t.Fatalf("seat 2 sees seat 1's pick: %v %v", v.picks[0], v.boards[0].Drive)
	}
	if s.ViewFor(0).(*State).picks[0] != 0 {
		t.Fatalf("seat 1 does not see its own pick")
	}
	enginetest.Play(t, s, "take yellow-5")
	if s.boards[0].Drive[0] != MakeDie(0, 1) || s.boards[1].Drive[0] != MakeDie(5, 5) {
		t.Fatalf("picks not on the Driveways after the step: %v %v", s.boards[0].Drive, s.boards[1].Drive)
	}
	if s.CarInFront(0) != 1 || s.CarInFront(1) != 0 {
		t.Fatalf("Fearnobiles did not pass left")
	}
}

func TestDraftInTurnOrderShowsPicks(t *testing.T) {
	s := newState(t, 2, map[string]string{OptDraft: DraftTurns})
	enginetest.Play(t, s, deal2...)
	enginetest.Play(t, s, round1[:8]...)
	enginetest.Play(t, s, "take blue-1")
	if v := s.ViewFor(1).(*State); v.boards[0].Drive[0] != MakeDie(0, 1) {
		t.Fatalf("in turn order the pick is public at once: %v", v.boards[0].Drive)
	}
}

func TestGruntLandsAndActs(t *testing.T) {
	s := atMove(t)
	enginetest.Play(t, s, "activate blue-1")
	b := &s.boards[0]
	if b.Grunts[0].Area != 1 {
		t.Fatalf("blue Grunt in area %d, want 1", b.Grunts[0].Area)
	}
	// Area 1's blue space shows Gain 1 Malice.
	enginetest.Play(t, s, "malice 1")
	if b.Malice != 1 {
		t.Fatalf("Malice %d, want 1", b.Malice)
	}
}

// Grunt movement skips spaces holding a Minion or a Grunt (rulebook p.4).
func TestGruntSkipsMinionsAndGrunts(t *testing.T) {
	s := atMove(t)
	b := &s.boards[0]
	b.Minions[0] = int8(Space(1, 0)) // a Minion on area 1's blue space
	b.Minions[1] = int8(Space(2, 0)) // and area 2's
	b.Grunts[b.NGrunts] = Grunt{Colour: 0, Area: 3}
	b.NGrunts++ // a second blue Grunt on area 3
	// Both blue Grunts move; the one in area 3 goes first to area 4, then
	// the other skips the Minions of areas 1 and 2 and lands on area 3.
	enginetest.Play(t, s, "activate blue-1", "grunt blue@3")
	if b.Grunts[6].Area != 4 || b.Grunts[0].Area != 3 {
		t.Fatalf("blue Grunts in areas %d and %d, want 3 and 4", b.Grunts[0].Area, b.Grunts[6].Area)
	}
	enginetest.Play(t, s, "done")
	// The other order: the Grunt behind skips both Minions and the Grunt in
	// area 3, landing on area 4; the Grunt from area 3 then skips area 4.
	s2 := atMove(t)
	b2 := &s2.boards[0]
	b2.Minions[0] = int8(Space(1, 0))
	b2.Minions[1] = int8(Space(2, 0))
	b2.Grunts[b2.NGrunts] = Grunt{Colour: 0, Area: 3}
	b2.NGrunts++
	enginetest.Play(t, s2, "activate blue-1", "grunt blue@0")
	if b2.Grunts[0].Area != 4 || b2.Grunts[6].Area != 5 {
		t.Fatalf("blue Grunts in areas %d and %d, want 4 and 5 (skipping Minions and the Grunt)", b2.Grunts[0].Area, b2.Grunts[6].Area)
	}
}

// The final area holds any number of Grunts, which never move again.
func TestFinalAreaGruntsStay(t *testing.T) {
	s := atMove(t)
	b := &s.boards[0]
	b.Grunts[0].Area = 11
	b.Grunts[b.NGrunts] = Grunt{Colour: 0, Area: FinalArea}
	b.NGrunts++
	enginetest.Play(t, s, "activate blue-1")
	if b.Grunts[0].Area != FinalArea || b.Grunts[6].Area != FinalArea {
		t.Fatalf("blue Grunts in areas %d and %d, want both in 12", b.Grunts[0].Area, b.Grunts[6].Area)
	}
}

// Promote refuses the die just placed and ranks above 6 (back page).
func TestPromoteRefusals(t *testing.T) {
	s := atSwamp(t)
	enginetest.Play(t, s, "place green-6 row 1", "done")
	enginetest.Play(t, s, "place purple-1 row 2") // Promote or Demote, Move Minion, Call Spider Jack
	enginetest.Refused(t, s, "promote 2.1", "You cannot change the die you just placed.")
	enginetest.Refused(t, s, "promote 1.1", "A Lord die cannot go above 6.")
	enginetest.Play(t, s, "demote 1.1")
	if got := s.boards[0].Order[0][0]; got != MakeDie(1, 5) {
		t.Fatalf("demoted die is %v, want green-5", got)
	}
	enginetest.Refused(t, s, "demote 1.1", "That action is not among the ones you may perform now.")
}

// The 4th die gains Malice by the chart: rank 6 gives 3; above 8 is lost.
func TestMaliceDieRank6(t *testing.T) {
	s := atSwamp(t)
	s.boards[0].Malice = 7
	enginetest.Play(t, s, "place blue-1 row 1", "done", "place orange-4 row 1", "done", "place purple-1 row 1", "done")
	b := &s.boards[0]
	if b.Malice != 8 {
		t.Fatalf("Malice %d, want 8 (7 + 3, above 8 lost)", b.Malice)
	}
	if s.bag[1] != DicePerColour-1 {
		t.Fatalf("the green 6 did not go back to the bag: %d green dice in the bag", s.bag[1])
	}
	s = atSwamp(t)
	enginetest.Play(t, s, "place blue-1 row 1", "done", "place orange-4 row 1", "done", "place purple-1 row 1", "done")
	if s.boards[0].Malice != 3 {
		t.Fatalf("Malice %d, want 3 from a rank 6", s.boards[0].Malice)
	}
}

// The Summon example: Spider Jack die 3, the 3 leftmost dice score 6.
func TestSummonExample(t *testing.T) {
	b := &Board{}
	b.Jack[0] = 3
	for c, r := range []int{1, 2, 3, 6, 6} {
		b.Order[0][c] = MakeDie(c%NumColours, r)
	}
	if got := SummonScore(b, 0); got != 6 {
		t.Fatalf("Summon scores %d, want 6", got)
	}
	// Through Call Spider Jack: row 1's tracker moves onto space 2, a Summon icon.
	s := atSwamp(t)
	b0 := &s.boards[0]
	b0.Track[0] = 1
	b0.Jack[0] = 3
	enginetest.Play(t, s, "place blue-1 row 1", "call 1")
	// Row 1 holds only the blue 1 so far: the Summon scores 1.
	if b0.Juice != 1 || b0.Track[0] != 2 {
		t.Fatalf("juice %d, tracker %d: want 1 and 2", b0.Juice, b0.Track[0])
	}
}

// Final scoring step 1: a Spider Jack die of 4 keeps 4 dice.
func TestRemoveExcessExample(t *testing.T) {
	b := &Board{}
	b.Jack = [NumRows]int8{4, 6, 1}
	for c := 0; c < NumCols; c++ {
		b.Order[0][c] = MakeDie(0, c+1)
		b.Order[1][c] = MakeDie(1, 2)
	}
	if n := RemoveExcess(b); n != 2 {
		t.Fatalf("%d dice removed, want 2", n)
	}
	if b.Order[0][3].Empty() || !b.Order[0][4].Empty() || !b.Order[0][5].Empty() || b.Order[1][5].Empty() {
		t.Fatalf("wrong dice removed: %v", b.Order)
	}
}

// Final scoring step 2: 2 blue Grunts x 4 blue dice = 24, 1 green x 3 = 9.
func TestFinalAreaExample(t *testing.T) {
	b := &Board{}
	b.Grunts[0] = Grunt{Colour: 0, Area: FinalArea}
	b.Grunts[1] = Grunt{Colour: 0, Area: FinalArea}
	b.Grunts[2] = Grunt{Colour: 1, Area: FinalArea}
	b.Grunts[3] = Grunt{Colour: 2, Area: 5}
	b.NGrunts = 4
	for c := 0; c < 4; c++ {
		b.Order[0][c] = MakeDie(0, 3)
	}
	for c := 0; c < 3; c++ {
		b.Order[1][c] = MakeDie(1, 5)
	}
	b.Order[2][0] = MakeDie(2, 6)
	if got := GruntScore(b, 0); got != 24 {
		t.Fatalf("blue scores %d, want 24", got)
	}
	if got := GruntScore(b, 1); got != 9 {
		t.Fatalf("green scores %d, want 9", got)
	}
	if got := GruntScore(b, 2); got != 0 {
		t.Fatalf("pink (not in the final area) scores %d, want 0", got)
	}
}

// The Arch Monster example: 3 adjacent blue-green pairs score 6.
func TestBlueGreenPairs(t *testing.T) {
	id := -1
	for i, a := range Archs {
		if a.Kind == ArchPair && a.Colour == 0 && a.Colour2 == 1 {
			id = i
		}
	}
	b := &Board{}
	blue, green := MakeDie(0, 2), MakeDie(1, 4)
	b.Order[0][0], b.Order[0][1] = blue, green // left-right pair
	b.Order[1][0] = green                      // up-down with the blue above
	b.Order[1][3], b.Order[2][3] = green, blue // up-down pair
	b.Order[2][5] = blue                       // alone
	if got := ArchScore(b, id); got != 6 {
		t.Fatalf("blue-green pairs score %d, want 6", got)
	}
}

// 3 Minions in one neighbourhood score the card's points once; 3 Minions
// spread over two, or in an area that is no neighbourhood, score nothing.
func TestThreeMinionsInANeighbourhood(t *testing.T) {
	id := slices.IndexFunc(Archs[:], func(a Arch) bool { return a.Kind == ArchMinions3 })
	for _, c := range []struct {
		spaces []int
		want   int
	}{
		{[]int{Space(4, 0), Space(4, 2), Space(4, 5)}, Archs[id].Points},
		{[]int{Space(4, 0), Space(4, 2), Space(4, 5), Space(8, 1), Space(8, 3), Space(8, 4)}, Archs[id].Points},
		{[]int{Space(4, 0), Space(4, 2), Space(6, 5)}, 0},
		{[]int{Space(3, 0), Space(3, 2), Space(3, 5)}, 0},
		{nil, 0},
	} {
		b := &Board{}
		for i := range b.Minions {
			b.Minions[i] = -1
		}
		for i, sp := range c.spaces {
			b.Minions[i] = int8(sp)
		}
		if got := ArchScore(b, id); got != c.want {
			t.Errorf("Minions on %v score %d, want %d", c.spaces, got, c.want)
		}
	}
}

func TestGhostPlacement(t *testing.T) {
	s := atSwamp(t)
	enginetest.Play(t, s, "place blue-1 row 1", "done", "place orange-4 row 1", "done", "place purple-1 row 1", "done")
	// Seat 2's turn: skip through it.
	enginetest.Play(t, s, "activate yellow-5", "done", "activate blue-2", "done", "activate green-3", "done", "activate pink-6", "done")
	enginetest.Play(t, s, "place yellow-5 row 1", "done", "place blue-2 row 1", "done", "place green-3 row 1", "done")
	if s.Phase() != PhaseSpook || s.CurrentPlayer() != 0 {
		t.Fatalf("phase %d player %d, want seat 1's Spook turn", s.Phase(), s.CurrentPlayer())
	}
	b := &s.boards[0]
	b.Minions[0] = int8(Space(3, 0))
	// Spot 5 holds the blue Spook Juice Ghost (cost 1).
	enginetest.Refused(t, s, "buy ghost 5 3-blue", "A Ghost can only go on an empty space")
	enginetest.Refused(t, s, "buy ghost 5 3-green", "A blue Ghost goes on a blue space.")
	enginetest.Refused(t, s, "buy ghost 5 1-blue", "A Ghost can only go on an empty space") // seat 1's blue Grunt is there
	enginetest.Play(t, s, "buy ghost 5 4-blue")
	if b.Ghosts[Space(4, 0)] != 2 {
		t.Fatalf("ghost not placed")
	}
	// The market slid right: spot 5 now holds what spot 4 held; spot 1 waits.
	if s.GhostMarket()[4] != 2 || s.ghostMkt[0] != 0 || s.CurrentPlayer() != engine.Chance {
		t.Fatalf("market after the purchase: %v, player %d", s.GhostMarket(), s.CurrentPlayer())
	}
	enginetest.Play(t, s, "ghost G1") // the blue Gain Grunt Ghost turns up on spot 1
	if s.GhostMarket() != [MarketSize]int{0, 5, 4, 3, 2} {
		t.Fatalf("market after the refill: %v", s.GhostMarket())
	}
}

func TestGainGruntGhost(t *testing.T) {
	s := atSwamp(t)
	enginetest.Play(t, s, "place blue-1 row 1", "done", "place orange-4 row 1", "done", "place purple-1 row 1", "done")
	enginetest.Play(t, s, "activate yellow-5", "done", "activate blue-2", "done", "activate green-3", "done", "activate pink-6", "done")
	enginetest.Play(t, s, "place yellow-5 row 1", "done", "place blue-2 row 1", "done", "place green-3 row 1", "done")
	enginetest.Play(t, s, "pass")               // seat 1
	enginetest.Play(t, s, "buy ghost 5 9-blue") // seat 2 buys the Spook Juice Ghost
	enginetest.Play(t, s, "ghost G1")           // the blue Gain Grunt Ghost enters on spot 1 (cost 3)
	b := &s.boards[0]
	b.Malice = 3
	enginetest.Refused(t, s, "buy ghost 1 1-blue", "A Gain Grunt Ghost goes on a Gain Grunt space")
	enginetest.Play(t, s, "buy ghost 1 gain")
	if b.NGrunts != 7 || b.Grunts[6] != (Grunt{Colour: 0, Area: 0}) || b.GainUsed[0] != 1 {
		t.Fatalf("no new blue Grunt on the Gain Grunt space: %v %v", b.Grunts, b.GainUsed)
	}
	if s.supply(0) != 6-2-1 {
		t.Fatalf("blue supply %d, want 3", s.supply(0))
	}
}

// Markets slide right and refill from the left (Arch Monster cards).
func TestArchMarketSlides(t *testing.T) {
	s := atSwamp(t)
	enginetest.Play(t, s, "place blue-1 row 1", "done", "place orange-4 row 1", "done", "place purple-1 row 1", "done")
	enginetest.Play(t, s, "activate yellow-5", "done", "activate blue-2", "done", "activate green-3", "done", "activate pink-6", "done")
	enginetest.Play(t, s, "place yellow-5 row 1", "done", "place blue-2 row 1", "done", "place green-3 row 1", "done")
	if got := s.ArchMarket(); got != [MarketSize]int{4, 3, 2, 1, 0} {
		t.Fatalf("Arch market %v", got)
	}
	s.boards[0].Malice = 4
	enginetest.Refused(t, s, "buy arch 1", "That Arch Monster card costs 5 Malice; you have 4.")
	enginetest.Play(t, s, "buy arch 3", "arch A10")
	if got := s.ArchMarket(); got != [MarketSize]int{9, 4, 3, 1, 0} {
		t.Fatalf("Arch market after buying spot 3 and the refill: %v", got)
	}
	if !s.boards[0].HasCard(2) || s.boards[0].Malice != 0 {
		t.Fatalf("card not bought or Malice not paid")
	}
}

// The family mode: a Minion on a row scores the row's ranks (12).
func TestFamilyRowScores12(t *testing.T) {
	s := newState(t, 2, map[string]string{OptMode: ModeFamily})
	enginetest.Play(t, s, "prophecy 1", "prophecy 2")
	enginetest.Play(t, s, "roll blue-4", "roll green-4", "roll orange-4", "roll pink-2",
		"roll purple-4", "roll yellow-4", "roll pink-4", "roll green-5")
	// Each Grunt moves 2 spaces (two icons on a 4).
	enginetest.Play(t, s, "take blue-4 row 1", "take purple-4 row 1")
	if g := s.boards[0].Grunts[0]; g.Area != 2 {
		t.Fatalf("blue Grunt in area %d, want 2", g.Area)
	}
	// Fearnobiles pass right: seat 1 now has seat 2's.
	enginetest.Play(t, s, "take yellow-4 row 1", "take green-4 row 1")
	enginetest.Play(t, s, "take pink-2 row 2", "take pink-4 row 1")
	if s.Phase() != PhaseFamRow {
		t.Fatalf("phase %d, want the end of the round", s.Phase())
	}
	enginetest.Play(t, s, "minion row 1")
	if got := s.boards[0].Juice; got != 8 {
		t.Fatalf("row of 4 and 4 scores %d, want 8", got)
	}
	enginetest.Play(t, s, "minion row 1")
	if got := s.boards[1].Juice; got != 12 {
		t.Fatalf("row of 4, 4, 4 scores %d, want 12", got)
	}
	if s.bag[3] != DicePerColour || s.bag[1] != DicePerColour-1 {
		t.Fatalf("the dice left in the Fearnobiles did not go back to the bag: %v", s.bag)
	}
}

// Family mode: passing area 4 offers Promote or Demote; area 12 scores 12
// and sends the Grunt back to the start, the movement going on.
func TestFamilyAreas(t *testing.T) {
	s := newState(t, 2, map[string]string{OptMode: ModeFamily})
	enginetest.Play(t, s, "prophecy 1", "prophecy 2")
	enginetest.Play(t, s, "roll blue-1", "roll green-4", "roll pink-4", "roll orange-4",
		"roll purple-4", "roll yellow-4", "roll blue-5", "roll green-5")
	s.boards[0].Grunts[0].Area = 2
	enginetest.Play(t, s, "take blue-1 row 1") // 3 icons: areas 3, 4 (stop), 5
	if s.node() != nodeFamStop || s.boards[0].Grunts[0].Area != 4 {
		t.Fatalf("no stop on area 4 (node %d, area %d)", s.node(), s.boards[0].Grunts[0].Area)
	}
	enginetest.Play(t, s, "promote 1.1")
	if s.boards[0].Grunts[0].Area != 5 || s.boards[0].Order[0][0] != MakeDie(0, 2) {
		t.Fatalf("after the stop: area %d, die %v", s.boards[0].Grunts[0].Area, s.boards[0].Order[0][0])
	}
	s.boards[1].Grunts[4].Area = 11
	enginetest.Play(t, s, "take purple-4 row 1") // 2 icons: area 12 (12 Spook Juice, back to start), then area 1
	if s.boards[1].Juice != 12 || s.boards[1].Grunts[4].Area != 1 {
		t.Fatalf("juice %d, purple Grunt in area %d: want 12 and 1", s.boards[1].Juice, s.boards[1].Grunts[4].Area)
	}
}

func finished(n int, family bool) *State {
	s := &State{n: n, family: family, phase: PhaseOver, moving: -1, placed: -1}
	for p := 0; p < n; p++ {
		s.boards[p].Prophecy = -1
		s.ages[p] = int8(n - 1 - p) // the last seat is the youngest
	}
	return s
}

func TestTieBreaks(t *testing.T) {
	s := finished(3, false)
	for p := 0; p < 3; p++ {
		s.boards[p].Juice = 200
	}
	s.boards[2].Juice = 150
	s.boards[1].Grunts[0] = Grunt{Colour: 0, Area: FinalArea}
	s.boards[1].NGrunts = 1
	r := s.Result()
	if r.Ranks[0] != 2 || r.Ranks[1] != 1 || r.Ranks[2] != 3 {
		t.Fatalf("ranks %v, want the seat with a Grunt in the final area first", r.Ranks)
	}
	if got := r.TieBreak.String(); got != "Seat 1 and Seat 2 tie on 200 Spook Juice; Seat 2 has the most Grunts in the final area." {
		t.Fatalf("tie-break %q", got)
	}
	s.boards[1].NGrunts = 0
	s.boards[0].Malice = 3
	r = s.Result()
	if r.Ranks[0] != 1 || r.Ranks[1] != 2 || r.TieBreak.String() != "Seat 1 and Seat 2 tie on 200 Spook Juice; Seat 1 has the most Malice." {
		t.Fatalf("ranks %v, tie-break %q", r.Ranks, r.TieBreak.String())
	}
	s.boards[1].Malice = 3
	r = s.Result()
	if r.Ranks[0] != 1 || r.Ranks[1] != 1 || r.Ranks[2] != 3 || !strings.Contains(r.TieBreak.String(), "share the place") {
		t.Fatalf("ranks %v, tie-break %q", r.Ranks, r.TieBreak.String())
	}
	f := finished(3, true)
	for p := 0; p < 3; p++ {
		f.boards[p].Juice = 90
	}
	r = f.Result()
	if r.Ranks[2] != 1 || r.Ranks[1] != 2 || r.Ranks[0] != 3 || !strings.Contains(r.TieBreak.String(), "Seat 3 is the youngest") {
		t.Fatalf("family ranks %v, tie-break %q", r.Ranks, r.TieBreak.String())
	}
}

func TestRefusalsLeaveStateAndSayWhy(t *testing.T) {
	s := atMove(t)
	enginetest.Refused(t, s, "pass", "That is not a choice now: activate a die of your Driveway.")
	enginetest.Refused(t, s, "activate pink-6", "there is no pink-6 there")
}

// The hand-written record of a first round replays, and its comments hold.
func TestRound1Record(t *testing.T) {
	_, st, err := record.ReadFile("testdata/round1.mixer")
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	anna, bob := &s.boards[0], &s.boards[1]
	if anna.Malice != 3 || anna.Juice != 3 || anna.Jack[0] != 3 || anna.Track[0] != 1 {
		t.Fatalf("Anna: Malice %d, Spook Juice %d, Spider Jack %d, tracker %d; want 3, 3, 3, 1", anna.Malice, anna.Juice, anna.Jack[0], anna.Track[0])
	}
	if anna.Ghosts[Space(2, 0)] != 2 {
		t.Fatalf("Anna's Ghost is not on area 2")
	}
	if bob.Malice != 0 || bob.NGrunts != 7 || bob.Juice != 3 {
		t.Fatalf("Bob: Malice %d, %d Grunts, Spook Juice %d; want 0, 7, 3", bob.Malice, bob.NGrunts, bob.Juice)
	}
	if s.Round() != 2 || s.FirstPlayer() != 1 || s.Phase() != PhaseArrival {
		t.Fatalf("round %d, first player %d, phase %d: want round 2 with Bob first", s.Round(), s.FirstPlayer(), s.Phase())
	}
	if s.GhostMarket() != [MarketSize]int{6, 5, 4, 3, 2} {
		t.Fatalf("Ghost market %v", s.GhostMarket())
	}
}

func TestSetupOptions(t *testing.T) {
	if _, err := Game.NewState(engine.Setup{Players: 2, Options: map[string]string{OptFirst: "3"}}); err == nil {
		t.Fatalf("seat 3 accepted as the first player of a 2-player game")
	}
	s := newState(t, 3, map[string]string{OptMode: ModeFamily, OptAges: "3142"})
	// Youngest first: seat 3, seat 1, then seat 2 (seat 4 is not playing).
	if s.ages != [MaxPlayers]int8{1, 2, 0, 0} {
		t.Fatalf("ages %v", s.ages)
	}
	s = newState(t, 4, map[string]string{OptFirst: "3"})
	enginetest.Play(t, s, "prophecy 1", "prophecy 2", "prophecy 3", "prophecy 4")
	if s.FirstPlayer() != 2 {
		t.Fatalf("first player %d, want seat 3", s.FirstPlayer()+1)
	}
	for _, o := range Game.Options() {
		if o.Key == OptFirst {
			if got, _ := o.Offered(2); !slices.Equal(got, []string{"1", "2"}) {
				t.Fatalf("first players offered to 2 players: %q", got)
			}
		}
		if o.Key == OptAges {
			// Each order of the seats playing is offered once.
			for n, want := range map[int]int{2: 2, 3: 6, 4: 24} {
				got, _ := o.Offered(n)
				seen := map[string]bool{}
				for _, order := range got {
					seen[strings.Map(func(r rune) rune {
						if int(r-'0') > n {
							return -1
						}
						return r
					}, order)] = true
				}
				if len(got) != want || len(seen) != want {
					t.Fatalf("%d players: %d birth orders offered, %d different: %q", n, len(got), len(seen), got)
				}
			}
		}
		// The birth order is only the family mode's; the solo options only one seat's.
		want := !slices.Contains([]string{OptAges, OptSolo, OptCourt, OptSummon, OptUnscored, OptProphecy}, o.Key)
		if got := o.AppliesTo(engine.Setup{Players: 2}, engine.DefaultOf(Game)); got != want {
			t.Fatalf("option %s applies to a regular game: %v", o.Key, got)
		}
	}
}

// Before final scoring every seat holding a usable card gets a window.
func TestFinalWindow(t *testing.T) {
	s := newState(t, 2, nil)
	rng := engine.NewRand(4)
	for s.Round() < NumRounds || s.Phase() != PhaseSpook {
		a := enginetest.PolicyAction(s, rng, Greedy)
		enginetest.Play(t, s, s.ActionString(a))
	}
	for p := 0; p < 2; p++ {
		s.boards[p].Cards = [2]uint64{}
	}
	s.boards[1].setCard(5, true) // back: Feed Spider Jack
	s.boards[1].Jack[2] = 2
	for s.Phase() == PhaseSpook {
		if _, ok := s.OpenWindow(); ok {
			enginetest.Play(t, s, "keep")
		} else {
			enginetest.Play(t, s, "pass")
		}
	}
	w, ok := s.OpenWindow()
	if !ok || w.Seat != 1 || !w.Useful || s.Phase() != PhaseFinal {
		t.Fatalf("window %+v %v in phase %d: want seat 2's window before final scoring", w, ok, s.Phase())
	}
	enginetest.Play(t, s, "flip A6", "feed 3")
	if !s.IsTerminal() || s.boards[1].Jack[2] != 3 || s.boards[1].HasCard(5) {
		t.Fatalf("after the flip: over %v, Spider Jack %d", s.IsTerminal(), s.boards[1].Jack[2])
	}
}
