package fandango

import (
	"slices"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// The distance table NewBoard works out is the axial hex distance on every
// map the options make.
func TestDistanceTable(t *testing.T) {
	for n := 1; n <= MaxPlayers; n++ {
		for _, z := range Sizes {
			b := NewBoard(n, z.PerSeat)
			for i := range b.NumHexes() {
				for j := range b.NumHexes() {
					dq, dr := b.Q(i)-b.Q(j), b.R(i)-b.R(j)
					if want := (engine.Abs(dq) + engine.Abs(dr) + engine.Abs(dq+dr)) / 2; b.Distance(i, j) != want || int(b.distances(i)[j]) != want {
						t.Fatalf("%d seats, %s map: Distance(%s, %s) = %d, want %d", n, z.Name, b.HexName(i), b.HexName(j), b.Distance(i, j), want)
					}
				}
			}
		}
	}
}

// midgame plays seeded random moves into round 5 of a game with the given
// options and returns the state when a seat picks a unit there.
func midgame(t *testing.T, options map[string]string) *State {
	t.Helper()
	st, err := Game.NewState(engine.Setup{Players: 2, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := engine.NewRand(3)
	for s.Round() < 5 || s.Phase() != PhaseSelect {
		legal := s.AppendLegalActions(nil)
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		if s.IsTerminal() {
			t.Fatal("the seeded game ended before its fifth round")
		}
	}
	return s
}

// Listing the moves (a breadth-first search a unit) and the one more
// thing a moved unit does allocates nothing once the state's working
// memory has grown: the search lists them thousands of times a decision.
func TestListingAllocatesNothing(t *testing.T) {
	for _, facing := range []string{"off", "on"} {
		s := midgame(t, map[string]string{"facing": facing})
		buf := make([]engine.Action, 0, 4096)
		moves := s.AppendLegalActions(buf[:0])
		if n := testing.AllocsPerRun(20, func() { s.AppendLegalActions(buf[:0]) }); n != 0 {
			t.Errorf("facing %s: listing %d moves allocates %.1f times", facing, len(moves), n)
		}
		if err := s.Apply(moves[0]); err != nil {
			t.Fatal(err)
		}
		if s.Phase() != PhaseThing {
			t.Fatalf("facing %s: phase %d after a move", facing, s.Phase())
		}
		things := s.AppendLegalActions(buf[:0])
		if n := testing.AllocsPerRun(20, func() { s.AppendLegalActions(buf[:0]) }); n != 0 {
			t.Errorf("facing %s: listing %d things allocates %.1f times", facing, len(things), n)
		}
	}
}

// A killed unit leaves the map but its memory stays past the end of the
// units, where DeterminizeInto reuses it instead of allocating a unit.
func TestKilledUnitMemoryIsReused(t *testing.T) {
	s := table(t, 2)
	put(t, s, Villager, 0, "b2")
	gone := put(t, s, Troll, 1, "e3")
	put(t, s, Wolf, 1, "f3")
	src := s.clone()
	s.kill(gone)
	if len(s.units) != 2 || s.Unit(gone.ID) != nil {
		t.Fatalf("after the kill the units are %v", s.units)
	}
	got := src.DeterminizeInto(s, 0, nil).(*State)
	if got.units[2] != gone {
		t.Error("DeterminizeInto allocated a unit where the killed one's memory was free")
	}
	if string(got.Encode()) != string(src.Encode()) {
		t.Error("DeterminizeInto changed the state")
	}
}

// eachPosition plays seeded random games (two and three seats, with and
// without facing) and calls f on every position where a seat decides.
func eachPosition(t *testing.T, f func(s *State)) {
	t.Helper()
	for i, setup := range []engine.Setup{
		{Players: 2},
		{Players: 2, Options: map[string]string{"facing": "on"}},
		{Players: 3, Options: map[string]string{"map": "small"}},
	} {
		st, err := Game.NewState(setup)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRand(uint64(11 + i))
		var buf []engine.Action
		for !s.IsTerminal() && s.Round() <= 25 {
			if s.CurrentPlayer() >= 0 {
				f(s)
			}
			buf = enginetest.StepRandom(t, s, rng, buf)
		}
	}
}

// plainMoveScore is what Scorer.Score gives a move or ride, worked out
// the plain way, with nothing remembered: the unit's and its seat's aims
// (questAims, unitAims), and every enemy's odds against the unit where it
// ends.
func plainMoveScore(s *State, a engine.Action) int {
	o, x, y := decode(a)
	u := s.Unit(x)
	y, _, _ = s.moveTarget(y)
	aims := s.unitAims(u, o == opRide, s.questAims(u.Owner, nil))
	from, v := u.Hex, 1
	if d0, d := s.aimDistance(aims, from), s.aimDistance(aims, y); d0 >= 0 {
		v += 2*(d0-d) + 4*bint(d == 0)
	}
	u.Hex = y
	v += 2 * bint(s.mayNotSearch(u) == "")
	killOdds := func(a, t *Unit) int { return odds(s.meleeAttack(a, t), s.Defense(t)) }
	for _, e := range s.units {
		if !targetable(u, e) {
			continue
		}
		switch d := s.board.Distance(e.Hex, y); {
		case d == 1 && killOdds(u, e) > killOdds(e, u):
			v += 2
		case d == 1:
			v -= 3
		case d == 2 && e.Owner == Wild && killOdds(u, e) <= killOdds(e, u):
			v--
		}
	}
	u.Hex = from
	return v
}

// A Scorer, which remembers what many moves share, rates every move of
// every position as the plain working-out does, rating them in the order
// listed (as the rollout policy does).
func TestScorerMatchesPlainScore(t *testing.T) {
	moves := 0
	eachPosition(t, func(s *State) {
		sc := s.Scorer()
		for _, a := range s.AppendLegalActions(nil) {
			if o, _, _ := decode(a); o != opMove && o != opRide {
				continue
			}
			moves++
			if got, want := sc.Score(a), plainMoveScore(s, a); got != want {
				t.Fatalf("round %d: %s scores %d, the plain way %d", s.Round(), s.ActionString(a), got, want)
			}
		}
	})
	if moves < 1000 {
		t.Fatalf("only %d moves rated", moves)
	}
}

// plainOpenCount sums what the conditions of all seat p's open quests
// count.
func plainOpenCount(s *State, p int) int {
	n := 0
	for i, q := range s.players[p].Quests {
		if q != 0 && !s.players[p].Done[i] {
			n += s.questCount(p, q)
		}
	}
	return n
}

// A kill's gain (slayGain) and an item's want (wants), which count only
// the quests a kill or an item moves, are what counting every open quest
// gives.
func TestGainsCountTheQuestsThatMove(t *testing.T) {
	eachPosition(t, func(s *State) {
		for p := range s.n {
			for _, u := range s.units {
				want := 0
				if u.Owner != p {
					before, saved := plainOpenCount(s, p), s.players[p]
					s.credit(p, u)
					want = plainOpenCount(s, p) - before
					s.players[p] = saved
				}
				if got := s.slayGain(p, u); got != want {
					t.Fatalf("seat %d killing %s gains %d, counting every quest %d", p, s.unitRef(u), got, want)
				}
			}
			first := slices.IndexFunc(s.units, func(u *Unit) bool { return u.Owner == p })
			for it := range NumItems {
				want := it.IsChest() && s.open(p, 2)
				if first >= 0 && !it.IsChest() {
					u := s.units[first]
					before := plainOpenCount(s, p)
					u.Items = append(u.Items, it)
					want = plainOpenCount(s, p) > before
					u.Items = u.Items[:len(u.Items)-1]
				}
				if got := s.wants(p, it); got != want {
					t.Fatalf("seat %d wants %s: %v, counting every quest %v", p, it, got, want)
				}
			}
		}
	})
}

// loads, worked out for every hex at once, is each hex's load.
func TestLoadsMatchLoad(t *testing.T) {
	eachPosition(t, func(s *State) {
		for h, n := range s.loads(nil) {
			if n != s.load(h) {
				t.Fatalf("loads says %d on %s, load %d", n, s.board.HexName(h), s.load(h))
			}
		}
	})
}

// A determinized state, the search's, tells what happens without the
// sentences; the state it was made from still has them.
func TestDeterminizedStateIsQuiet(t *testing.T) {
	s := midgame(t, nil)
	d := s.Determinize(s.CurrentPlayer(), nil).(*State)
	into := s.DeterminizeInto(s.Determinize(0, nil), 0, nil).(*State)
	rng := engine.NewRand(5)
	for range 200 {
		a, _ := enginetest.RandomAction(s, rng, nil)
		for _, st := range []*State{s, d, into} {
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		for i, e := range s.Events() {
			if len(e.Line) == 0 {
				t.Fatalf("the real state's event %d has no sentence", i)
			}
			for _, st := range []*State{d, into} {
				q := st.Events()[i]
				if len(q.Line) != 0 || q.Kind != e.Kind || q.Unit != e.Unit || q.Hex != e.Hex {
					t.Fatalf("event %d of a determinized state is %+v, the real one %+v", i, q, e)
				}
			}
		}
		if s.IsTerminal() {
			break
		}
	}
}

// Determinizing into a state made before allocates nothing, however many
// units the source has (and with Capture the Flag points marked).
func TestDeterminizeIntoAllocatesNothing(t *testing.T) {
	s := midgame(t, nil)
	if len(s.players[0].Flags)+len(s.players[1].Flags) == 0 {
		t.Fatal("the seeded game has no Capture the Flag points")
	}
	dst := s.Determinize(0, nil)
	if n := testing.AllocsPerRun(20, func() { s.DeterminizeInto(dst, 0, nil) }); n != 0 {
		t.Errorf("DeterminizeInto of %d units allocates %.1f times", len(s.units), n)
	}
}

// The tables NewBoard works out besides the distances are what the
// distances and Corners say: each hex's corner bit, and the sets of the
// hexes 1 hex away and up to 2 hexes away.
func TestBoardTables(t *testing.T) {
	for n := 1; n <= MaxPlayers; n++ {
		for _, z := range Sizes {
			b := NewBoard(n, z.PerSeat)
			if b.NumHexes() != b.Width*b.Height {
				t.Fatalf("%d seats, %s map: %d hexes, %d by %d", n, z.Name, b.NumHexes(), b.Width, b.Height)
			}
			for i := range b.NumHexes() {
				corner := uint8(0)
				for ci, c := range b.Corners() {
					if c == i {
						corner |= 1 << ci
					}
				}
				if b.corner[i] != corner {
					t.Fatalf("%d seats, %s map: %s has corner bits %b, want %b", n, z.Name, b.HexName(i), b.corner[i], corner)
				}
				one, two := b.nearSet(i, false), b.nearSet(i, true)
				for j := range b.NumHexes() {
					d := b.Distance(i, j)
					in1, in2 := one[j/64]&(1<<(j%64)) != 0, two[j/64]&(1<<(j%64)) != 0
					if in1 != (d == 1) || in2 != (d <= 2) {
						t.Fatalf("%d seats, %s map: %s and %s, %d apart, are in the sets %v and %v", n, z.Name, b.HexName(i), b.HexName(j), d, in1, in2)
					}
				}
			}
		}
	}
}

// closedTo, worked out for every hex at once, closes the hexes blocked
// refuses: another side's unit, and with fear a horror's two hexes.
func TestClosedToMatchesBlocked(t *testing.T) {
	check := func(s *State) {
		for owner := Wild; owner < s.n; owner++ {
			for _, fear := range []bool{false, true} {
				k := Troll // fears nothing
				if fear {
					k = Villager
				}
				u := &Unit{Kind: k, Owner: owner}
				set := s.closedTo(owner, fear, nil)
				for h := range s.board.NumHexes() {
					if closed, want := has(set, h), s.blocked(u, h, false) != ""; closed != want {
						t.Fatalf("round %d, side %d, fear %v: %s closed %v, blocked %v", s.Round(), owner, fear, s.board.HexName(h), closed, want)
					}
				}
			}
		}
	}
	eachPosition(t, check)
	// The seeded games have no horror: a map with two, one on the edge.
	s := table(t, 2)
	put(t, s, Horror, 1, "a1")
	put(t, s, Horror, Wild, "d3")
	put(t, s, Villager, 0, "b4")
	check(s)
}

// flood, which the listing and the refusals ask without the facing rule,
// reaches the hexes the breadth-first search reaches, for every unit of
// every side, riding or not (with fear or not as the rules say).
func TestFloodMatchesSearch(t *testing.T) {
	searches := 0
	check := func(s *State) {
		for _, u := range s.units {
			for _, riding := range []bool{false, true} {
				closed := s.closedTo(u.Owner, u.Kind.fears() || riding, nil)
				dist := slices.Clone(s.search(u, riding, closed, nil))
				set := slices.Clone(s.flood(u, riding, closed))
				for h, d := range dist {
					if has(set, h) != (d >= 0) {
						t.Fatalf("round %d: %s riding %v reaches %s: flood %v, search %d", s.Round(), s.unitRef(u), riding, s.board.HexName(h), has(set, h), d)
					}
				}
				searches++
			}
		}
	}
	eachPosition(t, func(s *State) {
		if !s.facing {
			check(s)
		}
	})
	// The seeded games have no horror: a map with two, and units to fear them.
	check(tableWith(t, piece{Horror, 1, "d3"}, piece{Horror, Wild, "g4"}, piece{Villager, 0, "b4"}, piece{Horse, 0, "b4"}, piece{Troll, 0, "e2"}))
	if searches < 500 {
		t.Fatalf("only %d searches compared", searches)
	}
}

// The aims of the items lying about, which ask wants once an item, are
// the hexes of every item wants says yes to, in order.
func TestWantedAsksEachItem(t *testing.T) {
	items := 0
	check := func(s *State) {
		for p := range s.n {
			var want []int
			for _, g := range s.ground {
				if s.wants(p, g.Item) {
					want = append(want, g.Hex)
				}
			}
			if got := s.appendWanted(p, nil); !slices.Equal(got, want) {
				t.Fatalf("round %d: seat %d wants the items on %v, asking each item %v", s.Round(), p, got, want)
			}
			items += len(want)
		}
	}
	eachPosition(t, check)
	// The seeded games want few items: a map with many lying about, some
	// wanted by one seat, some by the other.
	s := table(t, 2, [3]int{4, 13, 16}, [3]int{2, 7, 8})
	put(t, s, Villager, 0, "b2")
	put(t, s, Villager, 1, "g4")
	for i, it := range []Item{Sword, Chest, Potion, Bow, Sword, MoneyBag, Kitten, Chest, Shield, Armor, Bow} {
		s.ground = append(s.ground, GroundItem{Hex: i + 20, Item: it})
	}
	check(s)
	if items < 8 {
		t.Fatalf("only %d items wanted", items)
	}
}

// The one more thing listed is every one the refusals accept: the units
// the listing does not ask the rule about (those it may not attack at
// all) the rule refuses.
func TestThingsListedAreWhatCheckAccepts(t *testing.T) {
	attacks := 0
	check := func(s *State) {
		if s.phase != PhaseThing {
			return
		}
		legal := s.AppendLegalActions(nil)
		for o := opPass; o <= opBurrow; o++ {
			for x := range max(s.nextID, s.board.NumHexes()) + 1 {
				for y := range NumItems {
					if y > 0 && o != opGive {
						break
					}
					a := act(o, x, int(y))
					if listed, ok := slices.Contains(legal, a), s.check(a) == nil; listed != ok {
						t.Fatalf("round %d: %s listed %v, accepted %v", s.Round(), s.ActionString(a), listed, ok)
					}
					if o == opAttack || o == opShoot || o == opRampage || o == opFury {
						attacks += bint(slices.Contains(legal, a))
					}
				}
			}
		}
	}
	eachPosition(t, check)
	// The seeded games attack little: an archer that has moved, next to
	// an enemy, with enemies further off, a burrowed one and its own.
	s := table(t, 2)
	elf := put(t, s, Elf, 0, "d3", Bow, Sword)
	put(t, s, Villager, 0, "d3")
	put(t, s, Troll, 1, "e3")
	put(t, s, Villager, 1, "f3")
	put(t, s, Dwarf, 1, "d5").Burrowed = true
	put(t, s, Wolf, Wild, "a1")
	put(t, s, Orc, Wild, "b3")
	s.phase, s.actor, s.moved = PhaseThing, elf.ID, true
	check(s)
	elf.Flipped = true // as a downed troll would be: it attacks nothing
	check(s)
	// A black death and a death beast that have moved, next to enemies.
	for _, k := range []Kind{BlackDeath, DeathBeast} {
		s := tableWith(t, piece{k, 0, "d3"}, piece{Troll, 1, "e3"}, piece{Villager, 1, "c3"}, piece{Wolf, Wild, "d2"})
		s.phase, s.actor, s.moved = PhaseThing, s.units[0].ID, true
		check(s)
	}
	if attacks < 14 {
		t.Fatalf("only %d attacks listed", attacks)
	}
}

// piece is a unit a test places (put), without items.
type piece struct {
	kind  Kind
	owner int
	hex   string
}

// tableWith is a table of two seats (table) with the pieces placed.
func tableWith(t *testing.T, pieces ...piece) *State {
	t.Helper()
	s := table(t, 2)
	for _, p := range pieces {
		put(t, s, p.kind, p.owner, p.hex)
	}
	return s
}
