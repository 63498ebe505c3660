package engine

import (
	"slices"
	"testing"
)

func TestSayKeepsSeatsTyped(t *testing.T) {
	l := Say("%s adds a tile to %s minion %d", SeatRef(0), SeatsOf(2), 5)
	names := []string{"Ann", "Bob", "Team #1"}
	if got := l.Render(func(p int) string { return names[p] }); got != "Ann adds a tile to Team #1's minion 5" {
		t.Fatalf("Render = %q", got)
	}
	if got := l.String(); got != "Seat 1 adds a tile to Seat 3's minion 5" {
		t.Fatalf("String = %q", got)
	}
	if got := l.Seats(); !slices.Equal(got, []int{0, 2}) {
		t.Fatalf("Seats = %v", got)
	}
}

func TestSayPlainAndPercent(t *testing.T) {
	l := Say("%d%% done", 50)
	if len(l) != 1 || l.String() != "50% done" || l[0].Seat != -1 {
		t.Fatalf("got %#v", l)
	}
	if Plain("x").String() != "x" {
		t.Fatal("Plain")
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestNameAt(t *testing.T) {
	names := []string{"none", "deal"}
	for i, want := range map[int]string{0: "none", 1: "deal", 2: "?", -1: "?"} {
		if got := NameAt(names, i); got != want {
			t.Errorf("NameAt(%v, %d) = %q, want %q", names, i, got, want)
		}
	}
}

func TestCountAndPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 dice", 1: "1 die", 2: "2 dice", -1: "-1 dice"} {
		if got := Count(n, "die", "dice"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
	if Plural(1, "hit", "hits") != "hit" || Plural(3, "hit", "hits") != "hits" {
		t.Error("Plural picks the wrong word")
	}
}

func TestArticleAndCapitals(t *testing.T) {
	for noun, want := range map[string]string{"orange die": "an orange die", "blue die": "a blue die", "elf": "an elf", "Orc": "an Orc", "": "a "} {
		if got := Article(noun); got != want {
			t.Errorf("Article(%q) = %q, want %q", noun, got, want)
		}
	}
	if Capital("élan vital") != "Élan vital" || Capital("") != "" || LowerFirst("Move Grunt") != "move Grunt" || LowerFirst("") != "" {
		t.Error("Capital or LowerFirst changes the wrong letter")
	}
}

func TestJoinWords(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  string
	}{{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a and b"}, {[]string{"a", "b", "c"}, "a, b and c"}} {
		if got := JoinWords(c.words); got != c.want {
			t.Errorf("JoinWords(%q) = %q, want %q", c.words, got, c.want)
		}
	}
}

func TestTextFault(t *testing.T) {
	for _, c := range []struct {
		text     string
		sentence bool
		bad      bool
	}{
		{"He took a blue 1.", true, false},
		{"12 Spook Juice", false, false},
		{"Area 6, orange space", false, false},
		{"Area 6, orange space", true, true},
		{"he took a blue 1.", true, true},
		{"It gives 0..", true, true},
		{"It gives  0.", true, true},
		{"It gives 0 .", true, true},
		{"He took A blue 1.", true, true},
		{"", false, true},
	} {
		if f := TextFault(c.text, c.sentence); (f != "") != c.bad {
			t.Errorf("TextFault(%q, %v) = %q", c.text, c.sentence, f)
		}
	}
}

// A seat named You owns "Your" things, in a rendered sentence too; any
// other name takes 's.
func TestPossessive(t *testing.T) {
	for name, want := range map[string]string{"You": "Your", "Blorb": "Blorb's", "Bess": "Bess's"} {
		if got := Possessive(name); got != want {
			t.Errorf("Possessive(%q) = %q, want %q", name, got, want)
		}
	}
	line := Say("%s villager", SeatsOf(0))
	if got := line.Render(func(int) string { return "You" }); got != "Your villager" {
		t.Errorf("rendered %q, want \"Your villager\"", got)
	}
}
