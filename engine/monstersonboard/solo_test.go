package monstersonboard

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/highscores"
	"monstermixer/engine/record"
)

// jackSetup starts a game versus Spider Jack with the given options: card
// 01, his deck colour, the Court draws in extra, Ghosts G2-G6 (spots left
// to right: G6, G5, G4, G3, G2) and Arch Monster cards A1-A5 (A5 ... A1).
func jackSetup(t *testing.T, opts map[string]string, colour string, extra ...string) *State {
	t.Helper()
	s := newState(t, 1, opts)
	enginetest.Play(t, s, "prophecy 1", "jack "+colour)
	enginetest.Play(t, s, extra...)
	enginetest.Play(t, s, "ghost G2", "ghost G3", "ghost G4", "ghost G5", "ghost G6",
		"arch A1", "arch A2", "arch A3", "arch A4", "arch A5")
	return s
}

// rolls fills the seat's Fearnobile and then Spider Jack's, front to rear.
func rolls(t *testing.T, s *State, dice ...string) {
	t.Helper()
	for _, d := range dice {
		enginetest.Play(t, s, "roll "+d)
	}
}

// The hand-written record of the setup and first draft versus Spider Jack
// replays, and its comments hold: each pick by the rule it names.
func TestSoloJackRecord(t *testing.T) {
	_, st, err := record.ReadFile("testdata/solo-jack.mixer")
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	j := s.Jack()
	want := [DicePerCar]Die{MakeDie(2, 3), MakeDie(3, 1), MakeDie(0, 6), MakeDie(4, 4)}
	if j.Dice != want {
		t.Fatalf("his dice %v, want %v", j.Dice, want)
	}
	if j.Why != [DicePerCar]int8{WhyColour, WhyFront, WhyRank, WhyLast} || j.Matched[2] {
		t.Fatalf("rules %v, matched %v", j.Why, j.Matched)
	}
	// 6 + 3, 4 + 3, 3 + 8: the multicoloured Ghost matches every colour.
	if j.Juice != 27 || j.DiceJuice != 13 || j.CourtJuice != 14 || j.Scored != 0b1101 {
		t.Fatalf("Spook Juice %d (dice %d, Court %d), scored %04b", j.Juice, j.DiceJuice, j.CourtJuice, j.Scored)
	}
	if s.Phase() != PhaseMove || s.Board(0).Drive != [DicePerCar]Die{MakeDie(3, 2), MakeDie(5, 4), MakeDie(1, 1), MakeDie(1, 2)} {
		t.Fatalf("phase %d, Driveway %v", s.Phase(), s.Board(0).Drive)
	}
}

// Each drafting rule of the solo cards, in the order of the rulebook.
func TestChooseDie(t *testing.T) {
	d := MakeDie
	cases := []struct {
		name    string
		car     [DicePerCar]Die
		sym     Symbol
		slot    int
		why     int
		matched bool
	}{
		{"colour: the only pink die", [4]Die{d(0, 6), d(2, 1), d(1, 6), 0}, Symbol{2, High}, 1, WhyColour, true},
		{"highest of the colour", [4]Die{d(2, 2), d(0, 6), d(2, 5), d(2, 3)}, Symbol{2, High}, 2, WhyRank, true},
		{"lowest of the colour", [4]Die{d(2, 2), d(0, 1), d(2, 5), d(2, 3)}, Symbol{2, Low}, 0, WhyRank, true},
		{"front among the tied colour", [4]Die{d(0, 1), d(2, 4), d(2, 2), d(2, 4)}, Symbol{2, High}, 1, WhyFront, true},
		{"white: any colour, highest", [4]Die{d(0, 3), d(2, 1), d(1, 6), d(5, 2)}, Symbol{White, High}, 2, WhyRank, false},
		{"white: front among the tied", [4]Die{0, d(4, 2), d(1, 6), d(5, 6)}, Symbol{White, High}, 2, WhyFront, false},
		{"no die of the colour: all dice, lowest", [4]Die{d(0, 3), d(1, 2), 0, d(5, 4)}, Symbol{2, Low}, 1, WhyRank, false},
		{"no die of the colour: front", [4]Die{d(0, 3), d(1, 2), d(3, 2), d(5, 4)}, Symbol{2, Low}, 1, WhyFront, false},
	}
	for _, c := range cases {
		slot, why, matched := ChooseDie(c.car, c.sym)
		if slot != c.slot || why != c.why || matched != c.matched {
			t.Errorf("%s: slot %d, rule %d, matched %v; want %d, %d, %v", c.name, slot, why, matched, c.slot, c.why, c.matched)
		}
	}
	if slot, _, _ := ChooseDie([4]Die{}, Symbol{White, High}); slot != -1 {
		t.Errorf("an empty car gives slot %d", slot)
	}
}

// The log says which symbol and which rule chose each die.
func TestJackPickLines(t *testing.T) {
	// Card S21: pink, highest; white, lowest; purple, highest.
	cases := []struct {
		die      Die
		k, why   int
		matched  bool
		contains string
	}{
		{MakeDie(2, 3), 0, WhyColour, true, "first symbol (pink, highest): it is the only pink die"},
		{MakeDie(2, 5), 0, WhyRank, true, "it is the highest pink die"},
		{MakeDie(2, 5), 0, WhyFront, true, "the highest pink dice tie, so the one closest to the front"},
		{MakeDie(3, 1), 1, WhyFront, false, "second symbol (white, lowest): white takes any colour; the lowest dice tie"},
		{MakeDie(0, 6), 2, WhyRank, false, "third symbol (purple, highest): there is no purple die, so the highest of all"},
		{MakeDie(4, 4), 3, WhyLast, false, "Spider Jack is given the last die: a purple 4."},
	}
	for _, c := range cases {
		got := jackPickLine(c.die, c.k, c.why, 20, c.matched).String()
		if !strings.Contains(got, c.contains) {
			t.Errorf("%q does not say %q", got, c.contains)
		}
	}
}

// Court scoring: Lord dice 1, Ghosts 2 (a multicoloured one matches every
// colour), Monster figures 3, all of the new die's colour.
func TestCourtScoring(t *testing.T) {
	j := Jack{}
	j.CourtDice[2] = 2
	j.Grunts[2] = 1
	j.Ghosts = 1<<13 | 1<<36 | 1<<0 // pink Juice 4, multicoloured, blue
	if got := j.CourtScore(2); got != 2+2*2+3 {
		t.Fatalf("pink Court %d, want 9", got)
	}
	if got := j.CourtScore(0); got != 2*2 {
		t.Fatalf("blue Court %d, want 4 (a blue and a multicoloured Ghost)", got)
	}
	if got := j.CourtScore(5); got != 2 {
		t.Fatalf("yellow Court %d, want 2 (the multicoloured Ghost)", got)
	}
}

// Spider Jack scores the highest die first; on a tie the one his Court
// scores more; a tie left is the seat's decision, refused for other dice.
func TestJackScoringOrderAndTie(t *testing.T) {
	s := jackSetup(t, nil, "blue")                        // his Court: a blue Grunt
	rolls(t, s, "pink-1", "pink-2", "green-1", "green-2", // the seat's car
		"yellow-5", "green-5", "blue-5", "orange-1") // his
	enginetest.Play(t, s, "card S10") // white, highest; yellow, lowest; blue, highest
	enginetest.Play(t, s, "take pink-1", "take orange-1", "take pink-2", "take green-5")
	j := s.Jack()
	if j.Dice != [DicePerCar]Die{MakeDie(5, 5), MakeDie(1, 1), MakeDie(0, 5), MakeDie(1, 2)} {
		t.Fatalf("his dice %v", j.Dice)
	}
	// The 5s tie; the blue 5 scores more in his Court (1 + 3 for the
	// Grunt) than the yellow 5 (1), so it goes first: 5 + 4, 5 + 1, 2 + 1.
	if s.Phase() != PhaseMove || j.Scored != 0b1101 || j.Juice != 18 || j.CourtJuice != 6 {
		t.Fatalf("phase %d, scored %04b, Spook Juice %d (Court %d); want 18 (Court 6)", s.Phase(), j.Scored, j.Juice, j.CourtJuice)
	}

	// A real tie: a yellow and a purple 5, which his Court scores alike.
	s = jackSetup(t, nil, "blue")
	rolls(t, s, "pink-1", "pink-3", "green-1", "green-3",
		"yellow-5", "purple-5", "pink-2", "orange-2")
	enginetest.Play(t, s, "card S10")
	enginetest.Play(t, s, "take pink-1", "take orange-2", "take pink-3", "take pink-2")
	j = s.Jack()
	if j.Dice != [DicePerCar]Die{MakeDie(5, 5), MakeDie(1, 1), MakeDie(4, 5), MakeDie(1, 3)} {
		t.Fatalf("his dice %v", j.Dice)
	}
	if s.CurrentPlayer() != 0 || s.Phase() != PhaseJackScore || j.Scored != 0 {
		t.Fatalf("no decision: phase %d, scored %04b", s.Phase(), j.Scored)
	}
	if got := s.ScoreChoices(); len(got) != 2 || got[0] != 0 || got[1] != 2 {
		t.Fatalf("choices %v, want the two 5s", got)
	}
	before := string(s.Encode())
	err := s.Apply(act(KindJackScore, 3))
	if err == nil || !strings.Contains(err.Error(), "highest") || string(s.Encode()) != before {
		t.Fatalf("the green 3 was not refused with a reason and the state unchanged: %v", err)
	}
	enginetest.Play(t, s, "score purple-5")
	j = s.Jack()
	// The purple 5 (5 + 1), then the yellow 5 (5 + 1), then the green 3 (3 + 1).
	if s.Phase() != PhaseMove || j.Scored != 0b1101 || j.Juice != 16 || j.CourtDice[4] != 1 {
		t.Fatalf("after the choice: phase %d, scored %04b, Spook Juice %d", s.Phase(), j.Scored, j.Juice)
	}
}

// The Ghost he buys is at the position of his un-scored die's rank,
// counted 1-5 from the right; rank 6 takes positions 1 and 5. The Arch
// Monster cards in the same positions are discarded.
func TestJackPurchaseEachRank(t *testing.T) {
	for rank := 1; rank <= 6; rank++ {
		s := jackSetup(t, nil, "green")
		// Spots left to right: G6 G5 G4 G3 G2 and A5 A4 A3 A2 A1.
		s.jack.Dice = [DicePerCar]Die{MakeDie(0, rank), MakeDie(1, 6), MakeDie(2, 6), MakeDie(3, 6)}
		s.jack.Scored = 0b1110
		s.jackBuys()
		var wantGhosts uint64
		var wantG, wantA [MarketSize]int
		switch rank {
		case 6:
			wantGhosts = 1<<1 | 1<<5 // G2 and G6
			wantG = [MarketSize]int{-1, -1, 4, 3, 2}
			wantA = [MarketSize]int{-1, -1, 3, 2, 1}
		default:
			id := rank // position r holds G(r+1), id r
			wantGhosts = 1 << id
			// The pieces left of the bought spot slide right.
			g := []int{5, 4, 3, 2, 1}
			a := []int{4, 3, 2, 1, 0}
			spot := MarketSize - rank
			g = append(append([]int{-1}, g[:spot]...), g[spot+1:]...)
			a = append(append([]int{-1}, a[:spot]...), a[spot+1:]...)
			copy(wantG[:], g)
			copy(wantA[:], a)
		}
		if s.jack.Ghosts != wantGhosts {
			t.Errorf("rank %d: his Ghosts %b, want %b", rank, s.jack.Ghosts, wantGhosts)
		}
		if s.GhostMarket() != wantG || s.ArchMarket() != wantA {
			t.Errorf("rank %d: markets %v %v, want %v %v", rank, s.GhostMarket(), s.ArchMarket(), wantG, wantA)
		}
		if s.Bag()[0] != DicePerColour+1 || s.jack.Dice != [DicePerCar]Die{} {
			t.Errorf("rank %d: the un-scored die did not go back to the bag", rank)
		}
	}
}

// In the Spook phase the seat buys first, then he buys once, then the seat
// may buy more even after passing first.
func TestJackSpookOrder(t *testing.T) {
	s := jackSetup(t, nil, "blue")
	s.phase = PhaseSpook
	s.jack.Dice = [DicePerCar]Die{MakeDie(0, 3), MakeDie(1, 6), MakeDie(2, 6), MakeDie(3, 6)}
	s.jack.Scored = 0b1110
	s.settle()
	enginetest.Play(t, s, "pass")
	if !s.jack.Bought || s.jack.Ghosts != 1<<3 || s.IsTerminal() || s.Phase() != PhaseSpook {
		t.Fatalf("after the seat's pass: bought %v, Ghosts %b, phase %d", s.jack.Bought, s.jack.Ghosts, s.Phase())
	}
	enginetest.Play(t, s, "ghost G20", "arch A20") // the refill
	if s.CurrentPlayer() != 0 {
		t.Fatalf("the seat may not buy again: %d decides", s.CurrentPlayer())
	}
	enginetest.Play(t, s, "pass")
	if s.Phase() != PhaseArrival || s.Round() != 2 {
		t.Fatalf("phase %d round %d after the second pass", s.Phase(), s.Round())
	}
}

// Each difficulty option: its plus, the total's name, and what it does.
func TestDifficultyOptions(t *testing.T) {
	jackOpts := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	totals := []struct {
		opts  map[string]string
		total int
		name  string
	}{
		{nil, 0, "Easy"},
		{jackOpts(OptCourt, courtChoices[1]), 1, "Easy"},
		{jackOpts(OptCourt, courtChoices[2]), 2, "Easy"},
		{jackOpts(OptCourt, courtChoices[3], OptSummon, onOff[1]), 3, "Normal"},
		{jackOpts(OptCourt, courtChoices[4], OptUnscored, unscoredRules[1]), 4, "Normal"},
		{jackOpts(OptCourt, courtChoices[4], OptUnscored, unscoredRules[2]), 5, "Difficult"},
		{jackOpts(OptCourt, courtChoices[4], OptUnscored, unscoredRules[2], OptProphecy, onOff[1]), 6, "Difficult"},
		{jackOpts(OptCourt, courtChoices[4], OptUnscored, unscoredRules[2], OptProphecy, onOff[1], OptSummon, onOff[1]), 7, "Monstrous"},
	}
	for _, c := range totals {
		setup := engine.Setup{Players: 1, Options: c.opts}
		if err := engine.ValidateSetup(Game, setup); err != nil {
			t.Fatal(err)
		}
		if got := Difficulty(setup); got != c.total || DifficultyName(got) != c.name {
			t.Errorf("%v: difficulty %d %s, want %d %s", c.opts, got, DifficultyName(got), c.total, c.name)
		}
	}
	// The difficulty options apply only versus Spider Jack, with one seat.
	defaults := engine.DefaultOf(Game)
	for _, o := range Game.Options() {
		if o.Key == OptSolo {
			continue
		}
		one := o.AppliesTo(engine.Setup{Players: 1}, defaults)
		scare := o.AppliesTo(engine.Setup{Players: 1, Options: map[string]string{OptSolo: SoloScare}}, defaults)
		solo := o.Key == OptCourt || o.Key == OptSummon || o.Key == OptUnscored || o.Key == OptProphecy
		if one != solo || scare {
			t.Errorf("option %s: applies versus Spider Jack %v, to beat your own scare %v", o.Key, one, scare)
		}
	}
	if err := engine.ValidateSetup(Game, engine.Setup{Players: 2, Options: map[string]string{OptCourt: courtChoices[1]}}); err == nil {
		t.Errorf("a difficulty option accepted with 2 players")
	}

	// +1 and +2: Monsters of other colours join his Court; the same colour is refused.
	s := newState(t, 1, jackOpts(OptCourt, courtChoices[2]))
	enginetest.Play(t, s, "prophecy 1", "jack pink")
	if err := s.Apply(act(KindCourtMonster, 2)); err == nil {
		t.Errorf("a second pink Monster accepted")
	}
	enginetest.Play(t, s, "court monster blue", "court monster yellow")
	if s.jack.Grunts != [NumColours]int8{1, 0, 1, 0, 0, 1} || s.nextDraw().kind != KindGhost {
		t.Errorf("Court Monsters %v, next draw %d", s.jack.Grunts, s.nextDraw().kind)
	}
	// +2 and +3: 2 or 4 random Ghosts, out of the stacks.
	for i, want := range map[int]int{3: 2, 4: 4} {
		s := newState(t, 1, jackOpts(OptCourt, courtChoices[i]))
		enginetest.Play(t, s, "prophecy 1", "jack pink")
		for k := 0; k < want; k++ {
			enginetest.Play(t, s, "court ghost G"+string(rune('1'+k)))
		}
		if s.nextDraw().kind != KindGhost || s.jack.Ghosts != 1<<want-1 || s.ghostOut != 1<<want-1 {
			t.Errorf("%s: Ghosts %b", courtChoices[i], s.jack.Ghosts)
		}
	}
	// +1 Summoning: he gains what a Summon misses for a low Spider Jack die.
	s = jackSetup(t, jackOpts(OptSummon, onOff[1]), "blue")
	b := &s.boards[0]
	b.Order[0] = [NumCols]Die{MakeDie(0, 4), MakeDie(0, 5), MakeDie(1, 6)}
	b.Jack[0] = 2
	b.Track[0] = 1 // the next space of row 1 is a Summon
	s.perform(0, Move{Kind: KindCall, A: 0})
	if b.Juice != 9 || s.jack.Juice != 6 || s.jack.SummonJuice != 6 {
		t.Errorf("Summon: seat %d, Spider Jack %d; want 9 and 6", b.Juice, s.jack.Juice)
	}
	s = jackSetup(t, nil, "blue")
	b = &s.boards[0]
	b.Order[0], b.Jack[0], b.Track[0] = [NumCols]Die{MakeDie(0, 4), MakeDie(0, 5), MakeDie(1, 6)}, 2, 1
	s.perform(0, Move{Kind: KindCall, A: 0})
	if s.jack.Juice != 0 {
		t.Errorf("without the rule he gained %d from a Summon", s.jack.Juice)
	}
	// +1 and +2: the un-scored die into his Court, scored first.
	for rule, want := range []struct{ juice, court int8 }{{0, 0}, {0, 1}, {3, 1}} {
		s := jackSetup(t, jackOpts(OptUnscored, unscoredRules[rule]), "green")
		s.jack.Dice = [DicePerCar]Die{MakeDie(4, 3), MakeDie(1, 6), MakeDie(2, 6), MakeDie(3, 6)}
		s.jack.Scored = 0b1110
		s.jackBuys()
		if int8(s.jack.Juice) != want.juice || s.jack.CourtDice[4] != want.court {
			t.Errorf("%s: Spook Juice %d, purple Court dice %d", unscoredRules[rule], s.jack.Juice, s.jack.CourtDice[4])
		}
	}
	// +1 Prophecy: he gains what the card could have scored but did not.
	s = jackSetup(t, jackOpts(OptProphecy, onOff[1]), "blue")
	s.jackFinal()
	if s.jack.ProphecyJuice != int16(prophecyMost[0]) {
		t.Errorf("Prophecy rule with an empty Order: %d, want %d", s.jack.ProphecyJuice, prophecyMost[0])
	}
}

// The end of each Spook phase of beat your own scare: the rightmost Ghost
// and Arch Monster card go after a purchase, the 2 rightmost of each when
// nothing was bought.
func TestScareDiscards(t *testing.T) {
	start := func() *State {
		s := newState(t, 1, map[string]string{OptSolo: SoloScare})
		enginetest.Play(t, s, "prophecy 1", "ghost G2", "ghost G3", "ghost G4", "ghost G5", "ghost G6",
			"arch A1", "arch A2", "arch A3", "arch A4", "arch A5")
		s.phase = PhaseSpook
		s.boards[0].Malice = 8
		s.due = s.nextDraw() // the chance event and decision due in the position set up
		s.at = s.findNode()
		return s
	}
	s := start()
	enginetest.Play(t, s, "buy arch 1", "arch A10", "pass")
	// Bought A5 (spot 1); the rightmost of each went: G2 and A1.
	if s.GhostMarket() != [MarketSize]int{-1, 5, 4, 3, 2} || s.ArchMarket() != [MarketSize]int{-1, 9, 3, 2, 1} {
		t.Fatalf("after a purchase: %v %v", s.GhostMarket(), s.ArchMarket())
	}
	enginetest.Play(t, s, "ghost G20", "arch A20")
	if s.Phase() != PhaseArrival || s.Round() != 2 {
		t.Fatalf("phase %d round %d", s.Phase(), s.Round())
	}
	s = start()
	enginetest.Play(t, s, "pass")
	if s.GhostMarket() != [MarketSize]int{-1, -1, 5, 4, 3} || s.ArchMarket() != [MarketSize]int{-1, -1, 4, 3, 2} {
		t.Fatalf("after nothing bought: %v %v", s.GhostMarket(), s.ArchMarket())
	}
	// "attempt to score as much Spook Juice as possible": no goal, no
	// rival, so nobody wins or loses
	if r := s.Result(); r.Ranks[0] != 1 || len(r.Rivals) != 0 || !r.ScoreOnly || r.SeatWon(0) {
		t.Fatalf("beat your own scare: rank %d, rivals %v, score only %v", r.Ranks[0], r.Rivals, r.ScoreOnly)
	}
}

// Versus Spider Jack the seat wins only by outscoring him: he wins a tie.
func TestJackWinsTies(t *testing.T) {
	s := jackSetup(t, nil, "blue")
	s.phase = PhaseOver
	for _, c := range []struct{ seat, jack, rank, jackRank int }{{50, 49, 1, 2}, {50, 50, 2, 1}, {49, 50, 2, 1}} {
		s.boards[0].Juice, s.jack.Juice = int16(c.seat), int16(c.jack)
		r := s.Result()
		if r.Ranks[0] != c.rank || r.ScoreOnly || len(r.Rivals) != 1 || r.Rivals[0].Rank != c.jackRank || r.Rivals[0].Score != c.jack || r.Rivals[0].Name != JackName {
			t.Errorf("%d against %d: ranks %v, rivals %+v", c.seat, c.jack, r.Ranks, r.Rivals)
		}
		if c.seat == c.jack && !strings.Contains(r.TieBreak.String(), "Spider Jack wins the tie") {
			t.Errorf("tie line %q", r.TieBreak.String())
		}
	}
}

// Every colour is on exactly 10 solo cards, each card on two colours.
func TestSoloCards(t *testing.T) {
	var per [NumColours]int
	for id, c := range SoloCards {
		if c.Colours[0] == c.Colours[1] {
			t.Errorf("card S%02d shows one colour twice", id+1)
		}
		for _, col := range c.Colours {
			per[col]++
		}
	}
	if per != [NumColours]int{10, 10, 10, 10, 10, 10} {
		t.Fatalf("cards per colour %v", per)
	}
	if !strings.Contains(RulesText(), "Card 21: pink, highest; white, lowest; purple, highest") {
		t.Fatalf("the rules text does not show the solo cards")
	}
}

// His deck versus Spider Jack is the 10 cards showing his colour, and each
// flipped card leaves it; beating your own scare uses all 30; games of
// several seats have none.
func TestJackDeckLeft(t *testing.T) {
	s := jackSetup(t, nil, "blue")
	if got := s.JackDeckLeft(); got != 10 {
		t.Fatalf("a blue deck before the first flip holds %d cards, want 10", got)
	}
	rolls(t, s, "pink-1", "pink-2", "green-1", "green-2", "yellow-5", "green-5", "blue-5", "orange-1")
	enginetest.Play(t, s, "card S01") // blue and green
	if got := s.JackDeckLeft(); got != 9 {
		t.Fatalf("after card 1 his deck holds %d cards, want 9", got)
	}
	if got := newState(t, 1, map[string]string{OptSolo: SoloScare}).JackDeckLeft(); got != NumSoloCards {
		t.Fatalf("beat your own scare: %d cards, want %d", got, NumSoloCards)
	}
	if got := newState(t, 2, nil).JackDeckLeft(); got != 0 {
		t.Fatalf("a 2-player game: %d cards, want 0", got)
	}
}

// Each solo mode keeps its own list of best scores; games of several
// seats keep none.
func TestHighScoreModes(t *testing.T) {
	cases := []struct {
		setup engine.Setup
		key   string
	}{
		{engine.Setup{Players: 1, Options: map[string]string{OptSolo: SoloScare}}, GameID + "/Beat your own scare"},
		{engine.Setup{Players: 1}, GameID + "/Versus Spider Jack, Easy +0"},
		{engine.Setup{Players: 1, Options: map[string]string{OptCourt: courtChoices[4], OptSummon: onOff[1]}}, GameID + "/Versus Spider Jack, Normal +4"},
		{engine.Setup{Players: 2}, ""},
	}
	for _, c := range cases {
		key, ok := highscores.ModeOf(Game, c.setup)
		if key != c.key || ok != (c.key != "") {
			t.Errorf("%+v: mode %q %v, want %q", c.setup, key, ok, c.key)
		}
	}
}
