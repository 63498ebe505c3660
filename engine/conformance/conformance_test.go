package conformance_test

import (
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
	"monstermixer/engine/enginetest"
)

var (
	house = map[string]string{enginetest.OptHouse: "yes"}
	trade = map[string]string{enginetest.OptTrade: "yes"}
)

func TestHighCardConforms(t *testing.T) {
	conformance.Run(t, enginetest.HighCard, conformance.Config{Players: []int{1, 2, 4}, Games: 30, Seed: 7})
}

// The House is a rival ranked with the seats, alone or at a table.
func TestHighCardWithTheHouseConforms(t *testing.T) {
	conformance.Run(t, enginetest.HighCard, conformance.Config{Players: []int{1, 3}, Games: 30, Seed: 8, Options: house})
}

// Trade chips open response windows.
func TestHighCardWithTradesConforms(t *testing.T) {
	conformance.Run(t, enginetest.HighCard, conformance.Config{Players: []int{2, 3, 4}, Games: 30, Seed: 9, Options: trade})
}

// Every option at once: windows, the House and swaps at will.
func TestHighCardWithEveryOptionConforms(t *testing.T) {
	conformance.Run(t, enginetest.HighCard, conformance.Config{Players: []int{2, 4}, Games: 20, Seed: 11, Options: map[string]string{
		enginetest.OptTrade: "yes", enginetest.OptHouse: "yes", enginetest.OptSwaps: enginetest.SwapsAny, enginetest.OptLimit: "4"}})
}

// With swaps at will, the swap limit is the game's cap: the suite plays
// games to it.
func TestHighCardPlayedToItsCap(t *testing.T) {
	conformance.Run(t, enginetest.HighCard, conformance.Config{
		Players: []int{1, 3}, Games: 10, Seed: 10,
		Options:    map[string]string{enginetest.OptSwaps: enginetest.SwapsAny},
		CapOptions: map[string]string{enginetest.OptLimit: "1"},
		CapReached: func(s engine.State) bool { return s.(*enginetest.State).SwapsLeft() == 0 },
	})
}

// The cap check fails when no capped game reaches the cap.
func TestUnreachedCapIsCaught(t *testing.T) {
	err := conformance.Check(enginetest.HighCard, conformance.Config{
		Players: []int{2}, Games: 3, Seed: 10,
		CapOptions: map[string]string{enginetest.OptHouse: "yes"},
		CapReached: func(engine.State) bool { return false },
	})
	if err == nil || !strings.Contains(err.Error(), "ended by the cap") {
		t.Fatalf("a cap that no game reached passed the suite: %v", err)
	}
}

// Each broken variant of High Card breaks one rule of the contract, and
// the suite names it.
func TestBrokenGamesAreCaught(t *testing.T) {
	cases := []struct {
		g       engine.Game
		players int
		options map[string]string
		want    string
	}{
		{enginetest.Leaky, 3, nil, "view"},
		{enginetest.LeakyLog, 3, nil, "the log would tell a secret"},
		{enginetest.LeakyObserver, 3, nil, "the Observer's view differs"},
		{enginetest.Peeking, 3, trade, "the window opens on another seat's secret"},
		{enginetest.StrayWindow, 3, trade, "a window is open for Seat 2 but Seat 1 decides"},
		{enginetest.WrongPass, 3, trade, "Pass (100) is not a legal action"},
		{enginetest.BadRanks, 3, house, "of the 4 seats and rivals rank above it"},
		{enginetest.Unbounded, 2, nil, "still running after 2 actions"},
		{enginetest.CarelessChosen, 3, nil, "gives another state than Apply"},
		{enginetest.SeatNumbers, 3, nil, "reads like notation (@ or a seat number)"},
		{enginetest.ScoreOnly, 3, nil, "only a lone seat without a rival, ranked 1, plays for its score alone"},
		{enginetest.PlainLines, 3, nil, "an autosave would write it in plain text"},
	}
	for _, c := range cases {
		t.Run(c.g.ID(), func(t *testing.T) {
			if err := conformance.Check(c.g, conformance.Config{Players: []int{c.players}, Games: 20, Seed: 7, Options: c.options}); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("a broken game passed the suite or failed for another reason: %v (want %q)", err, c.want)
			}
		})
	}
}

// A game whose HasSecretsFor says "nothing secret" while a seat's view
// differs from the Observer's (a secret it forgot, or a bookkeeping flag
// in the view) would bring the app's hand-off curtain when the game says
// there is none: the suite names it.
func TestAViewDifferingWithoutASecretIsCaught(t *testing.T) {
	err := conformance.Check(forgetful{enginetest.HighCard}, conformance.Config{Players: []int{2}, Games: 2, Seed: 1})
	if err == nil || !strings.Contains(err.Error(), "HasSecretsFor(0) is false") {
		t.Fatalf("a game whose views differ without a secret passed the suite: %v", err)
	}
}

// forgetful is High Card whose states say no seat ever has a secret.
type forgetful struct{ engine.Game }

func (g forgetful) NewState(s engine.Setup) (engine.State, error) {
	st, err := g.Game.NewState(s)
	return forgetfulState{st}, err
}

type forgetfulState struct{ engine.State }

func (forgetfulState) HasSecretsFor(int) bool { return false }

// An option naming seats (engine.Option.Seats) must name at least one seat
// of the game for each choice.
func TestOptionSeatsAreChecked(t *testing.T) {
	for _, c := range []struct {
		seats [][]int
		want  string
	}{
		{[][]int{{0}}, "names seats for 1 of 2 choices"},
		{[][]int{{0}, {}}, `choice "2" names no seat`},
		{[][]int{{0}, {7}}, `choice "2" names seat 8`},
	} {
		err := conformance.Check(seatsGame{enginetest.HighCard, c.seats}, conformance.Config{Players: []int{2}, Games: 1, Seed: 1})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("seats %v: %v (want %q)", c.seats, err, c.want)
		}
	}
}

// seatsGame is High Card with a first-player option whose choices name
// the given seats.
type seatsGame struct {
	engine.Game
	seats [][]int
}

func (g seatsGame) Options() []engine.Option {
	return []engine.Option{{Key: "first", Name: "First player", Default: "1", Choices: []string{"1", "2"}, Seats: g.seats}}
}
