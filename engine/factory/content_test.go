package factory

import (
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// A tile with two eyes scores 1 point in a completed minion, like a tile
// with one: "one point per tile with an eye, not one point per eye".
func TestTwoEyedTileScoresOne(t *testing.T) {
	if Tile(6).Eyes != 2 || !Tile(6).Eye {
		t.Fatalf("T07 shows %d eyes, want 2", Tile(6).Eyes)
	}
	s := replayFile(t, "testdata/twoeyes.mixer")
	if !s.IsTerminal() {
		t.Fatal("the game should be over")
	}
	ms := s.Monsters(0)
	if len(ms) < 2 || !ms[1].Complete || ms[1].EyeTiles != 1 || ms[1].Tiles[0].Eyes != 2 {
		t.Fatalf("Anna's minion 1 %+v, want complete with one two-eyed tile", ms[1])
	}
	res := s.Result()
	want := []string{"First monster: 3 tiles = 3", "Minion 1: 1 tile with an eye = 1", "Minion 2: 0 tiles with eyes = 0", "Minion 3 (incomplete, 0 tiles with eyes) = 0", "Total = 4"}
	if !slices.Equal(res.Breakdown[0], want) || !slices.Equal(res.Scores, []int{4, 3}) {
		t.Errorf("breakdown %q scores %v, want %q and 4, 3", res.Breakdown[0], res.Scores, want)
	}
	// Natalie's second minion holds two tiles with two eyes: 7 eyes on 5
	// tiles, 5 points.
	n := replayFile(t, "testdata/natalie.mixer")
	m2 := n.Monsters(0)[2]
	eyes := 0
	for _, tl := range m2.Tiles {
		eyes += tl.Eyes
	}
	if eyes != 7 || m2.Points() != 5 {
		t.Errorf("Natalie's minion 2: %d eyes, %d points; want 7 eyes, 5 points", eyes, m2.Points())
	}
}

// The seat that picks a starting tile first is drawn at random, each seat
// equally likely; the others follow clockwise, and seat 1 moves first.
func TestThePickingOrderIsDrawn(t *testing.T) {
	s := New(3)
	outs := s.ChanceOutcomes()
	if s.CurrentPlayer() != engine.Chance || len(outs) != 3 || outs[0].Prob != outs[2].Prob {
		t.Fatalf("the first step is %d with outcomes %+v, want a uniform draw among 3 seats", s.CurrentPlayer(), outs)
	}
	for i, o := range outs {
		if got := s.ActionString(o.Action); got != "order "+string(rune('A'+i)) {
			t.Errorf("outcome %d reads %q", i, got)
		}
	}
	seen := map[int]int{}
	rng := engine.NewRand(3)
	for i := 0; i < 300; i++ {
		c := New(3)
		apply1(t, c, c.SampleChance(rng))
		seen[c.FirstPick()]++
	}
	for p := 0; p < 3; p++ {
		if seen[p] < 70 {
			t.Errorf("seat %d picked first %d times in 300 draws", p, seen[p])
		}
	}
	enginetest.Play(t, s, "order C")
	var order []int
	for s.Phase() == PhasePick {
		order = append(order, s.CurrentPlayer())
		apply1(t, s, StartAction(s.PileTiles()[0]))
	}
	if !slices.Equal(order, []int{2, 0, 1}) {
		t.Errorf("pick order %v, want 2, 0, 1", order)
	}
	if s.Phase() != PhaseDraw || s.Turn() != 0 {
		t.Errorf("after the picks: phase %d turn %d, want seat 0 to draw", s.Phase(), s.Turn())
	}
	// The first pick went to the last seat.
	if ms := s.Monsters(2); len(ms) != 1 || ms[0].Tiles[0].Tile != 0 {
		t.Errorf("seat 2's first monster %+v, want the first tile picked", ms)
	}
}

// Sentences for players name no tile ids, cells or seat letters.
func TestDescriptionsSpeakAsAPlayer(t *testing.T) {
	rng := engine.NewRand(9)
	var legal []engine.Action
	bad := []string{" T0", " T1", "@", ",-", "Seat A", "seat B", " r1"}
	for g := 0; g < 10; g++ {
		s := New(2 + g%5)
		for !s.IsTerminal() {
			var a engine.Action
			a, legal = enginetest.RandomAction(s, rng, legal)
			line := s.DescribeAction(a).String()
			if line == "" || line[0] < 'A' || line[0] > 'Z' {
				t.Fatalf("%q does not start with a capital", line)
			}
			for _, b := range bad {
				if strings.Contains(line, b) {
					t.Fatalf("%q (for %s) contains %q", line, s.ActionString(a), b)
				}
			}
			apply1(t, s, a)
		}
	}
	s := play(t, 2, "order B", "start T50", "start T85", "draw T07")
	if got := s.DescribeAction(must(s.ParseAction("T07 @A 0,-1 r2"))).String(); got != "Seat 1 adds a tile to their first monster (2 tiles)" {
		t.Errorf("own placement reads %q", got)
	}
	if got := s.DescribeAction(StartAction(86)).String(); got != "Seat 1 picks a thin and thick four-way piece with three eyes to start their first monster" {
		t.Errorf("a pick reads %q", got)
	}
}

// Random games end within the bound the game declares (engine.Bounded).
func TestGamesEndWithinMaxActions(t *testing.T) {
	rng := engine.NewRand(4)
	var legal []engine.Action
	for g := 0; g < 60; g++ {
		n := 2 + g%5
		bound := Game.MaxActions(engine.Setup{Players: n})
		s := New(n)
		steps := 0
		for !s.IsTerminal() {
			if steps++; steps > bound {
				t.Fatalf("%d players: still going after %d actions", n, bound)
			}
			var a engine.Action
			a, legal = enginetest.RandomAction(s, rng, legal)
			apply1(t, s, a)
		}
	}
}

// A refusal carries its reason as a sentence with seats as references.
func TestRefusalNamesSeats(t *testing.T) {
	s := play(t, 2, "order B")
	err := s.Apply(must(s.ParseAction("draw T05")))
	got := engine.ReasonOf(err).Render(func(p int) string { return []string{"Ann", "Bob"}[p] })
	if got != "Bob must pick a starting tile first" {
		t.Errorf("refusal reads %q", got)
	}
}

// Events tells what each action caused, in order, and agrees with the
// state the action led to.
func TestEventsFollowTheActions(t *testing.T) {
	s := play(t, 2, "order B", "start T50", "start T45", "draw T09")
	if got := New(2).Events(); got != nil {
		t.Errorf("a fresh state has events %+v", got)
	}
	if s.Apply(must(s.ParseAction("T09 @A 1,0 r0"))) == nil {
		t.Fatal("an illegal placement is played")
	}
	if got := s.Events(); len(got) != 1 || got[0] != (Event{Kind: EvDraw, Seat: 0, Tile: 8}) {
		t.Errorf("after a refusal the events are %+v, not the draw's", got)
	}
	enginetest.Play(t, s, "T09 @A 0,-1 r2")
	if got := s.Events(); len(got) != 1 || got[0] != (Event{Kind: EvPlace, Seat: 0, X: 0, Y: -1, Tile: 8, Rot: 2}) {
		t.Errorf("placement events %+v", got)
	}
	enginetest.Play(t, s, "draw T31", "T31 @B 0,1 r0", "draw T10", "T10 @A 0,1 r0")
	got := s.Events()
	if len(got) != 2 || got[1].Kind != EvComplete || got[1].Points != 3 || got[1].Monster != 0 {
		t.Fatalf("completing events %+v", got)
	}
	enginetest.Play(t, s, "minion T07")
	if got := s.Events(); len(got) != 1 || got[0] != (Event{Kind: EvMinion, Seat: 0, Monster: 1, Tile: 6}) {
		t.Errorf("minion events %+v", got)
	}
	o := New(3)
	if o.Apply(mkAction(kindOrder, 1, 0, 0, 0, 0)) != nil {
		t.Fatal("the order draw is refused")
	}
	if got := o.Events(); len(got) != 1 || got[0] != (Event{Kind: EvOrder, Seat: 1}) {
		t.Errorf("order events %+v", got)
	}
	if EvDiscard.String() != "discard" || EvPick.String() != "pick" || EvOrder.String() != "order" {
		t.Errorf("kind names %s %s", EvDiscard, EvPick)
	}
	// The locked-out discard of the Natalie record says so.
	n := natalieUntil(t, "T52 @B 0,1 r0")
	enginetest.Play(t, n, "draw T34")
	if err := n.Apply(engine.Legal(n)[0]); err != nil {
		t.Fatal(err)
	}
	if got := n.Events(); len(got) != 1 || got[0].Kind != EvDiscard || !got[0].LockedOut || got[0].Tile != 33 {
		t.Errorf("locked-out discard events %+v", got)
	}
}

// The events recorded while an action is applied are what the table used
// to predict on the state before it (predictEvents), over seeded games.
func TestEventsContract(t *testing.T) {
	oracle := func(before engine.State, a engine.Action, _ engine.State) []Event {
		return predictEvents(before.(*State), a)
	}
	for _, n := range []int{2, 4, 6} {
		for seed := uint64(1); seed <= 3; seed++ {
			enginetest.CheckEvents(t, Game, engine.Setup{Players: n}, seed, true, oracle)
		}
	}
}

// predictEvents is what Events(a) told before events were recorded while
// applying (what applying a in s causes, worked out on a copy), reading
// the copy's monsters through the exported Monsters: the seat's monster in
// progress is its last.
func predictEvents(s *State, a engine.Action) []Event {
	c := *s
	if c.Apply(a) != nil {
		return nil
	}
	d := decode(a)
	switch d.kind {
	case kindOrder:
		return []Event{{Kind: EvOrder, Seat: d.seat}}
	case kindStart:
		return []Event{{Kind: EvPick, Seat: int(s.turn), Tile: d.tile}}
	case kindDraw:
		return []Event{{Kind: EvDraw, Seat: int(s.turn), Tile: d.tile}}
	case kindMinion:
		p := int(s.minionFor)
		return []Event{{Kind: EvMinion, Seat: p, Monster: len(c.Monsters(p)) - 1, Tile: d.tile}}
	case kindDiscard:
		return []Event{{Kind: EvDiscard, Seat: int(s.turn), Tile: d.tile, LockedOut: s.LockedOut()}}
	}
	ms := c.Monsters(d.seat)
	last := len(ms) - 1
	evs := []Event{{Kind: EvPlace, Seat: d.seat, Monster: last, X: d.x, Y: d.y, Tile: d.tile, Rot: d.rot}}
	if ms[last].Complete {
		evs = append(evs, Event{Kind: EvComplete, Seat: d.seat, Monster: last, Points: ms[last].Points()})
	}
	return evs
}
