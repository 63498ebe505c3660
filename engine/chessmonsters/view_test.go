package chessmonsters

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

func TestTeamsAndHandsAreSecret(t *testing.T) {
	a := ready(t, whiteTeam, blackTeam, quiet, []string{"glasses", "smoke"}, "start 6 1")
	b := ready(t, []string{"lotl", "lotl", "worbin", "worbin", "flitz", "spikel"}, blackTeam, []string{"wind", "teleport"}, []string{"glasses", "smoke"}, "start 6 1")
	if !bytes.Equal(a.ViewFor(Black).Encode(), b.ViewFor(Black).Encode()) {
		t.Fatal("Black's view tells White's team or hand")
	}
	if bytes.Equal(a.ViewFor(White).Encode(), b.ViewFor(White).Encode()) {
		t.Fatal("White's view does not show White's own team")
	}
	if !bytes.Equal(a.ViewFor(engine.Observer).Encode(), b.ViewFor(engine.Observer).Encode()) {
		t.Fatal("the observer's view tells White's secrets")
	}
	c := ready(t, whiteTeam, worbinTeam, quiet, quiet, "start 6 1")
	if !bytes.Equal(a.ViewFor(engine.Observer).Encode(), c.ViewFor(engine.Observer).Encode()) {
		t.Fatal("the observer's view tells Black's secrets")
	}
	if !a.HasSecretsFor(White) || !a.HasSecretsFor(Black) {
		t.Fatal("seats with reserves and hands have no secrets")
	}
	// Once summoned, a monster is public.
	enginetest.Play(t, a, "summon jumo c2")
	v := a.ViewFor(Black).(*State)
	if v.board[1*Size+2].Kind != Jumo || v.reserveN[White] != 5 {
		t.Fatal("the summoned monster is not public, or the reserve count is wrong")
	}
}

// A window of Black's opens on what White sees, not on Black's secrets:
// White's samples of Black's cards are in the same window, and some of
// them hold an answer while others do not.
func TestDeterminizeIgnoresTheOpenWindow(t *testing.T) {
	s := handsBack(ready(t, whiteTeam, worbinTeam, quiet, quiet, "start 6 1"))
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "lotl", "a6")
	enginetest.Play(t, s, "c3-c4")
	rng := engine.NewRand(3)
	answers := 0
	for range 200 {
		d := s.ViewFor(White).Determinize(White, rng).(*State)
		if d.CurrentPlayer() != Black {
			t.Fatal("a sample of Black's secrets has no window")
		}
		if d.hasResponse() {
			answers++
		}
	}
	if answers == 0 || answers == 200 {
		t.Fatalf("%d of 200 samples hold Worbin: the samples read the window as a sign", answers)
	}
}

func TestDescriptionsUsePlayerLanguage(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, White, "jumo", "d3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "a6")
	names := func(p int) string { return [2]string{"Ann", "Bob"}[p] }
	say := func(x string) string {
		a, err := s.ParseAction(x)
		if err != nil {
			t.Fatal(err)
		}
		return s.DescribeAction(a).Render(names)
	}
	for x, want := range map[string]string{
		"c3xc4":      "Ann's Jumo attacks Bob's Bullhorn.",
		"c3-b3":      "Ann's Jumo moves left.",
		"c3 jump c6": "Ann's Jumo pole-jumps 3 fields forward.",
		"c3xc4 team": "Ann's Jumo leads a team attack on Bob's Bullhorn.",
	} {
		if got := say(x); got != want {
			t.Errorf("%s: %q, want %q", x, got, want)
		}
	}
	enginetest.Play(t, s, "c3xc4 team", "join d3", "go", "pass", "roll 1", "roll 1")
	var lines []string
	for _, l := range s.DescribeEffects() {
		lines = append(lines, l.Render(names))
	}
	got := strings.Join(lines, " ")
	for _, want := range []string{"Ann's Jumo rolls 1 against accuracy 3 and hits.", "Bob's Bullhorn takes 4 hits.", "Bob's Bullhorn is KO."} {
		if !strings.Contains(got, want) {
			t.Errorf("effects %q lack %q", got, want)
		}
	}
	for _, l := range lines {
		if l == "" || strings.ToUpper(l[:1]) != l[:1] || strings.Contains(l, "Seat") {
			t.Errorf("effect line %q", l)
		}
	}
}

func TestRulesTextShowsTheContent(t *testing.T) {
	txt := RulesText()
	for _, m := range Roster {
		if !strings.Contains(txt, m.Name+": Health") || !strings.Contains(txt, m.Ability.Text) {
			t.Errorf("the rules do not show %s", m.Name)
		}
	}
	for _, c := range Loot {
		if !strings.Contains(txt, c.Name+" ("+c.Kind+"): "+c.Text) {
			t.Errorf("the rules do not show %s", c.Name)
		}
	}
	if !strings.Contains(txt, "Jumo: Health 3, Power 2, Energy 3.") || !strings.Contains(txt, "Directions: forward 4, forward right attack 3, right move") {
		t.Error("Jumo's card is not written out")
	}
}

func TestGridData(t *testing.T) {
	if g := Roster[Jumo].Grid; !g[0].Move || !g[0].Attack || g[0].Accuracy != 4 || g[1].Move || !g[1].Attack || !g[2].Move || g[2].Attack || g[3] != (Cell{}) {
		t.Fatalf("Jumo's grid %+v", g)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a bad grid was accepted")
		}
	}()
	grid("4 4 4")
}

// RULES.md's roster table agrees with the data the engine plays with.
func TestRulesNotesRosterMatchesData(t *testing.T) {
	b, err := os.ReadFile("RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range Roster {
		var line string
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "| "+m.Name+" | ") && strings.Contains(l, "`") {
				line = l
			}
		}
		f := strings.Split(line, "|")
		if len(f) < 6 {
			t.Errorf("RULES.md has no roster row for %s", m.Name)
			continue
		}
		got := fmt.Sprintf("%s|%s|%s", strings.TrimSpace(f[2]), strings.TrimSpace(f[3]), strings.TrimSpace(f[4]))
		if want := fmt.Sprintf("%d|%d|%d", m.Health, m.Power, m.Energy); got != want {
			t.Errorf("%s: RULES.md says H|P|E %s, the data %s", m.Name, got, want)
		}
		if g := grid(strings.Trim(strings.TrimSpace(f[5]), "`")); g != m.Grid {
			t.Errorf("%s: RULES.md's grid differs from the data", m.Name)
		}
	}
}

// Every legal action of random games, and every effect, is told in a
// sentence that starts with a capital and names no seat by number; a die
// roll alone says nothing (its effect tells it); every event carries its
// effect's sentence.
func TestEveryActionIsDescribed(t *testing.T) {
	for seed := range uint64(5) {
		st, _ := Game.NewState(engine.Setup{Players: 2})
		s := st.(*State)
		rng := engine.NewRand(seed)
		var legal []engine.Action
		for !s.IsTerminal() {
			legal = s.AppendLegalActions(legal[:0])
			for _, a := range legal {
				l := s.DescribeAction(a).Render(func(p int) string { return "Ann" })
				if l == "" && decode(a).kind == kRoll {
					continue // its effect tells the roll, with who rolled (TestDescriptionsUsePlayerLanguage)
				}
				if l == "" || strings.ToUpper(l[:1]) != l[:1] || strings.Contains(l, "Seat") || strings.HasPrefix(l, "action") {
					t.Fatalf("%s is told as %q", s.ActionString(a), l)
				}
				// Each seat's view, and the neutral one, tell it in the
				// same words, though they do not see the cards it plays.
				for _, v := range []int{White, Black, engine.Observer} {
					if lv := s.ViewFor(v).(*State).DescribeAction(a).Render(func(p int) string { return "Ann" }); lv != l {
						t.Fatalf("%s is told as %q, and in the view of %d as %q", s.ActionString(a), l, v, lv)
					}
				}
			}
			var a engine.Action
			a, legal = enginetest.RandomAction(s, rng, legal)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if decode(a).kind == kRoll && len(s.DescribeEffects()) == 0 {
				t.Fatalf("%s is told neither by itself nor by its effects", s.ActionString(a))
			}
			for _, e := range s.DescribeEffects() {
				l := e.Render(func(p int) string { return "Ann" })
				if l == "" || strings.ToUpper(l[:1]) != l[:1] || strings.Contains(l, "Seat") {
					t.Fatalf("an effect is told as %q", l)
				}
			}
			checkEventLines(t, s)
		}
	}
}

// checkEventLines checks that each event of the last action carries its
// own sentence for the table's animation, the same as the log's effects in
// order, and a draw none (its action tells it): an animation never shows
// the sentence of a neighbouring event.
func checkEventLines(t *testing.T, s *State) {
	t.Helper()
	var lines []string
	for _, e := range s.Events() {
		if len(e.Line) == 0 != (e.Kind == EvDraw) {
			t.Fatalf("event %d tells %q", e.Kind, e.Line.String())
		}
		if len(e.Line) > 0 {
			lines = append(lines, e.Line.String())
		}
	}
	if want := engine.Strings(s.DescribeEffects()); !slices.Equal(lines, want) {
		t.Fatalf("the events tell %q, the log %q", lines, want)
	}
}

func TestQueries(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, quiet, "start 6 1")
	put(t, s, White, "jumo", "c3")
	put(t, s, Black, "bullhorn", "c4")
	put(t, s, Black, "lotl", "d4")
	for to, want := range map[string]int{"c4": 83, "d4": 67, "c2": 0} {
		f, _ := ParseField(to)
		if got := s.HitChance(2*Size+2, f); got != want {
			t.Errorf("hit chance on %s: %d%%, want %d%%", to, got, want)
		}
	}
	if m, ok := s.Field(2*Size + 2); !ok || m.Kind != Jumo || m.Owner != White || m.Energy != 3 {
		t.Fatalf("Field: %+v %v", m, ok)
	}
	if counts, n := s.ViewFor(White).(*State).Reserve(Black); n != 4 || counts != [NumMonsters]int{} {
		t.Fatalf("White sees Black's reserve as %v (%d)", counts, n)
	}
	if _, n := s.Hand(White); n != 2 || s.LootLeft(White) != 6 || s.HitPointsOf(Black) != 20 {
		t.Fatal("hand, deck or hit points wrong")
	}
	put(t, s, White, "jumo", "b2")
	enginetest.Play(t, s, "b2-b3", "pass", "end", "d4-e4", "pass", "end", "c3xc4 team", "join b3")
	f, target := s.Attackers()
	if len(f) != 2 || f[0] != 2*Size+2 || f[1] != 2*Size+1 || target != 3*Size+2 {
		t.Fatalf("attackers %v on %d", f, target)
	}
}

func TestScoreUnit(t *testing.T) {
	if got := engine.UnitOf(Game).Format(17); got != "17 hit points" {
		t.Fatalf("score unit: %q", got)
	}
}

// A seat with no monster in reserve and no loot in hand has nothing
// secret: its view is the Observer's, byte for byte, so the app's
// hand-off (which also compares the two) shows no needless curtain. A
// seat with a loot card, or a monster in reserve, has a view of its own.
func TestAViewIsTheObserversExactlyWhenNothingIsSecret(t *testing.T) {
	s := ready(t, whiteTeam, blackTeam, quiet, quiet, "start 6 1")
	obsIs := func(p int) bool {
		return bytes.Equal(s.ViewFor(p).Encode(), s.ViewFor(engine.Observer).Encode())
	}
	for p, fields := range [2][]string{{"a1", "b1", "c1", "d1", "e1", "f1"}, {"a6", "b6", "c6", "d6", "e6", "f6"}} {
		for i, k := range [2][]string{whiteTeam, blackTeam}[p] {
			if i == len(fields)-1 && p == White {
				continue // White keeps one monster in reserve
			}
			put(t, s, p, k, fields[i])
		}
		for c := range NumLoot {
			for s.hand[p][c] > 0 {
				s.discard(p, c)
			}
		}
	}
	if obsIs(White) || !s.HasSecretsFor(White) {
		t.Fatal("White's reserve monster: its view is the Observer's, or HasSecretsFor misses it")
	}
	if !obsIs(Black) || s.HasSecretsFor(Black) {
		t.Fatalf("Black holds nothing: view like the Observer's %v, HasSecretsFor %v", obsIs(Black), s.HasSecretsFor(Black))
	}
	put(t, s, White, whiteTeam[5], "f2")
	if !obsIs(White) || s.HasSecretsFor(White) || !bytes.Equal(s.ViewFor(engine.Observer).Encode(), s.Encode()) {
		t.Fatal("nothing is secret, but a view differs from the Observer's or the Observer's from the state")
	}
	// Sampling a view that hides nothing gives that view back.
	if d := s.ViewFor(Black).Determinize(Black, engine.NewRand(1)); !bytes.Equal(d.Encode(), s.Encode()) {
		t.Fatal("a sample of a state with nothing hidden differs from it")
	}
	// A drawn loot card is secret again.
	s.drawSeat, s.drawAfter, s.phase = Black, drawEndTurn, phDraw
	enginetest.Play(t, s, "draw wind")
	if obsIs(Black) || !s.HasSecretsFor(Black) {
		t.Fatal("Black's drawn loot card is not secret")
	}
}

// A loot draw is told once, by the draw itself: no effect line repeats it.
func TestADrawIsToldOnce(t *testing.T) {
	st, err := Game.NewState(engine.Setup{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for _, k := range []string{"jumo", "jumo", "lotl", "lotl", "shellby", "shellby", "jumo", "jumo", "lotl", "lotl", "shellby", "shellby"} {
		enginetest.Play(t, s, "pick "+k)
	}
	a, err := s.ParseAction("draw " + strings.ToLower(Loot[0].Key))
	if err != nil {
		t.Fatal(err)
	}
	if l := s.DescribeAction(a).Render(engine.DefaultSeatName); l != "Seat 1 draws a loot card." {
		t.Fatalf("draw line %q", l)
	}
	enginetest.Play(t, s, s.ActionString(a))
	if lines := s.DescribeEffects(); len(lines) != 0 {
		t.Fatalf("the draw is told again: %q", engine.Strings(lines))
	}
}
