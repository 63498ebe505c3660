package insurance_test

import (
	"errors"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/insurance"
	"monstermixer/engine/record"
)

// names4 names the seats of header4.
func names4(p int) string { return []string{"Green", "Blue", "Red", "Yellow"}[p] }

// Refusals are sentences for a person: they name the player by a seat
// reference and start with a capital letter.
func TestRefusalsNamePlayers(t *testing.T) {
	s := replay4(t, "monster a5 e\nplay 2\nfactory c5\n")
	cases := []struct {
		action string
		want   string
	}{
		{"play 3", "Green must place a token now"},
		{"factory d6", "That building is already claimed by Green's factory"},
		{"reveal", "Green must place a token now"},
	}
	for _, c := range cases {
		a, err := s.ParseAction(c.action)
		if err != nil {
			t.Fatal(err)
		}
		h := engine.Hash(s)
		err = s.Apply(a)
		if got := engine.ReasonOf(err).Render(names4); got != c.want {
			t.Errorf("%s refused with %q, want %q", c.action, got, c.want)
		}
		var ill *engine.IllegalError
		if !errors.As(err, &ill) || engine.Hash(s) != h {
			t.Errorf("%s: %v is not an IllegalError, or the state changed", c.action, err)
		}
	}
	enginetest.Play(t, s, "person c6", "car b3") // Green's three tokens are placed: Blue picks
	if got := engine.ReasonOf(s.Apply(insurance.PlaceAction(insurance.Car, sq(t, s, "b4")))).Render(names4); got != "Blue must pick a card now" {
		t.Errorf("a token before Blue's pick is refused with %q", got)
	}
	enginetest.Play(t, s, "play 9")
	if err := s.WhyNotToken(insurance.Car); err != nil {
		t.Errorf("Blue has cars and roads are free, but: %v", err)
	}
}

// The dealt city is one log line, said by the last deal; the deals before
// it say nothing, and no line names a tile.
func TestDealtCityIsOneLine(t *testing.T) {
	rec, err := record.Parse(strings.NewReader(header4))
	if err != nil {
		t.Fatal(err)
	}
	st, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*insurance.State)
	var told []string
	for _, line := range strings.Fields(strings.ReplaceAll(deal4, "deal ", "deal_")) {
		a, err := s.ParseAction(strings.ReplaceAll(line, "_", " "))
		if err != nil {
			t.Fatal(err)
		}
		if l := s.DescribeAction(a); len(l) > 0 {
			told = append(told, l.String())
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if len(told) != 1 || told[0] != "The city is dealt: 16 tiles" {
		t.Fatalf("the deal is told as %q", told)
	}
}

// The tie-break names the tied players by seat reference.
func TestTieBreakNamesPlayers(t *testing.T) {
	s := replay4(t, "")
	r := s.Result() // nobody placed anything: all four tied on -22
	got := r.TieBreak.Render(names4)
	want := "Green, Blue, Red and Yellow tied on -22 points; Green, Blue, Red and Yellow also tied on destroyed buildings and last card: they share the rank"
	if got != want {
		t.Fatalf("tie-break %q, want %q", got, want)
	}
	if seats := r.TieBreak.Seats(); len(seats) != 8 {
		t.Fatalf("tie-break refers to seats %v, want each seat twice", seats)
	}
}

// Random games always end within the game's declared bound.
func TestRandomGamesEndWithinMaxActions(t *testing.T) {
	for _, n := range []int{3, 6} {
		for _, per := range []string{"4", "6"} {
			setup := engine.Setup{Players: n, Options: map[string]string{"tiles": per}}
			bound := insurance.Game.MaxActions(setup)
			for seed := range uint64(5) {
				st, err := insurance.Game.NewState(setup)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRand(seed)
				var legal []engine.Action
				steps := 0
				for !st.IsTerminal() {
					if steps == bound {
						t.Fatalf("%d players, %s tiles each, seed %d: not over after %d actions", n, per, seed, bound)
					}
					legal = enginetest.StepRandom(t, st, rng, legal)
					steps++
				}
			}
		}
	}
}

// The player's rules text has no ASCII pictures and no record notation
// (they are in RULES.md): no indented grid lines, no pattern characters,
// no notation lines.
func TestRulesTextIsPlain(t *testing.T) {
	for i, line := range strings.Split(insurance.RulesText(), "\n") {
		if strings.HasPrefix(line, "  ") || strings.Contains(line, "^^") || strings.Contains(line, "XX") ||
			strings.Contains(line, "deal 17") || strings.Contains(line, "Notation") || strings.Contains(line, "+ +") {
			t.Errorf("rules line %d looks like a picture or notation: %q", i+1, line)
		}
	}
}
