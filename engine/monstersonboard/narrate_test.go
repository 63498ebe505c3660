package monstersonboard

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// notationLike matches what must never reach a person: notation dice and
// spaces ("blue-4", "5-blue"), ids ("G17", "A23"), "@", seat letters,
// square brackets.
var notationLike = regexp.MustCompile(`[a-z]+-[0-9]|[0-9]-[a-z]|\b[GA][0-9]+\b|@|Seat [0-9]|[\[\]]`)

func checkLine(t *testing.T, what string, l engine.Line) {
	t.Helper()
	text := l.Render(func(p int) string { return []string{"Anna", "Bob", "Cleo", "Dev"}[p] })
	if text == "" || strings.ToUpper(text[:1]) != text[:1] {
		t.Fatalf("%s: %q does not start with a capital", what, text)
	}
	if notationLike.MatchString(text) {
		t.Fatalf("%s: %q reads like notation", what, text)
	}
}

// Every sentence a person reads (actions, their effects, tie-breaks)
// starts with a capital and names seats and pieces in words.
func TestSentencesArePlayerLanguage(t *testing.T) {
	monstrous := map[string]string{OptCourt: courtChoices[4], OptSummon: onOff[1], OptUnscored: unscoredRules[2], OptProphecy: onOff[1]}
	for _, g := range []struct {
		players int
		opts    map[string]string
	}{{4, nil}, {4, map[string]string{OptMode: ModeFamily}}, {4, map[string]string{OptDraft: DraftTurns}},
		{1, map[string]string{OptSolo: SoloScare}}, {1, nil}, {1, monstrous}} {
		s := newState(t, g.players, g.opts)
		rng := engine.NewRand(7)
		for !s.IsTerminal() {
			a := enginetest.PolicyAction(s, rng, Greedy)
			if l := s.DescribeAction(a); len(l) > 0 { // a draw that tells nothing alone is empty
				checkLine(t, s.ActionString(a), l)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			for _, l := range s.DescribeEffects() {
				checkLine(t, "effect", l)
			}
		}
		r := s.Result()
		for p, lines := range r.Breakdown {
			if len(lines) < 2 {
				t.Fatalf("seat %d breakdown %q", p, lines)
			}
		}
	}
}

func names(l engine.Line) string {
	return l.Render(func(p int) string { return []string{"Anna", "Bob", "Cleo", "Dev"}[p] })
}

// The log tells the setup deal in one sentence and each Fearnobile's
// arrival in one sentence (by its last die), not one line per card, Ghost
// or die.
func TestLogTellsSetupAndEachCarOnce(t *testing.T) {
	s := newState(t, 2, nil)
	var got []string
	for _, text := range append(append([]string(nil), deal2...), round1[:8]...) {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if l := s.DescribeAction(a); len(l) > 0 {
			got = append(got, names(l))
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{
		"The table is set up: each player is dealt a Prophecy card; 5 Ghosts and 5 Arch Monster cards fill the markets.",
		"Anna's Fearnobile arrives with blue 1, blue 2, purple 1 and green 3.",
		"Bob's Fearnobile arrives with yellow 5, orange 4, green 6 and pink 6.",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("log %q, want %q", got, want)
	}
}

// In every mode the setup is one line and each round's Arrival one line
// per Fearnobile, naming its owner and its four dice.
func TestLogLinesPerSetupAndArrival(t *testing.T) {
	arrives := regexp.MustCompile(`^(Anna's|Bob's|Cleo's|Dev's|Spider Jack's) Fearnobile arrives with ([a-z]+ [1-6], ){2}[a-z]+ [1-6] and [a-z]+ [1-6]\.$`)
	for _, g := range []struct {
		players int
		opts    map[string]string
	}{{3, nil}, {4, map[string]string{OptMode: ModeFamily}}, {1, map[string]string{OptSolo: SoloScare}}, {1, map[string]string{OptSolo: SoloJack}}} {
		s := newState(t, g.players, g.opts)
		rng := engine.NewRand(5)
		setup, arrival := 0, map[int]int{}
		for !s.IsTerminal() {
			a := enginetest.PolicyAction(s, rng, Greedy)
			phase, round := s.phase, int(s.round)
			l := s.DescribeAction(a)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			switch {
			case len(l) == 0:
			case phase == PhaseSetup:
				setup++
				if !strings.HasPrefix(names(l), "The table is set up: ") || s.phase == PhaseSetup {
					t.Fatalf("%d players %v: setup line %q", g.players, g.opts, names(l))
				}
			case phase == PhaseArrival && Decode(a).Kind == KindDie:
				arrival[round]++
				if !arrives.MatchString(names(l)) {
					t.Fatalf("%d players %v: arrival line %q", g.players, g.opts, names(l))
				}
			}
		}
		if setup != 1 {
			t.Fatalf("%d players %v: %d setup lines", g.players, g.opts, setup)
		}
		for r := 1; r <= NumRounds; r++ {
			if arrival[r] != s.numCars() {
				t.Fatalf("%d players %v: round %d has %d arrival lines for %d Fearnobiles", g.players, g.opts, r, arrival[r], s.numCars())
			}
		}
	}
}

func TestBreakdownFollowsFinalScoring(t *testing.T) {
	s := newState(t, 2, nil)
	rng := engine.NewRand(11)
	for !s.IsTerminal() {
		a := enginetest.PolicyAction(s, rng, Greedy)
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	r := s.Result()
	for p := 0; p < 2; p++ {
		lines := r.Breakdown[p]
		if !strings.HasPrefix(lines[0], "Spook Juice during the game = ") || !strings.HasPrefix(lines[1], "Lord dice returned to the box: ") {
			t.Fatalf("breakdown %q", lines)
		}
		total := 0
		for _, l := range lines {
			if i := strings.LastIndex(l, " = "); i >= 0 {
				var v int
				if _, err := fmt.Sscan(l[i+3:], &v); err != nil {
					t.Fatalf("line %q: %v", l, err)
				}
				total += v
			}
		}
		if total != r.Scores[p] {
			t.Fatalf("seat %d: breakdown adds up to %d, score %d: %q", p, total, r.Scores[p], lines)
		}
		if !strings.Contains(strings.Join(lines, "\n"), "Prophecy card") {
			t.Fatalf("no Prophecy line: %q", lines)
		}
	}
}

// A window opens only for a seat holding a card whose back it can use,
// at the start of its Grunt Movement; flipping does the back's action and
// the card is gone.
func TestArchMonsterWindow(t *testing.T) {
	s := newState(t, 2, nil)
	enginetest.Play(t, s, deal2...)
	enginetest.Play(t, s, round1[:15]...)
	// Seat 1 holds card A5 (back: Juice 4, see archBacks) before the last pick.
	s.boards[0].setCard(4, true)
	if Archs[4].Back != juice(4) {
		t.Fatalf("card A5's back is %v", Archs[4].Back)
	}
	enginetest.Play(t, s, round1[15])
	w, ok := s.OpenWindow()
	if !ok || w.Seat != 0 || s.CurrentPlayer() != 0 {
		t.Fatalf("no window for seat 1 at the start of its Grunt Movement")
	}
	enginetest.Refused(t, s, "activate blue-1", "That is not a choice now: flip an Arch Monster card or keep them.")
	enginetest.Play(t, s, "flip A5", "juice 4")
	b := &s.boards[0]
	if b.Juice != 4 || b.HasCard(4) {
		t.Fatalf("juice %d, card kept %v", b.Juice, b.HasCard(4))
	}
	if _, ok := s.OpenWindow(); ok {
		t.Fatalf("a window is open with no card left")
	}
	enginetest.Play(t, s, "activate blue-1")
	// Seat 2 holds no card: no window opens for it.
	s2 := newState(t, 2, nil)
	enginetest.Play(t, s2, deal2...)
	enginetest.Play(t, s2, round1...)
	if _, ok := s2.OpenWindow(); ok {
		t.Fatalf("a window opened for a seat with no card")
	}
}

func TestObserverSeesNoProphecy(t *testing.T) {
	s := atMove(t)
	v := s.ViewFor(engine.Observer).(*State)
	for p := 0; p < 2; p++ {
		if v.boards[p].Prophecy != hiddenCard {
			t.Fatalf("the observer sees seat %d's Prophecy card", p+1)
		}
	}
	if own := s.ViewFor(1).(*State); own.boards[1].Prophecy != 1 || own.boards[0].Prophecy != hiddenCard {
		t.Fatalf("seat 2 sees %d and %d", own.boards[1].Prophecy, own.boards[0].Prophecy)
	}
	if !s.HasSecretsFor(0) {
		t.Fatalf("a seat with a Prophecy card has no secret")
	}
}

// A Lord die is named "an orange 2", "a blue 5".
func TestDieWords(t *testing.T) {
	if got := MakeDie(3, 2).Words(); got != "an orange 2" {
		t.Errorf("orange: %q", got)
	}
	if got := MakeDie(0, 5).Words(); got != "a blue 5" {
		t.Errorf("blue: %q", got)
	}
}

// Versus Spider Jack, the setup line names every piece of his Court by its
// colour: his own colour's Grunt first, then the Grunts of the Court
// options, then the Ghosts.
func TestSetupLineNamesHisCourt(t *testing.T) {
	for _, c := range []struct {
		court          string
		grunts, ghosts int
	}{{courtChoices[0], 1, 0}, {courtChoices[2], 3, 0}, {courtChoices[4], 1, 4}} {
		s := newState(t, 1, map[string]string{OptSolo: SoloJack, OptCourt: c.court})
		rng := engine.NewRand(3)
		var line string
		for s.phase == PhaseSetup {
			a := enginetest.PolicyAction(s, rng, Greedy)
			if l := s.DescribeAction(a); len(l) > 0 {
				line = names(l)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		_, court, ok := strings.Cut(line, "his Court starts with ")
		court, _, _ = strings.Cut(court, ";")
		if !ok {
			t.Fatalf("%s: setup line %q does not list his Court", c.court, line)
		}
		own := engine.Article(ColourName(int(s.jack.Colour)) + " Grunt")
		if !strings.HasPrefix(court, own) {
			t.Errorf("%s: his Court %q does not start with %q", c.court, court, own)
		}
		if strings.Contains(court, "Monster") {
			t.Errorf("%s: his Court %q names a Monster, not its colour", c.court, court)
		}
		for k, n := range s.jack.Grunts {
			if n > 0 && !strings.Contains(court, ColourName(k)+" Grunt") {
				t.Errorf("%s: his Court %q leaves out his %s Grunt", c.court, court, ColourName(k))
			}
		}
		if g := strings.Count(court, " Grunt"); g != c.grunts {
			t.Errorf("%s: his Court %q names %d Grunts, want %d", c.court, court, g, c.grunts)
		}
		if g := strings.Count(court, " Ghost"); g != c.ghosts {
			t.Errorf("%s: his Court %q names %d Ghosts, want %d", c.court, court, g, c.ghosts)
		}
	}
}

// A swap, promotion or demotion names the dice it moves by colour and rank
// and their rows, not by spot numbers a player cannot see.
func TestOrderActionsNameTheirDice(t *testing.T) {
	s := newState(t, 2, nil)
	for _, text := range deal2 {
		enginetest.Play(t, s, text)
	}
	b := &s.boards[s.seat]
	b.Order[0][0], b.Order[0][1], b.Order[1][2] = MakeDie(0, 3), MakeDie(1, 1), MakeDie(3, 6)
	for _, c := range []struct {
		a    engine.Action
		want string
	}{
		{act(KindSwap, 0, 1), "Anna swaps the blue 3 and the green 1 in row 1."},
		{act(KindSwap, 0, NumCols+2), "Anna swaps the blue 3 in row 1 and the orange 6 in row 2."},
		{act(KindPromote, 1, 1), "Anna promotes the green 1 in row 1."},
		{act(KindPromote, NumCols+2, 0), "Anna demotes the orange 6 in row 2."},
	} {
		if got := names(s.DescribeAction(c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", s.ActionString(c.a), got, c.want)
		}
	}
}
