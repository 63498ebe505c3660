package insurance

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// Every tile: buildings of 1 to 4 connected spaces, roads connected, and
// roads reach a tile edge only at the four standard exits.
func TestTilesAreWellFormed(t *testing.T) {
	mix := map[int]int{}
	for i, tl := range tiles {
		name := "T" + strconv.Itoa(i+1)
		size := make([]int, tl.NumBuildings)
		for y := 0; y < TileSize; y++ {
			for x := 0; x < TileSize; x++ {
				if b := tl.Bld[y][x]; b >= 0 {
					size[b]++
				}
				edge := x == 0 || y == 0 || x == TileSize-1 || y == TileSize-1
				exit := (x == 1 && (y == 0 || y == TileSize-1)) || (y == 2 && (x == 0 || x == TileSize-1))
				if tl.Road[y][x] && edge && !exit {
					t.Errorf("%s: road at the edge square (%d,%d) that is not an exit", name, x, y)
				}
			}
		}
		for b, n := range size {
			if n < 1 || n > 4 {
				t.Errorf("%s: building %c has %d spaces", name, 'a'+b, n)
			}
			if got := reach(tl, func(x, y int) bool { return tl.Bld[y][x] == int8(b) }); got != n {
				t.Errorf("%s: building %c is not in one piece", name, 'a'+b)
			}
		}
		roads, exits := 0, 0
		for y := 0; y < TileSize; y++ {
			for x := 0; x < TileSize; x++ {
				if tl.Road[y][x] {
					roads++
				}
			}
		}
		for _, e := range tl.Exits {
			if e {
				exits++
			}
		}
		if roads > 0 && reach(tl, func(x, y int) bool { return tl.Road[y][x] }) != roads {
			t.Errorf("%s: roads are not connected", name)
		}
		if exits == 0 {
			t.Errorf("%s: no road leaves the tile", name)
		}
		mix[exits]++
	}
	if mix[4] != 6 || mix[3] != 16 || mix[2] != 22 || mix[1] != 4 {
		t.Errorf("tile mix by exits %v, want 6 crossroads, 16 T, 22 straights and corners, 4 dead ends", mix)
	}
}

// reach counts the squares matching in that are connected to the first one.
func reach(tl Tile, in func(x, y int) bool) int {
	var seen [TileSize][TileSize]bool
	var stack [][2]int
	for y := 0; y < TileSize && stack == nil; y++ {
		for x := 0; x < TileSize && stack == nil; x++ {
			if in(x, y) {
				stack = append(stack, [2]int{x, y})
				seen[y][x] = true
			}
		}
	}
	n := 0
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for d := North; d <= West; d++ {
			x, y := c[0]+dirDX[d], c[1]+dirDY[d]
			if x >= 0 && y >= 0 && x < TileSize && y < TileSize && !seen[y][x] && in(x, y) {
				seen[y][x] = true
				stack = append(stack, [2]int{x, y})
			}
		}
	}
	return n
}

// Every player count and tiles option makes a rectangle of the right size.
func TestBoardShapes(t *testing.T) {
	want := map[int]string{12: "4x3", 15: "5x3", 16: "4x4", 18: "6x3", 20: "5x4", 24: "6x4", 25: "5x5", 30: "6x5", 36: "6x6"}
	for n := 3; n <= 6; n++ {
		for per := 4; per <= 6; per++ {
			tw, th := Shape(n * per)
			if got := strconv.Itoa(tw) + "x" + strconv.Itoa(th); got != want[n*per] {
				t.Errorf("%d players x %d tiles: %s, want %s", n, per, got, want[n*per])
			}
		}
	}
}

func dealtState(t *testing.T, n int) *State {
	t.Helper()
	s := New(n, 4)
	for s.phase == PhaseDeal {
		if err := s.Apply(s.AppendLegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func traceKinds(tr *Trace) string {
	var k []string
	for _, sg := range tr.Segments() {
		k = append(k, sg.Kind.String())
	}
	return strings.Join(k, ",")
}

func squareNames(b *Board, l []Square) string {
	var out []string
	for _, q := range l {
		out = append(out, b.Name(q))
	}
	return strings.Join(out, " ")
}

// The edge: a move that leaves the monster facing the edge turns it 180
// degrees at once and it finishes the move; also at the end of a move.
func TestEdgeTurnAround(t *testing.T) {
	b := dealtState(t, 4).board
	var tr Trace
	// Mid-move: a Stomp from c3/d3 facing north reaches row 1 after two steps.
	b.Trace(Pose{X: 2, Y: 2, Facing: North}, MoveStomp, &tr)
	if got := traceKinds(&tr); got != "stamp,step,step,edge turn,step" {
		t.Errorf("stomp into the edge: %s", got)
	}
	if got := squareNames(b, tr.Stepped.Slice()); got != "c3 d3 c2 d2 c1 d1" {
		t.Errorf("stomp into the edge stepped on %s", got)
	}
	if tr.End != (Pose{X: 3, Y: 1, Facing: South}) {
		t.Errorf("stomp into the edge ends at %+v, want feet d2 c2 facing south", tr.End)
	}
	// At the end of a move: the third step reaches row 1.
	b.Trace(Pose{X: 2, Y: 3, Facing: North}, MoveStomp, &tr)
	if got := traceKinds(&tr); got != "stamp,step,step,step,edge turn" || tr.End != (Pose{X: 3, Y: 0, Facing: South}) {
		t.Errorf("stomp ending at the edge: %s, ends %+v", got, tr.End)
	}
	// A turn that ends facing the edge.
	b.Trace(Pose{X: 14, Y: 5, Facing: North}, MoveTurnR, &tr)
	if got := traceKinds(&tr); got != "stamp,turn,edge turn" || tr.End != (Pose{X: 15, Y: 5, Facing: West}) {
		t.Errorf("turn into the east edge: %s, ends %+v", got, tr.End)
	}
	if got := squareNames(b, tr.Stepped.Slice()); got != "o6 p6 o5 p5" {
		t.Errorf("turn into the east edge stepped on %s", got)
	}
	// Attacks off the board are missed.
	b.Trace(Pose{X: 0, Y: 5, Facing: North}, MovePunchL, &tr)
	if tr.Attacked.N != 1 || b.Name(tr.Attacked.S[0]) != "a5" {
		t.Errorf("punch at the west edge attacked %s, want a5", squareNames(b, tr.Attacked.Slice()))
	}
}

// Entering from beside the board: the feet first come onto the two edge
// squares in front of the monster.
func TestEnterFromBeside(t *testing.T) {
	s := dealtState(t, 4)
	b := s.board
	a, err := s.ParseAction("monster c16 n")
	if err != nil {
		t.Fatal(err)
	}
	if s.ActionString(a) != "monster c16 n" {
		t.Errorf("round trip: %s", s.ActionString(a))
	}
	p := Decode(a).Pose
	var tr Trace
	b.Trace(p, MoveCharge, &tr)
	if got := traceKinds(&tr); got != "enter,stamp,step,step,step,step,step" {
		t.Errorf("charge from beside: %s", got)
	}
	if got := squareNames(b, tr.Stepped.Slice()); got != "c16 d16 c15 d15 c14 d14 c13 d13 c12 d12 c11 d11" {
		t.Errorf("charge from beside stepped on %s", got)
	}
	for _, bad := range []string{"monster c15 n", "monster c16 s", "monster p16 n", "monster a1 n"} {
		if _, err := s.ParseAction(bad); err == nil {
			t.Errorf("%s parsed: the monster must stand beside the board facing in", bad)
		}
	}
	for _, ok := range []string{"monster a1 s", "monster a1 e", "monster p15 w", "monster o16 n"} {
		a, err := s.ParseAction(ok)
		if err != nil || s.ActionString(a) != ok {
			t.Errorf("%s: %v %q", ok, err, s.ActionString(a))
		}
	}
}

// Placing fewer tokens happens only when no legal space is left.
func TestPlacingFewerOnlyWithoutRoom(t *testing.T) {
	s := dealtState(t, 3)
	if err := s.Apply(s.AppendLegalActions(nil)[0]); err != nil { // monster
		t.Fatal(err)
	}
	// Fill every square except two road squares with seat 3's cars.
	b := s.board
	var keep []Square
	for q := Square(0); int(q) < b.NumSquares(); q++ {
		l, r := s.feet()
		if b.Kind(q) == Road && len(keep) < 2 && q != l && q != r {
			keep = append(keep, q)
			continue
		}
		s.tok[q] = packToken(2, Car)
	}
	do := func(a string) {
		t.Helper()
		act, err := s.ParseAction(a)
		if err == nil {
			err = s.Apply(act)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	do("play 1") // 3 tokens, room for 2 cars only
	do("car " + b.Name(keep[0]))
	if s.phase != PhasePlace || s.CurrentPlayer() != 0 {
		t.Fatalf("placing ended with room left")
	}
	do("car " + b.Name(keep[1]))
	if s.CurrentPlayer() != 1 || s.phase != PhasePick || !s.noRoom[0] || s.placed[0] != 2 {
		t.Fatalf("placing did not end when no room was left (seat %d, phase %d)", s.CurrentPlayer(), s.phase)
	}
	if e := s.events[len(s.events)-1]; e.Kind != EvPlacingEnded || !e.NoRoom {
		t.Errorf("last event %+v, want placing ended with no room", e)
	}
	// Seat 2 has no room at all: its placing ends as soon as it picks.
	do("play 5")
	if s.CurrentPlayer() != 2 || s.placed[1] != 0 {
		t.Fatalf("seat 2 was asked to place with no room")
	}
	// Seat 1 placed 2 with no room left: its card may place 2 or 3 tokens.
	if m := s.consistentCards(0); m != allCards {
		t.Errorf("consistent cards for seat 1 %b, want every card", m)
	}
}

// Every scoring line.
func TestScoringLines(t *testing.T) {
	s := dealtState(t, 3)
	b := s.board
	var roads, blds []Square
	seenBld := map[int16]bool{}
	for q := Square(0); int(q) < b.NumSquares(); q++ {
		if b.Kind(q) == Road {
			roads = append(roads, q)
		} else if id := b.bld[q]; !seenBld[id] {
			seenBld[id] = true
			blds = append(blds, q)
		}
	}
	put := func(p int, k TokenType, q Square, dmg bool) {
		s.tok[q] = packToken(p, k)
		if dmg {
			s.tok[q] |= tokDamaged
		}
		s.supply[p][k]--
	}
	// Seat 1: 2 damaged factories, 1 undamaged factory, 1 undamaged house,
	// 1 damaged house, 2 returned cars, 1 car on the board, 3 returned people.
	put(0, Factory, blds[0], true)
	put(0, Factory, blds[1], true)
	put(0, Factory, blds[2], false)
	put(0, House, blds[3], false)
	put(0, House, blds[4], true)
	put(0, Car, roads[0], false)
	s.supply[0][Car] -= 2
	s.returned[0][Car] = 2
	s.supply[0][Person] -= 3
	s.returned[0][Person] = 3
	tl := s.Tally(0)
	unplayed := 22 - 11
	want := 2 + 2 + 3 + 1 - 1 - unplayed
	if tl.Score != want || tl.Unplayed != unplayed || tl.Destroyed != 3 {
		t.Fatalf("tally %+v, want score %d, unplayed %d, destroyed 3", tl, want, unplayed)
	}
	r := s.Result()
	lines := strings.Join(r.Breakdown[0], "\n")
	for _, w := range []string{"Damaged factories: 2 = +2", "Undamaged factories: 1 = 0", "Damaged cars: 2 = +2", "Undamaged cars: 1 = 0", "Damaged people: 3 = +3", "Undamaged people: 0 = 0", "Damaged houses: 1 = -1", "Undamaged houses: 1 = +1", "Tokens never placed: 11 = -11", "Total = -4", "Destroyed buildings: 3"} {
		if !strings.Contains(lines, w) {
			t.Errorf("breakdown lacks %q:\n%s", w, lines)
		}
	}
	// Seats 2 and 3 placed nothing: -22 each, tied and sharing rank 2.
	if r.Scores[1] != -22 || r.Ranks[0] != 1 || r.Ranks[1] != 2 || r.Ranks[2] != 2 {
		t.Errorf("scores %v ranks %v", r.Scores, r.Ranks)
	}
	if !strings.Contains(r.TieBreak.String(), "share the rank") {
		t.Errorf("tie-break %q should say seats 2 and 3 share the rank", r.TieBreak)
	}
}

// Both tie-breaks: most destroyed buildings, then the highest last card.
func TestTieBreaks(t *testing.T) {
	s := dealtState(t, 3)
	b := s.board
	var blds []Square
	seenBld := map[int16]bool{}
	for q := Square(0); int(q) < b.NumSquares(); q++ {
		if id := b.bld[q]; id >= 0 && !seenBld[id] {
			seenBld[id] = true
			blds = append(blds, q)
		}
	}
	for p := 0; p < 3; p++ {
		s.supply[p] = [NumTokenTypes]int8{}
	}
	// Seat 1: 1 damaged factory (1 point, 1 destroyed).
	s.tok[blds[0]] = packToken(0, Factory) | tokDamaged
	// Seat 2: 1 returned car (1 point, 0 destroyed).
	s.returned[1][Car] = 1
	// Seat 3: 1 returned person (1 point, 0 destroyed), last card higher than seat 2's.
	s.returned[2][Person] = 1
	s.hist[1][NumRounds-1] = TurnL
	s.hist[2][NumRounds-1] = Wild
	s.hist[0][NumRounds-1] = Charge
	r := s.Result()
	if r.Ranks[0] != 1 || r.Ranks[2] != 2 || r.Ranks[1] != 3 {
		t.Fatalf("ranks %v, want seat 1 first (destroyed buildings), seat 3 second (last card 9 over 7)", r.Ranks)
	}
	if !strings.Contains(r.TieBreak.String(), "most destroyed buildings") || !strings.Contains(r.TieBreak.String(), "highest last card") {
		t.Errorf("tie-break %q should name both tie-breaks", r.TieBreak)
	}
	// Without a tie there is no tie-break text.
	s.returned[1][Car] = 0
	s.returned[2][Person] = 2
	if r := s.Result(); len(r.TieBreak) != 0 {
		t.Errorf("tie-break %q without a tie", r.TieBreak)
	}
}

// The Wild's die tables.
func TestWildDice(t *testing.T) {
	want := [7][2]Move{{}, {MoveCharge, MoveCharge}, {MoveStomp, MoveStomp}, {MoveFireL, MoveFireR}, {MovePunchL, MovePunchR}, {MoveTurnL, MoveTurnR}, {MoveAboutFace, MoveAboutFace}}
	for l := 1; l <= 6; l++ {
		for d := 1; d <= 6; d++ {
			if got := WildMove(l, d); got != want[l][(d-1)/3] {
				t.Errorf("light %d dark %d: %v", l, d, got)
			}
		}
	}
}

// The one-pass placement masks agree with WhyNot on every square and type.
func TestPlaceMasksAgreeWithWhyNot(t *testing.T) {
	s := dealtState(t, 4)
	rng := newTestRand()
	for s.phase != PhaseOver {
		if s.phase == PhasePlace {
			p := s.CurrentPlayer()
			var masks [MaxSquares]uint8
			n := s.placeMasks(p, &masks)
			for sq := 0; sq < n; sq++ {
				for tt := Factory; tt <= House; tt++ {
					if got, want := masks[sq]&(1<<tt) != 0, s.WhyNot(tt, Square(sq)) == nil; got != want {
						t.Fatalf("round %d %s on %s: mask %v, WhyNot %v", s.round, tt, s.board.Name(Square(sq)), got, s.WhyNot(tt, Square(sq)))
					}
				}
			}
		}
		acts := s.AppendLegalActions(nil)
		if err := s.Apply(acts[rng.IntN(len(acts))]); err != nil {
			t.Fatal(err)
		}
	}
}

func newTestRand() *rand.Rand { return rand.New(rand.NewPCG(5, 6)) }

// Dealt boards lay tiles so that roads meet: with the default 4 tiles per
// player every seeded 3- and 4-player board matches on every tile edge.
func TestDealtRoadsMeet(t *testing.T) {
	rng := newTestRand()
	for _, n := range []int{3, 4} {
		for g := 0; g < 50; g++ {
			s := New(n, 4)
			for s.phase == PhaseDeal {
				if err := s.Apply(s.SampleChance(rng)); err != nil {
					t.Fatal(err)
				}
			}
			b := s.board
			for ty := 0; ty < b.TH; ty++ {
				for tx := 0; tx < b.TW; tx++ {
					t0 := tiles[b.Tiles[ty*b.TW+tx]]
					if tx+1 < b.TW && t0.Exits[East] != tiles[b.Tiles[ty*b.TW+tx+1]].Exits[West] {
						t.Fatalf("%dp board %d: roads do not meet east of tile (%d,%d)", n, g, tx, ty)
					}
					if ty+1 < b.TH && t0.Exits[South] != tiles[b.Tiles[(ty+1)*b.TW+tx]].Exits[North] {
						t.Fatalf("%dp board %d: roads do not meet south of tile (%d,%d)", n, g, tx, ty)
					}
				}
			}
		}
	}
}
