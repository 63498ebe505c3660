package factory

import (
	"os"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
)

// play starts an n-player game and applies each action written in notation.
func play(t *testing.T, n int, lines ...string) *State {
	t.Helper()
	s := New(n)
	enginetest.Play(t, s, lines...)
	return s
}

func replayFile(t *testing.T, name string) *State {
	t.Helper()
	_, s, err := record.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

func TestScoringExampleAnna(t *testing.T) {
	s := replayFile(t, "testdata/anna.mixer")
	if !s.IsTerminal() {
		t.Fatal("the game should be over: every first monster is complete")
	}
	res := s.Result()
	if res.Scores[0] != 12 || res.Scores[1] != 3 {
		t.Errorf("scores %v, want Anna 12, Bob 3", res.Scores)
	}
	want := []string{"First monster: 12 tiles = 12", "Minion 1 (incomplete, 2 tiles with eyes) = 0", "Total = 12"}
	if got := eyeTilesText(1) + ", " + tilesText(1); got != "1 tile with an eye, 1 tile" {
		t.Errorf("singular counts read %q", got)
	}
	if !slices.Equal(res.Breakdown[0], want) {
		t.Errorf("Anna's breakdown %q, want %q", res.Breakdown[0], want)
	}
	if !slices.Equal(res.Winners(), []int{0}) {
		t.Errorf("winners %v, want Anna", res.Winners())
	}
	ms := s.Monsters(0)
	if len(ms) != 2 || !ms[0].Complete || ms[1].Complete || ms[1].EyeTiles != 2 || len(ms[1].Open) == 0 {
		t.Errorf("Anna's monsters %+v", ms)
	}
}

func TestScoringExampleNatalie(t *testing.T) {
	s := replayFile(t, "testdata/natalie.mixer")
	if !s.IsTerminal() {
		t.Fatal("the game should be over")
	}
	res := s.Result()
	if res.Scores[0] != 14 || res.Scores[1] != 4 {
		t.Errorf("scores %v, want Natalie 14, Oscar 4", res.Scores)
	}
	want := []string{
		"First monster: 9 tiles = 9",
		"Minion 1: 0 tiles with eyes = 0",
		"Minion 2: 5 tiles with eyes = 5",
		"Minion 3 (incomplete, 0 tiles with eyes) = 0",
		"Total = 14",
	}
	if !slices.Equal(res.Breakdown[0], want) {
		t.Errorf("Natalie's breakdown %q, want %q", res.Breakdown[0], want)
	}
	if ls := s.Score(0); ls.Banked != 14 || ls.AtRisk != 0 {
		t.Errorf("live score %+v, want 14 banked", ls)
	}
}

func TestTiedLeadersShareTheWin(t *testing.T) {
	// A's and B's first monsters, 3 tiles each, complete: 3 each. This is
	// the example record of RULES.md.
	s := replayFile(t, "testdata/tie.mixer")
	if !s.IsTerminal() {
		t.Fatal("game should be over")
	}
	res := s.Result()
	if !slices.Equal(res.Scores, []int{3, 3}) || !slices.Equal(res.Ranks, []int{1, 1}) {
		t.Errorf("scores %v ranks %v, want 3,3 sharing rank 1", res.Scores, res.Ranks)
	}
}

// matchBase: A's monster is T59 (thin north and east) at 0,0, T61 at 1,0
// (thin west and north) and T62 at 0,-1 (thin south and west). Open cell
// 1,-1 needs thin to the south and blank to the west. B's is T50 (thick
// north and south). A is to draw.
func matchBase(t *testing.T) *State {
	return play(t, 2, "order B", "start T50", "start T59",
		"draw T61", "T61 @A 1,0 r3",
		"draw T62", "T62 @A 0,-1 r2")
}

func TestPlacementMatching(t *testing.T) {
	cases := []struct {
		draw, place string
		refusal     string // "" when the placement is legal
	}{
		{"draw T63", "T63 @A 1,-1 r1", ""}, // thin-thin below, blank-blank left
		{"draw T63", "T63 @A 1,-1 r2", "Turned like this, its left side is a thin bit but meets a blank edge of Seat 1's first monster: touching edges must match"},
		{"draw T69", "T69 @A 1,-1 r2", "its left side is a thick bit but meets a blank edge"},
		{"draw T56", "T56 @A 1,-1 r0", "its bottom side is a thick bit but meets a thin bit"},
		{"draw T51", "T51 @B 0,-1 r0", ""}, // thick-thick
		{"draw T51", "T51 @A -1,-1 r1", "its right side is a thick bit but meets a thin bit"},
		{"draw T63", "T63 @A -1,0 r0", "Only blank edges touch Seat 1's first monster here: a tile must join with a thin or thick bit"}, // blank-blank alone is no connection
		{"draw T63", "T63 @A 3,3 r0", "This spot does not touch Seat 1's first monster"},
		{"draw T63", "T63 @A 0,0 r0", "This spot of Seat 1's first monster already holds a tile"},
	}
	for _, c := range cases {
		s := matchBase(t)
		enginetest.Play(t, s, c.draw)
		if c.refusal == "" {
			a, err := s.ParseAction(c.place)
			if err != nil {
				t.Fatal(err)
			}
			if !engine.IsLegal(s, a) {
				t.Errorf("%s: not among the legal actions", c.place)
			}
			if err := s.Apply(a); err != nil {
				t.Errorf("%s refused: %v", c.place, err)
			}
			continue
		}
		tg, x, y, rot, _, _ := DecodePlacement(must(s.ParseAction(c.place)))
		if why := s.WhyNot(tg, x, y, rot); why == nil || !strings.Contains(why.String(), c.refusal) {
			t.Errorf("WhyNot %s = %q, want %q", c.place, why, c.refusal)
		}
		enginetest.Refused(t, s, c.place, c.refusal)
	}
}

func must(a engine.Action, err error) engine.Action {
	if err != nil {
		panic(err)
	}
	return a
}

func TestMustPlaceAPlayableTile(t *testing.T) {
	s := matchBase(t)
	enginetest.Play(t, s, "draw T63")
	for _, a := range engine.Legal(s) {
		if _, _, _, _, _, ok := DecodePlacement(a); !ok {
			t.Errorf("a playable tile offers %q", s.ActionString(a))
		}
	}
	enginetest.Refused(t, s, "discard", "may not be discarded")
}

// natalieUntil replays the Natalie record up to and including line last.
func natalieUntil(t *testing.T, last string) *State {
	t.Helper()
	data, err := os.ReadFile("testdata/natalie.mixer")
	if err != nil {
		t.Fatal(err)
	}
	r, err := record.Parse(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	i := slices.Index(r.Actions, last)
	if i < 0 {
		t.Fatalf("no %q in the record", last)
	}
	s, err := r.ReplayN(i + 1)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

func TestDiscardOnlyWhenItFitsNowhere(t *testing.T) {
	// Natalie (A) has completed her first monster; her minion T10 needs a
	// thin edge. She draws a thick end piece: it would fit Oscar's first
	// monster, which she may no longer add to, so it fits nowhere.
	s := natalieUntil(t, "T52 @B 0,1 r0")
	enginetest.Play(t, s, "draw T34")
	legal := engine.Legal(s)
	if len(legal) != 1 || s.ActionString(legal[0]) != "discard" {
		t.Fatalf("legal %v, want only discard", legal)
	}
	if why := s.WhyNot(1, 0, 2, 0); why == nil || why.String() != "Seat 1's first monster is complete, so Seat 1 may no longer add to other players' first monsters" {
		t.Errorf("WhyNot on Oscar's first monster = %q", why)
	}
	enginetest.Refused(t, s, "T34 @B 0,2 r0", "no longer add")
	if !s.LockedOut() {
		t.Error("LockedOut is false: the tile fits only on Oscar's first monster")
	}
	if got := s.DescribeAction(legal[0]).String(); got != "Seat 1 discards the tile: it fits only on other players' first monsters, closed to Seat 1 since their own first monster is complete" {
		t.Errorf("description %q", got)
	}
	enginetest.Play(t, s, "discard")
	if s.CurrentPlayer() != engine.Chance || s.Turn() != 0 || !slices.Equal(s.Discarded(), []int{33}) {
		t.Errorf("after discard: decider %d turn %d discarded %v, want a replacement draw for A", s.CurrentPlayer(), s.Turn(), s.Discarded())
	}
	enginetest.Play(t, s, "draw T11", "T11 @A 0,-1 r2")
	if s.Phase() != PhaseMinion || s.MinionFor() != 0 {
		t.Errorf("completing minion 1 should make A draw a minion")
	}
}

func TestFirstMonsterRestrictionLeavesMinionsOpen(t *testing.T) {
	// Both first monsters complete would end the game, so use 3 seats:
	// A and B complete theirs; A may then add to B's minion but not to
	// C's first monster.
	s := play(t, 3, "order A", "start T45", "start T50", "start T51",
		"draw T09", "T09 @A 0,-1 r2",
		"draw T10", "T10 @A 0,1 r0", "minion T75",
		"draw T31", "T31 @B 0,1 r0",
		"draw T13", "T13 @A 0,-1 r2",
		"draw T32", "T32 @B 0,-1 r2", "minion T76",
		"draw T33", "T33 @C 0,1 r0",
		"draw T12")
	if s.Turn() != 0 {
		t.Fatalf("turn %d, want A", s.Turn())
	}
	if why := s.WhyNot(1, 0, 1, 0); why != nil {
		t.Errorf("A may add to B's minion: %q", why)
	}
	if why := s.WhyNot(2, 0, -1, 2); why == nil || !strings.Contains(why.String(), "no longer add") {
		t.Errorf("A may not add to C's first monster")
	}
	if !s.CanTarget(0, 1) || s.CanTarget(0, 2) || !s.CanTarget(2, 0) {
		t.Errorf("CanTarget wrong")
	}
	enginetest.Play(t, s, "T12 @B 0,1 r0")
}

func TestMinionDrawOutOfTurn(t *testing.T) {
	// B completes A's first monster on B's turn: A draws a minion at once,
	// and the turn passes on to C as usual.
	s := play(t, 3, "order C", "start T51", "start T45", "start T50",
		"draw T09", "T09 @A 0,-1 r2",
		"draw T10")
	a := must(s.ParseAction("T10 @A 0,1 r0"))
	if got := s.DescribeAction(a).String(); got != "Seat 2 adds a tile to Seat 1's first monster (3 tiles), completing it: 3 points" {
		t.Errorf("description %q", got)
	}
	enginetest.Play(t, s, "T10 @A 0,1 r0")
	if s.CurrentPlayer() != engine.Chance || s.Phase() != PhaseMinion || s.MinionFor() != 0 {
		t.Fatalf("phase %d minion for %d, want A's minion draw", s.Phase(), s.MinionFor())
	}
	enginetest.Refused(t, s, "draw T11", "Seat 1 must first draw a tile to start a minion")
	enginetest.Play(t, s, "minion T11")
	if s.Phase() != PhaseDraw || s.Turn() != 2 {
		t.Errorf("after the minion draw: phase %d turn %d, want C to draw", s.Phase(), s.Turn())
	}
	ms := s.Monsters(0)
	if len(ms) != 2 || !ms[0].Complete || ms[1].Minion != 1 || len(ms[1].Tiles) != 1 || ms[1].Tiles[0].Tile != 10 {
		t.Errorf("A's monsters %+v", ms)
	}
	if ls := s.Score(0); ls.Banked != 3 || ls.AtRisk != 0 {
		t.Errorf("A's live score %+v, want 3 banked, 0 at risk (T11 has no eye)", ls)
	}
}

func TestGameEndsWhenThePileRunsOut(t *testing.T) {
	rng := engine.NewRand(3)
	byPile := 0
	var buf []engine.Action
	for g := 0; g < 40; g++ {
		s := New(6)
		for !s.IsTerminal() {
			if s.CurrentPlayer() == engine.Chance {
				if s.pileN == 0 {
					t.Fatal("a draw is due but the pile is empty and the game is not over")
				}
				apply1(t, s, s.SampleChance(rng))
				continue
			}
			buf = s.AppendLegalActions(buf[:0])
			apply1(t, s, buf[rng.IntN(len(buf))])
		}
		if !s.allFirstDone() && s.PileSize() != 0 {
			t.Fatalf("game over with %d tiles left and a first monster open", s.PileSize())
		}
		if s.PileSize() == 0 && !s.allFirstDone() {
			byPile++
		}
	}
	if byPile == 0 {
		t.Error("no 6-player random game ran out of tiles; the test shows nothing")
	}
}

func apply1(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
}

func TestIllegalActionsLeaveTheStateUnchanged(t *testing.T) {
	s := New(2)
	enginetest.Refused(t, s, "start T05", "The picking order must be drawn first")
	enginetest.Play(t, s, "order B")
	enginetest.Refused(t, s, "order A", "The picking order has been drawn already")
	enginetest.Refused(t, s, "draw T05", "Seat 2 must pick a starting tile first")
	enginetest.Play(t, s, "start T05")
	enginetest.Refused(t, s, "start T05", "That tile is no longer in the supply")
	enginetest.Play(t, s, "start T06")
	enginetest.Refused(t, s, "start T07", "A tile must be drawn for Seat 1 first")
	enginetest.Refused(t, s, "draw T05", "That tile is not in the face-down pile")
	enginetest.Play(t, s, "draw T45")
	enginetest.Refused(t, s, "T46 @A 0,-1 r0", "That is not the tile in hand")
	h := engine.Hash(s)
	if err := s.Apply(mkAction(kindPlace, 0, 0, -1, 2, 44)); err == nil || !strings.Contains(err.Error(), "write r0") {
		t.Errorf("a rotation that looks like r0 = %v", err)
	}
	for _, a := range []engine.Action{-1, 0, 1 << 30, mkAction(kindPlace, 5, 0, -1, 0, 44)} {
		if err := s.Apply(a); err == nil {
			t.Errorf("action %d accepted", a)
		}
	}
	if engine.Hash(s) != h {
		t.Error("refused actions changed the state")
	}
}

func TestNotation(t *testing.T) {
	s := matchBase(t)
	enginetest.Play(t, s, "draw T63")
	if a := must(s.ParseAction("t63 @a 1,-1 R1")); s.ActionString(a) != "T63 @A 1,-1 r1" {
		t.Errorf("case-insensitive parse gave %q", s.ActionString(a))
	}
	// T45 looks the same turned twice: r2 reads as r0.
	s2 := play(t, 2, "order B", "start T02", "start T01", "draw T45")
	if a := must(s2.ParseAction("T45 @A 0,1 r2")); s2.ActionString(a) != "T45 @A 0,1 r0" {
		t.Errorf("r2 of a symmetric tile reads as %q", s2.ActionString(a))
	}
	for text, want := range map[string]string{
		"":               "empty",
		"hello":          "not an action",
		"draw":           "draw followed by one tile",
		"draw T89":       "T01 to T88",
		"start X1":       "T01 to T88",
		"T63 @C 1,-1 r1": "no seat C",
		"T63 @A 1;-1 r1": "x,y",
		"T63 @A 1,-1 r4": "r0 to r3",
		"T63 A 1,-1 r1":  "@",
		"T63 @A 1,-1":    "tile @seat x,y rotation",
		"discard now":    "nothing after",
		"order G":        "no seat G",
		"order":          "order followed by the seat letter",
	} {
		_, err := s.ParseAction(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseAction(%q) = %v, want an error saying %q", text, err, want)
		}
	}
	for _, a := range engine.Legal(s) {
		if b := must(s.ParseAction(s.ActionString(a))); b != a {
			t.Errorf("%q round-trips to %d, not %d", s.ActionString(a), b, a)
		}
	}
}

func TestRulesTextShowsTheMix(t *testing.T) {
	txt := Rules()
	for _, want := range []string{"## Setup", "## Scoring", "## The tiles", "drawn at random", "22 thin end pieces (6 with one eye, 2 with two eyes)", "4 thin and thick four-way pieces (2 with two eyes, 2 with three eyes)", "30 of the 88 tiles show an eye; 8 of them show more than one"} {
		if !strings.Contains(txt, want) {
			t.Errorf("rules text lacks %q", want)
		}
	}
	var rb engine.RulesBook = New(2)
	if rb.Rules() != txt {
		t.Error("State.Rules differs from Rules")
	}
}

// The helpers for computer players agree with the rules: ScoreInto gives
// Result's scores and ranks, DeterminizeInto the same state as Determinize.
func TestSearchSupportAgreesWithRules(t *testing.T) {
	rng := engine.NewRand(5)
	var legal []engine.Action
	checked := 0
	var reuse engine.State
	for g := 0; g < 20; g++ {
		s := New(2 + g%3)
		for !s.IsTerminal() {
			r := s.Result()
			scores, ranks := make([]int, s.NumPlayers()), make([]int, s.NumPlayers())
			s.ScoreInto(scores, ranks)
			if !slices.Equal(scores, r.Scores) || !slices.Equal(ranks, r.Ranks) {
				t.Fatalf("ScoreInto %v %v, Result %v %v", scores, ranks, r.Scores, r.Ranks)
			}
			got := engine.DeterminizeInto(s, reuse, 0, rng)
			if !slices.Equal(got.Encode(), s.Encode()) || (reuse != nil && got != reuse) {
				t.Fatalf("DeterminizeInto: a different state, or not reused")
			}
			reuse = got
			checked++
			legal = enginetest.StepRandom(t, s, rng, legal)
		}
	}
	if checked < 1000 {
		t.Errorf("only %d states checked", checked)
	}
}
