package engine_test

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
)

// A setup naming an option that does not apply to it is refused with a
// sentence saying why; its default value, or leaving it out, is accepted.
func TestValidateSetupRefusesOptionsThatDoNotApply(t *testing.T) {
	g := enginetest.HighCard
	cases := []struct {
		players int
		options map[string]string
		want    string // "" for accepted
	}{
		{1, nil, ""},
		{1, map[string]string{enginetest.OptTrade: "no"}, ""},
		{1, map[string]string{enginetest.OptTrade: "yes"}, "the option Trade chips of High Card does not apply with 1 player (only with 2 or more)"},
		{3, map[string]string{enginetest.OptTrade: "yes"}, ""},
		{2, map[string]string{enginetest.OptLimit: "4"}, "the option Swap limit of High Card does not apply unless Swaps is any"},
		{2, map[string]string{enginetest.OptLimit: "12"}, ""},
		{2, map[string]string{enginetest.OptSwaps: enginetest.SwapsAny, enginetest.OptLimit: "4"}, ""},
		{2, map[string]string{enginetest.OptSwaps: "twice"}, "takes one of [once any], not \"twice\""},
		{2, map[string]string{"colour": "red"}, "has no option \"colour\""},
		{5, nil, "High Card takes 1 to 4 players, not 5"},
	}
	for _, c := range cases {
		err := engine.ValidateSetup(g, engine.Setup{Players: c.players, Options: c.options})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%d players %v: refused: %v", c.players, c.options, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%d players %v: got %v, want %q", c.players, c.options, err, c.want)
		}
		if _, nerr := g.NewState(engine.Setup{Players: c.players, Options: c.options}); (nerr == nil) != (err == nil) {
			t.Errorf("%d players %v: NewState and ValidateSetup disagree: %v / %v", c.players, c.options, nerr, err)
		}
	}
}

func TestPlayerRange(t *testing.T) {
	o := engine.Option{Key: "solo", Name: "Solo mode", Default: "off", Choices: []string{"off", "on"}, MaxPlayers: 1}
	g := optionGame{o}
	err := engine.ValidateSetup(g, engine.Setup{Players: 3, Options: map[string]string{"solo": "on"}})
	if err == nil || !strings.Contains(err.Error(), "does not apply with 3 players (only with 1)") {
		t.Fatalf("got %v", err)
	}
}

// optionGame is a game with one option and no play, for ValidateSetup.
type optionGame struct{ o engine.Option }

func (optionGame) ID() string                                  { return "test-options" }
func (optionGame) Name() string                                { return "Options" }
func (optionGame) MinPlayers() int                             { return 1 }
func (optionGame) MaxPlayers() int                             { return 4 }
func (g optionGame) Options() []engine.Option                  { return []engine.Option{g.o} }
func (optionGame) NewState(engine.Setup) (engine.State, error) { return nil, nil }
func (optionGame) MaxActions(engine.Setup) int                 { return 0 }

// Choices that need more players than there are are not offered: "Player
// 3" is no first player for two players.
func TestOfferedChoicesDependOnPlayers(t *testing.T) {
	o := engine.Option{Key: "first", Default: "1", Choices: []string{"1", "2", "3"}, Labels: []string{"Player 1", "Player 2", "Player 3"},
		ChoiceMinPlayers: []int{0, 2, 3}}
	for n, want := range map[int]string{1: "1", 2: "1 2", 3: "1 2 3", 4: "1 2 3"} {
		choices, labels := o.Offered(n)
		if got := strings.Join(choices, " "); got != want {
			t.Errorf("%d players: offered %q, want %q", n, got, want)
		}
		if len(labels) != len(choices) || labels[len(labels)-1] != "Player "+choices[len(choices)-1] {
			t.Errorf("%d players: labels %q for %q", n, labels, choices)
		}
	}
	o.ChoiceMinPlayers = nil
	if choices, _ := o.Offered(1); len(choices) != 3 {
		t.Errorf("without ChoiceMinPlayers: offered %q", choices)
	}
}

// PlayerLabels name the choices for a player count; a count without its
// own, or an empty label, reads Labels; the choices stay the same.
func TestOfferedLabelsDependOnPlayers(t *testing.T) {
	o := engine.Option{Key: "order", Default: "123", Choices: []string{"123", "213", "312"},
		Labels:           []string{"Players 1, 2, 3", "Players 2, 1, 3", "Players 3, 1, 2"},
		ChoiceMinPlayers: []int{0, 2, 3},
		PlayerLabels:     map[int][]string{2: {"Player 1, then Player 2", "", "unused"}}}
	cases := []struct {
		players         int
		choices, labels string
	}{
		{1, "123", "Players 1, 2, 3"},
		{2, "123 213", "Player 1, then Player 2|Players 2, 1, 3"},
		{3, "123 213 312", "Players 1, 2, 3|Players 2, 1, 3|Players 3, 1, 2"},
	}
	for _, c := range cases {
		choices, labels := o.Offered(c.players)
		if got := strings.Join(choices, " "); got != c.choices {
			t.Errorf("%d players: offered %q, want %q", c.players, got, c.choices)
		}
		if got := strings.Join(labels, "|"); got != c.labels {
			t.Errorf("%d players: labels %q, want %q", c.players, got, c.labels)
		}
	}
	if got := o.Label(2, 2); got != "unused" {
		t.Errorf("Label(2, 2) = %q", got)
	}
	o.Labels = nil
	if _, labels := o.Offered(3); labels != nil {
		t.Errorf("without labels for 3 players: %q", labels)
	}
	if _, labels := o.Offered(2); strings.Join(labels, "|") != "Player 1, then Player 2|" {
		t.Errorf("PlayerLabels alone for 2 players: %q", labels)
	}
}
