package insurance_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
	"monstermixer/engine/record"
)

// The rulebook's first-player example: A 9, B 5, C 3, D 9: B goes first.
func TestFirstPlayerHighestUniqueBid(t *testing.T) {
	s := replay4(t, `monster a5 e
play 9
car n1
car n2
play 5
car n4
car n5
play 3
car n6
car n8
car n9
play 9
car n10
car n11
reveal
roll 2 # A's Wild: light 2 = Stomp
roll 1
roll 6 # D's Wild: light 6 = About-face
roll 3
`)
	if got := s.FirstPlayer(); got != 1 {
		t.Fatalf("first player is seat %d, want seat 2 (B)", got+1)
	}
	fp := eventsOf(s, insurance.EvFirstPlayer)
	if len(fp) != 1 || fp[0].From != 0 || fp[0].To != 1 || fp[0].Bid != 5 {
		t.Fatalf("first-player event %+v, want from 0 to 1 with bid 5", fp)
	}
	if s.Round() != 2 || s.CurrentPlayer() != 1 || s.Phase() != insurance.PhasePick {
		t.Fatalf("round %d, seat %d to act in phase %d; want round 2, seat 2 picking", s.Round(), s.CurrentPlayer()+1, s.Phase())
	}
	for p, want := range []insurance.Card{9, 5, 3, 9} {
		if got := s.Played(p, 1); got != want {
			t.Errorf("seat %d played %v face up, want %v", p+1, got, want)
		}
	}
}

// With no unique bid the marker passes anti-clockwise.
func TestFirstPlayerPassesAntiClockwise(t *testing.T) {
	s := replay4(t, `monster a5 e
play 7
car n1
car n2
play 7
car n4
car n5
play 5
car n6
car n8
play 5
car n10
car n11
reveal
`)
	if got := s.FirstPlayer(); got != 3 {
		t.Fatalf("first player is seat %d, want seat 4 (anti-clockwise from seat 1)", got+1)
	}
	if fp := eventsOf(s, insurance.EvFirstPlayer); len(fp) != 1 || fp[0].Bid != 0 || fp[0].To != 3 {
		t.Fatalf("first-player event %+v, want a pass (bid 0) to seat 4", fp)
	}
	// Round 2 starts with seat 4 and goes clockwise: 4, 1, 2, 3.
	enginetest.Play(t, s, "play 1")
	placeFirst(t, s)
	if s.CurrentPlayer() != 0 {
		t.Fatalf("after seat 4, seat %d picks; want seat 1", s.CurrentPlayer()+1)
	}
}

// The rulebook's movement example: Green Stomp, Blue Turn R, Red Stomp,
// Yellow Punch R: 8, 4 and 8 squares stepped on, then 3 attacked.
func TestStompTurnStompPunchExample(t *testing.T) {
	s := replay4(t, `monster a5 e # beside the west edge, in line with a5 and a6
play 2 # Green: Stomp
car n1
car n2
car n4
play 8 # Blue: Turn R
car n5
car n6
play 2 # Red: Stomp
car n8
car n9
car n10
play 6 # Yellow: Punch R
car n11
car n12
reveal
`)
	paths := eventsOf(s, insurance.EvPath)
	if len(paths) != 4 {
		t.Fatalf("%d path events, want 4", len(paths))
	}
	want := []struct {
		stepped, attacked string
	}{
		{"a5 a6 b5 b6 c5 c6 d5 d6", ""},
		{"d5 d6 e5 e6", ""},
		{"e6 d6 e7 d7 e8 d8 e9 d9", ""},
		{"", "c9 c10 d10"},
	}
	for i, w := range want {
		e := paths[i]
		if !sameSet(t, s, e.Stepped.Slice(), w.stepped) || !sameSet(t, s, e.Attacked.Slice(), w.attacked) {
			t.Errorf("card %d (%v): stepped %q attacked %q; want %q and %q", i+1, e.Card,
				names(s, e.Stepped.Slice()), names(s, e.Attacked.Slice()), w.stepped, w.attacked)
		}
	}
	counts := []int{len(paths[0].Stepped.Slice()), len(paths[1].Stepped.Slice()), len(paths[2].Stepped.Slice()), len(paths[3].Attacked.Slice())}
	if counts[0] != 8 || counts[1] != 4 || counts[2] != 8 || counts[3] != 3 {
		t.Errorf("counts %v, want [8 4 8 3]", counts)
	}
	m, _ := s.Monster()
	lx, ly, rx, ry := m.Feet()
	if m.Facing != insurance.South || s.Board().Name(s.Board().At(lx, ly)) != "e9" || s.Board().Name(s.Board().At(rx, ry)) != "d9" {
		t.Errorf("monster ends at %+v, want feet e9 (left) and d9 facing south", m)
	}
	// Reveals come in play order, each followed by its path.
	var order []string
	for _, e := range s.Events() {
		if e.Kind == insurance.EvReveal {
			order = append(order, e.Card.String())
		}
	}
	if strings.Join(order, ",") != "Stomp,Turn [R],Stomp,Punch [R]" {
		t.Errorf("reveal order %v", order)
	}
}

// Damage: a building flips when another of its spaces is stepped on; a
// person or car stepped on goes back to its owner and frees its space;
// the monster's squares are not empty at the start of the next round.
func TestDamageAndFreedSpaces(t *testing.T) {
	s := replay4(t, damageRound)
	b := s.Board()
	tk, ok := s.TokenAt(sq(t, s, "c1"))
	if !ok || tk.Type != insurance.Factory || !tk.Damaged || tk.Owner != 0 {
		t.Errorf("c1 holds %+v (%v), want seat 1's damaged factory: its building was stepped on at d1 and d2", tk, ok)
	}
	if tk, ok := s.TokenAt(sq(t, s, "c2")); !ok || tk.Damaged {
		t.Errorf("c2 holds %+v (%v), want the undamaged person: its own space was not hit", tk, ok)
	}
	for _, n := range []string{"d2", "d3"} {
		if _, ok := s.TokenAt(sq(t, s, n)); ok {
			t.Errorf("%s still holds a token after being stepped on", n)
		}
	}
	if s.Returned(0, insurance.Person) != 1 || s.Returned(1, insurance.Car) != 1 {
		t.Errorf("returned: seat 1 people %d, seat 2 cars %d; want 1 and 1", s.Returned(0, insurance.Person), s.Returned(1, insurance.Car))
	}
	var flipped, back []string
	for _, e := range s.Events() {
		switch e.Kind {
		case insurance.EvBuildingDamaged:
			flipped = append(flipped, b.Name(e.Square))
		case insurance.EvTokenReturned:
			back = append(back, e.Token.Type.String()+" "+b.Name(e.Square))
		}
	}
	if strings.Join(flipped, ",") != "c1" || strings.Join(back, ",") != "person d2,car d3" {
		t.Errorf("flipped %v, returned %v; want [c1], [person d2, car d3]", flipped, back)
	}
	// Round 2: bids 2, 3, 4, 6 are unique; seat 4 (bid 6) goes first.
	if s.FirstPlayer() != 3 {
		t.Fatalf("first player seat %d, want 4", s.FirstPlayer()+1)
	}
	enginetest.Play(t, s, "play 1")
	cases := []struct {
		tok  insurance.TokenType
		sq   string
		want string // "" legal
	}{
		{insurance.Car, "d3", ""},                                 // the returned car freed its space
		{insurance.Person, "d2", ""},                              // so did the person
		{insurance.Person, "e4", "The monster is standing there"}, // the monster stands on d4 and e4
		{insurance.Car, "c4", "road"},
		{insurance.Factory, "d1", "already claimed by Seat 1's factory"}, // damaged, still claimed
		{insurance.Person, "d1", ""},                                     // people may still be added
	}
	for _, c := range cases {
		err := s.WhyNot(c.tok, sq(t, s, c.sq))
		if (err == nil) != (c.want == "") || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s on %s: %v, want %q", c.tok, c.sq, err, c.want)
		}
	}
	enginetest.Play(t, s, "car d3")
}

// The rulebook's placement examples.
func TestPlacementRules(t *testing.T) {
	s := replay4(t, `monster a5 e
play 2
factory c5 # claims the building c5 d5 c6 d6
person e5
`)
	cases := []struct {
		tok  insurance.TokenType
		sq   string
		want string
	}{
		{insurance.Car, "b3", ""},
		{insurance.Car, "c4", "A car can only go on a road space"},
		{insurance.Factory, "d6", "That building is already claimed by Seat 1's factory"},
		{insurance.Factory, "g5", ""},
		{insurance.Person, "b3", "A person cannot go on a road space"},
		{insurance.Person, "e6", ""}, // on the building that already holds a person
		{insurance.Person, "d5", ""}, // on a claimed building
		{insurance.House, "a1", "A house cannot go on a building that touches the board's edge"},
		{insurance.House, "b3", "A house cannot go on a road space"},
		{insurance.House, "e6", ""}, // the person does not stop a house
		{insurance.House, "c5", "already holds a token"},
	}
	for _, c := range cases {
		err := s.WhyNot(c.tok, sq(t, s, c.sq))
		if (err == nil) != (c.want == "") || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s on %s: %v, want %q", c.tok, c.sq, err, c.want)
		}
		a := insurance.PlaceAction(c.tok, sq(t, s, c.sq))
		if c.want != "" {
			h := engine.Hash(s)
			err := s.Apply(a)
			var ill *engine.IllegalError
			if !errors.As(err, &ill) || !strings.Contains(ill.Reason, c.want) || engine.Hash(s) != h {
				t.Errorf("applying %s on %s: %v (state changed: %v)", c.tok, c.sq, err, engine.Hash(s) != h)
			}
		} else if !engine.IsLegal(s, a) {
			t.Errorf("%s on %s is not among the legal actions", c.tok, c.sq)
		}
	}
}

// The last round: "5 - Punch [L]" left, cards 6, 7, 8 and 9 come back.
func TestLastRoundPickUp(t *testing.T) {
	s := replay4(t, "monster a5 e\n")
	seq := [][]insurance.Card{
		{1, 9, 2, 3},
		{2, 8, 3, 4},
		{3, 7, 4, 5},
		{4, 6, 5, 6},
		{6, 5, 6, 7},
		{7, 4, 7, 8},
		{8, 3, 8, 9},
		{9, 2, 9, 1},
	}
	for _, cards := range seq {
		playRound(t, s, cards)
	}
	if s.Round() != 9 {
		t.Fatalf("round %d, want 9", s.Round())
	}
	// Seat 4 kept card 2 (3 tokens): 1, 3 and 4 come back.
	want := map[int]string{0: "[5 6 7 8 9]", 1: "[1 2 3 4]", 2: "[1 2 3 4]", 3: "[1 2 3 4]"}
	for p, w := range want {
		if got := fmtCards(s.Hand(p)); got != w {
			t.Errorf("seat %d round-9 hand %s, want %s", p+1, got, w)
		}
	}
	for s.CurrentPlayer() != 0 {
		enginetest.Play(t, s, "play 2")
		placeFirst(t, s)
	}
	h := engine.Hash(s)
	if err := s.Apply(insurance.PlayAction(insurance.Charge)); err == nil || engine.Hash(s) != h {
		t.Fatalf("seat 1 could play card 1 in the last round (its last card places 2 tokens): %v", err)
	}
	enginetest.Play(t, s, "play 6")
	placeFirst(t, s)
	for s.Phase() == insurance.PhasePick {
		enginetest.Play(t, s, "play 2")
		placeFirst(t, s)
	}
	enginetest.Play(t, s, "reveal")
	if !s.IsTerminal() {
		t.Fatalf("the game is not over after round 9")
	}
	if s.Played(0, 9) != insurance.PunchR {
		t.Errorf("seat 1's last card %v, want 6", s.Played(0, 9))
	}
}

func fmtCards(cs []insurance.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = string(rune('0' + c))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// A face-down card is hidden from the others; a determinization draws it
// from the cards that agree with the tokens its seat placed.
func TestHiddenCardAndDeterminize(t *testing.T) {
	s := replay4(t, `monster a5 e
play 6
car n1
car n2
`)
	v := s.ViewFor(1).(*insurance.State)
	if v.FaceDown(0) != insurance.Unknown {
		t.Fatalf("seat 2 sees seat 1's card %v", v.FaceDown(0))
	}
	if own := s.ViewFor(0).(*insurance.State); own.FaceDown(0) != insurance.PunchR {
		t.Fatalf("seat 1 does not see its own card: %v", own.FaceDown(0))
	}
	var hi engine.HiddenInfo = s
	if !hi.HasSecretsFor(1) || !hi.HasSecretsFor(0) || hi.HasSecretsFor(2) {
		t.Errorf("HasSecretsFor: seat 2 is about to pick, seat 1 has a card face down, seat 3 has no secret")
	}
	seen := map[insurance.Card]int{}
	rng := engine.NewRand(3)
	for i := 0; i < 500; i++ {
		d := v.Determinize(1, rng).(*insurance.State)
		c := d.FaceDown(0)
		if c.Tokens() != 2 {
			t.Fatalf("sampled card %v places %d tokens; seat 1 placed 2 with room left", c, c.Tokens())
		}
		seen[c]++
	}
	if len(seen) != 5 {
		t.Errorf("sampled cards %v, want all of 5..9", seen)
	}
	// The notation of a pick reads the same in a view.
	if a, err := v.ParseAction("play 6"); err != nil || v.ActionString(a) != "play 6" {
		t.Errorf("play 6 in a view: %v %v", a, err)
	}
	var desc engine.ActionDescriber = s
	if got := desc.DescribeAction(insurance.PlayAction(insurance.TurnL)).String(); got != "Seat 2 plays a card face down" {
		t.Errorf("describing a pick: %q (it must not name the card)", got)
	}
	var sr engine.SecretRevealer = s
	if sr.RevealsSecret(insurance.RevealAction()) {
		t.Errorf("RevealsSecret before the reveal phase")
	}
}

// The example record in RULES.md replays and does what the notes say.
func TestRulesMDExampleRecord(t *testing.T) {
	md, err := os.ReadFile("RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(md)
	i := strings.Index(text, "mixer-record 1")
	j := strings.Index(text[i:], "```")
	if i < 0 || j < 0 {
		t.Fatal("no example record in RULES.md")
	}
	rec, err := record.Parse(strings.NewReader(text[i : i+j]))
	if err != nil {
		t.Fatal(err)
	}
	st, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*insurance.State)
	if tk, ok := s.TokenAt(sq(t, s, "e5")); !ok || tk.Type != insurance.House || !tk.Damaged || tk.Owner != 2 {
		t.Errorf("e5 holds %+v, want Red's damaged house", tk)
	}
	if s.FirstPlayer() != 2 {
		t.Errorf("first player seat %d, want Red (seat 3)", s.FirstPlayer()+1)
	}
	var hits []string
	for _, e := range eventsOf(s, insurance.EvAttack) {
		hits = append(hits, names(s, e.Squares.Slice()))
	}
	if strings.Join(hits, ";") != "e8 f8 f7" {
		t.Errorf("Yellow's punch hit %v, want e8 f8 f7", hits)
	}
}

// The edge in a real round: Charge, Charge, Stomp bring the monster to n5/n6
// facing east; the last Charge steps on o and p, faces the edge, turns
// round at once and finishes its 5 steps westward.
func TestEdgeTurnInARound(t *testing.T) {
	s := replay4(t, `monster a5 e
play 1
car n1
car n2
car n4
play 1
car n8
car n9
car n10
play 2
car n11
car n12
car n13
play 1
car n14
car n15
car n16
reveal
`)
	var kinds []string
	for _, e := range s.Events() {
		if e.Seat == 3 && e.Kind != insurance.EvFirstPlayer && e.Kind != insurance.EvRoundStart {
			kinds = append(kinds, e.Kind.String())
		}
	}
	if got := strings.Join(kinds, ","); got != "reveal,path,stamp,step,step,edge turn,step,step,step" {
		t.Errorf("seat 4's charge: %s", got)
	}
	m, _ := s.Monster()
	l, r := s.Board().FeetSquares(m)
	if m.Facing != insurance.West || s.Board().Name(l) != "m6" || s.Board().Name(r) != "m5" {
		t.Errorf("monster ends facing %v on %s/%s, want west on m6 (left) and m5", m.Facing, s.Board().Name(l), s.Board().Name(r))
	}
	for _, e := range eventsOf(s, insurance.EvEdgeTurn) {
		if e.Before.Facing != insurance.East || e.After.Facing != insurance.West {
			t.Errorf("edge turn %v -> %v", e.Before.Facing, e.After.Facing)
		}
	}
	// Bids 1, 1, 2, 1: the 2 is the only unique bid.
	if s.FirstPlayer() != 2 {
		t.Errorf("first player seat %d, want 3", s.FirstPlayer()+1)
	}
}
